"""Readings added at stop 41, from a security officer's police-style reports, a translation app's
messages, an old regular's letters and a senior floor person talking a trainee through a hand:
parties labelled with their seats ("S-2 (Seat 8, ...)"), a letter's "No. 5 seat", hands told by a
six-word list or by the joker and four ranks, what a report "stated", what a player did not say,
an old story beside this hand, a long letter's dispute, and the traps that must read nothing."""

import pytest

from rulings.floor.asides import asides
from rulings.floor.cards_text import card_groups
from rulings.floor.matching import match
from rulings.floor.retold import retold, teller_seat
from rulings.rules.phrasing import tokens

from .test_story_table_games_and_translation import outside, roles, story_of, told


# -- parties labelled with their seats ---------------------------------------------------------------------
def test_a_reports_labelled_party_is_his_seat_wherever_the_label_stands(book):
    text = (
        "Four players were in before the draw. S-1 (Seat 2, Dan Vu) put in the fourth raise. "
        "S-2 (Seat 8, Ray Fisk) then attempted to raise again. S-2 stated caps are a tournament thing."
    )
    assert roles(book, "five-card-draw", text)["raiser"] == 8
    assert "seat 8 stated" in retold(text, book.vocabulary)


@pytest.mark.parametrize(
    "text, seat",
    [
        ("Jacks or better. Player B (Seat 4) opened and Player C (Seat 6) called. Player B bet after the draw.", 4),
        ("P1 (seat 3) opened for $10. P2 (seat 5) called. Then P1 opened again.", 3),
        ("S-1 (Seat 3, Elliot Marsh) opened. Elliot bet after the draw.", 3),
    ],
)
def test_a_label_or_name_beside_a_seat_in_brackets_is_that_seat(book, text, seat):
    assert roles(book, "jacks-or-better", text)["opener"] == seat


def test_a_translated_teller_the_player_of_the_seat_is_that_seat(book):
    assert teller_seat("Good night, I am the player of the seat 9. Now I want to make one more raise.") == 9
    text = "I am the player of the seat 9. Four raises already. Now I want to make one more raise."
    assert roles(book, "five-card-draw", text)["raiser"] == 9


def test_a_letters_numbered_seats_are_seats(book):
    text = "On Sunday the No. 5 seat had eight dollars. The No. 6 seat said No. 5 should be skipped."
    assert "seat 6 said seat 5 should" in retold(text, book.vocabulary)


# -- cards ---------------------------------------------------------------------------------------------------
def test_a_low_named_before_its_six_ranks_is_its_name_not_a_card():
    groups = card_groups("only it's an eight, eight, six, four, trey, deuce. Eight's got nine, seven, five, four, ace.")
    assert [g.cards for g in groups] == [("8", "6", "4", "3", "2"), ("9", "7", "5", "4", "A")]


def test_a_hand_of_five_ranks_after_a_keeps_its_first_card():
    assert card_groups("I had a seven, five, four, three and two.")[0].cards == ("7", "5", "4", "3", "2")


def test_the_joker_with_four_ranks_listed_is_one_hand(book):
    assert card_groups("Seat 4 shows the joker with 6, 4, 3, 2.")[0].cards == ("Jk", "6", "4", "3", "2")
    text = "California lowball. Seat 4 shows the joker with 6, 4, 3, 2. Seat 9 shows 6-5-3-2-A."
    shown = {label: group.cards for label, group in story_of(book, "lowball", text).hands}
    assert shown == {"seat 4": ("Jk", "6", "4", "3", "2"), "seat 9": ("6", "5", "3", "2", "A")}


def test_the_joker_before_five_ranks_is_not_four_of_them():
    assert all(g.cards != ("Jk", "9", "8", "6", "4") for g in card_groups("the joker with 9, 8, 6, 4, 2 of them"))


# -- what was said, and what was not ------------------------------------------------------------------------------
def test_a_report_stating_a_players_view_of_the_rule_is_his_claim(book):
    text = "S-1 (Seat 4) tabled As Js 8s 5s and the bug. S-2 (Seat 9) stated the bug can only be a king in that hand."
    assert told(book, "five-card-draw", text).get("joker_used_as") != "other"  # a king is his word


def test_a_dealer_who_stated_what_happened_is_still_told(book):
    text = "The dealer stated that no card had yet come off the deck and that seat 2 asked for two cards."
    toks = tokens(text)
    said, _ = asides(text, toks)
    assert not any(toks[n][0] == "deck" for n in said)


def test_what_a_player_did_not_say_is_not_read(book):
    text = "After the draw seat 3, first to act, rapped the table. Seat 3 did not say he was standing pat."
    assert told(book, "kansas-city-lowball", text).get("rap_meant_pat") is not True


def test_not_saying_pair_is_still_read_as_not_announcing_it(book):
    text = "showdown seat 3 laid down six six four three deuce didn't say pair seat 5 has nine eight five four ace"
    assert told(book, "lowball", text).get("pair_announced") is False


def test_what_a_player_hollers_is_his_claim(book):
    text = "Seat 4 opens, throws the deuce, draws one. Seat 1 hollers that he split his openers without announcing."
    assert "opener_kept_openers" not in told(book, "jacks-or-better", text)


def test_a_negation_inside_a_phrase_is_never_skipped(book):
    text = "Seat 3 opened and two called. The opener had not folded, mind you; he was in it to the end."
    assert told(book, "five-card-draw", text)["opener_still_in"] is True


def test_a_seat_still_holding_does_not_say_nobody_mucked_on_the_call(book):
    text = (
        "Three-way at the end. Seat 4 says six and spreads, and seat 2, who's got a seven-four, mucks on the spot. "
        "Then the dealer reads four's hand and it's a seven-five. Seat 7 is still holding an eight."
    )
    assert told(book, "lowball", text)["miscall_caused_muck"] is True


# -- another time ---------------------------------------------------------------------------------------------
def test_an_old_story_beside_a_hand_told_as_lately_is_not_this_hand(book):
    text = (
        "I recall a night in 1961 when eleven raises went in before the draw. Last Friday six of us were in "
        "before the draw and the betting went bet, raise, raise, raise, raise, and then seat 7 wanted another."
    )
    assert told(book, "five-card-draw", text)["raises_so_far"] == 4


def test_a_memoir_told_wholly_of_the_old_days_is_its_hand(book):
    text = "Back in 1986 at the old club, seat 3 opened and seat 5 raised before the draw, and seat 3 folded."
    assert told(book, "five-card-draw", text)["opener_still_in"] is False


# -- acts told in order --------------------------------------------------------------------------------------
def test_a_raise_told_in_the_next_sentence_after_its_seat_follows_the_open(book):
    assert told(book, "jacks-or-better", "Seat 1 opened. Seat 4 raised.")["pot_raised_before_draw"] is True


def test_taglish_nobody_opened(book):
    assert told(book, "jacks-back", "Walang nag-open for high. Seat 1 only has $3.")["nobody_opened"] is True


# -- matching ---------------------------------------------------------------------------------------------------
def test_a_long_letters_dispute_is_not_sent_away(book):
    letter = (
        "Dear Sir or Madam, I learned the game at my uncle's kitchen table in a little mining town, where the "
        "stakes were matches and the arguments lasted longer than the hands, and I have kept a notebook of odd "
        "plays ever since, which my granddaughter says I should publish. On Friday the lady across from me threw "
        "away all of her cards and asked the dealer for a complete set of new ones, and he obliged her without a "
        "word. My neighbour at the table grumbled about it for the rest of the evening. Is a player in your draw "
        "game entitled to five fresh cards if she pleases? Sincerely, an old subscriber"
    )
    found = match(book, "five-card-draw", letter)
    assert any(m.section.startswith("draw.the-draw ") for m in found.matches)


@pytest.mark.parametrize(
    "text, topic",
    [
        (
            "Seat 5 keeps her telephone on the felt and took a call with a bet in front of her. Is that allowed?",
            "electronic-devices",
        ),
        ("The floor told the waitress no more drinks for me and said I'd have to leave. Is that allowed?", "conduct"),
        ("Seat 2 and seat 6 both had two aces of clubs at the showdown. What now?", "defective-deck"),
    ],
)
def test_outside_words_still_name_their_dispute(book, text, topic):
    assert outside(book, "five-card-draw", text) == topic


@pytest.mark.parametrize(
    "game, text",
    [
        (
            "five-card-draw",
            "Seat 1 has the ace of clubs, ace of diamonds, king of hearts and the king of spades. "
            "Seat 5 has 9-8-joker-6-5. Who wins?",
        ),
        ("jacks-or-better", "Seat 6 turned up the jacks of spades and diamonds and the fives of spades and clubs."),
        ("lowball", "Seat 7 was in the lobby on the telephone when the big blind went past him. When is he dealt in?"),
        ("jacks-or-better", "She missed the deal after a false open; she says she pays her time like everybody else."),
        (
            "five-card-draw",
            "With blinds, the first guy taps the table and says he's gonna check-raise if somebody opens.",
        ),
    ],
)
def test_words_that_only_look_like_an_outside_dispute_name_none(book, game, text):
    assert outside(book, game, text) is None


# -- rulings for this table --------------------------------------------------------------------------------
def test_a_security_report_is_ruled_for_the_labelled_seat(cli):
    story = (
        "On 03/02 at approx. 2315 hrs this officer responded to Table 6 ($40-$80 Draw, high). R/P advised that "
        "four players were in the pot before the draw and that S-1 (Seat 2, Dan Vu) had already put in the "
        "fourth raise. S-2 (Seat 8, Ray Fisk) then attempted to raise again. Floor supervisor requested ruling."
    )
    result = cli("rule", "--game", "five-card-draw", "--story", story)
    assert result.exit_code == 0, result.output
    assert "Seat 8 may not raise" in result.output


# -- a letter's old words -------------------------------------------------------------------------------------
def test_the_knave_is_the_jack(book):
    text = "Limit lowball, still dealing the first five cards, the dealer turned the knave of spades face up to seat 8."
    assert told(book, "lowball", text)["exposed_card"] == "Js"


def test_a_letters_numbered_chairs_and_nobody_able_to_open(book):
    assert "raised from seat 8" in retold("No. 4 opened and I raised from the No. 8 chair.", book.vocabulary)
    text = "On Tuesday in the Jacks Back game not one of us could open for high."
    assert told(book, "jacks-back", text)["nobody_opened"] is True


def test_a_reraise_before_the_draw_is_past_where_the_story_is_after_it_now(book):
    text = "FLOOR: ante jacks game, after the draw now. Seat 3 opened but folded to the reraise before the draw."
    assert told(book, "jacks-or-better", text)["betting_round"] == "second"
