"""Items on a room's own rules that stand alone (`section: house`, rules/house_rules.py).

Such a rule has a question of its own, and usually one ruling, so the book's way of making wrong
answers (what the engine rules in other situations of the topic) has nothing to offer. An item is
made from each of the rule's examples (the situations the room itself gives, which `house check`
runs), where the engine, from what the example tells alone, gives the rule's ruling:

* the story: the dispute in the room's words for it (the rule's first alias), then what the
  example tells, a sentence a fact (no fact the cards decide: those would need dealing);
* the question: the room's own (`topics:`), else "What is the ruling in this room?";
* the key: the room's ruling, in the room's words, its placeholders filled from the example;
* the wrong answers: that no rule covers it (what the book alone says: it has no rule on the
  room's question; the item's witness is the same situation under the book, where the engine
  rules nothing), and what the room's other rules on the same question rule in their own
  examples, where that is another ruling.

A rule the quiz cannot ask soundly is left out: one that leaves it to the floor (its ruling and
"no rule covers it" could both be read as true), one whose ruling needs a fact its example does
not tell, one whose example the engine does not decide from the story alone.
"""

from __future__ import annotations

import random

from ..engine.ruling import ruling_text
from ..rules.book import Rulebook
from ..rules.house_rules import HOUSE
from .items import Choice, Item
from .rule_items import parse_id, story
from .situations import Situation, Topic, context
from .wording import sentence, wording

NONE = "no-rule"  # the key of the wrong answer "no rule covers it"
MAX_CHOICES = 4


def standalone(book: Rulebook, topic: str) -> bool:
    """Whether every rule on this topic is a room's rule that stands alone."""
    found = [c for c in book.clauses.values() if c.topic == topic]
    return bool(found) and all(c.house and c.section == HOUSE for c in found)


def _decided(book: Rulebook, game: str, topic: str, facts: dict):
    try:
        return Topic(book, game, topic).outcome(facts)
    except (KeyError, ValueError):
        return None


def _key_text(book: Rulebook, game: str, clause, facts: dict) -> str:
    """The room's ruling for these facts ("" when it names a fact they do not tell)."""
    text = " ".join(ruling_text(clause, context(book, game, facts)).split())
    return "" if "(depends on" in text else text


def _tellable(book: Rulebook, facts: dict) -> bool:
    w = wording()
    return all(f in book.facts and not book.facts[f].cards and w.tells(book.facts[f], v) for f, v in facts.items())


def examples(book: Rulebook, game: str, topic: str) -> list[tuple]:
    """(clause, facts) of every example of the room's rules on this topic that holds in this game
    and that the engine decides, from what it tells alone, as the example expects."""
    g = book.game(game)
    out = []
    for c in book.clauses_for(g):
        if c.topic != topic or not c.house:
            continue
        for ex in c.examples:
            facts = dict(ex.facts)
            if (ex.game and ex.game != game) or ex.expect != c.outcome:
                continue
            ruled = _decided(book, game, topic, facts)
            if ruled is not None and ruled[0] == c.outcome and ruled[1].id == c.id:
                out.append((c, facts))
    return out


def situations(book: Rulebook, game: str, topic: str) -> list[Situation]:
    """The askable situations of a standalone topic in one game: the room's examples."""
    out: dict = {}
    for c, facts in examples(book, game, topic):
        if c.discretion or not c.aliases or not _tellable(book, facts) or not _key_text(book, game, c, facts):
            continue
        told = tuple(sorted(facts.items(), key=lambda kv: book.facts[kv[0]].order))
        if told not in out and len(_wrong(book, game, topic, c.outcome, facts)) >= 1:
            out[told] = Situation(game, topic, told, c.outcome, c.id, HOUSE, c.discretion, c.house)
    return list(out.values())


def _wrong(book: Rulebook, game: str, topic: str, outcome: str, facts: dict) -> list[Choice]:
    """The wrong answers: no rule covers it (the book alone), then the room's other rulings on
    this question, each with the example where it is the ruling."""
    out = [Choice(wording().house["none"], NONE, dict(facts), "book")]
    seen = {outcome, NONE}
    for c, ex in examples(book, game, topic):
        if c.outcome in seen or c.discretion:
            continue
        text = _key_text(book, game, c, ex)
        if text and text not in {x.text for x in out}:
            seen.add(c.outcome)
            out.append(Choice(text, c.outcome, ex))
    return out


def build(book: Rulebook, iid: str, rng: random.Random) -> Item | None:
    """The item with this id (`house/ROOM/GAME/TOPIC/FACTS`), or None when it cannot be asked."""
    game, topic, facts = parse_id(book, iid)
    ruled = _decided(book, game, topic, facts)
    if ruled is None or not standalone(book, topic) or not _tellable(book, facts):
        return None
    outcome, keyed = ruled
    key = _key_text(book, game, keyed, facts)
    if keyed.discretion or not keyed.aliases or not key:
        return None
    others = _wrong(book, game, topic, outcome, facts)
    rng.shuffle(others)
    choices = [Choice(key, outcome)] + others[: MAX_CHOICES - 1]
    rng.shuffle(choices)
    answer = [c.key for c in choices].index(outcome)
    w = wording()
    premise = sentence(w.house["premise"].replace("{subject}", str(keyed.aliases[0])))
    question = book.topics[topic].question if topic in book.topics and book.topics[topic].question else ""
    return Item(
        id=iid,
        kind="situation",
        game=game,
        section=keyed.section,
        paragraph=keyed.paragraph,
        citation=book.citation(keyed),
        rule=keyed.title,
        setting=book.game(game).title,
        story=[premise, *story(book, topic, facts)],
        question=question or w.house["question"],
        choices=choices,
        answer=answer,
        explanation=key,
        facts=dict(facts),
        house={},
        topic=topic,
        clause=keyed.id,
        house_rule=keyed.house,
    )
