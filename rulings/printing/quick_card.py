"""The quick-reference card: the rows of rules_data/quick_card.yaml, each line the engine's ruling
in a representative situation, under the room's house options."""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass

from ..engine.context import Context
from ..engine.topic import Topical
from ..rules.book import Rulebook
from ..rules.conditions import facts_in
from .holding import RuleView, clause_order, possible_winners, rule_view, words

SCAN_LIMIT = 20  # a scanned number (raises so far) is tried from 0 up to this


@dataclass
class QuickLine:
    label: str  # the situation
    outcome: str  # the answer, in words
    rules: list[RuleView]
    topic: str = ""  # the title of the topic the line decides (the label when no situation is named)

    @property
    def answers(self) -> list[tuple[str, str, list[str]]]:
        """The line's answers, once each: (outcome, the title of the most specific rule giving it,
        the citations of every rule giving it). Rules come in outline order, the game's own last."""
        out: dict[str, tuple[str, list[str]]] = {}
        for r in self.rules:
            cites = out[r.outcome][1] if r.outcome in out else []
            out[r.outcome] = (r.title, [*cites, r.cite])
        return [(outcome, title, cites) for outcome, (title, cites) in out.items()]


@dataclass
class QuickRow:
    heading: str
    lines: list[QuickLine]


def _row_topics(book: Rulebook, row: dict, game_topics: list[str]) -> list[str]:
    wanted = [t for t in row["topics"] if t in book.topics]
    for c in sorted(book.clauses.values(), key=lambda c: clause_order(book, c)):
        if c.topic not in wanted and any(fnmatch.fnmatchcase(c.section, p) for p in row["sections"]):
            wanted.append(c.topic)
    return [t for t in wanted if t in game_topics]


def _situation(book: Rulebook, ctx: Context, top: Topical, situation: dict) -> tuple[dict, Context, int | None] | None:
    """The situation's facts this topic reads, and the context for them; a scanned fact is set to
    the least value where the topic's possible answers change (left open, n None, if they never do:
    a room with no cap)."""
    read: set[str] = set()
    for _, cond, _ in top.items:
        for f in facts_in(cond):
            read |= book.reach(f)
    known = {f: v for f, v in situation["facts"].items() if f in read and f not in ctx.base}
    scan = situation["scan"] if situation["scan"] in read and situation["scan"] not in ctx.base else ""
    child = ctx
    for f, v in known.items():
        child = child.copy_with(f, v)
    if not scan:
        return known, child, None

    def answers(c: Context) -> set[str]:
        return {book.clauses[i].outcome for i in possible_winners(top, c)}

    known = dict(known, **{scan: "?"})
    first = answers(child.copy_with(scan, 0))
    for n in range(1, SCAN_LIMIT + 1):
        if answers(child.copy_with(scan, n)) != first:
            return known, child.copy_with(scan, n), n
    return known, child, None


def quick(book: Rulebook, ctx: Context, holding: set[str]) -> list[QuickRow]:
    game = ctx.game
    game_topics = sorted({c.topic for c in book.clauses_for(game)})
    rows = []
    for spec in book.quick_card:
        lines: list[QuickLine] = []
        for tid in _row_topics(book, spec, game_topics):
            top = Topical(book, game.id, tid)
            topic = book.topics[tid]
            found, seen = [], []
            for situation in spec["situations"] or ({"label": "", "facts": {}, "scan": ""},):
                got = _situation(book, ctx, top, situation)
                if got is None or got[0] in seen:
                    continue
                known, child, n = got
                seen.append(known)
                ids = possible_winners(top, child) & holding
                if ids:
                    label = str(situation["label"])
                    if "{n}" in label and n is None:  # the answer never changes: no number to name
                        label = label.split(":")[0]
                    found.append((label.replace("{n}", str(n)), ids, child, n))
            if len({frozenset(ids) for _, ids, _, _ in found}) == 1 and all(n is None for *_, n in found):
                found = [(topic.title, found[0][1], found[0][2], None)]
            merged: list = []  # situations that give the same rules share one line
            for label, ids, child, n in found:
                same = next((m for m in merged if m[1] == ids), None)
                if same:
                    same[0] += f"; also: {label[:1].lower()}{label[1:]}"
                else:
                    merged.append([label, ids, child, n])
            for label, ids, child, _ in merged:
                clauses = sorted((book.clauses[i] for i in ids), key=lambda c: clause_order(book, c))
                outcome = " / ".join(dict.fromkeys(words(c.outcome) for c in clauses))
                views = [rule_view(book, c, child) for c in clauses]
                for v in views:
                    v.title = for_game(v.title, game.title)
                lines.append(QuickLine(label or topic.title, outcome, views, topic.title))
        fallback = spec["fallback"]
        if not lines and fallback in book.facts and ctx.value(fallback) is not None:
            fact = book.facts[fallback]
            lines.append(QuickLine(fact.question or fact.id, fact.label(ctx.value(fallback)), []))
        if lines:
            rows.append(QuickRow(spec["heading"], lines))
    return rows


def for_game(title: str, game_title: str) -> str:
    """A rule's title on the game's own card, without the game's name before it ("Jacks Back - the
    player left of ..." is "The player left of ..." on the Jacks Back card)."""
    head, sep, rest = title.partition(" - ")
    if sep and rest and game_title.lower().startswith(head.lower()):
        return rest[:1].upper() + rest[1:]
    return title
