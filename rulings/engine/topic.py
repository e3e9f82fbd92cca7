"""Deciding which clauses rule a situation, with three-valued facts.

A *topic* groups the clauses that answer one question ("may he still raise?"); their outcomes
are the possible answers. Among the clauses that apply, an exception beats the clause it names,
and a clause from a game's own part beats one from a part the game inherits where their outcomes
differ. Whatever then remains must agree, or it is a conflict.

A topic is *decided* when every way the unknown facts could turn out leads to the same outcome.
That is checked exactly, by branching on the unknown facts the undecided clauses read; a branch
stops as soon as its outcome is certain (no clause still open could win or change what wins), so
the work grows with the branches that matter, not with every combination of open facts. The same
branching gives the next question: the one whose answer is expected to leave the least
uncertainty about the outcome.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import Any

from ..errors import BadInput
from ..records import field, record
from ..rules.book import Rulebook
from ..rules.conditions import evaluate, facts_in
from ..rules.model import Clause, Fact, Topic
from .context import Context

DECIDED, NEEDS_FACTS, NOT_COVERED, CONFLICT = "decided", "needs_facts", "not_covered", "conflict"
BRANCH_LIMIT = 25_000  # nodes one decision may visit (the most a shipped one needs: 860); past it, ask
MATTERS_LIMIT = 4096  # situations checked to show a question cannot matter; past it, it is asked
MEMO_LIMIT = 100_000  # branches remembered by one topic (an exact memo; cleared past this)


class TooManyBranches(Exception):
    """A topic too tangled to count exactly within BRANCH_LIMIT (no shipped topic comes near)."""


@record
class Decision:
    topic: Topic
    status: str
    winners: list[Clause] = field(default_factory=list)
    outcomes: tuple = ()
    missing: list[Fact] = field(default_factory=list)
    house_used: list[tuple[Fact, Any]] = field(default_factory=list)
    branches: list[tuple[Fact, Any, Decision]] = field(default_factory=list)
    possible: dict = field(default_factory=dict)  # outcome set -> probability, while undecided


Item = tuple  # (clause, effective condition, rank of its part in the game)


def situations(
    ctx: Context, facts: list[str], stop: Callable[[Context], bool] = lambda c: False, limit: int = 4096
) -> Iterator[Context]:
    """Every way the given facts could turn out, as contexts, depth first (at most `limit`). A
    branch where `stop(context)` holds is yielded as it is, without splitting it further."""
    count = 0

    def walk(c: Context, rest: list[str]) -> Iterator[Context]:
        nonlocal count
        if count >= limit:
            return
        if not rest or stop(c):
            count += 1
            yield c
            return
        fact = c.book.facts[rest[0]]
        for value in c.domain(fact) or (None,):
            yield from walk(c.copy_with(fact.id, value), rest[1:])

    yield from walk(ctx, list(facts))


class Topical:
    """The clauses of one topic as they hold in one game, ready for repeated evaluation."""

    def __init__(self, book: Rulebook, game_id: str, topic_id: str):
        if topic_id not in book.topics:
            raise BadInput(f"unknown topic {topic_id!r}")
        self.book = book
        self.topic = book.topics[topic_id]
        game = book.game(game_id)
        self.items: list[Item] = [
            (c, book.effective_condition(game, c), book.part_rank(game, c.part))
            for c in book.clauses_for(game)
            if c.topic == topic_id
        ]
        # each item's facts and all they are made of: what its evaluation can depend on
        self._reads = [frozenset().union(*[book.reach(f) for f in facts_in(cond)]) for _, cond, _ in self.items]
        self._memo: dict = {}
        self._nodes = 0

    # -- precedence ------------------------------------------------------------------------------
    @staticmethod
    def _beats(d: Item, c: Item) -> bool:
        """An exception beats the clause it names; otherwise a clause of a later part beats one of an
        earlier part that rules differently, unless that clause names it as its exception."""
        if d[0] is c[0]:
            return False
        if c[0].id in d[0].beats:
            return True
        return d[2] > c[2] and d[0].outcome != c[0].outcome and d[0].id not in c[0].beats

    def winners(self, true_items: list[Item]) -> list[Clause]:
        return [it[0] for it in true_items if not any(self._beats(d, it) for d in true_items)]

    def split(self, ctx: Context) -> tuple[list[Item], list[Item]]:
        """The items that hold, and those still open, for what is known now."""
        true, unknown = [], []
        for item in self.items:
            s = evaluate(item[1], ctx.value)
            if s is True:
                true.append(item)
            elif s is None:
                unknown.append(item)
        return true, unknown

    def settles(self, ctx: Context) -> bool:
        """Whether every clause of the topic holds or fails here (nothing left open)."""
        return not self.split(ctx)[1]

    def settled(self, true: list[Item], unknown: list[Item]) -> frozenset | None:
        """The outcome set when no open clause can change it, else None. Every final winner is a
        clause no clause already true beats; a true clause nothing can beat stays a winner."""
        if not unknown:
            return frozenset(c.outcome for c in self.winners(true))
        candidates = true + unknown
        possible = {it[0].outcome for it in candidates if not any(self._beats(d, it) for d in true)}
        sure = {it[0].outcome for it in true if not any(self._beats(d, it) for d in candidates)}
        return frozenset(sure) if sure and sure == possible else None

    def open_facts(self, ctx: Context, unknown: list[Item], every_way: bool = False) -> list[str]:
        """The facts one can be asked that the open clauses read; with `every_way`, also those
        known only from cards (never asked, but the cards could give either answer)."""
        out: list[str] = []
        for _, cond, _ in unknown:
            for f in facts_in(cond):
                out += [x for x in ctx.inputs(f) if x not in out]
                if every_way:
                    out += [
                        x
                        for x in self.book.reach(f)
                        if x not in out
                        and x not in ctx.base
                        and self.book.facts[x].cards
                        and not self.book.facts[x].asked
                    ]
        return sorted(out, key=lambda f: self.book.facts[f].order)

    # -- counting the ways it can turn out ---------------------------------------------------------
    def distribution(self, ctx: Context) -> dict:
        """Probability of each outcome set, the open facts taken as equally likely values."""
        self._nodes += 1
        if self._nodes > BRANCH_LIMIT:
            raise TooManyBranches
        true, unknown = self.split(ctx)
        known = self.settled(true, unknown)
        if known is not None:
            return {known: 1.0}
        key = self._state(ctx, true, unknown)
        if key in self._memo:
            return self._memo[key]
        open_facts = self.open_facts(ctx, unknown)
        if not open_facts:  # open only through facts no one can be asked
            return {frozenset(c.outcome for c in self.winners(true)): 1.0}
        fact = self.book.facts[self._branch_on(unknown, open_facts, ctx)]
        values = ctx.domain(fact)
        dist: dict = {}
        for v in values:
            for k, p in self.distribution(ctx.copy_with(fact.id, v)).items():
                dist[k] = dist.get(k, 0.0) + p / len(values)
        if len(self._memo) > MEMO_LIMIT:
            self._memo.clear()
        self._memo[key] = dist
        return dist

    def _state(self, ctx: Context, true: list[Item], unknown: list[Item]) -> tuple:
        """What the rest of a branch depends on: which clauses hold, which are still open, and the
        known values of the facts the open ones read. Two branches in the same state turn out the
        same ways, so each is counted once."""
        held = frozenset(id(it) for it in true)
        open_ids = frozenset(id(it) for it in unknown)
        reads = frozenset().union(*[self._reads[self.items.index(it)] for it in unknown])
        return held, open_ids, tuple(sorted((f, repr(ctx.base[f])) for f in reads if f in ctx.base))

    def _branch_on(self, unknown: list[Item], open_facts: list[str], ctx: Context) -> str:
        """A fact of the strongest open clause (the one that beats the most others): if it holds,
        nothing can override it and the branch is settled at once. The probabilities do not
        depend on the order of branching; this order keeps the branches few."""
        candidates = self.items
        strongest = sorted(unknown, key=lambda it: -sum(self._beats(it, other) for other in candidates))
        for item in strongest:
            for f in facts_in(item[1]):
                for x in ctx.inputs(f):
                    if x in open_facts:
                        return x
        return open_facts[0]

    def _outcome_sets(self, ctx: Context) -> frozenset:
        return frozenset(self.distribution(ctx))

    def matters(self, ctx: Context, fid: str, unknown: list[Item]) -> bool:
        """Whether some way the other open facts could turn out makes this fact change the outcome."""
        values = ctx.domain(self.book.facts[fid])
        others = [f for f in self.open_facts(ctx, unknown) if f != fid]

        def alike(c: Context) -> bool:  # every answer to fid settles it, the same way
            sets = [self.distribution(c.copy_with(fid, v)) for v in values]
            return all(len(s) == 1 for s in sets) and len({next(iter(s)) for s in sets}) == 1

        seen = 0
        for leaf in situations(ctx, others, stop=alike, limit=MATTERS_LIMIT):
            seen += 1
            if not alike(leaf) and len({self._outcome_sets(leaf.copy_with(fid, v)) for v in values}) > 1:
                return True
        return seen >= MATTERS_LIMIT  # too many to check: keep the question

    def next_question(self, ctx: Context) -> list[Fact]:
        """The askable open facts, most informative first; empty when nothing more can help."""
        dist = self.distribution(ctx)
        if len(dist) == 1:
            return []
        _, unknown = self.split(ctx)
        scored = []
        for fid in self.open_facts(ctx, unknown):
            fact = self.book.facts[fid]
            if fid in ctx.skipped:
                continue
            values = ctx.domain(fact)
            branches = [self.distribution(ctx.copy_with(fid, v)) for v in values]
            if all(b == branches[0] for b in branches) and not self.matters(ctx, fid, unknown):
                continue  # no answer could change the ruling, however the rest turns out
            expected = sum(_entropy(b) for b in branches) / len(values)
            scored.append((expected, fact.order, fact))
        scored.sort(key=lambda t: (t[0], t[1]))
        return [f for _, _, f in scored]

    # -- deciding --------------------------------------------------------------------------------
    def decide(self, ctx: Context, depth: int = 0) -> Decision:
        self._nodes = 0
        try:
            return self._decide(ctx, depth)
        except TooManyBranches:  # ask the open facts in the data's order instead of counting
            _, unknown = self.split(ctx)
            open_facts = [self.book.facts[f] for f in self.open_facts(ctx, unknown) if f not in ctx.skipped]
            true, _ = self.split(ctx)
            return Decision(self.topic, NEEDS_FACTS, self.winners(true), (), open_facts)

    def _decide(self, ctx: Context, depth: int) -> Decision:
        dist = self.distribution(ctx)
        true, _ = self.split(ctx)
        winners = self.winners(true)
        if len(dist) == 1:
            outcomes = next(iter(dist))
            if outcomes and not winners:
                # The answer is certain but not which rule gives it: cite the rules that still may,
                # those of the game's own (most specific) part when it has any.
                maybe = [
                    (c, rank)
                    for c, cond, rank in self.items
                    if c.outcome in outcomes and evaluate(cond, ctx.value) is not False
                ]
                top_rank = max(rank for _, rank in maybe)
                winners = [c for c, rank in maybe if rank == top_rank]
            status = NOT_COVERED if not outcomes else CONFLICT if len(outcomes) > 1 else DECIDED
            return Decision(
                self.topic, status, winners, tuple(sorted(outcomes)), house_used=self._house_used(ctx, winners)
            )
        missing = self.next_question(ctx)
        decision = Decision(self.topic, NEEDS_FACTS, winners, (), missing, possible=dist)
        if not missing and depth < 3:  # only skipped facts are left: state the ruling per answer
            _, unknown = self.split(ctx)
            for fid in self.open_facts(ctx, unknown):
                fact = self.book.facts[fid]
                for v in ctx.domain(fact):
                    decision.branches.append((fact, v, self._decide(ctx.copy_with(fid, v), depth + 1)))
                break
        return decision

    def _house_used(self, ctx: Context, winners: list[Clause]) -> list[tuple[Fact, Any]]:
        used = []
        for c in winners:
            for fid in facts_in(c.when):
                fact = self.book.facts[fid]
                if fact.source == "house" and (fact, ctx.value(fid)) not in used:
                    used.append((fact, ctx.value(fid)))
        return used


def _entropy(dist: dict) -> float:
    return -sum(p * math.log2(p) for p in dist.values() if p > 0)


def topics_for(book: Rulebook, game_id: str) -> list[str]:
    return list(dict.fromkeys(c.topic for c in book.clauses_for(book.game(game_id))))


def engaged_topics(book: Rulebook, ctx: Context) -> list[str]:
    """Topics whose clauses read at least one of the facts the floor person gave."""
    given = set(ctx.given)
    out = []
    for tid in topics_for(book, ctx.game.id):
        for c in book.clauses_for(ctx.game):
            if c.topic == tid and any(book.reach(f) & given for f in facts_in(c.when)):
                out.append(tid)
                break
    return out
