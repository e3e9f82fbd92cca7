"""Readings added at stop 32, from a camera operator's write-ups, an investigator's complaint
reports, a columnist's hand stories and a staff group chat: the seat a question is about, which
the ruling then names; players told by their looks or by their part ("the complainant (seat 1)");
allegations as claims; a hand listed rank by rank; and the words for a showdown, a mucked opener,
a miscall and the round after the draw. Each read both ways, with the traps that must read
nothing."""

import json

import pytest

from rulings.floor.cards_text import card_groups
from rulings.floor.matching import match
from rulings.floor.retold import retold
from rulings.floor.story import read
from rulings.rules.model import HouseProfile


def story_of(book, game, text):
    return read(book, game, retold(text, book.vocabulary), None, HouseProfile(options={}))


def said(book, game, text, fact):
    return {r.fact: r.value for r in story_of(book, game, text).readings}.get(fact)


def ruling(cli, game, story):
    r = cli("rule", "--game", game, "--story", story, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.output)


def spoken(data):
    return " ".join(v["here"] or v["text"] for v in data["rulings"])


# -- the seat a question is about ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game", "story", "seat"),
    [
        (
            "five-card-draw",
            "Four players began the betting round after the draw: seat 2 bets, seat 5 raises, seat 7 raises, "
            "seat 2 raises, seat 5 raises again. Floor asked whether seat 7 can make that raise.",
            "Seat 7 may not raise",
        ),
        (
            "five-card-draw",
            "Draw high. Seat 5 asks for two, then switches to three before the dealer pitches anything, and "
            "nobody has acted on it. Can seat 5 take three instead?",
            "Seat 5 may still change",
        ),
    ],
)
def test_the_ruling_names_the_seat_the_question_is_about(cli, game, story, seat):
    data = ruling(cli, game, story)
    assert seat in spoken(data)
    assert data["seats"].get("in_question") == int(seat.split()[1])


def test_a_seat_only_named_in_a_statement_is_not_asked_about(book):
    roles = story_of(book, "jacks-or-better", "The button is seat 4. Seat 2 opened.").roles
    assert "in_question" not in roles


def test_a_question_seat_stands_only_for_a_part_it_can_be(book):
    # "who acts first" may be about another seat than the one asked about: not listed in_question
    assert "first-to-act" not in book.vocabulary["in_question"]
    assert book.vocabulary["in_question"]["betting-cap"] == ("raiser",)


# -- players told by their looks or their part ---------------------------------------------------
def test_a_players_looks_in_brackets_are_left_out():
    assert retold("Seat 3 (female, green visor) is due the big blind") == "Seat 3 is due the big blind"
    assert retold("seat 4 (opener) and seat 2 (me) bet") == "seat 4 (opener) and seat 2 (me) bet"


def test_a_party_named_with_his_seat_is_that_seat_after():
    text = retold(
        "The complainant (seat 1) checked kings. The respondent (seat 5) opened. The complainant then declared."
    )
    assert text.endswith("seat 1 then declared.")
    assert "the opener (seat 3)" in retold("the opener (seat 3) bet. the opener checked")  # a part read as such


def test_a_player_named_without_a_seat_who_opens_is_the_opener():
    assert retold("Lefty opens for twenty. Lefty flips over wired queens.") == (
        "the opener opens for twenty. the opener flips over wired queens."
    )
    assert retold("Lefty opens, Dutch opens a new rack.") == "Lefty opens, Dutch opens a new rack."  # two: neither


def test_an_allegation_is_a_claim_not_a_fact(book):
    told = "Seat 3 opened with jacks and fours. Seat 5 alleges that seat 3 split his openers without announcing it."
    assert said(book, "jacks-or-better", told, "split_announced") is None
    assert said(book, "jacks-or-better", "Seat 3 split his openers without announcing it.", "split_announced") is False


def test_before_and_after_are_never_skipped_inside_a_phrase(book):
    assert said(
        book, "lowball", "While dealing before the draw the dealer turned a card up", "exposed_by_dealer_when"
    ) == ("before-draw")
    assert said(book, "lowball", "While dealing the draw the dealer turned a card up", "exposed_by_dealer_when") == (
        "on-the-draw"
    )


# -- hands ------------------------------------------------------------------------------------------
def test_five_ranks_listed_with_commas_are_a_hand():
    assert [g.cards for g in card_groups("Seat 2 showed ace, deuce, trey, eight and the joker")] == [
        ("A", "2", "3", "8", "Jk")
    ]
    assert card_groups("seats 2, 4, 5, 7 and 9 called") == []  # seats, not ranks
    assert [g.cards for g in card_groups("a seven-five, seven, five, three, deuce, ace")] == [("7", "5", "3", "2", "A")]


def test_a_teller_who_gives_his_seat_owns_my_hand(book):
    text = "Lowball with the joker. My hand: ace, three, six, seven and joker. Seat 2 has seven, six, four, deuce, ace. I am seat 8."
    assert {label: g.cards for label, g in story_of(book, "lowball", text).hands} == {
        "seat 8": ("A", "3", "6", "7", "Jk"),
        "seat 2": ("7", "6", "4", "2", "A"),
    }


def test_a_showdown_asked_about_is_the_chapters_though_a_misread_pot_is_named(book):
    text = (
        "Kansas City lowball. Seat 1 showed the seven, five, four, three and deuce of clubs; seat 4 showed eight, six, "
        "five, four, deuce of mixed suits. Seat 1 alleges the dealer misread the hands. Whether seat 1 holds the "
        "better deuce-to-seven low."
    )
    assert match(book, "kansas-city-lowball", retold(text)).matches[0].topic == "hand-ranking"
    tie = "Seat 2 shows Kd Kh 8s 8c 4d. Seat 7 shows Ks Kc 8h 8d 4c. Split pot, one chip left over, both want it."
    assert match(book, "jacks-or-better", retold(tie)).matches == ()  # the odd chip: no rule


# -- words -----------------------------------------------------------------------------------------
def test_the_opener_shown_short_in_a_report(book):
    told = "Seat 4 opened and only seat 9 called. On being asked to show openers seat 4 could produce only a pair of sixes."
    assert said(book, "jacks-or-better", told, "opener_has_openers") is False
    assert (
        said(
            book,
            "jacks-or-better",
            "Seat 1 opens. His hand slips face up: a pair of eights and nothing else.",
            "opener_has_openers",
        )
        is False
    )


def test_a_miscall_called_out_aloud(book):
    told = "Lowball heads up. Seat 3 calls out six and spreads 8h 5c 4d 3s ah. Seat 7 still has his cards."
    assert said(book, "lowball", told, "hand_as_good_as_called") is False
    assert said(book, "lowball", "Seat 3 calls six and seat 5 folds.", "hand_as_good_as_called") is None  # a bet


def test_the_players_now_give_way_to_the_round_start_told_in_the_same_words(book):
    told = "Four players were still in when the betting started after the draw, then two of them folded."
    assert said(book, "jacks-or-better", told, "players_at_round_start") == 4
    assert said(book, "jacks-or-better", told, "players_now") != 4
    assert said(book, "jacks-or-better", "Four players were still in.", "players_now") == 4


def test_the_askers_place_in_the_hand_read_from_his_own_acts(book):
    drew = "Seat 2 takes one card and seat 7 takes two. Before anyone acts, seat 2 asks seat 7 how many he drew."
    assert said(book, "lowball", drew, "asker_in_hand") is True
    folded = "After the draw, seat 9, who folded pre-draw, asks seat 4 how many he drew."
    assert said(book, "lowball", folded, "asker_in_hand") is False


def test_the_round_after_the_draw_from_the_next_sentences_claim(book):
    told = (
        "Seat 3 opened, seat 6 raised, seat 3 folded. Only seat 6 and seat 1 went to the draw. Seat 1 says he is first."
    )
    assert said(book, "five-card-draw", told, "betting_round") == "second"
    asked = "Seat 3 opened. Only seat 6 and seat 1 went to the draw. Before that, seat 1 says he is first."
    assert said(book, "five-card-draw", asked, "betting_round") != "second"


def test_a_seat_who_only_had_a_pair_is_not_short_of_a_blind(book):
    roles = story_of(book, "jacks-or-better", "Seat 1 opened, then seat 1 shows he only had a pair of eights.").roles
    assert "short_player" not in roles
    assert story_of(book, "lowball", "Seat 3 only had $8 for his big blind.").roles.get("short_player") == 3


def test_a_seat_who_may_take_it_over_declares(book):
    text = "Can seat 9 take it over? Seat 4 opened high and showed 8s before the draw. Seat 9 hasn't acted, has kings."
    assert story_of(book, "jacks-back", text).roles.get("declarer") == 9
    assert said(book, "jacks-back", text, "declarer_has_openers") is True
