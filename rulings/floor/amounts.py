"""An amount told against the one it is measured by (rules_data/words.yaml, `compared`): "all in
for $15 on a $40 bet" is less than half a bet; "$12 when his $20 big blind comes" is half a
blind or more. Read only when the story gives one amount of each kind, outside any claim.

And the money a seat in a part put in, for a ruling that gives it back ("seat 6 gets back the
$40 he bet after the draw"): named only where the story tells one such amount and no raise.
"""

from __future__ import annotations

import re

from ..rules.book import Rulebook
from .phrases import NUMBERS, find, words_for


def compared(book: Rulebook, text: str, toks: tuple, aside: set, stakes: tuple, skip: set) -> list[tuple[int, tuple]]:
    """[(where, (fact, value, words))] for the compared facts the story tells both amounts of."""
    out = []
    compiled = None
    for fid, spec in (book.vocabulary.get("compared") or {}).items():
        if fid in skip:
            continue
        compiled = compiled or words_for(book, toks)
        told = _amounts(spec["amount"], toks, aside, compiled)
        against: dict[float, tuple[int, int] | None] = dict(_amounts(spec["against"], toks, aside, compiled, True))
        told = {
            a: span
            for a, span in told.items()
            if not any(s and _overlap(span, s) and a == of for of, s in against.items())
        }
        if not against and spec["stakes"] is not None and stakes:
            against = {stakes[spec["stakes"]]: None}  # the limit bet the story's stakes give
        placed = {of: s for of, s in against.items() if s is not None}
        if (
            len(told) == 1 and len(placed) > 1 and len(placed) == len(against)
        ):  # "$20-$40, ... the $20 big blind and only $8"
            span = next(iter(told.values()))
            near = sorted(placed.items(), key=lambda kv: _distance(span, kv[1]))
            if _distance(span, near[0][1]) < _distance(span, near[1][1]):
                against = dict(near[:1])
        if len(told) != 1 or len(against) != 1:
            continue
        (amount, span), (of, of_span) = next(iter(told.items())), next(iter(against.items()))
        spans = [s for s in (span, of_span) if s]
        start, end = min(s[0] for s in spans), max(s[1] for s in spans)
        words = text[toks[start][1] : toks[end - 1][2]]
        out.append((toks[start][1], (fid, 2 * amount < of, words)))
    return out


def _amounts(
    phrases: tuple, toks: tuple, aside: set, compiled: dict, largest: bool = False
) -> dict[float, tuple[int, int]]:
    """amount in dollars -> where it was told (first token, token after), of the phrases' matches
    ("75 cents" is $0.75); with `largest`, a phrase of several amounts gives its largest (the big
    blind of "blinds 200-400-600")."""
    got: dict[float, tuple[int, int]] = {}
    for i, j, slots, _ in find(phrases, toks, True, compiled, loose=True):  # "left of button had $3"
        if i in aside or not slots.get("amount") or _leads_out_of_clause(toks, i, j):
            continue
        value = max(slots["amount"]) if largest else slots["amount"][0]
        at = next((k for k in range(i, min(j, len(toks))) if toks[k][0] == str(value)), None)
        if at is not None and toks[at + 1 : at + 2] and toks[at + 1][0] in ("cents", "cent"):
            value = value / 100
        got.setdefault(value, (i, j))
    return got


def _leads_out_of_clause(toks: tuple, i: int, j: int) -> bool:
    """A phrase that starts with its amount and goes on in the next clause: "only has $3, low open
    is 10" ($3 is not the low open; "the big blind's on s7, it's $20" still is the blind)."""
    k = i + (toks[i][0] == "$")
    return k + 1 < j and toks[k][0][:1].isdigit() and toks[k + 1][3] != toks[k][3]


def _distance(a: tuple, b: tuple) -> int:
    return max(0, b[0] - a[1], a[0] - b[1])


def _overlap(a: tuple, b: tuple) -> bool:
    return a[0] < b[1] and b[0] < a[1]


_TENS_WORD = "(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)"  # "seat 8 bet forty"


def _dollars(told: str) -> int:
    return int(told[1:]) if told.startswith("$") else NUMBERS[told.lower()]


_RAISED = re.compile(r"\b(?:raise[sd]?|raising|re-?raise[sd]?|bump(?:s|ed)?|pop(?:s|ped)?|makes it|made it)\b", re.I)
_ALL_IN = re.compile(
    r"\b(?:all[\s-]in\s+(?:for|with)\s+(?:his\s+)?(?:last\s+)?|shoves?\s+(?:his\s+)?(?:last\s+)?|"
    r"mov(?:es|ed)\s+in\s+for\s+)\$(\d+)\b",
    re.I,
)


def role_amounts(text: str, roles: dict) -> dict[str, int]:
    """role -> the amount that seat put in, where the story tells it once: the bettor's bet after
    a checked low ("seat 6 bets $40"), the opening bet ("seat 7 opened for $10"), the overcall of
    a short all-in bet (the all-in amount). The roles are rules/words.py AMOUNT_ROLES."""
    out: dict[str, int] = {}
    if _RAISED.search(text):
        return out  # a raise: what each put in is more than one told amount
    if (bettor := roles.get("bettor")) is not None:
        bets = set(
            _dollars(m)
            for m in re.findall(
                rf"\bseat {bettor}\s+(?:bets?|bet out|bets out|fires|fired|leads|led)\s+(\$\d+|{_TENS_WORD})\b",
                text,
                re.I,
            )
        )
        if len(bets) == 1:
            out["bettor"] = bets.pop()
    if (opener := roles.get("opener")) is not None:
        opens = set(
            re.findall(
                rf"\bseat {opener}\s+open(?:s|ed)?(?:\s+it)?(?:\s+for\s+(?:high|low))?(?:\s+for)?\s+\$(\d+)\b",
                text,
                re.I,
            )
        )
        if len(opens) == 1:
            out["opener"] = int(opens.pop())
    if roles.get("overcaller") is not None:
        all_in = set(_ALL_IN.findall(text))
        if len(all_in) == 1:
            out["overcaller"] = int(all_in.pop())
    return out
