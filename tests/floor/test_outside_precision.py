"""Precision of "not covered": disputes the chapter has a rule for are never sent away.

tests/data/in-scope-probes.txt holds covered disputes told the way floor staff type them; an
outside topic (rules_data/outside.yaml) whose words fit one of them, or a score too low to offer
a rule, would tell the floor person the chapter has no rule when it has one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.floor.matching import match

PROBES = Path(__file__).resolve().parent.parent / "data" / "in-scope-probes.txt"


def _probes() -> list[tuple[str, str]]:
    lines = PROBES.read_text(encoding="utf-8").splitlines()
    return [tuple(line.split("|", 1)) for line in lines if line.strip() and not line.startswith("#")]


def test_there_are_probes_for_every_game(book):
    games = {g for g, _ in _probes()}
    assert games == set(book.games)
    assert len(_probes()) > 100


@pytest.mark.parametrize("game, words", _probes())
def test_a_covered_dispute_is_offered_rules(book, game, words):
    got = match(book, game, words)
    assert got.outside is None, f"names the outside topic {got.outside and got.outside['id']!r}"
    assert got.matches, "no rule offered"


@pytest.mark.parametrize(
    "game, story",
    [
        # colour in a rambling story: a description of a person, or the same words used for another thing
        (
            "lowball",
            "Seat 2 - he's the one who keeps asking for a new deck - announces eight and shows a nine. "
            "Nobody has thrown a hand away. Who gets the pot?",
        ),
        (
            "five-card-draw",
            "Seat 9, the one with the headphones, turns over a straight flush and seat 2 shows four "
            "aces and the joker. Seat 9 says that's what the chart on his phone says. Who wins?",
        ),
        (
            "five-card-draw",
            "Seat 7 rapped the table when it came to him; he swears he never saw seat 5 raise. "
            "Can he still play his hand?",
        ),
    ],
)
def test_colour_in_a_story_names_no_outside_dispute(book, game, story):
    got = match(book, game, story)
    assert got.outside is None and got.matches


@pytest.mark.parametrize(
    "game, story, topic",
    [
        (
            "lowball",
            "Seat 3 has been on his phone the whole hand and seat 5 wants his hand dead.",
            "electronic-devices",
        ),
        ("lowball", "the 1 seat is vaping at the deuce to seven table, the lady next to him is complaining", "conduct"),
        ("jacks-or-better", "seat 6 threw a $1000 chip thinking it was a $5 to call, wants it back", "wrong-chip"),
        ("lowball", "Seat 3 keeps swearing at the dealer after every pot.", "conduct"),
    ],
)
def test_the_same_words_still_name_their_dispute(book, game, story, topic):
    got = match(book, game, story)
    assert got.outside and got.outside["id"] == topic


def test_a_colour_topic_names_the_dispute_only_from_the_dispute_sentence(book):
    colour = (
        "Seat 4 has been on his phone all night. Seat 4 opened, everyone folded, and he showed "
        "a pair of tens. What happens to the pot?"
    )
    got = match(book, "jacks-or-better", colour)
    assert got.outside is None and got.matches  # the phone is colour: the pot after false openers is the dispute
    asked = "Seat 4 opened and seat 5 called. Can seat 4 stay on his phone during the hand?"
    got = match(book, "jacks-or-better", asked)
    assert got.outside and got.outside["id"] == "electronic-devices"
