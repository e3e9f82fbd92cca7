"""A shift manager's log commands: `rulings log void|amend|report|check` (added to cli/log.py's
log_app when the `log` group is registered). Only typer at module level (start-up)."""

from __future__ import annotations

import typer

from .common import DB_OPTION, option
from .log_common import _F, entry_id, log_app, one_line, say

WHO_HELP = "Who makes the correction (the floor person or manager)."


def _correct(kind: str, ident: str, text: str, floor: str, db: str | None, as_json: bool) -> None:
    from ..floor.log import correct
    from ..store import database as store

    eid = entry_id(ident)
    conn = store.connect(db)
    try:
        c = correct(conn, eid, kind, floor, text)
    finally:
        conn.close()
    if as_json:
        from ..floor.log_export import json_text

        typer.echo(json_text({"entry": eid, "correction": c, "db": conn.where}))
        return
    did = f"Entry #{eid} voided" if kind == "void" else f"Note added to entry #{eid}"
    say(f"{did} by {one_line(c['floor'])} (correction #{c['id']}; the entry itself is kept as logged).")


@log_app.command("void", epilog='Example: rulings log void 12 --reason "wrong game entered" --floor Maria')
def void(
    ident: str = typer.Argument(..., metavar="ID", help="The entry's number (as in `rulings log list`)."),
    reason: str = typer.Option(..., "--reason", help="Why the entry is void.", show_default=False),
    floor: str = typer.Option(..., "--floor", help=WHO_HELP, show_default=False),
    as_json: bool = option("--json", help="Print JSON only.", default=False),
    db: str | None = DB_OPTION,
) -> None:
    """Mark an entry void, with who and why.

    The entry stays in the log as it was, marked VOID, with the void in its history; the report
    and `ask`'s earlier rulings leave it out."""
    _correct("void", ident, reason, floor, db, as_json)


@log_app.command("amend", epilog='Example: rulings log amend 12 --note "player later showed the openers" --floor Bo')
def amend(
    ident: str = typer.Argument(..., metavar="ID", help="The entry's number (as in `rulings log list`)."),
    note: str = typer.Option(..., "--note", help="The note to add to the entry.", show_default=False),
    floor: str = typer.Option(..., "--floor", help=WHO_HELP, show_default=False),
    as_json: bool = option("--json", help="Print JSON only.", default=False),
    db: str | None = DB_OPTION,
) -> None:
    """Add a note to an entry, with who and when. The entry and its first note stay as logged."""
    _correct("amend", ident, note, floor, db, as_json)


@log_app.command("report", epilog="Example: rulings log report --since today")
def report(
    since: str | None = _F["since"],
    until: str | None = _F["until"],
    section: str | None = _F["section"],
    game: str | None = _F["game"],
    floor: str | None = _F["floor"],
    table: str | None = _F["table"],
    as_json: bool = option("--json", help="Print JSON only.", default=False),
    db: str | None = DB_OPTION,
) -> None:
    """A shift report: by section, game and floor person, and sections ruled differently.

    "Ruled differently": the same section with different outcomes from different floor people,
    with who gave which and the entries to look at."""
    from ..floor import log_report
    from ..floor.log_time import bounds, shown
    from .log_common import select

    entries, where, z, _ = select(db, since, until, section, game, floor, table, fields=log_report.FIELDS)
    data = log_report.build(entries)
    low, high = bounds(since, until, z)
    if as_json:
        from .common import emit_json

        emit_json({"db": where, "timezone": z.name, "since_utc": low, "until_utc": high, **data})
        return
    if low or high:
        period = f"from {shown(low, z) if low else 'the start'} to {f'before {shown(high, z)}' if high else 'now'}"
    else:
        period = "the whole log" + (
            f", {shown(data['first_utc'], z)} to {shown(data['last_utc'], z)}" if data["first_utc"] else ""
        )
    say("\n".join(log_report.text(data, f"{period} (times in {z.name}; {where})")))


@log_app.command("check", epilog="Example: rulings log check")
def check(
    as_json: bool = option("--json", help="Print JSON only.", default=False),
    db: str | None = DB_OPTION,
) -> None:
    """The full check of the database (exit 1 if a problem is found). Reads only.

    The database's own integrity check, the schema, and every entry, correction and quiz card
    readable."""
    from ..floor.log_check import check_log

    result = check_log(db)
    if as_json:
        from .common import emit_json

        emit_json(result)
    else:
        for p in result["problems"]:
            say(f"problem: {p}")
        state = (
            "ok" if result["ok"] else f"{len(result['problems'])} problem{'s' if len(result['problems']) != 1 else ''}"
        )
        say(
            f"{state}: {result['entries']} entries, {result['corrections']} corrections, {result['answers']} quiz answers "
            f"({result['db']})"
        )
    if not result["ok"]:
        raise typer.Exit(1)
