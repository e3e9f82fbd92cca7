"""The log against a careless user and an attacker (issue 12): formula cells defused in CSV,
terminal escapes never printed, clean one-line errors for hostile arguments, read commands that
never write (read-only files and folders still read), writes that do not check the whole file."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import sqlite3
import subprocess
import sys

import pytest

from rulings.floor import log
from rulings.store import database as store

CAPPED = ["--game", "five-card-draw", "--fact", "players_at_round_start=3", "--fact", "raises_so_far=4"]


@pytest.fixture
def db(tmp_path, monkeypatch):
    path = tmp_path / "rulings.db"
    monkeypatch.setenv("RULINGS_DB", str(path))
    return path


def one_line(r, *words):
    assert r.exit_code == 2, r.output
    err = r.stderr.strip()
    assert err.startswith("error: ") and "\n" not in err and "Traceback" not in r.output, err
    for w in words:
        assert w in err, err


def logged(cli, **details) -> None:
    args = [x for k, v in details.items() for x in (f"--{k}", v)]
    r = cli("rule", *CAPPED, "--log", *args)
    assert r.exit_code == 0, r.output


# -- CSV formula injection ------------------------------------------------------------------------
@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t=", "\r=", "  =", "＝"])
def test_a_cell_a_spreadsheet_would_run_is_defused(cli, db, start):
    payload = start + 'HYPERLINK("http://x","y")'
    logged(cli, note=payload, table=start + "1+1", seat=start + "A1", floor=start + "cmd|' /C calc'!A0")
    out = cli("log", "export", "-f", "csv").stdout
    [row] = list(csv.DictReader(io.StringIO(out, newline="")))
    for field in ("note", "table", "seat", "floor"):
        cell = row[field]
        assert cell.startswith("'") and cell[1:] == log.text_value(cell[1:], "x"), (field, cell)
    # JSON keeps the text exactly as given (stripped as every stored detail is)
    [e] = json.loads(cli("log", "export").stdout)["entries"]
    assert e["note"] == payload.strip()


def test_ordinary_cells_are_left_as_they_are(cli, db):
    logged(cli, note="opener had jacks", table="4", seat="3 (Joe)", floor="Ann")
    [row] = list(csv.DictReader(io.StringIO(cli("log", "export", "-f", "csv").stdout, newline="")))
    assert (row["note"], row["table"], row["seat"], row["floor"]) == ("opener had jacks", "4", "3 (Joe)", "Ann")


# -- terminal escapes ---------------------------------------------------------------------------------
ESCAPES = "\x1b[2J\x1b]0;pwned\x07\x9b31m\u202eevil\x08"


def test_control_characters_in_stored_text_are_never_printed(cli, db):
    logged(cli, note="note" + ESCAPES, floor="Ann" + ESCAPES, table="4\x1b[31m", seat="3\x00")
    cli("log", "amend", "1", "--note", "more" + ESCAPES, "--floor", "Bo\x1b[5m")
    for args in (["log", "show", "1"], ["log", "list"], ["log", "report"], ["log", "export", "-f", "csv"]):
        out = cli(*args).stdout
        if args[1] != "export":
            assert not any(c in out for c in "\x1b\x07\x9b\u202e\x08\x00"), (args, repr(out))
        assert "Ann" in out
    shown = cli("log", "show", "1").stdout
    assert "Note: note[2J]0;pwned31mevil" in shown  # the text stays, the control characters go
    listed = cli("ask", "--game", "five-card-draw", input="raise cap\n1\n3\n4\nn\n").stdout
    assert "floor: Ann" in listed and "\x1b" not in listed
    raw = cli("log", "show", "1", "--json").stdout
    assert "\x9b" not in raw and "\u202e" not in raw and "\x1b" not in raw  # escaped in JSON, not dropped
    assert json.loads(raw)["note"] == ("note" + ESCAPES).strip()


# -- hostile arguments: one line, exit 2 ---------------------------------------------------------------
@pytest.mark.parametrize("ident", ["99999999999999999999999", "9" * 5000, "²", "١", "1.5", "", "#", "0"])
def test_show_with_an_id_that_is_no_entry(cli, db, ident):
    logged(cli)
    r = cli("log", "show", ident)
    one_line(
        r,
        "it is empty"
        if not ident
        else "no entry"
        if ident.isascii() and ident.isdigit() and len(ident) < 31
        else "a number",
    )
    assert cli("log", "show", "--", "-1").exit_code == 2


@pytest.mark.parametrize(
    "since", ["9999-12-31T23:59-23:59", "0001-01-01T00:00+01:00", "99999999999d", "2024-02-30", "٢٠٢٤-٠٥-٠١"]
)
def test_times_out_of_range_or_not_times(cli, db, since):
    logged(cli)
    for command in ("list", "export", "report"):
        one_line(cli("log", command, "--since", since), "--since")
    one_line(cli("log", "list", "--until", since), "--until")


def test_last_beyond_the_databases_integers_is_too_large(cli, db):
    logged(cli)
    one_line(cli("log", "list", "--last", "99999999999999999999"), "too large")
    assert cli("log", "list", "--last", str(2**63 - 1)).exit_code == 0


def test_export_to_a_folder_or_a_missing_folder(cli, db, tmp_path):
    logged(cli)
    one_line(cli("log", "export", "-o", "/"), "it is a folder")
    one_line(cli("log", "export", "-f", "csv", "-o", tmp_path / "no" / "such" / "x.csv"), "cannot write")
    assert not (tmp_path / "no").exists()


def test_text_that_is_not_utf8_is_refused_before_anything_is_stored(cli, db):
    bad = b"caf\xe9".decode("utf-8", "surrogateescape")  # how such bytes reach Python from argv
    one_line(cli("rule", *CAPPED, "--log", "--note", bad), "--note", "UTF-8")
    one_line(cli("rule", *CAPPED, "--log", "--floor", bad), "--floor", "UTF-8")
    assert not db.exists()
    logged(cli)
    one_line(cli("log", "amend", "1", "--note", bad, "--floor", "Ann"), "--note", "UTF-8")
    one_line(cli("log", "void", "1", "--reason", "x", "--floor", bad), "--floor", "UTF-8")
    one_line(cli("log", "list", "--floor", bad), "--floor", "UTF-8")
    one_line(cli("quiz", "stats", "--trainee", bad), "--trainee", "UTF-8")
    assert "1 entry" in cli("log", "list").stdout


# -- reading never writes -------------------------------------------------------------------------------
READERS = (
    ["log", "list"],
    ["log", "list", "--json"],
    ["log", "show", "1"],
    ["log", "export", "-f", "csv"],
    ["log", "report"],
    ["log", "check"],
)


def rollback_journal_db(path, book) -> None:
    """A rulings database in SQLite's default rollback-journal mode (as an older file may be)."""
    from rulings.engine.ruling import rule

    conn = store.connect(path)
    log.add(conn, log.entry_for(book, rule(book, "lowball", {"cards_wanted": 6}), floor="Ann"))
    conn.close()
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA journal_mode = DELETE")
    raw.close()


def test_read_commands_never_write_not_even_to_switch_to_wal(cli, db, book):
    rollback_journal_db(db, book)
    before, stamp = db.read_bytes(), db.stat().st_mtime_ns
    for args in READERS:
        r = cli(*args)
        assert r.exit_code == 0, (args, r.output)
    assert db.read_bytes() == before and db.stat().st_mtime_ns == stamp
    assert sorted(p.name for p in db.parent.iterdir()) == [db.name]  # no -wal, no -shm, no journal


def test_quiz_stats_on_a_new_path_creates_nothing(cli, tmp_path):
    target = tmp_path / "new" / "dir" / "x.db"
    r = cli("quiz", "stats", "--db", target, "-t", "ana")
    assert r.exit_code == 0, r.output
    assert not (tmp_path / "new").exists()
    for args in READERS:
        assert cli(*args, "--db", target).exit_code in (0, 2)
    assert not (tmp_path / "new").exists()


def _read_only_run(folder, *args) -> subprocess.CompletedProcess:
    """Run `rulings ARGS` where `folder` cannot be written: a read-only bind mount in a mount
    namespace of its own when root (root writes through file modes), else the folder's mode."""
    command = [sys.executable, "-m", "rulings", *map(str, args)]
    env = {k: v for k, v in os.environ.items() if k != "RULINGS_DB"}
    if os.geteuid() != 0:
        folder.chmod(0o555)
        try:
            return subprocess.run(command, capture_output=True, text=True, env=env, timeout=60)
        finally:
            folder.chmod(0o755)
    if not shutil.which("unshare"):
        pytest.skip("as root, a read-only folder needs unshare (util-linux)")
    script = 'mount --bind "$1" "$1" && mount -o remount,ro,bind "$1" && shift && exec "$@"'
    probe = subprocess.run(["unshare", "-m", "sh", "-c", script, "sh", str(folder), "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"cannot make a read-only mount here: {probe.stderr.decode(errors='replace').strip()}")
    return subprocess.run(
        ["unshare", "-m", "sh", "-c", script, "sh", str(folder), *command],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def test_a_read_only_folder_and_file_can_still_be_read(tmp_path, book):
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "rulings.db"
    from rulings.engine.ruling import rule

    log.record(log.entry_for(book, rule(book, "lowball", {"cards_wanted": 6}), floor="Ann"), path)
    path.chmod(0o444)
    before = path.read_bytes()
    for args in (["log", "list"], ["log", "show", "1"], ["log", "report"], ["log", "check"], ["quiz", "stats"]):
        r = _read_only_run(folder, *args, "--db", path)
        assert r.returncode == 0, (args, r.stderr)
        assert "Traceback" not in r.stderr
    assert "floor: Ann" in _read_only_run(folder, "log", "list", "--db", path).stdout
    r = _read_only_run(folder, "rule", *CAPPED, "--log", "--db", path)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr
    assert path.read_bytes() == before


# -- writes do not check the whole file; `log check` does --------------------------------------------------
def test_a_write_checks_identity_not_the_whole_file(db, book, monkeypatch):
    from rulings.engine.ruling import rule

    seen: list[str] = []
    real = sqlite3.connect

    def traced(*a, **kw):
        conn = real(*a, **kw)
        conn.set_trace_callback(seen.append)
        return conn

    monkeypatch.setattr(sqlite3, "connect", traced)
    entry = log.entry_for(book, rule(book, "lowball", {"cards_wanted": 6}))
    log.record(entry, db)  # the first creates the database
    seen.clear()
    log.record(entry, db)
    statements = " ".join(seen).lower()
    assert "insert into rulings_log" in statements
    assert "quick_check" not in statements and "integrity_check" not in statements


def test_log_check_finds_damage_a_write_would_not_look_for(cli, db, book):
    from rulings.engine.ruling import rule

    conn = store.connect(db)
    for n in range(60):
        log.add(conn, log.entry_for(book, rule(book, "lowball", {"cards_wanted": 6}), note="x" * 400, table=str(n)))
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    assert cli("log", "check").exit_code == 0 and "ok: 60 entries" in cli("log", "check").stdout
    raw = bytearray(db.read_bytes())
    for page in (4, 6):  # the b-tree headers of two pages of entries
        raw[page * 4096 : page * 4096 + 12] = b"\xa5" * 12
    db.write_bytes(bytes(raw))
    r = cli("log", "check")
    assert r.exit_code == 1 and "problem:" in r.stdout, r.output
    assert "Traceback" not in r.output
