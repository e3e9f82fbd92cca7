"""A quiz item: what is shown, the choices, the key, and where it rests in the outline.

What is shown before the answer is the story (sentences), the hands (cards laid out, for the card
questions), the question and the choices; the citation and the rule's short form come only after
the answer (`rule`, `citation`), so the question never gives away the section it tests.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Choice:
    text: str
    key: str  # what it stands for: an outcome, a seat, a rank, yes or no
    witness: dict | None = None  # a wrong ruling: the facts of a situation where the engine rules it


@dataclass
class Item:
    id: str
    kind: str
    game: str
    section: str
    paragraph: int
    citation: str
    rule: str  # the ruling's short form, shown with the citation after the answer
    setting: str  # the game (and side), shown where a quiz mixes games
    story: list  # sentences, as a floor person tells the situation
    question: str
    choices: list
    answer: int  # index of the right choice
    explanation: str  # the right answer, in words
    hands: list = field(default_factory=list)  # [(label, cards)] laid out under the story
    facts: dict = field(default_factory=dict)
    house: dict = field(default_factory=dict)
    topic: str = ""
    clause: str = ""  # a rule item's keyed clause (its citation)
    side: str | None = None

    @property
    def correct(self) -> Choice:
        return self.choices[self.answer]

    @property
    def balance_key(self) -> str:
        """What the at-most-two-per-topic rule counts: the topic, or a card question's kind."""
        return self.topic or self.kind

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "game": self.game,
            "side": self.side,
            "setting": self.setting,
            "story": list(self.story),
            "hands": [list(h) for h in self.hands],
            "question": self.question,
            "choices": [c.text for c in self.choices],
            "keys": [c.key for c in self.choices],
            "correct": self.answer + 1,
            "explanation": self.explanation,
            "rule": self.rule,
            "section": self.section,
            "paragraph": self.paragraph,
            "citation": self.citation,
            "facts": self.facts,
            "house": self.house,
            "topic": self.topic or None,
            "clause": self.clause or None,
        }
