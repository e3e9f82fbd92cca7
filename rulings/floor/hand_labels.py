"""Whose hand each hand told at a showdown is, where no seat stands right before it: "he" or
"the other guy" as the other of the two seats a story names, "he" as the one seat named before
the first hand, and the teller's own hand ("I had A-2-3-4-5") as "your hand" where his seat is
not told, his opponent's then "the other hand". The ruling says these labels as they are."""

from __future__ import annotations

import re

from .cards_text import CardGroup

_HE_SHOWS = re.compile(
    r"(?:^|[.;!?]\s+|\n)(?:then\s+)?(?:he|she|(?:the\s+)?(?:other\s+)?(?:guy|player|man|lady|woman))"
    r"(?:\s+(?:says|said)\s+(?:he|she))?\s*"  # "He says he had the ace, queen, 9 and 6 of hearts and the bug"
    r"(?::|(?:then\s+)?(?:turns\s+over|turned\s+over|turns\s+up|turned\s+up|shows|showed|"
    r"tables|tabled|spreads|spread|has|had|flips|flipped))\s+(?:an?\s+|his\s+|her\s+|the\s+)?$",
    re.I,
)  # "He turns over", "The other guy had", "Guy:"


def other_seat(text: str, g: CardGroup, labelled: list) -> str | None:
    """The seat of a hand told by "he", "she" or "the (other) guy" at the start of its sentence
    ("He turns over 6-4-3-2-A", "Guy had 8-6-4-3-A"), where the story names only two seats and
    the hand before it was the one's: the other's ("I'm in seat 4 heads up against seat 8. I
    turn over A-2-3-4-5 ... He turns over ..."); where the hand before was the teller's and no
    seat is told, the other hand. The first hand told by "he" is the one seat named before it,
    if only one is."""
    said = _HE_SHOWS.search(text[max(0, g.start - 40) : g.start])
    if not labelled and said and said.group(0).strip(" .;!?\n").lower().startswith(("he ", "she ", "then ")):
        before = {int(n) for n in re.findall(r"\bseat\s+(\d{1,2})\b", text[: g.start], re.I)}
        return f"seat {next(iter(before))}" if len(before) == 1 else None  # "seat 4 is playing 2-7. He had 7-5-4-3-2"
    told = {label for label, *_ in labelled}
    if len(told) != 1 or not said:  # one hand before, told once or twice
        return None
    seats = {int(n) for n in re.findall(r"\bseat\s+(\d{1,2})\b", text, re.I)}
    if told == {YOUR_HAND}:
        return OTHER_HAND if not seats else None  # "I had A-2-3-4-5 ... He turned over 6-4-3-2-A"
    first = int(next(iter(told)).split()[1])
    return f"seat {next(iter(seats - {first}))}" if len(seats) == 2 and first in seats else None


_SHOWING = r"(?:had|have|made|make|showed|show|turned\s+over|turn\s+over|flipped|flip|tabled|table)"
TELLS_OWN_HAND = re.compile(rf"\bI\s+{_SHOWING}\b")  # a story that may tell the teller's own hand
_I_SHOW = re.compile(
    rf"(?:^\s*|[.;!?,]\s+|\n|\band\s+|\bthen\s+)I\s+{_SHOWING}\s+(?:an?\s+|the\s+)?$"
)  # "I had A-2-3-4-5": the teller's hand, where no seat of his is told
_OTHER_SHOWS = re.compile(
    r"\b(?:the\s+)?other\s+(?:guy|player|man|lady|woman|fella|fellow|gal|one)\s+(?:[\w'’]+\s+){0,3}?"
    r"(?:had|has|showed|shows|turned\s+over|turns\s+over|flipped|flips|tabled|tables|made|makes)\s+(?:an?\s+|the\s+)?$",
    re.I,
)  # "The other guy showed 6-4-3-2-A"
YOUR_HAND, OTHER_HAND = "your hand", "the other hand"  # how the ruling names hands told without a seat


def no_seat_label(text: str, g: CardGroup) -> str | None:
    """The hand of a story told by one of the players, without seats: his ("I had A-2-3-4-5")
    or his opponent's ("the other guy showed 6-4-3-2-A"), in the same sentence as the hand."""
    before = text[max(0, g.start - 80) : g.start]
    before = before[max(before.rfind("."), before.rfind("\n")) + 1 :]
    if _I_SHOW.search(before):
        seat = re.match(r"\s*,?\s*in\s+(?:the\s+)?seat\s+(\d{1,2})\b", text[g.end :])
        return f"seat {int(seat.group(1))}" if seat else YOUR_HAND  # "I had 6-4-3-2-A in the 3 seat"
    return OTHER_HAND if _OTHER_SHOWS.search(before) else None
