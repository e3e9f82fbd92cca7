"""Interview efficiency: replay every clause example through the interview with scripted answers.

For each example the interview starts from the clause's topic with nothing known, and a script
answers each question from the example's facts ("unknown" for a fact the example does not give;
the cards, where the example gives cards instead of the yes/no fact). Reported: questions asked
per ruling (median, maximum); rulings that differ from the example; questions asked whose answer
could not have changed the ruling when asked - no way the other open facts could turn out makes
this answer matter (goal: 0); and, stricter, questions that turned out unnecessary in hindsight -
the ruling stands without them given the answers that came later (a greedy interview cannot
always avoid these: it does not know the later answers when it chooses).

    python bench/interview.py
"""

from __future__ import annotations

import statistics
import sys
from itertools import product

from rulings.engine.context import Context
from rulings.engine.topic import DECIDED, Topical
from rulings.floor.interview import Interview
from rulings.engine.lint import example_game
from rulings.rules.model import HouseProfile
from rulings.rules.book import load


def _cards_only_up_front(book, fid) -> bool:
    """Cards the interview cannot take at a question (several hands at once) are given first."""
    if book.facts[fid].type != "cards":
        return False
    for f in book.facts.values():
        args = (f.cards or {}).get("args", {}).values()
        if f"${fid}" in args and sum(1 for a in args if isinstance(a, str) and a.startswith("$")
                                     and book.facts.get(a[1:]) and book.facts[a[1:]].type == "cards") > 1:
            return True
    return False


def replay(book, clause, example):
    game = example_game(book, clause, example)
    house = HouseProfile(options=dict(example.house))
    facts = dict(example.facts)

    def answer(prompt: str) -> str:
        fid = talk.pending
        if fid in facts:
            value = facts[fid]
            return {True: "yes", False: "no"}.get(value, str(value)) if isinstance(value, bool) else str(value)
        fact = book.facts[fid]
        if fact.cards:  # the example may give the cards instead of the yes/no answer
            for arg in fact.cards["args"].values():
                if isinstance(arg, str) and arg.startswith("$") and arg[1:] in facts:
                    return str(facts[arg[1:]])
        return "unknown"

    talk = Interview(book, answer, lambda text: None, house)
    original = talk._prompt
    useless = []

    def prompt(ctx, fact, n):  # note which fact is being asked, for the script
        talk.pending = fact.id
        if not could_matter(book, game, clause.topic, ctx, fact.id):
            useless.append(fact.id)
        return original(ctx, fact, n)
    talk._prompt = prompt
    given = {k: v for k, v in facts.items() if _cards_only_up_front(book, k)}
    decision, ctx = talk.decide(game, clause.topic, given)
    wasted = 0
    for fid in talk.asked:  # would the ruling stand without this answer?
        if fid not in ctx.base:
            continue
        known = {f: ctx.base[f] for f in ctx.given if f != fid}
        other = Context(book, game, house, known)
        other.skipped = set(ctx.skipped) | {fid}
        again = Topical(book, game, clause.topic).decide(other)
        if again.status == DECIDED and again.outcomes == decision.outcomes:
            wasted += 1
    return len(talk.asked), decision, wasted, len(useless)


def could_matter(book, game, topic, ctx, fid, limit=20000) -> bool:
    """Is there any way the other open facts could turn out in which this answer changes the ruling?"""
    top = Topical(book, game, topic)
    _, unknown = top.split(ctx)
    others = [f for f in top._open_facts(ctx, unknown) if f != fid]
    values = ctx.domain(book.facts[fid])
    for n, combo in enumerate(product(*[ctx.domain(book.facts[f]) for f in others])):
        if n >= limit:
            return True  # too many to check: assume it may
        base = ctx
        for f, v in zip(others, combo):
            base = base.copy_with(f, v)
        seen = {frozenset(top.distribution(base.copy_with(fid, v))) for v in values}
        if len(seen) > 1:
            return True
    return False


def main() -> int:
    book = load()
    counts, wrong, wasted_total, useless_total = [], [], 0, 0
    for c in book.clauses.values():
        for ex in c.examples:
            n, decision, wasted, useless = replay(book, c, ex)
            counts.append(n)
            wasted_total += wasted
            useless_total += useless
            if decision.status != DECIDED or decision.outcomes != (ex.expect,):
                wrong.append(f"{c.id}: got {decision.status} {decision.outcomes}, example says {ex.expect}")
    print(f"examples replayed: {len(counts)}")
    print(f"questions per ruling: median {statistics.median(counts)}, max {max(counts)}, mean {statistics.mean(counts):.2f}")
    print(f"questions whose answer could not have changed the ruling when asked: {useless_total}")
    print(f"questions unnecessary in hindsight (the ruling stands without them): {wasted_total}")
    print(f"rulings different from the example: {len(wrong)}")
    for w in wrong[:20]:
        print("  " + w)
    return 0


if __name__ == "__main__":
    sys.exit(main())
