"""The story's facts told other than by a phrase: a value named as a sentence by itself, a count
told act by act or seat by seat, the first act of a kind and who made it, an act closed by the next, an act made in turn, a lowball
call against the hand shown, a checked low won or beaten, what the joker's holder calls his
hand, an amount held against another, the players left after the folds told, a fact that follows
from others read (rules_data/words.yaml; floor/story.py reads the phrases and calls these for the facts the
phrases left unread)."""

from __future__ import annotations

import re
from typing import Any

from ..rules.book import Rulebook
from .acts import count_told, first_act, in_sequence
from .amounts import compared
from .called import called_low, mucked_on_call
from .checked_low import checked_low_won
from .hand_shapes import hand_vocabulary
from .in_turn import in_turn
from .joker_claim import joker_claim
from .kept_openers import kept_openers
from .phrases import across_sentences, find, without_label
from .seat_lists import seats_listed
from .seats import others_in, others_out


def more_readings(
    book: Rulebook,
    ctx,
    text: str,
    toks: tuple,
    claimed: set,
    roles: dict,
    stakes: tuple,
    found: set,
    ranking: Any,
    typed: str = "",
) -> list:
    """[(where, (fact, value, words))] of the facts not in `found` nor fixed by the game or the room
    (`typed`: the story as typed, where the teller's seat was written in for "I")."""
    readings: list = []
    skip = found | set(ctx.base)  # read already, or fixed by the game or the room
    for fid, by_value in (book.vocabulary.get("alone") or {}).items():
        if fid not in skip and (got := _alone(toks, by_value, claimed, book.vocabulary.get("game_labels") or ())):
            readings.append((toks[got[0]][1], (fid, got[1], text[toks[got[0]][1] : toks[got[0]][2]])))
    for fid, spec in (book.vocabulary.get("counted") or {}).items():
        if fid not in skip:
            counted = count_told(text, toks, spec, claimed)
            if counted is not None and counted[1] >= book.facts[fid].minimum:
                readings.append((counted[0], (fid, *counted[1:])))
    for fid, spec in (book.vocabulary.get("seats_listed") or {}).items():
        if fid not in skip and (listed := seats_listed(text, toks, spec, claimed)):
            readings.append((listed[0], (fid, *listed[1:])))
    for fid, spec in (book.vocabulary.get("others_in") or {}).items():
        if fid not in skip and (got := others_in(text, toks, roles, spec["role"])):
            readings.append((got[0], (fid, spec["value"], got[1])))
    for fid, spec in (book.vocabulary.get("others_out") or {}).items():
        if fid not in skip and (got := others_out(text, toks, roles, spec["role"])):
            readings.append((got[0], (fid, spec["value"], got[1])))
    for fid, spec in (book.vocabulary.get("same_seat") or {}).items():
        if fid not in skip and (got := same_seat(text, roles, spec)):
            readings.append((got[0], (fid, spec["value"], got[1])))
    for fid, spec in (book.vocabulary.get("first_act") or {}).items():
        if fid not in skip and (got := first_act(text, toks, spec, claimed, roles)):
            readings.append((got[0], (fid, spec["value"], got[1])))
    for fid, sequences in (book.vocabulary.get("in_sequence") or {}).items():
        for sequence in sequences if fid not in skip else ():  # one for each value it may tell
            if got := in_sequence(text, toks, sequence, claimed):
                readings.append((got[0], (fid, sequence["value"], got[1])))
                break
    for fid, spec in (book.vocabulary.get("in_turn") or {}).items():
        if fid not in skip and (got := in_turn(text, toks, spec, claimed)):
            readings.append((got[0], (fid, spec["value"], got[1])))
    spec = book.vocabulary.get("called_low") or {}
    if spec and spec["fact"] not in skip:
        if call := called_low(spec, text, ranking, typed):
            readings.append((call[0], (spec["fact"], call[1], call[2])))
    if spec.get("muck") and spec["muck"] not in skip and (muck := mucked_on_call(spec, text, ranking, typed)):
        readings.append((muck[0], (spec["muck"], True, muck[1])))
    checked = book.vocabulary.get("checked_low") or {}
    if checked and checked["fact"] not in skip:
        if outcome := checked_low_won(checked, spec.get("show", ()), text, ranking):
            readings.append((outcome[0], (checked["fact"], outcome[1], outcome[2])))
    joker = book.vocabulary.get("joker_claim") or {}
    if joker and joker["fact"] not in skip and ranking == "high":
        if claim := joker_claim(joker, text, toks, claimed):
            readings.append((claim[0], (joker["fact"], claim[1], claim[2])))
    kept = book.vocabulary.get("kept_openers") or {}
    # the cards told outweigh a phrase ("opened with three queens ... throws one queen": a pair of
    # queens is kept), so the hand and its throw are read even where a phrase told the fact
    plural = hand_vocabulary(book)["plural"] if kept and kept["fact"] not in ctx.base else {}
    if plural and (held := kept_openers(kept, text, roles.get("opener"), plural)):
        at, value, words, thrown_at = held
        if not claimed & {n for n, t in enumerate(toks) if t[1] in (at, thrown_at)}:  # neither act in a claim
            readings.append((at, (kept["fact"], value, words)))  # "opened with jacks and 4s, threw the 4s"
    readings += list(compared(book, text, toks, claimed, stakes, skip | {got[0] for _, got in readings}))
    return readings


def _alone(toks: tuple, by_value: dict, aside: set, labels: tuple) -> tuple[int, Any] | None:
    """(where, value) of a clause that is nothing but a value's name ("Limit."), or the game's
    label and the name ("fcd ante."); one value only."""
    clauses: dict[int, list[int]] = {}
    for n, t in enumerate(toks):
        clauses.setdefault(t[3], []).append(n)
    got = {
        (ns[0], value)
        for ns in clauses.values()
        for value, names in by_value.items()
        if not aside & set(ns) and without_label(" ".join(toks[n][0] for n in ns), labels) in names
    }
    return next(iter(got)) if len({v for _, v in got}) == 1 else None


def on_round(book: Rulebook, text: str, toks: tuple, claimed: set, told: dict, untrusted: set, compiled: dict) -> list:
    """[(where, (fact, n, words))]: a count told the short way ("five handed") that means the fact
    only on one betting round, read where the story's round is that one (words.yaml `on_round`)
    and tells one such count, outside any claim."""
    out = []
    for fid, spec in (book.vocabulary.get("on_round") or {}).items():
        if fid in told or fid in untrusted or told.get("betting_round") != spec["round"]:
            continue
        hits = [
            h
            for h in find(spec["n"], toks, True, compiled)
            if h[0] not in claimed and not across_sentences(text, toks, h[0], h[1])
        ]
        counts = {h[2]["n"][0] for h in hits if h[2].get("n")}
        if len(counts) == 1 and (n := counts.pop()) >= book.facts[fid].minimum:
            i, j = hits[0][0], hits[0][1]
            out.append((toks[i][1], (fid, n, text[toks[i][1] : toks[j - 1][2]])))
    return out


def same_seat(text: str, roles: dict, spec: dict) -> tuple[int, str] | None:
    """(where, words): the role's seat is also one of the other roles' ("seat 2 was all in for his
    ante and declared it open": the all-in player opened); the words are his first sentence."""
    seat = roles.get(spec["role"])
    if seat is None or not any(roles.get(other) == seat for other in spec["with"]):
        return None
    m = re.search(rf"\bseat {seat}\b[^.;!?]*", text, re.I)
    return (m.start(), m.group(0).strip()) if m else None


def left_after_folds(book: Rulebook, text: str, toks: tuple, claimed: set, told: dict, compiled: dict) -> list:
    """[(where, (fact, n, words))]: the players left now, where the story tells the players the
    round began with and one count of folds since ("four of us start the round, two fold", "seats
    5 and 9 have folded": two), outside any claim (words.yaml `left_after_folds`)."""
    out = []
    for fid, spec in (book.vocabulary.get("left_after_folds") or {}).items():
        began = told.get(spec["start"])
        if fid in told or not isinstance(began, int):
            continue
        hits = [h for h in find(spec["folds"], toks, True, compiled) if h[0] not in claimed]
        folds = {len(h[2]["seat"]) if "seat" in h[2] else h[2]["n"][0] for h in hits if h[2]}  # seats: their count
        if len(folds) == 1 and (left := began - folds.pop()) >= book.facts[fid].minimum:
            i, j = hits[0][0], hits[0][1]
            out.append((toks[i][1], (fid, left, text[toks[i][1] : toks[j - 1][2]])))
    return out


def follows(book: Rulebook, readings: list) -> list:
    """[(where, (fact, value, words))]: a fact that follows from the values of others read, where
    the story did not tell it (words.yaml `follows`: two players left and one mucked for the pair);
    its words are those of the readings it follows from."""
    read = {r.fact: (at, r) for at, r in readings}
    out = []
    for fid, spec in (book.vocabulary.get("follows") or {}).items():
        if fid in read or any(f not in read or read[f][1].value != v for f, v in spec["when"].items()):
            continue
        premises = sorted((read[f] for f in spec["when"]), key=lambda p: p[0])
        out.append((premises[0][0], (fid, spec["value"], " … ".join(r.words for _, r in premises))))
    return out
