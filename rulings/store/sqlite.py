"""The SQLite backend (the default): one file, in WAL mode, schema version in PRAGMA user_version,
the file marked as ours with PRAGMA application_id.

No peeking at the file with open(): closing any descriptor of a database file drops every POSIX
lock this process holds on it, those of its other SQLite connections included, and that can
corrupt it. SQLite itself reports a file that is not a database (SQLITE_NOTADB) on the first
read, before anything is written.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import quote

from ..errors import BadInput
from . import base
from .base import Database

# "RuLg": written into the file's header with the first migration that knows it (schema 3);
# a file with another program's id is not ours, whatever its tables.
APPLICATION_ID = 0x52754C67
_MARKED_FROM = 3


class SQLite(Database):
    dialect = "sqlite"
    not_ours = "an SQLite file that is not a rulings database"

    def __init__(self, path: Path, writable: bool):
        super().__init__(path, writable)
        self.path = path
        self.conn: sqlite3.Connection | None = None

    @classmethod
    def open(cls, target: Path | str, writable: bool, check_tables: tuple[str, ...] = ()) -> SQLite | None:
        path = Path(target)
        if not writable and not path.exists():
            return None
        if path.exists() and not path.is_file():
            what = "a folder" if path.is_dir() else "not a regular file"
            raise BadInput(f"{path}: cannot open the database (it is {what})")
        if writable and not path.exists():
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise BadInput(f"cannot create the database folder {path.parent}: {e.strerror or e}") from None
        db = cls(path, writable)
        try:
            db.retrying(lambda: db._connect(check_tables))
        except BaseException:
            db.close()
            raise
        return db

    def _connect(self, check_tables: tuple[str, ...]) -> None:
        self.close()
        timeout = base.BUSY_TIMEOUT
        if self.writable:
            self.conn = sqlite3.connect(str(self.path), timeout=timeout, isolation_level=None)
        else:
            uri = f"file:{quote(str(self.path))}?mode=ro"
            self.conn = sqlite3.connect(uri, uri=True, timeout=timeout, isolation_level=None)
            try:
                self.conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            except sqlite3.OperationalError as e:
                # A WAL file in a folder this user may not write: SQLite cannot make the shared
                # memory file. Nobody is writing it then (a writer would have made it), so read the
                # file as it stands.
                if not _name(e).startswith("SQLITE_CANTOPEN") or not os.access(self.path, os.R_OK):
                    raise
                self.conn.close()
                self.conn = sqlite3.connect(uri + "&immutable=1", uri=True, timeout=timeout, isolation_level=None)
        self.conn.create_function("fold", 1, _fold, deterministic=True)
        with self._read_tx():  # one snapshot: another process may be migrating meanwhile
            self.check_ours()
            if check_tables:
                self._quick_check([t for t in check_tables if t in self.tables])
        if self.writable:  # only now, known to be ours: switching to WAL writes to the file
            if self.conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                self.conn.execute("PRAGMA journal_mode = WAL")
            self.conn.execute("PRAGMA synchronous = FULL")  # a reported entry survives a crash
            self.conn.execute("PRAGMA cell_size_check = ON")  # more damage found on the pages a write reads
            self.migrate()

    def _quick_check(self, tables: list[str]) -> None:
        assert self.conn is not None
        problems = []
        for table in tables:
            problems += [r[0] for r in self.conn.execute(f"PRAGMA quick_check({table})") if r[0] != "ok"]
        if problems:
            raise BadInput(f"{self.where}: the database is damaged ({_first(problems)}); it was left untouched")

    def integrity(self) -> list[str]:
        assert self.conn is not None
        found = [r[0] for r in self.conn.execute("PRAGMA integrity_check(100)") if r[0] != "ok"]
        found += [
            f"row {row} of {table} names a missing row of {parent}"
            for table, row, parent, _ in self.conn.execute("PRAGMA foreign_key_check")
        ]
        return [" ".join(p.split()) for p in found]

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    # -- statements and transactions ------------------------------------------------------------
    def _execute(self, sql: str, args: Iterable[Any]) -> Any:
        assert self.conn is not None
        return self.conn.execute(sql, tuple(args))

    def _stream(self, sql: str, args: Iterable[Any]) -> Iterator[tuple]:
        assert self.conn is not None
        cur = self.conn.execute(sql, tuple(args))
        while rows := cur.fetchmany(500):
            yield from rows

    def insert(self, sql: str, args: Iterable[Any] = ()) -> int:
        with self.guard():  # lastrowid rather than RETURNING: SQLite before 3.35 lacks it
            eid = self._execute(self.sql(sql), args).lastrowid
        assert eid is not None  # an INSERT into a table with a rowid has one
        return int(eid)

    @contextmanager
    def _transaction(self, begin: str) -> Iterator[None]:
        assert self.conn is not None
        if self.conn.in_transaction:
            if begin != "BEGIN":  # a write inside a read could not be retried as a whole
                raise RuntimeError("a write transaction inside another transaction")
            yield  # a read inside a read or write: the same snapshot
            return
        self.conn.execute(begin)
        try:
            yield
        except BaseException:
            if self.conn.in_transaction:  # SQLite may have ended it already, after an error
                self.conn.execute("ROLLBACK")
            raise
        if self.conn.in_transaction:
            self.conn.execute("COMMIT")

    def _write_tx(self):
        return self._transaction("BEGIN IMMEDIATE")

    def _read_tx(self):
        return self._transaction("BEGIN")

    # -- schema -----------------------------------------------------------------------------------
    def _read_version(self) -> int:
        assert self.conn is not None
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    def _write_version(self, version: int) -> None:
        assert self.conn is not None
        self.conn.execute(f"PRAGMA user_version = {int(version)}")
        self.conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")

    def _identity(self, version: int) -> str | None:
        assert self.conn is not None
        mark = self.conn.execute("PRAGMA application_id").fetchone()[0]
        if mark == APPLICATION_ID or (mark == 0 and version < _MARKED_FROM):
            return None
        return "another program's file" if mark else "not marked as a rulings database"

    def _read_tables(self) -> dict[str, set[str]]:
        assert self.conn is not None
        names = [
            r[0]
            for r in self.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            if not r[0].startswith("sqlite_")
        ]
        return {n: {c[1] for c in self.conn.execute("SELECT * FROM pragma_table_info(?)", (n,))} for n in names}

    # -- errors -----------------------------------------------------------------------------------
    def _errors(self) -> tuple[type[BaseException], ...]:
        return (sqlite3.Error,)

    def _busy(self, e: BaseException) -> bool:
        return isinstance(e, sqlite3.OperationalError) and _busy(e)

    def _describe(self, e: BaseException) -> str:
        assert isinstance(e, sqlite3.Error)
        path, name = self.where, _name(e)
        text = " ".join(str(e).split()) or type(e).__name__
        if _busy(e):
            return (
                f"{path}: the database is locked by another program (gave up after {base.BUSY_TIMEOUT:g} s); "
                "it was left untouched, try again"
            )
        if name.startswith("SQLITE_READONLY") or "readonly" in text:
            return f"{path}: the database is read-only ({text}); nothing was written"
        if name.startswith("SQLITE_NOTADB"):
            return f"{path}: not an SQLite database (damaged or another kind of file); it was left untouched"
        if name.startswith("SQLITE_CORRUPT") or "malformed" in text:
            return f"{path}: the database is damaged ({text}); nothing was written (`rulings log check` tells more)"
        if name.startswith("SQLITE_CANTOPEN"):
            return f"{path}: cannot open the database ({text})"
        if name.startswith("SQLITE_FULL"):
            return f"{path}: the disk is full; nothing was written"
        if name.startswith("SQLITE_IOERR"):
            return f"{path}: input/output error on the database ({text})"
        return f"{path}: not a usable rulings database ({text}); it was left untouched"


def _name(e: sqlite3.Error) -> str:
    return getattr(e, "sqlite_errorname", "") or ""


def _busy(e: sqlite3.Error) -> bool:
    return _name(e).startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in str(e)


def _first(problems: list[str]) -> str:
    lines = [x.strip() for p in problems for x in p.splitlines() if x.strip() and "***" not in x]
    more = f" and {len(lines) - 1} more" if len(lines) > 1 else ""
    return f"{(lines or problems)[0]}{more}"


def _fold(text: object) -> str | None:
    """SQL `fold(x)`: x compared without regard to case (Unicode's case folding)."""
    return None if text is None else str(text).casefold()
