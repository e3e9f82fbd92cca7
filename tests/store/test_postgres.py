"""PostgreSQL-only: the one-line errors a room's manager will meet (server unreachable, wrong
password, no such database, a schema that is not ours, a bad URL), never with the password in
them; and what the log looks like through `--db postgresql://...` end to end."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest

CAPPED = ["--game", "five-card-draw", "--fact", "players_at_round_start=3", "--fact", "raises_so_far=4"]
COMMANDS = [
    ["log", "list"],
    ["log", "show", "1"],
    ["log", "export", "-f", "csv"],
    ["log", "report"],
    ["log", "check"],
    ["log", "void", "1", "--reason", "x", "--floor", "y"],
    ["rule", *CAPPED, "--log", "--floor", "Ann"],
    ["quiz", "stats", "-t", "ana"],
]


def one_line(r, *words, secret: str | None = None) -> str:
    assert r.exit_code == 2, r.output
    err = r.stderr.strip()
    assert err.startswith("error: ") and "\n" not in err and "Traceback" not in r.output, err
    for w in words:
        assert w in err, err
    if secret:
        assert secret not in r.output and secret not in err
    return err


def _with_password(url: str, user: str, password: str) -> str:
    """`url` (postgresql://USER@/db?...) for another user and password."""
    rest = url.split("://", 1)[1].split("@", 1)[1]
    return f"postgresql://{user}:{quote(password, safe='')}@{rest}"


def test_an_unreachable_server(cli, pg_url, tmp_path):
    secret = "Sekr1t-unreachable"
    url = f"postgresql://rulings:{secret}@/rulings?host={tmp_path}/no-server-here&port=5"
    for args in COMMANDS:
        one_line(cli(*args, "--db", url), "cannot reach the PostgreSQL server", "postgresql://rulings:***@", secret=secret)


def test_the_wrong_password(cli, pg_password_url):
    good = pg_password_url
    user = good.split("://", 1)[1].split(":", 1)[0]
    wrong = "not-the-password-%@!"
    url = _with_password(good, user, wrong)
    for args in COMMANDS:
        one_line(cli(*args, "--db", url), "refused the user name or password", secret=quote(wrong, safe=""))
        assert wrong not in cli(*args, "--db", url).output
    # the right one reads (nothing logged yet); the message names the database without the password
    right = good.split("://", 1)[1].split("@", 1)[0].split(":", 1)[1]
    r = cli("log", "list", "--db", good)
    assert r.exit_code == 0 and "No rulings logged" in r.stdout and right not in r.output
    # that user owns nothing: PostgreSQL 15 lets only the owner create tables in `public`
    one_line(cli("rule", *CAPPED, "--log", "--db", good), "no permission", secret=right)


def test_no_such_database_and_a_bad_url(cli, pg_url):
    rest = pg_url.split("://", 1)[1].split("@", 1)[1]
    missing = "postgresql://rulings:pw-12345@" + rest.replace("/rulings?", "/no_such_db?", 1)
    one_line(cli("log", "list", "--db", missing), "no such database", secret="pw-12345")
    one_line(cli("log", "list", "--db", pg_url + "&bogus=1"), "not a usable PostgreSQL URL")
    bad = "postgresql://ann:pw-67890@[::1:bad/x"
    one_line(cli("log", "list", "--db", bad), secret="pw-67890")


def test_a_schema_with_other_tables_is_not_ours_and_left_as_it_was(cli, pg_db, pg_conn):
    pg_conn.execute("CREATE TABLE accounts (id int PRIMARY KEY, name text)")
    pg_conn.execute("INSERT INTO accounts VALUES (1, 'someone')")
    for args in COMMANDS:
        one_line(cli(*args, "--db", pg_db), "holds tables that are not a rulings database")
    tables = [r[0] for r in pg_conn.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()")]
    assert tables == ["accounts"]
    assert pg_conn.execute("SELECT name FROM accounts").fetchall() == [("someone",)]


def test_the_log_through_postgresql_end_to_end(cli, pg_db, pg_conn):
    r = cli("rule", *CAPPED, "--log", "--table", "4", "--floor", "Ann", "--db", pg_db, "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["log"]["id"] == 1
    r = cli("ask", "--game", "five-card-draw", "--db", pg_db, input="raise cap\n1\n3\n4\ny\n7\n3\nBo\nsaw it\n")
    assert r.exit_code == 0, r.output
    assert "Earlier rulings on draw.betting-cap" in r.stdout and "#1 " in r.stdout and "Logged as #2" in r.stdout
    assert cli("log", "void", "1", "--reason", "wrong table", "--floor", "Cy", "--db", pg_db).exit_code == 0
    listed = cli("log", "list", "--db", pg_db).stdout
    assert "VOID" in listed.splitlines()[0] and "2 entries" in listed
    # the tables are in the test's own schema, at the latest version, with the void beside the entry
    from rulings.store.schema import LATEST

    assert pg_conn.execute("SELECT version FROM rulings_schema").fetchall() == [(LATEST,)]
    assert pg_conn.execute("SELECT entry_id, kind, floor_person FROM rulings_log_corrections").fetchall() == [
        (1, "void", "Cy")]
    assert pg_conn.execute("SELECT floor_person FROM rulings_log ORDER BY id").fetchall() == [("Ann",), ("Bo",)]


def test_a_read_only_command_opens_a_read_only_session(pg_db, book):
    from rulings.errors import BadInput
    from rulings.floor import log
    from rulings.store import database as store

    from rulings.engine.ruling import rule

    log.record(log.entry_for(book, rule(book, "lowball", {"cards_wanted": 6})), pg_db)
    conn = store.open_for_reading(pg_db)
    try:
        with pytest.raises(BadInput, match="read-only"):  # even SQL that would write cannot
            conn.execute("DELETE FROM rulings_log")
    finally:
        conn.close()
    assert len(log.query(store.open_for_reading(pg_db))) == 1
