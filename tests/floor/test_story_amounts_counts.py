"""The story reader's amounts held against each other, stakes written without "$", counts told
seat by seat, and a low told by its ranks as the checker's: each read both ways, and the traps
that must read nothing."""

import pytest

from rulings.floor.retold import retold
from rulings.floor.story import read


def said(book, game, text, fact):
    return {r.fact: r.value for r in read(book, game, text).readings}.get(fact)


@pytest.mark.parametrize(
    "text, value",
    [
        ("After the draw seat 8 is all in for $15 on a $40 bet.", True),
        ("After the draw seat 8 is all in for $25 on a $40 bet.", False),
        ("After the draw seat 8 goes all in for $20 on a $40 bet.", False),  # half a bet is not short
        ("$20-$40 lowball. After the draw seat 8 moves in for his last $15.", True),
        ("$20-$40 lowball. After the draw seat 8 shoves his last $30.", False),
        ("15-30 lowball, seat 8 puts in his last $10 after the draw", True),
    ],
)
def test_an_all_in_held_against_the_bet(book, text, value):
    assert said(book, "lowball", text, "short_all_in_bet") is value


@pytest.mark.parametrize(
    "text",
    [
        "Seat 8 says he was all in for $15 on a $40 bet.",  # a claim
        "After the draw seat 8 is all in for $15.",  # nothing to hold it against
        "Seat 8 all in, seat 3 calls.",  # "8" is a seat, not an amount
        "After the draw seat 8 is all in for $15 on a $40 bet, seat 2 all in for $30.",  # two all-ins
    ],
)
def test_an_all_in_not_told_against_a_bet_reads_nothing(book, text):
    assert said(book, "lowball", text, "short_all_in_bet") is None


@pytest.mark.parametrize(
    "game, text, value",
    [
        ("lowball", "$20 big blind. Seat 9 only has $8 when it's his turn.", True),
        ("lowball", "Seat 3 has $12 when his $20 big blind comes.", False),
        ("lowball", "Seat 3 has $10 when his $20 big blind comes.", False),
        ("jacks-back", "Nobody opened for high. Seat 1 has $3 and the low opening bet is $10.", True),
    ],
)
def test_a_stack_held_against_the_blind(book, game, text, value):
    assert said(book, game, text, "short_of_half_blind") is value


@pytest.mark.parametrize(
    "text, stakes",
    [
        ("15-30 lowball. Seat 1 checks", (15, 30)),
        ("15/30 lowball, seat 1", (15, 30)),
        ("10-20 game, seat 2 raps", (10, 20)),
        ("2-7 lowball, seat 3 checks", ()),  # the game's name: the big bet is not twice the small
        ("triple draw 2-7 lowball", ()),
        ("seats 3 and 6 lowball", ()),
    ],
)
def test_stakes_written_without_a_dollar_sign(book, text, stakes):
    assert read(book, "lowball", text).stakes == stakes


def test_stakes_of_a_no_limit_game_are_its_blinds_not_a_limit_games_bets(book):
    from rulings.floor.interview import _stakes

    story = "$1-$2 no-limit lowball, seat 3 checks"
    told = read(book, "lowball", story)
    assert told.stakes == (1, 2) and _stakes(book, told, story) == []
    story = "$15-$30 lowball, seat 3 checks"
    told = read(book, "lowball", story)
    assert {r.fact: r.value for r in _stakes(book, told, story)} == {
        "small_bet": 15,
        "big_bet": 30,
        "betting_structure": "limit",
    }


@pytest.mark.parametrize(
    "text, callers",
    [
        ("Seat 5 opened for $10, seat 8 called, and seat 1 is still thinking.", 1),
        ("Seat 6 opened, seats 8 and 2 called, all three drew.", 2),
        ("Seat 6 opened, seat 8 called, seat 9 called, seat 2 folded.", 2),
        ("Seat 6 opened, everybody called.", None),  # how many is not told
        ("Seat 6 opened, seat 8 called, seat 2 raised, seat 6 called.", None),  # the raise's callers
        ("Seat 6 opened. Seat 8 called.", 1),  # seats told acting, one short sentence each
        ("Seat 6 opened. After the draw seat 8 called.", None),  # another round's call
    ],
)
def test_callers_of_the_open_told_seat_by_seat(book, text, callers):
    assert said(book, "jacks-or-better", text, "callers_of_open") == callers


def test_a_raise_made_by_two_seats_at_once_is_not_counted(book):
    text = "Seat 1 bet, seat 3 raised, seats 5 and 7 reraised, can seat 1 raise again?"
    assert said(book, "five-card-draw", text, "raises_so_far") is None
    text = "Seat 1 bet, seat 3 raised, seat 5 reraised, can seat 1 raise again?"
    assert said(book, "five-card-draw", text, "raises_so_far") == 2


@pytest.mark.parametrize(
    "text, value",
    [
        ("Seat 1 checks 8-5 after the draw, calls and wins.", False),
        ("Seat 2 checks a 7-6 after the draw, seat 9 bets.", True),
        ("Seat 2 checked his 6-4 after the draw.", True),
        ("Seat 2 checked his 9-8 after the draw.", False),
    ],
)
def test_the_checkers_low_told_by_its_ranks(book, text, value):
    assert said(book, "lowball", text, "checked_seven_or_better") is value


@pytest.mark.parametrize(
    "text, value",
    [
        ("4 limpers, bb raises, utg says you can't raise when everybody just limped", False),
        ("All callers, big blind raises, seat 3 objects.", False),
        ("Seat 9 is the big blind. Two players called, seat 9 raises.", False),
        ("Seat 3 raised, everybody called around. Big blind says he has his option.", True),  # raised before him
        ("Three limpers and the button raised, bb raises again.", None),  # the button raised first
        ("Two limpers, bb didn't raise.", None),
        ("Seat 5 says four limpers, bb raises.", None),  # a claim
    ],
)
def test_the_first_raise_made_by_the_big_blind_himself(book, text, value):
    assert said(book, "lowball", text, "big_blind_raised") is value


@pytest.mark.parametrize(
    "game, text, value",
    [
        ("lowball", "Two left. Seat 3 says 7 low, turns up 8 6 4 2 A. Seat 6 never let go of his cards.", False),
        ("lowball", 'Seat 3 says "seven" and spreads. Seat 6 mucks. Seat 3 actually has 8-7-4-3-2.', False),
        ("lowball", 'Seat 1 calls "six," turns over a seven.', False),
        ("lowball", 'Seat 2 announces "six-four" and spreads 6-5-4-2-A.', False),
        ("lowball", 'Seat 2 announces "seven" and spreads 7-5-4-2-A.', True),
        ("lowball", "Seat 2 says eight and shows 7-6-4-3-2.", True),
        ("lowball", "Seat 2 says seven and shows 7-7-4-3-2.", False),  # a pair is worse than any seven
        ("jacks-back", "Went low. Seat 2 says seven and shows 8-5-4-3-2.", False),
        ("kansas-city-lowball", "Seat 2 says seven and shows 8-5-4-3-2.", False),
    ],
)
def test_a_lowball_call_held_against_the_hand_shown(book, game, text, value):
    assert said(book, game, text, "hand_as_good_as_called") is value


@pytest.mark.parametrize(
    "game, text",
    [
        ("kansas-city-lowball", "Seat 2 says eight and shows 7-5-4-3-2."),  # a flush untold would make it worse
        ("lowball", "Seat 2 calls with a 7-5 and shows it."),  # a bet, not a call of his hand
        ("lowball", "Seat 5 says six players called, seat 3 shows 8-6-4-3-2."),
        ("lowball", "Seat 2 says seven. Seat 5 shows 8-6-4-3-2."),  # another seat's hand
        ("lowball", "Seat 6 says seat 3 called seven."),
    ],
)
def test_a_call_whose_hand_is_not_told_reads_nothing(book, game, text):
    assert said(book, game, text, "hand_as_good_as_called") is None


@pytest.mark.parametrize(
    "game, text, value",
    [
        ("lowball", "Seat 2 checks a 7-6 after the draw, seat 9 bets, seat 2 calls. Seat 9 shows 6-5.", False),
        ("lowball", "Seat 2 checks a 7-6 after the draw, seat 9 bets, seat 2 calls. Seat 9 shows 7-5.", False),
        (
            "lowball",
            "Seat 2 checks a 7-6 after the draw, seat 9 bets, seat 2 calls. Seat 9 shows 8-5.",
            True,
        ),  # every low told: his is best
        ("lowball", "Seat 2 checks a 7-6 after the draw, seat 9 bets. Seat 9 shows 7-6-4.", None),  # not told apart
        ("kansas-city-lowball", "Seat 2 checks a 7-6 after the draw, seat 9 bets. Seat 9 shows 7-5.", None),
    ],
)
def test_a_checked_low_beaten_by_the_low_another_seat_shows(book, game, text, value):
    assert said(book, game, text, "seven_had_best_hand") is value


def test_players_counted_at_the_start_of_a_round_are_not_read_when_someone_is_all_in(book):
    text = "Three players before the draw, seats 1 and 3 have a bet and four raises in. Seat 1 wants to raise."
    assert said(book, "five-card-draw", text, "players_at_round_start") == 3
    text = "Three players before the draw but seat 5 is all in. Seat 1 wants to raise again."
    assert said(book, "five-card-draw", text, "players_at_round_start") is None
    text = "Three players before the draw and nobody is all in. Seat 1 wants to raise again."
    assert said(book, "five-card-draw", text, "players_at_round_start") == 3


@pytest.mark.parametrize(
    "text, value",
    [
        ("Utg raised before the draw, three of us drew. Now the dealer waits on utg.", "second"),
        ("Seat 3 folded before the draw. Seats 5, 7 and 9 drew; who acts first after the draw?", "second"),
        ("After the draw seat 3 bet. Before the draw he had raised.", None),  # the story goes back
        ("Before the draw seat 3 raised and seat 5 called.", "first"),
    ],
)
def test_the_betting_round_told_in_time_order_is_the_last_one_named(book, text, value):
    assert said(book, "five-card-draw", text, "betting_round") == value


@pytest.mark.parametrize(
    "text, value",
    [
        ("Limit. Seat 2 checks a 7-6 after the draw.", "limit"),
        ("Jacks back went low. Limit. Seat 5 checked.", "limit"),
        ("House posts a limit of three antes.", None),  # not the game's structure
        ("NL. Seat 2 moves in.", "no-limit"),
        ("Limit. Seat 4 says it's really pot limit.", "limit"),  # his claim is not read
    ],
)
def test_a_structure_named_as_a_sentence_by_itself(book, text, value):
    assert said(book, "lowball", text, "betting_structure") == value


def test_a_claim_ends_where_another_seat_acts(book):
    text = "Heads up at the end, seat 3 says seven and seat 6 throws his hand in."
    assert said(book, "lowball", text, "miscall_caused_muck") is True
    text = "Seat 3 says seat 6 threw his hand in."  # all of it his side of the story
    assert said(book, "lowball", text, "miscall_caused_muck") is None


def test_a_jacks_back_showdown_told_by_ranks_is_read_once_the_story_says_it_went_low(book):
    low = read(book, "jacks-back", "Went low. Seat 3 shows joker-3-4-6-7, seat 6 shows 7-6-5-3-A.")
    assert [label for label, _ in low.hands] == ["seat 3", "seat 6"]
    unknown = read(book, "jacks-back", "Seat 3 shows joker-3-4-6-7, seat 6 shows 7-6-5-3-A.")
    assert unknown.hands == []  # high or low is not told: suits could matter


@pytest.mark.parametrize(
    "text, callers, alone",
    [
        ("Seat 4 opened for high with a pair of tens and everybody folded.", 0, True),
        ("Seat 6 opens, all fold, he turns over two 10s.", 0, True),
        ("Seat 4 opens, everybody folds to him, he turns them up.", 0, True),
        ("Seat 3 opened and everybody folded to seat 9, who called.", None, False),  # handed on to seat 9
        ("Seat 3 opened, seat 5 called and everybody else folded.", 1, False),  # the rest: seat 5 still in
        ("Seat 5 says seat 3 opened and everybody folded.", None, None),  # his side of it
    ],
)
def test_an_open_closed_by_everybody_folding(book, text, callers, alone):
    assert said(book, "jacks-back", text, "callers_of_open") == callers
    assert said(book, "jacks-or-better", text, "opener_alone") == alone


def test_players_left_told_as_a_sentence_by_itself(book):
    assert said(book, "lowball", "Two left. Seat 3 says 7 low.", "players_now") == 2
    assert said(book, "lowball", "Seat 2 is two left of the button.", "players_now") is None


@pytest.mark.parametrize(
    "text, value",
    [
        ("Seat 2 says 'eight' and turns up a 9-6.", False),  # his top two cards are enough
        ('Seat 4 calls "seven", it\'s really a nine.', False),
        ("Seat 3 announces a seven, shows 8-4.", False),
        ("Seat 3 says wheel and shows 6-4-3-2-A.", False),
        ("Seat 3 says eight and shows 8-6.", True),
        ("Seat 3 says six-four, shows a six.", None),  # the four is not told
    ],
)
def test_a_call_held_against_the_top_of_the_hand_shown(book, text, value):
    assert said(book, "lowball", text, "hand_as_good_as_called") is value


def test_a_wheel_shown_beats_the_checked_seven(book):
    text = "Seat 4 checks a 7-5 after the draw, seat 5 bets. Seat 5 shows a wheel."
    assert said(book, "lowball", text, "seven_had_best_hand") is False


@pytest.mark.parametrize(
    "text, raises",
    [
        ("After the draw it's bet, raise, reraise, raise, raise and seat 7 wants to put in another one.", 4),
        ("Opener bets, then a raise, a re-raise, a third and a fourth. Seat 9 reaches to raise again.", 4),
        ("Seat 2 bets, raise from seat 4, can seat 6 raise?", 1),
        ("It's bet, raise, reraise, raise.", None),  # the last may be the one in dispute
    ],
)
def test_raises_told_as_a_list_after_the_bet(book, text, raises):
    assert said(book, "five-card-draw", text, "raises_so_far") == raises


def test_suits_told_in_words_make_a_deuce_to_seven_showdown_readable(book, cli):
    story = "Kansas City. seat 2 has 7-5-4-3-2 all spades, seat 5 has 9-7-5-3-2 offsuit. Who wins?"
    hands = dict((label, g.cards) for label, g in read(book, "kansas-city-lowball", story).hands)
    assert hands["seat 2"] == ("7s", "5s", "4s", "3s", "2s")
    assert hands["seat 5"] == ("9", "7", "5", "3", "2")
    out = " ".join(cli("rule", "--game", "kansas-city-lowball", "--story", story).output.split())
    assert "Seat 5 wins" in out
    untold = "Kansas City. Seat 4 turns over A-5-4-3-2. Seat 6 has K-Q-9-8-3."
    assert read(book, "kansas-city-lowball", untold).hands == []  # a flush untold could change it


@pytest.mark.parametrize(
    "game, text, rank",
    [
        ("lowball", "Limit ace to five. Dealer turned a six face up dealing to seat 3 before the draw.", "6"),
        ("lowball", "Limit lowball, jack of diamonds came off face up to seat 6 during the deal.", "J"),
        ("lowball", "No limit lowball. Six of clubs exposed by the dealer on the deal to seat 2.", "6"),
        ("kansas-city-lowball", "2-7 single draw, dealer exposes a 6 to seat 5 on the deal.", "6"),
        ("lowball", "Seat 3 turned a corner and the dealer turned over a few cards.", None),
    ],
)
def test_one_exposed_card_told_by_its_rank_or_before_what_became_of_it(book, game, text, rank):
    card = said(book, game, text, "exposed_card")
    assert (card[0] if card else None) == rank


def test_saying_nothing_is_no_claim(book):
    assert said(book, "lowball", "Seat 6 spreads a pair of fours, says nothing.", "pair_announced") is False
    assert said(book, "lowball", "Seat 6 says nothing was wrong, he said pair.", "pair_announced") is None


def test_the_short_player_winning_is_read_by_his_seat(book):
    text = "Last hand seat 9 was short for his big blind and seat 1 posted. Seat 9 won the pot."
    assert said(book, "lowball", text, "short_blind_won_or_rebought") is True
    text = "Last hand seat 9 was short for his big blind and seat 1 posted. Seat 1 won the pot."
    assert said(book, "lowball", text, "short_blind_won_or_rebought") is None


def test_stakes_told_in_words_and_rounds_told_without_the(book):
    assert read(book, "five-card-draw", "Twenty forty draw game, seat 2 bets twenty after draw.").stakes == (20, 40)
    assert said(book, "five-card-draw", "after draw, opener bets, caller asks", "betting_round") == "second"
    assert said(book, "lowball", "Limit LB, seat 5 check raised.", "betting_structure") == "limit"


def test_the_round_the_question_names_is_the_disputes(book):
    text = "Who is first after the draw? Seats 4, 6 and 8 drew. Seat 2 had opened, but he folded before the draw."
    assert said(book, "five-card-draw", text, "betting_round") == "second"
    text = "After the draw seat 3 bet. Before the draw he had raised."  # no question: the story goes back
    assert said(book, "five-card-draw", text, "betting_round") is None


def test_mixed_suits_told_in_words_make_a_hand_readable(book):
    story = "Kansas City. Seat 1: 7-6-5-4-3 mixed suits, seat 5: 8-6-5-3-2 offsuit."
    assert [label for label, _ in read(book, "kansas-city-lowball", story).hands] == ["seat 1", "seat 5"]


def test_a_seat_named_by_its_number_is_not_an_exposed_card(book):
    got = {
        r.fact: r.value
        for r in read(
            book, "lowball", "On the deal the dealer turned over the 2 seat's fourth card, six of spades, face up."
        ).readings
    }
    assert got.get("exposed_card", "6s")[0] == "6"  # never the "2" of "the 2 seat"


def test_no1_is_nobody(book):
    got = {
        r.fact: r.value for r in read(book, "jacks-back", "jacks back, no1 opened for high. who opens now?").readings
    }
    assert got.get("side") != "high"


def test_hands_whose_untold_suits_cannot_change_the_winner_are_read(book, cli):
    # 7-5-4-3-2 offsuit beats A-2-3-4-5 in deuce-to-seven whether or not the ace-five is a flush
    story = "deuce to seven, seat 2 has 7-5-4-3-2 mixed suits, seat 5 has A-2-3-4-5. Who wins?"
    assert [label for label, _ in read(book, "kansas-city-lowball", story).hands] == ["seat 2", "seat 5"]
    out = " ".join(cli("rule", "--game", "kansas-city-lowball", "--story", story).output.split())
    assert "Seat 2 wins" in out
    # a flush untold would change these: asked
    for untold in (
        "2-7. seat 1 A-2-3-4-5 vs seat 4 K-9-7-4-2.",
        "Two-seven. Seat 1: 7-6-5-4-3 offsuit, seat 5: 8-6-5-4-3.",
    ):
        assert read(book, "kansas-city-lowball", untold).hands == []


@pytest.mark.parametrize(
    "text, fact, value",
    [
        ("Seat 5 opened before the draw but folded when it got raised. Seats 6 and 8 drew.", "opener_still_in", False),
        ("After the draw it was 3 way, then two raises.", "players_at_round_start", 3),
        ("4-way b4 the draw, bet + 4 raises already in. seat 6 wants to make it 6 bets.", "players_at_round_start", 4),
        (
            "5cd 20/40. 4 players in pre draw: bet, raise, raise, raise, raise. seat 6 wants to make it one more.",
            "raises_so_far",
            4,
        ),
        ("Three of them made it to the end, seats 1, 2 and 6.", "players_now", 3),
    ],
)
def test_counts_and_the_opener_folding_told_in_floor_talk(book, text, fact, value):
    from rulings.floor.retold import retold

    assert said(book, "five-card-draw", retold(text, book.vocabulary["shorthand"]), fact) == value


@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        (
            "lowball",
            'Two-handed. Seat 2 says "I\'ve got a six" and turns over 7c 4d 3h 2s Ah.',
            "hand_as_good_as_called",
            False,
        ),  # the call in his own words, the hand typed with suits
        ("lowball", "Two-handed. Seat 2 says six.", "players_now", 2),
        (
            "jacks-or-better",
            "Seat 3 opens, seat 4 calls. Before seats 5 and 6 act, seat 3 shows tens.",
            "callers_of_open",
            1,
        ),
        ("lowball", "After the draw the short stack shoves $5, less than half a bet.", "short_all_in_bet", True),
        ("lowball", "Seat 2 had taken all of his blinds, then moved to seat 8.", "forced_bets", "blinds"),
    ],
)
def test_more_floor_talk(book, game, text, fact, value):
    assert said(book, game, text, fact) == value


def test_a_call_followed_by_words_that_only_look_like_cards_reads_nothing(book):
    assert said(book, "lowball", 'Seat 2 says "six" and turns over as expected.', "hand_as_good_as_called") is None


def test_a_checked_low_told_with_holding_after_the_draw(book):
    text = "Limit lowball. seat 4 checks after the draw holding 7-5-3-2-A, seat 6 bets, seat 4 calls, seat 4 wins."
    assert said(book, "lowball", text, "seven_had_best_hand") is True


def test_nobody_as_the_subject_negates_a_phrase_a_few_words_on(book):
    text = "a new player sits down in seat 6. nobody at the table objects to him killing the pot."
    assert said(book, "lowball", text, "kill_objection") is False
    assert said(book, "five-card-draw", "now nobody knows who goes first after the draw", "betting_round") == "second"


def test_a_seats_hand_told_again_by_its_ranks_is_one_hand(book):
    story = (
        "Seat 1 showed 5s 4d 3c 2h Ah and announced wheel. Seat 6 showed Kd Qc 9s 5h 3d. "
        "Seat 1 maintained that 5-4-3-2-A is the best low hand."
    )
    assert [label for label, _ in read(book, "kansas-city-lowball", story).hands] == ["seat 1", "seat 6"]


def test_an_open_closed_by_everybody_folding_in_the_next_sentence_or_list_item(book):
    assert said(book, "jacks-or-better", "Seat 4 opens. Everybody folds.", "opener_alone") is True
    assert (
        said(book, "jacks-or-better", "1. jacks. 2. seat 6 opens. 3. everyone folds, nobody calls.", "callers_of_open")
        == 0
    )
    assert said(book, "jacks-or-better", "Seat 4 opens. Seat 5 raises. Everybody folds.", "opener_alone") is None


@pytest.mark.parametrize(
    "text, players",
    [
        ("Seats 4, 6 and 8 drew. Seat 2 had opened, but he folded.", 3),
        ("only seat 3 and seat 7 go to the draw. after the draw seat 3 bets", 2),
        ("seat 5 says seats 4 and 6 drew", None),  # a claim
        ("seats 4 and 6 called, seats 2 and 8 drew", None),  # did 4 and 6 draw too?
        ("Seat 2 opened, seats 4 and 6 drew.", None),
    ],
)
def test_players_counted_from_the_seats_listed(book, text, players):
    assert said(book, "five-card-draw", text, "players_at_round_start") == players


@pytest.mark.parametrize(
    "text, value",
    [
        ("s4 & s7 heads up now, 4 raises in. s7 wants a 5th.", 4),
        ("Five-way pot, five raises in. Seat 6 raises.", 5),
        ("Now heads up and the fourth raise just went in. Seat 2 wants to go again.", 4),
        ("Seat 2 raises again, that makes four raises.", 4),
        ("Seat 4 raises in turn and seat 6 calls.", None),  # a seat's number is not a count
    ],
)
def test_the_raises_so_far_told_as_a_tally(book, text, value):
    assert said(book, "five-card-draw", text, "raises_so_far") == value


@pytest.mark.parametrize(
    "text, value",
    [
        ("After the draw seat 3 has already bet, and now seat 8 asks the dealer how many seat 3 took.", True),
        ("Lowball, after everyone drew: seat 1 checked, seat 4 bet $20, and then seat 7 asked how many.", True),
        ("After the draw seat 8 asks how many seat 3 took before seat 3 bet.", None),  # the ask came first
        ("After the draw, before anyone bet, seat 8 asked how many.", False),
    ],
)
def test_an_act_after_the_draw_told_before_the_question(book, text, value):
    assert said(book, "lowball", text, "action_after_draw") is value


def test_one_of_the_callers_is_not_one_caller(book):
    text = "Seat 6 opened, two punters called behind him. Seat 1, one of the callers, wants his money back."
    assert said(book, "jacks-or-better", text, "callers_of_open") == 2


@pytest.mark.parametrize(
    "text, value",
    [
        # seat 6's "hadn't acted" is not his; his own check (no one checks after an open) is his pass
        (
            "Seat 5 opened with tens. Seat 3 checked, seat 6 hadn't acted yet. Now seat 3 wants to declare it open.",
            "passed",
        ),
        ("Seat 5 opened with tens by mistake. Seat 6 hadn't acted yet and wants to declare it open.", "not-yet"),
    ],
)
def test_a_declarers_act_told_of_another_seat_is_not_his(book, text, value):
    assert said(book, "jacks-or-better", text, "declarer_action") == value


@pytest.mark.parametrize(
    "story",
    [
        "Seat 2 shows king-king-nine-nine-four. Seat 5 shows queen-queen-queen-six-two. Who wins?",
        "Seat 2 has K K 9 9 4. Seat 5 has Q Q Q 6 2. Who wins?",
        "Seat 2 has kings and nines, K K 9 9 4. The lady in 5 has Q Q Q 6 2. Who wins?",
    ],
)
def test_hands_by_ranks_spaced_or_in_words_are_read(book, story):
    hands = dict((label, g.cards) for label, g in read(book, "five-card-draw", retold(story)).hands)
    assert hands == {"seat 2": ("K", "K", "9", "9", "4"), "seat 5": ("Q", "Q", "Q", "6", "2")}


def test_seats_or_amounts_spaced_are_not_ranks(book):
    story = "Seats 2 4 5 7 9 drew. Bets of $5 10 20 40 80 went in."
    assert not read(book, "five-card-draw", retold(story)).hands


def test_a_question_whether_something_happened_tells_nothing(book):
    text = "Q. How many were left? A. Three. Q. Did anybody throw his cards away? A. No, both still had them."
    assert said(book, "lowball", text, "miscall_caused_muck") is None
    text = "FLOOR: Did it land face up? DEALER: No, it just flashed."
    assert said(book, "lowball", text, "exposure_kind") == "flashed"  # the answer, not the question


@pytest.mark.parametrize(
    "text, side",
    [
        ("Jacks back. Nobody had jacks so it went low.", "low"),  # "nobody" is not the subject past "so"
        ("Jacks back, seat 3 opened with the queens.", "high"),
        ("Jacks back, nobody opened for high.", "low"),
    ],
)
def test_the_side_a_jacks_back_pot_is_played_for(book, text, side):
    assert said(book, "jacks-back", text, "side") == side


def test_nobody_as_subject_still_negates_its_own_clause(book):
    assert (
        said(book, "lowball", "A new player wants to kill it and nobody at the table objects.", "kill_objection")
        is False
    )


def test_a_count_of_blinds_is_no_amount(book):
    story = "Lowball, three blinds. Seat 9 is the big blind and he's got $1 left."
    assert said(book, "lowball", story, "short_of_half_blind") is None  # "three blinds" is not a $3 blind
    story = "Lowball, three blinds, $20 big. Seat 9 is the big blind and he's got $8 left."
    assert said(book, "lowball", story, "short_of_half_blind") is True  # "$20 big": the big blind
    assert said(book, "lowball", "Three blinds, the big blind is 20. Seat 9 only has 8.", "short_of_half_blind") is True


def test_a_phrase_does_not_skip_into_another_clause(book):
    roles = read(book, "five-card-draw", "Seat 4 is screaming that the big blind can only check.").roles
    assert "big_blind" not in roles
    assert read(book, "five-card-draw", "Seat 4 is the big blind and he raised.").roles.get("big_blind") == 4


@pytest.mark.parametrize(
    "text, value",
    [
        ("Lowball game, three player go to the showdown.", 3),
        ("Three players went to the showdown.", 3),
    ],
)
def test_players_who_went_to_the_showdown(book, text, value):
    assert said(book, "lowball", text, "players_now") == value


def test_a_miscall_said_in_plain_words_and_shown_as_his_card(book):
    story = 'Seat 1 say "seven!" but his card is 8-5-4-3-2. Seat 4 have 8-6-4-3-A.'
    assert said(book, "lowball", story, "hand_as_good_as_called") is False


def test_a_phrase_does_not_skip_over_when(book):
    story = "Found a card face up in the middle of the deck when dealing, not dealt to anyone."
    assert said(book, "lowball", story, "exposed_by_dealer_when") is None
    assert (
        said(book, "lowball", "A six flipped over in the middle of the deal.", "exposed_by_dealer_when")
        == "before-draw"
    )


@pytest.mark.parametrize(
    "text, value",
    [
        ("Dealer exposed a 9 of clubs to seat 3 while dealing the first round.", "face-up"),
        ("A nine went over face up, landed in front of seat 7.", "face-up"),
        ("The four of clubs flipped up in the air and came down face down, but a couple of guys saw it.", "flashed"),
        ("The card kind of flipped up on the way. It didn't land face up.", "flashed"),
    ],
)
def test_how_the_card_was_exposed(book, text, value):
    assert said(book, "lowball", text, "exposure_kind") == value


@pytest.mark.parametrize(
    "text, value",
    [
        ('Heads up. He says "seven" and she throws her 8-6 into the muck. Then he turns over 8-7-4-3-2.', False),
        ('Seat 2 says "eight" and spreads his cards and it\'s 8-6-4-3-2.', True),
        ('Seat 2 says "seven" but it\'s really 8-6-4-3-2.', False),
    ],
)
def test_a_lowball_call_told_by_he_or_she_when_no_seat_is_named(book, text, value):
    assert said(book, "lowball", text, "hand_as_good_as_called") is value


@pytest.mark.parametrize(
    "text",
    [
        'He says "seven". Seat 4 shows 8-6-4-3-2.',  # a seat between: another player's hand
        'She said "seven" and he turned over 8-6-4-3-2.',  # another player
    ],
)
def test_a_call_and_a_hand_of_two_people_read_nothing(book, text):
    assert said(book, "lowball", text, "hand_as_good_as_called") is None


def test_a_phrase_written_with_his_reads_her_too(book):
    text = 'Seat 5 says "seven" and the lady threw her hand into the muck.'
    assert said(book, "lowball", text, "miscall_caused_muck") is True


def test_a_six_handed_pot_is_this_round_and_three_way_pots_a_rule(book):
    assert said(book, "five-card-draw", "Six-handed pot. Opener bets.", "players_at_round_start") == 6
    assert said(book, "five-card-draw", "CAP IS FOR THREE-WAY POTS!!! LET ME RAISE", "players_at_round_start") is None
