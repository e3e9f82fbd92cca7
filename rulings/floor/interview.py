"""The floor interview as a step function: what is known in, the next question or the ruling out.

    next_step(book, game, house, story, answers) -> Question | Done

It is pure: the same story and answers give the same step, so `back` is "drop the last answer",
a web page can carry the whole state in the page itself, and the terminal `ask`, the web page,
the benchmark and the tests all drive this one function. `answers` is a list of Answer: the game
and the dispute picked, each fact answered (a value, or unknown), the cards typed, and a reading
of the story the floor person took back (`DROP`). What the story states (floor/story.py) is
taken as known and never asked.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..engine.context import Context
from ..engine.ruling import Ruling, summarize
from ..engine.topic import NEEDS_FACTS, Topical
from ..errors import BadInput
from ..records import field, record
from ..rules.book import Rulebook
from ..rules.conditions import evaluate, facts_in
from ..rules.model import Fact, HouseProfile
from ..rules.values import parse_value
from .story import Reading, read_story

GAME, TOPIC, DROP = "@game", "@topic", "@drop"  # answer keys that are not facts
NONE_OF_THESE = ""  # the topic answer "none of these"
MATCHES = 5  # disputes offered at "which of these is it?"


@record(eq=True)
class Answer:
    key: str  # a fact id, or GAME / TOPIC / DROP
    value: Any = None  # the typed value (for DROP: the fact whose reading is taken back)
    unknown: bool = False  # answered "don't know"

    def to_json(self) -> dict:
        return {"key": self.key, "value": self.value, "unknown": self.unknown}

    @staticmethod
    def from_json(raw: Any) -> Answer:
        if not isinstance(raw, dict) or not isinstance(raw.get("key"), str):
            raise BadInput("an answer is {key, value, unknown}")
        return Answer(raw["key"], raw.get("value"), bool(raw.get("unknown")))


@record
class Match:
    topic: str
    section: str  # the section that governs the topic in this game
    title: str
    score: float


@record
class Question:
    kind: str  # "game", "story", "topic" or "fact"
    prompt: str
    choices: list[tuple[Any, str]] = field(default_factory=list)  # (value, words)
    fact: Fact | None = None
    number: int = 0  # the fact questions asked so far, this one included
    help: str = ""
    why: list[str] = field(default_factory=list)  # the rules the answer decides between
    accepts_cards: bool = False
    understood: list[Reading] = field(default_factory=list)
    matches: list[Match] = field(default_factory=list)
    context: Context | None = None


@record
class Done:
    ruling: Ruling
    topic: str
    understood: list[Reading] = field(default_factory=list)
    matches: list[Match] = field(default_factory=list)


def next_step(
    book: Rulebook,
    game: str | None,
    house: HouseProfile | None,
    story: str,
    answers: list[Answer],
    about: str | None = None,
) -> Question | Done:
    house = house or HouseProfile()
    given = _by_key(answers)
    game = game or given.get(GAME)
    if not game:
        return Question("game", "Which game?", [(g.id, g.title) for g in book.games.values()])
    book.game(game)
    if not story.strip() and not about and TOPIC not in given:
        return Question("story", "What happened? (a few words)")
    dropped = {a.value for a in answers if a.key == DROP}
    understood = [r for r in read_story(book, game, story) if r.fact not in dropped]
    matches = list(find_matches(book, game, story)) if story.strip() else []
    topic = given.get(TOPIC)
    if topic is None and about:
        from ..engine.ruling import resolve_topics

        topic = (resolve_topics(book, game, about) or [""])[0]
    if topic is None:
        if not matches:
            return _not_covered(book, game, house, understood, matches)
        return Question(
            "topic",
            "Which of these is it?",
            [(m.topic, m.title) for m in matches],
            matches=matches,
            understood=understood,
        )
    if topic == NONE_OF_THESE:
        return _not_covered(book, game, house, understood, matches)
    ctx = replay(book, game, house, understood, answers)
    top = Topical(book, game, topic)
    decision = top.decide(ctx)
    if decision.status == NEEDS_FACTS and decision.missing:
        fact = decision.missing[0]
        return Question(
            "fact",
            fact.question,
            _choices(ctx, fact),
            fact=fact,
            number=sum(1 for a in answers if not a.key.startswith("@")) + 1,
            help=fact.help,
            why=_why(book, ctx, top, fact),
            accepts_cards=bool(fact.cards),
            understood=understood,
            context=ctx,
        )
    return Done(summarize(game, [decision], ctx), topic, understood, matches)


def replay(book: Rulebook, game: str, house: HouseProfile, understood: list[Reading], answers: list[Answer]) -> Context:
    """The context the readings and answers make, in order (a later answer replaces an earlier)."""
    ctx = Context(book, game, house, {})
    for r in understood:
        ctx.set(r.fact, r.value)
    for a in answers:
        if a.key.startswith("@"):
            continue
        if a.unknown:
            ctx.skipped.add(a.key)
        else:
            ctx.set(a.key, a.value)
    return ctx


def interpret(question: Question, text: str) -> Answer:
    """The answer a person typed at a question (not `?`, `back` or `unknown`, which the front end
    handles); BadInput in words when it is not an answer to this question."""
    text = text.strip()
    if question.kind in ("game", "topic"):
        values = [v for v, _ in question.choices]
        picked = _pick(text, values, [w for _, w in question.choices])
        if picked is None and question.kind == "topic" and text == "0":
            return Answer(TOPIC, NONE_OF_THESE)
        if picked is None:
            low = 0 if question.kind == "topic" else 1
            raise BadInput(f"type a number from {low} to {len(values)}")
        return Answer(GAME if question.kind == "game" else TOPIC, picked)
    fact, ctx = question.fact, question.context
    assert fact is not None and ctx is not None
    if fact.type == "choice" or fact.setup:
        picked = _pick(text, [v for v, _ in question.choices], [w for _, w in question.choices])
        if picked is not None:
            return Answer(fact.id, picked)
    if fact.cards and fact.type == "yes/no" and text.lower() not in ("y", "n", "yes", "no"):
        return _cards_answer(ctx, fact, text)
    return Answer(fact.id, parse_value(fact, text, ctx.domain(fact) if fact.type == "choice" else None, spoken=True))


def _cards_answer(ctx: Context, fact: Fact, text: str) -> Answer:
    """Cards typed at a question the cards decide: they are checked now, so a typo is asked again."""
    refs = ctx.card_inputs(fact)
    if len(refs) != 1:
        raise BadInput(
            "answer yes or no (this one is worked out from two sets of cards: give them with `rulings rule --fact`)"
        )
    trial = ctx.copy_with(refs[0], None)
    trial.unset(refs[0])
    trial.set(refs[0], text)  # BadInput for bad cards
    return Answer(refs[0], text)


def back(answers: list[Answer], question: Question) -> list[Answer]:
    """`back`: the last answer dropped; with none left, the last reading of the story taken back."""
    for n in range(len(answers) - 1, -1, -1):
        if answers[n].key != DROP:
            return answers[:n] + answers[n + 1 :]
    if question.understood:
        return answers + [Answer(DROP, question.understood[-1].fact)]
    return answers


@lru_cache(maxsize=32)  # a pure function of its arguments, asked again at every step of a dispute
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


def _not_covered(
    book: Rulebook, game: str, house: HouseProfile, understood: list[Reading], matches: list[Match]
) -> Done:
    ctx = Context(book, game, house, {})
    return Done(summarize(game, [], ctx), "", understood, matches)


def _by_key(answers: list[Answer]) -> dict:
    out: dict = {}
    for a in answers:
        out[a.key] = a.value
    return out


def _choices(ctx: Context, fact: Fact) -> list[tuple[Any, str]]:
    if fact.type == "choice" or fact.setup:
        return [(v, fact.label(v)) for v in ctx.domain(fact)]
    return []


def _why(book: Rulebook, ctx: Context, top: Topical, fact: Fact) -> list[str]:
    out = []
    for c, cond, _ in top.items:
        if evaluate(cond, ctx.value) is None and any(fact.id in book.reach(f) for f in facts_in(cond)):
            out.append(f"{c.title} ({book.cite_short(c)})")
    return out


def _pick(answer: str, values: list, words: list[str]) -> Any:
    answer = answer.strip()
    if answer.isascii() and answer.isdigit() and 1 <= int(answer) <= len(values):
        return values[int(answer) - 1]
    for v, w in zip(values, words):
        if str(v).lower() == answer.lower() or str(w).lower() == answer.lower():
            return v
    return None
