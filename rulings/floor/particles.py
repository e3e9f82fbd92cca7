"""A story told half in another language. Its small words: where three or more of one language's
particles (words.yaml `particles`) stand in a story, they are left out, so the English and the
glossed words around them read as a sentence (and a dispute's words are not thinned by words no
rule uses); a story with one or two such words keeps them ("na" in another English, "ka" in a
name). Tagalog's order, where its words are glossed one for one (words.yaml `shorthand`): the act
before the one who made it ("sabi ni seat 9", "tumawag si seat 3") is put after him, and "alas"
before a number is the hour, not an ace ("alas tres ng madaling araw": three in the morning).

The grammar words of two creoles told in English spelling: Hawaii Pidgin's past marker ("he wen
go" is "he went") and its "um" after a verb ("flip um": it), and Trinidadian English's "he"
before what a player owns ("he cards gone": his)."""

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


# Hawaii Pidgin marks the past with "wen" before the verb ("he wen go to da draw", "seat 4 wen
# call"): the verb's past where it is spelt apart from the present (stems match the rest), and
# "wen" is dropped; "wen" before any other word is left (Patois's "when", a typo of it).
_PAST = {
    "go": "went",
    "take": "took",
    "say": "said",
    "draw": "drew",
    "throw": "threw",
    "give": "gave",
    "see": "saw",
    "get": "got",
    "come": "came",
    "tell": "told",
    "think": "thought",
    "make": "made",
    "have": "had",
    "lose": "lost",
    "win": "won",
    "hear": "heard",
    "know": "knew",
    "read": "read",
    "keep": "kept",
    "sit": "sat",
}
_REGULAR = (
    "call fold raise open check muck show toss ask knock bet flip turn spread push pull grab look lie put act pass "
    "deal expose announce declare play split chop scoop"
).split()
_WEN = re.compile(rf"\bwen\s+({'|'.join([*_PAST, *_REGULAR])})\b", re.I)


def creole_grammar(text: str) -> str:
    """The story with Pidgin's "wen <verb>" written as the verb's past, its "um" after a verb as
    "it", and Trinidadian English's "he" before what a player owns as "his"."""
    return his_for_he(um_as_it(_WEN.sub(lambda m: _PAST.get(m.group(1).lower(), m.group(1)), text)))


# Pidgin's "um" for "it" or "him" after a verb ("flip um face up", "calling um trips"); the "um" a
# speaker pauses on ("um, seat 4 ...") stands anywhere else and is left.
_UM = re.compile(
    r"\b((?:\w+ing|flip|flash|show|call|take|keep|fire|give|geev|trow|throw|toss|muck|like|see|saw|play|push|pull|"
    r"grab|count|read|kill|let|make|tell|stop|pay|move|turn|leave|put)\s+)um\b(?!\s*[,.…-])",
    re.I,
)


def um_as_it(text: str) -> str:
    """The story with Pidgin's "um" after a verb written "it"."""
    return _UM.sub(r"\1it", text)


# Trinidadian English's "he" for "his" before what a player owns ("shove he last eight dollars",
# "he cards gone", "fling he eight-six"): never English before these words.
_HIS = re.compile(
    r"\bhe(?=\s+(?:(?:own|cards?|hands?|chips?|money|stack|ante|blind|discards|openers)\b"
    r"|last\s+(?:\$?\d|[a-z]+\s+dollar)"  # "he last eight dollars", not "when he last raised"
    r"|(?:ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|trey|deuce)-))"
)


def his_for_he(text: str) -> str:
    return _HIS.sub("his", text)
