"""Readings added at stop 34, from a hand history pasted off an electronic table, a player's review
of the room, a player texting from the table and a forum post: the log's section headers, "Seat 3:
opens $20 (high)", bets after the draws, "the 4th raise", two bare seats that act together, the
stakes against a list of blinds, the teller who declares, the room's rule told as posted, a
closing question for the verdict, and outside words, some only a review's colour. Each read both
ways, with the traps that must read nothing."""

import pytest

from rulings.floor.matching import match
from rulings.floor.retold import retold
from rulings.floor.story import read
from rulings.rules.model import HouseProfile


def told(book, game, text):
    story = read(book, game, retold(text, book.vocabulary), None, HouseProfile(options={}))
    return {r.fact: r.value for r in story.readings}


def said(book, game, text, fact):
    return told(book, game, text).get(fact)


# -- a hand history's headers and lines --------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        (
            "five-card-draw",
            "*** DRAW ***\nSeat 2: discards 1\n*** 2ND BET ***\nSeat 2: bets $30",
            "betting_round",
            "second",
        ),
        ("lowball", "*** AFTER DRAW ***\nSeat 1: bets $40\nSeat 3: raises to $80", "betting_round", "second"),
        ("lowball", "Seat 5: discards 3 / Seat 1: discards 1 / Seat 5: bets $20", "betting_round", "second"),
        ("five-card-draw", "Seat 2: discards 1\nSeat 7: stands pat\nSeat 2: checks", "betting_round", "second"),
        (
            "lowball",
            "DEAL: [6d] face up to Seat 2\nFloor: 2 wants to keep it.",
            "exposed_by_dealer_when",
            "before-draw",
        ),
        ("lowball", "DEALING... card 3 to Seat 4 turned face up [Qh]", "exposed_by_dealer_when", "before-draw"),
        ("lowball", "DEALING... card 3 to Seat 4 turned face up [Qh]", "exposure_kind", "face-up"),
        ("kansas-city-lowball", "DEAL: Seat 6 card 4 face up [6s]", "exposure_kind", "face-up"),
        ("jacks-or-better", "Seat 1: checks / Seat 3: checks / Seat 5: checks\n*** NO OPEN ***", "nobody_opened", True),
        ("five-card-draw", "Table 6 - $20/$40 Draw - ante $3\nSeat 2: opens $20", "forced_bets", "antes"),
        ("five-card-draw", "$20-$40 draw, $3 ante, seat 4 opened", "forced_bets", "antes"),
        ("jacks-back", "Seat 3: opens $20 (high)\nSeat 5: folds / Seat 7: folds", "side", "high"),
    ],
)
def test_a_hand_historys_lines(book, game, text, fact, value):
    assert said(book, game, text, fact) == value


@pytest.mark.parametrize(
    "game, text, fact, wrong",
    [
        # a noun, not a draw: the bet after it is not told after the draw
        (
            "five-card-draw",
            "Rick pushed his cards toward the discards like he was folding, Al checked.",
            "betting_round",
            "second",
        ),
        # a header word inside a line, not a header
        (
            "lowball",
            "The dealer said the deal: was fine. Seat 2 wants a new card.",
            "exposed_by_dealer_when",
            "before-draw",
        ),
        # an ante beside the blinds is no ante game
        ("lowball", "Table 2 - $10/$20 Lowball - blinds $5/$10 - ante $1. seat 4 bet", "forced_bets", "antes"),
        ("lowball", "antes $5 and blinds too. seat 4 opened", "forced_bets", "antes"),
    ],
)
def test_what_a_hand_history_does_not_tell(book, game, text, fact, wrong):
    assert said(book, game, text, fact) != wrong


# -- counts ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, n",
    [
        (
            "s1 bets, s4 raises, s8 reraises, s1 makes it 4 bets n then s8 folds. s4 puts in the 4th raise and now s1 "
            "wants to go again",
            4,
        ),
        (
            "bet, raise, raise, raise, raise. The Kid reaches for more chips to make it a fifth raise and the dealer "
            "says the cap's in.",
            4,
        ),
        (
            "s1 bets, s4 raises, s8 reraises, s1 makes it 4 bets. now s4 wants to put in a fourth raise, is it capped?",
            3,
        ),
    ],
)
def test_a_raise_told_by_its_number(book, text, n):
    assert said(book, "jacks-or-better", text, "raises_so_far") == n


def test_a_raise_stopped_at_its_number_was_not_made(book):
    text = "only s1 and s4 saw the draw, dealer stopped s4 at the sixth raise calling it capped."
    assert said(book, "jacks-back", text, "raises_so_far") is None


def test_two_bare_seats_named_before_that_go_to_the_draw(book):
    text = "Seat 2: discards 1\nSeat 7: stands pat\nFloor: only 2 and 7 went to the draw. Seat 5 says it is capped."
    assert said(book, "five-card-draw", text, "players_at_round_start") == 2
    assert said(book, "five-card-draw", "Floor: only 2 and 7 went to the draw.", "players_at_round_start") is None


def test_a_count_before_and_is_still_a_count_in_its_own_phrase(book):
    text = "Seat 6 opened, seat 7 called, then before 8 and 9 had acted seat 6 says sorry, misread it."
    assert said(book, "jacks-or-better", text, "predraw_action_complete") is False


# -- amounts and hands -------------------------------------------------------------------------------
def test_stakes_beside_a_list_of_blinds(book):
    text = "$30-$60 lowball, blinds are $10, $20 and $30. I came in for $20, the dealer said the least is $30."
    story = read(book, "lowball", retold(text, book.vocabulary), None, HouseProfile(options={}))
    assert story.stakes == (30, 60)


def test_a_pair_told_by_its_numbers_is_no_amount(book):
    text = "s1 checked, s3 opened, then s3s hand turns out to be 10 10, no good. now s1 wants to declare it open."
    assert match(book, "jacks-or-better", retold(text, book.vocabulary)).outside is None


def test_another_players_win_after_a_call_is_not_the_callers(book):
    text = "4/8 lowball, seat 2 checks a 7-6 after the draw, I bet my 6-4, he calls and I win."
    assert said(book, "lowball", text, "seven_had_best_hand") is None


# -- outside words that are a review's colour ------------------------------------------------------
@pytest.mark.parametrize(
    "game, text",
    [
        (
            "lowball",
            "Lowball, I said I'd take one, the guy after me threw away two. Then I wanted two as well, dealer said no.",
        ),
        (
            "five-card-draw",
            "Draw high, I say three then say no, two before the dealer has pulled anything off the deck "
            "and before anybody else did anything.",
        ),
        (
            "jacks-back",
            "Nobody opened for high so it turned into lowball. After the draw I checked, seat 9 bet, I "
            "raised. The cookies at the cage are free, bonus.",
        ),
        (
            "five-card-draw",
            "draw 20/40. s4 takes 3 and the dealer turns the 2nd one face up, a king. s6 draws after "
            "him and hes hot bc now all his cards are off by one.",
        ),
    ],
)
def test_a_reviews_colour_names_no_outside_dispute(book, game, text):
    assert match(book, game, retold(text, book.vocabulary)).outside is None


@pytest.mark.parametrize(
    "text, topic",
    [
        (
            "Dealer gave seat 1 two cards on the first pass and kept going, now everyone's cards are off by one.",
            "misdeal",
        ),
        ("Seat 4 wants the bonus for his quads, the room says it only pays aces full.", "jackpot-promotion"),
        ("We found two As in the deck after the hand.", "defective-deck"),
    ],
)
def test_the_outside_disputes_still_named(book, text, topic):
    outside = match(book, "five-card-draw", retold(text, book.vocabulary)).outside
    assert outside and outside["id"] == topic


def test_before_anybody_else_acted_on_the_change(book):
    text = "I say three then say two before the dealer has pulled anything and before anybody else did anything."
    assert said(book, "five-card-draw", text, "someone_acted_on_request") is False


# -- a player's own words ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text, n",
    [
        ("five-card-draw", "ok so after the draw its just me n s5, everybody else folded b4 the draw.", 2),
        (
            "kansas-city-lowball",
            "10/20 KC, only me and seat 5 in from the start, after the draw we go back and forth",
            2,
        ),
        ("lowball", "It was just me and the guy in seat 2 when the betting after the draw started", 2),
        ("five-card-draw", "10/20 draw, 5 of us see the second round, there's a bet and 4 raises", 5),
    ],
)
def test_the_players_at_the_start_of_the_round(book, game, text, n):
    assert said(book, game, text, "players_at_round_start") == n


def test_n_typed_for_and(book):
    assert retold("s5 after him hears that n throws away his 2", {"shorthand": {"n": "and"}}).startswith(
        "seat 5 after him hears that and"
    )
    text = (
        "at the draw s2 says one. s5 after him hears that n throws away his 2 right then, n now s2 goes wait make it 2."
    )
    assert said(book, "kansas-city-lowball", text, "someone_acted_on_request") is True


def test_the_opener_left_alone_in_a_hand_history(book):
    text = (
        "Seat 6: opens $20 / Seat 2: calls $20\n*** DRAW *** Seat 6: discards 3 / Seat 2: discards 2\n"
        "Seat 6: bets $40 / Seat 2: folds"
    )
    assert said(book, "jacks-or-better", text, "opener_alone") is True
    # told as a story, not a log, nobody says the two were the whole hand
    told_so = "seat 6 opened, seat 2 called, after the draw seat 6 bet 40 and seat 2 folded."
    assert said(book, "jacks-or-better", told_so, "opener_alone") is None


@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        (
            "five-card-draw",
            "s2 opens, s5 raises, s2 folds. s3 s5 n s7 all draw. now s3 says he acts first",
            "betting_round",
            "second",
        ),
        (
            "lowball",
            "*** DRAW *** ... Seat 2: checks / Seat 6: bets $20 / Seat 2: raises to $40",
            "betting_round",
            "second",
        ),
        (
            "jacks-back",
            "jacks back went low n s1 only has 3 bucks, blind is 10 so not even half.",
            "short_of_half_blind",
            True,
        ),
        (
            "jacks-back",
            "Seat 1 should have made the forced bet, but he was down to like a third of the blind.",
            "short_of_half_blind",
            True,
        ),
        (
            "lowball",
            'Heads up, at showdown seat 1 says "seven" and turns over 8-5-4-2-A, I am seat 6 with 8-6-3-2-A '
            "and I did NOT muck.",
            "miscall_caused_muck",
            False,
        ),
        ("lowball", "s5 turns his over n says seven, s1 hears that n mucks his 8-6.", "miscall_caused_muck", True),
        ("jacks-back", "#2207745 Table 4 $20/$40 Jacks Back\nNo high open -> LOWBALL\nSeat 5: checks", "side", "low"),
        (
            "kansas-city-lowball",
            "2-7 after the draw, I tapped the table before it was my turn, seat 3 said that was my check.",
            "rapped_in_turn",
            False,
        ),
        (
            "lowball",
            "I checked my seven-five after the draw. Seat 3 bet $40, I called and my seven was best.",
            "seven_had_best_hand",
            True,
        ),
        (
            "lowball",
            "New player in seat 4 wanted to kill the pot to get dealt in, and I said no, I object.",
            "kill_objection",
            True,
        ),
        (
            "five-card-draw",
            "I drew two and when I picked my hand up there were six cards in it.",
            "cards_after_draw",
            6,
        ),
    ],
)
def test_words_of_this_stops_voices(book, game, text, fact, value):
    assert said(book, game, text, fact) == value


def test_a_rap_before_another_players_turn_is_not_the_rappers(book):
    text = "Seat 4 raised before his turn, then seat 2 rapped the table meaning pat."
    assert said(book, "jacks-or-better", text, "rapped_in_turn") is not False


# -- the declarer telling his own case ----------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "10-20 jacks. Guy in 4 opens, then shows he's got nothing before the draw. I hadn't acted yet and I'm holding "
        "two kings. I say I'll open it. Your dealer says no and redeals.",
        "Jacks or better, seat 2 opened and then saw he only had tens, before the draw. I had kings and hadn't acted "
        "yet, so I said I'll open it.",
    ],
)
def test_the_tellers_hand_when_he_declares(book, text):
    assert said(book, "jacks-or-better", text, "declarer_has_openers") is True


def test_the_tellers_hand_when_another_declares(book):
    text = "Seat 3 opens, flips tens. Seat 6 says he'll open it, I had kings but folded."
    assert said(book, "jacks-or-better", text, "declarer_has_openers") is None


# -- disputes the chapter has no rule for ----------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text, topic",
    [
        (
            "lowball",
            "dealer took 3 rake from a tiny pot, like 25 total. s4 says theres no rake under 40 here. whos right",
            "rake",
        ),
        (
            "lowball",
            "s7 tanked forever then slowrolled a wheel, turned it over one card at a time. s1 wants him warned, s7 says "
            "its legal. whos right??",
            "conduct",
        ),
        (
            "jacks-back",
            "everybody folded to s4 n he asked the dealer to show what his next card wouldve been.",
            "rabbit-hunt",
        ),
        (
            "kansas-city-lowball",
            "Table 4 - $20/$40 Deuce-to-Seven\nSeat 7: won $600 pot, put $400 in jacket pocket\n"
            "Floor: seat 2 says you can't take chips off the table. Make him put it back?",
            "table-stakes",
        ),
        (
            "lowball",
            'Seat 1 said "call" out loud and then pushed out enough chips for a raise. Dealer said what you '
            "say counts.",
            "verbal-action",
        ),
        (
            "lowball",
            "Table 7 - $15/$30 Lowball\nAll fold to Seat 4 and Seat 6\nFloor: seat 5 says he's owed a piece "
            "of the chop. Is he?",
            "chop-the-blinds",
        ),
    ],
)
def test_words_of_a_dispute_the_chapter_does_not_cover(book, game, text, topic):
    outside = match(book, game, retold(text, book.vocabulary)).outside
    assert outside and outside["id"] == topic


@pytest.mark.parametrize(
    "game, text",
    [
        (
            "lowball",
            "seat two was away from the table when his big blind came around, now hes back and wants to be dealt in",
        ),
        (
            "jacks-or-better",
            "seat 2 opens, then goes wait these are tens. seat 7 has pocket kings. can he open it himself now??",
        ),
        (
            "kansas-city-lowball",
            "The man in seat 2 turned over six, five, four, three, deuce and grabbed for the chips "
            "like he'd hit the jackpot. Seat 9 said that's a straight.",
        ),
    ],
)
def test_words_that_only_sound_like_an_outside_dispute(book, game, text):
    assert match(book, game, retold(text, book.vocabulary)).outside is None


# -- the room's own rules ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, fact, value",
    [
        ("Our room posts a max of 3 antes in the JoB game and we'd already hit it.", "ante_limit", "set"),
        (
            "Last hand nobody opened, and this hand seat 1 opened with jacks. Dealer said after a pass it takes queens "
            "here.",
            "progressive_openers",
            "on",
        ),
        (
            "Jacks or better, the room posts a limit on antes. We hit it after the fourth unopened hand.",
            "ante_limit_reached",
            True,
        ),
    ],
)
def test_the_rooms_rule_told_as_posted_or_here(book, text, fact, value):
    assert said(book, "jacks-or-better", text, fact) == value


@pytest.mark.parametrize(
    "text",
    [
        "Do you play progressive openers here?",
        "He says at his home game it takes queens after a pass.",
    ],
)
def test_a_rule_asked_about_or_claimed_is_not_the_rooms(book, text):
    assert said(book, "jacks-or-better", text, "progressive_openers") is None


def test_a_closing_question_for_the_verdict_asks_about_the_sentence_before(book):
    text = (
        "Lowball. Everybody folds to the big blind before the draw, and the dealer still drops a rake out of that "
        "little pot. The big blind says no draw, no rake. Who's right, kid?"
    )
    outside = match(book, "lowball", retold(text, book.vocabulary)).outside
    assert outside and outside["id"] == "rake"


def test_a_closing_question_about_the_act_does_not_point_at_the_colour_before_it(book):
    text = (
        "Seat 2 opens and shows false openers before the draw, only queen high. Seat 4 had passed earlier with two "
        "kings, now he wants to declare the pot open. He says he was in the bathroom mentally, just got his comp for "
        "dinner. Can he?"
    )
    assert match(book, "jacks-or-better", retold(text, book.vocabulary)).outside is None
