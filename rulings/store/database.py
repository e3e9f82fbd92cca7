"""The user's database: the rulings log and quiz progress, in SQLite (the default) or PostgreSQL.

Where it lives: `--db PATH` or `--db postgresql://...`, else the RULINGS_DB environment variable,
else rulings.db in the platform's user data directory (store/location.py).

This module is the seam between the code that stores things (floor/log.py, training/progress.py)
and the two backends (store/sqlite.py, store/postgres.py). Callers write SQL once, with `?`
placeholders, in the part of SQL both databases understand; a backend translates placeholders in
one place (`Database.sql`) and fills the migrations' few dialect words (store/schema.py). What
the callers get is the same everywhere:

- `connect(db)`: open for writing; the schema is created or migrated (one list of migrations).
  Nothing is written to a database until it is known to be ours: another program's file or
  schema, a newer schema, or one of our tables with a column missing is reported in one line
  (BadInput) and left untouched. The check is cheap (the schema's version and table columns,
  SQLite's application id), so writes stay flat as the log grows; the full integrity check is
  `integrity()`, run by `rulings log check`.
- `open_for_reading(db)`: open read-only, or None when there is no database there yet. A command
  that only reads never writes (no folder or file is created, no switch to WAL, no migration).
- `Database.write(work)`: one transaction, writers serialized (SQLite's BEGIN IMMEDIATE; a
  PostgreSQL advisory lock), tried again while another writer holds the database, up to
  BUSY_TIMEOUT. A reported id is on disk (SQLite: synchronous=FULL in WAL mode; PostgreSQL: the
  server's commit).
- `Database.snapshot()` and `rows()`: a consistent read, streamed (never the whole result in
  memory).
- Every database error becomes a one-line BadInput naming the database (a URL's password hidden).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from . import schema
from .base import Database
from .location import default_path, is_url, resolve, shown  # noqa: F401 - the database's place, for callers

APP = "rulings"
# The migrations as SQLite runs them (schema.MIGRATIONS holds them with the dialect tokens).
MIGRATIONS = [";\n".join(schema.statements(step, "sqlite")) for step in range(schema.LATEST)]


def _backend(target: Path | str) -> Any:
    if is_url(target):
        from . import postgres

        return postgres.Postgres
    from . import sqlite

    return sqlite.SQLite


def connect(db: str | Path | None = None, *, check_tables: tuple[str, ...] = ()) -> Database:
    """Open (creating if needed) and migrate the database; BadInput if it is not usable.

    `check_tables`: tables whose pages to check for damage first (SQLite's quick check of just
    those tables, so its cost does not grow with the rest of the file); a quiz names its own."""
    target = resolve(db)
    db_ = _backend(target).open(target, writable=True, check_tables=check_tables)
    assert db_ is not None  # opening for writing creates the database
    return db_


def open_for_reading(db: str | Path | None = None, *, check_tables: tuple[str, ...] = ()) -> Database | None:
    """The database opened read-only and known to be ours, or None when there is none there yet
    (nothing logged): a command that only reads never writes, and can read what it may not write."""
    target = resolve(db)
    if isinstance(target, Path) and not target.exists():  # before importing sqlite3 (`ask` start-up)
        return None
    return _backend(target).open(target, writable=False, check_tables=check_tables)
