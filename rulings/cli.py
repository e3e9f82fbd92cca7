"""The `rulings` command line. Thin: parse options, call the library, render."""

from __future__ import annotations

import sys

import typer

from . import __version__
from .errors import BadInput

app = typer.Typer(
    help="Floor rulings for closed-card (draw) poker, after Caro & Cooke's Rules.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"rulings {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Show the version."),
) -> None:
    """Floor rulings for closed-card (draw) poker, after Caro & Cooke's Rules."""


def _register_commands() -> None:
    from . import cli_hands

    cli_hands.register(app)


_register_commands()


def main() -> None:
    """Console entry point: bad input is one line on stderr and exit 2, Ctrl-C is 130."""
    try:
        app(standalone_mode=False)
    except BadInput as e:
        typer.echo(f"error: {e}", err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        typer.echo("", err=True)
        sys.exit(130)
    except Exception as e:  # click's own usage errors
        import click

        if isinstance(e, click.exceptions.Abort):
            sys.exit(130)
        if isinstance(e, click.ClickException):
            e.show()
            sys.exit(2 if isinstance(e, click.UsageError) else 1)
        raise
    sys.exit(0)
