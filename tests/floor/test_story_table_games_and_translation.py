"""Readings added at stop 35, from a pit boss covering the poker room in table-games words, a
dealer translating for a player, a broadcast's play-by-play and a floor man on the phone: "spot 4"
and "$8 in checks", "she" as the one woman seated, a number in two words, "he have", a fold after
an object, a list of seats after "after the draw it was only", the room's word on a sign or the
wall, a quoted name, a player's own language as colour, and the deck in a game without a joker.
Each read both ways, with the traps that must read nothing."""

import pytest

from rulings.floor.matching import match, odd_open
from rulings.floor.retold import retold
from rulings.floor.story import read
from rulings.rules.model import HouseProfile


def story_of(book, game, text, house=None):
    return read(book, game, retold(text, book.vocabulary), None, HouseProfile(options=house or {}))


def told(book, game, text, house=None):
    return {r.fact: r.value for r in story_of(book, game, text, house).readings}


def roles(book, game, text):
    return story_of(book, game, text).roles


def outside(book, game, text):
    found = match(book, game, retold(text, book.vocabulary)).outside
    return found and found["id"]


# -- words of the table games and of a second language -------------------------------------------------
@pytest.mark.parametrize(
    "text, seat",
    [
        ("Spot 6 opened, spot 2 called, spot 6 folded after the draw.", 6),
        ("Chair 3 opened and chair 5 raised.", 3),
    ],
)
def test_a_spot_or_a_chair_is_a_seat(book, text, seat):
    assert roles(book, "jacks-or-better", text).get("opener") == seat


def test_checks_for_chips_are_no_check(book):
    text = "After the draw spot 4 had $8 in checks left and bet them all; spot 1 called."
    assert told(book, "lowball", text).get("checked_seven_or_better") is None
    assert "checker" not in roles(book, "lowball", text)


@pytest.mark.parametrize(
    "text, amount",
    [
        ("Five-card draw, twenty-forty, antes only, and seat 4 opens for thirty-five.", 35),
        ("Draw, $20-$40 with antes. Seat 2 opened for twenty five.", 25),
    ],
)
def test_a_number_in_two_words(book, text, amount):
    story = story_of(book, "five-card-draw", text)
    assert odd_open(book, retold(text, book.vocabulary), story.stakes)[0] == amount


def test_fifteen_thirty_is_still_two_stakes(book):
    story = story_of(book, "lowball", "Fifteen-thirty lowball, seat 3 opened for fifteen.")
    assert story.stakes == (15, 30)


@pytest.mark.parametrize(
    "text",
    [
        "Lowball. Seat 5 throw away three by mistake, so after the draw he only have four cards.",
        "Lowball. After the draw seat 5 have four cards only.",
    ],
)
def test_he_have_is_he_has(book, text):
    assert told(book, "lowball", text).get("cards_after_draw") == 4


def test_she_is_the_one_woman_seated(book):
    text = (
        "This lady in seat 3, draw game, she open before the draw, seat 5 and seat 8 call her. After the"
        " draw seat 5 wants to go first."
    )
    assert roles(book, "five-card-draw", text).get("opener") == 3


@pytest.mark.parametrize(
    "text",
    [
        # two women: which one is "she" is not told
        "The lady in seat 3 and the woman in seat 6 both called. She open the next hand.",
        # the dealer is "she" too
        "The lady in seat 3 called, and the dealer, she opened the wrong pot.",
    ],
)
def test_she_is_nobody_where_two_could_be_meant(book, text):
    assert roles(book, "five-card-draw", text).get("opener") is None


def test_telling_the_dealer_in_another_language_is_no_language_dispute(book):
    text = (
        "Jacks or better. Seat 2 open, seat 5 raise, seat 7 call, then seat 2 shows no openers. Seat 7, he talk"
        " Vietnamese, he want to play the pot, he tell me in Vietnamese keep playing."
    )
    assert outside(book, "jacks-or-better", text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Seat 3 and seat 7 keep speaking Cantonese to each other during the hand. Seat 5 wants English only.",
        "Two players talking in Vietnamese mid-hand; the others want them to stop. Can we make them speak English?",
    ],
)
def test_a_language_dispute_is_still_not_covered(book, text):
    assert outside(book, "lowball", text) == "language"


# -- seats' acts, lists and parts ----------------------------------------------------------------------------
def test_a_fold_after_the_acts_object(book):
    text = "Jacks, the three seat opened with queens and then, the eejit, folded them to a raise."
    assert told(book, "jacks-or-better", text).get("opener_still_in") is False


def test_a_folded_opener_beside_one_seat_names_nobody_first(book):
    text = (
        "Seat 3 opened with queens and then folded to a raise from seat 6, so after the draw who goes first,"
        " six or the next one along from the opener?"
    )
    assert "first_left_of_opener" not in roles(book, "jacks-or-better", text)


def test_a_name_beside_the_seat_told_in_words(book):
    text = "Stretch in the two seat opened it, Doc raised, and Stretch let it go. Doc and Queenie drew."
    assert told(book, "jacks-or-better", text).get("opener_still_in") is False


@pytest.mark.parametrize(
    "text",
    [
        "After the draw it was only the lady in seat 2 and the man in seat 9. Five raises now.",
        "After draw only seat 2 and seat 8 is left. They raise many times.",
        "after the draw its just seat 1 and seat 6, theyre at 5 raises",
    ],
)
def test_after_the_draw_it_was_only_these_two(book, text):
    assert told(book, "lowball", text).get("players_at_round_start") == 2


@pytest.mark.parametrize(
    "text, n",
    [
        ("Only two of them left when the betting after the draw starts, and they raise five times.", 2),
        ("There were six of them sat in for the first round and it's raise, raise, raise, raise.", 6),
        ("Three of them go to the draw and after it there's a bet and four raises.", 3),
    ],
)
def test_players_at_the_rounds_start_told_plainly(book, text, n):
    assert told(book, "five-card-draw", text).get("players_at_round_start") == n


def test_the_seat_left_of_the_button_named_after_it(book):
    text = "Jacks back, nobody opened for high. The man left of the button, seat 3, has three dollars."
    got = roles(book, "jacks-back", text)
    assert got.get("left_of_button") == 3 and got.get("button") != 3


@pytest.mark.parametrize(
    "text, seat",
    [
        ("Forty-eighty draw, four raises in, and your one in the seven seat wants to stick in another one.", 7),
        ("Bet and five raises in, and the dealer tells the eight seat he's capped.", 8),
    ],
)
def test_the_raiser_in_dispute(book, text, seat):
    assert roles(book, "five-card-draw", text).get("raiser") == seat


# -- counts and negations ------------------------------------------------------------------------------------
def test_a_negated_open_starts_no_count_of_callers(book):
    text = 'Jacks back, nobody open so we play low. Seat 2 call "eight" but he show a nine.'
    got = told(book, "jacks-back", text)
    assert "callers_of_open" not in got and got.get("side") == "low"


def test_no_one_had_bet_or_checked(book):
    text = "Seat 9 had already folded, and he asks seat 2 how many - no one had bet or checked yet after the draw."
    got = told(book, "five-card-draw", text)
    assert got.get("action_after_draw") is False and got.get("asker_in_hand") is False


@pytest.mark.parametrize(
    "text",
    [
        "i folded b4 the draw n after the draw i asked s4 how many he took",
        "The man in seat 9 fold before the draw, and now after the draw he ask seat 3 how many he take.",
    ],
)
def test_a_folded_player_who_asks(book, text):
    assert told(book, "five-card-draw", text).get("asker_in_hand") is False


def test_a_fold_then_another_players_question(book):
    text = "Seat 2 folded, and seat 5 asked seat 7 how many he drew."
    assert "asker_in_hand" not in told(book, "five-card-draw", text)


# -- the room's word -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        (
            "jacks-back",
            "Now we've the alternate rule up on the wall, cap comes off once it's down to two.",
            "heads_up_cap",
            "removed",
        ),
        (
            "five-card-draw",
            "Antes only, and the sign for this game says first round you bet or you fold.",
            "first_round_ante",
            "bet-or-fold",
        ),
        (
            "jacks-or-better",
            'Jacks with the "progressive" sign on the table. Last hand nobody opened.',
            "progressive_openers",
            "on",
        ),
        (
            "lowball",
            "New player in seat 5 wants to kill it. House sign says only if nobody objects.",
            "new_player_kill",
            "unless-objection",
        ),
    ],
)
def test_the_rule_posted_on_a_sign_or_the_wall(book, game, text, fact, value):
    assert told(book, game, text).get(fact) == value


def test_so_we_play_low_is_this_hand(book):
    assert told(book, "jacks-back", "Nobody opened, so we play low. Seat 3 bets.").get("side") == "low"


def test_a_rule_asked_about_is_not_the_rooms(book):
    assert "heads_up_cap" not in told(book, "jacks-back", "Does the sign say the cap comes off heads up?")


# -- covered or not --------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "game, text, topic",
    [
        ("jacks-or-better", "I dealt the first card to the button instead of seat 1 and kept going.", "misdeal"),
        ("lowball", "Dealer skipped seat 4 completely on the first card and kept pitching.", "misdeal"),
        ("five-card-draw", "Seat 6 threw his bet out before seat 3 acted; now he wants it back.", "action-out-of-turn"),
        ("lowball", "Seat 4 wants to buy two hundred in chips from seat 9 right here.", "table-stakes"),
        (
            "lowball",
            "Seat 4 left forty-five minutes ago, his chips still here. How long do we wait?",
            "absent-player-hand",
        ),
        ("lowball", "The dealer took six out for the rake. Who's right about the rake?", "rake"),
    ],
)
def test_outside_disputes_in_these_voices(book, game, text, topic):
    assert outside(book, game, text) == topic


@pytest.mark.parametrize(
    "game, text",
    [
        (
            "five-card-draw",
            "After the draw seat 3 checks, seat 5 bets, seat 3 raises. Is that check-raise good, partner?",
        ),
        (
            "kansas-city-lowball",
            "New player asks where the joker is, says lowball always has the bug. Is there a joker here?",
        ),
        ("jacks-or-better", "I counted the new deck and got 53 - the extra one's a joker. Is it supposed to be there?"),
    ],
)
def test_these_are_the_chapters_disputes(book, game, text):
    matched = match(book, game, retold(text, book.vocabulary))
    assert matched.outside is None and matched.matches


# -- a broadcast's and a committee's words -----------------------------------------------------------------------
def test_a_pause_for_effect_joins_the_sentence(book):
    text = 'Heads up, Lefty in seat five says "seven" and shows... eight-five-four-trey-deuce.'
    assert told(book, "lowball", text).get("hand_as_good_as_called") is False


def test_a_call_told_again_is_not_a_second_call(book):
    text = "Seat 1 opened for $5 and Seat 4 called. Seat 1 then showed tens. What becomes of the $5 called by Seat 4?"
    assert told(book, "jacks-or-better", text).get("callers_of_open") == 1


@pytest.mark.parametrize(
    "text",
    [
        "After the draw seat 6 knocks on the table while seat 4 is still thinking, then seat 4 bets.",
        "After the draw the lady in seat 6 knock the table but is not her turn. Then seat 4 bet.",
    ],
)
def test_a_rap_while_another_is_still_to_act(book, text):
    assert told(book, "kansas-city-lowball", text).get("rapped_in_turn") is False


def test_the_opener_all_alone(book):
    text = "Seat 7 opens for thirty, seat 2 raises, seat 7 makes it ninety and seat 2 folds, so seat 7 is all alone."
    assert told(book, "jacks-or-better", text).get("opener_alone") is True


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 spreads 7-7-4-3-2, doesn't say a word, and seat 8 sees seven-four and pitches his nine into the muck.",
        "Seat 3 spread a pair of fours and said nothing. Seat 7 glanced at it, thought it was a six, and mucked his nine.",
    ],
)
def test_a_look_at_the_spread_then_the_muck(book, text):
    assert told(book, "lowball", text).get("pair_caused_foul") is True


def test_a_pair_shown_without_a_word(book):
    text = "Seat 2 spreads seven-seven-four-trey-deuce, doesn't say a word, and seat 8 mucks."
    assert told(book, "lowball", text).get("pair_announced") is False


def test_a_look_at_the_spread_that_keeps_the_hand(book):
    text = "Seat 3 spread a pair of fours and said nothing. Seat 7 saw it but still has his cards."
    assert told(book, "lowball", text).get("pair_caused_foul") is False


def test_a_broadcasts_hands_by_name_and_suits_after_a_dash(book):
    text = (
        "The Kid in seat six shows five, four, trey, deuce, ace — all spades! And Mama Rose in the two has"
        " six-four-trey-deuce-ace, mixed suits."
    )
    story = story_of(book, "lowball", text)
    hands = dict(story.hands)
    assert set(hands) == {"seat 6", "seat 2"} and all(c.endswith("s") for c in hands["seat 6"].cards)


def test_a_name_in_the_number_only_before_an_act(book):
    assert "seat 5" not in retold("We play Sunday in the five games and Queenie in the five-dollar game.")


@pytest.mark.parametrize(
    "game, text, fact, value",
    [
        ("lowball", "$20 big blind, seat 6's turn, and he's got $8 in checks left.", "short_of_half_blind", True),
        (
            "lowball",
            "Seat 4 went on break and his blind went past him. Back now, wants to post.",
            "entering_player",
            "missed-blind",
        ),
        (
            "lowball",
            "On the deal seat 6 grabbed at his card while the dealer was pitching and it flipped up.",
            "exposure_kind",
            "player-caused",
        ),
        (
            "jacks-or-better",
            "Everybody folded to seat 4 and he tossed his cards on top of the discards before showing.",
            "opener_hand_mucked",
            True,
        ),
        (
            "five-card-draw",
            "Four players in when the betting after the draw started, two folded along the way.",
            "players_at_round_start",
            4,
        ),
        (
            "kansas-city-lowball",
            "Seat 7 said two, then one. I didn't take no card off the deck yet and seat 8 didn't do nothing.",
            "cards_dealt_on_request",
            False,
        ),
        (
            "lowball",
            "Seat 3 tell me three cards, I burn and I give him the first one, then he say only two.",
            "cards_dealt_on_request",
            True,
        ),
        (
            "five-card-draw",
            "Seat 2 ask one card and when I pitch it, it turn over, seven of spades.",
            "exposed_by_dealer_when",
            "on-the-draw",
        ),
        (
            "jacks-or-better",
            "Seat 1 only have the ante, he's all in, and he declare the pot open.",
            "all_in_for_ante",
            True,
        ),
        ("lowball", "Floor, lowball, only two people. Seat 3 say seven and turn over an eight.", "players_now", 2),
        (
            "jacks-or-better",
            "Nobody remember who open. We don't use the openers button at this table.",
            "openers_button_in_use",
            False,
        ),
    ],
)
def test_the_pit_boss_and_the_translator(book, game, text, fact, value):
    assert told(book, game, text).get(fact) == value


def test_the_bettors_amount_in_words(book):
    text = "Twenty-forty lowball, after the draw seat 5 checks, seat 8 bet forty, seat 5 calls."
    assert story_of(book, "lowball", text).amounts.get("bettor") == 40


@pytest.mark.parametrize(
    "text, value",
    [
        (
            "Seat 2 opens, seat 4 calls, then seat 2 shows tens. Seat 6 hadn't done anything yet and has kings.",
            "not-yet",
        ),
        ("Seat 2 opens, then shows nines. The action hadn't got to seat 6 yet, and seat 6 has kings.", "not-yet"),
        (
            "Seat 1, he check first, then seat 4 open, and seat 4 turn out false openers. Seat 1 want to open it.",
            "passed",
        ),
    ],
)
def test_where_the_declarer_stood(book, text, value):
    assert told(book, "jacks-or-better", text).get("declarer_action") == value


def test_a_question_why_the_button_pays_names_the_blinds(book):
    text = "The lady on the button, seat 9, asks why she have to put money out on the button. In hold'em it does not."
    matched = match(book, "lowball", retold(text, book.vocabulary))
    assert matched.matches and matched.matches[0].topic == "blind-positions"


def test_the_joker_denied_is_no_question_about_it(book):
    text = "Deuce-to-seven, no bug in this one. Seat 3 rolls over 7-5-4-3-2 mixed, seat 9 spreads A-5-4-3-2."
    matched = match(book, "kansas-city-lowball", retold(text, book.vocabulary))
    assert matched.matches[0].topic != "joker"


def test_now_this_room_is_still_the_rooms_word(book):
    text = "Down to two with four raises in. Now this room takes the cap off when it's heads up."
    assert told(book, "kansas-city-lowball", text).get("heads_up_cap") == "removed"


@pytest.mark.parametrize(
    "text, value",
    [
        ("Deuce-to-seven. Dealer turned up a 6 of hearts to seat 2 on the deal. Seat 2 wants a new card.", "face-up"),
        ("Before the draw the man in seat 4 bumped his own card with his elbow and it flipped up.", "player-caused"),
    ],
)
def test_who_turned_the_card(book, text, value):
    assert told(book, "kansas-city-lowball", text).get("exposure_kind") == value


def test_the_dealer_turning_over_the_muck_is_no_exposed_card(book):
    text = "Lowball hand is over, s2 wants the dealer to turn over the muck so he can see what s8 threw away."
    assert "exposure_kind" not in told(book, "lowball", text)


def test_me_and_the_lad_in_seat_two_from_the_start(book):
    text = "Just me and the lad in seat 2 left in from the start of the hand; we've gone bet and five raises."
    assert told(book, "five-card-draw", text).get("players_at_round_start") == 2
