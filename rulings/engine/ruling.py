"""A ruling for a situation: which topics it touches and their decisions.

The `Ruling` is the one object every view is built from (floor/present.py: the text read out,
the JSON; floor/log.py: the log entry).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..errors import BadInput
from ..records import field, record
from ..rules.book import Rulebook
from ..rules.conditions import evaluate, facts_in
from ..rules.model import Clause, Fact, HouseProfile
from .context import Context
from .topic import CONFLICT, DECIDED, NEEDS_FACTS, NOT_COVERED, Decision, Topical, engaged_topics, topics_for

_PLACEHOLDER = re.compile(r"\{([a-z_]+)(?:\*(\d+))?\}")


@record
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
        found = [
            t
            for t in in_game
            if any(
                c.topic == t and (c.section == about or book.sections[c.section].part == about)
                for c in book.clauses.values()
            )
        ]
        if found:
            return found
        raise BadInput(f"no rule of section {about!r} applies in {game}")
    from .search import RELEVANT, search

    hits = search(book, about, game=game, limit=1)
    return [hits[0].clause.topic] if hits and hits[0].score >= RELEVANT else []  # none: not covered


def rule(
    book: Rulebook, game: str, facts: dict | None = None, house: HouseProfile | None = None, about: str | None = None
) -> Ruling:
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


def fill(text: str, ctx: Context, unknown: Callable[[Fact, Context], str] | None = None) -> str:
    """`{fact}` placeholders filled from what is known (`{fact*2}`: a number fact doubled); an
    unknown value is written by `unknown(fact, ctx)` (default: "(depends on ...)")."""

    def one(m: re.Match) -> str:
        fact = ctx.book.facts.get(m.group(1))
        if fact is None:
            return m.group(0)
        value = ctx.value(fact.id)
        if value is not None:
            return str(value * int(m.group(2))) if m.group(2) and isinstance(value, int) else fact.label(value)
        return unknown(fact, ctx) if unknown else f"(depends on {fact.id.replace('_', ' ')})"

    return _PLACEHOLDER.sub(one, text)


def ruling_text(clause: Clause, ctx: Context, unknown: Callable[[Fact, Context], str] | None = None) -> str:
    """The clause's ruling with its placeholders filled from what is known."""
    return fill(clause.ruling, ctx, unknown)


_SEAT = re.compile(r"\{seat:([a-z_]+)\}")
_AMOUNT = re.compile(r"\{amount:([a-z_]+)\}")


def here_text(clause: Clause, ctx: Context, seats: dict | None = None, amounts: dict | None = None) -> str:
    """The clause's sentence for this table (`here:` in the data): the first whose condition
    holds, every fact it names is known, every seat it names (`{seat:opener}`) was given a role
    and every amount it names (`{amount:bettor}`) was told; else nothing."""
    seats, amounts = seats or {}, amounts or {}
    for cond, text in clause.here:
        if evaluate(cond, ctx.value) is not True:
            continue
        if any(ctx.value(m.group(1)) is None for m in _PLACEHOLDER.finditer(text) if m.group(1) in ctx.book.facts):
            continue
        if any(m.group(1) not in seats for m in _SEAT.finditer(text)):
            continue
        if any(m.group(1) not in amounts for m in _AMOUNT.finditer(text)):
            continue
        text = _AMOUNT.sub(lambda m: f"${amounts[m.group(1)]}", text)
        return fill(_SEAT.sub(lambda m: str(seats[m.group(1)]), text), ctx)
    return ""


def alternatives(book: Rulebook, r: Ruling) -> list[dict]:
    """The book's alternate rules that would change this ruling: for each house option a topic's
    rules read whose value the room left at the main rule (or, with a profile, any value it did
    not pick), the decision under each other choice, kept only when it differs. Worked out once
    for a ruling (its text, its house options and its log entry all ask)."""
    known = r.__dict__.get("_alternatives")
    if known is not None and known[0] is book:
        return list(known[1])
    ctx = r.context
    chosen = ctx.house.choices_for(ctx.game.id)
    out = []
    for d in r.decisions:
        if d.status not in ("decided", "conflict"):
            continue
        top = Topical(book, r.game, d.topic.id)
        read = {f for _, cond, _ in top.items for f in facts_in(cond)}
        for option in book.house_options:
            if option.id not in read or option.id in ctx.given:
                continue  # not read here, or the floor person said which one his room plays
            for value in option.choices:
                if value == ctx.value(option.id) or (option.id in chosen and value != option.main):
                    continue
                alt_ctx = ctx.copy_with(option.id, value)
                other = top.decide(alt_ctx)
                if other.status == "needs_facts" and other.missing:  # say the ruling for each answer
                    alt_ctx.skipped |= {f.id for f in other.missing}
                    other = top.decide(alt_ctx)
                if other.status != d.status or other.outcomes != d.outcomes:
                    out.append({"option": option, "choice": value, "decision": other, "topic": d.topic.id})
    r.__dict__["_alternatives"] = (book, out)
    return list(out)


def options_turned_on(book: Rulebook, r: Ruling) -> list:
    """The house options this ruling rests on: those its rules read, and those whose other
    choice would have changed it."""
    used = [fact for d in r.decisions for fact, _ in d.house_used]
    for alt in alternatives(book, r):
        if alt["option"] not in used:
            used.append(alt["option"])
    return list(dict.fromkeys(used))
