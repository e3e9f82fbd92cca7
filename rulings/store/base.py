"""The interface every backend of the user's database implements (store/sqlite.py,
store/postgres.py), and what they share: placeholders, retries, transactions, the schema check
and migrations. How to open one: store/database.py."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any, TypeVar

from ..errors import BadInput
from . import schema
from .location import shown

T = TypeVar("T")
# How long to wait for another process's write to finish before giving up (seconds). Writes are
# single short transactions, so a lock held longer than this means something is stuck.
BUSY_TIMEOUT = 10.0


class Database:
    """An open database (one connection). Subclasses: store.sqlite.SQLite, store.postgres.Postgres."""

    dialect = ""
    not_ours = "not a rulings database"  # what a message says of another program's file or schema

    def __init__(self, target: Path | str, writable: bool):
        self.target = target
        self.where = shown(target)
        self.writable = writable
        self.version = 0
        self.tables: dict[str, set[str]] = {}

    # -- what a backend provides ----------------------------------------------------------------
    def _execute(self, sql: str, args: Iterable[Any]) -> Any:
        """Run one statement (placeholders already the driver's); a cursor."""
        raise NotImplementedError

    def _stream(self, sql: str, args: Iterable[Any]) -> Iterator[tuple]:
        raise NotImplementedError

    def _write_tx(self) -> AbstractContextManager[None]:
        raise NotImplementedError

    def _read_tx(self) -> AbstractContextManager[None]:
        raise NotImplementedError

    def _read_version(self) -> int:
        raise NotImplementedError

    def _write_version(self, version: int) -> None:
        raise NotImplementedError

    def _read_tables(self) -> dict[str, set[str]]:
        """Every table of ours or anyone's in this database (SQLite) or schema (PostgreSQL),
        with its columns; not the backend's own bookkeeping."""
        raise NotImplementedError

    def _identity(self, version: int) -> str | None:
        """A reason this is not ours beyond the tables (SQLite's application id), or None."""
        return None

    def _errors(self) -> tuple[type[BaseException], ...]:
        raise NotImplementedError

    def _busy(self, e: BaseException) -> bool:
        return False

    def _describe(self, e: BaseException) -> str:
        raise NotImplementedError

    def integrity(self) -> list[str]:
        """The backend's own full check of the stored data: problems found (none: [])."""
        return []

    def close(self) -> None:
        raise NotImplementedError

    def sql(self, text: str) -> str:
        """`text` with the backend's placeholders for `?` (the one place they are translated)."""
        return text

    # -- shared by both ---------------------------------------------------------------------------
    def execute(self, sql: str, args: Iterable[Any] = ()) -> Any:
        """Run one statement; a cursor (fetchone, fetchall, iteration)."""
        with self.guard():
            return self._execute(self.sql(sql), tuple(args))

    def rows(self, sql: str, args: Iterable[Any] = ()) -> Iterator[tuple]:
        """The rows of a query, streamed; errors while reading them are BadInput too."""
        errors = self._errors()
        try:
            yield from self._stream(self.sql(sql), tuple(args))
        except errors as e:
            raise BadInput(self._describe(e)) from None

    def insert(self, sql: str, args: Iterable[Any] = ()) -> int:
        """Run an INSERT into a table with an `id` column; the new row's id."""
        with self.guard():
            cur = self._execute(self.sql(sql + " RETURNING id"), tuple(args))
            return int(cur.fetchone()[0])

    @contextmanager
    def guard(self) -> Iterator[None]:
        """Database errors as one-line BadInput messages that name the database."""
        try:
            yield
        except self._errors() as e:
            raise BadInput(self._describe(e)) from None
        except UnicodeEncodeError:
            raise BadInput(f"{self.where}: text that is not valid UTF-8 cannot be stored or looked up") from None

    def retrying(self, work: Callable[[], T]) -> T:
        """Run `work` (which must leave nothing half-done when it fails) again while the database
        is busy, until BUSY_TIMEOUT; database errors become one-line BadInput messages.

        SQLite's own busy timeout covers most waits, but a few are reported at once (another
        process opening or closing the WAL file at the same moment, say); PostgreSQL reports a
        deadlock or a serialization failure. Those are worth another try."""
        deadline = time.monotonic() + BUSY_TIMEOUT
        pause = 0.005
        errors = self._errors()
        while True:
            try:
                return work()
            except errors as e:
                if not self._busy(e) or time.monotonic() + pause > deadline:
                    raise BadInput(self._describe(e)) from None
            time.sleep(pause)
            pause = min(pause * 2, 0.1)

    def write(self, work: Callable[[], T]) -> T:
        """`work()` in one write transaction (writers one at a time), retried while busy."""
        if not self.writable:
            raise BadInput(f"{self.where}: opened for reading only; nothing was written")

        def attempt() -> T:
            with self._write_tx():
                return work()

        return self.retrying(attempt)

    def read(self, work: Callable[[], T]) -> T:
        """`work()` in one consistent read (a snapshot), retried while busy."""

        def attempt() -> T:
            with self._read_tx():
                return work()

        return self.retrying(attempt)

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """A consistent read for streaming: every query inside sees the same data."""
        errors = self._errors()
        try:
            with self._read_tx():
                yield
        except errors as e:
            raise BadInput(self._describe(e)) from None

    def has(self, table: str) -> bool:
        """Whether this database's schema has `table` (an older one may not, when only read)."""
        return table in self.tables

    # -- is it ours, and at which version ---------------------------------------------------------
    def check_ours(self) -> None:
        """Read-only checks, cheap whatever the size of the log: a newer schema, another program's
        file or schema, a table or column of ours missing. Sets `version` and `tables`."""
        version = self._read_version()
        if version > schema.LATEST:
            raise BadInput(
                f"{self.where}: made by a newer rulings (schema {version}, this one knows {schema.LATEST}); "
                "it was left untouched"
            )
        found = self._read_tables()
        expected = schema.tables(version)
        foreign = self._identity(version)
        if foreign or (version == 0 and found) or (version > 0 and not set(expected) & set(found)):
            raise BadInput(f"{self.where}: {self.not_ours}; it was left untouched")
        for table, columns in expected.items():
            if table not in found:
                raise BadInput(
                    f"{self.where}: the rulings database has no table {table} (changed outside rulings); "
                    "it was left untouched"
                )
            missing = sorted(columns - found[table])
            if missing:
                raise BadInput(
                    f"{self.where}: the table {table} has no column {missing[0]} (changed outside rulings); "
                    "it was left untouched"
                )
        self.version, self.tables = version, found

    def migrate(self) -> None:
        """Bring the schema to the latest version, in one transaction (another process may be
        doing the same: the check is made again once the write lock is held)."""
        if self.version == schema.LATEST:
            return

        def steps() -> None:
            self.check_ours()
            for step in range(self.version, schema.LATEST):
                for statement in schema.statements(step, self.dialect):
                    self._execute(self.sql(statement), ())
            self._write_version(schema.LATEST)

        self.write(steps)
        self.version, self.tables = schema.LATEST, schema.tables(schema.LATEST)
