"""A ruling for a situation: which topics it touches, their decisions, and the JSON contract."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .topic import CONFLICT, DECIDED, NEEDS_FACTS, NOT_COVERED, Context, Decision, Topical, engaged_topics, topics_for
from ..errors import BadInput
from ..rules.model import Clause, Fact, HouseProfile
from ..rules.book import Rulebook

_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


@dataclass
class Ruling:
    game: str
    status: str
    decisions: list[Decision]
    context: Context
    missing: list[Fact] = field(default_factory=list)

    @property
    def winners(self) -> list[Clause]:
        return [c for d in self.decisions if d.status in (DECIDED, CONFLICT) for c in d.winners]


def resolve_topics(book: Rulebook, game: str, about: str | None) -> list[str] | None:
    """`about` may be a topic id, a clause id, a section id, or words to search for."""
    if not about:
        return None
    in_game = topics_for(book, game)
    if about in book.topics:
        return [about]
    if about in book.clauses:
        return [book.clauses[about].topic]
    if about in book.sections:
        found = [t for t in in_game if any(c.topic == t and (c.section == about or book.sections[c.section].part == about)
                                           for c in book.clauses.values())]
        if found:
            return found
        raise BadInput(f"no rule of section {about!r} applies in {game}")
    from .search import search

    hits = search(book, about, game=game, limit=1)
    if not hits:
        raise BadInput(f"nothing matches {about!r}: give a topic, clause or section id, or other words")
    return [hits[0].clause.topic]


def rule(book: Rulebook, game: str, facts: dict | None = None, house: HouseProfile | None = None,
         about: str | None = None) -> Ruling:
    ctx = Context(book, game, house, facts or {})
    topics = resolve_topics(book, game, about)
    if topics is None:
        topics = engaged_topics(book, ctx)
    decisions = [Topical(book, game, t).decide(ctx) for t in topics]
    return summarize(game, decisions, ctx)


def summarize(game: str, decisions: list[Decision], ctx: Context) -> Ruling:
    statuses = {d.status for d in decisions}
    if CONFLICT in statuses:
        status = CONFLICT
    elif DECIDED in statuses:
        status = DECIDED
    elif NEEDS_FACTS in statuses:
        status = NEEDS_FACTS
    else:
        status = NOT_COVERED
    missing: list[Fact] = []
    for d in decisions:
        if d.status == NEEDS_FACTS:
            missing += [f for f in d.missing if f not in missing]
    return Ruling(game, status, decisions, ctx, missing)


def ruling_text(clause: Clause, ctx: Context) -> str:
    """The clause's ruling with `{fact}` placeholders filled from what is known."""

    def fill(m: re.Match) -> str:
        fact = ctx.book.facts.get(m.group(1))
        value = ctx.value(m.group(1)) if fact else None
        return fact.label(value) if fact and value is not None else f"(depends on {m.group(1)})"

    return _PLACEHOLDER.sub(fill, clause.ruling)


def clause_json(book: Rulebook, clause: Clause, ctx: Context) -> dict[str, Any]:
    return {"clause": clause.id, "section": clause.section, "paragraph": clause.paragraph,
            "citation": book.citation(clause), "text": ruling_text(clause, ctx), "title": clause.title,
            "outcome": clause.outcome, "topic": clause.topic, "discretion": clause.discretion,
            "note": clause.note or None}


def fact_json(fact: Fact, ctx: Context) -> dict[str, Any]:
    out = {"fact": fact.id, "question": fact.question, "type": fact.type}
    if fact.type == "choice":
        out["choices"] = list(ctx.domain(fact))
    if fact.cards:
        out["accepts_cards"] = True
    return out


def to_json(book: Rulebook, r: Ruling) -> dict[str, Any]:
    ctx = r.context
    house_used = []
    for d in r.decisions:
        for fact, value in d.house_used:
            entry = {"option": fact.id, "value": value, "label": fact.label(value), "main": value == fact.main}
            if entry not in house_used:
                house_used.append(entry)
    topics = []
    for d in r.decisions:
        t = {"topic": d.topic.id, "title": d.topic.title, "status": d.status, "outcomes": list(d.outcomes),
             "clauses": [c.id for c in d.winners]}
        if d.branches:
            t["branches"] = [{"fact": f.id, "value": v, "status": sub.status, "outcomes": list(sub.outcomes),
                              "clauses": [c.id for c in sub.winners]} for f, v, sub in d.branches]
        topics.append(t)
    return {
        "game": r.game,
        "status": r.status,
        "rulings": [clause_json(book, c, ctx) for c in r.winners],
        "missing": [fact_json(f, ctx) for f in r.missing],
        "topics": topics,
        "house": {"name": ctx.house.name, "options_used": house_used},
        "facts": {f: ctx.base[f] for f in ctx.given},
    }


def related(book: Rulebook, r: Ruling, limit: int = 5) -> list[dict]:
    """Other rules a floor person may want next: see-also links, then the sections' other topics."""
    shown = {c.id for c in r.winners}
    topics = {d.topic.id for d in r.decisions}
    out: list[dict] = []
    game = book.game(r.game)
    candidates = [book.clauses[x] for c in r.winners for x in c.see_also if x in book.clauses]
    sections = {c.section for c in r.winners} | {c.section for d in r.decisions for c, *_ in Topical(book, r.game, d.topic.id).items}
    candidates += [c for c in book.clauses_for(game) if c.section in sections and c.topic not in topics]
    for c in candidates:
        if c.id in shown or len(out) >= limit:
            continue
        shown.add(c.id)
        topics.add(c.topic)
        out.append({"clause": c.id, "title": c.title, "cite": book.cite_short(c)})
    return out


def view(book: Rulebook, r: Ruling) -> dict:
    """What templates/ruling.txt.j2 needs."""
    ctx = r.context
    data = to_json(book, r)
    by_id = {c["clause"]: c for c in data["rulings"]}
    topics = []
    for d in r.decisions:
        t = {"title": d.topic.title, "status": d.status, "alternatives": d.status == DECIDED and len(d.winners) > 1,
             "clauses": [by_id[c.id] for c in d.winners if d.status in (DECIDED, CONFLICT)], "branches": []}
        groups: list[tuple[list, Decision]] = []  # answers that lead to the same ruling, together
        for fact, value, sub in d.branches:
            same = next((g for g in groups if g[1].outcomes == sub.outcomes and g[1].status == sub.status), None)
            if same:
                same[0].append(value)
            else:
                groups.append(([value], sub))
        for values, sub in groups:
            fact = d.branches[0][0]
            summary = "; ".join(ruling_text(c, ctx.copy_with(fact.id, values[0])) for c in sub.winners) \
                if sub.status == DECIDED else sub.status.replace("_", " ")
            answers = _answers(fact, values, [v for _, v, _ in d.branches])
            t["branches"].append({"question": fact.question, "answer": answers, "summary": summary})
        topics.append(t)
    house = [dict(h, title=book.facts[h["option"]].title or h["option"]) for h in data["house"]["options_used"]]
    return {"r": r, "topics": topics, "missing": data["missing"], "house": house, "house_name": ctx.house.name,
            "related": related(book, r) if r.status == DECIDED else []}


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
