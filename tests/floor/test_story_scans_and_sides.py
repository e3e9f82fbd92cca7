"""Readings added at stop 46, from a Singapore floor supervisor's chat lines, a dealer's notes run
through a phone's text scanner, a Mexican floor supervisor's English and a London card-club floor
man: a scanner's slips put back ("5eat 2 ca1led", "rnisread", "dr aw"), an opener's own word
against himself ('went "oh no, those are tens"', "my jacks actually tens", "admitted he only had
tens"), the side of a Jacks Back pot told once and named again only in passing ("he does it on the
high side"), a count of the players after the draw told by a list, the hand a declarer holds, a
lowball call against the hand the dealer spreads, a round compared with another, and words that
only looked like an outside dispute. Each read both ways, with the traps that must read nothing."""

import json

import pytest
from typer.testing import CliRunner

from rulings.cli.app import app
from rulings.floor.called import low_caller
from rulings.floor.scan_slips import unscanned

from .test_story_table_games_and_translation import outside, roles, told


# -- a scanner's slips ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "typed, meant",
    [
        ("5eat 2 ca1led, the dea1er 0pened it", "seat 2 called, the dealer opened it"),
        ("he rnisread, a rnisdeal in the rniddle", "he misread, a misdeal in the middle"),
        ("sa1d h1s f1ush was on1y a 1owball stil1", "said his flush was only a lowball still"),
        ("three 0f them, t00k it", "three of them, took it"),
    ],
)
def test_letters_a_scanner_read_as_digits_are_put_back(typed, meant):
    assert unscanned(typed) == meant


@pytest.mark.parametrize(
    "typed",
    [
        "S5s cards, 5cd at 10pm, the 2nd and 5th raise, a 5bet, J10 and Q10s, 1am, no1 and every1, kidlow22",
        "seat 5 had A5s, 100ish chips, 1st to act, str8 flush, 2nite",
    ],
)
def test_numbers_cards_seats_and_shorthand_stay_as_typed(typed):
    assert unscanned(typed) == typed


def test_a_word_the_scanner_split_is_joined_only_where_the_whole_is_known(book):
    known = book.vocabulary["phrase_starts"]
    assert unscanned("After the dr aw. D ealer wasnt sure, had on ly tens", known) == (
        "After the draw. Dealer wasnt sure, had only tens"
    )
    text = "hold em players, the blind es, y el, seat's even, he's hot, every one called"
    assert unscanned(text, known) == text


def test_a_scanned_story_reads_its_seats(book):
    text = "Seat 2 checked. Seat 3 opened $10, seat 5 called. Then seat 3 showed he only had a pair of 9s. "
    text += "5eat 2 said he had kings when he checked so he'll open it now."
    assert roles(book, "jacks-or-better", text).get("declarer") == 2
    assert told(book, "jacks-or-better", "Seat 2 opened, seat 5 called. Then seat 2 said he rnisread, only 10s.") == {
        "callers_of_open": 1,
        "opener_alone": False,
        "opener_has_openers": False,
    }


# -- the opener's own word against himself -----------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        'Seat 3 open $10, then turn over his cards and say "aiyo, tens only, sorry sorry".',
        'Seat 7 open $10, seat 9 call. Then seat 7 say "paiseh, my jacks actually tens" and show.',
        "Seat 3 opened $10, seat 5 raised. Then seat 3 said his jacks were really a jack and a ten, no pair.",
        'Seat 2 opened and seat 4 called, then seat 2 looked again, went "oh no, those are tens," and turned them up.',
        "Seat 2 opens, I raise from seat 4, and then seat 2's like, oh wait, I misread, I got tens not jacks.",
        "Seat 8 opened, seat 2 called. Seat 8 admitted he only had tens.",
        "Seat 1 opened, seat 3 raised. At the draw seat 1 threw his cards and said he was not having openers.",
        "Seat 2 opened 500, seat 4 raised. Then seat 2 showed and told his openers are false.",
    ],
)
def test_an_opener_saying_he_held_less_than_openers_is_taken(book, text):
    assert told(book, "jacks-or-better", text).get("opener_has_openers") is False


@pytest.mark.parametrize(
    "text",
    [
        "Seat 3 opened $10, seat 5 raised. Seat 3 says his kings are good.",  # his word for himself
        "Seat 8 opened, seat 2 called. Seat 8 admitted he had kings all along.",
        "Seat 2 opened. Seat 5 says the openers are false.",  # another player's claim
    ],
)
def test_an_opener_claiming_openers_or_another_claiming_for_him_reads_nothing(book, text):
    assert "opener_has_openers" not in told(book, "jacks-or-better", text)


# -- the side of a Jacks Back pot --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, side",
    [
        (
            "Jacks back, seat 2 open for high with kings. Seat 5 say no check-raise, he know it from the low side.",
            "high",
        ),
        ("Jacks back went to lowball this hand. Seat 6 says he check-raises on the high side all the time.", "low"),
        (
            "Jacks back. Seat 5 opens for high and nobody calls him. He wants his ten back and the hand played low.",
            "high",
        ),
        ("floor uh jacks back nobody opened it's going low and seat one's trying to check", "low"),
        ("JB, no one opened high, seat 4 left of the button only has $3", "low"),
        ("Jacks Back, no opener for high. Seat 1 has only $3 for the forced open.", "low"),
        ("Pot go to lowball because nobody open. Seat 3 show 5-4-3-2-A.", "low"),
        ("The guy opened for high and everybody folded. He wants the hand to just go to lowball like normal.", "high"),
    ],
)
def test_the_side_told_wins_over_the_side_named_in_passing(book, text, side):
    assert told(book, "jacks-back", text).get("side") == side


@pytest.mark.parametrize(
    "text, side",
    [
        ("If nobody opens it will go to lowball.", None),  # a supposition
        ("On the low side he checks. Seat 5 says he always check-raises on the high side, in the other room.", "low"),
    ],
)
def test_a_side_only_supposed_or_claimed_is_not_this_pots(book, text, side):
    assert told(book, "jacks-back", text).get("side") == side


# -- the players after the draw, told by a list ------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, count",
    [
        ("After the draw seats 1 4 and 8 are in. Seat 1 bets, seat 4 raises, seat 8 folds.", 3),
        ("Only seat 3 and seat 8 were left going into the second round, everyone else folded before the draw.", 2),
        ("Only two come to the draw, seat 3 and seat 8, everybody else fold before.", 2),
        ("After the draw there's three of 'em: seats 1, 4 and 9. Seat 1 bets, seat 4 raises.", 3),
        ("Boss, three went in after the draw: seat 3, seat 6, seat 8. Seat 3 bet.", 3),
        ("After the draw four of them still inside. Seat 2 bet, seat 4 raise.", 4),
    ],
)
def test_players_at_the_start_of_the_round_after_the_draw(book, text, count):
    assert told(book, "five-card-draw", text).get("players_at_round_start") == count


def test_seats_acting_after_the_draw_are_no_count_of_who_was_in(book):
    assert "players_at_round_start" not in told(book, "five-card-draw", "After the draw seats 1 and 4 checked.")


def test_a_fifth_raise_wanted_names_the_raiser(book):
    text = "Seat 1 bets, seat 4 raises, seat 8 folds. Then seat 1 and seat 4 keep going. Seat 1 wants a 5th."
    assert roles(book, "five-card-draw", text).get("raiser") == 1


# -- the declarer's hand -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Seat 3 open $10 and he have only pair of 10. Seat 7 not yet speak, and he have pair of Q. Can seat 7 declare open?",
        "Seat 2 opens and shows tens. Seat 5 is sitting with two queens and says fine, then I'm opening it.",
        "Seat 2 opens. Seat 6 has two queens and didnt act yet, he wants to declare it open.",
        "s2 opens, s4 calls. s6 has QQ and hasnt acted yet, he wants to declare it open. can he?",
    ],
)
def test_the_hand_of_the_player_who_declares_the_pot_open(book, text):
    assert told(book, "jacks-or-better", text).get("declarer_has_openers") is True


# -- a lowball call against the hand then shown -----------------------------------------------------------------
def low_call(book, text):
    spec = book.vocabulary["called_low"]
    return low_caller(spec, text, "ace-to-five")


@pytest.mark.parametrize(
    "text",
    [
        'Seat 4 says "seven" and puts his cards down. Seat 10 throws his in the muck. Then the dealer spreads seat 4: '
        "nine, seven, four, deuce, ace.",
        'Seat 7 says "eight" loud, so seat 3 throws his 9-7 in the muck. Then seat 7 turns the cards and he have only 10-8.',
    ],
)
def test_a_call_held_against_the_hand_then_spread_for_him(book, text):
    assert low_call(book, text)[1] is False


def test_the_hand_spread_for_another_seat_is_not_the_callers(book):
    text = (
        'Seat 4 says "seven" and puts his cards down. Seat 1 throws his in the muck. Then the dealer spreads seat 1: '
    )
    text += "9-7-4-2-A."
    assert low_call(book, text) is None


# -- rounds, stakes and the exposed card -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        (
            "five-card-draw",
            "Before the draw seat 5 said check. He wanted to check and raise when it comes back, same as after the draw.",
            "betting_round",
            "first",
        ),
        ("lowball", "During the deal the seven of spades turned up for seat 1.", "exposed_card", "7s"),
        (
            "lowball",
            "Middle of the deal, the nine of hearts lands face up in front of seat 7.",
            "exposed_by_dealer_when",
            "before-draw",
        ),
        (
            "lowball",
            "Limit lowball. Dealing, the 9 of clubs went face up to seat 2.",
            "exposed_by_dealer_when",
            "before-draw",
        ),
        ("lowball", "Seat 2 drew three and the second card came off face up.", "exposed_by_dealer_when", "on-the-draw"),
        (
            "five-card-draw",
            "Dealing the high draw, the kid flips the four of clubs face up to seat 4, halfway round the deal.",
            "exposed_by_dealer_when",
            "before-draw",
        ),
        (
            "lowball",
            "The dealer was dealing the second card of seat 3's draw and flipped it.",
            "exposed_by_dealer_when",
            "on-the-draw",
        ),
    ],
)
def test_facts_told_in_new_words(book, game, text, fact, value):
    assert told(book, game, text).get(fact) == value


def understood(game, text):
    result = CliRunner().invoke(app, ["rule", "--game", game, "--story", text, "--json"])
    assert result.exit_code == 0, result.output
    return {u["fact"]: u["value"] for u in json.loads(result.output)["understood"]}


def test_a_limit_named_in_passing_leaves_a_no_limit_games_structure_to_ask():
    story = "During the deal the seven of spades turned up for seat 1. Seat 1 wants to keep it."
    text = "No-limit lowball, $5-10 blinds. Seat 1 is a regular at the limit table, tonight he plays no-limit. " + story
    assert "betting_structure" not in understood("lowball", text)
    assert understood("lowball", "Lowball $5-10. " + story).get("betting_structure") == "limit"


def test_a_round_compared_with_is_not_the_round_told(book):
    assert told(book, "five-card-draw", "After the draw seat 5 bets, same as before the draw.").get(
        "betting_round"
    ) == ("second")
    assert "betting_round" not in told(book, "five-card-draw", "Can he check-raise, same as after the draw?")


# -- words that only looked like an outside dispute --------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text",
    [
        (
            "five-card-draw",
            "Eh boss, another joker fight. Seat 3 got heart flush with the joker, says joker is second ace. "
            "Seat 8 got club flush, ace king queen four deuce. Who wins?",
        ),
        (
            "five-card-draw",
            "After the draw seat 2 checked, seat 5 bet and seat 2 raised. Seat 5 said you cant check-raise. "
            "I let the raise stand but seat 5 wanted it written up.",
        ),
        (
            "lowball",
            "Seat 2 had 8-7-4-3-2, seat 5 had 8-6-5-4-A. Seat 2 says his is lower because seat 5's bottom card is an ace.",
        ),
        (
            "kansas-city-lowball",
            "2-7 triple draw players moved to our single draw game. Seat 3 showed 7-5-4-3-A and says the ace is low.",
        ),
    ],
)
def test_words_that_are_the_chapters_dispute_not_an_outside_one(book, game, text):
    assert outside(book, game, text) is None


@pytest.mark.parametrize(
    "game, text, topic",
    [
        ("five-card-draw", "There was a second joker in the deck, another joker under the first.", "defective-deck"),
        ("lowball", "The dealer flashed the bottom card when she cut.", "shuffle-and-cut"),
        ("lowball", "Seat 4 wants the dealer written up for being rude.", "dealer-complaint"),
    ],
)
def test_the_outside_disputes_are_still_found(book, game, text, topic):
    assert outside(book, game, text) == topic
