"""What the log commands share (cli/log.py, cli/log_review.py): the `log` group, printing
stored text safely, the filters every reading command takes, the room's time zone. Only typer at
module level (start-up)."""

from __future__ import annotations

import typer

from ..errors import BadInput
from .common import complete_game, complete_section, option

log_app = typer.Typer(
    help="The rulings log: every ruling given on the floor, for consistency and review.", no_args_is_help=True
)


def say(text: str = "", err: bool = False) -> None:
    from ..style import clean

    typer.echo(clean(text), err=err)


def emit_chunks(chunks) -> None:
    """Streamed text (an export, JSON) to stdout, a few hundred chunks per write."""
    block: list[str] = []
    for chunk in chunks:
        block.append(chunk)
        if len(block) >= 500:
            typer.echo("".join(block), nl=False)
            block.clear()
    if block:
        typer.echo("".join(block), nl=False)


def one_line(text: object) -> str:
    return " ".join(str(text).split())


def where_of(e: dict) -> str:
    table = f"table {one_line(e['table'])}" if e["table"] else ""
    seat = f"seat {one_line(e['seat'])}" if e["seat"] else ""
    return " ".join(x for x in (table, seat) if x)


# -- the filters ----------------------------------------------------------------------
SINCE_HELP = "Only entries logged at or after this: today, yesterday, 7d, 24h, 2w, a date or an ISO time (room's zone)."
UNTIL_HELP = "Only entries logged up to this (a date: to its end); same forms as --since."
LAST_MAX = 2**63 - 1


def room_zone(book=None):
    """The room's time zone: the default house profile's `timezone`, else the system's."""
    from ..floor.log_time import zone
    from .common import book as load_book
    from .common import house

    return zone(getattr(house(None, book or load_book()), "timezone", "") or "")


def select(
    db: str | None,
    since: str | None = None,
    until: str | None = None,
    section: str | None = None,
    game: str | None = None,
    floor: str | None = None,
    table: str | None = None,
    last: int | None = None,
    *,
    fields=None,
):
    """(entries, database as named, zone, whether a filter was given): the entries are read as
    they are iterated. An unknown section is refused only when no entry has it (an old entry may
    cite a section since renamed)."""
    from ..floor.log import ENTRY_FIELDS, Filter, open_existing, query, stream, text_value
    from ..floor.log_time import bounds
    from .common import book as load_book

    if last is not None and last > LAST_MAX:
        raise BadInput(f"--last {last} is too large (at most {LAST_MAX:,})")
    b = load_book()
    z = room_zone(b)
    low, high = bounds(since, until, z)
    filt = Filter(
        since=low,
        until=high,
        game=b.game(game).id if game else None,
        section=section,
        floor=text_value(floor, "--floor") if floor is not None else None,
        table=text_value(table, "--table") if table is not None else None,
        last=last,
    )
    unknown = ""
    if section and section not in b.sections:
        close = [s for s in b.sections if section.lower() in s][:5]
        unknown = f"unknown section {section!r}" + (
            f"; did you mean {', '.join(close)}?" if close else "; see `rulings coverage` for section ids"
        )
    conn, where = open_existing(db)
    try:
        if unknown and not query(conn, section=section, last=1, fields=["id"]):
            raise BadInput(unknown)
    except BaseException:
        if conn:
            conn.close()
        raise

    def entries():
        try:
            yield from stream(conn, filt, fields or ENTRY_FIELDS)
        finally:
            if conn:
                conn.close()

    filtered = any(x is not None for x in (since, until, section, game, floor, table))
    return entries(), where, z, filtered


def filter_options():
    """The filter options every reading command takes, as Typer declares them."""
    return {
        "since": option("--since", help=SINCE_HELP, metavar="WHEN"),
        "until": option("--until", help=UNTIL_HELP, metavar="WHEN"),
        "section": option(
            "--section",
            help="Only rulings resting on this section (a part id takes all its sections).",
            complete=complete_section,
            metavar="ID",
        ),
        "game": option("--game", "-g", help="Only rulings in this game.", complete=complete_game),
        "floor": option("--floor", help="Only rulings by this floor person (any case).", metavar="NAME"),
        "table": option("--table", help="Only rulings at this table (any case).", metavar="TABLE"),
    }


_F = filter_options()


def entry_id(ident: str) -> int:
    """`12` or `#12` as a number; BadInput otherwise (ASCII digits only: ² and ١ are not ids)."""
    text = ident.strip().lstrip("#")
    if not (text.isascii() and text.isdigit()) or len(text) > 30:
        raise BadInput(f"an entry id is a number such as 12 (see `rulings log list`); got {ident!r}")
    return int(text)
