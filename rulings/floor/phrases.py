"""Matching phrases against what was typed: a phrase's match with the slots it fills (the
words as tokens and crude stems, and the phrases compiled, are rules/phrasing.py's). The story
reader (floor/story.py) and the matcher's outside disputes (floor/matching.py) both use it.

- A phrase counts only as whole words, every form of a word alike ("raps", "rapped").
- Up to GAP other words may stand between two words of a phrase, inside one clause, none of
  them a negation or a joining word ("opened for high with a pair" is "opened with a pair"), nor
  "of the" after a number ("one of the callers" is not "one caller"), nor a count before what it
  counts ("the last two hands" is not "the last hand"), nor "on this" after "first".
- A phrase for any value but "no" is ignored when a negation stands among the WINDOW words
  before it in its clause ("nobody raised" is not "raised"), unless "and" or "but" stands after
  the negation ("hadn't acted yet and declared it open").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from ..rules.book import Rulebook
from ..rules.phrasing import LINE, from_text, phrase_index, phrase_lists, stem
from .cancelled import JOINS, NEGATIONS, compared_to, joined_after, nobody_before

NUMBERS = {
    w: n
    for n, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split()
    )
}
NUMBERS.update(
    {
        "once": 1,
        "twice": 2,
        "thirty": 30,
        "forty": 40,
        "fifty": 50,
        "sixty": 60,
        "seventy": 70,
        "eighty": 80,
        "ninety": 90,
        "hundred": 100,
    }
)
COUNTED = frozenset(
    "blinds bets raises antes players callers cards seats hands".split()
)  # after a count, not an amount
BETWEEN_ACTS = frozenset(
    "just then also quietly finally immediately suddenly actually simply instantly promptly done already".split()
)  # words between a seat and what he did that leave the act his
ORDINALS = frozenset(stem(w) for w in ("first", "second"))
AFTER_ORDINAL = frozenset("on in at this that for to".split())  # never skipped after one: "act first on this round"
COUNTS = frozenset(w for w in NUMBERS if NUMBERS[w] > 1) | frozenset(
    str(n) for n in range(2, 10)
)  # never skipped before what they count
COUNT_STEMS = frozenset(stem(w) for w in COUNTS)  # as a compiled phrase spells them
WINDOW = 3  # words before a phrase where a negation cancels it
GAP = 2  # words a phrase may skip between two of its words, inside one clause ("opened for high with")
CLAUSE_OPENERS = frozenset(
    "that who which whether because when while".split()
)  # never skipped: "seat 4 is screaming that the big blind ..." is not "seat 4 is the big blind"
ARTICLES = frozenset(("the",))  # may be missing from what was typed (not a phrase's first word) ...
BARE_NOUNS = frozenset(
    stem(w)
    for w in "draw deal button opener pot blind big small middle joker bug dealer showdown cap ante betting action "
    "first second next rest other raise".split()
)  # ... before one of these: the table's things and times ("after draw"), not "the card(s)"
TIME_TURNS = frozenset(
    "before after until till".split()
)  # never skipped: "dealing before the draw" is not "dealing the draw"
PLACES = frozenset("him her them me us you seat".split())  # "nobody after him had acted": where, not when
SUBJECTS = frozenset(
    "i he she we they".split()
)  # not skipped after a join, nor a seat: "he calls and I win" is not "calls and wins"
FALSIFIERS = frozenset(
    "false fake phony bogus supposed meant".split()
)  # never skipped: "showed false openers" is not "showed openers", "is supposed to open" not "is open"
DETERMINERS = frozenset(
    "the a an his her their my your".split()
)  # never skipped after a count: "two wants the joker" is seat two, not "two jokers"


@lru_cache(maxsize=64)
def indexed(toks: tuple) -> tuple[list[str], dict[str, list[int]]]:
    """The stem of each word, and where each stem stands: worked out once per story."""
    stems = [stem(t[0]) for t in toks]
    by_word: dict[str, list[int]] = {}
    for n, w in enumerate(stems):
        by_word.setdefault(w, []).append(n)
    return stems, by_word


_SENTENCE_END = re.compile(r"[.!?;](?=\s)")


def across_sentences(text: str, toks: tuple, i: int, j: int) -> bool:
    """Whether words [i:j] run across a sentence end ("nobody raises. Before the draw ...") or
    into or out of a parenthesis ("seat 3 (opener), seat 7": the label is seat 3's)."""
    if j - i <= 1:
        return False
    if _SENTENCE_END.search(text, toks[i][2], toks[j - 1][1]):
        return True
    span = text[toks[i][1] : toks[j - 1][2]]
    depth = 0
    for at, ch in enumerate(span):
        depth += (ch == "(") - (ch == ")")
        if depth < 0:  # out of a label: "(opener), seat 7" (not "seat 5 (in the hand) asks")
            return bool(re.search(r"\bseat\b", span[at:], re.I))
    return depth > 0 and not text[toks[j - 1][2] :].lstrip().startswith(")")


@lru_cache(maxsize=64)
def _numbers(toks: tuple) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Where a number stands; where a number or "$" stands."""
    numbers = tuple(n for n, t in enumerate(toks) if _number(t[0]) is not None)
    return numbers, tuple(n for n, t in enumerate(toks) if n in numbers or t[0] == "$")


def _number(word: str) -> int | None:
    if word.isascii() and word.isdigit() and len(word) <= 4:
        return int(word)
    return NUMBERS.get(word)


def _match(elems: tuple, toks: tuple, stems: list, i: int, loose: bool = False) -> tuple[int, dict, int] | None:
    """Where the phrase ends if it matches at token i, and its slots' values. Between two words
    of the phrase up to GAP other words may stand, in the same clause and none a negation, even
    in a phrase for "no" ("opened for high with a pair" is "opened with a pair"; "the opener had
    not folded" is not "the opener folded"). Also returns how many words were skipped."""
    slots: dict = {}
    skipped = 0
    seat_last = False  # the last thing matched is a seat (an article left out after it is no word)
    for n, (kind, want) in enumerate(elems):
        if (
            loose
            and kind == "word"
            and n
            and want in ARTICLES
            and i < len(stems)
            and n + 1 < len(elems)
            and elems[n + 1] == ("word", stems[i])
            and stems[i] in BARE_NOUNS
        ):
            continue  # "after draw", "s2 is opener": the article left out, the next word right here
        if kind == "word":
            j = i
            after_seat = n and elems[n - 1][0] == "slot" and elems[n - 1][1].startswith(("seat", "role:"))
            if after_seat:  # "seat 7 just knocks", "seat 2 then raised"
                while j < len(toks) and j - i < 2 and stems[j] != want and toks[j][0] in BETWEEN_ACTS:
                    j += 1
            elif n and elems[n - 1][0] == "word":
                while j < len(toks) and stems[j] != want and j - i < GAP and toks[j][3] == toks[i - 1][3]:
                    if (
                        (elems[n - 1][1] in ORDINALS and toks[j][0] in AFTER_ORDINAL)
                        or (elems[n - 1][1] in COUNT_STEMS and toks[j][0] in DETERMINERS)
                        or toks[j][0] in NEGATIONS
                        or toks[j][0] in JOINS
                        or toks[j][0] in FALSIFIERS
                        or (_number(toks[j][0]) is not None and _number(want) is not None)  # "a 8 6" is no "a 6"
                        or (toks[j][0] == "draw" and toks[j - 1][0] == "card")  # the game: "a five card draw hand"
                        or (toks[j][0] in TIME_TURNS and toks[j + 1 : j + 2] and toks[j + 1][0] not in PLACES)
                        or toks[j][0] in CLAUSE_OPENERS
                        or ((toks[j][0] in SUBJECTS or toks[j][0] == "seat") and toks[j - 1][0] in JOINS)
                        or (
                            toks[j][0] == "seat" and toks[j - 1][0] in BETWEEN_ACTS and toks[j - 2][0] in JOINS
                        )  # "and then seat 1"
                    ):
                        return None
                    if toks[j][0] == "of" and toks[j + 1 : j + 2] and toks[j + 1][0] in ("the", "those", "these"):
                        if _number(toks[i - 1][0]) is not None:
                            return None  # "one of the callers" is a caller, not "one caller" ("five of us" is five)
                    j += 1
            if j > i and toks[j - 1][0] in COUNTS and j < len(toks) and toks[j][0] in COUNTED - {"cards"}:
                return None  # "the last two hands were passed" is not "the last hand was passed"
            if (
                j >= len(toks)
                or stems[j] != want
                or (n and toks[j][3] != toks[i - 1][3] and not _crosses(toks, j, j - i, seat_last))
            ):
                return None
            skipped += j - i
            i = j + 1
            seat_last = False
        elif kind == "opt":
            if tuple(stems[i : i + len(want)]) == want:
                i += len(want)
        else:
            dollar = i < len(toks) and want == "amount" and toks[i][0] == "$"
            i += dollar
            number = _number(toks[i][0]) if i < len(toks) else None
            if number is None or (want in ("n", "amount") and _seat_listed(toks, i)):
                return None  # "seat 4", "seats 1, 4 and 6": seats, not a count or an amount
            if (
                want == "n"
                and i >= 2
                and toks[i - 1][0] in ("and", "&")
                and _number(toks[i - 2][0]) is not None
                and not (n and elems[n - 1] == ("word", "and"))
            ):
                return None  # "only 2 and 7 went to the draw": two seats, not seven players
            if (
                want == "amount"
                and not dollar
                and toks[i + 1 : i + 2]
                and toks[i + 1][0] in COUNTED
                and toks[i + 1][3] == toks[i][3]
                and not (i and _number(toks[i - 1][0]) is not None and toks[i][1] - toks[i - 1][2] == 1)
            ):
                return None  # "three blinds" counts blinds: it is no amount ("10-20, antes only", "30/60 blinds" are)
            if want == "amount" and not dollar and _cards_told(toks, i):
                return None  # "his hand turns out to be 10 10": a pair, no amount
            if want == "n" and _cards_told(toks, i, listed=True):
                return None  # "ends up with ten, nine, eight of spades": cards, not how many
            slots.setdefault(want, []).append(number)
            seat_last = want.startswith(("seat", "role:"))
            i += 1
            if want == "amount" and i < len(toks) and toks[i][0] in ("dollars", "bucks"):
                i += 1
    return i, slots, skipped


def _crosses(toks: tuple, j: int, skipped: int, after_seat: bool) -> bool:
    """Whether the phrase's word at j may start the next clause: only right after its last word,
    across a comma, a bracket or a quote ("didn't say, pair"; "seat 1, left of the button"), never
    across a new line, nor from a seat into a clause that names another seat ("seat 9, small
    blind seat 1": seat 9 is no small blind; "seat 9 (small blind)" is)."""
    return not skipped and not toks[j][4] and not (after_seat and _names_a_seat(toks, j))


def _names_a_seat(toks: tuple, j: int) -> bool:
    """Whether the clause at j starts by naming a seat within four words ("small blind seat 1"),
    not some act that a seat comes into later ("folded when seat 4 raised")."""
    return any(
        toks[k][0] == "seat" and toks[k + 1][0].isdigit() and toks[k][3] == toks[j][3]
        for k in range(j, min(j + 4, len(toks) - 1))
    )


def _cards_told(toks: tuple, i: int, listed: bool = False) -> bool:
    """Whether the number at i starts a hand told by its ranks: the same number again ("10 10")
    or two lower ones after it ("9 6 4"), all in one clause; blinds rise ("blinds 10 20 30").
    With `listed`, the ranks may be set apart by commas and "and" ("ends up with ten, nine,
    eight of spades"), and only falling ranks count."""
    if listed:
        told = [_number(t[0]) for t in toks[i : i + 4] if t[0] not in ("and", "a", "an")][:3]
    else:
        told = [_number(t[0]) for t in toks[i : i + 3] if t[3] == toks[i][3]]
        if len(told) > 1 and told[0] == told[1]:
            return True
    first, second, third = (told + [None, None])[:3]
    return first is not None and second is not None and third is not None and first > second > third


def _seat_listed(toks: tuple, i: int) -> bool:
    """Whether the number at i names a seat: right after "seat(s)", or last in a list of them."""
    k = i - 1
    while k >= 0 and (toks[k][0] in ("and", "&") or (k < i - 1 and _number(toks[k][0]) is not None)):
        k -= 1  # "seats 1, 4 and 6": back over the list
    return k >= 0 and toks[k][0] in ("seat", "seats") and (k == i - 1 or _number(toks[k + 1][0]) is not None)


def without_label(clause: str, labels: tuple) -> str:
    """A clause's words without the game's label before them ("fcd ante" -> "ante"; words.yaml
    `game_labels`)."""
    label = max((w for w in labels if clause.startswith(w + " ")), key=len, default="")
    return clause[len(label) + 1 :] if label else clause


def find(
    phrases: tuple, toks: tuple, negatable: bool, compiled: dict, loose: bool = False
) -> list[tuple[int, int, dict, int]]:
    """Every match of any of the phrases: (first token, token after, slots, words skipped).
    `compiled` is words_for(book, toks): a phrase missing from it starts with a word not here.
    With `loose`, a phrase's "the" may be left out before a table word ("after draw")."""
    stems, by_word = indexed(tuple(toks))
    out = []
    for phrase in phrases:
        entry = compiled.get(phrase)
        if entry is None or (entry[0] is not None and entry[0] not in by_word):
            continue
        if not entry[1] or any(
            w not in by_word for w in entry[1].split(" ") if w[0] not in "[{" and not (loose and w in ARTICLES)
        ):
            continue  # one of its words is not in the story: it cannot match
        elems = from_text(entry[1])
        kind, want = elems[0]
        starts: Iterable[int] = range(len(toks))  # an option first: anywhere
        if kind == "word":
            starts = by_word.get(want, ())
        elif kind == "slot":  # only at a number, or the "$" before an amount
            starts = _numbers(toks)[want == "amount"]
        for i in starts:
            got = _match(elems, toks, stems, i, loose)
            if got is None or got[0] == i:
                continue
            if negatable and (
                any(
                    t[0] in NEGATIONS and t[3] == toks[i][3] and not joined_after(toks, k, i)
                    for k, t in enumerate(toks[max(0, i - WINDOW) : i], max(0, i - WINDOW))
                )
                or nobody_before(toks, i)
            ):
                continue
            if compared_to(toks, i):
                continue  # "check-raise when it comes back, same as after the draw": the other round, not this one
            out.append((i, got[0], got[1], got[2]))
    return out


class Vocabulary:
    """A rulebook's phrases compiled, read from its phrase index (rules/phrasing.py) one first
    word at a time, as the stories read bring them up: a story reads a few hundred of thousands."""

    def __init__(self, book: Rulebook):
        self.index = book.phrase_index or phrase_index(book)  # a book built in memory has none cached
        self.lists = phrase_lists(book)
        self.compiled: dict[str, tuple] = {}  # phrase -> (first stem or None, compiled as text)
        self.facts: dict[str, list] = {}  # first stem ("" none) -> [((fact, value), phrase)]

    def starting(self, first: str) -> list[tuple[tuple[str, Any], str]]:
        """The fact phrases that start with this stem ("": with an option or a slot), compiled."""
        got = self.facts.get(first)
        if got is None:
            got = self.facts[first] = []
            lines = self.index.get(first)
            for line in lines.split(LINE) if lines else ():
                n, k, text = line.split(" ", 2)
                key, phrases = self.lists[int(n)]
                phrase = phrases[int(k)]
                self.compiled[phrase] = (first or None, text)
                if key is not None:
                    got.append((key, phrase))
        return got


_VOCABULARIES: dict[int, tuple[Rulebook, Vocabulary]] = {}


def vocabulary(book: Rulebook) -> Vocabulary:
    got = _VOCABULARIES.get(id(book))
    if got is None or got[0] is not book:
        got = _VOCABULARIES[id(book)] = (book, Vocabulary(book))
    return got[1]


def words_for(book: Rulebook, toks: tuple) -> dict:
    """phrase -> (first stem, compiled as text) of every phrase of the book that can start in
    these words, for find()."""
    vocab = vocabulary(book)
    vocab.starting("")
    for w in indexed(tuple(toks))[1]:
        vocab.starting(w)
    return vocab.compiled
