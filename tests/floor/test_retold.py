"""A story as the reader takes it: short seats spelled out, words taken back left out, and a
showdown told by seats never called "not covered"."""

import pytest

from rulings.floor.carried import carried
from rulings.floor.retold import retold


@pytest.mark.parametrize(
    "typed, read",
    [
        ("S4 opened, #7 called, seat#9 folded", "seat 4 opened, seat 7 called, seat 9 folded"),
        ("s3 raps", "seat 3 raps"),
        ("Ks Qs 3s", "Ks Qs 3s"),  # cards, not seats
        ("no limit lowball, seat 2 bets", "no limit lowball, seat 2 bets"),
        ("Nobody raised. no-one called.", "Nobody raised. no-one called."),
    ],
)
def test_short_seats_are_spelled_out_and_nothing_else_changes(typed, read):
    assert retold(typed) == read


@pytest.mark.parametrize(
    "typed, kept, dropped",
    [
        ("Pot limit triple draw? no - pot limit ace to five single draw.", "single draw", "triple"),
        ("seat 4, sorry, seat 5 raised", "seat 5 raised", "seat 4"),
        ("S6 shows Ad... no wait As Kd, S6 has Ac Qc Jc 9c 4c.", "seat 6 has Ac Qc Jc 9c 4c", "Ad"),
        ("he drew two, I mean three", "three", "two"),
        ("2-7 triple... no, single draw. seat 1 had 7-5-4-3-2", "single draw", "triple"),
    ],
)
def test_words_taken_back_are_not_read(typed, kept, dropped):
    out = retold(typed)
    assert kept in out and dropped not in out


def test_what_a_player_said_is_not_a_correction():
    assert "seat 4 said no" in retold("seat 4 said no - he never raised")


def test_a_correction_changes_the_ruling_through_rule_story(cli):
    import json

    story = "Pot limit triple draw? no - pot limit ace to five single draw. After the draw seat 7 check raised."
    out = json.loads(cli("rule", "--game", "lowball", "--story", story, "--json").output)
    assert out["status"] != "not_covered"
    assert out["matches"][0]["topic"] == "check-raise"
    assert {"fact": "betting_structure", "value": "pot-limit"} in [
        {k: u[k] for k in ("fact", "value")} for u in out["understood"]
    ]


def test_a_showdown_told_by_seats_is_the_chapters_however_few_words_it_shares(cli):
    import json

    story = "T12 lwr lvl. S3 shows Ad 10d 7d 3d + bug, S6 has Ac Qc Jc 9c 4c. S3 says bug = K. help"
    out = json.loads(cli("rule", "--game", "five-card-draw", "--story", story, "--json").output)
    assert out["status"] != "not_covered"
    assert "joker" in [m["topic"] for m in out["matches"]]


def test_a_correction_takes_back_only_the_words_it_replaces():
    out = retold("Dealer exposed a five to seat 7 on the deal in the triple draw, sorry, the single draw deuce game.")
    assert "on the deal" in out and "triple" not in out and "single draw deuce game" in out


def test_seats_written_as_words_are_seats():
    assert retold("seat four has 6-5-3-2-A, seat two folds") == "seat 4 has 6-5-3-2-A, seat 2 folds"


def test_an_ellipsis_before_no_one_is_not_a_correction():
    assert retold("seat 3 bet... no one called") == "seat 3 bet... no one called"


def test_shorthand_and_seats_named_after_their_number_are_written_out(book):
    short = book.vocabulary
    assert (
        retold("JoB, chkd around, no1 opened b4 the deal", short)
        == "JoB, checked around, no one opened before the deal"
    )
    assert retold("the lady in the 6 seat raised", short) == "the lady in the seat 6 raised"
    assert retold("a 9-seat table", short) == "a 9-seat table"  # the table's size, not a seat
    assert retold("chkd", {}) == "chkd"  # nothing written out without the list


def test_a_time_before_a_seat_is_not_a_seat_number():
    assert retold("At approximately 05:10 Seat 1 showed") == "At approximately 05:10 Seat 1 showed"


def test_player_and_a_number_is_a_seat():
    assert retold("Player 8 open $10, player 6 call") == "seat 8 open $10, seat 6 call"
    assert retold("a 5 player game, player 2-7 rules") == "a 5 player game, player 2-7 rules"


@pytest.mark.parametrize(
    "typed, meant",
    [
        ("seat for opened with jacks, seat too says no", "seat 4 opened with jacks, seat 2 says no"),
        ("table ate, seat to's second card", "table 8, seat 2 second card"),
        ("seat three has for aces and the joker", "seat 3 has four aces and the joker"),
        ("he says that's to kings", "he says that's two kings"),
        ("queen jack ten nine ate of hearts", "queen jack ten nine eight of hearts"),
        ("jacks are better table one", "jacks or better table one"),
    ],
)
def test_numbers_that_dictation_wrote_as_words_sounding_alike(typed, meant):
    assert retold(typed) == meant


@pytest.mark.parametrize(
    "typed",
    [
        "held the seat for him",
        "move to the seat to the left",
        "the other seat too.",
        "jacks are better than tens",
        "he went looking for kings",
    ],
)
def test_words_that_only_sound_like_numbers_elsewhere_stay(typed):
    assert retold(typed) == typed


@pytest.mark.parametrize(
    "typed, meant",
    [
        ("The fellow in 7 lays down 7-6-5-4-3", "seat 7 lays down 7-6-5-4-3"),  # a man by his seat: that seat
        ("the lady in 5 spreads her hand", "the lady in seat 5 spreads her hand"),
        ("a guy in 2 hands won twice", "a guy in 2 hands won twice"),
        ("the kid in 20 minutes", "the kid in 20 minutes"),
    ],
)
def test_a_person_in_a_numbered_seat(typed, meant):
    assert retold(typed) == meant


def test_a_player_named_with_his_seat_is_that_seat_after():
    typed = "Tony (seat 2) had the joker. Paul (seat 5) had kings. Tony says aces. Paul says no."
    assert retold(typed) == "Tony (seat 2) had the joker. Paul (seat 5) had kings. seat 2 says aces. seat 5 says no."
    assert retold("Mr. Kwan in seat 3 opened. Kwan showed tens.") == "seat 3 opened. seat 3 showed tens."


@pytest.mark.parametrize(
    "typed", ["Sam (seat 2) moved. Later Sam (seat 6) said so.", "Then (seat 4) opened. Then he bet."]
)
def test_a_name_with_two_seats_or_a_word_that_is_no_name_stays(typed):
    assert retold(typed) == typed


@pytest.mark.parametrize(
    "typed, meant",
    [
        ("he's callin' it kings full", "he's calling it kings full"),
        ("just the two of 'em went to the draw", "just the two of them went to the draw"),
    ],
)
def test_a_dropped_g_and_em_are_written_out(typed, meant):
    assert retold(typed) == meant


@pytest.mark.parametrize(
    "typed, kept",
    [
        ('s4 asks for 1 - dealer pitches it - s4 "no wait, 2"', "asks for 1 - dealer pitches it"),
        (
            'Seat 2 said "two" then before the dealer touched the deck said "no wait, three".',
            "before the dealer touched",
        ),
        ("Guy in seat 7 says three cards then goes wait, no, two.", "says three cards"),
    ],
)
def test_a_players_own_change_of_mind_takes_nothing_back(typed, kept):
    assert kept in retold(typed)


def test_a_players_change_of_mind_leaves_the_draw_facts_readable(book):
    from rulings.floor.story import read_story

    story = retold('s4 asks for 1 - dealer pitches it - s4 "no wait, 2"')
    assert {r.fact: r.value for r in read_story(book, "five-card-draw", story)}["cards_dealt_on_request"] is True


def test_a_seat_named_by_its_number_in_words_before_seat():
    assert retold("me in the seven seat, him in the Four seat") == "me in the seat 7, him in the seat 4"
    assert retold("a two seat table") == "a two seat table"


@pytest.mark.parametrize(
    "told, carried_as",
    [
        ("seat 2 dumps all five and asks for five", "seat 2 dumps all five and seat 2 asks for five"),
        ("s5 took two, dealer pitched him three. Showdown he's got six cards", "Showdown seat 5 has got six cards"),
        ("seat 4 opens, seat 2 checks and then raises", "seat 2 checks and then seat 2 raises"),
    ],
)
def test_the_subject_a_clause_leaves_understood_is_written_in(told, carried_as):
    assert carried_as in carried(retold(told))


@pytest.mark.parametrize(
    "told",
    [
        "seat 8 called seat 2's bet and mucked",  # two seats doing things: whose muck?
        "the dealer gave seat 4 a card and turned the next one up",  # the dealer turned it
        "He says seat 4 opened and he called",  # someone no seat names came first
        "After the draw seat 3 checks. He bets into her and she raises.",  # a he and a she
        "I'm in seat 1 with three kings and he has three eights",  # the teller's own seat
        "Big blind says seat 3 raised and he has his option",  # another player, named by his place
        "Seat 2 raised and Curtis never saw it, so he knocked",  # a player named by name
    ],
)
def test_nothing_is_carried_where_the_subject_could_be_someone_else(told):
    before = retold(told)
    assert carried(before).lower().count("seat") == before.lower().count("seat")


def test_a_seat_told_once_and_then_he_is_named_in_the_ruling(cli):
    import json

    story = "Jacks. s5 took two, dealer pitched him three and he never counted. Showdown he's got six cards."
    out = json.loads(cli("rule", "--game", "jacks-or-better", "--story", story, "--json").output)
    assert "Seat 5" in out["rulings"][0]["here"]
