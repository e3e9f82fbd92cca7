"""How the quiz words things: a fact's value as a clause of a story, a topic's question, an
outcome's answer. The words are data (rulings/training/wording.yaml); this module reads them.

`clause(fact, value)` is the one place a story's words come from: the fact's own `words:` from the
rule data where it has them, else the quiz's wording (the same shape, in wording.yaml).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from ..errors import DataError
from ..rules.conditions import compile_condition, evaluate
from ..rules.model import Fact

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_FILE = Path(__file__).with_name("wording.yaml")


class Wording:
    """wording.yaml, read and checked once."""

    def __init__(self, raw: dict):
        from ..rules.yamlio import strip_lines

        raw = strip_lines(raw)
        self.facts: dict = raw.get("facts") or {}
        self.topics: dict = raw.get("topics") or {}
        self.not_asked: dict = raw.get("not_asked") or {}
        self.doubtful = [
            dict(d, when=compile_condition(d["when"]), topics=tuple(d["topics"])) for d in raw.get("doubtful") or ()
        ]
        self.impossible = [compile_condition(c) for c in raw.get("impossible") or ()]
        self.house: dict = raw.get("house") or {}
        if not all(self.house.get(k) for k in ("premise", "question", "none")):
            raise DataError(f"{_FILE.name}: house needs a premise, a question and the answer none")
        for tid, t in self.topics.items():
            if not t.get("question") or not isinstance(t.get("outcomes"), dict):
                raise DataError(f"{_FILE.name}: topic {tid} needs a question and outcomes")

    # -- topics --------------------------------------------------------------------------------
    def asks(self, topic: str) -> bool:
        return topic in self.topics

    def question(self, topic: str) -> str:
        return self.topics[topic]["question"]

    def given(self, topic: str) -> dict:
        """Facts every story of the topic tells (and its cards are dealt to), though no answer
        turns on them."""
        return dict(self.topics.get(topic, {}).get("given") or {})

    def premise(self, topic: str) -> str:
        """What every situation of the topic shares, told before its facts ("" for none)."""
        return self.topics.get(topic, {}).get("premise", "")

    def _outcome(self, topic: str, outcome: str) -> dict:
        said = self.topics.get(topic, {}).get("outcomes", {}).get(outcome)
        return said if isinstance(said, dict) else {"text": said} if said else {}

    def answer(self, topic: str, outcome: str) -> str:
        """What the rule decides in this outcome; "" when the quiz has no words for it."""
        return self._outcome(topic, outcome).get("text", "")

    def floor(self, topic: str, outcome: str) -> bool:
        """Whether this answer is that the book leaves it to the floor."""
        return bool(self._outcome(topic, outcome).get("floor"))

    def overlaps(self, topic: str, a: str, b: str) -> bool:
        """Whether the answers of two outcomes could both be true in one situation."""
        if self.answer(topic, a) == self.answer(topic, b):
            return True
        return b in self._outcome(topic, a).get("overlaps", ()) or a in self._outcome(topic, b).get("overlaps", ())

    def doubt(self, game: str, topic: str, value) -> str:
        """Why the quiz does not ask this situation ("" when it may): see `doubtful` in the data."""
        for d in self.doubtful:
            games = d["game"] if isinstance(d["game"], list) else [d["game"]]
            if game in games and topic in d["topics"] and evaluate(d["when"], value) is True:
                return " ".join(d["why"].split())
        return ""

    def impossible_at(self, value) -> bool:
        return any(evaluate(c, value) is True for c in self.impossible)

    # -- facts ---------------------------------------------------------------------------------
    def words_for(self, fact: Fact) -> dict:
        """A fact's words: the rule data's where it has them, else the quiz's own."""
        return fact.words or {k: v for k, v in (self.facts.get(fact.id) or {}).items() if k not in ("range", "at")}

    def at(self, fact: Fact) -> int:
        """Where the fact falls in a story (as it happened: the deal, the draw, the showdown)."""
        return int((self.facts.get(fact.id) or {}).get("at", 5))

    def tells(self, fact: Fact, value: Any) -> bool:
        """Whether a story can tell this value (it has words, and a number is in range)."""
        if fact.type == "number":
            low, high = (self.facts.get(fact.id) or {}).get("range", (None, None))
            if (low is not None and value < low) or (high is not None and value > high):
                return False
        return bool(_phrase(self.words_for(fact), fact, value))


@lru_cache(maxsize=1)
def wording() -> Wording:
    from ..rules.yamlio import read_yaml

    return Wording(read_yaml(_FILE, "the quiz wording"))


def clause(fact: Fact, value: Any) -> str:
    """One fact's value as a clause of a story, as floor staff say it ("the pot was raised before
    the draw"): the first phrase of the fact's words for that value. "" when there are none."""
    phrase = _phrase(wording().words_for(fact), fact, value)
    if fact.type == "number":
        return phrase.replace("{n}", number_word(value))
    if fact.type == "cards":
        shown = show_cards(value)
        return phrase.replace("{cards}", shown) if "{cards}" in phrase else f"{phrase} {shown}"
    return phrase


def _phrase(words: dict, fact: Fact, value: Any) -> str:
    if fact.type == "number":
        found = words.get(value) or words.get(str(value)) or words.get("n")
    elif fact.type == "cards":
        found = words.get("cards")
    else:
        found = words.get(value)
        if found is None and fact.type == "yes/no":
            found = words.get("yes" if value else "no")
    if isinstance(found, str):
        return found
    told = [p for p in found or () if "{seat" not in p]  # a phrase naming a seat's part cannot be told alone
    return told[0] if told else ""


def number_word(n: int) -> str:
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def show_cards(text: str) -> str:
    from ..cards.notation import format_cards, parse_cards

    return format_cards(parse_cards(text))


def sentence(text: str) -> str:
    text = str(text).strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "."
