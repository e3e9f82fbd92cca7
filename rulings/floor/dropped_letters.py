"""Words spelt as said where the speaker drops a letter: his r's (Boston, New York, the South,
London: "the dealah", "aftah the drawr", "two cahds", "the opena") or the g of "-ing" with no
apostrophe to show it (the North of England, Scotland, Louisiana: "dealin the first five", "he's
drawin two", "checkin a good hand"). Each such word is put back only where it is unknown to the
reader and the spelling restored is a word its phrases use ("dealah" is "dealer", "cahds" "cards",
"befoah" "before", "drawr" "draw", "openas" "openers", "dealin" "dealing"); "yeah", "nah", a name
("Noah", "Kevin"), a short word ("thin" is no "thing") and any word the reader knows stay as typed.

An h dropped at a word's start, or a th said as t, with an apostrophe to show it (Newfoundland,
Cockney: "'e 'ad 'is 'and", "t'irty", "anyt'ing") is put back the same way, where the word with it
is one the reader knows."""

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


_H_DROPPED = re.compile(r"(?<![\w'’])['’]([A-Za-z]+)\b")  # "'e says 'is 'and is good"
_H_WORDS = frozenset("he him his her hers has had have having how here himself hisself".split())
_H_AMBIGUOUS = frozenset("and is as old ear ere eat it at art all ill arm eats".split())  # English without the h


def h_restored(text: str, known: frozenset) -> str:
    """The story with an h dropped at a word's start, the apostrophe showing it (Newfoundland,
    Cockney: "'e 'ad 'is 'and"), put back where the word with its h is one the reader knows. A
    word that is English without it ("'and", "'is", "'as") only once two or more others in the
    story show the speaker drops his h's: a quoted 'and then' stays as typed."""
    if not known or ("'" not in text and "’" not in text):
        return text
    found = [(m, _with_h(m.group(1), known)) for m in _H_DROPPED.finditer(text)]
    sure = sum(1 for m, word in found if word and m.group(1).lower() not in _H_AMBIGUOUS)
    out, at = [], 0
    for m, word in found:
        if word and (sure >= 2 or m.group(1).lower() not in _H_AMBIGUOUS):
            out.append(text[at : m.start()] + word)
            at = m.end()
    return "".join(out) + text[at:]


def _with_h(word: str, known: frozenset) -> str | None:
    """The word with its h, or None where that is no word the reader knows, or where the word as
    typed is another it knows ("'round" stays)."""
    low = word.lower()
    told = low in _H_AMBIGUOUS or stem(low) not in known
    with_g = "h" + low + ("g" if low.endswith("in") else "")  # "'oldin'": holdin', for plain_words.py
    if "h" + low in _H_WORDS or (len(low) >= 3 and told and stem(with_g) in known):
        return ("H" if word[0].isupper() else "h") + low
    return None


_TH_DROPPED = re.compile(r"\b([A-Za-z]*)t['’]([a-z]{2,})\b")  # "t'ing", "anyt'ing", "t'irty"
_TH_WORDS = frozenset("thing things think thinks thinking thought thirty third three throw throws threw thrown".split())


def th_restored(text: str, known: frozenset) -> str:
    """The story with "th" said as "t'" put back where the word is one the reader knows ("he t'inks",
    "anyt'ing", "t'irty dollars"); "can't" and "it'll" stay."""
    if not known:
        return text

    def put(m: re.Match) -> str:
        low = (m.group(1) + "th" + m.group(2)).lower()
        if low in _TH_WORDS or low.endswith(("thing", "things")) or stem(low) in known:
            return m.group(1) + "th" + m.group(2)
        return m.group(0)

    return _TH_DROPPED.sub(put, text)
