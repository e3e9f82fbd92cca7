"""The `rulings` command line. Thin: parse options, call the library, render."""

from __future__ import annotations

import typer
from typer.core import TyperGroup

from .. import __version__
from ..errors import BadInput

EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_BROKEN_PIPE, EXIT_INTERRUPTED = 2, 70, 141, 130


def _click_exceptions():
    try:  # recent typer vendors click
        from typer._click import exceptions
    except ImportError:  # pragma: no cover - typer with click as a dependency
        from click import exceptions  # type: ignore[import-not-found,no-redef,unused-ignore]
    return exceptions


#: The longest error line: a message that quotes what was typed (a 128 KB id) keeps its start
#: and its end (where what is accepted is said), the middle elided.
MAX_MESSAGE = 500


def _one_line(message: object) -> str:
    from ..style import clean

    text = " ".join(clean(message).split())
    if len(text) > MAX_MESSAGE:
        half = MAX_MESSAGE // 2 - 2
        text = f"{text[:half]} … {text[-half:]}"
    return text


class _Group(TyperGroup):
    """Bad input: one line on stderr and exit 2. Ctrl-C: exit 130. A closed pipe (`| head`):
    quiet, exit 141 as a Unix tool killed by SIGPIPE. Anything else is a bug: one line saying so
    and exit 70 (RULINGS_DEBUG=1 shows the traceback)."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):  # type: ignore[override]
        import sys

        click = _click_exceptions()
        _refuse_empty(self)
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        try:
            rv = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except click.UsageError as e:  # a missing argument, an unknown option, a value out of range
            if not e.format_message():  # no arguments at all: the help was shown
                sys.exit(0)
            where = e.ctx.command_path if e.ctx else "rulings"
            typer.echo(f"error: {_one_line(e.format_message())} (see `{where} --help`)", err=True)
            sys.exit(EXIT_BAD_INPUT)
        except click.ClickException as e:
            e.show()
            sys.exit(e.exit_code)
        sys.exit(rv if isinstance(rv, int) else 0)

    def invoke(self, ctx):
        import os
        import sys

        try:
            return super().invoke(ctx)
        except BadInput as e:
            typer.echo(f"error: {_one_line(e)}", err=True)
            raise typer.Exit(EXIT_BAD_INPUT) from None
        except KeyboardInterrupt:
            typer.echo("", err=True)
            raise typer.Exit(EXIT_INTERRUPTED) from None
        except BrokenPipeError:
            try:  # nothing more can be written; keep the interpreter's own flush at exit quiet too
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            except (OSError, ValueError):
                pass
            raise typer.Exit(EXIT_BROKEN_PIPE) from None
        except (typer.Exit, typer.Abort, _click_exceptions().ClickException):
            raise
        except OSError as e:
            if e.filename is None:  # not about a file the user named: treated as ours, below
                return self._internal(e)
            typer.echo(f"error: {_one_line(f'cannot use {e.filename}: {e.strerror or e}')}", err=True)
            raise typer.Exit(EXIT_BAD_INPUT) from None
        except Exception as e:  # noqa: BLE001 -- the last resort: one line and exit 70, never a traceback
            return self._internal(e)

    @staticmethod
    def _internal(e: Exception):
        import os

        if os.environ.get("RULINGS_DEBUG"):
            raise e
        typer.echo(
            f"internal error: {type(e).__name__}: {_one_line(e)} (a bug in rulings; RULINGS_DEBUG=1 shows where)",
            err=True,
        )
        raise typer.Exit(EXIT_INTERNAL) from None


def _refuse_empty(command) -> None:
    """An empty (or blank) value for any text option or argument of any command is bad input, not
    "no value": `--house ''` must not quietly mean the book's main rules."""
    for param in command.params:
        if type(param.type).__name__ == "StringParamType" and not getattr(param, "is_flag", False):
            param.callback = _not_empty(param.callback)
    for sub in getattr(command, "commands", {}).values():
        _refuse_empty(sub)


def _not_empty(then):
    def check(ctx, param, value):
        values = value if isinstance(value, (list, tuple)) else (value,)
        if any(isinstance(v, str) and not v.strip() for v in values):
            raise _click_exceptions().BadParameter("it is empty; give a value", ctx=ctx, param=param)
        return then(ctx, param, value) if then else value

    check.rulings_not_empty = True  # type: ignore[attr-defined]
    return then if getattr(then, "rulings_not_empty", False) else check


# Which module defines each command: only the one being run is imported (start-up is a hot path).
COMMAND_MODULES = {
    "ask": "ask",
    "rule": "ask",
    "search": "browse",
    "show": "browse",
    "games": "browse",
    "facts": "browse",
    "lint": "browse",
    "coverage": "browse",
    "compare": "hands",
    "hand": "hands",
    "summary": "summary",
    "house": "house",
    "log": "log",
    "quiz": "quiz",
    "serve": "serve",
}


def _version(value: bool) -> None:
    if value:
        typer.echo(f"rulings {__version__}")
        raise typer.Exit()


def _root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Show the version."),
    no_color: bool = typer.Option(False, "--no-color", help="No colour, even on a terminal (also: NO_COLOR=1)."),
) -> None:
    """Floor rulings for closed-card (draw) poker, after Caro & Cooke's Rules."""
    if no_color:
        from ..style import NO_COLOR_FLAG

        NO_COLOR_FLAG["set"] = True


def make_app(command: str | None = None) -> typer.Typer:
    """The Typer app with every command, or with just `command` (and its group's subcommands)."""
    from importlib import import_module

    app = typer.Typer(
        cls=_Group,
        help="Floor rulings for closed-card (draw) poker, after Caro & Cooke's Rules.",
        no_args_is_help=True,
        add_completion=True,
        pretty_exceptions_enable=False,
        context_settings={"help_option_names": ["-h", "--help"]},
    )
    app.callback()(_root)
    names = [COMMAND_MODULES[command]] if command in COMMAND_MODULES else dict.fromkeys(COMMAND_MODULES.values())
    for name in names:
        import_module(f".{name}", __package__).register(app)
    if command in COMMAND_MODULES:  # Typer builds every registered command's options: keep one
        app.registered_commands = [
            c
            for c in app.registered_commands
            if (c.name or getattr(c.callback, "__name__", "").replace("_", "-")) == command
        ]
        app.registered_groups = [g for g in app.registered_groups if g.name == command]
    return app


def __getattr__(name: str):
    """`rulings.cli.app.app`, the whole app (for tests and tools), built on first use."""
    if name == "app":
        globals()["app"] = whole = make_app()
        return whole
    raise AttributeError(name)


def main() -> None:
    import atexit
    import gc
    import os
    import sys

    # At exit the interpreter sweeps every object for garbage cycles, the rulebook's and typer's
    # included (about 12 ms, as long as a command's own work): frozen first, they are left to the
    # operating system. Only the sweep at exit is skipped (Python never promised to finalise
    # what is left then); collection while the command runs is as before.
    atexit.register(gc.freeze)
    args = sys.argv[1:]
    completing = any(k.endswith("_COMPLETE") for k in os.environ)
    words = [a for a in args if a != "--no-color"]
    command = words[0] if words and not completing else None
    make_app(command)(prog_name="rulings")
