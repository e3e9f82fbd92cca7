"""The shift report: what the floor ruled over a period, and where it ruled differently.

Built in one pass over the entries (streamed; memory grows with the number of sections, games
and floor people, not entries). Voided entries are counted apart and left out of everything else.

`differences` is the consistency the log exists for: a section on which the rulings had two or
more outcomes (an undecided or uncovered ruling counts under its status in words) and on which
more than one floor person ruled, with who gave which outcome and the entries' ids (the first
ones: at most ID_LIMIT per outcome and person). The outcomes may differ for good reason (the
facts differed); the report says where to look, not who was wrong.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from typing import Any

from .log import outcome_words

FIELDS = ["id", "created_utc", "game", "sections", "floor", "outcome", "status", "voided", "corrections"]
ID_LIMIT = 10
NO_NAME = "(no name given)"


def build(entries: Iterable[dict]) -> dict[str, Any]:
    """The report over `entries` (with at least FIELDS)."""
    by_section: Counter[str] = Counter()
    by_game: Counter[str] = Counter()
    by_floor: Counter[str] = Counter()
    # section -> outcome -> floor person -> [count, first ids]
    ruled: defaultdict[str, defaultdict[str, dict[str, list]]] = defaultdict(lambda: defaultdict(dict))
    total = voided = 0
    first = last = None
    for e in entries:
        if e["voided"]:
            voided += 1
            continue
        total += 1
        first = first or e["created_utc"]
        last = e["created_utc"]
        who = e["floor"] or NO_NAME
        by_game[e["game"]] += 1
        by_floor[who] += 1
        outcome = outcome_words(e)
        for s in e["sections"]:
            by_section[s] += 1
            seen = ruled[s][outcome].setdefault(who, [0, []])
            seen[0] += 1
            if len(seen[1]) < ID_LIMIT:
                seen[1].append(e["id"])
    differences = []
    for section in sorted(ruled):
        outcomes = ruled[section]
        people = {p for by in outcomes.values() for p in by}
        if len(outcomes) < 2 or len(people) < 2:
            continue
        differences.append(
            {
                "section": section,
                "outcomes": [
                    {
                        "outcome": outcome,
                        "count": sum(n for n, _ in by.values()),
                        "floor": [
                            {"name": name, "count": n, "ids": ids}
                            for name, (n, ids) in sorted(by.items(), key=lambda kv: (-kv[1][0], kv[0]))
                        ],
                    }
                    for outcome, by in sorted(outcomes.items(), key=lambda kv: -sum(n for n, _ in kv[1].values()))
                ],
            }
        )
    return {
        "rulings": total,
        "voided": voided,
        "first_utc": first,
        "last_utc": last,
        "by_section": _counts(by_section, "section"),
        "by_game": _counts(by_game, "game"),
        "by_floor": _counts(by_floor, "floor"),
        "differences": differences,
    }


def _counts(c: Counter[str], key: str) -> list[dict[str, Any]]:
    return [{key: k, "count": n} for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))]


def text(report: dict[str, Any], period: str) -> list[str]:
    """The report as lines for the terminal."""
    n, v = report["rulings"], report["voided"]
    out = [f"Shift report: {period}", f"{n} ruling{'' if n == 1 else 's'}" + (f" ({v} voided, left out)" if v else "")]
    if not n:
        return out
    for title, rows, key in (
        ("By section", report["by_section"], "section"),
        ("By game", report["by_game"], "game"),
        ("By floor person", report["by_floor"], "floor"),
    ):
        out += ["", f"{title}:"]
        width = max(len(r[key]) for r in rows)
        out += [f"  {r[key]:<{width}}  {r['count']:>5}" for r in rows]
    out += ["", "Ruled differently by different people:"]
    if not report["differences"]:
        out.append("  none: every section had one outcome, or one floor person")
    for d in report["differences"]:
        out.append(f"  {d['section']}:")
        for o in d["outcomes"]:
            who = ", ".join(
                f"{p['name']} ({', '.join(f'#{i}' for i in p['ids'])}{' ...' if p['count'] > len(p['ids']) else ''})"
                for p in o["floor"]
            )
            out.append(f"    {o['outcome']} x{o['count']}: {who}")
    return out
