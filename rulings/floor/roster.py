"""A story written as a seat-by-seat roster, one line a seat ("Seat 3 (Marisol) - opened 5,
drew 2, still in."), told as sentences whose every act has its seat: "Seat 3 (Marisol) opened
5, seat 3 drew 2, seat 3 still in." A line's dash only joins the seat to what he did; a colon
("Seat 3: opens $10", a hand history's or a note's) is kept. A clause gets its seat only where it
starts with an act ("drew 2", "then claims he had queens", "never raised"), so a hand ("kings
up"), a quote or a clause with its own subject is left as written; "he" on the line is its seat
until someone else is named there ("Seat 2 - drew 1, he's holding 6 cards")."""

from __future__ import annotations

import re

_LINE = re.compile(
    r"(?m)^([ \t]*(?:[-*•]\s*)?[Ss]eat\s+(\d{1,2})\b)(?:\s*\(([^)\n]*)\))?[ \t]*(?:[-–—]+|(:))[ \t]+(\S[^\n]*)$"
)
# "Seat 4 (button, Lou)": where he sits is told as "Seat 4 is the button."
_PLACES = {
    "button": "button", "btn": "button", "dealer": "button", "on the button": "button",
    "sb": "small blind", "small blind": "small blind", "small": "small blind",
    "bb": "big blind", "big blind": "big blind", "big": "big blind",
    "mid": "middle blind", "mid blind": "middle blind", "middle blind": "middle blind",
}  # fmt: skip
_CLAUSE = re.compile(r"(,\s+|;\s+|\s+(?=then\b))")
_CONNECTOR = re.compile(r"(?:and\s+then|and|then|but|so)\s+", re.I)
_ACTS = frozenset(
    "bet bets drew draws went goes stood stands threw throws took takes said says wants has had is was got gets "
    "kept keeps shows show calls opens raises folds checks claims asks knocks raps taps posts mucks declares "
    "splits stays still never just also tried tries comes came sat sits put puts held holds swears insists "
    "won wins lost loses bought buys moved moves flipped flips turned turns asking holding claiming saying "
    "wanting sitting calling raising folding betting drawing showing".split()
)

_HE = re.compile(r"(?:(?<=, )|(?<=; )|(?<=\band ))(?:he|she)(?=(?:['’]s)?\b)", re.I)  # a clause's subject
_SOMEONE = re.compile(r"\b[Ss]eat\s+\d|\b(?:guy|man|lady|woman)\b|(?<=[a-z,] )[A-Z][a-z]+\b")  # another "he"


def roster(text: str) -> str:
    """The story with each roster line's acts given their seat (same lines)."""
    if "eat" not in text:
        return text
    return _LINE.sub(_told, text)


def _told(m: re.Match) -> str:
    head, seat, noted, colon, body = m.groups()
    mention = _SOMEONE.search(body)
    body = _HE.sub(lambda p: p.group(0) if mention and mention.start() < p.start() else f"seat {seat}", body)
    parts = _CLAUSE.split(body)
    for k in range(2, len(parts), 2):  # parts: clause, separator, clause, ...
        if "".join(parts[:k]).count('"') % 2 == 0:  # not inside what he said ('"I only called, never raised"')
            parts[k] = _with_seat(parts[k], seat)
    if not noted:
        return f"{head}{':' if colon else ''} {''.join(parts)}"
    items = [x.strip() for x in noted.split(",") if x.strip()]
    places = [_PLACES[x.lower()] for x in items if x.lower() in _PLACES]
    others = [x for x in items if x.lower() not in _PLACES]
    told = [f"{head} is the {place}." for place in places]
    named = f"{head} ({', '.join(others)})" if others else head  # "Seat 3 (Marisol)": the name is seat 3
    first = _with_seat(parts[0], seat, head)
    if first != parts[0]:  # "Seat 3 (Marisol). Seat 3 opened 5": his act right after his seat
        told += [f"{named}." if others else "", first]
    else:  # "Seat 1 (Monty) 7-6-5-4-3": his hand, or a clause with its own subject
        told.append(f"{named}{':' if colon else ''} {first}")
    return " ".join(t for t in told if t) + "".join(parts[1:])


def _with_seat(clause: str, seat: str, written: str = "") -> str:
    """The clause with its seat before its act, after a leading "then"/"and" ("then seat 4 claims")."""
    lead = _CONNECTOR.match(clause)
    start = lead.end() if lead else 0
    word = re.match(r"(?:(?:only|just|also|never|then)\s+)?([a-z]+)", clause[start:])  # "only has $7": has
    if word is None or not (word.group(1) in _ACTS or (len(word.group(1)) > 4 and word.group(1).endswith("ed"))):
        return clause
    return f"{clause[:start]}{written.strip() or f'seat {seat}'} {clause[start:]}"
