"""Interview efficiency: replay every clause example through the interview with scripted answers.

For each example the interview starts from the clause's topic with nothing known, and a script
answers each question from the example's facts ("unknown" for a fact the example does not give;
the cards, where the example gives cards instead of the yes/no fact). The hands of a showdown,
asked after the rule is decided so that the ruling can name the winner, are not counted.
Reported: questions asked per ruling (median, maximum); rulings that differ from the example; questions asked whose answer
could not have changed the ruling when asked - no way the other open facts could turn out makes
this answer matter (goal: 0); and, stricter, questions that turned out unnecessary in hindsight -
the ruling stands without them given the answers that came later (a greedy interview cannot
always avoid these: it does not know the later answers when it chooses).

    python bench/interview.py
"""

from __future__ import annotations

import statistics
import sys

from rulings.engine.context import Context
from rulings.engine.lint import example_game
from rulings.engine.topic import DECIDED, Topical
from rulings.floor.interview import TOPIC, Answer, Done, next_step
from rulings.rules.load import load
from rulings.rules.model import HouseProfile


def _cards_only_up_front(book, fid) -> bool:
    """Cards the interview cannot take at a question (several hands at once) are given first."""
    if book.facts[fid].type != "cards":
        return False
    return any(f.cards and fid in f.cards.inputs and sum(book.facts[r].type == "cards" for r in f.cards.inputs) > 1
               for f in book.facts.values())


def replay(book, clause, example):
    """The interview for one example through next_step; (questions, decision, wasted, useless)."""
    game = example_game(book, clause, example)
    house = HouseProfile(options=dict(example.house))
    facts = dict(example.facts)
    answers = [Answer(TOPIC, clause.topic)] + [Answer(k, v) for k, v in facts.items() if _cards_only_up_front(book, k)]
    asked, useless = [], 0
    step = next_step(book, game, house, "", answers)
    while not isinstance(step, Done):
        fact = step.fact
        if fact.id == book.fact_for("showdown_hands"):  # asked after the rule is decided, for the winner
            answers.append(Answer(fact.id, None, unknown=True))
            step = next_step(book, game, house, "", answers)
            continue
        asked.append(fact.id)
        if not could_matter(book, game, clause.topic, step.context, fact.id):
            useless += 1
        if fact.id in facts:
            answers.append(Answer(fact.id, facts[fact.id]))
        else:
            cards = [r for r in (fact.cards.inputs if fact.cards else ()) if r in facts]
            answers.append(Answer(cards[0], facts[cards[0]]) if cards else Answer(fact.id, None, unknown=True))
        step = next_step(book, game, house, "", answers)
    decision = step.ruling.decisions[0]
    ctx = step.ruling.context
    wasted = 0
    for fid in asked:  # would the ruling stand without this answer?
        if fid not in ctx.base:
            continue
        other = Context(book, game, house, {f: ctx.base[f] for f in ctx.given if f != fid})
        other.skipped = set(ctx.skipped) | {fid}
        again = Topical(book, game, clause.topic).decide(other)
        if again.status == DECIDED and again.outcomes == decision.outcomes:
            wasted += 1
    return len(asked), decision, wasted, useless


def could_matter(book, game, topic, ctx, fid) -> bool:
    """Is there any way the other open facts could turn out in which this answer changes the ruling?"""
    top = Topical(book, game, topic)
    _, unknown = top.split(ctx)
    return top.matters(ctx, fid, unknown)


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
