"""Readings added at stop 28, each read both ways: the opener's short hand shown after the draw,
four of a suit told by count beside the joker, the big blind's own raise with his seat named, the
players going into the draw listed by seat, the round told by a draw all made and a turn asked
"now", and a card turned up on the deal."""

import pytest

from rulings.floor.retold import retold

from .test_story_holdem_words import said


@pytest.mark.parametrize(
    "text",
    [
        "In $10-$20 jacks-or-better, seat 4 opened and seats 6 and 9 called. After the draw seat 4 turned over "
        "only a pair of eights.",
        "s2 open, only s5 call. after draw s2 bet, s5 fold. s2 show just 10s",
        "seat 4 opened everybody folded and he flips up a pair of tens",
    ],
)
def test_a_short_hand_the_opener_shows_after_the_draw_tells_he_had_no_openers(book, text):
    assert said(book, "jacks-or-better", retold(text), "opener_has_openers") is False


@pytest.mark.parametrize(
    "text",
    [
        "seat 4 opened, split his jacks, after the draw seat 4 showed a pair of eights",  # broken in the draw
        "seat 4 opened and kept three cards. After the draw he showed a pair of nines.",  # what did he keep?
        "seat 4 opened, after the draw seat 4 showed kings up",  # drawn to, perhaps: not his openers
        "seat 4 opened, seat 6 called. After the draw seat 6 showed a pair of eights.",  # another's hand
    ],
)
def test_a_hand_shown_after_the_draw_that_may_not_be_his_openers_reads_nothing(book, text):
    assert said(book, "jacks-or-better", retold(text), "opener_has_openers") is None


@pytest.mark.parametrize(
    "text",
    [
        "Seat 4 has the bug with four spades: that's my king. Seat 7 says the joker can only be an ace.",
        "seat 2 turns over four hearts and the joker, seat 6 has a club flush",
        "Seat 5 has the joker with four hearts. Seat 2 says it's only a pair of aces.",  # another's claim
    ],
)
def test_four_of_a_suit_told_by_count_with_the_joker_is_the_flush(book, text):
    assert said(book, "five-card-draw", retold(text), "joker_used_as") == "flush"


@pytest.mark.parametrize(
    "text",
    [
        "seat 2 has four hearts, seat 5 has the joker",  # two hands
        "seat 2 has four hearts and a spade. Seat 2 says the joker is wild.",  # no joker in his hand
    ],
)
def test_four_of_a_suit_not_beside_the_joker_reads_no_flush(book, text):
    assert said(book, "five-card-draw", retold(text), "joker_used_as") != "flush"


@pytest.mark.parametrize(
    "text, value",
    [
        ("Four players merely called the $15 big blind, and the big blind in seat 3 then raised.", False),
        ("four limpers, then the big blind raised", False),
        ("seat 4 raised, the big blind in seat 3 then called", True),
    ],
)
def test_the_big_blind_s_own_raise_after_callers_is_no_raise_before_him(book, text, value):
    assert said(book, "lowball", retold(text), "big_blind_raised") is value


@pytest.mark.parametrize(
    "text, n",
    [
        ("only s2 and s9 left going into the draw, now they're at bet and five raises after", 2),
        ("seats 1, 4 and 6 went into the draw and now it's bet and four raises", 3),
    ],
)
def test_the_seats_listed_going_into_the_draw_start_the_round_after_it(book, text, n):
    assert said(book, "kansas-city-lowball", retold(text), "players_at_round_start") == n


def test_seats_listed_with_another_seat_in_the_sentence_read_no_count(book):
    text = "only seat 2 and seat 9 left going into the draw after seat 5 folded, now it's bet and five raises"
    assert said(book, "kansas-city-lowball", retold(text), "players_at_round_start") is None


def test_all_drew_then_a_turn_asked_now_is_the_round_after_the_draw(book):
    text = "seat two opened seat five raised and seat two folded, seats five seven and nine all drew so who starts the betting now"
    assert said(book, "five-card-draw", retold(text), "betting_round") == "second"
    before = "seats five seven and nine are in. who starts the betting now"
    assert said(book, "five-card-draw", retold(before), "betting_round") is None


@pytest.mark.parametrize(
    "text, fact, value",
    [
        ("no limit ace to five the ace of clubs got turned up on the deal to seat two", "exposure_kind", "face-up"),
    ],
)
def test_a_card_turned_up_or_flashed_on_the_pitch(book, text, fact, value):
    assert said(book, "lowball", retold(text), fact) == value


@pytest.mark.parametrize(
    "text",
    [
        "Limit lowball. Mary in seat 3 checked her 6-5 after the draw, then called seat 7's bet, and seat 7 showed a 6-4.",
        "After the draw she checked a rough seven, 7-6-5-4-2. He bet, she called, and he turned over a six-four.",
        "After the draw I check my seven-six, the kid bets, I call him, and he shows a six-five.",
    ],
)
def test_a_checked_low_beaten_by_another_player_s_lower_hand(book, text):
    assert said(book, "lowball", retold(text), "seven_had_best_hand") is False


@pytest.mark.parametrize(
    "text",
    [
        "After the draw seat 4 checked 7-5, seat 8 bet, seat 4 called and he showed 6-4.",  # "he" may be seat 4
        "After the draw he checked a 7-5, seat 8 bet, he called and he showed a six-four.",  # his own hand
        "After the draw seat 4 checks a smooth seven, seat 8 bets. Seat 8 turns over a rough eight.",  # "a" no ace
    ],
)
def test_a_hand_the_checker_may_have_shown_himself_beats_nothing(book, text):
    assert said(book, "lowball", retold(text), "seven_had_best_hand") is None


def test_the_ruling_names_the_seat_whose_lower_hand_beat_the_check(book):
    from .test_table_seats import spoken

    text = "limit lowball, seat 2 checked a 6-4 after the draw, seat 7 bet, seat 2 called, and seat 7 showed a wheel"
    assert "seat 7's lower hand beat his" in spoken(book, "lowball", text).lower()


def test_a_low_told_by_its_ranks_after_turned_over_is_no_exposed_card(book):
    text = "After the draw she checked 7-6-5-4-2. He bet, she called, and he turned over a six-four."
    assert said(book, "lowball", retold(text), "exposed_card") is None
    assert said(book, "lowball", "the dealer turned a six face up to seat 4", "exposed_card") is not None


@pytest.mark.parametrize(
    "text, n",
    [
        (
            "20-40 draw, four guys in before the draw. s2 bets, s4 raises, s6 raises, s2 raises, s4 raises again. "
            "Now s6 wants to raise one more time.",
            4,
        ),
        ("s2 bets, s4 raises, s5 re-raises, s7 raises - s2 wants to raise again - allowed?", 3),
    ],
)
def test_raises_told_in_the_present_seat_by_seat_are_counted(book, text, n):
    assert said(book, "five-card-draw", retold(text), "raises_so_far") == n


def test_raises_named_as_a_rule_or_in_a_labelled_history_are_not_counted_by_the_present(book):
    rule = "4 players in pre draw: bet, raise, raise. S6 wants to make it one more; S6 says old rule is six raises."
    assert said(book, "five-card-draw", retold(rule), "raises_so_far") == 2  # the list, not "six raises"
    history = "Seat 1: bets $20 Seat 3: raises to $40 Seat 5: raises to $60 -- seat 1 says that was one raise too many."
    assert said(book, "five-card-draw", retold(history), "raises_so_far") is None  # the last may be in dispute


@pytest.mark.parametrize(
    "text, value",
    [
        ("seat five said give me two then changed it to one before the dealer pulled any cards", False),
        ("s3 said two, then grabbed another card and said three before the dealer pitched anything.", False),
        ("Ivan in seat 4 asked for three, the dealer pitched the first card, and then Ivan said he meant two.", True),
        ("s5 is first to draw, says three. Before I give him anything he says no, make it two.", False),
    ],
)
def test_the_teller_s_words_after_a_claim_tell_whether_a_card_was_dealt(book, text, value):
    assert said(book, "kansas-city-lowball", retold(text), "cards_dealt_on_request") is value


def test_a_claim_of_the_dealer_s_timing_stays_a_claim(book):
    text = "s3 changed from two to three. s7 says the dealer had already dealt him a card."
    assert said(book, "kansas-city-lowball", retold(text), "cards_dealt_on_request") is None


@pytest.mark.parametrize(
    "text, value",
    [
        ('s6 says "one," s7 stands pat on the strength of that, then s6 wants two.', True),
        ("Ed says three cards, then he goes no wait, two. Nobody else had done a thing yet.", False),
        ("s5 says two; s7 (next to draw) hasn't said or done anything; s5 wants three", False),
    ],
)
def test_another_player_acting_on_the_number_asked(book, text, value):
    assert said(book, "kansas-city-lowball", retold(text), "someone_acted_on_request") is value


@pytest.mark.parametrize(
    "text",
    [
        "player all in just ante, declare pot open. showdown he have only 9s.",
        "In the jacks game a player with only part of his ante declared the pot open. When the hand was shown "
        "down he held a pair of nines.",
        "I was all in for my ante. I declared the pot open. When I turned my hand over I had a pair of tens.",
    ],
)
def test_the_hand_of_a_declarer_no_seat_names(book, text):
    assert said(book, "jacks-or-better", retold(text), "declarer_has_openers") is False


@pytest.mark.parametrize(
    "text",
    [
        "seat 3 opened and seat 4 called. a player all in for his ante declared it open. seat 4 had tens.",
        "nobody declared the pot open. he had a pair of nines.",
    ],
)
def test_no_unnamed_declarer_where_a_seat_or_nobody_is_named(book, text):
    assert said(book, "jacks-or-better", retold(text), "declarer_has_openers") is None


@pytest.mark.parametrize(
    "text, value",
    [
        (
            "Seat 1 opened, seat 5 raised, they all drew. After the draw it comes out that the opener only had sevens.",
            False,
        ),
        ("seat 1 opened. seat 1 showed bad openers before the draw.", False),
        ("seat 1 opened, seat 5 called, they drew. After the draw it turns out seat 1 only had kings up.", None),
    ],
)
def test_what_comes_out_after_the_draw_is_read_only_when_short(book, text, value):
    assert said(book, "jacks-or-better", retold(text), "opener_has_openers") is value


def test_a_hand_he_only_had_is_not_an_all_in_player_s_stack(book):
    from .test_table_seats import roles

    assert "all_in_player" not in roles(book, "jacks-or-better", "seat 1 opened, seat 5 called. seat 1 only had kings")
    assert (
        roles(book, "five-card-draw", "Seat 2 only had the ante left, pushed it in and said he opens.")["all_in_player"]
        == 2
    )


@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        (
            "lowball",
            "Heads-up, seat 8 silently spread 6-6-4-3-2, and seat 1, believing he was beaten, mucked a nine-low.",
            "pair_caused_foul",
            True,
        ),
        (
            "lowball",
            "the dealer failed to announce seat 8's raise before the draw, and seat 2 rapped pat in turn.",
            "rapped_unaware_of_raise",
            True,
        ),
        (
            "jacks-or-better",
            "seat 2 showed false openers, and seat 6 then properly declared the pot open.",
            "new_opener_declared",
            True,
        ),
        (
            "jacks-or-better",
            "seat 6 opened and seat 8 called, then seat 6 found he had no openers. Neither remaining player can open.",
            "new_opener_declared",
            False,
        ),
        (
            "lowball",
            "heads up seat six says eight low and its really a nine six, seat one still has his nine seven",
            "miscall_caused_muck",
            False,
        ),
        ("lowball", "heads up seat six says eight low and its really a nine six", "players_now", 2),
        (
            "jacks-back",
            "no one opened for high, and seat 1, left of the button, had only $3 for the $10 forced bet.",
            "short_of_half_blind",
            True,
        ),
        (
            "jacks-or-better",
            "seat 5 announced he was splitting, at the end his hand plus the discards show he never "
            "had jacks or better",
            "opener_could_have_had_openers",
            False,
        ),
        (
            "lowball",
            "Seat 9 folded; seats 1, 4 and 6 drew, and seat 4 claims first action after the draw.",
            "betting_round",
            "second",
        ),
    ],
)
def test_more_floor_words(book, game, text, fact, value):
    assert said(book, game, retold(text), fact) == value


def test_two_aces_and_the_joker_are_three_aces_but_four_are_five_aces(book):
    assert (
        said(
            book,
            "five-card-draw",
            retold("seat 3 turns two aces and the joker, seat 8 has three kings"),
            "joker_used_as",
        )
        == "ace"
    )
    four = "seat 3 has four aces and the joker, seat 8 has a straight flush"
    assert said(book, "five-card-draw", retold(four), "joker_used_as") is None


@pytest.mark.parametrize(
    "text",
    [
        "s4 opened for $20. Before anyone else acted he saw he only had nines.",
        "Seat 6 opened, seat 7 called, then before 8 and 9 had acted seat 6 says sorry, misread it, jack high.",
        "Seat 3 opens, seat 4 calls. Before seats 5 and 6 act, seat 3 turns over a pair of tens.",
        "Seat 1 opens; only one player had called and the betting before the draw was not finished.",
    ],
)
def test_players_still_to_act_before_the_draw(book, text):
    assert said(book, "jacks-or-better", retold(text), "predraw_action_complete") is False


def test_nobody_raised_before_any_draw_is_told(book):
    text = "Opener bet, one player called, and before it got around he turned his hand over. Nobody raised."
    assert said(book, "jacks-or-better", retold(text), "pot_raised_before_draw") is False
    both = "Seat 2 raised before the draw. After the draw nobody raised."
    assert said(book, "jacks-or-better", retold(both), "pot_raised_before_draw") is not False  # the raise told


@pytest.mark.parametrize(
    "text",
    [
        "when the dealer asked, s6 rapped the felt, dealer took it as pat and moved on",
        "On his turn s5 knocked the table, pat. Now he sees the raise and wants to call it.",
        "Seat 3 raps the table when it gets to him, standing pat.",
    ],
)
def test_a_rap_told_as_pat(book, text):
    assert said(book, "kansas-city-lowball", retold(text), "rap_meant_pat") is True


def test_the_left_of_the_button_s_stack_with_the_article_left_out(book):
    text = "jacks back turned low, $10 blind: s1 left of button had $3. Dealer had s2 post the $10."
    assert said(book, "jacks-back", retold(text), "short_of_half_blind") is True


@pytest.mark.parametrize(
    "text, n",
    [
        ("Jacks Back. Seat 4 opens for high, and no one calls. Seat 4 then shows queen high.", 0),
        ("Seat 2 opens for high, $10. All remaining players fold; no raise, no call.", 0),
        ("Seat 1 opens; only one player had called, there was no raise.", 1),
    ],
)
def test_the_callers_of_the_open_told_plainly(book, text, n):
    assert said(book, "jacks-back", retold(text), "callers_of_open") == n


def test_all_others_folding_after_a_call_is_no_count_of_callers(book):
    text = "seat 4 opened, seat 6 called, all others folded"
    assert said(book, "jacks-or-better", retold(text), "callers_of_open") == 1


@pytest.mark.parametrize(
    "text, value",
    [
        ("UTG limps, cutoff limps, middle blind just calls, and now the big blind wants to raise.", False),
        ("Lowball, everybody called to s3, the big blind, no raise. I went right to the draw.", False),
    ],
)
def test_the_big_blind_wanting_to_raise_after_callers(book, text, value):
    assert said(book, "lowball", retold(text), "big_blind_raised") is value
    raised = "seat 4 limps, seat 6 raises and the big blind wants to raise"  # seat 6's raise came first
    assert said(book, "lowball", retold(raised), "big_blind_raised") is not False


@pytest.mark.parametrize(
    "text, card",
    [
        ("Deuce-to-seven 30-60, 6d exposed to s1 on the deal. s1 wants the six.", "6d"),
        ("2-7 t9 deuce flipped predraw. s3 wants another", "2"),
    ],
)
def test_one_card_told_before_it_was_exposed(book, text, card):
    got = said(book, "kansas-city-lowball", retold(text), "exposed_card")
    assert got is not None and got.startswith(card)


@pytest.mark.parametrize(
    "text",
    [
        "s2 has A-J-8-4 of diamonds with the joker, s5 has ace-king-queen of clubs flush. s2 says his bug is another ace.",
        "seat 3 showed Ad Jd 8d 4d with the joker; seat 6 showed As Ks Qs 3s 2s. Seat 3 claims his joker counts as "
        "a second ace.",
    ],
)
def test_a_second_ace_claimed_beside_four_of_a_suit_is_the_double_ace_flush(book, text):
    assert said(book, "five-card-draw", retold(text), "joker_used_as") == "flush"


def test_an_ace_claimed_without_a_suited_four_stays_the_ace(book):
    text = "seat 1 shows two aces and the joker with a nine and a four, says it's three aces."
    assert said(book, "five-card-draw", retold(text), "joker_used_as") == "ace"


@pytest.mark.parametrize(
    "text, value",
    [
        ("Fay took all her blinds in seat 2, then switched to seat 6 to see the TV better.", "changed-seats"),
        ("Deano's paid all his blinds this round, then he shifts from seat 2 over to seat 7.", "changed-seats"),
        ("Un jugador nuevo se sienta en seat 9, limit lowball con blinds.", "new-player"),
        ("Guy was in the bathroom when his blind - the big one - came. He's back, wants a hand now.", "missed-blind"),
    ],
)
def test_the_player_who_wants_a_hand(book, text, value):
    assert said(book, "lowball", retold(text), "entering_player") == value


@pytest.mark.parametrize(
    "text, value",
    [
        ("5cd antes, s2 checks b4 the draw, s5 opens, s2 raises.", "antes"),
        ("draw game w antes. seat 2 opened, seat 5 raised", "antes"),
        ("Lowball, button on 9, blinds in 1 and 2 both still in.", "blinds"),
        ("We're switching my Friday draw game from antes to blinds.", None),  # from one to the other
    ],
)
def test_the_forced_bets_told_in_passing(book, text, value):
    assert said(book, "five-card-draw", retold(text), "forced_bets") == value


def test_a_card_pitched_off_the_table_is_not_told_as_the_deal(book):
    text = "the dealer pitched seat 4's card off the table onto the floor"
    assert said(book, "lowball", retold(text), "exposed_by_dealer_when") is None


@pytest.mark.parametrize(
    "text, n",
    [
        ("three went into the second round, s5 folded after two raises, s1 and s3 then got it to four raises.", 4),
        ("seat one bets, seat three raises, seat five re-raises, seat one makes it four raises", 4),
        ("In a three-handed pot the opening bet was followed by four raises among the three players.", 4),
    ],
)
def test_the_count_of_raises_told_last_in_a_round(book, text, n):
    assert said(book, "five-card-draw", retold(text), "raises_so_far") == n
    rounds = "before the draw there were four raises; after the draw there have been two raises"
    assert said(book, "five-card-draw", retold(rounds), "raises_so_far") != 4  # a round gone by is not now


def test_no_way_he_had_openers_after_a_split(book):
    text = "s3 announced splitting and put his discard under a chip. End of the hand, no way he ever had jacks."
    assert said(book, "jacks-or-better", retold(text), "opener_could_have_had_openers") is False
