"""Deciding which clauses rule a situation, with three-valued facts.

A *topic* groups the clauses that answer one question ("may he still raise?"); their outcomes
are the possible answers. Among the clauses that apply, an exception beats the clause it names,
and a clause from a game's own part beats one from a part the game inherits where their outcomes
differ. Whatever then remains must agree, or it is a conflict.

A topic is *decided* when every way the unknown facts could turn out leads to the same outcome.
That is checked exactly, by branching on the unknown facts the undecided clauses read (a topic
has few clauses and facts, so this stays small); the same branching gives the next question:
the one whose answer is expected to leave the least uncertainty about the outcome.
"""

from __future__ import annotations

import math
from itertools import product
from dataclasses import dataclass, field
from typing import Any

from ..rules.conditions import NUMERIC_OPS, evaluate, facts_in, leaves
from ..errors import BadInput
from ..rules.model import Clause, Fact, HouseProfile, Topic
from ..rules.book import Rulebook, effective_condition

DECIDED, NEEDS_FACTS, NOT_COVERED, CONFLICT = "decided", "needs_facts", "not_covered", "conflict"
TABLE_SETUPS = {"forced_bets": "forced_bets", "betting_structure": "structures", "deck": "decks"}


# -- parsing what a person typed ----------------------------------------------------------------
_YES = {"yes", "y", "true", "t", "1", "on"}
_NO = {"no", "n", "false", "f", "0", "off"}


def parse_value(fact: Fact, text: Any, domain: tuple | None = None) -> Any:
    """A typed value for a fact from what a person or a file gave; BadInput names what is accepted."""
    if fact.type == "cards":
        return str(text).strip()
    if fact.type == "yes/no":
        if isinstance(text, bool):
            return text
        word = str(text).strip().lower()
        if word in _YES:
            return True
        if word in _NO:
            return False
        raise BadInput(f"{fact.id}: {text!r} is not yes or no")
    if fact.type == "number":
        if isinstance(text, int) and not isinstance(text, bool):
            value = text
        else:
            try:
                value = int(str(text).strip())
            except ValueError:
                raise BadInput(f"{fact.id}: {text!r} is not a whole number") from None
        if value < fact.minimum:
            raise BadInput(f"{fact.id}: {value} is below {fact.minimum}")
        return value
    choices = domain or fact.choices
    for c in choices:
        if str(c).lower() == str(text).strip().lower() or str(fact.labels.get(c, "")).lower() == str(text).strip().lower():
            return c
    raise BadInput(f"{fact.id}: {text!r} is not one of {', '.join(map(str, choices))}")


# -- the facts of one situation -----------------------------------------------------------------
class Context:
    """What is known in one situation: facts fixed by the game and the house, and those given."""

    def __init__(self, book: Rulebook, game_id: str, house: HouseProfile | None = None, given: dict | None = None):
        self.book = book
        self.game = book.game(game_id)
        self.house = house or HouseProfile()
        self.base: dict[str, Any] = {}
        self.skipped: set[str] = set()
        self.given: list[str] = []  # the facts the floor person gave, in order
        self._cards_cache: dict = {}
        self._fix_game_and_house()
        for fid, value in (given or {}).items():
            self.set(fid, value)

    def _fix_game_and_house(self) -> None:
        g, facts = self.game, self.book.facts
        self.base["game"] = g.id
        if not g.has_sides:
            self.base["ranking"] = g.ranking
            self.base["side"] = "high" if g.ranking == "high" else "low"
        self.base["opening_requirement"] = g.opening_requirement
        chosen = self.house.choices_for(g.id)
        for opt in self.book.house_options:
            if opt.id in TABLE_SETUPS:
                continue
            value = chosen.get(opt.id, opt.main)
            self.base[opt.id] = parse_value(opt, value)
        for fid, attr in TABLE_SETUPS.items():
            if fid not in facts:
                continue
            allowed = getattr(g, attr)
            if fid in chosen:
                value = parse_value(facts[fid], chosen[fid], allowed)
                self.base[fid] = value
            elif len(allowed) == 1 or facts[fid].source == "house":
                self.base[fid] = allowed[0]

    def domain(self, fact: Fact) -> tuple:
        if fact.id in TABLE_SETUPS:  # what the game allows, in the fact's own order (stable numbering)
            allowed = getattr(self.game, TABLE_SETUPS[fact.id])
            return tuple(v for v in fact.choices if v in allowed) or tuple(allowed)
        if fact.id == "side":
            return ("high", "low")
        if fact.type == "yes/no":
            return (True, False)
        if fact.type == "choice":
            return fact.choices
        if fact.type == "number":
            return _number_domain(self.book, fact)
        return ()

    def set(self, fid: str, value: Any) -> None:
        fact = self.book.fact(fid)
        if fact.derive is not None or fact.cases:
            raise BadInput(f"{fid} is worked out from other facts ({', '.join(_made_of(fact))}); give those instead")
        if fact.source == "game" and fid in self.base:
            raise BadInput(f"{fid} is fixed by the game ({self.game.id}: {self.base[fid]})")
        typed = parse_value(fact, value, self.domain(fact) if fact.type == "choice" else None)
        self.base[fid] = typed
        self.skipped.discard(fid)
        if fid not in self.given:
            self.given.append(fid)
        if fact.type == "cards":  # check the cards now, so a typo is reported at once
            try:
                for other in self.book.facts.values():
                    if other.cards and f"${fid}" in (other.cards.get("args") or {}).values():
                        self.value(other.id)
            except BadInput:
                self.unset(fid)
                raise

    def unset(self, fid: str) -> None:
        self.base.pop(fid, None)
        if fid in self.given:
            self.given.remove(fid)
        self._cards_cache.clear()

    def copy_with(self, fid: str, value: Any) -> "Context":
        child = object.__new__(Context)
        child.__dict__.update(self.__dict__)
        child.base = dict(self.base)
        child.base[fid] = value
        return child

    def value(self, fid: str) -> Any:
        if fid in self.base:
            return self.base[fid]
        fact = self.book.facts.get(fid)
        if fact is None:
            return None
        if fact.derive is not None:
            return evaluate(fact.derive, self.value)
        for cond, value in fact.cases:
            held = evaluate(cond, self.value)
            if held is None:
                return None
            if held:
                return value
        if fid == "ranking" and self.game.has_sides:
            side = self.value("side")
            return None if side is None else self.game.ranking[side]
        if fact.cards:
            return self._from_cards(fact)
        return None

    def _from_cards(self, fact: Fact) -> Any:
        args = {}
        for name, arg in (fact.cards.get("args") or {}).items():
            if isinstance(arg, str) and arg.startswith("$"):
                arg = self.value(arg[1:])
                if arg is None:
                    return None
            args[name] = arg
        key = (fact.id, tuple(sorted(args.items())))
        if key not in self._cards_cache:
            from ..rules.card_facts import compute

            deck = self.value("deck") or self.game.default_deck
            self._cards_cache[key] = compute(fact.cards["compute"], args, deck)
        return self._cards_cache[key]

    def inputs(self, fid: str) -> list[str]:
        """The facts one can be asked to settle `fid`: itself if askable, else what it is made of."""
        fact = self.book.facts.get(fid)
        if fact is None or fid in self.base or self.value(fid) is not None:
            return []  # known, or worked out already (from the cards or other facts)
        if fact.derive is not None or fact.cases:
            out: list[str] = []
            for f in _made_of(fact):
                out += [x for x in self.inputs(f) if x not in out]
            return out
        if fid == "ranking" and self.game.has_sides:
            return self.inputs("side")
        if fact.cards and self._cards_given(fact):  # the cards are in: ask what else they need
            out = []
            for arg in fact.cards.get("args", {}).values():
                if isinstance(arg, str) and arg.startswith("$"):
                    out += [x for x in self.inputs(arg[1:]) if x not in out]
            return out
        return [fid] if fact.source != "game" else []

    def _cards_given(self, fact: Fact) -> bool:
        card_args = [a[1:] for a in fact.cards.get("args", {}).values() if isinstance(a, str) and a.startswith("$")
                     and self.book.facts.get(a[1:]) is not None and self.book.facts[a[1:]].type == "cards"]
        return bool(card_args) and all(self.value(a) is not None for a in card_args)


def _made_of(fact: Fact) -> list[str]:
    out: list[str] = facts_in(fact.derive) if fact.derive else []
    for cond, _ in fact.cases:
        out += [f for f in facts_in(cond) if f not in out]
    return out


def _number_domain(book: Rulebook, fact: Fact) -> tuple:
    points = set()
    for c in book.clauses.values():
        for leaf in leaves(c.when):
            if leaf[1] == fact.id and (leaf[2] in NUMERIC_OPS or leaf[2] in ("is", "is_not")):
                n = leaf[3]
                points.update({n - 1, n, n + 1})
    for f in book.facts.values():
        for cond in ([f.derive] if f.derive else []) + [c for c, _ in f.cases]:
            for leaf in leaves(cond):
                if leaf[1] == fact.id and isinstance(leaf[3], int):
                    points.update({leaf[3] - 1, leaf[3], leaf[3] + 1})
    return tuple(sorted(p for p in points if p >= fact.minimum)) or (fact.minimum, fact.minimum + 1)


# -- deciding a topic ---------------------------------------------------------------------------
@dataclass
class Decision:
    topic: Topic
    status: str
    winners: list[Clause] = field(default_factory=list)
    outcomes: tuple = ()
    missing: list[Fact] = field(default_factory=list)
    house_used: list[tuple[Fact, Any]] = field(default_factory=list)
    branches: list[tuple[Fact, Any, "Decision"]] = field(default_factory=list)
    possible: dict = field(default_factory=dict)  # outcome set -> probability, while undecided


class Topical:
    """The clauses of one topic as they hold in one game, ready for repeated evaluation."""

    def __init__(self, book: Rulebook, game_id: str, topic_id: str):
        if topic_id not in book.topics:
            raise BadInput(f"unknown topic {topic_id!r}")
        self.book = book
        self.topic = book.topics[topic_id]
        game = book.game(game_id)
        self.items = [(c, effective_condition(book, game, c), book.part_rank(game, c.part))
                      for c in book.clauses_for(game) if c.topic == topic_id]

    def winners(self, true_items: list) -> list[Clause]:
        out = []
        for c, _, rank in true_items:
            beaten = any(d is not c and (c.id in d.beats or (r > rank and d.outcome != c.outcome))
                         for d, _, r in true_items)
            if not beaten:
                out.append(c)
        return out

    def split(self, ctx: Context):
        """The items that hold, and those still open, for what is known now."""
        true, unknown = [], []
        for item in self.items:
            s = evaluate(item[1], ctx.value)
            if s is True:
                true.append(item)
            elif s is None:
                unknown.append(item)
        return true, unknown

    def _open_facts(self, ctx: Context, unknown: list) -> list[str]:
        out: list[str] = []
        for _, cond, _ in unknown:
            for f in facts_in(cond):
                out += [x for x in ctx.inputs(f) if x not in out]
        return sorted(out, key=lambda f: self.book.facts[f].order)

    def distribution(self, ctx: Context) -> dict:
        """Probability of each outcome set, the open facts taken as equally likely values."""
        true, unknown = self.split(ctx)
        if not unknown:
            return {frozenset(c.outcome for c in self.winners(true)): 1.0}
        open_facts = self._open_facts(ctx, unknown)
        if not open_facts:  # unknown only through facts no one can be asked (should not happen)
            return {frozenset(c.outcome for c in self.winners(true)): 1.0}
        fact = self.book.facts[open_facts[0]]
        values = ctx.domain(fact)
        dist: dict = {}
        for v in values:
            for k, p in self.distribution(ctx.copy_with(fact.id, v)).items():
                dist[k] = dist.get(k, 0.0) + p / len(values)
        return dist

    def next_question(self, ctx: Context) -> list[Fact]:
        """The askable open facts, most informative first; empty when nothing more can help."""
        dist = self.distribution(ctx)
        if len(dist) == 1:
            return []
        true, unknown = self.split(ctx)
        scored = []
        for fid in self._open_facts(ctx, unknown):
            fact = self.book.facts[fid]
            if fid in ctx.skipped:
                continue
            values = ctx.domain(fact)
            branches = [self.distribution(ctx.copy_with(fid, v)) for v in values]
            if all(b == branches[0] for b in branches) and not self._matters(ctx, fid, unknown):
                continue  # no answer could change the ruling, however the rest turns out
            expected = sum(_entropy(b) for b in branches) / len(values)
            scored.append((expected, fact.order, fact))
        scored.sort(key=lambda t: (t[0], t[1]))
        return [f for _, _, f in scored]

    def _matters(self, ctx: Context, fid: str, unknown: list, limit: int = 4096) -> bool:
        """Whether some way the other open facts could turn out makes this fact change the outcome."""
        others = [f for f in self._open_facts(ctx, unknown) if f != fid]
        values = ctx.domain(self.book.facts[fid])
        for n, combo in enumerate(product(*[ctx.domain(self.book.facts[f]) for f in others])):
            if n >= limit:
                return True  # too many to check: keep the question
            base = ctx
            for f, v in zip(others, combo):
                base = base.copy_with(f, v)
            if len({frozenset(self.distribution(base.copy_with(fid, v))) for v in values}) > 1:
                return True
        return False

    def decide(self, ctx: Context, depth: int = 0) -> Decision:
        dist = self.distribution(ctx)
        true, _ = self.split(ctx)
        winners = self.winners(true)
        if len(dist) == 1:
            outcomes = next(iter(dist))
            if outcomes and not winners:
                # The answer is certain but not which rule gives it: cite the rules that still may,
                # those of the game's own (most specific) part when it has any.
                maybe = [(c, rank) for c, cond, rank in self.items
                         if c.outcome in outcomes and evaluate(cond, ctx.value) is not False]
                top_rank = max(rank for _, rank in maybe)
                winners = [c for c, rank in maybe if rank == top_rank]
            status = NOT_COVERED if not outcomes else CONFLICT if len(outcomes) > 1 else DECIDED
            return Decision(self.topic, status, winners, tuple(sorted(outcomes)),
                            house_used=self._house_used(ctx, winners))
        missing = self.next_question(ctx)
        decision = Decision(self.topic, NEEDS_FACTS, winners, (), missing, possible=dist)
        if not missing and depth < 3:  # only skipped facts are left: state the ruling per answer
            _, unknown = self.split(ctx)
            for fid in self._open_facts(ctx, unknown):
                fact = self.book.facts[fid]
                for v in ctx.domain(fact):
                    decision.branches.append((fact, v, self.decide(ctx.copy_with(fid, v), depth + 1)))
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
    game = book.game(game_id)
    seen: list[str] = []
    for c in book.clauses_for(game):
        if c.topic not in seen:
            seen.append(c.topic)
    return seen


def engaged_topics(book: Rulebook, ctx: Context) -> list[str]:
    """Topics whose clauses read at least one of the facts the floor person gave."""
    given = set(ctx.given)
    out = []
    for tid in topics_for(book, ctx.game.id):
        for c in book.clauses_for(ctx.game):
            if c.topic != tid:
                continue
            read = set()
            for f in facts_in(c.when):
                read |= _reach(book, f)
            if read & given:
                out.append(tid)
                break
    return out


def _reach(book: Rulebook, fid: str) -> set:
    """A fact and every fact it is made of (conditions and card inputs)."""
    out, stack = set(), [fid]
    while stack:
        f = stack.pop()
        if f in out or f not in book.facts:
            continue
        out.add(f)
        fact = book.facts[f]
        stack += _made_of(fact)
        if fact.cards:
            stack += [a[1:] for a in (fact.cards.get("args") or {}).values() if isinstance(a, str) and a.startswith("$")]
        if f == "ranking":
            stack.append("side")
    return out
