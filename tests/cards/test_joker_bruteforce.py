"""Every hand holding the joker (C(52, 4) = 270,725 of them) against a brute-force reference.

The reference is written apart from `rulings.cards.hands`: a naive hand value (sorting and counting),
and for the joker every one of the 52 cards it could stand for, kept only when the rules allow
that use:

* high (five-card-draw.joker, five-card-draw.five-aces): the joker may be an ace (pairs, trips,
  quads, five aces: no other rank), or any card that makes a straight or straight flush, or, to
  make a flush, the highest rank of that suit the hand lacks (so no "double-ace flush"); the
  hand is worth its best allowed use;
* ace-to-five (lowball.joker): the joker is the lowest rank the hand lacks. The reference tries
  every rank and checks that the lowest missing one is also the best for the player.

Our values are then checked hand by hand, and, together with one hand of every natural class,
for the same classes in the same order as the reference.

The reference value of a joker hand depends only on the natural cards' ranks and on whether they
share a suit, so it is computed once per such pair (`test_reference_depends_on_ranks_and_suitedness`
checks that claim on random hands).
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, combinations_with_replacement

import pytest

from rulings.cards.notation import DECK52, JOKER, make_card
from rulings.cards.hands import evaluate, strength_function

A = 12  # rank index of the ace; 0 is the deuce


# --- the naive reference ----------------------------------------------------------------------

def naive_high(ranks, suited):
    """(category, tiebreak) of five ranks, larger is better; five aces above a straight flush."""
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [n for _, n in groups]
    order = tuple(r for r, _ in groups)
    distinct = sorted(counts)
    top = None
    if len(distinct) == 5:
        if distinct == list(range(distinct[0], distinct[0] + 5)):
            top = distinct[-1]
        elif distinct == [0, 1, 2, 3, A]:
            top = 3
    if shape == [5]:
        return (9, order)
    if top is not None and suited:
        return (8, (top,))
    if shape == [4, 1]:
        return (7, order)
    if shape == [3, 2]:
        return (6, order)
    if suited:
        return (5, order)
    if top is not None:
        return (4, (top,))
    return ({(3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}.get(tuple(shape), 0), order)


def low_rank(r):
    return 0 if r == A else r + 1  # ace-to-five: the ace is the lowest card


def naive_low(ranks):
    """Ace-to-five badness, smaller is better: pairs count against, straights and flushes don't."""
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], low_rank(rc[0])), reverse=True)
    shape = tuple(n for _, n in groups)
    badness = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3, (3, 2): 4, (4, 1): 5,
               (5,): 6}  # five of a rank: only if the joker copied a rank held four times
    return (badness[shape], tuple(low_rank(r) for r, _ in groups))


def reference_high(naturals):
    """(best value, the allowed joker uses that reach it, as (rank, takes the flush's suit)) for
    four natural (rank, suit) cards."""
    ranks = [r for r, _ in naturals]
    held = set(naturals)
    best, uses = None, []
    for r in range(13):
        for s in range(4):
            duplicate = (r, s) in held
            five = ranks + [r]
            suited = not duplicate and all(t == s for _, t in naturals)
            value = naive_high(five, suited)
            if value[0] in (4, 8):  # a straight or straight flush the joker completes
                allowed = not duplicate
            elif value[0] == 5:  # a flush: the joker is the highest rank the flush lacks
                allowed = r == max(x for x in range(13) if x not in ranks)
            else:  # otherwise it can only be an ace
                allowed = r == A
            if not allowed:
                continue
            if best is None or value > best:
                best, uses = value, {(r, suited)}
            elif value == best:
                uses.add((r, suited))
    return best, uses


def reference_low(naturals):
    ranks = [r for r, _ in naturals]
    tries = {r: naive_low(ranks + [r]) for r in range(13)}
    best = min(tries.values())
    lowest_missing = min((r for r in range(13) if r not in ranks), key=low_rank)
    return best, tries[lowest_missing], lowest_missing


# --- the checks --------------------------------------------------------------------------------

_RS = {c: (c.rank, c.suit) for c in DECK52}


def _rs(card):
    return _RS[card]


def _key(naturals):
    return (tuple(sorted(r for r, _ in naturals)), len({s for _, s in naturals}) == 1)


def _natural_classes(ranking):
    """One hand per natural class: (cards, reference value)."""
    for ranks in combinations_with_replacement(range(13), 5):
        if ranks[0] == ranks[4]:
            continue
        seen = Counter()
        cards = []
        for r in ranks:
            cards.append(make_card(r, seen[r]))  # suits 0, 1, 2, 3 for repeated ranks
            seen[r] += 1
        if len(set(ranks)) == 5:
            cards[0] = make_card(ranks[0], 1)  # unsuited: one heart among spades
        ref = naive_high(ranks, False) if ranking == "high" else naive_low(ranks)
        yield tuple(cards), ref
        if ranking == "high" and len(set(ranks)) == 5:
            yield tuple(make_card(r, 0) for r in ranks), naive_high(ranks, True)


def _same_order(pairs, reference_larger_is_better):
    """(our strength, reference value) pairs: one-to-one, and sorted alike."""
    ours = {o for o, _ in pairs}
    refs = {r for _, r in pairs}
    assert len(pairs) == len(ours) == len(refs), "classes differ from the reference"
    by_ours = [r for _, r in sorted(pairs)]
    assert by_ours == sorted(by_ours, reverse=not reference_larger_is_better)


def test_reference_depends_on_ranks_and_suitedness():
    rng = random.Random(11)
    memo_high, memo_low = {}, {}
    for _ in range(3000):
        naturals = [_rs(c) for c in rng.sample(DECK52, 4)]
        if rng.random() < 0.3:  # plenty of suited ones
            s = rng.randrange(4)
            naturals = [(r, s) for r in rng.sample(range(13), 4)]
        key = _key(naturals)
        high = reference_high(naturals)[0]
        low = reference_low(naturals)[0]
        assert memo_high.setdefault(key, high) == high
        assert memo_low.setdefault(key, low) == low


@pytest.mark.parametrize("ranking", ["high", "ace-to-five"])
def test_every_joker_hand(ranking):
    fast = strength_function(ranking)
    memo = {}
    pairs = set()
    hands = 0
    for four in combinations(DECK52, 4):
        naturals = [_rs(c) for c in four]
        key = _key(naturals)
        if key not in memo:
            memo[key] = reference_high(naturals) if ranking == "high" else reference_low(naturals)
        cards = four + (JOKER,)
        value = evaluate(cards, ranking)
        assert fast(cards) == value.strength
        joker = value.joker_as
        if ranking == "high":
            best, uses = memo[key]
            pairs.add((value.strength, best))
            takes_suit = best[0] in (5, 8)  # a flush or straight flush: the joker has that suit
            assert joker is not None and (joker.rank, takes_suit) in uses, (cards, value.name)
            if takes_suit:
                assert joker.suit == four[0].suit, (cards, value.name)
            else:
                assert joker.suit is None, (cards, value.name)
        else:
            best, with_lowest_missing, lowest_missing = memo[key]
            assert with_lowest_missing == best  # the rule's choice is the player's best
            pairs.add((value.strength, best))
            assert joker is not None and joker.rank == lowest_missing and joker.suit is None
        hands += 1
    assert hands == 270_725
    for cards, ref in _natural_classes(ranking):
        pairs.add((fast(cards), ref))
    _same_order(pairs, reference_larger_is_better=(ranking == "high"))


def test_book_examples_through_the_reference():
    """The book's own joker examples, as the reference sees them."""
    # A-Q-9-6 of hearts and the joker: the joker is the king of hearts (five-card-draw.joker)
    best, uses = reference_high([(A, 1), (10, 1), (7, 1), (4, 1)])
    assert best == (5, (A, 11, 10, 7, 4)) and uses == {(11, True)}
    # four aces and the joker: five aces (five-card-draw.five-aces), above a royal flush
    five_aces = reference_high([(A, 0), (A, 1), (A, 2), (A, 3)])[0]
    assert five_aces > naive_high([8, 9, 10, 11, A], True)
