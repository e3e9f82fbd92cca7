"""Card commands: `compare` (who wins a showdown) and `hand` (what a hand is, what it qualifies for).

Only typer is imported here: the cards, hands and games modules load inside the commands, so the
CLI starts fast.
"""

from __future__ import annotations

from typing import List, Optional

import typer

from .common import complete_game

_GAME_HELP = "The game: five-card-draw, jacks-or-better, lowball, kansas-city-lowball, jacks-back."
_SIDE_HELP = "Jacks Back only: the pot was opened for high or for low."
_DECK_HELP = "52 or 53 (with the joker); default: the game's usual deck."
_JSON_HELP = "Print JSON alone on stdout."

_COMPARE_EPILOG = (
    "Examples:\n\n"
    "  rulings compare --game five-card-draw \"Ah Qh 9h 6h Jk\" \"Ks Kc Kd 2s 3c\"\n\n"
    "  rulings compare --game lowball 7s5h4d3cJk 8c6d4h3s2d --json\n\n"
    "  rulings compare --game jacks-back --side low \"7s 5h 4d 3c 2c\" \"8c 6d 4h 3s 2s\"\n\n"
    "A spaced hand needs quotes; a packed one (AhQh9h6hJk) does not."
)
_HAND_EPILOG = (
    "Examples:\n\n"
    "  rulings hand --game jacks-or-better \"As Jk Ks Qs Tc\"\n\n"
    "  rulings hand --game kansas-city-lowball 5s4h3d2cAs --json"
)


def _setup(game_id: str, side: str | None, deck: int | None):
    """(book, game, side, ranking, deck) from the options, or BadInput naming what is wrong."""
    from ..errors import BadInput
    from .common import book

    b = book()
    game = b.game(game_id)
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
    return b, game, side, ranking, deck


def _citations(book, game, ranking: str, deck: int) -> list[str]:
    """The sections a hand's value rests on: the ranking's, the joker's when the deck has it, and
    for a game played for high or low, its own part (which says what each side follows)."""
    cites = [s for s, _ in book.cites(f"hands.{ranking}")]
    if deck == 53:
        cites += [s for s, _ in book.cites(f"joker.{ranking}")]
    if game.has_sides:
        cites.append(game.part_ids()[-1])
    return list(dict.fromkeys(cites))


def _symbols_ok() -> bool:
    import sys

    try:
        "♠♥♦♣".encode(sys.stdout.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _show(text: str, symbols: bool) -> str:
    """Suit symbols where the output can show them (hearts and diamonds red on a colour
    terminal), else the letters."""
    if not symbols:
        return text.translate(str.maketrans({"♠": "s", "♥": "h", "♦": "d", "♣": "c"}))
    from ..style import for_stream

    return for_stream().suits(text)


def _hand_json(value) -> dict:
    from ..cards.notation import format_cards

    return {
        "cards": format_cards(value.cards, ascii=True),
        "name": value.name,
        "category": value.category,
        "strength": value.strength,
        "joker_as": None if value.joker_as is None else str(value.joker_as),
        "played": value.played_text,
    }


def _print_json(data: dict) -> None:
    import json

    typer.echo(json.dumps(data, ensure_ascii=not _symbols_ok(), indent=2))


def _ranking_words(ranking: str, deck: int) -> str:
    words = {"high": "high hand wins", "ace-to-five": "ace-to-five low",
             "deuce-to-seven": "deuce-to-seven low"}[ranking]
    joker = "with the joker" if deck == 53 else "no joker"
    return f"{words}, {deck} cards ({joker})"


def compare(
    hands: List[str] = typer.Argument(..., metavar="HAND",
                                      help="Two or more five-card hands, e.g. \"Ah Qh 9h 6h Jk\" or AhQh9h6hJk."),
    game: str = typer.Option(..., "--game", "-g", help=_GAME_HELP, autocompletion=complete_game),
    side: Optional[str] = typer.Option(None, "--side", help=_SIDE_HELP),
    deck: Optional[int] = typer.Option(None, "--deck", help=_DECK_HELP),
    as_json: bool = typer.Option(False, "--json", help=_JSON_HELP),
) -> None:
    """Which hand wins at showdown, each hand's name, and the ranking rule it rests on."""
    from ..cards.notation import format_cards, parse_hands
    from ..errors import BadInput
    from ..cards.hands import evaluate, winners

    b, g, side, ranking, deck = _setup(game, side, deck)
    if len(hands) < 2:
        raise BadInput(f"compare needs at least two hands, got {len(hands)}: quote each spaced hand")
    parsed = parse_hands(hands, deck=deck)
    values = [evaluate(h, ranking) for h in parsed]
    best = winners(values)
    cites = _citations(b, g, ranking, deck)
    if as_json:
        _print_json({
            "game": g.id, "side": side, "ranking": ranking, "deck": deck,
            "hands": [_hand_json(v) for v in values],
            "winners": best,
            "citations": cites,
        })
        return
    sym = _symbols_ok()
    typer.echo(f"{g.title}: {_ranking_words(ranking, deck)}")
    width = max(len(format_cards(v.cards)) for v in values)
    for i, v in enumerate(values):
        mark = "*" if i in best else " "
        cards = format_cards(v.cards).ljust(width)
        typer.echo(_show(f" {mark} hand {i + 1}  {cards}  {v.name}  ({v.played_text})", sym))
    if len(best) == 1:
        typer.echo(_show(f"Winner: hand {best[0] + 1}, {values[best[0]].name}", sym))
    else:
        listed = ", ".join(str(i + 1) for i in best[:-1]) + f" and {best[-1] + 1}"
        typer.echo(_show(f"Tie: hands {listed} are of equal value ({values[best[0]].category})", sym))
    typer.echo(f"Rules: {', '.join(cites)}")


def hand(
    cards: str = typer.Argument(..., metavar="HAND", help="Five cards, e.g. \"As Jk Ks Qs Tc\" or AsJkKsQsTc."),
    game: str = typer.Option(..., "--game", "-g", help=_GAME_HELP, autocompletion=complete_game),
    side: Optional[str] = typer.Option(None, "--side", help=_SIDE_HELP),
    deck: Optional[int] = typer.Option(None, "--deck", help=_DECK_HELP),
    as_json: bool = typer.Option(False, "--json", help=_JSON_HELP),
) -> None:
    """What a hand is in a game, and the qualifiers its game asks about (openers, seven or better)."""
    from ..cards.notation import format_cards, parse_hand
    from ..cards.hands import evaluate
    from ..cards.qualifiers import describe_level, has_openers, seven_or_better

    b, g, side, ranking, deck = _setup(game, side, deck)
    parsed = parse_hand(cards, deck=deck)
    value = evaluate(parsed, ranking)
    cites = _citations(b, g, ranking, deck)
    qualifiers = []
    if ranking == "high" and g.opening_requirement not in ("none", None):
        level = g.opening_requirement
        where = [s for s, _ in b.cites("qualifier.openers")] + ([g.part_ids()[-1]] if g.has_sides else [])
        qualifiers.append({
            "id": "has_openers", "question": f"opens ({describe_level(level)})",
            "value": has_openers(parsed, level), "citations": where,
        })
    if ranking in ("ace-to-five", "deuce-to-seven"):
        qualifiers.append({
            "id": "seven_or_better", "question": "seven-low or better",
            "value": seven_or_better(parsed, ranking), "citations": [s for s, _ in b.cites("qualifier.seven_or_better")],
        })
        qualifiers.append({
            "id": "has_pair", "question": "a pair to announce at showdown",
            "value": value.category in ("pair", "two-pair", "three-of-a-kind", "full-house",
                                        "four-of-a-kind"),
            "citations": [s for s, _ in b.cites("qualifier.pair_to_announce")],
        })
    if as_json:
        _print_json({
            "game": g.id, "side": side, "ranking": ranking, "deck": deck,
            **_hand_json(value),
            "citations": cites,
            "qualifiers": qualifiers,
        })
        return
    sym = _symbols_ok()
    typer.echo(f"{g.title}: {_ranking_words(ranking, deck)}")
    typer.echo(_show(f"  {format_cards(value.cards)}: {value.name}  ({value.played_text})", sym))
    typer.echo(f"  Rules: {', '.join(cites)}")
    for q in qualifiers:
        answer = "yes" if q["value"] else "no"
        typer.echo(f"  {q['question'][0].upper()}{q['question'][1:]}? {answer}  "
                   f"[{', '.join(q['citations'])}]")


def register(app: typer.Typer) -> None:
    """Add `compare` and `hand` to the main app."""
    app.command("compare", epilog=_COMPARE_EPILOG)(compare)
    app.command("hand", epilog=_HAND_EPILOG)(hand)
