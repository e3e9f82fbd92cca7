"""What a rule item offers beside the ruling: the three wrong answers, and the house rules and
table setup a trainee must be told for the ruling to follow."""

from __future__ import annotations

import random

from ..engine.context import Context
from ..engine.ruling import ruling_text
from ..engine.topic import Topical
from ..rules.book import Rulebook
from ..rules.conditions import evaluate, facts_in
from .items import Choice, sentence


def fixed_that_matter(book: Rulebook, top: Topical, ctx: Context, outcome: str) -> list:
    """House rules and table setups not told in the story whose other values would change the
    ruling: the trainee must be told them. (Those that change nothing are left out.)"""
    read: list = []
    for _, cond, _ in top.items:
        read += [f for f in sorted(set().union(*[book.reach(x) for x in facts_in(cond)])) if f not in read]
    out = []
    for fid in read:
        fact = book.facts[fid]
        if fid in ctx.given or fid not in ctx.base or not (fact.source == "house" or fact.setup):
            continue
        others = [v for v in ctx.domain(fact) or fact.choices if v != ctx.base[fid]]
        if any(top.distribution(ctx.copy_with(fid, v)) != {frozenset([outcome]): 1.0} for v in others):
            told = fact.question if fact.question and fact.source != "house" else f"House rule - {fact.title or fid}:"
            out.append((told, sentence(fact.label(ctx.base[fid]))))
    return out


def ruling_choices(book: Rulebook, ctx: Context, keyed, decision, rng: random.Random) -> list[Choice] | None:
    """The keyed clause's ruling and three rulings that are wrong here, shuffled."""
    game = ctx.game
    outcome = decision.outcomes[0]
    in_game = book.clauses_for(game)
    tiers = [
        [c for c in in_game if c.section == keyed.section or c.topic == keyed.topic],
        [c for c in in_game if c.part == keyed.part],
        in_game,
    ]
    picked = [Choice(ruling_text(keyed, ctx), keyed.id)]
    for tier in tiers:
        candidates = [c for c in tier if c.id not in {p.key for p in picked}]
        rng.shuffle(candidates)
        # A clause of this topic may hold and yet lose (an exception beats it): the best
        # distractor. One of another topic must not hold here: those that certainly do not
        # come first, then those the facts leave open.
        holds = {
            c.id: evaluate(book.effective_condition(game, c), ctx.value) for c in candidates if c.topic != keyed.topic
        }
        candidates.sort(key=lambda c: holds.get(c.id) is None)
        for c in candidates:
            if len(picked) == 4:
                break
            text = ruling_text(c, ctx)
            if c.outcome == outcome or "(depends on" in text or text in {p.text for p in picked}:
                continue
            if holds.get(c.id) is True:
                continue  # a true statement here, if about another question
            picked.append(Choice(text, c.id))
    if len(picked) < 4:
        return None
    rng.shuffle(picked)
    return picked
