"""The user's SQLite database: the rulings log and quiz progress, in WAL mode.

Where it lives: `--db PATH`, else the RULINGS_DB environment variable, else the platform's user
data directory (platformdirs). The schema carries a version (PRAGMA user_version); each entry of
MIGRATIONS upgrades it by one step, so a later release can migrate an older file in place.
A file that is not a rulings database, or is damaged or unreadable, is reported (exit 2) and
never overwritten.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from .errors import BadInput

APP = "rulings"

# One entry per schema version; append, never edit a released step.
MIGRATIONS: list[str] = [
    # 1: the rulings log
    """
    CREATE TABLE rulings_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_utc TEXT NOT NULL,
        game TEXT NOT NULL,
        house TEXT NOT NULL DEFAULT '',
        facts_json TEXT NOT NULL DEFAULT '{}',
        clauses_json TEXT NOT NULL DEFAULT '[]',
        sections_json TEXT NOT NULL DEFAULT '[]',
        status TEXT NOT NULL,
        decision TEXT NOT NULL DEFAULT '',
        table_name TEXT NOT NULL DEFAULT '',
        seat TEXT NOT NULL DEFAULT '',
        floor_person TEXT NOT NULL DEFAULT '',
        note TEXT NOT NULL DEFAULT '',
        data_version TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX rulings_log_created ON rulings_log (created_utc);
    """,
]


def default_path() -> Path:
    env = os.environ.get("RULINGS_DB")
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP, appauthor=False)) / "rulings.db"


def connect(path: str | Path | None = None) -> sqlite3.Connection:
    """Open (creating if needed) and migrate the database; BadInput if it is not usable."""
    path = Path(path) if path else default_path()
    if path.exists():
        _check_header(path)
    else:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise BadInput(f"cannot create the database folder {path.parent}: {e.strerror or e}") from None
    try:
        conn = sqlite3.connect(str(path), timeout=30, isolation_level=None)
        conn.execute("PRAGMA busy_timeout = 30000")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")  # a reported entry survives a crash
        _migrate(conn, path)
    except sqlite3.DatabaseError as e:
        raise BadInput(f"{path}: not a usable rulings database ({e}); it was left untouched") from None
    return conn


def _check_header(path: Path) -> None:
    try:
        with open(path, "rb") as f:
            head = f.read(16)
    except OSError as e:
        raise BadInput(f"{path}: cannot read the database: {e.strerror or e}") from None
    if head and head != b"SQLite format 3\x00":
        raise BadInput(f"{path}: not an SQLite database (damaged or another kind of file); it was left untouched")


def _migrate(conn: sqlite3.Connection, path: Path) -> None:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > len(MIGRATIONS):
        raise BadInput(f"{path}: made by a newer rulings (schema {version}, this one knows {len(MIGRATIONS)})")
    if version == len(MIGRATIONS):
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]  # another process may have migrated
        if version == 0:
            known = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if known:
                raise BadInput(f"{path}: an SQLite file that is not a rulings database; it was left untouched")
        for step in range(version, len(MIGRATIONS)):
            for statement in MIGRATIONS[step].split(";"):
                if statement.strip():
                    conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
