"""The rulings log: a record of every ruling given on the floor.

Card rooms keep one so that the same dispute gets the same ruling on every shift and a decision can
be reviewed later. An entry is a plain dict (the JSON contract of `rulings log show --json` and of
`rulings log export`), with these fields:

    id            the entry's number, in the order entries were logged
    created_utc   when it was logged, `YYYY-MM-DDTHH:MM:SSZ` (UTC; shown in the room's time zone)
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

Read back from the store, an entry also has `voided` (true once voided) and `corrections`: the
audit trail, oldest first, each {"id", "kind" ("void" or "amend"), "created_utc", "floor",
"text" (the reason, or the added note)}. An entry is never changed or deleted: a correction is a
new row (`correct`).

Storage: the `rulings_log*` tables of the user's database (store/database.py: SQLite or
PostgreSQL). Every entry is one short transaction, safe with several processes writing at once;
a reported id is on disk. Reading streams (`stream`): rows are decoded only for the fields asked.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import BadInput
from .log_filter import CORRECTIONS, MAX_ID, Filter

if TYPE_CHECKING:
    from ..store.database import Database

TIME_FORMAT = "%Y-%m-%dT%H:%M:%SZ"

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
HISTORY = ["voided", "corrections"]  # added to an entry read back from the store
ENTRY_FIELDS = FIELDS + HISTORY
TEXT_DETAILS = ("table", "seat", "floor", "note")

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
_JSON_TYPES: dict[str, type] = {
    "house_options": list,
    "facts": dict,
    "unknown": list,
    "clauses": list,
    "sections": list,
    "topics": list,
}
_CORRECTION_COLUMNS = ["id", "kind", "created_utc", "floor_person", "detail"]
STATUS_WORDS = {
    "decided": "decided",
    "conflict": "conflicting rules",
    "needs_facts": "not decided",
    "not_covered": "not covered",
}


# -- making an entry ---------------------------------------------------------------------------
def now_utc() -> str:
    from ..times import now_utc as now

    return now().strftime(TIME_FORMAT)


def text_value(value: object, what: str) -> str:
    """A floor person's text (a name, a note) as stored: stripped; BadInput if it is not text
    that can be stored (bytes that were not UTF-8 reach Python as lone surrogates)."""
    text = (value or "").strip() if isinstance(value, str) or value is None else str(value).strip()
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise BadInput(f"{what} is not valid UTF-8 text (it holds bytes that are not UTF-8)") from None
    return text


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
    details = {"table": table, "seat": seat, "floor": floor, "note": note}
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
        **{k: text_value(v, f"the {k}") for k, v in details.items()},
        "data_version": book.fingerprint,
        "app_version": __version__,
        "via": via,
    }


# -- storing -----------------------------------------------------------------------------------
def add(db: Database, entry: dict, path: object = None) -> int:
    """Store an entry in one transaction; returns its id (the entry on disk once this returns)."""
    stored = [f for f in FIELDS if f != "id"]
    values = [
        json.dumps(entry[f], ensure_ascii=False, default=str)
        if f in _JSON_TYPES
        else text_value(entry[f], f"the {f}")
        if f in TEXT_DETAILS
        else entry[f] or ""
        for f in stored
    ]
    columns = ", ".join(_COLUMNS.get(f, f) for f in stored)
    sections = list(dict.fromkeys(entry["sections"]))

    def insert() -> int:
        eid = db.insert(f"INSERT INTO rulings_log ({columns}) VALUES ({', '.join('?' * len(stored))})", values)
        for s in sections:
            db.execute("INSERT INTO rulings_log_sections (section, entry_id) VALUES (?, ?)", (s, eid))
        return eid

    return db.write(insert)


def record(entry: dict, db: str | Path | None = None) -> tuple[int, Path | str]:
    """Store an entry in the database at `db` (default: RULINGS_DB or the user data folder);
    (id, where): the SQLite file's path, or the PostgreSQL URL with its password hidden."""
    from ..store import database as store

    conn = store.connect(db)
    try:
        return add(conn, entry), (conn.target if isinstance(conn.target, Path) else conn.where)
    finally:
        conn.close()


def correct(db: Database, eid: int, kind: str, floor: str, text: str) -> dict[str, Any]:
    """Add a correction to entry `eid`: "void" (text: the reason) or "amend" (text: the added
    note), made by `floor`. The entry itself is left as it was. The correction as stored."""
    floor, text = text_value(floor, "--floor"), text_value(text, "--reason" if kind == "void" else "--note")
    if not floor:
        raise BadInput("--floor needs the name of who makes the correction")
    if not text:
        raise BadInput("--reason needs the reason the entry is void" if kind == "void" else "--note needs the note")
    if not 1 <= eid <= MAX_ID:
        raise BadInput(f"no entry #{eid} in the log {db.where}")
    when = now_utc()

    def work() -> dict[str, Any]:
        if not db.execute("SELECT id FROM rulings_log WHERE id = ?", (eid,)).fetchone():
            raise BadInput(f"no entry #{eid} in the log {db.where}")
        if kind == "void":
            prior = db.execute(
                f"SELECT created_utc, floor_person FROM {CORRECTIONS} WHERE entry_id = ? AND kind = 'void'", (eid,)
            ).fetchone()
            if prior:
                raise BadInput(
                    f"entry #{eid} was voided already ({prior[0]} by {prior[1]}); see `rulings log show {eid}`"
                )
        cid = db.insert(
            f"INSERT INTO {CORRECTIONS} (entry_id, created_utc, kind, floor_person, detail) VALUES (?, ?, ?, ?, ?)",
            (eid, when, kind, floor, text),
        )
        return {"id": cid, "kind": kind, "created_utc": when, "floor": floor, "text": text}

    return db.write(work)


# -- reading -------------------------------------------------------------------------------------
def stream(db: Database | None, filt: Filter | None = None, fields: Iterable[str] = ENTRY_FIELDS) -> Iterator[dict]:
    """The entries that match, oldest first, one at a time, each with just `fields` (id always)."""
    if db is None:
        return
    filt = filt or Filter()
    wanted = ["id"] + [f for f in FIELDS if f in set(fields) and f != "id"]
    history = [f for f in HISTORY if f in set(fields)]
    cols = ", ".join(_COLUMNS.get(f, f) for f in wanted)
    where, args = filt.where(db)
    picked = f"SELECT {cols} FROM rulings_log{where}"
    if filt.last is not None:
        picked += " ORDER BY id DESC LIMIT ?"
        args.append(min(max(int(filt.last), 0), MAX_ID))
    joined = history and db.has(CORRECTIONS)
    if joined:
        extra = ", ".join(f"c.{c}" for c in _CORRECTION_COLUMNS)
        sql = (
            f"WITH picked AS ({picked}) SELECT picked.*, {extra} FROM picked "
            f"LEFT JOIN {CORRECTIONS} c ON c.entry_id = picked.id ORDER BY picked.id, c.id"
        )
    else:
        sql = f"SELECT * FROM ({picked}) picked ORDER BY id"
    n = len(wanted)
    current: dict | None = None
    with db.snapshot():
        for row in db.rows(sql, args):
            if current is not None and current["id"] == row[0]:
                _add_correction(current, row[n:])
                continue
            if current is not None:
                yield current
            current = _decode(row[:n], wanted, db.where)
            if history:
                current["voided"], current["corrections"] = False, []
            if joined:
                _add_correction(current, row[n:])
    if current is not None:
        yield current


def _add_correction(entry: dict, c: tuple) -> None:
    if c[0] is None:  # LEFT JOIN: no correction
        return
    entry["corrections"].append(
        {"id": c[0], "kind": c[1], "created_utc": c[2], "floor": c[3] or "", "text": c[4] or ""}
    )
    entry["voided"] = entry["voided"] or c[1] == "void"


def _decode(row: tuple, fields: list[str], where: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f, value in zip(fields, row):
        kind = _JSON_TYPES.get(f)
        if kind is None:
            out[f] = "" if value is None else value
            continue
        try:
            out[f] = json.loads(value)
        except (TypeError, ValueError):
            out[f] = None
        if not isinstance(out[f], kind):
            raise BadInput(
                f"{where}: entry #{row[0]} has a damaged {f} field (not the JSON it should be; changed outside "
                "rulings); `rulings log check` lists every damaged entry"
            )
    return out


def query(
    db: Database | None, *, path: object = None, fields: Iterable[str] = ENTRY_FIELDS, **filters: Any
) -> list[dict]:
    """The entries that match (the Filter's keywords), oldest first, as a list."""
    return list(stream(db, Filter(**filters), fields))


def open_existing(db: str | Path | None = None) -> tuple[Database | None, str]:
    """A connection for reading (None when nothing has been logged there yet), and the database
    as named in messages."""
    from ..store import database as store
    from ..store.location import resolve, shown

    return store.open_for_reading(db), shown(resolve(db))


def get(db: Database | None, eid: int, where: object) -> dict:
    found = query(db, ids=[eid]) if 1 <= eid <= MAX_ID else []
    if not found:
        raise BadInput(f"no entry #{eid} in the log {where}" + ("" if db else " (nothing has been logged there yet)"))
    return found[0]


def earlier(sections: Iterable[str], db: str | Path | None = None, limit: int = 3) -> list[dict]:
    """The latest rulings on any of these sections that were not voided, newest first (none if
    nothing was logged)."""
    sections = list(sections)
    if not sections:
        return []
    conn, _ = open_existing(db)
    try:
        return list(reversed(query(conn, sections=sections, last=limit, live=True)))
    finally:
        if conn:
            conn.close()


# -- words ---------------------------------------------------------------------------------------
def outcome_words(entry: dict) -> str:
    """The outcome, or for a ruling without one its status in words ("not decided")."""
    return entry["outcome"] or STATUS_WORDS.get(entry["status"], entry["status"])


def what(entry: dict, width: int = 70) -> str:
    """The outcome (or status) and the start of the decision, on one line."""
    head = outcome_words(entry)
    text = " ".join(entry["decision"].split())
    line = f"{head}: {text}" if text else head
    return line if len(line) <= width else line[: width - 3].rstrip() + "..."
