"""Readings added at stop 33, from a dealer writing in his second language, a manager's bullet-point
emails and the sets before them: the hand a question opens with, a claim that starts with "oh no",
"goes wait" and "read tens as jacks", the opening bet told as "bet first", amounts in cents, a
bare seat that folds, callers told in the present, and a question about the table as it stands.
Each read both ways, with the traps that must read nothing."""

import pytest

from rulings.floor.cards_text import card_groups
from rulings.floor.matching import match
from rulings.floor.retold import retold
from rulings.floor.story import read
from rulings.rules.model import HouseProfile


def said(book, game, text, fact):
    story = read(book, game, retold(text, book.vocabulary), None, HouseProfile(options={}))
    return {r.fact: r.value for r in story.readings}.get(fact)


# -- the hand a question opens with ----------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Seat 5 asks the dealer if he can open with a pair of tens.",
        "Seat 5 wants to know if he can open with a pair of tens.",
        "New player in seat 5 asked me if a pair of tens is good enough to open.",
        "Can you open a pair of tens in jacks or better if you've got an ace kicker?",
    ],
)
def test_the_hand_a_question_would_open_with(book, text):
    assert said(book, "jacks-or-better", text, "opener_has_openers") is False


def test_a_question_about_another_players_open_tells_no_hand(book):
    assert (
        said(book, "jacks-or-better", "Seat 5 asks whether seat 3 opened with a pair of tens.", "opener_has_openers")
        is None
    )
    assert said(book, "jacks-or-better", "If he opens with tens, seat 4 will raise.", "opener_has_openers") is None


# -- what the opener says of his own hand ----------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Seat 4 opened, seat 7 called. Seat 4 says oh no, I only have tens.",
        "s4 opened 10 s7 called, b4 s8 n s9 act s4 goes wait i only have 8s",
        "Seat 1 opened for $5 and Seat 4 called. Seat 1 turned up his hand and stated he had read a pair of tens as jacks.",
        "Seat 3 open, seat 6 raise, seat 9 call. Before draw seat 3 say sorry, he misread, no opener.",
        "Seat 8 opened, seat 2 raised. Then seat 8 says oops, he misread, he has a pair of sevens.",
    ],
)
def test_the_opener_owns_up_to_no_openers(book, text):
    assert said(book, "jacks-or-better", text, "opener_has_openers") is False


def test_another_players_oh_no_is_not_the_openers_hand(book):
    text = "Seat 4 opened, seat 7 called. Seat 7 says oh no, I only have tens."
    assert said(book, "jacks-or-better", text, "opener_has_openers") is None


def test_goes_wait_is_said_but_the_action_going_on_is_not():
    assert "seat 4 says wait" in retold("s4 goes wait i only have 8s")
    assert retold("Seat 4 opened and the action goes to seat 6.") == "Seat 4 opened and the action goes to seat 6."


# -- the opener still in, or gone ------------------------------------------------------------------
def test_bet_first_before_any_draw_is_the_open(book):
    text = "Ante draw. s2 bet first, s5 raised, s2 folded. s5 and s8 drew cards. Who talks first now?"
    assert said(book, "five-card-draw", text, "opener_still_in") is False
    assert "seat 2 opened" in retold(text)
    after = "Jacks back, seat 4 open for high, 3 player call. after draw s7 bet first"
    assert "seat 7 bet first" in retold(after)  # after a draw: the round after it


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ante game, I opened from seat 4 and three of us drew.", True),
        ("Ace opens from the two seat for $20, the Prof raises, and Ace, getting cold feet, folds his openers.", False),
        ("Seat 2 opened, got three-bet and folded. Seats 4, 7 and 9 drew.", False),
    ],
)
def test_the_opener_still_in(book, text, value):
    assert said(book, "five-card-draw", text, "opener_still_in") is value


# -- counts ----------------------------------------------------------------------------------------
def test_all_with_chips_is_not_all_in(book):
    text = "On the opening round five players were in, all with chips in front of them."
    assert said(book, "five-card-draw", text, "players_at_round_start") == 5
    assert said(book, "five-card-draw", "Five players were in but seat 3 is all in.", "players_at_round_start") is None


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("Seat 8 opens $10, seats 9 and 2 call, the rest fold.", 2),
        ("s6 open with 8s, s7 call, s6 find mistake before draw.", 1),
        ("s2 opens, s4 n s7 both call, everybody draws.", 2),
        ("Seat 1 opened, seat 3 called, seat 5 called.", 2),
    ],
)
def test_callers_told_in_the_present_by_seat(book, text, n):
    assert said(book, "jacks-or-better", text, "callers_of_open") == n


@pytest.mark.parametrize(
    "text", ["Seat 6 opened and I call.", "Seat 2 opens, seat 4, seat 7 call.", "Seat 2 opens, seat 4 & seat 7 call."]
)
def test_callers_not_counted_where_the_list_is_unclear(book, text):
    assert said(book, "jacks-or-better", text, "callers_of_open") is None


def test_a_bare_seat_that_folds_but_not_a_count_of_raises():
    told = retold("seat four opens, seat six calls, they draw, and seat four bets ten and six folds")
    assert "seat 6 folds" in told
    assert "a bet and two raises" in retold("seat two bets, it goes a bet and two raises")


@pytest.mark.parametrize(
    ("game", "text", "fact"),
    [
        (
            "lowball",
            "$2 big blind lowball. Nick only had 75 cents in front of him when his big blind came around.",
            "short_of_half_blind",
        ),
        ("lowball", "$1-$2 lowball. After the draw Ollie shoved his last 50 cents.", "short_all_in_bet"),
    ],
)
def test_an_amount_in_cents(book, game, text, fact):
    assert said(book, game, text, fact) is True


# -- the player's place and acts -------------------------------------------------------------------
def test_brackets_keep_what_they_say_of_the_hand(book):
    text = "Seat 2 (male, bald, still in the hand) asks seat 9 how many he took."
    assert said(book, "five-card-draw", text, "asker_in_hand") is True
    assert retold("Seat 7 (male, red cap) raises.") == "Seat 7 raises."


def test_a_folded_player_who_asks(book):
    text = "deuce seven, seat 5 folded before the draw, now asks seat 2 how many he took"
    assert said(book, "kansas-city-lowball", text, "asker_in_hand") is False


@pytest.mark.parametrize(
    ("text", "fact", "value"),
    [
        ("First round seat 4 knock the table 2 time when is his turn, he mean check.", "rap_meant_pat", False),
        ("Honey Bear knocks twice on the felt when his turn comes.", "rapped_in_turn", True),
        (
            "Seat 3 is still deciding when seat 5 knocks twice on the felt; seat 3 then bets $40.",
            "rapped_in_turn",
            False,
        ),
        (
            "I am dealing and 3rd card for seat 6 turn face up on table, 8 of heart.",
            "exposed_by_dealer_when",
            "before-draw",
        ),
    ],
)
def test_second_language_words(book, text, fact, value):
    assert said(book, "five-card-draw", text, fact) == value


def test_a_lowball_six_winning_is_not_the_sevens_hand(book):
    text = (
        "heads up after the draw, seat two checks, seat six bets, two calls, and two shows seven, five, four, "
        "deuce, ace, and six has six, four, trey, deuce, ace, so six wins"
    )
    assert said(book, "lowball", text, "seven_had_best_hand") is not True


# -- an email's header and closing question --------------------------------------------------------
def test_an_emails_subject_line_is_not_a_player():
    assert retold("Subject: raise cap").startswith("Subject:")
    assert retold("the subjects at table 4") == "the players at table 4"


def test_a_closing_question_on_its_own_line_is_asked_not_told(book):
    text = (
        "- Game: 20/40 Jacks Back, Seat 1 opened for high with queens\n- After the draw Seat 1 checked, Seat 5 bet 40\n"
        "- Floor let it go\nIs the ban only on the low side?"
    )
    assert said(book, "jacks-back", text, "side") == "high"


def test_a_question_about_the_table_as_it_stands_names_the_round(book):
    text = "is check raise ok after the draw? limit lowball 15-30: s2 checked, s7 bet 30, s2 raising to 60"
    assert said(book, "lowball", text, "betting_round") == "second"
    assert said(book, "lowball", "Did he raise before the draw?", "betting_round") is None


def test_a_suit_then_its_ranks():
    assert [g.cards for g in card_groups("seat 1 show spade A Q 9 4 and joker, flush")] == [
        ("As", "Qs", "9s", "4s", "Jk")
    ]


def test_a_card_short_on_the_draw_is_not_a_pot_paid_short(book):
    text = "After the draw Ernie only had four cards, the guy dealing shorted him on the draw. Do they count?"
    assert match(book, "jacks-back", retold(text)).matches != ()
    paid = "The dealer pushed the pot and shorted him twenty. He wants it fixed."
    assert match(book, "jacks-back", retold(paid)).matches == ()


# -- later in the stop: showdowns, Jacks Back's side, a false open told in passing ------------------


def test_opened_with_what_he_thought_was_is_not_his_hand(book):
    text = "Seat 3 opened with what he thought was jacks, seat 5 called."
    assert said(book, "jacks-or-better", text, "opener_has_openers") is not True


def test_opening_his_cards_is_showing_them_not_opening_the_pot():
    assert "shows his cards" in retold("Then seat 5 open his card, is 9 6 4 3 2.")


def test_calling_a_request_an_insult_is_not_abuse(book):
    text = (
        "Seat 2 asked the dealer to keep seat 8's opening hand so he can see it after. Seat 8 says it is an "
        "insult. Can seat 2 ask that?"
    )
    assert match(book, "jacks-or-better", retold(text)).matches[0].topic == "retain-opening-hand"


def test_a_short_player_who_lost_has_not_won(book):
    text = "Jacks back, seat 8 was short for the blind and lost that pot. Does the button move?"
    assert said(book, "jacks-back", text, "short_blind_won_or_rebought") is None


def test_a_hand_a_player_says_the_other_has_is_not_his_own(book):
    text = "Lowball. Showdown seat 3 have A 2 3 4 5, seat 6 have A 2 3 4 6. Seat 6 say A 2 3 4 5 is straight."
    story = read(book, "lowball", retold(text), None, HouseProfile(options={}))
    assert [(label, g.cards) for label, g in story.hands] == [
        ("seat 3", ("A", "2", "3", "4", "5")),
        ("seat 6", ("A", "2", "3", "4", "6")),
    ]


def test_another_players_check_with_kings_is_not_the_declarers_pass(book):
    text = "Seat 2 checked kings, seat 4 opened and showed tens. Seat 6 wants to declare it open."
    assert said(book, "jacks-or-better", text, "declarer_action") is None


@pytest.mark.parametrize(
    "text",
    [
        "The dealer says seat 6, all in for just the ante, opened the pot, and seat 1 says he only has to call $2.",
        "JoB t6 s3 all-in for ante, opened. callers full bet?",
    ],
)
def test_a_seat_set_off_as_all_in_is_the_one_who_opens(book, text):
    assert said(book, "jacks-or-better", text, "all_in_opened_pot") is True


def test_another_seat_opening_after_an_all_in_is_not_the_all_in_players_open(book):
    text = "Seat 6 is all in for the ante. Seat 2 opened, seat 6 called."
    assert said(book, "jacks-or-better", text, "all_in_opened_pot") is not True


@pytest.mark.parametrize(
    "text",
    [
        "Table 2, lowball. Our house rule: new player can kill only if nobody object. New guy sit seat 4 and want kill "
        "pot to play now. Seat 8 say he object.",
        "House rule at my place: a newcomer can kill the pot only if nobody minds. Sally came in late and wanted to "
        "kill it, and Bev said she minded.",
    ],
)
def test_the_rooms_rule_after_a_colon_and_an_objection_said(book, text):
    assert said(book, "lowball", text, "new_player_kill") == "unless-objection"
    assert said(book, "lowball", text, "kill_objection") is True


def test_a_rule_asked_about_after_a_colon_is_not_the_rooms(book):
    text = "Question: do we play that a new player can kill only if nobody objects?"
    assert said(book, "lowball", text, "new_player_kill") is None


def test_a_seat_that_made_it_twenty_is_still_in(book):
    text = "Seat 4 opened 10, Seat 6 made it 20, Seat 4 made it 30. Seat 8 still to act when Seat 4 realizes he has no jacks."
    assert said(book, "jacks-or-better", text, "opener_alone") is False


def test_the_two_seat_for_thirty_is_a_bet_not_seat_four():
    assert retold("The Senator opens from the two seat for $30.").endswith("the seat 2 for $30.")
    assert retold("Seat 2 opened and seat for raised") == "Seat 2 opened and seat 4 raised"  # dictation


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Seat 3 opened for high and showed only a pair of sixes. The complainant (seat 6), holding two aces and not "
            "yet having acted, asked to declare the pot open for high.",
            True,
        ),
        (
            "Seat 3 opened for high and showed only a pair of sixes. Seat 6 has two kings and wants to declare it open.",
            True,
        ),
    ],
)
def test_kings_or_aces_open_at_any_level_a_room_may_ask(book, text, value):
    assert said(book, "jacks-back", text, "declarer_has_openers") is value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Seat 4 open the pot, seat 7 and seat 1 call. After draw seat 7 bet very fast before seat 4 do anything.",
            True,
        ),
        (
            "The guy two to the dealer's left opened, the button called, and after the draw the button fired a bet "
            "before the opener said a word.",
            True,
        ),
        ("The opener, seat 3, got re-raised before the draw and threw his hand away. Seats 5 and 8 drew.", False),
    ],
)
def test_the_opener_still_in_after_the_draw(book, text, value):
    assert said(book, "five-card-draw", text, "opener_still_in") is value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            'At the end the lady said "seven" out loud, so the man across threw his cards face down in the pile. Then '
            "her cards turned out to be a nine.",
            False,
        ),
        ('The man with the beard said "six", but he actually had a seven. Nobody threw anything away yet.', False),
        ('Heads up. The lady said "seven", then the man showed a nine.', None),  # his hand, not hers
    ],
)
def test_a_call_by_a_player_told_by_who_he_is(book, text, value):
    assert said(book, "lowball", text, "hand_as_good_as_called") is value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "I was in the bathroom when my big blind came around. Came back and your dealer won't deal me in.",
            "missed-blind",
        ),
        ("The dealer moves the button wrong and the big blind goes right past the five seat.", "passed-by-big-blind"),
        (
            "Lucky Lou takes all three blinds in the two seat, then hauls his rack across to the seven seat.",
            "changed-seats",
        ),
        ("Nick only had 75 cents in front of him when his big blind came around.", None),  # short, not away
    ],
)
def test_the_player_who_wants_a_hand(book, text, value):
    assert said(book, "lowball", text, "entering_player") == value


def test_an_opener_who_mucked_fast_asks_to_take_his_cards_back(book):
    text = (
        "Table 5, jacks $10-$20. Seat 7 open and all fold. He throw the card in muck very fast, I don't see. He say he "
        "have ace ace and want pot. Can he take card back from muck to show?"
    )
    assert said(book, "jacks-or-better", text, "opener_hand_mucked") is True
    assert "retrieve-openers" in [m.topic for m in match(book, "jacks-or-better", retold(text)).matches[:3]]


def test_six_cards_after_the_draw_said_in_passing(book):
    text = "now after the draw he's sitting there with six cards, six, and he bet"
    assert said(book, "five-card-draw", text, "cards_after_draw") == 6


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "seat 4 spreads 6 5 4 2 and another 4, doesnt say pair. seat 9 sees the 6 and mucks his 7-5. only two in the "
            "pot. does 4 still win with a pair",
            False,
        ),  # "still win" is no other hand still held
        (
            "3-way: S3 spread a pair of 4s without a word, S5 mucked his 9 low thinking he was beat, S7 still held J-8.",
            None,
        ),
    ],
)
def test_another_hand_still_held(book, text, value):
    assert said(book, "lowball", text, "another_hand_intact") is value


@pytest.mark.parametrize(
    "text",
    [
        "s3 opens, s6 raises, s1 calls, then before the draw s3 looks again and goes oh no its tens not jacks.",
        "Seat 1 opened and seat 2 called. Before seat 5 had acted, seat 1 disclosed that he held no more than a pair "
        "of tens.",
        "Big Tam in seat 2 opens, two players call him and naebody raises. Before the draw he has another keek at his "
        "cards and tells us he's only got a pair o' tens.",
    ],
)
def test_the_opener_short_in_other_words(book, text):
    assert said(book, "jacks-or-better", text, "opener_has_openers") is False


def test_oh_no_one_is_still_nobody():
    assert "no one" in retold("Oh no one called him.")
    assert "oh dear" in retold("he says oh no, I misread")


# -- words read as told, one case per voice's form ----------------------------------------------------
@pytest.mark.parametrize(
    ("game", "text", "fact", "value"),
    [
        (
            "lowball",
            'Seat 5 say "seven" and seat 1 throw his 8 low in the muck. Then seat 5 open his card, is 9 6 4 3 2.',
            "hand_as_good_as_called",
            False,
        ),
        (
            "lowball",
            "after the draw seat 1 checked a 7-4, seat 6 bet 40, seat 1 called. 1's 7-4 is best.",
            "seven_had_best_hand",
            True,
        ),
        (
            "lowball",
            "After draw seat 4 check with 7 5 3 2 A. Seat 9 bet $40, seat 4 call and his hand is best.",
            "seven_had_best_hand",
            True,
        ),
        (
            "lowball",
            "Lowball, heads-up showdown. Seat 7 spreads 6-6-4-3-A without a word. Seat 2 throws her 8-low "
            "into the muck.",
            "another_hand_intact",
            False,
        ),
        (
            "jacks-back",
            "Table 20 jacks back, nobody open high so go low. After draw seat 4 check, seat 8 bet.",
            "side",
            "low",
        ),
        ("jacks-back", "Jacks back went to lowball this hand. After the draw s2 checked, s6 bet.", "side", "low"),
        (
            "jacks-back",
            "The complainant (seat 3) opened a $10-$20 Jacks Back pot for high, was not called.",
            "side",
            "high",
        ),
        (
            "jacks-or-better",
            "Phil opened on what turned out to be a pair of tens, only Bob had called.",
            "opener_has_openers",
            False,
        ),
        (
            "jacks-or-better",
            "After Phil's bogus open nobody else could open, so the pot carried over.",
            "opener_has_openers",
            False,
        ),
        (
            "jacks-or-better",
            "Phil opened for $1, Sue raised, and before Bob had acted Phil realized he didn't have jacks after all.",
            "opener_has_openers",
            False,
        ),
        (
            "jacks-or-better",
            "seat four opens, seat six calls, they draw, and seat four bets ten and six folds",
            "opener_alone",
            True,
        ),
        (
            "jacks-back",
            "does the button move? jacks back, s3 was short for the low blind last time, he just won that pot",
            "short_blind_won_or_rebought",
            True,
        ),
        (
            "jacks-back",
            "Last week Nick was short for the low blind, so the next guy posted it. Then Nick went and won that pot.",
            "short_blind_won_or_rebought",
            True,
        ),
        (
            "jacks-or-better",
            "jacks, after the draw, three players starting, seat four folds, so it's heads up",
            "players_at_round_start",
            3,
        ),
        (
            "jacks-or-better",
            "can s1 declare now? he checked KK first, then s3 opened and got caught with 9s pre-draw.",
            "declarer_action",
            "passed",
        ),
        (
            "five-card-draw",
            "draw is complete and there is no check or bet yet on video. Seat 2 asks seat 9 how many he took.",
            "action_after_draw",
            False,
        ),
        (
            "five-card-draw",
            "Seat 1 bet 20, then we had 4 raises (up to 100). Seat 1 tried to make it 120.",
            "raises_so_far",
            4,
        ),
        (
            "kansas-city-lowball",
            "Seat 7 knock the table when is not his turn, seat 5 still thinking.",
            "rapped_in_turn",
            False,
        ),
        ("jacks-back", "Table 20, jacks back. Nobody have jack or better, all player pass.", "nobody_opened", True),
        (
            "lowball",
            "Dealer flipped Seat 3's card face up during the deal, 10 of diamonds.",
            "exposure_kind",
            "face-up",
        ),
        (
            "jacks-back",
            "Last low hand seat 2 play all in with less than half blind, seat 3 make blind for him. Now seat 2 "
            "buy more chip.",
            "short_blind_won_or_rebought",
            True,
        ),
        (
            "lowball",
            "Only seats 1 and 5 were in the pot at showdown. Seat 1 says he would not have thrown an eight.",
            "players_now",
            2,
        ),
        (
            "kansas-city-lowball",
            "two folded along the way, and now seat 3 and seat 7 are heads up with four raises in.",
            "players_now",
            2,
        ),
        (
            "five-card-draw",
            "seat two spreads two kings and the bug, and a nine and a four, and he goes trip kings",
            "joker_used_as",
            "other",
        ),
        (
            "five-card-draw",
            "Stan in seat 2 was down to his last dollar, tossed it in for his ante, and that was every chip he had.",
            "player_has_only_ante",
            True,
        ),
        (
            "lowball",
            "after the draw, nobody's bet yet, and seat four, he's still in, he asks seat two how many he took",
            "asker_in_hand",
            True,
        ),
        (
            "kansas-city-lowball",
            "after the draw, seat three's all in for like five bucks, way short of half a bet",
            "short_all_in_bet",
            True,
        ),
        (
            "five-card-draw",
            "Jimmy said two on the draw, then three, before the guy dealing had even touched the deck.",
            "cards_dealt_on_request",
            False,
        ),
        (
            "lowball",
            "Three blinds. The big blind skipped right over the man in the plaid shirt. Nobody at the table minded.",
            "kill_objection",
            False,
        ),
    ],
)
def test_a_fact_told_in_the_words_of_this_stops_voices(book, game, text, fact, value):
    assert said(book, game, text, fact) == value
