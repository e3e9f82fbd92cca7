"""The item check on many items per game (issue 15): every key is the engine's ruling in the item's own
situation, no wrong answer is, the question does not give the key away, no item or set of answers comes
twice in a sheet, and what is shown before the answer holds no citation. The check itself is shown to
fail on items made wrong on purpose."""

import copy
from collections import Counter

import pytest

from rulings.engine.context import Context
from rulings.engine.topic import DECIDED, Topical
from rulings.rules.model import HouseProfile
from rulings.training.check import audit, ruling, runs
from rulings.training.quiz import Maker

GAMES = ["five-card-draw", "jacks-or-better", "lowball", "kansas-city-lowball", "jacks-back"]
PER_GAME = 500
SHEET = 20


def sheets(book, game, n=PER_GAME // SHEET):
    for k in range(n):
        maker = Maker(book, f"check-{k}", game)
        yield maker, maker.quiz(SHEET)


@pytest.mark.parametrize("game", GAMES)
def test_500_items_per_game_pass_the_check(book, game):
    total: Counter = Counter()
    problems = []
    for maker, items in sheets(book, game):
        assert len(items) == SHEET
        counts, found = audit(book, items, maker.per_topic(SHEET))
        total += counts
        problems += found
    assert not problems, "\n".join(problems[:20])
    assert total["items"] == PER_GAME
    assert total["keys the engine's ruling"] == total["rule items"] >= PER_GAME * 0.4
    assert total["keys the evaluator's answer"] == total["card items"]
    assert total["distractors ruled elsewhere"] == total["distractors checked"] >= total["rule items"]
    assert total["headers checked"] == PER_GAME and total["repeats"] == 0
    assert {"kind situation", "kind showdown"} <= set(total)


@pytest.mark.parametrize("game", GAMES)
def test_keys_decided_again_here_from_the_story_alone(book, game):
    """Independently of the check module: the engine, given only what the story tells (house options
    not told are the book's main rules, table setups not told are left open), rules the key."""
    for _, items in sheets(book, game, n=5):
        for item in items:
            if not item.topic:
                continue
            ctx = Context(book, game, HouseProfile(options=item.house), item.facts)
            d = Topical(book, game, item.topic).decide(ctx)
            assert d.status == DECIDED and d.outcomes == (item.correct.key,), item.id
            assert len({c.key for c in item.choices}) == len(item.choices) == len({c.text for c in item.choices})
            assert 2 <= len(item.choices) <= 4


def _one_rule_item(book, game="lowball", topic=None):
    for _, items in sheets(book, game, n=3):
        for item in items:
            if item.topic and (topic is None or item.topic == topic) and len(item.choices) >= 2:
                return item
    raise AssertionError("no rule item")


def test_the_check_catches_a_wrong_key(book):
    item = copy.deepcopy(_one_rule_item(book))
    item.answer = (item.answer + 1) % len(item.choices)
    _, problems = audit(book, [item])
    assert any("the engine rules" in p for p in problems)


def test_the_check_catches_a_distractor_that_is_the_ruling(book):
    item = copy.deepcopy(_one_rule_item(book))
    wrong = (item.answer + 1) % len(item.choices)
    item.choices[wrong].key = item.correct.key
    _, problems = audit(book, [item])
    assert any("is the ruling too" in p for p in problems)


def test_the_check_catches_a_false_witness(book):
    item = copy.deepcopy(_one_rule_item(book))
    wrong = (item.answer + 1) % len(item.choices)
    item.choices[wrong].witness = dict(item.facts, **item.house)  # the item's own situation rules the key
    _, problems = audit(book, [item])
    assert any("not what the engine rules in its witness" in p for p in problems)


def test_the_check_catches_a_question_that_gives_the_answer_away(book):
    item = copy.deepcopy(_one_rule_item(book))
    item.question = f"{item.question} {item.story[-1]}"
    item.story = item.story[:-1] + [item.story[-1]]
    _, problems = audit(book, [item])
    assert any("the question repeats the story's words" in p for p in problems)
    item = copy.deepcopy(_one_rule_item(book))
    item.question = f"{item.question} ({item.correct.text})"
    _, problems = audit(book, [item])
    assert any("deciding phrase" in p for p in problems)
    item = copy.deepcopy(_one_rule_item(book))
    item.choices[item.answer].text = f"Yes: {item.story[-1]}"
    _, problems = audit(book, [item])
    assert any("the key restates the story's words" in p for p in problems)


def test_the_check_catches_a_citation_in_the_header(book):
    item = copy.deepcopy(_one_rule_item(book))
    item.question = f"[{item.section} ¶{item.paragraph}] {item.question}"
    _, problems = audit(book, [item])
    assert any("shows its citation" in p for p in problems)


def test_the_check_catches_a_story_that_leaves_out_a_setup_that_matters(book):
    maker = Maker(book, 0, "lowball")
    item = maker.build("rule/lowball/check-raise/betting_structure=limit;betting_round=second")
    assert item is not None and item.correct.key == "not-allowed"
    assert any("limit game" in s for s in item.story)  # the structure is told
    broken = copy.deepcopy(item)
    del broken.facts["betting_structure"]  # the wrong key the issue found: "allowed" with no structure told
    _, problems = audit(book, [broken])
    assert any("does not decide" in p for p in problems)
    assert ruling(book, "lowball", "check-raise", {}, {"betting_round": "second"}) is None


def test_the_check_catches_repeats_and_a_crowded_topic(book):
    item = _one_rule_item(book)
    _, problems = audit(book, [item, copy.deepcopy(item)], cap=2)
    assert any("asked twice" in p for p in problems)
    three = []
    for _, items in sheets(book, "lowball", n=25):
        three += [i for i in items if i.topic == "betting-cap" and i.id not in {t.id for t in three}]
    _, problems = audit(book, three[:3], cap=2)
    assert any("items on topic betting-cap" in p for p in problems)
    assert any("set of answers is offered twice" in p for p in problems)


def test_runs_are_words_in_a_row():
    assert ("the", "pot", "was", "raised") in runs("The pot was raised, before the draw.")
    assert not runs("two words")


TWO_RULINGS_ROOM = """name: Harbor Room
rules:
  - id: house.no-cap-no-limit
    section: draw.betting-cap
    title: No raise cap in no-limit play
    aliases: [no cap in no limit]
    when: {all: [{fact: betting_structure, is: no-limit}, {fact: players_at_round_start, at_least: 3}]}
    ruling: A no-limit round here has no cap on raises.
    outcome: raise-allowed
    overrides: [draw.betting-cap.four-raises, draw.betting-cap.six-raises]
    examples:
      - {facts: {betting_structure: no-limit, players_at_round_start: 3, raises_so_far: 5}, expect: raise-allowed}
  - id: house.phones
    section: house
    title: Phones in a full hand
    aliases: [phone at the table]
    when: {fact: players_now, at_least: 3}
    ruling: With three or more players in the pot, a player on the phone has a dead hand.
    outcome: hand-dead
    examples: [{facts: {players_now: 3}, expect: hand-dead}]
  - id: house.phones-heads-up
    section: house
    topic: house.phones
    title: Phones heads-up
    aliases: [phone heads up]
    when: {fact: players_now, at_most: 2}
    ruling: Heads-up, a player on the phone is only warned.
    outcome: warned
    examples: [{facts: {players_now: 2}, expect: warned}]
"""


@pytest.mark.parametrize("game", ["five-card-draw", "lowball"])
def test_items_on_the_room_s_own_rules_pass_the_check(book, tmp_path, game):
    """House items (a rule that overrides the book, a standalone question with two rulings) under
    the same check: keyed by the engine, every wrong answer witnessed (the book's own ruling under
    the book alone), labelled as the room's, never the book's."""
    from rulings.rules.room import in_force

    path = tmp_path / "harbor.yaml"
    path.write_text(TWO_RULINGS_ROOM, encoding="utf-8")
    room = in_force(str(path), False, book)[0]
    total: Counter = Counter()
    problems = []
    for k in range(10):
        for section in ("house", None):
            maker = Maker(room, f"room-{k}", game, section)
            counts, found = audit(room, maker.quiz(SHEET), maker.per_topic(SHEET))
            total += counts
            problems += found
    assert not problems, "\n".join(problems[:20])
    assert total["house items labelled"] == total["house items"] >= 20
    assert total["distractors ruled elsewhere"] == total["distractors checked"]
    phones = [i for i in Maker(room, 1, game, "house").quiz(10) if i.topic == "house.phones"]
    assert phones and all(len(i.choices) == 3 for i in phones)  # the other ruling, and "no rule covers it"
    for item in phones:
        assert {c.key for c in item.choices} == {"hand-dead", "warned", "no-rule"}
        assert item.citation == "House rule (Harbor Room)"
