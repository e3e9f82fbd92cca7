"""The `rulings` command line. Thin: parse options, call the library, render."""

from __future__ import annotations

import typer
from typer.core import TyperGroup

from .. import __version__
from ..errors import BadInput

def _click_exceptions():
    try:  # recent typer vendors click
        from typer._click import exceptions
    except ImportError:  # pragma: no cover - typer with click as a dependency
        from click import exceptions
    return exceptions


class _Group(TyperGroup):
    """Turns bad input into one line on stderr and exit 2, and Ctrl-C into exit 130."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        import sys

        click = _click_exceptions()
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        try:
            rv = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except click.UsageError as e:  # a missing argument, an unknown option, a value out of range
            if not e.format_message():  # no arguments at all: the help was shown
                sys.exit(0)
            where = e.ctx.command_path if e.ctx else "rulings"
            typer.echo(f"error: {e.format_message()} (see `{where} --help`)", err=True)
            sys.exit(2)
        except click.ClickException as e:
            e.show()
            sys.exit(e.exit_code)
        sys.exit(rv if isinstance(rv, int) else 0)

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except BadInput as e:
            typer.echo(f"error: {e}", err=True)
            raise typer.Exit(2) from None
        except KeyboardInterrupt:
            typer.echo("", err=True)
            raise typer.Exit(130) from None


app = typer.Typer(
    cls=_Group,
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


def book():
    """The validated rulebook (cached between runs)."""
    from ..rules.book import load

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


def _register_commands() -> None:
    from . import hands as cli_hands
    from . import log as cli_log
    from . import quiz as cli_quiz
    from . import rules as cli_rules
    from . import summary as cli_summary

    for module in (cli_rules, cli_hands, cli_summary, cli_log, cli_quiz):
        module.register(app)


_register_commands()


def _only(name: str) -> bool:
    """Keep just the command being run, if it is one: Typer builds every registered command's
    options at start-up, and start-up is a hot path (bench/startup.py)."""
    commands = [c for c in app.registered_commands if (c.name or c.callback.__name__.replace("_", "-")) == name]
    groups = [g for g in app.registered_groups if g.name == name]
    if not commands and not groups:
        return False  # not a command: let the full app say what is accepted
    app.registered_commands, app.registered_groups = commands, groups
    return True


def main() -> None:
    import os
    import sys

    args = sys.argv[1:]
    if args and not args[0].startswith("-") and not any(k.endswith("_COMPLETE") for k in os.environ):
        _only(args[0])
    app(prog_name="rulings")
