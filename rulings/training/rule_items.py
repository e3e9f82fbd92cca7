"""Rule items: a situation told as a story, the topic's question, and answers that differ only in
the ruling.

The key is the engine's ruling in the item's own situation. Every other answer is what the engine
rules in another situation of the same topic (its witness, kept on the choice), never the ruling
here, never an answer that could also be true here (the wording data names those), and never one
that only ever holds at another kind of table (an answer that needs blinds is not offered at an
ante table). Situations are those of rulings/training/situations.py, less those the quiz does not
ask (wording.yaml: no words, doubtful, impossible, our reading of a discretionary clause).

An item's id is `rule/GAME/TOPIC/FACT=VALUE;...`: the facts the story tells, cards packed
(`exposed_card=6d`), house options among them; it rebuilds the same item under any seed. An item
whose ruling rests on a room's own rule is `house/ROOM/GAME/TOPIC/...` (ROOM: the room's name as a
slug), so it is never taken for one of the book's, nor for another room's. Where the room's rule
decides otherwise than the book would, the book's ruling there is offered as a wrong answer (its
witness is the same situation, ruled by the book alone), whatever table it usually holds at.
"""

from __future__ import annotations

import random
import re
from typing import Any

from ..rules.book import Rulebook
from ..rules.house_rules import book_alone, room_name
from ..rules.values import parse_value
from .deal import card_facts, deal
from .items import Choice, Item
from .situations import Situation, Topic, context, is_setting, split
from .wording import clause, sentence, wording

PREFIX = "rule"
HOUSE_PREFIX = "house"  # an item resting on a room's own rule


class RuleTopic:
    """The askable situations of one topic in one game, and what each answer takes for granted."""

    def __init__(self, book: Rulebook, game: str, topic: str):
        self.book, self.game, self.topic_id = book, game, topic
        alone = book_alone(book)
        mixed = alone is not book and topic in {c.topic for c in alone.clauses_for(alone.game(game))}
        mixed = mixed and any(c.house and c.topic == topic for c in book.clauses.values())
        self.alone = Topic(alone, game, topic, possible=self._possible) if mixed else None
        self.topic = Topic(book, game, topic, possible=self._possible, alone=self.alone)
        w = wording()
        told = [s for s in self.topic.situations() if self._tellable(dict(s.facts))]
        self.witnesses = told  # what the engine rules elsewhere: any situation a story could tell
        self.presupposed = self.topic.presupposes(told)
        self.askable: list[Situation] = []
        if not w.asks(topic):
            return
        for s in told:
            facts = dict(s.facts)
            if not w.answer(topic, s.outcome) or (s.discretion and not w.floor(topic, s.outcome)):
                continue
            if w.doubt(game, topic, context(book, game, facts).value):
                continue
            if not any(not is_setting(book.facts[f]) and book.facts[f].source != "house" for f in facts):
                continue  # nothing happened at the table: the setup alone is no dispute
            if len(self.options_for(facts, s.outcome)) >= 2:
                self.askable.append(s)

    def _possible(self, facts: dict) -> bool:
        return not wording().impossible_at(context(self.book, self.game, facts).value)

    def _tellable(self, facts: dict) -> bool:
        w = wording()
        if w.impossible_at(context(self.book, self.game, facts).value):
            return False
        return all(w.tells(self.book.facts[f], v) for f, v in facts.items())

    def book_says(self, facts: dict) -> str | None:
        """What the book alone rules here, where the room's own rule decides (None: no such rule
        here, or the book leaves it undecided)."""
        if self.alone is None:
            return None
        here = self.topic.outcome(facts)
        if here is None or not here[1].house:
            return None
        there = self.alone.outcome(facts)
        return there[0] if there is not None else None

    def options_for(self, facts: dict, outcome: str) -> list[tuple[str, Situation | None]]:
        """(outcome, witness) for the key (first, no witness) and every answer worth offering."""
        w = wording()
        setting = self.topic.setting_of(facts)
        out: list[tuple[str, Situation | None]] = [(outcome, None)]
        said = self.book_says(facts)
        if said is not None and said != outcome and w.answer(self.topic_id, said):
            if not w.overlaps(self.topic_id, said, outcome):
                out.append((said, Situation(self.game, self.topic_id, tuple(facts.items()), said, "", under="book")))
        for o in dict.fromkeys(s.outcome for s in self.witnesses):
            if o == outcome or not w.answer(self.topic_id, o) or any(w.overlaps(self.topic_id, o, p) for p, _ in out):
                continue
            needs = self.presupposed.get(o, {})
            if any(f in setting and setting[f] != v for f, v in needs.items()):
                continue
            ruled = [s for s in self.witnesses if s.outcome == o]
            ruled.sort(key=lambda s: (s.discretion, len(s.facts)))
            out.append((o, ruled[0]))
        return out


_TOPICS: dict = {}


def rule_topic(book: Rulebook, game: str, topic: str) -> RuleTopic:
    key = (book.cache_key or id(book), game, topic)
    if key not in _TOPICS:
        _TOPICS[key] = RuleTopic(book, game, topic)
    return _TOPICS[key]


# -- ids ---------------------------------------------------------------------------------------------
def item_id(book: Rulebook, game: str, topic: str, facts: dict, house: bool = False) -> str:
    """`rule/GAME/TOPIC/FACTS`, or `house/ROOM/GAME/TOPIC/FACTS` for an item resting on the room's rule."""
    told = ";".join(f"{f}={_text(book, f, v)}" for f, v in _ordered(book, facts))
    room = f"{HOUSE_PREFIX}/{room_slug(room_name(book))}/" if house else f"{PREFIX}/"
    return f"{room}{game}/{topic}/{told}"


def room_slug(name: str) -> str:
    """A room's name as it goes into an item's id: lower case, runs of anything but letters and
    digits as one hyphen."""
    return re.sub(r"[\W_]+", "-", name.casefold()).strip("-") or "room"


def is_house_id(book: Rulebook, iid: str) -> bool | None:
    """True for an item id of this book's room, False for the book's, None for another room's."""
    if not iid.startswith(HOUSE_PREFIX + "/"):
        return False
    room = room_name(book)
    return True if room and iid.split("/", 2)[1] == room_slug(room) else None


def _text(book: Rulebook, fid: str, value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value).replace(" ", "")


def parse_id(book: Rulebook, iid: str) -> tuple[str, str, dict]:
    """(game, topic, facts) of a rule item's id; ValueError, KeyError or BadInput when malformed
    (or of another room)."""
    if is_house_id(book, iid) is None:
        raise ValueError(iid)
    kind, game, topic, told = (iid.split("/", 1)[1] if iid.startswith(HOUSE_PREFIX + "/") else iid).split("/", 3)
    if kind != PREFIX and not iid.startswith(HOUSE_PREFIX + "/"):
        raise ValueError(iid)
    facts = {}
    for pair in filter(None, told.split(";")):
        fid, _, text = pair.partition("=")
        fact = book.facts[fid]
        facts[fid] = parse_value(fact, text, tuple(fact.choices) or None)
    return game, topic, facts


def _ordered(book: Rulebook, facts: dict) -> list:
    """Setting facts and house options first, then what happened as it happened (the data's
    order where the wording does not place a fact)."""
    w = wording()

    def rank(fid: str) -> tuple:
        fact = book.facts[fid]
        if is_setting(fact) or fact.source == "house":
            return (0, 0 if is_setting(fact) else 1, fact.order)
        return (1, w.at(fact), fact.order)

    return sorted(facts.items(), key=lambda kv: rank(kv[0]))


# -- making and building items ---------------------------------------------------------------------------
def new_id(book: Rulebook, situation: Situation, rng: random.Random) -> str:
    """An item id for a situation, with cards dealt where the cards decide a fact."""
    facts = dict(wording().given(situation.topic), **dict(situation.facts))
    dealt = deal(book, situation.game, facts, rng) if card_facts(book, facts) else facts
    told = dealt if dealt is not None else facts
    return item_id(book, situation.game, situation.topic, told, bool(situation.house))


def build(book: Rulebook, iid: str, rng: random.Random, kind: str) -> Item | None:
    """The rule item with this id, or None when it cannot be asked (a changed rulebook)."""
    game, topic, facts = parse_id(book, iid)
    rt = rule_topic(book, game, topic)
    ruled = rt.topic.outcome(facts)
    w = wording()
    if ruled is None or not w.asks(topic) or not rt._tellable(facts):
        return None
    outcome, keyed = ruled
    if bool(keyed.house) != bool(is_house_id(book, iid)):
        return None  # the room's rule now decides a situation of the book's, or no longer decides it
    if (keyed.discretion and not w.floor(topic, outcome)) or w.doubt(game, topic, context(book, game, facts).value):
        return None
    offered = rt.options_for(facts, outcome)
    if len(offered) < 2:
        return None
    key_option, others = offered[0], offered[1:]
    rng.shuffle(others)
    picked = [key_option] + others[:3]
    rng.shuffle(picked)
    choices = [Choice(w.answer(topic, o), o, dict(s.facts) if s else None, s.under if s else "") for o, s in picked]
    answer = [c.key for c in choices].index(outcome)
    house, table = split(book, facts)
    return Item(
        id=iid,
        kind=kind,
        game=game,
        section=keyed.section,
        paragraph=keyed.paragraph,
        citation=book.citation(keyed),
        rule=keyed.title,
        setting=book.game(game).title,
        story=story(book, topic, facts),
        question=w.question(topic),
        choices=choices,
        answer=answer,
        explanation=choices[answer].text,
        facts=table,
        house=house,
        topic=topic,
        clause=keyed.id,
        house_rule=keyed.house,
    )


def story(book: Rulebook, topic: str, facts: dict) -> list[str]:
    """The situation as a floor person tells it: the setting, what every situation of the topic
    shares, then one sentence a fact."""
    told = [(f, v) for f, v in _ordered(book, facts)]
    setting = [sentence(clause(book.facts[f], v)) for f, v in told if _rank_is_setting(book, f)]
    events = [sentence(clause(book.facts[f], v)) for f, v in told if not _rank_is_setting(book, f)]
    premise = wording().premise(topic)
    return setting + ([sentence(premise)] if premise else []) + events


def _rank_is_setting(book: Rulebook, fid: str) -> bool:
    fact = book.facts[fid]
    return is_setting(fact) or fact.source == "house"
