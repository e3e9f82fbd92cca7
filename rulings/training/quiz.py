"""Training quizzes drawn from the rulebook and the hand evaluator, so training never drifts from
the rulings.

Kinds of item:

* ``situation``: a clause's example told as a dispute, with four rulings to choose from. The wrong
  ones are other clauses of the same section or topic (then of the same part, then of the game),
  each checked with the engine: its outcome differs from the one decided, a clause of another
  topic neither holds nor wins under the situation's facts, and no two choices read the same.
* ``exposed``: must the player take this exposed card? A card dealt at random, the other facts
  the engine's exposed-card topic needs, and the ruling as the engine gives it.
* ``showdown``, ``joker``, ``openers``, ``seven``: card questions (:mod:`rulings.training.card_questions`).

Every item has a stable id from which :meth:`Maker.build` makes it again: ``situation/CLAUSE/N``
(the clause's N-th example), or ``KIND/GAME/SIDE/CARDS[/FACTS]`` for a deal. The same seed gives
the same quiz; choices are shuffled by the seed and the item id.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.context import Context
from ..engine.topic import DECIDED, Topical
from ..errors import BadInput
from ..rules.book import Rulebook
from ..rules.conditions import evaluate, facts_in
from ..rules.model import Clause, HouseProfile
from .choices import fixed_that_matter, ruling_choices
from .items import ANSWER_WORDS, Choice, Item

SITUATION_SHARE = 0.6  # of the new items, about this many are situations while any are left


class Maker:
    """Builds quiz items for one game (or all), one section or part (or all), from one seed."""

    def __init__(self, book: Rulebook, seed: Any = 0, game: str | None = None, section: str | None = None):
        self.book, self.seed, self.section = book, str(seed), section
        if game:
            book.game(game)  # BadInput naming the games
        if section and section not in book.sections:
            import difflib

            near = difflib.get_close_matches(section, list(book.sections), n=3)
            hint = f"did you mean {', '.join(near)}? " if near else ""
            raise BadInput(f"unknown section {section!r}: {hint}(`rulings show` lists the section ids)")
        self.game = game
        self.games = [game] if game else list(book.games)
        self._topicals: dict = {}

    # -- choosing -------------------------------------------------------------------------------
    def wanted(self, section: str) -> bool:
        s = self.section
        return not s or section == s or self.book.sections[section].part == s

    def quiz(self, count: int, first: tuple | list = ()) -> list[Item]:
        """`count` items: those of `first` that can be asked here (due for review), then new ones."""
        items: list[Item] = []
        seen: set[str] = set()

        def add(iid: str) -> None:
            item = None if iid in seen else self.build(iid)
            if item and self.wanted(item.section):
                items.append(item)
                seen.add(iid)

        for iid in first:
            if len(items) < count:
                add(iid)
        rng = random.Random(f"{self.seed}|{self.game or ''}|{self.section or ''}")
        situations = self.situation_ids()
        rng.shuffle(situations)
        deals = self.deal_kinds()
        tries = 0
        while len(items) < count and tries < 40 * count:
            tries += 1
            if situations and (not deals or rng.random() < SITUATION_SHARE):
                add(situations.pop())
            elif deals:
                add(self.deal(*rng.choice(deals), rng))
            else:
                break
        if not items:
            where = f"section {self.section} in " if self.section else ""
            raise BadInput(f"no quiz items for {where}{self.game or 'any game'}")
        return items

    def situation_ids(self) -> list[str]:
        from ..engine.lint import example_game

        out, in_game = [], {}
        for c in self.book.clauses.values():
            if not self.wanted(c.section):
                continue
            for n, ex in enumerate(c.examples):
                game = self.game or example_game(self.book, c, ex)
                if game not in in_game:
                    in_game[game] = {x.id for x in self.book.clauses_for(self.book.game(game))}
                if c.id in in_game[game]:
                    out.append(f"situation/{c.id}/{n}")
        return out

    def deal_kinds(self) -> list[tuple[str, str, str]]:
        """(kind, game, side) of the card questions these games and this section allow."""
        from . import card_questions as quiz_cards

        out = []
        for gid in self.games:
            g = self.book.game(gid)
            for side in ("high", "low") if g.has_sides else (None,):
                for kind, cites in quiz_cards.kinds_for(quiz_cards.Cites(self.book), g, side):
                    if any(self.wanted(s) for s, _ in cites):
                        out.append((kind, gid, side or "-"))
            if g.opening_requirement != "none" and self.wanted(quiz_cards.Cites(self.book).qualifier("openers")[0]):
                out.append(("openers", gid, "-"))  # asked at the deal, before any side is known
            if self._card_fact(gid) and any(
                self.wanted(c.section) for c, *_ in self._topical(gid, self.book.topic_for("exposed_card")).items
            ):
                out.append(("exposed", gid, "-"))
        return out

    def deal(self, kind: str, game: str, side: str, rng: random.Random) -> str:
        """The id of a new random card question."""
        from . import card_questions as quiz_cards

        g = self.book.game(game)
        if kind == "exposed":
            return f"exposed/{game}/-/{self._exposed_deal(game, rng)}"
        return f"{kind}/{game}/{side}/{quiz_cards.deal(kind, g, None if side == '-' else side, rng)}"

    def _exposed_deal(self, game: str, rng: random.Random) -> str:
        """A card and the other facts the exposed-card topic needs, till one clause certainly rules;
        cases the card decides are preferred."""
        from ..cards.notation import deck

        found = self._card_fact(game)
        assert found is not None  # exposed items are dealt only where the topic reads a card
        card_fact, derived = found
        top = self._topical(game, self.book.topic_for("exposed_card"))
        cards = deck(self.book.game(game).default_deck)
        fallback = None
        for _ in range(16):
            card = rng.choice(cards)
            ctx = Context(self.book, game, None, {card_fact: card.ascii})
            for _ in range(12):  # tell one more fact (a random value) till a clause certainly rules
                winners = self._certain(top, ctx)
                if winners and len(top.distribution(ctx)) == 1:
                    break
                open_facts = [
                    x
                    for _, cond, _ in top.items
                    if evaluate(cond, ctx.value) is None
                    for f in facts_in(cond)
                    for x in ctx.inputs(f)
                ]
                fact = self.book.facts[open_facts[0]] if open_facts else None
                if fact is None or not ctx.domain(fact):
                    break
                ctx.set(fact.id, rng.choice(ctx.domain(fact)))
            winners = self._certain(top, ctx)
            if not winners or top.decide(ctx).status != DECIDED:
                continue
            facts = ";".join(f"{f}={_id_value(ctx.base[f])}" for f in ctx.given if f != card_fact)
            if any(_facts_read(self.book, c) & derived for c in winners):
                return f"{card.ascii}/{facts}"
            fallback = fallback or f"{card.ascii}/{facts}"
        return fallback or f"{rng.choice(cards).ascii}/"

    # -- building an item from its id ----------------------------------------------------------
    def build(self, iid: str) -> Item | None:
        """The item with this id, or None when it cannot be asked here (data changed, other game)."""
        from . import card_questions as quiz_cards

        rng = random.Random(f"{self.seed}/{iid}")
        kind, _, rest = iid.partition("/")
        try:
            if kind == "situation":
                cid, _, n = rest.rpartition("/")
                return self._situation(cid, int(n), rng)
            game, side_text, payload = rest.split("/", 2)
            if game not in self.games:
                return None
            g = self.book.game(game)
            side = None if side_text == "-" else side_text
            if (side is not None) != (g.has_sides and kind not in ("openers", "exposed")):
                return None
            if kind == "exposed":
                card, _, facts = payload.partition("/")
                return self._exposed(game, card, facts, rng)
            if kind not in quiz_cards.KINDS:
                return None
            q = quiz_cards.question(quiz_cards.Cites(self.book), kind, g, side, payload, rng)
            if q is None:
                return None
            return self._item(
                kind,
                iid,
                game,
                side,
                q["cite"],
                q["story"],
                q["question"],
                [Choice(t, k) for t, k in q["choices"]],
                q["answer"],
                q["explanation"],
            )
        except (BadInput, ValueError, KeyError):
            return None

    def _situation(self, cid: str, n: int, rng: random.Random) -> Item | None:
        from ..engine.lint import example_game

        clause = self.book.clauses.get(cid)
        if clause is None or not 0 <= n < len(clause.examples) or not self.wanted(clause.section):
            return None
        ex = clause.examples[n]
        game = self.game or example_game(self.book, clause, ex)
        top = self._topical(game, clause.topic)
        facts = dict(ex.facts)
        # In a game played for high or low (Jacks Back) an example that does not say which is told
        # on the first side under which it holds.
        side_fact = self.book.fact_for("side")
        sides = [None] + (["high", "low"] if self.book.game(game).has_sides and side_fact not in facts else [])
        for side in sides:
            told = dict(facts, **{side_fact: side}) if side else facts
            ctx = Context(self.book, game, HouseProfile(options=dict(ex.house)), told)
            d = top.decide(ctx)
            if (
                d.status == DECIDED
                and d.outcomes == (clause.outcome,)
                and clause.id in {c.id for c in self._certain(top, ctx)}
            ):
                return self._ruled("situation", f"situation/{cid}/{n}", ctx, clause, d, told, rng, house=dict(ex.house))
        return None

    def _exposed(self, game: str, card: str, facts_text: str, rng) -> Item | None:
        found = self._card_fact(game)
        if not found:
            return None
        facts = {found[0]: card}
        for pair in filter(None, facts_text.split(";")):
            k, _, v = pair.partition("=")
            facts[k] = v
        ctx = Context(self.book, game, None, facts)
        top = self._topical(game, self.book.topic_for("exposed_card"))
        d = top.decide(ctx)
        certain = self._certain(top, ctx) if d.status == DECIDED else []
        if not certain:
            return None
        game_ = self.book.game(game)  # the rule of the game's own part, where several agree
        keyed = max(certain, key=lambda c: (self.book.part_rank(game_, c.part), -c.order))
        return self._ruled("exposed", f"exposed/{game}/-/{card}/{facts_text}", ctx, keyed, d, facts, rng)

    def _ruled(
        self, kind, iid, ctx: Context, keyed, decision, facts: dict, rng, house: dict | None = None
    ) -> Item | None:
        """An item whose answer is a clause's ruling: the situation told from `facts`."""
        choices = ruling_choices(self.book, ctx, keyed, decision, rng)
        if choices is None:
            return None
        game = ctx.game.id
        side = ctx.value(self.book.fact_for("side")) if ctx.game.has_sides else None
        answer = [c.key for c in choices].index(keyed.id)
        story = [
            (self.book.facts[f].question, ANSWER_WORDS[self.book.facts[f].type](self.book.facts[f], ctx.base[f]))
            for f in facts
            if f != self.book.fact_for("side")
        ]
        story += fixed_that_matter(self.book, self._topical(ctx.game.id, keyed.topic), ctx, decision.outcomes[0])
        item = self._item(
            kind,
            iid,
            game,
            side,
            keyed,
            story,
            self.book.topics[keyed.topic].question or keyed.title,
            choices,
            answer,
            choices[answer].text,
            facts={f: ctx.base[f] for f in facts},
            house=house or {},
            topic=keyed.topic,
        )
        return item

    def _item(self, kind, iid, game, side, cite, story, question, choices, answer, explanation, **kw) -> Item:
        """`cite`: the clause the answer rests on, or (section, paragraph)."""
        title = self.book.game(game).title
        setting = f"{title}, {self.book.facts['side'].label(side)}." if side else f"{title}."
        if isinstance(cite, Clause):  # a room's own rule is cited as the room's, never as the book's
            kw["house_rule"] = cite.house
            citation, cite = self.book.citation(cite), (cite.section, cite.paragraph)
        else:
            citation = self.book.citation(cite[0], cite[1])
        return Item(
            iid,
            kind,
            game,
            cite[0],
            cite[1],
            citation,
            setting,
            story,
            question,
            choices,
            answer,
            explanation,
            side=side,
            **kw,
        )

    # -- helpers ------------------------------------------------------------------------------------
    def _topical(self, game: str, topic: str) -> Topical:
        key = (game, topic)
        if key not in self._topicals:
            self._topicals[key] = Topical(self.book, game, topic)
        return self._topicals[key]

    @staticmethod
    def _certain(top: Topical, ctx: Context) -> list:
        """The clauses that rule for certain: they hold under the known facts and nothing beats them."""
        return top.winners([it for it in top.items if evaluate(it[1], ctx.value) is True])

    def _card_fact(self, game: str) -> tuple[str, set] | None:
        """The cards fact the exposed-card topic reads in this game (through facts derived from it)."""
        if not self.book.topic_for("exposed_card"):
            return None
        derived, sources = set(), []
        for c, *_ in self._topical(game, self.book.topic_for("exposed_card")).items:
            for fid in _facts_read(self.book, c):
                fact = self.book.facts.get(fid)
                if fact and fact.cards:
                    derived.add(fid)
                    sources += [ref for ref in fact.cards.inputs if self.book.facts[ref].type == "cards"]
        return (sources[0], derived) if sources else None


def _facts_read(book: Rulebook, clause) -> set:
    out = set()
    for f in facts_in(clause.when):
        out |= book.reach(f)
    return out


def _id_value(v) -> str:
    return ("yes" if v else "no") if isinstance(v, bool) else str(v)
