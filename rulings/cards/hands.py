"""The three hand rankings of the chapter, evaluated by table lookup.

* ``"high"``: standard high hands with the bug (draw.deck-and-deal, five-card-draw.joker,
  five-card-draw.five-aces). The joker plays as an ace, or completes a straight, a flush or a
  straight flush; completing a flush it becomes the highest rank the flush lacks (so there is no
  "double-ace flush"); four aces and the joker make five aces, above a royal flush. As an ace it
  can pair, but never makes anything else: K-K-Q-Q-Jk is kings and queens with an ace.
* ``"ace-to-five"``: lowball (lowball.low-hand-wins, lowball.joker). The ace is low, straights and
  flushes do not count, pairs count against; the joker becomes the lowest rank the hand lacks.
  5-4-3-2-A (the wheel) is the best hand.
* ``"deuce-to-seven"``: Kansas City lowball (kansas-city-lowball). High-hand values read upside
  down: the ace is high only, straights and flushes count against the hand, 5-4-3-2-A is no
  straight but an ace-five high. 52 cards: a joker is an error. 7-5-4-3-2 unsuited is the best.

How it works. Every hand belongs to a *class* of hands of equal value, named by an int key that
sorts like the values (larger = better, whatever the ranking): that key is the hand's ``strength``.
:func:`evaluate` classifies one hand directly from its ranks (a few microseconds, no tables), which
is what the CLI needs. For loops over many hands, :func:`strength_function` gives a lookup
evaluator: a hand's value depends only on its rank pattern (how many of each rank, the joker being
a fourteenth rank) and on whether its natural cards share a suit; with the card encoding of
:mod:`rulings.cards.notation`, the sum of five cards shifted right 12 bits *is* the rank pattern and their
bitwise *and* is non-zero exactly for a suited hand, so a hand costs one addition, one *and* and a
dict lookup. Its tables (about 8,000 patterns) memoize the same classification; they are built on
first use (tens of milliseconds), never at import.

Strengths are comparable only within one ranking (a lowball wheel has the largest ace-to-five
strength); they are not dense: consecutive classes may differ by more than one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement

from .notation import (
    ACE,
    DECK52,
    DECK53,
    JOKER,
    JOKER_RANK,
    RANK_CHARS,
    RANK_NAMES,
    RANK_OF,
    RANK_PLURALS,
    RANK_SHIFT,
    SUIT_OF,
    Card,
    deck as _deck,
    make_card,
    parse_hand,
)
from ..errors import BadInput

RANKINGS = ("high", "ace-to-five", "deuce-to-seven")

_LOW_NAMES = tuple(f"{RANK_NAMES[r]}-low" for r in range(13))

#: Categories of each ranking, worst first; a category is a contiguous run of strengths.
CATEGORIES: dict[str, tuple[str, ...]] = {
    "high": (
        "high-card", "pair", "two-pair", "three-of-a-kind", "straight", "flush",
        "full-house", "four-of-a-kind", "straight-flush", "five-aces",
    ),
    # no-pair lows are named by their top card: a "seven-low" is any 7-x-x-x-x without a pair
    "ace-to-five": (
        "four-of-a-kind", "full-house", "three-of-a-kind", "two-pair", "pair",
        *(_LOW_NAMES[r] for r in (11, 10, 9, 8, 7, 6, 5, 4, 3)),  # king-low ... five-low
    ),
    "deuce-to-seven": (
        "straight-flush", "four-of-a-kind", "full-house", "flush", "straight",
        "three-of-a-kind", "two-pair", "pair", "ace-high",
        *(_LOW_NAMES[r] for r in (11, 10, 9, 8, 7, 6, 5)),  # king-low ... seven-low
    ),
}

#: The outline sections each ranking rests on, for citations.
CITATIONS: dict[str, tuple[str, ...]] = {
    "high": ("five-card-draw.joker", "five-card-draw.five-aces"),
    "ace-to-five": ("lowball.low-hand-wins", "lowball.joker"),
    "deuce-to-seven": ("kansas-city-lowball",),
}

_JOKER_FIELD = 1 << (3 * JOKER_RANK)  # the joker's place in a rank pattern
_INDEX = {int(c): i for i, c in enumerate(DECK53)}


def _check_ranking(ranking: str) -> None:
    if ranking not in RANKINGS:
        raise BadInput(f"unknown ranking {ranking!r}: use one of {', '.join(RANKINGS)}")


# --- building the tables -----------------------------------------------------------------------
# A "class" is a set of hands of equal value, identified by an int key that sorts like the hands'
# values (larger = better within its ranking): the category index << 20, then the tie-breaking
# ranks in 4-bit fields, most significant first. A key decodes back into the category and the ranks
# as played (see _decode), so the tables need not store names.

_HC, _PAIR, _TWO, _TRIPS, _STRAIGHT, _FLUSH, _FULL, _QUADS, _SF, _FIVE = range(10)
_SHAPE_HIGH = {(2, 1, 1, 1): _PAIR, (2, 2, 1): _TWO, (3, 1, 1): _TRIPS, (3, 2): _FULL,
               (4, 1): _QUADS, (5,): _FIVE}
_HIGH_SHAPES = {_HC: (1, 1, 1, 1, 1), _PAIR: (2, 1, 1, 1), _TWO: (2, 2, 1), _TRIPS: (3, 1, 1),
                _STRAIGHT: None, _FLUSH: (1, 1, 1, 1, 1), _FULL: (3, 2), _QUADS: (4, 1), _SF: None,
                _FIVE: (5,)}
# ace-to-five: how bad the shape is (0 no pair ... 5 four of a kind)
_SHAPE_LOW = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3, (3, 2): 4, (4, 1): 5}
_LOW_SHAPES = {v: k for k, v in _SHAPE_LOW.items()}
_LOW_SHAPE_NAMES = ("", "pair", "two-pair", "three-of-a-kind", "full-house", "four-of-a-kind")
_LOW_VALUE = tuple(r + 1 for r in range(12)) + (0,)  # ace-to-five order: ace 0, deuce 1 ... king 12


def _pattern(ranks: Iterable[int]) -> int:
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


def _decode(ranking: str, key: int) -> tuple[str, tuple[int, ...]]:
    """(category, ranks as played, most significant first) of a class key."""
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


_CLASSIFY = {"high": _high_key, "deuce-to-seven": _d7_key, "ace-to-five": _a5_key}


@lru_cache(maxsize=None)  # at most 1,820 x 2 arguments per ranking
def _with_joker(ranking: str, four: tuple[int, ...], suited: bool) -> tuple[int, int, bool]:
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

    __slots__ = ("plain", "suited", "fast")

    def __init__(self, ranking: str):
        classify = _CLASSIFY[ranking]
        plain: dict[int, int] = {}
        suited: dict[int, int] = {}
        for ranks in combinations_with_replacement(range(13), 5):
            if ranks[0] == ranks[4]:
                continue  # five of a rank: not in a deck
            pattern = _pattern(ranks)
            plain[pattern] = classify(ranks, False)
            if ranking != "ace-to-five" and len(set(ranks)) == 5:
                suited[pattern] = classify(ranks, True)
        if ranking != "deuce-to-seven":
            for four in combinations_with_replacement(range(13), 4):
                pattern = _pattern(four) + _JOKER_FIELD
                plain[pattern] = _with_joker(ranking, four, False)[0]
                if ranking == "high" and len(set(four)) == 4:
                    suited[pattern] = _with_joker(ranking, four, True)[0]
        self.plain = plain
        self.suited = suited
        self.fast = _make_fast(ranking, plain, suited)


def _make_fast(ranking, plain, suited):
    shift = RANK_SHIFT
    if ranking == "ace-to-five":
        def strength(cards, plain=plain):
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


def _tables(ranking: str) -> _Tables:
    t = _TABLES.get(ranking)
    if t is None:
        _check_ranking(ranking)
        t = _TABLES[ranking] = _Tables(ranking)
    return t


def strength_function(ranking: str) -> Callable[[Sequence[int]], int]:
    """The lookup evaluator: a function of five :class:`Card` (or their ints, as a tuple or list)
    returning the same strength as :func:`evaluate`. No checks: the cards must be a valid hand
    (no joker in deuce-to-seven). Builds the ranking's tables on first call."""
    return _tables(ranking).fast


# --- values and names --------------------------------------------------------------------------


@dataclass(frozen=True)
class HandValue:
    """A hand's value under one ranking. Compare values of one ranking by ``strength``."""

    cards: tuple[Card, ...]
    ranking: str
    strength: int
    category: str
    name: str
    joker_as: Card | None  # the card the joker became; a rank-only card when its suit is moot
    played: tuple[int, ...]  # ranks as played (joker replaced), most significant first

    @property
    def played_text(self) -> str:
        """The played ranks, e.g. ``"A K Q 9 6"`` or ``"7 5 4 3 A"``."""
        return " ".join(RANK_CHARS[r] for r in self.played)

    def __lt__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue) or other.ranking != self.ranking:
            return NotImplemented
        return self.strength < other.strength

    def __str__(self) -> str:
        return self.name


def _article(word: str) -> str:
    return ("an " if word[0] in "aeio" else "a ") + word


def _two(a: int, b: int) -> str:
    return f"{RANK_NAMES[a]}-{RANK_NAMES[b]}"


def _describe(ranking: str, category: str, played: tuple[int, ...]) -> str:
    p = played
    if category == "five-aces":
        return "five aces"
    if category == "pair":
        return f"pair of {RANK_PLURALS[p[0]]}"
    if category == "two-pair":
        return f"two pair, {RANK_PLURALS[p[0]]} and {RANK_PLURALS[p[2]]}"
    if category == "three-of-a-kind":
        return f"three {RANK_PLURALS[p[0]]}"
    if category == "full-house":
        return f"{RANK_PLURALS[p[0]]} full of {RANK_PLURALS[p[3]]}"
    if category == "four-of-a-kind":
        return f"four {RANK_PLURALS[p[0]]}"
    if category == "straight":
        return f"{RANK_NAMES[p[0]]}-high straight"
    if category == "straight-flush":
        return "royal flush" if p[0] == ACE else f"{RANK_NAMES[p[0]]}-high straight flush"
    if category == "flush":
        return f"{_two(p[0], p[1])} flush"
    if category == "high-card":
        return f"{RANK_NAMES[p[0]]}-high"
    if ranking == "ace-to-five":
        return "wheel" if p == (3, 2, 1, 0, ACE) else f"{_two(p[0], p[1])} low"
    if category == "ace-high":  # deuce-to-seven: the ace plays high only
        return f"{_two(p[0], p[1])} high"
    return f"{_two(p[0], p[1])} low"


_NATURAL = frozenset(DECK52)
_ALL = frozenset(DECK53)


@lru_cache(maxsize=None)  # at most one entry per class: 7,463 per ranking
def _named(ranking: str, key: int) -> tuple[str, tuple[int, ...], str]:
    category, played = _decode(ranking, key)
    return category, played, _describe(ranking, category, played)


def _checked(cards, ranking: str) -> tuple[Card, ...]:
    """The five cards as Card values; BadInput unless they are a hand of the ranking's deck."""
    deck = 52 if ranking == "deuce-to-seven" else 53
    if isinstance(cards, str):
        return parse_hand(cards, deck=deck)
    cards = tuple(cards)
    if len(cards) != 5 or len(set(cards)) != 5 or not (_NATURAL if deck == 52 else _ALL).issuperset(cards):
        for c in cards:
            if c not in _ALL:
                raise BadInput(f"{c!s} is not a card: a card has a rank and a suit")
        parse_hand(cards, deck=deck)  # raises, naming the problem
    if not isinstance(cards[0], Card):
        cards = tuple(DECK53[_INDEX[c]] for c in cards)
    return cards


def evaluate(cards: Sequence[Card] | str, ranking: str) -> HandValue:
    """The value of a five-card hand under ``ranking`` ("high", "ace-to-five",
    "deuce-to-seven"). ``cards`` are :class:`Card` values or a hand as typed. Raises BadInput for a
    bad hand (wrong count, a duplicate, a joker in deuce-to-seven).

    >>> evaluate("Ah Qh 9h 6h Jk", "high").name
    'ace-king flush, joker as K♥'
    >>> evaluate("Kc Kd Qh Qs Jk", "high").name
    'two pair, kings and queens, joker as an ace'
    >>> evaluate("5s 4h 3d 2c As", "deuce-to-seven").name
    'ace-five high'
    """
    _check_ranking(ranking)
    cards = _checked(cards, ranking)
    naturals = [c for c in cards if c != JOKER]
    suit = SUIT_OF[naturals[0]]
    suited = ranking != "ace-to-five" and all(SUIT_OF[c] == suit for c in naturals)
    ranks = tuple(sorted([RANK_OF[c] for c in naturals]))
    joker_as = None
    if len(naturals) == 4:
        key, r, takes_suit = _with_joker(ranking, ranks, suited)
        joker_as = make_card(r, suit if takes_suit else None)
    else:
        key = _CLASSIFY[ranking](ranks, suited)
    category, played, name = _named(ranking, key)
    if joker_as is not None and category != "five-aces":
        said = str(joker_as) if joker_as.suit is not None else _article(RANK_NAMES[joker_as.rank])
        name += f", joker as {said}"
    return HandValue(cards, ranking, key, category, name, joker_as, played)


def strength(cards: Sequence[Card] | str, ranking: str) -> int:
    """The strength alone (checked): larger is better in every ranking."""
    return evaluate(cards, ranking).strength


def winners(values: Sequence[HandValue]) -> list[int]:
    """Indices (0-based) of the best hands; several when they tie."""
    if not values:
        return []
    best = max(v.strength for v in values)
    return [i for i, v in enumerate(values) if v.strength == best]


def category_of(strength: int, ranking: str) -> str:
    """The category of a strength of that ranking."""
    _check_ranking(ranking)
    return _decode(ranking, strength)[0]


def categories(ranking: str) -> tuple[str, ...]:
    """The ranking's categories, best first."""
    _check_ranking(ranking)
    return tuple(reversed(CATEGORIES[ranking]))


# --- counting ----------------------------------------------------------------------------------

try:  # the C helper behind Counter.update; plain Python below if an interpreter lacks it
    from collections import _count_elements  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover
    def _count_elements(mapping, iterable):
        get = mapping.get
        for x in iterable:
            mapping[x] = get(x, 0) + 1

_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43)  # deuce .. ace, then the joker


def category_counts(deck: int, ranking: str, progress: Callable[[int, int], None] | None = None
                    ) -> dict[str, int]:
    """How many of the C(deck, 5) five-card hands fall in each category, best category first.

    Every hand of the deck is enumerated (2,598,960 or 2,869,685) and tallied by its rank pattern,
    then the suited hands (five naturals of a suit, or four and the joker) are enumerated again and
    moved to their suited pattern; each pattern is then valued once with the same tables as
    :func:`strength_function`, and the counts summed by category. (Rank patterns are tallied as
    products of one prime per rank, which stay below 2**30 and keep the inner loop in C.)
    ``progress(done, total)`` is called as the count goes (48 or 49 times).
    """
    _check_ranking(ranking)
    if ranking == "deuce-to-seven" and deck == 53:
        raise BadInput("deuce-to-seven (Kansas City lowball) is played with 52 cards: use --deck 52")
    cards = _deck(deck)
    t = _tables(ranking)
    primes = [_PRIMES[c.rank] for c in cards]
    n = len(cards)
    total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) // 120
    # pair_products[k]: products of every pair of cards both at index >= k
    pair_products: list[list[int]] = [[] for _ in range(n + 1)]
    for k in range(n - 2, -1, -1):
        pk = primes[k]
        pair_products[k] = [pk * x for x in primes[k + 1:]] + pair_products[k + 1]
    tally: dict[int, int] = {}
    done = 0
    for i in range(n - 4):
        a = primes[i]
        for j in range(i + 1, n - 3):
            ab = a * primes[j]
            for k in range(j + 1, n - 2):
                _count_elements(tally, map((ab * primes[k]).__mul__, pair_products[k + 1]))
        m = n - 1 - i
        done += m * (m - 1) * (m - 2) * (m - 3) // 24
        if progress is not None:
            progress(done, total)
    suited_tally: dict[int, int] = {}
    if ranking != "ace-to-five":
        from itertools import combinations

        jokers = [c for c in cards if c.is_joker]
        for suit in range(4):
            same = [_PRIMES[c.rank] for c in cards if c.suit == suit] + [_PRIMES[JOKER_RANK]] * len(jokers)
            for five in combinations(same, 5):
                p = five[0] * five[1] * five[2] * five[3] * five[4]
                suited_tally[p] = suited_tally.get(p, 0) + 1
    pattern_of = {}
    for ranks in combinations_with_replacement(range(14), 5):
        p = _PRIMES[ranks[0]] * _PRIMES[ranks[1]] * _PRIMES[ranks[2]] * _PRIMES[ranks[3]] * _PRIMES[ranks[4]]
        pattern_of[p] = _pattern(ranks)
    counts = dict.fromkeys(reversed(CATEGORIES[ranking]), 0)
    for p, count in tally.items():
        pattern = pattern_of[p]
        in_suit = suited_tally.get(p, 0)
        if in_suit:
            counts[_decode(ranking, t.suited[pattern])[0]] += in_suit
        if count > in_suit:
            counts[_decode(ranking, t.plain[pattern])[0]] += count - in_suit
    if sum(counts.values()) != total:  # pragma: no cover - a broken table, not bad input
        raise AssertionError("category counts do not add up to the number of hands")
    return counts
