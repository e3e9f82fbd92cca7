"""The rulings log on the command line: `rulings log list|show|export`, `rule --log`, and the
end of `ask` (earlier rulings on the same section, then the offer to log); `log void|amend|
report|check` are in cli/log_review.py. Logic in floor/log*.py, storage in store/.

Imported at start-up (the commands are registered from cli/app.py), so only typer at module level.
Everything read from the log is printed through style.clean: a stored note or name cannot drive
the terminal.
"""

from __future__ import annotations

from collections.abc import Callable

import typer

from ..errors import BadInput
from .common import DB_OPTION, complete_export_format, option
from .log_common import _F, emit_chunks, entry_id, log_app, one_line, room_zone, say, select, where_of


def register(app: typer.Typer) -> None:
    from . import log_review  # noqa: F401 - adds void, amend, report, check to log_app

    app.add_typer(log_app, name="log")


# -- used by `rule` and `ask` (cli/ask.py) ----------------------------------------------------------
def log_rule(
    book, r, db: str | None, log: bool, table: str | None, seat: str | None, floor: str | None, note: str | None
) -> dict | None:
    """`rule --log`: store the ruling; {"id", "db"}, or None without --log."""
    options = (("--table", table), ("--seat", seat), ("--floor", floor), ("--note", note))
    if not log:
        given = [name for name, v in options if v is not None]
        if given:
            raise BadInput(
                f"{', '.join(given)} go{'es' if len(given) == 1 else ''} with --log (add --log to record the ruling)"
            )
        return None
    from ..floor.log import entry_for, record, text_value

    table, seat, floor, note = (text_value(v, name) for name, v in options)
    eid, path = record(entry_for(book, r, table=table, seat=seat, floor=floor, note=note, via="rule"), db)
    return {"id": eid, "db": str(path)}


def after_ruling(book, r, read: Callable[[str], str], out: Callable[..., None], db: str | None) -> dict | None:
    """End of `ask`: the latest earlier rulings on the same sections, then the offer to log.
    `read` raises InputEnded at the end of input: nothing is logged, and the exit code is 1."""
    from ..floor.log import earlier, entry_for, record, text_value, what
    from ..floor.log_time import shown, zone
    from ..style import clean
    from .terminal import InputEnded

    entry = entry_for(book, r, via="ask")
    before = earlier(entry["sections"], db)
    if before:
        try:
            z = zone(getattr(r.context.house, "timezone", ""))
        except BadInput:  # the ruling is given already: show the times in the system's zone
            z = zone()
        out(f"\nEarlier rulings on {', '.join(entry['sections'])} (latest first):")
        for e in before:
            where = where_of(e) or "no table given"
            older = " [older rule data]" if e["data_version"] != book.fingerprint else ""
            game = f" {e['game']}" if e["game"] != entry["game"] else ""
            out(
                clean(
                    f"  #{e['id']} {shown(e['created_utc'], z)}{game}, {where}, floor: {one_line(e['floor']) or '?'}{older}"
                )
            )
            out(clean(f"      {what(e, 84)}"))
            notes = [e["note"]] + [c["text"] for c in e["corrections"] if c["kind"] == "amend"]
            for n, text in enumerate(x for x in notes if x):
                out(clean(f"      {'Note' if n == 0 and e['note'] else 'Added'}: {one_line(text)[:80]}"))
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
    for key, text in zip(("table", "seat", "floor", "note"), details):
        entry[key] = text_value(text, f"the {key}")
    eid, path = record(entry, db)
    out(f"Logged as #{eid} ({path}).")
    return {"id": eid, "db": str(path)}


@log_app.command("list", epilog="Example: rulings log list --since yesterday --floor Maria --section draw.betting-cap")
def list_(
    since: str | None = _F["since"],
    until: str | None = _F["until"],
    section: str | None = _F["section"],
    game: str | None = _F["game"],
    floor: str | None = _F["floor"],
    table: str | None = _F["table"],
    last: int | None = typer.Option(None, "--last", "-n", min=1, help="Only the latest N entries."),
    as_json: bool = option("--json", help="Print JSON only (with each entry's corrections).", default=False),
    db: str | None = DB_OPTION,
) -> None:
    """The rulings logged, oldest first, times in the room's zone.

    Each entry: id, time, game, table and seat, sections, floor person, outcome; VOID marks a
    voided entry, (amended) one with notes added."""
    from ..floor.log import what
    from ..floor.log_time import shown

    shown_fields = ["id", "created_utc", "game", "table", "seat", "sections", "floor", "outcome", "status"]
    fields = None if as_json else shown_fields + ["decision", "voided", "corrections"]
    entries, where, z, filtered = select(db, since, until, section, game, floor, table, last, fields=fields)
    if as_json:
        from ..floor.log_export import to_json

        emit_chunks(to_json(entries, {"db": where, "timezone": z.name}))
        return
    n = 0
    lines: list[str] = []
    for e in entries:
        n += 1
        place = where_of(e)
        marks = (" VOID" if e["voided"] else "") + (
            " (amended)" if any(c["kind"] == "amend" for c in e["corrections"]) else ""
        )
        lines.append(
            f"#{e['id']:<4} {shown(e['created_utc'], z)}  {e['game']}{'  ' + place if place else ''}  "
            f"[{' '.join(e['sections']) or 'no section'}]  floor: {one_line(e['floor']) or '?'}{marks}"
        )
        lines.append(f"      {what(e, 90)}")
        if len(lines) >= 500:  # printed a block at a time: one write for many lines, memory flat
            say("\n".join(lines))
            lines.clear()
    if lines:
        say("\n".join(lines))
    if not n:
        say(f"No rulings logged{' that match' if filtered else ''} ({where}).")
        return
    say(f"{n} entr{'y' if n == 1 else 'ies'} (times in {z.name}; {where})")


@log_app.command("show", epilog="Example: rulings log show 12 --json")
def show(
    ident: str = typer.Argument(..., metavar="ID", help="The entry's number (as in `rulings log list`)."),
    as_json: bool = option("--json", help="Print JSON only.", default=False),
    db: str | None = DB_OPTION,
) -> None:
    """One logged ruling in full, with its history.

    Facts, decision, citations, who ruled, the rule data it was decided under, then the voids
    and notes added since."""
    from ..floor.log import get, open_existing
    from ..floor.log_time import shown
    from .common import book as load_book

    eid = entry_id(ident)
    conn, where = open_existing(db)
    try:
        e = get(conn, eid, where)
    finally:
        if conn:
            conn.close()
    if as_json:
        from ..floor.log_export import json_text

        typer.echo(json_text(e))
        return
    b = load_book()
    z = room_zone(b)
    t = e["created_utc"]
    local = shown(t, z, seconds=True)
    utc = "" if local[11:19] == t[11:19] else f" ({t[11:19]} UTC)"
    out = [
        f"Ruling #{e['id']}{' (VOID)' if e['voided'] else ''}, logged {local}{utc} via {e['via'] or '?'}",
        f"Game: {e['game']}; house rules: {e['house']}",
        f"Table: {e['table'] or '-'}; seat or player: {e['seat'] or '-'}; floor person: {e['floor'] or '-'}",
    ]
    if e["facts"]:
        out.append("Facts: " + ", ".join(f"{k} = {_yes_no(v)}" for k, v in e["facts"].items()))
    if e["unknown"]:
        out.append("Not known: " + ", ".join(map(str, e["unknown"])))
    out.append(f"Status: {e['status'].replace('_', ' ')}" + (f"; outcome: {e['outcome']}" if e["outcome"] else ""))
    out.append(f"Decision: {e['decision']}")
    for c in e["clauses"]:
        out.append(f"  -- {c.get('citation', c.get('section'))}  [{c.get('clause')}]")
    if not e["clauses"] and e["sections"]:
        out.append(f"  (sections: {', '.join(map(str, e['sections']))})")
    for h in e["house_options"]:
        out.append(
            f"House option: {h.get('option')} = {h.get('label', h.get('value'))}"
            + (" (main rule)" if h.get("main") else " (alternate rule)")
        )
    if e["note"]:
        out.append(f"Note: {e['note']}")
    same = "the rule data in use now" if e["data_version"] == b.fingerprint else "rule data that has changed since"
    out.append(f"Decided under {same} (fingerprint {e['data_version'][:12] or '?'}, rulings {e['app_version'] or '?'})")
    if e["corrections"]:
        out.append("History (the entry above is as logged; corrections are added, never replace it):")
        for c in e["corrections"]:
            did = "voided" if c["kind"] == "void" else "note added"
            out.append(f"  {shown(c['created_utc'], z)}  {did} by {one_line(c['floor'])}: {c['text']}")
    say("\n".join(out))


@log_app.command("export", epilog="Example: rulings log export --format csv -o rulings-may.csv --since 2024-05-01")
def export(
    fmt: str = option(
        "--format",
        "-f",
        help="csv (flat: a header row, one row per ruling) or json (every field and correction).",
        default="json",
        complete=complete_export_format,
        metavar="csv|json",
    ),
    output: str | None = option("--output", "-o", help="Write to FILE instead of stdout.", metavar="FILE"),
    since: str | None = _F["since"],
    until: str | None = _F["until"],
    section: str | None = _F["section"],
    game: str | None = _F["game"],
    floor: str | None = _F["floor"],
    table: str | None = _F["table"],
    db: str | None = DB_OPTION,
) -> None:
    """Every logged ruling with every field, as CSV or JSON, for review or a spreadsheet."""
    from ..files import atomic_write
    from ..floor.log_export import export_head, to_csv, to_json

    fmt = fmt.strip().lower()
    if fmt not in ("csv", "json"):
        raise BadInput(f"--format takes csv or json; got {fmt!r}")
    entries, _, z, _ = select(db, since, until, section, game, floor, table)
    count = [0]
    chunks = to_csv(entries, z, count) if fmt == "csv" else to_json(entries, export_head(z), count)
    if output and output != "-":
        atomic_write(output, chunks)
        say(f"{count[0]} entr{'y' if count[0] == 1 else 'ies'} written to {output}", err=True)
    else:
        emit_chunks(chunks)


def _yes_no(v) -> str:
    return "yes" if v is True else "no" if v is False else str(v)
