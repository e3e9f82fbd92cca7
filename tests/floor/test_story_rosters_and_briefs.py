"""Readings added at stop 37, from a floor tablet's seat-by-seat roster ("Seat 3 (Marisol) -
opened 5, drew 2"), a brief to the rules committee ("Agreed facts: ... Seat 5's position: ..."),
a dealer's speech-to-text captions and a vlogger's thread: each act on a roster line is its seat's,
a party's position is his claim, "the five opened" names seat 5, and the words between a seat and
his act. Each read both ways, with the traps that must read nothing."""

import pytest

from rulings.floor.matching import outside_disputes
from rulings.floor.roster import roster

from .test_story_table_games_and_translation import outside, roles, story_of, told


# -- a seat-by-seat roster ------------------------------------------------------------------------------
def test_each_act_on_a_roster_line_is_its_seats():
    assert roster("Seat 3 (Marisol) - opened 5, drew 2, then claims he had kings.") == (
        "Seat 3 (Marisol). Seat 3 opened 5, seat 3 drew 2, then seat 3 claims he had kings."
    )


@pytest.mark.parametrize(
    "line, written",
    [
        ("Seat 4 - called 20, drew 1.", "Seat 4 called 20, seat 4 drew 1."),
        ("Seat 1 (button, sb) - called.", "Seat 1 is the button. Seat 1 is the small blind. Seat 1 called."),
        ("Seat 1 (Monty) - 7-6-5-4-3 off suit.", "Seat 1 (Monty) 7-6-5-4-3 off suit."),  # his hand, kept by his seat
        ("Seat 2 - opened with jacks, kings up.", "Seat 2 opened with jacks, kings up."),  # no act: left alone
        ('Seat 6: "I only called, never raised."', 'Seat 6: "I only called, never raised."'),  # a quote is his
        ("Seat 7: opens $10, then folds", "Seat 7: opens $10, then seat 7 folds"),  # a hand history's colon kept
        ("Seat 3 (bb, Ward) - everybody limped.", "Seat 3 is the big blind. Seat 3 (Ward) everybody limped."),
        (
            "Seat 2 - drew 1, he's holding 6 cards.",
            "Seat 2 drew 1, seat 2's holding 6 cards.",
        ),  # "he" is the line's seat
        ("Seat 4 - knocked to show he's pat.", "Seat 4 knocked to show he's pat."),  # not a clause's subject
        ("Seat 1 - called, seat 3 raised, he folded.", "Seat 1 called, seat 3 raised, he folded."),  # seat 3 named
    ],
)
def test_roster_lines(line, written):
    assert roster(line) == written


def test_a_line_that_is_no_roster_is_left_as_it_was():
    text = "Seat 3 opened - everybody folded - and he showed tens."
    assert roster(text) == text


ROSTER = """Ante game, 5/10.
Seat 1 (Walt) - called the open, drew 3.
Seat 2 - folded.
Seat 3 (Marisol) - opened 5, drew 2, still in.
Seat 5 (Reg) - called, drew 1, fired 10 right after the draw before Marisol said anything.
Floor question: who speaks first after the draw?"""


def test_a_roster_names_the_opener_and_reads_his_name(book):
    story = story_of(book, "five-card-draw", ROSTER)
    assert story.roles.get("opener") == 3
    assert {r.fact: r.value for r in story.readings}.get("opener_still_in") is True


def test_the_blinds_on_a_roster(book):
    text = "California draw (blinds).\nSeat 1 (button, sb) - called.\nSeat 2 (mid blind) - called.\nSeat 3 (bb, Ward) - said raise."
    got = roles(book, "five-card-draw", text)
    assert got.get("button") == 1 and got.get("big_blind") == 3


def test_a_hand_on_a_roster_line_stays_its_seats(book):
    text = "Seat 1 (Monty) - 7-6-5-4-3 off suit.\nSeat 4 (Jade) - 8-6-4-3-2.\nFloor question: who wins?"
    assert [label for label, _ in story_of(book, "kansas-city-lowball", text).by_rank] == ["seat 1", "seat 4"]


# -- a brief to the rules committee ------------------------------------------------------------------------
def test_a_partys_position_is_his_claim(book):
    text = (
        "Agreed facts: draw high with the bug; Seat 1 shows 9h 8c 7d 6s Jk and Seat 5 shows 8h 7c 6d 5s 4h. "
        "Seat 5's position: the bug only plays as an ace, so Seat 1 has ace-high. "
        "Seat 1's position: the bug fills his straight."
    )
    assert "joker_used_as" not in told(book, "five-card-draw", text)


def test_the_agreed_facts_are_still_read(book):
    text = "Agreed facts: deuce-to-seven; Seat 6 drew, and at the showdown he turned up only four cards."
    assert told(book, "kansas-city-lowball", text).get("cards_after_draw") == 4


def test_the_rooms_cap_is_no_count_of_raises(book):
    text = (
        "Agreed facts: $10-$20 jacks-or-better, house cap of a bet and four raises; only Seats 3 and 9 were "
        "left, and they have now raised each other five times."
    )
    assert told(book, "jacks-or-better", text).get("raises_so_far") == 5


def test_a_card_turned_while_dealing_a_seats_draw(book):
    text = "Agreed facts: jacks-or-better; while dealing Seat 4's draw the dealer turned the seven of hearts face up."
    assert told(book, "jacks-or-better", text).get("exposed_by_dealer_when") == "on-the-draw"
    assert (
        told(book, "jacks-or-better", "While dealing, the dealer flashed a card to seat 4.").get(
            "exposed_by_dealer_when"
        )
        == "before-draw"
    )


def test_a_claim_between_the_open_and_nobody_calling(book):
    text = "Seat 2 opened for high and, before anyone acted, said he had misread tens for jacks. Nobody called him."
    assert told(book, "jacks-back", text).get("callers_of_open") == 0


@pytest.mark.parametrize(
    "text, fact, value",
    [
        (
            "Five players had chips when the pre-draw betting began, and it has gone a bet and four raises.",
            "players_at_round_start",
            5,
        ),
        (
            "Seat 3 said seven, and Seat 9 had already thrown his cards into the muck on hearing that call.",
            "miscall_caused_muck",
            True,
        ),
        ("Seat 1 rapped the table in turn to show a pat hand without noticing the raise.", "rap_meant_pat", True),
    ],
)
def test_the_committees_words(book, text, fact, value):
    assert told(book, "lowball", text).get(fact) == value


# -- captions and a thread -----------------------------------------------------------------------------
def test_a_word_said_again_in_captions(book):
    text = "floor on five limit low ball dealer flashed uh no flipped the jack of diamonds face up on seat four before the draw"
    assert told(book, "lowball", text).get("exposure_kind") == "face-up"
    assert told(book, "lowball", "he has uh no pair at all").get("exposure_kind") is None


def test_a_misheard_muck(book):
    text = "seat two opened everybody folded and he threw his hand in the mock before showing openers"
    assert outside(book, "jacks-or-better", text) is None


def test_a_knock_before_his_turn_is_the_rapping_rule(book):
    text = "floor kansas city seat four knocked on the table before it was his turn seat two hadn't even acted yet"
    assert outside(book, "kansas-city-lowball", text) is None
    topics = [t["id"] for t in outside_disputes(book, text)]
    assert "action-out-of-turn" not in topics
    folded = [t["id"] for t in outside_disputes(book, "seat four folded before it was his turn")]
    assert "action-out-of-turn" in folded


def test_he_is_not_the_seat_yet_to_act(book):
    text = (
        '1/ seat 1 opens, then before seat 4 even acts he goes "oh wait" and shows J♦ T♠, no pair\n2/ seat 4 has Q♣ Q♠'
    )
    facts = told(book, "jacks-or-better", text)
    assert facts.get("opener_has_openers") is False
    assert "declarer_has_openers" not in facts


def test_he_is_not_one_of_two_who_called_together(book):
    text = "Seat 1 opened, seat 4 and me in 7 both called, then before the draw he finds he only had a pair of tens."
    assert told(book, "jacks-or-better", text).get("opener_has_openers") is False
    alone = "Seat 1 opened, seat 4 called, then before the draw he finds he only had a pair of tens."
    assert told(book, "jacks-or-better", alone).get("opener_has_openers") is None  # "he" is seat 4 there


@pytest.mark.parametrize(
    "text, role, seat",
    [
        ("The five opened, everybody folded, and he tables a pair of tens.", "opener", 5),
        ("The two checked a pair of jacks, the five opened behind him.", "checker", 2),
        ("seat 7 just knocks the table twice, meaning he's pat", "rapper", 7),
        ("seat three just asked seat eight how many he took", "asker", 3),
    ],
)
def test_a_seat_by_its_number_or_with_a_word_before_his_act(book, text, role, seat):
    assert roles(book, "jacks-or-better", text).get(role) == seat


def test_the_two_of_them_are_no_seat(book):
    assert (
        roles(book, "jacks-or-better", "The two of them opened up the betting, then seat 4 called.").get("opener") != 2
    )


def test_a_miscall_against_what_he_has_got(book):
    text = "heads up at the end seat four said seven but he's got eight six four three ace seat seven has nine seven"
    assert told(book, "lowball", text).get("hand_as_good_as_called") is False


# -- the cards the story gives that cannot be taken ----------------------------------------------------
def test_a_card_in_two_hands_is_asked_again_saying_why(book):
    from rulings.floor.interview import TOPIC, Answer, next_step
    from rulings.rules.model import HouseProfile

    text = "Kansas City lowball; Seat 3 shows 7h 5h 4h 3h 2h and Seat 8 shows 8c 6d 5s 4h 2c. Who wins?"
    house = HouseProfile(options={})
    step = next_step(book, "kansas-city-lowball", house, text, [Answer(TOPIC, "hand-ranking")])
    assert step.fact.id == "showdown_hands"
    assert "8c 6d 5s 4h 2c" in step.prompt and "4♥ (four of hearts) is in both" in step.prompt
    fixed = text.replace("5s 4h 2c", "5s 4d 2c")
    done = next_step(book, "kansas-city-lowball", house, fixed, [Answer(TOPIC, "hand-ranking")])
    assert done.showdown and "seat 8" in str(done.showdown)


# -- the draw changed, the openers broken, the card turned up ---------------------------------------------
@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        (
            "jacks-or-better",
            "Opener in seat 3 threw one of his queens to go for a flush.",
            "opener_kept_openers",
            False,
        ),
        (
            "jacks-or-better",
            "Eddie opens with a pair of jacks and quietly pitches one jack into the muck.",
            "opener_kept_openers",
            False,
        ),
        (
            "lowball",
            'I say "one", the dealer slides a card off the deck toward me, and I go wait, two.',
            "cards_dealt_on_request",
            True,
        ),
        (
            "lowball",
            'Seat 7 said "two," then "make it one." The dealer had not released a card.',
            "cards_dealt_on_request",
            False,
        ),
        (
            "lowball",
            'Spot 5 said "two," then "no, one card" - nobody after him had done a thing.',
            "someone_acted_on_request",
            False,
        ),
        ("lowball", "the dealer turned the seven of clubs up on seat six on the deal", "exposure_kind", "face-up"),
        ("lowball", "During the deal you turn the 6 of diamonds face up to seat 7.", "exposure_kind", "face-up"),
        (
            "jacks-or-better",
            "we play progressive openers so last hand nobody opened and now seat 7 opened with jacks",
            "unopened_hands_before",
            1,
        ),
        (
            "lowball",
            "seat eight just wrapped the table for pat he didn't know it got raised",
            "rapped_unaware_of_raise",
            True,
        ),
        ("kansas-city-lowball", "seat 2 knocks the table before action even gets to him", "rapped_in_turn", False),
        (
            "lowball",
            "bet, raise, reraise, seat 2 folds. now seat 5 and seat 8 go back and forth, 4 raises deep",
            "raises_so_far",
            4,
        ),
        ("five-card-draw", "Seat 1 (Abe) - asked for 5 new cards.", "cards_wanted", 5),
    ],
)
def test_the_new_voices_words(book, game, text, fact, value):
    assert told(book, game, text).get(fact) == value


@pytest.mark.parametrize(
    "text, topic",
    [
        ("seat four got up to get food and the dealer dealt him in anyway, is his hand dead", "absent-player-hand"),
        ("Seat 1 won a $90 pot, dealer dropped $6. Seat 2 says max drop is $5.", "rake"),
        ('Seat 2 said "call," then tossed in double the bet. Is it a call or a raise?', "verbal-action"),
        ("a spectator behind seat 5 told him how many cards to draw", "one-player-to-a-hand"),
        (
            "seat 1 slides his cards toward the muck like he's folding, then pulls them back and raises",
            "angle-shooting",
        ),
    ],
)
def test_disputes_the_chapter_has_no_rule_for(book, text, topic):
    assert topic in [t["id"] for t in outside_disputes(book, text)]


@pytest.mark.parametrize(
    "text, topic",
    [
        ("The guy dealing gave the first card to himself and dealt the whole round that way.", "misdeal"),
        ("Everybody folded to the blinds and seats 1 and 2 want to chop the blinds.", "chop-the-blinds"),
        ("The guy dealing never offers anybody a cut, he just shuffles and deals.", "shuffle-and-cut"),
        ("Seat 8 took $300 from the table and put in pocket, still playing with a small stack.", "cash-at-table"),
        ("Tex, drumming his fingers, calls for the clock.", "call-the-clock"),
        ("Your one in the four seat is on the phone to her sister the whole way through a hand.", "electronic-devices"),
    ],
)
def test_more_disputes_the_chapter_has_no_rule_for(book, text, topic):
    assert topic in [t["id"] for t in outside_disputes(book, text)]


def test_a_call_held_to_its_word_is_still_the_chapters(book):
    text = 'Lowball. Seat 4 said "seven" and showed an eight. Is he held to the call?'
    assert "verbal-action" not in [t["id"] for t in outside_disputes(book, text)]


# -- cards told with their shape, split off under a chip, or two of a rank -----------------------------
def test_the_split_openers_cards(book):
    text = (
        "seat 8 opened, announced a split, one card under the chip. Ends with a club flush, Ac 9c 7c 4c 2c; "
        "discard is the 5 of diamonds."
    )
    facts = told(book, "jacks-or-better", text)
    assert facts.get("opener_final_hand") == "Ac 9c 7c 4c 2c" and facts.get("opener_discards") == "5d"
    under = "Seat 1 opened, stated he was splitting, and placed the four of clubs under a chip."
    assert told(book, "jacks-or-better", under).get("opener_discards") == "4c"


@pytest.mark.parametrize(
    "text, value",
    [
        ("Seat 1 opened and folded it back. Seat 6 has not acted yet, shows KC KS, and says he'll open it.", True),
        ("Seat 9 has only $1 for his ante; he shows QD QS to the dealer and declares the pot open.", True),
        ("Seat 9 has only $1 for his ante; he shows TD TS to the dealer and declares the pot open.", None),
    ],
)
def test_two_of_a_rank_shown(book, text, value):
    assert told(book, "jacks-or-better", text).get("declarer_has_openers") is value  # tens may be two pair


def test_the_opener_shows_two_tens_and_says_he_misread(book):
    text = "Seat 1 opens $10, seat 3 calls; seat 1 turns up TH TD and tells the dealer he misread them as jacks."
    assert told(book, "jacks-or-better", text).get("opener_has_openers") is False


def test_a_call_after_the_title_is_held_against_his_hand(book):
    text = (
        'Title: guy called "six" and I mucked my 7?? 3/6 lowball, seat 4 says "six" at showdown, I toss my '
        "seven-low in the muck, then he turns over a 9-low."
    )
    assert told(book, "lowball", text).get("hand_as_good_as_called") is False


# -- the room's progressive openers, and the hand before ----------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "T9 JOB, progressive openers: last hand passed out, this hand s2 opened with jacks.",
        "Our $5-$10 jacks-or-better game is progressive. The previous hand passed out; seat 7 opened with jacks.",
    ],
)
def test_the_room_runs_progressive_openers(book, text):
    facts = told(book, "jacks-or-better", text)
    assert facts.get("progressive_openers") == "on" and facts.get("unopened_hands_before") == 1


@pytest.mark.parametrize(
    "text",
    [
        "do you play progressive openers? seat 4 opened with jacks",
        "seat 6 says at his home game they use progressive openers, seat 4 opened with jacks",
    ],
)
def test_progressive_openers_asked_or_claimed_are_not_the_rooms(book, text):
    assert "progressive_openers" not in told(book, "jacks-or-better", text)


@pytest.mark.parametrize(
    "text",
    [
        "It was noted that the preceding hand had gone unopened. Seat 4 opened with jacks.",
        "the hand just before went all the way around without anyone opening, and seat 5 opened with jacks",
        "Q. What happened on the hand before?\nA. Nobody opened it. Everyone anted again.",
    ],
)
def test_the_hand_before_went_unopened(book, text):
    assert told(book, "jacks-or-better", text).get("unopened_hands_before") == 1


def test_what_happened_then_is_told_then():
    from rulings.floor.answered import answered

    text = "Q. What happened after the draw?\nA. Seat three bet."
    assert answered(text).strip() == "after the draw, Seat three bet."


@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        (
            "lowball",
            "Before the draw four of us, two guys fold, and now it's me and seat six heads up.",
            "players_now",
            2,
        ),
        (
            "jacks-or-better",
            "s4 opened, s1 s4 s7 all draw. after the draw s1 fires right away",
            "opener_still_in",
            True,
        ),
        (
            "five-card-draw",
            "Draw high, we've all drawn, and seat 1 (still in the pot) asks me how many I drew.",
            "asker_in_hand",
            True,
        ),
        ("lowball", "Seat 1: draws 2 / Seat 6: draws 1\nSeat 1 asks how many seat 6 took", "asker_in_hand", True),
    ],
)
def test_who_is_still_in(book, game, text, fact, value):
    assert told(book, game, text).get(fact) == value


def test_a_chopped_pot_is_no_chopped_blinds(book):
    text = "s4 has a 2 3 7 bug, s6 has 75432, both 7s, s6 wants to chop it"
    assert "chop-the-blinds" not in [t["id"] for t in outside_disputes(book, text)]


def test_a_guess_is_no_telling(book):
    text = "Jacks back. Phil opened for high, everybody folded. My guess was it goes low, but my wife says we redeal."
    assert told(book, "jacks-back", text).get("side") == "high"
