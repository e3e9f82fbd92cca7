"""Readings added at stop 29: a player telling his own case with his seat ("I'm in seat 6 ...
I opened"), labels in parentheses and an incident form's "Seats involved:" list, a raise told
before "everyone called", a room's own openers button, a hand the teller says the joker plays
as, a third low told by name beside two hands in cards, and a draw asked for and miscounted."""

import pytest

from rulings.floor.retold import retold, teller_as_seat
from rulings.floor.story import read

from .test_story_holdem_words import said
from .test_table_seats import roles, spoken


def test_the_teller_with_a_seat_is_that_seat_where_he_says_i_or_me():
    told = teller_as_seat('I\'m in seat 4 and I opened; he raised me. Seat 7 says "I had it".')
    assert told.startswith("seat 4 and seat 4 opened; he raised seat 4.")
    assert told.endswith('"I had it".')  # another player's own words stay his


@pytest.mark.parametrize(
    "text",
    [
        "I opened, seat 5 raised.",  # no seat of his own told
        "I'm in seat 2, no wait, I'm in seat 3 and I opened.",  # two seats: not taken
    ],
)
def test_i_is_left_alone_without_exactly_one_seat_of_his_own(text):
    assert teller_as_seat(text) == text


@pytest.mark.parametrize(
    "story",
    [
        "Ante game. I opened from seat 6 and two players called. After the draw the dealer points at seat 1. Who is first?",
        "me in seat 6, I opened, seats 8 and 9 called and we all drew. dealer says seat 8 acts first after the draw",
    ],
)
def test_the_teller_who_opened_is_the_opener(book, story):
    assert roles(book, "five-card-draw", story).get("opener") == 6


def test_a_label_in_parentheses_belongs_to_the_seat_before_it(book):
    story = "Seats involved: seat 5 (opener), seat 2, seat 8. What happened: seat 5 opened, seats 2 and 8 called."
    assert roles(book, "jacks-or-better", story).get("opener") == 5
    assert said(book, "jacks-or-better", retold("The opener (seat 2) folded to a raise."), "opener_still_in") is False


def test_the_seats_an_incident_form_lists_are_the_ones_in_dispute(book):
    story = (
        "Game: lowball, blinds Seats involved: button s6, s7, s8, s9 What happened: the dealer started the "
        "action before the draw on s7. Question: who should be first?"
    )
    assert "Seat 9 acts first" in spoken(book, "lowball", story)


@pytest.mark.parametrize(
    ("text", "raised"),
    [
        ("Blinds. Seat 5 raised, everybody called around to the big blind and he wants his option.", True),
        ("Blinds. Seat 5 raised and everyone called to the big blind.", True),
        ("Blinds. Seat 5 limped, everyone called to the big blind, he raised.", False),
    ],
)
def test_everyone_calling_after_a_raise_is_a_raised_pot(book, text, raised):
    assert said(book, "five-card-draw", retold(text), "big_blind_raised") is raised


@pytest.mark.parametrize(
    ("text", "in_use"),
    [
        ("Our room uses an openers button. Seat 3 opened.", True),
        ("seat 5 wants an openers button put out, we don't use one here", None),  # he asks for one: not told
        ("We don't use an openers button in this room. seat 5 says the dealer must use one", False),
    ],
)
def test_the_room_s_openers_button_is_read_in_words_about_the_room(book, text, in_use):
    assert said(book, "jacks-or-better", retold(text), "openers_button_in_use") is in_use


def test_a_hand_the_teller_says_the_joker_plays_as_is_not_a_second_hand(book):
    story = retold("Jacks back, went low. I'm seat 4 with joker 3 5 6 8, seat 1 has A 2 4 6 8. So I have 8-6-5-3-A.")
    told = read(book, "jacks-back", story)
    assert [label for label, _ in told.hands] == ["seat 4", "seat 1"]


def test_a_third_low_told_by_its_top_card_leaves_the_showdown_to_be_asked(book):
    story = retold("Seat 3 calls a seven and shows 8-6-5-3-2. Seat 6 has 8-7-4-3-A and seat 1 has a six.")
    told = read(book, "lowball", story)
    assert told.hands == [] and told.by_rank == []
    assert told.roles.get("best_low") == 1


def test_a_draw_asked_for_and_given_wrong_names_the_hand_miscounted(book):
    story = "Seat 3 asked for 1 and the dealer gave him 2. At the showdown he has six cards. Is seat 3 live?"
    assert "Seat 3's hand of 6 cards is folded" in spoken(book, "five-card-draw", story)


def test_the_house_plays_names_the_room_s_rule(book):
    story = retold("Jacks, house plays progressive openers. Nobody opened last hand; seat 2 opened with jacks.")
    assert said(book, "jacks-or-better", story, "progressive_openers") == "on"


def test_the_teller_may_give_his_seat_as_a_bare_number():
    assert teller_as_seat("me in 5 and the guy in 8, and he tells me I go first") == (
        "seat 5 and the guy in 8, and he tells seat 5 seat 5 go first"
    )
    assert teller_as_seat("I'm in 20 dollars and I called") == "I'm in 20 dollars and I called"


def test_an_incident_form_s_fields_typed_on_one_line_end_at_the_next_label(book):
    story = retold("Game: ace to five lowball, limit Seats involved: s2, s5 What happened: s2 checked a wheel")
    assert said(book, "lowball", story, "betting_structure") == "limit"
    assert retold("Mixed game: 2-7 and jacks back") == "Mixed game: 2-7 and jacks back"  # no form here


@pytest.mark.parametrize(
    ("text", "raised"),
    [
        ("Blinds. seat 2 is the big blind. seat 4 and seat 6 just called. Seat 2 raised.", False),
        ("Blinds. Everyone limped. The big blind raised.", False),
        ("Blinds. seat 2 is the big blind. seat 4 and seat 6 just called. Then on the draw seat 2 raised.", None),
    ],
)
def test_the_big_blind_s_raise_may_open_the_sentence_after_the_calls(book, text, raised):
    assert said(book, "lowball", retold(text), "big_blind_raised") is raised


def test_words_about_the_room_end_where_the_hand_is_told(book):
    story = retold("We play progressive openers and nobody opened the last hand. Seat 3 opened with jacks.")
    assert said(book, "jacks-or-better", story, "unopened_hands_before") == 1


def test_stakes_told_before_a_comma_and_the_antes(book):
    assert read(book, "jacks-or-better", retold("Jacks 20-40, antes only, seat 3 opens for $30.")).stakes == (20, 40)
    assert "$30 is not a legal open" in spoken(
        book, "lowball", "Lowball 20-40, blinds, antes too, seat 3 opens for $30."
    )


def test_the_dealer_cutting_the_betting_off_is_not_the_deck_s_cut(book):
    story = "2-7, heads up the whole way. After the draw we went bet and five raises and the dealer cut us off."
    assert "no rule on that" not in spoken(book, "kansas-city-lowball", story)


def test_a_question_whether_it_is_so_tells_nothing(book):
    story = retold("Seat 4 opened, seat 6 called. Is the opener still in? Seat 4 folded.")
    assert said(book, "jacks-or-better", story, "opener_still_in") is False


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("number four opened, number seven raised", "seat 4 opened, seat 7 raised"),
        ("the two checked and seat 5 bet", "the two checked and seat 5 bet"),  # both players, perhaps
        ("he has number one, the ace checks", "he has number one, the ace checks"),  # a hand and a card
    ],
)
def test_a_seat_told_by_its_number_on_the_radio(text, told):
    assert retold(text) == told


def test_stakes_told_in_words_head_the_story(book):
    assert read(book, "lowball", retold("Floor, the fifteen-thirty, seat 3 opened for twenty")).stakes == (15, 30)


def test_what_the_floor_ruled_is_not_what_happened(book):
    story = retold("Seat 2 opened, seat 5 called. The floor ruled the opener folded, was that right?")
    assert said(book, "jacks-or-better", story, "opener_still_in") is None


def test_the_funny_card_is_the_joker():
    assert retold("seat 2 has a flush with the funny card") == "seat 2 has a flush with the joker"


@pytest.mark.parametrize(
    ("text", "structure"),
    [("Lowball limit, seat 3 checked a seven.", "limit"), ("no limit low, dealer exposed a six", "no-limit")],
)
def test_the_structure_told_after_the_game(book, text, structure):
    assert said(book, "lowball", retold(text), "betting_structure") == structure


@pytest.mark.parametrize(
    "text",
    [
        "I knocked pat from seat 8, never saw that seat 6 had raised.",
        "Seat 2 didn't notice that seat 7 raised and rapped pat.",
        "seat 6 raised quietly and seat 2 never saw it, then knocked pat",
    ],
)
def test_a_raise_not_seen_told_either_way_round(book, text):
    assert said(book, "five-card-draw", retold(text), "rapped_unaware_of_raise") is True


@pytest.mark.parametrize(
    ("text", "now"),
    [("Three of us at the end, seat 2 calls a seven.", 3), ("three-way post-draw, seat 4 says six", 3)],
)
def test_the_players_at_the_end_told_with_us_or_way(book, text, now):
    assert said(book, "lowball", retold(text), "players_now") == now


def test_a_seat_that_knocks_at_the_draw_knocks_in_turn(book):
    story = retold("At the draw seat 6 knocked and the dealer went on to seat 7.")
    assert said(book, "kansas-city-lowball", story, "rapped_in_turn") is True
    story = retold("Seat 6 knocked out of turn at the draw.")
    assert said(book, "kansas-city-lowball", story, "rapped_in_turn") is not True


@pytest.mark.parametrize(
    ("game", "story"),
    [
        ("lowball", "On the deal my second card flew off the table and landed face down on the floor. I'm in seat 4."),
        (
            "kansas-city-lowball",
            "I'm seat 5, after the draw the dealer swept my cards into the muck while I was thinking.",
        ),
        (
            "five-card-draw",
            "The dealer gave seat 2 two cards on the first pass and kept going; everyone's cards are off by one.",
        ),
        ("lowball", "On the deal seat 6 got six cards. Nobody had acted yet."),
        (
            "five-card-draw",
            "Seat 4 said call, seat 1 showed, and seat 4 mucked without putting chips in. Does he owe the call?",
        ),
    ],
)
def test_disputes_the_chapter_has_no_rule_for(book, game, story):
    assert "no rule on that" in spoken(book, game, story)


def test_a_card_that_came_down_face_down_after_a_flip_was_flashed(book):
    story = retold("Lowball. On the deal seat 3's card flipped up in the air, a king, and came down face down.")
    assert said(book, "lowball", story, "exposure_kind") == "flashed"
    assert (
        said(book, "lowball", retold("On the deal seat 3's card landed face down on the floor."), "exposure_kind")
        is None
    )


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("Only Ali and Jen in seat 5 drew.", "Only Ali and seat 5 drew."),
        ("Nobody in seat 5 yet.", "Nobody in seat 5 yet."),  # no player named
        ("Subject in seat 1 takes cash out.", "seat 1 takes cash out."),  # a camera's label: a player, by his seat
    ],
)
def test_a_player_named_with_his_seat_is_that_seat_where_he_is_named(text, told):
    assert retold(text) == told


def test_a_seat_asked_about_takes_no_part(book):
    story = "seat 1 opened, seat 4 called, then seat 1 showed nines. Can seat 6 open it?"
    assert roles(book, "jacks-or-better", story).get("opener") == 1


def test_an_amount_does_not_lead_a_phrase_into_the_next_clause(book):
    story = retold("Jacks back, nobody opened high. seat 1 left of the button only has $3, low open is 10.")
    assert said(book, "jacks-back", story, "short_of_half_blind") is True
    story = retold("20-40 lowball, big blind's on s7, it's $20 and he's only got $8 left.")
    assert said(book, "lowball", story, "short_of_half_blind") is True


def test_an_uncalled_opener_going_to_muck_unseen_is_the_show_openers_dispute(book):
    from rulings.floor.matching import match

    story = retold("seat 7 opened, bet after the draw, everyone folded. seat 7 goes to muck without showing.")
    assert match(book, "jacks-or-better", story).matches[0].topic == "show-openers"


def test_the_only_caller_folding_leaves_the_opener_alone(book):
    story = retold("s2 open, only s5 call. after draw s2 bet, s5 fold. s2 show just 10s")
    assert said(book, "jacks-or-better", story, "opener_alone") is True
    story = retold("s2 opened, s5 called. after the draw s2 bet, s5 folded.")  # others may be in
    assert said(book, "jacks-or-better", story, "opener_alone") is None


def test_two_seats_left_after_the_draw_start_its_round_heads_up(book):
    story = retold("2-7. After the draw only s3 and s8 are left, they have gone six raises.")
    assert said(book, "kansas-city-lowball", story, "players_at_round_start") == 2
