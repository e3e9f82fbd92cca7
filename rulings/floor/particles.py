"""A story told half in another language. Its small words: where three or more of one language's
particles (words.yaml `particles`) stand in a story, they are left out, so the English and the
glossed words around them read as a sentence (and a dispute's words are not thinned by words no
rule uses); a story with one or two such words keeps them ("na" in another English, "ka" in a
name). Tagalog's order, where its words are glossed one for one (words.yaml `shorthand`): the act
before the one who made it ("sabi ni seat 9", "tumawag si seat 3") is put after him, and "alas"
before a number is the hour, not an ace ("alas tres ng madaling araw": three in the morning)."""

from __future__ import annotations

import re

_WORD = re.compile(r"(?<![\w'’-])[A-Za-z]+(?![\w'’-])")
ENOUGH = 3  # distinct particles of one language before any is left out
_ACT_BEFORE_SEAT = re.compile(
    r"\b(says|said|called|opened|showed|threw|raised|folded|took|asked for|asked)\s+(?:ni|si)\s+(seat \d{1,2}|dealer)\b"
    r"(?:\s+says\b)?",
    re.I,
)  # a quote right after him already says: "sabi ni seat 4 "..."" is seat 4 says "..."
_HOUR = re.compile(
    r"\balas(?=\s+(?:uno|dos|tres|kwatro|singko|sais|siyete|syete|otso|nuwebe|diyes|onse|dose|\d{1,2})\b)", re.I
)


def without_particles(text: str, languages: tuple) -> str:
    """The story with the particles of each language it is told partly in left out."""
    if not languages:
        return text
    words = {m.group(0).lower() for m in _WORD.finditer(text)}
    dropped = frozenset().union(*(p for p in languages if len(p & words) >= ENOUGH))
    if not dropped:
        return text
    return _WORD.sub(lambda m: "" if m.group(0).lower() in dropped else m.group(0), text)


def seat_before_act(text: str) -> str:
    return _ACT_BEFORE_SEAT.sub(r"\2 \1", text)


def o_clock(text: str) -> str:
    return _HOUR.sub("at", text)
