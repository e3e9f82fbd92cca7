"""A rap told as made when the turn came to the seat that made it (floor/acts.py in_turn): the
turn reaching that seat before or after the act, "first to act", or "in turn" after it; and the
tellings where another seat, a negation, a claim or "out of turn" means nothing is read."""

import pytest

from rulings.floor.story import read

FACT = "rapped_in_turn"


def said(book, text):
    return {r.fact: r.value for r in read(book, "five-card-draw", text).readings}.get(FACT)


@pytest.mark.parametrize(
    "text",
    [
        "Dealer gets to seat 6 for the draw and seat 6 raps the table. Now seat 6 says he never said pat.",
        "I asked seat 9 how many on the draw and he knocked twice on the felt, so I skipped him.",
        "Seat 5 knocked the table for pat when the dealer got to him for the draw.",
        "Seat 1 was first to act after the draw and tapped the felt. Seat 4 bet.",
        "seat 1 taps the felt twice in turn, then seat 4 bets",
        "The action was on seat 3 and he rapped.",
        "dealer comes to seat two and seat two knocks",  # seats written as words
        "Seat 1 knocks on the table when it's his turn - he never said pat.",
        "When it got to me I knocked on the table to show I wasn't drawing.",  # the teller
        "Five card draw, my turn, and I had a pat straight so I knocked on the table for pat.",
        "Action's back on seat five and he knocks the table twice.",
        "The bloke in the 3 seat knocks the table when it's his go.",
        "Seat 2 raps the table to show he's pat. He never saw that seat 8 had raised.",  # standing pat: at his turn
    ],
)
def test_a_rap_made_when_the_turn_came(book, text):
    assert said(book, text) is True


@pytest.mark.parametrize(
    "text",
    [
        "Dealer gets to seat 6 for the draw and seat 7 raps the table.",  # another seat's rap
        "Seat 2 knocked before the dealer got to him.",  # before his turn
        "Dealer gets to seat 6 and seat 6 never knocked.",  # negated
        "Seat 6 says the dealer got to him and he rapped.",  # a claim
        "Seat 2 rapped pat before the dealer got to him.",  # a pat rap told out of turn
        "Dealer asked seat 3 for his cards, then seat 5 rapped.",
        "When it got to me he knocked.",  # my turn, his rap
        "It wasn't my turn and I knocked.",  # out of turn, told the other way
    ],
)
def test_tellings_that_read_nothing(book, text):
    assert said(book, text) is None


def test_out_of_turn_is_read_as_told(book):
    assert said(book, "The dealer got to seat 4, seat 2 knocked out of turn.") is False


def test_rule_story_takes_the_rap_in_turn(cli):
    import json

    story = "Dealer gets to seat 6 for the draw and seat 6 raps the table. He says he never meant pat."
    out = cli("rule", "--game", "five-card-draw", "--story", story, "--about", "rapping", "--json")
    assert out.exit_code == 0, out.output
    facts = {u["fact"]: u["value"] for u in json.loads(out.stdout)["understood"]}
    assert facts.get(FACT) is True
