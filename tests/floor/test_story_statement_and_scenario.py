"""Readings added at stop 31, from a dealer's written statement, an old-timer's anecdote and a
dealer-school scenario: hands told as ranks with one suit ("the king, ten, six and three of
clubs") or as a flush by suit then ranks; a hand told before its owner draws; the players left in
time order; players named beside their seat ("seat 4, Walter,", "Mrs. Ruiz in seat 6"); the rap
reached by "came back to", "gets round to" or a name; the checker's own low shown after the draw;
and a deck counted at the book's size. Each read both ways, with the traps that must read nothing."""

import pytest

from rulings.floor.cards_text import card_groups
from rulings.floor.matching import match
from rulings.floor.retold import retold
from rulings.floor.story import read
from rulings.rules.model import HouseProfile

from .test_table_seats import roles


def story_of(book, game, text):
    return read(book, game, retold(text, book.vocabulary), None, HouseProfile(options={}))


def said(book, game, text, fact):
    return {r.fact: r.value for r in story_of(book, game, text).readings}.get(fact)


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("she laid down the king, ten, six and three of clubs with the bug", ("Kc", "Tc", "6c", "3c", "Jk")),
        ("the queen and nine of hearts", ("Qh", "9h")),
        ("he tables a spade flush, king-jack-nine-five-two", ("Ks", "Js", "9s", "5s", "2s")),
        ("a club flush: A Q 8 6 joker", ("Ac", "Qc", "8c", "6c", "Jk")),
    ],
)
def test_ranks_told_with_one_suit_are_cards(text, cards):
    assert [g.cards for g in card_groups(text)] == [cards]


def test_ranks_without_a_suit_after_them_stay_unread():
    assert card_groups("the king, ten, six and three were all he had") == []


def test_a_showdown_told_as_ranks_and_a_suit_is_read_by_seat(book):
    text = (
        "High draw with the joker. Seat 2 turned over the ace, ten, seven and five of clubs along with the joker "
        'and called it "two aces in a flush". Seat 6 turned over the ace, king, nine, four and three of hearts.'
    )
    story = story_of(book, "five-card-draw", text)
    assert {label: g.cards for label, g in story.hands} == {
        "seat 2": ("Ac", "Tc", "7c", "5c", "Jk"),
        "seat 6": ("Ah", "Kh", "9h", "4h", "3h"),
    }
    assert said(book, "five-card-draw", text, "exposed_card") is None  # "turned over the ace, ..." is a hand


def test_a_hand_told_before_its_owner_draws_is_not_the_one_he_shows(book):
    before = "Seat 4 opens holding Qs Qd 8s 7s 6s, keeps the spades, draws one and makes a flush. Seat 8 shows Kh Kd Kc 5d 5c."
    assert story_of(book, "jacks-or-better", before).hands == []
    after = "Seat 4 shows Qs Js 8s 7s 6s. Seat 8 shows Kh Kd Kc 5d 5c."
    assert len(story_of(book, "jacks-or-better", after).hands) == 2


@pytest.mark.parametrize(
    ("text", "players"),
    [
        ("4 way after the draw, seat 1 folded, seat 3 folded, so now it's seat 5 vs seat 8. Bet and 4 raises in.", 2),
        ("Now it's seat 5 vs seat 8, heads up, but it was 4 way after the draw.", None),  # goes back in time: neither
    ],
)
def test_the_players_left_are_read_in_time_order(book, text, players):
    assert said(book, "five-card-draw", text, "players_now") == players


def test_a_name_told_after_the_seat_stands_for_that_seat(book):
    text = (
        "The fella in the four seat, Walter, checks his kings. The six seat opens, no openers. Walter wants to declare."
    )
    assert "seat 4 wants to declare" in retold(text, book.vocabulary)
    assert roles(book, "jacks-or-better", text).get("declarer") == 4


def test_a_player_named_only_by_name_is_not_the_seat_before_him(book):
    text = "Walter checks his kings. Seat 6 opens with no openers. Now Walter wants to declare the pot open."
    assert "declarer" not in roles(book, "jacks-or-better", text)
    assert said(book, "jacks-or-better", text, "declarer_has_openers") is None


def test_a_title_ends_no_sentence_and_the_named_seat_is_the_seat(book):
    text = "Mrs. Ruiz in seat 6 opened, and Mr. Dale in seat 2 and Mr. Ito in seat 4 both called."
    told = retold(text, book.vocabulary)
    assert told.startswith("seat 6 opened, and seat 2 and seat 4 both called")
    assert said(book, "jacks-or-better", text, "callers_of_open") == 2


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("After the draw it came back to seat 5 and he knocked on the felt.", True),
        ("Late hand. When the action gets round to Milo he just raps the table.", True),
        ("At the draw you reach seat 2, and he taps twice.", True),
        ("After the draw seat 1 is first to act and still thinking when seat 4 raps the table.", False),  # not his turn
        ("Lowball after the draw. Seat 3 rapped before seat 1 acted.", False),
    ],
)
def test_a_rap_in_turn_is_read_where_the_turn_reached_him(book, text, value):
    assert said(book, "lowball", text, "rapped_in_turn") is value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("$20-$40 lowball. After the draw seat 2 checked, seat 7 bet and seat 2 called and showed 7-5-3-2-A.", True),
        ("$20-$40 lowball. After the draw Mr. Oakes in seat 2 checked, seat 7 bet, seat 2 called. "
         "Seat 7 showed a nine and seat 2 showed eight, six, four, three, ace.", False),
        ("$20-$40 lowball. Seat 2 checked before the draw, drew one, and later showed 7-5-3-2-A.", None),
        ("$20-$40 lowball. After the draw seat 2 checked, seat 7 bet and seat 2 called and showed 7-7-3-2-A.", None),
    ],
)  # fmt: skip
def test_the_low_the_checker_shows_after_the_draw_tells_what_he_checked(book, text, value):
    assert said(book, "lowball", text, "checked_seven_or_better") is value


def test_a_deck_counted_at_the_books_size_is_the_deck_dispute(book):
    text = (
        "Player in seat 4 made me count the deck down after a bad beat, and wanted a new setup. 53 cards "
        "with the joker. He says that is a card heavy. Is it?"
    )
    found = match(book, "five-card-draw", text)
    assert found.outside is None and found.matches[0].topic == book.topic_for("deck")


def test_a_deck_counted_short_is_still_not_covered(book):
    text = "Dealer counted the deck after the hand: it held only 52 cards, the queen of clubs was under the rack."
    assert match(book, "five-card-draw", text).outside["id"] == "defective-deck"


def test_a_rap_before_another_seat_acted_is_the_rapping_section(book):
    found = match(book, "lowball", "Is the knock binding? Seat 6 rapped before seat 2 acted, out of turn.")
    assert found.outside is None and found.matches[0].topic == "rapping"


def test_leaning_over_to_ask_how_many_is_the_asking_rule_not_advice(book):
    text = "The three seat, who folded, leans over and asks seat 8 how many he drew. Must seat 8 answer?"
    assert match(book, "lowball", text).outside is None


def test_a_bare_seat_after_a_closed_quote_is_the_seat(book):
    text = 'Lowball. The four seat says "six" and spreads, the eight seat mucks, then four\'s hand turns out to be an eight.'
    assert "then seat 4" in retold(text, book.vocabulary)
    assert said(book, "lowball", text, "hand_as_good_as_called") is False
    assert "\"four's hand is dead" in retold(
        "Seat 4 and seat 8 argue. s8 says: \"four's hand is dead", None
    )  # his word


def test_down_to_two_players_is_no_amount(book):
    assert (
        said(book, "lowball", "$20-$40 lowball, we're down to two with three raises in.", "short_of_half_blind") is None
    )
    assert said(
        book, "lowball", "$20-$40 lowball, big blind is down to $4 when his blind comes.", "short_of_half_blind"
    )


def test_the_room_telling_its_heads_up_cap_in_the_story(book):
    text = "Deuce-to-seven. This room takes the cap off when it's heads up. Four raises in, now heads up. Raise again?"
    assert said(book, "kansas-city-lowball", text, "heads_up_cap") == "removed"


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("she turned over four clubs, ace, jack, eight and four, plus that joker", ("Ac", "Jc", "8c", "4c", "Jk")),
        ("he had five diamonds, ace, king, queen, five and three", ("Ad", "Kd", "Qd", "5d", "3d")),
    ],
)
def test_a_count_of_one_suit_then_its_ranks_is_cards(text, cards):
    assert [g.cards for g in card_groups(text)] == [cards]


def test_a_count_that_is_not_the_ranks_told_reads_nothing():
    assert card_groups("three clubs, ace and king") == []


def test_a_spectators_words_for_the_joker_and_a_flush_claim(book):
    text = (
        "At the end the lady the dealer called seat 3 turned over four hearts, king, ten, seven and two, plus "
        "the funny extra card, and said it is another king so her hearts win. Seat 6 had five spades, ace, "
        "queen, nine, six and four."
    )
    assert said(book, "five-card-draw", text, "joker_used_as") == "flush"
    assert len(story_of(book, "five-card-draw", text).hands) == 2


@pytest.mark.parametrize(
    ("game", "text"),
    [
        (
            "kansas-city-lowball",
            'After the draw the man in the hat said "check", then the lady bet, and he put in double.',
        ),
        (
            "lowball",
            "After the draw he checked, she bet $20 and he called and won, but the dealer gave the lady her $20 back.",
        ),
        (
            "lowball",
            "The man with few chips went all in for $5, the lady called, then the guy in the hoodie called too.",
        ),
        (
            "jacks-or-better",
            "Seat 4, whose only money in play was his antes, declared the pot open. What must seat 8 put in?",
        ),
    ],
)
def test_a_spectators_description_names_no_outside_dispute(book, game, text):
    assert match(book, game, text).outside is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('Lowball, heads up. Seat 4 called "six" but held the seven, five, trey, deuce and ace.', False),
        ('Lowball. Seat 5 said "eight" as he turned his cards over, and they were seven, six, four, three, ace.', True),
    ],
)
def test_a_lowball_call_against_a_hand_listed_rank_by_rank(book, text, value):
    assert said(book, "lowball", text, "hand_as_good_as_called") is value


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("Who goes first before the card swap? Everybody here just puts in an ante.", "before the draw"),
        ("When it was his turn to swap he knocked twice.", "turn to draw"),
        ("The two of them wanted to swap seats before the deal.", "swap seats"),
    ],
)
def test_the_draw_in_a_newcomers_words(book, text, told):
    assert told in retold(text, book.vocabulary)


def test_started_the_betting_is_the_open_but_not_who_bets_first_after_the_draw(book):
    told = retold("Two people called the man who started the betting.", book.vocabulary)
    assert "the man who opened" in told
    after = "Seat 8 started the betting after the draw. Who starts the betting now?"
    assert retold(after, book.vocabulary) == after


@pytest.mark.parametrize(
    ("text", "best"),
    [
        ("$20-$40 lowball. After the draw seat 4 checks, seat 8 bets, seat 4 calls. Seat 4 has 7-5-4-2-A, seat 8 has 8-6.", True),
        ("$20-$40 lowball. After the draw seat 4 checks, seat 8 bets, seat 4 calls. Seat 4 has 7-6-4-2-A, seat 8 has 6-4.", False),
        ("$20-$40 lowball. After the draw seat 4 checks, seat 8 bets, seat 4 calls. Seat 8 has 6-4.", None),  # his untold
    ],
)  # fmt: skip
def test_the_checkers_low_against_the_others_tells_whether_it_was_best(book, text, best):
    assert said(book, "lowball", text, "seven_had_best_hand") is best
