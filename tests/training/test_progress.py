"""Quiz progress: spaced review (FSRS), concurrent writers, damaged databases left untouched."""

import json
import os
import sqlite3
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from rulings.training import progress as quiz_progress
from rulings.errors import BadInput
from rulings.training.quiz import Maker
from rulings.training.progress import Progress

ROOT = Path(__file__).resolve().parents[2]
T0 = datetime(2025, 3, 1, 20, 0, tzinfo=timezone.utc)


@pytest.fixture
def two_items(book):
    return Maker(book, seed=1, game="jacks-or-better").quiz(2)


def test_a_missed_item_comes_back_sooner_than_a_known_one(tmp_path, two_items):
    missed, known = two_items
    p = Progress("ana", tmp_path / "p.db")
    due_missed = p.record(missed, right=False, chosen=None, at=T0)
    due_known = p.record(known, right=True, chosen=known.answer, at=T0)
    assert due_missed < due_known
    assert due_missed - T0 <= timedelta(hours=1) and due_known - T0 >= timedelta(days=1)
    assert p.due(at=T0) == []
    assert p.due(at=T0 + timedelta(minutes=15)) == [missed.id]
    assert set(p.due(at=due_known)) == {missed.id, known.id}
    assert p.due(at=due_known)[0] == missed.id  # most overdue first
    # Known again: the interval grows; missed again after being known: it shrinks back.
    later = p.record(known, right=True, chosen=known.answer, at=due_known)
    assert later - due_known > due_known - T0
    relearn = p.record(known, right=False, chosen=None, at=later)
    assert relearn - later <= timedelta(hours=1)
    (stored,) = p.conn.execute("SELECT card_json FROM quiz_cards WHERE trainee = ? AND item_id = ?",
                               (p.trainee, known.id)).fetchone()
    assert json.loads(stored)["state"] == 3  # FSRS Relearning
    p.close()


def test_progress_is_per_trainee(tmp_path, two_items):
    item = two_items[0]
    ana, bo = Progress("ana", tmp_path / "p.db"), Progress("bo", tmp_path / "p.db")
    ana.record(item, right=False, chosen=None, at=T0)
    assert bo.due(at=T0 + timedelta(days=1)) == []
    assert bo.stats(at=T0)["other_trainees"] == ["ana"]
    s = ana.stats(at=T0 + timedelta(hours=1))
    assert s["answered"] == 1 and s["right"] == 0 and s["due_now"] == 1
    assert s["sections"][0]["section"] == item.section and s["sections"][0]["accuracy"] == 0.0


def test_review_asks_due_items_first(book, cli, tmp_path, monkeypatch):
    db = str(tmp_path / "p.db")
    items = Maker(book, seed=21, game="lowball").quiz(3)
    wrong = (items[2].answer + 1) % len(items[2].choices) + 1
    monkeypatch.setattr(quiz_progress, "now_utc", lambda: T0)
    typed = f"{items[0].answer + 1}\n{items[1].answer + 1}\n{wrong}\n"
    r = cli("quiz", "-g", "lowball", "-n", "3", "--seed", "21", "-t", "ana", "--db", db, input=typed)
    assert r.exit_code == 0, r.output
    monkeypatch.setattr(quiz_progress, "now_utc", lambda: T0 + timedelta(hours=2))
    r = cli("quiz", "-g", "lowball", "-n", "2", "--seed", "99", "-t", "ana", "--db", db, "--review", "--json",
            input="1\n1\n")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["items"][0]["id"] == items[2].id  # the missed one, due, comes back first
    assert items[0].id not in [i["id"] for i in data["items"]]  # the known ones are not due yet
    assert "1 of them is due for review" in r.stderr and "(review)" in r.stderr
    s = json.loads(cli("quiz", "stats", "-t", "ana", "--db", db, "--json").stdout)
    assert s["answered"] == 5


def test_stats_command(book, cli, tmp_path):
    db = str(tmp_path / "p.db")
    items = Maker(book, seed=3, game="jacks-or-better").quiz(2)
    wrong = (items[1].answer + 1) % len(items[1].choices) + 1
    cli("quiz", "-g", "jacks-or-better", "-n", "2", "--seed", "3", "-t", "cy", "--db", db,
        input=f"{items[0].answer + 1}\n{wrong}\n")
    r = cli("quiz", "stats", "-t", "cy", "--db", db)
    assert r.exit_code == 0, r.output
    assert "Quiz progress for cy" in r.stdout and "Answered 2, right 1 (50%)" in r.stdout
    assert items[1].section in r.stdout
    r = cli("quiz", "stats", "-t", "nobody", "--db", db)
    assert r.exit_code == 0 and "No answers recorded yet" in r.stdout and "cy" in r.stdout


_WORKER = r"""
import sys
from rulings.training.quiz import Item
from rulings.training.progress import Progress
trainee, worker, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
p = Progress(trainee, sys.argv[4])
print("ready", flush=True)
sys.stdin.readline()  # start together
for i in range(count):
    item = Item(f"situation/x/{i % 7}", "situation", "lowball", "lowball.joker", 1, "c", "", "", [], "q", [], 0, "")
    p.record(item, right=(i % 3 != 0), chosen=0, seed=worker)  # a fresh transaction each time
print("done", flush=True)
"""


def _workers(n, args_for, db):
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    procs = [subprocess.Popen([sys.executable, "-c", _WORKER, *args_for(w), str(db)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
             for w in range(n)]
    for p in procs:
        assert p.stdout.readline().strip() == "ready", p.stderr.read()
    for p in procs:  # release them all at once
        p.stdin.write("go\n")
        p.stdin.flush()
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0 and "done" in out, err


def test_concurrent_writers_lose_nothing(tmp_path):
    db = tmp_path / "p.db"
    Progress("ana", db).close()  # created and migrated first, as a quiz would
    _workers(3, lambda w: ["ana", f"w{w}", "60"], db)
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT count(*) FROM quiz_answers").fetchone()[0] == 180
    assert sorted(r[0] for r in conn.execute("SELECT seed FROM quiz_answers GROUP BY seed")) == ["w0", "w1", "w2"]
    reviews = dict(conn.execute("SELECT item_id, reviews FROM quiz_cards"))
    answers = dict(conn.execute("SELECT item_id, count(*) FROM quiz_answers GROUP BY item_id"))
    assert reviews == answers and len(reviews) == 7  # every review counted on its item's state
    lapses = dict(conn.execute("SELECT item_id, lapses FROM quiz_cards"))
    wrong = dict(conn.execute("SELECT item_id, count(*) FROM quiz_answers WHERE was_right = 0 GROUP BY item_id"))
    assert lapses == wrong


def test_two_quiz_processes_at_once(book, tmp_path):
    """Two `rulings quiz` processes answering into one fresh database: both sets of answers kept."""
    db = tmp_path / "fresh.db"
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""), RULINGS_DB=str(db))
    procs = [subprocess.Popen([sys.executable, "-m", "rulings", "quiz", "-g", "jacks-or-better", "-n", "12",
                               "--seed", str(seed), "-t", name], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env)
             for seed, name in ((1, "ana"), (2, "bo"))]
    for p in procs:
        out, err = p.communicate("1\n" * 12, timeout=120)
        assert p.returncode == 0, err
    conn = sqlite3.connect(db)
    counts = dict(conn.execute("SELECT trainee, count(*) FROM quiz_answers GROUP BY trainee"))
    assert counts == {"ana": 12, "bo": 12}


# -- damaged, foreign or unreadable databases ---------------------------------------------------------
def _one_line_exit_2(cli, db, *args):
    before = db.read_bytes() if db.is_file() else None
    for command in (["quiz", "-n", "2", "--seed", "1"], ["quiz", "stats"]):
        r = cli(*command, "--db", str(db), *args, input="1\n1\n")
        assert r.exit_code == 2, r.output
        assert len(r.stderr.strip().splitlines()) == 1 and str(db) in r.stderr
        assert "Traceback" not in r.output and "Question 1" not in r.output
        if before is not None:
            assert db.read_bytes() == before  # never overwritten
    return r.stderr


def test_a_file_that_is_not_a_database(cli, tmp_path):
    db = tmp_path / "notes.db"
    db.write_bytes(b"these are my notes, not a database\n" * 100)
    assert "left untouched" in _one_line_exit_2(cli, db)


def test_another_programs_sqlite_file(cli, tmp_path):
    db = tmp_path / "other.db"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE accounts (id INTEGER, balance INTEGER)")
    conn.execute("INSERT INTO accounts VALUES (1, 100)")
    conn.commit()
    conn.close()
    assert "not a rulings database" in _one_line_exit_2(cli, db)


def test_a_damaged_rulings_database(book, cli, tmp_path):
    db = tmp_path / "p.db"
    p = Progress("ana", db)
    for item in Maker(book, seed=4, game="lowball").quiz(10):
        p.record(item, right=False, chosen=None, at=T0)
    p.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    p.close()
    data = bytearray(db.read_bytes())
    page = 4096
    for at in range(page + 100, len(data), 97):  # garble every page after the first
        data[at] = (data[at] * 7 + 13) % 256
    db.write_bytes(bytes(data))
    _one_line_exit_2(cli, db)


def test_an_unreadable_database(cli, tmp_path):
    folder = tmp_path / "a-folder.db"
    folder.mkdir()
    assert "cannot open the database" in _one_line_exit_2(cli, folder)
    if hasattr(os, "getuid") and os.getuid() != 0:  # root reads anything
        db = tmp_path / "locked.db"
        Progress("ana", db).close()
        db.chmod(0)
        try:
            _one_line_exit_2(cli, db)
        finally:
            db.chmod(0o600)


def test_an_older_schema_is_migrated_in_place(tmp_path, two_items):
    from rulings.store import database as store

    db = tmp_path / "old.db"
    conn = sqlite3.connect(db)
    for statement in store.MIGRATIONS[0].split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    p = Progress("ana", db)
    p.record(two_items[0], right=True, chosen=two_items[0].answer, at=T0)
    assert p.conn.execute("PRAGMA user_version").fetchone()[0] == len(store.MIGRATIONS)
    p.close()


def test_a_trainee_needs_a_name(tmp_path):
    with pytest.raises(BadInput, match="needs a name"):
        Progress("  ", tmp_path / "p.db")


def test_class_stats_list_every_trainee_by_name(book, cli, tmp_path, monkeypatch):
    db = str(tmp_path / "p.db")
    monkeypatch.setattr(quiz_progress, "now_utc", lambda: T0)
    items = Maker(book, seed=6, game="lowball").quiz(2)
    right = f"{items[0].answer + 1}\n{items[1].answer + 1}\n"
    wrong = f"{(items[0].answer + 1) % len(items[0].choices) + 1}\n{items[1].answer + 1}\n"
    for name, typed in [("zoe", right), ("Ana", wrong), ("bo", right)]:
        r = cli("quiz", "-g", "lowball", "-n", "2", "--seed", "6", "-t", name, "--db", db, input=typed)
        assert r.exit_code == 0, r.output
    data = json.loads(cli("quiz", "stats", "--all", "--db", db, "--json").stdout)
    assert [t["trainee"] for t in data["trainees"]] == ["Ana", "bo", "zoe"]  # by name, whatever the case
    ana = data["trainees"][0]
    assert ana["answered"] == 2 and ana["right"] == 1 and ana["due_now"] == 0
    assert {s["section"] for s in ana["sections"]} == {i.section for i in items}
    monkeypatch.setattr(quiz_progress, "now_utc", lambda: T0 + timedelta(hours=1))
    r = cli("quiz", "stats", "--all", "--db", db)
    assert r.exit_code == 0, r.output
    assert "Class progress: 3 trainees, 6 answers." in r.stdout
    rows = [line.split()[0] for line in r.stdout.splitlines() if line.split()[:1] in (["Ana"], ["bo"], ["zoe"])]
    assert rows[:3] == ["Ana", "bo", "zoe"]
    assert "Ana: accuracy by section" in r.stdout
    by_section = r.stdout.split("The class by section, weakest first:")[1].split("Ana:")[0]
    assert items[0].section in by_section
    ana_row = next(line for line in r.stdout.splitlines() if line.startswith("Ana "))
    assert ana_row.split()[1:5] == ["2", "1", "50", "1"]  # answered, right, %, due: the miss is due


def test_class_stats_of_an_empty_database(cli, tmp_path):
    r = cli("quiz", "stats", "--all", "--db", str(tmp_path / "empty.db"))
    assert r.exit_code == 0 and "No quiz answers recorded yet" in r.stdout


@pytest.mark.parametrize("name,message", [
    ("", "--trainee needs a name"),
    ("ana\udcff", "not UTF-8 text"),
    ("line\nbreak", "printable characters"),
    ("x" * 101, "up to 100"),
])
def test_a_trainee_name_is_checked(tmp_path, name, message):
    with pytest.raises(BadInput, match=message):
        Progress(name, tmp_path / "p.db")
    assert quiz_progress.trainee_name("  Ana María ") == "Ana María"


def test_a_trainee_name_in_bytes_that_are_not_utf8_from_a_real_shell(tmp_path):
    """The bytes as a shell passes them: Python decodes argv with surrogateescape."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""), LC_ALL="C.UTF-8")
    r = subprocess.run([sys.executable, "-m", "rulings", "quiz", "stats", "--db", str(tmp_path / "p.db"),
                        b"--trainee", b"ana\xff"], capture_output=True, env=env)
    assert r.returncode == 2, r.stderr
    assert r.stderr.decode().strip().splitlines() == ["error: --trainee: the name is not UTF-8 text; type it in a UTF-8 terminal"]
