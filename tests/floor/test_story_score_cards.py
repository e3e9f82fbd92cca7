"""Readings added at stop 38, from a dealer's score-card notes ("S3 O 10 / S5 R / S3 D2 / all F"),
an old regular's complaint typed up by his grandson ("[grandpa was in seat 2]"), a riverboat
floorman's drawl and a retired dealer's memoir: act letters after a seat, the game's label
before a value ("fcd ante."), a phrase that does not run across a comma or a new line unless
it was written so, a hand of five where only five will do, and the traps that must read nothing."""

import pytest

from rulings.floor.retold import retold
from rulings.floor.score_card import score_card

from .test_story_table_games_and_translation import roles, story_of, told

LETTERS = {"O": "open", "C": "call", "R": "raise", "F": "fold", "B": "bet", "X": "check", "P": "stand pat", "D": "draw"}


# -- a dealer's score card ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "notes, written",
    [
        ("seat 3 O 10 / seat 5 R 20 / seat 3 C", "seat 3 opens 10, seat 5 raises 20, seat 3 calls"),
        ("seat 5 P, seat 7 D2", "seat 5 stands pat, seat 7 draws 2"),
        ("all F → seat 4 wants R", "all folds, seat 4 wants to raise"),
        ('seat 3 asks "good to O?"', 'seat 3 asks "good to open?"'),
        ("seat 1 forced O 20", "seat 1 forced open 20"),
        ("B=seat 4. nobody O", "the button is seat 4. nobody opens"),
        ("seat 9(B) C", "seat 9 (the button) calls"),
        ("seat 1 (left of B) has 5", "seat 1 (left of the button) has 5"),
        ('seat 4 (in hand) → seat 8 "how many?"', 'seat 4 (in hand) asks seat 8 "how many?"'),
        ("house = kill only if nobody objects", "house rule: kill only if nobody objects"),
    ],
)
def test_a_score_cards_notes_are_written_out(notes, written):
    assert score_card(notes, LETTERS) == written


@pytest.mark.parametrize(
    "text",
    [
        "seat 4 c and seat 5 r",  # lower case: not a score card's letter
        "seat 2 has A K Q J 9",  # a hand's ranks
        "30/60 lowball",  # stakes keep their slash
        "seat 3 Ofsuit",  # a word, not a letter
    ],
)
def test_what_is_no_act_letter_stays_as_it_was(text):
    assert score_card(text, LETTERS) == text


def test_a_score_card_tells_the_opener_the_raises_and_the_draw(book):
    story = story_of(
        book,
        "five-card-draw",
        "fcd 30/60. 2nd rd starts 3 way S1 S4 S9. S1 B / S4 R / S9 R / S1 F / S4 R / S9 R → now HU S4 v S9, S4 wants R",
    )
    got = {r.fact: r.value for r in story.readings}
    assert got["betting_round"] == "second"
    assert got["players_at_round_start"] == 3
    assert got["raises_so_far"] == 4
    assert got["players_now"] == 2
    assert story.stakes == (30, 60)


def test_a_score_card_names_the_opener_and_who_drew_what(book):
    story = story_of(book, "five-card-draw", "fcd ante. S2 O 20 / S3 F / S5 R 40 / S7 C / S2 F. drw S6 D3")
    assert story.roles["opener"] == 2
    got = {r.fact: r.value for r in story.readings}
    assert got["forced_bets"] == "antes"
    assert got["opener_still_in"] is False
    assert got["cards_wanted"] == 3


@pytest.mark.parametrize(
    "text, fact, value",
    [
        ("fcd ante.", "forced_bets", "antes"),
        ("lb, blinds.", "forced_bets", "blinds"),
        ("JB, no hi O → low.", "side", "low"),
        ("JB. S4 O hi 20 / all F.", "side", "high"),
        ("post drw, no act yet.", "action_after_draw", False),
        ("nothing off deck yet, nobody else moved.", "cards_dealt_on_request", False),
        ("S7 has 1 full ante out, 0 chps behind.", "player_has_only_ante", True),
        ("S3 O 20 / S6 C 20 / S3 false, only Q hi.", "opener_has_openers", False),
        ("JB → low. S1 (left of B) has 5 left, open bet 20.", "short_of_half_blind", True),
    ],
)
def test_score_card_words(book, text, fact, value):
    game = "jacks-back" if text.startswith("JB") else "jacks-or-better" if "false" in text else "five-card-draw"
    assert told(book, game, text).get(fact) == value


def test_the_game_label_goes_only_before_a_whole_value(book):
    assert "forced_bets" not in told(book, "five-card-draw", "fcd ante up or fold")  # not "ante" alone
    assert "side" not in told(book, "jacks-back", "Subject: who may open\nHi Pat,\n- Nobody said it")


# -- a hand of five, ranks listed, the flush told before its ranks ------------------------------------------
def test_four_cards_and_a_deuce_are_no_final_hand_and_no_count(book):
    got = told(
        book,
        "jacks-or-better",
        "Six seat opened, said he was splittin' and put one card under a chip, the queen of spades. He ends up "
        "with ten, nine, eight of spades, a seven of hearts and a deuce.",
    )
    assert got.get("opener_discards") == "Qs"
    assert "opener_final_hand" not in got  # the deuce's suit is untold
    assert "cards_after_draw" not in got  # "ten, nine, eight" are ranks, not ten cards
    assert told(book, "five-card-draw", "He ended up with 6 cards.")["cards_after_draw"] == 6


def test_a_hand_must_be_five_cards(book):
    assert "opener_hand" not in told(book, "jacks-or-better", "Seat 3 opened with Qd Qs 9c 4h.")
    assert told(book, "jacks-or-better", "Seat 3 opened with Qd Qs 9c 4h 2s.")["opener_hand"] == "Qd Qs 9c 4h 2s"


@pytest.mark.parametrize(
    "text, hand",
    [
        ("He ends up with a club flush, king, nine, seven, four, deuce.", "Kc 9c 7c 4c 2c"),
        ("He ends up with jack-ten-nine-eight-seven of spades.", "Js Ts 9s 8s 7s"),
    ],
)
def test_a_flush_told_by_its_ranks_and_its_suit(book, text, hand):
    got = told(book, "jacks-or-better", 'Seat 2 says "splitting" and sticks his discard under a chip. ' + text)
    assert got["opener_final_hand"] == hand


# -- phrases do not run across a comma or a new line unless written so --------------------------------------
def test_a_comma_ends_a_seats_label(book):
    found = roles(book, "lowball", "the button is seat 9, small blind seat 1, middle blind seat 2, big blind seat 3.")
    assert (found["button"], found["small_blind"], found["middle_blind"], found["big_blind"]) == (9, 1, 2, 3)
    assert roles(book, "lowball", "seat 9 (small blind) and seat 2 (big blind) fold")["small_blind"] == 9


def test_a_new_line_ends_a_clause(book):
    got = told(
        book, "jacks-back", "Subject: JB short stack on the forced open\nHi Pat,\n- Nobody opened high, hand went low"
    )
    assert got["side"] == "low"


def test_three_blinds_joined_are_no_stakes(book):
    assert story_of(book, "lowball", "lowball 10-20-30 blinds").stakes == ()
    assert story_of(book, "lowball", "$10/$20/$30 blinds at $30-$60 lowball").stakes == (30, 60)
    story = story_of(book, "lowball", "lb 30/60 blinds 10/20/30. S4 up for BB, only has 10 left.")
    assert story.stakes == (30, 60)
    assert {r.fact: r.value for r in story.readings}["short_of_half_blind"] is True


# -- the typist's brackets, seats in drawl -------------------------------------------------------------------
def test_the_relative_in_the_typists_brackets_is_the_teller(book):
    assert "[I was in seat 2]" in retold("I got the bug. [grandpa was in seat 2]")
    assert "[I am seat 5;" in retold("I declare it open. [grandpa is seat 5; nobody had called]")
    got = told(
        book,
        "jacks-or-better",
        "Seat 2 opens, then shows sevens. I'm sitting on kings, so I declare it open. [grandpa is seat 5]",
    )
    assert got["declarer_has_openers"] is True
    assert roles(book, "jacks-or-better", "Seat 2 opens. I declare it open. [grandpa is seat 5]")["declarer"] == 5


def test_a_bracket_without_a_first_person_story_is_left_alone():
    assert retold("Seat 4 opened. [grandpa was in seat 2]") == "Seat 4 opened. [grandpa was in seat 2]"


@pytest.mark.parametrize(
    "text, seat",
    [("Six seat opened, said he was splitting.", 6), ("The three seat opens, four seat throws his away.", 3)],
)
def test_a_seat_named_first_in_its_sentence(book, text, seat):
    assert roles(book, "jacks-or-better", text)["opener"] == seat


def test_the_five_hole_is_seat_5():
    assert retold("that loudmouth in the five hole raised") == "that loudmouth in the seat 5 raised"
    assert retold("We had a six seat table.") == "We had a six seat table."


# -- drawl and memoir phrasings ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        (
            "lowball",
            "The one seat hollers seven, and the nine seat throws his eight into the muck, and then the one seat turns over a nine-six.",
            "hand_as_good_as_called",
            False,
        ),
        (
            "five-card-draw",
            "Me and him in the five hole were the only two left when the last round started.",
            "players_at_round_start",
            2,
        ),
        (
            "five-card-draw",
            "I already folded, see, so I ask the dealer how many the two seat took.",
            "asker_in_hand",
            False,
        ),
        ("five-card-draw", "Nobody'd bet yet after the draw, and I ask how many he took.", "action_after_draw", False),
        (
            "kansas-city-lowball",
            "House sign says the cap comes off when it gets down to two.",
            "heads_up_cap",
            "removed",
        ),
        (
            "jacks-or-better",
            "Seat 2 opens, seat 5 bumps it, seat 2 bumps it back, then seat 2 shows no openers.",
            "pot_raised_before_draw",
            True,
        ),
        (
            "lowball",
            "pitching seat 4 his 3rd card it flipped up a little, then it came back down face down",
            "exposure_kind",
            "flashed",
        ),
    ],
)
def test_drawl_and_memoir_words(book, game, text, fact, value):
    assert told(book, game, text).get(fact) == value


@pytest.mark.parametrize(
    "text, left",
    [
        ("Deuce-to-seven, four of us start the round after the draw, two fold, and me and seat 6 go at it.", 2),
        (
            "After the draw four players with chips are in; by the time seats 5 and 9 have folded there were four raises.",
            2,
        ),
        ("After the draw we started with four players, one folded, and now two want to keep raising.", 3),
    ],
)
def test_the_players_left_are_those_the_round_began_with_less_the_folds(book, text, left):
    assert told(book, "kansas-city-lowball", text)["players_now"] == left


def test_folds_told_twice_over_leave_the_count_unread(book):
    got = told(book, "kansas-city-lowball", "After the draw four of us start the round, two fold, then one folded.")
    assert "players_now" not in got


@pytest.mark.parametrize(
    "text, callers",
    [
        ("Seat 6 opens for high, everybody gets out, and he's got a pair of tens.", 0),
        ("Seat 5 opened, only I called, and before the draw he showed he had nines.", 1),
        ("Seat 3 opens, seat 5 calls, everybody else folds.", 1),
    ],
)
def test_callers_of_the_open(book, text, callers):
    assert told(book, "jacks-back", text)["callers_of_open"] == callers


@pytest.mark.parametrize(
    "text",
    [
        "After the draw, no action yet. Seat 4 (in hand) asks seat 8 how many he took.",
        "Nobody'd bet yet after the draw, and the three seat, who's still in there, asks the nine seat how many he took.",
    ],
)
def test_an_asker_still_in_the_hand(book, text):
    assert told(book, "five-card-draw", text)["asker_in_hand"] is True


def test_can_only_draw_four_is_no_count(book):
    got = told(book, "five-card-draw", "Seat 7 asked for five. Seat 8 told him you can only draw four.")
    assert got.get("cards_wanted") == 5


# -- the whole ruling, from the command line ------------------------------------------------------------------
def test_a_score_card_is_ruled_on_for_this_table(cli):
    result = cli(
        "rule", "--game", "kansas-city-lowball", "--story",
        "KC, house = B + 6 R. pre-drw 4 w/ chps. B then R R R R R R (6). S7 wants 7th R. ok?",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "Seat 7 may not raise: a bet and six raises are in" in result.output
    assert "Still needed" not in result.output


def test_a_drawled_order_of_action_asks_only_the_round(cli):
    story = (
        "Ante game, button sittin' on the one seat. The three seat opens, the four seat throws his away, the five "
        "seat raises, and the three seat just lays it down, and then the seven seat calls. The dealer don't know "
        "who speaks first now the opener's gone."
    )
    result = cli("rule", "--game", "five-card-draw", "--story", story, "--json")
    assert result.exit_code == 0, result.output
    data = __import__("json").loads(result.output)
    assert data["matches"][0]["topic"] == "first-to-act"
    assert {u["fact"]: u["value"] for u in data["understood"]}["opener_still_in"] is False


def test_a_hand_history_miscall_takes_the_miscaller_out_of_the_showdown(cli):
    story = (
        "Table 6 - $20/$40 A-5 Lowball\n*** SHOW DOWN *** (3 players)\n"
        'Seat 2: "seven" - shows [8c 6d 4h 2s Ac]\nSeat 5: shows [9d 7h 5c 3s 2d]\nSeat 8: shows [Td 6c 5d 4s 3h]\n'
        "Floor: all three hands on the table. Who gets it?"
    )
    result = cli("rule", "--game", "lowball", "--story", story)
    assert result.exit_code == 0, result.output
    assert "Seat 5 wins" in result.output and "Seat 2 wins" not in result.output


def test_no_winner_is_named_where_the_dead_hand_is_unknown(cli):
    hands = "seat 2: 8c 6d 4h 2s Ac; seat 5: 9d 7h 5c 3s 2d; seat 8: Td 6c 5d 4s 3h"
    result = cli(
        "rule", "--game", "lowball", "--story", "Three-way showdown, one player miscalled his hand.",
        "--fact", f"showdown_hands={hands}", "--fact", "hand_as_good_as_called=no", "--fact", "players_now=3",
        "--fact", "miscall_caused_muck=no", "--about", "verbal-declarations",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "is dead" in result.output and "Seat 2 wins" not in result.output and "Seat 5 wins" not in result.output


@pytest.mark.parametrize(
    "text, stakes",
    [
        ("I won my second pot in a row in seat 5, 20-40 lowball, and the dealer says it's a kill.", (20, 40)),
        ("The fight was at the Bike in '88, twenty-forty jacks.", (20, 40)),
        ("dealer still says im stuck w 3. 5/10", (5, 10)),
    ],
)
def test_a_number_set_apart_before_the_stakes_is_no_third_blind(book, text, stakes):
    assert story_of(book, "lowball", text).stakes == stakes


@pytest.mark.parametrize("text", ["seat 5 $10-$20 lowball, seat 3 opens", "seat 5 10-20 lowball, seat 3 opens"])
def test_a_seat_before_the_stakes_is_no_third_blind(book, text):
    assert story_of(book, "lowball", text).stakes == (10, 20)
