"""Pytest fixtures for tests against a real PostgreSQL server (psycopg 3), loaded from
tests/conftest.py (`pytest_plugins`, tests/ on the pythonpath).

- ``pg_url`` (session): the server's URL from RULINGS_TEST_POSTGRES, e.g.
  ``postgresql://rulings@/rulings?host=/tmp/rulings-pg.XXXXXX&port=5432`` (.ci/run starts such a
  server). Checked once with a connection.
- ``pg_db``: a ``postgresql://`` URL for this test alone: a fresh schema, first on the search_path
  of every connection made with it (``options=-c search_path=...``), so the code under test opens
  its own connections, in any process or thread, and sees only this test's tables. Dropped after.
- ``pg_conn``: an autocommit psycopg connection to that schema, for looking behind the code's back.
- ``pg_password_url``: RULINGS_TEST_POSTGRES_PASSWORD_URL, a URL whose user must give a password
  (.ci/run makes one, with scram-sha-256 authentication), for the wrong-credentials tests.
- ``db_target`` (parametrized ``sqlite`` / ``postgres``): the database a test runs against, set as
  RULINGS_DB too, so one test covers both backends.

Without RULINGS_TEST_POSTGRES (or psycopg) the PostgreSQL tests skip, unless
RULINGS_REQUIRE_POSTGRES=1 (CI sets it): then they fail.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Iterator
from typing import NoReturn
from urllib.parse import quote

import pytest


def unavailable(reason: str) -> NoReturn:
    """Skip, or fail when the environment requires the database tests to run."""
    if os.environ.get("RULINGS_REQUIRE_POSTGRES") == "1":
        pytest.fail(f"{reason} (RULINGS_REQUIRE_POSTGRES=1)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def pg_url() -> str:
    url = os.environ.get("RULINGS_TEST_POSTGRES", "")
    if not url:
        unavailable("RULINGS_TEST_POSTGRES is not set (a postgresql:// URL)")
    try:
        import psycopg
    except ImportError as e:
        unavailable(f"psycopg is not installed ({e})")
    try:
        psycopg.connect(url, connect_timeout=10).close()
    except psycopg.Error as e:
        unavailable(f"cannot connect to RULINGS_TEST_POSTGRES={url}: {' '.join(str(e).split())}")
    return url


def with_search_path(url: str, schema: str) -> str:
    """`url` whose connections use `schema` first."""
    return url + ("&" if "?" in url else "?") + "options=" + quote(f"-c search_path={schema}", safe="")


@contextlib.contextmanager
def fresh_schema(url: str) -> Iterator[str]:
    """A new schema; yields a URL whose connections use it first. Dropped (CASCADE) after."""
    import psycopg
    from psycopg import sql

    schema = f"test_{uuid.uuid4().hex[:12]}"  # lower case: no quoting trouble in URLs or psql
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE SCHEMA {}").format(sql.Identifier(schema)))
    try:
        yield with_search_path(url, schema)
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(sql.SQL("DROP SCHEMA {} CASCADE").format(sql.Identifier(schema)))


@pytest.fixture
def pg_db(pg_url: str) -> Iterator[str]:
    with fresh_schema(pg_url) as url:
        yield url


@pytest.fixture
def pg_conn(pg_db: str):
    import psycopg

    with psycopg.connect(pg_db, autocommit=True) as conn:
        yield conn


@pytest.fixture
def pg_password_url(pg_url: str) -> str:
    url = os.environ.get("RULINGS_TEST_POSTGRES_PASSWORD_URL", "")
    if not url:
        unavailable("RULINGS_TEST_POSTGRES_PASSWORD_URL is not set (a user that must give a password)")
    return url


@pytest.fixture(params=["sqlite", "postgres"])
def db_target(request, tmp_path, monkeypatch):
    """The database for this test, on each backend in turn (RULINGS_DB points at it too)."""
    if request.param == "sqlite":
        target = str(tmp_path / "rulings.db")
    else:
        target = request.getfixturevalue("pg_db")
    monkeypatch.setenv("RULINGS_DB", target)
    return target
