"""Lowball hands told by their top cards, seat by seat: the seat whose hand is best, named only
where what was told decides it (floor/low_hands.py)."""

import pytest

from rulings.floor.low_hands import best_low


@pytest.mark.parametrize(
    ("story", "dead", "best"),
    [
        ("seat 5 has eight-seven, seat 8 a nine", set(), 5),
        ("seat 4 has a 7-5, seat 6 has a 7-6", set(), 4),
        # a hand told by its ranks has no pair: it beats one told holding a pair
        ("seat 6 spread his hand with a pair of fours, seat 2 still has his nine-eight", set(), 2),
        # the dead hand is out of it
        ("seat 2 called a seven but has an eight-six. seat 5 has eight-seven, seat 8 a nine", {2}, 5),
    ],
)
def test_the_best_told_hand_is_named(story, dead, best):
    assert best_low(story, "ace-to-five", dead) == best


@pytest.mark.parametrize(
    "story",
    [
        "seat 3 has an eight, seat 4 has an eight-six",  # level as far as told
        "seat 5 and seat 9 still have their cards, seat 9 has a 7-5",  # seat 5's hand untold
        "seat 4 in a lowball game made 6-4-3-2 with the joker, seat 9 showed 6-4-3-2-A",  # "a" is no hand
        "the young guy says that gives seat 2 a pair of aces; seat 6 had seven-five",  # a claim, not a hand
    ],
)
def test_no_seat_is_named_where_the_told_cards_leave_it_open(story):
    assert best_low(story, "ace-to-five", set()) is None


def test_only_in_ace_to_five():
    assert best_low("seat 5 has eight-seven, seat 8 a nine", "deuce-to-seven", set()) is None


def test_the_ruling_names_the_winner_of_a_three_way_miscall(cli):
    story = (
        "Three-way showdown, s2 called a seven but turned over an eight-six. s5 has eight-seven, s8 a nine. "
        "s2 says his eight-six still wins."
    )
    r = cli(
        "rule",
        "--game",
        "lowball",
        "--story",
        story,
        "--about",
        "miscalled-hand",
        "--fact",
        "hand_as_good_as_called=no",
    )
    assert r.exit_code == 0, r.output
    assert "seat 5 wins the pot" in " ".join(r.output.split())
