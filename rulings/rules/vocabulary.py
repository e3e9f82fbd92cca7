"""How the words of a story or a query are matched with the words of the rules.

Floor staff type a few words, in any order, often misspelt, in their own slang. Words are folded
to the rules' own (synonyms), stripped of the words that carry no meaning for a dispute, and
stemmed lightly and consistently (raise/raises/raised/raising all "rais"). The search index, each
clause's fields as stemmed word sets, is built with the rulebook and cached with it.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .book import Rulebook
from .model import Clause

_WORD = re.compile(r"[a-z0-9]+")
_PREFIX = re.compile(r"\bre-(?=[a-z])")
# Words that carry no meaning for matching a dispute (reporting verbs included: "seat 3 says...").
_STOP = {
    "the",
    "a",
    "an",
    "of",
    "to",
    "is",
    "was",
    "and",
    "or",
    "in",
    "on",
    "at",
    "his",
    "he",
    "her",
    "she",
    "it",
    "that",
    "this",
    "for",
    "with",
    "what",
    "who",
    "when",
    "does",
    "did",
    "can",
    "be",
    "if",
    "my",
    "i",
    "we",
    "they",
    "there",
    "has",
    "have",
    "had",
    "guy",
    "then",
    "but",
    "so",
    "do",
    "get",
    "got",
    "are",
    "by",
    "as",
    "from",
    "him",
    "just",
    "its",
    "one",
    "s",
    "t",
    "now",
    "wants",
    "want",
    "says",
    "claims",
    "thinks",
    "argues",
    "saying",
    "insists",
    "seat",
    "cant",
    "couldnt",
    "wont",
    "let",
    "right",
    "ok",
    "okay",
    "still",
    "like",
    "supposed",
}
# Spellings floor staff use, folded to the words the rules use.
_SYNONYMS = {
    "bug": "joker",
    "knocked": "rap",
    "knock": "rap",
    "knocks": "rap",
    "tapped": "rap",
    "rapped": "rap",
    "raps": "rap",
    "tap": "rap",
    "taps": "rap",
    "7": "seven",
    "8": "eight",
    "6": "six",
    "5": "five",
    "4": "four",
    "3": "three",
    "2": "two",
    "9": "nine",
    "allin": "all-in",
    "kc": "kansas",
    "boxed": "exposed",
    "flipped": "exposed",
    "flips": "exposed",
    "flip": "exposed",
    "handed": "player",  # "six handed", "heads up or three handed": players, not a hand of cards
    "showed": "show",
    "shown": "show",
    "limp": "call",
    "limped": "call",
    "limpers": "call",
    "mucked": "muck",
    "fouled": "foul",
    "miscalled": "miscall",
    "capped": "cap",
    "took": "take",
    "tell": "answer",
    "told": "answer",
    "trey": "three",
    "deuce": "two",
    "sandbag": "check",
    "sandbagged": "check",
    "sandbagging": "check",
    "tossed": "muck",
    "reraise": "raise",
    "reraised": "raise",
    "re-raise": "raise",
    "tied": "tie",
    "ties": "tie",
    "chop": "tie",
    "chopped": "tie",
    "leads": "bet",
    "lead": "bet",
    "speaks": "act",
    "speak": "act",
    "won": "win",
    "wins": "win",
    "caller": "call",
    "callers": "call",
    "bb": "big blind",
    "sb": "small blind",
    "utg": "under the gun",
    "nuts": "best",
    "quads": "four",
}


def stem(w: str) -> str:
    """A light, consistent stemmer: raise/raises/raised/raising all give "rais", bet/betting "bet",
    ace/aces "ac", pass/passed/passes "pass"."""
    if len(w) <= 3:
        return w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith(("sses", "shes", "ches", "xes", "zes")):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    for suffix in ("ing", "ed"):
        if w.endswith(suffix) and len(w) > len(suffix) + 2:
            w = w[: -len(suffix)]
            if len(w) > 2 and w[-1] == w[-2] and w[-1] not in "lsz":
                w = w[:-1]  # betting -> bet, capped -> cap
            break
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    return w


_RANK_WORD = {
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
    "t": "ten",
    "j": "jack",
    "q": "queen",
    "k": "king",
}
_RANKS = "23456789tjqka"
_HAND = re.compile(r"\b([2-9tjqka](?:-[2-9tjqka]){1,4})\b")


def _low_hand(m: re.Match) -> str:
    """A low hand told high card first ("7-5", "8-6-4") is "seven low"; "2-7" and "A-2-3-4-5" stay."""
    ranks = m.group(1).split("-")
    order = [_RANKS.index(r) for r in ranks]
    if all(a > b for a, b in pairwise(order)) and ranks[0] in _RANK_WORD:
        return f"{_RANK_WORD[ranks[0]]} low"
    return m.group(1)


def words(text: str) -> list[str]:
    out = []
    text = _HAND.sub(_low_hand, re.sub(r"[\u2019']", "", text.lower()))  # won't -> wont, didn't -> didnt
    text = _PREFIX.sub("re", text)  # "re-raised" is one word, not a rare "re" that matches "re-ante"
    raw = _WORD.findall(text)
    for i, token in enumerate(raw):
        if token.isdigit() and i and raw[i - 1] == "seat":
            continue  # "seat 3" names a player, not a three
        for w in _SYNONYMS.get(token, token).split():
            if w not in _STOP:
                out.append(stem(w))
    return out


def fields(book: Rulebook, c: Clause) -> list[tuple[str, float]]:
    sec = book.sections[c.section]
    part = book.sections[sec.part]
    topic = book.topics.get(c.topic)
    fields = [(c.title, 1.0), (sec.title, 0.95), (f"{part.title} {sec.title}", 0.9)]
    fields += [(a, 1.0) for a in c.aliases]
    if topic:
        fields += [(topic.title, 0.95), (topic.question, 0.9)]
    return fields


FIELD_BITS = 6  # a posting is clause number << FIELD_BITS | field number (a clause has under 64 fields)


def search_index(book: Rulebook) -> dict:
    """The search index: each clause's searchable fields as stemmed words, and for each word the
    fields that hold it. Built with the rulebook and cached with it as text, so that reading it
    back parses a few hundred strings rather than ten thousand numbers (a search decodes only
    the words it looks up: `postings_of`): {"clauses": [id, ...], "weights": ["field weight
    ...", ...], "texts": ["the field's words, space-separated\\n...", ...], "postings": {word:
    "code ..."}}."""
    clauses: list[str] = []
    weights: list[str] = []
    texts: list[str] = []
    postings: dict[str, list[int]] = {}
    for n, c in enumerate(book.clauses.values()):
        add_to_index(book, c, n, clauses, weights, texts, postings)
    return {
        "clauses": tuple(clauses),
        "weights": tuple(weights),
        "texts": tuple(texts),
        "postings": {w: " ".join(map(str, codes)) for w, codes in postings.items()},
    }


def add_to_index(book: Rulebook, c, n: int, clauses: list, weights: list, texts: list, postings: dict) -> None:
    """Clause `c`, the index's clause number `n`, added to the parts of a search index."""
    entry = [(" ".join(sorted(set(words(text)))), weight) for text, weight in fields(book, c)]
    clauses.append(c.id)
    weights.append(" ".join(repr(w) for _, w in entry))
    texts.append("\n".join(t for t, _ in entry))
    for f, (text, _) in enumerate(entry[: 1 << FIELD_BITS]):
        for word in text.split():
            postings.setdefault(word, []).append(n << FIELD_BITS | f)


def postings_of(index: dict, word: str) -> tuple[int, ...]:
    """The codes of the fields that hold `word` (clause number << FIELD_BITS | field number)."""
    text = index["postings"].get(word)
    return tuple(map(int, text.split())) if text else ()


def field_weights(index: dict, clause_number: int) -> tuple[float, ...]:
    """The weight of each field of a clause of the index, in field order."""
    return tuple(map(float, index["weights"][clause_number].split()))


def field_words(index: dict, clause_number: int) -> list[str]:
    """The words of each field of a clause of the index, space-separated, in field order."""
    return index["texts"][clause_number].split("\n")
