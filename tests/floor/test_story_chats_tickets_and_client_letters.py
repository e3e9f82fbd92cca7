"""Readings added at stop 42, from a staff chat channel, a dealer's incident tickets, a lawyer's
letters for a client and a Hong Kong-trained floor supervisor's notes: chat emoji codes, a ticket's
labelled question, the client a letter names by his seat, seats written "no.4", cards written suit
first ("heart 8, spade 9"), bare verbs and dropped plurals ("ask 2 card"), and the outside words
that only looked like an outside dispute."""

import pytest

from rulings.floor.cards_text import card_groups
from rulings.floor.matching import match
from rulings.floor.retold import retold

from .test_story_table_games_and_translation import outside, roles, told


# -- a chat's emoji and a ticket's labelled question -------------------------------------------------------
def test_a_chats_emoji_code_is_no_word_of_the_story(book):
    text = "3 blind game, s6 is the big blind. dealer started the action with the small :sweat_smile: who acts first?"
    assert ":sweat_smile:" not in retold(text, book.vocabulary)
    assert outside(book, "five-card-draw", text) is None  # "sweat" is no onlooker sweating a hand


def test_a_tickets_labelled_question_is_its_dispute_not_its_last_line(book):
    text = (
        "Question for floor: S2 wants to check in the blind game before the draw and raise later\n"
        "Steps:\n1. blinds up, S2 first to act says check\n2. told him call, raise or fold\n"
        "Actual: he's holding up the game"
    )
    found = match(book, "five-card-draw", retold(text, book.vocabulary))
    assert found.outside is None and found.matches


# -- outside words that only looked like an outside dispute -------------------------------------------------
@pytest.mark.parametrize(
    "game, text, topic",
    [
        (
            "jacks-or-better",
            "Seat 4 opened and won uncontested, but the dealer scooped his hand into the muck before he showed.",
            "pot-awarded-in-error",
        ),
        ("five-card-draw", "Seat 8 says he got cheated out of a card when the dealer went on.", "deck-runs-out"),
        (
            "jacks-or-better",
            "Seat 5 says with a raise in there the pot plays whatever the opener had.",
            "pot-limit-bet-size",
        ),
        (
            "lowball",
            "Seat 3 stepped away from the table to take a telephone call and missed his big blind.",
            "electronic-devices",
        ),
        ("kansas-city-lowball", "Seat 3 regards five-four-three-two-ace as the finest low hand.", "defective-deck"),
        (
            "jacks-or-better",
            "Everybody checked. The dealer wants to deal again with the same button. Seat 5 says the button must move.",
            "seat-change-list",
        ),
    ],
)
def test_words_that_only_look_like_an_outside_dispute_do_not_name_it(book, game, text, topic):
    assert outside(book, game, text) != topic


@pytest.mark.parametrize(
    "text, topic",
    [
        ("Seat 4 was on his phone at the table when the action got to him.", "electronic-devices"),
        ("Seat 3 keeps throwing his chips straight into the middle of the pot.", "splashed-pot"),
        ("Seat 2 moved his cards toward the muck as if to fold, then called.", "angle-shooting"),
        ("She came back from the restroom and a hand had been dealt to her empty seat.", "absent-player-hand"),
        ("Seat 5 takes four minutes on every decision. How long we give him?", "call-the-clock"),
    ],
)
def test_outside_words_name_their_dispute(book, text, topic):
    assert outside(book, "five-card-draw", text) == topic


# -- a letter written for a client -----------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, seat",
    [
        ("Re: Mr. Paul Greer. This office represents Mr. Greer, the patron in Seat 4. Our client opened.", 4),
        ("We write on behalf of Ms. Ida Low, who occupied Seat 6. Our client opened the pot.", 6),
        ("Re: Ms. Joan Parr - Seat 3, Table 2. We are informed that our client opened for $20.", 3),
        ("Re: Mr. Tom Kell. We are informed that our client (Seat 9) opened the pot.", 9),
        ("Re: Seat 5, Ante Game. We are informed that our client opened.", 5),
    ],
)
def test_our_client_is_the_seat_the_letter_gives_him(book, text, seat):
    assert roles(book, "jacks-or-better", text)["opener"] == seat


def test_a_client_given_two_seats_or_none_is_left_as_written(book):
    two = "Re: Mr. Paul Greer (Seat 4). Our client (Seat 7) opened."
    assert "Our client" in retold(two, book.vocabulary)
    none = "Re: Mr. Paul Greer. We are informed that our client opened."
    assert "our client" in retold(none, book.vocabulary)


def test_the_patron_in_a_seat_is_that_seat(book):
    text = "After the draw our man asked the patron in Seat 7 how many he had taken; Seat 7 would not say."
    assert roles(book, "five-card-draw", text)["asked"] == 7


def test_a_letter_is_ruled_for_its_clients_seat(cli):
    story = (
        "Re: Mr. Carl Amos (Seat 5). We are informed that our client stepped away from the table to take a "
        "telephone call and missed his turn to post the big blind. On his return he offered to post at once, "
        "and the dealer told him to wait for the blind to come round. We demand an explanation."
    )
    result = cli("rule", "--game", "lowball", "--story", story)
    assert result.exit_code == 0, result.output
    assert "seat 5" in result.output.lower() and "NOT COVERED" not in result.output


# -- Hong Kong English -------------------------------------------------------------------------------------
def test_a_seat_written_no_dot_number_is_that_seat(book):
    assert roles(book, "jacks-or-better", "no.4 open $10, No.7 call.") == {"opener": 4, "open_caller": 7}
    assert "no.1 low" in retold("he has no.1 low", book.vocabulary)  # a hand, not a seat


def test_cards_written_suit_first_one_by_one(book):
    groups = card_groups("No.4 show heart 8, spade 9, club 10, diamond Q plus the joker and say straight.")
    assert [g.cards for g in groups] == [("8h", "9s", "Tc", "Qd", "Jk")]
    assert card_groups("he went to the club a few times and the diamond a bit") == []


def test_the_joker_named_in_brackets_joins_its_hand_and_a_second_ace_claim_is_the_flush(book):
    groups = card_groups("diamond A, diamond K, diamond 7, diamond 3 and the ghost card (joker)")
    assert [g.cards for g in groups] == [("Ad", "Kd", "7d", "3d", "Jk")]
    text = (
        "No.8 got diamond A, diamond K, diamond 7, diamond 3 and the ghost card (joker). No.1 got club A K Q 9 2. "
        "No.8 say joker is another ace so double ace flush."
    )
    assert told(book, "five-card-draw", text)["joker_used_as"] == "flush"


def test_a_joker_claimed_as_the_fourth_of_a_rank_is_another_card(book):
    text = "No.9 got spade 8, diamond 8, heart 8, club K and the joker, he say joker is the fourth 8."
    assert told(book, "five-card-draw", text)["joker_used_as"] == "other"


def test_bare_verbs_and_a_dropped_plural(book):
    assert roles(book, "five-card-draw", "No.3 ask 2 card, dealer give him the first one.")["drawer"] == 3
    assert "five card draw" in retold("five card draw, seat 3 ask 1 card", book.vocabulary)
    text = "No.3 open $20, no.7 raise. No.3 look again, no pair. No.8 and no.9 not yet act."
    assert told(book, "jacks-or-better", text)["predraw_action_complete"] is False


def test_the_kind_of_game_a_dealer_deals_is_no_time_in_the_hand(book):
    text = "Dealer only one week on draw game. No.3 open $20, no.7 raise to $40."
    got = told(book, "jacks-or-better", text)
    assert "predraw_action_complete" not in got and "exposed_by_dealer_when" not in got


# -- who said it ----------------------------------------------------------------------------------------
def test_another_seats_word_that_he_split_is_not_the_openers_announcement(book):
    text = "No.3 open with J J and 10 9 8. He throw one J, say nothing. No.6 say he split openers without announce."
    assert roles(book, "jacks-or-better", text)["opener"] == 3
    assert told(book, "jacks-or-better", text)["split_announced"] is False


def test_nothing_he_can_do_is_no_silence_at_the_split(book):
    text = "Seat 2 slow-rolled me with a full house. Your floor says nothing he can do."
    assert "split_announced" not in told(book, "jacks-or-better", text)


def test_missed_his_turn_to_post_is_a_missed_blind(book):
    text = "Seat 3 went to the restroom and missed his turn to post the big blind."
    assert told(book, "lowball", text)["entering_player"] == "missed-blind"
    assert roles(book, "lowball", text)["entering"] == 3


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 open $10, seat 5 call. Then seat 2 say sorry sorry, he read wrong, he have pair of 10 only, not J.",
        "Seat 2 open, then by mistake he turn his hand, is only pair of 9.",
    ],
)
def test_the_openers_own_word_that_he_read_wrong_or_his_hand_turned_up_tells_he_had_none(book, text):
    assert told(book, "jacks-or-better", text)["opener_has_openers"] is False


def test_an_apology_after_says_is_the_players_word_not_a_correction(book):
    # the apology is a cry after "says", dropped: what he says after it stays his word
    assert "seat 2 says he misread" in retold("seat 2 say sorry sorry, he read wrong.", book.vocabulary)
    assert "read the hands wrong" in retold("The dealer read the hands wrong.", book.vocabulary)


def test_a_hand_the_opener_shows_told_as_and_its_tells_he_had_no_openers(book):
    text = "Seat 6 opens and everybody folds. He turns his hand up to take the pot and it's a pair of tens."
    assert told(book, "jacks-or-better", text)["opener_has_openers"] is False
    other = "Seat 3 opened and seat 5 called, and it was only a pair of tens that seat 5 had."
    assert "opener_has_openers" not in told(book, "jacks-or-better", other)
