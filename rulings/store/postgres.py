"""The PostgreSQL backend: `--db postgresql://user@host/dbname` (psycopg 3, the `postgres` extra).

Several rooms, one log: every terminal points at the same database. The tables live in the
connection's current schema (the first of its search_path; `?options=-csearch_path%3Drulings` in
the URL picks another), which must hold nothing but ours: a schema with other tables is refused,
as an SQLite file of another program is. The schema version is the one row of `rulings_schema`.

The guarantees are SQLite's: writers take one lock (a transaction-scoped advisory lock), so ids
follow the order entries were logged and nothing is lost; a reported id is committed; a read is
one snapshot (REPEATABLE READ, READ ONLY) and a read-only command opens a read-only session; a
lock held longer than BUSY_TIMEOUT is reported. Messages never show the URL's password.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from ..errors import BadInput
from . import base
from .base import Database
from .location import scrub

# The advisory lock every writer takes (the bytes of "rulings"): one writer at a time, per database.
WRITE_LOCK = 0x72756C696E6773
VERSION_TABLE = "rulings_schema"
CONNECT_TIMEOUT = 10  # seconds to reach the server


class Postgres(Database):
    dialect = "postgresql"
    not_ours = "a PostgreSQL schema with tables that are not a rulings database"

    def __init__(self, url: str, writable: bool):
        super().__init__(url, writable)
        self.url = url
        self.conn: Any = None
        self.schema_name = ""
        self._translated: dict[str, str] = {}

    @classmethod
    def open(cls, target: Any, writable: bool, check_tables: tuple[str, ...] = ()) -> Postgres | None:
        db = cls(str(target), writable)
        try:
            import psycopg  # noqa: F401
        except ImportError:
            raise BadInput(
                f"{db.where}: PostgreSQL needs the psycopg package (pip install 'rulings[postgres]')"
            ) from None
        try:
            db.retrying(db._connect)
        except BaseException:
            db.close()
            raise
        if not writable and db.version == 0:  # an empty schema: nothing has been stored there yet
            db.close()
            return None
        return db

    def _connect(self) -> None:
        import psycopg

        self.close()
        self.conn = psycopg.connect(self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT)
        self.conn.execute(
            "SELECT set_config('lock_timeout', %s, false), set_config('default_transaction_read_only', %s, false)",
            (f"{int(base.BUSY_TIMEOUT * 1000)}ms", "off" if self.writable else "on"),
        )
        self.schema_name = self.conn.execute("SELECT current_schema()").fetchone()[0] or ""
        if not self.schema_name:
            raise BadInput(f"{self.where}: no schema to use (none of the search_path's schemas exists)")
        self.not_ours = (
            f"the PostgreSQL schema {self.schema_name} holds tables that are not a rulings database "
            "(give rulings a database or schema of its own)"
        )
        with self._read_tx():
            self.check_ours()
        if self.writable:
            self.migrate()

    def close(self) -> None:
        if self.conn is not None:
            try:
                self.conn.close()
            finally:
                self.conn = None

    # -- statements and transactions ------------------------------------------------------------
    def sql(self, text: str) -> str:
        """`?` placeholders as psycopg's `%s` (a literal % doubled); `fold(x)` as lower(x)."""
        done = self._translated.get(text)
        if done is None:
            done = self._translated[text] = text.replace("%", "%%").replace("?", "%s").replace("fold(", "lower(")
        return done

    def _execute(self, sql: str, args: Iterable[Any]) -> Any:
        return self.conn.execute(sql, tuple(args))  # always params: `%%` (from sql()) becomes %

    def _stream(self, sql: str, args: Iterable[Any]) -> Iterator[tuple]:
        cur = self.conn.cursor()
        try:
            yield from cur.stream(sql, tuple(args))
        finally:
            cur.close()

    def _in_transaction(self) -> bool:
        from psycopg.pq import TransactionStatus

        return self.conn.info.transaction_status != TransactionStatus.IDLE

    @contextmanager
    def _write_tx(self) -> Iterator[None]:
        if self._in_transaction():
            raise RuntimeError("a write transaction inside another transaction")
        with self.conn.transaction():
            self.conn.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
            yield

    @contextmanager
    def _read_tx(self) -> Iterator[None]:
        if self._in_transaction():  # a read inside a read or a write: the same snapshot
            yield
            return
        with self.conn.transaction():
            self.conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            yield

    # -- schema -----------------------------------------------------------------------------------
    def _read_version(self) -> int:
        found = self.conn.execute(
            "SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = current_schema() AND c.relname = %s",
            (VERSION_TABLE,),
        ).fetchone()
        if not found:
            return 0
        row = self.conn.execute(f"SELECT max(version) FROM {VERSION_TABLE}").fetchone()
        return int(row[0] or 0)

    def _write_version(self, version: int) -> None:
        self.conn.execute(f"CREATE TABLE IF NOT EXISTS {VERSION_TABLE} (version INTEGER NOT NULL)")
        self.conn.execute(f"DELETE FROM {VERSION_TABLE}")
        self.conn.execute(f"INSERT INTO {VERSION_TABLE} (version) VALUES (%s)", (int(version),))

    def _read_tables(self) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        for table, column in self.conn.execute(
            "SELECT c.relname, a.attname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped "
            "WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND c.relname <> %s",
            (VERSION_TABLE,),
        ):
            out.setdefault(table, set()).update([column] if column else [])
        return out

    # -- errors -----------------------------------------------------------------------------------
    def _errors(self) -> tuple[type[BaseException], ...]:
        import psycopg

        return (psycopg.Error,)

    def _busy(self, e: BaseException) -> bool:
        return getattr(e, "sqlstate", None) in ("40001", "40P01")  # serialization failure, deadlock

    def _describe(self, e: BaseException) -> str:
        import psycopg

        where = self.where
        state = getattr(e, "sqlstate", None) or ""
        lines = [x for x in str(e).splitlines() if x.strip()]
        text = scrub(" ".join(" ".join(lines[:1]).split()) or type(e).__name__, self.url)
        reason = text.rsplit("failed: ", 1)[-1].removeprefix("FATAL: ").strip()
        if reason == "No such file or directory":  # a unix socket folder without a server in it
            reason = "no server is listening at that socket"
        if state in ("28P01", "28000") or "authentication failed" in text or "no password supplied" in text:
            return f"{where}: the PostgreSQL server refused the user name or password ({reason})"
        if state == "3D000" or ("database" in text and "does not exist" in text):
            return f"{where}: no such database on the PostgreSQL server ({reason})"
        if state == "42501":
            return f"{where}: no permission for this on the PostgreSQL server ({reason}); nothing was written"
        if state == "55P03":
            return (
                f"{where}: the database is locked by another program (gave up after {base.BUSY_TIMEOUT:g} s); "
                "it was left untouched, try again"
            )
        if state == "25006":
            return f"{where}: the database is read-only ({reason}); nothing was written"
        if state.startswith("53"):
            return f"{where}: the PostgreSQL server is out of resources ({reason}); nothing was written"
        if isinstance(e, psycopg.OperationalError) and not state:
            if self.conn is None or self.conn.closed:
                return f"{where}: cannot reach the PostgreSQL server ({reason})"
            return f"{where}: lost the connection to the PostgreSQL server ({reason})"
        if isinstance(e, psycopg.ProgrammingError) and not state:
            return f"{where}: not a usable PostgreSQL URL ({text})"
        return f"{where}: not a usable rulings database ({text}); it was left untouched"
