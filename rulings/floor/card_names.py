"""Cards named in French or Spanish, as a floor person from Quebec, France or Latin America may
type them among English words ("as de pique", "roi de coeur", "two valet", "a flush in carreau",
"el as de corazones") or in German, suit first or last ("Pik Ass", "König Herz", "8 Kreuz",
"three Damen"), or the trey as speech-to-text writes it ("tray of hearts"): their English
names, so the card readers know them.

A suit word of these languages is no English word (in lower case: "Mr. Pique" is a name), nor
are "roi", "rey", "valets" and "dames"; "as", "valet" and "dame" are, so they are read as cards
only before a suit ("as de carreau") or after a count ("four as", "two dame"; in lower case: "seat
2 As 9s" is the ace of spades) or in a run of ranks ("8-6-4-2-as"), never in "as good as", "the
valet" or "the dame next to him". German names are read only in a story that names a German suit,
a king or a jack ("Herz", "König", "Bube"): there "Ass" and "Dame" are the ace and the queen.
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
_TRAY_AFTER = re.compile(
    r"\b((?:fours?|fives?|six(?:es)?|sevens?|eights?|nines?|tens?|[4-9])[\s,-]+(?:and\s+)?)tray(s?)\b", re.I
)
_RUN_ACE = re.compile(r"(?<=[0-9kqjtKQJT]-)as\b|\bas(?=-(?:10|[2-9kqjtKQJT])\b)")  # "8-6-4-2-as": the ace


_DE_SUITS = {"pik": "spades", "herz": "hearts", "karo": "diamonds", "kreuz": "clubs"}
_DE_RANKS = {"ass": "ace", "könig": "king", "koenig": "king", "dame": "queen", "bube": "jack"}
_DE_PLURALS = {"asse": "aces", "könige": "kings", "koenige": "kings", "damen": "queens", "buben": "jacks"}
_DE_NUMBERED = {"zehner": "ten", "neuner": "nine", "achter": "eight", "siebener": "seven", "sechser": "six"}
_DE_COUNTED = re.compile(  # "zwei Zehner", "two Neuner": tens, nines; "a Zehner": a ten
    rf"\b(?:(two|three|four|zwei|drei|vier|both|beide)\s+)?({'|'.join(_DE_NUMBERED)})\b", re.I
)
_GERMAN = re.compile(rf"\b(?:pik|herz|kreuz|karo|k(?:ö|oe)nige?|buben?|{'|'.join(_DE_NUMBERED)})\b", re.I)
_DE_SUIT = "(?:pik|herz|karo|kreuz)"
_DE_RANK = "(?:ass|k(?:ö|oe)nig|dame|bube|10|[2-9]|(?-i:[AKQJ])|ace|king|queen|jack)"
_DE_CARD = re.compile(  # "Ass Pik", "8 Kreuz"; "Herz Ass", "the Pik Ass"
    rf"\b(?P<r>{_DE_RANK})\s+(?P<s>{_DE_SUIT})\b|\b(?P<s2>{_DE_SUIT})\s+(?P<r2>{_DE_RANK})\b(?!\s+{_DE_SUIT}\b)", re.I
)
_DE_ENGLISH = {**_DE_PLURALS, **_DE_RANKS, **_DE_SUITS}
_DE_WORD = re.compile(rf"\b({'|'.join(_DE_ENGLISH)})\b", re.I)


def _from_german(text: str) -> str:
    """German card names in English: "Ass Pik" the ace of spades, "drei Damen" three queens."""
    if not _GERMAN.search(text):
        return text

    def card(m: re.Match) -> str:
        rank, suit = (m.group("r"), m.group("s")) if m.group("r") else (m.group("r2"), m.group("s2"))
        return f"{_DE_RANKS.get(rank.lower(), rank)} of {_DE_SUITS[suit.lower()]}"

    text = _DE_COUNTED.sub(
        lambda m: (
            f"{m.group(1)} {_DE_NUMBERED[m.group(2).lower()]}s" if m.group(1) else _DE_NUMBERED[m.group(2).lower()]
        ),
        text,
    )
    text = _DE_CARD.sub(card, text)
    return _DE_WORD.sub(lambda m: _DE_ENGLISH[m.group(1).lower()], text)


def in_english(text: str) -> str:
    """The text with French, Spanish and German card names, and the spoken "tray", put in English
    (same sentences)."""
    text = _from_german(text)
    text = _TRAY_AFTER.sub(r"\1trey\2", _TRAY_BEFORE.sub(r"trey\1", text))
    text = _RUN_ACE.sub("ace", text)
    if not _SUIT_WORD.search(text) and not _ALWAYS.search(text) and not _COUNTED.search(text):
        return text
    text = _OF_SUIT.sub(lambda m: f"{_RANKS.get(m.group(1).lower(), m.group(1))} of {_SUITS[m.group(2)]}", text)
    text = _COUNTED.sub(lambda m: f"{m.group(1)} {_RANKS[m.group(2).lower()]}s", text)
    text = _ALWAYS.sub(lambda m: _NO_ENGLISH[m.group(1)], text)
    return _SUIT_WORD.sub(lambda m: _SUITS[m.group(1)], text)
