"""Each seat's acts as a story tells them: whether its last act keeps it in the hand ("seat 5
raised") or puts it out ("seat 2 folded", "opened with queens and then folded"), and the subjects
that name seats ("seat 5", "seats 3 and 4", "the opener"). floor/seats.py works out parts from them."""

from __future__ import annotations

from .hand_owners import named_seats
from .phrases import NEGATIONS, NUMBERS

IN_ACTS = frozenset(
    "open opens opened bet bets raise raises raised reraise reraises reraised reraising call calls called "
    "limp limps limped complete completes completed draw draws drew stood stands calling raising check checks checked "
    "left remain remains remained".split()  # "seats 4, 6 and 8 are left"
)
ALL_LEFT = frozenset("left remain remains remained draw drew".split())  # said of a list of seats: all that are in
OUT_ACTS = frozenset("fold folds folded mucked mucks muck".split())
FILLERS = frozenset("then also just both all each had has already are were is was still".split())


def last_acts(toks: tuple, words: list[str], roles: dict) -> tuple[dict[int, bool], bool]:
    """seat -> whether the last act the story tells of it keeps it in the hand (True) or puts it
    out (False): "seat 5 raised", "seats 3 and 4 folded", "the opener folded"; and whether a list
    of seats is told as all the players left ("seats 4, 6 and 8 are left", "seats 6, 8 and 2 drew")."""
    acts, all_left = acts_at(toks, words, roles)
    return {s: inn for s, (inn, _, _) in acts.items()}, all_left


def acts_at(toks: tuple, words: list[str], roles: dict) -> tuple[dict[int, tuple[bool, int, int]], bool]:
    """seat -> (in the hand after its last act told, where its subject starts, where the act is)."""
    acts: dict[int, tuple[bool, int, int]] = {}
    all_left = False
    for n, who in sorted(subjects(toks, words, roles).items()):
        k = n + 1
        seat_after = words[k + 1] if words[k : k + 1] == ["seat"] and k + 1 < len(words) else ""
        named_with_seat = not words[n].isdigit() and _number(seat_after) == who[0]  # "the opener (seat 2) folded"
        k += 2 if named_with_seat else 0
        while k < len(words) and k - n <= 3 and words[k] in FILLERS:
            k += 1
        still_in = k < len(words) and words[k] == "in" and words[k - 1] == "still"  # "seat 3 still in"
        passed = k < len(words) and words[k] in PASSES and _after_a_bet(words, k)
        thrown = k < len(words) and (_threw_away(words, k) or _laid_down(words, k))
        to_draw = words[k : k + 4] in (["went", "to", "the", "draw"], ["go", "to", "the", "draw"])
        made_it = words[k : k + 2] in (["made", "it"], ["makes", "it"])  # "seat 6 made it 20": a raise, still in
        if (
            k >= len(words)
            or (words[k] not in IN_ACTS | OUT_ACTS and not (still_in or passed or thrown or to_draw or made_it))
            or (toks[k][3] != toks[n][3] and not named_with_seat and not _labelled(toks, words, n, k))
        ):
            continue  # "seat 5, the big blind, folded" is not told act by act here
        if any(words[j] in NEGATIONS for j in range(max(0, n - 3), k)):
            continue  # "seat 4 never called"
        inn = still_in or to_draw or made_it or words[k] in IN_ACTS
        if (later := _then_act(toks, words, k)) is not None:
            k, inn = later  # "seat 9 called, then folded to the bet": his last act is the fold
        for seat in who:
            acts[seat] = (inn, max(0, n - 1), k)
        all_left |= len(who) > 1 and (words[k] in ALL_LEFT or to_draw)
    return acts, all_left


def _labelled(toks: tuple, words: list[str], n: int, k: int) -> bool:
    """A hand history's line, the act right after its seat's label ("Seat 6: folds")."""
    return k == n + 1 and n > 0 and words[n - 1] == "seat" and words[n].isdigit() and toks[k][3] == toks[n][3] + 1


def _then_act(toks: tuple, words: list[str], k: int) -> tuple[int, bool] | None:
    """(where, in the hand) of the fold the same subject goes on to ("called, then folded",
    "called and later folded", "opened with queens and then folded"), with no other seat named
    between."""
    j = k + 1
    while j < min(len(words), k + 4) and words[j] not in THEN and words[j] != "seat" and toks[j][3] == toks[k][3]:
        j += 1  # the act's object: "with queens", "for 20"
    start = j
    while j < len(words) and words[j] in THEN:
        j += 1
    if j == start or j >= len(words) or toks[j][3] - toks[k][3] > 1:
        return None  # nothing joins it to the act, or it is past the next clause
    return (j, False) if words[j] in OUT_ACTS or _threw_away(words, j) else None


PASSES = frozenset("pass passes passed".split())
THROWS = frozenset("threw throws tossed tosses dumped dumps pitched pitches".split())
THEN = frozenset("then and later but".split())


def _threw_away(words: list[str], k: int) -> bool:
    """ "threw it away", "tossed his hand": a fold; not "threw two away" (a draw)."""
    after = words[k + 1 : k + 4]
    return (
        words[k] in THROWS
        and any(w in ("away", "hand", "cards", "muck") for w in after)
        and not any(w.isdigit() or w in NUMBERS for w in after)
    )


OPENS = frozenset("open opens opened bet bets".split())
DRAWS = frozenset("draw drew draws".split())


def _laid_down(words: list[str], k: int) -> bool:
    """ "lays it down" facing a bet nobody has called: a fold ("seat 1 bets and seat 8 lays it down").
    Once the bet is called it is the showdown, where "lays it down" shows the hand."""
    laid = words[k] in ("lays", "laid", "lay") and words[k + 1 : k + 3] in (["it", "down"], ["them", "down"])
    return laid and _bet_before(words, k, CALLS)


CALLS = frozenset("call calls called".split())


def _after_a_bet(words: list[str], k: int) -> bool:
    """Whether a pass at `k` comes after the round's bet, with no draw between
    ("s4 opened, s5 passed": s5 folded; "s2 passed, s4 opened": s2 checked, and may still play)."""
    return _bet_before(words, k, DRAWS)


def _bet_before(words: list[str], k: int, until: frozenset) -> bool:
    """Whether a bet (or an open) is told before word k with none of `until` between them."""
    for w in reversed(words[:k]):
        if w in until:
            return False
        if w in OPENS:
            return True
    return False


def subjects(toks: tuple, words: list[str], roles: dict) -> dict[int, list[int]]:
    """Word index of the last word naming a subject -> the seats it names: "seat 5", "seats 3
    and 4" (at the last number), "the opener", "the big blind"."""
    out: dict[int, list[int]] = {}
    for n, who in named_seats(toks, words).items():
        if isinstance(who, int):
            out[n + 1] = [who]
        elif isinstance(roles.get(who), int):
            out[n] = [roles[who]]
    for n, w in enumerate(words):
        if w == "seats":  # "seats 3 and 4 folded", "seats 3, 4 and 5 called"
            listed, k = [], n + 1
            while k < len(words) and (_number(words[k]) is not None or words[k] in ("and", "seat")):
                if (seat := _number(words[k])) is not None:
                    listed.append(seat)
                k += 1
            if listed:
                out[k - 1] = listed
        elif w == "seat" and (n == 0 or words[n - 1] not in ("seat", "and")):  # "seat 5 and seat 6 drew"
            listed, k = [], n
            while k + 1 < len(words) and words[k] == "seat" and (seat := _number(words[k + 1])) is not None:
                listed.append(seat)
                k += 2
                if words[k : k + 2] == ["and", "seat"]:
                    k += 1
            if len(listed) > 1:
                out[k - 1] = listed
        elif w == "blind" and n > 0 and words[n - 1] in ("big", "middle", "small"):
            role = f"{words[n - 1]}_blind"
            if isinstance(roles.get(role), int) and not (n + 2 < len(words) and words[n + 1] == "in"):
                out[n] = [roles[role]]  # "the middle blind folded" ("the middle blind in seat 1 folded" is by seat)
    return out


def _number(word: str) -> int | None:
    if word.isascii() and word.isdigit() and len(word) <= 2:
        return int(word) if 1 <= int(word) <= 10 else None
    n = NUMBERS.get(word)
    return n if n is not None and 1 <= n <= 10 else None
