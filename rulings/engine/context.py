"""What is known in one situation: the facts the game and the room fix, and those given.

Nothing here knows a fact by its id: the game's facts come from the roles the fact data declares
(`from_game`, `by`, `setup`; see rules/model.py), house options from the profile.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..errors import BadInput
from ..rules.book import Rulebook
from ..rules.card_facts import compute
from ..rules.conditions import NUMERIC_OPS, evaluate, leaves
from ..rules.model import Fact, HouseProfile
from ..rules.values import parse_value


class Context:
    def __init__(self, book: Rulebook, game_id: str, house: HouseProfile | None = None, given: dict | None = None):
        self.book = book
        self.game = book.game(game_id)
        self.house = house or HouseProfile()
        self.base: dict[str, Any] = {}
        self.by_game: dict[str, tuple[str, dict]] = {}  # fact -> (the fact it depends on, value per value)
        self.skipped: set[str] = set()  # facts answered "unknown"
        self.given: list[str] = []  # the facts the floor person gave, in order
        self._cards_memo: dict = {}  # (fact, arguments) -> value: a pure memo, shared with copies
        self._implying: set[str] = set()  # card-computed facts being tried for what they imply
        self._fix_game_and_house()
        given = given or {}
        cards_last = sorted(
            given, key=lambda f: self.book.facts.get(f) is not None and self.book.facts[f].type == "cards"
        )
        for fid in cards_last:  # cards last, so they are checked against the deck given with them
            self.set(fid, given[fid])

    def _fix_game_and_house(self) -> None:
        game = self.game
        chosen = self.house.choices_for(game.id)
        for fact in self.book.facts.values():
            if fact.from_game:
                value = game.props.get(fact.from_game)
                if isinstance(value, dict) and fact.by:
                    self.by_game[fact.id] = (fact.by, value)
                elif value is not None:
                    self.base[fact.id] = value
            elif fact.setup:
                allowed = game.allowed(fact.setup)
                if fact.id in chosen:
                    self.base[fact.id] = parse_value(fact, chosen[fact.id], allowed)
                elif len(allowed) == 1 or fact.source == "house":
                    self.base[fact.id] = allowed[0]
            elif fact.source == "house":
                self.base[fact.id] = parse_value(fact, chosen.get(fact.id, fact.main))

    def fixed_by_game(self, fid: str) -> bool:
        fact = self.book.facts.get(fid)
        return bool(fact and (fact.from_game or fact.source == "game") and fid in self.base and fid not in self.given)

    def domain(self, fact: Fact) -> tuple:
        """The values a fact can take here (a table setup: those the game allows, in the fact's order)."""
        if fact.setup:
            allowed = self.game.allowed(fact.setup)
            return tuple(v for v in fact.choices if v in allowed) or allowed
        if fact.type == "yes/no":
            return (True, False)
        if fact.type == "choice":
            return fact.choices
        if fact.type == "number":
            return number_domain(self.book, fact)
        return ()

    def set(self, fid: str, value: Any) -> None:
        fact = self.book.fact(fid)
        fid = fact.id  # an old id (renamed) sets the fact as it is called now
        if fact.computed:
            raise BadInput(f"{fid} is worked out from other facts ({', '.join(fact.made_of())}); give those instead")
        if self.fixed_by_game(fid):
            raise BadInput(f"{fid} is fixed by the game ({self.game.id}: {fact.label(self.base[fid])})")
        typed = parse_value(fact, value, self.domain(fact) if fact.type == "choice" or fact.setup else None)
        self.base[fid] = typed
        self.skipped.discard(fid)
        if fid not in self.given:
            self.given.append(fid)
        if fact.type == "cards":  # check the cards now, so a typo is reported at once
            try:
                for other in self.book.facts.values():
                    if other.cards and fid in other.cards.inputs:
                        self.value(other.id)
            except BadInput:
                self.unset(fid)
                raise

    def unset(self, fid: str) -> None:
        self.base.pop(fid, None)
        if fid in self.given:
            self.given.remove(fid)

    def copy_with(self, fid: str, value: Any) -> Context:
        """A child context with one more fact; it has its own facts, answers and skips."""
        child = object.__new__(Context)
        child.book, child.game, child.house, child.by_game = self.book, self.game, self.house, self.by_game
        child.base = dict(self.base)
        child.base[fid] = value
        child.skipped = set(self.skipped)
        child.given = list(self.given)
        child._cards_memo = self._cards_memo
        child._implying = set()
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
        if fid in self.by_game:
            by, values = self.by_game[fid]
            other = self.value(by)
            return None if other is None else values.get(other)
        if fact.cards:
            found = self._from_cards(fact)
            if found is not None:
                return found
        return self._implied(fid)

    def _implied(self, fid: str) -> Any:
        """A value another known fact implies (`implies:` in the data, when that fact is known and
        not "no": a dispute about the joker says the joker is in the deck; an opening hand that held
        openers says his split could have kept them), given or worked out from its cards."""
        for given in self.given:
            implied = self.book.facts[given].implies
            if fid in implied and self.base.get(given) not in (None, False):
                return implied[fid]
        for other in _card_facts_implying(self.book).get(fid, ()):
            if other.id in self.given or other.id in self._implying:
                continue
            self._implying.add(other.id)  # its cards may need this fact (the deck): not asked again meanwhile
            try:
                found = self._from_cards(other)
            finally:
                self._implying.discard(other.id)
            if found not in (None, False):
                return other.implies[fid]
        return None

    def _from_cards(self, fact: Fact) -> Any:
        assert fact.cards is not None
        args = {}
        for param, ref, literal in fact.cards.args:
            value = self.value(ref) if ref else literal
            if value is None:
                return None
            args[param] = value
        deck_fact = self.book.fact_for("deck")
        deck = (self.value(deck_fact) if deck_fact else None) or max(
            self.game.decks
        )  # the deck unknown: accept the joker where the game may have it
        key = (fact.id, deck, tuple(sorted(args.items())))
        if key not in self._cards_memo:
            self._cards_memo[key] = compute(fact.cards.compute, args, deck)
        return self._cards_memo[key]

    def inputs(self, fid: str) -> list[str]:
        """The facts one can be asked to settle `fid`: itself if askable, else what it is made of."""
        fact = self.book.facts.get(fid)
        if fact is None or fid in self.base or self.value(fid) is not None:
            return []  # known, or worked out already (from the cards or other facts)
        if fact.computed:
            out: list[str] = []
            for f in fact.made_of():
                out += [x for x in self.inputs(f) if x not in out]
            return out
        if fid in self.by_game:
            return self.inputs(self.by_game[fid][0])
        if fact.cards and self.cards_given(fact):  # the cards are in: ask what else they need
            out = []
            for ref in fact.cards.inputs:
                out += [x for x in self.inputs(ref) if x not in out]
            return out
        if fact.cards and not fact.asked:
            return []  # known only from its cards
        return [fid] if fact.source != "game" else []

    def card_inputs(self, fact: Fact) -> list[str]:
        """The cards facts a card-computed fact reads."""
        if not fact.cards:
            return []
        return [ref for ref in fact.cards.inputs if self.book.facts.get(ref) and self.book.facts[ref].type == "cards"]

    def cards_given(self, fact: Fact) -> bool:
        refs = self.card_inputs(fact)
        return bool(refs) and all(self.value(r) is not None for r in refs)


@lru_cache(maxsize=8)
def _card_facts_implying(book: Rulebook) -> dict[str, tuple[Fact, ...]]:
    """fact -> the card-computed facts whose `implies:` names it."""
    out: dict[str, tuple[Fact, ...]] = {}
    for fact in book.facts.values():
        if fact.cards:
            for fid in fact.implies:
                out[fid] = (*out.get(fid, ()), fact)
    return out


def number_domain(book: Rulebook, fact: Fact) -> tuple:
    """The values of a number fact worth telling apart: each threshold the data compares it with,
    and one either side. Worked out for every fact in one pass over the conditions, the first time
    one is asked for (the interview asks for several)."""
    cached = book.number_domains.get(fact.id)
    if cached is not None:
        return cached
    points: dict[str, set] = {}
    conds = [c.when for c in book.clauses.values()]
    conds += [c for f in book.facts.values() for c in ([f.derive] if f.derive else []) + [c for c, _ in f.cases]]
    for cond in conds:
        for leaf in leaves(cond):
            if isinstance(leaf[3], int) and (leaf[2] in NUMERIC_OPS or leaf[2] in ("is", "is_not")):
                points.setdefault(leaf[1], set()).update({leaf[3] - 1, leaf[3], leaf[3] + 1})
    for f in (*book.facts.values(), fact):
        if f.id not in book.number_domains and (f is fact or f.type == "number"):
            found = points.get(f.id, ())
            book.number_domains[f.id] = tuple(sorted(p for p in found if p >= f.minimum)) or (f.minimum, f.minimum + 1)
    return book.number_domains[fact.id]
