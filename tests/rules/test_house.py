"""House profiles: reading and checking a room's file (rules/house.py)."""

from __future__ import annotations

import pytest

from rulings.errors import BadInput, DataError
from rulings.rules.house import load_house


@pytest.fixture
def profile(tmp_path):
    def write(text: str, name: str = "room.yaml"):
        p = tmp_path / name
        p.write_text(text, encoding="utf-8")
        return p

    return write


def test_a_profile_names_its_time_zone(book, profile):
    assert load_house(profile("name: Oceanside\ntimezone: America/Los_Angeles\n"), book).timezone == "America/Los_Angeles"
    assert load_house(profile("name: Oceanside\n"), book).timezone == ""


@pytest.mark.parametrize("zone", ["Mars/Olympus_Mons", "../../etc/passwd", "[1]", "5", "{a: 1}"])
def test_an_unknown_time_zone_is_refused_with_its_line(book, profile, zone):
    path = profile(f"name: Oceanside\ntimezone: {zone}\n")
    with pytest.raises(DataError, match=r"room\.yaml:\d+: .*time zone"):
        load_house(path, book)


@pytest.mark.parametrize(("text", "line", "fragment"), [
    ("games:\n  lowball: [1, 2]\n", 2, "games: lowball is a mapping of option to value"),
    ("name: {a: 1}\n", 1, "name is text, not a mapping"),
    ("name: R\nnote: [a, b]\n", 2, "note is text, not a list"),
    ("options:\n  ? [a, b]\n  : 1\n", 2, "a mapping key must be plain text"),
    ("options:\n  raise_cap: " + "9" * 5000 + "\n", 2, "5,000 digits"),
    ("name: R\noptions:\n  raise_cap: [six-raises]\n", 3, "give one value, not a list"),
    ("options: [raise_cap]\n", 1, "options is a mapping of option to value"),
    ("games: lowball\n", 1, "games is a mapping of game to its table setup"),
    ("5\n", 1, "a house profile is a mapping"),
    ('name: "Room\\e[31m"\n', 1, "control character"),
    ("name: R\ncolour: red\n", 2, "unknown key 'colour'"),
    ("options:\n  raise_cap: seven-raises\n", 2, "is not one of four-raises, six-raises"),
    ("options:\n  deck: 54\n", 2, "deck: 54 is not one of 52"),
    ("options:\n  deck: 53\n", 2, "set it per game under games:"),
    ("games:\n  kansas-city-lowball: {deck: 53}\n", 2, "is not one of 52 in kansas-city-lowball"),
    ("games:\n  lowball:\n    forced_bets: straddles\n", 3, "not one of blinds, antes in lowball"),
    ("games:\n  pinochle: {}\n", 2, "unknown game 'pinochle'"),
])
def test_a_wrong_value_or_type_is_refused_with_its_file_and_line(book, profile, text, line, fragment):
    path = profile(text)
    with pytest.raises(DataError) as e:
        load_house(path, book)
    assert str(e.value).startswith(f"{path}:{line}: ") and fragment in str(e.value), str(e.value)
    assert "\n" not in str(e.value)


def test_every_problem_is_listed_in_the_order_of_the_file(book, profile):
    from rulings.rules.house import check_house

    path = profile("name: R\ncolour: red\noptions:\n  raise_cap: nine\n  bogus: 1\ngames:\n  pinochle: {}\n"
                   "timezone: Mars/Base\n")
    _, problems = check_house(path, book)
    assert [int(p.split(":")[1]) for p in problems] == [2, 4, 5, 7, 8]
    with pytest.raises(DataError, match=r"and 4 more; see `rulings house check"):
        load_house(path, book)


def test_a_good_profile_reads_as_written(book, profile):
    p = load_house(profile("name: '  Oceanside   Card Club '\nnote: Posted.\noptions:\n  raise_cap: six-raises\n"
                           "  progressive_openers: on\ngames:\n  lowball: {forced_bets: blinds, deck: 52}\n"), book)
    assert p.name == "Oceanside Card Club" and p.note == "Posted."
    assert p.options == {"raise_cap": "six-raises", "progressive_openers": "on"}
    assert p.games == {"lowball": {"forced_bets": "blinds", "deck": 52}}
    assert load_house(profile(""), book).options == {}  # an empty file: the book's main rules


# -- the profile in force (rules/room.py) ---------------------------------------------------------
def test_the_default_profile_comes_from_the_environment_then_the_config_folder(book, profile, tmp_path, monkeypatch):
    from rulings.rules.room import in_force

    assert in_force(None, False, book)[1].path == ""  # none anywhere: the book's main rules
    config = tmp_path / "config"
    (config / "rulings").mkdir(parents=True)
    (config / "rulings" / "house.yaml").write_text("name: From Config\n", encoding="utf-8")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    assert in_force(None, False, book)[1].name == "From Config"
    monkeypatch.setenv("RULINGS_HOUSE", str(profile("name: From Env\n", "env.yaml")))
    assert in_force(None, False, book)[1].name == "From Env"
    assert in_force(str(profile("name: Given\n", "given.yaml")), False, book)[1].name == "Given"
    assert in_force(None, True, book)[1].path == ""  # --book
    with pytest.raises(BadInput, match="not both"):
        in_force("x.yaml", True, book)


def test_a_broken_default_profile_says_where_it_came_from(book, profile, monkeypatch):
    from rulings.rules.room import in_force

    monkeypatch.setenv("RULINGS_HOUSE", str(profile("options:\n  raise_cap: nine\n")))
    with pytest.raises(DataError, match=r"room\.yaml:2: .*from \$RULINGS_HOUSE; --book uses the book's main rules"):
        in_force(None, False, book)


def test_a_profile_is_read_once_and_again_when_it_or_its_rules_change(profile, tmp_path, monkeypatch):
    from rulings.rules import house as house_module
    from rulings.rules.load import load
    from rulings.rules.room import load_cached

    book = load()  # from the cache, with its key
    rules = tmp_path / "rules.yaml"
    rules.write_text("rules:\n  - id: house.x\n    section: house\n    title: First\n    aliases: [x]\n"
                     "    ruling: r\n    outcome: o\n    examples: [{facts: {}, expect: o}]\n", encoding="utf-8")
    path = profile("name: Cached\nrules: [rules.yaml]\n")
    first = load_cached(path, book)
    reads = []
    monkeypatch.setattr(house_module, "check_house", lambda *a: reads.append(a) or (_ for _ in ()).throw(AssertionError))
    again = load_cached(path, book)  # from the cache: nothing read
    assert again.name == "Cached" and [c.id for c in again.rules] == ["house.x"] and reads == []
    assert again.rules[0].house == "Cached" and first.rules[0].title == again.rules[0].title
    monkeypatch.undo()
    import os

    rules.write_text(rules.read_text().replace("First", "Second"), encoding="utf-8")
    os.utime(rules, ns=(1, 1))
    assert load_cached(path, book).rules[0].title == "Second"
    path.write_text("name: Renamed\nrules: [rules.yaml]\n", encoding="utf-8")
    os.utime(path, ns=(2, 2))
    assert load_cached(path, book).name == "Renamed"
