"""The classes of equal hands of each ranking, and the lookup tables that value a hand fast.

A *class* is a set of hands of equal value, identified by an int key that sorts like the hands'
values (larger = better within its ranking): the category index << 20, then the tie-breaking
ranks in 4-bit fields, most significant first. A key decodes back into the category and the ranks
as played (`decode`), so the tables need not store names. See rulings/cards/hands.py for how the
tables are used.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations_with_replacement

from ..errors import BadInput
from .notation import ACE, JOKER_RANK, RANK_NAMES, RANK_SHIFT

RANKINGS = ("high", "ace-to-five", "deuce-to-seven")

_LOW_NAMES = tuple(f"{RANK_NAMES[r]}-low" for r in range(13))

#: Categories of each ranking, worst first; a category is a contiguous run of strengths.
CATEGORIES: dict[str, tuple[str, ...]] = {
    "high": (
        "high-card",
        "pair",
        "two-pair",
        "three-of-a-kind",
        "straight",
        "flush",
        "full-house",
        "four-of-a-kind",
        "straight-flush",
        "five-aces",
    ),
    # no-pair lows are named by their top card: a "seven-low" is any 7-x-x-x-x without a pair
    "ace-to-five": (
        "four-of-a-kind",
        "full-house",
        "three-of-a-kind",
        "two-pair",
        "pair",
        *(_LOW_NAMES[r] for r in (11, 10, 9, 8, 7, 6, 5, 4, 3)),  # king-low ... five-low
    ),
    "deuce-to-seven": (
        "straight-flush",
        "four-of-a-kind",
        "full-house",
        "flush",
        "straight",
        "three-of-a-kind",
        "two-pair",
        "pair",
        "ace-high",
        *(_LOW_NAMES[r] for r in (11, 10, 9, 8, 7, 6, 5)),  # king-low ... seven-low
    ),
}

JOKER_FIELD = 1 << (3 * JOKER_RANK)  # the joker's place in a rank pattern


def check_ranking(ranking: str) -> None:
    if ranking not in RANKINGS:
        raise BadInput(f"unknown ranking {ranking!r}: use one of {', '.join(RANKINGS)}")


_HC, _PAIR, _TWO, _TRIPS, _STRAIGHT, _FLUSH, _FULL, _QUADS, _SF, _FIVE = range(10)
_SHAPE_HIGH = {(2, 1, 1, 1): _PAIR, (2, 2, 1): _TWO, (3, 1, 1): _TRIPS, (3, 2): _FULL, (4, 1): _QUADS, (5,): _FIVE}
_HIGH_SHAPES: dict[int, tuple[int, ...] | None] = {
    _HC: (1, 1, 1, 1, 1),
    _PAIR: (2, 1, 1, 1),
    _TWO: (2, 2, 1),
    _TRIPS: (3, 1, 1),
    _STRAIGHT: None,
    _FLUSH: (1, 1, 1, 1, 1),
    _FULL: (3, 2),
    _QUADS: (4, 1),
    _SF: None,
    _FIVE: (5,),
}
# ace-to-five: how bad the shape is (0 no pair ... 5 four of a kind)
_SHAPE_LOW = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3, (3, 2): 4, (4, 1): 5}
_LOW_SHAPES = {v: k for k, v in _SHAPE_LOW.items()}
_LOW_SHAPE_NAMES = ("", "pair", "two-pair", "three-of-a-kind", "full-house", "four-of-a-kind")
_LOW_VALUE = tuple(r + 1 for r in range(12)) + (0,)  # ace-to-five order: ace 0, deuce 1 ... king 12


def rank_pattern(ranks: Iterable[int]) -> int:
    return sum(1 << (3 * r) for r in ranks)


def _pack(values) -> int:
    v, shift = 0, 16
    for x in values:
        v |= x << shift
        shift -= 4
    return v


def _unpack(key: int, n: int) -> list[int]:
    return [(key >> (16 - 4 * i)) & 15 for i in range(n)]


def _high_parts(ranks: Sequence[int], suited: bool, wheel: bool) -> tuple[int, list[int]]:
    """(category index, tie-breaking ranks) of five ranks under high values."""
    g = sorted(((ranks.count(r), r) for r in set(ranks)), reverse=True)
    if len(g) == 5:
        top = g[0][1]
        if top - g[4][1] == 4 or (wheel and top == ACE and g[1][1] == 3):
            if top == ACE and g[1][1] == 3:
                top = 3  # the wheel: a five-high straight
            return (_SF if suited else _STRAIGHT), [top]
        return (_FLUSH if suited else _HC), [r for _, r in g]
    return _SHAPE_HIGH[tuple(n for n, _ in g)], [r for _, r in g]


def _high_key(ranks: Sequence[int], suited: bool) -> int:
    cat, tie = _high_parts(ranks, suited, True)
    return cat << 20 | _pack(tie)


def _d7_key(ranks: Sequence[int], suited: bool) -> int:
    cat, tie = _high_parts(ranks, suited, False)
    return (9 - cat) << 20 | _pack(12 - r for r in tie)


def _a5_key(ranks: Sequence[int], suited: bool = False) -> int:
    lv = _LOW_VALUE
    g = sorted(((ranks.count(r), lv[r]) for r in set(ranks)), reverse=True)
    bad = _SHAPE_LOW[tuple(n for n, _ in g)]
    return (5 - bad) << 20 | _pack(12 - v for _, v in g)


def _expand(shape, tie):
    return tuple(r for n, r in zip(shape, tie) for _ in range(n))


def decode(ranking: str, key: int) -> tuple[str, tuple[int, ...]]:
    """(category, ranks as played, most significant first) of a class key."""
    shape: tuple[int, ...] | None
    if ranking == "ace-to-five":
        bad = 5 - (key >> 20)
        shape = _LOW_SHAPES[bad]
        tie = [12 - v for v in _unpack(key, len(shape))]
        played = _expand(shape, [ACE if v == 0 else v - 1 for v in tie])
        return (_LOW_SHAPE_NAMES[bad] or _LOW_NAMES[played[0]]), played
    if ranking == "high":
        cat = key >> 20
        shape = _HIGH_SHAPES[cat]
        tie = _unpack(key, len(shape) if shape else 1)
    else:
        cat = 9 - (key >> 20)
        shape = _HIGH_SHAPES[cat]
        tie = [12 - v for v in _unpack(key, len(shape) if shape else 1)]
    if shape is None:  # a straight: its top card
        top = tie[0]
        played = tuple(range(top, top - 5, -1)) if top > 3 else (3, 2, 1, 0, ACE)
    else:
        played = _expand(shape, tie)
    category = CATEGORIES["high"][cat]
    if ranking == "deuce-to-seven" and cat == _HC:
        category = "ace-high" if played[0] == ACE else _LOW_NAMES[played[0]]
    return category, played


# the ten straights as rank sets, the wheel (A-2-3-4-5) first
_STRAIGHTS = (frozenset((ACE, 0, 1, 2, 3)),) + tuple(frozenset(range(lo, lo + 5)) for lo in range(9))


def _straight_fills(four: tuple[int, ...]) -> list[int]:
    """The ranks that would make a straight of four ranks and one more card."""
    held = frozenset(four)
    if len(held) != 4:
        return []
    return [min(s - held) for s in _STRAIGHTS if held < s]


CLASSIFY = {"high": _high_key, "deuce-to-seven": _d7_key, "ace-to-five": _a5_key}


@cache  # at most 1,820 x 2 arguments per ranking
def with_joker(ranking: str, four: tuple[int, ...], suited: bool) -> tuple[int, int, bool]:
    """(class key, rank the joker plays as, whether it takes the suit of the four naturals) for
    four natural ranks and the joker; ``suited``: the four naturals share a suit."""
    if ranking == "ace-to-five":
        # lowball.joker: the lowest rank the hand lacks
        r = min((r for r in range(13) if r not in four), key=_LOW_VALUE.__getitem__)
        return _a5_key(four + (r,)), r, False
    if ranking != "high":
        raise BadInput("deuce-to-seven (Kansas City lowball) is played with 52 cards: no joker")
    # five-card-draw.joker: an ace (five-card-draw.five-aces: four aces and the joker are five
    # aces), or the card that completes a straight, a flush or a straight flush
    options = [(_high_key(four + (ACE,), False), ACE, False)]
    straights = _straight_fills(four)
    options += [(_high_key(four + (r,), False), r, False) for r in straights]
    if suited:
        options += [(_high_key(four + (r,), True), r, True) for r in straights]
        # completing a flush: the highest rank the flush lacks (no "double-ace flush")
        highest_missing = max(r for r in range(13) if r not in four)
        options.append((_high_key(four + (highest_missing,), True), highest_missing, True))
    return max(options)


class _Tables:
    """Lookup tables of one ranking: rank pattern -> strength, for unsuited and suited hands."""

    __slots__ = ("fast", "plain", "suited")

    def __init__(self, ranking: str):
        classify = CLASSIFY[ranking]
        plain: dict[int, int] = {}
        suited: dict[int, int] = {}
        for ranks in combinations_with_replacement(range(13), 5):
            if ranks[0] == ranks[4]:
                continue  # five of a rank: not in a deck
            pattern = rank_pattern(ranks)
            plain[pattern] = classify(ranks, False)
            if ranking != "ace-to-five" and len(set(ranks)) == 5:
                suited[pattern] = classify(ranks, True)
        if ranking != "deuce-to-seven":
            for four in combinations_with_replacement(range(13), 4):
                pattern = rank_pattern(four) + JOKER_FIELD
                plain[pattern] = with_joker(ranking, four, False)[0]
                if ranking == "high" and len(set(four)) == 4:
                    suited[pattern] = with_joker(ranking, four, True)[0]
        self.plain = plain
        self.suited = suited
        self.fast = _make_fast(ranking, plain, suited)


def _make_fast(ranking, plain, suited):
    shift = RANK_SHIFT
    if ranking == "ace-to-five":

        def strength(cards, plain=plain, suited=None):
            a, b, c, d, e = cards
            return plain[(a + b + c + d + e) >> shift]
    else:

        def strength(cards, plain=plain, suited=suited):
            a, b, c, d, e = cards
            if a & b & c & d & e & 0xFFF:
                return suited[(a + b + c + d + e) >> shift]
            return plain[(a + b + c + d + e) >> shift]

    strength.__doc__ = f"Strength of five valid cards under {ranking} values (no checks)."
    return strength


_TABLES: dict[str, _Tables] = {}


def tables(ranking: str) -> _Tables:
    t = _TABLES.get(ranking)
    if t is None:
        check_ranking(ranking)
        t = _TABLES[ranking] = _Tables(ranking)
    return t
