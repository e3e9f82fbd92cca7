"""A story told in a hold'em player's words ("3-bet", "preflop", "BB", "who's UTG?"), the seats a
position names only where it cannot be another's, and the lowball hands told by ranks that decide
who wins after an unannounced pair: each read both ways, and the traps that must read nothing."""

import pytest

from rulings.floor.matching import find_matches
from rulings.floor.retold import retold
from rulings.floor.story import read

from .test_table_seats import spoken


def story(book, game, text):
    return read(book, game, retold(text, book.vocabulary))


def said(book, game, text, fact):
    return {r.fact: r.value for r in story(book, game, text).readings}.get(fact)


@pytest.mark.parametrize(
    ("text", "raises"),
    [
        ("Six-handed preflop. UTG raised, then 3-bet, 4-bet, 5-bet. Seat 6 wants to make it six bets.", 4),
        ("Bet, raise, three-bet, four-bet, and seat 2 makes it five bets. The opener wants to go again.", 4),
        ("s4 folded to the 3-bet, s2 4-bet, s8 5-bet, and s2 wants to raise again.", 4),
        ("UTG opened and it got 3bet. Can seat 5 4-bet?", 2),  # the bet asked for is not made
        ("Can seat 5 6-bet here?", 4),  # only asked: one less than it would make
    ],
)
def test_the_bets_numbered_the_holdem_way(book, text, raises):
    assert said(book, "five-card-draw", text, "raises_so_far") == raises


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 made a 3 bet, seat 5 called.",  # "$3 bet" told without the dollar sign: not a count
        "Gomez opened, Tran raised, Ellis made it three bets, Gomez came over the top and Tran raised again.",
        "Seat 6 says it was a 5-bet already.",  # a claim
    ],
)
def test_a_numbered_bet_that_does_not_give_the_count_reads_nothing(book, text):
    assert said(book, "five-card-draw", text, "raises_so_far") is None


def test_preflop_and_postflop_name_the_rounds_before_and_after_the_draw(book):
    assert said(book, "lowball", "seat 3 raised preflop, who acts first?", "betting_round") == "first"
    assert said(book, "lowball", "postflop seat 3 bets, who acts first?", "betting_round") == "second"


def test_a_question_naming_the_dispute_ranks_it_first(book):
    text = "Lowball, button s1 with the small blind on it, s2 middle, s3 BB. Dealer pointed at s3 to start preflop. Who's UTG?"
    assert find_matches(book, "lowball", retold(text, book.vocabulary))[0].topic == "first-to-act"


def test_a_position_is_never_read_across_a_sentence_or_between_two_seats(book):
    roles = story(book, "lowball", "Lowball, 3 blinds, button s1. Middle blind s2 folded pre, BB s3 still in.").roles
    assert roles["button"] == 1 and roles["middle_blind"] == 2 and roles["big_blind"] == 3
    roles = story(book, "lowball", "lowball btn s8, s9 middle blind s1 big. s4 raised pre.").roles
    assert roles.get("middle_blind") == 9  # "middle blind seat 1" could be either seat: not read from it
    # "the player on the button. Seat 1 says ...": seat 1 is not the button
    assert (
        "button"
        not in story(book, "jacks-or-better", "He starts with the player on the button. Seat 1 says he's first.").roles
    )


def test_the_first_seat_still_in_after_the_draw_in_a_blind_game(book):
    text = "Lowball, 3 blinds, button s1. Middle blind s2 folded pre, BB s3 still in, s6 was the open-raiser. Post-draw s6 fired first."
    assert "Seat 3 acts first after the draw" in spoken(book, "lowball", text, about="first-to-act")


def test_a_pass_after_the_open_is_a_fold_and_before_it_is_not(book):
    text = "Jacks, s4 opened, s5 passed, s6 raised, s7 called, s4 mucked. After the draw, is it s6 or s7?"
    assert said(book, "jacks-or-better", text, "opener_still_in") is False
    assert "Seat 6 acts first after the draw" in spoken(book, "jacks-or-better", text, about="first-to-act")
    # s5 passed before anyone opened: he may still be in, so nobody is named
    text = "Jacks, s5 passed, s4 opened, s6 raised, s7 called, s4 mucked. After the draw, who acts first?"
    assert "first_left_of_opener" not in story(book, "jacks-or-better", text).roles


def test_the_game_named_as_progressive_is_the_rooms_word_but_not_in_a_claim(book):
    assert (
        said(book, "jacks-or-better", "Progressive jacks, last hand passed out. s4 opens.", "progressive_openers")
        == "on"
    )
    assert (
        said(book, "jacks-or-better", "s4 opens. s7 says in progressive jacks it's queens.", "progressive_openers")
        is None
    )


def test_saying_nothing_is_no_claim(book):
    text = "Heads-up, s3 spreads 6-4-3-2-2 quick without saying pair, s7 sees the six and mucks his 9-8."
    assert said(book, "lowball", text, "another_hand_intact") is False
    assert said(book, "lowball", text, "pair_announced") is False


def test_the_hand_still_held_beats_the_pair_spread(book):
    text = "Three-way, s1 spreads 5-5-4-3-2 no announcement, s6 mucks, s8 still holding his 10-low."
    assert story(book, "lowball", text).roles["best_low"] == 8
    assert "seat 8's is the best hand" in spoken(book, "lowball", text, about="unannounced-pair")
    # the seat that mucked is out of it; one whose hand is not told keeps it open
    assert (
        "best_low" not in story(book, "lowball", "s1 spreads 5-5-4-3-2, s6 calls, s8 still holding his 10-low.").roles
    )


def test_a_draw_named_before_it_happens_is_not_a_draw_told(book):
    # the book's main rule (no progressive openers): a pair of queens is openers
    from rulings.floor.interview import story_ruling

    text = "s2 opened, s4 flatted, then pre-draw s2 flips up tens, no jacks. s5 hasn't acted yet, has queens and wants to open it."
    done = story_ruling(book, "jacks-or-better", None, text, {}, "declare-after-false-open")
    assert {r.fact: r.value for r in done.understood}.get("declarer_has_openers") is True
    assert "exposed_card" not in {
        r.fact for r in story(book, "jacks-or-better", text).readings
    }  # "seat 2 flips": no card
    text = "After s2's false open, s5 declared it open with queens."
    done = story_ruling(book, "jacks-or-better", None, text, {}, "declare-after-false-open")
    understood = {r.fact: r.value for r in done.understood}
    assert understood.get("opener_has_openers") is False and understood.get("declarer_has_openers") is True
