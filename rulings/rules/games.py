"""The games of the chapter (rules_data/games.yaml): parts inherited, deck, ranking, table setups."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..errors import BadInput

RANKINGS = ("high", "ace-to-five", "deuce-to-seven")
SIDES = ("high", "low")


@dataclass(frozen=True)
class PartUse:
    """One outline part a game follows, optionally only under a condition (Jacks Back's sides)."""

    part: str
    when: Any = None  # a condition (see conditions.py) or None for always


@dataclass(frozen=True)
class Game:
    id: str
    title: str
    parts: tuple[PartUse, ...]
    ranking: Any  # a ranking name, or {side: ranking}
    decks: tuple[int, ...]
    forced_bets: tuple[str, ...]
    structures: tuple[str, ...]
    opening_requirement: str
    line: int = 0
    extra: dict = field(default_factory=dict)

    @property
    def default_deck(self) -> int:
        return self.decks[0]

    @property
    def has_sides(self) -> bool:
        return isinstance(self.ranking, dict)

    def ranking_for(self, side: str | None = None) -> str:
        """The hand ranking in force; a two-sided game needs the side (high or low)."""
        if not self.has_sides:
            return self.ranking
        if side is None:
            raise BadInput(f"{self.id} is played for high or low: give --side high or --side low")
        if side not in self.ranking:
            raise BadInput(f"unknown side {side!r}: use high or low")
        return self.ranking[side]

    def part_ids(self) -> list[str]:
        return [p.part for p in self.parts]


def parse_games(raw: dict, line_of=lambda key: 0) -> dict[str, Game]:
    games = {}
    for gid, g in (raw or {}).items():
        parts = tuple(
            PartUse(p) if isinstance(p, str) else PartUse(p["part"], p.get("when"))
            for p in g["parts"]
        )
        games[gid] = Game(
            id=gid,
            title=g["title"],
            parts=parts,
            ranking=g["ranking"],
            decks=tuple(g["decks"]),
            forced_bets=tuple(g["forced_bets"]),
            structures=tuple(g["structures"]),
            opening_requirement=g.get("opening_requirement", "none"),
            line=line_of(gid),
        )
    return games


def load_games() -> dict[str, Game]:
    """Games straight from games.yaml (the rulebook loader validates and caches them too)."""
    import yaml

    from ..paths import rules_dir

    with open(rules_dir() / "games.yaml", encoding="utf-8") as f:
        return parse_games(yaml.safe_load(f)["games"])


def get_game(games: dict[str, Game], gid: str) -> Game:
    if gid not in games:
        raise BadInput(f"unknown game {gid!r}: choose one of {', '.join(games)}")
    return games[gid]
