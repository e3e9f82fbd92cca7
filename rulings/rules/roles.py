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
from .conditions import LINE
from .yamlio import line_at, line_of, strip_lines

QUICK_ROW_KEYS = {"heading", "topics", "sections", "situations", "fallback"}
SITUATION_KEYS = {"label", "facts", "scan"}


def load_roles(book: Rulebook, root: Path, rel: Callable[[Path], str], read: Callable[[Path, str], Any]) -> None:
    problems = book.problems
    path = root / "roles.yaml"
    data = read(path, "roles file") if path.exists() else None
    if data is None and not path.exists():
        problems.append(f"{rel(path)}: missing (the rule data needs it)")
    if data is not None and parse.is_mapping(data, f"{rel(path)}:{_first_line(data)}", "the file", problems):
        _citations(book, data, rel(path))
    path = root / "quick_card.yaml"
    data = read(path, "quick card file") if path.exists() else None
    if data is not None and parse.is_mapping(data, f"{rel(path)}:{_first_line(data)}", "the file", problems):
        book.quick_card = tuple(_quick_rows(book, data, rel(path)))


def _first_line(data: Any) -> int:
    return (line_at(data, 0) if isinstance(data, list) else line_of(data)) or 1


def _cite_list(book: Rulebook, raw: Any, where: str) -> tuple:
    out = []
    for item in parse.listed(raw, where, "citations", book.problems):
        item = strip_lines(item)
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and _whole(item[1])):
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


def _whole(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _mapping(book: Rulebook, raw: Any, where: str, what: str) -> dict:
    """A mapping of the file (None for none); anything else is a problem and gives {}."""
    if raw is None:
        return {}
    return raw if parse.is_mapping(raw, where, what, book.problems) else {}


def _citations(book: Rulebook, data: dict, name: str) -> None:
    rankings = _mapping(book, data.get("rankings"), f"{name}:{line_at(data, 'rankings')}", "rankings")
    used = {r for g in book.games.values() for r in (g.ranking.values() if g.has_sides else [g.ranking])}
    for ranking in sorted(used, key=str):
        if ranking not in rankings:
            book.problems.append(f"{name}:{line_of(data)}: rankings: no citations for {ranking!r}")
    for ranking, roles in rankings.items():
        if ranking == LINE:
            continue
        where = f"{name}:{line_at(rankings, ranking)}: rankings.{ranking}"
        roles = _mapping(book, roles, where, "a ranking's citations")
        for role in ("hands", "joker"):
            book.cited[f"{role}.{ranking}"] = _cite_list(book, roles.get(role), f"{where}.{role}")
    qualifiers = _mapping(book, data.get("qualifiers"), f"{name}:{line_at(data, 'qualifiers')}", "qualifiers")
    for role, raw in qualifiers.items():
        if role != LINE:
            book.cited[f"qualifier.{role}"] = _cite_list(book, raw, f"{name}:{line_at(qualifiers, role)}: {role}")
    for key, known, found in (("topics", book.topics, book.topic_roles), ("facts", book.facts, book.fact_roles)):
        listed = _mapping(book, data.get(key), f"{name}:{line_at(data, key)}", key)
        for role, ref in listed.items():
            if role == LINE:
                continue
            refs = list(ref) if key == "topics" and isinstance(ref, list) else [ref]  # a role may name several topics
            bad = [r for r in refs if not isinstance(r, str) or r not in known]
            for r in bad:
                book.problems.append(f"{name}:{line_at(listed, role)}: {key}.{role}: unknown {key[:-1]} {r!r}")
            if refs and not bad:
                found[role] = tuple(refs) if isinstance(ref, list) else ref


def _texts(book: Rulebook, raw: Any, where: str, what: str) -> list:
    """A list of text (None for none); anything else is a problem."""
    items = parse.listed(raw, where, what, book.problems)
    if not all(isinstance(x, str) for x in items):
        book.problems.append(f"{where}: {what} must be a list of text")
        return []
    return items


def _quick_rows(book: Rulebook, data: dict, name: str) -> list[dict]:
    rows = []
    raw_rows = parse.listed(data.get("rows"), f"{name}:{line_at(data, 'rows')}", "rows", book.problems)
    for i, raw in enumerate(raw_rows):
        where = f"{name}:{line_at(raw_rows, i)}"
        if not parse.is_mapping(raw, where, "a row", book.problems):
            continue
        for k in set(raw) - QUICK_ROW_KEYS - {LINE}:
            book.problems.append(f"{where}: unknown key {k!r} (expected {', '.join(sorted(QUICK_ROW_KEYS))})")
        row = strip_lines(raw)
        topics = _texts(book, row.get("topics"), where, "topics")
        for tid in topics:
            if tid not in book.topics:
                book.problems.append(f"{where}: unknown topic {tid!r}")
        sections = _texts(book, row.get("sections"), where, "sections")
        for pattern in sections:
            if not any(fnmatch.fnmatchcase(s, pattern) for s in book.sections):
                book.problems.append(f"{where}: no section matches {pattern!r}")
        fallback = row.get("fallback")
        if fallback and (not isinstance(fallback, str) or fallback not in book.facts):
            book.problems.append(f"{where}: fallback: unknown fact {fallback!r}")
        situations = []
        raw_situations = raw.get("situations")
        for j, s in enumerate(parse.listed(row.get("situations"), where, "situations", book.problems)):
            at = f"{name}:{line_at(raw_situations, j) or line_at(raw, 'situations')}"
            facts = s.get("facts") if isinstance(s, dict) else None
            if (
                not isinstance(s, dict)
                or set(s) - SITUATION_KEYS
                or "label" not in s
                or not isinstance(facts or {}, dict)
            ):
                book.problems.append(f"{at}: a situation is {{label, facts, scan}}")
                continue
            for fid, value in (facts or {}).items():
                if not isinstance(fid, str) or fid not in book.facts:
                    book.problems.append(f"{at}: {s['label']}: unknown fact {fid!r}")
                elif parse.bad_value(book.facts[fid], value):
                    book.problems.append(f"{at}: {s['label']}: {fid}: {parse.bad_value(book.facts[fid], value)}")
            scan = s.get("scan")
            if scan and (not isinstance(scan, str) or scan not in book.facts or book.facts[scan].type != "number"):
                book.problems.append(f"{at}: {s['label']}: scan needs a number fact, not {scan!r}")
            situations.append({"label": str(s["label"]), "facts": dict(facts or {}), "scan": scan or ""})
        rows.append(
            {
                "heading": str(row.get("heading", "")),
                "topics": tuple(topics),
                "sections": tuple(sections),
                "situations": tuple(situations),
                "fallback": str(fallback or ""),
            }
        )
    return rows
