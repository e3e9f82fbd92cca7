"""Card notation (DESIGN.md "Card notation"): parsing, printing, and the errors that name the problem."""

from __future__ import annotations

import pytest

from rulings.cards.notation import (
    DECK52,
    DECK53,
    JOKER,
    Card,
    deck,
    format_cards,
    make_card,
    parse_card,
    parse_cards,
    parse_hand,
    parse_hands,
)
from rulings.errors import BadInput

AH = make_card(12, 1)


def test_deck_is_52_naturals_and_the_joker():
    assert len(set(DECK52)) == 52 and len(set(DECK53)) == 53
    assert DECK53[-1] is JOKER and JOKER not in DECK52
    assert deck(52) == DECK52 and deck(53) == DECK53
    assert all(c.index == i for i, c in enumerate(DECK53))


@pytest.mark.parametrize("text", ["Ah", "ah", "AH", "aH", "A♥", "a♥", "A♡", "A♥️", " Ah "])
def test_any_case_and_symbols(text):
    assert parse_card(text) == AH


@pytest.mark.parametrize("text", ["Th", "10h", "t♥", "10♥"])
def test_ten(text):
    assert parse_card(text) == make_card(8, 1)


@pytest.mark.parametrize("text", ["Jk", "JK", "jk", "jK", "joker", "JOKER", "Joker", "bug", "Bug", "BUG"])
def test_joker_spellings(text):
    assert parse_card(text) is JOKER


@pytest.mark.parametrize("text", [
    "Ah Qh 9h 6h Jk", "AhQh9h6hJk", "Ah,Qh,9h,6h,Jk", "Ah, Qh, 9h, 6h, joker", "ah qh 9h 6h jk",
    "A♥Q♥9♥6♥Jk", "AhQh 9h6hJK",
])
def test_hand_spaced_packed_or_comma_separated(text):
    assert format_cards(parse_hand(text)) == "A♥ Q♥ 9♥ 6♥ Jk"


def test_packed_joker_next_to_a_jack():
    assert parse_cards("JkAh") == [JOKER, AH]
    assert parse_cards("JhJk") == [make_card(9, 1), JOKER]
    assert parse_cards("JcJkJd") == [make_card(9, 3), JOKER, make_card(9, 2)]
    assert parse_cards("10h10s") == [make_card(8, 1), make_card(8, 0)]


def test_printing():
    assert str(AH) == "A♥" and AH.ascii == "Ah" and repr(AH) == "Card('Ah')"
    assert str(JOKER) == "Jk" and JOKER.ascii == "Jk"
    assert f"{AH}" == "A♥"
    assert format_cards(parse_hand("Ts 9c 8d 7h 2s"), ascii=True) == "Ts 9c 8d 7h 2s"
    rank_only = make_card(11)
    assert str(rank_only) == "K" and rank_only.suit is None and rank_only.rank == 11


def test_card_attributes_and_order():
    c = parse_card("Qd")
    assert (c.rank, c.suit, c.is_joker) == (10, 2, False)
    assert (JOKER.rank, JOKER.suit, JOKER.is_joker) == (13, None, True)
    assert isinstance(c, int) and isinstance(c, Card)
    assert sorted(parse_cards("Jk As 2c Kd")) == parse_cards("2c Kd As Jk")  # by rank, joker last


@pytest.mark.parametrize("text, words", [
    ("Xh Kh Qh Jh Th", ["unknown rank 'X'", "'Xh'", "2-9, T or 10, J, Q, K, A"]),
    ("Ax Kh Qh Jh Th", ["unknown suit 'x'", "'Ax'", "s h d c or ♠ ♥ ♦ ♣"]),
    ("AhKxQhJhTh", ["unknown suit 'x'", "'Kx' (in 'AhKxQhJhTh')"]),
    ("1h Kh Qh Jh Th", ["unknown rank '1'"]),
    ("A Kh Qh Jh Th", ["'A' has no suit"]),
    ("AhKhQhJhT", ["'T' (in 'AhKhQhJhT') has no suit"]),
])
def test_unknown_rank_or_suit_names_the_token(text, words):
    with pytest.raises(BadInput) as e:
        parse_hand(text)
    for w in words:
        assert w in str(e.value)


def test_wrong_number_of_cards():
    with pytest.raises(BadInput, match="has 4 cards: a hand is 5 cards"):
        parse_hand("Ah Kh Qh Jh")
    with pytest.raises(BadInput, match="has 6 cards"):
        parse_hand("Ah Kh Qh Jh Th 9h")
    with pytest.raises(BadInput, match="quote a spaced hand"):
        parse_hand("Ah")
    with pytest.raises(BadInput, match="has 0 cards"):
        parse_hand("  ")
    assert len(parse_hand("Ah Kh", count=None)) == 2


def test_duplicate_card():
    with pytest.raises(BadInput, match=r"has the A♥ \(ace of hearts\) twice"):
        parse_hand("Ah Kh Ah Jh Th")


def test_two_jokers():
    with pytest.raises(BadInput, match="2 jokers: the 53-card deck has only one"):
        parse_hand("Jk joker Ah Kh Qh")


def test_joker_in_a_52_card_game():
    with pytest.raises(BadInput, match="52-card deck"):
        parse_hand("Jk Ah Kh Qh Jh", deck=52)
    assert JOKER in parse_hand("Jk Ah Kh Qh Jh", deck=53)


def test_duplicate_across_hands():
    with pytest.raises(BadInput, match=r"the K♠ \(king of spades\) is in both hand 1 .* and hand 2"):
        parse_hands(["Ks Kh Qh Jh Th", "Ad Ks 2c 3c 4c"])
    with pytest.raises(BadInput, match="the joker is in both hand 1"):
        parse_hands(["Jk Kh Qh Jh Th", "Ad Jk 2c 3c 4c"])
    a, b = parse_hands(["Ks Kh Qh Jh Th", "Ad Kd 2c 3c 4c"])
    assert len(a) == len(b) == 5


def test_bad_token_in_second_hand_names_the_hand():
    with pytest.raises(BadInput, match="^hand 2: unknown suit"):
        parse_hands(["Ks Kh Qh Jh Th", "Ad Kz 2c 3c 4c"])


def test_unknown_deck():
    with pytest.raises(BadInput, match="52 .* or 53"):
        parse_hand("Ah Kh Qh Jh Th", deck=54)


def test_parse_card():
    assert parse_card("Ah") == AH
    assert parse_card("jk") is JOKER
    with pytest.raises(BadInput, match="52-card deck"):
        parse_card("Jk", deck=52)
    with pytest.raises(BadInput, match="expected one card"):
        parse_card("Ah Kh")


def test_parse_hands_with_counts_per_hand():
    final, discards = parse_hands(["As Jk Ks Qs 2d", "Tc"], counts=(5, None))
    assert len(final) == 5 and len(discards) == 1
    final, discards = parse_hands(["As Jk Ks Qs 2d", ""], counts=(5, None))
    assert discards == ()
    with pytest.raises(BadInput, match="is in both"):
        parse_hands(["As Jk Ks Qs 2d", "Qs"], counts=(5, None))
