"""Matching phrases against what was typed: the words as tokens, each by a crude stem, and a
phrase's match with the slots it fills. The story reader (floor/story.py) and the matcher's
outside disputes (floor/matching.py) both use it.

- A phrase counts only as whole words, every form of a word alike ("raps", "rapped").
- Up to GAP other words may stand between two words of a phrase, inside one clause, none of
  them a negation or a joining word ("opened for high with a pair" is "opened with a pair").
- A phrase for any value but "no" is ignored when a negation stands among the WINDOW words
  before it in its clause ("nobody raised" is not "raised").
"""

from __future__ import annotations

import re
from functools import lru_cache

NEGATIONS = frozenset(
    "no not never nobody noone none neither nor without didnt wasnt werent hadnt hasnt havent isnt arent "
    "couldnt cant cannot wont wouldnt dont doesnt shouldnt".split()
)
NUMBERS = {
    w: n
    for n, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split()
    )
}
NUMBERS.update({"once": 1, "twice": 2})
_TOKEN = re.compile(r"\$|[A-Za-z0-9]+(?:['’][A-Za-z]+)*")
_BREAK = re.compile(r"[.,;:!?()\"“”]")
WINDOW = 3  # words before a phrase where a negation cancels it
GAP = 2  # words a phrase may skip between two of its words, inside one clause ("opened for high with")
JOINS = frozenset("and but or except nor".split())  # never skipped: they join two things ("jacks and tens")


@lru_cache(maxsize=64)
def tokens(text: str) -> tuple[tuple[str, int, int, int], ...]:
    """(word, start, end, clause): lower case, apostrophes dropped; "$" is a word of its own;
    `clause` counts the stops and commas before the word (a phrase may skip words only inside one)."""
    out, clause, last = [], 0, 0
    for m in _TOKEN.finditer(text):
        if _BREAK.search(text, last, m.start()):
            clause += 1
        out.append((m.group(0).lower().replace("'", "").replace("’", ""), m.start(), m.end(), clause))
        last = m.end()
    return tuple(out)


@lru_cache(maxsize=64)
def indexed(toks: tuple) -> tuple[list[str], dict[str, list[int]]]:
    """The stem of each word, and where each stem stands: worked out once per story."""
    stems = [stem(t[0]) for t in toks]
    by_word: dict[str, list[int]] = {}
    for n, w in enumerate(stems):
        by_word.setdefault(w, []).append(n)
    return stems, by_word


@lru_cache(maxsize=8192)
def head(phrase: str) -> str | None:
    """The stem a phrase must start with (None when it starts with an option or a slot): a phrase
    whose first word is not in the story is passed over without compiling it."""
    m = _TOKEN.match(phrase.lstrip())
    if m is None:
        return None  # "[word]" or "{slot}" first
    return stem(m.group(0).lower().replace("'", "").replace("’", ""))


# Words whose ending carries meaning: "kings" is a pair, "king" one card; "openers" are cards,
# the "opener" a player.
KEEP_ENDING = frozenset(
    "aces kings queens jacks tens nines eights sevens sixes fives fours threes treys deuces twos openers".split()
)


@lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """The word without its ending, so a phrase matches every form of its words: "raps",
    "rapped" and "rapping" are "rap"; "raise", "raises", "raised" are "rais". Crude, but applied
    alike to phrases and stories, so only its consistency matters; numbers stay as they are."""
    w = word
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


@lru_cache(maxsize=4096)
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


def _number(word: str) -> int | None:
    if word.isascii() and word.isdigit() and len(word) <= 4:
        return int(word)
    return NUMBERS.get(word)


def _match(elems: tuple, toks: tuple, stems: list, i: int, negatable: bool) -> tuple[int, dict, int] | None:
    """Where the phrase ends if it matches at token i, and its slots' values. Between two words
    of the phrase up to GAP other words may stand, in the same clause and none a negation when
    the phrase is negatable ("opened for high with a pair" is "opened with a pair"). Also
    returns how many words were skipped."""
    slots: dict = {}
    skipped = 0
    for n, (kind, want) in enumerate(elems):
        if kind == "word":
            j = i
            if n and elems[n - 1][0] == "word":
                while j < len(toks) and stems[j] != want and j - i < GAP and toks[j][3] == toks[i - 1][3]:
                    if (negatable and toks[j][0] in NEGATIONS) or toks[j][0] in JOINS:
                        return None
                    j += 1
            if j >= len(toks) or stems[j] != want or (toks[j][3] != toks[i - 1][3] and j > i):
                return None
            skipped += j - i
            i = j + 1
        elif kind == "opt":
            if tuple(stems[i : i + len(want)]) == want:
                i += len(want)
        else:
            if i < len(toks) and want == "amount" and toks[i][0] == "$":
                i += 1
            number = _number(toks[i][0]) if i < len(toks) else None
            if number is None or (want == "n" and i > 0 and toks[i - 1][0] in ("seat", "seats")):
                return None  # "seat 4" is a seat, not a count
            slots.setdefault(want, []).append(number)
            i += 1
            if want == "amount" and i < len(toks) and toks[i][0] in ("dollars", "bucks"):
                i += 1
    return i, slots, skipped


def find(phrases: tuple, toks: tuple, negatable: bool) -> list[tuple[int, int, dict, int]]:
    """Every match of any of the phrases: (first token, token after, slots, words skipped)."""
    stems, by_word = indexed(tuple(toks))
    out = []
    for phrase in phrases:
        first = head(phrase)
        if first is not None and first not in by_word:
            continue
        elems = compile_phrase(phrase)
        if not elems:
            continue
        starts = by_word.get(elems[0][1], ()) if elems[0][0] == "word" else range(len(toks))
        for i in starts:
            got = _match(elems, toks, stems, i, negatable)
            if got is None or got[0] == i:
                continue
            if negatable and any(t[0] in NEGATIONS and t[3] == toks[i][3] for t in toks[max(0, i - WINDOW) : i]):
                continue
            out.append((i, got[0], got[1], got[2]))
    return out
