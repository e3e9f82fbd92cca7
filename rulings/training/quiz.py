"""Quiz items drawn from the rulebook, each keyed by the engine or the hand evaluator.

Kinds of item:

* ``situation``: a dispute told as a story; the answers are the rulings of its topic
  (rulings/training/rule_items.py: the key is the engine's ruling here, every other answer what
  the engine rules in another situation of the topic);
* ``exposed``: the same for a card the dealer exposed, the card dealt at random;
* ``showdown``, ``joker``, ``openers``, ``seven``: card questions (rulings/training/card_questions.py).

A quiz is balanced: a mix of kinds in the trainer's proportions (MIX by default), at most
`per_topic` items on one topic (2 in a 20-item quiz, unless the trainer asks for a section), and
no item or set of answers twice. Every item has a stable id from which :meth:`Maker.build` makes
it again: ``rule/GAME/TOPIC/FACTS`` or ``KIND/GAME/SIDE/CARDS``. The same seed gives the same quiz.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ..engine.topic import topics_for
from ..errors import BadInput
from ..rules.book import Rulebook
from ..rules.house_rules import HOUSE, room_name
from . import house_items
from .items import Choice, Item
from .rule_items import HOUSE_PREFIX, PREFIX, new_id, rule_topic
from .rule_items import build as build_rule

KINDS = ("situation", "exposed", "showdown", "joker", "openers", "seven")
MIX = {"situation": 10, "exposed": 2, "showdown": 3, "joker": 2, "openers": 2, "seven": 1}  # of 20
PER_TOPIC = 2  # items on one topic in a quiz of PER_QUIZ
PER_QUIZ = 20

__all__ = ["KINDS", "MIX", "Item", "Maker", "parse_mix"]


def parse_mix(text: str) -> dict[str, int]:
    """`situation=10,showdown=4,...`: the trainer's proportions; kinds not named get none."""
    out: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        kind, sep, weight = part.partition("=")
        kind = kind.strip()
        if kind not in KINDS:
            raise BadInput(f"--mix: unknown kind {kind!r}: use {', '.join(KINDS)} (as kind=weight,...)")
        w = weight.strip()
        if not sep or not (w.isascii() and w.isdigit()) or len(w) > 3:
            raise BadInput(f"--mix: {part!r} needs a whole number weight from 0 to 999 (kind=weight)")
        out[kind] = int(w)
    if not any(out.values()):
        raise BadInput(f"--mix needs at least one kind with a weight above 0 (kinds: {', '.join(KINDS)})")
    return out


def quotas(count: int, mix: dict[str, int]) -> dict[str, int]:
    """How many items of each kind: `count` shared in the mix's proportions (largest remainders)."""
    total = sum(mix.values())
    if not total or count <= 0:
        return {}
    exact = {k: count * w / total for k, w in mix.items()}
    out = {k: int(v) for k, v in exact.items()}
    for k in sorted(exact, key=lambda k: (out[k] - exact[k], KINDS.index(k)))[: count - sum(out.values())]:
        out[k] += 1
    return out


class Maker:
    """Builds quiz items for one game (or all), one section or part (or all), from one seed."""

    def __init__(
        self,
        book: Rulebook,
        seed: Any = 0,
        game: str | None = None,
        section: str | None = None,
        mix: dict | None = None,
    ):
        self.book, self.seed, self.section = book, str(seed), section
        if game:
            book.game(game)  # BadInput naming the games
        if section == HOUSE and not room_name(book):
            raise BadInput(
                "--section house: the house profile in force has no rules of its own "
                "(give --house FILE with rules:, or leave out --section)"
            )
        if section and section not in book.sections:
            import difflib

            near = difflib.get_close_matches(section, list(book.sections), n=3)
            hint = f"did you mean {', '.join(near)}? " if near else ""
            raise BadInput(f"unknown section {section!r}: {hint}(`rulings show` lists the section ids)")
        self.game = game
        self.games = [game] if game else list(book.games)
        self.mix = dict(mix or MIX)
        self._cards: dict = {}

    # -- choosing -------------------------------------------------------------------------------
    def wanted(self, section: str, house: bool = False) -> bool:
        """Whether the section asked for covers this one; `house`: it rests on the room's own rule
        (`--section house` asks every rule of the room's own, those that refine the book's too)."""
        s = self.section
        if s == HOUSE:
            return house
        return not s or section == s or self.book.sections[section].part == s

    def per_topic(self, count: int) -> int | None:
        """At most this many items on one topic (None: no limit, when a section is asked for)."""
        return None if self.section else max(1, math.ceil(count * PER_TOPIC / PER_QUIZ))

    def quiz(self, count: int, first: tuple | list = ()) -> list[Item]:
        """`count` items: those of `first` that can be asked here (due for review), then new ones."""
        items: list[Item] = []
        cap = self.per_topic(count)
        seen: set = set()
        answers: set = set()
        per_topic: dict[str, int] = {}
        per_game: dict[str, int] = {}
        told: set = set()  # a room's rule reads the same in every game: never twice in a quiz

        def add(item: Item | None) -> bool:
            if item is None or item.id in seen or not self.wanted(item.section, bool(item.house_rule)):
                return False
            shown = (tuple(item.story), item.question)
            if item.house_rule and shown in told:
                return False
            texts = frozenset(c.text for c in item.choices)
            if item.kind in ("situation", "exposed") and cap is not None:
                if texts in answers or per_topic.get(item.balance_key, 0) >= cap:
                    return False
            items.append(item)
            seen.add(item.id)
            if item.house_rule:
                told.add(shown)
            answers.add(texts)
            per_topic[item.balance_key] = per_topic.get(item.balance_key, 0) + 1
            per_game[item.game] = per_game.get(item.game, 0) + 1
            return True

        for iid in first:
            if len(items) < count:
                add(self.build(iid))
        rng = random.Random(f"{self.seed}|{self.game or ''}|{self.section or ''}")
        pools = self._pools(rng)
        wanted = quotas(count - len(items), {k: w for k, w in self.mix.items() if pools.get(k)})
        plan = [k for k, n in wanted.items() for _ in range(n)]
        rng.shuffle(plan)
        tries = 0
        while len(items) < count and tries < 30 * count:
            tries += 1
            live = [k for k in KINDS if self.mix.get(k) and pools[k]]
            if not live:
                break
            kind = plan.pop() if plan else rng.choices(live, weights=[self.mix[k] for k in live])[0]
            if not pools[kind]:
                continue  # that kind has run out: the next one takes its place
            if kind in ("situation", "exposed"):
                situation = self._pick_situation(pools[kind], per_topic, per_game, cap, rng)
                if situation is None:
                    pools[kind] = []
                    continue
                item = self.build(new_id(self.book, situation, rng))
            else:
                item = self.build(self.deal(*self._pick_deal(pools[kind], per_game, rng), rng))
            if not add(item) and kind in wanted:
                plan.append(kind)  # try that kind again
        if not items:
            where = f"section {self.section} in " if self.section else ""
            raise BadInput(f"no quiz items for {where}{self.game or 'any game'}")
        return items

    def _pools(self, rng: random.Random) -> dict[str, list]:
        """What each kind can draw from: situations by topic (rule kinds), deals (card kinds)."""
        pools: dict[str, list] = {k: [] for k in KINDS}
        exposed = self.book.topic_for("exposed_card")
        for game in self.games:
            for tid in topics_for(self.book, game):
                if house_items.standalone(self.book, tid):
                    found = house_items.situations(self.book, game, tid)
                else:
                    found = rule_topic(self.book, game, tid).askable
                found = [s for s in found if self.wanted(s.section, bool(s.house))]
                if found:
                    rng.shuffle(found)
                    pools["exposed" if tid == exposed else "situation"].append((game, tid, found))
        for kind, game, side in self.deal_kinds():
            pools[kind].append((kind, game, side))
        return pools

    @staticmethod
    def _pick_situation(pool: list, per_topic: dict, per_game: dict, cap: int | None, rng: random.Random):
        """A situation of a topic not yet at its limit: the least asked topics first, then the
        least asked games (a quiz of every game shares its questions among them)."""
        open_ = [(g, t, s) for g, t, s in pool if s and (cap is None or per_topic.get(t, 0) < cap)]
        if not open_:
            return None
        least = min((per_topic.get(t, 0), per_game.get(g, 0)) for g, t, _ in open_)
        _, _, situations = rng.choice([e for e in open_ if (per_topic.get(e[1], 0), per_game.get(e[0], 0)) == least])
        return situations.pop()

    @staticmethod
    def _pick_deal(pool: list, per_game: dict, rng: random.Random) -> tuple[str, str, str]:
        """A card question of the least asked game."""
        least = min(per_game.get(g, 0) for _, g, _ in pool)
        return rng.choice([e for e in pool if per_game.get(e[1], 0) == least])

    def deal_kinds(self) -> list[tuple[str, str, str]]:
        """(kind, game, side) of the card questions these games and this section allow."""
        from . import card_questions as quiz_cards

        cites = quiz_cards.Cites(self.book)
        out = []
        for gid in self.games:
            g = self.book.game(gid)
            for side in ("high", "low") if g.has_sides else (None,):
                for kind, cited in quiz_cards.kinds_for(cites, g, side):
                    if any(self.wanted(s) for s, _ in cited):
                        out.append((kind, gid, side or "-"))
            if g.opening_requirement != "none" and self.wanted(cites.qualifier("openers")[0]):
                out.append(("openers", gid, "-"))  # asked at the deal, before any side is known
        return out

    def deal(self, kind: str, game: str, side: str, rng: random.Random) -> str:
        """The id of a new random card question."""
        from . import card_questions as quiz_cards

        g = self.book.game(game)
        return f"{kind}/{game}/{side}/{quiz_cards.deal(kind, g, None if side == '-' else side, rng)}"

    # -- building an item from its id ----------------------------------------------------------
    def build(self, iid: str) -> Item | None:
        """The item with this id, or None when it cannot be asked here (data changed, other game)."""
        from . import card_questions as quiz_cards

        rng = random.Random(f"{self.seed}/{iid}")
        kind, _, rest = iid.partition("/")
        try:
            if kind in (PREFIX, HOUSE_PREFIX):
                game, topic = rest.split("/", 3)[1:3] if kind == HOUSE_PREFIX else rest.split("/", 2)[:2]
                if game not in self.games:
                    return None
                if house_items.standalone(self.book, topic):
                    return house_items.build(self.book, iid, rng) if kind == HOUSE_PREFIX else None
                shown = "exposed" if topic == self.book.topic_for("exposed_card") else "situation"
                return build_rule(self.book, iid, rng, shown)
            game, side_text, payload = rest.split("/", 2)
            if game not in self.games or kind not in quiz_cards.KINDS:
                return None
            g = self.book.game(game)
            side = None if side_text == "-" else side_text
            if (side is not None) != (g.has_sides and kind != "openers"):
                return None
            q = quiz_cards.question(quiz_cards.Cites(self.book), kind, g, side, payload, rng)
            if q is None:
                return None
            return self._card_item(kind, iid, game, side, q)
        except (BadInput, ValueError, KeyError):
            return None

    def _card_item(self, kind: str, iid: str, game: str, side: str | None, q: dict) -> Item:
        title = self.book.game(game).title
        section, paragraph = q["cite"]
        return Item(
            id=iid,
            kind=kind,
            game=game,
            section=section,
            paragraph=paragraph,
            citation=self.book.citation(section, paragraph),
            rule="",
            setting=f"{title}, {self.book.facts[self.book.fact_for('side')].label(side)}" if side else title,
            story=q["story"],
            question=q["question"],
            choices=[Choice(t, k) for t, k in q["choices"]],
            answer=q["answer"],
            explanation=q["explanation"],
            hands=q["hands"],
            side=side,
        )
