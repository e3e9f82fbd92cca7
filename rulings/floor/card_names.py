"""Cards named in French or Spanish, as a floor person from Quebec, France or Latin America may
type them among English words ("as de pique", "roi de coeur", "two valet", "a flush in carreau",
"el as de corazones"), or the trey as speech-to-text writes it ("tray of hearts"): their English
names, so the card readers know them.

A suit word of these languages is no English word (in lower case: "Mr. Pique" is a name), nor
are "roi", "rey", "valets" and "dames"; "as", "valet" and "dame" are, so they are read as cards
only before a suit ("as de carreau") or after a count ("four as", "two dame"; in lower case: "seat
2 As 9s" is the ace of spades) or in a run of ranks ("8-6-4-2-as"), never in "as good as", "the
valet" or "the dame next to him".
"""

from __future__ import annotations

import re

_SUITS = {
    "pique": "spades",
    "piques": "spades",
    "coeur": "hearts",
    "coeurs": "hearts",
    "cœur": "hearts",
    "cœurs": "hearts",
    "carreau": "diamonds",
    "carreaux": "diamonds",
    "trèfle": "clubs",
    "trèfles": "clubs",
    "trefle": "clubs",
    "trefles": "clubs",
    "picas": "spades",
    "corazones": "hearts",
    "diamantes": "diamonds",
    "tréboles": "clubs",
    "treboles": "clubs",
}
_RANKS = {"as": "ace", "roi": "king", "rey": "king", "dame": "queen", "reina": "queen", "valet": "jack", "jota": "jack"}
_COUNT = r"(?<!seat\s)(?:two|three|four|five|deux|trois|quatre|cinq|dos|tres|cuatro|cinco)"
_SUIT = "(?-i:" + "|".join(sorted(_SUITS, key=len, reverse=True)) + ")"  # in lower case: "Mr. Pique" is a name
_RANK = "|".join(_RANKS)

_OF_SUIT = re.compile(rf"\b({_RANK}|10|[2-9jqka]|ace|king|queen|jack)\s+(?:de|of)\s+({_SUIT})\b", re.I)
_COUNTED = re.compile(rf"\b({_COUNT})\s+((?-i:{_RANK}))s?\b(?!\s+(?:well|good|much|long|far|soon|if|though)\b)", re.I)
# no English words: "roi", "with his valets"
_NO_ENGLISH = {"roi": "king", "rey": "king", "rois": "kings", "reyes": "kings", "valets": "jacks", "dames": "queens"}
_ALWAYS = re.compile(rf"\b({'|'.join(_NO_ENGLISH)})\b")
_SUIT_WORD = re.compile(rf"\b({_SUIT})\b")
# the trey before a suit or beside another rank: "tray of hearts", "six-four-tray-deuce"
_TRAY_BEFORE = re.compile(
    r"\btray(s?)\b(?=\s+of\s+(?:hearts|diamonds|clubs|spades)\b|[\s,-]+(?:deuces?|twos?|aces?|2)\b)", re.I
)
_TRAY_AFTER = re.compile(r"\b((?:fours?|fives?|six(?:es)?|sevens?|eights?|nines?|tens?|[4-9])[\s,-]+)tray(s?)\b", re.I)
_RUN_ACE = re.compile(r"(?<=[0-9kqjtKQJT]-)as\b|\bas(?=-(?:10|[2-9kqjtKQJT])\b)")  # "8-6-4-2-as": the ace


def in_english(text: str) -> str:
    """The text with French and Spanish card names, and the spoken "tray", put in English (same
    sentences)."""
    text = _TRAY_AFTER.sub(r"\1trey\2", _TRAY_BEFORE.sub(r"trey\1", text))
    text = _RUN_ACE.sub("ace", text)
    if not _SUIT_WORD.search(text) and not _ALWAYS.search(text) and not _COUNTED.search(text):
        return text
    text = _OF_SUIT.sub(lambda m: f"{_RANKS.get(m.group(1).lower(), m.group(1))} of {_SUITS[m.group(2)]}", text)
    text = _COUNTED.sub(lambda m: f"{m.group(1)} {_RANKS[m.group(2).lower()]}s", text)
    text = _ALWAYS.sub(lambda m: _NO_ENGLISH[m.group(1)], text)
    return _SUIT_WORD.sub(lambda m: _SUITS[m.group(1)], text)
