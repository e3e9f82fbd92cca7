"""The games of the chapter (rules_data/games.yaml): parts inherited, ranking, table setups.

A game's properties are a plain mapping: facts read them by the name they declare (`from_game`,
`setup` in the fact data), so nothing below knows a fact by its id. The few properties the cards
need (the ranking, the decks) have accessors here.
"""

from __future__ import annotations

from typing import Any

from ..errors import BadInput
from ..records import field, record

GAME_KEYS = {"title", "parts", "ranking", "side", "decks", "forced_bets", "structures", "opening_requirement"}


@record
class PartUse:
    """One outline part a game follows, optionally only under a condition (Jacks Back's sides)."""

    part: str
    when: Any = None  # a compiled condition, or None for always


@record
class Game:
    id: str
    title: str
    parts: tuple[PartUse, ...]
    props: dict = field(default_factory=dict)  # everything else games.yaml says of the game
    line: int = 0

    @property
    def ranking(self) -> Any:
        """A ranking name, or {side: ranking} for a game played for high or low."""
        return self.props["ranking"]

    @property
    def decks(self) -> tuple[int, ...]:
        return tuple(self.props["decks"])

    @property
    def default_deck(self) -> int:
        return self.decks[0]

    @property
    def has_sides(self) -> bool:
        return isinstance(self.ranking, dict)

    @property
    def opening_requirement(self) -> str:
        return self.props.get("opening_requirement", "none")

    def ranking_for(self, side: str | None = None) -> str:
        """The hand ranking in force; a two-sided game needs the side (high or low)."""
        if not self.has_sides:
            return self.ranking
        if side is None:
            raise BadInput(f"{self.id} is played for high or low: give --side high or --side low")
        if side not in self.ranking:
            raise BadInput(f"unknown side {side!r}: use {' or '.join(self.ranking)}")
        return self.ranking[side]

    def allowed(self, setup: str) -> tuple:
        """The values a table of this game may be set up with (the property a fact's `setup` names)."""
        return tuple(self.props.get(setup) or ())

    def part_ids(self) -> list[str]:
        return [p.part for p in self.parts]


def get_game(games: dict[str, Game], gid: str) -> Game:
    if gid not in games:
        raise BadInput(f"unknown game {gid!r}: choose one of {', '.join(games)}")
    return games[gid]
