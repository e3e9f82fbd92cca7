"""Readings added at stop 43, from a notes app's Markdown, a floor supervisor from Quebec, a
spreadsheet shift log and a coach's call transcript: Markdown marks and list lines, cards named in
French or Spanish, "tray" for the trey, a player's own word that he never saw the raise, a seat
number before a list of cards, and words that only looked like an outside dispute (a tie asked
about where one hand beats the other, "seat 2 is supposed to open", "two wants the joker")."""

import pytest

from rulings.floor.card_names import in_english
from rulings.floor.cards_text import card_groups
from rulings.floor.matching import outside_disputes
from rulings.floor.retold import retold

from .test_story_table_games_and_translation import outside, roles, told


# -- a notes app's Markdown --------------------------------------------------------------------------------
def test_markdown_marks_are_no_words_and_each_list_line_is_a_sentence(book):
    text = '## T7 · lo 20/40\n- **S4** said "eight" and laid down 7d 6c 4s 3h 2c\n> Question: who wins?'
    plain = retold(text, book.vocabulary)
    assert "**" not in plain and "#" not in plain and ">" not in plain
    assert "T7 · lo 20/40.\nseat 4 said" in plain  # the heading ends a sentence before the first line


def test_a_call_held_against_the_hand_laid_down_after_it(book):
    text = (
        '## T7 · lo 20/40 · miscall\n- **S4** said "eight" and laid down 7d 6c 4s 3h 2c\n'
        "- **S9** has 8s 5c 4d 3c Ac\n> Question: who wins?"
    )
    assert told(book, "lowball", text)["hand_as_good_as_called"] is True  # a seven is better than the eight called


# -- cards named in French or Spanish ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "typed, english",
    [
        ("as de pique, roi de coeur and valet de trèfle", "ace of spades, king of hearts and jack of clubs"),
        ("the 4 de carreau go face up", "the 4 of diamonds go face up"),
        ("seat 7 open with two valet and two 5", "seat 7 open with two jacks and two 5"),
        ("he open with his valets", "he open with his jacks"),
        ("seat 3 have 8-6-4-2-as", "seat 3 have 8-6-4-2-ace"),
        ("el as de corazones", "el ace of hearts"),
    ],
)
def test_french_and_spanish_card_names_are_put_in_english(typed, english):
    assert in_english(typed) == english


@pytest.mark.parametrize(
    "text",
    [
        "Re: Mr. Lorenzo Pique (Seat 6)",  # a name
        "Seat 2 As 9s 7s 4s + joker",  # the ace of spades after a seat
        "the valet brought his car round",
        "his hand was as good as mine, two as well",
    ],
)
def test_english_words_that_look_like_french_cards_are_left(text):
    assert in_english(text) == text


def test_a_showdown_told_with_french_cards_is_read(book):
    text = (
        "At the showdown seat 2 he show as de pique, as de carreau, the joker, roi de trèfle and roi de coeur. "
        "Seat 6 have the dame de pique, dame de coeur, dame de carreau, 8 de trèfle and 8 de pique."
    )
    groups = card_groups(retold(text, book.vocabulary))
    assert [g.cards for g in groups] == [("As", "Ad", "Jk", "Kc", "Kh"), ("Qs", "Qh", "Qd", "8c", "8s")]


def test_tray_spoken_for_the_trey(book):
    plain = retold(
        "seven of clubs, five of diamonds, tray of hearts, deuce of spades; a six-four-tray", book.vocabulary
    )
    assert "trey of hearts" in plain and "six-four-trey" in plain
    assert "the chip tray" in retold("the chip tray and the deck", book.vocabulary)


def test_a_seat_number_before_a_list_of_cards_is_no_card():
    groups = card_groups("Seat 2, eight of hearts, eight of diamonds, the joker, three of clubs, three of spades.")
    assert [g.cards for g in groups] == [("8h", "8d", "Jk", "3c", "3s")]


@pytest.mark.parametrize(
    "text",
    [
        "JoB. S2 O 20 / S3 C / S2 drops hand face up - A Q 9 6 3, no pr. pre-drw. S5 hadnt acted, has KK",
        "Seat 8 opens for twenty, seat 1 calls, and then seat 8 lays his hand down, king-high, no pair.",
    ],
)
def test_an_opener_laying_his_hand_down_face_up_shows_it(book, text):
    assert told(book, "jacks-or-better", text)["opener_has_openers"] is False


# -- a player's own word -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Seat 4 rapped pat in turn; seat 4 says he never heard any raise.",
        "Seat 8 knocked on his turn, grabbed his cards back, says he never saw the raise.",
        "Bloke in seven knocks the table when it's on him, but he hadn't clocked that seat one had stuck a raise in.",
        "Our client rapped the table in his turn, unaware that the patron in Seat 9 had raised.",
    ],
)
def test_a_rapper_who_never_saw_the_raise(book, text):
    assert told(book, "five-card-draw", text)["rapped_unaware_of_raise"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Seat 8 knocked on his turn. Seat 3 says seat 8 never saw the raise.",
        "Seat 8 knocked on his turn. Can he still play if he never saw the raise?",
    ],
)
def test_another_players_word_or_a_supposition_is_still_no_fact(book, text):
    assert "rapped_unaware_of_raise" not in told(book, "five-card-draw", text)


def test_supposed_to_is_not_done(book):
    text = (
        "Seat 1 wins the pot. Next hand nobody opens for high again. Dealer had moved the button up one "
        "and now seat 2 is supposed to open for low again? Where should the button be?"
    )
    assert outside(book, "jacks-back", text) is None  # not "seat 2 is open" on the seating list


# -- words that only looked like an outside dispute --------------------------------------------------------
@pytest.mark.parametrize(
    "game, text",
    [
        ("five-card-draw", "He calls it eights full. And two wants the joker to be the third eight."),
        ("lowball", "Seat 2 has ace two three four five of hearts. Seat 7 has a six-four."),
        (
            "jacks-back",
            "Jacks Back. Before the draw seat 2 check with two as, seat 4 open 10$ with his valets, and seat 2 raise. "
            "Seat 4 say it's a trap. Seat 2 can do that?",
        ),
    ],
)
def test_a_run_of_ranks_or_a_pair_is_no_duplicate_card(book, game, text):
    named = [topic["id"] for topic in outside_disputes(book, retold(text, book.vocabulary))]
    assert "defective-deck" not in named


def test_a_split_asked_about_where_one_hand_wins_is_no_tie(book):
    text = (
        "Limit lowball. After the draw seat 2 checks, seat 5 bets 40, seat 2 calls. Seat 2 shows 6-4-3-2-A, "
        "seat 5 shows 9-7-5-3-2.\nQuestion: how do we split this up\nSeat 5 says seat 2 checked a 6, must bet sevens."
    )
    assert outside(book, "lowball", text) is None
    tied = "Seat 2 shows 6-4-3-2-A, seat 5 shows 6-4-3-2-A. How do we split it? Who gets the odd chip?"
    assert outside(book, "lowball", tied) == "ties-odd-chip"


def test_a_tie_is_still_named_without_cards(book):
    assert outside(book, "five-card-draw", "Both have the same hand. How do we split the pot, $25?") == "ties-odd-chip"


def test_who_is_supposed_to_show_first_is_the_showdown_order(book):
    text = "End of the hand, seat 1 called seat 4's bet, and neither wants to turn his cards first. Who's supposed to show first?"
    assert outside(book, "lowball", text) == "showdown-order"


# -- the tuned story end to end ----------------------------------------------------------------------------
def test_a_shift_logs_rap_is_ruled_for_the_rapper(cli):
    story = (
        "T2 5/10 draw antes\ntime | seat | action | amount | note\n20:17 | S3 | open | 10 |\n"
        "20:17 | S5 | rse | 20 | didnt say raise, just slid it out\n"
        '20:18 | S8 | knock | | his turn, rapped the table. meant "im pat"\n'
        "S8 grabbed them back. says he never saw the raise, he's playing, wants to call the 20 and stay pat.\n"
        "Question: is S8s hand dead or does he play"
    )
    result = cli("rule", "--game", "five-card-draw", "--story", story, "--fact", "rap_meant_pat=yes")
    assert result.exit_code == 0, result.output
    assert "NOT COVERED" not in result.output and "seat 8" in result.output.lower()
    assert "draw.rapping" in result.output


def test_roles_in_a_markdown_note(book):
    text = "## T3 · jacks\n- **S7** opened $10\n- **S2** called\n> Question: who acts first?"
    assert roles(book, "jacks-or-better", text)["opener"] == 7
