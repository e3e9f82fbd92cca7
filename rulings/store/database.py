"""The user's SQLite database: the rulings log and quiz progress, in WAL mode.

Where it lives: `--db PATH`, else the RULINGS_DB environment variable, else the platform's user
data directory (platformdirs). The schema carries a version (PRAGMA user_version); each entry of
MIGRATIONS upgrades it by one step, so a later release can migrate an older file in place.
A file that is not a rulings database, or is damaged, unreadable or locked, is reported (exit 2)
and never overwritten: nothing is written to a file until it is known to be ours.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from ..errors import BadInput
from .location import default_path, resolve  # noqa: F401 - the database's place, for callers

APP = "rulings"
T = TypeVar("T")

# How long to wait for another process's write to finish before giving up (seconds). Writes are
# single short transactions, so a lock held longer than this means something is stuck.
BUSY_TIMEOUT = 10.0

# One entry per schema version; append, never edit a released step. Statements are split on ";".
MIGRATIONS: list[str] = [
    # 1: the rulings log (rulings/log.py). One row per ruling; rulings_log_sections indexes the
    # outline sections each ruling rests on, for `log list --section` and earlier-ruling look-ups.
    """
    CREATE TABLE rulings_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_utc TEXT NOT NULL,
        game TEXT NOT NULL,
        house TEXT NOT NULL DEFAULT '',
        house_options_json TEXT NOT NULL DEFAULT '[]',
        facts_json TEXT NOT NULL DEFAULT '{}',
        unknown_json TEXT NOT NULL DEFAULT '[]',
        status TEXT NOT NULL,
        outcome TEXT NOT NULL DEFAULT '',
        decision TEXT NOT NULL DEFAULT '',
        clauses_json TEXT NOT NULL DEFAULT '[]',
        sections_json TEXT NOT NULL DEFAULT '[]',
        topics_json TEXT NOT NULL DEFAULT '[]',
        table_name TEXT NOT NULL DEFAULT '',
        seat TEXT NOT NULL DEFAULT '',
        floor_person TEXT NOT NULL DEFAULT '',
        note TEXT NOT NULL DEFAULT '',
        data_version TEXT NOT NULL DEFAULT '',
        app_version TEXT NOT NULL DEFAULT '',
        via TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX rulings_log_created ON rulings_log (created_utc);
    CREATE TABLE rulings_log_sections (
        section TEXT NOT NULL,
        entry_id INTEGER NOT NULL REFERENCES rulings_log (id),
        PRIMARY KEY (section, entry_id)
    ) WITHOUT ROWID
    """,
    # 2: quiz progress (rulings/quiz_progress.py). quiz_cards holds one FSRS memory state per
    # trainee and item with its due time, quiz_answers every answer given.
    """
    CREATE TABLE quiz_cards (
        trainee TEXT NOT NULL,
        item_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        game TEXT NOT NULL DEFAULT '',
        section TEXT NOT NULL,
        paragraph INTEGER NOT NULL DEFAULT 1,
        card_json TEXT NOT NULL,
        due_utc TEXT NOT NULL,
        reviews INTEGER NOT NULL DEFAULT 0,
        lapses INTEGER NOT NULL DEFAULT 0,
        last_right INTEGER NOT NULL DEFAULT 0,
        last_utc TEXT NOT NULL,
        PRIMARY KEY (trainee, item_id)
    ) WITHOUT ROWID;
    CREATE INDEX quiz_cards_due ON quiz_cards (trainee, due_utc);
    CREATE TABLE quiz_answers (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        answered_utc TEXT NOT NULL,
        trainee TEXT NOT NULL,
        item_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        game TEXT NOT NULL DEFAULT '',
        section TEXT NOT NULL,
        paragraph INTEGER NOT NULL DEFAULT 1,
        was_right INTEGER NOT NULL,
        chosen INTEGER,
        keyed INTEGER NOT NULL,
        seed TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX quiz_answers_trainee ON quiz_answers (trainee, section)
    """,
]


def connect(path: str | Path | None = None, *, check: bool = False) -> sqlite3.Connection:
    """Open (creating if needed) and migrate the database; BadInput if it is not usable.

    With `check`, run SQLite's quick integrity check first; callers about to write use it so
    that a damaged file is reported instead of written to.
    """
    path = resolve(path)
    # No peeking at the file with open(): closing any descriptor of a database file drops every
    # POSIX lock this process holds on it, those of its other SQLite connections included, and
    # that can corrupt it. SQLite itself reports a file that is not a database (SQLITE_NOTADB)
    # on the first read, before anything is written.
    if not path.exists():
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise BadInput(f"cannot create the database folder {path.parent}: {e.strerror or e}") from None
    return retrying(path, lambda: _open(path, check))


def open_for_reading(path: Path) -> sqlite3.Connection:
    """The database opened read-only, known to be ours: a command that only reads never writes
    to the file (not even to switch it to WAL), and can read a file it may not write."""
    from urllib.parse import quote

    def attempt() -> sqlite3.Connection:
        conn = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True, timeout=BUSY_TIMEOUT, isolation_level=None)
        try:
            _check_ours(conn, path)
        except BaseException:
            conn.close()
            raise
        return conn

    return retrying(path, attempt)


def _open(path: Path, check: bool) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT, isolation_level=None)
    try:
        _check_ours(conn, path)  # before anything that writes, such as switching to WAL
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")  # a reported entry survives a crash
        if check:
            problems = [r[0] for r in conn.execute("PRAGMA quick_check(3)")]
            if problems != ["ok"]:
                lines = [x.strip() for p in problems for x in p.splitlines() if x.strip() and "***" not in x]
                more = f" and {len(lines) - 1} more" if len(lines) > 1 else ""
                raise BadInput(
                    f"{path}: the database is damaged ({(lines or problems)[0]}{more}); it was left untouched"
                )
        _migrate(conn, path)
    except BaseException:
        conn.close()
        raise
    return conn


def retrying(path: Path, work: Callable[[], T]) -> T:
    """Run `work` (which must leave nothing half-done when it fails), again while SQLite reports
    the database busy, until BUSY_TIMEOUT; SQLite errors become one-line BadInput messages.

    SQLite's own busy timeout covers most waits, but a few are reported at once (another process
    opening or closing the WAL file at the same moment, say), and those are worth another try."""
    deadline = time.monotonic() + BUSY_TIMEOUT
    pause = 0.005
    while True:
        try:
            return work()
        except sqlite3.OperationalError as e:
            if not _busy(e) or time.monotonic() + pause > deadline:
                raise BadInput(describe(path, e)) from None
        except sqlite3.DatabaseError as e:
            raise BadInput(describe(path, e)) from None
        time.sleep(pause)
        pause = min(pause * 2, 0.1)


def _busy(e: sqlite3.Error) -> bool:
    name = getattr(e, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in str(e)


@contextmanager
def guard(path: Path):
    """Turn SQLite errors into one-line BadInput messages that name the file."""
    try:
        yield
    except sqlite3.DatabaseError as e:
        raise BadInput(describe(path, e)) from None


def describe(path: Path, e: sqlite3.DatabaseError) -> str:
    name = getattr(e, "sqlite_errorname", "") or ""
    text = " ".join(str(e).split()) or type(e).__name__
    if _busy(e):
        return (
            f"{path}: the database is locked by another program (gave up after {BUSY_TIMEOUT:g} s); "
            "it was left untouched, try again"
        )
    if name.startswith("SQLITE_READONLY") or "readonly" in text:
        return f"{path}: the database is read-only ({text}); nothing was written"
    if name.startswith("SQLITE_NOTADB"):
        return f"{path}: not an SQLite database (damaged or another kind of file); it was left untouched"
    if name.startswith("SQLITE_CANTOPEN"):
        return f"{path}: cannot open the database ({text})"
    if name.startswith("SQLITE_FULL"):
        return f"{path}: the disk is full; nothing was written"
    if name.startswith("SQLITE_IOERR"):
        return f"{path}: input/output error on the database ({text})"
    return f"{path}: not a usable rulings database ({text}); it was left untouched"


def _check_ours(conn: sqlite3.Connection, path: Path) -> None:
    """Read-only checks: a newer schema, or another program's SQLite file."""
    if not conn.in_transaction:  # one snapshot for both reads: another process may be migrating
        conn.execute("BEGIN")
        try:
            return _check_ours(conn, path)
        finally:
            if conn.in_transaction:  # SQLite may have ended it already, after an error
                conn.execute("COMMIT")
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > len(MIGRATIONS):
        raise BadInput(
            f"{path}: made by a newer rulings (schema {version}, this one knows {len(MIGRATIONS)}); "
            "it was left untouched"
        )
    tables = {
        r[0]
        for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
        if not r[0].startswith("sqlite_")
    }
    if (version == 0 and tables) or (version > 0 and "rulings_log" not in tables):
        raise BadInput(f"{path}: an SQLite file that is not a rulings database; it was left untouched")


def _migrate(conn: sqlite3.Connection, path: Path) -> None:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version == len(MIGRATIONS):
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        _check_ours(conn, path)  # another process may have migrated (or written) meanwhile
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        for step in range(version, len(MIGRATIONS)):
            for statement in MIGRATIONS[step].split(";"):
                if statement.strip():
                    conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
