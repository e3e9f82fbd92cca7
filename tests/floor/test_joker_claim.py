"""What the joker's holder calls his hand, read for what he uses the joker as (floor/joker_claim.py):
the holder's own claim only, the hand it names by its highest kind, and nothing where the claim is
another player's, negated, or names a card rather than a hand."""

import pytest

from rulings.floor.retold import retold
from rulings.floor.story import read


def used_as(book, text, game="five-card-draw"):
    return {r.fact: r.value for r in read(book, game, retold(text)).readings}.get("joker_used_as")


@pytest.mark.parametrize(
    "story, value",
    [
        ("Seat 1 shows two aces and the joker with a nine and a four, says it's three aces.", "ace"),
        ("Seat 8 has the bug with four spades. Seat 2 has kings up. Seat 8 says it's a flush.", "flush"),
        ('Seat 2 turns up Ah Jh 8h 5h and the joker and says "double-ace flush, can\'t lose".', "flush"),
        ("Seat 5 has the joker with a nine, eight, seven and six and calls it a ten-high straight.", "straight"),
        ("Seat 6 spreads two nines and the bug, 9s 9d Jk 5c 2h, and announces three nines.", "other"),
        ('Seat 1 has four queens and the joker and calls it "five queens".', "other"),
    ],
)
def test_the_holders_claim_is_what_he_uses_the_joker_as(book, story, value):
    assert used_as(book, story) == value


@pytest.mark.parametrize(
    "story",
    [
        "Seat 5 has the joker with four jacks. Seat 2 says it's only a pair of aces.",  # another seat's claim
        "Seat 5 has the joker and four hearts and says it's not a straight.",  # negated
        "Seat 3 shows Ad 10d 7d 3d and the bug, says the bug is a king.",  # a card, not a hand
        "Seat 1 has four aces and the joker and says five aces beats a straight flush.",  # five aces: its own fact
        "Two pair, kings and nines, plus the joker. Seat 3 says that makes kings full.",  # no holder named
    ],
)
def test_claims_that_are_not_the_holders_hand_read_nothing(book, story):
    assert used_as(book, story) is None


def test_a_low_game_reads_no_high_use(book):
    assert used_as(book, "Seat 4 has the joker with 7-5-3-2 and says it's a seven low.", "lowball") is None


def test_a_showdown_with_the_joker_in_a_hand_offers_the_jokers_rule_first(book):
    from rulings.floor.matching import match

    story = (
        "A-5 lowball with the joker. Showdown. Seat 1 has joker 6 4 3 2. Seat 5 has 6 5 4 3 A. Seat 5 says the "
        "joker can't be an ace when seat 1 needs it, so seat 1 is only a six-five."
    )
    assert match(book, "lowball", retold(story)).matches[0].topic == "joker"


def test_a_holder_told_by_he_after_the_sentence_that_names_his_seat(book):
    story = "The player in seat 7 is pretty hot. He had two sevens plus the joker and turned it over calling it trip sevens."
    assert used_as(book, story) == "other"
    two = "Seat 2 and seat 7 argue. He had two sevens plus the joker and calls it trip sevens."
    assert used_as(book, two) is None  # two seats before "he": whose joker is not told


@pytest.mark.parametrize(
    "story, value",
    [
        (
            "Draw with the joker. s2 has 9-8-7-6 and the bug, s4 has trip kings. s4 says the bug only plays as an ace.",
            "straight",
        ),
        ("Seat 2 has the joker with nine-eight-seven-six, seat 7 has three queens.", "straight"),
        ("Seat 8 showed the nine, eight, seven and five with the joker.", "straight"),  # the gap filled
        ("Seat 4 has 4-3-2-A and the joker.", "straight"),  # the wheel
        ("Seat 3 has K K 7 3 and the joker.", None),  # a pair: no straight
        ("Seat 3 has 9-8-7-2 and the joker.", None),  # too far apart
        ("Seat 3 has 9-8-7-6 and the joker, seat 5 has 5-4-3-2 and the bug.", None),  # two such hands
        ("Seat 6 says seat 3 had 9-8-7-6 and the joker.", None),  # inside someone's words
    ],
)
def test_with_no_claim_the_straight_the_joker_completes_is_its_use(book, story, value):
    assert used_as(book, story) == value
