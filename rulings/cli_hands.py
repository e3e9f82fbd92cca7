"""Card commands: `compare` and `hand` (placeholder until the cards work lands)."""

import typer


def register(app: typer.Typer) -> None:
    pass
