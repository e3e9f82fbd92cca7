"""Readings added at stop 36, from a deposition's questions and answers, a floor supervisor's
interview notes ("Q to dlr: before the draw? - yes") and an Australian club's supervisor on the
phone ("the bloke in five"): a short answer told as the statement it answers, a denied statement
read as nothing, a seat told as a man in it, and the player an exposed card went to. Each read
both ways, with the traps that must read nothing."""

import pytest

from rulings.floor.answered import answered
from rulings.floor.retold import retold

from .test_story_table_games_and_translation import outside, roles, story_of, told

# -- a transcript's questions and answers ---------------------------------------------------------------
TRANSCRIPT = """Q. Who opened?
A. Seat 4, for twenty.
Q. Was there a raise before the draw?
A. No.
Q. How many players were in when the betting began?
A. Three, sir.
"""


def test_short_answers_are_told_as_statements(book):
    story = story_of(book, "jacks-or-better", TRANSCRIPT)
    facts = {r.fact: r.value for r in story.readings}
    assert story.roles.get("opener") == 4
    assert facts.get("pot_raised_before_draw") is False
    assert facts.get("players_at_round_start") == 3


def test_the_statements_read_as_told():
    assert answered(TRANSCRIPT) == (
        "Seat 4 opened, for twenty.\nthere was not a raise before the draw.\nThree players were in when the betting began.\n"
    )


@pytest.mark.parametrize(
    "text, said",
    [
        (
            "Q. Had you dealt anything yet?\nA. No. He changed it first.",
            "I had not dealt anything yet. He changed it first.",
        ),
        ("Q. Did anyone else claim openers?\nA. No one declared.", "nobody else claimed openers. No one declared."),
        ("Q. Was there any raise?\nA. None.", "there was no raise."),
        ("Q. Did anyone call?\nA. No. Everyone folded.", "nobody called. Everyone folded."),
        ("Q. Seat 5 opened for high?\nA. Yes, for ten.", "Seat 5 opened for high, for ten."),
        ("Q. This was the ante game, correct?\nA. Correct. No blinds.", "This was the ante game. No blinds."),
        ("Q. What did seat 5 open with?\nA. A pair of jacks.", "seat 5 open with A pair of jacks."),
        ("Q. After the draw, what did seat 6 do?\nA. Bet all in.", "After the draw, seat 6 Bet all in."),
        ("Q. What card was exposed on the deal?\nA. A six, to seat 4.", "A six was exposed on the deal, to seat 4."),
        ("Q. At the showdown, how many cards did seat 2 have?\nA. Four.", "At the showdown, seat 2 have Four cards."),
        ("Q. After the draw, whom did you ask to act first?\nA. Seat 5.", "After the draw, I ask Seat 5 to act first."),
        ("Q. Were you dealing?\nA. Yes, sir.", "I was dealing."),
        ("Q. What were the limits?\nA. Fifteen and thirty.", "the limits were Fifteen and thirty."),
    ],
)
def test_each_form_of_question(text, said):
    assert answered(text).strip() == said


def test_a_question_asked_again_of_another_seat(book):
    text = (
        "Q. What did seat 1 show?\nA. King of hearts, king of spades, nine of diamonds, seven of clubs, deuce of clubs.\n"
        "Q. And seat 6?\nA. Queen of hearts, queen of clubs, jack of spades, four of diamonds, trey of clubs.\n"
    )
    assert answered(text).splitlines()[1].startswith("seat 6 show Queen of hearts")
    assert [label for label, _ in story_of(book, "five-card-draw", text).hands] == ["seat 1", "seat 6"]


def test_a_denied_statement_reads_nothing(book):
    assert roles(book, "jacks-or-better", "Q. Seat 3 opened the pot, correct?\nA. No, seat 5 did.").get("opener") != 3


@pytest.mark.parametrize("answer", ["I couldn't say.", "Seat 4 would know.", "Maybe."])
def test_an_unanswered_question_is_still_only_asked(book, answer):
    text = f"Q. Was there a raise before the draw?\nA. {answer}"
    assert "pot_raised_before_draw" not in told(book, "jacks-or-better", text)


@pytest.mark.parametrize(
    "text",
    [
        "Seat 4 opened and seat 2 raised. Who acts first after the draw?",  # no labels: a story
        "Quads showed. A pair lost. Seat 1 opened.",  # "A" as a word
    ],
)
def test_what_is_no_short_answer_is_left_as_typed(text):
    assert answered(text) == text


def test_an_answer_that_tells_itself_stays_without_its_label():
    assert (
        answered("Q. What happened next?\nA. A raise. Seat 2 folded.")
        == "Q. What happened next?\nA raise. Seat 2 folded."
    )


# -- a floor supervisor's notes: "Q to dlr: ...? - ..." --------------------------------------------------
@pytest.mark.parametrize(
    "text, fact, value",
    [
        ('Seat 1 knocked on his turn. Q to seat 1: were you going pat? - "No, just tapping."', "rap_meant_pat", False),
        ("Seat 2 asked seat 6 how many he took. Q to dlr: any check or bet yet? - no.", "action_after_draw", False),
        (
            "Seat 3 opened, turned up J-10, no pair. Q to seat 7: had you acted? - no. Seat 7 has kings, wants to declare.",
            "declarer_action",
            "not-yet",
        ),
    ],
)
def test_a_notes_question_and_its_dashed_answer(book, text, fact, value):
    assert told(book, "jacks-or-better", text).get(fact) == value


def test_a_note_of_what_the_dealer_was_asked(book):
    assert roles(book, "jacks-or-better", "Asked dealer who opened - says seat 3, for $20. Two callers.") == {
        "opener": 3
    }


def test_you_in_a_note_is_the_seat_asked():
    assert answered("Q to seat 8: did you throw your hand away? - no.").strip() == (
        "seat 8 did not throw seat 8's hand away."
    )


# -- a man named by his seat ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, role, seat",
    [
        ("Jacks game, the bloke in five opened it and three of 'em went to the draw.", "opener", 5),
        ("Fella in three opened the jacks game, seat six raised him.", "opener", 3),
        ("Punter in seat one opens, the fella in four calls.", "opener", 1),
        ("The dealer's flipped the six of spades face up to the fella in three on the deal.", "exposed_to", 3),
        ("On the deal dlr flipped the 6 of spades to seat 2. Seat 9 says replace it.", "exposed_to", 2),
        ("A king came off face up. Seat 3 wants it replaced, seat 5 says he keeps it.", "exposed_to", 3),
    ],
)
def test_the_man_in_a_seat_is_that_seat(book, text, role, seat):
    assert roles(book, "jacks-or-better", text).get(role) == seat


@pytest.mark.parametrize(
    "text",
    [
        "a guy in two minds about it opened",
        "the player in one of the seats opened",
        "the dealer found a guy in 5 minutes",
    ],
)
def test_a_number_after_a_man_that_is_no_seat(text):
    assert retold(text) == text


def test_a_new_player_in_a_seat_stays_new(book):
    text = "The dealer tells me seat 7 objected to the new guy in seat 4 killing it."
    assert told(book, "lowball", text).get("entering_player") == "new-player"


@pytest.mark.parametrize(
    "text, fact, value",
    [
        ("Seat 1 rapped on his turn but he wasn't going pat, just tapping.", "rap_meant_pat", False),
        ("Seat 7 asks that seat 1 hangs on to his opening hand and shows it after.", "retain_requested", True),
    ],
)
def test_the_words_of_the_club(book, text, fact, value):
    assert told(book, "jacks-or-better", text).get(fact) == value


def test_the_tellers_hedge_is_an_aside(book):
    text = "Four players were in. There was a bet and then, to the best of my recollection, four raises."
    assert told(book, "five-card-draw", text).get("raises_so_far") == 4


@pytest.mark.parametrize(
    "text, seat",
    [
        ("A bet and four raises, and now the fella in seat six wants to chuck in another ten bucks.", 6),
        ("Three players, bet and four raises. Then seat 5 slides in another $10 and says raise.", 5),
    ],
)
def test_the_raiser_in_the_clubs_words(book, text, seat):
    assert roles(book, "five-card-draw", text).get("raiser") == seat


def test_punters_are_players(book):
    assert told(book, "five-card-draw", "Five punters went to the draw.").get("players_at_round_start") == 5


def test_four_suited_cards_and_the_joker_after_a_comma(book):
    text = (
        "Seat 2 held the ace, jack, eight and four of spades, and the joker. Seat 6 held a heart flush. "
        "Seat 2 said his joker made a second ace."
    )
    assert told(book, "five-card-draw", text).get("joker_used_as") == "flush"


@pytest.mark.parametrize(
    "text, topic",
    [
        (
            "Jacks game, seat 7 bet twenty before seat 5 had even looked at his cards, now he wants it back.",
            "action-out-of-turn",
        ),
        ("After the hand the bloke in five wants the dealer to peel off the next card.", "rabbit-hunt"),
        ("Lost a big pot and gave the dealer a right spray, the table wants him out.", "conduct"),
        ("The fella in three who folded earlier is demanding to see the losing hand.", "see-a-called-hand"),
    ],
)
def test_outside_disputes_in_the_clubs_words(book, text, topic):
    assert outside(book, "jacks-or-better", text) == topic


def test_a_posted_raise_limit_is_the_rooms_not_this_rounds(book):
    text = (
        "Q. What is the posted raise limit at that table?\nA. A bet and six raises.\n"
        "Q. How many raises had been made?\nA. Five. Seat 2 went to make it six."
    )
    assert told(book, "kansas-city-lowball", text).get("raises_so_far") == 5


def test_what_a_player_yells_is_his_claim(book):
    text = "Lowball, seat 4 turns up a seven-five and the other guy starts yelling he miscalled so he's dead."
    assert "hand_as_good_as_called" not in told(book, "lowball", text)


def test_a_blind_that_went_past_a_seat_by_mistake_is_no_missed_blind(book):
    text = "The button got moved two seats by mistake, and the big blind went right past seat 7. He wants to kill it."
    assert told(book, "kansas-city-lowball", text).get("entering_player") != "missed-blind"


@pytest.mark.parametrize(
    "text",
    [
        "The dealer tells me seat 5 opened, seat 8 raised, and then seat 5 realized he had queen-jack, not a pair.",
        "Seat 5 opened, seat 8 called, then seat 5 noticed he had a pair of tens.",
    ],
)
def test_the_opener_finding_his_hand_short(book, text):
    story = story_of(book, "jacks-or-better", text)
    assert story.roles.get("opener") == 5
    assert {r.fact: r.value for r in story.readings}.get("opener_has_openers") is False


def test_the_dealer_telling_me_a_seat_is_no_teller_seat():
    from rulings.floor.retold import teller_seat

    assert teller_seat("The dealer tells me seat 5 opened") is None
    assert teller_seat("me seat 5, I opened with kings") == 5


@pytest.mark.parametrize(
    "text, players",
    [
        ("Only me and Linda (seat 6) made it to the draw, and then we raised back and forth.", 2),
        ("Deuce-to-seven, and only Duke and the Kid stay for the draw.", 2),
        ("Seat 4 says only Duke and the Kid stayed for the draw.", None),  # his claim
        ("Only Duke and the Kid were talking.", None),  # no round told
    ],
)
def test_two_people_named_as_the_whole_hand(book, text, players):
    assert told(book, "kansas-city-lowball", text).get("players_at_round_start") == players


def test_a_raise_run_and_the_fifth_in_dispute(book):
    text = "After the draw they go to war: bet, raise, raise, raise, raise. The Kid reaches for more chips to make it a fifth raise."
    assert told(book, "five-card-draw", text).get("raises_so_far") == 4


@pytest.mark.parametrize(
    "text, role, seat",
    [
        ("Jacks Back went low, seat 1 put in the forced open for ten, four called, nobody raised.", "opener", 1),
        ("Hand go to lowball, seat 3 make the forced $10 open. Everybody only call.", "opener", 3),
        ("A bet and four raises had been made when the player in Seat 2 attempted a further raise.", "raiser", 2),
        ("Seat 2 bet, then come 4 raise. Seat 7 want raise again, he say heads up is no cap.", "raiser", 7),
    ],
)
def test_the_seat_in_a_part_told_plainly(book, text, role, seat):
    assert roles(book, "jacks-back" if "forced" in text else "five-card-draw", text).get(role) == seat


@pytest.mark.parametrize(
    "game, text, says",
    [
        (
            "kansas-city-lowball",
            "Kansas City lowball, seat three goes all in after the draw for a bit under half a bet, seat five just "
            "calls, seat eight overcalls and loses to five, and eight wants his money back.",
            "Seat 8's overcall stands",
        ),
        (
            "five-card-draw",
            "Punter in eight only had enough for his ante, so he's all in for that, the game's the no-openers draw, "
            "and he goes open. Can he?",
            "Seat 8 may declare the pot open",
        ),
    ],
)
def test_the_ruling_names_the_seat(cli, game, text, says):
    result = cli("rule", "--game", game, "--story", text)
    assert says in " ".join(result.output.split())


@pytest.mark.parametrize(
    "game, text, role, seat",
    [
        ("five-card-draw", "Nina in seat 5 somehow has six cards after the draw.", "miscounted", 5),
        ("five-card-draw", "dealer turn up Ac on the draw for s2, s2 want keep the ace", "exposed_to", 2),
        (
            "lowball",
            "30-60 low, after draw s1 all in $20 only. s4 have 7-4 and just call, s6 call also and lose",
            "overcaller",
            6,
        ),
    ],
)
def test_the_seat_a_ruling_names(book, game, text, role, seat):
    assert roles(book, game, text).get(role) == seat


def test_the_seven_that_just_called_a_short_all_in_is_named(cli):
    text = (
        "$20-$40 limit lowball, after the draw seat 3 went all in for $15, seat 4 just called the $15 "
        "with a seven-six and seat 7 called as well. Seat 7 says seat 4 broke the sevens rule."
    )
    result = cli("rule", "--game", "lowball", "--story", text)
    assert "Seat 4 may just call the short all-in bet" in " ".join(result.output.split())


@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        ("jacks-or-better", "Third passed hand in a row, and the room caps it at three antes.", "nobody_opened", True),
        ("jacks-or-better", "Seat 7 had just his ante left, all in. Declared it open.", "all_in_for_ante", True),
        (
            "five-card-draw",
            "Seat 1 asks for two, then before the dealer's even lifted a card he wants three.",
            "cards_dealt_on_request",
            False,
        ),
        (
            "five-card-draw",
            "Dealer's doing the draw and flips one face up going to seat 5.",
            "exposed_by_dealer_when",
            "on-the-draw",
        ),
        ("five-card-draw", "After the draw he's sitting there holding six and wants to bet.", "cards_after_draw", 6),
        (
            "lowball",
            "Seat 7 wants to kill it to get dealt in now, and nobody's said boo about it.",
            "kill_objection",
            False,
        ),
        (
            "jacks-or-better",
            "Dlr: 3 in at the start of the after-draw round, seat 9 folded after the first raise.",
            "players_at_round_start",
            3,
        ),
    ],
)
def test_the_clubs_and_the_notes_phrases(book, game, text, fact, value):
    assert told(book, game, text).get(fact) == value
