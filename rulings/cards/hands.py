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

from collections.abc import Callable, Sequence
from functools import cache

from ..errors import BadInput
from ..records import record
from .notation import (
    ACE,
    DECK52,
    DECK53,
    JOKER,
    RANK_CHARS,
    RANK_NAMES,
    RANK_OF,
    RANK_PLURALS,
    SUIT_OF,
    Card,
    make_card,
    parse_hand,
)
from .tables import CATEGORIES, CLASSIFY, RANKINGS, check_ranking, decode, tables, with_joker

__all__ = [
    "CATEGORIES",
    "RANKINGS",
    "HandValue",
    "categories",
    "category_of",
    "evaluate",
    "strength",
    "strength_function",
    "winners",
]
_INDEX = {int(c): i for i, c in enumerate(DECK53)}


def strength_function(ranking: str) -> Callable[[Sequence[int]], int]:
    """The lookup evaluator: a function of five :class:`Card` (or their ints, as a tuple or list)
    returning the same strength as :func:`evaluate`. No checks: the cards must be a valid hand
    (no joker in deuce-to-seven). Builds the ranking's tables on first call."""
    return tables(ranking).fast


# --- values and names --------------------------------------------------------------------------


@record(eq=True)
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


# How each category names a hand from its ranks as played: {rN} is the name of the rank played at
# place N ("king"), {sN} its plural ("kings"), {two} the first two ranks ("ace-king").
_NAMES = {
    "five-aces": "five aces",
    "pair": "pair of {s0}",
    "two-pair": "two pair, {s0} and {s2}",
    "three-of-a-kind": "three {s0}",
    "full-house": "{s0} full of {s3}",
    "four-of-a-kind": "four {s0}",
    "straight": "{r0}-high straight",
    "straight-flush": "{r0}-high straight flush",
    "flush": "{two} flush",
    "high-card": "{r0}-high",
}


def _describe(ranking: str, category: str, played: tuple[int, ...]) -> str:
    p = played
    if category == "straight-flush" and p[0] == ACE:
        return "royal flush"
    if category in _NAMES:
        words = {f"r{n}": RANK_NAMES[r] for n, r in enumerate(p)}
        words.update({f"s{n}": RANK_PLURALS[r] for n, r in enumerate(p)})
        return _NAMES[category].format_map(dict(words, two=_two(p[0], p[1])))
    if ranking == "ace-to-five":
        return "wheel" if p == (3, 2, 1, 0, ACE) else f"{_two(p[0], p[1])} low"
    if category == "ace-high":  # deuce-to-seven: the ace plays high only
        return f"{_two(p[0], p[1])} high"
    return f"{_two(p[0], p[1])} low"


_NATURAL = frozenset(DECK52)
_ALL = frozenset(DECK53)


@cache  # at most one entry per class: 7,463 per ranking
def _named(ranking: str, key: int) -> tuple[str, tuple[int, ...], str]:
    category, played = decode(ranking, key)
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
    check_ranking(ranking)
    cards = _checked(cards, ranking)
    naturals = [c for c in cards if c != JOKER]
    suit = SUIT_OF[naturals[0]]
    suited = ranking != "ace-to-five" and all(SUIT_OF[c] == suit for c in naturals)
    ranks = tuple(sorted([RANK_OF[c] for c in naturals]))
    joker_as = None
    if len(naturals) == 4:
        key, r, takes_suit = with_joker(ranking, ranks, suited)
        joker_as = make_card(r, suit if takes_suit else None)
    else:
        key = CLASSIFY[ranking](ranks, suited)
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
    check_ranking(ranking)
    return decode(ranking, strength)[0]


def categories(ranking: str) -> tuple[str, ...]:
    """The ranking's categories, best first."""
    check_ranking(ranking)
    return tuple(reversed(CATEGORIES[ranking]))
