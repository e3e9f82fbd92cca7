"""Where the cards decide: who wins a showdown, and what one hand is and qualifies for.

The results are the JSON contracts of `rulings compare --json` and `rulings hand --json`; the
story interview and the floor page give the same objects (`showdown` in a ruling's JSON).
"""

from __future__ import annotations

from typing import Any

from ..errors import BadInput
from ..rules.book import Rulebook
from ..rules.games import Game

PAIRED = ("pair", "two-pair", "three-of-a-kind", "full-house", "four-of-a-kind")


def table(book: Rulebook, game_id: str, side: str | None, deck: int | None) -> tuple[Game, str, int]:
    """(game, ranking, deck) for a showdown; BadInput naming what is wrong with the side or deck."""
    game = book.game(game_id)
    if side is not None and side not in ("high", "low"):
        raise BadInput(f"unknown side {side!r}: use high or low")
    if side is not None and not game.has_sides:
        raise BadInput(f"{game.id} is played for one ranking only: drop --side (it is for jacks-back)")
    ranking = game.ranking_for(side)
    if deck is None:
        deck = game.default_deck
    elif deck not in game.decks:
        allowed = " or ".join(str(d) for d in game.decks)
        raise BadInput(f"{game.id} is played with {allowed} cards: --deck {deck} is not allowed")
    return game, ranking, deck


def citations(book: Rulebook, game: Game, ranking: str, deck: int) -> list[str]:
    """The sections a hand's value rests on: the ranking's, the joker's when the deck has it, and
    for a game played for high or low, its own part (which says what each side follows)."""
    cites = [s for s, _ in book.cites(f"hands.{ranking}")]
    if deck == 53:
        cites += [s for s, _ in book.cites(f"joker.{ranking}")]
    if game.has_sides:
        cites.append(game.part_ids()[-1])
    return list(dict.fromkeys(cites))


def hand_view(value) -> dict[str, Any]:
    from ..cards.notation import format_cards

    return {
        "cards": format_cards(value.cards, ascii=True),
        "name": value.name,
        "category": value.category,
        "strength": value.strength,
        "joker_as": None if value.joker_as is None else str(value.joker_as),
        "played": value.played_text,
    }


def compare(
    book: Rulebook, game_id: str, hands: list[str], side: str | None = None, deck: int | None = None
) -> dict[str, Any]:
    """The showdown of two or more hands: each named, the winners (indices; several on a tie)."""
    from ..cards.hands import evaluate, winners
    from ..cards.notation import parse_hands

    game, ranking, deck = table(book, game_id, side, deck)
    if len(hands) < 2:
        raise BadInput(f"a showdown needs at least two hands, got {len(hands)}: quote each spaced hand")
    values = [evaluate(h, ranking) for h in parse_hands(hands, deck=deck)]
    return {
        "game": game.id,
        "side": side,
        "ranking": ranking,
        "deck": deck,
        "hands": [hand_view(v) for v in values],
        "winners": winners(values),
        "citations": citations(book, game, ranking, deck),
    }


def describe(
    book: Rulebook, game_id: str, cards: str, side: str | None = None, deck: int | None = None
) -> dict[str, Any]:
    """One hand: its name, and the qualifiers its game asks about (openers, seven or better)."""
    from ..cards.hands import evaluate
    from ..cards.notation import parse_hand
    from ..cards.qualifiers import describe_level, has_openers, seven_or_better

    game, ranking, deck = table(book, game_id, side, deck)
    parsed = parse_hand(cards, deck=deck)
    value = evaluate(parsed, ranking)
    cited = lambda role: [s for s, _ in book.cites(f"qualifier.{role}")]  # noqa: E731
    qualifiers = []
    if ranking == "high" and game.opening_requirement != "none":
        level = game.opening_requirement
        qualifiers.append(
            {
                "id": "has_openers",
                "question": f"opens ({describe_level(level)})",
                "value": has_openers(parsed, level),
                "citations": cited("openers") + ([game.part_ids()[-1]] if game.has_sides else []),
            }
        )
    if ranking != "high":
        qualifiers.append(
            {
                "id": "seven_or_better",
                "question": "seven-low or better",
                "value": seven_or_better(parsed, ranking),
                "citations": cited("seven_or_better"),
            }
        )
        qualifiers.append(
            {
                "id": "has_pair",
                "question": "a pair to announce at showdown",
                "value": value.category in PAIRED,
                "citations": cited("pair_to_announce"),
            }
        )
    return {
        "game": game.id,
        "side": side,
        "ranking": ranking,
        "deck": deck,
        **hand_view(value),
        "citations": citations(book, game, ranking, deck),
        "qualifiers": qualifiers,
    }
