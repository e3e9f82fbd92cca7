"""What the command modules share: loading the rulebook, JSON output, the options several
commands take, and reading facts and situations. Only typer at module level (start-up)."""

from __future__ import annotations

from typing import Any

import typer

from ..errors import BadInput

GAME_HELP = "five-card-draw, jacks-or-better, lowball, kansas-city-lowball or jacks-back"


def option(*names: str, help: str, default: Any = None, complete: Any = None, metavar: str | None = None) -> Any:
    """A Typer option declared on one line: its flags, its help, what completes it."""
    return typer.Option(default, *names, help=help, autocompletion=complete, metavar=metavar)


# -- shell completion (`rulings --install-completion`): never an error, at worst nothing ---------
def _quiet(find):
    def complete(incomplete: str) -> list[str]:
        try:
            return [x for x in find() if x.startswith(incomplete)][:200]
        except Exception:  # noqa: BLE001 - a completion must never break the shell
            return []

    return complete


complete_game = _quiet(lambda: list(book().games))
complete_section = _quiet(lambda: list(book().sections))
complete_id = _quiet(lambda: [*book().sections, *book().clauses, *book().topics])
complete_summary_format = _quiet(lambda: ["html", "md", "txt", "pdf"])
complete_sheet_format = _quiet(lambda: ["md", "html", "pdf"])
complete_export_format = _quiet(lambda: ["csv", "json"])


def _trainees() -> list[str]:
    from ..training.progress import trainees

    return trainees()


complete_trainee = _quiet(_trainees)
DB_OPTION = typer.Option(
    None,
    "--db",
    metavar="PATH|URL",
    show_default=False,
    help="The log database: an SQLite file or postgresql://... (default: $RULINGS_DB, else rulings.db in the user data folder).",
)
LOG_OPTION = typer.Option(False, "--log", help="Record the ruling in the rulings log (see `rulings log`).")
TABLE_OPTION = typer.Option(None, "--table", help="With --log: the table.")
SEAT_OPTION = typer.Option(None, "--seat", help="With --log: the seat or player concerned.")
FLOOR_OPTION = typer.Option(None, "--floor", help="With --log: who ruled (the floor person).")
NOTE_OPTION = typer.Option(None, "--note", help="With --log: a note to keep with the ruling.")
HOUSE_OPTION = typer.Option(
    None,
    "--house",
    metavar="FILE",
    help="The room's house profile (default: $RULINGS_HOUSE, else house.yaml in the user config folder).",
)
BOOK_OPTION = typer.Option(False, "--book", help="The book's main rules: no house profile, not even the default one.")
GAME_OPTION = typer.Option(None, "--game", "-g", help=GAME_HELP, autocompletion=complete_game)
JSON_OPTION = typer.Option(False, "--json", help="Print JSON only.")


def book():
    """The validated rulebook (cached between runs)."""
    from ..rules.load import load

    return load()


_rulebook = book  # `house()` below takes a flag of that name


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


def load_situation(path: str, book=None, game: str | None = None) -> dict:
    """A situation file (`-`: standard input): game, facts, about, house, story. Every value of
    the wrong kind is refused naming the file and line; with `book`, so are an unknown game and
    every fact that is unknown or has a value it cannot take (in `game`, else the file's game)."""
    import sys
    from pathlib import Path

    from ..errors import DataError
    from ..files import MAX_FILE_BYTES
    from ..rules.yamlio import kind, line_at, line_of, parse_yaml, read_yaml, strip_lines, unknown_keys

    if path == "-":
        text = sys.stdin.read(MAX_FILE_BYTES + 1)
        if len(text) > MAX_FILE_BYTES:
            raise BadInput(f"standard input: a situation is at most {MAX_FILE_BYTES // 1024} KiB")
        path = "<stdin>"
        raw = parse_yaml(text, path, "situation")
    else:
        raw = read_yaml(Path(path), "situation file")
    if not isinstance(raw, dict):
        raise DataError(f"{path}: a situation is a mapping with game, facts, about, house; this one is {kind(raw)}")
    extra = unknown_keys(raw, _SITUATION_KEYS)
    if extra:
        raise DataError(
            f"{path}:{line_at(raw, extra[0])}: unknown key {extra[0]!r} (expected {', '.join(sorted(_SITUATION_KEYS))})"
        )

    def wrong(key, what: str, value) -> DataError:
        found = "is empty" if isinstance(value, str) and not value.strip() else f"is {kind(value)}"
        return DataError(f"{path}:{line_at(raw, key)}: {key} must be {what}; it {found}")

    for key, what in _SITUATION_KEYS.items():
        value = raw.get(key)
        if value is None:
            continue
        if what == "text" and (not isinstance(value, str) or not value.strip()):
            raise wrong(key, "text" if key != "game" else f"a game ({GAME_HELP})", value)
        if key == "house" and not isinstance(value, (str, dict)):
            raise wrong(key, "a house profile file or a mapping of house options", value)
        if key == "facts" and not isinstance(value, dict):
            raise wrong(key, "a mapping of NAME: VALUE", value)
    facts = raw.get("facts") or {}
    for name, value in facts.items():
        if name == LINE_KEY:
            continue
        where = f"{path}:{line_at(facts, name, line_of(facts))}"
        if not isinstance(name, str):
            raise DataError(f"{where}: a fact's name is text; this one is {kind(name)}")
        if value is None or isinstance(value, (list, dict)):
            raise DataError(f"{where}: {name}: a fact's value is a word, a number or yes/no; this one is {kind(value)}")
    sit = strip_lines(raw)
    if isinstance(raw.get("house"), dict):  # house options written in: kept as read, with their lines
        sit["house"] = raw["house"]
    if book is not None:
        _check_situation(sit, raw, path, book, game)
    return sit


_SITUATION_KEYS = {
    "game": "text",
    "facts": "mapping",
    "about": "text",
    "house": "file or mapping",
    "story": "text",
    "query": "text",
    "expect": "anything",
}
LINE_KEY = "__line__"


def _check_situation(sit: dict, raw: dict, path: str, book, game: str | None) -> None:
    """The situation's game and facts against the rulebook, each error at its line."""
    from ..engine.context import Context
    from ..rules.yamlio import line_at

    gid = game or sit.get("game")
    if not gid:
        return
    try:
        ctx = Context(book, gid)
    except BadInput as e:
        if game:
            raise
        raise BadInput(f"{path}:{line_at(raw, 'game')}: {e}") from None
    facts = raw.get("facts") or {}
    for name, value in (sit.get("facts") or {}).items():
        try:
            ctx.set(name, value)
        except BadInput as e:
            raise BadInput(f"{path}:{line_at(facts, name)}: {e}") from None


def house(path: str | None, book: bool = False):
    """The rulebook as the room in force plays it, and its profile: `--house FILE` (`path`), else
    the default profile ($RULINGS_HOUSE, else house.yaml in the user config folder); with `--book`
    (`book`), or when there is none, the book's main rules. Every command that takes --house
    resolves it here (rules/room.py)."""
    from ..rules.room import in_force

    return in_force(path, book, _rulebook())


_SUFFIXES = {".html": "html", ".htm": "html", ".md": "md", ".markdown": "md", ".txt": "txt", ".pdf": "pdf"}


def output_format(fmt: str | None, output: str | None, default: str, allowed: tuple[str, ...]) -> str:
    """`--format`, else the one `-o FILE`'s suffix names, else `default`; BadInput naming the
    accepted formats otherwise."""
    from pathlib import Path

    if fmt is None:
        fmt = _SUFFIXES.get(Path(output).suffix.lower(), default) if output and output != "-" else default
    fmt = fmt.strip().lower()
    if fmt not in allowed:
        raise BadInput(f"unknown format {fmt!r}: choose one of {', '.join(allowed)}")
    return fmt
