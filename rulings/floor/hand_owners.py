"""Whose hand a story tells, and when (floor/hand_words.py reads the hand itself): where it
names seats, the opener or the teller; the declarer; who made the first opening act; the
sentence and clause bounds a hand is read within; and words said of a player that he is short
of openers."""

from __future__ import annotations

import re
from typing import Any

from .names import is_name
from .phrases import NEGATIONS, NUMBERS

SOFT_BREAKS = frozenset(",:-—–")  # a clause break a hand may follow across ("turn them up: two queens")
MODALS = frozenset("can could would should might may will if".split())  # "can I open with tens?": a question


def named_seats(toks: tuple, words: list[str]) -> dict[int, Any]:
    """Where the story names a seat (word index -> seat number), or the opener where he is the
    one who acts (no seat named before him in his clause: not "seat 6 called the opener")."""
    out: dict[int, Any] = {}
    for n, x in enumerate(words):
        if x == "seat" and n + 1 < len(words):
            nxt = words[n + 1].removesuffix("s") if words[n + 1][:-1].isdigit() else words[n + 1]  # "seat 3's"
            seat = int(nxt) if nxt.isdigit() and len(nxt) <= 2 else NUMBERS.get(nxt)
            if seat:
                out[n] = seat
        elif x in ("opener", "declarer") and not any(
            toks[k][3] == toks[n][3] and isinstance(v, int) for k, v in out.items()
        ):
            out[n] = x
        elif x in ("i", "im", "ive", "me", "my"):
            out[n] = "me"  # the teller, in a story told first hand ("I opened with kings")
    return out


def soft_break(text: str, toks: tuple, j: int) -> bool:
    """Whether only a comma, colon or dash stands between word j-1 and word j."""
    between = text[toks[j - 1][2] : toks[j][1]].strip()
    return bool(between) and set(between) <= SOFT_BREAKS | {" "}


def ends_opening(word: str) -> bool:
    """A word between "opened" and "with" that starts another act or names another seat."""
    return word in ("and", "but", "or", "seat", "then", "after") or word in NEGATIONS


def sentence_start(text: str, toks: tuple, n: int) -> int:
    start = n
    while start > 0 and not any(c in ".;!?" for c in text[toks[start - 1][2] : toks[start][1]]):
        start -= 1
    return start


def told_before_draw(w: dict, text: str, toks: tuple, words: list[str], n: int) -> bool:
    """Whether the sentence of word n says "before the draw" before it."""
    start = sentence_start(text, toks, n)
    return any(
        words[k] == p.split()[-1] and in_phrase(words, k, (p,)) for p in w["before_draw"] for k in range(start, n)
    )


def in_phrase(words: list[str], n: int, phrases: tuple) -> bool:
    for p in phrases:
        ps = p.split()
        for k in range(len(ps)):
            if ps[k] == words[n] and words[n - k : n - k + len(ps)] == ps:
                return True
    return False


def own_claim(toks: tuple, words: list[str], n: int, referent, claims: frozenset, aside: set) -> bool:
    """Whether a misread inside a claim is the opener's own word ("seat 2 says he misread",
    "seat 2 says oops, he misread"): the one who says it is the one who misread."""
    said = next(
        (
            k
            for k in range(n - 1, -1, -1)
            if words[k] in claims and (toks[k][3] == toks[n][3] or all(j in aside for j in range(k, n)))
        ),
        None,
    )
    return said is not None and referent(said) == referent(n) and referent(n) is not None


def declarer_seat(w: dict, toks: tuple, words: list[str], text: str = "") -> int | None:
    """The seat that declared the pot open: the one named last before the first of the
    `declares` words ("seat 7 was all in for his ante, said open"); None if no seat is, or a
    player named by his name stands between ("seat 3 opens ... Now Harold wants to declare")."""
    seats = {n: v for n, v in named_seats(toks, words).items() if isinstance(v, int)}
    for n in range(len(words)):
        for phrase in w["by_first"].get(("declares", words[n]), ()):
            if words[n : n + len(phrase)] == phrase:  # a claim word itself: declaring is saying
                if NEGATIONS.intersection(words[max(0, n - 3) : n]):
                    continue  # "nobody could declare": no declarer
                last = max((k for k in seats if k < n), default=None)
                if last is None or any(
                    words[k] in w["persons"] or words[k] == "i" or _a_name(text, toks, k) for k in range(last + 2, n)
                ):
                    return None  # "seat 4 opened ... now under the gun wants to declare", "I say I'll open": not seat 4
                return seats[last]
    return None


def _a_name(text: str, toks: tuple, k: int) -> bool:
    """Whether word k is a name: capitalised where no sentence starts ("Now Harold wants")."""
    if not text or not is_name(text, toks[k]):
        return False
    return k > 0 and not re.search(r"[.!?:;\n\"]", text[toks[k - 1][2] : toks[k][1]])


def said_short(toks: tuple, words: list[str], n: int, size: int, aside: set) -> bool:
    """Whether the words [n:n+size] say of a player that he is short of openers: not in a claim
    or quotes, not in a question or a supposition ("can he win with no openers?": a modal word
    in its clause before it), and not the game's rule ("no openers needed")."""
    after = words[n + size] if n + size < len(words) and toks[n + size][3] == toks[n][3] else ""
    start = n
    while start > 0 and toks[start - 1][3] == toks[n][3]:
        start -= 1
    return (
        not any(k in aside for k in range(n, n + size))
        and not any(words[k] in MODALS for k in range(start, n))
        and after not in ("needed", "required", "necessary", "rule", "game")
    )


FOUND = frozenset("realized realizes realised realises noticed notices discovered discovers saw sees".split())


def came_out(words: list[str], n: int) -> bool:
    """Whether the words before word n tell that the hand came out ("then it comes out he had
    tens", "turns out he has nines", "then seat 5 realized he had queen-jack")."""
    return any(
        (words[k] == "out" and k and words[k - 1] in ("comes", "came", "turns", "turned")) or words[k] in FOUND
        for k in range(max(0, n - 4), n)
    )


def first_opener(w: dict, text: str, toks: tuple, words: list[str], seats: dict, referent) -> Any:
    """Who made the story's first opening act: the seat, or the teller ("me"), named right before
    it in its clause, or "he" for the seat named last before him in this sentence or the one
    before ("the man in the 8 seat - big fellow - he opened it"); None if no one is, or the act
    is a hypothetical ("can I open")."""
    for n, word in enumerate(words):
        if (
            (word in w["opened"] or (word == "open" and n and words[n - 1] == "i"))
            and (n == 0 or words[n - 1] not in w["not_opened"])
            and not any(words[k] in MODALS for k in range(max(0, n - 3), n))
        ):
            before = [k for k in seats if n - 3 <= k < n]
            if before:
                return seats[max(before)]
            if n and words[n - 1] in ("he", "she"):
                start = sentence_start(text, toks, n)
                start = sentence_start(text, toks, start - 1) if start else 0
                named = [k for k in seats if start <= k < n and seats[k] != "me"]
                return referent(n) if named else None
            return None
    return None


def unnamed_opener(w: dict, words: list[str], seats: dict) -> int | None:
    """Where the story's first opening act is made by a person no seat names ("he opened", "the
    guy opened", "my brother, he opened", "HE OPENS") with no seat named before it: the word
    index of that act, so that "he" later is the opener while nobody else is named between."""
    for n, word in enumerate(words):
        if word in w["opened"] or (word == "open" and n and words[n - 1] in ("he", "she")):
            if any(k < n for k in seats if seats[k] != "me") or n == 0:
                return None
            subject = words[n - 1]
            if subject in ("he", "she") or (
                subject in w["persons"] and n > 1 and words[n - 2] in ("the", "a", "this", "that", "my", "our", "one")
            ):
                return n
            return None
    return None


def unnamed_declarer(w: dict, words: list[str], seats: dict) -> int | None:
    """Where the story's first words of declaring stand when no seat is named before them ("a
    player all in for his ante declared the pot open ... he held nines"; "I declared it open"):
    "he" later is the declarer while nobody else is named between."""
    for n in range(1, len(words)):
        if any(words[n : n + len(p)] == p for p in w["by_first"].get(("declares", words[n]), ())):
            if NEGATIONS.intersection(words[max(0, n - 3) : n]) or any(k < n for k in seats if seats[k] != "me"):
                return None
            return n
    return None


def teller_declares(w: dict, words: list[str]) -> bool:
    """Whether the first words of declaring the story tells are the teller's own ("I hadn't acted
    and I'm holding kings. I say I'll open it"; "so I declared it open"): then his hand is the
    declarer's, whatever seats were named before."""
    for n in range(1, len(words)):
        if any(words[n : n + len(p)] == p for p in w["by_first"].get(("declares", words[n]), ())):
            before = words[max(0, n - 3) : n]
            return ("i" in before or "im" in before) and not NEGATIONS.intersection(before)
    return False


def is_seat_number(words: list[str], k: int) -> bool:
    """Whether word k is the number of a seat ("seat 8")."""
    return k > 0 and words[k - 1] == "seat" and words[k].isdigit()
