"""The opener's hand told in words (floor/hand_words.py): "opened with jacks up", "he misread,
he's only got tens", "he turns them up: two queens". Read for opener_has_openers only where the
story makes the hand his before the draw, and only where the hand decides it at the room's level."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.floor.story import read_story
from rulings.rules.model import HouseProfile

BOOK_ROOM = HouseProfile()  # no profile: the book's main rules (openers stay at jacks)
PROGRESSIVE = HouseProfile(options={"progressive_openers": "on"})
FACT = "opener_has_openers"


def opens(book, text, game="jacks-or-better", house=BOOK_ROOM):
    """The reading of opener_has_openers, as (value, words), or None."""
    got = [r for r in read_story(book, game, text, house=house) if r.fact == FACT]
    assert len(got) <= 1
    return (got[0].value, got[0].words) if got else None


@pytest.mark.parametrize(
    "story, value",
    [
        # a pair below jacks never opens, however it is said
        ("Seat 4 opened with two tens and seat 6 called.", False),
        ("Seat 4 opened for high with a couple of nines.", False),
        ("seat 4 opened with 7's, seat 6 raised", False),
        ("Seat 4 opened with a pair of 8s.", False),
        ("Seat 4 opened on the button with a small pair.", False),
        ("Seat 4 opened with deuces.", False),
        # no pair, a draw, a high card
        ("Seat 4 opened with a four-flush.", False),
        ("Seat 4 opened on a four straight.", False),
        ("Seat 4 opened on a busted flush.", False),
        ("Seat 4 opened with king high.", False),
        ("Seat 4 opened with ace king high.", False),
        ("Seat 4 opened $20 with no pair.", False),
        ("Seat 4 opened on an open ended straight draw.", False),
        # two pair or better always opens
        ("Seat 4 opened with jacks up.", True),
        ("Seat 4 opened on two small pair.", True),
        ("Seat 4 opened with jacks and tens.", True),  # two pair, not a pair of tens
        ("Seat 4 opened with nines over fours.", True),
        ("Seat 4 opened with three sevens.", True),
        ("Seat 4 opened with a set of fives.", True),
        ("Seat 4 opened with trip deuces.", True),
        ("Seat 4 opened with a straight.", True),
        ("Seat 4 opened with a flush.", True),
        ("Seat 4 opened with sixes full.", True),
        ("Seat 4 opened with four tens.", True),
        # a pair of jacks or better, where openers stay at jacks
        ("Seat 4 opened with jacks.", True),
        ("Seat 4 opened for high with two queens.", True),
        ("Seat 4 opened with a pair of kings, seat 2 called.", True),
    ],
)
def test_what_he_opened_with(book, story, value):
    got = opens(book, story)
    assert got is not None and got[0] is value, got


@pytest.mark.parametrize(
    "story, value, words",
    [
        (
            "Seat 2 opens, seat 5 calls. Seat 2 looks again and says he misread, he's only got tens.",
            False,
            "misread, he's only got tens",
        ),
        ("Seat 4 opened $20 and seat 7 raised when seat 4 saw he misread - no pair.", False, "misread - no pair"),
        (
            "Seat 6 opened. Then he said he misread: he only had a pair of sevens.",
            False,
            "misread: he only had a pair of sevens",
        ),
        (
            "Seat 3 opened and got two callers. After the draw he bets and both fold. He shows two pair; "
            "that's what he opened on.",
            True,
            "two pair; that's what he opened on",
        ),
        (
            "Seat 3 opened, seat 6 called. Seat 3 had two pair, which he opened with.",
            True,
            "two pair, which he opened with",
        ),
        (
            "Seat 1 opens and everybody folds. The floor has him turn them up: two queens.",
            True,
            "turn them up: two queens",
        ),
        ("Seat 1 opened and nobody called; he tabled jacks up.", True, "tabled jacks up"),
        (
            "Seat 4 opened, and before the draw it comes out seat 4 has a four-flush and no pair.",
            False,
            "has a four-flush and no pair",
        ),
        ("Before the draw the opener had two tens.", False, "had two tens"),
        (
            "Jacks 20-40. Seat 3 opens, then turns his hand up before the draw, only tens.",
            False,
            "turns his hand up before the draw, only tens",
        ),
    ],
)
def test_the_hand_is_his_by_his_seat_or_a_pronoun(book, story, value, words):
    assert opens(book, story) == (value, words)


@pytest.mark.parametrize(
    "story",
    [
        "Seat 4 opened. Seat 7 has queens.",  # seat 7 is not the opener
        "Seat 4 opened, seat 7 called. Seat 7 misread, he's only got tens.",
        "Seat 4 opened, seat 7 called. He shows two tens.",  # "he" is seat 7, the last named
        "Seat 4 opened and seat 7 called the opener and he shows two tens.",  # the opener is not who acts
        "Seat 4 opened. Seat 5 says he had jacks.",  # a claim
        "Seat 4 opened. Seat 5 says seat 4 misread, he's only got tens.",  # another's claim about him
        "Seat 5 says seat 4 opened with two tens.",
        'The dealer said "seat 4 opened with two tens".',  # a quote
        "If seat 4 opened with two tens, what happens?",  # a supposition
        "Seat 4 didn't open with two tens.",  # a negation
        "Seat 4 opened with what he thought were jacks.",
        "Seat 4 could have opened with two tens.",
        "Seat 4 wants to open with two tens.",
        "Seat 4 opened. After the draw he made two pair.",  # his hand after the draw
        "Seat 4 opened. After the draw he shows two pair.",
        "Seat 4 opened and drew one. He shows a flush.",
        "Seat 4 opened, seat 6 called, and on the end seat 4 shows jacks up.",
        "Seat 4 had a pair of tens.",  # had, with no word of opening: before or after the draw?
        "Seat 4 opened with a pair.",  # which pair?
        "Seat 4 opened with jacks or better.",  # a requirement, not a hand
        "Seat 4 opened with tens and an ace kicker.",
        "Seat 4 opened with jacks and the joker.",
        "Seat 4 opened with tens over.",
        "Seat 4 opened with a bet of $20.",
        "Seat 4 opened and seat 6 called with two tens.",  # seat 6's hand
        "Seat 4 opened with two queens. It was a false open.",  # the story says two things
        "Before the draw seat 2 opens, seat 5 calls, seat 7 has queens.",  # seat 7's
        "Seat 2 opened. Seat 2 has two pair before the draw.",  # "before the draw" must come first
        "Seat 4 opened with a pair of tens and a four flush and no pair.",
        "Seat 4 never opened with a flush draw.",  # a negation cancels a hand read as short, too
        "Seat 4 didn't open with a pair of nines.",
    ],
)
def test_traps_read_nothing(book, story):
    assert opens(book, story) is None


def test_a_pair_of_jacks_or_better_needs_the_level_known(book):
    # Progressive openers: jacks may not be enough, and without a count of the hands nobody
    # opened the level is unknown, so nothing is read; below jacks is short whatever the level.
    assert opens(book, "Seat 4 opened with jacks.", house=PROGRESSIVE) is None
    assert opens(book, "Seat 4 opened with two kings.", house=PROGRESSIVE) is None
    assert opens(book, "Seat 4 opened with two tens.", house=PROGRESSIVE)[0] is False
    assert opens(book, "Seat 4 opened with jacks up.", house=PROGRESSIVE)[0] is True
    last_unopened = "Nobody opened the last hand. Seat 4 opened with "
    assert opens(book, last_unopened + "jacks.", house=PROGRESSIVE)[0] is False  # queens needed
    assert opens(book, last_unopened + "two queens.", house=PROGRESSIVE)[0] is True
    assert opens(book, "Seat 4 opened with jacks.", house=PROGRESSIVE) is None
    assert opens(book, "Nobody opened the last 3 hands. Seat 4 opened with aces up.", house=PROGRESSIVE)[0] is True
    assert opens(book, "Nobody opened the last 3 hands. Seat 4 opened with two kings.", house=PROGRESSIVE) is None
    # Two hands told, one of them undecided: neither is taken.
    assert opens(book, "Seat 4 opened with jacks; he misread, he's only got tens.", house=PROGRESSIVE) is None
    assert opens(book, "Seat 4 opened with jacks; he misread, he's only got tens.") is None
    # Without a room the level is not known either.
    assert opens(book, "Seat 4 opened with jacks.", house=None) is None
    assert opens(book, "Seat 4 opened with two tens.", house=None)[0] is False


@pytest.mark.parametrize("game", ["five-card-draw", "lowball", "kansas-city-lowball"])
def test_games_with_no_openers_read_nothing(book, game):
    assert opens(book, "Seat 4 opened with two tens.", game=game) is None
    assert opens(book, "Seat 4 opened with jacks up.", game=game) is None


def test_jacks_back_reads_the_high_side_only(book):
    assert opens(book, "Seat 4 opened with two tens.", game="jacks-back") is None  # for high or low?
    assert opens(book, "Seat 4 opened for high with two tens.", game="jacks-back")[0] is False
    assert opens(book, "Seat 4 opened for high with two queens.", game="jacks-back")[0] is True
    # Jacks Back never progresses: queens are openers in a progressive room too.
    assert opens(book, "Seat 4 opened for high with jacks.", game="jacks-back", house=PROGRESSIVE)[0] is True
    assert (
        opens(
            book, "Nobody opened for high, so it is played as lowball. Seat 4 opened with two tens.", game="jacks-back"
        )
        is None
    )


def test_a_phrase_that_agrees_is_kept_once(book):
    got = [
        r
        for r in read_story(book, "jacks-or-better", "Seat 4 opened with a pair of nines.", house=BOOK_ROOM)
        if r.fact == FACT
    ]
    assert [(r.value, r.words) for r in got] == [(False, "opened with a pair of nines")]


SHORT = ["two tens", "a pair of nines", "7s", "a pair of 5's", "a small pair", "sixes", "treys"]
NOTHING = [
    "no pair",
    "nothing",
    "a four flush",
    "a four-straight",
    "a busted flush",
    "a flush draw",
    "ace high",
    "queen high",
    "a straight draw",
    "a gutshot",
]
OPENS = [
    "jacks up",
    "two pair",
    "two small pair",
    "trips",
    "three sevens",
    "a set",
    "a straight",
    "a flush",
    "a full house",
    "kings full",
    "four nines",
    "tens and fives",
    "queens",
    "two aces",
    "a pair of kings",
]
CUES = [
    "Seat {s} opened with {h}.",
    "Seat {s} opened for high with {h}, seat 8 called.",
    "Seat {s} opened the pot on {h}.",
    "Seat {s} opened $40 holding {h}.",
    "Seat {s} opened. Later he admits he misread, it's only {h}.",
    "Seat {s} opened; he shows {h}, that's what he opened with.",
    "Seat {s} opened and everyone folded. He turned them over: {h}.",
]


@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from(CUES),
    st.sampled_from([(h, False) for h in SHORT + NOTHING] + [(h, True) for h in OPENS]),
    st.integers(1, 9),
)
def test_many_phrasings_read_one_way_and_a_claim_reads_nothing(book, cue, hand, seat):
    text, value = cue.format(s=seat, h=hand[0]), hand[1]
    got = opens(book, text)
    assert got is not None and got[0] is value, (text, got)
    assert got[1] in text
    other = 10 - seat if seat != 5 else 1
    if not any(stop in text[:-1] for stop in ".;"):  # one sentence: a claim covers all of it
        assert opens(book, f"Seat {other} says {text[0].lower()}{text[1:]}") is None
        assert opens(book, f"Seat {seat} never {text.split(' ', 2)[2]}") is None
    assert opens(book, f"Seat {seat} opened. Seat {other} has {hand[0]}.") is None


def test_rule_takes_the_hand_from_the_story_and_does_not_ask(cli):
    story = "Seat 4 opened with jacks up. Did he have enough to open?"
    r = cli("rule", "--game", "jacks-or-better", "--story", story, "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert {"fact": FACT, "value": True, "words": "opened with jacks up"} in data["understood"]
    assert FACT not in {m["fact"] for m in data["missing"]}
    assert data["status"] == "decided"


def test_rule_in_a_progressive_room_asks_about_jacks(cli, tmp_path):
    house = tmp_path / "room.yaml"
    house.write_text('name: Progressive Room\noptions: {progressive_openers: "on"}\n', encoding="utf-8")
    story = "Seat 4 opened with jacks. Did he have enough to open?"
    data = json.loads(cli("rule", "--game", "jacks-or-better", "--house", house, "--story", story, "--json").output)
    assert not any(u["fact"] == FACT for u in data["understood"])
    assert FACT in {m["fact"] for m in data["missing"]}


@pytest.mark.parametrize(
    "story, value",
    [
        ("Everyone folded to the opener. He shows 8-8, no openers.", False),  # a pair by its cards
        ("Seat 4 opened with 10-10 and everybody folded.", False),
        ("Seat 4 opened with TT.", False),
        ("Seat 4 opened with 99, seat 6 raised.", False),
        ("Seat 4 opened with A-A.", True),
        ("Seat 4 opened with KK.", True),
        ("seat 8 opened, then seat 8 says he misread and doesnt have jacks", False),  # his own word
        ("Seat 3 opened, then seat 3 says oops I misread, I have no jacks.", False),
        ("jacks back, seat 3 opened for high but only had 10s, nobody called him", False),  # "only", no draw told
    ],
)
def test_a_pair_by_its_cards_and_a_hand_said_short(book, story, value):
    game = "jacks-back" if story.startswith("jacks back") else "jacks-or-better"
    assert opens(book, story, game)[0] is value


@pytest.mark.parametrize(
    "story",
    [
        "Seat 4 opened with J-10.",  # two ranks: no pair
        "Seat 4 opened, seat 6 called. After the draw the opener only had kings up.",  # drawn to, perhaps
        "Seat 4 opened. Seat 6 says seat 4 doesnt have jacks.",  # another player's claim
    ],
)
def test_cards_and_shortfalls_that_read_nothing(book, story):
    assert opens(book, story) is None


def declares(book, text, house=BOOK_ROOM):
    got = [r for r in read_story(book, "jacks-or-better", text, house=house) if r.fact == "declarer_has_openers"]
    return got[0].value if got else None


@pytest.mark.parametrize(
    "story, value",
    [
        ('Seat seven was all in for his ante only, said "open" and then showed 10-10.', False),
        ("Seat 2 is all in for the ante. He says its open, then shows a pair of eights.", False),
        ('Seat 3 is all in for the ante. He says "open" and has two queens.', True),
        (
            "Seat 2 opens and shows tens before the draw. Seat 5 hasnt acted yet and has queens, he wants to open it.",
            True,
        ),
        ("Seat 1 opened. Seat 5 hadn't acted yet, he's got kings and wants to open it.", True),
        # what he shows at the end is what he can show (his fact asks whether he can show openers)
        ("Seat 2 is all in for his ante and says its open. At the end he only shows a pair of 8s.", False),
        # the declarer's hand only: another seat's reads nothing
        ("Seat 2 says its open. Seat 6 has a pair of tens.", None),
        ("Seat 2 is all in for the ante and shows a pair of eights.", None),  # nobody declared
    ],
)
def test_the_declarers_hand_told_in_words(book, story, value):
    assert declares(book, story) is value


@pytest.mark.parametrize(
    "story, value",
    [
        (
            "Seat 1 opened, seat 3 called. Then before the draw seat 1 turns up his hand by mistake and it's a pair of tens.",
            False,
        ),
        ("jacks back. seat 5 opened for high, nobody called, and then it comes out he had tens.", False),
        ("Seat 8 opened and everybody folded. He turns over a pair of tens with a straight draw.", False),
        ("Seat 3 opens, seat 5 calls, seat 3 says wait and shows 10 10.", False),  # the showing is told, not said
    ],
)
def test_the_opener_showing_or_found_out_in_floor_talk(book, story, value):
    game = "jacks-back" if story.startswith("jacks back") else "jacks-or-better"
    assert opens(book, story, game)[0] is value


def test_a_story_told_inside_quotes_by_nobody_is_the_tellers(book):
    told = 'Dealer: "Floor! Seat 1 opened, showed he only had a pair of 8s. Seat 4 wants to say the pot is open."'
    assert opens(book, told)[0] is False
    assert opens(book, 'The dealer said "seat 4 opened with two tens and seat 6 called".') is None  # said by someone


@pytest.mark.parametrize(
    "story, value",
    [
        ("Seat 4 opened and everybody folded. He shows Th Tc 8d 5s 2h.", False),  # cards typed with suits
        ("Seat 4 opened and everybody folded. He shows Kh Kd 9s 9c 2d.", True),
        (
            "Seat 2 opened, seat 5 raised, and before the draw seat 2 says \"oh no, I don't have openers, I've got tens\".",
            False,
        ),  # the opener's word against himself
        ('Seat 2 opened, and the dealer was moving on when seat 2 said "wait, I\'ve got no jacks."', False),
    ],
)
def test_typed_cards_and_the_openers_own_admission(book, story, value):
    assert opens(book, story)[0] is value


@pytest.mark.parametrize(
    "story",
    [
        "Seat 2 opened and says he has jacks.",  # his word for himself is what he must show
        "Seat 2 opened and says seat 5 has tens.",  # another player's hand
        "Seat 2 opened. After the draw seat 2 says he has tens.",  # his hand after the draw
    ],
)
def test_what_the_opener_says_for_himself_reads_nothing(book, story):
    assert opens(book, story) is None


def test_the_declarers_cards_typed(book):
    story = (
        "Seat 2 opened and showed tens. Seat 8 hadn't acted yet and holds Kh Kd 9s 4c 2c. He wants to declare it open."
    )
    assert declares(book, story) is True


def test_a_whole_hand_by_ranks_is_read_where_it_holds_a_pair(book):
    assert opens(book, "Everyone folded to the opener. He shows J-J-9-9-2.")[0] is True  # two pair, not "a pair"
    assert opens(book, "Everyone folded to the opener. He shows 10-10-9-6-3.")[0] is False
    assert opens(book, "Everyone folded to the opener. He shows J-10-9-4-2.") is None  # may be a flush
    assert opens(book, "Seat 3 opened. After the draw he only ever had tens.")[0] is False
    assert opens(book, "Seat 3 opened. She never had jacks.")[0] is False
    assert opens(book, "Seat 3 opened. He never had kings.") is None  # never having kings is not being short


@pytest.mark.parametrize(
    "story, value",
    [
        ("I open with a pair of kings, everybody folds, and the dealer says I have to show my openers.", True),
        ("I opened with tens and everybody folded.", False),  # told first hand: the teller is the opener
        ("Seat 8 open $10, everybody fold. Seat 8 show his cards, he have only pair of 10, no openers.", False),
    ],
)
def test_first_hand_and_plain_english_tellings(book, story, value):
    assert opens(book, story)[0] is value


@pytest.mark.parametrize(
    "story",
    [
        "Could seat 3 open with tens?",
        "Would tens open it? I think he could open with tens.",
        "Seat 4 opened. I asked him to show and I had tens.",
    ],
)
def test_a_supposition_or_the_tellers_own_hand_reads_nothing(book, story):
    assert opens(book, story) is None


@pytest.mark.parametrize(
    ("story", "value"),
    [
        ("Can I open with a pair of tens?", False),  # the question is the dispute: tens are the hand in it
        ("can he open with two pair, threes and deuces", True),
        ("Seat 5 wants to know: may he open with kings?", True),
    ],
)
def test_the_hand_a_question_asks_about_is_the_hand_in_dispute(book, story, value):
    assert opens(book, story)[0] is value


def test_the_openers_own_word_that_he_opened_on_a_draw_counts_after_the_draw_too(book):
    story = (
        "Seat 3 opens, seat 6 raises, seat 3 calls. Draw: seat 3 one, seat 6 two. seat 3 shows a flush - "
        "he says he opened on a four-flush."
    )
    assert opens(book, story)[0] is False
    assert opens(book, "Seat 1 opens and everyone folds to him. He turns up K-Q high, no pair.")[0] is False


@pytest.mark.parametrize(
    "story",
    [
        "Seat 4 opened for high, nobody called, he shows a pair of nines. No openers.",
        "Seat 6 opens, everyone folds. After the draw seat 6 can't show jacks, he has a pair of tens.",
        "Seat 5 opened and got no callers; after the draw he could not prove openers.",
        "The man in seat 8 - big fellow, Steelers jersey - he opened it for twenty and everybody folded. "
        "He shows a pair of tens with a straight draw. No openers.",
    ],
)
def test_said_short_of_openers_at_any_time(book, story):
    assert opens(book, story)[0] is False


@pytest.mark.parametrize(
    "story",
    [
        "Seat 4 opened. Seat 6 raised and he can't show jacks.",  # said of another seat
        "Seat 3 opened. Seat 5 says no openers, no pot.",  # a claim
        "Seat 3 opened. Can he win with no openers?",  # a question
        "Seat 3 opened and seat 5 called. If the opener has no openers, what happens?",  # a supposition
    ],
)
def test_said_short_where_it_is_not_the_openers_word_reads_nothing(book, story):
    assert opens(book, story) is None


def test_the_declarer_said_short_after_the_draw(book):
    story = "Seat 3 was all in for the ante, declared the pot open, and at the end he couldn't show jacks."
    assert declares(book, story) is False


def test_no_jacks_said_of_the_opener_after_he_flips(book):
    assert (
        opens(book, "Seat 4 opens for high and everybody folds. He flips his cards and he has nines, no jacks.")[0]
        is False
    )


@pytest.mark.parametrize(
    "story",
    [
        "Seat 2 opened, every other player folded to him, and when he turns his hand up it's a pair of tens.",
        "Seat 2 opened, everyone folded to him, and then he showed his cards and it was only two tens.",
    ],
)
def test_the_uncalled_openers_hand_past_the_players_who_folded(book, story):
    assert opens(book, story)[0] is False


def test_a_player_between_still_stands_between(book):
    assert opens(book, "Seat 4 opened, another player called, and he shows a pair of tens.") is None


@pytest.mark.parametrize(
    "story",
    [
        "So the guy opened, everyone folded to him, and then he showed his cards and it was only two tens.",
        "HE OPENS, WE ALL FOLD, AND THEN HE SHOWS TEN-TEN!!",
        "My brother, he opened for the high, everybody folded. Then he shows his cards and it is only two tens.",
        "A gentleman opened the pot and then, before the draw, he showed his hand and it was only a pair of tens.",
        "He opened and I called. He shows a pair of tens.",
    ],
)
def test_an_opener_no_seat_names_is_he_while_nobody_else_is_named(book, story):
    assert opens(book, story)[0] is False


@pytest.mark.parametrize(
    "story",
    [
        "He opened, she raised, and he shows a pair of tens.",  # two people
        "He opened, the lady called, and he shows a pair of tens.",  # another person between
        "Seat 3 called. The guy opened and he shows a pair of tens.",  # a seat named first: he may be seat 3
    ],
)
def test_an_unnamed_opener_with_someone_else_about_reads_nothing(book, story):
    assert opens(book, story) is None


@pytest.mark.parametrize(
    "story",
    [
        "Seat 4 was all-in for the ante, declared the pot open and then could not show a pair of jacks.",
        "Seat 4 was all in for his ante and declared it open. He failed to produce openers.",
        "Both agree seat 4 was all-in for the ante, he declared, and all he had was tens.",
    ],
)
def test_the_declarer_short_said_many_ways(book, story):
    assert declares(book, story) is False


def test_all_he_had_is_the_openers_hand_only_of_the_seat_named_last(book):
    assert opens(book, "Seat 4 opened with a flourish. All he had was tens.")[0] is False
    assert opens(book, "Seat 4 opened and seat 2 called. All he had was tens.") is None
