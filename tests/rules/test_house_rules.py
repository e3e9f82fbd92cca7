"""A room's own rules (rules/house_rules.py): read and checked like the book's clauses, added to a
derived rulebook (the book untouched), winning only where they say so, always cited as the room's."""

from __future__ import annotations

import pytest
from support.rooms import NO_LIMIT_CAP, PHONES

from rulings.engine.ruling import rule
from rulings.engine.search import search
from rulings.engine.topic import CONFLICT, DECIDED
from rulings.errors import DataError
from rulings.rules.house import check_house, load_house
from rulings.rules.house_rules import with_house_rules


@pytest.fixture
def room(tmp_path, book):
    """A profile with these rules (YAML list items), loaded: (derived book, profile)."""

    def make(rules: str, head: str = "name: Oceanside Card Club\n", name: str = "room.yaml"):
        path = tmp_path / name
        path.write_text(head + "rules:" + rules, encoding="utf-8")
        profile = load_house(path, book)
        return with_house_rules(book, profile), profile

    return make


def problems_of(tmp_path, book, text: str) -> list[str]:
    path = tmp_path / "room.yaml"
    path.write_text(text, encoding="utf-8")
    return check_house(path, book)[1]


def test_the_book_is_never_changed(book, room):
    before = dict(book.clauses)
    derived, profile = room(NO_LIMIT_CAP + PHONES)
    assert book.clauses == before and "house" not in book.sections
    assert len(derived.clauses) == len(book.clauses) + 2
    assert all(derived.clauses[cid] is c for cid, c in book.clauses.items())  # the book's own clauses, as they are
    assert {c.house for c in profile.rules} == {"Oceanside Card Club"}
    assert derived.fingerprint.startswith(book.fingerprint + "+")
    assert with_house_rules(book, load_house(None, book)) is book  # no rules: the book itself


def test_a_refining_rule_wins_where_it_says_so_and_is_cited_as_the_room_s(book, room):
    derived, profile = room(NO_LIMIT_CAP)
    facts = {"betting_structure": "no-limit", "players_at_round_start": 4, "raises_so_far": 4}
    r = rule(derived, "five-card-draw", facts, profile, about="betting-cap")
    assert r.status == DECIDED and [c.id for c in r.winners] == ["house.no-cap-no-limit"]
    c = r.winners[0]
    assert derived.citation(c) == (
        "House rule (Oceanside Card Club), on Draw Games Generally › Betting Cap (draw.betting-cap)"
    )
    assert derived.cite_short(c) == "House rule (Oceanside Card Club)"
    # limit play: the book's cap, as before
    r = rule(derived, "five-card-draw", dict(facts, betting_structure="limit"), profile, about="betting-cap")
    assert [c.id for c in r.winners] == ["draw.betting-cap.four-raises"]
    # the book alone rules as it always did
    r = rule(book, "five-card-draw", facts, profile, about="betting-cap")
    assert [c.id for c in r.winners] == ["draw.betting-cap.four-raises"]


def test_a_rule_that_does_not_override_the_book_conflicts_with_it(book, room):
    derived, profile = room(NO_LIMIT_CAP.replace(
        "overrides: [draw.betting-cap.four-raises, draw.betting-cap.six-raises]", "overrides: []"))
    facts = {"betting_structure": "no-limit", "players_at_round_start": 4, "raises_so_far": 4}
    r = rule(derived, "five-card-draw", facts, profile, about="betting-cap")
    assert r.status == CONFLICT
    assert {c.id for c in r.winners} == {"house.no-cap-no-limit", "draw.betting-cap.four-raises"}


def test_a_rule_of_the_room_s_own_has_its_section_and_topic_and_is_found(book, room):
    derived, profile = room(PHONES)
    c = derived.clauses["house.phones"]
    assert c.section == "house" and c.topic == "house.phones" and c.part == "house"
    assert derived.citation(c) == "House rule (Oceanside Card Club)"
    assert derived.sections["house"].title == "House rules (Oceanside Card Club)"
    for game in derived.games:
        r = rule(derived, game, {}, profile, about="house")
        assert r.status == DECIDED and r.winners == [c], game
    hits = search(derived, "guy talking on his cell phone at the table", limit=3)
    assert hits[0].clause is c
    assert not search(book, "talking on a cell phone", limit=3) or search(book, "cell phone")[0].clause.id != c.id


def test_a_room_s_rule_beats_a_later_part_s_clause_it_names(book, room):
    """A rule on a five-card-draw section that overrides a lowball clause wins in lowball: an
    exception named outright beats the game's own part (the engine's precedence, not a special case)."""
    derived, profile = room("""
  - id: house.check-raise-limit-lowball
    section: five-card-draw.check-raising
    title: Check-raising is allowed after the draw in limit lowball here
    aliases: [check raise lowball limit]
    when: {all: [{fact: betting_round, is: second}, {fact: betting_structure, is: limit}]}
    ruling: In this room a player may check and then raise after the draw, limit lowball included.
    outcome: allowed
    overrides: [lowball.must-bet-sevens.no-check-raise]
    games: [lowball]
    examples:
      - {game: lowball, facts: {betting_round: second, betting_structure: limit}, expect: allowed}
""")
    facts = {"betting_round": "second", "betting_structure": "limit"}
    assert [c.id for c in rule(book, "lowball", facts, profile, "check-raise").winners] == [
        "lowball.must-bet-sevens.no-check-raise"]
    r = rule(derived, "lowball", facts, profile, "check-raise")
    assert r.status == DECIDED and [c.id for c in r.winners] == ["house.check-raise-limit-lowball"]
    # `games:` keeps it out of Kansas City, where the book's rule stands
    r = rule(derived, "kansas-city-lowball", facts, profile, "check-raise")
    assert "house.check-raise-limit-lowball" not in [c.id for c in r.winners]


def test_a_refining_rule_holds_where_its_part_holds(book, room):
    """In Jacks Back a rule on a lowball section holds on the low side only."""
    derived, profile = room("""
  - id: house.low-side
    section: lowball.exposed-cards
    title: On the low side an exposed card is always replaced
    aliases: [exposed card low side]
    when: {fact: exposed_by_dealer_when, is: before-draw}
    ruling: In this room an exposed card in a lowball pot is always replaced.
    outcome: replaced
    topic: exposed-card
    examples:
      - {game: lowball, facts: {exposed_by_dealer_when: before-draw}, expect: replaced}
""")
    c = derived.clauses["house.low-side"]
    game = derived.game("jacks-back")
    assert derived.effective_condition(game, c) != c.when  # the side the lowball part holds on
    assert c in derived.clauses_for(derived.game("lowball")) and c not in derived.clauses_for(derived.game("five-card-draw"))


def test_examples_run_under_the_room_s_options(book, room):
    _, profile = room(NO_LIMIT_CAP, head="name: R\noptions: {raise_cap: six-raises}\n")
    assert profile.rules[0].examples[0].house == {"raise_cap": "six-raises"}


def test_rules_in_a_file_the_profile_names(tmp_path, book):
    (tmp_path / "more.yaml").write_text("rules:" + PHONES, encoding="utf-8")
    (tmp_path / "room.yaml").write_text("name: R\nrules:\n  - more.yaml\n" + NO_LIMIT_CAP, encoding="utf-8")
    profile = load_house(tmp_path / "room.yaml", book)
    assert [c.id for c in profile.rules] == ["house.phones", "house.no-cap-no-limit"]
    assert profile.rules[0].file == str(tmp_path / "more.yaml")


@pytest.mark.parametrize(("rules", "line", "fragment"), [
    ("  - {id: phones, section: house, title: t, aliases: [a], ruling: r, outcome: o}", 3, "starts with 'house.'"),
    ("  - {id: house.x, section: house, title: t, ruling: r, outcome: o, examples: [{facts: {}, expect: o}]}", 3,
     "needs aliases"),
    ("  - {id: house.x, section: house, title: t, aliases: [a], ruling: r, outcome: o}", 3, "at least one example"),
    ("  - id: house.x\n    section: house\n    topic: betting-cap\n    title: t\n    aliases: [a]\n    ruling: r\n"
     "    outcome: o\n    examples: [{facts: {}, expect: o}]", 3, "its own topic; 'betting-cap' is the book's"),
    ("  - id: house.x\n    section: draw.betting-cap\n    title: t\n    aliases: [a]\n    ruling: r\n    outcome: o\n"
     "    exception_to: [draw.betting-cap.four-raises]\n    examples: [{facts: {}, expect: o}]", 9, "overrides:"),
    ("  - id: house.x\n    section: draw.betting-cap\n    title: t\n    aliases: [a]\n    ruling: r\n    outcome: o\n"
     "    overrides: [draw.rapping.pass]\n    examples: [{facts: {}, expect: o}]", 3, "rules on another question"),
    ("  - id: house.x\n    section: draw.betting-cap\n    title: t\n    aliases: [a]\n    ruling: r\n    outcome: o\n"
     "    overrides: [draw.nothing]\n    examples: [{facts: {}, expect: o}]", 3, "no rule of the book or the room"),
    ("  - id: house.x\n    section: draw.nowhere\n    title: t\n    aliases: [a]\n    ruling: r\n    outcome: o\n"
     "    examples: [{facts: {}, expect: o}]", 3, "unknown section 'draw.nowhere'"),
    ("  - id: house.x\n    section: house\n    title: t\n    aliases: [a]\n    when: {fact: no_such_fact, is: true}\n"
     "    ruling: r\n    outcome: o\n    examples: [{facts: {}, expect: o}]", 3, "unknown fact 'no_such_fact'"),
    ("  - id: house.x\n    section: house\n    title: t\n    aliases: [a]\n    when: {fact: raises_so_far, is: many}\n"
     "    ruling: r\n    outcome: o\n    examples: [{facts: {}, expect: o}]", 3, "not a whole number"),
    ("  - missing.yaml", 2, "cannot read house rules file"),
    ("  - 5", 2, "a house rule is a mapping"),
])
def test_a_bad_rule_is_refused_with_its_file_and_line(tmp_path, book, rules, line, fragment):
    found = problems_of(tmp_path, book, "name: R\nrules:\n" + rules + "\n")
    assert any(p.startswith(f"{tmp_path / 'room.yaml'}:{line}: ") and fragment in p for p in found), found
    with pytest.raises(DataError, match="room.yaml"):
        load_house(tmp_path / "room.yaml", book)


def test_two_rules_of_one_id_and_rules_that_override_each_other_in_a_ring(tmp_path, book):
    rule_text = ("  - id: house.{a}\n    section: house\n    topic: house.t\n    title: t\n    aliases: [a]\n"
                 "    ruling: r\n    outcome: {a}\n    overrides: [house.{b}]\n    examples: [{{facts: {{}}, expect: {a}}}]\n")
    found = problems_of(tmp_path, book, "name: R\nrules:\n" + rule_text.format(a="a", b="b") + rule_text.format(a="b", b="a")
                        + rule_text.format(a="a", b="b"))
    assert any("house.a: a second rule of that id" in p for p in found), found
    assert any("overrides form a cycle" in p for p in found), found
