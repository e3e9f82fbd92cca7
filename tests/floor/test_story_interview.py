"""The interview told as a story: what the words state is taken, shown and never asked; cards
where cards decide; "not covered" said honestly. Through `rulings ask` and `rulings rule --story`."""

import json

import pytest


def flat(text: str) -> str:
    return " ".join(text.split())


def test_the_story_is_taken_shown_first_and_not_asked(cli):
    story = (
        "Limit draw, blind game. Four players at the start of the round, a bet and four raises, seat 3 wants to raise"
    )
    r = cli("ask", "--game", "five-card-draw", input=f"{story}\n1\nn\n")
    out = flat(r.output)
    assert r.exit_code == 0, r.output
    assert out.index("From your words: limit · blinds") < out.index("Which of these is it?")
    assert "Q1." not in out  # every fact the cap turns on was in the words
    assert "no further raise is allowed" in out
    assert "From your words: Four players at the start of the round · a bet and four raises" in out


def test_back_takes_back_a_reading_of_the_story(cli):
    # The story says he flashed the card; taking that back makes the question come.
    story = "pot limit lowball, the dealer flashed a card to seat 4"
    r = cli("ask", "--game", "lowball", input=f"{story}\n1\nback\nunknown\nunknown\nunknown\nunknown\nn\n")
    out = flat(r.output)
    assert r.exit_code == 0, r.output
    assert "Undone: taken from what you typed" in out


def test_a_negated_phrase_is_not_taken(book):
    from rulings.floor.story import read_story

    said = {r.fact: r.value for r in read_story(book, "lowball", "Nobody opened for high; the dealer never dealt")}
    assert "nobody_opened" not in said or said["nobody_opened"] is True
    said = {r.fact: r.value for r in read_story(book, "jacks-or-better", "seat 8 says the opener had openers")}
    assert "opener_has_openers" not in said  # a claim is not what happened


def test_a_showdown_told_in_the_story_names_the_winner_without_asking(cli):
    story = "Seat 5 has joker-2-3-4-7. Seat 1 has A-2-3-5-7 and says the joker should be a five."
    r = cli("rule", "--game", "lowball", "--story", story, "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    hands = data["showdown"]["hands"]
    assert [hands[i]["label"] for i in data["showdown"]["winners"]] == ["seat 5"]
    assert any(u["fact"] == "showdown_hands" for u in data["understood"])
    text = flat(cli("rule", "--game", "lowball", "--story", story).output)
    assert "Seat 5 wins" in text and "joker as an ace" in text


def test_a_hand_told_twice_by_ranks_and_by_cards_is_one_hand(cli):
    story = "Seat 5 shows the joker with 7-4-3-2, Jk 7s 4d 3c 2h. Seat 1 has 7c 5d 3s 2d Ah."
    data = json.loads(cli("rule", "--game", "lowball", "--story", story, "--about", "joker", "--json").output)
    hands = data["showdown"]["hands"]
    assert [h["label"] for h in hands] == ["seat 5", "seat 1"]
    assert [hands[i]["label"] for i in data["showdown"]["winners"]] == ["seat 5"]


def test_a_showdown_question_takes_the_hands(cli):
    r = cli(
        "ask",
        "--game",
        "five-card-draw",
        "--about",
        "joker",
        input="1\nseat 2: Ah Kh Qh Jh Jk; seat 5: As Ad Ac Kd Ks\nn\n",
    )
    out = flat(r.output)
    assert r.exit_code == 0, r.output
    assert "or type the cards: What hands were shown?" in out
    assert "Seat 2 wins: royal flush, joker as" in out


def test_splitting_openers_takes_the_final_hand_and_the_discards_in_one_answer(cli):
    story = "opener announced he was splitting, put the discard under a chip, made a flush"
    r = cli("ask", "--game", "jacks-or-better", input=f"{story}\n2\nKh Kd 9s 9c 4h / discards Qs\nn\n")
    out = flat(r.output)
    assert r.exit_code == 0, r.output
    assert "or type the cards" in out
    assert "Cards noted" in out or "From the cards: yes" in out
    assert "RULING (jacks-or-better)" in out and "NOT DECIDED" not in out


def test_two_sets_of_cards_may_come_one_question_at_a_time(book):
    from rulings.floor.interview import TOPIC, Answer, Done, next_step
    from rulings.floor.typed import interpret

    story = "opener announced he was splitting, put the discard under a chip, made a flush"
    answers = [Answer(TOPIC, "split-openers-eligibility")]
    step = next_step(book, "jacks-or-better", None, story, answers)
    assert step.cards_for.id == "opener_final_hand"
    answers.append(interpret(step, "Jh 9h 7h 4h 2h"))
    step = next_step(book, "jacks-or-better", None, story, answers)
    assert step.cards_for.id == "opener_discards"
    answers.append(interpret(step, "Jc"))
    done = next_step(book, "jacks-or-better", None, story, answers)
    assert isinstance(done, Done) and done.ruling.status == "decided"


def test_bad_cards_in_one_answer_are_refused_in_words(book):
    import pytest

    from rulings.errors import BadInput
    from rulings.floor.interview import TOPIC, Answer, next_step
    from rulings.floor.typed import interpret

    step = next_step(
        book, "jacks-or-better", None, "opener split his openers, said so", [Answer(TOPIC, "split-openers-eligibility")]
    )
    while step.fact.id != "opener_could_have_had_openers":
        step = next_step(
            book,
            "jacks-or-better",
            None,
            "opener split his openers, said so",
            [Answer(TOPIC, "split-openers-eligibility"), interpret(step, "yes")],
        )
    with pytest.raises(BadInput, match="both"):
        interpret(step, "Kh Kd 9s 9c 4h / discards Kh")


def test_rule_story_json_gives_what_was_understood_and_the_matches(cli):
    story = "$30-$60 lowball, after the draw seat 2 bets $30 and seat 7 says the bet is $60 now"
    r = cli("rule", "--game", "lowball", "--story", story, "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    understood = {u["fact"]: u for u in data["understood"]}
    assert understood["small_bet"]["value"] == 30 and understood["big_bet"]["value"] == 60
    assert understood["betting_structure"]["value"] == "limit"
    assert data["matches"][0]["topic"] == "limit-bet-after-draw"
    assert {"topic", "section", "title", "score"} <= set(data["matches"][0])
    assert "$60" in json.dumps(data["rulings"])  # the ruling gives this table's amounts


def test_a_fact_given_overrides_the_words(cli):
    story = "pot limit lowball, the dealer flashed a card before the draw"
    r = cli("rule", "--game", "lowball", "--story", story, "--fact", "betting_structure=limit", "--json")
    data = json.loads(r.output)
    assert data["facts"]["betting_structure"] == "limit"
    assert "betting_structure" not in {u["fact"] for u in data["understood"]}


def test_a_dispute_the_chapter_does_not_cover_is_said_so(cli):
    r = cli("rule", "--game", "lowball", "--story", "seat 3 made a string raise, went back to his stack", "--json")
    data = json.loads(r.output)
    assert data["status"] == "not_covered" and data["rulings"] == []
    assert data["not_covered"]["outside"]["title"] == "A string raise"
    text = flat(cli("rule", "--game", "lowball", "--story", "seat 3 made a string raise").output)
    assert "This chapter has no rule on that" in text


def test_words_that_match_nothing_are_not_covered(cli):
    r = cli("rule", "--game", "lowball", "--about", "zzzz qqqq", "--json")
    assert r.exit_code == 0
    assert json.loads(r.output)["status"] == "not_covered"


def test_none_of_these_lets_the_floor_describe_it_again_and_stop(cli):
    r = cli("ask", "--game", "lowball", input="exposed card\n0\nseat 3 made a string raise\nn\n")
    out = flat(r.output)
    assert r.exit_code == 0, r.output
    assert out.count("What happened?") == 2
    assert "This chapter has no rule on that" in out


def test_the_ruling_says_the_amounts_for_this_table(cli):
    r = cli(
        "rule",
        "--game",
        "five-card-draw",
        "--story",
        "$30-$60 draw with blinds, seat 4 opens for $45",
        "--about",
        "minimum-open",
    )
    out = flat(r.output)
    assert (
        "At $30-$60 the big blind is $30: seat 4 may open for $30 by calling it or for $60 by raising it; "
        "$45 is not a legal open."
    ) in out
    r = cli(
        "rule",
        "--game",
        "five-card-draw",
        "--story",
        "$30-$60 draw with blinds, how much can he open for",
        "--about",
        "minimum-open",
    )
    out = flat(r.output)
    assert "At $30-$60 the big blind is $30: he opens for $30 by calling it or for $60 by raising it" in out


def test_the_ruling_names_the_seats_the_story_gave(cli):
    story = "Ante game. Seat 2 opened, seat 5 raised, seat 7 called, and seat 2 folded to the raise. After the draw, who acts first?"
    out = flat(cli("rule", "--game", "jacks-or-better", "--about", "first-to-act", "--story", story).output)
    assert "Seat 2 opened and has folded: the first player still in to the left of seat 2 acts first." in out
    for button, first in (
        (
            "seat 4 has the button",
            "The button is seat 4: seat 5 acts first if he is dealt in (otherwise the next "
            "player dealt in to his left)",
        ),
        ("seat 6 is left of the button", "Seat 6 acts first: he is the first player to the button's left"),
    ):
        story = f"ante game, {button}, who acts first before the draw"
        out = flat(cli("rule", "--game", "five-card-draw", "--about", "first-to-act", "--story", story).output)
        assert first in out


def test_a_fold_is_the_opener_s_only_when_his_seat_folded(book):
    from rulings.floor.story import read_story

    def said(text):
        return {r.fact: r.value for r in read_story(book, "jacks-or-better", text)}

    assert said("Seat 2 opened, seat 5 raised and seat 2 folded.")["opener_still_in"] is False
    assert "opener_still_in" not in said("Seat 2 opened, seat 5 raised and seat 5 folded.")


@pytest.mark.parametrize(
    "story,count",
    [
        ("After the draw seat 3 bet, seat 5 raised and seat 7 reraised; can seat 3 raise again?", 2),
        ("seat 1 bet, seat 2 raised, seat 3 re-raised, seat 4 raised and now seat 1 wants to raise", 3),
        ("The opener bet and the button raised. Can the big blind reraise?", None),  # two sentences
        ("seat 1 bet, seat 2 raised, seat 4 raised again", None),  # nothing asked next: may be the act in dispute
        ("seat 1 bet and nobody raised, can seat 2 raise", None),  # a negation
        ("seat 1 bet, seat 2 raised, then after the draw seat 1 bet and seat 2 raised: can seat 3 raise?", None),
        ("seat 1 bets, seat 2 raises, seat 3 reraises, can seat 4 raise", 2),  # raises told seat by seat, as now
    ],
)
def test_a_count_told_act_by_act(book, story, count):
    from rulings.floor.story import read_story

    said = {r.fact: r.value for r in read_story(book, "five-card-draw", story)}
    assert said.get("raises_so_far") == count


def test_a_count_told_act_by_act_is_not_asked_again(cli):
    story = "Seat 3 bet, seat 5 raised and seat 7 reraised, and seat 3 wants to raise again"
    r = cli("ask", "--game", "five-card-draw", input=f"{story}\n1\nn\n")
    assert r.exit_code == 0, r.output
    out = flat(r.output)
    assert "From your words: bet, seat 5 raised and seat 7 reraised" in out
    assert "How many raises" not in out
    assert "RULING" in out


def test_a_re_prefix_is_part_of_its_word_in_search(book):
    from rulings.rules.vocabulary import words

    assert words("re-raised") == words("reraised")
    assert "re" not in words("seat 3 re-raised")


@pytest.mark.parametrize(
    "flushes, winner", [("none", "Seat 4 wins"), ("seat 4", "Seat 1 wins"), ("seat 4 was", "Seat 1 wins")]
)
def test_a_showdown_told_by_ranks_asks_only_for_the_flushes(cli, flushes, winner):
    # in deuce-to-seven a flush is a bad hand: whether K-9-7-4-2 is one decides who wins
    story = "2-7. seat 1 A-2-3-4-5 vs seat 4 K-9-7-4-2. seat 1 thinks he has the nuts"
    r = cli("ask", "--game", "kansas-city-lowball", input=f"{story}\n1\n{flushes}\nn\n")
    out = flat(r.output)
    assert r.exit_code == 0, r.output
    assert "From your words: seat 1 A-2-3-4-5; seat 4 K-9-7-4-2. A flush would change who wins" in out
    assert winner in out


def test_the_flush_question_refuses_a_seat_not_in_the_showdown(book):
    from rulings.errors import BadInput
    from rulings.floor.interview import TOPIC, Answer, next_step
    from rulings.floor.typed import interpret
    from rulings.rules.model import HouseProfile

    story = "2-7. seat 1 A-2-3-4-5 vs seat 4 K-9-7-4-2."
    step = next_step(book, "kansas-city-lowball", HouseProfile(), story, [Answer(TOPIC, "hand-ranking")])
    with pytest.raises(BadInput, match="seat 1, seat 4"):
        interpret(step, "seat 9")
    assert interpret(step, "Ah 2h 3h 4h 5h; Kd 9c 7s 4s 2d").value == "Ah 2h 3h 4h 5h; Kd 9c 7s 4s 2d"  # typed out


def test_an_open_at_an_amount_the_stakes_do_not_allow_is_offered_as_the_minimum_open(cli):
    r = cli(
        "rule",
        "--game",
        "five-card-draw",
        "--story",
        "$30-$60 draw with blinds, seat 3 opens for $45. legal?",
        "--json",
    )
    data = json.loads(r.output)
    assert data["matches"][0]["topic"] == "minimum-open"
    out = flat(
        cli("rule", "--game", "five-card-draw", "--story", "$30-$60 draw with blinds, seat 3 opens for $45.").output
    )
    assert (
        "At $30-$60 the big blind is $30: seat 3 may open for $30 by calling it or for $60 by raising it; "
        "$45 is not a legal open."
    ) in out


def test_a_hand_the_ruling_kills_is_out_of_the_showdown(cli):
    # three-way: the miscalled seven is dead, the best of the other hands wins (lowball.verbal-declarations)
    story = (
        'lowball, three-way at showdown. s1 says "six" and spreads 7c 4d 3h 2s Ah. s4 shows 7d 6c 4h 3s 2d. '
        "s8 shows 8h 5c 4c 3d 2h."
    )
    data = json.loads(cli("rule", "--game", "lowball", "--story", story, "--json").output)
    hands = data["showdown"]["hands"]
    assert [hands[i]["label"] for i in data["showdown"]["winners"]] == ["seat 4"]
    assert data["showdown"]["dead"] == ["seat 1"]
    out = flat(cli("rule", "--game", "lowball", "--story", story).output)
    assert "Seat 4 wins: seven-six low" in out and "Seat 1: out of the showdown by this ruling" in out


def test_a_showdown_with_a_hand_told_only_in_words_is_not_read(book):
    from rulings.floor.story import read

    story = "Showdown: seat 5 7-5-4-2-A, seat 7 8-6-4-3-2, seat 2 9-high."  # seat 2's hand may have been the best
    assert read(book, "lowball", story).hands == []


@pytest.mark.parametrize(
    ("game", "story", "outcome"),
    [
        # another seat told still in: the opener is not alone, and with a raise the pot plays
        (
            "jacks-or-better",
            "s1 opened, s3 raised, s5 called, then s1 said he misread and only has 10s, before the draw",
            "pot-plays",
        ),
        # a rap after the draw is a pass: no draw is left to stand pat on
        (
            "five-card-draw",
            "seat 2 knocks on the table after the draw when it's his turn, seat 7 bets and seat 2 now "
            "wants to raise, says the knock was a check",
            "pass",
        ),
        # the hand declared with is the declarer's
        (
            "jacks-or-better",
            "s5 only had his ante in, declared it open with nines, everyone else folded",
            "loses-ante-sits-out",
        ),
        # the opener's hand in the muck before he showed it: the floor's call to let him retrieve it
        (
            "jacks-or-better",
            "s6 opened, everyone folded, he mucked his hand face down before showing openers",
            "floor-discretion",
        ),
    ],
)
def test_what_the_story_tells_decides_without_a_question(cli, game, story, outcome):
    r = cli("rule", "--game", game, "--story", story, "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["status"] in ("decided", "discretion"), data["missing"]
    assert outcome in [x["outcome"] for x in data["rulings"]]


def test_the_opener_is_not_alone_only_while_another_seat_is_told_still_in(book):
    from rulings.floor.story import read

    def alone(story):
        return {r.value for r in read(book, "jacks-or-better", story).readings if r.fact == "opener_alone"}

    assert alone("seat 1 opened, seat 3 called, seat 5 folded") == {False}
    assert alone("seat 1 opened, seat 3 called, after the draw seat 1 bet and seat 3 folded") != {False}
    assert alone("seat 1 opened and seat 3 raised") == {False}


def test_a_checked_low_against_the_hands_shown_is_decided_from_the_cards(cli):
    story = "Limit lowball $20-$40. S3 draws one, checks after the draw. S6 bets $40, S3 calls. Showdown: S3 6-4-3-2-A, S6 8-7-5-2-A."
    data = json.loads(cli("rule", "--game", "lowball", "--story", story, "--about", "checked-seven", "--json").output)
    told = {u["fact"]: u["value"] for u in data["understood"]}
    assert told["seven_had_best_hand"] is True and told["checked_seven_or_better"] is True
    assert "checker_hand" not in told  # told by ranks: no suits to say were his
    assert data["status"] == "decided" and "seat 6 gets his $40 back" in data["rulings"][0]["here"]
    beaten = story.replace("S6 8-7-5-2-A", "S6 5-4-3-2-A")
    data = json.loads(cli("rule", "--game", "lowball", "--story", beaten, "--about", "checked-seven", "--json").output)
    assert {u["fact"]: u["value"] for u in data["understood"]}["seven_had_best_hand"] is False


@pytest.mark.parametrize(
    ("story", "action"),
    [
        ("seat 2 checks, seat 4 opens, then seat 4 shows tens. seat 2 wants to declare it open.", "passed"),
        ("seat 5 checks, seat 4 opens, then seat 4 shows tens. seat 2 wants to declare it open.", None),  # not his
        (
            "seat 1 opened, seat 2 called, before seat 5 had acted seat 1 showed tens. seat 5 declares it open.",
            "not-yet",
        ),
    ],
)
def test_the_declarer_s_own_act_before_the_false_open(book, story, action):
    from rulings.floor.retold import retold
    from rulings.floor.story import read

    told = {r.fact: r.value for r in read(book, "jacks-or-better", retold(story)).readings}
    assert told.get("declarer_action") == action
