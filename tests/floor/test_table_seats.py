"""The ruling for this table: the seat the rule falls on, named from the story (rules_data/parts
`here:` sentences over the seats floor/story.py and floor/seats.py put in each part), and nothing
named where the story leaves a seat in doubt."""

import pytest

from rulings.floor.interview import story_ruling
from rulings.floor.present import text_view
from rulings.floor.retold import retold
from rulings.floor.seats import worked_out
from rulings.floor.story import read
from rulings.floor.text import ruling_text
from rulings.style import Style


def spoken(book, game: str, story: str, facts: dict | None = None, about: str | None = None) -> str:
    done = story_ruling(book, game, None, story, facts or {}, about)
    text = ruling_text(text_view(book, done.ruling, done), Style(width=10_000))
    return " ".join(text.split("\nFrom your words:")[0].split())


def roles(book, game: str, story: str) -> dict:
    return read(book, game, retold(story, book.vocabulary)).roles


@pytest.mark.parametrize(
    ("story", "first"),
    [
        # every seat between the opener and the first one still in is told out
        ("s2 opens 10, s3 folds, s4 raises 20, s5 folds, s6 calls, s2 folds. Draw: s4 one, s6 two.", 4),
        # the players left told as a list are all of them
        ("The opener (seat 2) folded before the draw when seat 4 raised. Seats 4, 6 and 8 are left.", 4),
        ("seat 3 opened, seat 5 raised, seat 3 folded before the draw. seats 5, 7 and 9 drew.", 5),
        # "everyone else" is out
        ("Seat 2 opened, seat 7 raised, seat 9 called, everyone else was out, and seat 2 folded.", 7),
    ],
)
def test_the_first_player_still_in_left_of_a_folded_opener_is_named(book, story, first):
    assert roles(book, "jacks-or-better", story)["first_left_of_opener"] == first
    text = spoken(book, "jacks-or-better", story, {"betting_round": "second"}, about="first-to-act")
    assert text.startswith(f"RULING (jacks-or-better) Who acts first Seat {first} acts first after the draw")


@pytest.mark.parametrize(
    "story",
    [
        "Seat 2 opened, seat 5 raised and seat 2 folded.",  # seats 3 and 4 may still be in
        "Seat 2 opened, seat 5 raised, everyone folded to seat 7, and seat 2 folded.",  # seats after 7 had a turn
        "Seat 2 opened, seat 3 never called, seat 5 raised, and seat 2 folded.",  # a negated act tells nothing
    ],
)
def test_no_seat_is_named_where_a_seat_between_may_still_be_in(book, story):
    assert "first_left_of_opener" not in roles(book, "jacks-or-better", story)
    text = spoken(book, "jacks-or-better", story, {"betting_round": "second"}, about="first-to-act")
    assert "the first player still in to the left of seat 2 acts first" in text


def test_in_a_blind_game_the_first_player_still_in_left_of_the_button_is_named(book):
    story = (
        "Button seat 9, blinds 9, 1 and 2. Seats 3 and 4 folded, seat 5 raised, the middle blind in seat 1 "
        "folded, seats 2 and 9 called. After the draw who acts first?"
    )
    assert roles(book, "lowball", story)["first_left_of_button"] == 2
    assert "Seat 2 acts first after the draw" in spoken(book, "lowball", story, about="first-to-act")


def test_worked_out_seats_need_a_seat_told_of_every_player_between(book):
    from rulings.rules.phrasing import tokens

    text = "button is seat 4, seat 6 called, seat 8 raised"
    assert "first_left_of_button" not in worked_out(text, tokens(text), {"button": 4})
    text = "button is seat 4, seat 5 folded, seat 6 called, seat 8 raised"
    assert worked_out(text, tokens(text), {"button": 4})["first_left_of_button"] == 6


@pytest.mark.parametrize(
    ("game", "about", "story", "facts", "said"),
    [
        (
            "lowball",
            "changing-draw",
            "Seat 5 asks for one, the dealer slides it over, and seat 5 says he meant two.",
            {},
            "Seat 5 is held to the number of cards he asked for first.",
        ),
        (
            "five-card-draw",
            "cards-drawn-question",
            "Seat 2 asks seat 6 how many he took. Nobody has acted after the draw yet.",
            {"asker_in_hand": True},
            "Seat 6 must tell seat 2 truthfully how many cards he drew",
        ),
        (
            "five-card-draw",
            "rapping",
            "Seat 2 raps the table to show he's pat. He never saw that seat 8 had raised.",
            {"rapped_in_turn": True},
            "Seat 2 keeps his hand and may still act on the raise",
        ),
        (
            "lowball",
            "checked-seven",
            "Limit lowball. After the draw seat 4 checks 7-5-4-2-A. Seat 6 bets $40, seat 4 calls and wins.",
            {},
            "Seat 4 wins only the pot as it stood before the draw",
        ),
        (
            "lowball",
            "short-blind",
            "$20 big blind. Seat 9 only has $8 when it's his turn. Seat 1 is to his left.",
            {},
            "Seat 9 gets a hand, all in for what he has; seat 1 must post the full big blind.",
        ),
        (
            "jacks-or-better",
            "false-openers-pot",
            "Seat 1 opened, seat 5 raised, seat 7 called, they all drew. After the draw the opener only had sevens.",
            {"opener_alone": False, "opener_has_openers": False},
            "There was a raise, so the pot plays: seat 1's hand is dead",
        ),
        (
            "jacks-or-better",
            "declare-after-false-open",
            "Before the draw seat 2 opens, seat 5 calls, seat 7 hasn't "
            "acted. Seat 2 says he misread, he's only got tens. Seat 7 has queens and wants to open it.",
            {},
            "Seat 7 may declare the pot open; he then becomes the opener",
        ),
        (
            "kansas-city-lowball",
            "exposed-card",
            "2-7 lowball, the 6 of spades came face up to seat 3 on the deal.",
            {},
            "Seat 3 does not keep the exposed card: it is replaced.",
        ),
        (
            "five-card-draw",
            "betting-cap",
            "4-way before the draw, bet and four raises already in, seat 6 wants to raise again",
            {},
            "Seat 6 may not raise: a bet and four raises are in",
        ),
        (
            "lowball",
            "checked-seven",
            "Limit lowball. After the draw seat 4 checked a 7-5, seat 8 bet, seat 4 called and won.",
            {},
            "seat 8 gets back what he bet after the draw",
        ),
        (
            "lowball",
            "lowball-forced-bets",
            "15-30 lowball, three blinds. s4 first to act wants to check.",
            {},
            "Seat 4 may not check: the big blind is a bet",
        ),
        (
            "five-card-draw",
            "first-round-check",
            "Ante game, s2 wants to check before the draw.",
            {},
            "Seat 2 may check",
        ),
        (
            "lowball",
            "unannounced-pair",
            "s3 spreads 8-6-4-4-2, never says pair. s7 reads it as an eight and mucks.",
            {"another_hand_intact": False},
            "seat 3",
        ),
        (
            "lowball",
            "checked-seven",
            "10-20 ace-to-five. s4 checks a 7-4 after the draw, s6 bets, s4 calls and scoops it.",
            {},
            "Seat 4 wins only the pot as it stood before the draw",
        ),
        (
            "lowball",
            "missed-blind",
            "s7 was off at the cage when his big blind came around. He's back and wants cards.",
            {"forced_bets": "blinds"},
            "Seat 7 is not dealt in",
        ),
    ],
)
def test_the_ruling_names_the_seat_it_falls_on(book, game, about, story, facts, said):
    assert said in spoken(book, game, story, facts, about)


def test_a_part_two_seats_are_given_names_neither(book):
    story = "Seat 3 asks for two and seat 5 asks for three; the dealer deals, and seat 5 says he meant one."
    assert "drawer" not in roles(book, "lowball", story)
    text = spoken(book, "lowball", story, {"cards_dealt_on_request": True}, about="changing-draw")
    assert "Seat 3 is held" not in text and "Seat 5 is held" not in text
    assert "The player is held to the number he first asked for" in text


def test_the_reason_the_pot_plays_is_this_table_s_reason(book):
    # Two callers and no raise: the sentence gives that reason, not the raise.
    story = "Jacks or better. Seat 4 opened, seats 6 and 8 called. Before the draw seat 4 showed he had no openers."
    text = spoken(
        book,
        "jacks-or-better",
        story,
        {"pot_raised_before_draw": False, "opener_alone": False, "predraw_action_complete": False},
        about="false-openers-pot",
    )
    assert "Two or more players called the open, so the pot plays: seat 4's hand is dead" in text
    assert "There was a raise" not in text


def test_a_sentence_two_rules_share_is_said_once(book):
    # Kansas City check-raising: the Five-Card Draw rule and Kansas City's own say the same of seat 1.
    story = "kc lowball limit, after the draw seat 1 checks, seat 4 bets, seat 1 raises. seat 4 says no check raise"
    assert (
        spoken(book, "kansas-city-lowball", story, about="check-raise").count("Seat 1 may check and then raise.") == 1
    )


def test_the_bettor_is_named_only_when_one_seat_bet_after_the_check(book):
    story = (
        "Limit lowball. Seat 2 bet before the draw. After the draw seat 4 checked a 7-5, seat 8 bet, seat 2 bet too."
    )
    assert "bettor" not in roles(book, "lowball", story)


@pytest.mark.parametrize(
    ("story", "facts", "first"),
    [
        # the dispute names the seats it is between: the first of them in turn, from the opener
        ("ante game: s2 opened, s7 raised, s2 folded, s5 called. after the draw who acts first, s5 or s7?", {}, 5),
        (
            "s3 opened then folded to s8's raise, s1 called. After the draw s1 and s8 both think the other acts first.",
            {"forced_bets": "antes"},
            8,
        ),
    ],
)
def test_the_seats_a_who_acts_first_dispute_is_between_decide_it(book, story, facts, first):
    text = spoken(book, "five-card-draw", story, facts, about="first-to-act")
    assert f"Seat {first} acts first after the draw" in text


def test_one_seat_named_with_first_is_no_dispute_between_seats(book):
    story = "Seat 2 opened, seat 5 raised and seat 2 folded. Who acts first after the draw?"
    assert "first_left_of_opener" not in roles(book, "five-card-draw", story)


def test_first_round_with_blinds_the_seat_past_the_big_blind(book):
    story = "High draw with three blinds, button's the 5. Dealer had the 6 seat act first, s8 says it's him."
    text = spoken(book, "five-card-draw", story, {"betting_round": "first"}, about="first-to-act")
    assert "Seat 8 acts first: he is the first player to the left of the big blind" in text
    # the middle blind, one seat past the button, is never first: no seat named from him alone
    assert "first_left_of_big_blind" not in roles(
        book, "five-card-draw", "Button seat 5. Seats 6 and 7 say who acts first?"
    )


@pytest.mark.parametrize(
    ("story", "facts", "want"),
    [
        (
            "seat 6 opened, seat 9 called, both drew, seat 6 bet and seat 9 folded. seat 6 shows down no openers.",
            {"opener_alone": True},
            "seat 9 gets back what he bet",
        ),
        (
            "$10-$20 jacks, s1 opened, s4 called, rest still to act, then s1 turns up tens. Nobody else has openers.",
            {"opener_alone": False, "pot_raised_before_draw": False},
            "seat 4 gets back what he bet",
        ),
    ],
)
def test_the_one_caller_of_a_false_open_is_told_his_bets_come_back(book, story, facts, want):
    assert want in spoken(book, "jacks-or-better", story, facts, about="false-openers-pot")


def test_two_callers_of_a_false_open_name_no_one_seat(book):
    story = "seat 1 opened, seat 4 called, seat 6 called, then seat 1 turns up tens. Nobody else has openers."
    assert "open_caller" not in roles(book, "jacks-or-better", story)


@pytest.mark.parametrize(
    ("story", "role", "seat"),
    [
        ("Floor, s7's got six cards after the draw.", "miscounted", 7),  # "'s got": has
        ("s1's to the left of the button and won't open the low.", "left_of_button", 1),  # "'s to": is
        ("dealer turned s4's card face up on the deal, a six.", "exposed_to", 4),  # a seat's own card
        ("button's on 1 so the middle blind is the 2 seat.", "button", 1),
        ("s2 asked the 6 how many he took and he won't say.", "asked", 6),
        ("New player in the 5 wants cards this hand.", "entering", 5),
        ("big blind's on s7 and he's only got $8 left. s8 says he can't play.", "next_player", 8),
        ("the big blind s3 made it thirty after four limpers.", "big_blind", 3),
    ],
)
def test_seats_told_the_short_way_are_put_in_their_parts(book, story, role, seat):
    assert roles(book, "lowball", story).get(role) == seat


def test_the_next_player_is_named_only_where_the_story_tells_of_that_seat(book):
    assert "next_player" not in roles(book, "lowball", "40-80 lowball, s4's got $15 left and it's his $40 big blind.")
    text = spoken(
        book,
        "lowball",
        "Floor! 20-40 lowball, big blind's on s7, it's $20 and he's only got $8 left. s8 says s7 can't get a hand.",
        {"short_of_half_blind": True},
        about="short-blind",
    )
    assert "Seat 7 gets a hand, all in for what he has; seat 8 must post the full big blind" in text


@pytest.mark.parametrize(
    ("story", "alone"),
    [
        ("Jacks. s7 opened, s1 called, both drew. s7 bets, s1 folds, then s7 shows nines.", True),
        ("s3 opened, s5 called, s8 called, after the draw s3 bet, s5 folded, s8 folded, everyone else was out.", True),
        ("s7 opened, s1 called, both drew. s7 bets, s1 raises.", False),  # s1 still in
        ("s7 opened, s1 called, s4 called. s7 bets, s1 folds.", False),  # s4 still in
        ("s7 opened, s1 and s4 called, everyone else folded. s7 bets, s1 folds.", False),  # the rest: s4 still in
        ("s2 opened, s4 and s6 called, rest folded, then s2 shows tens.", False),
        ("s3 opened, s5 called, after the draw s3 bet and everyone else folded.", None),  # s5 may be one of them
        ("s7 opened, s1 called. s7 bets, s1 folds.", None),  # seats no one mentions may be in
    ],
)
def test_the_opener_is_alone_only_where_every_other_seat_is_told_out(book, story, alone):
    told = {r.fact: r.value for r in read(book, "jacks-or-better", retold(story)).readings}
    assert told.get("opener_alone") is alone


def test_an_amount_is_named_only_where_the_story_tells_it_once_and_no_raise(book):
    story = "Limit lowball. After the draw seat 4 checks 7-5-4-2-A. Seat 6 bets $40, seat 4 raises, seat 6 calls."
    text = spoken(book, "lowball", story, {"seven_had_best_hand": True}, "checked-seven")
    assert "seat 6 gets back what he bet after the draw" in text and "$40" not in text


@pytest.mark.parametrize(
    ("story", "other"),
    [
        ("Seat 3 opened, seat 6 raised, seat 3 called and they both drew. Seat 3 turns over tens.", 6),
        ("s3 opened, s5 raised, s7 folded, everyone else folded, then s3 shows tens.", 5),
        ("s3 opened, s6 raised, s3 called. After the draw s3 turns over tens.", None),  # others may be in
        ("s3 opened, s5 raised, s7 called, then s3 shows tens.", None),  # two live hands
    ],
)
def test_the_only_other_live_hand_is_named_where_every_seat_is_accounted_for(book, story, other):
    assert roles(book, "jacks-or-better", story).get("other_live") == other


def test_a_seat_named_without_an_act_before_the_contenders_names_neither(book):
    story = "Lowball, button on the 9, s1 middle blind folded, s2 big blind, s5 and s7 drew. s7 says s5 should act first after the draw."
    assert "first_left_of_button" not in roles(book, "lowball", story)  # the big blind in seat 2 may still be in
    told = story.replace("s2 big blind,", "s2 big blind folded,")
    assert roles(book, "lowball", told).get("first_left_of_button") == 5


def test_a_pot_that_plays_after_a_new_opener_declared_still_needs_his_openers(book):
    # ¶3 makes the pot play; ¶2 still has the player who declared it open show openers to win
    text = "After s2's false open, s5 declared it open with queens. Post-draw s5 bets, all fold."
    said = spoken(book, "jacks-or-better", text, {"predraw_action_complete": True}, about="false-openers-pot")
    assert "seat 5 declared it open, so he is now the opener and must show openers to win it" in said
