"""Card commands: `compare` (who wins a showdown) and `hand` (what a hand is, what it qualifies for).

Only typer is imported here: the cards, hands and games modules load inside the commands, so the
CLI starts fast.
"""

from __future__ import annotations

import typer

from .common import complete_game

_GAME_HELP = "The game: five-card-draw, jacks-or-better, lowball, kansas-city-lowball, jacks-back."
_SIDE_HELP = "Jacks Back only: the pot was opened for high or for low."
_DECK_HELP = "52 or 53 (with the joker); default: the game's usual deck."
_JSON_HELP = "Print JSON alone on stdout."

_COMPARE_EPILOG = (
    "Examples:\n\n"
    '  rulings compare --game five-card-draw "Ah Qh 9h 6h Jk" "Ks Kc Kd 2s 3c"\n\n'
    "  rulings compare --game lowball 7s5h4d3cJk 8c6d4h3s2d --json\n\n"
    '  rulings compare --game jacks-back --side low "7s 5h 4d 3c 2c" "8c 6d 4h 3s 2s"\n\n'
    "A spaced hand needs quotes; a packed one (AhQh9h6hJk) does not."
)
_HAND_EPILOG = (
    "Examples:\n\n"
    '  rulings hand --game jacks-or-better "As Jk Ks Qs Tc"\n\n'
    "  rulings hand --game kansas-city-lowball 5s4h3d2cAs --json"
)


_GAME = typer.Option(..., "--game", "-g", help=_GAME_HELP, autocompletion=complete_game)
_SIDE = typer.Option(None, "--side", help=_SIDE_HELP)
_DECK = typer.Option(None, "--deck", help=_DECK_HELP)
_JSON = typer.Option(False, "--json", help=_JSON_HELP)


def _symbols_ok() -> bool:
    import sys

    try:
        "♠♥♦♣".encode(sys.stdout.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


_LETTERS = str.maketrans("♠♥♦♣", "shdc")


def _show(text: str, symbols: bool) -> str:
    """Suit symbols where the output can show them (hearts and diamonds red on a colour
    terminal), else the letters."""
    if not symbols:
        return text.translate(_LETTERS)
    from ..style import for_stream

    return for_stream().suits(text)


def _print_json(data: dict) -> None:
    import json

    typer.echo(json.dumps(data, ensure_ascii=not _symbols_ok(), indent=2))


def _ranking_words(ranking: str, deck: int) -> str:
    words = {"high": "high hand wins", "ace-to-five": "ace-to-five low", "deuce-to-seven": "deuce-to-seven low"}[
        ranking
    ]
    joker = "with the joker" if deck == 53 else "no joker"
    return f"{words}, {deck} cards ({joker})"


def compare(
    hands: list[str] = typer.Argument(
        ..., metavar="HAND", help='Two or more five-card hands, e.g. "Ah Qh 9h 6h Jk" or AhQh9h6hJk.'
    ),
    game: str = _GAME,
    side: str | None = _SIDE,
    deck: int | None = _DECK,
    as_json: bool = _JSON,
) -> None:
    """Which hand wins at showdown, each hand's name, and the ranking rule it rests on."""
    from ..engine.showdown import compare as showdown
    from .common import book

    b = book()
    result = showdown(b, game, hands, side, deck)
    if as_json:
        _print_json(result)
        return
    sym, values, best = _symbols_ok(), result["hands"], result["winners"]
    _heading(b, result)
    width = max(len(_cards(v)) for v in values)
    for i, v in enumerate(values):
        mark = "*" if i in best else " "
        typer.echo(_show(f" {mark} hand {i + 1}  {_cards(v).ljust(width)}  {v['name']}  ({v['played']})", sym))
    if len(best) == 1:
        typer.echo(_show(f"Winner: hand {best[0] + 1}, {values[best[0]]['name']}", sym))
    else:
        listed = ", ".join(str(i + 1) for i in best[:-1]) + f" and {best[-1] + 1}"
        typer.echo(_show(f"Tie: hands {listed} are of equal value ({values[best[0]]['category']})", sym))
    typer.echo(f"Rules: {', '.join(result['citations'])}")


def hand(
    cards: str = typer.Argument(..., metavar="HAND", help='Five cards, e.g. "As Jk Ks Qs Tc" or AsJkKsQsTc.'),
    game: str = _GAME,
    side: str | None = _SIDE,
    deck: int | None = _DECK,
    as_json: bool = _JSON,
) -> None:
    """What a hand is in a game, and the qualifiers its game asks about (openers, seven or better)."""
    from ..engine.showdown import describe
    from .common import book

    b = book()
    result = describe(b, game, cards, side, deck)
    if as_json:
        _print_json(result)
        return
    _heading(b, result)
    typer.echo(_show(f"  {_cards(result)}: {result['name']}  ({result['played']})", _symbols_ok()))
    typer.echo(f"  Rules: {', '.join(result['citations'])}")
    for q in result["qualifiers"]:
        asked = q["question"]
        typer.echo(f"  {asked[:1].upper()}{asked[1:]}? {'yes' if q['value'] else 'no'}  [{', '.join(q['citations'])}]")


def _heading(book, result: dict) -> None:
    typer.echo(f"{book.game(result['game']).title}: {_ranking_words(result['ranking'], result['deck'])}")


def _cards(view: dict) -> str:
    from ..cards.notation import format_cards, parse_cards

    return format_cards(parse_cards(view["cards"]))


def register(app: typer.Typer) -> None:
    """Add `compare` and `hand` to the main app."""
    app.command("compare", epilog=_COMPARE_EPILOG)(compare)
    app.command("hand", epilog=_HAND_EPILOG)(hand)
