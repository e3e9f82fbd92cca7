"""`rulings compare` and `rulings hand`, through CliRunner."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from rulings.cli.app import app

runner = CliRunner()


def run(*args):
    return runner.invoke(app, list(args))


def test_compare_book_flush():
    r = run("compare", "--game", "five-card-draw", "Ah Qh 9h 6h Jk", "Ks Kc Kd 2s 3c")
    assert r.exit_code == 0, r.output
    assert "ace-king flush, joker as K♥" in r.output
    assert "three kings" in r.output
    assert "Winner: hand 1" in r.output
    assert "five-card-draw.joker" in r.output and "five-card-draw.five-aces" in r.output


def test_compare_json_shape():
    r = run("compare", "--game", "lowball", "7s5h4d3cJk", "8c6d4h3s2d", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["game"] == "lowball"
    assert data["winners"] == [0]
    assert data["citations"] == ["lowball.low-hand-wins", "lowball.joker"]
    assert [h["name"] for h in data["hands"]] == ["seven-five low, joker as an ace", "eight-six low"]
    assert data["hands"][0]["cards"] == "7s 5h 4d 3c Jk"
    assert data["hands"][0]["joker_as"] == "A" and data["hands"][1]["joker_as"] is None
    assert all(isinstance(h["cards"], str) and isinstance(h["name"], str) for h in data["hands"])


def test_compare_tie_lists_every_winner():
    r = run("compare", "--game", "lowball", "7s 5h 4d 3c 2c", "8s 6h 4c 3d 2d", "7h 5d 4s 3h 2s",
            "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["winners"] == [0, 2]
    r = run("compare", "--game", "lowball", "7s 5h 4d 3c 2c", "7h 5d 4s 3h 2s")
    assert r.exit_code == 0 and "Tie: hands 1 and 2" in r.output


def test_compare_deuce_to_seven_book():
    r = run("compare", "--game", "kansas-city-lowball", "5s4h3d2cAs", "KsQh9d8c7c", "2s2h4c6d8d",
            "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["winners"] == [1]
    assert data["hands"][0]["name"] == "ace-five high"
    assert data["citations"] == ["kansas-city-lowball"]


def test_compare_jacks_back_needs_a_side():
    r = run("compare", "--game", "jacks-back", "7s 5h 4d 3c 2c", "8c 6d 4h 3s 2s")
    assert r.exit_code == 2
    assert "--side high or --side low" in r.output
    low = run("compare", "--game", "jacks-back", "--side", "low", "7s 5h 4d 3c 2c", "8c 6d 4h 3s 2s",
              "--json")
    high = run("compare", "--game", "jacks-back", "--side", "high", "7s 5h 4d 3c 2c", "8c 6d 4h 3s 2s",
               "--json")
    assert json.loads(low.output)["winners"] == [0]
    assert json.loads(high.output)["winners"] == [1]
    assert "jacks-back" in json.loads(low.output)["citations"]


@pytest.mark.parametrize("args, words", [
    (["--game", "five-card-draw", "Ah Kh Qh Jh Tx", "2c 3c 4c 5c 6c"], "unknown suit 'x'"),
    (["--game", "five-card-draw", "Ah Kh Qh Jh Th", "Ah 3c 4c 5c 6c"], "is in both hand 1"),
    (["--game", "five-card-draw", "Ah Kh Qh Jh", "2c 3c 4c 5c 6c"], "has 4 cards"),
    (["--game", "five-card-draw", "Ah Kh Qh Jh Th"], "at least two hands"),
    (["--game", "kansas-city-lowball", "7s 5h 4d 3c Jk", "8c 6d 4h 3s 2s"], "52-card deck"),
    (["--game", "five-card-draw", "--deck", "52", "Ah Kh Qh Jh Jk", "2c 3c 4c 5c 6c"], "52-card deck"),
    (["--game", "kansas-city-lowball", "--deck", "53", "7s 5h 4d 3c 2c", "8c 6d 4h 3s 2s"],
     "--deck 53 is not allowed"),
    (["--game", "razz", "7s 5h 4d 3c 2c", "8c 6d 4h 3s 2s"], "unknown game 'razz'"),
    (["--game", "lowball", "--side", "low", "7s 5h 4d 3c 2c", "8c 6d 4h 3s 2s"], "drop --side"),
    (["--game", "jacks-back", "--side", "middle", "7s 5h 4d 3c 2c", "8c 6d 4h 3s 2s"],
     "unknown side 'middle'"),
])
def test_compare_bad_input_exits_2_with_one_line(args, words):
    r = run("compare", *args)
    assert r.exit_code == 2
    assert words in r.output
    assert "Traceback" not in r.output
    assert len(r.output.strip().splitlines()) == 1


def test_hand_openers():
    r = run("hand", "--game", "jacks-or-better", "As Jk Ks Qs Tc")
    assert r.exit_code == 0, r.output
    assert "ace-high straight, joker as a jack" in r.output
    assert "Opens (a pair of jacks or better)? yes" in r.output
    assert "jacks-or-better.opening-requirements" in r.output
    r = run("hand", "--game", "jacks-or-better", "Tc Td 7s 4h 2c", "--json")
    data = json.loads(r.output)
    assert data["name"] == "pair of tens"
    assert {q["id"]: q["value"] for q in data["qualifiers"]} == {"has_openers": False}


def test_hand_without_opening_requirement_has_no_openers_question():
    r = run("hand", "--game", "five-card-draw", "Tc Td 7s 4h 2c", "--json")
    assert r.exit_code == 0
    assert json.loads(r.output)["qualifiers"] == []


def test_hand_low_games_ask_seven_or_better():
    r = run("hand", "--game", "lowball", "7s 5h 4d 3c Jk", "--json")
    data = json.loads(r.output)
    assert data["name"] == "seven-five low, joker as an ace"
    q = {q["id"]: q for q in data["qualifiers"]}
    assert q["seven_or_better"]["value"] is True
    assert q["seven_or_better"]["citations"] == ["lowball.must-bet-sevens"]
    r = run("hand", "--game", "kansas-city-lowball", "7s 6h 5d 4c 3s")
    assert r.exit_code == 0 and "Seven-low or better? no" in r.output
    r = run("hand", "--game", "jacks-back", "--side", "high", "Jc Jd 7s 4h 2c", "--json")
    assert {q["id"] for q in json.loads(r.output)["qualifiers"]} == {"has_openers"}
    r = run("hand", "--game", "jacks-back", "--side", "low", "Jc Jd 7s 4h 2c", "--json")
    assert "seven_or_better" in {q["id"] for q in json.loads(r.output)["qualifiers"]}


def test_hand_bad_input():
    r = run("hand", "--game", "jacks-back", "Jc Jd 7s 4h 2c")
    assert r.exit_code == 2 and "--side" in r.output
    r = run("hand", "--game", "lowball", "Jc Jd 7s 4h")
    assert r.exit_code == 2 and "has 4 cards" in r.output


@pytest.mark.parametrize("command", ["compare", "hand"])
def test_help_has_an_example(command):
    r = run(command, "--help")
    assert r.exit_code == 0
    assert f"rulings {command} --game" in r.output
