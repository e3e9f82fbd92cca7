"""Seats a story puts in a part by what it tells of them, worked out rather than read from one
phrase (rules_data/words.yaml `roles` are the phrases): the one who bet after a checked low, the
only other live hand, and who acts first after the draw where the story makes it certain ("seat 2
opened, seat 5 raised, seat 7 called, everyone else was out, and seat 2 folded": seat 5).

A seat is in the hand or out of it by the last act the story tells of it ("seat 5 raised" in,
"seat 2 folded" out). The first player still in to the left of a seat is named only when every
seat between them is told: each one out, or the story says everyone else folded. A seat the
story never mentions may hold a player still in, so it is never passed over on a guess.
"""

from __future__ import annotations

import re

from .contenders import contenders
from .hand_owners import named_seats
from .phrases import NEGATIONS
from .seat_acts import FILLERS, acts_at, last_acts, subjects

SUPPOSED = frozenset(
    {"seat_after_short", "seat_after_button", "seat_after_big_blind"}
)  # the next seat, said "if someone sits there"
EVERYONE = frozenset("everyone everybody others rest".split())
GONE = frozenset("fold folds folded out gone mucked dropped".split())


def worked_out(text: str, toks: tuple, roles: dict, carried_toks: tuple = ()) -> dict[str, int]:
    """Seats in the parts the reader works out (rules/words.py WORKED_OUT_ROLES), where certain;
    the bettor after a check from the story with its subjects written in (carried.py). The
    declarer is found before the facts are read (story.py), so his own acts read as his."""
    words = [t[0] for t in toks]
    out: dict[str, int] = {}
    last, all_left = last_acts(toks, words, roles)
    between = contenders(text, toks, words)
    named = {who for who in named_seats(toks, words).values() if isinstance(who, int)}
    untold = (named | {v for v in roles.values() if isinstance(v, int)}) - set(last) - between
    everyone_out = (all_left and not untold) or _everyone_else_out(words)  # "s2 big blind, s5 and s7 drew": s2 untold
    if (opener := roles.get("opener")) is not None:  # said where the opener has folded (opener_still_in)
        first = _first_in_left_of(opener, last, everyone_out) or _first_of(between, opener, last, untold=untold)
        if first is not None:
            out["first_left_of_opener"] = first
    if (middle := roles.get("middle_blind")) is not None:  # the first seat to the button's left
        first = middle if last.get(middle) else _first_in_left_of(middle, last, everyone_out)
        first = first or _first_of(between, middle - 1 or 10, last, untold=untold)
    elif (button := roles.get("button")) is not None:
        first = _first_in_left_of(button, last, everyone_out) or _first_of(between, button, last, untold=untold)
    else:
        first = None
    if first is not None:
        out["first_left_of_button"] = first
    if (first := _first_after_big_blind(roles, between, last, untold)) is not None:
        out["first_left_of_big_blind"] = first
    acted = carried_toks or toks
    if (bettor := _bettor_after_check(acted, [t[0] for t in acted], roles.get("checker"))) is not None:
        out["bettor"] = bettor
    short = next((roles[r] for r in ("short_player", "big_blind", "left_of_button") if r in roles), None)
    if short is not None and short % 10 + 1 in named:  # the seat to his left, told of: someone sits there
        out["next_player"] = short % 10 + 1
    if short is not None:  # the seat to his left, said with "if someone sits there"
        out["seat_after_short"] = short % 10 + 1
    if (button := roles.get("button")) is not None:
        out["seat_after_button"] = button % 10 + 1
    if (big := roles.get("big_blind")) is not None:
        out["seat_after_big_blind"] = big % 10 + 1
    if (opener := roles.get("opener")) is not None and (other := _only_other_in(opener, last, words, named)):
        out["other_live"] = other  # a false opener's dead hand leaves him the pot
    callers = _put_in(toks, words, roles) - {roles.get("opener")}
    if len(callers) == 1 and "opener" in roles:  # whose bets come back when the open was false
        out["open_caller"] = callers.pop()
    return out


PUT_IN = frozenset("call calls called raise raises raised reraise reraises reraised limp limps limped".split())


def _put_in(toks: tuple, words: list[str], roles: dict) -> set[int]:
    """The seats told calling or raising at any point ("seat 9 called, ... seat 9 folded": in)."""
    out: set[int] = set()
    for n, who in subjects(toks, words, roles).items():
        k = n + 1
        while k < len(words) and k - n <= 3 and words[k] in FILLERS:
            k += 1
        if k < len(words) and words[k] in PUT_IN and toks[k][3] == toks[n][3]:
            if not any(words[j] in NEGATIONS for j in range(max(0, n - 3), k)):
                out.update(who)
    return out


BETS = frozenset("bet bets leads led".split())
CHECKS = frozenset("check checks checked".split())


def _bettor_after_check(toks: tuple, words: list[str], checker: int | None) -> int | None:
    """The seat that bet after the checker checked ("seat 4 checks a 7-5, seat 6 bets $40"): the
    one seat told betting after his check, none if two are."""
    if checker is None:
        return None
    subjects = named_seats(toks, words)
    checks = [n for n, who in subjects.items() if who == checker and n + 2 < len(words) and words[n + 2] in CHECKS]
    if not checks:
        return None
    bettors = {
        who
        for n, who in subjects.items()
        if n > checks[0]
        and isinstance(who, int)
        and n + 2 < len(words)
        and words[n + 2] in BETS
        and not any(words[j] in NEGATIONS for j in range(max(0, n - 3), n + 2))
    }
    return bettors.pop() if len(bettors) == 1 and checker not in bettors else None


def others_in(text: str, toks: tuple, roles: dict, role: str) -> tuple[int, str] | None:
    """(where, words) of the last act of a seat other than the role's that keeps it in the hand
    ("seat 3 opened, seat 5 raised, seat 7 called": the opener is not alone), where no later word
    says everyone else folded; None otherwise."""
    seat = roles.get(role)
    if seat is None:
        return None
    words = [t[0] for t in toks]
    acts = acts_at(toks, words, roles)[0]
    still = sorted((at, k) for s, (inn, at, k) in acts.items() if inn and s != seat)
    if not still:
        return None
    at, k = still[-1]
    if (rest := _everyone_else_out_at(words)) is not None and not _the_rest(text, toks, words, k, rest):
        return None  # "seat 5 called ... after the draw everyone else folded": he may be one of them
    return toks[at][1], text[toks[at][1] : toks[k][2]]


def _the_rest(text: str, toks: tuple, words: list[str], k: int, rest: int) -> bool:
    """Whether "everyone else folded" at `rest` means the players other than one told in at `k`:
    said in the same sentence after his act, with no draw between ("s4 and s6 called, rest folded")."""
    return (
        k < rest
        and not re.search(r"[.;!?]", text[toks[k][2] : toks[rest][1]])
        and not any(w in ("draw", "drew", "after") for w in words[k:rest])
    )


BOTH_IN = frozenset("drew draw draws called call calls stayed stay went in".split())


def _only_other_in(seat: int, last: dict[int, bool], words: list[str], named: set[int]) -> int | None:
    """The one seat besides `seat` still in by its last act, where every other seat (of `named`,
    the seats the story names) is accounted for (everyone else folded, or only the two are named
    and "both" drew or went on)."""
    still = [s for s, inn in last.items() if inn and s != seat]
    if len(still) != 1:
        return None
    both = _both_in(words) and named == {seat, still[0]}
    told = named - {seat} <= set(last)  # every seat named has an act told
    return still[0] if both or (_everyone_else_out(words) and told) else None


def _both_in(words: list[str]) -> bool:
    """ "both drew", "both called", "heads up", "only seat 5 called", "they draw": the two seats
    named are the whole hand."""
    return any(
        (w == "both" and any(x in BOTH_IN for x in words[n + 1 : n + 3]))
        or (w == "they" and words[n + 1 : n + 2] in (["draw"], ["drew"]))
        or (w == "heads" and words[n + 1 : n + 2] == ["up"])
        or (
            w == "only"
            and words[n + 1 : n + 2] == ["seat"]
            and words[n + 3 : n + 4] in (["call"], ["calls"], ["called"])
        )
        for n, w in enumerate(words)
    )


_LOG_LINE = re.compile(r"(?m)^\s*Seat \d{1,2}: ")


def _logged(text: str) -> bool:
    """Whether the story is a hand history pasted from an electronic table ("Seat 6: opens $20"
    on lines of their own): the log lists every seat that acted, so the seats it names are the hand."""
    return len(_LOG_LINE.findall(text)) >= 2


def others_out(text: str, toks: tuple, roles: dict, role: str) -> tuple[int, str] | None:
    """(where, words) of the last act that left the role's seat the only one in ("seat 7 opened,
    seat 1 called, both drew. Seat 7 bets, seat 1 folds": the opener is alone), where every
    other seat is accounted for: the story says everyone else folded, or names only the two
    and says both were in ("both drew", "heads up") or is a hand history. None otherwise."""
    seat = roles.get(role)
    if seat is None:
        return None
    words = [t[0] for t in toks]
    acts = acts_at(toks, words, roles)[0]
    if not acts.get(seat, (False,))[0]:
        return None
    others = {s: a for s, a in acts.items() if s != seat}
    if not others or any(inn for inn, _, _ in others.values()):
        return None
    named = {who for who in named_seats(toks, words).values() if isinstance(who, int)}
    two = named == {seat, *others} and len(named) == 2
    if not (_everyone_else_out(words) or (two and (_both_in(words) or _logged(text)))):
        return None
    _, at, k = max(others.values(), key=lambda a: a[2])
    if acts[seat][2] > k:
        return None  # the opener acted after: "seat 1 folds, seat 7 ... raised"? told after, not alone yet
    return toks[at][1], text[toks[at][1] : toks[k][2]]


def _first_of(
    between: set[int], seat: int, last: dict[int, bool], skip: int = 1, untold: frozenset | set = frozenset()
) -> int | None:
    """Of the seats in dispute still in the hand, the first clockwise from `seat`, at least
    `skip` seats past it; None where a seat the story names, whose last act it does not tell,
    sits before him ("s2 big blind, s5 and s7 drew. s7 says s5 acts first": s2 may be in)."""
    live = [s for s in between if last.get(s) is not False]  # a folded opener named beside one seat: no dispute
    still_in = [s for s in live if (s - seat) % 10 >= skip]
    if not still_in or len(live) < 2:
        return None
    first = min(still_in, key=lambda s: (s - seat) % 10)
    if any(skip <= (s - seat) % 10 < (first - seat) % 10 for s in untold):
        return None
    return first


def _first_after_big_blind(roles: dict, between: set[int], last: dict[int, bool], untold: set) -> int | None:
    """Who acts first on the first round with blinds: of the seats in dispute, the first past the
    big blind; with only the button told, the first at least three seats past it (the small blind
    is posted on the button, the middle and big blinds by the next two players)."""
    if (big := roles.get("big_blind")) is not None:
        return _first_of(between - {big, roles.get("middle_blind")}, big, last, untold=untold)
    if (button := roles.get("button")) is not None:
        return _first_of(between, button, last, skip=3, untold=untold)
    return None


def _everyone_else_out(words: list[str]) -> bool:
    """The story says every seat it does not name with an act is out: "everyone else folded",
    "the rest were out" (not "everyone folded to seat 5": the seats after him still had a turn)."""
    return _everyone_else_out_at(words) is not None


def _everyone_else_out_at(words: list[str]) -> int | None:
    """Where the story says so (the first word of "everyone else folded"), or None."""
    for n, w in enumerate(words):
        if w in EVERYONE or (w == "all" and n + 1 < len(words) and words[n + 1] in ("others", "the")):
            for k in range(n + 1, min(n + 5, len(words))):
                if words[k] in GONE:
                    return None if k + 1 < len(words) and words[k + 1] == "to" else n
    return None


def _first_in_left_of(seat: int, last: dict[int, bool], everyone_else_out: bool) -> int | None:
    """The first seat clockwise from `seat` (not itself) still in the hand, when every seat
    between is told to be out; None where a seat between may hold a player still in."""
    for step in range(1, 10):
        s = (seat - 1 + step) % 10 + 1
        if last.get(s) is True:
            return s
        if last.get(s) is None and not everyone_else_out:
            return None
    return None
