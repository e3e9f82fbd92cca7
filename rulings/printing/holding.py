"""What is in force: the game's clauses that can be the ruling under a room's house options,
and a clause as a printed sheet shows it.

A clause is listed when some situation makes it the ruling in this game under this room's
options, decided with the engine's own precedence (an exception beats its default; a game's own
part beats the part it inherits where their outcomes differ). A general rule the game's own
section always overrides is therefore left out, and so is an alternate the room has not adopted.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.context import Context
from ..engine.ruling import ruling_text
from ..engine.topic import Topical
from ..rules.book import Rulebook
from ..rules.conditions import evaluate, facts_in
from ..rules.model import Clause, Fact, HouseProfile


def possible_winners(top: Topical, ctx: Context, depth: int = 0) -> set[str]:
    """Ids of the topic's clauses that win in at least one way the unknown facts can turn out."""
    true, unknown = top.split(ctx)
    if not unknown:
        return {c.id for c in top.winners(true)}
    open_facts = top.open_facts(ctx, unknown, every_way=True)
    if not open_facts or depth > 40:  # unknown only through facts nobody can settle: keep them all
        return {c.id for c in top.winners(true + unknown)}
    fact = top.book.facts[open_facts[0]]
    out: set[str] = set()
    for value in ctx.domain(fact) or (None,):
        out |= possible_winners(top, ctx.copy_with(fact.id, value), depth + 1)
    return out


def holding_clauses(book: Rulebook, game_id: str, house: HouseProfile | None = None) -> list[Clause]:
    """The game's clauses that can be the ruling under the room's options, in outline order."""
    ctx = Context(book, game_id, house)
    game = ctx.game
    ids: set[str] = set()
    for tid in sorted({c.topic for c in book.clauses_for(game)}):
        ids |= possible_winners(Topical(book, game_id, tid), ctx)
    return sorted((book.clauses[i] for i in ids), key=lambda c: clause_order(book, c))


def clause_order(book: Rulebook, c: Clause) -> tuple:
    return (book.sections[c.section].order, c.paragraph, c.order)


@dataclass
class RuleView:
    id: str
    title: str
    text: str
    citation: str  # Part › Section ¶n (outline-id)
    cite: str  # outline-id ¶n
    outcome: str = ""  # the answer it gives, in words
    discretion: bool = False
    note: str = ""
    options: list[str] = field(default_factory=list)  # the house options it rests on, as adopted
    games_note: str = ""  # in a booklet: the games it holds in, when not every one that follows its part
    house: str = ""  # a room's own rule: the room's name


SCAN = 40  # a number a rule cannot know is described by the values from the fact's minimum to this


def _unknown_in(clause: Clause):
    """How a sheet writes a value it cannot know in the clause's text: a number as the values for
    which the clause can hold here ("fewer than 4", "other than 5"), a choice as the choices the
    game allows."""

    def unknown(fact: Fact, ctx: Context) -> str:
        if fact.type == "number":
            low = fact.minimum
            held = [
                n for n in range(low, SCAN + 1) if evaluate(clause.when, ctx.copy_with(fact.id, n).value) is not False
            ]
            out = set(range(low, SCAN + 1)) - set(held)
            if held and held == list(range(low, held[-1] + 1)) and held[-1] < SCAN:
                return f"fewer than {held[-1] + 1}"
            if held and held == list(range(held[0], SCAN + 1)) and held[0] > low:
                return f"{held[0]} or more"
            if len(out) == 1:
                return f"other than {out.pop()}"
            if len(held) == 1:
                return str(held[0])
            return "the number of"
        labels = [fact.label(v) for v in ctx.domain(fact)]
        return " or ".join(labels) if labels else "the number of"

    return unknown


def rule_view(book: Rulebook, clause: Clause, ctx: Context) -> RuleView:
    """The clause as a sheet prints it, `{fact}` filled from what the game and room fix."""
    options = []
    for f in facts_in(clause.when):  # the options the clause itself names, as this room has them
        fact = book.facts[f]
        if fact.source == "house" and not fact.setup:
            options.append(f"{fact.title or fact.id}: {fact.label(ctx.value(f))}")
    return RuleView(
        id=clause.id,
        title=clause.title,
        text=ruling_text(clause, ctx, _unknown_in(clause)),
        citation=book.citation(clause),
        cite=book.cite_short(clause),
        outcome=words(clause.outcome),
        discretion=clause.discretion,
        note=clause.note,
        options=list(dict.fromkeys(options)),
        house=clause.house,
    )


def words(outcome: str) -> str:
    return outcome.replace("-", " ")
