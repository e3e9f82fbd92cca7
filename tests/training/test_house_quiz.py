"""Quizzes on a room's own rules (issue 14): a rule that stands alone and one that overrides the
book are both asked, each labelled "House rule (Room)" after the answer, on the sheet and in the
JSON; `--book` asks none; `--section house` asks only them; progress files them apart from the book."""

import copy
import json

import pytest
from support.rooms import profile

from rulings.rules.room import in_force
from rulings.training.check import audit
from rulings.training.quiz import Maker

ROOM = profile(
    """name: Oceanside Card Club
options:
  raise_cap: six-raises
"""
)
LABEL = "House rule (Oceanside Card Club)"
GAME = "five-card-draw"


@pytest.fixture
def room(tmp_path):
    path = tmp_path / "oceanside.yaml"
    path.write_text(ROOM, encoding="utf-8")
    return path


@pytest.fixture
def room_book(book, room):
    return in_force(str(room), False, book)[0]


def sheet(cli, *args):
    r = cli("quiz", "--print", "--json", *args)
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)["items"]


def test_the_quiz_asks_both_kinds_of_house_rule_labelled(cli, room):
    items = sheet(cli, "--house", room, "--section", "house", "--game", GAME, "--count", 10, "--seed", 3)
    clauses = {i["clause"] for i in items}
    assert clauses == {"house.phones", "house.no-cap-no-limit"}
    for i in items:
        assert i["house_rule"] == "Oceanside Card Club" and i["label"] == LABEL
        assert i["citation"].startswith(LABEL) and i["id"].startswith("house/oceanside-card-club/")
    phones = next(i for i in items if i["clause"] == "house.phones")
    assert phones["citation"] == LABEL
    assert phones["choices"][phones["correct"] - 1] == "A player in a hand who talks on a phone at the table has a dead hand."
    assert len(phones["choices"]) == 2 and "No rule covers it" in " ".join(phones["choices"])
    cap = [i for i in items if i["clause"] == "house.no-cap-no-limit"]
    for i in cap:  # asked where the room rules otherwise than the book: the book's cap is the wrong answer
        assert i["facts"]["betting_structure"] in ("no-limit", "pot-limit")
        assert i["keys"][i["correct"] - 1] == "raise-allowed" and "capped" in i["keys"]
        assert i["citation"] == f"{LABEL}, on Draw Games Generally › Betting Cap (draw.betting-cap)"
    # the printed sheet's key names the room's rule
    r = cli("quiz", "--print", "--house", room, "--section", "house", "--game", GAME, "--count", 10, "--seed", 3)
    key = r.stdout.split("Answer key")[1]
    assert key.count(LABEL) == len(items) and f"--house {room}" in r.stdout


def test_answers_on_house_rules_are_scored_and_labelled_in_the_feedback(cli, room):
    args = ["--house", room, "--section", "house", "--game", GAME, "--count", 3, "--seed", 3]
    items = sheet(cli, *args)
    assert len(items) == 3
    typed = [items[0]["correct"], 3 - items[1]["correct"], items[2]["correct"]]  # right, wrong, right
    r = cli("quiz", *args, "--trainee", "ana", "--json", input="".join(f"{n}\n" for n in typed))
    assert r.exit_code == 0, r.output
    done = json.loads(r.stdout)
    assert done["score"] == 2 and [i["right"] for i in done["items"]] == [True, False, True]
    assert done["house_rules"] == "Oceanside Card Club"
    assert r.stderr.count(f"-- {LABEL}") == 3 and "Oceanside Card Club's own rules are asked too" in r.stderr
    assert "Wrong: the answer is" in r.stderr
    stats = json.loads(cli("quiz", "stats", "--trainee", "ana", "--json").stdout)
    sections = {s["section"] for s in stats["sections"]}
    assert sections <= {"house.phones (Oceanside Card Club)", "house.no-cap-no-limit (Oceanside Card Club)"}
    assert stats["answered"] == 3 and stats["right"] == 2


def test_the_book_asks_no_house_rule(cli, room, monkeypatch):
    monkeypatch.setenv("RULINGS_HOUSE", str(room))
    for seed in range(3):
        items = sheet(cli, "--book", "--game", GAME, "--count", 40, "--seed", seed)
        assert items and not any(i["house_rule"] or i["id"].startswith("house/") for i in items)
        assert not any("House rule" in i["citation"] for i in items)
    # the default profile ($RULINGS_HOUSE) brings the room's rules in
    items = sheet(cli, "--section", "house", "--game", GAME, "--count", 5, "--seed", 1)
    assert {i["clause"] for i in items} == {"house.phones", "house.no-cap-no-limit"}


@pytest.mark.parametrize("args", [["--book"], []])
def test_section_house_without_house_rules_is_one_line_and_exit_2(cli, tmp_path, args):
    plain = tmp_path / "plain.yaml"
    plain.write_text("name: Plain Room\noptions: {raise_cap: six-raises}\n", encoding="utf-8")
    for extra in (args, ["--house", plain]):
        r = cli("quiz", "--section", "house", "--print", *extra)
        assert r.exit_code == 2
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: --section house: ") and "no rules of its own" in lines[0]
        assert "Traceback" not in r.output


def test_house_items_never_rebuild_under_the_book_or_another_room(book, room_book, tmp_path):
    items = Maker(room_book, 3, GAME, "house").quiz(5)
    other = tmp_path / "other.yaml"
    other.write_text(ROOM.replace("Oceanside Card Club", "Harbor Room"), encoding="utf-8")
    harbor = in_force(str(other), False, book)[0]
    for item in items:
        assert Maker(room_book, 3, GAME).build(item.id) is not None
        assert Maker(book, 3, GAME).build(item.id) is None
        assert Maker(harbor, 3, GAME).build(item.id) is None
        assert item.progress_section == f"{item.clause} (Oceanside Card Club)"
    # a book item whose situation the room's rule now decides is not passed off as the room's
    plain_id = items[0].id.replace("house/oceanside-card-club/", "rule/")
    assert Maker(room_book, 3, GAME).build(plain_id) is None


def test_house_items_pass_the_item_check(room_book):
    counts, problems = {}, []
    total = 0
    for game in (None, GAME, "lowball", "jacks-back"):
        for k in range(5):
            for section in ("house", None):
                maker = Maker(room_book, f"h-{k}", game, section)
                items = maker.quiz(20)
                c, found = audit(room_book, items, maker.per_topic(20))
                if game is None:  # a quiz of every game may tell one exposed-card story twice (the book's)
                    found = [p for p in found if p.startswith("house/")]
                problems += found
                total += c["house items"]
                assert c["house items labelled"] == c["house items"]
                counts = c
    assert not problems, "\n".join(problems[:20])
    assert total >= 40 and counts["items"] > 0


def test_the_check_catches_a_house_item_passed_off_as_the_book_s(room_book):
    items = Maker(room_book, 1, GAME, "house").quiz(5)
    assert audit(room_book, items)[1] == []
    for item in items:
        unlabelled = copy.deepcopy(item)
        unlabelled.house_rule = ""
        assert any("not labelled" in p for p in audit(room_book, [unlabelled])[1])
        booked = copy.deepcopy(item)
        booked.citation = "Draw Games Generally › Betting Cap ¶1 (draw.betting-cap)"
        assert any("not labelled" in p for p in audit(room_book, [booked])[1])
        mixed = copy.deepcopy(item)
        mixed.id = item.id.replace("house/oceanside-card-club/", "rule/")
        assert any("its id is not the room's" in p for p in audit(room_book, [mixed])[1])
    phones = next(i for i in items if i.clause == "house.phones")
    wrong = next(n for n in range(len(phones.choices)) if n != phones.answer)
    roomed = copy.deepcopy(phones)
    roomed.choices[wrong].under = ""  # "no rule covers it" witnessed under the room: false there
    assert any("not what the engine rules in its witness" in p for p in audit(room_book, [roomed])[1])
    rekeyed = copy.deepcopy(phones)
    rekeyed.choices[phones.answer].text = "The player is warned."
    assert any("not the room's ruling" in p for p in audit(room_book, [rekeyed])[1])
