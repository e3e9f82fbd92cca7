"""What a story names besides its facts: the seats in their parts ("seat 6 opened": the opener)
and the stakes ("$30-$60"). floor/story.py reads the facts with them."""

from __future__ import annotations

from ..rules.book import Rulebook
from ..rules.phrasing import tokens
from .hand_owners import MODALS
from .phrases import NUMBERS, across_sentences, find, without_label, words_for


def read_roles(book: Rulebook, text: str, carried_text: str = "") -> dict:
    """Seats the story puts in a role ("seat 6 opened": opener 6); a role given two seats is dropped.
    `carried_text` is the story with subjects written in (carried.py: "seat 2 dumps all five
    and asks for five"), read only for the phrases a seat starts: what a seat did, not to whom.
    A phrase never runs across a sentence's end ("button seat 1. Middle blind seat 2"), and one
    that starts within a `roles_not` phrase of its role is not read ("seat 6 checks behind" is
    not the checker in dispute; "the openers button on seat 8" is not the dealer button). Of two
    seats for a role, the one a phrase names with no word skipped is taken where only one is
    ("seat 3 open ... seat 6 says he split openers": the opener is seat 3)."""
    seats: dict[str, set] = {}
    exact: dict[str, set] = {}  # the seats of phrases matched with no word skipped
    toks, carried_toks = tokens(text), tokens(carried_text) if carried_text else ()
    compiled = words_for(book, toks)
    carried_compiled = words_for(book, carried_toks) if carried_toks else {}
    not_roles = book.vocabulary.get("roles_not") or {}
    for role, phrases in (book.vocabulary.get("roles") or {}).items():
        passed = _within(not_roles.get(role, ()), toks, compiled)  # "seat 6 checks behind"
        hits = [
            h
            for h in find(phrases, toks, True, compiled, loose=True)
            if not across_sentences(text, toks, h[0], h[1])
            and not _after_a_seat(toks, h[0])
            and h[0] not in passed
            and not _asked(toks, h[0])
            and (role != IN_QUESTION or _opens_question(toks, h[0]))
        ]
        if carried_toks:
            carried_passed = _within(not_roles.get(role, ()), carried_toks, carried_compiled)
            hits += [
                h
                for h in find(
                    tuple(p for p in phrases if p.startswith("seat {seat}")), carried_toks, True, carried_compiled
                )
                if not across_sentences(carried_text, carried_toks, h[0], h[1])
                and h[0] not in carried_passed
                and not _asked(carried_toks, h[0])
            ]
        for _, _, slots, skipped in hits:
            for seat in slots.get("seat", []):
                if 1 <= seat <= 10:
                    seats.setdefault(role, set()).add(seat)
                    if not skipped:
                        exact.setdefault(role, set()).add(seat)
    for role, s in seats.items():
        if len(s) > 1 and len(exact.get(role, ())) == 1:
            seats[role] = exact[role]
    return {role: next(iter(s)) for role, s in seats.items() if len(s) == 1}


IN_QUESTION = "in_question"  # the seat a question is about: "floor asked whether seat 7 can make that raise"
_ASKING = frozenset("so and but whether asked asks asking ask wants wanted question wondering wonders".split())


def _opens_question(toks: tuple, i: int) -> bool:
    """A phrase that starts with the asking ("whether seat 7", "asks if seat 7") is a question; one
    with the verb first ("can seat 7 raise?") opens its clause or follows the asking ("floor asks
    can seat 7 ..."): "the button is seat 4" asks nothing."""
    return toks[i][0] in _ASKING or i == 0 or toks[i - 1][3] != toks[i][3] or toks[i - 1][0] in _ASKING


def for_topic(book: Rulebook, topic: str, roles: dict) -> dict:
    """The roles with the seat a question is about standing for the player the topic's ruling is
    about (words.yaml `in_question`), where the story gave that part no seat."""
    seat = roles.get(IN_QUESTION)
    if seat is None:
        return roles
    wanted = (book.vocabulary.get("in_question") or {}).get(topic, ())
    return {**{r: seat for r in wanted if r not in roles}, **roles}


def _asked(toks: tuple, i: int) -> bool:
    """A modal before the seat: "can seat 6 open it?" is asked, not done."""
    return i > 0 and toks[i - 1][0] in MODALS


POSITIONS = frozenset("small middle big blind button".split())  # "BB", "btn": retold writes them out


def _after_a_seat(toks: tuple, i: int) -> bool:
    """A position named between two seats in one clause ("seat 9 middle blind seat 1 big"): it may
    be the seat's before it as well as the one after, so neither is read from it."""
    return (
        i >= 2
        and toks[i][0] in POSITIONS
        and toks[i - 2][0] == "seat"
        and toks[i - 1][0].isdigit()
        and toks[i - 1][3] == toks[i][3]
    )


def read_stakes(book: Rulebook, toks: tuple, text: str) -> tuple:
    """(small bet, big bet) of a limit game the story names ("$30-$60", "30/60")."""
    named = set()
    for a, b, slots, _ in find(book.vocabulary.get("stakes") or (), toks, False, words_for(book, toks)):
        if toks[a][3] != toks[b - 1][3] or _third_joined(text, toks, a, b):
            continue  # "blinds are $10, $20 and $30", "10-20-30" list blinds, not the stakes
        amounts = slots.get("amount", [])
        if len(amounts) == 2 and 0 < amounts[0] and amounts[1] == 2 * amounts[0]:  # the big bet is twice the small
            named.add((amounts[0], amounts[1]))
    named |= _stakes_alone(toks, book.vocabulary.get("game_labels") or ())
    return named.pop() if len(named) == 1 else ()


def _third_joined(text: str, toks: tuple, a: int, b: int) -> bool:
    """Whether a third number is joined to the two amounts matched ("10-20-30", "$5/$10/$20"), not
    set apart from them ("seat 5 $10-$20", "in '88, twenty-forty")."""
    amounts = [n for n in range(a, b) if toks[n][0].isdigit() or NUMBERS.get(toks[n][0]) is not None]
    if not amounts:
        return False
    after = amounts[-1] + 1 + _is(toks, amounts[-1] + 1, "$")  # "/$30"
    before = amounts[0] - 1 - _is(toks, amounts[0] - 1, "$")
    return (after < len(toks) and toks[after][0].isdigit() and _joined(text, toks, amounts[-1], after)) or (
        before >= 0 and toks[before][0].isdigit() and _joined(text, toks, before, amounts[0])
    )


def _joined(text: str, toks: tuple, n: int, m: int) -> bool:
    """Whether the numbers at n and m are typed as one list: a dash or a slash between them ("20-30",
    "20/$30"), or a space between two amounts in dollars ("$10 $20 $30"); not "seat 5 $10-$20"."""
    gap = text[toks[n][2] : toks[n + 1][1]]
    return gap in ("-", "/", "–") or (gap.isspace() and _is(toks, n - 1, "$") and _is(toks, m - 1, "$"))


def _is(toks: tuple, n: int, word: str) -> bool:
    return 0 <= n < len(toks) and toks[n][0] == word


def _within(phrases: tuple, toks: tuple, compiled: dict) -> set[int]:
    """The words inside a match of any of the phrases ("the openers button on seat 8")."""
    return {k for h in find(phrases, toks, True, compiled) for k in range(h[0], h[1])}


def _stakes_alone(toks: tuple, labels: tuple) -> set:
    """A clause that is nothing but two amounts, the second twice the first ("20-40, s1 checks";
    after the game's label, "fcd 30/60."): the stakes, told the way a floor log heads a dispute."""
    clauses: dict[int, list[str]] = {}
    for t in toks:
        clauses.setdefault(t[3], []).append(t[0])
    out = set()
    for clause in clauses.values():
        words = without_label(" ".join(clause), labels).split(" ")
        told = [int(w) if w.isdigit() else NUMBERS.get(w) for w in words if w not in ("$", "the")]
        numbers = [n for n in told if n is not None]
        if len(told) == len(numbers) == 2 and 0 < numbers[0] and numbers[1] == 2 * numbers[0]:
            out.add((numbers[0], numbers[1]))  # "20-40, s1 checks"; "the fifteen-thirty, seat 3 opened"
    return out
