"""Readings added at stop 49, from a Honolulu floor supervisor's Hawaii Pidgin, a South Wales
valleys floor man's Welsh English, a St. John's floor man's Newfoundland English and a Port of
Spain floor supervisor's Trinidadian English: their words glossed ("da dealer", "befo' da draw",
"fer", "'tis"), an h or a th dropped with an apostrophe ("'e 'ad 'is 'and", "t'irty"), and
readings that were wrong or missing whatever the voice: "and de" joined into one word, a round
compared with ("same as he does after the draw"), bare seat numbers acting in a list ("three
raises, six raises"), a seat that "goes again", a false phrase negated right before it ("he
doesn't just call"), the opener left "all by himself" after a caller folds, two seats left
while "everybody else folded", what knocking "means" by rule, the clock's "thinks about it for"
as colour, and a closing question about a seat the sentence before it does not name. A second
round: Pidgin's "wen go" and "um", Trinidadian "he cards", the game told as "the high draw" or "the
jacks back", a double negative said for emphasis, and the tuned sets' phrasings of a low called,
an open everybody folds to and more. Each read both ways, with the traps that must read nothing."""

import pytest

from rulings.floor.dropped_letters import h_restored, th_restored
from rulings.floor.retold import retold
from rulings.floor.scan_slips import unscanned

from .test_story_table_games_and_translation import outside, told


# -- words of the voices --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "typed, meant",
    [
        ("Da dealer flip um befo' da draw, jus' one dollah", "the dealer flip it before the draw, just one dollar"),
        ("Betting pau, he geev mo' chips", "Betting done, he give more chips"),
        ("'Tis the rule fer him, 'twas table four", "it is the rule for him, it was table four"),
        ("He cyah pass a raise, doh touch it, allyuh", "He cant pass a raise, dont touch it, you all"),
    ],
)
def test_the_words_of_each_voice_are_read_as_english(book, typed, meant):
    assert retold(typed, book.vocabulary) == meant


def test_an_h_dropped_with_an_apostrophe_is_put_back(book):
    known = book.vocabulary["phrase_words"]
    assert h_restored("'E says 'is 'and is good, 'e 'ad three 'earts", known) == (
        "He says his hand is good, he had three hearts"
    )
    assert h_restored("he was 'oldin' 'em 'round the table", known) == "he was holdin' 'em 'round the table"
    quoted = "He said 'and I raise' and I can't"  # no other dropped h: a quote, left as typed
    assert h_restored(quoted, known) == quoted


def test_a_th_said_as_t_is_put_back_where_the_word_is_known(book):
    known = book.vocabulary["phrase_words"]
    assert th_restored("he t'inks anyt'ing goes fer t'irty", known) == "he thinks anything goes fer thirty"
    kept = "he can't, it'll be won't"
    assert th_restored(kept, known) == kept


def test_and_before_a_short_word_is_never_joined_to_it(book):
    starts = book.vocabulary["phrase_starts"]
    assert unscanned("two nines and de joker", starts) == "two nines and de joker"
    assert unscanned("he had on ly two, After the dr aw", starts) == "he had only two, After the draw"


# -- readings that were wrong or missing whatever the voice -------------------------------------------------------
def test_a_round_held_up_for_comparison_is_not_this_round(book):
    text = (
        "Three blinds. Seat 5 is first to speak after the big blind and says he checks, he wants to check-raise, "
        "same as he does after the draw."
    )
    assert told(book, "five-card-draw", text).get("betting_round") == "first"
    plain = "Seat 5 says he checks, he wants to check-raise after the draw."
    assert told(book, "five-card-draw", plain).get("betting_round") == "second"


@pytest.mark.parametrize(
    "text, count",
    [
        (
            "After the draw seat one bets, three raises, six raises, nine raises, three goes again. Nine wants another raise.",
            4,
        ),
        ("After the draw seat 1 bets, seat 3 raises, seat 6 raises. Seat 9 wants another raise.", 2),
    ],
)
def test_bare_seats_raising_in_a_list_are_counted_with_one_that_goes_again(book, text, count):
    assert told(book, "five-card-draw", text).get("raises_so_far") == count


def test_a_list_of_counts_is_not_read_as_seats(book):
    assert "seat 2" not in retold("Seat 1 bets, two raises, three calls. Can he raise?", book.vocabulary)
    assert "seat 3 raises" in retold("Seat 1 bets, three raises, six raises.", book.vocabulary)


def test_a_false_phrase_negated_right_before_it_is_no_reading(book):
    text = (
        "Seat 3 is all in for $8. Seat 5 has a seven, he doesn't just call the eight. He makes it twenty, a full bet."
    )
    assert told(book, "lowball", text).get("seven_completed_bet") is True
    assert (
        told(book, "lowball", "Seat 3 is all in for $8. Seat 5 has a seven and just calls.").get("seven_completed_bet")
        is False
    )


def test_the_opener_left_by_himself_after_his_caller_folds_is_alone(book):
    text = (
        "Seat 5 opens for ten, seat 2 calls. They draw. Seat 5 bets and seat 2 lays it down, so seat 5 is all "
        "by himself. Seat 5 shows a pair of tens, no jacks."
    )
    assert told(book, "jacks-or-better", text).get("opener_alone") is True
    called = "Seat 5 opens for ten, seat 2 calls. They draw. Seat 5 bets, seat 2 calls. Seat 5 shows a pair of tens."
    assert told(book, "jacks-or-better", called).get("opener_alone") is False


def test_two_seats_told_left_while_everybody_else_folded_are_two(book):
    text = "After the draw is only seat 1 and seat 5, everybody else did fold before the draw. Seat 5 wants to raise."
    facts = told(book, "five-card-draw", text)
    assert (facts.get("players_now"), facts.get("players_at_round_start")) == (2, 2)
    assert told(book, "five-card-draw", "Seat 5 bet and everybody else folded.").get("players_now") == 1


def test_cards_slung_in_the_muck_on_the_call_are_mucked(book):
    text = (
        'Seat 2 says "seven" and spreads. Seat 6 hears seven and slings it straight in the muck. Seat 2 has an eight.'
    )
    assert told(book, "lowball", text).get("miscall_caused_muck") is True


def test_what_an_act_means_by_rule_is_not_what_happened(book):
    text = (
        'Seat 2 opened, seat 5 raised quietly. Seat 9 knocked the table and said "I\'m pat." '
        "Now the dealer says knocking means he passed."
    )
    assert "rap_meant_pat" not in told(book, "five-card-draw", text)
    assert told(book, "five-card-draw", "After the draw seat 9 knocked meaning pass.").get("rap_meant_pat") is False


def test_the_clocks_words_with_think_in_them_are_colour_when_a_rule_is_told(book):
    story = (
        "Lowball, $10-$20. After the draw seat 3 shoves his last $8, all he had. Seat 5 has a seven-five and "
        "doesn't just call, he makes it twenty, a full bet. Seat 8 thinks about it for a week and calls. Seat 5 "
        "wins. Seat 8 says he should get his twenty back. Who's right?"
    )
    assert outside(book, "lowball", story) is None
    assert outside(book, "lowball", "Seat 8 thinks about it for ten minutes every hand. Can we call the clock?")


def test_a_closing_question_about_another_seat_does_not_point_at_the_sentence_before(book):
    story = (
        "Before the draw seat 2 opens and turns his cards over by accident, two tens, no jacks. Seat 6 hasn't "
        "acted yet and has two queens and says he opens it then. Seat 2 cussing. Could seat 6 do that?"
    )
    assert outside(book, "jacks-or-better", story) is None
    assert outside(book, "jacks-or-better", "Seat 2 was cussing at the dealer all night. Could he do that?")


# -- second round: the tuned sets' forms, read whatever the voice ----------------------------------------------
def test_pidgin_past_marker_um_and_trinidad_his_are_read_as_english(book):
    assert retold("Only seat 3 an seat 10 wen go to da draw, seat 5 wen call", book.vocabulary) == (
        "Only seat 3 and seat 10 went to the draw, seat 5 call"
    )
    assert "calling it trips" in retold("he calling um trips", book.vocabulary)
    assert retold("Um, seat 4 called", book.vocabulary) == "Um, seat 4 called"  # a pause, not "it"
    assert "shove his last eight dollars" in retold("seat 5 shove he last eight dollars", book.vocabulary)
    assert "when he last raised" in retold("when he last raised", book.vocabulary)


@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        (
            "five-card-draw",
            "Last night on the high draw the dealer flipped the queen face up, still dealing the hands.",
            "exposed_by_dealer_when",
            "before-draw",
        ),
        (
            "five-card-draw",
            "Seat 5 open, seat 7 and seat 2 call, everybody draw. Now the dealer points at seat 2 to talk first.",
            "betting_round",
            "second",
        ),
        (
            "kansas-city-lowball",
            "Blinds. Before the draw seat 6 raised, everybody else called the raise, and it comes back to the big blind.",
            "big_blind_raised",
            True,
        ),
        (
            "five-card-draw",
            "Five-ten draw, before the draw, four of them in the pot. Bet, raise, raise, raise, raise.",
            "players_at_round_start",
            4,
        ),
        (
            "five-card-draw",
            "Seat six asks for two, dealer sends the first one over, and then he says make it three.",
            "cards_dealt_on_request",
            True,
        ),
        (
            "jacks-or-better",
            "Seat four's got his ante in and that's it, not a chip left. It comes to him and he says open.",
            "all_in_for_ante",
            True,
        ),
        (
            "jacks-or-better",
            "Seat five opened for $10 and the lot of them folded to him. He shows a pair of tens.",
            "opener_alone",
            True,
        ),
        (
            "lowball",
            "$20 big blind. Seat 4's turn to post and he has $12, he shoves it in.",
            "short_of_half_blind",
            False,
        ),
        (
            "lowball",
            'Seat 3 calls "six" and turns up 7-5-4-2-A. Seat 8 never threw it. Two of them alone in the pot.',
            "players_now",
            2,
        ),
        (
            "lowball",
            "New feller sits into seat 4 on the lowball and wants to kill the pot.",
            "entering_player",
            "new-player",
        ),
        (
            "lowball",
            "A new player wants to kill the pot. Seat 1 says no way, he can wait for the big blind.",
            "kill_objection",
            True,
        ),
        (
            "lowball",
            "A new player wants to kill the pot. The dealer says no, wait for the big blind.",
            "kill_objection",
            None,
        ),
        (
            "jacks-or-better",
            "Seat 4 opened, seat 1 raised, seat 4 called, betting done before the draw. Seat 4 then says he misread.",
            "predraw_action_complete",
            True,
        ),
        (
            "five-card-draw",
            'High draw, bug deck. Seat 7 spread two queens, two nines and the bug and shout "full house, queens full!"',
            "joker_used_as",
            "other",
        ),
    ],
)
def test_the_tuned_sets_forms_are_read(book, game, text, fact, value):
    assert told(book, game, text).get(fact) == value


@pytest.mark.parametrize(
    "text, value",
    [
        ('Seat 5 call out "seven" and spread eight-four.', False),
        (
            'Seat 4 says loud "seven!" and seat 1 flings his 8-6 in the muck. Then seat 4 finishes turning over and is a nine, 9-6-5-3-2.',
            False,
        ),
        ('Seat 4 says "seven" and shows 7-5-4-3-2.', True),
    ],
)
def test_a_low_called_in_the_voices_forms_is_compared_with_the_hand_shown(book, text, value):
    assert told(book, "lowball", text).get("hand_as_good_as_called") is value


@pytest.mark.parametrize(
    "game, text, value",
    [
        ("jacks-or-better", "Seat one opens, seat 5 calls. Seat one says he never had no pair.", False),
        (
            "jacks-or-better",
            "Seat 2 opens, seat 6 raises. Then seat 2 sees he can't open, a jack and a ten he read as two jacks.",
            False,
        ),
        ("jacks-or-better", "Seat 5 opens, seat 9 raises. Before the draw seat 5 shows only one pair tens.", False),
        ("jacks-back", "Seat 5 opens for high on the jacks back, everybody lays down, and he shows tens.", False),
        ("jacks-back", "Seat 5 opens for high with jacks, everybody lays down.", True),
    ],
)
def test_the_openers_hand_in_the_voices_forms(book, game, text, value):
    assert told(book, game, text).get("opener_has_openers") is value


def test_an_open_everybody_folds_to_has_no_callers(book):
    assert told(book, "jacks-or-better", "Seat 5 opens and everybody folds. He shows tens.").get("callers_of_open") == 0
    later = "Seat 5 opens, two call, after the draw seat 5 bets and everybody folds."
    assert told(book, "jacks-or-better", later).get("callers_of_open") != 0


# -- third round: forms found across the whole set -----------------------------------------------------------------
@pytest.mark.parametrize(
    "text, value",
    [
        (
            "Last hand seat 5 was short for the blind so seat 6 put it up for him, and seat 5 went and won the pot.",
            True,
        ),
        ("Last hand seat 2 was all in short on the low blind and he won it. Next hand it went low.", True),
        (
            "Last hand seat five - left of the button - was short, so six made the blind bet for him. Five won the pot.",
            True,
        ),
        ("Last hand seat 5 was short for the blind so seat 6 put it up for him, and seat 6 won the pot.", None),
    ],
)
def test_the_short_blind_won_by_the_same_seat_with_another_told_between(book, text, value):
    assert told(book, "jacks-back", text).get("short_blind_won_or_rebought") is value


def test_the_written_the_of_a_voice_is_never_joined_to_the_word_before(book):
    starts, written = book.vocabulary["phrase_starts"], book.vocabulary["written_the"]
    assert unscanned("seat 5 went and win de pot", starts, written) == "seat 5 went and win de pot"
