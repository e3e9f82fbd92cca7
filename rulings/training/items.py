"""A quiz item: what is shown, the choices, the key, and where it rests in the outline."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# How a fact's value reads after its question, by fact type (the story of a situation).
ANSWER_WORDS = {
    "yes/no": lambda fact, v: "Yes." if v else "No.",
    "choice": lambda fact, v: sentence(fact.label(v)),
    "number": lambda fact, v: f"{v}.",
    "cards": lambda fact, v: _show_cards(v) + ".",
}


@dataclass
class Choice:
    text: str
    key: str  # what it stands for: a clause id, a seat, a rank, yes or no


@dataclass
class Item:
    id: str
    kind: str
    game: str
    section: str
    paragraph: int
    citation: str
    setting: str  # the game, the side, the room's rules that matter here
    story: list  # [(what was asked or shown, the answer)]
    question: str
    choices: list
    answer: int  # index of the right choice
    explanation: str  # the right ruling, in words
    facts: dict = field(default_factory=dict)
    house: dict = field(default_factory=dict)
    topic: str = ""
    side: str | None = None
    house_rule: str = ""  # the answer is a room's own rule: the room's name

    @property
    def correct(self) -> Choice:
        return self.choices[self.answer]

    @property
    def cite_short(self) -> str:
        if self.house_rule:
            return f"House rule ({self.house_rule})"
        return f"{self.section} ¶{self.paragraph}"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "game": self.game,
            "side": self.side,
            "setting": self.setting,
            "story": [list(s) for s in self.story],
            "question": self.question,
            "choices": [c.text for c in self.choices],
            "keys": [c.key for c in self.choices],
            "correct": self.answer + 1,
            "explanation": self.explanation,
            "section": self.section,
            "paragraph": self.paragraph,
            "citation": self.citation,
            "facts": self.facts,
            "house": self.house,
            "topic": self.topic or None,
            "house_rule": self.house_rule or None,
        }


def sentence(text) -> str:
    text = str(text)
    return (text[:1].upper() + text[1:]).rstrip(".") + "."


def _show_cards(text) -> str:
    from ..cards.notation import format_cards, parse_cards

    return format_cards(parse_cards(text))
