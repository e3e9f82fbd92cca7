"""The player a letter is written for: in a letter on a player's behalf (a lawyer's, an agent's),
"our client" and "my client" are his seat, and so is his name, where the letter ties him to a
seat: "our client (Seat 1)", "This office represents Mr. Hollander, the patron in Seat 2", "on
behalf of Ms. Achebe, who occupied Seat 6", "Re: Mr. Oren Tash, Seat 2", or a heading "Re: Seat 6".
A letter that ties him to two seats, or to none, is left as written.

A letter to the player himself, in the second person ("Dear Mr. Achebe, You stated that you were
in Seat 4 ..."), is read the same way: "you" and his name are the seat it gives him, and "your
cards" (his hand, his blind, his call) are his.

A letter's seats told by number ("the No. 5 seat", "No. 6 said") are seats too.
"""

from __future__ import annotations

import re

from .asides import QUOTED
from .names import TITLED

_CLIENT = re.compile(r"\b(?:our|my)\s+client\b(?![-\w])", re.I)
_CLIENT_SEATED = re.compile(
    r"\b(?:our|my)\s+client\s*(?:\(\s*seat\s+(\d{1,2})\s*\)|,?\s+(?:in|at|from)\s+seat\s+(\d{1,2})\b|,\s+seat\s+(\d{1,2})\b)",
    re.I,
)  # "our client (Seat 1)", "our client in seat 4"
_FOR = (
    r"\b(?:represents?|representing|on\s+behalf\s+of|[Oo]ur\s+client,?|[Mm]y\s+client,?"
    r"|Re:\s*(?:(?:the\s+)?(?:[Cc]laim|[Cc]omplaint|[Mm]atter)\s+of\s+)?)"
)
_CLIENT_NAMED = re.compile(rf"{_FOR}\s*{TITLED}((?:[A-Z][a-z]+\s+){{0,2}})([A-Z][a-z]{{2,}})\b")
_SEATED_AFTER = (
    r"(?:\s*[,(/-]\s*|\s+)(?:(?:the\s+)?(?:patron|player|gentleman|lady|customer)\s+|who\s+(?:occupied|occupies|"
    r"sat|sits|was|is)\s+)?(?:(?:in|at)\s+)?(?:the\s+)?seat\s+(\d{1,2})\b(?:\s*\))?"
)  # "Hollander, the patron in Seat 2", "Achebe, who occupied Seat 6", "Tash, Seat 2", "Whitcombe - Seat 3"
_RE_SEAT = re.compile(r"\bRe:\s*seat\s+(\d{1,2})\b", re.I)


def client_as_seat(text: str) -> str:
    """ "our client" and the client's name written as his seat, where the letter gives him one."""
    if not _CLIENT.search(text) and not re.search(_FOR, text):
        return text
    seats = {next(g for g in m.groups() if g) for m in _CLIENT_SEATED.finditer(text)}
    names = {m.group(2) for m in _CLIENT_NAMED.finditer(text)} - _NOT_NAMES
    seated = set()  # the names the letter seats
    for name in names:
        if found := {m.group(1) for m in re.finditer(rf"\b{name}\b{_SEATED_AFTER}", text, re.I)}:
            seated.add(name)
            seats |= found
    if not seats and _CLIENT.search(text):
        seats = {m.group(1) for m in _RE_SEAT.finditer(text)}  # "Re: Seat 6, Ante Game"
    if len(seats) != 1:
        return text
    seat = f"seat {seats.pop()}"
    text = _CLIENT.sub(seat, _CLIENT_SEATED.sub(seat, text))
    for name in seated or (names if len(names) == 1 else ()):  # "Mr. Hollander", once the letter seats him
        text = re.sub(rf"\b{TITLED}(?:[A-Z][a-z]+\s+)?{name}\b(?i:{_SEATED_AFTER})?", seat, text)
    return text


_NOT_NAMES = frozenset(
    "Seat Table Claim Complaint Matter Pot Game Hand Request".split()
)  # "Re: Seat 6", "Re: Pot Awarded"


_LETTER = re.compile(
    r"^\s*Dear\b|\byou\s+(?:have\s+)?(?:stated|state|wrote|written|told\s+us|complained|write)\b|\byour\s+(?:letter|complaint|e-?mail)\b",
    re.I,
)
_YOU_SEATED = re.compile(
    r"\byou(?:rself)?,?\s+(?:(?:were|was|are|sat|took)\s+(?:(?:still\s+)?(?:\w+\s+){0,4}?,?\s*)?(?:seated\s+)?(?:(?:in|at)\s+)?"
    r"|(?:in|at)\s+|\(\s*)seat\s+(\d{1,2})\b"
    r"|\byou\s+(?:[\w$-]+\s+){1,6}?from\s+seat\s+(\d{1,2})\b",
    re.I,
)  # "you were in Seat 4", "yourself in Seat 1", "You were still in the hand at the time, in Seat 5", "you opened from Seat 1"
_SALUTED = re.compile(rf"^\s*Dear\s+{TITLED}((?:[A-Z][a-z]+\s+)?[A-Z][a-z]{{2,}})\b")
_YOU = re.compile(
    r"\b(?:(you)\s+(were|are|have)|(your)(?=\s+(?:hand|cards|low|openers|discards|kicker|pair|big|small|blind|ante|call|raise|bet|chips)\b)|(yourself)|you)\b(?![-'’])",
    re.I,
)  # "your letter" stays


def addressee_as_seat(text: str) -> str:
    """A letter to the player, in the second person: "you" and his name as the seat the letter
    gives him ("You stated that you were in Seat 4"); outside quotes, and never "thank you"."""
    if not _LETTER.search(text):
        return text
    seats = {next(g for g in m.groups() if g) for m in _YOU_SEATED.finditer(text)}
    if len(seats) != 1:
        return text
    seat = f"seat {seats.pop()}"
    quoted = [q.span() for q in QUOTED.finditer(text)]

    def as_seat(m: re.Match) -> str:
        if any(a < m.start() < b for a, b in quoted) or text[max(0, m.start() - 6) : m.start()].lower() == "thank ":
            return m.group(0)
        if m.group(1):
            return f"{seat} {({'were': 'was', 'are': 'is', 'have': 'has'})[m.group(2).lower()]}"
        return "his" if m.group(3) else seat  # "your cards": his, as the phrases tell a seat's own

    body = _YOU.sub(as_seat, text)
    body = re.sub(rf"\b{seat}\s+(?:was\s+|is\s+)?(?:seated\s+)?(?:in|at)\s+{seat}\b", seat, body, flags=re.I)
    body = re.sub(
        rf"\b({seat}(?:\s+[\w$-]+){{1,6}}?)\s+from\s+{seat}\b", r"\1", body, flags=re.I
    )  # "called from Seat 6"
    if name := _SALUTED.match(text):
        rest = body[name.end() :]
        surname = name.group(1).split()[-1]
        body = body[: name.end()] + re.sub(rf"\b{TITLED}(?:[A-Z][a-z]+\s+)?{surname}\b", seat, rest)
    return body


_NUMBERED_SEAT = re.compile(r"\bNo\.\s*\d{1,2}\s+(?:seat|chair)\b")
_NUMBERED = re.compile(r"\b(?:[Tt]he\s+)?No\.\s*(\d{1,2})(?:\s+(?:seat|chair)\b)?")
_NO_DOT = re.compile(r"(?<![\w.])no\.(\d{1,2})\b(?!\s*(?:low|hand)s?\b)", re.I)  # "no.4 call": "no. 1" may be a hand


def numbered_seats(text: str) -> str:
    """A letter's seats by number ("the No. 5 seat", then "No. 6 said No. 5 should"): seat 5, seat 6;
    and a seat written "no.4" (Hong Kong English) anywhere."""
    text = _NO_DOT.sub(r"seat \1", text)
    return _NUMBERED.sub(r"seat \1", text) if _NUMBERED_SEAT.search(text) else text
