"""Lowball hands told by their top cards, seat by seat ("seat 5 has eight-seven, seat 8 a nine",
"seat 6 spread a pair of fours, seat 2 has his nine-eight"), and the seat whose hand is best where
what was told decides it: the floor's way of telling a showdown without the five cards.

Read only in ace-to-five, where a hand told by its ranks has no pair and straights and flushes do
not count, so its top cards order it: an eight-seven beats any nine, a seven-five beats a seven-six,
and any hand told by its ranks beats one told holding a pair. Nothing is decided where the top
cards told leave two hands level ("an eight" against "an eight-six"), or where a seat the story
names (other than one whose hand is dead) has no hand told.
"""

from __future__ import annotations

import re

from .called import RANK_WORDS

_RANK = r"(?:10|[2-9]|a|ace|deuce|two|trey|three|four|five|six|seven|eight|nine|ten)"
_TOP = r"(?:10|[5-9]|five|six|seven|eight|nine|ten)"  # a low's top card is five or more: never "a" alone
_HELD = r"(?:has|had|holds|held|holding|shows|showed|spreads|spread|tables|tabled|turns\s+over|turned\s+over|with|is\s+holding|has\s+got)"
_SAID = r"(?:call|calls|called|calling|say|says|said|claim|claims|claimed|announces|announced|declares|declared)"
_TOLD = re.compile(
    rf"\bseat\s+(?P<seat>\d{{1,2}})\s*(?:,\s*)?(?:{_HELD}\s+|(?:(?!{_SAID}\b)[a-z]+\s+){{1,3}}(?=(?:an?|his|her)\s))?"
    rf"(?:(?:an?|his|her)\s+)?"
    rf"(?P<ranks>{_TOP}(?:\s*-\s*{_RANK}){{0,4}})(?:(?:\s+|-)low)?\b(?!\s*(?:-|of|seat|way|players|cards|dollars|bucks|\$|left))",
    re.I,
)
_SHOWN = (
    r"(?:spread|spreads|showed|shows|tabled|tables|turned\s+up|turns\s+up|laid\s+down|lays\s+down|has|had|held|holds)"
)
_PAIR = re.compile(
    rf"\bseat\s+(?P<seat>\d{{1,2}})\s+{_SHOWN}\b(?:\s+(?!{_SAID}\b)[a-z]+){{0,4}}?\s+a\s+pair\b", re.I
)  # "seat 6 spread his hand with a pair of fours"; not "that gives seat 2 a pair of aces"
_SEAT = re.compile(r"\bseat\s+(\d{1,2})\b", re.I)
_OUT = re.compile(r"\bseat\s+(\d{1,2})\s+(?:mucks|mucked|folds|folded)\b", re.I)


def best_low(text: str, ranking: object, dead: set[int]) -> int | None:
    """The seat whose told hand beats every other told hand, every named seat not in `dead`
    having one; None where the story does not make it certain."""
    if ranking != "ace-to-five":
        return None
    hands = lows_told(text)
    if hands is None:
        return None
    dead = dead | {int(s) for s in _OUT.findall(text)}  # "seat 6 mucks": his hand is out of it
    named = {int(s) for s in _SEAT.findall(text)} - dead
    live = {s: h for s, h in hands.items() if s not in dead}
    if len(live) < 2 or not named <= set(live):
        return None
    best = [s for s in live if all(s == o or _beats(live[s], live[o]) for o in live)]
    return best[0] if len(best) == 1 else None


def lows_told(text: str) -> dict[int, tuple] | None:
    """Seat -> the low told for it by its top cards (("pair",) for a pair); None where a seat is
    told two different hands."""
    hands: dict[int, tuple] = {}
    for m in _PAIR.finditer(text):
        hands[int(m.group("seat"))] = ("pair",)
    for m in _TOLD.finditer(text):
        seat = int(m.group("seat"))
        ranks = tuple(_rank(r) for r in re.split(r"\s*-\s*", m.group("ranks").strip()))
        if seat in hands and hands[seat] != ranks:
            return None  # two hands told for one seat
        if len(ranks) == 5 and len(set(ranks)) < 5:
            hands[seat] = ("pair",)  # "seat 1 spreads 5-5-4-3-2"
            continue
        if list(ranks) != sorted(ranks, reverse=True) or len(set(ranks)) < len(ranks):
            continue  # not a low told from the top ("5-7", "8-8"): not read
        hands[seat] = ranks
    return hands


def lows_end(text: str) -> int:
    """Where the last low told for a seat ends (0 if none is)."""
    return max((m.end() for pattern in (_PAIR, _TOLD) for m in pattern.finditer(text)), default=0)


def _rank(word: str) -> int:
    w = word.lower()
    return 1 if w in ("a", "ace") else int(w) if w.isdigit() else RANK_WORDS[w]


def _beats(a: tuple, b: tuple) -> bool:
    """Whether the hand told as `a` is surely better than the one told as `b`."""
    if a == ("pair",):
        return False
    if b == ("pair",):
        return True
    for x, y in zip(a, b):
        if x != y:
            return x < y
    return False  # level as far as both were told
