"""The three evaluators: names, the book's examples, orderings, category counts."""

from __future__ import annotations

import pytest

from rulings.cards.notation import JOKER, parse_hand
from rulings.errors import BadInput
from rulings.cards.counts import category_counts
from rulings.cards.hands import (
    CATEGORIES,
    RANKINGS,
    categories,
    category_of,
    evaluate,
    strength,
    strength_function,
    winners,
)


def name(text, ranking):
    return evaluate(text, ranking).name


def beats(a, b, ranking):
    return evaluate(a, ranking).strength > evaluate(b, ranking).strength


# --- high, with the bug ------------------------------------------------------------------------

def test_book_joker_flush_is_ace_king():
    """five-card-draw.joker: A-Q-9-6 of hearts and the joker: the joker is the K♥."""
    v = evaluate("Ah Qh 9h 6h Jk", "high")
    assert v.name == "ace-king flush, joker as K♥"
    assert v.category == "flush" and v.joker_as == parse_hand("Kh", count=1)[0]
    assert v.played_text == "A K Q 9 6"
    # no double-ace flush: it loses to a natural ace-king-queen-ten flush... and beats A-K-Q-9-5
    assert beats("As Ks Qs Ts 2s", "Ah Qh 9h 6h Jk", "high")
    assert beats("Ah Qh 9h 6h Jk", "Ad Kd Qd 9d 5d", "high")
    assert evaluate("Ah Qh 9h 6h Jk", "high").strength == evaluate("Ad Kd Qd 9d 6d", "high").strength


def test_five_aces_beat_a_royal_flush():
    """five-card-draw.five-aces."""
    v = evaluate("As Ah Ad Ac Jk", "high")
    assert v.name == "five aces" and v.category == "five-aces"
    assert beats("As Ah Ad Ac Jk", "Ts Js Qs Ks As", "high")
    assert name("Ts Js Qs Ks As", "high") == "royal flush"


def test_joker_plays_as_an_ace_for_pairs_not_as_any_rank():
    assert name("Kc Kd Qh Qs Jk", "high") == "two pair, kings and queens, joker as an ace"
    assert evaluate("Kc Kd Qh Qs Jk", "high").played_text == "K K Q Q A"
    assert not beats("Kc Kd Qh Qs Jk", "Kh Ks Qc Qd Ac", "high")  # the same hand
    assert name("Ac Ad Kh Ks Jk", "high") == "aces full of kings, joker as an ace"
    assert name("As Jk 7c 4d 2h", "high") == "pair of aces, joker as an ace"
    assert name("Ks Jk 7c 4d 2h", "high") == "ace-high, joker as an ace"  # not a pair of kings
    assert name("7s 7h 7d Jk 2c", "high") == "three sevens, joker as an ace"
    assert name("7s 7h 7d 7c Jk", "high") == "four sevens, joker as an ace"


def test_joker_completes_straights_and_straight_flushes():
    assert name("9h 8h 7h 6h Jk", "high") == "ten-high straight flush, joker as T♥"
    assert name("Ah Kh Qh Jh Jk", "high") == "royal flush, joker as T♥"
    assert name("As Jk Ks Qs Tc", "high") == "ace-high straight, joker as a jack"
    assert name("Ks Qh Jd Tc Jk", "high") == "ace-high straight, joker as an ace"
    assert name("As Jk 2c 3d 4h", "high") == "five-high straight, joker as a five"
    assert name("5s 4h 3d 2c Jk", "high") == "six-high straight, joker as a six"
    assert name("2s 3s 4s 5s Jk", "high") == "six-high straight flush, joker as 6♠"


def test_high_names():
    cases = {
        "Jc Jd 7s 4h 2c": "pair of jacks",
        "Kc Kd Qh Qs 2c": "two pair, kings and queens",
        "Kc 9d 7h 4s 2c": "king-high",
        "6c 5d 4h 3s 2c": "six-high straight",
        "Ac 2d 3h 4s 5c": "five-high straight",
        "Ac Kd Qh Js Tc": "ace-high straight",
        "Ah Qh 9h 6h 4h": "ace-queen flush",
        "Ac Ad Ah Ks Kc": "aces full of kings",
        "2c 2d 2h 2s Kc": "four deuces",
        "9c 8c 7c 6c 5c": "nine-high straight flush",
        "3c 3d 3h Ks 2c": "three threes",
    }
    for text, expected in cases.items():
        assert name(text, "high") == expected, text


def test_high_order_of_categories():
    ladder = ["Kc 9d 7h 4s 2c", "Jc Jd 7s 4h 2c", "3c 3d 2h 2s 4c", "3c 3d 3h Ks 2c", "Ac 2d 3h 4s 5c",
              "Ah Qh 9h 6h 4h", "Ac Ad Ah Ks Kc", "2c 2d 2h 2s Kc", "9c 8c 7c 6c 5c", "Ts Js Qs Ks As",
              "As Ah Ad Ac Jk"]
    values = [evaluate(h, "high") for h in ladder]
    assert [v.category for v in values] == list(CATEGORIES["high"][:9]) + ["straight-flush", "five-aces"]
    assert [v.strength for v in values] == sorted(v.strength for v in values)


# --- ace-to-five --------------------------------------------------------------------------------

def test_ace_to_five_book():
    """lowball.low-hand-wins: 5-4-3-2-A is best, then 6-4-3-2-A; straights and flushes ignored."""
    assert name("5s 4h 3d 2c As", "ace-to-five") == "wheel"
    assert name("5s 4s 3s 2s As", "ace-to-five") == "wheel"  # a flush does not count
    assert beats("5s 4h 3d 2c As", "6s 4h 3d 2c Ac", "ace-to-five")
    assert name("6s 4h 3d 2c Ac", "ace-to-five") == "six-four low"
    assert beats("6s 4h 3d 2c Ac", "6h 5h 3c 2d Ad", "ace-to-five")
    assert beats("Ks Qh Jd 9c 8s", "As Ah 2c 3d 4h", "ace-to-five")  # any no-pair beats a pair
    assert name("As Ah 2c 3d 4h", "ace-to-five") == "pair of aces"
    assert beats("As Ah 2c 3d 4h", "2s 2h Ac 3d 4h", "ace-to-five")  # aces are the lowest pair


def test_ace_to_five_joker_is_the_lowest_missing_rank():
    """lowball.joker."""
    v = evaluate("7s 5h 4d 3c Jk", "ace-to-five")
    assert v.name == "seven-five low, joker as an ace" and v.played_text == "7 5 4 3 A"
    assert v.joker_as.rank == 12 and v.joker_as.suit is None
    assert name("As 5h 4d 3c Jk", "ace-to-five") == "wheel, joker as a deuce"
    assert name("As 2h 3d 4c Jk", "ace-to-five") == "wheel, joker as a five"
    assert name("As Ah 3d 4c Jk", "ace-to-five") == "pair of aces, joker as a deuce"


def test_ace_to_five_names():
    assert name("8s 6h 4d 3c 2d", "ace-to-five") == "eight-six low"
    assert name("7s 5h 4d 3c Ad", "ace-to-five") == "seven-five low"
    assert name("Ks Kh Kd Qc Qd", "ace-to-five") == "kings full of queens"
    assert category_of(evaluate("8s 6h 4d 3c 2d", "ace-to-five").strength, "ace-to-five") == "eight-low"


# --- deuce-to-seven -----------------------------------------------------------------------------

def test_deuce_to_seven_book():
    """kansas-city-lowball: 7-5-4-3-2 (unsuited) is best, then 7-6-4-3-2; A-5-4-3-2 is an ace-five
    high: it outranks the other ace-high hands and any pair, and a king-high hand outranks it."""
    assert name("7s 5h 4d 3c 2s", "deuce-to-seven") == "seven-five low"
    assert beats("7s 5h 4d 3c 2s", "7s 6h 4d 3c 2s", "deuce-to-seven")
    wheel = "5s 4h 3d 2c As"
    assert name(wheel, "deuce-to-seven") == "ace-five high"
    assert evaluate(wheel, "deuce-to-seven").category == "ace-high"
    assert beats("Ks Qh 9d 8c 7c", wheel, "deuce-to-seven")  # loses to a king-high hand
    assert beats(wheel, "As 6h 4d 3c 2c", "deuce-to-seven")  # beats other ace-high hands
    assert beats(wheel, "2s 2h 4c 6d 8c", "deuce-to-seven")  # and pairs


def test_deuce_to_seven_straights_and_flushes_count_against():
    assert name("7s 6h 5d 4c 3s", "deuce-to-seven") == "seven-high straight"
    assert beats("8s 6h 5d 4c 3s", "7s 6h 5d 4c 3s", "deuce-to-seven")
    assert name("7s 5s 4s 3s 2s", "deuce-to-seven") == "seven-five flush"
    assert beats("2s 2h 4c 6d 8c", "7s 5s 4s 3s 2s", "deuce-to-seven")  # a pair beats a flush
    assert name("Ks Qh 9d 8c 7c", "deuce-to-seven") == "king-queen low"


def test_deuce_to_seven_has_no_joker():
    with pytest.raises(BadInput, match="52-card deck"):
        evaluate("7s 5h 4d 3c Jk", "deuce-to-seven")
    with pytest.raises(BadInput, match="52-card deck"):
        evaluate(parse_hand("7s 5h 4d 3c Jk"), "deuce-to-seven")


# --- API ----------------------------------------------------------------------------------------

def test_evaluate_checks_its_input():
    with pytest.raises(BadInput, match="has 4 cards"):
        evaluate("Ah Kh Qh Jh", "high")
    four = parse_hand("Ah Kh Qh Jh", count=None)
    with pytest.raises(BadInput, match="twice"):
        evaluate(four + four[:1], "high")
    with pytest.raises(BadInput, match="unknown ranking"):
        evaluate("Ah Kh Qh Jh Th", "razz")
    with pytest.raises(BadInput, match="not a card"):
        evaluate((1, 2, 3, 4, 5), "high")


def test_winners_and_ties():
    values = [evaluate(h, "ace-to-five") for h in ("7s 5h 4d 3c 2c", "7h 5d 4c 3s 2s", "8s 6h 4d 3c 2d")]
    assert winners(values) == [0, 1]
    assert winners([]) == []


def test_strength_function_and_strength_agree():
    for ranking in RANKINGS:
        fast = strength_function(ranking)
        hand = parse_hand("7s 5h 4d 3c 2s")
        assert fast(hand) == strength(hand, ranking) == evaluate(hand, ranking).strength
        assert fast([int(c) for c in hand]) == fast(hand)


def test_joker_in_fast_function_for_high_and_low():
    hand = parse_hand("Ah Qh 9h 6h Jk")
    assert JOKER in hand
    assert strength_function("high")(hand) == evaluate(hand, "high").strength
    assert strength_function("ace-to-five")(hand) == evaluate(hand, "ace-to-five").strength


def test_categories():
    assert categories("high")[0] == "five-aces" and categories("ace-to-five")[0] == "five-low"
    assert categories("deuce-to-seven")[0] == "seven-low"


# --- category counts ----------------------------------------------------------------------------

def test_category_counts_52_high():
    counts = category_counts(52, "high")
    assert counts == {
        "five-aces": 0, "straight-flush": 40, "four-of-a-kind": 624, "full-house": 3744,
        "flush": 5108, "straight": 10200, "three-of-a-kind": 54912, "two-pair": 123552,
        "pair": 1098240, "high-card": 1302540,
    }
    assert list(counts) == list(categories("high"))


def test_category_counts_53_high_with_the_bug():
    calls = []
    counts = category_counts(53, "high", progress=lambda done, total: calls.append((done, total)))
    assert sum(counts.values()) == 2_869_685
    assert counts == {
        "five-aces": 1, "straight-flush": 204, "four-of-a-kind": 828, "full-house": 4368,
        "flush": 7804, "straight": 20532, "three-of-a-kind": 63360, "two-pair": 138600,
        "pair": 1215024, "high-card": 1418964,
    }
    assert calls[-1] == (2_869_685, 2_869_685)
    assert [d for d, _ in calls] == sorted(d for d, _ in calls)


def test_category_counts_lowball():
    a5 = category_counts(52, "ace-to-five")
    assert a5["five-low"] == 1024 and a5["six-low"] == 5120 and a5["seven-low"] == 15360
    assert a5["pair"] == 1098240 and sum(a5.values()) == 2_598_960
    a5j = category_counts(53, "ace-to-five")
    assert a5j["five-low"] == 2304 and sum(a5j.values()) == 2_869_685
    d7 = category_counts(52, "deuce-to-seven")
    assert d7["seven-low"] == 4080 and d7["straight"] == 9180 and d7["flush"] == 5112
    assert d7["straight-flush"] == 36 and sum(d7.values()) == 2_598_960
    with pytest.raises(BadInput, match="52 cards"):
        category_counts(53, "deuce-to-seven")


def test_docstring_examples():
    import doctest

    import rulings.cards.hands

    assert doctest.testmod(rulings.cards.hands).failed == 0
