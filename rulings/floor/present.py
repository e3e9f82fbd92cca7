"""Views of a Ruling: the JSON contract of `rule --json` and what the text template reads.

Each view is built from the Ruling itself (through the small pieces below), never one view from
another; the log entry (floor/log.py) is built the same way.
"""

from __future__ import annotations

from typing import Any

from ..engine.context import Context
from ..engine.ruling import Ruling, ruling_text
from ..engine.topic import CONFLICT, DECIDED, Decision, Topical
from ..rules.book import Rulebook
from ..rules.model import Clause, Fact


# -- pieces ----------------------------------------------------------------------------------------
def clause_view(book: Rulebook, clause: Clause, ctx: Context) -> dict[str, Any]:
    return {
        "clause": clause.id,
        "section": clause.section,
        "paragraph": clause.paragraph,
        "citation": book.citation(clause),
        "text": ruling_text(clause, ctx),
        "title": clause.title,
        "outcome": clause.outcome,
        "topic": clause.topic,
        "discretion": clause.discretion,
        "note": clause.note or None,
    }


def fact_view(fact: Fact, ctx: Context) -> dict[str, Any]:
    out: dict[str, Any] = {"fact": fact.id, "question": fact.question, "type": fact.type}
    if fact.type == "choice":
        out["choices"] = list(ctx.domain(fact))
    if fact.cards:
        out["accepts_cards"] = True
    return out


def house_used(r: Ruling) -> list[dict[str, Any]]:
    """The house options the winning clauses rest on, once each."""
    out: list[dict[str, Any]] = []
    for d in r.decisions:
        for fact, value in d.house_used:
            entry = {
                "option": fact.id,
                "value": value,
                "label": fact.label(value),
                "main": value == fact.main,
                "title": fact.title or fact.id,
            }
            if entry not in out:
                out.append(entry)
    return out


def branch_groups(d: Decision, ctx: Context) -> list[dict[str, Any]]:
    """A topic's branches with the answers that lead to the same ruling grouped together:
    [{"question", "answer" (in words: "3 or fewer"), "summary"}]."""
    groups: list[tuple[list, Decision]] = []
    for _, value, sub in d.branches:
        same = next((g for g in groups if g[1].outcomes == sub.outcomes and g[1].status == sub.status), None)
        if same:
            same[0].append(value)
        else:
            groups.append(([value], sub))
    out = []
    for values, sub in groups:
        fact = d.branches[0][0]
        summary = (
            "; ".join(ruling_text(c, ctx.copy_with(fact.id, values[0])) for c in sub.winners)
            if sub.status == DECIDED
            else sub.status.replace("_", " ")
        )
        out.append(
            {
                "question": fact.question,
                "answer": _answers(fact, values, [v for _, v, _ in d.branches]),
                "summary": summary,
            }
        )
    return out


def _answers(fact: Fact, values: list, domain: list) -> str:
    """Words for a group of answers: "3 or fewer", "4 or more", "yes", "antes or blinds"."""
    if fact.type == "number" and len(domain) > 1:
        lo, hi = min(values), max(values)
        if hi == max(domain) and lo == min(domain):
            return "any number"
        if hi == max(domain):
            return f"{lo} or more"
        if lo == min(domain):
            return f"{hi} or fewer"
        return f"{lo} to {hi}" if lo != hi else str(lo)
    return " or ".join(fact.label(v) for v in values)


def related(book: Rulebook, r: Ruling, limit: int = 5) -> list[dict]:
    """Other rules a floor person may want next: see-also links, then the sections' other topics."""
    shown = {c.id for c in r.winners}
    topics = {d.topic.id for d in r.decisions}
    out: list[dict] = []
    game = book.game(r.game)
    candidates = [book.clauses[x] for c in r.winners for x in c.see_also if x in book.clauses]
    sections = {c.section for c in r.winners} | {
        c.section for d in r.decisions for c, *_ in Topical(book, r.game, d.topic.id).items
    }
    candidates += [c for c in book.clauses_for(game) if c.section in sections and c.topic not in topics]
    for c in candidates:
        if c.id in shown or len(out) >= limit:
            continue
        shown.add(c.id)
        topics.add(c.topic)
        out.append({"clause": c.id, "title": c.title, "cite": book.cite_short(c)})
    return out


# -- the views -------------------------------------------------------------------------------------
def to_json(book: Rulebook, r: Ruling) -> dict[str, Any]:
    ctx = r.context
    topics = []
    for d in r.decisions:
        t: dict[str, Any] = {
            "topic": d.topic.id,
            "title": d.topic.title,
            "status": d.status,
            "outcomes": list(d.outcomes),
            "clauses": [c.id for c in d.winners],
        }
        if d.branches:
            t["branches"] = [
                {
                    "fact": f.id,
                    "value": v,
                    "status": sub.status,
                    "outcomes": list(sub.outcomes),
                    "clauses": [c.id for c in sub.winners],
                }
                for f, v, sub in d.branches
            ]
        topics.append(t)
    return {
        "game": r.game,
        "status": r.status,
        "rulings": [clause_view(book, c, ctx) for c in r.winners],
        "missing": [fact_view(f, ctx) for f in r.missing],
        "topics": topics,
        "house": {
            "name": ctx.house.name,
            "options_used": [{k: v for k, v in h.items() if k != "title"} for h in house_used(r)],
        },
        "facts": {f: ctx.base[f] for f in ctx.given},
    }


def text_view(book: Rulebook, r: Ruling) -> dict:
    """What templates/ruling.txt reads."""
    ctx = r.context
    topics = []
    for d in r.decisions:
        topics.append(
            {
                "title": d.topic.title,
                "status": d.status,
                "alternatives": d.status == DECIDED and len(d.winners) > 1,
                "clauses": [clause_view(book, c, ctx) for c in d.winners if d.status in (DECIDED, CONFLICT)],
                "branches": branch_groups(d, ctx),
            }
        )
    return {
        "r": r,
        "topics": topics,
        "missing": [fact_view(f, ctx) for f in r.missing],
        "house": house_used(r),
        "house_name": ctx.house.name,
        "related": related(book, r) if r.status == DECIDED else [],
    }
