"""The situations of one topic in one game: every way the facts its rules read can turn out that
the engine decides, each told with as few facts as still decide it.

A situation is what a quiz item is made of: its facts are what the story tells (what happened at
the table, the table setup where it changes the answer, a house rule where the room plays the
book's alternate and it changes the answer), its outcome is the engine's ruling, and the other
situations of the topic give the wrong answers (what the engine rules elsewhere). Facts the cards
decide ("is the exposed card a seven or lower?") are kept as yes/no here; an item deals cards that
give them (rulings/training/deal.py).

Conventions the story relies on, and the checks test:
* a house option not told is the book's main rule (the quiz says so at the start);
* a table setup not told does not change the answer (every value the game allows rules the same).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product
from typing import Any

from ..engine.context import Context
from ..engine.topic import TooManyBranches, Topical
from ..errors import BadInput
from ..records import record
from ..rules.book import Rulebook
from ..rules.conditions import evaluate, facts_in
from ..rules.model import Fact, HouseProfile

LEAF_LIMIT = 2000  # situations walked per topic before minimizing; no shipped topic comes near


@record
class Situation:
    game: str
    topic: str
    facts: tuple  # ((fact id, value), ...) in the data's fact order: what the story tells
    outcome: str
    clause: str  # the clause the ruling rests on (of the game's own part where several agree)
    section: str = ""  # that clause's section
    discretion: bool = False  # that clause leaves it to the floor
    house: str = ""  # that clause is a room's own rule: the room's name
    under: str = ""  # "book": ruled by the book alone, without the room's rules (a wrong answer's witness)


def is_setting(fact: Fact) -> bool:
    """How the game is run rather than what happened at the table: the table setups and the facts
    the game fixes (the side of Jacks Back among them)."""
    return bool(fact.setup or fact.from_game)


def split(book: Rulebook, facts: dict) -> tuple[dict, dict]:
    """(house options, table facts) of a situation's facts; a house setup (the deck) goes with the
    house, as a room's profile would give it."""
    house = {f: v for f, v in facts.items() if book.facts[f].source == "house"}
    return house, {f: v for f, v in facts.items() if f not in house}


def context(book: Rulebook, game: str, facts: dict) -> Context:
    house, table = split(book, facts)
    return Context(book, game, HouseProfile(options=house), table)


class _Counting(Topical):
    """The engine's topic, asked only which outcomes the open facts leave possible (decide() also
    works out the next question, which enumerating has no use for)."""

    def outcome_sets(self, ctx: Context) -> set:
        self._nodes = 0
        try:
            return set(self.distribution(ctx))
        except TooManyBranches:
            return set()


class _Kept(dict):
    """A path whose table facts are all told (see Topic._contrasts)."""


class Topic:
    """One topic's clauses in one game, with what its situations need."""

    def __init__(
        self,
        book: Rulebook,
        game: str,
        topic: str,
        possible: Callable[[dict], bool] | None = None,
        alone: Topic | None = None,
    ):
        """`possible(facts)`: whether a table can come to these facts (a story may tell them);
        telling fewer facts never makes an impossible situation of a possible one. `alone`: the
        same topic in the book without the room's own rules, where the room has rules on it."""
        self.book, self.game, self.id = book, game, topic
        self.alone = alone
        self.possible = possible or (lambda facts: True)
        self.top = _Counting(book, game, topic)
        self.g = book.game(game)
        read: set = set()
        for _, cond, _ in self.top.items:
            for f in facts_in(cond):
                read |= book.reach(f)
        self.read = read
        # House options and house setups the topic reads, with the values a room may give them.
        self.house = {f: self._values(book.facts[f]) for f in sorted(read, key=self._order) if self._is_house(f)}

    def _order(self, fid: str) -> int:
        return self.book.facts[fid].order

    def _is_house(self, fid: str) -> bool:
        fact = self.book.facts[fid]
        return fact.source == "house" and len(self._values(fact)) > 1

    def _values(self, fact: Fact) -> tuple:
        if fact.setup:
            return self.g.allowed(fact.setup)
        return tuple(fact.choices)

    # -- deciding ------------------------------------------------------------------------------
    def outcome(self, facts: dict) -> tuple[str, Any] | None:
        """(outcome, keyed clause) when the engine decides the topic from these facts alone, every
        house setup not told taken at each value the game allows; else None."""
        untold = [f for f, values in self.house.items() if self.book.facts[f].setup and f not in facts]
        found = None
        for values in product(*(self.house[f] for f in untold)):
            try:
                ctx = context(self.book, self.game, dict(facts, **dict(zip(untold, values))))
            except BadInput:  # a value the game does not allow, or cards this deck cannot hold
                continue
            possible = self.top.outcome_sets(ctx)
            if len(possible) != 1 or len(next(iter(possible))) != 1:
                return None  # undecided, not covered, or a conflict
            (outcome,) = next(iter(possible))
            certain = self.top.winners([it for it in self.top.items if evaluate(it[1], ctx.value) is True])
            if not certain:
                return None
            clause = max(certain, key=lambda c: (self.book.part_rank(self.g, c.part), -c.order))
            if found is None:
                found = (outcome, clause)
            elif found[0] != outcome:
                return None
        return found

    # -- enumerating ---------------------------------------------------------------------------
    def situations(self) -> list[Situation]:
        paths: list[dict] = []
        options = [f for f in self.house if not self.book.facts[f].setup]
        setups = [f for f in self.house if self.book.facts[f].setup]
        for values in product(*(self.house[f] for f in options + setups)):
            start = dict(zip(options + setups, values))
            self._walk(context(self.book, self.game, start), dict(start), paths)
            if len(paths) > LEAF_LIMIT:
                break
        out: dict = {}
        for path in paths + self._contrasts(paths) + self._house_contrasts(paths):
            facts = self._minimal(path) if path is not None else None
            if facts is None:
                continue
            ruled = self.outcome(facts)
            if ruled is None:
                continue
            key = tuple(sorted(facts.items(), key=lambda kv: self._order(kv[0])))
            if key not in out:
                outcome, clause = ruled
                out[key] = Situation(
                    self.game, self.id, key, outcome, clause.id, clause.section, clause.discretion, clause.house
                )
        return list(out.values())

    def _contrasts(self, paths: list[dict]) -> list:
        """Where an alternate house rule made a table fact matter ("the cap comes off heads-up"),
        the same table under the book's main rule, that fact still told: the story a trainee
        must not be misled by. Marked for _minimal to keep every table fact."""
        out: list = []
        for path in paths:
            alternates = [f for f, v in path.items() if self._is_house(f) and not self.book.facts[f].setup]
            if not any(path[f] != self.book.facts[f].main for f in alternates):
                continue
            chosen = {f: path[f] for f in alternates}
            table = {f: v for f, v in path.items() if f not in alternates}
            leaves: list[dict] = []  # the same table under the main rule, told till it decides
            self._walk(context(self.book, self.game, table), dict(table), leaves)
            for leaf in leaves:
                under_main, under_alternate = self.outcome(leaf), self.outcome(dict(leaf, **chosen))
                if under_main and under_alternate and under_main[0] != under_alternate[0]:
                    out.append(self._contrast(leaf, chosen))
        return out

    def _contrast(self, table: dict, alternates: dict) -> _Kept:
        """The table facts less those that matter neither under the main rule nor the alternate."""
        main, alt = self.outcome(table), self.outcome(dict(table, **alternates))
        changed = True
        while changed:
            changed = False
            for fid in sorted(table, key=self._order, reverse=True):
                trial = {f: v for f, v in table.items() if f != fid}
                m, a = self.outcome(trial), self.outcome(dict(trial, **alternates))
                if m and a and main and alt and (m[0], a[0]) == (main[0], alt[0]) and self.possible(trial):
                    table, changed = trial, True
                    break
        return _Kept(table)

    def _house_contrasts(self, paths: list[dict]) -> list:
        """Where a room's own rule decides otherwise than the book would ("no cap in no-limit play"
        where the book caps at four raises), the table told till both rulings are decided: the
        story on which a trainee who knows only the book goes wrong. Marked for _minimal (_Kept)."""
        if self.alone is None:
            return []
        out: list = []
        for path in paths:
            here = self.outcome(path)
            if here is None or not here[1].house:
                continue
            leaves: list[dict] = []  # the same table, told on till the book alone decides
            self.alone._walk(context(self.alone.book, self.game, path), dict(path), leaves)
            for leaf in leaves:
                here, there = self.outcome(leaf), self.alone.outcome(leaf)
                if here and there and here[1].house and here[0] != there[0]:
                    out.append(self._both(leaf, here[0], there[0]))
        return out

    def _both(self, facts: dict, here: str, there: str) -> _Kept:
        """The facts less those neither ruling needs: the room's rule still decides `here`, the book
        alone still `there`. A house option is dropped back to the book's main rule, never told at it."""
        assert self.alone is not None
        alone = self.alone

        def still(trial: dict) -> bool:
            a, b = self.outcome(trial), alone.outcome(trial)
            return bool(a and b and a[1].house and (a[0], b[0]) == (here, there))

        facts = self._shrink(facts, still)
        return _Kept({f: v for f, v in facts.items() if not self._at_main(f, v)})

    def _walk(self, ctx: Context, path: dict, out: list) -> None:
        if len(out) > LEAF_LIMIT:
            return
        true, unknown = self.top.split(ctx)
        known = self.top.settled(true, unknown)
        if known is None:
            open_facts = self.top.open_facts(ctx, unknown)
            if open_facts:
                fact = self.book.facts[open_facts[0]]
                for v in ctx.domain(fact):
                    self._walk(ctx.copy_with(fact.id, v), dict(path, **{fact.id: v}), out)
                return
            known = frozenset(c.outcome for c in self.top.winners(true))
        if len(known) == 1:
            out.append(path)

    def _minimal(self, path: dict) -> dict | None:
        """The path's facts less every one the ruling does not need: a house option is dropped
        when the main rule rules the same (the story tells only alternates that matter), a table
        fact or setup when leaving it untold still decides the same. A contrast (_Kept) keeps its
        table facts."""
        facts = dict(path)
        ruled = self.outcome(facts)
        if ruled is None:
            return None
        if isinstance(path, _Kept):
            return facts

        def still(trial: dict) -> bool:
            again = self.outcome(trial)
            return again is not None and again[0] == ruled[0]

        facts = self._shrink(facts, still)
        # A house option left at the book's main rule is not told (that is the convention).
        return {f: v for f, v in facts.items() if not self._at_main(f, v)}

    def _shrink(self, facts: dict, still) -> dict:
        """`facts` less every one that can go while `still(facts)` holds and the table stays
        possible: house options first (back to the book's main rule, never dropped), then the
        rest, one at a time till nothing more can go."""
        changed = True
        while changed:
            changed = False
            for fid in sorted(facts, key=lambda f: (self.book.facts[f].source != "house", -self._order(f))):
                fact = self.book.facts[fid]
                trial = dict(facts)
                del trial[fid]
                if fact.source == "house" and not fact.setup and fact.main is not None:
                    if facts[fid] == fact.main:
                        continue
                    trial[fid] = fact.main
                if still(trial) and self.possible(trial):
                    facts, changed = trial, True
                    break
        return facts

    def _at_main(self, fid: str, value: Any) -> bool:
        fact = self.book.facts[fid]
        return fact.source == "house" and not fact.setup and value == fact.main

    # -- what an outcome takes for granted -----------------------------------------------------
    def presupposes(self, situations: list[Situation]) -> dict[str, dict]:
        """outcome -> {setting fact: value} every situation ruling it tells alike: an answer that
        only ever holds at a blind table is no answer to offer at an ante table."""
        out: dict[str, dict] = {}
        for s in situations:
            told = self.setting_of(dict(s.facts))
            if s.outcome not in out:
                out[s.outcome] = told
            else:
                out[s.outcome] = {f: v for f, v in out[s.outcome].items() if told.get(f) == v}
        return out

    def setting_of(self, facts: dict) -> dict:
        """The setting facts a situation tells or its game fixes."""
        ctx = context(self.book, self.game, facts)
        out = {}
        for fid in self.read:
            fact = self.book.facts[fid]
            if not is_setting(fact):
                continue
            if fid in facts:
                out[fid] = facts[fid]
            elif fid in ctx.base and len(self._values(fact) or ctx.domain(fact)) <= 1:
                out[fid] = ctx.base[fid]  # the game allows one value only
            elif fid in ctx.base and fact.from_game:
                out[fid] = ctx.base[fid]
        return out
