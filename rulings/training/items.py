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
    under: str = ""  # "book": the witness is ruled by the book alone, without the room's own rules


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
    house_rule: str = ""  # the ruling rests on a room's own rule: the room's name ("" for the book's)

    @property
    def correct(self) -> Choice:
        return self.choices[self.answer]

    @property
    def progress_section(self) -> str:
        """Where progress files the item: the book's section, or for a room's rule the rule and the
        room (`house.phones (Oceanside Card Club)`), never one of the book's sections."""
        return f"{self.clause} ({self.house_rule})" if self.house_rule else self.section

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
            "house_rule": self.house_rule or None,
            "label": f"House rule ({self.house_rule})" if self.house_rule else None,
        }
