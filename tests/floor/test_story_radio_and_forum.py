"""Readings added at stop 30, from a dealer on the radio and a player's forum post: seats told
by a bare number once named ("Seat one opened ... then one says"), by "in the two", "button's the
seven" or "sat down in 8"; a lowball call told by a player in his own case; the declarer's hand
"with queens"; one exposed card after a comma; the big blind as the lower limit; the whole hand
told anywhere ("it was only the two of us"); a hand told twice; and a short question that points
back at the sentence before it. Each read both ways, with the traps that must read nothing."""

import pytest

from rulings.floor.matching import match
from rulings.floor.retold import retold
from rulings.floor.story import read
from rulings.rules.model import HouseProfile

from .test_table_seats import roles


def said(book, game, text, fact):
    story = read(book, game, retold(text, book.vocabulary), None, HouseProfile(options={}))
    return {r.fact: r.value for r in story.readings}.get(fact)


@pytest.mark.parametrize(
    ("story", "role", "seat"),
    [
        ("Floor, jacks, table ten. Opener in the two bets after the draw, everybody folds.", "opener", 2),
        ("Floor, table eleven, lowball. Button's the seven, the middle blind in the eight is still in.", "button", 7),
        ("Floor, lowball, table four. Number six was on break when his big blind came around.", "entering", 6),
        ("New guy sat down in 8. He wants cards right now, not wait for the big blind.", "entering", 8),
        ("we use the openers button here, the dealer set it on seat three but seat five is the one who opened",
         "opener", 5),
    ],
)  # fmt: skip
def test_seats_told_the_way_the_radio_tells_them(book, story, role, seat):
    assert roles(book, "jacks-or-better", story).get(role) == seat


def test_a_seat_named_again_by_its_bare_number(book):
    story = "Seat one opened, seat four hadn't acted yet, then one says he misread, only tens. Four's got kings."
    assert "then seat 1 says" in retold(story, book.vocabulary)
    assert said(book, "jacks-or-better", story, "opener_has_openers") is False


@pytest.mark.parametrize(
    ("story", "kept"),
    [
        ("Seat 1 opened, seat 2 called, two called behind.", "two called behind"),  # two players may have called
        ("Six opened, eight raised, then six says he's got nothing.", "then six says"),  # no "seat 6" said first
        ("Seat 3 and seat 8 argue who opened. s8 now says: 3 opened, not me.", "says: 3 opened"),  # his word
    ],
)
def test_a_bare_number_is_left_alone_where_it_may_be_a_count_or_a_word(book, story, kept):
    assert kept in retold(story, book.vocabulary)


def test_a_count_of_raises_that_goes_on_past_the_list_is_not_read(book):
    story = "Three of us after the draw. Bet, raise, reraise, the third guy folded, then we put in two more."
    assert said(book, "five-card-draw", story, "raises_so_far") is None
    assert said(book, "five-card-draw", "Three of us after the draw. Bet, raise, reraise. Can I raise?",
                "raises_so_far") == 2  # fmt: skip


@pytest.mark.parametrize(
    ("story", "raises"),
    [
        ("Five of us in. First guy bets, then it goes raise, raise, raise, raise, and seat 3 wants to raise again.", 4),
        ("Seat 1 bet, it went to seat 4 who raised. Can seat 6 raise?", None),  # "went to" a seat is no list
    ],
)
def test_raises_listed_after_it_goes(book, story, raises):
    assert said(book, "five-card-draw", story, "raises_so_far") == raises


def test_an_amount_before_and_is_not_a_seat_of_the_callers(book):
    story = "seat 6 opened for $10 and seat 8 called; before seats 9 and 1 acted, seat 6 found he had no openers."
    assert said(book, "jacks-or-better", story, "callers_of_open") == 1


def test_a_lowball_call_told_by_the_player_who_mucked(book):
    story = "Heads up, seat 4 calls out 'eight', I throw my nine in the muck, then he turns over a ten. I'm seat 7."
    assert said(book, "lowball", story, "hand_as_good_as_called") is False
    assert said(book, "lowball", story, "miscall_caused_muck") is True
    placed = 'Heads-up lowball, the BB announced "seven" so I mucked my 7-6. He turned over 8-5-4-3-2.'
    assert said(book, "lowball", placed, "hand_as_good_as_called") is False
    other = 'The BB announced "seven", seat 3 mucked, then he turned over 8-5-4-3-2.'  # "he" may be seat 3
    assert said(book, "lowball", other, "hand_as_good_as_called") is None


@pytest.mark.parametrize(
    "story",
    [
        "Seat 2 opened, then flipped over tens. I'm seat 5 with queens and hadn't acted yet. Floor let me declare it open.",
        "Seat 3 opened, then turned up tens by mistake. I'm in 6, hadn't acted yet, I've got queens and I want to open it.",
        "S2 opened, S4 called, then S2 saw he had J-10, no pair. S6, still to act with kings, wanted to declare it open.",
    ],
)
def test_the_declarer_s_hand_told_with_his_seat(book, story):
    assert said(book, "jacks-or-better", story, "declarer_has_openers") is True


def test_he_is_never_the_player_telling_his_own_case(book):
    story = "Seat 7 opened for 20, I called from seat 1, then before the rest acted he saw he only had tens."
    assert said(book, "jacks-or-better", story, "opener_has_openers") is False
    assert said(book, "jacks-or-better", "Seat 7 opened, seat 1 called, then he saw he only had tens.",
                "opener_has_openers") is None  # fmt: skip  # "he" may be seat 1 here


@pytest.mark.parametrize(
    ("story", "rank"),
    [
        ("Kansas City. On the deal I flipped s3's card, a six. s3 wants to keep it.", "6"),
        ("2:20 dealing the 4th round i turned seat 3s card face up, its a 6\n2:21 he wants to keep it", "6"),
        ("During the deal the dealer turned my card face up. It was the six of spades.", "6"),
    ],
)
def test_one_exposed_card_after_a_comma_or_it_was(book, story, rank):
    assert said(book, "kansas-city-lowball", story, "exposed_card")[0] == rank


@pytest.mark.parametrize(
    ("story", "short"),
    [
        ("$30-$60 lowball, big blind comes to s3 and he's only got $12 behind.", True),  # the blind is $30
        ("$30-$60 lowball, big blind comes to s3 and he's only got $20 behind.", False),
        ("$30-$60 lowball, the big blind is $20, s3 only has $12 when it comes.", False),  # the blind told wins
    ],
)
def test_the_big_blind_is_the_lower_limit_unless_told(book, story, short):
    assert said(book, "lowball", story, "short_of_half_blind") is short


def test_the_whole_hand_told_anywhere_leaves_no_other_hand(book):
    story = ("He spreads his cards and doesn't say a word, I see 7-5-4-3 and I muck my nine! Then everybody sees two "
             "fours in there. It was only the two of us!")  # fmt: skip
    assert said(book, "lowball", story, "another_hand_intact") is False
    kept = story + " Seat 5 is still holding his hand."
    assert said(book, "lowball", kept, "another_hand_intact") is not False


def test_a_hand_told_by_its_ranks_and_again_by_its_cards_is_one_hand(book):
    story = ("Kansas City lowball. Seat 6 shows seven-five-four-three-deuce, all clubs - 7c 5c 4c 3c 2c - and thinks "
             "he's got the nuts. Seat 2 has 8d 6h 4s 3d 2h.")  # fmt: skip
    hands = read(book, "kansas-city-lowball", story).hands
    assert [(label, g.cards) for label, g in hands] == [
        ("seat 6", ("7c", "5c", "4c", "3c", "2c")),
        ("seat 2", ("8d", "6h", "4s", "3d", "2h")),
    ]


def test_a_short_question_points_back_at_the_sentence_before_it(book):
    clock = "The old guy on the button tanked after the draw. I called the clock and the floor refused. Can he do that?"
    assert match(book, "lowball", clock).outside["id"] == "call-the-clock"
    colour = "I called the clock on him once. Seat 4 opened, seat 6 raised, seat 4 folded. Who acts first now?"
    assert match(book, "five-card-draw", colour).outside is None


@pytest.mark.parametrize(
    ("story", "kept"),
    [
        ("s6 opened with jacks, threw one jack to go for a flush and didn't say anything.", False),
        ("seat 3 opened with kings up, kept the two kings plus the nine. seat 8 says he split openers", True),
    ],
)
def test_splitting_openers_told_by_the_cards_thrown_or_kept(book, story, kept):
    assert said(book, "jacks-or-better", story, "opener_kept_openers") is kept


def test_a_pair_with_a_kicker_is_the_pair(book):
    story = "Seat 6 opens, seat 9 raises. Now the draw - and seat 6 shows the table a pair of tens with a jack kicker."
    assert said(book, "jacks-or-better", story, "opener_has_openers") is False


def test_the_subject_carries_over_a_short_aside(book):
    story = "10-20 draw, no openers needed: s1 only had his ante, all in, and opened. s5 wants to call for the ante."
    assert roles(book, "five-card-draw", story).get("opener") == 1
    assert said(book, "five-card-draw", story, "all_in_opened_pot") is True
