"""A rap (or another act) told as made in turn: the turn reaching the seat that made it ("the
dealer gets to seat 6 and seat 6 raps", "knocked when it came to him", "first to act, taps")."""

from __future__ import annotations

import re

from .acts import is_number
from .names import is_name
from .phrases import NEGATIONS, NUMBERS, WINDOW

PRONOUNS = frozenset("he she hes shes".split())
OBJECTS = frozenset("him her".split())


def in_turn(text: str, toks: tuple, spec: dict, aside: set) -> tuple[int, str] | None:
    """(where, the words) when an act of the spec is told as made when the turn came to the seat
    that made it, in one sentence: the turn reaching that seat first ("the dealer gets to seat 6
    and seat 6 raps", "I asked seat 9 how many and he knocked") or after ("knocked when the
    dealer got to him"), "first to act" before it, or a `turn` phrase after it ("in turn", "when
    it's his turn"). Another
    seat named between the two, a negation before the act, or a `break` phrase in the sentence
    ("out of turn") reads nothing."""
    words = [t[0] for t in toks]

    def at(phrases: tuple, k: int) -> tuple | None:
        return next((p for p in phrases if tuple(words[k : k + len(p)]) == p), None)

    def seat_at(k: int) -> int | None:
        if k + 1 < len(words) and words[k] == "seat" and is_number(words[k + 1]):
            return int(words[k + 1]) if words[k + 1].isdigit() else NUMBERS[words[k + 1]]
        return None

    def seats_named(a: int, b: int) -> set:
        return {s for k in range(a, b) if (s := seat_at(k)) is not None}

    for n in range(len(words)):
        act = at(spec["act"], n)
        if act is None or n in aside or any(words[k] in NEGATIONS for k in range(max(0, n - WINDOW), n)):
            continue
        s0 = next((k for k in range(n, 0, -1) if re.search(r"[.;!?]", text[toks[k - 1][2] : toks[k][1]])), 0)
        s1 = next(
            (k for k in range(n + 1, len(words)) if re.search(r"[.;!?]", text[toks[k - 1][2] : toks[k][1]])), len(words)
        )
        if any(at(spec["break"], k) for k in range(s0, s1)) or any(k in aside for k in range(s0, n + 1)):
            return None
        by_seat = seat_at(n - 2) if n >= 2 else None
        actor: int | str | None = by_seat if by_seat is not None else ("he" if n and words[n - 1] in PRONOUNS else None)
        if n and words[n - 1] == "i":
            actor = "i"  # the teller: "when it got to me I knocked"
        end = n + len(act)
        for k in range(end, s1):
            turn = at(spec["turn"], k)
            if turn and words[k - 2 : k] != ["out", "of"] and not seats_named(end, k) - {actor}:
                return toks[n][1], text[
                    toks[n][1] : toks[k + len(turn) - 1][2]
                ]  # "knocks on the table when it's his turn"
        for k in range(s0, s1):
            reached = at(spec["reached"], k) or at(spec["first"], k)
            if reached is None or k == n:
                continue
            t = k + len(reached)
            target = (
                "first"
                if reached in spec["first"]
                else (
                    seat_at(t) or (words[t] if t < s1 and words[t] in (*OBJECTS, "me") else _named(text, toks, t, s1))
                )
            )
            if target is None:
                continue
            lo, hi = (t, n) if k < n else (end, k)
            others = seats_named(lo + (2 if isinstance(target, int) and k < n else 0), hi) - {actor}
            if k < n and isinstance(target, int) and actor in (target, "he", None) and not others:
                pass
            elif (
                k < n
                and target == "first"
                and not others
                and not (isinstance(actor, int) and seats_named(max(s0, k - 4), k) - {actor})
            ):
                pass  # "at the draw seat 6 knocked", "first to act, seat 5 taps"; not "seat 6 is first ... seat 9 raps"
            elif k < n and target in OBJECTS and actor in ("he", None) and not others:
                pass
            elif target in ("me", "first") and actor == "i" and not others:
                pass
            elif k > n and target in OBJECTS and actor is not None and not others:
                pass
            else:
                continue
            a, b = min(k, n), max(t + (target != "first"), end)
            return toks[a][1], text[toks[a][1] : toks[b - 1][2]]
    return None


def _named(text: str, toks: tuple, t: int, end: int) -> str | None:
    """ "him" for a player named by his name ("when the action gets round to Pruitt he knocks")."""
    return "him" if t < end and is_name(text, toks[t]) else None
