"""Readings added at stop 48, from a Kingston floor supervisor's Jamaican Patois, a Polish-born
Chicago floor manager's English without articles, a south Louisiana floor man's Cajun English and
a Newcastle floor man's Geordie: their words glossed ("di man inna seat 3 draw tree", "fo' cards",
"sivven", "nowt", "a tenner"), "an" said for "and", a g dropped with no apostrophe ("dealin",
"bettin"), a number in hundreds told in words, and readings that were wrong or missing whatever
the voice: the joker counted as a jack of a flush, a player's rule put as "you call a six you
better have a six", a queen thrown from three queens, "lays it down" facing a bet, the teller's
own matter at the end, a dealer who "shorted him" a card. Each read both ways, with the traps
that must read nothing."""

import pytest

from rulings.floor.dropped_letters import g_restored
from rulings.floor.retold import retold

from .test_story_dialects import understood
from .test_story_table_games_and_translation import outside, told


# -- words of the four voices ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "typed, meant",
    [
        (
            "Di man inna seat 3 draw tree, him seh dat nuh jacks",
            "the man in seat 3 draw three, him says that not jacks",
        ),
        ("Bet an' fower raises, sivven nivver said owt", "Bet and four raises, seven never said anything"),
        ("He t'row it in de muck wit' fo's an' trays", "He throw it in the muck with fours and treys"),
        ("Efter the draw, naebody's bet", "after the draw, nobody's bet"),
    ],
)
def test_the_words_of_each_voice_are_read_as_english(book, typed, meant):
    assert retold(typed, book.vocabulary) == meant


@pytest.mark.parametrize(
    "typed, meant",
    [
        ("five an four", "five and four"),
        ("seat 4 an seat 5", "seat 4 and seat 5"),
        ("an him seh", "and him says"),
        ("an hour later, an uncalled bet, an 8, an SB", "an hour later, an uncalled bet, an 8, an small blind"),
        ("an ace, an eight", "an ace, an eight"),
    ],
)
def test_an_before_a_consonant_is_and(book, typed, meant):
    assert retold(typed, book.vocabulary) == meant


def test_a_g_dropped_without_an_apostrophe_is_put_back_where_the_reader_knows_the_word(book):
    known = book.vocabulary["phrase_words"]
    assert g_restored("Dealin the first five, he's drawin two, checkin", known) == (
        "Dealing the first five, he's drawing two, checking"
    )
    kept = "within the rules, a thin deck, Kevin and his cousin, callin' it"
    assert g_restored(kept, known) == kept


def test_british_money_talk_is_an_amount():
    facts = understood("five-card-draw", "£20-£40 draw with three blinds. Seat 7 wants to open for a tenner.")
    assert (facts.get("small_bet"), facts.get("odd_open_amount")) == (20, 10)


def test_a_hundred_and_some_told_in_words_is_one_amount(book):
    assert "only has 120 left" in retold("he only has one hundred an twenty left", book.vocabulary)
    assert "a hundred and ten players" in retold("a hundred and ten players", book.vocabulary)


# -- readings that were wrong whatever the voice -----------------------------------------------------------------
def test_the_joker_beside_four_of_a_suit_that_hold_a_jack_is_a_flush(book):
    text = (
        "Showdown: seat 3 spread diamonds king, jack, eight, four and joker. Seat 6 has clubs, ace queen ten "
        "seven trey. Seat 3 says joker become ace of diamonds."
    )
    assert told(book, "five-card-draw", text).get("joker_used_as") == "flush"


def test_a_players_rule_in_the_second_person_is_no_call(book):
    text = (
        'Only two of them left. Seat 4 says "six-four" but what he shows is seven, five, trey, deuce, ace. '
        "Seat 8 says you call a six you better have a six."
    )
    assert told(book, "lowball", text).get("hand_as_good_as_called") is False
    assert "hand_as_good_as_called" not in told(book, "lowball", "Seat 8 says you call a six you better have a six.")


@pytest.mark.parametrize(
    "text, kept",
    [
        (
            "Seat 8 opened with three queens, a nine and a four. At the draw he throws one queen with the nine and four.",
            True,
        ),
        (
            "Seat 8 opened with two queens, a nine and a four. At the draw he throws one queen with the nine and four.",
            False,
        ),
    ],
)
def test_one_queen_thrown_from_three_keeps_a_pair_of_openers(book, text, kept):
    assert told(book, "jacks-or-better", text).get("opener_kept_openers") is kept


def test_laying_it_down_facing_a_bet_is_a_fold(book):
    text = (
        "Seat 1 opens, seat 8 calls, rest pass. After the draw one bets and eight lays it down. "
        'Seat 8 says "show us your openers then". One shows a pair of nines.'
    )
    assert "opener_alone" not in told(book, "jacks-or-better", text)  # seat 8 is out: no caller left with him
    called = "Seat 1 opens, seat 8 calls. After the draw seat 1 bets, seat 8 calls. Seat 8 lays it down, two pair."
    assert told(book, "jacks-or-better", called).get("opener_alone") is False  # the showdown: his hand shown


def test_why_he_must_show_is_no_hand_shown(book):
    text = "Seat 7 opens, seat 1 calls, they draw, seat 7 bets, seat 1 folds. Seat 7 says nobody called him, why he gotta show nothing."
    assert "opener_has_openers" not in told(book, "jacks-or-better", text)


def test_a_three_handed_muck_with_one_hand_kept_reads_nothing_either_way(book):
    text = 'Seat 2 says "seven" and shows nine. Seat 4 hears "seven", he throws cards in the muck. Seat 6 still holds his ten.'
    assert "miscall_caused_muck" not in told(book, "lowball", text)


@pytest.mark.parametrize(
    "text, value",
    [
        ("Seat 4 raise before draw, everybody call, big blind seat 2 raise again, all call.", True),
        ("Everybody called the big blind, then seat 2 checked.", False),
    ],
)
def test_a_raise_before_the_draw_that_everyone_called_raised_the_big_blind(book, text, value):
    assert told(book, "kansas-city-lowball", text).get("big_blind_raised") is value


@pytest.mark.parametrize(
    "game, text",
    [
        ("lowball", "Seat 3 raised, everybody called around. Big blind says he has his option and checks."),
        ("lowball", "Before the draw seat 6 raised and two players called. The big blind wants to check."),
        ("jacks-back", "Low side, seat 4 made the forced open, seat 7 raised, and it gets back around to four."),
    ],
)
def test_a_raise_told_before_the_blind_acted_again(book, game, text):
    assert told(book, game, text).get("big_blind_raised") is True


def test_a_seat_still_to_act_before_the_draw_leaves_the_betting_open(book):
    text = "s3 opened $5, s7 called, s8 to act. s3 says he misread, no jacks."
    assert told(book, "jacks-or-better", text).get("predraw_action_complete") is False


@pytest.mark.parametrize(
    "text, when",
    [
        ("As he dealt round, the six of clubs came off face up to seat 2. Nobody bet yet.", "before-draw"),
        ("Seat 2 drew three and the dealer turned one face up as he pitched it.", "on-the-draw"),
        ("Seat 2 is drawing two. The king of diamonds comes off face up. Seats 4 and 7 still to draw.", "on-the-draw"),
    ],
)
def test_when_a_card_was_exposed_is_read_from_the_deal_or_the_draw_going_round(book, text, when):
    assert told(book, "lowball", text).get("exposed_by_dealer_when") == when


@pytest.mark.parametrize(
    "text, n",
    [
        ("Six of them in, first round. Bet and four raises already, and seat 6 wants to go again.", 6),
        ("Only two dealt in, seat 4 and seat 8. After the draw four raises in already.", 2),
        ("Only three of them got cards. Seat 4 makes it four raises.", 3),
    ],
)
def test_how_many_were_in_when_the_round_began(book, text, n):
    assert told(book, "five-card-draw", text).get("players_at_round_start") == n


@pytest.mark.parametrize(
    "text, kept",
    [
        ("Seat 6 opened, seat 1 called. Seat 6 says I'm the one opened.", "I'm the one opened"),
        ("Seat 5 opened, seat 2 called. He is the five opened.", "He is the five opened"),
        ("Seat 1 called. At the end one says he misread.", "At the end seat 1 says"),
    ],
)
def test_the_one_who_did_it_is_a_person_not_seat_one(book, text, kept):
    assert kept in retold(text, book.vocabulary)


# -- words that only looked like an outside dispute, and ones that still are ----------------------------------
@pytest.mark.parametrize(
    "game, text, named",
    [
        (
            "five-card-draw",
            "Seat 3 drew three, and at the end he looks and sees he only has four card. Dealer short him. Seat 9 call.",
            None,
        ),
        ("five-card-draw", "The dealer shorted him $20 when he paid for chips.", "dealer-payout-error"),
        (
            "five-card-draw",
            "After the second round he asks for two more. Seat 5 laughed so hard he spilled his coffee.",
            None,
        ),
        ("five-card-draw", "Seat 5 spilled his coffee all over the deck.", "defective-deck"),
        ("jacks-or-better", "They chop the pot and both of them want that extra dollar.", "ties-odd-chip"),
        ("jacks-or-better", "Seat 4 was dealt cards on that hand but folded early and went to smoke.", None),
        ("jacks-or-better", "Seat 4 folded early, before seat 2 had acted. Does his fold stand?", "action-out-of-turn"),
    ],
)
def test_outside_words_named_only_where_they_are_the_dispute(book, game, text, named):
    assert (outside(book, game, text) or None) == named


def test_the_tellers_own_matter_at_the_end_is_not_the_dispute():
    story = (
        "Seat 2 has nothing on the table, only his ante is in pot, full ante. Seat 7 open for ten. Seat 2 want to "
        'play for the ante only. Seat 7 say "no money, no cards, you are out". Very rude he say it, I must also '
        "talk with him about this after."
    )
    assert understood("five-card-draw", story).get("player_has_only_ante") is True


# -- through the command -------------------------------------------------------------------------------------------
def test_a_patois_story_is_ruled_from_the_command():
    story = (
        "Seat 5 hold eight, seven, five an four a heart dem plus di joker an him seh straight flush. Di man inna "
        "seat 1 sit down wid four king an a tree. Fifty-three card deck, limit high draw. Who pot dis?"
    )
    assert understood("five-card-draw", story).get("joker_used_as") == "straight-flush"
