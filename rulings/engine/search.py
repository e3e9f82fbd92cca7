"""Free-text search over clause titles, aliases, topic questions and section titles.

Floor staff type a few words, in any order, often misspelt. Each query word is matched against
the words of the rules; a word the rules never use (a typo, another form) is matched to the
closest rule words by rapidfuzz similarity. Words are weighted by how rare they are across the
rules (IDF), so "cap" counts for more than "draw". A field's score is the weighted share of the
query it covers; a clause takes its best field plus a little for other fields that agree, and
near-ties go to the clause whose title or section title says it most closely.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..rules.model import Clause
from ..rules.book import Rulebook

_WORD = re.compile(r"[a-z0-9]+")
# Words that carry no meaning for matching a dispute (reporting verbs included: "seat 3 says...").
_STOP = {"the", "a", "an", "of", "to", "is", "was", "and", "or", "in", "on", "at", "his", "he", "her",
         "she", "it", "that", "this", "for", "with", "what", "who", "when", "does", "did", "can", "be",
         "if", "my", "i", "we", "they", "there", "has", "have", "had", "guy", "then", "but", "so", "do",
         "get", "got", "are", "by", "as", "from", "him", "just", "its", "one", "s", "t", "now", "wants", "want",
         "says", "claims", "thinks", "argues", "saying", "insists", "seat", "cant", "couldnt", "wont",
         "let", "right", "ok", "okay", "still", "like", "supposed"}
# Spellings floor staff use, folded to the words the rules use.
_SYNONYMS = {"bug": "joker", "knocked": "rap", "knock": "rap", "knocks": "rap", "tapped": "rap", "rapped": "rap",
             "raps": "rap", "tap": "rap", "taps": "rap",
             "7": "seven", "8": "eight", "6": "six", "5": "five", "4": "four", "3": "three",
             "2": "two", "9": "nine", "allin": "all-in", "kc": "kansas", "boxed": "exposed", "flipped": "exposed",
             "showed": "show", "shown": "show", "limp": "call", "limped": "call", "limpers": "call",
             "mucked": "muck", "fouled": "foul", "miscalled": "miscall", "capped": "cap",
             "took": "take", "tell": "answer", "told": "answer", "trey": "three", "deuce": "two",
             "sandbag": "check", "sandbagged": "check", "sandbagging": "check", "tossed": "muck",
             "reraise": "raise", "reraised": "raise", "re-raise": "raise", "tied": "tie", "ties": "tie",
             "chop": "tie", "chopped": "tie", "leads": "bet", "lead": "bet", "speaks": "act", "speak": "act",
             "won": "win", "wins": "win", "caller": "call", "callers": "call", "bb": "big blind",
             "sb": "small blind", "utg": "under the gun", "nuts": "best", "quads": "four"}


def _stem(w: str) -> str:
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


_RANK_WORD = {"2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight",
              "9": "nine", "t": "ten", "j": "jack", "q": "queen", "k": "king"}
_RANKS = "23456789tjqka"
_HAND = re.compile(r"\b([2-9tjqka](?:-[2-9tjqka]){1,4})\b")


def _low_hand(m: re.Match) -> str:
    """A low hand told high card first ("7-5", "8-6-4") is "seven low"; "2-7" and "A-2-3-4-5" stay."""
    ranks = m.group(1).split("-")
    order = [_RANKS.index(r) for r in ranks]
    if all(a > b for a, b in zip(order, order[1:])) and ranks[0] in _RANK_WORD:
        return f"{_RANK_WORD[ranks[0]]} low"
    return m.group(1)


def words(text: str) -> list[str]:
    out = []
    text = _HAND.sub(_low_hand, re.sub(r"[\u2019']", "", text.lower()))  # won't -> wont, didn't -> didnt
    raw = _WORD.findall(text)
    for i, w in enumerate(raw):
        if w.isdigit() and i and raw[i - 1] == "seat":
            continue  # "seat 3" names a player, not a three
        for w in _SYNONYMS.get(w, w).split():
            if w not in _STOP:
                out.append(_stem(w))
    return out


@dataclass
class Hit:
    clause: Clause
    score: float


def _fields(book: Rulebook, c: Clause) -> list[tuple[str, float]]:
    sec = book.sections[c.section]
    part = book.sections[sec.part]
    topic = book.topics.get(c.topic)
    fields = [(c.title, 1.0), (sec.title, 0.95), (f"{part.title} {sec.title}", 0.9)]
    fields += [(a, 1.0) for a in c.aliases]
    if topic:
        fields += [(topic.title, 0.95), (topic.question, 0.9)]
    return fields


def _overlap(a: set, b: frozenset) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


def build_index(book: Rulebook) -> dict[str, list[tuple[frozenset, float]]]:
    """Each clause's searchable fields as word sets."""
    return {c.id: [(frozenset(words(text)), weight) for text, weight in _fields(book, c)]
            for c in book.clauses.values()}


_INDEXES: dict[int, dict] = {}  # in this process, by rulebook


def index(book: Rulebook) -> dict[str, list[tuple[frozenset, float]]]:
    """The search index of this rulebook: from memory, else the cache (keyed like the rulebook),
    else built and cached."""
    found = _INDEXES.get(id(book))
    if found is not None and found["book"] is book:
        return found["index"]
    from ..rules import cache

    built = cache.read("search-index", book.cache_key) if book.cache_key else None
    if not isinstance(built, dict) or set(built) != set(book.clauses):
        built = build_index(book)
        if book.cache_key:
            cache.write("search-index", book.cache_key, built)
    _INDEXES.clear()
    _INDEXES[id(book)] = {"book": book, "index": built}
    return built


def _possible(book: Rulebook, game: str) -> list[Clause]:
    """The game's clauses that some situation can make true (not ruled out by the game itself)."""
    from ..rules.conditions import evaluate
    from .context import Context

    g = book.game(game)
    ctx = Context(book, game)
    for option in book.house_options:  # a room may adopt any alternate: keep those rules findable
        ctx.base.pop(option.id, None)
    return [c for c in book.clauses_for(g) if evaluate(book.effective_condition(g, c), ctx.value) is not False]


_WHOLE = 0.75  # a clause's fields taken together, against its best single field
RELEVANT = 35.0  # the least score of a hit worth showing (100: every word of the query matched)


def search(book: Rulebook, query: str, game: str | None = None, limit: int = 10) -> list[Hit]:
    clauses = _possible(book, game) if game else list(book.clauses.values())
    fields_of = index(book)
    docs = [(c, fields_of[c.id]) for c in clauses]
    vocabulary: dict[str, int] = {}
    for _, fields in docs:
        for w in {w for ws, _ in fields for w in ws}:
            vocabulary[w] = vocabulary.get(w, 0) + 1
    q = words(query)
    if not q:
        return []
    n = len(docs)
    # For each query word: the rule words it may stand for, with a similarity in 0..1.
    similar: list[dict[str, float]] = []
    for w in q:
        near = {w: 1.0} if w in vocabulary else {}
        if w not in vocabulary and w.endswith("in") and _stem(w + "g") in vocabulary:
            near[_stem(w + "g")] = 0.95  # a dropped g: "splittin", "raisin"
        if len(w) > 3 and w not in vocabulary:  # a typo, or a form the rules do not use
            from rapidfuzz import fuzz, process

            for cand, score, _ in process.extract(w, list(vocabulary), scorer=fuzz.ratio, score_cutoff=80, limit=5):
                near[cand] = max(near.get(cand, 0.0), score / 100.0 * (0.9 if cand != w else 1.0))
        similar.append(near)
    weight = [max((math.log(1 + n / vocabulary[c]) for c in near), default=math.log(1 + n)) for near in similar]
    total = sum(weight)
    asked = set(q)
    ranked = []
    for c, fields in docs:
        scores = []
        for present, field_weight in fields:
            covered = sum(wt * max((s for cand, s in near.items() if cand in present), default=0.0)
                          for near, wt in zip(similar, weight))
            scores.append(100.0 * covered / total * field_weight)
        scores.sort(reverse=True)
        best = scores[0] + sum(s for s in scores[1:3] if s >= 50) / 50.0
        # A long story spreads over a clause's title and aliases: what the clause covers as a whole
        # counts too, a little below one field saying it all.
        every = frozenset().union(*(present for present, _ in fields))
        whole = sum(wt * max((s for cand, s in near.items() if cand in every), default=0.0)
                    for near, wt in zip(similar, weight))
        best = max(best, _WHOLE * 100.0 * whole / total)
        ranked.append((best, c))
    ranked.sort(key=lambda t: (-t[0], t[1].order))
    top = ranked[: max(limit * 3, 30)]
    hits = []
    for best, c in top:  # near-ties go to the clause whose title or section title says it most closely
        tie = max(_overlap(asked, fields_of[c.id][0][0]), _overlap(asked, fields_of[c.id][1][0]))
        hits.append(Hit(c, round(min(100.0, best * 0.95 + 5 * tie), 1)))
    hits.sort(key=lambda h: (-h.score, h.clause.order))
    return hits[:limit]
