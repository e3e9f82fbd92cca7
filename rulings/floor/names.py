"""Players named by name beside their seat: "Tony (seat 2)", "Kwan in seat 3", "Stretch in the two
seat", "seat 1, Harold,", "Mr. Kwan in seat 3", "the complainant (seat 1)" are that seat wherever
the name stands after; a player named without a seat who opens is the opener; a title's stop
("Mr.") ends no sentence; and "she" is the one woman a story seats."""

from __future__ import annotations

import re

NAME = r"[A-Z][a-z]{2,}"  # a player's name as typed: "Harold", "Kwan"
TITLED = r"(?:(?:Mrs|Mr|Ms|Miss|Dr)\.?\s+)?"  # "Mr. Kwan", "Mrs Tran", "Miss Lee"
_NAME_IS_SEAT = re.compile(
    rf"\b({NAME})(?:\s+is|['’]s)\s+(?:in\s+)?(?:the\s+)?seat\s+(\d{{1,2}})\b(?!\s*['’]s)"
)  # "Mike is seat 5", "Gene's in seat 2": who he is, wherever his name stands, before it too
_LABEL_SEAT = re.compile(
    r"\b([A-Z]{1,2}-?\d{1,2}|Player [A-Z])\s*\(\s*[Ss]eat\s+(\d{1,2})\b(?:,\s*([A-Z][a-z]{2,})(?:\s+[A-Z][\w'’-]+)?)?[^()]*\)"
)  # a report's parties: "S-2 (Seat 8, Raymond Fiske)", "P1 (seat 3)", "Player B (Seat 4)": the label, and the name
_IN_SEAT_NAMED = re.compile(
    rf"\b{TITLED}({NAME})\s+in\s+(?:the\s+)?seat\s+(\d{{1,2}})\b"
)  # "Only Ali and Jen in seat 5 drew", "Mr. Kwan in seat 3 opened": that seat where named with it too
_NAMED_SEAT = re.compile(
    rf"\b({NAME})(?:\s*\(seat (\d{{1,2}})\)|,\s+seat (\d{{1,2}}),|\s+in\s+(?:the\s+)?seat\s+(\d{{1,2}})\b)"
)
_SEAT_NAMED = re.compile(rf"\b[Ss]eat (\d{{1,2}})(?:,\s+|\s+\()({NAME})(?=\s*[,)])")  # "seat 1, Harold,"
_NOT_A_NAME = frozenset(
    "Seat Player Dealer Floor The Then And But Button Blind Opener Caller Raiser Guy Lady Man Woman "
    "Nobody Noone None Nothing Everyone Everybody Anyone Anybody Somebody Someone Only Just Still Who Whoever "
    "Sitting Sat Seated Was Were Is Are Not Never Also Even When While After Before Now Subject Customer Patron "
    "Guest Gentleman Kid".split()
)  # "Nobody in seat 5", "Sitting in seat 5", "The seat 4": not a player named
_PARTY_SEAT = re.compile(r"\b[Tt]he ([a-z]{4,}) \(seat (\d{1,2})\)")  # "the complainant (seat 1)"
_NOT_A_PARTY = frozenset(
    "player players dealer floor opener caller raiser bettor checker button blind table seat hand pot "
    "winner loser house".split()
)  # "the opener (seat 3)": a part in the hand the reader reads as such
_OPENS_NAMED = re.compile(
    r"\b(?:[Tt]he\s+)?((?:[A-Z][a-z]+\s+)?[A-Z][a-z]{2,})['’]?\s+(?:opens|opened)\b(?!\s+(?:up|the\s+door))"
)  # "Lefty opens for twenty", "the Count opened": a player named without his seat who opens
_TITLE = re.compile(r"\b(Mrs|Mr|Ms|Dr)\.(?=\s+[A-Z])")


def is_name(text: str, tok: tuple) -> bool:
    """Whether a token (word, start, end, ...) is typed as a player's name: "Harold", not "Seat"."""
    return bool(re.fullmatch(NAME, text[tok[1] : tok[2]])) and text[tok[1] : tok[2]] not in _NOT_A_NAME


def without_titles(text: str) -> str:
    """ "Mr. Novak's card": no sentence ends after a title."""
    return _TITLE.sub(r"\1", text)


def names_as_seats(text: str) -> str:
    """A player named with his seat ("Tony (seat 2)", "Kwan in seat 3", "seat 1, Harold,") is that
    seat wherever the name stands after: "Tony says the joker makes aces" is seat 2's word; so is a
    party named with his seat ("the complainant (seat 1)") wherever "the complainant" stands after,
    and a report's party labelled with his seat in brackets ("S-2 (Seat 8, Ray Fisk)") wherever
    "S-2" or "Ray" stands after."""
    named = [(m.group(1), m.group(2) or m.group(3) or m.group(4), m.end()) for m in _NAMED_SEAT.finditer(text)]
    named += [(m.group(2), m.group(1), m.end()) for m in _SEAT_NAMED.finditer(text)]
    labels = list(_LABEL_SEAT.finditer(text))  # "S-2 (Seat 8, Ray Fisk)": the label and the name
    named += [(m.group(3), m.group(2), m.end()) for m in labels if m.group(3)]
    named = [n for n in named if n[0] not in _NOT_A_NAME]
    labelled = [(m.group(1), m.group(2), m.end()) for m in labels]
    text = _as_their_seats(text, named, lambda name: rf"\b{TITLED}{name}\b")
    text = _as_their_seats(text, labelled, lambda label: rf"(?<![\w-]){re.escape(label)}(?![\w-])")
    text = _LABEL_SEAT.sub(lambda m: f"seat {m.group(2)}", text)  # "S-2 (Seat 8, Raymond Fiske) then raised"
    text = _who_is_which(text)
    text = _IN_SEAT_NAMED.sub(lambda m: m.group(0) if m.group(1) in _NOT_A_NAME else f"seat {m.group(2)}", text)
    parties = [(m.group(1), m.group(2), m.end()) for m in _PARTY_SEAT.finditer(text) if m.group(1) not in _NOT_A_PARTY]
    return _as_their_seats(text, parties, lambda party: rf"\b[Tt]he {party}\b(?!\s*\()")


def _who_is_which(text: str) -> str:
    """A player the story says is a seat ("Mike is seat 5", "Gene's in seat 2") is that seat
    wherever his name stands, before the saying too ("Mike had 7-5-4-3-2 ... Mike is seat 5"),
    where the story gives him one seat and gives that seat no other name."""
    said = [(m.group(1), m.group(2)) for m in _NAME_IS_SEAT.finditer(text) if m.group(1) not in _NOT_A_NAME]
    seats: dict[str, set] = {}
    for name, seat in said:
        seats.setdefault(name, set()).add(seat)
    taken = [next(iter(s)) for s in seats.values() if len(s) == 1]
    known = {
        name: next(iter(seat)) for name, seat in seats.items() if len(seat) == 1 and taken.count(next(iter(seat))) == 1
    }
    text = _NAME_IS_SEAT.sub(lambda m: f"seat {m.group(2)}" if m.group(1) in known else m.group(0), text)
    for name, seat in known.items():
        text = re.sub(rf"\b{TITLED}{name}\b", f"seat {seat}", text)
    return text


def _as_their_seats(text: str, named: list, written) -> str:
    """Each one named with his seat ((name, seat, where the naming ends)) is that seat wherever
    `written(name)` matches after it; one given two seats is left alone."""
    seats: dict[str, set] = {}
    first: dict[str, int] = {}
    for name, seat, end in sorted(named, key=lambda n: n[2]):
        seats.setdefault(name, set()).add(seat)
        first.setdefault(name, end)
    for name, seat in seats.items():
        if len(seat) == 1:
            at = first[name]
            text = text[:at] + re.sub(written(name), f"seat {next(iter(seat))}", text[at:])
    return text


def opener_by_name(text: str) -> str:
    """A player named without a seat who opens ("Lefty opens for twenty ... Lefty flips over wired
    queens", "the Count's hand") is the opener wherever his name stands; two named openers, none."""
    named = set()
    for m in _OPENS_NAMED.finditer(text):
        words = m.group(1).split()
        while words and words[0] in _NOT_A_NAME:
            words = words[1:]  # "Then Lefty opens": Lefty
        if len(words) == 1 and not re.fullmatch(NAME, words[0]):
            continue
        if words:
            named.add(" ".join(words))
    if len(named) != 1:
        return text
    name = named.pop()
    text = re.sub(rf"\b(?:[Tt]he\s+)?{re.escape(name)}\b", "the opener", text)
    for part in name.split() if " " in name else ():  # "Danny Ferraro opened ... then Danny looked again"
        if part not in _NOT_A_NAME:
            text = re.sub(rf"\b{re.escape(part)}\b(?!\s+[A-Z])", "the opener", text)
    return text


_WOMAN = r"(?:lady|woman|girl|gal|(?:mrs|ms|miss)\.?\s+[A-Z][a-z]+)"
_WOMAN_SEATED = re.compile(
    rf"\b{_WOMAN}(?:\s+[\w'’]+){{0,3}}?,?\s+(?:in\s+|on\s+|at\s+)?(?:the\s+)?seat (\d{{1,2}})\b"
    rf"|\bseat (\d{{1,2}}),?\s+(?:(?:the|a|this|that)\s+)?(?:[\w'’]+\s+)?{_WOMAN}\b",
    re.I,
)  # "this lady in seat 3", "the lady with the hat, seat 3", "seat 5, Mrs. Tran"
_WOMAN_NAMED = re.compile(rf"\b{_WOMAN}\b", re.I)
_SHE = re.compile(r"(?<![\w'’])(?<!\bif )(?<!\bwhether )she\b(?=\s+[a-z])", re.I)
_SHE_ELSEWHERE = re.compile(r"\b(?:dealer|floor|wife|girlfriend|sister|mother|mom)\b[^.!?;]{0,20}\bshe\b", re.I)


def her_seat(text: str) -> str:
    """ "she" as the one woman the story seats ("this lady in seat 3, draw game, she open before
    the draw": seat 3 opened), where every woman it mentions is that one and no other "she" (the
    dealer, someone's wife) is told."""
    seats = {m.group(1) or m.group(2) for m in _WOMAN_SEATED.finditer(text)}
    placed = sum(len(_WOMAN_NAMED.findall(m.group(0))) for m in _WOMAN_SEATED.finditer(text))
    if len(seats) != 1 or placed != len(_WOMAN_NAMED.findall(text)) or _SHE_ELSEWHERE.search(text):
        return text
    return _SHE.sub(f"seat {seats.pop()}", text)
