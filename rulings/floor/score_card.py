"""A dealer's score-card notes ("S3 O 10 / S5 R 20 / S3 D2 / all F / B=S4") written out in words
before the story is read. Each capital letter of words.yaml's `act_letters` is an act where it
stands right after one who acts ("seat 3", "all", "nobody": "seat 3 opens") or after a word that
wants the act's plain form ("wants R": "wants to raise", "can O": "can open"); letters in a row
are the round told act by act ("B R R R": "bet, raise, raise, raise"). A slash or an arrow between
notes ends a clause, a seat's words in quotes are what he said, "B=S4" and "S9(B)" say where the
button is, "house =" states the room's rule. Only capital letters as typed are read, so "seat 4
c" or a hand's "A" stays what it was."""

from __future__ import annotations

import re
from functools import lru_cache

_ACTOR = r"seat\s+\d{1,2}(?:\s*\([^()]{1,20}\))?|all|everyone|everybody|nobody|no\s+one|no|already|just|then|hi|lo"
_PLAIN = r"wants|wanted|to|can|could|cant|must|may|might|will|would|i['’]ll|forced|another|\d(?:st|nd|rd|th)"  # "forced open", "7th raise"
_BUTTON_IS = re.compile(r"\bB\s*=\s*((?i:seat)\s+\d{1,2})\b")  # "B=S4": the button is seat 4
_BUTTON_NAMED = re.compile(
    r"(?<=\bof )B\b|\bB(?= (?:is|was|due|moves|moved|goes|went|on|at)\b)"
)  # "left of B", "B due"
_BUTTON_MARK = re.compile(r"\b((?i:seat)\s+\d{1,2})\s*\(B\)")  # "S9(B) C": seat 9, the button, calls
_HOUSE_IS = re.compile(r"\b(house|room)\s*=\s*", re.I)  # "house = kill only if nobody objects": its rule
_QUOTED = re.compile(
    r"(?<!\basks\s)(?<!\btells\s)\b((?i:seat)\s+\d{1,2}(?:\s+(?:now|then|just|again))?)(?:\s*:)?\s+(?=[\"“])"
)  # seat 4 "8", seat 1 now "I'll O it", Seat 2: "seven": what he says
_BREAK = re.compile(r"\s+(?:/|→|->)\s+")  # between two notes
_ASKS = re.compile(
    r"\s+(?:→|->)\s+((?:(?i:seat)\s+\d{1,2}|me|the\s+dealer)\s*[:,]?\s*)(?=[\"“])"
)  # S4 → S8 "how many?"


@lru_cache(maxsize=8)
def _patterns(letters: str) -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    one = rf"[{letters}]"
    return (
        re.compile(rf"\b(?i:({_ACTOR})|({_PLAIN}))\s+({one})(\d)?(?![\w'’=+])"),  # the words in any case
        re.compile(rf"\b{one}(?:\s+(?:then\s+)?{one}\b)+(?![\w'’=])"),  # "B then R R R R R R"
        re.compile(rf"\b({one})\s*\+\s*(\d)\s*({one})\b"),  # "B + 6 R": a bet and six raises
    )


def score_card(text: str, act_letters: dict | None) -> str:
    """The notes written out: "seat 3 O 10 / seat 5 R" -> "seat 3 opens 10, seat 5 raises"."""
    if not act_letters:
        return text
    act, in_a_row, cap = _patterns("".join(sorted(act_letters)))
    text = _BUTTON_IS.sub(r"the button is \1", text)
    text = _BUTTON_NAMED.sub("the button", _BUTTON_MARK.sub(r"\1 (the button)", text))
    text = _BREAK.sub(", ", _ASKS.sub(r" asks \1", _HOUSE_IS.sub(r"\1 rule: ", text)))
    text = _QUOTED.sub(r"\1 says ", text)
    if not act.search(text) and not in_a_row.search(text) and not cap.search(text):
        return text  # no act told by its letter: no score card
    text = cap.sub(
        lambda m: f"a {_plain(act_letters, m.group(1))} and {m.group(2)} {_plain(act_letters, m.group(3))}s", text
    )
    text = in_a_row.sub(lambda m: ", ".join(_plain(act_letters, c) for c in re.findall(r"[A-Z]", m.group(0))), text)
    return act.sub(lambda m: _written(m, act_letters), text)


def _plain(act_letters: dict, letter: str) -> str:
    return act_letters[letter].split(" ")[0]  # "stand pat" is told "stand"


def _written(m: re.Match, act_letters: dict) -> str:
    """The act in the words its place needs: "seat 4 raises", "wants to raise", "good to open"."""
    actor, plain, act = m.group(1), m.group(2), act_letters[m.group(3)]  # act: "stand pat"
    if plain:
        act = f"to {act}" if plain.startswith("want") else act
    else:
        verb, _, rest = act.partition(" ")
        act = f"{verb}s {rest}".rstrip()  # "stands pat", "raises"
    return f"{actor or plain} {act}" + (f" {m.group(4)}" if m.group(4) else "")
