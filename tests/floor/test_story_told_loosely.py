"""Readings added at stop 39, from a floor person dictating over a noisy table, a tournament
director on the radio ("Level 9, 600-1,200 limit"), a newsletter's letters and a late-night text
exchange: an opener's hand short of openers told at any time, the opener's own word that he has
none, a caller named by a noun, a name or "I", a low the checker held or showed, a seat named
again by its bare number after a joining word, and the traps that must read nothing."""

import pytest

from rulings.floor.retold import retold

from .test_story_table_games_and_translation import story_of, told


# -- a seat named again by its bare number ----------------------------------------------------------
@pytest.mark.parametrize(
    "text, written",
    [
        (
            "Seat three opened, seat six raised, they all drew, and at the end three turns over a pair of tens",
            "and at the end seat 3 turns over a pair of tens",
        ),
        ("Seat 6 opened for high. Seat 3 asked for openers - 6 shows Qs Ts 8d 5c 2h", "- seat 6 shows Qs"),
        ("seat 1 opens, everyone folds. 1 flips ace king 9 6 3", "seat 1 flips ace king"),
        ("seat 5 opens, seat 8 makes it 20. 5 looks again", "seat 5 looks again"),
    ],
)
def test_a_bare_number_after_a_joining_word_is_the_seat_named_before(book, text, written):
    assert written in retold(text, book.vocabulary)


@pytest.mark.parametrize(
    "text",
    [
        "Seat 3 opened and at the end three players turn over their hands",  # a count of players
        "seat 2 opened, and then two flip their hands",  # several players: "flip", not "flips"
    ],
)
def test_a_bare_number_before_a_shared_act_stays_a_number(book, text):
    assert "seat 3 players" not in retold(text, book.vocabulary)
    assert "seat 2 flip" not in retold(text, book.vocabulary)


# -- the opener's hand short of openers ----------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text",
    [
        ("jacks-back", "Seat 6 opens for high, everybody gets out, and he's got a pair of tens."),
        ("jacks-or-better", "seat 5 opens 10, seat 8 makes it 20. 5 looks again and says oh no, hes got no jacks"),
        (
            "jacks-or-better",
            "Seat 2 open, seat 5 raise. Then seat 2 say oh, sorry, he don't have openers, only eights.",
        ),
        ("jacks-or-better", "The four seat opened, everybody drew. The four seat shows and he ain't got openers."),
        ("jacks-or-better", "seat 6 opens, seat 8 calls, and then six, um, six shows he's got nines, not openers"),
        ("jacks-or-better", "False open, seat eight, he shows a pair of eights."),
    ],
)
def test_a_short_hand_or_the_openers_own_word_tells_he_had_none(book, game, text):
    assert told(book, game, text)["opener_has_openers"] is False


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 opens, seat 5 calls, seat 2 has kings and bets",  # openers held after the open: when?
        "Seat 2 opens, splits his openers to draw to a flush, and after the draw he's got a pair of tens",
        "Seat 2 opens, seat 5 calls, and seat 5 has a pair of tens",  # another seat's hand
        "Seat 2 opens. If he's got a pair of tens, is it a false open?",  # a supposition
    ],
)
def test_what_does_not_tell_the_openers_hand_reads_nothing(book, text):
    assert "opener_has_openers" not in told(book, "jacks-or-better", text)


def test_the_teller_taking_back_his_own_words_is_still_a_correction(book):
    assert "seat 5" in retold("seat 4, sorry, seat 5 raised", book.vocabulary).replace("seat 4", "")
    assert "seat 4 raised" not in retold("seat 4, sorry, seat 5 raised", book.vocabulary)


# -- amounts -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, stakes",
    [
        ("TD to desk, Table 30. Lowball, Level 9, 600-1,200 limit. Seat 5 shoves.", (600, 1200)),
        ("$1,000-$2,000 draw, seat 4 opens", (1000, 2000)),
    ],
)
def test_thousands_written_with_a_comma_are_one_amount(book, text, stakes):
    assert story_of(book, "lowball", text).stakes == stakes


@pytest.mark.parametrize(
    "text, short",
    [
        ("Limit lowball, twenty on the end. Seat seven's all-in after the draw for five bucks, seat two calls", True),
        ("seat one all-in for eight after the draw, the bet's twenty, seat four has a six-five and calls", True),
        ("seat one all-in for fifteen after the draw, the bet's twenty, seat four calls", False),
    ],
)
def test_an_all_in_told_against_the_bet_on_the_end(book, text, short):
    assert told(book, "lowball", text)["short_all_in_bet"] is short


# -- a lowball call, and the caller told by a noun, a name or "I" --------------------------------------
@pytest.mark.parametrize(
    "text, as_good",
    [
        ('I said "nine" when I tabled it, then noticed I actually had eight-five.', True),
        ('So Lisa, lowball, guy says "I got an eight" and flips up a seven-five, which is better.', True),
        ("A fellow at the Normandie said nine at the showdown and spread an eight-low.", True),
        ('Showdown. Guy says "eight" and I toss my nine-four into the muck. Then he spreads a nine-six.', False),
        ("Heads up at the Rainbow, lowball. Harvey Stein called out seven and turned over an eight.", False),
    ],
)
def test_a_caller_named_by_a_noun_a_name_or_i(book, text, as_good):
    assert told(book, "lowball", text)["hand_as_good_as_called"] is as_good


@pytest.mark.parametrize(
    "text",
    [
        "Bob says seven and she shows a nine",  # a name, then another person's hand
        'I said "eight" and he turned over a nine',  # the teller's call, another's hand
        "The dealer says seven and seat 4 shows a nine",  # the dealer calls no hand
    ],
)
def test_a_hand_someone_else_shows_is_not_the_callers(book, text):
    assert "hand_as_good_as_called" not in told(book, "lowball", text)


def test_the_teller_mucking_on_a_strangers_call_is_a_muck_on_the_call(book):
    text = 'Showdown. Guy says "eight" and I toss my nine-four into the muck. Then he spreads a nine-six.'
    assert told(book, "lowball", text)["miscall_caused_muck"] is True


# -- the pot before the draw, the hands left, the players ----------------------------------------------
@pytest.mark.parametrize(
    "text, raised",
    [
        ("The 5 seat opens, one call from the lady on the button, no raise, and then the opener shows tens", False),
        ("seat 3 opens, seat 5 raises, seat 2 calls, seat 3 shows tens", True),
    ],
)
def test_an_open_then_no_raise_told_in_its_sentence(book, text, raised):
    assert told(book, "jacks-or-better", text)["pot_raised_before_draw"] is raised


def test_no_raise_after_the_draw_says_nothing_of_the_pot_before_it(book):
    text = "seat 3 opens, seat 5 raises, they draw, and after the draw seat 3 bets, no raise"
    assert told(book, "jacks-or-better", text).get("pot_raised_before_draw") is not False


@pytest.mark.parametrize(
    "text",
    [
        "Seat 5: spreads [9s 9d 6c 4h 2d] (no pair said)\nSeat 1: mucks, only other hand",
        "Seat 3 spreads a hand with two fours in it, doesn't say pair. Seat 6 reads it as a seven and mucks. "
        "Nothing else live.",
    ],
)
def test_the_only_other_hand_mucked_leaves_none_intact(book, text):
    assert told(book, "lowball", text)["another_hand_intact"] is False


def test_everybody_else_is_all_but_the_players_counted(book):
    got = told(book, "jacks-or-better", "Only two of us took cards, everybody else folded before the draw.")
    assert got["players_now"] == 2 and got["players_at_round_start"] == 2


def test_a_pair_heads_up_now_is_no_count_at_the_rounds_start(book):
    text = "There were three of them going into the second round, seat 4 folded, then it was just the two of them."
    assert told(book, "five-card-draw", text).get("players_at_round_start") != 2


# -- the low the checker held ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, seven",
    [
        ("Three-six limit lowball, after the draw I make seven-five-three-deuce-ace and I check it", True),
        ("Limit lowball, I've got a seven-six and I check it after the draw, the guy behind me bets, I call", True),
        ("After the draw I'm holding seven-six-four-three-ace and I'm first, so I check it.", True),
        ("after the draw seat 3 checks, seat 5 bets and seat 3 calls and shows an eight-six", False),
    ],
)
def test_the_low_the_checker_held_or_showed(book, text, seven):
    assert told(book, "lowball", text)["checked_seven_or_better"] is seven


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 says he checked a 7-6 after the draw",  # his word
        "Before the draw I've got a seven-six and I check it",  # no draw told: the check was before it
        "After the draw seat 3 checks, seat 5 bets and shows a seven-six",  # another seat's low
    ],
)
def test_what_is_not_the_checkers_low_reads_nothing(book, text):
    assert "checked_seven_or_better" not in told(book, "lowball", text)


@pytest.mark.parametrize(
    "text, best",
    [
        (
            "Limit lowball, after the draw I make seven-five-three-deuce-ace and I check it, the guy bets, I call, I win",
            True,
        ),
        ("Limit lowball, I've got a seven-six and I check it after the draw, he shows a six-four and I lose", False),
        (
            "After the draw I'm holding seven-six-four-three-ace, so I check it. He turns over a six-five and takes it",
            False,
        ),
    ],
)
def test_whether_the_low_the_teller_checked_won(book, text, best):
    assert told(book, "lowball", text)["seven_had_best_hand"] is best


# -- words that must not decide alone --------------------------------------------------------------------
def test_a_card_flashed_face_up_onto_the_felt_is_not_read_as_a_flash(book):
    text = "The dealer flashes the six of diamonds face up onto the felt dealing to the 7 seat before the draw."
    assert told(book, "kansas-city-lowball", text).get("exposure_kind") != "flashed"


# -- rulings for this table ------------------------------------------------------------------------------
def test_a_tournament_short_all_in_is_ruled_without_asking_the_stakes(cli):
    story = (
        "TD to desk, Table 30. Lowball, Level 9, 600-1,200 limit. After the draw seat 5 shoves his last 250, "
        "way under half a bet. Seat 2 has a seven-four and just calls, doesn't make it 1,200."
    )
    result = cli("rule", "--game", "lowball", "--story", story, "--json")
    assert result.exit_code == 0, result.output
    data = __import__("json").loads(result.output)
    understood = {u["fact"]: u["value"] for u in data["understood"]}
    assert understood["big_bet"] == 1200 and understood["short_all_in_bet"] is True


def test_a_false_high_open_nobody_called_is_ruled_from_the_story(cli):
    story = "Seat 6 opens for high, everybody gets out, and he's got a pair of tens. Dealer pushes him the antes!"
    result = cli("rule", "--game", "jacks-back", "--story", story, "--about", "false-openers-pot")
    assert result.exit_code == 0, result.output
    assert "Still needed" not in result.output
    assert "Seat 6's opening bet stays in the pot" in result.output


def test_three_blinds_give_the_big_one_to_hold_a_short_stack_against(cli):
    story = "TD to desk, Table 36. Level 10, blinds 200-400-600. Seat 2's big blind and he's only got 250."
    result = cli("rule", "--game", "lowball", "--story", story)
    assert result.exit_code == 0, result.output
    assert "A player with less than half a big blind" in result.output
    assert "seat 3" in result.output


def test_a_knock_before_his_turn_is_a_rap_the_book_leaves_to_the_floor(cli):
    story = (
        "Jacks Back. The 9 seat knocked on the table while the 7 seat was still thinking, before it was his "
        "turn at all. Then the 7 seat bet and the 9 seat wanted to raise."
    )
    result = cli("rule", "--game", "jacks-back", "--story", story)
    assert result.exit_code == 0, result.output
    assert "NOT COVERED" not in result.output and "draw.rapping" in result.output


def test_an_act_out_of_turn_with_no_knock_is_still_not_covered(cli):
    story = "The 9 seat bet while the 7 seat was still thinking, before it was his turn at all."
    result = cli("rule", "--game", "jacks-back", "--story", story)
    assert result.exit_code == 0, result.output
    assert "NOT COVERED" in result.output


def test_a_full_ante_and_not_a_chip_behind_plays_for_the_ante(book):
    text = (
        "The lady in the 4 seat had a full ante out and not one chip behind it. Nobody opened, so we all anted again."
    )
    assert told(book, "five-card-draw", text)["player_has_only_ante"] is True


@pytest.mark.parametrize(
    "text",
    ["Seat 2 opens. If he's got a pair of tens, is it a false open?", "Seat 2 opens. So, is it a false open?"],
)
def test_a_question_in_the_closing_clause_tells_nothing(book, text):
    assert "opener_has_openers" not in told(book, "jacks-or-better", text)


def test_he_shows_is_the_other_of_two_seats_named(cli):
    story = (
        "Lowball, ace to five, I'm in seat 4 heads up against a reg in seat 8. I turn over A-2-3-4-5 all hearts. "
        "He turns over 6-4-3-2-A and tells the dealer my hand is a straight flush."
    )
    result = cli("rule", "--game", "lowball", "--story", story)
    assert result.exit_code == 0, result.output
    assert "Seat 4 wins: wheel. Seat 8: six-four low." in result.output


def test_he_shows_names_no_seat_where_three_are_named(book):
    story = "Seat 4, seat 8 and seat 2 are in. Seat 4 turns over A-2-3-4-5. He turns over 6-4-3-2-A."
    assert not story_of(book, "lowball", story).hands


@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        ("five-card-draw", "s8 knocked the table on his turn to show pat, never saw s2's raise", "rap_meant_pat", True),
        ("jacks-back", "seat two knocks the table on his turn -- meant it as a check, nothing about pat", "rap_meant_pat", False),
        ("lowball", "Table 41, deal's going out and the dealer turns over the deuce of spades to seat 3.", "exposed_by_dealer_when", "before-draw"),
        ("lowball", "While the dealer was pitching the first five cards around, the queen turned face up.", "exposed_by_dealer_when", "before-draw"),
        ("jacks-or-better", "Old Mrs. Pruitt passed a pair of queens, the five seat opened and had no openers.", "declarer_action", "passed"),
        ("jacks-or-better", "Seat 3 opens, then seat 3 tables a pair of tens before seat 5 had acted. Seat 5 is holding kings and wants to open it himself.", "declarer_action", "not-yet"),
    ],
)  # fmt: skip
def test_the_floors_words_for_a_rap_an_exposed_card_and_a_declarers_act(book, game, text, fact, value):
    assert told(book, game, text)[fact] == value


# -- the opener's openers kept or broken, from his hand and his throw ------------------------------------
@pytest.mark.parametrize(
    "text, kept",
    [
        ("s6 opened with jacks and 4s, threw both 4s and the 9 and drew 3, never said splitting.", True),
        ("s2 opened with Ah, the joker, Kh, Qh and the four of clubs, tossed the four.", True),
        ("Seat 8 opens holding Kd Kc 4s 4h 9c. At the draw he throws both fours and the nine and takes three.", True),
        ("Seat 2 opened with jacks up (two jacks, two fours, a nine). He discarded both fours and the nine.", True),
        ('seat 1 opens with two jacks and four hearts, hollers "splitting," tosses the jack of clubs face down', False),
    ],
)
def test_whether_the_opener_kept_his_openers_from_his_hand_and_his_throw(book, text, kept):
    assert told(book, "jacks-or-better", text)["opener_kept_openers"] is kept


@pytest.mark.parametrize(
    "text",
    [
        "seat 4 opens with jacks and fours. Seat 5 says he threw the fours",  # a claim, and another seat
        "seat 4 opens with jacks, seat 6 raises, seat 6 throws his cards away",  # another seat's throw
        "seat 4 opens with jacks and fours, throws two cards and draws two",  # the cards thrown are not told
        "seat 4 opens with jacks and queens, throws the queens",  # either pair opens: which were his openers?
    ],
)
def test_a_throw_that_does_not_tell_the_openers_fate_reads_nothing(book, text):
    assert "opener_kept_openers" not in told(book, "jacks-or-better", text)


def test_pitching_is_no_time_of_its_own(book):
    text = "Seat 4 asked for two and the dealer turned the second one face up while pitching it."
    assert told(book, "five-card-draw", text).get("exposed_by_dealer_when") != "before-draw"


@pytest.mark.parametrize(
    "text, written",
    [
        ("Seat two opens, seat five raises, five folds -- it's just two -- and he can't show openers", "it's just seat 2 --"),
        ("seat four opens, seat six calls, six folds, so it's just four, and he turns over sevens", "it's just seat 4,"),
        ("seat 2 opens, seat 3 raises. It's only three, the cap is four.", "It's only three,"),  # a count
        ("seat 4 opens, it's just 2 players left", "it's just 2 players left"),
    ],
)
def test_its_just_the_one_seat_left(book, text, written):
    assert written in retold(text, book.vocabulary)
