"""Reading the floor person's words: the facts a story states outright.

Conservative by design: a phrase is taken only when it can mean one thing; anything less certain
is left to a question (a question costs seconds, a wrong reading costs a wrong ruling).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from ..records import record
from ..rules.book import Rulebook


@record(eq=True)
class Reading:
    fact: str
    value: Any
    words: str  # the words it was read from


_SETUP_WORDS = (  # phrases that state the table setup; "ante limit" and "limit of antes" are not one
    (re.compile(r"\bpot[- ]?limit\b"), ("betting_structure", "pot-limit")),
    (re.compile(r"\bno[- ]?limit\b"), ("betting_structure", "no-limit")),
    (re.compile(r"(?<!ante )(?<!pot )(?<!pot-)(?<!no )(?<!no-)\blimit\b(?! of)"), ("betting_structure", "limit")),
    (re.compile(r"\bante[- ]?(?:only|game)\b|\bantes only\b"), ("forced_bets", "antes")),
    (re.compile(r"\bblind game\b|\bwith blinds\b|\bthree blinds\b"), ("forced_bets", "blinds")),
)


def read_story(book: Rulebook, game: str, text: str) -> list[Reading]:
    """What the story states outright, in the order it says it; a story naming two values of one
    fact states neither, and a value the game does not allow is not taken."""
    return list(_read(book, game, text))


@lru_cache(maxsize=32)  # asked again at every step of a dispute
def _read(book: Rulebook, game: str, text: str) -> tuple[Reading, ...]:
    from ..engine.context import Context

    ctx = Context(book, game)
    text = " ".join(text.lower().split())
    found: dict[str, list[tuple[Any, str]]] = {}
    for pattern, (fid, value) in _SETUP_WORDS:
        m = pattern.search(text)
        if m:
            found.setdefault(fid, []).append((value, m.group(0)))
    out = []
    for fid, values in found.items():
        fact = book.facts.get(fid)
        if fact is None or len({v for v, _ in values}) != 1 or fid in ctx.base:
            continue
        value, words = values[0]
        if value in ctx.domain(fact):
            out.append(Reading(fid, value, words))
    return tuple(out)
