"""Item 13: a value out of range is refused, never ruled on: a deck the game does not allow,
a number no poker table reaches, and an empty string for any option or argument."""

import pytest

from rulings.errors import BadInput
from rulings.rules.values import MAX_NUMBER, parse_value

from .conftest import one_line


@pytest.mark.parametrize(
    "game,deck,words",
    [
        ("kansas-city-lowball", "53", "deck: 53 is not one of 52 in this game"),
        ("lowball", "54", "deck: 54 is not one of 53, 52"),
        ("five-card-draw", "0", "deck: 0 is not one of 53, 52"),
        ("kansas-city-lowball", "54", "deck: 54 is not one of 52"),
    ],
)
def test_a_deck_the_game_does_not_allow_is_refused(game, deck, words, cli, tmp_path):
    assert words in one_line(cli("rule", "--game", game, "--fact", f"deck={deck}"))
    sit = tmp_path / "s.yaml"
    sit.write_text(f"game: {game}\nfacts:\n  deck: {deck}\n")
    assert f"{sit}:3: {words}" in one_line(cli("rule", "--situation", str(sit)))


def test_every_allowed_deck_is_accepted(cli, book):
    for gid, game in book.games.items():
        for deck in game.allowed("decks"):
            assert cli("rule", "--game", gid, "--fact", f"deck={deck}").exit_code == 0, (gid, deck)


@pytest.mark.parametrize(
    "profile,words",
    [
        ("options:\n  deck: 54\n", "deck: 54 is not one of 52 (what every game allows)"),
        ("games:\n  lowball: {deck: 54}\n", "deck: 54 is not one of 53, 52"),
        ("games:\n  kansas-city-lowball: {deck: 53}\n", "deck: 53 is not one of 52"),
    ],
)
def test_a_house_profile_cannot_choose_a_deck_out_of_range(profile, words, cli, tmp_path):
    house = tmp_path / "room.yaml"
    house.write_text("name: Room\n" + profile)
    line = one_line(cli("rule", "--game", "lowball", "--house", str(house)))
    assert str(house) in line and words in line, line


@pytest.mark.parametrize(
    "value,words",
    [
        ("9999999999999999999999", "too large for a poker table"),
        ("1000001", "too large for a poker table"),
        ("9" * 5000, "too large for a poker table"),
        ("-5", "is below 1"),
        ("²", "is not a whole number"),
        ("١٢", "is not a whole number"),
        ("3.0", "is not a whole number"),
        ("0x10", "is not a whole number"),
        ("1e3", "is not a whole number"),
        ("--3", "is not a whole number"),
    ],
)
def test_a_number_no_table_reaches_is_refused(value, words, cli):
    line = one_line(cli("rule", "--game", "lowball", "--fact", f"players_at_round_start={value}"))
    assert line.startswith("error: players_at_round_start: ") and words in line and len(line) < 200


def test_numbers_in_range_are_read(book):
    fact = book.facts["players_at_round_start"]
    assert [parse_value(fact, t) for t in ("4", " 4 ", "+4", "0004", 4, MAX_NUMBER)] == [4, 4, 4, 4, 4, MAX_NUMBER]
    for bad in (True, MAX_NUMBER + 1, 10**400, "4 4"):
        with pytest.raises(BadInput):
            parse_value(fact, bad)


EMPTY = [
    ["rule", "--game", ""],
    ["rule", "--game", "lowball", "--house", ""],
    ["rule", "--game", "lowball", "--situation", ""],
    ["rule", "--game", "lowball", "--about", " "],
    ["rule", "--game", "lowball", "--fact", ""],
    ["ask", "--game", ""],
    ["search", ""],
    ["search", "cap", "--game", ""],
    ["show", ""],
    ["facts", "--game", ""],
    ["compare", "--game", "lowball", "", "As 2s 3s 4s 5s"],
    ["hand", "--game", "lowball", " "],
    ["summary", "--game", ""],
    ["summary", "--game", "lowball", "--template-dir", ""],
    ["summary", "--game", "lowball", "-o", ""],
    ["quiz", "--trainee", ""],
    ["quiz", "--section", ""],
    ["quiz", "--game", ""],
    ["quiz", "stats", "--trainee", ""],
    ["log", "list", "--section", ""],
    ["log", "list", "--since", ""],
    ["log", "show", ""],
    ["log", "export", "-o", ""],
    ["rule", "--game", "lowball", "--db", ""],
]


@pytest.mark.parametrize("args", EMPTY, ids=[" ".join(a) for a in EMPTY])
def test_an_empty_value_is_refused_in_one_line(args, cli):
    line = one_line(cli(*args, input=""))
    assert "it is empty" in line or "is empty" in line, line
