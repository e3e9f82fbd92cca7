"""Floor talk the held-out story sets showed the reader missing: the short count of a table
("five handed"), the muck made on a lowball call, the seat of each part where a ruling names it
(who checked behind is not the checker, "s4s turn", the opener's amount), stakes written after the
game ("limit lowball 15-30"), and out-of-scope disputes told the floor's way ("verbal's binding").
Each is read both ways: what it means, and the nearby words that must read nothing."""

import pytest

from rulings.floor.matching import match
from rulings.floor.retold import retold

from .test_story_holdem_words import said, story
from .test_table_seats import roles, spoken


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("£10-£20 draw five handed. Before the draw it's a bet and four raises, seat 9 wants another.", 5),
        ("Before the draw, six dealt in, seat 2 bet, seat 4 raised and seat 5 reraised. Can seat 6 raise?", 6),
        ("10-20 draw 4 players in, before the draw s2 bet s4 raised, can s5 raise?", 4),
    ],
)
def test_the_table_s_size_is_the_count_at_the_start_of_the_first_round(book, text, count):
    assert said(book, "five-card-draw", text, "players_at_round_start") == count


@pytest.mark.parametrize(
    "text",
    [
        "Five handed. After the draw seat 3 bet and seat 4 raised; can seat 5 raise?",  # another round: not known
        "Five handed before the draw, seat 2 all in, seat 3 raised. Can seat 4 raise?",  # an all-in is not counted
        "Five handed. Seat 3 bet, seat 4 raised. Can seat 5 raise?",  # the round is not told
    ],
)
def test_the_table_s_size_is_not_read_on_another_round(book, text):
    assert said(book, "five-card-draw", text, "players_at_round_start") is None


def test_a_muck_between_a_wrong_call_and_the_hand_shown_was_made_on_the_call(book):
    text = "Heads up. Seat 3 says seven at the end, seat 8 mucks his 8-6. Then seat 3 turns over 8-7-4-2-A."
    assert said(book, "lowball", text, "miscall_caused_muck") is True
    assert said(book, "lowball", text, "players_now") == 2
    assert said(book, "lowball", 's3 says "eight", s5 mucks his 9, then s3 turns up a 10 low', "miscall_caused_muck")
    # after the hand is shown, or with the call made good, the muck is not the call's doing
    later = "Seat 3 says seven and turns over 8-7-4-2-A. Seat 8 then mucks his 8-6."
    assert said(book, "lowball", later, "miscall_caused_muck") is None
    right = "Seat 3 says seven, seat 8 mucks, then seat 3 turns over 7-5-4-2-A."
    assert said(book, "lowball", right, "miscall_caused_muck") is None
    held = "Heads up, seat 1 calls a six but shows 7-6-4-2-A. Seat 4 is still holding, hasn't mucked, has 7-5-3-2-A."
    assert said(book, "lowball", held, "miscall_caused_muck") is False


def test_the_player_who_checks_behind_is_not_the_checker(book):
    text = "deuce 7 limit, aft draw s6 checked 7-5-4-3-2, s1 checked behind, s1 says s6 forfeits"
    assert roles(book, "kansas-city-lowball", text).get("checker") == 6
    assert "Seat 6 keeps what his hand wins" in spoken(book, "kansas-city-lowball", text)
    assert "checker" not in roles(book, "lowball", "After the draw s2 checks behind.")


def test_the_seat_s_turn_typed_without_its_apostrophe(book):
    text = "15-30 lowball, s4s turn for the 15 bb and he only has 5 bucks"
    assert roles(book, "lowball", text).get("short_player") == 4
    assert "the next player to his left (seat 5, if someone sits there)" in spoken(book, "lowball", text)


@pytest.mark.parametrize(
    ("game", "text", "says"),
    [
        (
            "jacks-or-better",
            "S7 opened for $10, everyone folded, and S7 couldn't show openers (had tens).",
            "except his $10 opening bet",
        ),
        (
            "jacks-back",
            "JB, S6 opened for high for $10, nobody called, S6 turned up no jacks.",
            "Seat 6's $10 opening bet stays in the pot",
        ),
        (
            "five-card-draw",
            "cali draw w/ blinds, b4 the draw s6 wants to check and raise when it comes back",
            "Seat 6 cannot check before the draw",
        ),
        ("jacks-back", "went low, s1 is first left of btn and wants to check it", "Seat 1 may not check"),
        (
            "lowball",
            "limit lowball, bug came up face up to s7 b4 the draw, he wants to keep it",
            "Whether seat 7 must keep the exposed joker is the floor person's call",
        ),
        (
            "jacks-or-better",
            "We use an openers button. Seat 6 opened, dealer's put the button in front of seat 5.",
            "the openers button belongs in front of seat 6",
        ),
        (
            "five-card-draw",
            "ante draw btn on s5, s6 n s1 both say they're first b4 the draw",
            "seat 6 acts first if he is dealt in",
        ),
        (
            "lowball",
            "Limit lowball 15-30. After the draw S3 bet $15 saying same limit; S7 said it's $30 now.",
            "At $15-$30, a bet or raise after the draw is $30.",
        ),
        (
            "kansas-city-lowball",
            "2-7, seat 6's third card comes up the 7♣ on the deal. He wants a new one.",
            "Seat 6 must take the exposed card",
        ),
    ],
)
def test_the_ruling_names_what_the_story_told(book, game, text, says):
    assert says.lower() in spoken(book, game, text).lower()


def test_an_opening_amount_is_not_named_where_a_raise_was_made(book):
    text = "S7 opened for $10, S3 raised to $20, S7 called, then S7 showed tens before the draw."
    assert "$10 opening bet" not in spoken(book, "jacks-or-better", text)


def test_splitting_said_of_another_seat_s_hand_is_not_his_opening(book):
    text = "s5 opened w/ As jk Ks Qs 10c, throws the 10c, s1 says thats splitting openers"
    assert roles(book, "jacks-or-better", text).get("opener") == 5


@pytest.mark.parametrize(
    ("game", "text"),
    [
        ("jacks-or-better", "Seat 5 said call then pushed out a raise. Verbal is binding isn't it?"),
        ("lowball", "s7 mad rake came out, everyone folded to the bb, says no rake on a walk"),
        ("jacks-or-better", "S9 tanked close to three minutes facing a bet after the draw. S2 called for a clock."),
        ("kansas-city-lowball", "s5 bet b4 s3 acted, s3 now wants to check, does s5s bet stand"),
        ("jacks-back", "Seat 6 won it uncalled and showed one card to seat 2 only. Seat 9 wants to see it too."),
        ("five-card-draw", "Showdown T2: two Kh turned up, one in S2's hand and one in S5's. Deck pulled."),
        ("lowball", "Dealer shipped the pot to S5 before S8 tabled; S5 stacked it. S8 then showed the better low."),
    ],
)
def test_disputes_the_chapter_has_no_rule_for_told_the_floor_s_way(book, game, text):
    assert match(book, game, retold(text, book.vocabulary)).outside is not None


@pytest.mark.parametrize(
    ("game", "text"),
    [
        ("lowball", "T8 lowball, dealer pitched S2 one extra, so S2 held six after the draw. He wants to toss one."),
        ("lowball", "$30-$60 lowball, blinds $10/$20/$30. UTG wants to open-limp for $20. s8 says minimum is $30."),
        ("lowball", "seat 3 only has $8 when his $20 big blind comes around, dealer counted down his stack"),
    ],
)
def test_covered_disputes_near_those_words_are_still_ruled(book, game, text):
    assert match(book, game, retold(text, book.vocabulary)).outside is None


def test_limit_named_with_the_game_s_short_name(book):
    assert (
        said(book, "lowball", "Limit A-5, dealer flips the 6d to seat 2 on the deal.", "betting_structure") == "limit"
    )
    assert said(book, "lowball", "pot limit a5, the dealer flips a 6 to seat 2", "betting_structure") == "pot-limit"
    assert story(book, "lowball", "10-20 a5 lowball, i flipped the 6c to s3 on the deal").stakes == (10, 20)


@pytest.mark.parametrize(
    ("text", "opened"),
    [
        ("5-10 draw, $1 ante. S2 was all-in on the ante and declared it open. S4 wanted to call for just $1.", True),
        ("s6 shoved his ante and declared it open. s2 thinks he just has to match the $5 ante", True),
        ("Seat 7's all in for just his ante and opens with kings. Seat 8 wants to come in for the quid.", True),
        ("Seat 3 was all in for his ante. Seat 5 opened and seat 3 wants to call.", None),  # another seat opened
    ],
)
def test_the_all_in_player_who_opened_is_read_from_one_seat_in_both_parts(book, text, opened):
    assert said(book, "five-card-draw", text, "all_in_opened_pot") is opened


@pytest.mark.parametrize(
    ("text", "used_as"),
    [
        ("Showdown: S4 had K-J-8-4 of diamonds with the bug, S7 an ace-high heart flush.", "flush"),
        ("Seat 1 shows the ace, queen, nine and six of hearts plus the joker; seat 5 has a club flush.", "flush"),
        ("s2 has 9-8-7-6 of hearts and the bug, s5 has a straight", "straight-flush"),  # one card makes both
        ("s2 has 9-8-7-6 and the bug, s5 has a flush", "straight"),
    ],
)
def test_the_joker_beside_four_suited_cards_completes_the_flush(book, text, used_as):
    assert said(book, "five-card-draw", text, "joker_used_as") == used_as


def test_suited_cards_read_nothing_with_two_such_hands_or_a_pair(book):
    two = "S4 had K-J-8-4 of diamonds with the bug, S7 had A-Q-9-6 of hearts with the joker"
    assert said(book, "five-card-draw", two, "joker_used_as") is None
    pair = "S4 had K-K-8-4 with the bug"  # a pair: neither a straight nor a flush is told
    assert said(book, "five-card-draw", pair, "joker_used_as") is None


def test_splitting_is_read_for_the_seat_that_said_it_not_the_one_who_names_it(book):
    text = "Seat 1 said splitting, 4c under the chip, drew one. Shows Q J 10 9 8. Seat 6 has three fives."
    assert roles(book, "jacks-or-better", text).get("opener") == 1
    other = "s5 opened, throws a jack, s1 says thats splitting openers and he never announced"
    assert roles(book, "jacks-or-better", other).get("opener") == 5


@pytest.mark.parametrize(
    ("game", "text", "says"),
    [
        (
            "lowball",
            "Lowball, button s1 with the small blind on it, s2 middle, s3 BB. Dealer pointed at s3 to start "
            "preflop. Who's UTG?",
            "The big blind is seat 3: seat 4 acts first if he is dealt in",
        ),
        (
            "kansas-city-lowball",
            "Seat 5 first to act after the draw, knocks the table. Seat 8 then bets.",
            "Seat 5's rap in turn is his pass",
        ),
        (
            "jacks-or-better",
            "Seat 3, first to act, knocks on the table. Seat 4 opens. Seat 3 says he never checked.",
            "Seat 3's rap in turn is his pass",
        ),
        (
            "lowball",
            'heads up, s4 says "eight" and turns over 9-6-4-3-2. s6 pitched his 9-7 into the muck on the call.',
            "his call led seat 6 to give up his hand",
        ),
    ],
)
def test_the_seat_named_with_its_place_or_its_part(book, game, text, says):
    assert says in spoken(book, game, text, {"rap_meant_pat": False} if "knocks" in text else None)


@pytest.mark.parametrize(
    ("game", "text"),
    [
        (
            "jacks-or-better",
            "Nick in seat 2 opened, Lisa in seat 6 called. At the showdown Nick has a flush but his "
            "discards show he opened without jacks.",
        ),  # a name is no "nicked" card
        ("lowball", "Only seat 3 and seat 8 left after the draw at bet and five raises. 8 says that's over the cap."),
        ("five-card-draw", "s3 just came over from triple draw, wants to draw again after the second round."),
        (
            "jacks-or-better",
            "Ben in seat 2 opened and the dealer scooped his hand into the muck before he proved "
            "openers. Can he get them back?",
        ),
    ],
)
def test_words_of_covered_disputes_that_outside_words_once_caught(book, game, text):
    assert match(book, game, retold(text, book.vocabulary)).outside is None


def test_a_kill_question_cites_the_chapter_s_mention_of_the_kill(book):
    got = match(
        book, "lowball", "lowball with a kill. s4 took two pots in a row; seat 6 says he has to kill the next one."
    )
    assert got.outside is None and got.matches[0].topic == "kill-pot"
    assert "often played with a kill" in spoken(
        book, "lowball", "Kill game. Seat 4 won two pots in a row. How much is the kill?"
    )


def test_the_bet_being_made_is_the_one_in_dispute(book):
    text = "20-40 jacks, five saw the draw. s2 bet, then s4, s5, s1 and s3 each raised. Seat 2 says: I'm making it six bets."
    assert said(book, "jacks-or-better", text, "raises_so_far") == 4


def test_nobody_s_is_a_negation(book):
    text = "Seat 3 opened, seat 6 called, seat 1 hadn't acted. Seat 3 showed tens. Nobody's declaring it open."
    assert said(book, "jacks-or-better", text, "new_opener_declared") is not True


def test_a_clause_of_two_amounts_is_the_stakes(book):
    assert story(book, "lowball", "20-40, s1 checks a smooth seven after the draw, s6 bets.").stakes == (20, 40)
    assert story(book, "lowball", "30-60 after the draw, s5 all-in for $20.").stakes == (30, 60)
    assert story(book, "lowball", "s3 has 7-5, s6 has 8-4.").stakes == ()  # hands, not stakes


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Jacks, s4 opened, s6 raised, s4 threw it away. s5 and s6 drew. Who bets first now?", 5),
        (
            "ante game. s3 opened, s6 raised, s3 folded. seat 6 and seat 1 went to the draw. Who acts first after the draw?",
            6,
        ),
    ],
)
def test_the_seats_told_in_after_the_opener_folded(book, text, first):
    assert roles(book, "jacks-or-better", text).get("first_left_of_opener") == first


def test_throwing_cards_away_to_draw_is_no_fold(book):
    assert said(book, "jacks-or-better", "s4 opened, s6 raised, s4 threw it away.", "opener_still_in") is False
    assert said(book, "jacks-or-better", "s4 opened, s6 raised, s4 threw two away.", "opener_still_in") is None


@pytest.mark.parametrize(
    ("game", "text", "fact", "value"),
    [
        (
            "jacks-back",
            "Jacks back, nobody had jacks to open. s1, left of the button, won't open the low.",
            "side",
            "low",
        ),
        (
            "kansas-city-lowball",
            "K.C. 30-60 after the draw. Started three-way, s2 folded, s4 and s7 raised four times.",
            "players_at_round_start",
            3,
        ),
        ("lowball", "s5 throws all five and says: give me five.", "cards_wanted", 5),
        (
            "kansas-city-lowball",
            "K.C., s1 already fired after the draw, then s4 asks the dealer how many s1 took.",
            "action_after_draw",
            True,
        ),
    ],
)
def test_more_of_the_floor_s_words(book, game, text, fact, value):
    assert said(book, game, text, fact) == value


@pytest.mark.parametrize(
    ("game", "text", "says"),
    [
        (
            "lowball",
            "15-30 lowball. After the draw seat 2 went all in for $10. Seat 4 just called with a 7-low, "
            "seat 8 called too and lost to seat 4. Does seat 8 get his $10 back?",
            "seat 8",
        ),
        (
            "five-card-draw",
            "10-20 draw with antes. Seat 2, all in on his ante, says open. s4 wants to call for just the ante size.",
            "$10 opening bet",
        ),
        ("jacks-or-better", "s3 has only his ante in, nothing behind, says: I open. He's got two kings.", "Seat 3"),
    ],
)
def test_the_all_in_rulings_name_the_seat_and_the_amount(book, game, text, says):
    assert says in spoken(book, game, text, {"all_in_for_ante": True} if "ante" in text else None)


def test_an_outside_topic_that_is_only_colour_gives_way_to_the_next_one_named(book):
    # "both want it" (a seat change, told in passing) stands before "run it twice" in the outside list
    text = (
        "No-limit lowball, somebody's all-in before the draw, the other guy covers him. They both want to run it "
        "twice - draw twice, I guess, split the pot by the two results. Are they allowed to do that?"
    )
    got = match(book, "lowball", text)
    assert got.outside is not None and got.outside["id"] == "rabbit-hunt"


def test_a_seat_that_called_then_folded_is_out(book):
    text = "s4 opened, s9 called, then folded to s4's bet after the draw. s4 turns up eights, no openers."
    assert said(book, "jacks-or-better", text, "opener_alone") is not False  # s9 is out, not still in
    assert said(book, "jacks-or-better", "s4 opened, s9 called, then s2 folded.", "opener_alone") is False


def test_the_count_at_the_start_and_the_joker_s_hand_called(book):
    text = "can s6 put in another raise? it's been opened and raised four times before the draw, five players to start."
    assert said(book, "five-card-draw", text, "players_at_round_start") == 5
    claim = "California draw with the bug. s3 turns up two kings and the joker, calls trip kings. s6 has three nines."
    assert said(book, "five-card-draw", claim, "joker_used_as") == "other"
    betting = "Seat 3 has the joker. Seat 5 calls with kings."  # another seat's call is no claim for the joker
    assert said(book, "five-card-draw", betting, "joker_used_as") is None


def test_the_declarer_s_hand_is_not_the_opener_s(book):
    text = "seat 3 opened, seat 8 then declared it open with aces. Hand played, seat 8 won it."
    assert said(book, "jacks-or-better", text, "opener_has_openers") is None
    bogus = "seat 3 openers were bogus, seat 8 then declared it open with aces. Hand played, seat 8 won it."
    assert said(book, "jacks-or-better", bogus, "opener_has_openers") is False  # his own, never the declarer's aces


def test_two_counts_of_raises_in_a_round_the_later_holds(book):
    text = "20-40 draw: three went into the second round, s5 folded after two raises, s1 and s3 then got it to four raises."
    assert said(book, "five-card-draw", text, "raises_so_far") == 4  # raises only grow in a round
    assert said(book, "five-card-draw", text, "players_at_round_start") == 3
    fewer = "20-40 draw: they got it to four raises, then s5 folded after two raises."
    assert said(book, "five-card-draw", fewer, "raises_so_far") is None  # told out of order: neither


@pytest.mark.parametrize(
    "text",
    [
        "A-5 three blinds, btn S5, S6 middle, S7 big. S6 folded pre. After the draw S9, the pre-draw raiser, bet first.",
        "Ante game draw, we're on the second round. Seat 5 opened before the draw but folded when it got raised.",
    ],
)
def test_a_round_told_of_a_past_act_gives_way_to_the_round_told_now(book, text):
    assert said(book, "lowball", text, "betting_round") == "second"


def test_a_round_told_only_of_a_past_act_reads_nothing(book):
    # (a turn claimed now after the past raise does tell the round: test_story_plain_words.py)
    text = "Seat 6 raised before the draw and now he wants his money back."
    assert said(book, "lowball", text, "betting_round") is None


@pytest.mark.parametrize(
    ("text", "fouled"),
    [
        ("Seat 4 spread his hand without saying pair. Seat 2 thought he was beat and mucked his 9-low.", True),
        ("s4 spread 8-8-5-3-2 without saying pair, s9 read an eight-low and pitched his nine.", True),
        ("Seat 5 says seat 2 thought he was beat and mucked.", None),  # another's claim of his belief
    ],
)
def test_a_muck_on_reading_the_unannounced_pair_wrong(book, text, fouled):
    assert said(book, "lowball", text, "pair_caused_foul") is fouled


def test_the_hand_a_declarer_shows_at_any_time_is_what_he_can_show(book):
    text = "seat 2 is all in for his ante and says its open. at the end he only shows a pair of 8s."
    assert said(book, "jacks-or-better", text, "declarer_has_openers") is False
    opener = "seat 2 opened, seat 5 called, both drew. at the end seat 2 only shows a pair of 8s."
    assert said(book, "jacks-or-better", opener, "opener_has_openers") is False  # openers kept would still be there
    split = "seat 2 opened, seat 5 called, seat 2 split and drew. at the end seat 2 only shows a pair of 8s."
    assert said(book, "jacks-or-better", split, "opener_has_openers") is None  # he may have broken them
