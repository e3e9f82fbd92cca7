"""Seats told as a list that is the whole hand at some point: "seats 4, 6 and 8 drew", "only seat 3
and seat 7 go to the draw", "after the draw it was only the lady in seat 2 and the man in seat 9",
"after the draw seats 1, 4 and 8 are in",
and two people by name: "only Duke and the Kid stay for the draw" (rules_data/words.yaml,
`seats_listed`)."""

from __future__ import annotations

import re

from .acts import is_number
from .phrases import NEGATIONS

_LISTED = frozenset(("seat", "seats", "and", "me"))
# a woman in a list ("the lady in seat 2"); a man there is his seat already (retold.py: "the lad in seat 2")
_PERSONS = frozenset("lady woman girl".split())


def _person_in(words: list[str], k: int) -> bool:
    """Word k is part of "the lady in seat 2" in a list of seats."""
    at = words[k - 1 : k + 3] if k else []
    return (
        (words[k] == "the" and words[k + 1 : k + 3] in ([p, "in"] for p in _PERSONS))
        or (words[k] in _PERSONS and at[:1] == ["the"] and at[2:3] == ["in"])
        or (words[k] == "in" and at[:1] != [] and at[0] in _PERSONS and at[2:3] == ["seat"])
    )


def seats_listed(text: str, toks: tuple, spec: dict, aside: set) -> tuple[int, int, str] | None:
    """(where, how many, the words) when seats are listed by number before one of the spec's
    `then` phrases ("seats 4, 6 and 8 drew", "only seat 3 and seat 7 go to the draw") or right
    after a `before` phrase ("after the draw it was only seat 2 and seat 9"): the list nothing but
    seats, "me", "the lady in seat 2", "and" and commas, nothing of it claimed or negated, no
    other seat named in its sentence (did that one draw too?), and one such list in the story."""
    words = [t[0] for t in toks]
    found = []
    for n, w in enumerate(words):
        if w not in ("seat", "seats", "me", "the") or n in aside or (n and words[n - 1] in NEGATIONS):
            continue
        if n and (words[n - 1] in ("seat", "seats", "and", "in") or is_number(words[n - 1])):
            continue  # inside a list already counted
        seats, k, teller = set(), n, 0
        while k < len(words) and (words[k] in _LISTED or is_number(words[k]) or _person_in(words, k)):
            if k > n and text[toks[k - 1][2] : toks[k][1]].strip(" ,"):
                break  # the list ends at anything but a space or a comma
            if is_number(words[k]):
                seats.add(words[k])
            teller += words[k] == "me"
            k += 1
        then = next((p for p in spec["then"] if tuple(words[k : k + len(p)]) == p), None)
        before = next((p for p in spec["before"] if tuple(words[max(0, n - len(p)) : n]) == p), None)
        led = any(tuple(words[max(0, n - len(p)) : n]) == p for p in spec["led_by"])
        if led and not (then or before):  # "after the draw seats 1, 4 and 8 are in": both words needed
            then = next((p for p in spec["led_then"] if tuple(words[k : k + len(p)]) == p), None)
        counted = len(seats) + min(teller, 1)
        if not (then or before) or counted < 2 or any(m in aside for m in range(n, k + len(then or ()))):
            continue
        s0 = next((j for j in range(n, 0, -1) if re.search(r"[.;!?]", text[toks[j - 1][2] : toks[j][1]])), 0)
        s1 = next(
            (j for j in range(k, len(words)) if re.search(r"[.;!?]", text[toks[j - 1][2] : toks[j][1]])), len(words)
        )
        if any(
            words[j] in ("seat", "seats") and words[j + 1] not in seats for j in range(s0, s1 - 1) if not n <= j < k
        ):
            continue
        start = n - len(before) if before and not then else n
        found.append((toks[start][1], counted, text[toks[start][1] : toks[k + len(then or ()) - 1][2]]))
    return found[0] if len(found) == 1 else two_named(text, toks, spec, aside) if not found else None


_ONE = r"(?:me|I|(?!(?:Seat|Aces|Kings|Queens|Jacks|Tens)\b)[A-Z][a-z]+|the\s+[A-Za-z]+)(?:\s*\(seat\s+\d{1,2}\))?"
_TWO = re.compile(rf"\b(?i:only|just)\s+(?P<a>{_ONE})\s+and\s+(?P<b>{_ONE})(?:,[^,.;!?]{{1,40}},)?\s+(?=\w)")


def two_named(text: str, toks: tuple, spec: dict, aside: set) -> tuple[int, int, str] | None:
    """(where, 2, the words) where the story says only two people, by name or as "me" or "the
    Kid", were in at that point ("only me and Linda (seat 6) made it to the draw"); one such
    telling in the story, not claimed."""
    words = [t[0] for t in toks]
    found = []
    for m in _TWO.finditer(text):
        k = next((n for n, t in enumerate(toks) if t[1] >= m.end()), len(toks))
        then = next((p for p in spec["then"] if tuple(words[k : k + len(p)]) == p), None)
        at = next(n for n, t in enumerate(toks) if t[1] >= m.start())
        if then and m.group("a").lower() != m.group("b").lower() and not any(n in aside for n in range(at, k)):
            found.append((m.start(), 2, text[m.start() : toks[k + len(then) - 1][2]]))
    return found[0] if len(found) == 1 else None
