"""The opening level a hand told in words is held against (floor/hand_words.py): whether the
fact has a place in this game and on this side, the lowest pair any level opens with, and the
level that holds here, as the engine works it out from the room's options and what the story read.
Without a room the level is known only where every choice of the room's options gives the same
one (Jacks Back never progresses; jacks-or-better's progressive openers may ask more)."""

from __future__ import annotations

from itertools import product
from typing import Any

from ..errors import BadInput
from ..rules.book import Rulebook
from ..rules.model import HouseProfile
from .hand_shapes import RANKS, hand_vocabulary


def opening_level(book: Rulebook, game: str, fid: str, readings: list, house_key: Any) -> tuple[bool, str, str | None]:
    """(whether the fact has a place here, the lowest pair any level opens with, the lowest pair
    that opens here or None where that is not known)."""
    g = book.game(game)
    fact = book.facts.get(fid)
    level_fid = next((ref for p, ref, _ in fact.cards.args if p == "level"), "") if fact and fact.cards else ""
    plural = hand_vocabulary(book)["plural"]
    levels = [plural[str(c)] for c in book.facts[level_fid].choices if str(c) in plural] if level_fid else []
    if g.props.get("opening_requirement") in (None, "none") or not levels:
        return False, "", None
    lowest = min(levels, key=RANKS.index)
    house = None if house_key is None else HouseProfile(games={game: dict(house_key)})
    ctx = _told(book, game, house, readings, book.reach(level_fid) | {book.fact_for("side")})
    if ctx is None:
        return True, lowest, None  # a reading the engine refuses tells no level
    ranking = next((f.id for f in book.facts.values() if f.from_game == "ranking"), "")
    if ranking and ctx.value(ranking) != "high":
        return False, "", None  # played for low, or the side is not told
    value = ctx.value(level_fid) if house is not None else _in_any_room(book, game, level_fid, readings)
    return True, lowest, (plural.get(str(value)) if value is not None else None)


def _in_any_room(book: Rulebook, game: str, level_fid: str, readings: list) -> Any:
    """The level where no room is given: the one every choice of the options it depends on gives."""
    options = sorted(f for f in book.reach(level_fid) if book.facts[f].source == "house" and book.facts[f].choices)
    found = set()
    for choice in product(*(book.facts[o].choices for o in options)):
        house = HouseProfile(games={game: {o: str(c) for o, c in zip(options, choice)}})
        ctx = _told(book, game, house, readings, book.reach(level_fid))
        if ctx is None:
            return None
        found.add(ctx.value(level_fid))
    return found.pop() if len(found) == 1 else None


def _told(book: Rulebook, game: str, house: HouseProfile | None, readings: list, facts: set) -> Any:
    """A context with the story's readings of these facts set, or None where the engine refuses one."""
    from ..engine.context import Context

    ctx = Context(book, game, house)
    for r in readings:
        if r.fact in facts and not book.facts[r.fact].computed:
            try:
                ctx.set(r.fact, r.value)
            except BadInput:
                return None
    return ctx
