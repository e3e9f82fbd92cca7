"""Readings added at stop 45, from a German floor manager, a manager's reply letters to patrons, a
texter whose phone corrects his words and a New York old-timer: German card names ("Ass Pik",
"Herz Dame", "zwei Zehner"), a joker's use claimed in quotes, "says:" before another's claim, a letter
written to the player himself ("You stated that you were in Seat 4"), a correction sent after a
mangled word ("*jack"), "raise once more", an opening hand that held openers (so a split could
have kept them), and words that only looked like an outside dispute."""

import json

import pytest
from typer.testing import CliRunner

from rulings.cli.app import app
from rulings.floor.card_names import in_english
from rulings.floor.plain_words import plainly

from .test_story_caps_and_cries import cards
from .test_story_table_games_and_translation import outside, roles, told


# -- German card names ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, read",
    [
        ("seat 2 shows Ass Pik, Ass Herz, the Joker, König Kreuz and König Karo", [("As", "Ah", "Jk", "Kc", "Kd")]),
        ("seat 7 turns over Herz Dame, Herz Bube, Herz 9, Herz 6 and Herz 2", [("Qh", "Jh", "9h", "6h", "2h")]),
        ("seat 3 has 5 Herz, 6 Kreuz, 7 Pik, 8 Karo, 9 Pik", [("5h", "6c", "7s", "8d", "9s")]),
    ],
)
def test_cards_told_by_their_german_names(book, text, read):
    assert cards(book, text) == read


def test_german_rank_words_and_counts_are_put_in_english():
    assert in_english("he shows his two Zehner, no Bube") == "he shows his two tens, no jack"
    assert in_english("a Herz flush") == "a hearts flush"
    assert in_english("Frau Schmidt on seat 6 has two Könige") == "Frau Schmidt on seat 6 has two kings"


def test_english_words_stay_where_no_german_card_is_named():
    text = "what an ass, says the dame next to him"
    assert in_english(text) == text


# -- the joker's use, claimed in quotes ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, use",
    [
        ('Seat 2 shows two aces, two kings and the joker and says "full house, the joker is my third ace".', "ace"),
        (
            'Seat 4 has the joker and says it is a second ace, "double ace flush". Seat 7 has a king high flush.',
            "flush",
        ),
        ("Seat 4 shows a spade flush: ace, jack, 8, 4 and the joker, and says the joker is a second ace.", "flush"),
        ("Seat 2 spreads five hearts, the ace, jack, eight, five and the joker, hollering double ace.", "flush"),
        (
            "Seat 2 turned over the six of spades, seven of hearts, eight of diamonds and nine of clubs with the joker.",
            "straight",
        ),
        ("Seat 4 has four hearts with the ace and the joker, calls it a double-ace flush.", "flush"),
        ("He has got the ace of diamonds, jack, eight, five of diamonds and the bug, and he goes double-ace.", "flush"),
        ("The guy in seat 3 shows nine, eight, the joker, six, five, all different suits.", "straight"),
        ("Seat 7 with three nines says that is no straight, about seat 5's J-10-bug-8-7.", "straight"),
        ("Seat 8 shows two sevens, two kings and the joker. He says the joker is his third seven.", "other"),
        (
            'Seat 2 has the joker, hollering "double-ace flush, nobody beats that." Seat 2 says his joker is a second ace.',
            "flush",
        ),
    ],
)
def test_what_the_joker_is_used_as(book, text, use):
    assert told(book, "five-card-draw", text).get("joker_used_as") == use


def test_a_joker_run_of_six_is_no_hand(book):
    assert "joker_used_as" not in told(book, "five-card-draw", "seat 5 has nine, eight, the joker, six, five, four")


def test_ranks_told_then_all_of_one_suit(book):
    assert cards(book, "Seat 7 has got ace, king, ten, nine, trey, all clubs.") == [("Ac", "Kc", "Tc", "9c", "3c")]


# -- "says:" ------------------------------------------------------------------------------------------------
def test_another_players_claim_after_a_colon_is_not_what_happened(book):
    text = (
        "Seat 1 opened with Ah Kh Qh Jk 4c. On the draw he throws only the 4c and takes one card. "
        "Seat 3 says: he has split his openers, so he cannot win."
    )
    assert "opener_kept_openers" not in told(book, "jacks-or-better", text)


def test_a_players_own_account_after_a_colon_is_read(book):
    text = "20-40 jacks, five saw the draw. s2 bet, then s4, s5, s1 and s3 each raised. Seat 2 says: I'm making it six bets."
    assert told(book, "jacks-or-better", text).get("raises_so_far") == 4


# -- a letter to the player himself --------------------------------------------------------------------------
def test_a_letter_to_the_player_reads_you_as_his_seat(book):
    text = (
        "Dear Mr. Lund, Thank you for your letter. You stated that you were in Seat 3 and that Seat 5 opened for $10. "
        "You raised to $20 and Seat 5 re-raised. Before you had acted on the re-raise, Seat 5 showed a pair of tens."
    )
    read = told(book, "jacks-or-better", text)
    assert read.get("predraw_action_complete") is False
    assert read.get("pot_raised_before_draw") is True


def test_a_letter_counts_the_patrons_call_once(book):
    text = (
        "Dear Ms. Ito, You stated that Seat 4 opened, that you called from Seat 6 and Seat 9 also called, "
        "and that after the draw Seat 4 found he had no pair at all."
    )
    assert told(book, "jacks-or-better", text).get("callers_of_open") == 2


def test_a_letter_reads_your_cards_as_the_patrons(book):
    text = (
        'Dear Mr. Park, You stated that it was just you in Seat 2 and Seat 8 at the showdown, that he called "seven" '
        "and turned up an eight. You had not released your cards."
    )
    assert told(book, "lowball", text).get("miscall_caused_muck") is False


def test_you_in_a_story_that_is_no_letter_stays_you(book):
    text = "You know how it is. Seat 4 opens, seat 5 raises, can you tell me who acts first after the draw?"
    assert roles(book, "five-card-draw", text).get("opener") == 4


# -- a correction sent after a word the phone changed ----------------------------------------------------------
def test_a_starred_correction_replaces_the_word_before_it():
    assert plainly("seat 5 has ace king jackets eight deuce all clubs. *jack.").startswith(
        "seat 5 has ace king jack eight deuce"
    )
    assert "the opener says" in plainly("Seat 5 the opened *opener says his hand is dead")


def test_stars_that_are_no_correction_are_left():
    assert "*Note:" in plainly("he did not open. *Note: the dealer saw it")
    assert "*stress*" in plainly("seat 2 has *stress* here")


# -- counts, acts and states told in new words ------------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        (
            "five-card-draw",
            "Seat 2 bet, Seat 3 raised, Seat 6 raised, Seat 5 raised and Seat 8 raised, and seat 6 attempted to "
            "raise once more. Was the cap reached?",
            "raises_so_far",
            4,
        ),
        (
            "five-card-draw",
            "Seat 1 opens and three players raise. Four raises on top of the open. Cap?",
            "raises_so_far",
            4,
        ),
        (
            "five-card-draw",
            "After the draw it's only two of them, seat 2 and seat 6. Is there a cap?",
            "players_at_round_start",
            2,
        ),
        (
            "five-card-draw",
            'Seat 7 says "three." Before anybody does a thing he says "make it two."',
            "someone_acted_on_request",
            False,
        ),
        (
            "jacks-or-better",
            "Seat 3 opens, seat 6 raises, and seats 7 and 9 ain't acted yet.",
            "predraw_action_complete",
            False,
        ),
        (
            "jacks-or-better",
            "Seat 5 opens, three call, everybody's acted, then he says he misread.",
            "predraw_action_complete",
            True,
        ),
        (
            "five-card-draw",
            "Ante game. Seat 2 is first and he raps the table. Seat 4 bets ten.",
            "rapped_in_turn",
            True,
        ),
        (
            "five-card-draw",
            "Seat 8 raises quietly. Seat 1 raps to say he's pat. Then he spots the raise.",
            "rapped_unaware_of_raise",
            True,
        ),
        ("jacks-or-better", "A newcomer took seat 8 between hands, after a false open.", "player_in_false_hand", False),
        (
            "jacks-or-better",
            "Frau Nowak (seat 6) was dealt in when the pot was falsely opened but folded.",
            "player_in_false_hand",
            True,
        ),
        ("five-card-draw", "Herr Vogel has in front of him only his ante, 5 euros.", "player_has_only_ante", True),
    ],
)
def test_facts_told_in_new_words(book, game, text, fact, value):
    assert told(book, game, text).get(fact) == value


def test_everybodys_acted_after_before_is_not_acted(book):
    text = "seat 3 opens, seat 4 calls, and before everybody's acted seat 3 says he misread"
    assert told(book, "jacks-or-better", text).get("predraw_action_complete") is False


# -- an opening hand that held openers ---------------------------------------------------------------------------
def test_a_split_by_an_opener_whose_hand_held_openers_is_decided_without_asking():
    args = ["rule", "--game", "jacks-or-better", "--about", "split-openers-eligibility", "--json"]
    args += ["--fact", "opener_hand=Jh Jc Th 9h 8h", "--fact", "split_announced=yes"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    ruling = json.loads(result.output)
    assert ruling["status"] == "decided" and ruling["missing"] == []
    assert [r["outcome"] for r in ruling["rulings"]][:1] == ["eligible"]


def test_an_opening_hand_short_of_openers_still_asks_for_the_split_cards():
    args = ["rule", "--game", "jacks-or-better", "--about", "split-openers-eligibility", "--json"]
    args += ["--fact", "opener_hand=Th Tc 9h 8h 2h", "--fact", "split_announced=yes"]
    ruling = json.loads(CliRunner().invoke(app, args).output)
    assert ruling["status"] == "needs_facts"
    assert [m["fact"] for m in ruling["missing"]] == ["opener_could_have_had_openers"]


# -- words that only looked like an outside dispute --------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text",
    [
        ("jacks-or-better", "Frau Nowak was dealt in when the pot was falsely opened, but she had folded very early."),
        (
            "five-card-draw",
            "Seat 4 drew three and the dealer exposed the queen of hearts; she gave him the next card off the deck "
            "in its place before seat 6 drew.",
        ),
        (
            "five-card-draw",
            "Seat 8 asked for 2 but the dealer gave him 3, he scooped them all up and now he's holding 6 cards after "
            "the draw. Dealer's fault but seat 8 picked them up.",
        ),
        (  # a guard: the letter's "you" is seat 3, and a missed blind is the chapter's
            "lowball",
            "Dear Mr. Whitby, You stated that you were away from Seat 3 at the cage when your big blind came round, "
            "and that on returning you offered to post. Our lowball game uses blinds, not antes.",
        ),
    ],
)
def test_no_outside_dispute_is_named(book, game, text):
    assert outside(book, game, text) is None


def test_a_fold_faked_and_taken_back_is_an_outside_dispute(book):
    text = "Seat 9 slid his cards forward like he was folding, then picked them back up and raised."
    assert outside(book, "jacks-or-better", text) == "angle-shooting"
