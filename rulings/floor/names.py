"""Players named by name beside their seat: "Tony (seat 2)", "Kwan in seat 3", "seat 1, Harold,",
"Mr. Kwan in seat 3" are that seat wherever the name stands after, and a title's stop ("Mr.")
ends no sentence."""

from __future__ import annotations

import re

_IN_SEAT_NAMED = re.compile(
    r"\b(?:(?:Mrs|Mr|Ms|Dr)\.?\s+)?([A-Z][a-z]{2,})\s+in\s+seat\s+(\d{1,2})\b"
)  # "Only Ali and Jen in seat 5 drew", "Mr. Kwan in seat 3 opened": that seat where named with it too
_NAMED_SEAT = re.compile(r"\b([A-Z][a-z]{2,})(?:\s*\(seat (\d{1,2})\)|,\s+seat (\d{1,2}),|\s+in\s+seat\s+(\d{1,2})\b)")
_SEAT_NAMED = re.compile(r"\bseat (\d{1,2})(?:,\s+|\s+\()([A-Z][a-z]{2,})(?=\s*[,)])")  # "seat 1, Harold,"
_NOT_NAMES = frozenset(
    "Seat Player Dealer Floor The Then And But Button Blind Opener Caller Raiser Guy Lady Man Woman".split()
)
_NOT_THE_SEAT = frozenset(
    "Nobody Noone None Nothing Everyone Everybody Anyone Anybody Somebody Someone Only Just Still Who Whoever "
    "Sitting Sat Seated Was Were Is Are Not Never Also Even When While After Before Now Subject Customer Patron "
    "Guest Gentleman Kid".split()
)  # "Nobody in seat 5", "Sitting in seat 5": not a player named

_TITLE = re.compile(r"\b(Mrs|Mr|Ms|Dr)\.(?=\s+[A-Z])")


def without_titles(text: str) -> str:
    """ "Mr. Novak's card": no sentence ends after a title."""
    return _TITLE.sub(r"\1", text)


def names_as_seats(text: str) -> str:
    """A player named with his seat ("Tony (seat 2)", "Kwan in seat 3", "seat 1, Harold,") is that seat wherever
    the name stands after: "Tony says the joker makes aces" is seat 2's word. A name given two
    seats is left alone."""
    seats: dict[str, set] = {}
    first: dict[str, int] = {}
    named = [(m.group(1), m.group(2) or m.group(3) or m.group(4), m.end()) for m in _NAMED_SEAT.finditer(text)]
    named += [(m.group(2), m.group(1), m.end()) for m in _SEAT_NAMED.finditer(text)]
    for name, seat, end in sorted(named, key=lambda n: n[2]):
        if name not in _NOT_NAMES | _NOT_THE_SEAT:
            seats.setdefault(name, set()).add(seat)
            first.setdefault(name, end)
    for name, seat in seats.items():
        if len(seat) == 1:
            at = first[name]
            text = text[:at] + re.sub(rf"\b(?:(?:Mrs|Mr|Ms|Dr)\.?\s+)?{name}\b", f"seat {next(iter(seat))}", text[at:])
    return _IN_SEAT_NAMED.sub(
        lambda m: m.group(0) if m.group(1) in _NOT_NAMES | _NOT_THE_SEAT else f"seat {m.group(2)}", text
    )
