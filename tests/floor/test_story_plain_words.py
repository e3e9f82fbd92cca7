"""Floor talk with the small words left out or the verbs unbent ("after draw", "he turn over
just pair of 9s"), a player's word against himself, what a seat says after his label, and the
ruling that names the other live hand. Each is read both ways: what it means, and the nearby
words that must read nothing."""

import pytest

from rulings.floor.matching import match
from rulings.floor.retold import retold

from .test_story_holdem_words import said
from .test_table_seats import roles, spoken


@pytest.mark.parametrize(
    "text",
    [
        "s1 opened, s4 and s5 called, we drew. Now s1 says he had no openers and wants his money back.",
        "S1 opened, S3 raised, S1 called. At showdown S1 turned up nines and claimed no openers.",
        "all the betting before the draw was done, then s7 said he'd opened without openers.",
    ],
)
def test_the_opener_s_word_against_himself_is_taken_at_any_time(book, text):
    assert said(book, "jacks-or-better", text, "opener_has_openers") is False


@pytest.mark.parametrize(
    "text",
    [
        "s1 opened, s4 called, we drew. Now s4 says s1 had no openers.",  # another's word on his hand
        "s1 opened, s4 called, we drew. s1 says he has openers.",  # his word for himself
    ],
)
def test_another_s_claim_or_his_word_for_himself_is_not_taken(book, text):
    assert said(book, "jacks-or-better", text, "opener_has_openers") is None


def test_what_he_held_after_but_is_told_not_claimed(book):
    text = "Lou in seat 2, all in for part of his ante, said the pot was open but he only had a pair of nines."
    assert said(book, "jacks-or-better", text, "declarer_has_openers") is False
    # what he said he held stays his claim
    assert (
        said(book, "jacks-or-better", "seat 2 said it was open, he says he has kings", "declarer_has_openers") is None
    )


def test_what_a_seat_says_after_his_label_is_his_claim(book):
    text = "seat 3 turns his hand with the joker, seat 8 has three kings. s8: the joker counts for the straight."
    assert said(book, "jacks-or-better", text, "joker_used_as") is None
    told = "seat 3 turns his hand with the joker, seat 8 has three kings. The joker counts for the straight."
    assert said(book, "jacks-or-better", told, "joker_used_as") == "straight"
    # a hand history's labelled acts are still told
    assert roles(book, "jacks-or-better", "Seat 2: checks. Seat 4: opens for $10.")["opener"] == 4


@pytest.mark.parametrize(
    ("game", "text", "fact", "value"),
    [
        ("lowball", "s2 already bet after draw. then s6 ask dealer how many s2 draw.", "action_after_draw", True),
        (
            "lowball",
            "limit low, on deal dealer flip 4c face up to s2. s2 want new card",
            "exposed_by_dealer_when",
            "before-draw",
        ),
        (
            "jacks-or-better",
            "s8 open, everybody fold to him before draw. he turn over just pair of 9s",
            "opener_has_openers",
            False,
        ),
        ("jacks-or-better", "s2 open, then show only pair 10 before draw", "opener_has_openers", False),
        ("five-card-draw", "s4 show 4 aces plus bug. s7 show a straight flush", "hand_is_five_aces", True),
        (
            "lowball",
            "s6 spread hand with pair of 3s, no say pair. s1 think he lose and throw hand in muck",
            "pair_caused_foul",
            True,
        ),
        ("jacks-back", "s1 false open before draw, s4 declare open with queens.", "new_opener_declared", True),
        (
            "jacks-or-better",
            "we play progressive. last hand all pass. now s2 open with pair jacks",
            "unopened_hands_before",
            1,
        ),
        (
            "jacks-or-better",
            "s6 opened, s8 called, then s6 spread a pair of tens before the draw",
            "opener_has_openers",
            False,
        ),
        ("jacks-or-better", "s2 opened and everybody folded. He shows jack ten, no pair.", "opener_has_openers", False),
    ],
)
def test_plain_words_with_the_small_words_left_out(book, game, text, fact, value):
    assert said(book, game, text, fact) == value


def test_the_is_left_out_only_before_the_table_s_things(book):
    # "pitching the cards" is the dealer's deal; "pitching cards" at another time is not
    text = "Back when I was pitching cards at the Eldorado, the bug settled beefs. Seat 4 has the bug and an ace."
    assert said(book, "five-card-draw", text, "exposed_by_dealer_when") is None
    # a showdown's joker turned up is shown, not exposed by the dealer
    shown = "lowball showdown, s2 turns up joker Ac 2d 3s 7h, s5 has 7c 5d 3h 2s Ad."
    assert said(book, "lowball", shown, "exposed_card_is_joker") is None


def test_the_pot_that_plays_names_the_other_seat_in_it(book):
    text = "j/o/b s3 opened s6 raised s3 called, after the draw s3 turns over tens. s3 says no openers"
    got = spoken(book, "jacks-or-better", retold(text, book.vocabulary))
    assert "seat 3's hand is dead" in got
    assert "seat 6's, if nobody else is still in" in got


@pytest.mark.parametrize(
    ("game", "text"),
    [
        ("five-card-draw", "dealer pitch card too hard, it fly off table on floor, face down. s7 want it or new one?"),
        ("lowball", "dealer pitch first card to s3 not s2, already 2 cards each out. s4 want misdeal"),
        ("jacks-or-better", "s8 throw chips in pot all over, dealer cannot count how much he put"),
        ("lowball", "pot limit low, s2 ask pot size, dealer say $240, real pot $280. s5 say must be full pot"),
        ("kansas-city-lowball", "new player want buy in $40 only, our minimum is $100 for 5-10"),
        ("jacks-or-better", "s2 and s7 friends, heads up after draw they check check every time, never bet each other"),
    ],
)
def test_outside_disputes_in_plain_words(book, game, text):
    assert match(book, game, retold(text, book.vocabulary)).outside is not None


def test_a_redeal_wanted_when_nobody_opens_jacks_back_is_covered(book):
    text = "jacks back, button s5, nobody open with jacks. dealer want kill hand and shuffle again"
    assert match(book, "jacks-back", retold(text, book.vocabulary)).outside is None


@pytest.mark.parametrize(
    ("game", "text", "fact", "value"),
    [
        ("jacks-or-better", "s2 opened, said he's splitting and put two cards under a chip", "split_announced", True),
        ("jacks-or-better", "s6 say split openers, put one card under chip.", "split_announced", True),
        ("lowball", "seat 3 said pair when he spread his cards", "pair_announced", True),
    ],
)
def test_what_was_said_at_the_table_is_the_act_itself(book, game, text, fact, value):
    assert said(book, game, text, fact) == value


@pytest.mark.parametrize(
    ("game", "text", "fact"),
    [
        ("jacks-or-better", "seat 4 says seat 2 said he was splitting", "split_announced"),  # a claim of the saying
        ("lowball", "seat 5 says seat 3 said pair", "pair_announced"),
    ],
)
def test_a_claim_that_something_was_said_is_not_taken(book, game, text, fact):
    assert said(book, game, text, fact) is None


def test_a_lowball_call_and_the_hand_shown_in_plain_words(book):
    text = "heads up. s1 call 'six' but show 7c 6d 4h 3s 2c. s5 still hold his hand, 7h 5s 4c 3d Ac"
    assert said(book, "lowball", text, "hand_as_good_as_called") is False
    muck = "s4 say 'seven' and s2 muck his 8-6 hand. then s4 turn over 9-5, no seven"
    assert said(book, "lowball", muck, "miscall_caused_muck") is True


@pytest.mark.parametrize(
    ("text", "made"),
    [
        ("s2 As Qs 9s 6s + the bug vs s5 ace-king clubs flush.", "flush"),
        ("seat 2 has Kh Qh Jh Th and the joker, seat 5 has a full house", "straight-flush"),
    ],
)
def test_four_suited_cards_told_by_their_cards_with_the_joker_complete_the_flush(book, text, made):
    assert said(book, "five-card-draw", text, "joker_used_as") == made
    # four cards of two suits make no flush
    assert said(book, "five-card-draw", "seat 4 has 9s 8h 7s 6s and the bug", "joker_used_as") != "flush"


@pytest.mark.parametrize(
    "text",
    [
        "After the draw seat 3 and seat 8 argue who opened. Dealer put the openers button on s8 when he bet.",
        "JOB, we use the openers button: it sat in front of s8, but at showdown s3 claimed he was the opener.",
    ],
)
def test_the_openers_button_s_seat_is_named_and_is_not_the_dealer_button(book, text):
    got = roles(book, "jacks-or-better", text)
    assert got.get("openers_button") == 8
    assert "button" not in got and "entering" not in got
    said_here = spoken(book, "jacks-or-better", retold(text, book.vocabulary))
    assert "The openers button sits in front of seat 8" in said_here
    assert "does not say what to do if it was put in front of the wrong player" in said_here


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("20-40 draw, four guys in before the draw. s2 bets, s4 raises. Can s6 raise?", 4),
        ("After the draw three were left, s1 s3 s5. s5 folded on the first raise.", 3),
    ],
)
def test_the_players_at_a_round_s_start_told_plainly(book, text, count):
    assert said(book, "five-card-draw", text, "players_at_round_start") == count


def test_a_checked_low_that_lost_to_a_better_one(book):
    text = "lb t2 s6 checked 7-5 after draw, called, lost to 6-4. refund?"
    assert said(book, "lowball", text, "seven_had_best_hand") is False
    # another seat's loss is not the checker's
    other = "s6 checked 7-5 after draw, s2 bet and lost to 7-5-4"
    assert said(book, "lowball", other, "seven_had_best_hand") is None


def test_a_past_raise_and_the_turn_claimed_now_tell_the_round_after_the_draw(book):
    text = "20-40 lowball, button on 1. s6 raised before the draw and says he bets first now, but s2 is still in."
    assert said(book, "lowball", text, "betting_round") == "second"
    # the raise alone tells no round now
    assert said(book, "lowball", "20-40 lowball, button on 1. s6 raised before the draw.", "betting_round") != "second"


def test_a_past_act_told_in_the_plain_form_gives_way_to_the_round_now(book):
    text = "after draw. s8 raise before draw, he say raiser act first now. middle blind s2 still in hand."
    assert said(book, "lowball", text, "betting_round") == "second"


@pytest.mark.parametrize(
    ("game", "text", "card", "when"),
    [
        (
            "five-card-draw",
            "Dealing, I flipped s4's second card face up by mistake, queen of spades.",
            "Qs",
            "before-draw",
        ),
        ("five-card-draw", "s2 drew three. I turned his first one face up, king of hearts.", "Kh", "on-the-draw"),
        ("lowball", "20-40 lowball. On the deal a card went face up to s5, the six of clubs.", "6c", "before-draw"),
    ],
)
def test_the_card_the_dealer_turned_face_up_and_when(book, game, text, card, when):
    assert said(book, game, text, "exposed_card") == card
    assert said(book, game, text, "exposed_by_dealer_when") == when


def test_a_hand_turned_face_up_is_no_exposed_card(book):
    text = "at showdown seat 2 turned his hand face up, Ah Kh Qh Jh Th, seat 5 had quads"
    assert said(book, "five-card-draw", text, "exposed_card") is None


def test_nobody_declaring_names_no_declarer(book):
    text = "s4 opened $20, s8 called, then s4 showed a busted hand before the draw. Nobody could declare."
    assert said(book, "jacks-or-better", text, "new_opener_declared") is False
    assert "declarer" not in roles(book, "jacks-or-better", text)
    assert said(book, "jacks-or-better", text, "declarer_has_openers") is None


@pytest.mark.parametrize(
    ("game", "text", "fact", "value"),
    [
        (
            "lowball",
            "s8 said one card, s2 heard it and mucked; then s8 switched to two.",
            "someone_acted_on_request",
            True,
        ),
        (
            "jacks-or-better",
            'JOB: s3 said "three", dealer hadn\'t pitched a card yet, s3 switched to two.',
            "cards_dealt_on_request",
            False,
        ),
        (
            "five-card-draw",
            "s3 rapped pat in turn not seeing s7's raise behind a stack.",
            "rapped_unaware_of_raise",
            True,
        ),
        (
            "lowball",
            "s6 spread 7-4-3-3-2 without saying pair, s2 saw the seven and mucked his 8-6.",
            "pair_caused_foul",
            True,
        ),
    ],
)
def test_the_draw_and_the_showdown_told_plainly(book, game, text, fact, value):
    assert said(book, game, text, fact) == value


def test_a_rank_s_plural_alone_is_no_card_of_the_opener_s_hand(book):
    # "opened on 10s": a pair of tens, not the ten of spades
    text = "s2 opened s5 called, aft draw s2 bet 40 s5 folded, turns out s2 opened on 10s"
    assert said(book, "jacks-or-better", text, "opener_hand") is None
    assert said(book, "jacks-or-better", text, "opener_has_openers") is False
    # one card the dealer exposed is that card
    exposed = "2-7 lowball. Before the draw the dealer turned the 6s face up to seat 3 on the deal."
    assert said(book, "kansas-city-lowball", exposed, "exposed_card") == "6s"


@pytest.mark.parametrize(
    "text",
    [
        "dealer ask s5 how many, s5 knock table. now he want 2 card",
        "s3 raised, but s5 didn't see it. On his turn s5 knocked the table, pat.",
        "when the dealer asked, s6 rapped the felt, dealer took it as pat",
    ],
)
def test_a_rap_when_the_turn_came_told_plainly(book, text):
    assert said(book, "five-card-draw", text, "rapped_in_turn") is True
    # out of turn is not in turn
    assert said(book, "five-card-draw", "On his turn s4 bet; s5 knocked out of turn.", "rapped_in_turn") is not True


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("new girl just sat s5, she wants to kill it and play now instead of waiting for the bb, ok?", "new-player"),
        ("Player seat 3 go to bathroom, when he come back his big blind is pass already.", "missed-blind"),
        ("seat 6 walked over to the cage, and while he was away it came his turn for the big blind.", "missed-blind"),
    ],
)
def test_the_player_who_wants_a_hand_told_plainly(book, text, kind):
    assert said(book, "lowball", text, "entering_player") == kind
