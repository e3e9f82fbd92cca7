"""Exact agreement with PokerKit on the order of every 52-card five-card hand, for the three rankings.

PokerKit (test-only dependency) is the reference: `StandardHighHand` for high, `RegularLowHand`
for ace-to-five, `StandardLowHand` for deuce-to-seven. For each ranking, every one of the
2,598,960 hands is evaluated by our lookup evaluator and by PokerKit, and the two must induce the
same equivalence classes in the same order.

Driving PokerKit hand by hand through `Hand(...)` runs at about 150,000 hands a second, too slow to
repeat 7.8 million times in CI. PokerKit values a hand by a lookup keyed on the hand's ranks and on
whether it is suited (`pokerkit.lookups.Lookup._get_key`), so the driver here calls PokerKit's
public `lookup.get_entry` once per (rank multiset, suited) and reuses that entry for every hand with
the same key; `test_driver_matches_pokerkit_hands` checks the driver against PokerKit's own hand
classes, comparisons included, on random hands.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

pokerkit = pytest.importorskip("pokerkit")
from pokerkit import Card as PKCard  # noqa: E402
from pokerkit import RegularLowHand, StandardHighHand, StandardLowHand  # noqa: E402

from rulings.cards.notation import DECK52  # noqa: E402
from rulings.cards.hands import evaluate, strength_function  # noqa: E402

REFERENCE = {
    "high": StandardHighHand,
    "ace-to-five": RegularLowHand,
    "deuce-to-seven": StandardLowHand,
}
_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


class Driver:
    """PokerKit's entry index for a hand, one `get_entry` call per (rank multiset, suited)."""

    def __init__(self, hand_class):
        self.lookup = hand_class.lookup
        self.low = hand_class.low
        self.pk_cards = [next(iter(PKCard.parse(c.ascii))) for c in DECK52]
        self.primes = [_PRIMES[c.rank] for c in DECK52]
        self.suits = [c.suit for c in DECK52]
        self.memo: dict[tuple[int, bool], int] = {}

    def index(self, idx: tuple[int, ...]) -> int:
        p = self.primes
        key = (p[idx[0]] * p[idx[1]] * p[idx[2]] * p[idx[3]] * p[idx[4]],
               len({self.suits[i] for i in idx}) == 1)
        v = self.memo.get(key)
        if v is None:
            v = self.memo[key] = self.lookup.get_entry([self.pk_cards[i] for i in idx]).index
        return v


def _text(idx) -> str:
    return "".join(DECK52[i].ascii for i in idx)


@pytest.mark.parametrize("ranking", list(REFERENCE))
def test_driver_matches_pokerkit_hands(ranking):
    """The memoized driver agrees with PokerKit's hand classes built from strings, comparisons too."""
    hand_class = REFERENCE[ranking]
    driver = Driver(hand_class)
    rng = random.Random(4)
    sample = [tuple(sorted(rng.sample(range(52), 5))) for _ in range(3000)]
    for idx in sample:
        assert driver.index(idx) == hand_class(_text(idx)).entry.index
    for a, b in zip(sample, sample[1:]):
        ha, hb = hand_class(_text(a)), hand_class(_text(b))
        ours_a = evaluate(_text(a), ranking).strength
        ours_b = evaluate(_text(b), ranking).strength
        assert (ha < hb) == (ours_a < ours_b), (_text(a), _text(b))
        assert (ha == hb) == (ours_a == ours_b), (_text(a), _text(b))


@pytest.mark.parametrize("ranking", list(REFERENCE))
def test_every_hand_orders_as_pokerkit(ranking):
    """All 2,598,960 hands: same equivalence classes, same order (PokerKit low hands: a smaller
    entry index is the better hand)."""
    driver = Driver(REFERENCE[ranking])
    fast = strength_function(ranking)
    ints = [int(c) for c in DECK52]
    pk_index = driver.index
    pairs = set()
    add = pairs.add
    count = 0
    for idx, cards in zip(combinations(range(52), 5), combinations(ints, 5)):
        add((fast(cards), pk_index(idx)))
        count += 1
    assert count == 2_598_960
    ours_classes = {o for o, _ in pairs}
    pk_classes = {k for _, k in pairs}
    # a bijection between our strengths and PokerKit's entries ...
    assert len(pairs) == len(ours_classes) == len(pk_classes)
    # ... that keeps the order
    by_ours = [k for _, k in sorted(pairs)]
    if driver.low:
        assert by_ours == sorted(by_ours, reverse=True)
    else:
        assert by_ours == sorted(by_ours)
    expected_classes = {"high": 7462, "ace-to-five": 6175, "deuce-to-seven": 7462}[ranking]
    assert len(ours_classes) == expected_classes


@pytest.mark.parametrize("ranking", list(REFERENCE))
def test_evaluate_agrees_with_the_lookup_evaluator(ranking):
    """`evaluate` (direct classification) and `strength_function` (tables) give one strength."""
    fast = strength_function(ranking)
    rng = random.Random(7)
    for _ in range(5000):
        cards = tuple(rng.sample(DECK52, 5))
        assert evaluate(cards, ranking).strength == fast(cards)


@pytest.fixture
def slow_selected(request):
    """Slow tests run only when asked for (`pytest -m slow`), whatever the default options."""
    expr = request.config.getoption("markexpr") or ""
    if "slow" not in expr or "not slow" in expr:
        pytest.skip("exhaustive run without memo: select it with -m slow")


@pytest.mark.slow
@pytest.mark.parametrize("ranking", list(REFERENCE))
def test_every_hand_through_pokerkit_without_memo(ranking, slow_selected):
    """As test_every_hand_orders_as_pokerkit, but PokerKit's `get_entry` sees every hand itself."""
    hand_class = REFERENCE[ranking]
    lookup = hand_class.lookup
    pk_deck = [next(iter(PKCard.parse(c.ascii))) for c in DECK52]
    fast = strength_function(ranking)
    ints = [int(c) for c in DECK52]
    pairs = set()
    for pk_cards, cards in zip(combinations(pk_deck, 5), combinations(ints, 5)):
        pairs.add((fast(cards), lookup.get_entry(pk_cards).index))
    assert len(pairs) == len({o for o, _ in pairs}) == len({k for _, k in pairs})
    by_ours = [k for _, k in sorted(pairs)]
    assert by_ours == sorted(by_ours, reverse=hand_class.low)
