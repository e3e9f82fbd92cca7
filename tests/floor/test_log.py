"""The rulings log (issue 7): logging from `rule` and `ask`, earlier rulings, list/show/export,
several writers at once, a kill after success, and damaged, foreign or locked databases.
Corrections, reports, time zones and filters: test_log_review.py; hostile input and tampered
databases: test_log_hardening.py; both backends: tests/store/."""

from __future__ import annotations

import csv
import io
import itertools
import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from rulings.floor import log
from rulings.floor.log_export import CSV_COLUMNS
from rulings.store import database as store

ROOT = Path(__file__).resolve().parents[2]
CAPPED = ["--game", "five-card-draw", "--fact", "players_at_round_start=3", "--fact", "raises_so_far=4"]
# `ask`: the raise-cap dispute in five-card draw, 3 players at the start of the round, 4 raises.
ASK_CAPPED = "raise cap\n1\n3\n4\n"


@pytest.fixture
def cli(runner):
    from rulings.cli.app import app

    def run(*args, input=None):
        return runner.invoke(app, [str(a) for a in args], input=input)

    return run


@pytest.fixture
def db() -> Path:
    return Path(os.environ["RULINGS_DB"])


def one_line_error(r, *words):
    assert r.exit_code == 2, r.output
    try:
        err = r.stderr.strip()
    except ValueError:  # an older click runner that mixes stderr into output
        err = r.output.strip().splitlines()[-1]
    assert err.startswith("error: ") and "\n" not in err and "Traceback" not in r.output, err
    for w in words:
        assert w in err, err


def entries(path) -> list[dict]:
    conn = store.open_for_reading(path)
    try:
        return log.query(conn)
    finally:
        if conn:
            conn.close()


def capped_entry(book, **details):
    from rulings.engine.ruling import rule

    r = rule(book, "five-card-draw", {"players_at_round_start": 3, "raises_so_far": 4})
    return log.entry_for(book, r, **details)


def run_py(code: str, *args, **kw) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code), *map(str, args)],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kw,
    )


# -- logging -----------------------------------------------------------------------------------
def test_rule_log_keeps_every_part_of_the_ruling(cli, db, book):
    r = cli("rule", *CAPPED, "--log", "--table", "7", "--seat", "3", "--floor", "Ann", "--note", "argued", "--json")
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    assert out["status"] == "decided" and out["log"] == {"id": 1, "db": str(db)}

    e = json.loads(cli("log", "show", "1", "--json").stdout)
    assert list(e) == log.ENTRY_FIELDS and e["voided"] is False and e["corrections"] == []
    assert e["id"] == 1 and e["game"] == "five-card-draw" and e["via"] == "rule"
    assert e["created_utc"].endswith("Z") and len(e["created_utc"]) == 20
    assert e["facts"] == {"players_at_round_start": 3, "raises_so_far": 4}
    assert e["status"] == "decided" and e["outcome"] == "capped"
    assert e["clauses"] == out["rulings"] and "no further raise is allowed" in e["decision"]
    assert e["sections"] == ["draw.betting-cap"] and "(draw.betting-cap)" in e["clauses"][0]["citation"]
    assert e["house"] == out["house"]["name"] and e["house_options"] == out["house"]["options_used"]
    assert (e["table"], e["seat"], e["floor"], e["note"]) == ("7", "3", "Ann", "argued")
    assert e["data_version"] == book.fingerprint

    text = cli("rule", *CAPPED, "--log", "--floor", "Bo")
    assert text.exit_code == 0 and f"Logged as #2 ({db})" in text.stdout
    shown = cli("log", "show", "#2")
    assert shown.exit_code == 0 and "floor person: Bo" in shown.stdout
    assert "Decided under the rule data in use now" in shown.stdout


def test_log_details_without_log_and_bad_ids_are_exit_2(cli, db):
    one_line_error(cli("rule", *CAPPED, "--table", "7", "--floor", "Ann"), "--table, --floor go with --log")
    assert not db.exists()  # nothing was opened, let alone written
    one_line_error(cli("log", "show", "1"), "no entry #1", "nothing has been logged")
    cli("rule", *CAPPED, "--log")
    one_line_error(cli("log", "show", "9"), "no entry #9")
    one_line_error(cli("log", "show", "first"), "a number")


def test_db_option_overrides_the_environment(cli, db, tmp_path):
    other = tmp_path / "sub" / "room.db"
    assert cli("rule", *CAPPED, "--log", "--db", other).exit_code == 0
    assert other.exists() and not db.exists()
    assert "1 entry" in cli("log", "list", "--db", other).stdout
    assert "No rulings logged" in cli("log", "list").stdout


def test_ask_offers_to_log_and_the_next_ask_shows_the_earlier_ruling(cli, db):
    typed = ASK_CAPPED + "y\n7\nseat 3 (Joe)\nAnn\nJoe wanted a fifth raise\n"
    r = cli("ask", "--game", "five-card-draw", input=typed)
    assert r.exit_code == 0, r.output
    assert "RULING (five-card-draw)" in r.stdout and "Earlier rulings" not in r.stdout
    assert r.stdout.index("Log this ruling? [y/N]") > r.stdout.index("RULING")
    assert f"Logged as #1 ({db})" in r.stdout
    [e] = entries(db)
    assert (e["via"], e["table"], e["seat"], e["floor"]) == ("ask", "7", "seat 3 (Joe)", "Ann")
    assert e["note"] == "Joe wanted a fifth raise" and e["outcome"] == "capped"
    assert e["facts"] == {"players_at_round_start": 3, "raises_so_far": 4}

    again = cli("ask", "--game", "five-card-draw", input=ASK_CAPPED + "n\n")
    assert again.exit_code == 0, again.output
    out = again.stdout
    assert "Earlier rulings on draw.betting-cap" in out
    assert "#1 " in out and "table 7" in out and "floor: Ann" in out and "capped:" in out
    assert "Joe wanted a fifth raise" in out
    assert out.index("Earlier rulings") < out.index("Log this ruling?") and "Not logged." in out
    assert len(entries(db)) == 1


def test_ask_shows_at_most_three_earlier_rulings_newest_first(cli, db):
    for n in range(1, 6):
        cli("rule", *CAPPED, "--log", "--table", n, "--floor", f"F{n}")
    out = cli("ask", "--game", "five-card-draw", input=ASK_CAPPED).stdout
    shown = [line.split()[0] for line in out.splitlines() if line.startswith("  #")]
    assert shown == ["#5", "#4", "#3"]


def test_ask_input_ending_at_the_offer_logs_nothing(cli, db):
    r = cli("ask", "--game", "five-card-draw", input=ASK_CAPPED)
    assert r.exit_code == 1 and "Log this ruling?" in r.stdout and "not logged" in r.stderr  # end of input: exit 1
    assert not db.exists()  # looking for earlier rulings does not create the database
    r = cli("ask", "--game", "five-card-draw", input=ASK_CAPPED + "yes\n7\n")
    assert r.exit_code == 1 and "not logged" in r.stderr and not db.exists()
    r = cli("ask", "--game", "five-card-draw", input=ASK_CAPPED + "maybe\nno\n")
    assert r.exit_code == 0 and "Type y to log" in r.stdout and "Not logged." in r.stdout


def test_an_undecided_ruling_is_logged_with_its_branches(cli, db):
    r = cli("ask", "--game", "five-card-draw", input="raise cap\n1\nunknown\nunknown\ny\n\n\nDee\nlet it go\n")
    assert r.exit_code == 0, r.output
    [e] = entries(db)
    assert e["status"] == "needs_facts" and e["clauses"] == [] and e["outcome"] == ""
    assert e["unknown"] == ["players_at_round_start", "raises_so_far"]
    assert e["sections"] == ["draw.betting-cap"]  # filed under the dispute's section all the same
    assert "it depends on" in e["decision"] and e["floor"] == "Dee"


# -- list, show, export ------------------------------------------------------------------------
@pytest.fixture
def three(book, db):
    """Three entries: two betting-cap rulings (five-card draw, lowball) and a draw-size one."""
    from rulings.engine.ruling import rule

    made = [
        capped_entry(book, table="1", floor="Ann", note='comma, "quotes"\nand a second line ♠'),
        log.entry_for(
            book,
            rule(book, "lowball", {"players_at_round_start": 3, "raises_so_far": 4}),
            table="2",
            floor="Bo",
            note="=SUM(A1)",
        ),
        log.entry_for(book, rule(book, "five-card-draw", {"cards_wanted": 6}), table="3", seat="Zoë"),
    ]
    made[0]["created_utc"] = "2024-05-01T20:00:00Z"
    made[1]["created_utc"] = "2024-05-02T03:30:00Z"
    made[2]["created_utc"] = "2024-05-03T12:00:00Z"
    conn = store.connect(db)
    for e in made:
        e["id"] = log.add(conn, e, db)
    conn.close()
    assert made[2]["sections"] == ["draw.the-draw"]
    return made


def ids(r) -> list[int]:
    assert r.exit_code == 0, r.output
    return [e["id"] for e in json.loads(r.stdout)["entries"]]


def test_list_filters(cli, three, monkeypatch):
    import time

    monkeypatch.setenv("TZ", "UTC")  # the system's zone, the room's when the profile names none
    time.tzset()
    assert ids(cli("log", "list", "--json")) == [1, 2, 3]
    assert ids(cli("log", "list", "--json", "--since", "2024-05-02")) == [2, 3]
    assert ids(cli("log", "list", "--json", "--since", "2024-05-02T04:00")) == [3]
    # 05:00 at UTC+2 is 03:00 UTC, before the second entry
    assert ids(cli("log", "list", "--json", "--since", "2024-05-02T05:00+02:00")) == [2, 3]
    assert ids(cli("log", "list", "--json", "--since", "2024-05-02T03:30:00Z")) == [2, 3]
    assert ids(cli("log", "list", "--json", "--section", "draw.betting-cap")) == [1, 2]
    assert ids(cli("log", "list", "--json", "--section", "draw")) == [1, 2, 3]  # a part takes its sections
    assert ids(cli("log", "list", "--json", "--game", "lowball")) == [2]
    assert ids(cli("log", "list", "--json", "--game", "five-card-draw", "--section", "draw.the-draw")) == [3]
    assert ids(cli("log", "list", "--json", "--last", "2")) == [2, 3]
    assert ids(cli("log", "list", "--json", "--section", "draw.live-blind")) == []
    text = cli("log", "list").stdout
    assert "#1" in text and "2024-05-01 20:00 UTC" in text and "table 3 seat Zoë" in text and "3 entries" in text
    assert "No rulings logged that match" in cli("log", "list", "--since", "2030-01-01").stdout


def test_list_bad_input_is_exit_2(cli, three):
    one_line_error(cli("log", "list", "--since", "someday"), "today, yesterday", "7d", "YYYY-MM-DD", "'someday'")
    one_line_error(cli("log", "list", "--since", "2024-13-01"), "YYYY-MM-DD")
    one_line_error(cli("log", "list", "--section", "draw.betting"), "unknown section", "draw.betting-cap")
    one_line_error(cli("log", "list", "--game", "stud"), "unknown game 'stud'")
    one_line_error(cli("log", "export", "--format", "xml"), "csv or json")


def test_export_json_holds_every_field_of_every_entry(cli, three, tmp_path):
    r = cli("log", "export", "--format", "json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["count"] == 3 and data["entries"] == [{**e, "voided": False, "corrections": []} for e in three]
    assert all(list(e) == log.ENTRY_FIELDS for e in data["entries"])
    for e in data["entries"]:  # and the same as `log show --json`
        assert json.loads(cli("log", "show", e["id"], "--json").stdout) == e
    out = tmp_path / "out.json"
    assert cli("log", "export", "--format", "json", "-o", out, "--section", "draw.the-draw").exit_code == 0
    assert [e["id"] for e in json.loads(out.read_text(encoding="utf-8"))["entries"]] == [3]


def test_export_csv_has_a_header_and_every_entry(cli, three, tmp_path):
    out = tmp_path / "log.csv"
    r = cli("log", "export", "--format", "csv", "-o", out)
    assert r.exit_code == 0 and "3 entries written" in r.stderr
    text = out.read_text(encoding="utf-8")
    rows = list(csv.reader(io.StringIO(text, newline="")))
    assert rows[0] == CSV_COLUMNS and len(rows) == 4
    assert [row[0] for row in rows[1:]] == ["1", "2", "3"]
    exported = list(csv.DictReader(io.StringIO(text, newline="")))
    # awkward notes too; a formula is defused (test_log_hardening.py)
    assert [r["note"] for r in exported] == [three[0]["note"], "'=SUM(A1)", ""]
    first = exported[0]
    assert first["facts"] == "players_at_round_start=3; raises_so_far=4"
    assert first["clauses"] == "; ".join(c["clause"] for c in three[0]["clauses"])
    assert first["citations"] == "; ".join(c["citation"] for c in three[0]["clauses"])
    assert (
        first["sections"] == "draw.betting-cap"
        and first["house_options"] == "raise_cap=four-raises; heads_up_cap=stays"
    )
    assert first["time"].startswith("2024-05-01") and first["created_utc"] == "2024-05-01T20:00:00Z"
    assert not any(cell.lstrip().startswith(("{", "[")) for r in exported for cell in r.values())  # no JSON
    assert cli("log", "export", "--format", "CSV").stdout == text


# -- several writers, a kill, damaged and locked databases ---------------------------------------
WRITER = """
    import sys
    from rulings.floor import log
    from rulings.store import database as store
    from rulings.rules.load import load
    from rulings.engine.ruling import rule

    worker, count, db = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    book = load()
    r = rule(book, "five-card-draw", {"players_at_round_start": 3, "raises_so_far": 4})
    print("ready", flush=True)
    sys.stdin.readline()  # start together
    conn = None
    for i in range(count):
        entry = log.entry_for(book, r, table=worker, seat=str(i), floor="w" + worker)
        if i < 20 or i % 20 == 0:  # on its own connection, as a separate `rulings` run would
            log.record(entry, db)
        else:  # on a connection kept open (quicker: record's integrity check reads the whole file)
            conn = conn or store.connect(db)
            log.add(conn, entry, db)
    print("done", flush=True)
"""


@pytest.fixture
def fast_db(tmp_path):
    """A database on tmpfs where there is one: this test is about locking, not about fsync, and
    800 synchronous commits on a busy disk take seconds (the kill test below uses the real disk)."""
    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        yield tmp_path / "rulings.db"
        return
    import tempfile

    with tempfile.TemporaryDirectory(dir=shm, prefix="rulings-test-") as d:
        yield Path(d) / "rulings.db"


def test_four_processes_logging_at_once_lose_nothing(fast_db, book):
    db = fast_db
    capped_entry(book)  # warm the rulebook cache, so the writers start quickly
    procs = [run_py(WRITER, w, 200, db) for w in "ABCD"]
    for p in procs:
        assert p.stdout.readline().strip() == "ready", p.stderr.read()
    for p in procs:
        p.stdin.write("go\n")
        p.stdin.flush()
    for p in procs:
        out, err = p.communicate(timeout=60)
        assert p.returncode == 0 and out.strip() == "done", err
    got = entries(db)
    assert len(got) == 800 and [e["id"] for e in got] == list(range(1, 801))
    assert sorted((e["table"], int(e["seat"])) for e in got) == [(w, i) for w in "ABCD" for i in range(200)]
    switches = sum(a["table"] != b["table"] for a, b in itertools.pairwise(got))
    assert switches > 3  # the writers really did overlap


def test_an_entry_survives_a_kill_right_after_success(db, book):
    capped_entry(book)
    # Through the CLI: `rule --log --json` prints the id, then the process is killed outright.
    p = run_py("""
        import os, signal
        from rulings.cli.app import app
        app(["rule", "--game", "five-card-draw", "--fact", "players_at_round_start=3",
             "--fact", "raises_so_far=4", "--log", "--floor", "Kay", "--json"], standalone_mode=False)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    out, err = p.communicate(timeout=30)
    assert p.returncode == -signal.SIGKILL, err
    cli_id = json.loads(out)["log"]["id"]
    # Through the library, killed with the connection still open: the entry is only in the WAL file.
    p = run_py("""
        import os, signal
        from rulings.floor import log
        from rulings.store import database as store
        from rulings.rules.load import load
        from rulings.engine.ruling import rule
        book = load()
        conn = store.connect()
        e = log.entry_for(book, rule(book, "five-card-draw", {"cards_wanted": 6}), floor="Lee")
        print(log.add(conn, e), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    out, err = p.communicate(timeout=30)
    assert p.returncode == -signal.SIGKILL, err
    lib_id = int(out)
    assert Path(str(db) + "-wal").exists()
    got = {e["id"]: e for e in entries(db)}
    assert got[cli_id]["floor"] == "Kay" and got[lib_id]["floor"] == "Lee"


def damaged_db(db: Path, book) -> bytes:
    """A real log database with a run of its pages overwritten."""
    conn = store.connect(db)
    for n in range(40):
        log.add(conn, capped_entry(book, table=str(n), note="x" * 500), db)
    conn.close()
    raw = bytearray(db.read_bytes())
    assert len(raw) > 12 * 4096
    raw[3 * 4096 : 9 * 4096] = b"\xa5" * (6 * 4096)
    db.write_bytes(bytes(raw))
    return bytes(raw)


def garbage_db(db: Path, book) -> bytes:
    db.write_bytes(b"Not a database at all, just some text.\n" * 200)
    return db.read_bytes()


def foreign_db(db: Path, book) -> bytes:
    conn = sqlite3.connect(db)  # another program's file, in the default rollback-journal mode
    conn.execute("CREATE TABLE accounts (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO accounts (name) VALUES ('someone')")
    conn.commit()
    conn.close()
    return db.read_bytes()


def newer_db(db: Path, book) -> bytes:
    store.connect(db).close()
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    return db.read_bytes()


@pytest.mark.parametrize(
    "kind, words",
    [
        ("garbage", ["not an SQLite database"]),
        ("damaged", ["damaged", "nothing was written"]),
        ("foreign", ["not a rulings database"]),
        ("newer", ["newer rulings", "schema 99"]),
    ],
)
def test_a_bad_database_is_reported_and_never_written(cli, db, book, kind, words):
    make = {"garbage": garbage_db, "damaged": damaged_db, "foreign": foreign_db, "newer": newer_db}[kind]
    before = make(db, book)
    one_line_error(cli("rule", *CAPPED, "--log", "--floor", "Ann"), str(db), *words)
    assert db.read_bytes() == before
    r = cli("ask", "--game", "five-card-draw", input=ASK_CAPPED + "y\n1\n\nAnn\n\n")
    assert "RULING (five-card-draw)" in r.stdout  # the floor still gets the ruling
    one_line_error(r, str(db))
    assert db.read_bytes() == before
    for args in (["list"], ["show", "1"], ["export", "--format", "csv"]):
        r = cli("log", *args)
        if kind == "damaged" and r.exit_code == 0:  # reading may not touch the bad pages; never writes
            continue
        one_line_error(r, str(db))
    assert db.read_bytes() == before


HOLDER = """
    import sqlite3, sys
    conn = sqlite3.connect(sys.argv[1], isolation_level=None)
    if sys.argv[2] == "write":  # another program is writing, and takes its time
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO rulings_log (created_utc, game, status) VALUES ('x', 'x', 'x')")
    else:  # a program that keeps the file to itself
        conn.execute("PRAGMA locking_mode = EXCLUSIVE")
        conn.execute("BEGIN EXCLUSIVE")
        conn.execute("COMMIT")
    print("holding", flush=True)
    sys.stdin.readline()
"""


def test_a_locked_database_is_reported_after_the_busy_timeout(cli, db, monkeypatch):
    from rulings.store import base

    monkeypatch.setattr(base, "BUSY_TIMEOUT", 0.1)
    assert cli("rule", *CAPPED, "--log", "--floor", "Ann").exit_code == 0
    holder = run_py(HOLDER, db, "write")  # in another process: POSIX locks are per process
    assert holder.stdout.readline().strip() == "holding", holder.stderr.read()
    before = db.read_bytes()
    one_line_error(cli("rule", *CAPPED, "--log", "--floor", "Bo"), "locked", "gave up after 0.1 s")
    r = cli("ask", "--game", "five-card-draw", input=ASK_CAPPED + "y\n1\n\nBo\n\n")
    one_line_error(r, "locked")
    assert db.read_bytes() == before
    assert "1 entry" in cli("log", "list").stdout  # in WAL mode readers are not blocked by a writer
    holder.communicate("done\n", timeout=10)

    holder = run_py(HOLDER, db, "exclusive")
    assert holder.stdout.readline().strip() == "holding", holder.stderr.read()
    one_line_error(cli("log", "list"), "locked")
    holder.communicate("done\n", timeout=10)
    assert cli("rule", *CAPPED, "--log", "--floor", "Cy").exit_code == 0
    assert [e["floor"] for e in entries(db)] == ["Ann", "Cy"]


def test_a_new_database_is_in_wal_mode_at_the_latest_schema(db):
    conn = store.connect(db)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(store.MIGRATIONS)
    conn.close()
