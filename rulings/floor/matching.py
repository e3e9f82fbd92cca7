"""Which dispute a story is: the rules it may be about, best first, or none of the chapter's.

A story the chapter has no rule for gets "not covered", not the nearest rule stretched over it:
when it names a dispute the chapter does not speak to (rules_data/outside.yaml: a string raise,
acting out of turn, the clock ...), or when no rule's words fit it well enough (RELEVANT, a
score calibrated on disputes in and out of the chapter's scope: bench/stories.py).
"""

from __future__ import annotations

from functools import lru_cache

from ..records import record
from ..rules.book import Rulebook

MATCHES = 5  # disputes offered at "which of these is it?"
RELEVANT = 14.0  # the least score of the best match for the story to be one of the chapter's
CERTAIN = 60.0  # a match this good is offered even when the words also name an outside dispute


@record
class Match:
    topic: str
    section: str  # the section that governs the topic in this game
    title: str
    score: float


@record
class Matched:
    matches: tuple  # the disputes to offer, best first; none when the chapter does not cover it
    outside: dict | None = None  # the dispute of rules_data/outside.yaml the words name, if any
    nearest: Match | None = None  # the closest rule when none fits: "nearest, probably not it"


@lru_cache(maxsize=32)  # a pure function of its arguments, asked again at every step of a dispute
def match(book: Rulebook, game: str, story: str) -> Matched:
    matches = find_matches(book, game, story)
    outside = outside_dispute(book, story)
    best = matches[0] if matches else None
    if outside and (best is None or best.score < CERTAIN):
        return Matched((), outside, best)
    if best is None or best.score < RELEVANT:
        return Matched((), None, best if best and best.score > 0 else None)
    return Matched(matches, None, best)


def outside_dispute(book: Rulebook, story: str) -> dict | None:
    from .story import find, tokens

    toks = tokens(story)
    for topic in book.vocabulary.get("outside", ()):
        if find(topic["words"], toks, negatable=True):
            return topic
    return None


@lru_cache(maxsize=32)
def find_matches(book: Rulebook, game: str, story: str, limit: int = MATCHES) -> tuple[Match, ...]:
    """The disputes the story may be, one per topic, best first, each cited by the section that
    governs the topic in this game (the game's most specific part among the topic's clauses)."""
    from ..engine.search import search

    g = book.game(game)
    out: list[Match] = []
    for hit in search(book, story, game=game, limit=40):
        if any(m.topic == hit.clause.topic for m in out):
            continue
        clause, rank = hit.clause, book.part_rank(g, hit.clause.part)
        for c in book.clauses_for(g):
            if c.topic == clause.topic and book.part_rank(g, c.part) > rank:
                clause, rank = c, book.part_rank(g, c.part)
        out.append(Match(clause.topic, book.cite_short(clause), book.topics[clause.topic].title, hit.score))
        if len(out) == limit:
            break
    return tuple(out)
