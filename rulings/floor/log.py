"""The rulings log: a record of every ruling given on the floor.

Card rooms keep one so that the same dispute gets the same ruling on every shift and a decision can
be reviewed later. An entry is a plain dict (the JSON contract of `rulings log show --json` and of
`rulings log export`), with these fields:

    id            the entry's number, in the order entries were logged
    created_utc   when it was logged, `YYYY-MM-DDTHH:MM:SSZ` (UTC)
    game          game id
    house         the house profile's name; house_options: the options the ruling rested on
    facts         the facts given {fact id: value}; unknown: facts answered "unknown"
    status        decided, conflict, needs_facts or not_covered
    outcome       the winning clauses' outcomes ("capped", "a / b" for a conflict), "" if none
    decision      the ruling as read out (the clauses' texts, or the branches it depends on)
    clauses       the winning clauses with their citations (as in `rulings rule --json`)
    sections      the outline sections the ruling rests on (for an undecided or uncovered ruling,
                  the sections of the dispute's topic); topics: the topics decided
    table, seat, floor, note   where, who (seat or player), who ruled, and the floor's note
    data_version  the rule data's fingerprint when it was decided; app_version: rulings' version
    via           "ask" or "rule"

Storage is the `rulings_log` table of the user's database (rulings/store.py). Every entry is one
short transaction, safe with several processes writing at once; a reported id is on disk.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import BadInput

if TYPE_CHECKING:
    import sqlite3

TIME_FORMAT = "%Y-%m-%dT%H:%M:%SZ"
SINCE_FORMATS = "a date YYYY-MM-DD or an ISO time such as 2024-05-01T21:30 or 2024-05-01T21:30+02:00 (UTC unless an offset is given)"

FIELDS = [
    "id",
    "created_utc",
    "game",
    "house",
    "house_options",
    "facts",
    "unknown",
    "status",
    "outcome",
    "decision",
    "clauses",
    "sections",
    "topics",
    "table",
    "seat",
    "floor",
    "note",
    "data_version",
    "app_version",
    "via",
]

# entry field -> column (same name unless listed); JSON-encoded fields end in _json
_COLUMNS = {
    "house_options": "house_options_json",
    "facts": "facts_json",
    "unknown": "unknown_json",
    "clauses": "clauses_json",
    "sections": "sections_json",
    "topics": "topics_json",
    "table": "table_name",
    "floor": "floor_person",
}
_JSON_FIELDS = {"house_options", "facts", "unknown", "clauses", "sections", "topics"}
_ID_LISTS = {"sections", "topics", "unknown"}  # space-separated in CSV; the rest of _JSON_FIELDS as JSON
_STATUS_WORDS = {
    "decided": "decided",
    "conflict": "conflicting rules",
    "needs_facts": "not decided",
    "not_covered": "not covered",
}


# -- making an entry ---------------------------------------------------------------------------
def now_utc() -> str:
    from ..times import now_utc as now

    return now().strftime(TIME_FORMAT)


def entry_for(
    book, r, *, table: str = "", seat: str = "", floor: str = "", note: str = "", via: str = ""
) -> dict[str, Any]:
    """The log entry for a ruling (engine.ruling.Ruling), not yet stored (id None)."""
    from .. import __version__
    from ..engine.topic import CONFLICT, DECIDED
    from .present import branch_groups, clause_view, house_used

    ctx = r.context
    clauses = [clause_view(book, c, ctx) for c in r.winners]
    outcomes = list(dict.fromkeys(c["outcome"] for c in clauses if c.get("outcome")))
    if r.status == DECIDED:
        decision = " ".join(c["text"] for c in clauses)
    elif r.status == CONFLICT:
        decision = "Conflicting rules: " + " | ".join(f"{c['text']} ({c['section']})" for c in clauses)
    else:  # the branches it depends on, grouped by answer as the ruling is read out
        parts = []
        for d in r.decisions:
            groups = branch_groups(d, ctx)
            if groups:
                ifs = "; ".join(f"if {b['answer']}: {b['summary']}" for b in groups)
                parts.append(f"{d.topic.title}: it depends on: {groups[0]['question']} - {ifs}")
            elif d.missing:
                parts.append(
                    f"{d.topic.title}: not decided; still needed: " + " / ".join(f.question for f in d.missing)
                )
        decision = " ".join(parts) or "The rulebook does not cover this; it is the floor person's decision."
    sections = list(dict.fromkeys(c["section"] for c in clauses))
    if not sections:  # undecided or uncovered: file it under the sections of the dispute's topic
        game = book.game(r.game)
        topics = {d.topic.id for d in r.decisions}
        sections = list(dict.fromkeys(c.section for c in book.clauses_for(game) if c.topic in topics))
    return {
        "id": None,
        "created_utc": now_utc(),
        "game": r.game,
        "house": ctx.house.name,
        "house_options": [{k: v for k, v in h.items() if k != "title"} for h in house_used(book, r)],
        "facts": {f: ctx.base[f] for f in ctx.given},
        "unknown": sorted(ctx.skipped),
        "status": r.status,
        "outcome": " / ".join(outcomes),
        "decision": decision,
        "clauses": clauses,
        "sections": sections,
        "topics": [d.topic.id for d in r.decisions],
        "table": (table or "").strip(),
        "seat": (seat or "").strip(),
        "floor": (floor or "").strip(),
        "note": (note or "").strip(),
        "data_version": book.fingerprint,
        "app_version": __version__,
        "via": via,
    }


# -- storing and reading -----------------------------------------------------------------------
def add(conn: sqlite3.Connection, entry: dict, path: Path | None = None) -> int:
    """Store an entry in one transaction; returns its id (the entry on disk once this returns)."""
    fields = [f for f in FIELDS if f != "id"]
    values = [
        json.dumps(entry[f], ensure_ascii=False, default=str) if f in _JSON_FIELDS else entry[f] or "" for f in fields
    ]
    columns = ", ".join(_COLUMNS.get(f, f) for f in fields)

    def insert() -> int:
        conn.execute("BEGIN IMMEDIATE")
        try:
            eid = conn.execute(
                f"INSERT INTO rulings_log ({columns}) VALUES ({', '.join('?' * len(fields))})", values
            ).lastrowid
            conn.executemany(
                "INSERT OR IGNORE INTO rulings_log_sections (section, entry_id) VALUES (?, ?)",
                [(s, eid) for s in entry["sections"]],
            )
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        assert eid is not None  # an INSERT into a table with a rowid has one
        return eid

    from ..store import database as store

    eid = store.retrying(path or Path("(database)"), insert)
    return eid


def record(entry: dict, db: str | Path | None = None) -> tuple[int, Path]:
    """Store an entry in the database at `db` (default: store.default_path()); (id, path)."""
    from ..store import database as store

    path = store.resolve(db)
    conn = store.connect(path, check=True)
    try:
        return add(conn, entry, path), path
    finally:
        conn.close()


def open_existing(db: str | Path | None = None) -> tuple[sqlite3.Connection | None, Path]:
    """A connection for reading, or None when the database does not exist yet (nothing logged)."""
    from ..store.location import resolve

    path = resolve(db)
    if not path.exists():
        return None, path
    from ..store import database as store

    return store.open_for_reading(path), path


def query(
    conn: sqlite3.Connection | None,
    *,
    since: str | None = None,
    section: str | None = None,
    game: str | None = None,
    sections: Iterable[str] = (),
    ids: Iterable[int] | None = None,
    last: int | None = None,
    path: Path | None = None,
) -> list[dict]:
    """Entries in the order logged. `section` matches that section or any inside it (a part id
    matches its sections); `sections` matches any of the exact ids; `last` keeps the latest N."""
    if conn is None:
        return []
    where: list[str] = []
    args: list[object] = []
    if since:
        where.append("created_utc >= ?")
        args.append(since)
    if game:
        where.append("game = ?")
        args.append(game)
    if section:
        where.append("id IN (SELECT entry_id FROM rulings_log_sections WHERE section = ? OR substr(section, 1, ?) = ?)")
        args += [section, len(section) + 1, section + "."]
    sections = list(sections)
    if sections:
        where.append(
            f"id IN (SELECT entry_id FROM rulings_log_sections WHERE section IN ({', '.join('?' * len(sections))}))"
        )
        args += sections
    if ids is not None:
        ids = list(ids)
        where.append(f"id IN ({', '.join('?' * len(ids))})" if ids else "0")
        args += ids
    sql = "SELECT * FROM rulings_log" + (" WHERE " + " AND ".join(where) if where else "")
    if last:
        sql = f"SELECT * FROM ({sql} ORDER BY id DESC LIMIT {int(last)})"
    import sqlite3

    from ..store import database as store

    with store.guard(path or Path("(database)")):
        conn.row_factory = sqlite3.Row
        rows = conn.execute(sql + " ORDER BY id", args).fetchall()
    return [_entry(row) for row in rows]


def get(conn: sqlite3.Connection | None, eid: int, path: Path) -> dict:
    found = query(conn, ids=[eid], path=path)
    if not found:
        raise BadInput(f"no entry #{eid} in the log {path}" + ("" if conn else " (nothing has been logged there yet)"))
    return found[0]


def earlier(sections: Iterable[str], db: str | Path | None = None, limit: int = 3) -> list[dict]:
    """The latest rulings on any of these sections, newest first (none if nothing was logged)."""
    sections = list(sections)
    if not sections:
        return []
    conn, path = open_existing(db)
    try:
        return list(reversed(query(conn, sections=sections, last=limit, path=path)))
    finally:
        if conn:
            conn.close()


def _entry(row: sqlite3.Row) -> dict[str, Any]:
    out = {}
    for f in FIELDS:
        value = row[_COLUMNS.get(f, f)]
        out[f] = json.loads(value) if f in _JSON_FIELDS else value
    return out


def parse_since(text: str) -> str:
    """`--since`: a date or ISO time (UTC unless it names an offset), as stored in created_utc."""
    s = text.strip()
    try:
        if s[-1:] in ("Z", "z"):
            s = s[:-1] + "+00:00"
        when = datetime.fromisoformat(s)
    except (ValueError, IndexError):
        raise BadInput(f"--since takes {SINCE_FORMATS}; got {text!r}") from None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return when.astimezone(timezone.utc).strftime(TIME_FORMAT)


# -- export ------------------------------------------------------------------------------------
def to_csv(entries: list[dict]) -> str:
    """A header row, then one row per entry. Lists of ids are space-separated; the house options,
    facts and clauses are JSON."""
    import csv
    import io

    buf = io.StringIO(newline="")
    w = csv.writer(buf)
    w.writerow(FIELDS)
    for e in entries:
        w.writerow([_csv_cell(f, e[f]) for f in FIELDS])
    return buf.getvalue()


def _csv_cell(field: str, value: Any) -> Any:
    if field in _ID_LISTS:
        return " ".join(value)
    if field in _JSON_FIELDS:
        return json.dumps(value, ensure_ascii=False, default=str)
    return value


def to_json_text(entries: list[dict]) -> str:
    return (
        json.dumps({"exported_utc": now_utc(), "count": len(entries), "entries": entries}, ensure_ascii=False, indent=2)
        + "\n"
    )


# -- words ---------------------------------------------------------------------------------------
def short_time(entry: dict) -> str:
    """`2024-05-01 21:14Z`"""
    t = entry["created_utc"]
    return f"{t[:10]} {t[11:16]}Z"


def what(entry: dict, width: int = 70) -> str:
    """The outcome (or status) and the start of the decision, on one line."""
    head = entry["outcome"] or _STATUS_WORDS.get(entry["status"], entry["status"])
    text = " ".join(entry["decision"].split())
    line = f"{head}: {text}" if text else head
    return line if len(line) <= width else line[: width - 3].rstrip() + "..."
