"""Qualifiers, on the book's own examples first."""

from __future__ import annotations

import pytest

from rulings.cards.notation import parse_card, parse_hand
from rulings.errors import BadInput
from rulings.cards.qualifiers import (
    could_have_had_openers,
    describe_level,
    exposed_card_facts,
    has_openers,
    kept_cards,
    seven_or_better,
)


def cards(text):
    return parse_hand(text, count=None)


# --- openers (jacks-or-better.opening-requirements) ----------------------------------------------

@pytest.mark.parametrize("hand, expected", [
    ("Jc Jd 7s 4h 2c", True),  # a pair of jacks
    ("Tc Td 7s 4h 2c", False),  # tens do not open
    ("3c 3d 2s 2h 4c", True),  # two pair is better than a pair of jacks
    ("5c 5d 5s 8h 2c", True),
    ("6c 5d 4s 3h 2c", True),  # a straight
    ("Ah Qh 9h 6h Jk", True),  # a flush the joker completes
    ("As Jk 7c 4d 2h", True),  # ace and joker: a pair of aces
    ("Ks Jk 7c 4d 2h", False),  # king and joker: no pair of kings
    ("As Jk Ks Qs Tc", True),  # the book's hand: a straight
    ("Ac Kd Qh 9s 7c", False),
])
def test_has_openers_jacks(hand, expected):
    assert has_openers(parse_hand(hand)) is expected


def test_has_openers_levels():
    queens = parse_hand("Qc Qd 7s 4h 2c")
    assert has_openers(queens, "queens") and not has_openers(queens, "kings")
    assert has_openers(parse_hand("As Jk 7c 4d 2h"), "aces")
    assert describe_level("queens") == "a pair of queens or better"
    with pytest.raises(BadInput, match="unknown opening level 'tens'"):
        has_openers(queens, "tens")


def test_has_openers_of_fewer_cards():
    """What a player keeps: pairs, two pair, trips; the joker is an ace."""
    assert has_openers(cards("As Jk Ks Qs"))
    assert has_openers(cards("As Jk"))
    assert not has_openers(cards("Ks Jk Qs"))
    assert has_openers(cards("3c 3d 2s 2h"))
    assert has_openers(cards("4c 4d 4s"))
    assert not has_openers(cards("Ts Js Qs Ks"))  # four to a straight flush holds no openers
    assert not has_openers(cards(""))


# --- splitting openers (jacks-or-better.splitting-openers) ---------------------------------------

def _splits(original: str, discards: str) -> bool:
    """Splitting openers as the engine works it out: the hand held openers, the cards kept do not."""
    hand = parse_hand(original)
    return has_openers(hand) and not has_openers(kept_cards(hand, cards(discards)))


def test_book_ace_joker_is_not_splitting_openers():
    """A♠ Jk K♠ Q♠ T♣, throwing the T♣ to draw at a royal flush, keeps openers (ace and joker)."""
    assert _splits("As Jk Ks Qs Tc", "Tc") is False


def test_splitting_openers():
    assert _splits("Jc Jd 9s Ts Qs", "Jd") is True  # breaks the jacks
    assert _splits("9s Ts Js Qs Kc", "Kc") is True  # breaks a straight
    assert _splits("5c 5d 3s 3h Kc", "3h Kc") is True  # two pair to fives
    assert _splits("Jc Jd 9s 3h 2c", "9s 3h 2c") is False  # keeps jacks
    assert _splits("Tc Td 9s 3h 2c", "Td") is False  # had no openers
    with pytest.raises(BadInput, match="not in the hand"):
        _splits("Jc Jd 9s 3h 2c", "Ah")


def test_could_have_had_openers():
    # drew one to the book's hand: the discarded T♣ with the four kept could have been a straight
    assert could_have_had_openers(parse_hand("As Jk Ks Qs 2d"), cards("Tc"))
    # claims split jacks: threw a jack, final hand has the other jack
    assert could_have_had_openers(parse_hand("Jc 9s Ts Qs Ks"), cards("Jd"))
    # threw a jack but no jack, no pair and no way to openers in what he kept
    assert not could_have_had_openers(parse_hand("2s 3h 8d 9c Kd"), cards("Jd"))
    # stood pat: the final hand is the original
    assert could_have_had_openers(parse_hand("Jc Jd 2s 3h 4d"), cards(""))
    assert not could_have_had_openers(parse_hand("Tc Td 2s 3h 4d"), cards(""))
    with pytest.raises(BadInput, match="twice"):
        could_have_had_openers(parse_hand("Jc Jd 2s 3h 4d"), cards("Jd"))


# --- seven or better (lowball.must-bet-sevens) -------------------------------------------------

def test_seven_or_better_ace_to_five():
    assert seven_or_better(parse_hand("7s 6h 5d 4c 3s"), "ace-to-five")  # 7-6-5-4-3: a seven
    assert seven_or_better(parse_hand("5s 4h 3d 2c As"), "ace-to-five")
    assert seven_or_better(parse_hand("7s 5h 4d 3c Jk"), "ace-to-five")
    assert not seven_or_better(parse_hand("8s 4h 3d 2c As"), "ace-to-five")
    assert not seven_or_better(parse_hand("7s 7h 4d 3c 2c"), "ace-to-five")


def test_seven_or_better_deuce_to_seven():
    assert seven_or_better(parse_hand("7s 5h 4d 3c 2s"), "deuce-to-seven")
    assert seven_or_better(parse_hand("7s 6h 5d 4c 2s"), "deuce-to-seven")
    assert not seven_or_better(parse_hand("7s 6h 5d 4c 3s"), "deuce-to-seven")  # a straight
    assert not seven_or_better(parse_hand("7s 5s 4s 3s 2s"), "deuce-to-seven")  # a flush
    assert not seven_or_better(parse_hand("5s 4h 3d 2c As"), "deuce-to-seven")  # ace-five high
    with pytest.raises(BadInput, match="lowball question"):
        seven_or_better(parse_hand("7s 5h 4d 3c 2s"), "high")


# --- exposed cards -----------------------------------------------------------------------------

@pytest.mark.parametrize("card, seven_or_lower, a_to_5, d_to_7", [
    ("As", True, True, False),  # ace: low in ace-to-five, high only in deuce-to-seven
    ("2h", True, True, True),
    ("5d", True, True, True),
    ("6c", True, False, False),  # kansas-city-lowball: a six must be replaced
    ("7s", True, False, True),
    ("8h", False, False, False),
    ("Kd", False, False, False),
    ("Jk", None, None, None),  # the joker has no rank: the rank rules do not say (the floor decides)
])
def test_exposed_card_facts(card, seven_or_lower, a_to_5, d_to_7):
    facts = exposed_card_facts(parse_card(card))
    assert facts["exposed_card_seven_or_lower"] is seven_or_lower
    assert facts["exposed_card_ace_to_five"] is a_to_5
    assert facts["exposed_card_deuce_to_seven_wheel_rank"] is d_to_7
    assert facts["exposed_card_is_joker"] is (card == "Jk")
    assert exposed_card_facts(card) == facts  # text works too
