"""A count told act by act (rules_data/words.yaml, `counted`): "seat 3 bet, seat 5 raised, seat 7
reraised, can seat 3 raise?" is two raises; "seat 6 opened, seats 8 and 2 called" is two callers."""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache

from .phrases import NEGATIONS, NUMBERS, WINDOW

_QUOTE_NEXT = re.compile(r"\s*[\"“]")


def count_told(text: str, toks: tuple, spec: dict, aside: set) -> tuple[int, int, str] | None:
    """(where, the count, the words it was read from), or None unless every condition of the
    spec holds (see words.yaml)."""
    if spec.get("nth") and (nth := _nth_told(text, toks, spec, aside)):
        return nth
    words = [t[0] for t in toks]
    events = [n for n in range(len(words)) if _counted_act(text, toks, words, spec, n)] or _listed(words, spec)
    if not events or any(n in aside for n in events):
        return None
    if any(words[k] in NEGATIONS for n in events for k in range(max(0, n - WINDOW), n)):
        return None
    starts = [
        n
        for n in range(events[0])
        if words[n] in spec["start"] and not any(words[k] in NEGATIONS for k in range(max(0, n - WINDOW), n))
    ]  # "nobody opened" starts no count
    if not starts:
        return None
    first, last = starts[-1], events[-1]
    broken = any(
        w in spec["break"] and k not in events and not (w in GOES and words[k + 1] in spec["listed"])
        for k, w in enumerate(words[first:last], first)
    )  # "then it goes raise, raise" is the list; "seat 3 goes again" an act counted
    if (re.search(r"[.;!?]", text[toks[first][1] : toks[last][2]]) and not spec["by_seat"]) or broken:
        return None  # not one betting round told in one sentence (seats told acting may take several)
    if any(
        words[n] == "more" and is_number(words[n - 1]) and words[n - 1] not in ("1", "one", "once")  # "raise once more"
        for n in range(last + 1, len(words))
    ):
        return None  # "bet, raise, reraise, then we put in two more": the count went on past the list
    if spec["asked"] and not any(
        words[n] in spec["asked"] and any(w in spec["asking"] for w in words[max(last + 1, n - WINDOW) : n])
        for n in range(last + 1, len(words))
    ):
        return None  # the last act told may be the one in dispute
    by_seat = [_seats_acting(words, n) for n in events]
    if spec["by_seat"]:
        if None in by_seat:
            return None  # "everybody called": how many is not told
        total = sum(n for n in by_seat if n)
    elif any(n and n > 1 for n in by_seat):
        return None  # "seats 3 and 5 raised": two acts under one word
    else:
        total = len(events)
    return toks[first][1], total, text[toks[first][1] : toks[last][2]]


def _counted_act(text: str, toks: tuple, words: list[str], spec: dict, n: int) -> bool:
    """Whether word n is an act the spec counts: not a hand declared ("seat 2 calls "eight"") nor
    an act told again ("the $5 called by seat 4")."""
    w = words[n]
    again = (
        w in spec["again"]
        and words[n + 1 : n + 2] == ["again"]
        and _seat_acts(text, toks, n)
        and any(v in spec["count"] or v in spec["by_seat_count"] for v in words[:n])
    )  # "seat 6 raises, seat 3 goes again": the same act once more
    return (
        (w in spec["count"] or again or (w in spec["by_seat_count"] and _seat_acts(text, toks, n)))
        and not _QUOTE_NEXT.match(text, toks[n][2])
        and words[n + 1 : n + 2] != ["by"]
    )


def _seat_acts(text: str, toks: tuple, n: int) -> bool:
    """Whether word n is told as a seat's act, right after it ("seat 4 raises", "s5 re-raises",
    "seats 9 and 2 call"):
    the present counts only so ("six raises" is a rule); not a hand history's labelled line
    ("Seat 3: raises to $40"), where the last may be the one in dispute."""
    k = n - 1 if toks[n - 1][0] == "re" else n  # "re-raises"
    if k < 2 or text[toks[k - 1][2] : toks[k][1]].strip(" -") != "":
        return False
    return toks[k - 2][0] == "seat" or bool(_seats_acting([t[0] for t in toks], k))  # "seats 9 and 2 call"


MAKES = frozenset("make makes made making".split())
_NTH = re.compile(r"^(\d|two|three|four|five|six|seven|eight|nine)-?$")


RAISE_NTH = {
    w: n
    for n, ws in enumerate(("", "", "second 2nd", "third 3rd", "fourth 4th", "fifth 5th", "sixth 6th"))
    for w in ws.split()
}  # "the fourth raise" (not "the first raise": often the rule's, not the table's)
WISHES = frozenset("can could may might wants want wanted tried tries trying allowed to".split())  # only asked for
PUTTING = frozenset("put puts putting make makes made making".split())


def _putting(toks: tuple, n: int) -> int | None:
    """Where the verb that puts in the raise told by its number stands ("puts in the 4th raise",
    "to make it a fifth raise"); None when another word tells it ("stopped him at the sixth raise")."""
    k = n - 1
    while k >= 0 and n - k <= 3 and toks[k][0] in ("the", "a", "in", "it"):
        k -= 1
    return k if k >= 0 and toks[k][0] in PUTTING else None


def _nth_told(text: str, toks: tuple, spec: dict, aside: set) -> tuple[int, int, str] | None:
    """The count told the hold'em way, by the bet's number ("UTG raised, then 3-bet, 4-bet, 5-bet":
    the fifth bet of the round is its fourth raise): written joined ("3-bet", "3bet"), never "3 bet"
    (a $3 bet), or made ("makes it five bets"), or the raise by its number ("puts in the 4th
    raise"). The highest told as made counts, unless a raise told another way follows it; one
    only asked for ("can he 6-bet?", "to make it a fifth raise") counts one less than it would
    have made."""
    made, asked, first, last_made, end_told = [], [], None, 0, 0
    for n, (w, start, end, *_) in enumerate(toks):
        word, at = next((w[: -len(b)] for b in spec["nth"] if w.endswith(b) and len(w) > len(b)), None), n
        if word is None and n + 1 < len(toks) and toks[n + 1][0] in spec["nth"]:
            made_it = n >= 2 and toks[n - 1][0] == "it" and toks[n - 2][0] in MAKES  # "makes it five bets"
            word, at = (w, n + 1) if text[end : toks[n + 1][1]] == "-" or made_it else (None, n)  # "3-bet": two words
        verb = (
            _putting(toks, n)
            if w in RAISE_NTH and toks[n + 1 : n + 2] and toks[n + 1][0] in ("raise", "reraise")
            else None
        )
        if verb is not None and n not in aside:  # "puts in the 4th raise": the fifth bet
            number, at, asking = RAISE_NTH[w] + 1, n + 1, any(t[0] in WISHES for t in toks[max(0, verb - 3) : verb])
        elif word is None or n in aside or not _NTH.match(word):
            continue
        else:
            number = int(word.rstrip("-")) if word[0].isdigit() else NUMBERS[word.rstrip("-")]
            asking = _asking(toks, n, spec)
        if number < 2:
            continue
        first = start if first is None else first
        end_told = toks[at][2]
        if asking:
            asked.append(number)
        else:
            made.append(number)
            last_made = at
    if not made and not asked:
        return None
    if made and any(
        toks[k][0] in (*spec["count"], *spec["listed"]) and not _asking(toks, k, spec)
        for k in range(last_made + 1, len(toks))
    ):
        return None  # "Ellis made it three bets, ... Tran raised yet again": more raises told another way
    raises = max(made) - 1 if made else max(asked) - 2
    if first is None or raises < 0:
        return None
    return first, raises, text[first:end_told]


def _asking(toks: tuple, n: int, spec: dict) -> bool:
    """An act asked for, not made: an `asking` word among the few before it ("wants to 6-bet")."""
    return any(t[0] in spec["asking"] for t in toks[max(0, n - WINDOW) : n])


def _listed(words: list[str], spec: dict) -> list[int]:
    """The acts of a list that follows the round's first bet ("it's bet, raise, reraise, raise";
    "opener bets, then a raise, a re-raise, a third and a fourth"): where each stands. An
    ordinal counts only after an act of the list; anything else ends it."""
    for n, w in enumerate(words):
        if w not in spec["start"] or not spec["listed"]:
            continue
        out: list[int] = []
        k = n + 1
        while k < len(words):
            w = words[k]
            if w == "re" and k + 1 < len(words) and words[k + 1] in spec["listed"]:
                k += 1
                continue  # "re-raise"
            if w in spec["listed"] or (out and w in ORDINALS):
                out.append(k)
            elif w not in LIST_FILLERS:
                break
            k += 1
        if out:
            return out
    return []


ORDINALS = frozenset("second third fourth fifth sixth seventh 2nd 3rd 4th 5th 6th 7th".split())
LIST_FILLERS = frozenset("a an then and another it goes went".split())
GOES = frozenset("goes went".split())


def _seats_acting(words: list[str], n: int) -> int | None:
    """How many seats the words right before an act name as its subject: "seat 8 called" 1,
    "seats 8 and 2 called" 2; None when it is not told by seat."""
    k, seats = n - 1, 0
    while k >= 0 and words[k] in FILLERS:
        k -= 1  # "seats 2 and 5 both called"
    while k >= 0 and (is_number(words[k]) or words[k] in AND or (words[k] in ("seat", "seats") and seats)):
        if words[k] in ("seat", "seats") and (
            k < 3 or words[k - 1] not in AND or not is_number(words[k - 2]) or words[k - 3] == "$"
        ):  # the first "seat" of the list: "seat 2 and seat 4 both called"; "opened for $10 and seat 8 called";
            break  # "seat 3 opened, and seat 5 and seat 8 both called"
        seats += is_number(words[k])
        k -= 1
    if k < 0 or seats == 0 or words[k] not in ("seat", "seats"):
        return None
    if k >= 2 and is_number(words[k - 1]) and words[k - 2] in ("seat", "seats"):
        return None  # "seat 4, seat 7 call", "seat 4 & seat 7 call": a list joined some other way
    return seats


FILLERS = frozenset("both all also just each then".split())
AND = frozenset(("and", "n"))  # "s4 n s7 both call", typed fast
WANTS = frozenset("wants wanted tries tried".split())


def is_number(word: str) -> bool:
    return (word.isascii() and word.isdigit() and len(word) <= 2) or word in NUMBERS


def first_act(text: str, toks: tuple, spec: dict, aside: set, roles: dict) -> tuple[int, str] | None:
    """(where, the words) when the first act of the spec's kind in the story was made by the seat
    the fact asks about, after acts of the `before` kind in the same sentence ("four limpers, bb
    raises": the first raise is the big blind's own); None unless every condition holds."""
    words = [t[0] for t in toks]
    acts = [n for n, w in enumerate(words) if w in spec["act"]]
    if not acts or acts[0] in aside or any(words[k] in NEGATIONS for k in range(max(0, acts[0] - WINDOW), acts[0])):
        return None
    act = acts[0]
    seat = roles.get(spec["role"])
    k = act - 1
    while k >= 0 and words[k] in FILLERS:
        k -= 1  # "the big blind then raised"
    if k >= 1 and words[k] == "to" and words[k - 1] in WANTS:
        k -= 2  # "the big blind wants to raise": no raise came before his
    if k >= 2 and words[k] in ("he", "she") and words[k - 1] == "and":
        k -= 2  # "action gets round to the big blind and he raises"
    told_seat = words[k] if k >= 1 and words[k - 1] == "seat" else None
    if told_seat and k >= 3 and words[k - 2] == "in":
        k -= 3  # "the big blind in seat 3 raised"
    by = k >= 0 and words[k] in spec["by"]
    if not by and told_seat is not None and seat is not None:
        by = told_seat == str(seat)
    before = [n for n in range(act) if words[n] in spec["before"]]
    if not by or not before:
        return None
    first = before[0]
    if any(w in spec["break"] for w in words[first:act]) or not _one_telling(text, toks, first, k, act):
        return None
    if any(n in aside for n in range(first, act + 1)):
        return None  # "seat 5 says four limpers, bb raises": his side of it
    return toks[first][1], text[toks[first][1] : toks[act][2]]


def _one_telling(text: str, toks: tuple, first: int, subject: int, act: int) -> bool:
    """Whether words first..act are told in one sentence, or the act opens the next one with its
    subject ("S5, S6 and S8 just called. S3 raised."; "... limped. The big blind raised.")."""
    ends = [toks[first][1] + m.end() for m in re.finditer(r"[.;!?]", text[toks[first][1] : toks[act][1]])]
    if not ends:
        return True
    opening = [n for n in range(first, subject) if toks[n][1] >= ends[-1]]
    return (
        len(ends) == 1
        and len(opening) <= 2
        and text[ends[0] : toks[opening[0] if opening else subject][1]].strip() == ""
    )


def in_sequence(text: str, toks: tuple, spec: dict, aside: set) -> tuple[int, str] | None:
    """See _told_in_order; with `either_order`, the closing act may also be told first ("seat 1
    mucked his nine ... it was only the two of us")."""
    got = _told_in_order(text, toks, spec, aside)
    if got is None and spec.get("either_order"):
        got = _told_in_order(text, toks, {**spec, "first": spec["then"], "then": spec["first"]}, aside)
    return got or (_told_anywhere(text, toks, spec, aside) if spec.get("anywhere") else None)


def _told_anywhere(text: str, toks: tuple, spec: dict, aside: set) -> tuple[int, str] | None:
    """(where, the words) of an `anywhere` phrase, which tells the whole hand ("it was only the two
    of us"), where a `then` act is told too, in any sentence, and no `break` word stands anywhere."""
    words = [t[0] for t in toks]
    breaks = [k for k in range(len(words)) if _phrase_at(words, k, spec["break"])]
    if breaks:  # a break word inside the phrase itself ("the only other hand") is the phrase's own
        told = {
            m for k in range(len(words)) if (p := _phrase_at(words, k, spec["anywhere"])) for m in range(k, k + len(p))
        }
        if any(k not in told for k in breaks):
            return None
    found = {}
    for key in ("anywhere", "then"):
        for n in range(len(words)):
            p = _phrase_at(words, n, spec[key])
            if p is None:
                continue
            # a muck after a belief is an act: "figured he was beat and mucked", "... beat so I mucked"
            subject = 2 if n > 1 and words[n - 1] in ("i", "he", "she") else 1
            acted = key == "then" and n >= subject and words[n - subject] in ("and", "so", "then")
            negated = any(words[m] in NEGATIONS and toks[m][3] == toks[n][3] for m in range(max(0, n - WINDOW), n))
            if (n not in aside or acted) and not negated:  # "hadn't acted yet. No raise.": another clause's "not"
                found[key] = (n, n + len(p))
                break
    if len(found) < 2:
        return None
    n, end = found["anywhere"]
    return toks[n][1], text[toks[n][1] : toks[end - 1][2]]


def _told_in_order(text: str, toks: tuple, spec: dict, aside: set) -> tuple[int, str] | None:
    """(where, the words) when a `first` phrase is followed in the same sentence, or at the start of
    the next, by a `then` phrase ("seat 4 opened for high with a pair of tens and everybody
    folded"; "seat 4 opens. Everybody folds."), with no `break`
    word between, nothing negated or claimed (with `claimed_then`, only the `first` must be told:
    "raised before the draw and says he bets first now" claims the turn, not the round), and the
    phrase not handing the action on to a seat ("everybody folded to seat 9" may end in his call)."""
    words = [t[0] for t in toks]
    thens: list[int] | None = None  # where `then` and `break` phrases stand: found once a `first` is
    breaks: list[int] = []
    broken_by = spec["break"]
    if spec.get("same_seat"):  # another seat may be told between, the closing act must be the same seat's
        broken_by = tuple(p for p in broken_by if p not in (("seat",), ("seats",)))
    for n in range(len(words)):
        first = _phrase_at(words, n, spec["first"])
        belief = n in aside and (n == 0 or n - 1 not in aside)  # "thought he was beat and mucked": his own belief
        if first is None or (n in aside and not belief):
            continue
        last = n + len(first) - 1
        if thens is None:
            thens = [k for k in range(n, len(words)) if _phrase_at(words, k, spec["then"])]
            breaks = [k for k in range(n, len(words)) if _phrase_at(words, k, broken_by)]
        at = bisect_right(thens, last)
        if at == len(thens) or (breaks and (b := bisect_right(breaks, last)) < len(breaks) and breaks[b] <= thens[at]):
            continue  # no `then` before the next break: nothing to scan for ("raise raise raise ..." stays linear)
        for k in range(last + 1, len(words)):
            if _phrase_at(words, k, broken_by):
                break
            if re.search(r"[.;!?]", text[toks[last][2] : toks[k][1]]):
                # the next sentence may open with it ("seat 6 opens. everyone folds"; "2. ... 3. everyone folds")
                stops = len(re.findall(r"[.;!?]+", text[toks[last][2] : toks[k][1]]))
                if not (spec.get("next_sentence") and stops == 1) and (
                    re.search(r"[.;!?]", text[toks[last][2] : toks[k - 1][2]]) or not _opens_sentence(text, toks, k)
                ):
                    break
                # the act after a list's number or the sentence's seat: "2. ...", "Seat 4 raises."
                if words[k] == "seat" and words[k + 1 : k + 2] and words[k + 1].isdigit():
                    k += 2
                k += words[k : k + 1] != [] and words[k].isdigit()
            got = _phrase_at(words, k, spec["then"])
            if got is None or (spec.get("same_seat") and not _same_seat(words, n, k)):
                continue
            end = k + len(got)
            handed_on = words[end : end + 2] in (["to", "seat"], ["to", "the"])
            negated = any(words[m] in NEGATIONS for m in range(max(last + 1, k - WINDOW), k))
            told = [*range(n, last + 1), *(() if spec.get("claimed_then") else range(k, end))]  # the `then` may be said
            if handed_on or negated:
                return None
            if not belief and any(m in aside for m in told):
                break  # "glanced at it, thought it was a six, and mucked": the belief may be the first act
            return toks[n][1], text[toks[n][1] : toks[end - 1][2]]
    return None


def _same_seat(words: list[str], n: int, k: int) -> bool:
    """Whether the seat told just before word n is the one told just before word k ("seat 5 was
    short ... seat 6 put it up ... seat 5 went and won")."""

    def seat(i: int, reach: int) -> str | None:
        return next((words[j + 1] for j in range(i - 1, max(-1, i - reach), -1) if words[j] == "seat"), None)

    short = seat(n, 11)  # "seat five - left of the button - was short"
    if short is None:
        return False
    he = words[k - 1 : k] in (["he"], ["she"]) and "seat" not in words[n:k]  # "seat 2 was short ... and he won it"
    return he or short == seat(k, 5)


def _phrase_at(words: list[str], k: int, phrases: tuple) -> tuple | None:
    """The first of the phrases (word tuples) that starts at word k ("still has", "other hand")."""
    if k >= len(words):
        return None
    return next((p for p in _by_first_word(phrases).get(words[k], ()) if tuple(words[k : k + len(p)]) == p), None)


@lru_cache(maxsize=256)
def _by_first_word(phrases: tuple) -> dict[str, tuple]:
    """The phrases by their first word, in their order: a story's words are looked up, not scanned."""
    out: dict[str, list] = {}
    for p in phrases:
        out.setdefault(p[0], []).append(p)
    return {w: tuple(ps) for w, ps in out.items()}


def _opens_sentence(text: str, toks: tuple, k: int) -> bool:
    """Whether word k starts the sentence right after the one before it."""
    return k > 0 and bool(re.search(r"[.;!?]", text[toks[k - 1][2] : toks[k][1]]))
