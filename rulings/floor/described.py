"""The words of a story that describe a person rather than tell what happened: set off by a pair
of dashes or brackets, or after "the one with", "the guy who" (floor/matching.py passes over the
outside words there; floor/hand_words.py does not let a person named there stand between a seat
and the pronoun that means it)."""

from __future__ import annotations

import re

_ASIDE = r"\s[-–—]{1,2}\s[^.;!?]*?\s[-–—]{1,2}\s|\([^)]*\)|—[^—.;!?]*—"  # compiled on first use (re caches it)
_SEAT_SET_OFF = re.compile(
    r"\bseat \d{1,2},\s+((?:he|she)\s+[^,.;!?]{1,40}),(?=\s+(?:he|she)\b)", re.I
)  # "Seat 7, he talk Vietnamese, he want to play the pot": who seat 7 is, then what he did
_WHO = ("one", "guy", "kid", "lady", "man", "woman", "fellow", "gentleman")
_WHO_NEXT = ("who", "with", "that", "wearing")  # not "in": "the guy in seat 4" names a seat


def descriptions(text: str, toks: tuple) -> set[int]:
    """The words that describe a person rather than tell what happened: set off by a pair of
    dashes or brackets ("seat 2 - he's the one who keeps asking for a new deck - announces"),
    between commas after a seat and before its "he" again ("seat 7, he talk Vietnamese, he wants"),
    or after "the one with", "the guy who" to the clause's end. A rambling story's colour there
    ("the one with the headphones") names no dispute of its own."""
    spans = [(m.start(), m.end()) for m in re.finditer(_ASIDE, text)] if any(c in text for c in "-–—(") else []
    spans += [m.span(1) for m in _SEAT_SET_OFF.finditer(text)]
    out = {n for n, t in enumerate(toks) if any(a <= t[1] < b for a, b in spans)}
    for n in range(1, len(toks) - 1):
        if toks[n - 1][0] == "the" and toks[n][0] in _WHO and toks[n + 1][0] in _WHO_NEXT:
            out.update(k for k in range(n, len(toks)) if toks[k][3] == toks[n][3])
    return out
