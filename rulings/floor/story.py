"""Reading the floor person's words: the facts a story states outright (rules_data/words.yaml).

Conservative by design: a question costs seconds, a wrong reading costs a wrong ruling.
- Phrases match as floor/phrases.py says (whole words, any form, a negation before cancels).
- A phrase overlapping a stronger one of the same fact gives way to it; two values of one fact
  read from one story cancel, and neither is taken; a claim, a supposition or the room's rules
  are not what happened (floor/asides.py).
- Cards are taken for a fact only after the words that introduce them ("the opener had ...");
  cards without suits only where suits cannot change the answer (lowball ace-to-five, or a hand
  with a pair); a showdown is two or more five-card hands each told by its seat.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from ..records import field, record
from ..rules.book import Rulebook
from ..rules.model import HouseProfile
from ..rules.phrasing import tokens
from .amounts import role_amounts
from .asides import CLAIMS, asides, asked_of_now
from .called import low_caller
from .cancelled import by_rule, negated_right_before
from .cards_text import card_groups
from .carried import carried
from .checked_low import checked_beater, checker_low_told, shown_checked_low
from .hand_labels import TELLS_OWN_HAND, YOUR_HAND
from .hand_owners import declarer_seat
from .hand_shapes import hand_vocabulary
from .hand_words import hand_readings
from .low_hands import best_low, lows_end, lows_told
from .phrases import across_sentences, find, indexed, vocabulary, words_for
from .readers import follows, left_after_folds, more_readings, on_round
from .retold import teller_as_seat, teller_seat
from .room_words import room_clauses
from .seats import worked_out
from .story_cards import card_readings, showdown_by_rank, showdown_told
from .story_roles import read_roles, read_stakes


@record(eq=True)
class Reading:
    fact: str
    value: Any
    words: str  # the words it was read from, as typed


@record
class Story:
    """What a story states: facts, the seats in roles, the stakes, the hands shown."""

    readings: tuple
    roles: dict  # role -> seat number ("opener" -> 6)
    stakes: tuple  # (small bet, big bet) of a limit game, or ()
    hands: list  # [(label, CardGroup)] shown at a showdown
    by_rank: list = field(default_factory=list)  # a showdown told by ranks whose flushes are untold
    amounts: dict = field(default_factory=dict)  # role -> what that seat put in ("bettor" -> 40)
    contested: frozenset = frozenset()  # facts told both ways ("an openers button" ... "no such button"): not taken


# -- reading -------------------------------------------------------------------------------------------
def read_story(
    book: Rulebook, game: str, text: str, facts: frozenset | None = None, house: HouseProfile | None = None
) -> list[Reading]:
    """What the story states of these facts (default: every fact), in the order it says it."""
    return list(read(book, game, text, facts, house).readings)


def read(
    book: Rulebook, game: str, text: str, facts: frozenset | None = None, house: HouseProfile | None = None
) -> Story:
    """What the story states; `house` is the room's (a hand told in words may need its options to
    say whether it opens; without one, only what holds in every room is read)."""
    key = None if house is None else tuple(sorted(house.choices_for(game).items()))
    return _read(book, game, text, facts, key)


@lru_cache(maxsize=32)  # a pure function, asked again at each step of a dispute
def _read(book: Rulebook, game: str, text: str, facts: frozenset | None, house_key: tuple | None) -> Story:
    if facts is not None:  # each fact is read on its own: these are the whole story's, filtered
        whole = _read(book, game, text, None, house_key)
        return Story(
            tuple(r for r in whole.readings if r.fact in facts),
            whole.roles,
            whole.stakes,
            whole.hands,
            whole.by_rank,
            whole.amounts,
            whole.contested,
        )
    from ..engine.context import Context

    ctx = Context(book, game)
    typed, text = text, teller_as_seat(text)  # "I'm in seat 6 ... I opened": seat 6 opened
    toks = tokens(text)
    carried_text = carried(text)  # "seat 3 draws one, checks": seat 3 checks
    roles = read_roles(book, text, carried_text)
    if "declarer" not in roles and isinstance(
        seat := declarer_seat(hand_vocabulary(book), toks, [t[0] for t in toks], text), int
    ):
        roles["declarer"] = seat  # before the facts: "seat 2 checks" is the declarer's pass
    stakes = read_stakes(book, toks, text)
    claimed, about_house = asides(text, toks)
    found: dict[str, list] = {}  # fact -> [(start, end, value, words)]
    compiled = words_for(book, toks)
    unless = book.vocabulary.get("unless") or {}
    untrusted = {  # told as typed: "all with chips in front of them" is not all in
        fid
        for fid, phrases in unless.items()
        if any(not skipped for *_, skipped in find(phrases, toks, True, compiled))
    }
    whose, not_whose = _whose_seats(book, roles, "whose"), _whose_seats(book, roles, "not_whose")
    said_acts = book.vocabulary.get("said_acts") or frozenset()
    own_word = book.vocabulary.get("own_word") or frozenset()
    room_facts = book.vocabulary.get("room_facts") or frozenset()
    in_questions = book.vocabulary.get("read_in_questions") or frozenset()
    now_asked: set | None = None  # found where a fact read in questions has a phrase here
    room = room_clauses(text, toks, claimed)
    profile = dict(house_key or ())
    for (fid, value), phrases in _phrases_here(book, frozenset(indexed(toks)[0])).items():
        fact = book.facts[fid]
        option = fact.source == "house" and not fact.setup
        if fid in (profile if option else ctx.base) or fact.computed or fid in untrusted:
            continue  # fixed by the game or the room's profile, or worked out, or muddled: never read
        aside = set() if option else claimed if fact.setup or fid in room_facts else claimed | about_house
        if fid in in_questions:
            now_asked = asked_of_now(text, toks) if now_asked is None else now_asked
            aside = aside - now_asked  # "is check-raise ok after the draw?": that round
        for i, j, slots, skipped in find(phrases, toks, value is not False, compiled, loose=True):
            if across_sentences(text, toks, i, j) or (option and i not in room) or _demanded(toks, i):
                continue  # "nobody raises. Before the draw he ..." is no raise before the draw; an option is the room's word
            if by_rule(toks, i, j) or (value is False and negated_right_before(toks, i)):
                continue  # "knocking means he passed"; "he doesn't just call" (negatable phrases are cancelled in find)
            if (
                i in aside
                and not _said_is_done(fid, said_acts, toks, i, aside)
                and not _says_of_self(fid, own_word, toks, i)
            ) or any(roles.get(k[5:]) != v[0] for k, v in slots.items() if k.startswith("role:")):
                continue  # a claim, or "seat 2 folded" where seat 2 is not the opener
            if fid in whose and _seat_before(toks, i) not in (None, whose[fid]) and not _names_role(slots):
                continue  # "seat 6 hadn't acted yet" where seat 3 is the one who declares (a phrase naming his seat is his)
            if fid in not_whose and _seat_before(toks, i) == not_whose[fid]:
                continue  # "seat 8 declared it open with aces": the declarer's hand, not the opener's
            if value == "n" or fact.type == "number":
                got = slots.get("n", [value])[0] if value == "n" else value
                if not isinstance(got, int) or got < fact.minimum:
                    continue
                value_read = got
            else:
                value_read = value
            found.setdefault(fact.id, []).append((i, j, value_read, (j - i - skipped, -skipped)))
    for fid, stronger in (book.vocabulary.get("gives_way") or {}).items():
        if fid in found:  # "four players were still in when the betting started": when it started, not now
            found[fid] = [
                h
                for h in found[fid]
                if not any(o[0] <= h[0] and h[1] <= o[1] and o[3] > h[3] for f in stronger for o in found.get(f, ()))
            ]
    readings = []
    past_only: set[str] = set()
    contested: set[str] = set()
    for fid, hits in found.items():
        hits = [
            h for h in hits if not any(o[0] < h[1] and h[0] < o[1] and o[3] > h[3] for o in hits)
        ]  # a phrase overlapping a stronger one of the same fact (more words, fewer skipped) gives way
        order = (book.vocabulary.get("in_order") or {}).get(fid)
        if order:  # "seat 6 raised before the draw and says he bets first now": that round is over, this one untold
            later = any(h[2] != order[0] for h in hits)
            hits = [h for h in hits if not (h[2] == order[0] and _past_then_now(toks, h, later))]
            if not hits:
                past_only.add(fid)  # only a time gone by is told: another reader may tell the one now
        values = {h[2] for h in hits}
        fact = book.facts[fid]
        if len(values) != 1 and (named := (book.vocabulary.get("names") or {}).get(fid)):
            told_so = [h for h in hits if " ".join(t[0] for t in toks[h[0] : h[1]]) not in named]
            if told_so and len({h[2] for h in told_so}) == 1:  # "went low ... he does it on the high side"
                hits, values = told_so, {told_so[0][2]}
        if len(values) != 1:
            hits = _in_order(hits, (book.vocabulary.get("in_order") or {}).get(fid), _asked(text, toks))
            if not hits:
                if not order:  # a fact that changes as the hand goes on is told of two times, not in doubt
                    contested.add(fid)
                continue  # the story says two things: neither is taken
            values = {hits[0][2]}
        value = values.pop()
        if fact.type in ("choice",) or fact.setup:
            if value not in ctx.domain(fact):
                continue
        start, end = min(h[0] for h in hits), min(h[1] for h in hits if h[0] == min(x[0] for x in hits))
        readings.append((toks[start][1], Reading(fid, value, text[toks[start][1] : toks[end - 1][2]])))
    ranking = _ranking(book, game, readings)
    told = (set(found) - past_only) | {r.fact for _, r in readings}
    more = more_readings(book, ctx, text, toks, claimed, roles, stakes, told, ranking, typed)
    outweighed = {got[0] for _, got in more} & told  # a reader of the cards told re-reads a phrase's fact
    readings = [(at, r) for at, r in readings if r.fact not in outweighed] + [(at, Reading(*got)) for at, got in more]
    readings += [(at, Reading(*got)) for at, got in card_readings(book, text, toks, ranking)]
    told_values = {r.fact: r.value for _, r in readings}
    readings += [
        (at, Reading(*got)) for at, got in on_round(book, text, toks, claimed, told_values, untrusted, compiled)
    ]
    told_values = {r.fact: r.value for _, r in readings}
    readings += [(at, Reading(*got)) for at, got in left_after_folds(book, text, toks, claimed, told_values, compiled)]
    readings += [(at, Reading(*got)) for at, got in follows(book, readings)]
    teller = teller_seat(typed)  # "he" is never a player telling his own case
    readings = hand_readings(
        book, game, text, toks, roles, readings, house_key, aside=claimed, claims=CLAIMS, reading=Reading, teller=teller
    )  # "seat 4 opened with jacks up"
    readings.sort(key=lambda t: t[0])
    # Cards are looked for only where they can count (card_groups' patterns cost start-up to
    # compile): after a cue, or at a showdown, two hands or more each told by its seat.
    hands, by_rank = _showdown(typed, ranking)  # "I'm in seat 2 and I make A-2-3-4-5, seat 3 ... shows K-10-8-4-3"
    # with the teller's seat put for "I": "I've got 5-4-3-2-A, the 3 seat has 6-4-3-2-A ... I'm in seat 8"
    yours = any(label == YOUR_HAND for label, _ in hands or by_rank)
    if (yours or not (hands or by_rank)) and typed != text:
        seated = _showdown(text, ranking)
        hands, by_rank = seated if seated[0] or seated[1] else (hands, by_rank)
    called, checks = book.vocabulary.get("called_low") or {}, book.vocabulary.get("checked_low") or {}
    show = called.get("show", ())
    call = low_caller(called, text, ranking, typed) if called else None
    if call and call[0] is not None:
        roles = {**roles, "low_caller": call[0]}  # "seat 4 says eight ... turns over 7-5-4-2-A": his hand plays
        if not call[1]:
            roles = {**roles, "miscaller": call[0]}  # his hand is out of a showdown a miscall kills (clause `dead`)
    if (best := best_low(text, ranking, {roles["miscaller"]} if "miscaller" in roles else set())) is not None:
        roles = {**roles, "best_low": best}  # "seat 5 has eight-seven, seat 8 a nine"
    if checks and (beater := checked_beater(checks, show, text, ranking)):
        roles = {**roles, "lower_hand_shown": beater}  # "seat 2 checked a 6-4 ... seat 7 showed a wheel"
    roles = {**worked_out(text, toks, roles, tokens(carried_text)), **roles}  # who acts first, the bettor ...
    told = {r.fact for _, r in readings}
    checker = roles.get("checker")
    checked = shown_checked_low(checks, checker, hands, ranking, told)
    readings += [(len(text), Reading(*got)) for got in checked]  # his hand against the others shown
    told |= {c[0] for c in checked}
    check = checker is not None and re.search(rf"\bseat\s+{checker}\s+check", text, re.I)
    if checks and checks["fact"] not in told and check and "best_low" in roles:
        won = roles["best_low"] == checker  # "seat 4 checks ... seat 4 shows 7-5-4-2-A, seat 8 an 8-6"
        readings.append((check.start(), Reading(checks["fact"], won, text[check.start() : lows_end(text)])))
    if checks.get("qualified") not in told and (low := checker_low_told(checks, show, checker, text, ranking)):
        readings.append((low[0], Reading(checks["qualified"], low[1], low[2])))  # "seat 4 checked ... showed 6-4-3-2-A"
    amounts = role_amounts(text, roles)
    return Story(tuple(r for _, r in readings), roles, stakes, hands, by_rank, amounts, frozenset(contested))


DEMANDS = frozenset("demanded demands demand insisted insists".split())


def _demanded(toks: tuple, i: int) -> bool:
    """Whether a phrase at word i is what someone demanded be done ("demanded the opener show
    openers"), not what was done."""
    return any(toks[k][0] in DEMANDS and toks[k][3] == toks[i][3] for k in range(max(0, i - 3), i))


def _names_role(slots: dict) -> bool:
    """Whether a phrase names its role's seat itself ("before {seat:declarer} had acted")."""
    return any(k.startswith("role:") for k in slots)


def _showdown(text: str, ranking: str) -> tuple[list, list]:
    """The hands shown, each by its seat, in cards; or by ranks where an untold flush may decide."""
    if text.lower().count("seat") < 2 and not TELLS_OWN_HAND.search(text):
        return [], []
    groups = card_groups(text)
    hands = showdown_told(text, groups, ranking)
    by_rank = showdown_by_rank(text, groups, ranking) if not hands else []
    if (hands or by_rank) and _hand_told_by_name(text, ranking, hands or by_rank):
        return [], []  # "seat 9 has a nine" beside two hands in cards: the showdown is not all told
    return hands, by_rank


def _hand_told_by_name(text: str, ranking: str, shown: list) -> bool:
    """Whether a low is told for a seat by its top cards only ("seat 9 has a nine"), beside the
    hands the story shows in cards."""
    if ranking not in ("ace-to-five", "deuce-to-seven"):
        return False
    labels = {label for label, _ in shown}
    return any(f"seat {seat}" not in labels for seat in lows_told(text) or {})


def _said_is_done(fid: str, said_acts: frozenset, toks: tuple, i: int, aside: set) -> bool:
    """Whether a phrase of a fact told by what a player said at the table ("said he was
    splitting", "said pair") starts the saying itself, not inside another's claim ("seat 5 says
    he said pair")."""
    return fid in said_acts and toks[i][0] in CLAIMS and (i == 0 or i - 1 not in aside)


def _says_of_self(fid: str, own_word: frozenset, toks: tuple, i: int) -> bool:
    """Whether a phrase of a fact only a player's own word tells follows his claim about himself
    ("says he never saw the raise", "swears he didn't hear it")."""
    return fid in own_word and i >= 2 and toks[i - 1][0] in ("he", "she") and toks[i - 2][0] in OWN_SAYING


OWN_SAYING = CLAIMS - frozenset("if whether unless guess ruled rules".split())  # his word, not a supposition


def _whose_seats(book: Rulebook, roles: dict, key: str) -> dict[str, int]:
    """fact -> the seat of the role whose act it tells (rules_data/words.yaml `whose`), or never
    tells (`not_whose`), where the story names that seat."""
    out = {}
    for fid, role in (book.vocabulary.get(key) or {}).items():
        if isinstance(seat := roles.get(role), int):
            out[fid] = seat
    return out


def _seat_before(toks: tuple, i: int) -> int | None:
    """The seat named last before token i in its clause ("seat 6 hadn't acted"), if any."""
    for k in range(i - 1, 0, -1):
        if toks[k][3] != toks[i][3]:
            return None
        if toks[k - 1][0] == "seat" and toks[k][0].isdigit():
            return int(toks[k][0])
    return None


def _ranking(book: Rulebook, game: str, readings: list) -> Any:
    """The game's ranking; in a game ranked by the side it was opened for (Jacks Back), the
    side's where the story tells it ("went low": ace-to-five)."""
    ranking = book.game(game).ranking
    if isinstance(ranking, dict):
        side = next((r.value for _, r in readings if r.fact == book.fact_for("side")), None)
        return ranking.get(side, ranking) if side else ranking
    return ranking


def _in_order(hits: list, order: tuple | None, asked: frozenset | set = frozenset()) -> list:
    """The hits of the value told last, when the values follow in time ("raised before the
    draw ... three of us drew": the second round now), or of the one value the story's question
    names ("Who is first after the draw? ... he folded before the draw"); none otherwise."""
    if not order or any(h[2] not in order for h in hits):
        return []
    in_question = {h[2] for h in hits if h[0] in asked}
    if len(in_question) == 1:
        return [h for h in hits if h[2] in in_question]
    told = sorted(hits)
    ranks = [order.index(h[2]) for h in told]
    if ranks != sorted(ranks):
        return []
    return [h for h in told if h[2] == told[-1][2]]


PAST_ACTS = frozenset(
    "raised called opened limped bet checked folded completed reraised raise call open limp check fold reraise".split()
)  # the plain form too, as floor staff with little English tell the past ("s8 raise before draw")
PAST_PARTS = frozenset("raiser opener caller bettor".split())


def _past_then_now(toks: tuple, hit: tuple, later: bool) -> bool:
    """An act told in the past at an earlier time ("raised before the draw", "the pre-draw raiser"),
    with "now" after it or a later time told too: the earlier time is not the dispute's."""
    i, j = hit[0], hit[1]
    before = i > 0 and toks[i - 1][0] in PAST_ACTS and toks[i - 1][3] == toks[i][3]  # in its clause
    past = before or (j < len(toks) and toks[j][0] in PAST_PARTS and toks[j][3] == toks[j - 1][3])
    return past and (later or any(t[0] == "now" for t in toks[i:]))


def _asked(text: str, toks: tuple) -> set[int]:
    """The words of the story's questions (sentences ending in "?")."""
    spans = [(m.start(), m.end()) for m in re.finditer(r"[^.!?;]*\?", text)]
    return {n for n, t in enumerate(toks) if any(a <= t[1] < b for a, b in spans)}


def _phrases_here(book: Rulebook, stems: frozenset) -> dict[tuple, tuple]:
    """(fact, value) -> the phrases that can match a story with these words: those that start
    with an option or a slot, and those whose first word is one of them."""
    vocab = vocabulary(book)
    out: dict[tuple, list] = {}
    for w in ("", *stems):
        for key, phrase in vocab.starting(w):
            out.setdefault(key, []).append(phrase)
    return {key: tuple(p) for key, p in out.items()}


def read_game(book: Rulebook, text: str) -> Reading | None:
    """The game the story names outright, if it names exactly one (a Reading of the game fact)."""
    toks = tokens(text)
    hits = []
    compiled = words_for(book, toks)
    for gid, phrases in (book.vocabulary.get("games") or {}).items():
        hits += [(i, j, gid) for i, j, *_ in find(phrases, toks, True, compiled)]
    hits = [h for h in hits if not any(o[0] <= h[0] and h[1] <= o[1] and o[1] - o[0] > h[1] - h[0] for o in hits)]
    named = {g for _, _, g in hits}
    if len(named) != 1:
        return None
    i, j, gid = hits[0]
    return Reading(book.fact_for("game") or "game", gid, text[toks[i][1] : toks[j - 1][2]])
