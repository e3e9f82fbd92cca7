"""Words spelt as said where the speaker drops a letter: his r's (Boston, New York, the South,
London: "the dealah", "aftah the drawr", "two cahds", "the opena") or the g of "-ing" with no
apostrophe to show it (the North of England, Scotland, Louisiana: "dealin the first five", "he's
drawin two", "checkin a good hand"). Each such word is put back only where it is unknown to the
reader and the spelling restored is a word its phrases use ("dealah" is "dealer", "cahds" "cards",
"befoah" "before", "drawr" "draw", "openas" "openers", "dealin" "dealing"); "yeah", "nah", a name
("Noah", "Kevin"), a short word ("thin" is no "thing") and any word the reader knows stay as typed."""

from __future__ import annotations

import re

from ..rules.phrasing import stem

_SAID = re.compile(r"\b[A-Za-z]*(?:ah[a-z]*|awrs?|[a-z]{3}as?)\b")
_KEPT = frozenset("yeah yah nah hah aah blah huh".split())
_FOR_AH = ("er", "ar", "or", "re", "our")  # "aftah", "cahds", "floah", "theah", "yowah"


def r_restored(text: str, known: frozenset) -> str:
    """The story with each r-dropped word the reader would not know spelt with its r (`known`:
    the stems of every word the reader's phrases use)."""
    if not known:
        return text
    return _SAID.sub(lambda m: m.group(0) if _named(text, m.start()) else _restored(m.group(0), known), text)


def _named(text: str, at: int) -> bool:
    """A capital inside a sentence: a name ("Sarah", "Noah"), never respelt."""
    return text[at].isupper() and bool(text[:at].rstrip()) and text[:at].rstrip()[-1] not in '.!?:;"“\n'


def _restored(word: str, known: frozenset) -> str:
    low = word.lower()
    if len(low) < 4 or low in _KEPT or stem(low) in known:
        return word
    for tried in _spellings(low):
        if len(stem(tried)) > 3 and stem(tried) in known:  # not "Noah" as "nor"
            return word[0] + tried[1:] if word[0].isupper() else tried
    return word


def _spellings(low: str):
    if low.endswith(("awr", "awrs")):
        yield low.replace("awr", "aw")  # "drawr": the r a speaker puts after "aw"
    for k in range(len(low) - 1):
        if low.startswith("ah", k):
            for r in _FOR_AH:
                yield low[:k] + r + low[k + 2 :]
    for tail, r in (("as", "ers"), ("a", "er")):  # "opena", "openas"
        if low.endswith(tail) and not low.endswith("ah" + tail[1:]):
            yield low[: -len(tail)] + r


_G_DROPPED = re.compile(r"\b[A-Za-z]{3,}in\b(?!['’])")  # "callin' it" is plain_words.py's
_IN_WORDS = frozenset("within herein therein wherein begin robin cabin satin login plugin".split())  # English


def g_restored(text: str, known: frozenset) -> str:
    """The story with each "-in" the reader would not know spelt "-ing" where that is a word its
    phrases use: "dealin" dealing, "bettin" betting (`known`: the stems of those words)."""
    if not known:
        return text
    return _G_DROPPED.sub(lambda m: m.group(0) if _named(text, m.start()) else _with_g(m.group(0), known), text)


def _with_g(word: str, known: frozenset) -> str:
    low = word.lower()
    if len(low) < 5 or low in _IN_WORDS or stem(low) in known:
        return word
    return word + "g" if stem(low + "g") in known else word
