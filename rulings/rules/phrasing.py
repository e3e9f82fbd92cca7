"""The words of phrases and stories as tokens and crude stems, a phrase compiled into the
elements it is matched by (floor/phrases.py matches them), and the phrase index: every phrase
of the vocabulary compiled at build time and cached with the rulebook, so reading a story
neither stems nor compiles the few thousand phrases again.

The index maps the stem a phrase starts with ("" for a phrase that starts with an option or a
slot) to one line a phrase: where the phrase is listed and the phrase compiled, as plain ASCII
text, so the cache stays data and a command that reads no story pays only for reading the text.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .book import Rulebook

_TOKEN = re.compile(r"\$|[A-Za-z0-9]+(?:['’][A-Za-z]+)*")
_BREAKS = frozenset('.,;:!?()"“”\n')  # a set, not a regex (compiling one costs start-up); a new line ends a clause too


@lru_cache(maxsize=64)
def tokens(text: str) -> tuple[tuple[str, int, int, int, bool], ...]:
    """(word, start, end, clause, new_line): lower case, apostrophes dropped; "$" is a word of its
    own; `clause` counts the stops, commas and new lines before the word (a phrase may skip words
    only inside one); `new_line` says a new line stands right before it."""
    out, clause, last = [], 0, 0
    for m in _TOKEN.finditer(text):
        between = text[last : m.start()]
        if not _BREAKS.isdisjoint(between):
            clause += 1
        out.append((m.group(0).lower().replace("'", "").replace("’", ""), m.start(), m.end(), clause, "\n" in between))
        last = m.end()
    return tuple(out)


@lru_cache(maxsize=8192)
def head(phrase: str) -> str | None:
    """The stem a phrase must start with (None when it starts with an option or a slot): a phrase
    whose first word is not in the story is passed over without matching it."""
    m = _TOKEN.match(phrase.lstrip())
    if m is None:
        return None  # "[word]" or "{slot}" first
    return stem(m.group(0).lower().replace("'", "").replace("’", ""))


# Words whose ending carries meaning: "kings" is a pair, "king" one card; "openers" are cards,
# the "opener" a player.
KEEP_ENDING = frozenset(
    "aces kings queens jacks tens nines eights sevens sixes fives fours threes treys deuces twos openers".split()
)


# A player is "he" or "she" alike: a phrase written "threw his hand in" is also "threw her hand
# in" ("her" stands for both "his" and "him", so those three are one word to a phrase). "He
# have four cards" is "he has" as typed by one whose English is a second language.
PRONOUNS = {"she": "he", "her": "his", "him": "his", "hers": "his", "herself": "himself", "has": "have"}


@lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """The word without its ending, so a phrase matches every form of its words: "raps",
    "rapped" and "rapping" are "rap"; "raise", "raises", "raised" are "rais". Crude, but applied
    alike to phrases and stories, so only its consistency matters; numbers stay as they are."""
    w = PRONOUNS.get(word, word)
    if len(w) <= 3 or w.isdigit() or w in KEEP_ENDING:
        return w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("ing") and len(w) > 5:
        w = w[:-3]
    elif w.endswith("ed") and len(w) > 4:
        w = w[:-2]
    elif w.endswith("es") and len(w) > 4:
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us")):
        w = w[:-1]
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiou":
        w = w[:-1]
    return w


def compile_phrase(phrase: str) -> tuple:
    """A phrase as ("word", stem) / ("opt", (stems)) / ("slot", name) elements. `{seat:opener}`
    is "seat N" where N is the seat the story gave that role (the reader checks the role)."""
    out: list = []
    for part in re.findall(r"\[[^\]]*\]|\{[a-z_:]+\}|[^\s\[\]{}]+", phrase.lower()):
        if part.startswith("["):
            words = tuple(stem(w) for w, *_ in tokens(part[1:-1]))
            if words:
                out.append(("opt", words))
        elif part.startswith("{seat:"):
            out += [("word", "seat"), ("slot", "role:" + part[6:-1])]
        elif part.startswith("{"):
            out.append(("slot", part[1:-1]))
        else:
            out += [("word", stem(w)) for w, *_ in tokens(part)]
    return tuple(out)


# -- compiled phrases as text: a stem stands for itself, "[a+b]" an option, "{name}" a slot.
# Stems are lower-case letters, digits and "$", so none of these marks can be part of one.
def as_text(elems: tuple) -> str:
    return " ".join(
        "[" + "+".join(want) + "]" if kind == "opt" else "{" + want + "}" if kind == "slot" else want
        for kind, want in elems
    )


def from_text(text: str) -> tuple:
    out: list[tuple] = []
    for part in text.split(" ") if text else ():
        if part[0] == "[":
            out.append(("opt", tuple(part[1:-1].split("+"))))
        elif part[0] == "{":
            out.append(("slot", part[1:-1]))
        else:
            out.append(("word", part))
    return tuple(out)


# -- the index -------------------------------------------------------------------------------------
def phrase_lists(book: Rulebook) -> list[tuple[tuple[str, Any] | None, tuple]]:
    """Every list of phrases the story reader matches, with the (fact, value) it states (None for
    a card fact's cues, stakes, odd opens, compared amounts, outside disputes, games, roles and
    questions): an index line names a phrase by its list's position here and its own in the list,
    so the phrase's text is not stored twice."""
    out: list[tuple[tuple[str, Any] | None, tuple]] = [
        ((f.id, value) if f.type != "cards" else None, phrases)
        for f in book.facts.values()
        for value, phrases in f.words.items()
    ]
    voc = book.vocabulary
    out.append((None, voc.get("stakes", ())))
    out.append((None, voc.get("odd_open", ())))
    out += [(None, t[key]) for t in voc.get("outside", ()) for key in ("words", "except", "except_in_sentence")]
    out += [(None, spec[k]) for spec in (voc.get("compared") or {}).values() for k in ("amount", "against")]
    out += [(None, phrases) for key in ("unless", "card_then") for phrases in (voc.get(key) or {}).values()]
    out += [
        (None, phrases)
        for kind in ("games", "roles", "roles_not", "asked")
        for phrases in (voc.get(kind) or {}).values()
    ]
    out += [(None, spec["n"]) for spec in (voc.get("on_round") or {}).values()]
    out += [(None, spec["folds"]) for spec in (voc.get("left_after_folds") or {}).values()]
    return out


LINE = "|"  # between the lines of a stem; a line is "LIST PHRASE COMPILED", and no stem holds "|"


def phrase_words(book: Rulebook) -> frozenset[str]:
    """The stems of every word the reader's phrases use."""
    return frozenset(
        stem(word)
        for _, phrases in phrase_lists(book)
        for phrase in phrases
        for word, *_ in tokens(phrase)
        if word != "$"
    )


def phrase_index(book: Rulebook) -> dict[str, str]:
    lines: dict[str, list[str]] = {}
    for n, (_, phrases) in enumerate(phrase_lists(book)):
        for k, phrase in enumerate(phrases):
            lines.setdefault(head(phrase) or "", []).append(f"{n} {k} {as_text(compile_phrase(phrase))}")
    return {first: LINE.join(got) for first, got in lines.items()}
