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

from typing import Any

from ..engine.context import Context
from ..engine.ruling import Ruling, summarize
from ..engine.topic import NEEDS_FACTS, Topical
from ..errors import BadInput
from ..records import field, record
from ..rules.book import Rulebook
from ..rules.conditions import evaluate, facts_in
from ..rules.model import Fact, HouseProfile
from .matching import Match, Matched, match, odd_open
from .retold import retold
from .story import Reading, read, read_game
from .story_roles import for_topic

GAME, TOPIC, DROP = "@game", "@topic", "@drop"  # answer keys that are not facts
CARDS = "@cards"  # several sets of cards typed as one answer: {fact: cards}
NONE_OF_THESE = ""  # the topic answer "none of these"


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
class Question:
    kind: str  # "game", "story", "topic" or "fact"
    prompt: str
    choices: list[tuple[Any, str]] = field(default_factory=list)  # (value, words)
    fact: Fact | None = None
    number: int = 0  # the fact questions asked so far, this one included
    help: str = ""
    why: list[str] = field(default_factory=list)  # the rules the answer decides between
    accepts_cards: bool = False
    cards_for: Fact | None = None  # the set of cards typed cards stand for (the first not yet given)
    understood: list[Reading] = field(default_factory=list)
    matches: list[Match] = field(default_factory=list)
    context: Context | None = None
    by_rank: list = field(default_factory=list)  # a showdown told by ranks: only its flushes are asked


@record
class Done:
    ruling: Ruling
    topic: str
    understood: list[Reading] = field(default_factory=list)
    matches: list[Match] = field(default_factory=list)
    showdown: dict | None = None  # the compare result (engine/showdown.py) where the cards decided
    outside: dict | None = None  # a dispute the chapter has no rule for, when the words name one
    roles: dict = field(default_factory=dict)  # seats the story put in a role: {"opener": 6}
    amounts: dict = field(default_factory=dict)  # what a seat in a role put in: {"bettor": 40}


def next_step(
    book: Rulebook,
    game: str | None,
    house: HouseProfile | None,
    story: str,
    answers: list[Answer],
    about: str | None = None,
) -> Question | Done:
    house = house or HouseProfile()
    story = retold(story, book.vocabulary)  # "S3" is seat 3; words taken back are not read
    given = _by_key(answers)
    dropped = {a.value for a in answers if a.key == DROP}
    game_read = None
    if not game and GAME not in given and story.strip() and book.fact_for("game") not in dropped:
        game_read = read_game(book, story)
    game = game or given.get(GAME) or (game_read.value if game_read else None)
    if not game:
        return Question("game", "Which game?", [(g.id, g.title) for g in book.games.values()])
    book.game(game)
    if not story.strip() and not about and TOPIC not in given:
        return Question("story", "What happened? (a few words)")
    topic = given.get(TOPIC)
    if topic is None and about:
        from ..engine.ruling import resolve_topics

        topic = (resolve_topics(book, game, about) or [""])[0]
    matched = match(book, game, story) if story.strip() else Matched(())
    if topic is None:
        if not matched.matches or matched.outside:
            return _not_covered(book, game, house, [], matched)
        setup = frozenset(f.id for f in book.facts.values() if f.setup)  # the same whatever the dispute
        said = [r for r in read(book, game, story, setup, house).readings if r.fact not in dropped]
        return Question(
            "topic",
            "Which of these is it?",
            [(m.topic, m.title) for m in matched.matches],
            matches=list(matched.matches),
            understood=([game_read] if game_read else []) + said,
        )
    if topic == NONE_OF_THESE:
        return _not_covered(book, game, house, [], matched)
    told = read(book, game, story, topic_facts(book, game, topic), house) if story.strip() else None
    readings = list(told.readings) + _stakes(book, told, story) + _hands(book, game, told) if told else []
    understood = ([game_read] if game_read else []) + [r for r in readings if r.fact not in dropped]
    ctx, understood, refused = replay(book, game, house, understood, answers)
    top = Topical(book, game, topic)
    decision = top.decide(ctx)
    fact = decision.missing[0] if decision.status == NEEDS_FACTS and decision.missing else None
    hands_fact = book.fact_for("showdown_hands")
    if (
        fact is None
        and topic in book.topics_for_role("showdown")
        and ctx.value(hands_fact) is None
        and hands_fact not in ctx.skipped
    ):
        fact = book.facts[hands_fact]  # the cards decide: ask for them, the ruling names the winner
    by_rank = told.by_rank if told and fact is not None and fact.id == hands_fact else []
    if fact is not None:
        return Question(
            "fact",
            refused.get(fact.id, "")
            + (_flushes_question(by_rank) if by_rank else fact.question + _known_terms(ctx, fact)),
            _choices(ctx, fact),
            fact=fact,
            number=sum(1 for a in answers if not a.key.startswith("@")) + 1,
            help=fact.help,
            why=_why(book, ctx, top, fact),
            accepts_cards=bool(fact.cards) or fact.type == "cards",
            cards_for=cards_wanted(ctx, fact),
            understood=understood,
            context=ctx,
            by_rank=list(by_rank),
        )
    ruling = summarize(game, [decision], ctx)
    roles = for_topic(book, topic, dict(told.roles)) if told else {}
    return Done(
        ruling,
        topic,
        understood,
        list(matched.matches),
        showdown=_showdown(book, ctx, hands_fact, _dead_seats(ruling, roles)),
        roles=roles,
        amounts=dict(told.amounts) if told else {},
    )


def _dead_seats(ruling: Ruling, roles: dict) -> set[str] | None:
    """The showdown's hands the ruling takes out ("seat 1", the miscaller's): its clauses' `dead`
    roles; None where the story gave one no seat (no winner is named then: the dead hand is unknown)."""
    dead = [c.dead for c in ruling.winners if c.dead]
    if any(not roles.get(role) for role in dead):
        return None
    return {f"seat {roles[role]}" for role in dead}


def _flushes_question(by_rank: list) -> str:
    """The showdown question where the story told the hands by ranks and a flush would change
    who wins: only the flushes are asked."""
    told = "; ".join(f"{label} {'-'.join(g.cards)}" for label, g in by_rank)
    return (
        f"From your words: {told}. A flush would change who wins: was any of these hands all one suit? "
        "Type none, the seats whose hand was (seat 4), or the hands with their suits."
    )


def _stakes(book: Rulebook, told, story: str) -> list[Reading]:
    """The limits a story names ("$30-$60"), as the facts of the small and the big bet."""
    if not told.stakes:
        return []
    small, big = book.fact_for("small_bet"), book.fact_for("big_bet")
    words = f"${told.stakes[0]}-${told.stakes[1]}"
    structure = book.fact_for("betting_structure")
    said = next((r.value for r in told.readings if r.fact == structure), None)
    if said not in (None, "limit"):
        return []  # "1-2 no-limit": the two numbers are blinds, not a limit game's bets
    out = [Reading(f, v, words) for f, v in ((small, told.stakes[0]), (big, told.stakes[1])) if f]
    if structure and said is None and structure not in told.contested:  # told both ways: the question decides
        out.append(Reading(structure, "limit", words))  # a game named by its two bets is a limit game
    if (odd := book.fact_for("odd_open_amount")) and (opened := odd_open(book, story, told.stakes)):
        out.append(Reading(odd, *opened))  # "opens for $45" at $30-$60: said back in the ruling
    return out


def _hands(book: Rulebook, game: str, told) -> list[Reading]:
    """The hands of a showdown each told by its seat, as the one fact that holds them; a hand
    holding the joker also tells the deck (53 cards), where the game may use it."""
    fact = book.fact_for("showdown_hands")
    if not told.hands or not fact:
        return []
    from .story_cards import as_texts

    texts = as_texts([group for _, group in told.hands])
    if texts is None:
        return []
    text = "; ".join(f"{label}: {cards}" for (label, _), cards in zip(told.hands, texts))
    words = " / ".join(group.words for _, group in told.hands)
    out = [Reading(fact, text, words)]
    deck = book.fact_for("deck")
    joker = next((group.words for _, group in told.hands if "Jk" in group.cards), None)
    if deck and joker and 53 in book.game(game).decks and not any(r.fact == deck for r in told.readings):
        out.append(Reading(deck, 53, joker))
    return out


def story_ruling(
    book: Rulebook, game: str, house: HouseProfile | None, story: str, facts: dict, about: str | None = None
) -> Done:
    """The ruling a story gives without questions (`rulings rule --story`): on the dispute
    `about` names, else the story's best match; facts given override what the words say. The
    ruling may still need facts (its `missing` says which)."""
    answers = [Answer(fid, value) for fid, value in facts.items()]
    story = retold(story, book.vocabulary)
    matched = match(book, game, story)
    if about:
        from ..engine.ruling import resolve_topics

        topic = (resolve_topics(book, game, about) or [""])[0]
    elif matched.matches:
        topic = matched.matches[0].topic
    else:
        return _not_covered(book, game, house or HouseProfile(), [], matched)
    step = next_step(book, game, house, story, [Answer(TOPIC, topic), *answers])
    if isinstance(step, Done):
        step.understood = [u for u in step.understood if u.fact not in facts]  # what was given wins
        return step
    assert step.context is not None
    decision = Topical(book, game, topic).decide(step.context)
    told = read(book, game, story, topic_facts(book, game, topic), house or HouseProfile())
    ruling = summarize(game, [decision], step.context)
    roles = for_topic(book, topic, dict(told.roles))
    return Done(
        ruling,
        topic,
        [u for u in step.understood if u.fact not in facts],
        list(matched.matches),
        showdown=_showdown(book, step.context, book.fact_for("showdown_hands"), _dead_seats(ruling, roles)),
        roles=roles,
        amounts=dict(told.amounts),
    )


def topic_facts(book: Rulebook, game: str, topic: str) -> frozenset:
    """Every fact the topic's rules read in this game (what a story may state of it)."""
    g = book.game(game)
    out: set[str] = set()
    for c in book.clauses_for(g):
        if c.topic == topic:
            for f in facts_in(book.effective_condition(g, c)):
                out |= book.reach(f)
    if topic in book.topics_for_role("showdown"):
        out.add(book.fact_for("showdown_hands"))
    return frozenset(out)


def _showdown(book: Rulebook, ctx: Context, hands_fact: str, dead: set | None) -> dict | None:
    """Who wins, where the hands were given (the compare object, each hand with its label), the
    hands the ruling makes dead left out (listed as `dead`); None where a dead hand is unknown."""
    text = ctx.value(hands_fact) if hands_fact else None
    if not text or dead is None:
        return None
    from ..engine.showdown import compare
    from ..rules.card_facts import showdown_hands

    labelled = showdown_hands(text)
    side_fact = book.fact_for("side")
    side = ctx.value(side_fact) if side_fact and ctx.game.has_sides else None
    deck_fact = book.fact_for("deck")
    result = compare(
        book, ctx.game.id, [cards for _, cards in labelled], side, ctx.value(deck_fact) if deck_fact else None
    )
    for hand, (label, _) in zip(result["hands"], labelled):
        hand["label"] = label
    live = [i for i, (label, _) in enumerate(labelled) if label.lower() not in dead]
    if dead and live and len(live) < len(labelled):  # the best of the hands still live wins
        best = max(result["hands"][i]["strength"] for i in live)
        result["winners"] = [i for i in live if result["hands"][i]["strength"] == best]
        result["dead"] = [label for label, _ in labelled if label.lower() in dead]
    return result


def replay(
    book: Rulebook, game: str, house: HouseProfile, understood: list[Reading], answers: list[Answer]
) -> tuple[Context, list[Reading], dict[str, str]]:
    """The context the readings and answers make, in order (a later answer replaces an earlier),
    the readings it took, and why any was not: one the facts cannot hold (cards that are not a
    hand, a card in two hands, a value this room does not play) is left out, so its question is
    asked instead, saying what was wrong with the words ("From your words: ... the 4h is in both
    hands")."""
    ctx = Context(book, game, house, {})
    taken = []
    refused: dict[str, str] = {}
    for r in understood:
        if ctx.fixed_by_game(r.fact):  # the game itself, when the story named it
            taken.append(r)
            continue
        try:
            ctx.set(r.fact, r.value)
        except BadInput as e:
            refused[r.fact] = f"From your words: {r.words}. Not taken: {e}. "
            continue
        taken.append(r)
    for a in answers:
        if a.key == CARDS and isinstance(a.value, dict):
            for fid, cards in a.value.items():
                ctx.set(fid, cards)
        if a.key.startswith("@"):
            continue
        if a.unknown:
            ctx.skipped.add(a.key)
        else:
            ctx.set(a.key, a.value)
    return ctx, taken, refused


def _known_terms(ctx: Context, fact: Fact) -> str:
    """What the cards are judged against here, where it is known ("Openers this hand: jacks or
    better"), so the question need not explain every case the room does not play."""
    if not fact.cards:
        return ""
    terms = []
    for ref in fact.cards.inputs:
        arg = ctx.book.facts.get(ref)
        if arg is not None and arg.type == "choice" and arg.title and ctx.value(ref) is not None:
            terms.append(f"{arg.title}: {arg.label(ctx.value(ref))}")
    return f" ({'; '.join(terms)})" if terms else ""


def cards_wanted(ctx: Context, fact: Fact) -> Fact | None:
    """The set of cards typed at this question fills: the first the fact reads that is not given
    yet (the opener's hand, then his discards), so two sets are typed one question at a time."""
    refs = ctx.card_inputs(fact)
    ref = next((r for r in refs if ctx.value(r) is None), refs[-1] if refs else None)
    return ctx.book.facts[ref] if ref else None


def back(answers: list[Answer], question: Question) -> list[Answer]:
    """`back`: the last answer to a question dropped; with none left, the last reading of the
    story taken back; with none of those, the dispute chosen (or the game) dropped."""
    for n in range(len(answers) - 1, -1, -1):
        if not answers[n].key.startswith("@") or answers[n].key == CARDS:
            return answers[:n] + answers[n + 1 :]
    if question.understood:
        return answers + [Answer(DROP, question.understood[-1].fact)]
    for n in range(len(answers) - 1, -1, -1):
        if answers[n].key in (TOPIC, GAME):
            return answers[:n] + answers[n + 1 :]
    return answers


def _not_covered(book: Rulebook, game: str, house: HouseProfile, understood: list[Reading], matched: Matched) -> Done:
    """No rule of the chapter fits the story: said so, naming at most the nearest section."""
    ctx = Context(book, game, house, {})
    near = [matched.nearest] if matched.nearest else []
    return Done(summarize(game, [], ctx), "", understood, near, outside=matched.outside)


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
