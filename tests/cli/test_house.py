"""`rulings house init|check|show`, the default house profile every command uses, `--book`, and
`lint --house`, through CliRunner."""

from __future__ import annotations

import json

import pytest
from support.rooms import profile

ROOM = profile(
    """name: Oceanside Card Club
note: Posted at every draw table.
timezone: America/Los_Angeles
options:
  raise_cap: six-raises
games:
  lowball: {forced_bets: blinds, betting_structure: limit}
"""
)
CAPPED = ["rule", "-g", "five-card-draw", "-f", "players_at_round_start=3", "-f", "raises_so_far=4", "--json"]


@pytest.fixture
def room(tmp_path):
    path = tmp_path / "oceanside.yaml"
    path.write_text(ROOM, encoding="utf-8")
    return path


@pytest.fixture
def config(tmp_path, monkeypatch):
    """The user config folder (house.yaml there is the default profile)."""
    folder = tmp_path / "xdg"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder))
    (folder / "rulings").mkdir(parents=True)
    return folder / "rulings"


def _ruled(r) -> dict:
    assert r.exit_code == 0, r.output
    return json.loads(r.output)


# -- the profile in force -------------------------------------------------------------------------------
def test_every_ruling_plays_by_the_default_profile_unless_told_otherwise(cli, room, config, monkeypatch):
    data = _ruled(cli(*CAPPED))
    assert data["house"]["name"].startswith("no house profile") and data["rulings"][0]["outcome"] == "capped"
    (config / "house.yaml").write_text(ROOM, encoding="utf-8")  # the config folder's profile
    data = _ruled(cli(*CAPPED))
    assert data["house"]["name"] == "Oceanside Card Club"
    assert data["rulings"][0]["outcome"] == "raise-allowed"  # a bet and six raises here
    other = room.parent / "other.yaml"
    other.write_text("name: Other Room\n", encoding="utf-8")
    monkeypatch.setenv("RULINGS_HOUSE", str(other))  # the environment's, over the config folder's
    assert _ruled(cli(*CAPPED))["house"]["name"] == "Other Room"
    assert _ruled(cli(*CAPPED, "--house", str(room)))["house"]["name"] == "Oceanside Card Club"
    data = _ruled(cli(*CAPPED, "--book"))
    assert data["house"]["name"].startswith("no house profile") and data["rulings"][0]["outcome"] == "capped"
    r = cli(*CAPPED, "--book", "--house", str(room))
    assert r.exit_code == 2 and "not both" in r.output


def test_the_ruling_read_out_names_the_profile_and_labels_the_room_s_rule(cli, room):
    r = cli("rule", "-g", "five-card-draw", "-f", "betting_structure=no-limit", "-f", "players_at_round_start=4",
            "-f", "raises_so_far=4", "--about", "betting-cap", "--house", str(room))
    assert r.exit_code == 0, r.output
    assert "In this room a pot-limit or no-limit round has no cap on raises." in r.output
    assert "-- House rule (Oceanside Card Club), on Draw Games Generally › Betting Cap" in " ".join(r.output.split())


def test_a_broken_or_missing_default_profile_is_one_line_naming_it(cli, config, monkeypatch, tmp_path):
    (config / "house.yaml").write_text("options:\n  raise_cap: nine\n", encoding="utf-8")
    r = cli(*CAPPED)
    assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1
    assert "house.yaml:2:" in r.output and "the user config folder" in r.output and "--book" in r.output
    assert cli(*CAPPED, "--book").exit_code == 0
    monkeypatch.setenv("RULINGS_HOUSE", str(tmp_path / "gone.yaml"))
    r = cli(*CAPPED)
    assert r.exit_code == 2 and "gone.yaml" in r.output and "RULINGS_HOUSE" in r.output


@pytest.mark.parametrize("command", [["ask"], ["rule"], ["search", "x"], ["show", "x"], ["summary"], ["quiz"],
                                     ["lint"]])
def test_every_command_that_takes_a_profile_takes_house_and_book(cli, command):
    r = cli(*command, "--help")
    assert r.exit_code == 0 and "--house" in r.output and "--book" in r.output, command


def test_search_and_show_know_the_room_s_rules(cli, room, monkeypatch):
    monkeypatch.setenv("RULINGS_HOUSE", str(room))
    r = cli("search", "guy on his cell phone at the table", "--json")
    assert json.loads(r.output)["results"][0]["clause"] == "house.phones"
    assert cli("search", "cell phone at the table", "--book", "--json").output.count("house.phones") == 0
    r = cli("show", "house.phones", "--json")
    assert json.loads(r.output)["citation"] == "House rule (Oceanside Card Club)"
    assert json.loads(r.output)["house_rule"] == "Oceanside Card Club"


def test_a_situation_file_s_house_key(cli, tmp_path):
    sit = tmp_path / "s.yaml"
    sit.write_text("game: lowball\nhouse: 5\n", encoding="utf-8")
    r = cli("rule", "--situation", sit)
    assert r.exit_code == 2 and "s.yaml:2: house must be a house profile file or a mapping" in r.output
    sit.write_text("game: lowball\nfacts: {}\nhouse:\n  raise_cap: six-raises\n  colour: red\n", encoding="utf-8")
    r = cli("rule", "--situation", sit)
    assert r.exit_code == 2 and "s.yaml:5: unknown house option 'colour'" in r.output


# -- house check, lint --house ------------------------------------------------------------------------
def test_house_check_passes_a_good_profile(cli, room):
    r = cli("house", "check", room)
    assert r.exit_code == 0, r.output
    assert "ok:" in r.output and "2 house rule(s) with 2 example(s)" in r.output
    r = cli("lint", "--house", room)
    assert r.exit_code == 0 and "house profile" in r.output


def test_house_check_lists_every_problem_with_its_line(cli, tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("name: Bad\ncolour: red\noptions:\n  raise_cap: nine\ngames:\n  lowball: [1, 2]\n", encoding="utf-8")
    r = cli("house", "check", path)
    assert r.exit_code == 1
    lines = [line for line in r.stdout.splitlines() if line]
    assert [line.split(":")[1] for line in lines] == ["2", "4", "6"]
    assert all(line.startswith(f"{path}:") for line in lines)
    path.write_text("name: [unclosed\n", encoding="utf-8")  # malformed YAML is a problem found: exit 1
    r = cli("house", "check", path)
    assert r.exit_code == 1 and "malformed YAML" in r.output
    r = cli("house", "check", tmp_path / "missing.yaml")  # cannot be read at all: exit 2
    assert r.exit_code == 2 and "cannot read" in r.output


def test_house_check_runs_the_room_s_examples_and_finds_conflicts_and_dead_rules(cli, tmp_path):
    path = tmp_path / "room.yaml"
    path.write_text("""name: R
rules:
  - id: house.three-raises
    section: draw.betting-cap
    title: Capped at three raises
    aliases: [three raise cap]
    when: {all: [{fact: players_at_round_start, at_least: 3}, {fact: raises_so_far, at_least: 3}]}
    ruling: This room caps a round at three raises.
    outcome: capped
    examples:
      - {facts: {players_at_round_start: 3, raises_so_far: 3}, expect: capped}
  - id: house.never
    section: house
    title: Never the ruling
    aliases: [never]
    ruling: Never.
    outcome: never
    examples: [{facts: {}, expect: never}]
  - id: house.always
    section: house
    topic: house.never
    title: Always the ruling
    aliases: [always]
    ruling: Always.
    outcome: always
    overrides: [house.never]
    examples: [{facts: {}, expect: always}]
""", encoding="utf-8")
    r = cli("house", "check", path, "--json")
    assert r.exit_code == 1
    problems = json.loads(r.output)["problems"]
    text = "\n".join(problems)
    assert f"{path}:3: house.three-raises: conflicts with draw.betting-cap.under-cap" in text
    assert f"{path}:11: house.three-raises: example: expected capped" in text
    assert f"{path}:12: house.never: unreachable" in text
    assert f"{path}:18: house.never: example" in text
    assert all(p.startswith(f"{path}:") for p in problems), problems
    r = cli("lint", "--house", path)
    assert r.exit_code == 1 and "house.three-raises: conflicts with" in r.output


# -- house show -----------------------------------------------------------------------------------------
def test_house_show_as_the_room_plays(cli, room):
    r = cli("house", "show", room)
    assert r.exit_code == 0, r.output
    out = " ".join(r.output.split())
    assert "Oceanside Card Club" in out and "Time zone: America/Los_Angeles" in out
    assert "This room: a bet and six raises (alternate; the book's main rule: a bet and four raises)" in out
    assert "Lowball (ace-to-five, California) Forced bets: blinds (with or without antes) (this room)" in out
    assert "House rule (Oceanside Card Club)" in out and "[house.phones]" in out
    data = json.loads(cli("house", "show", room, "--json").output)
    assert data["name"] == "Oceanside Card Club" and data["in_force"]
    cap = next(o for o in data["options"] if o["id"] == "raise_cap")
    assert cap["value"] == "six-raises" and not cap["main"]
    assert [r["id"] for r in data["rules"]] == ["house.no-cap-no-limit", "house.phones"]
    assert data["rules"][0]["refines"] == "draw.betting-cap" and data["rules"][1]["refines"] is None


def test_house_show_without_a_profile_says_the_book_s_main_rules_hold(cli, room, monkeypatch):
    r = cli("house", "show")
    assert r.exit_code == 0 and "No house profile: the book's main rules hold." in r.output
    monkeypatch.setenv("RULINGS_HOUSE", str(room))
    r = cli("house", "show")
    assert "Oceanside Card Club" in r.output and "the default profile (from $RULINGS_HOUSE)" in " ".join(r.output.split())


# -- house init -----------------------------------------------------------------------------------------
def _questions() -> int:
    from rulings.rules.house_file import choices
    from rulings.rules.load import load

    return len(choices(load()))


def test_house_init_asks_every_option_and_setup_and_writes_a_profile_that_checks(cli, config):
    n = _questions()
    answers = ["Oceanside Card Club", "Posted at every draw table.", "Mars/Base", "America/Los_Angeles",
               "2"]  # raise cap: the alternate
    answers += ["9", "back", "2"]  # a number out of range, then back to the raise cap again, and on
    answers += [""] * (n - 1)
    r = cli("house", "init", input="\n".join(answers) + "\n")
    assert r.exit_code == 0, r.output
    assert "unknown time zone 'Mars/Base'" in r.output and "Type a number from 1 to" in r.output
    assert "the book: The cap is a bet and four raises" in r.output and "(the main rule)" in r.output
    written = config / "house.yaml"
    text = written.read_text(encoding="utf-8")
    assert text.startswith("# House profile of Oceanside Card Club") and "\n  raise_cap: \"six-raises\"\n" in text
    assert "# Raise cap when a betting round begins with three or more players" in text
    assert "It is the default house profile now" in r.output
    assert cli("house", "check").exit_code == 0  # the default profile, as written
    data = json.loads(cli("house", "show", "--json").output)
    assert data["name"] == "Oceanside Card Club" and data["timezone"] == "America/Los_Angeles"
    assert next(o for o in data["options"] if o["id"] == "raise_cap")["value"] == "six-raises"


def test_house_init_never_overwrites_without_asking(cli, tmp_path):
    target = tmp_path / "room.yaml"
    target.write_text("name: Keep Me\n", encoding="utf-8")
    r = cli("house", "init", "-o", target, input="n\n")
    assert r.exit_code == 1 and "Nothing written" in r.output
    assert target.read_text(encoding="utf-8") == "name: Keep Me\n"
    r = cli("house", "init", "-o", target, "--force", input="New Room\n\n\n" + "\n" * _questions())
    assert r.exit_code == 0, r.output
    assert "New Room" in target.read_text(encoding="utf-8")
    assert f"--house {target}" in r.output


def test_house_init_at_end_of_input_writes_nothing(cli, tmp_path):
    target = tmp_path / "room.yaml"
    r = cli("house", "init", "-o", target, input="Half a Room\n\n")
    assert r.exit_code == 1 and not target.exists()


def test_a_floor_command_under_a_profile_reads_it_from_the_cache(room, monkeypatch):
    """Once read, a profile (and the room's rules) comes from the cache: no yaml on the floor's path."""
    import subprocess
    import sys

    monkeypatch.setenv("RULINGS_HOUSE", str(room))
    code = ("import sys\nsys.argv = ['rulings', 'show', 'house.phones']\nfrom rulings.cli.app import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\nprint('yaml' in sys.modules, file=sys.stderr)")
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True) for _ in range(2)]
    assert all("House rule (Oceanside Card Club)" in r.stdout for r in runs), runs[0].stderr
    assert [r.stderr.split()[-1] for r in runs] == ["True", "False"]  # read once, then from the cache


def test_a_room_with_its_own_rules_still_reads_the_story(cli, room):
    r = cli("rule", "--game", "lowball", "--house", room, "--story", "seat 3 made a string raise", "--json")
    data = _ruled(r)
    assert data["status"] == "not_covered" and data["not_covered"]["outside"]["title"] == "A string raise"
    r = cli("rule", "--game", "lowball", "--house", room, "--story", "$20-$40 lowball, after the draw seat 2 bets $20",
            "--json")
    assert {u["fact"] for u in _ruled(r)["understood"]} >= {"small_bet", "big_bet"}
