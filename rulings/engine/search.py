"""Free-text search over clause titles, aliases, topic questions and section titles.

Floor staff type a few words, in any order, often misspelt (rules/vocabulary.py folds them to the
rules' words). Each query word is matched against the words of the rules; a word the rules never
use (a typo, another form) is matched to the closest rule words by rapidfuzz similarity. Words are
weighted by how rare they are across the rules (IDF), so "cap" counts for more than "draw"; a
story that writes out hands ("joker 6 4 3 2 against 8 5 3 2 A") has its ranks weigh half, since
they tell the cards rather than the dispute, and would otherwise pull the story towards whichever
rule lists the most ranks among its aliases. A field's score is the weighted share of the query it
covers; a clause takes its best field plus a little for other fields that agree, and near-ties go
to the clause whose title or section title says it most closely.
"""

from __future__ import annotations

import math

from ..errors import BadInput
from ..records import record
from ..rules.book import Rulebook
from ..rules.model import Clause
from ..rules.vocabulary import FIELD_BITS, field_weights, field_words, postings_of, search_index, stem, words


@record
class Hit:
    clause: Clause
    score: float


def _overlap(a: set, b: frozenset) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


def index(book: Rulebook) -> dict:
    """The rulebook's search index (rules/vocabulary.py), built here only for a rulebook not
    loaded from the cache."""
    if not book.search_index:
        book.search_index = search_index(book)
    return book.search_index


def check_length(text: str, what: str = "the words") -> None:
    """A query or story longer than MAX_TEXT characters is refused (BadInput), so no input can
    make a search slow."""
    if len(text) > MAX_TEXT:
        raise BadInput(f"{what} run to {len(text):,} characters; say it in at most {MAX_TEXT:,}")


def _possible(book: Rulebook, game: str) -> list[Clause]:
    """The game's clauses that some situation can make true (not ruled out by the game itself)."""
    from ..rules.conditions import evaluate
    from .context import Context

    g = book.game(game)
    ctx = Context(book, game)
    for option in book.house_options:  # a room may adopt any alternate: keep those rules findable
        ctx.base.pop(option.id, None)
    return [c for c in book.clauses_for(g) if evaluate(book.effective_condition(g, c), ctx.value) is not False]


MAX_TEXT = 2000  # characters of a query or a story: a floor person's account fits in far fewer
_WHOLE = 0.75  # a clause's fields taken together, against its best single field
_RANKS = frozenset(stem(w) for w in ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine"))
CARDS_LISTED = 5  # this many different ranks in a query: it lists a hand or two
CARD_WEIGHT = 0.5  # what a rank of a listed hand weighs, against the same word said alone
RELEVANT = 35.0  # the least score of a hit worth showing (100: every word of the query matched)


def search(book: Rulebook, query: str, game: str | None = None, limit: int = 10) -> list[Hit]:
    check_length(query)
    q = list(dict.fromkeys(words(query)))  # a word said twice counts once
    if not q:
        return []
    clauses = _possible(book, game) if game else list(book.clauses.values())
    idx = index(book)
    number = {cid: n for n, cid in enumerate(idx["clauses"])}
    ids = {number[c.id] for c in clauses}
    n = len(clauses)
    decoded: dict[str, tuple[int, ...]] = {}

    def postings(word: str) -> tuple[int, ...]:  # the fields that hold the word, decoded once
        if word not in decoded:
            decoded[word] = postings_of(idx, word)
        return decoded[word]

    def docs_with(word: str) -> int:  # how many of these clauses use the word
        return len({code >> FIELD_BITS for code in postings(word) if code >> FIELD_BITS in ids})

    # For each query word: the rule words it may stand for, with a similarity in 0..1.
    similar: list[dict[str, float]] = []
    vocabulary: list[str] | None = None
    for w in q:
        known = docs_with(w) > 0
        near = {w: 1.0} if known else {}
        if not known and w.endswith("in") and docs_with(stem(w + "g")):
            near[stem(w + "g")] = 0.95  # a dropped g: "splittin", "raisin"
        if len(w) > 3 and not known:  # a typo, or a form the rules do not use
            from rapidfuzz import fuzz, process

            if vocabulary is None:
                vocabulary = [x for x in idx["postings"] if any(c >> FIELD_BITS in ids for c in postings(x))]
            for cand, score, _ in process.extract(w, vocabulary, scorer=fuzz.ratio, score_cutoff=80, limit=5):
                near[cand] = max(near.get(cand, 0.0), score / 100.0 * (0.9 if cand != w else 1.0))
        similar.append(near)
    weight = [max((math.log(1 + n / docs_with(c)) for c in near), default=math.log(1 + n)) for near in similar]
    ranks = [i for i, w in enumerate(q) if w in _RANKS]
    if len(ranks) >= CARDS_LISTED:  # hands written out: their ranks tell the cards, not the dispute
        for i in ranks:
            weight[i] *= CARD_WEIGHT
    total = sum(weight)
    # The best similarity of each query word in each field that holds one of its rule words, and
    # in each clause as a whole; fields that hold none score nothing.
    in_field: dict[int, list[float]] = {}
    in_clause: dict[int, list[float]] = {}
    for i, near in enumerate(similar):
        for cand, sim in near.items():
            for code in postings(cand):
                cn = code >> FIELD_BITS
                if cn not in ids:
                    continue
                sims = in_field.setdefault(code, [0.0] * len(q))
                sims[i] = max(sims[i], sim)
                sims = in_clause.setdefault(cn, [0.0] * len(q))
                sims[i] = max(sims[i], sim)
    field_scores: dict[int, list[float]] = {}
    weights: dict[int, tuple[float, ...]] = {}  # each clause's field weights, decoded once
    mask = (1 << FIELD_BITS) - 1
    for code, sims in in_field.items():
        covered = sum(wt * b for wt, b in zip(weight, sims))
        cn = code >> FIELD_BITS
        if cn not in weights:
            weights[cn] = field_weights(idx, cn)
        field_scores.setdefault(cn, []).append(100.0 * covered / total * weights[cn][code & mask])
    ranked: list[tuple[float, Clause]] = []
    for c in clauses:
        cn = number[c.id]
        scores = sorted(field_scores.get(cn, ()), reverse=True) + [0.0, 0.0, 0.0]
        best = scores[0] + sum(s for s in scores[1:3] if s >= 50) / 50.0
        # A long story spreads over a clause's title and aliases: what the clause covers as a whole
        # counts too, a little below one field saying it all.
        whole = sum(wt * b for wt, b in zip(weight, in_clause[cn])) if cn in in_clause else 0.0
        ranked.append((max(best, _WHOLE * 100.0 * whole / total), c))
    ranked.sort(key=lambda t: (-t[0], t[1].order))
    asked = set(q)
    hits = []
    for score, c in ranked[: max(limit * 3, 30)]:  # near-ties: the title or section title saying it most closely
        title, section = (frozenset(t.split()) for t in field_words(idx, number[c.id])[:2])
        tie = max(_overlap(asked, title), _overlap(asked, section))
        hits.append(Hit(c, round(min(100.0, score * 0.95 + 5 * tie), 1)))
    hits.sort(key=lambda h: (-h.score, h.clause.order))
    return hits[:limit]


def search_json(book: Rulebook, query: str, game: str | None = None, limit: int = 10) -> dict:
    """The `rulings search --json` object (and the floor page's): the hits at or above RELEVANT."""
    hits = [h for h in search(book, query, game=game, limit=limit) if h.score >= RELEVANT]
    return {
        "query": query,
        "results": [
            {
                "clause": h.clause.id,
                "section": h.clause.section,
                "title": h.clause.title,
                "score": h.score,
                "paragraph": h.clause.paragraph,
                "topic": h.clause.topic,
            }
            for h in hits
        ],
    }
