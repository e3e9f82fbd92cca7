"""What the program cites or looks up by role (rules_data/roles.yaml) and the rows of the
quick-reference card (rules_data/quick_card.yaml): loaded into the rulebook and checked like the
rest of the data, so no section, topic or fact id is written in the code."""

from __future__ import annotations

import fnmatch
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import parse
from .book import Rulebook
from .yamlio import line_of, strip_lines

QUICK_ROW_KEYS = {"heading", "topics", "sections", "situations", "fallback"}
SITUATION_KEYS = {"label", "facts", "scan"}


def load_roles(book: Rulebook, root: Path, rel: Callable[[Path], str], read: Callable[[Path, str], Any]) -> None:
    problems = book.problems
    path = root / "roles.yaml"
    data = read(path, "roles file") if path.exists() else None
    if data is None and not path.exists():
        problems.append(f"{rel(path)}: missing (the rule data needs it)")
    if isinstance(data, dict):
        _citations(book, data, rel(path))
    path = root / "quick_card.yaml"
    data = read(path, "quick card file") if path.exists() else None
    if isinstance(data, dict):
        book.quick_card = tuple(_quick_rows(book, data, rel(path)))


def _cite_list(book: Rulebook, raw: Any, where: str) -> tuple:
    out = []
    for item in parse.listed(raw, where, "citations", book.problems):
        item = strip_lines(item)
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[1], int)):
            book.problems.append(f"{where}: a citation is [section-id, paragraph]")
            continue
        sec, para = item
        if sec not in book.sections:
            book.problems.append(f"{where}: unknown section {sec!r}")
        elif not 1 <= para <= book.sections[sec].paragraphs:
            book.problems.append(f"{where}: paragraph {para} is not in {sec}")
        else:
            out.append((sec, para))
    return tuple(out)


def _citations(book: Rulebook, data: dict, name: str) -> None:
    rankings = data.get("rankings") or {}
    used = {r for g in book.games.values() for r in (g.ranking.values() if g.has_sides else [g.ranking])}
    for ranking in sorted(used):
        if ranking not in rankings:
            book.problems.append(f"{name}:{line_of(data)}: rankings: no citations for {ranking!r}")
    for ranking, roles in strip_lines(rankings).items():
        for role in ("hands", "joker"):
            where = f"{name}:{line_of(rankings.get(ranking))}: rankings.{ranking}.{role}"
            book.cited[f"{role}.{ranking}"] = _cite_list(book, (roles or {}).get(role), where)
    for role, raw in strip_lines(data.get("qualifiers") or {}).items():
        book.cited[f"qualifier.{role}"] = _cite_list(book, raw, f"{name}:{line_of(data.get('qualifiers'))}: {role}")
    for role, tids in strip_lines(data.get("topics") or {}).items():
        for tid in tids if isinstance(tids, list) else [tids]:
            if tid not in book.topics:
                book.problems.append(f"{name}:{line_of(data.get('topics'))}: topics.{role}: unknown topic {tid!r}")
        book.topic_roles[role] = tuple(tids) if isinstance(tids, list) else tids
    for role, fid in strip_lines(data.get("facts") or {}).items():
        if fid not in book.facts:
            book.problems.append(f"{name}:{line_of(data.get('facts'))}: facts.{role}: unknown fact {fid!r}")
        else:
            book.fact_roles[role] = fid


def _quick_rows(book: Rulebook, data: dict, name: str) -> list[dict]:
    rows = []
    for raw in parse.listed(data.get("rows"), name, "rows", book.problems):
        line = line_of(raw)
        where = f"{name}:{line}"
        if not parse.is_mapping(raw, where, "a row", book.problems):
            continue
        for k in set(raw) - QUICK_ROW_KEYS - {"__line__"}:
            book.problems.append(f"{where}: unknown key {k!r} (expected {', '.join(sorted(QUICK_ROW_KEYS))})")
        row = strip_lines(raw)
        for tid in row.get("topics") or []:
            if tid not in book.topics:
                book.problems.append(f"{where}: unknown topic {tid!r}")
        for pattern in row.get("sections") or []:
            if not any(fnmatch.fnmatchcase(s, pattern) for s in book.sections):
                book.problems.append(f"{where}: no section matches {pattern!r}")
        if row.get("fallback") and row["fallback"] not in book.facts:
            book.problems.append(f"{where}: fallback: unknown fact {row['fallback']!r}")
        situations = []
        for s in row.get("situations") or []:
            if not isinstance(s, dict) or set(s) - SITUATION_KEYS or "label" not in s:
                book.problems.append(f"{where}: a situation is {{label, facts, scan}}")
                continue
            for fid, value in (s.get("facts") or {}).items():
                if fid not in book.facts:
                    book.problems.append(f"{where}: {s['label']}: unknown fact {fid!r}")
                elif parse.bad_value(book.facts[fid], value):
                    book.problems.append(f"{where}: {s['label']}: {fid}: {parse.bad_value(book.facts[fid], value)}")
            scan = s.get("scan")
            if scan and (scan not in book.facts or book.facts[scan].type != "number"):
                book.problems.append(f"{where}: {s['label']}: scan needs a number fact, not {scan!r}")
            situations.append({"label": str(s["label"]), "facts": dict(s.get("facts") or {}), "scan": scan or ""})
        rows.append(
            {
                "heading": str(row.get("heading", "")),
                "topics": tuple(row.get("topics") or ()),
                "sections": tuple(row.get("sections") or ()),
                "situations": tuple(situations),
                "fallback": str(row.get("fallback") or ""),
            }
        )
    return rows
