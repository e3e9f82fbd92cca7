"""Readings added at stop 40, from a player's spouse texting the floor what he said on the phone,
a dealer-school quiz with lettered answers and last stop's held-out chat prompts and forwarded
e-mails: hands told without a seat ("I had A-2-3-4-5 ... the other guy showed 6-4-3-2-A"), a name
the story says is a seat, the person the teller has the story from, a quiz's offered answers,
phrases that must not skip a count or change the round, and the traps that must read nothing."""

import json

import pytest

from rulings.floor.asides import asides
from rulings.floor.cards_text import card_groups
from rulings.rules.card_facts import showdown_hands
from rulings.rules.phrasing import tokens

from .test_story_table_games_and_translation import outside, story_of, told


def hands(book, game, text):
    return {label: " ".join(group.cards) for label, group in story_of(book, game, text).hands}


# -- hands told without a seat ---------------------------------------------------------------------------
def test_the_tellers_hand_and_the_other_guys_are_labelled_as_the_ruling_says_them(book):
    text = "I had A-2-3-4-5, all diamonds. The other guy showed 6-4-3-2-A and said mine is a straight flush."
    assert list(hands(book, "lowball", text)) == ["your hand", "the other hand"]


def test_he_after_the_tellers_hand_is_the_other_hand_where_no_seat_is_told(book):
    text = "Lowball. I turned over 7-5-4-3-2. He turned over 8-6-4-3-2 and grabbed the pot."
    assert list(hands(book, "lowball", text)) == ["your hand", "the other hand"]


def test_the_tellers_seat_told_right_after_his_hand_labels_it(book):
    text = "Low game. I had 6-4-3-2-A in the 3 seat, and the other guy in the 8 seat had A-2-3-4-5."
    assert list(hands(book, "lowball", text)) == ["seat 3", "seat 8"]


def test_the_tellers_seat_told_later_labels_his_hand(book):
    text = "20-40 lowball. I show 5-4-3-2-A, all hearts, my seat 2. Guy in 7 has 6-4-3-2-A."
    assert set(hands(book, "lowball", text)) == {"seat 2", "seat 7"}


def test_a_name_the_story_says_is_a_seat_is_that_seat_before_the_saying_too(book):
    text = (
        "Deb, Mike had 7-5-4-3-2 all hearts and the guy in seat 1 says it's a flush so it loses. Guy had "
        "8-6-4-3-ace (8 of clubs, 6 of diamonds, 4 of spades, 3 of diamonds, ace of clubs). Mike is seat 5."
    )
    assert hands(book, "lowball", text) == {"seat 5": "7h 5h 4h 3h 2h", "seat 1": "8c 6d 4s 3d Ac"}


def test_he_is_the_one_seat_named_before_and_a_bracket_gives_the_same_hands_cards(book):
    text = (
        "Dennis is playing Kansas City. He had 7-5-4-3-2 (7 of clubs, 5 of diamonds, 4 of hearts, 3 of spades, "
        "2 of clubs) and the guy in seat 1 had 7-6-4-3-2 (7 of hearts, 6 of diamonds, 4 of spades, 3 of clubs, "
        "2 of diamonds). Dennis is seat 4."
    )
    assert hands(book, "kansas-city-lowball", text) == {"seat 4": "7c 5d 4h 3s 2c", "seat 1": "7h 6d 4s 3c 2d"}


def test_he_says_he_had_is_the_one_seat_named_before_and_the_bug_in_quotes_is_in_his_hand(book):
    text = (
        "Deb, Mike's on the phone. $30-$60 draw, they play with the joker. He says he had the ace, queen, 9 and 6 "
        'of hearts and "the bug", and the guy in seat 3 had a club flush, ace king jack 8 2. Mike\'s in seat 4.'
    )
    assert hands(book, "five-card-draw", text) == {"seat 4": "Ah Qh 9h 6h Jk", "seat 3": "Ac Kc Jc 8c 2c"}


def test_four_cards_in_brackets_after_a_hand_with_the_joker_are_that_hands(book):
    text = (
        "Ray, Dennis had the bug with 6-4-3-2 (6 of spades, 4 of clubs, 3 of diamonds, 2 of hearts) and the guy "
        "in seat 7 had 6-5-3-2-ace. Dennis is seat 3."
    )
    got = hands(book, "lowball", text)
    assert set(got) == {"seat 3", "seat 7"} and "Jk" in got["seat 3"]


@pytest.mark.parametrize(
    "text, cards",
    [
        ("he had 6-4-3-2-ace", ("6", "4", "3", "2", "A")),  # a run may end with the word "ace"
        ("seat 3: K J 8 4 of hearts + joker", ("Kh", "Jh", "8h", "4h", "Jk")),  # ranks by spaces, then their suit
        ("the 7 seat has ace-king-nine-five-trey of clubs", ("Ac", "Kc", "9c", "5c", "3c")),
        ("I make a diamond flush: ace, jack, eight, four and the bug.", ("Ad", "Jd", "8d", "4d", "Jk")),
    ],
)
def test_hands_told_as_floor_staff_type_them(text, cards):
    assert [g.cards for g in card_groups(text)] == [cards]


@pytest.mark.parametrize("text", ["seats 2 4 5 7 9 of us", "Dealer exposed a 9 of clubs", "A 9 of clubs came up"])
def test_an_article_or_seats_before_of_a_suit_are_no_hand(text):
    assert all(len(g.cards) == 1 for g in card_groups(text))


@pytest.mark.parametrize(
    "text",
    [
        "Mike is seat 5 and Tom is seat 5. Mike had 7-5-4-3-2, the guy in seat 1 had 8-6-4-3-2.",  # one seat, two names
        "Mike is seat 5. Mike is seat 6. Mike had 7-5-4-3-2, the guy in seat 1 had 8-6-4-3-2.",  # one name, two seats
    ],
)
def test_a_name_given_two_seats_or_a_seat_given_two_names_is_left_alone(book, text):
    assert "seat 5" not in hands(book, "lowball", text)


def test_a_showdown_typed_with_word_labels_keeps_them(book):
    assert showdown_hands("your hand: As 2d 3c 4h 5s; the other hand: 6d 4s 3h 2c Ac") == [
        ("your hand", "As 2d 3c 4h 5s"),
        ("the other hand", "6d 4s 3h 2c Ac"),
    ]
    assert showdown_hands("seat 2: Ah Qh 9h 6h Jk / Ac Kc Qd 9d 2s")[1][0] == "hand 2"


# -- the person the teller has the story from ----------------------------------------------------------
def test_the_relayers_account_is_the_story(book):
    text = (
        "Carla here. Mike says the dealer gave the guy in seat 9 one card too many on the draw so he ended up "
        "with six cards."
    )
    assert told(book, "five-card-draw", text)["cards_after_draw"] == 6


def test_he_says_while_the_relayer_is_the_last_one_named_is_his_account_too(book):
    text = (
        "Deb it's Carla. Mike is at the $20-$40 draw game and he says five people were in when the betting "
        "started. He says it's been bet and then raised four times already."
    )
    got = told(book, "five-card-draw", text)
    assert got["players_at_round_start"] == 5 and got["raises_so_far"] == 4


def test_a_player_who_speaks_once_the_hand_is_told_is_a_party_not_the_relayer(book):
    text = (
        "Jacks Back, opened for high, after the draw Big Mike checks, Vinnie bets sixty, Mike raises. "
        "Vinnie says no check-raising in this game."
    )
    assert "big_blind_raised" not in told(book, "jacks-back", text)


# -- a quiz's lettered answers ----------------------------------------------------------------------------
def test_a_quizs_offered_answers_are_not_what_happened(book):
    text = (
        "Question 37. Jacks-or-better with progressive openers. The last two hands were both passed out. Seat 6 "
        "opens with two queens. What is the correct ruling? A) Queens are enough. B) Kings are needed. C) The "
        "book only takes it to queens after one passed hand. D) Back to jacks after two passes."
    )
    assert told(book, "jacks-or-better", text)["unopened_hands_before"] == 2
    text = "Q. Who opened? A. Seat two. Q. With what? A. Two tens."
    assert not asides(text, tokens(text))[0]  # a deposition's "A." is an answer given, not one offered


def test_a_quizs_offered_answers_name_no_outside_dispute(book):
    text = (
        "Question 24. Jacks-or-better. Seat 6 opens, seat 8 raises, seat 1 calls. As he gets ready to draw, seat 6 "
        'says "wait, I never had jacks." What is the correct ruling? A) The pot plays. B) All bets come back. '
        "C) Misdeal, all money returned. D) Seat 6 may take back his call."
    )
    assert outside(book, "jacks-or-better", text) is None
    assert told(book, "jacks-or-better", text)["opener_has_openers"] is False


# -- phrases that must not change what they say ----------------------------------------------------------
@pytest.mark.parametrize(
    "game, text, fact",
    [
        ("five-card-draw", "Quick question about a five card draw hand at our $10/$20 table.", "cards_after_draw"),
        ("jacks-or-better", "Seat 4 opened. Later a newcomer demanded the opener show openers.", "opener_has_openers"),
        (
            "jacks-or-better",
            "Seat 2 opened, everyone drew. No raise after the draw, seat 2 bet.",
            "pot_raised_before_draw",
        ),
        (
            "lowball",
            "Why did the dealer take the full rake on a pot that never saw a draw, everybody folded to the blind raise?",
            "rapped_unaware_of_raise",
        ),
    ],
)
def test_traps_read_nothing(book, game, text, fact):
    assert fact not in told(book, game, text)


@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        (
            "five-card-draw",
            "After the draw there were 4 players in and we got a bet plus 4 raises.",
            "players_at_round_start",
            4,
        ),
        ("five-card-draw", "After the draw it was just the two of them going at it.", "players_at_round_start", 2),
        (
            "five-card-draw",
            "Only seats 3 and 9 were left when the betting after the draw started.",
            "players_at_round_start",
            2,
        ),
        ("jacks-or-better", "The last two hands were both passed out. Seat 6 opens.", "unopened_hands_before", 2),
        (
            "jacks-or-better",
            "Seat 4 opens, everybody folds, and he tosses his five cards into the muck.",
            "opener_hand_mucked",
            True,
        ),
        (
            "jacks-or-better",
            "Seat 4 opened, seats 6 and 9 both called, then seat 4 says he doesn't actually have openers.",
            "opener_has_openers",
            False,
        ),
        (
            "jacks-or-better",
            "Seat 2 opens, seat 4 raises, and then two goes, oh, uh, oh no, I misread, I've got, like, a jack and a ten.",
            "opener_has_openers",
            False,
        ),
        (
            "jacks-or-better",
            "Seat 1 opened, seat 4 raised. Before the draw seat 1 looked again and saw he had two tens.",
            "opener_has_openers",
            False,
        ),
        (
            "jacks-or-better",
            "Seat 1 opened w/ aces. Seat 4 called. Seat 6 and seat 9 haven't acted yet. No raise.",
            "pot_raised_before_draw",
            False,
        ),
        (
            "jacks-or-better",
            "Seat 4 opens for $15, seat 7 calls, and seats 9, 1 and 2 have not acted.",
            "predraw_action_complete",
            False,
        ),
        (
            "jacks-or-better",
            "The 5 seat opens, one call from the lady on the button, then he shows tens.",
            "callers_of_open",
            1,
        ),
        (
            "jacks-or-better",
            "Seat 2 opened for $20, and seat 4 and seat 6 both called, then seat 2 showed tens.",
            "callers_of_open",
            2,
        ),
        (
            "lowball",
            "20-40 lowball, heads-up post-draw, nobody's acted yet. s5 asks s8 how many he took.",
            "asker_in_hand",
            True,
        ),
        ("lowball", "Limit lowball. The dealer turns over seat 5's card and it's the joker.", "exposed_card", "Jk"),
        (
            "lowball",
            "Limit lowball. The dealer turns over seat 5's card and it's the joker.",
            "exposure_kind",
            "face-up",
        ),
        (
            "kansas-city-lowball",
            "Subject: ace face up. Ace of spades flipped up to seat 9 on the deal.",
            "exposed_card",
            "As",
        ),
        (
            "five-card-draw",
            "After the draw, seat 4 raps the table while seat 2, who is ahead of him, is still thinking.",
            "rapped_in_turn",
            False,
        ),
        (
            "jacks-back",
            "Seat 6 asked for 3 cards, the dealer already slid the first one off the deck, then he said 2.",
            "cards_dealt_on_request",
            True,
        ),
        (
            "five-card-draw",
            "Gina raised, and when it got to Walt he knocked to show he was pat, not realizing there'd been a raise.",
            "rapped_unaware_of_raise",
            True,
        ),
        (
            "kansas-city-lowball",
            "s7 rap pat, he no see s3 raise before. now he know raise",
            "rapped_unaware_of_raise",
            True,
        ),
        (
            "jacks-or-better",
            "Seat 6 raise, but seat 2 not see it. When is his turn seat 2 knock table.",
            "rapped_unaware_of_raise",
            True,
        ),
        ("jacks-or-better", "Nobody has openers, everybody checks around.", "nobody_opened", True),
    ],
)
def test_read_as_floor_staff_tell_it(book, game, text, fact, value):
    assert told(book, game, text)[fact] == value


def test_act_first_on_this_round_names_no_round(book):
    text = "After the draw seat 2 starts to bet. Who should act first on this round?"
    assert told(book, "five-card-draw", text)["betting_round"] == "second"


def test_heads_up_does_not_put_a_folded_asker_in_the_hand(book):
    text = "Heads up after the draw. Seat 9, who had folded, asks seat 4 how many he drew."
    assert told(book, "kansas-city-lowball", text)["asker_in_hand"] is False


# -- rulings for this table --------------------------------------------------------------------------------
def test_the_tellers_own_showdown_is_ruled_for_his_hand(cli):
    story = "I had A-2-3-4-5, all diamonds. The other guy showed 6-4-3-2-A and said mine is a straight flush so I lose."
    result = cli("rule", "--game", "lowball", "--story", story)
    assert result.exit_code == 0, result.output
    assert "Your hand wins: wheel. The other hand: six-four low." in result.output


def test_a_spouses_text_is_ruled_for_the_seats_it_names_at_the_end(cli):
    story = (
        "Ray, Dennis is playing Kansas City, deuce to seven. He had 7-5-4-3-2 (7 of clubs, 5 of diamonds, 4 of "
        "hearts, 3 of spades, 2 of clubs) and the guy in seat 1 had 7-6-4-3-2 (7 of hearts, 6 of diamonds, 4 of "
        "spades, 3 of clubs, 2 of diamonds). Dennis is seat 4. Dealer pushed it to the other guy!"
    )
    result = cli("rule", "--game", "kansas-city-lowball", "--story", story, "--json")
    assert result.exit_code == 0, result.output
    showdown = json.loads(result.output)["showdown"]
    assert [showdown["hands"][i]["label"] for i in showdown["winners"]] == ["seat 4"]
