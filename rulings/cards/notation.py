"""Cards: parsing what a floor person types, and an int encoding that makes evaluation fast.

Notation: ranks ``2``-``9``, ``T`` or ``10``, ``J``, ``Q``, ``K``,
``A``; suits ``s h d c`` or ``♠ ♥ ♦ ♣``, any case; the joker (the "bug" of the 53-card deck,
draw.deck-and-deal) as ``Jk``, ``JK``, ``jk``, ``joker`` or ``bug``. A hand may be written spaced
(``"Ah Qh 9h 6h Jk"``), packed (``AhQh9h6hJk``) or comma-separated (``Ah,Qh,9h,6h,Jk``).

The encoding. A :class:`Card` is an ``int`` whose bits are two small counters:

* bits 0-11: the suit, one bit in a 3-bit field per suit (``1 << 3*suit``);
* bits 12-53: the rank, one bit in a 3-bit field per rank (``1 << 12 + 3*rank``), ranks 0-12 being
  deuce to ace and 13 the joker.

So the *sum* of five cards holds, per rank, how many of that rank the hand has (the rank pattern,
``total >> 12``), and the bitwise *and* of five cards is non-zero exactly when they share a suit.
The joker sets every suit bit, so it never breaks the *and* of four suited cards. One addition, one
*and* and a dict lookup evaluate a hand (see :mod:`rulings.cards.hands`).

Cards print with suit symbols (``A♥``, ``T♠``, the joker as ``Jk``); :attr:`Card.ascii` gives the
typed form (``Ah``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ..errors import BadInput

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "shdc"
SUIT_SYMBOLS = "♠♥♦♣"
JOKER_RANK = 13
ACE = 12

RANK_NAMES = ("deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
RANK_PLURALS = (
    "deuces",
    "threes",
    "fours",
    "fives",
    "sixes",
    "sevens",
    "eights",
    "nines",
    "tens",
    "jacks",
    "queens",
    "kings",
    "aces",
)
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")

SUIT_MASK = 0xFFF
RANK_SHIFT = 12
_JOKER_VALUE = (1 << (RANK_SHIFT + 3 * JOKER_RANK)) | 0o1111

_ACCEPTED_RANKS = "2-9, T or 10, J, Q, K, A (the joker: Jk, joker or bug)"
_ACCEPTED_SUITS = "s h d c or ♠ ♥ ♦ ♣"


def _value(rank: int, suit: int | None) -> int:
    if rank == JOKER_RANK:
        return _JOKER_VALUE
    return (1 << (RANK_SHIFT + 3 * rank)) | (0 if suit is None else 1 << (3 * suit))


class Card(int):
    """One card, as an int (see the module docstring for the bits).

    ``rank`` is 0 (deuce) to 12 (ace), 13 for the joker; ``suit`` is 0-3 (s, h, d, c), or None for
    the joker and for a *rank-only* card, which only describes what the joker became when its suit
    does not matter ("joker as an ace"). Cards compare as ints: by rank, then suit.
    """

    __slots__ = ()

    @property
    def rank(self) -> int:
        r = RANK_OF.get(self)
        return r if r is not None else ((int(self) >> RANK_SHIFT).bit_length() - 1) // 3

    @property
    def suit(self) -> int | None:
        if self in SUIT_OF:
            return SUIT_OF[self]
        bits = int(self) & SUIT_MASK
        return (bits.bit_length() - 1) // 3 if bits and self != _JOKER_VALUE else None

    @property
    def is_joker(self) -> bool:
        return self == _JOKER_VALUE

    @property
    def index(self) -> int:
        """0-51 for the natural cards (rank * 4 + suit), 52 for the joker."""
        if self.is_joker:
            return 52
        return self.rank * 4 + (self.suit or 0)

    @property
    def ascii(self) -> str:
        """The typed form: ``Ah``, ``Ts``, ``Jk``; a rank-only card is its rank (``A``)."""
        if self.is_joker:
            return "Jk"
        suit = self.suit
        return RANK_CHARS[self.rank] + ("" if suit is None else SUIT_CHARS[suit])

    def __str__(self) -> str:
        if self.is_joker:
            return "Jk"
        suit = self.suit
        return RANK_CHARS[self.rank] + ("" if suit is None else SUIT_SYMBOLS[suit])

    def __repr__(self) -> str:
        return f"Card({self.ascii!r})"

    __format__ = object.__format__


def make_card(rank: int, suit: int | None = None) -> Card:
    """The card of that rank (0-12, or 13 for the joker) and suit (0-3; None: rank only)."""
    return Card(_value(rank, suit))


JOKER = Card(_JOKER_VALUE)
#: The 52 natural cards, deuce of spades first (index = rank * 4 + suit), then the joker.
DECK53: tuple[Card, ...] = tuple(make_card(r, s) for r in range(13) for s in range(4)) + (JOKER,)
DECK52: tuple[Card, ...] = DECK53[:52]
#: Rank and suit of every card value (the joker: rank 13, suit None; rank-only cards too), for
#: code that wants them without a property call.
RANK_OF: dict[int, int] = {}
SUIT_OF: dict[int, int | None] = {}
for _r in range(14):
    for _s in (None, 0, 1, 2, 3) if _r < 13 else (None,):
        RANK_OF[_value(_r, _s)] = _r
        SUIT_OF[_value(_r, _s)] = _s
del _r, _s


def deck(size: int = 52) -> tuple[Card, ...]:
    """The 52-card deck, or the 53-card deck with the joker."""
    if size == 52:
        return DECK52
    if size == 53:
        return DECK53
    raise BadInput(f"unknown deck {size!r}: use 52 (no joker) or 53 (with the joker)")


# --- parsing ---------------------------------------------------------------------------------

_RANK_CHAR = {c: i for i, c in enumerate(RANK_CHARS)}
_SUIT_CHAR = {c: i for i, c in enumerate(SUIT_CHARS)}
_SUIT_CHAR.update({c: i for i, c in enumerate(SUIT_SYMBOLS)})
_SUIT_CHAR.update({c: i for i, c in enumerate("♤♡♢♧")})  # the outlined symbols too
_SEPARATORS = re.compile(r"[\s,;]+")
_VARIATION_SELECTORS = "\ufe0e\ufe0f"  # "♥️" as typed on some phones


def _describe(chunk: str, token: str) -> str:
    return repr(token) if chunk == token else f"{token!r} (in {chunk!r})"


def _parse_chunk(chunk: str) -> list[Card]:
    """Cards from one separator-free chunk: a card, or several packed together."""
    cards: list[Card] = []
    i, n = 0, len(chunk)
    low = chunk.lower()
    while i < n:
        if low.startswith("joker", i):
            cards.append(JOKER)
            i += 5
            continue
        if low.startswith("bug", i):  # what floor staff call the joker
            cards.append(JOKER)
            i += 3
            continue
        if low.startswith("jk", i):
            cards.append(JOKER)
            i += 2
            continue
        if low.startswith("10", i):
            rank, width = 8, 2
        else:
            ch = chunk[i].upper()
            if ch not in _RANK_CHAR:
                token = chunk[i : i + 2]
                raise BadInput(
                    f"unknown rank {chunk[i]!r} in card {_describe(chunk, token)}: ranks are {_ACCEPTED_RANKS}"
                )
            rank, width = _RANK_CHAR[ch], 1
        if i + width >= n:
            token = chunk[i:]
            raise BadInput(f"card {_describe(chunk, token)} has no suit: suits are {_ACCEPTED_SUITS}")
        s = chunk[i + width]
        suit = _SUIT_CHAR.get(s.lower())
        if suit is None:
            token = chunk[i : i + width + 1]
            raise BadInput(f"unknown suit {s!r} in card {_describe(chunk, token)}: suits are {_ACCEPTED_SUITS}")
        cards.append(DECK53[rank * 4 + suit])
        i += width + 1
        while i < n and chunk[i] in _VARIATION_SELECTORS:
            i += 1
    return cards


def parse_card(text: str, deck: int = 53) -> Card:
    """One card: ``"Ah"``, ``"a♥"``, ``"10h"``, ``"Jk"`` (not in a 52-card ``deck``)."""
    return parse_hand(text, deck=deck, count=1, label="card")[0]


def parse_cards(text: str | Iterable[str | int]) -> list[Card]:
    """Any number of cards, in order, without checks of count, duplicates or deck.

    ``text`` is a string (spaced, packed or comma-separated), or an iterable of card strings or
    :class:`Card` values.
    """
    if isinstance(text, str):
        out: list[Card] = []
        for chunk in _SEPARATORS.split(text.strip()):
            if chunk:
                out.extend(_parse_chunk(chunk))
        return out
    out = []
    for item in text:
        if isinstance(item, Card):
            out.append(item)
        elif isinstance(item, str):
            out.extend(parse_cards(item))
        else:
            raise BadInput(f"not a card: {item!r}")
    return out


def _label(label: str, text) -> str:
    shown = text if isinstance(text, str) else " ".join(str(c) for c in text)
    return f"{label} {shown!r}" if label else repr(shown)


def parse_hand(
    text: str | Iterable[str | int],
    deck: int = 53,
    count: int | None = 5,
    label: str = "hand",
) -> tuple[Card, ...]:
    """A hand: ``count`` cards (None: any number), none repeated, at most one joker, no joker in a
    52-card deck. Raises :class:`BadInput` naming what is wrong."""
    return parse_hands([text], deck=deck, count=count, labels=[label])[0]


def parse_hands(
    texts: Sequence[str | Iterable[str | int]],
    deck: int = 53,
    count: int | None = 5,
    labels: Sequence[str] | None = None,
    counts: Sequence[int | None] | None = None,
) -> list[tuple[Card, ...]]:
    """Several hands (or sets of cards) dealt from one deck: as :func:`parse_hand`, and no card
    (nor the joker) may appear in two of them. ``counts`` gives each its own count (None: any
    number), e.g. ``(5, None)`` for a final hand and its discards; otherwise each has ``count``.
    ``labels`` name them in messages (default "hand 1", "hand 2", ...).
    """
    if deck not in (52, 53):
        raise BadInput(f"unknown deck {deck!r}: use 52 (no joker) or 53 (with the joker)")
    if labels is None:
        labels = ["hand"] if len(texts) == 1 else [f"hand {i + 1}" for i in range(len(texts))]
    if counts is None:
        counts = [count] * len(texts)
    seen: dict[Card, tuple[int, str]] = {}
    hands = []
    for n, (text, label, count) in enumerate(zip(texts, labels, counts)):
        where = _label(label, text)
        try:
            cards = parse_cards(text)
        except BadInput as e:
            raise BadInput(f"{label or 'hand'}: {e}") from None
        jokers = sum(1 for c in cards if c.is_joker)
        if jokers and deck == 52:
            raise BadInput(f"{where} has a joker, but this game uses the 52-card deck (no joker)")
        if jokers > 1:
            raise BadInput(f"{where} has {jokers} jokers: the 53-card deck has only one")
        for c in cards:
            if c in seen:
                other_n, other = seen[c]
                if other_n == n:
                    raise BadInput(f"{where} has the {_card_words(c)} twice")
                raise BadInput(f"the {_card_words(c)} is in both {other} and {where}: one deck has one")
            seen[c] = (n, where)
        if count is not None and len(cards) != count:
            hint = ""
            if len(cards) == 1 and count > 1:
                hint = ' (quote a spaced hand: "Ah Kh Qh Jh Th", or pack it: AhKhQhJhTh)'
            if count == 1:
                raise BadInput(f"{where} is {len(cards)} cards: expected one card")
            raise BadInput(
                f"{where} has {len(cards)} card{'s' if len(cards) != 1 else ''}: a hand is {count} cards{hint}"
            )
        hands.append(tuple(cards))
    return hands


def _card_words(c: Card) -> str:
    if c.is_joker:
        return "joker"
    return f"{c} ({RANK_NAMES[c.rank]} of {SUIT_NAMES[c.suit or 0]})"


def format_cards(cards: Iterable[Card], ascii: bool = False) -> str:
    """``"A♥ Q♥ 9♥ 6♥ Jk"`` (or ``"Ah Qh 9h 6h Jk"`` with ascii=True)."""
    return " ".join(c.ascii if ascii else str(c) for c in cards)
