"""The seats a who-acts-first dispute is between, where the story names them: two or more seats
in a sentence with "first" ("who acts first, seat 5 or seat 7?"), or an incident form's list of
the seats involved. The first of them in turn is the answer (floor/seats.py), no seat outside
them."""

from __future__ import annotations

import re

from .hand_owners import named_seats

ACTING_FIRST = frozenset("act acts bet bets go goes lead leads speak speaks start starts".split())


def contenders(text: str, toks: tuple, words: list[str]) -> set[int]:
    """The seats a who-acts-first dispute is between, where a sentence names two or more of them
    with "first" ("who acts first, seat 5 or seat 7?", "seat 1 and seat 8 both think the other
    acts first", "the dealer had seat 6 act first, seat 8 says it's him"). The floor person's
    question is which of these: the first of them in turn is the answer, no seat outside them."""
    seats = {n: who for n, who in named_seats(toks, words).items() if isinstance(who, int)}
    for n, w in enumerate(words):
        if w != "first" or not any(x in ACTING_FIRST for x in words[max(0, n - 3) : n + 4]):
            continue
        start = max((k for k in range(n) if re.search(r"[.!?]", text[toks[k][2] : toks[k + 1][1]])), default=-1) + 1
        end = next(
            (k for k in range(n, len(toks) - 1) if re.search(r"[.!?]", text[toks[k][2] : toks[k + 1][1]])),
            len(toks) - 1,
        )
        named = {who for k, who in seats.items() if start <= k <= end}
        if len(named) >= 2:
            return named
    return _involved(text, toks, words, seats)


def _involved(text: str, toks: tuple, words: list[str], seats: dict[int, int]) -> set[int]:
    """The seats an incident form lists as involved ("Seats involved: button s1, s2, s3, s4"), up
    to the next label's colon."""
    for n in range(1, len(words)):
        if words[n] == "involved" and words[n - 1] in ("seats", "players") and ":" in text[toks[n][2] : toks[n][2] + 2]:
            end = text.find(":", toks[n][2] + 1)
            end = len(text) if end < 0 else end
            named = {who for k, who in seats.items() if k > n and toks[k][1] < end}
            return named if len(named) >= 2 else set()
    return set()
