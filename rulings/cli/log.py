"""The rulings log on the command line: `rulings log list|show|export`, `rule --log`, and the
end of `ask` (earlier rulings on the same section, then the offer to log). Logic in rulings/log.py.

Imported at start-up (the commands are registered from cli.py), so only typer at module level.
"""

from __future__ import annotations

from collections.abc import Callable

import typer

from ..errors import BadInput
from .common import DB_OPTION, complete_export_format, complete_game, complete_section, option

log_app = typer.Typer(
    help="The rulings log: every ruling given on the floor, for consistency and review.", no_args_is_help=True
)


def register(app: typer.Typer) -> None:
    app.add_typer(log_app, name="log")


# -- used by `rule` and `ask` (rulings/cli_rules.py) -------------------------------------------------
def log_rule(
    book, r, db: str | None, log: bool, table: str | None, seat: str | None, floor: str | None, note: str | None
) -> dict | None:
    """`rule --log`: store the ruling; {"id", "db"}, or None without --log."""
    if not log:
        given = [
            name
            for name, v in (("--table", table), ("--seat", seat), ("--floor", floor), ("--note", note))
            if v is not None
        ]
        if given:
            raise BadInput(
                f"{', '.join(given)} go{'es' if len(given) == 1 else ''} with --log (add --log to record the ruling)"
            )
        return None
    from ..floor.log import entry_for, record

    eid, path = record(
        entry_for(book, r, table=table or "", seat=seat or "", floor=floor or "", note=note or "", via="rule"), db
    )
    return {"id": eid, "db": str(path)}


def after_ruling(book, r, read: Callable[[str], str], out: Callable[..., None], db: str | None) -> dict | None:
    """End of `ask`: the latest earlier rulings on the same sections, then the offer to log.
    `read` raises InputEnded at the end of input: nothing is logged, and the exit code is 1."""
    from ..floor.log import earlier, entry_for, record, short_time, what
    from .terminal import InputEnded

    entry = entry_for(book, r, via="ask")
    before = earlier(entry["sections"], db)
    if before:
        out(f"\nEarlier rulings on {', '.join(entry['sections'])} (latest first):")
        for e in before:
            where = (
                ", ".join(
                    x
                    for x in (f"table {e['table']}" if e["table"] else "", f"seat {e['seat']}" if e["seat"] else "")
                    if x
                )
                or "no table given"
            )
            older = " [older rule data]" if e["data_version"] != book.fingerprint else ""
            game = f" {e['game']}" if e["game"] != entry["game"] else ""
            out(f"  #{e['id']} {short_time(e)}{game}, {where}, floor: {e['floor'] or '?'}{older}")
            out(f"      {what(e, 84)}")
            if e["note"]:
                out(f"      Note: {' '.join(e['note'].split())[:80]}")
    out("")
    try:
        while True:
            answer = read("Log this ruling? [y/N] > ").lower()
            if answer in ("y", "yes"):
                break
            if answer in ("", "n", "no"):
                out("Not logged.")
                return None
            out("Type y to log the ruling, or n (or Enter) to leave it.")
        details = [
            read(prompt)
            for prompt in ("Table > ", "Seat or player > ", "Floor person (who ruled) > ", "Note (Enter for none) > ")
        ]
    except InputEnded:
        typer.echo("\nInput ended; the ruling was not logged.", err=True)
        raise typer.Exit(1) from None
    entry["table"], entry["seat"], entry["floor"], entry["note"] = details
    eid, path = record(entry, db)
    out(f"Logged as #{eid} ({path}).")
    return {"id": eid, "db": str(path)}


# -- rulings log ... -------------------------------------------------------------------------------
def _filters(since: str | None, section: str | None, game: str | None) -> dict:
    from ..floor.log import parse_since

    out = {"since": parse_since(since) if since is not None else None, "section": section, "game": game}
    if game or section:
        from .common import book as load_book

        b = load_book()
        if game:
            out["game"] = b.game(game).id
        if section and section not in b.sections:
            close = [s for s in b.sections if section.lower() in s][:5]
            out["unknown_section"] = f"unknown section {section!r}" + (
                f"; did you mean {', '.join(close)}?" if close else "; see `rulings coverage` for section ids"
            )
    return out


def _select(db: str | None, since, section, game, last: int | None = None) -> tuple[list[dict], str]:
    from ..floor.log import open_existing, query

    f = _filters(since, section, game)
    conn, path = open_existing(db)
    try:
        entries = query(conn, since=f["since"], section=f["section"], game=f["game"], last=last, path=path)
    finally:
        if conn:
            conn.close()
    if not entries and "unknown_section" in f:  # an old entry may cite a section since renamed
        raise BadInput(f["unknown_section"])
    return entries, str(path)


SINCE_HELP = "Only entries logged on or after this: YYYY-MM-DD or an ISO time (UTC unless an offset is given)."


@log_app.command("list", epilog="Example: rulings log list --since 2024-05-01 --section draw.betting-cap")
def list_(
    since: str | None = option("--since", help=SINCE_HELP, metavar="DATE"),
    section: str | None = option(
        "--section",
        help="Only rulings resting on this section (a part id takes all its sections).",
        complete=complete_section,
        metavar="ID",
    ),
    game: str | None = option("--game", "-g", help="Only rulings in this game.", complete=complete_game),
    last: int | None = typer.Option(None, "--last", "-n", min=1, help="Only the latest N entries."),
    as_json: bool = option("--json", help="Print JSON only.", default=False),
    db: str | None = DB_OPTION,
) -> None:
    """The rulings logged, oldest first: id, time (UTC), game, table, outcome, sections, floor person."""
    from ..floor.log import short_time, what

    entries, path = _select(db, since, section, game, last)
    if as_json:
        from .common import emit_json

        emit_json({"db": path, "entries": entries})
        return
    if not entries:
        typer.echo(f"No rulings logged{' that match' if since or section or game else ''} ({path}).")
        return
    for e in entries:
        where = " ".join(
            x for x in (f"table {e['table']}" if e["table"] else "", f"seat {e['seat']}" if e["seat"] else "") if x
        )
        typer.echo(
            f"#{e['id']:<4} {short_time(e)}  {e['game']}{'  ' + where if where else ''}  "
            f"[{' '.join(e['sections']) or 'no section'}]  floor: {e['floor'] or '?'}"
        )
        typer.echo(f"      {what(e, 90)}")
    typer.echo(f"{len(entries)} entr{'y' if len(entries) == 1 else 'ies'} ({path})")


@log_app.command("show", epilog="Example: rulings log show 12 --json")
def show(
    ident: str = typer.Argument(..., metavar="ID", help="The entry's number (as in `rulings log list`)."),
    as_json: bool = option("--json", help="Print JSON only.", default=False),
    db: str | None = DB_OPTION,
) -> None:
    """One logged ruling in full: facts, decision, citations, who ruled, and the rule data it was decided under."""
    from ..floor.log import get, open_existing

    text = ident.strip().lstrip("#")
    if not text.isdigit():
        raise BadInput(f"an entry id is a number such as 12 (see `rulings log list`); got {ident!r}")
    conn, path = open_existing(db)
    try:
        e = get(conn, int(text), path)
    finally:
        if conn:
            conn.close()
    if as_json:
        from .common import emit_json

        emit_json(e)
        return
    from .common import book as load_book

    current = load_book().fingerprint
    out = [
        f"Ruling #{e['id']}, logged {e['created_utc'][:10]} {e['created_utc'][11:19]} UTC (via {e['via'] or '?'})",
        f"Game: {e['game']}; house rules: {e['house']}",
        f"Table: {e['table'] or '-'}; seat or player: {e['seat'] or '-'}; floor person: {e['floor'] or '-'}",
    ]
    if e["facts"]:
        out.append("Facts: " + ", ".join(f"{k} = {_yes_no(v)}" for k, v in e["facts"].items()))
    if e["unknown"]:
        out.append("Not known: " + ", ".join(e["unknown"]))
    out.append(f"Status: {e['status'].replace('_', ' ')}" + (f"; outcome: {e['outcome']}" if e["outcome"] else ""))
    out.append(f"Decision: {e['decision']}")
    for c in e["clauses"]:
        out.append(f"  -- {c.get('citation', c.get('section'))}  [{c.get('clause')}]")
    if not e["clauses"] and e["sections"]:
        out.append(f"  (sections: {', '.join(e['sections'])})")
    for h in e["house_options"]:
        out.append(
            f"House option: {h.get('option')} = {h.get('label', h.get('value'))}"
            + (" (main rule)" if h.get("main") else " (alternate rule)")
        )
    if e["note"]:
        out.append(f"Note: {e['note']}")
    same = "the rule data in use now" if e["data_version"] == current else "rule data that has changed since"
    out.append(f"Decided under {same} (fingerprint {e['data_version'][:12] or '?'}, rulings {e['app_version'] or '?'})")
    typer.echo("\n".join(out))


@log_app.command("export", epilog="Example: rulings log export --format csv -o rulings-may.csv --since 2024-05-01")
def export(
    fmt: str = option(
        "--format",
        "-f",
        help="csv (a header row, one row per ruling) or json.",
        default="json",
        complete=complete_export_format,
        metavar="csv|json",
    ),
    output: str | None = option("--output", "-o", help="Write to FILE instead of stdout.", metavar="FILE"),
    since: str | None = option("--since", help=SINCE_HELP, metavar="DATE"),
    section: str | None = option(
        "--section", help="Only rulings resting on this section.", complete=complete_section, metavar="ID"
    ),
    game: str | None = option("--game", "-g", help="Only rulings in this game.", complete=complete_game),
    db: str | None = DB_OPTION,
) -> None:
    """Every logged ruling with every field, as CSV or JSON, for review or a spreadsheet."""
    from ..files import atomic_write
    from ..floor.log import to_csv, to_json_text

    fmt = fmt.strip().lower()
    if fmt not in ("csv", "json"):
        raise BadInput(f"--format takes csv or json; got {fmt!r}")
    entries, _ = _select(db, since, section, game)
    text = to_csv(entries) if fmt == "csv" else to_json_text(entries)
    if output and output != "-":
        atomic_write(output, text)
        typer.echo(f"{len(entries)} entr{'y' if len(entries) == 1 else 'ies'} written to {output}", err=True)
    else:
        typer.echo(text, nl=False)


def _yes_no(v) -> str:
    return "yes" if v is True else "no" if v is False else str(v)
