"""What the command modules share: loading the rulebook, JSON output, the options several
commands take, and reading facts and situations. Only typer at module level (start-up)."""

from __future__ import annotations

from typing import Optional

import typer

from ..errors import BadInput

GAME_HELP = "five-card-draw, jacks-or-better, lowball, kansas-city-lowball or jacks-back"
DB_OPTION = typer.Option(None, "--db", metavar="PATH", show_default=False,
                         help="The log database (default: $RULINGS_DB, else rulings.db in the user data folder).")
LOG_OPTION = typer.Option(False, "--log", help="Record the ruling in the rulings log (see `rulings log`).")
TABLE_OPTION = typer.Option(None, "--table", help="With --log: the table.")
SEAT_OPTION = typer.Option(None, "--seat", help="With --log: the seat or player concerned.")
FLOOR_OPTION = typer.Option(None, "--floor", help="With --log: who ruled (the floor person).")
NOTE_OPTION = typer.Option(None, "--note", help="With --log: a note to keep with the ruling.")
HOUSE_OPTION = typer.Option(None, "--house", help="House profile YAML (the room's alternate rules).")
JSON_OPTION = typer.Option(False, "--json", help="Print JSON only.")


def book():
    """The validated rulebook (cached between runs)."""
    from ..rules.load import load

    return load()


def emit_json(data) -> None:
    import json

    typer.echo(json.dumps(data, ensure_ascii=False, indent=2))


def parse_facts(pairs: list[str]) -> dict:
    facts = {}
    for pair in pairs or []:
        if "=" not in pair:
            raise BadInput(f"--fact takes NAME=VALUE, got {pair!r}")
        name, value = pair.split("=", 1)
        facts[name.strip()] = value.strip()
    return facts


def load_situation(path: str) -> dict:
    from pathlib import Path

    from ..errors import DataError
    from ..rules.yamlio import line_of, read_yaml, strip_lines, unknown_keys

    raw = read_yaml(Path(path), "situation file")
    if not isinstance(raw, dict):
        raise DataError(f"{path}: a situation is a mapping with game, facts, about, house")
    allowed = {"game", "facts", "about", "house", "story", "query", "expect"}
    extra = unknown_keys(raw, allowed)
    if extra:
        raise DataError(f"{path}:{line_of(raw)}: unknown key {extra[0]!r} (expected {', '.join(sorted(allowed))})")
    return strip_lines(raw)


def house(path: Optional[str], book):
    from ..rules.house import load_house

    return load_house(path, book)
