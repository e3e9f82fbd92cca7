"""A text scanner's slips. "rn" for an m that starts a word ("rnisread": no English word starts
"rn" and a vowel). Letters read as digits ("5eat 2 ca1led", "0pened", "1owball"): the
letters put back, only in a word that is otherwise letters and reads whole once they are;
numbers, cards ("10s", "J10"), seats ("S5s"), counts with a unit ("5th", "5bet", "10pm") and
shorthand ("no1", "every1") stay as typed. A word split in two ("After the dr aw", "D ealer"):
joined where the whole is a word the reader knows and neither piece is, or the second is only a
tail of two letters after a short word ("on ly")."""

from __future__ import annotations

import re

from ..rules.phrasing import stem

_MIXED = re.compile(r"\b(?=[A-Za-z015]*[A-Za-z][A-Za-z015]*[A-Za-z])(?=[A-Za-z015]*[015])[A-Za-z015]+\b")
_KEPT = re.compile(r"^(?:[sS]\d+[sS]?|[015]{2}.*|.*10.*|\d(?:am|pm|st|th))$", re.I)  # "S5s", "100ish", a ten, "1am"
_VOWELS = frozenset("aeiouy")
_RN = re.compile(r"\b[rR]n(?=[aeiou])")
_O_WORD = re.compile(r"\b0([fnr])\b")  # "0f", "0n", "0r"
_PAIR = re.compile(r"(?<![\w'’])([A-Za-z]{1,6}) (?=([a-z]{1,6})\b(?!['’]))")  # two pieces of a word, one space apart


def unscanned(text: str, known: frozenset = frozenset(), words: frozenset = frozenset()) -> str:
    """The story with a scanner's 0, 1 and 5 put back as the letters they stand for, and a word
    it split joined again (`known`: the words the reader's phrases start with, as stems; `words`:
    short words a voice writes whole, never the tail of a split, as Cajun's "de" in "win de pot")."""
    text = _RN.sub(lambda m: "M" if m.group(0)[0] == "R" else "m", text)
    text = _O_WORD.sub(r"o\1", text)  # "three 0f them"
    if any(c in text for c in "015"):
        text = _MIXED.sub(_letters, text)
    if known:
        out, at = [], 0
        for m in _PAIR.finditer(text):  # pairs overlap: "had on ly" tries "had on", then "on ly"
            if m.start() >= at and _joined(m.group(1), m.group(2), known, words):
                out.append(text[at : m.start()] + m.group(1) + m.group(2))
                at = m.end() + len(m.group(2))
        text = "".join(out) + text[at:]
    return text


def _joined(first: str, second: str, known: frozenset, words: frozenset) -> bool:
    if min(len(first), len(second)) > 3 or len(first + second) < 4 or stem(second) in known or second in words:
        return False
    if stem(first.lower()) in known and (len(second) != 2 or len(first) > 3):
        return False  # a word, and more than a tail of two letters ("on ly") after it
    whole = stem((first + second).lower())
    return whole in known and whole != stem(first.lower())  # "and de": a stem that is "and" is no new word


def _letters(m: re.Match) -> str:
    word = m.group(0)
    if _KEPT.match(word):
        return word
    out = list(word)
    for k, c in enumerate(word):
        before, after = (out[k - 1] if k else "").lower(), word[k + 1 : k + 2].lower()
        if c == "0":
            out[k] = "o"
        elif c == "5" and k == 0 and after in _VOWELS and len(word) >= 4:
            out[k] = "s"  # "5eat", "5aid": not "5bet", "5am"
        elif c == "1":
            out[k] = _one(word, k, before, after)
    got = "".join(out)
    return got if got.isalpha() else word


def _one(word: str, k: int, before: str, after: str) -> str:
    """A 1 read as l or i: i between two consonants ("h1s", "l1mit") and in "-a1d" ("sa1d"), else
    l ("ca1led", "f1ush", "on1y"); at a word's start only before a vowel ("1owball"), at its end
    only after an l ("stil1"; "no1" and "every1" are shorthand)."""
    if k == 0:
        return "l" if after in _VOWELS and len(word) >= 3 else "1"
    if not after:
        return "l" if before == "l" else "1"
    if word[k - 1 : k + 2].lower() == "a1d":
        return "i"
    if before not in _VOWELS and after.isalpha() and after not in _VOWELS and after != "l":
        return "i"
    return "l"
