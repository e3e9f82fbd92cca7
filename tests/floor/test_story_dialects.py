"""Readings added at stop 47, from a Glasgow floor man's Scots, a Lagos floor supervisor's Nigerian
English, a Boston floor man who drops his r's and a Manila floor supervisor's Taglish: Scots words
put in English ("nae bets yet", "he didnae", "tae the dealer"), a seat told with "for" ("the man
for seat 6") or as "the auld boy in seat 9", a subject said twice ("seat 1 he knocked"), money in
another currency's sign ("N1,000", "R20/R40", "J$500"), r-dropped words spelt as said ("aftah the
drawr", "the dealah", "the opena"), Tagalog words glossed and its small words left out ("sabi ni
seat 9", "si seat 4 binuksan yung pot"), and words that only looked like an outside dispute. Each
read both ways, with the traps that must read nothing."""

import json

import pytest
from typer.testing import CliRunner

from rulings.cli.app import app
from rulings.floor.dropped_letters import r_restored
from rulings.floor.particles import without_particles
from rulings.floor.retold import retold

from .test_story_table_games_and_translation import outside, roles, told


# -- Scots ---------------------------------------------------------------------------------------------------------
def test_scots_words_are_read_as_english(book):
    text = "After the draw, nae bets yet. Seat 7's still in and first tae speak, and he asks seat 3 how many he took."
    assert told(book, "five-card-draw", text).get("action_after_draw") is False
    said = retold(
        "He didnae see it, he's no' havin' it, wi' the joker, seat 8's aw-in, naebody opened", book.vocabulary
    )
    assert said == "He didnt see it, he's not having it, with the joker, seat 8 is all-in, nobody opened"


def test_a_scots_no_is_a_negation_only_where_written_so(book):
    assert "no bets" in retold("nae bets", book.vocabulary)
    assert "says naw, call or fold" in retold("Seat 7 says naw, call or fold, pal.", book.vocabulary)


@pytest.mark.parametrize(
    "text, seat",
    [
        ("The auld boy in seat 9 knocked the table.", 9),
        ("The man for seat 1 knocked the table.", 1),
        ("When action came to seat 1 he knocked the table.", 1),
        ("Seat 4, she knocked the table.", 4),
    ],
)
def test_a_seat_named_as_a_man_or_said_twice_is_the_one_who_acts(book, text, seat):
    assert roles(book, "five-card-draw", text).get("rapper") == seat


@pytest.mark.parametrize(
    "text",
    [
        "Seat 5 told seat 1 he knocked the table.",  # another's words to him
        "Seat 5 asked seat 1 he knocked or not.",
    ],
)
def test_a_pronoun_after_a_seat_someone_spoke_to_is_not_that_seat_acting(book, text):
    assert roles(book, "five-card-draw", text).get("rapper") != 1


def test_a_seat_told_with_for_keeps_whose_blind_it_is(book):
    said = retold("He took the man for seat 6's blind.", book.vocabulary)
    assert "the man for seat 6" in said and roles(book, "lowball", "He took the man for seat 6's blind.") == {}


# -- money in another currency -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "stakes, small, big",
    [("N1000/N2000", 1000, 2000), ("N1,000-N2,000", 1000, 2000), ("R20/R40", 20, 40), ("J$500-J$1000", 500, 1000)],
)
def test_money_with_another_currencys_sign_is_an_amount(stakes, small, big):
    facts = understood("lowball", f"Limit lowball {stakes}. Seat 6 opened, seat 2 raised.")
    assert (facts.get("small_bet"), facts.get("big_bet")) == (small, big)


def test_a_letter_before_one_digit_is_no_currency(book):
    assert retold("R2 of the tournament, N1 table", book.vocabulary) == "R2 of the tournament, N1 table"


# -- r-dropped words ------------------------------------------------------------------------------------------------
def test_words_spelt_without_their_r_are_put_back(book):
    known = book.vocabulary["phrase_words"]
    typed = "Aftah the drawr the dealah gave the opena two cahds befoah the othah guy. Theah was nevah a bettah hand."
    assert r_restored(typed, known) == (
        "After the draw the dealer gave the opener two cards before the other guy. There was never a better hand."
    )


def test_names_and_known_words_keep_their_spelling(book):
    known = book.vocabulary["phrase_words"]
    text = "Yeah, nah. Noah and Sarah from Utah said the opera was a drama, la pala kasi nasa mesa."
    assert r_restored(text, known) == text


def test_an_r_dropped_story_reads_its_facts(book):
    text = "Befoah the drawr seat 3 opened, seat 5 called. The dealah flipped the jokah face up to seat 5."
    facts = told(book, "lowball", text)
    assert facts.get("exposed_card_is_joker") is True


# -- Taglish --------------------------------------------------------------------------------------------------------
def test_tagalog_puts_the_act_before_the_seat_and_its_small_words_are_left_out(book):
    said = retold(
        'Si seat 4 binuksan yung pot. Sabi ni seat 9 "double ace daw yun", tumawag si seat 3.', book.vocabulary
    )
    assert "seat 4 opened" in said and 'seat 9 says "double ace' in said and "seat 3 called" in said
    assert "yung" not in said and "daw" not in said


def test_a_story_with_one_or_two_such_words_keeps_them():
    languages = (frozenset({"na", "ka", "po", "lang"}),)
    assert without_particles("Seat 2 says na, he is not folding, ka-ching", languages) == (
        "Seat 2 says na, he is not folding, ka-ching"
    )
    assert without_particles("na lang po", languages) == "  "


def test_alas_before_a_number_is_the_hour(book):
    said = retold("Alas tres na ng madaling araw, dalawa na lang natitira sa KC table", book.vocabulary)
    assert "ace" not in said and "two" in said
    assert "ace" in retold("Si seat 4 may apat na alas", book.vocabulary)


def test_a_taglish_opener_is_read(book):
    assert roles(book, "jacks-or-better", "Si seat 4 binuksan yung pot ng 200, tumawag si seat 6.").get("opener") == 4


# -- words that only looked like an outside dispute -------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text, named",
    [
        ("kansas-city-lowball", "Only two left at the KC table, seat 3 and seat 6, four raises in already.", None),
        (
            "jacks-or-better",
            "Seat 3 opens, and before seat 4 even gets to act, seat 3 flips his hand, a pair of tens, he misread.",
            None,
        ),
        ("lowball", "Seat 6 says the joker is no use for low. I told them I'm phoning a pal.", None),
        (
            "five-card-draw",
            "He wants the dealer to slide him one, he'll squeeze it, then the next, like he's sweating a scratch ticket.",
            None,
        ),
        (
            "kansas-city-lowball",
            "Seat 3 has won four pots and hasnae tipped the dealer once. Can I make him tip?",
            "rake",
        ),
        ("jacks-or-better", "Seat 3 bet before seat 4 acted. Does the bet stand?", "action-out-of-turn"),
    ],
)
def test_outside_words_named_only_where_they_are_the_dispute(book, game, text, named):
    assert (outside(book, game, text) or None) == named


def understood(game, text):
    result = CliRunner().invoke(app, ["rule", "--game", game, "--story", text, "--json"])
    assert result.exit_code == 0, result.output
    return {u["fact"]: u["value"] for u in json.loads(result.output)["understood"]}


# -- through the command -------------------------------------------------------------------------------------------
def test_a_scots_story_is_ruled_from_the_command():
    story = (
        "After the draw, nae bets yet. Seat 7's still in and first tae speak, and he asks seat 3 how many he took. "
        "Has seat 3 got tae tell him?"
    )
    assert understood("five-card-draw", story).get("action_after_draw") is False
    result = CliRunner().invoke(app, ["rule", "--game", "five-card-draw", "--story", story, "--json"])
    assert json.loads(result.output)["status"] == "decided"
