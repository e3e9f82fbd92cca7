"""Free-text search over clause titles, aliases, topic questions and section titles (rapidfuzz).

Typos and word order do not matter: each field is scored with WRatio (which combines token-set
and partial matching) after light normalisation, and a clause takes its best field, with a small
bonus when several of its fields match well.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .model import Clause
from .rulebook import Rulebook

_WORD = re.compile(r"[a-z0-9]+")
# Words that carry no meaning for matching a dispute, and spellings floor staff use.
_STOP = {"the", "a", "an", "of", "to", "is", "was", "and", "or", "in", "on", "at", "his", "he", "her",
         "she", "it", "that", "this", "for", "with", "what", "who", "when", "does", "did", "can", "be",
         "if", "my", "i", "we", "they", "there", "has", "have", "had", "player", "guy", "then", "but",
         "so", "do", "get", "got", "are", "by", "as", "from", "him", "just"}
_SYNONYMS = {"bug": "joker", "openers": "opener", "opened": "open", "opens": "open", "raised": "raise",
             "raises": "raise", "checked": "check", "checks": "check", "exposed": "expose", "flashed": "flash",
             "blinds": "blind", "antes": "ante", "cards": "card", "hands": "hand", "players": "player",
             "declared": "declare", "declares": "declare", "split": "splitting", "splits": "splitting",
             "mucked": "muck", "fouled": "foul", "sevens": "seven", "7": "seven", "8": "eight", "6": "six",
             "5": "five", "4": "four", "2": "two", "3": "three", "jacks": "jack", "aces": "ace", "kings": "king",
             "queens": "queen", "calls": "call", "called": "call", "callers": "caller", "draws": "draw",
             "drew": "draw", "drawn": "draw", "knocked": "rap", "knock": "rap", "tapped": "rap", "rapped": "rap",
             "allin": "all-in", "lowball": "low", "k": "kansas", "kc": "kansas", "2-7": "deuce", "a-5": "ace"}


def normalize(text: str) -> str:
    words = [_SYNONYMS.get(w, w) for w in _WORD.findall(text.lower())]
    return " ".join(w for w in words if w not in _STOP)


@dataclass
class Hit:
    clause: Clause
    score: float


def _fields(book: Rulebook, c: Clause) -> list[tuple[str, float]]:
    sec = book.sections[c.section]
    part = book.sections[sec.part]
    topic = book.topics.get(c.topic)
    fields = [(c.title, 1.0), (sec.title, 0.9), (f"{part.title} {sec.title}", 0.85)]
    fields += [(a, 1.0) for a in c.aliases]
    if topic:
        fields += [(topic.title, 0.9), (topic.question, 0.85)]
    return fields


def search(book: Rulebook, query: str, game: str | None = None, limit: int = 10) -> list[Hit]:
    from rapidfuzz import fuzz, process

    q = normalize(query)
    if not q:
        return []
    clauses = book.clauses_for(book.game(game)) if game else list(book.clauses.values())
    choices, owners, weights = [], [], []
    for c in clauses:
        for text, weight in _fields(book, c):
            choices.append(normalize(text))
            owners.append(c)
            weights.append(weight)
    best: dict[str, list[float]] = {}
    for _, score, i in process.extract(q, choices, scorer=fuzz.WRatio, limit=None):
        best.setdefault(owners[i].id, []).append(float(score) * weights[i])
    ranked = []
    for cid, vals in best.items():
        vals.sort(reverse=True)
        bonus = sum(v for v in vals[1:3] if v >= 60) / 40.0  # agreeing fields break ties
        ranked.append(Hit(book.clauses[cid], round(min(100.0, vals[0] + bonus), 1)))
    ranked.sort(key=lambda h: (-h.score, h.clause.order))
    return ranked[:limit]
