"""The floor interview: pick the dispute, then ask only what can change the ruling.

Input and output go through two callables so the same code serves a terminal, a script and
CliRunner tests. Every question accepts `?` (help and why it is asked), `back` (undo the last
answer) and `unknown` (skip it; the ruling then states its branches).
"""

from __future__ import annotations

import re
from typing import Callable

from ..rules.conditions import evaluate, facts_in
from ..engine.context import Context
from ..engine.topic import NEEDS_FACTS, Decision, Topical
from ..rules.values import parse_value
from ..errors import BadInput
from ..rules.model import Fact, HouseProfile
from ..rules.book import Rulebook

Ask = Callable[[str], str]
Say = Callable[[str], None]


class InputEnded(Exception):
    """The person closed the input (end of file) before the interview finished."""


class Interview:
    def __init__(self, book: Rulebook, ask: Ask, say: Say, house: HouseProfile | None = None):
        self.book, self._ask, self.say, self.house = book, ask, say, house or HouseProfile()
        self.asked: list[str] = []  # facts asked, in order (for the interview benchmark)
        self.story = ""  # what the floor person typed; the table setup it names is not asked again

    def ask(self, prompt: str) -> str:
        answer = self._ask(prompt)
        if answer is None:
            raise InputEnded
        return answer.strip()

    # -- choosing the game and the dispute -------------------------------------------------------
    def choose_game(self) -> str:
        games = list(self.book.games.values())
        lines = "\n".join(f"  {n}) {g.title}  [{g.id}]" for n, g in enumerate(games, 1))
        while True:
            answer = self.ask(f"Which game?\n{lines}\n> ")
            picked = _pick(answer, [g.id for g in games])
            if picked:
                return picked
            self.say(f"Type a number from 1 to {len(games)} or a game id.")

    def choose_topic(self, game: str) -> str:
        from ..engine.search import search

        while True:
            text = self.ask("What happened? (a few words)\n> ")
            if not text:
                continue
            hits, topics = [], set()
            for h in search(self.book, text, game=game, limit=40):  # one line per topic: the topic is the choice
                if h.clause.topic not in topics and len(hits) < 5:
                    topics.add(h.clause.topic)
                    hits.append(h)
            if not hits:
                self.say("Nothing in the rules matches that; try other words.")
                continue
            # One line per topic (the question the ruling will answer), cited by the section that
            # governs it in this game: the game's most specific part among the matches.
            lines = "\n".join(f"  {n}) {self.book.topics[h.clause.topic].title}  ({self._governing(game, h)})"
                              for n, h in enumerate(hits, 1))
            answer = self.ask(f"Which of these is it?\n{lines}\n  0) none of these - describe it again\n> ")
            if answer in ("0", "back"):
                continue
            picked = _pick(answer, [h.clause.id for h in hits])
            if picked:
                self.story = text
                return self.book.clauses[picked].topic
            self.say(f"Type a number from 0 to {len(hits)}.")

    def _governing(self, game: str, hit) -> str:
        g = self.book.game(game)
        rank = self.book.part_rank(g, hit.clause.part)
        for c in self.book.clauses_for(g):
            if c.topic == hit.clause.topic and self.book.part_rank(g, c.part) > rank:
                hit, rank = type(hit)(c, hit.score), self.book.part_rank(g, c.part)
        return self.book.cite_short(hit.clause)

    # -- the questions ---------------------------------------------------------------------------
    def decide(self, game: str, topic: str, given: dict | None = None) -> tuple[Decision, Context]:
        ctx = Context(self.book, game, self.house, given or {})
        top = Topical(self.book, game, topic)
        stack: list[str] = []
        preset: set[str] = set()
        for fid, value in table_setup_in(self.story).items():
            fact = self.book.facts.get(fid)
            if fact and fid not in ctx.base and value in ctx.domain(fact):
                ctx.set(fid, value)
                stack.append(fid)  # `back` undoes it like an answer
                preset.add(fid)
                self.say(f"  Taken from what you typed: {fact.label(value)}.")
        while True:
            decision = top.decide(ctx)
            if decision.status != NEEDS_FACTS or not decision.missing:
                return decision, ctx
            fact = decision.missing[0]
            answer = self.ask(self._prompt(ctx, fact, sum(1 for f in stack if f not in preset) + 1))
            word = answer.lower()
            if word in ("?", "help", "why"):
                self.say(self._why(ctx, top, fact))
                continue
            if word in ("back", "b", "undo"):
                if not stack:
                    self.say("Nothing to undo yet.")
                    continue
                last = stack.pop()
                ctx.skipped.discard(last)
                ctx.unset(last)
                self.say(f"Undone: {self.book.facts[last].question}")
                continue
            if word in ("unknown", "u", "skip", "dont know", "don't know", "?unknown"):
                ctx.skipped.add(fact.id)
                stack.append(fact.id)
                self.asked.append(fact.id)
                continue
            try:
                set_id = self._answer(ctx, fact, answer)
            except BadInput as e:
                self.say(f"  {e}")
                continue
            stack.append(set_id)
            self.asked.append(fact.id)

    def _answer(self, ctx: Context, fact: Fact, answer: str) -> str:
        """Record an answer; returns the fact it set (the cards, when cards were typed)."""
        if fact.type == "choice":
            options = ctx.domain(fact)
            picked = _pick(answer, list(options))
            if picked is not None:
                answer = picked
        if fact.cards and fact.type == "yes/no" and answer.lower() not in ("y", "n", "yes", "no"):
            card_args = ctx.card_inputs(fact)
            if len(card_args) != 1:
                raise BadInput("answer yes or no (this is worked out from two sets of cards: give them with `rulings rule --fact`)")
            ctx.set(card_args[0], answer)  # BadInput for bad cards, before anything is kept
            value = ctx.value(fact.id)
            if value is None:
                self.say("  Cards noted; one more answer decides what they mean here.")
            else:
                self.say(f"  From the cards: {fact.label(value)}.")
            return card_args[0]
        ctx.set(fact.id, parse_value(fact, answer, ctx.domain(fact) if fact.type == "choice" else None))
        return fact.id

    def _prompt(self, ctx: Context, fact: Fact, n: int) -> str:
        if fact.type == "choice":
            options = ctx.domain(fact)
            lines = "\n".join(f"  {i}) {fact.label(v)}" for i, v in enumerate(options, 1))
            return f"Q{n}. {fact.question}\n{lines}\n  [number, ? for help, back, unknown] > "
        kinds = {"yes/no": "yes/no", "number": "a number"}
        hint = kinds.get(fact.type, "text")
        if fact.cards:
            hint += " or the cards"
        return f"Q{n}. {fact.question}\n  [{hint}, ? for help, back, unknown] > "

    def _why(self, ctx: Context, top: Topical, fact: Fact) -> str:
        deciding = []
        for c, cond, _ in top.items:
            if evaluate(cond, ctx.value) is None and any(fact.id in self.book.reach(f) for f in facts_in(cond)):
                deciding.append(f"  - {c.title} ({self.book.cite_short(c)})")
        lines = [f"  {fact.help}"] if fact.help else []
        lines.append("  Asked because the answer decides between:")
        lines += deciding or ["  - (no rule depends on it any more)"]
        return "\n".join(lines)


_SETUP_WORDS = (  # phrases that state the table setup; "ante limit" and "limit of antes" are not one
    (re.compile(r"\bpot[- ]?limit\b"), ("betting_structure", "pot-limit")),
    (re.compile(r"\bno[- ]?limit\b"), ("betting_structure", "no-limit")),
    (re.compile(r"(?<!ante )(?<!pot )(?<!pot-)(?<!no )(?<!no-)\blimit\b(?! of)"), ("betting_structure", "limit")),
    (re.compile(r"\bante[- ]?(?:only|game)\b|\bantes only\b"), ("forced_bets", "antes")),
    (re.compile(r"\bblind game\b|\bwith blinds\b|\bthree blinds\b"), ("forced_bets", "blinds")),
)


def table_setup_in(text: str) -> dict:
    """The betting structure and forced bets a story states outright ("pot limit", "ante game");
    a story naming two of one kind states neither."""
    found: dict = {}
    text = " ".join(text.lower().split())
    for pattern, (fid, value) in _SETUP_WORDS:
        if pattern.search(text):
            found.setdefault(fid, set()).add(value)
    return {fid: next(iter(values)) for fid, values in found.items() if len(values) == 1}


def _pick(answer: str, options: list) -> str | None:
    answer = answer.strip()
    if answer.isdigit() and 1 <= int(answer) <= len(options):
        return options[int(answer) - 1]
    for o in options:
        if str(o).lower() == answer.lower():
            return o
    return None
