"""Item 11: a situation file (`rule --situation`) with a value of the wrong kind is refused in one
line naming the file and the line of the value, never a traceback and never silently ignored."""

import pytest

from .conftest import one_line

CASES = [  # (situation text, line, words)
    ("game: lowball\nfacts: [1, 2]\n", 2, "facts must be a mapping of NAME: VALUE; it is a list"),
    ("game: lowball\nfacts: abc\n", 2, "facts must be a mapping of NAME: VALUE; it is text"),
    ("# a dispute\ngame: [lowball]\n", 2, "game must be a game (five-card-draw"),
    ("game: lowball\nabout: {a: 1}\n", 2, "about must be text; it is a mapping"),
    ("game: lowball\nstory: 5\n", 2, "story must be text; it is a number"),
    ("game: lowball\nquery: [raise]\n", 2, "query must be text; it is a list"),
    ("game: lowball\n? [a, b]\n: 1\n", 2, "a mapping key must be plain text, not a list"),
    ("game: lowball\nfacts:\n  raises_so_far: 1\n  ? [a]\n  : 1\n", 4, "a mapping key must be plain text"),
    ("game: lowball\nfacts:\n  players_at_round_start: " + "9" * 5000 + "\n", 3, "a number of 5,000 digits"),
    ("game: lowball\nhouse: 5\n", 2, "house must be a house profile file or a mapping of house options"),
    ("game: lowball\nhouse: [a.yaml]\n", 2, "house must be a house profile file"),
    ("game: lowball\nfacts:\n  raises_so_far: 1\n  7: 3\n", 4, "a fact's name is text; this one is a number"),
    ("game: lowball\nfacts:\n  raises_so_far: [1]\n", 3, "raises_so_far: a fact's value is a word, a number or yes/no"),
    ("game: lowball\nfacts:\n  raises_so_far:\n", 3, "this one is nothing"),
    ("game: lowball\nfacts:\n  raises_so_far: {n: 1}\n", 3, "this one is a mapping"),
    ("game: lowball\nfacts:\n  raises_so_far: 2\n  colour: red\n", 4, "unknown fact 'colour'"),
    ("game: lowball\nfacts:\n  raises_so_far: lots\n", 3, "raises_so_far: 'lots' is not a whole number"),
    ("game: lowball\nfacts:\n  raises_so_far: 1.5\n", 3, "is not a whole number"),
    ("game: lowball\nfacts:\n  raises_so_far: 2021-05-01\n", 3, "is not a whole number"),
    ("game: lowball\nfacts:\n  raises_so_far: .inf\n", 3, "is not a whole number"),
    ("game: lowbal\n", 1, "unknown game 'lowbal'"),
    ('game: ""\n', 1, "it is empty"),
    ("game: lowball\ncolour: red\n", 2, "unknown key 'colour'"),
    ("game: lowball\nfacts: {a: 1}\nfacts: {b: 2}\n", 3, "duplicate key 'facts'"),
    ("game: lowball\nfacts: {a: 1\n", 3, "malformed YAML"),
]


@pytest.mark.parametrize("text,line,words", CASES, ids=[c[2][:40] for c in CASES])
def test_a_wrong_value_is_one_line_with_file_and_line(text, line, words, cli, tmp_path):
    sit = tmp_path / "dispute.yaml"
    sit.write_text(text, encoding="utf-8")
    message = one_line(cli("rule", "--situation", str(sit)))
    assert f"{sit}:{line}: " in message and words in message, message


@pytest.mark.parametrize("text", ["[1, 2]\n", "5\n", "just words\n", "", "# only a comment\n"])
def test_a_situation_that_is_not_a_mapping_is_one_line(text, cli, tmp_path):
    sit = tmp_path / "dispute.yaml"
    sit.write_text(text, encoding="utf-8")
    assert f"{sit}: a situation is a mapping" in one_line(cli("rule", "--situation", str(sit)))


def test_from_standard_input_the_file_is_named_stdin(cli):
    message = one_line(cli("rule", "--situation", "-", input="game: lowball\nfacts:\n  deck: 54\n"))
    assert message.startswith("error: <stdin>:3: deck: 54 is not one of 53, 52")


def test_the_game_given_on_the_command_line_is_the_one_checked(cli, tmp_path):
    sit = tmp_path / "dispute.yaml"
    sit.write_text("game: lowball\nfacts:\n  deck: 53\n", encoding="utf-8")
    assert cli("rule", "--situation", str(sit)).exit_code == 0
    message = one_line(cli("rule", "--situation", str(sit), "--game", "kansas-city-lowball"))
    assert f"{sit}:3: deck: 53 is not one of 52 in this game" in message


def test_house_options_written_in_are_checked_at_their_line(cli, tmp_path):
    sit = tmp_path / "dispute.yaml"
    sit.write_text("game: lowball\n\nhouse:\n  raise_cap: ten-raises\n", encoding="utf-8")
    message = one_line(cli("rule", "--situation", str(sit)))
    assert str(sit) in message and ":0:" not in message and "four-raises, six-raises" in message


def test_a_good_situation_still_rules(cli, tmp_path):
    sit = tmp_path / "dispute.yaml"
    sit.write_text("game: five-card-draw\nstory: seat 6 wants a fifth raise\nexpect: {outcome: capped}\n"
                   "facts:\n  players_at_round_start: 4\n  raises_so_far: 4\n", encoding="utf-8")
    r = cli("rule", "--situation", str(sit), "--json")
    assert r.exit_code == 0 and '"outcome": "capped"' in r.stdout
