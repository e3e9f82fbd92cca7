"""Readings added at stop 44, from a floor man who types in capitals, a South African supervisor on
the phone, Indian English letters and a live-chat log: a story in capitals, cards told as "8 spade,
7 diamond", "ace king 9 6 3", "diamonds, ace, jack, eight, four and the joker" or told twice ("9-6-5-4-2
(9 heart, ...)"), a cry after "says" ("says eish, I ..."), a seat by its bare number before "owns up"
or "sees he misread", a ten read for a jack, two players left and one mucked for the pair, and words
that only looked like an outside dispute."""

import pytest

from rulings.floor.cards_text import card_groups
from rulings.floor.plain_words import unshouted
from rulings.floor.retold import retold

from .test_story_table_games_and_translation import outside, roles, story_of, told


def cards(book, text):
    return [g.cards for g in card_groups(retold(text, book.vocabulary))]


# -- a story typed in capitals -------------------------------------------------------------------------------
def test_a_story_in_capitals_reads_its_seats_parts(book):
    text = "LIMIT LOWBALL 10/20. AFTER THE DRAW S2 GOES ALL IN FOR $5, UNDER HALF A BET. S6 HAS A 7-5 AND JUST CALLS."
    assert roles(book, "lowball", text).get("seven_caller") == 6
    text = (
        "ANTE GAME. FIRST ROUND S3 IS FIRST TO ACT, KNOCKS THE TABLE, DLR GOES ON. S5 OPENS $20 AND S3 WANTS TO RAISE."
    )
    assert roles(book, "five-card-draw", text).get("rapper") == 3


@pytest.mark.parametrize(
    "text, read",
    [
        (
            "S1 SHOWS KC KH QS QD 3C AND S4 SHOWS 8D 8C 5H 5S 2D",
            [("Kc", "Kh", "Qs", "Qd", "3c"), ("8d", "8c", "5h", "5s", "2d")],
        ),
        ("AS I TOLD YOU, S4 SAYS AH WELL AND MUCKS", []),  # the words as and ah
        ("S7 CHECKED A 8 6 5 3 2 AFTER THE DRAW", [("8", "6", "5", "3", "2")]),  # the article is no ace
        ("S2 SPREADS A K Q J 10 ALL HEARTS", [("A", "K", "Q", "J", "T")]),
    ],
)
def test_cards_in_a_story_in_capitals(book, text, read):
    assert [tuple(c.upper() for c in g) for g in cards(book, text)] == [tuple(c.upper() for c in g) for g in read]


def test_a_card_in_capitals_that_may_be_a_plural_is_typed_as_one():
    assert (
        unshouted("S4 TURNS THEM UP, PAIR OF 10S, AND S2 HAS TWO 7S")
        == "s4 turns them up, pair of 10s, and s2 has two 7s"
    )


def test_a_story_not_in_capitals_is_left_as_typed():
    text = "Seat 4 has AS KS and the dealer says OK"
    assert unshouted(text) == text


def test_a_checked_hand_told_by_six_ranks_is_not_a_six(book):
    text = "10/20 LOWBALL. S7 CHECKED A 8 6 5 3 2 AFTER THE DRAW, S1 BET, S7 CALLED AND WON."
    assert told(book, "lowball", text).get("checked_seven_or_better") is not True


# -- cards told other ways -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, read",
    [
        ("seat 4 spread 8 diamond, 6 club, 4 spade, 3 heart, 2 club", [("8d", "6c", "4s", "3h", "2c")]),
        ("he had a four heart flush draw and two spade", []),  # a count and a draw, not cards
        ("seat 1 showed 9-7-5-3-A (9 spade, 7 diamond, 5 club, 3 diamond, ace club)", [("9s", "7d", "5c", "3d", "Ac")]),
        (
            "seat 3 K J 8 5 of diamonds and the joker, seat 8 A Q 10 9 3",
            [("Kd", "Jd", "8d", "5d", "Jk"), ("A", "Q", "T", "9", "3")],
        ),
        ("seat 1 flips ace king 9 6 3 and reaches for the pot", [("A", "K", "9", "6", "3")]),
        ("seats 2 4 5 7 9 are in", []),
        ("seat 3 has diamonds, ace, jack, eight, four and the joker", [("Ad", "Jd", "8d", "4d", "Jk")]),
        ("seat 5 has the clubs, ace king queen three two", [("Ac", "Kc", "Qc", "3c", "2c")]),
    ],
)
def test_cards_told_by_rank_and_suit_name_in_words_and_digits_or_twice(book, text, read):
    assert cards(book, text) == read


def test_a_hand_told_twice_keeps_its_seat(book):
    text = (
        "Lowball, three hands. Seat 4 said seven and spread 8 diamond, 6 club, 4 spade, 3 heart, 2 club. Seat 1 "
        "showed 9-7-5-3-A (9 spade, 7 diamond, 5 club, 3 diamond, ace club) and seat 9 showed 9-6-5-4-2 "
        "(9 heart, 6 diamond, 5 spade, 4 club, 2 diamond). Who wins?"
    )
    hands = {label: group.cards for label, group in story_of(book, "lowball", text).hands}
    assert hands == {
        "seat 4": ("8d", "6c", "4s", "3h", "2c"),
        "seat 1": ("9s", "7d", "5c", "3d", "Ac"),
        "seat 9": ("9h", "6d", "5s", "4c", "2d"),
    }


# -- the opener's own word, and his seat by its bare number ----------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Jacks or better. Seat 3 opened, seats 5 and 8 called. Then three says eish, I haven't got openers.",
        "Jacks or better. Seat 3 opened, seat 5 called, and three suddenly says oh sorry guys it's nines not jacks.",
        "Jacks or better. Seat 3 opens, seat 5 calls, and before anyone else acts, three sees he misread, no pair.",
        "Jacks or better, seat 3 opened and seat 6 called. Before the draw seat 3 mistook his nines for jacks.",
        "JACKS OR BETTER. S3 OPENED $10 S6 CALLED. AFTER THE DRAW S3 BETS, S6 FOLDS. S3 TURNS EM UP, PAIR OF 9S.",
        "Jacks or better. Seat 3 opens, seat 6 calls. Three draws one, makes a straight and bets, six calls. "
        "Three spreads the straight and then goes, ag, I never had a pair.",
    ],
)
def test_the_opener_short_of_openers_in_his_own_words(book, text):
    assert told(book, "jacks-or-better", text).get("opener_has_openers") is False


def test_a_word_after_says_that_is_not_a_cry_is_kept(book):
    plain = retold("Seat 4 says ok, he calls. Seat 6 says no, wait. The night went well.", book.vocabulary)
    assert "says ok" in plain and "says no" in plain and "went well" in plain


def test_a_ten_read_for_a_jack_is_a_misread(book):
    assert "misread a 10 for a jack" in retold("he read a 10 for a jack", book.vocabulary)


def test_the_seat_after_owns_up_and_sees_he(book):
    plain = retold("Seat 7 opens, seat 9 calls, and seven owns up. Then nine sees he has aces.", book.vocabulary)
    assert "seat 7 owns up" in plain and "seat 9 sees he" in plain


def test_nobody_wanting_to_open_and_declaring_it_open(book):
    text = "Jacks. Seat 7 opens, seat 9 calls, then seat 7 says no openers. Nobody wants to open it."
    assert told(book, "jacks-or-better", text)["new_opener_declared"] is False
    text = "Jacks. Seat 3 had no jacks. Seat 6 hadn't acted yet and declared it open."
    assert told(book, "jacks-or-better", text)["new_opener_declared"] is True


@pytest.mark.parametrize(
    "text, n",
    [
        ("Draw 20/40. After draw, 3 left: S2 S4 S7, all have chips. S2 bets, S4 raises.", 3),
        ("Draw 20-40. Before the draw 5 player, and it's already 4 raise.", 5),
    ],
)
def test_players_at_the_start_of_the_round_told_the_short_way(book, text, n):
    assert told(book, "five-card-draw", text)["players_at_round_start"] == n


# -- two players left, and one mucked for the pair ---------------------------------------------------------------
def test_heads_up_and_a_muck_for_the_pair_leaves_no_other_hand(book):
    text = "Lowball 10/20 heads up. Seat 2 spreads 7-4-4-3-A without a word. Seat 6 sees a seven and mucks his eight."
    assert told(book, "lowball", text)["another_hand_intact"] is False
    text = "Lowball, three way. Seat 2 spreads 7-4-4-3-A without a word, seat 6 sees a seven and mucks his eight."
    assert "another_hand_intact" not in told(book, "lowball", text)


# -- words that only looked like an outside dispute ---------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text",
    [
        ("jacks-back", "JB went low. Seat 3 made the forced opening bet, everybody called, and then seat 3 raised."),
        ("jacks-or-better", "A player says we must use an openers button and is threatening to write a review."),
        (
            "lowball",
            "I moved from seat 2 to seat 6 after paying my blinds. Was this a seat change you requested, they ask.",
        ),
        # the dispute's heat, not one player's conduct
        (
            "jacks-or-better",
            "Seat 4 opened with two jacks and seat 2 called. Seat 2 says he has to show them and he's getting loud about it.",
        ),
        # the time of a false open, not an act out of turn
        (
            "jacks-or-better",
            "Seat 2 opens, seat 5 calls, and before seat 8 even acts, seat 2 says no openers, he has nines.",
        ),
    ],
)
def test_words_that_only_look_like_an_outside_dispute(book, game, text):
    assert outside(book, game, text) is None


def test_a_string_raise_is_still_named(book):
    assert outside(book, "five-card-draw", "Seat 3 called and then raised; seat 4 says string.") == "string-raise"


# -- the ruling names this table's seat -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "game, story, facts, named",
    [
        # the seat that called his low and showed it at least as good
        (
            "lowball",
            "Seat 6 says eight at the showdown and turns over 7-5-4-2-A. Seat 2 says the call binds him.",
            {},
            "Seat 6's hand plays",
        ),
        (
            "lowball",
            "S6 CALLED OUT 8 LOW AND TURNED OVER 7 5 4 2 A. S2 SAYS ITS A MISCALL, HE NEVER MUCKED.",
            {},
            "Seat 6's hand plays",
        ),
        # a seat's possessive typed without the apostrophe, before "2nd card"
        (
            "five-card-draw",
            "HIGH DRAW. DLR FLIPPED S4S 2ND CARD ON THE DEAL, 9 OF CLUBS FACE UP. S4 WANTS A NEW ONE.",
            {},
            "Seat 4 must keep",
        ),
        # "wants one more" is the raise in dispute
        (
            "kansas-city-lowball",
            "House rule: the cap comes off heads up. After the draw 4 players, two fold, seat 3 and seat 8 have raised 4 times. Seat 8 wants one more.",
            {"betting_structure": "limit"},
            "Seat 8 may raise",
        ),
    ],
)
def test_the_ruling_names_the_seat_told(book, game, story, facts, named):
    from .test_table_seats import spoken

    assert named in spoken(book, game, story, facts)


def test_a_verdict_asked_with_the_tellers_reason_disputes_what_came_before(book):
    text = (
        "After the draw seat 3 bets $20. Seat 6 asks seat 3 how many he took, seat 3 won't say, so seat 6 asks the "
        "dealer and the dealer tells him two. Who is right here cause I think I'm writing the dealer up"
    )
    assert outside(book, "five-card-draw", text) is None
    assert outside(book, "five-card-draw", "The dealer was rude to seat 4 all night. Should I write the dealer up?")


def test_the_whole_table_shouting_beside_a_joker_question_is_no_conduct_dispute(book):
    text = (
        "Seat 4 turns up two kings, the joker and a nine and a four and says three kings. Seat 7 has two queens. "
        "The new dealer froze and everybody is shouting at him. What does the joker play as here?"
    )
    assert outside(book, "five-card-draw", text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Lowball. Seat 2 spreads 6-6-4-3-2 and says nothing. Seat 7 was the only other one in and mucks his eight.",
        "Lowball, two of us to the end. Seat 2 spreads 6-6-4-3-2 and says nothing, and I throw my eight away.",
    ],
)
def test_the_only_other_player_told_other_ways(book, text):
    assert told(book, "lowball", text)["another_hand_intact"] is False
