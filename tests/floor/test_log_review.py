"""The manager's log: corrections with an audit trail (void, amend), the shift report, times in
the room's time zone, `--since`/`--until` as a manager types them, filters by floor person and
table."""

from __future__ import annotations

import json
import sqlite3
import time
from datetime import datetime, timezone

import pytest

from rulings.floor import log
from rulings.rules.model import HouseProfile
from rulings.store import database as store

NOW = datetime(2024, 5, 3, 12, 0, tzinfo=timezone.utc)  # a Friday, 14:00 in Paris


@pytest.fixture
def db(tmp_path, monkeypatch):
    path = tmp_path / "rulings.db"
    monkeypatch.setenv("RULINGS_DB", str(path))
    return path


@pytest.fixture
def paris(monkeypatch):
    """The room's house profile names Europe/Paris (as the default profile would)."""
    import rulings.cli.common as common

    monkeypatch.setattr(common, "house", lambda path, book: HouseProfile(name="Cercle", timezone="Europe/Paris"))
    monkeypatch.setattr("rulings.times.now_utc", lambda: NOW)


def add(book, db, when: str, game="five-card-draw", facts=None, **details) -> int:
    from rulings.engine.ruling import rule

    e = log.entry_for(book, rule(book, game, facts or {"players_at_round_start": 3, "raises_so_far": 4}), **details)
    e["created_utc"] = when
    conn = store.connect(db)
    try:
        return log.add(conn, e)
    finally:
        conn.close()


def ids(r) -> list[int]:
    assert r.exit_code == 0, r.output
    return [e["id"] for e in json.loads(r.stdout)["entries"]]


# -- corrections -------------------------------------------------------------------------------
def test_void_and_amend_add_to_the_history_and_never_change_the_entry(cli, db, book):
    eid = add(book, db, "2024-05-01T20:00:00Z", table="4", floor="Ann", note="first note")
    raw = lambda: sqlite3.connect(db).execute("SELECT * FROM rulings_log WHERE id = ?", (eid,)).fetchall()  # noqa: E731
    before = raw()
    r = cli("log", "amend", eid, "--note", "player later showed the openers", "--floor", "Bo")
    assert r.exit_code == 0 and "Note added to entry #1 by Bo" in r.stdout
    r = cli("log", "void", "#1", "--reason", "wrong game entered", "--floor", "Maria", "--json")
    assert r.exit_code == 0, r.output
    made = json.loads(r.stdout)["correction"]
    assert made["kind"] == "void" and made["floor"] == "Maria" and made["text"] == "wrong game entered"
    assert made["created_utc"].endswith("Z")
    assert raw() == before  # the entry's row is exactly as logged

    e = json.loads(cli("log", "show", "1", "--json").stdout)
    assert e["voided"] is True and e["note"] == "first note"
    assert [(c["kind"], c["floor"], c["text"]) for c in e["corrections"]] == [
        ("amend", "Bo", "player later showed the openers"),
        ("void", "Maria", "wrong game entered"),
    ]
    shown = cli("log", "show", "1").stdout
    assert "Ruling #1 (VOID)" in shown and "Note: first note" in shown and "History" in shown
    assert shown.index("note added by Bo: player later showed") < shown.index("voided by Maria: wrong game entered")
    listed = cli("log", "list").stdout.splitlines()[0]
    assert listed.endswith("VOID (amended)")
    assert json.loads(cli("log", "list", "--json").stdout)["entries"][0]["corrections"] == e["corrections"]


def test_corrections_are_refused_without_who_why_or_an_entry(cli, db, book):
    def refused(*args, words):
        r = cli("log", *args)
        assert r.exit_code == 2 and words in r.stderr and len(r.stderr.splitlines()) == 1, r.output

    refused("void", "1", "--reason", "x", "--floor", "Ann", words="no entry #1")  # nothing logged yet
    add(book, db, "2024-05-01T20:00:00Z")
    refused("void", "1", "--floor", "Ann", words="--reason")
    refused("void", "1", "--reason", "x", words="--floor")
    refused("void", "1", "--reason", "  ", "--floor", "Ann", words="'--reason': it is empty")
    refused("amend", "1", "--note", "x", "--floor", " ", words="'--floor': it is empty")
    refused("amend", "2", "--note", "x", "--floor", "Ann", words="no entry #2")
    refused(
        "amend", "99999999999999999999999", "--note", "x", "--floor", "Ann", words="no entry #99999999999999999999999"
    )
    refused("void", "¹", "--reason", "x", "--floor", "Ann", words="a number")
    assert cli("log", "void", "1", "--reason", "x", "--floor", "Ann").exit_code == 0
    refused("void", "1", "--reason", "again", "--floor", "Bo", words="voided already")
    assert cli("log", "amend", "1", "--note", "still worth a note", "--floor", "Bo").exit_code == 0


def test_a_voided_ruling_is_not_offered_as_an_earlier_ruling_nor_counted(cli, db, book):
    add(book, db, "2024-05-01T20:00:00Z", floor="Ann", note="keep")
    add(book, db, "2024-05-01T21:00:00Z", floor="Bo", note="mistake")
    cli("log", "void", "2", "--reason", "logged twice", "--floor", "Bo")
    cli("log", "amend", "1", "--note", "shown the rule", "--floor", "Cy")
    out = cli("ask", "--game", "five-card-draw", input="raise cap\n1\n3\n4\nn\n").stdout
    earlier = out[out.index("Earlier rulings") : out.index("Log this ruling?")]
    assert "#1 " in earlier and "#2 " not in earlier and "Added: shown the rule" in earlier
    report = json.loads(cli("log", "report", "--json").stdout)
    assert report["rulings"] == 1 and report["voided"] == 1 and report["by_floor"] == [{"floor": "Ann", "count": 1}]


# -- the shift report ------------------------------------------------------------------------------
def test_the_report_counts_and_finds_sections_ruled_differently(cli, db, book):
    cap = {"players_at_round_start": 3, "raises_so_far": 4}
    heads_up = {"players_at_round_start": 2, "raises_so_far": 4}  # no cap heads-up from the start
    add(book, db, "2024-05-01T20:00:00Z", facts=cap, floor="Ann")
    add(book, db, "2024-05-01T20:30:00Z", facts=cap, floor="Ann")
    add(book, db, "2024-05-01T21:00:00Z", facts=heads_up, floor="Bo")
    add(book, db, "2024-05-01T21:30:00Z", game="lowball", facts={"cards_wanted": 6}, floor="Bo")
    add(book, db, "2024-05-01T22:00:00Z", game="lowball", facts={"cards_wanted": 6}, floor="Bo")
    r = cli("log", "report", "--json")
    assert r.exit_code == 0, r.output
    rep = json.loads(r.stdout)
    assert rep["rulings"] == 5 and rep["voided"] == 0
    assert rep["by_game"] == [{"game": "five-card-draw", "count": 3}, {"game": "lowball", "count": 2}]
    assert rep["by_floor"] == [{"floor": "Bo", "count": 3}, {"floor": "Ann", "count": 2}]
    assert {"section": "draw.betting-cap", "count": 3} in rep["by_section"]
    [diff] = rep["differences"]  # the draw-size rulings were all Bo's and all alike
    assert diff["section"] == "draw.betting-cap"
    by_outcome = {o["outcome"]: o for o in diff["outcomes"]}
    assert len(by_outcome) == 2
    capped = next(o for name, o in by_outcome.items() if name == "capped")
    assert capped["count"] == 2 and capped["floor"] == [{"name": "Ann", "count": 2, "ids": [1, 2]}]
    other = next(o for name, o in by_outcome.items() if name != "capped")
    assert other["floor"] == [{"name": "Bo", "count": 1, "ids": [3]}]

    text = cli("log", "report").stdout
    assert "5 rulings" in text and "By section:" in text and "By floor person:" in text
    assert "Ruled differently by different people:" in text and "draw.betting-cap:" in text
    assert "capped x2: Ann (#1, #2)" in text and "Bo (#3)" in text
    # a period: only the last two (both Bo's, alike): nothing ruled differently
    rep = json.loads(cli("log", "report", "--since", "2024-05-01T21:15Z", "--json").stdout)
    assert rep["rulings"] == 2 and rep["differences"] == []
    assert "0 rulings" in cli("log", "report", "--since", "2030-01-01").stdout


# -- time zones, --since and --until ----------------------------------------------------------------
def test_times_are_shown_in_the_rooms_time_zone_and_stored_in_utc(cli, db, book, paris):
    add(book, db, "2024-05-01T20:00:00Z", floor="Ann")  # 22:00 in Paris (summer time)
    add(book, db, "2024-01-15T20:00:00Z", floor="Bo")  # 21:00 in Paris (winter time)
    listed = cli("log", "list").stdout
    assert "2024-05-01 22:00 CEST" in listed and "2024-01-15 21:00 CET" in listed and "times in Europe/Paris" in listed
    assert "logged 2024-05-01 22:00:00 CEST (20:00:00 UTC)" in cli("log", "show", "1").stdout
    assert json.loads(cli("log", "show", "1", "--json").stdout)["created_utc"] == "2024-05-01T20:00:00Z"
    rows = cli("log", "export", "-f", "csv").stdout.splitlines()
    assert "2024-05-01 22:00:00 CEST,2024-05-01T20:00:00Z" in rows[1]
    assert json.loads(cli("log", "list", "--json").stdout)["timezone"] == "Europe/Paris"


def test_since_and_until_in_the_rooms_zone(cli, db, book, paris):
    stamps = [
        "2024-04-25T12:00:00Z",  # 1: eight days before NOW
        "2024-05-01T21:59:59Z",  # 2: 23:59:59 on 1 May in Paris
        "2024-05-01T22:00:00Z",  # 3: midnight, 2 May in Paris ("yesterday")
        "2024-05-02T21:59:59Z",  # 4: the last second of 2 May in Paris
        "2024-05-02T22:00:00Z",  # 5: midnight, 3 May in Paris ("today")
        "2024-05-03T11:30:00Z",  # 6: half an hour before NOW
    ]
    for s in stamps:
        add(book, db, s)

    def listed(*args):
        return ids(cli("log", "list", "--json", *args))

    assert listed("--since", "today") == [5, 6]
    assert listed("--since", "yesterday") == [3, 4, 5, 6]
    assert listed("--since", "yesterday", "--until", "yesterday") == [3, 4]
    assert listed("--until", "yesterday") == [1, 2, 3, 4]
    assert listed("--since", "2024-05-02", "--until", "2024-05-02") == [3, 4]  # a date is the room's whole day
    assert listed("--since", "7d") == [2, 3, 4, 5, 6]
    assert listed("--since", "2w") == [1, 2, 3, 4, 5, 6]
    assert listed("--since", "24h") == [4, 5, 6]
    assert listed("--since", "1h") == [6]
    assert listed("--since", "7 days", "--until", "24h") == [2, 3]
    assert listed("--since", "2024-05-02T00:00") == [3, 4, 5, 6]  # a time without an offset: Paris time
    assert listed("--since", "2024-05-02T00:00Z") == [4, 5, 6]  # with one: as written
    assert listed("--until", "2024-05-01T23:59:59") == [1, 2]  # --until takes the second it names
    one = cli("log", "list", "--since", "today", "--until", "yesterday")
    assert one.exit_code == 2 and "not before" in one.stderr


def test_the_system_zone_when_the_profile_names_none(cli, db, book, monkeypatch):
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    try:
        add(book, db, "2024-05-01T20:00:00Z")
        assert "2024-05-01 16:00 EDT" in cli("log", "list").stdout
        assert ids(cli("log", "list", "--json", "--since", "2024-05-01T16:00")) == [1]
        assert ids(cli("log", "list", "--json", "--since", "2024-05-01T16:01")) == []
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


def test_an_unknown_zone_in_the_profile_is_one_line(cli, db, book, monkeypatch):
    import rulings.cli.common as common

    monkeypatch.setattr(common, "house", lambda path, book: HouseProfile(timezone="Europe/Atlantis"))
    add(book, db, "2024-05-01T20:00:00Z")
    r = cli("log", "list")
    assert r.exit_code == 2 and "unknown time zone 'Europe/Atlantis'" in r.stderr


# -- filters --------------------------------------------------------------------------------------
def test_filters_by_floor_person_and_table(cli, db, book):
    add(book, db, "2024-05-01T20:00:00Z", table="4", floor="Zoë")
    add(book, db, "2024-05-01T20:10:00Z", table="T12", floor="Ann")
    add(book, db, "2024-05-01T20:20:00Z", table="4", floor="ann")
    assert ids(cli("log", "list", "--json", "--floor", "ANN")) == [2, 3]  # any case
    assert ids(cli("log", "list", "--json", "--floor", "ZOË")) == [1]  # any case, beyond ASCII too
    assert ids(cli("log", "list", "--json", "--table", "4")) == [1, 3]
    assert ids(cli("log", "list", "--json", "--table", "t12", "--floor", "ann")) == [2]
    assert ids(cli("log", "list", "--json", "--floor", "An")) == []  # a name, not a part of one
    rows = cli("log", "export", "-f", "csv", "--floor", "ann").stdout.splitlines()
    assert len(rows) == 3
    assert json.loads(cli("log", "report", "--json", "--table", "4").stdout)["rulings"] == 2
