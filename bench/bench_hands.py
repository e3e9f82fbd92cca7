"""Hand evaluation throughput: rulings vs PokerKit vs treys, on one sample of hands.

    python bench/bench_hands.py [--hands 200000] [--seed 1] [--repeat 5]

Every evaluator gets the same random five-card hands, converted beforehand to its own card type,
so only evaluation is timed (per chunk of 2,000 hands, best of --repeat rounds, the evaluators
taking turns in each round). Printed: hands per second and the ratio of
ours to each. Needs pokerkit and treys (the `test` extra); a missing one is skipped.

* rulings, lookup: `strength_function(ranking)` (what bulk callers use; the joker supported);
* rulings, evaluate: `evaluate(cards, ranking)`, checked input, name and joker use included;
* treys: `Evaluator().evaluate(cards, [])` (52 cards, high only);
* PokerKit: `lookup.get_entry(cards)` on parsed cards, and the hand class `StandardHighHand(cards)`.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulings.cards.hands import category_counts, evaluate, strength_function
from rulings.cards.notation import DECK52, DECK53


def best_rates(cases: list[tuple[str, object, list]], repeat: int, chunk: int = 2000
               ) -> list[tuple[str, float]]:
    """Hands per second of each (name, run, items). The items are timed in chunks; each chunk's
    time is its best of ``repeat`` rounds, and the cases take turns within a round, so a busy
    machine (a time slice lost to another process) spoils one chunk's try, not the figure."""
    best = [[float("inf")] * ((len(items) + chunk - 1) // chunk) for _, _, items in cases]
    for _ in range(repeat):
        for i, (_, run, items) in enumerate(cases):
            for k in range(len(best[i])):
                part = items[k * chunk:(k + 1) * chunk]
                t = time.perf_counter()
                run(part)
                best[i][k] = min(best[i][k], time.perf_counter() - t)
    return [(name, len(items) / sum(b)) for (name, _, items), b in zip(cases, best)]


def loop(f):
    def run(items):
        for h in items:
            f(h)
    return run


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=200_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()

    rng = random.Random(args.seed)
    hands52 = [tuple(rng.sample(DECK52, 5)) for _ in range(args.hands)]
    hands53 = [tuple(rng.sample(DECK53, 5)) for _ in range(args.hands)]
    small = hands52[: max(1, args.hands // 10)]  # for the slow evaluators

    cases: list[tuple[str, object, list]] = []

    t = time.perf_counter()
    fast = {r: strength_function(r) for r in ("high", "ace-to-five", "deuce-to-seven")}
    build_ms = (time.perf_counter() - t) * 1000

    cases.append(("rulings lookup, high, 52 cards", loop(fast["high"]), hands52))
    cases.append(("rulings lookup, high, 53 cards (joker)", loop(fast["high"]), hands53))
    cases.append(("rulings lookup, ace-to-five, 53 cards", loop(fast["ace-to-five"]), hands53))
    cases.append(("rulings lookup, deuce-to-seven, 52", loop(fast["deuce-to-seven"]), hands52))
    cases.append(("rulings evaluate(), high, 52 (named)", loop(lambda h: evaluate(h, "high")), small))

    try:
        from treys import Card as TCard
        from treys import Evaluator
    except ImportError:
        print("treys not installed: skipped")
    else:
        ev = Evaluator()
        t_hands = [[TCard.new(c.ascii) for c in h] for h in hands52]
        cases.append(("treys Evaluator.evaluate, high, 52", loop(lambda h: ev.evaluate(h, [])), t_hands))

    try:
        from pokerkit import Card as PKCard
        from pokerkit import RegularLowHand, StandardHighHand, StandardLowHand
    except ImportError:
        print("pokerkit not installed: skipped")
    else:
        pk_deck = {c: next(iter(PKCard.parse(c.ascii))) for c in DECK52}
        pk_hands = [tuple(pk_deck[c] for c in h) for h in hands52]
        pk_small = pk_hands[: len(small)]
        for label, cls in (("high", StandardHighHand), ("ace-to-five", RegularLowHand),
                           ("deuce-to-seven", StandardLowHand)):
            get = cls.lookup.get_entry
            cases.append((f"pokerkit lookup.get_entry, {label}, 52", loop(get), pk_small))
        cases.append(("pokerkit StandardHighHand(cards), 52", loop(StandardHighHand), pk_small))

    rows = best_rates(cases, args.repeat)
    ours = rows[0][1]

    print(f"Python {sys.version.split()[0]}; {args.hands:,} random hands (slow evaluators: "
          f"{len(small):,}); best of {args.repeat}")
    print(f"rulings tables for the three rankings built in {build_ms:.0f} ms (on first use)")
    print()
    width = max(len(name) for name, _ in rows)
    print(f"{'evaluator'.ljust(width)}  {'hands/s':>12}  {'ours (high, 52) / this':>22}")
    for name, rate in rows:
        print(f"{name.ljust(width)}  {rate:>12,.0f}  {ours / rate:>21.2f}x")

    print()
    for deck, ranking in ((52, "high"), (53, "high"), (52, "ace-to-five"), (53, "ace-to-five"),
                          (52, "deuce-to-seven")):
        t = time.perf_counter()
        counts = category_counts(deck, ranking)
        print(f"category_counts({deck}, {ranking!r}): {sum(counts.values()):,} hands in "
              f"{time.perf_counter() - t:.2f} s")


if __name__ == "__main__":
    main()
