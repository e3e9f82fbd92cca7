"""The engine: three-valued decisions, precedence, conflicts, questions that matter."""

import pytest

from rulings.engine.context import Context
from rulings.engine.topic import CONFLICT, DECIDED, NEEDS_FACTS, NOT_COVERED, Topical
from rulings.errors import BadInput
from rulings.rules.model import HouseProfile
from rulings.rules.load import load
from rulings.engine.ruling import rule


def decide(book, game, topic, house=None, **facts):
    ctx = Context(book, game, HouseProfile(options=house or {}), facts)
    return Topical(book, game, topic).decide(ctx)


def test_decided_as_soon_as_known_facts_decide(book):
    # Two raises with three players: allowed whatever the players now or the heads-up option.
    d = decide(book, "five-card-draw", "betting-cap", players_at_round_start=3, raises_so_far=2)
    assert d.status == DECIDED and d.outcomes == ("raise-allowed",)
    # A heads-up round needs nothing more.
    assert decide(book, "five-card-draw", "betting-cap", players_at_round_start=2).status == DECIDED


def test_missing_facts_are_only_those_that_matter(book):
    d = decide(book, "five-card-draw", "betting-cap", players_at_round_start=4)
    assert d.status == NEEDS_FACTS
    assert [f.id for f in d.missing] == ["raises_so_far"]


def test_exception_beats_its_default(book):
    facts = dict(players_at_round_start=4, players_now=2, raises_so_far=4)
    assert decide(book, "five-card-draw", "betting-cap", **facts).outcomes == ("capped",)
    d = decide(book, "five-card-draw", "betting-cap", house={"heads_up_cap": "removed"}, **facts)
    assert d.outcomes == ("raise-allowed",)
    assert [c.id for c in d.winners] == ["draw.betting-cap.removed-heads-up"]
    assert [(f.id, v) for f, v in d.house_used] == [("heads_up_cap", "removed")]


def test_house_option_picks_the_alternate(book):
    six = {"raise_cap": "six-raises"}
    assert decide(book, "five-card-draw", "betting-cap", house=six, players_at_round_start=3,
                  raises_so_far=4).outcomes == ("raise-allowed",)


def test_game_fixes_the_table_setup(book):
    # Jacks-or-better is an ante game: forced bets are never asked there.
    d = decide(book, "jacks-or-better", "first-to-act", betting_round="first")
    assert d.status == DECIDED and d.outcomes == ("left-of-button",)
    # Five-card draw allows both, so the same question needs the setup.
    d = decide(book, "five-card-draw", "first-to-act", betting_round="first")
    assert [f.id for f in d.missing] == ["forced_bets"]


def test_bad_fact_values_are_bad_input(book):
    with pytest.raises(BadInput, match="not one of first, second"):
        Context(book, "five-card-draw", given={"betting_round": "third"})
    with pytest.raises(BadInput, match="unknown fact"):
        Context(book, "five-card-draw", given={"no_such": 1})
    with pytest.raises(BadInput, match="fixed by the game"):
        Context(book, "lowball", given={"ranking": "high"})
    with pytest.raises(BadInput, match="unknown game"):
        Context(book, "stud", given={})


def test_unknown_answer_gives_branches(book):
    ctx = Context(book, "five-card-draw", given={"players_at_round_start": 4})
    ctx.skipped.add("raises_so_far")
    d = Topical(book, "five-card-draw", "betting-cap").decide(ctx)
    assert d.status == NEEDS_FACTS and not d.missing
    outcomes = {sub.outcomes for _, _, sub in d.branches}
    assert outcomes == {("raise-allowed",), ("capped",)}


def test_rule_without_topic_uses_topics_the_facts_touch(book):
    r = rule(book, "five-card-draw", {"cards_wanted": 6})
    assert r.status == DECIDED
    assert "draw.the-draw.more-than-five" in [c.id for c in r.winners]
    assert {c.outcome for c in r.winners} <= {"draw-refused", "dealt-in-one-run"}
    assert rule(book, "five-card-draw", {}).status == NOT_COVERED


SYNTHETIC = """part: draw
topics: [{id: zz-topic, title: Synthetic}]
facts:
  - {id: zz_flag, type: yes/no, question: Flag?}
clauses:
  - id: zz.general
    section: draw.rapping
    topic: zz-topic
    title: general
    ruling: general ruling
    outcome: general
    when: {fact: zz_flag, is: true}
    examples: [{facts: {zz_flag: true}, expect: general}]
  - id: zz.rival
    section: draw.rapping
    topic: zz-topic
    title: rival
    ruling: rival ruling
    outcome: rival
    when: {fact: zz_flag, is: true}
    examples: [{facts: {zz_flag: true}, expect: rival}]
"""


def test_conflict_is_reported_naming_both(data_copy):
    (data_copy / "parts" / "zz.yaml").write_text(SYNTHETIC, encoding="utf-8")
    b = load(data_copy, use_cache=False)
    d = decide(b, "five-card-draw", "zz-topic", zz_flag=True)
    assert d.status == CONFLICT
    assert {c.id for c in d.winners} == {"zz.general", "zz.rival"}
    assert decide(b, "five-card-draw", "zz-topic", zz_flag=False).status == NOT_COVERED


def test_later_part_beats_earlier_part(data_copy):
    text = SYNTHETIC.replace("section: draw.rapping\n    topic: zz-topic\n    title: rival",
                             "section: jacks-or-better.show-openers\n    topic: zz-topic\n    title: rival")
    (data_copy / "parts" / "zz.yaml").write_text(text, encoding="utf-8")
    b = load(data_copy, use_cache=False)
    # In five-card draw only the general clause exists; in jacks-or-better its own part wins.
    assert decide(b, "five-card-draw", "zz-topic", zz_flag=True).outcomes == ("general",)
    d = decide(b, "jacks-or-better", "zz-topic", zz_flag=True)
    assert d.status == DECIDED and d.outcomes == ("rival",)
