"""The room's own rule told in the story ("we play progressive openers"): the book's alternate the
floor person says his room plays decides the ruling where the house profile leaves it open;
a claim, a question or another room's rule decides nothing."""

import json

import pytest


def rule(cli, game: str, story: str, *extra) -> dict:
    r = cli("rule", "--game", game, "--story", story, "--json", *extra)
    assert r.exit_code == 0, r.output
    return json.loads(r.output)


def test_the_room_s_word_decides_the_option_and_is_shown(cli):
    story = "We play progressive openers. Last hand passed out, what does it take to open this one?"
    data = rule(cli, "jacks-or-better", story, "--book")
    understood = {u["fact"]: u["value"] for u in data["understood"]}
    assert understood["progressive_openers"] == "on"
    assert [r["outcome"] for r in data["rulings"]] == ["queens"]
    assert data["house"]["name"] == "from your words"
    assert not [a for a in data["alternatives"] if a["option"] == "progressive_openers"]  # the room said which
    r = cli("rule", "--game", "jacks-or-better", "--story", story, "--book")
    assert "From your words: your room: progressive openers" in " ".join(r.output.split())


def test_the_room_s_cap_lets_a_fifth_raise_stand(cli):
    story = "In this room we play a bet and six raises. Five players at the start of the round, seat 3 wants to put in the fifth raise."
    data = rule(cli, "five-card-draw", story, "--book", "--about", "betting-cap")
    assert {u["fact"]: u["value"] for u in data["understood"]}["raise_cap"] == "six-raises"
    assert data["status"] == "decided" and {r["outcome"] for r in data["rulings"]} == {"raise-allowed"}


@pytest.mark.parametrize(
    "story",
    [
        "Seat 3 wants to put in the fifth raise, seat 5 says we play a bet and six raises.",  # a player's claim
        "Is a bet and six raises allowed? Seat 3 made the fifth raise.",  # a question
        "Seat 3 says at his home game they play a bet and six raises and wants a fifth raise.",  # not this room
        "Do we play six raises here? Seat 3 wants the fifth raise.",
        "We have a bet and six raises in, five players at the start of the round.",  # a count, not the room's cap
    ],
)
def test_no_claim_or_question_is_the_room_s_word(cli, story):
    data = rule(cli, "five-card-draw", story, "--book", "--about", "betting-cap")
    assert "raise_cap" not in {u["fact"] for u in data["understood"]}


def test_the_house_profile_wins_over_the_words(cli, tmp_path):
    house = tmp_path / "house.yaml"
    house.write_text("options:\n  raise_cap: four-raises\n", encoding="utf-8")
    story = (
        "We play a bet and six raises. Five players at the start of the round, seat 3 wants to put in the fifth raise."
    )
    data = rule(cli, "five-card-draw", story, "--house", str(house), "--about", "betting-cap")
    assert "raise_cap" not in {u["fact"] for u in data["understood"]}
    assert data["status"] == "decided" and "raise-allowed" not in {r["outcome"] for r in data["rulings"]}


def test_a_new_player_kill_only_if_nobody_objects(book):
    from rulings.floor.interview import story_ruling

    story = "New player in seat 5 wants to kill it. We let them kill it only if nobody objects. Seat 2 objects."
    done = story_ruling(book, "lowball", None, story, {"forced_bets": "blinds"})
    assert {u.fact: u.value for u in done.understood}["new_player_kill"] == "unless-objection"
    assert done.ruling.winners[0].outcome != "wait-or-kill"


def test_the_book_s_main_rule_offered_beside_a_room_s_alternate_is_called_the_main_rule(cli, tmp_path):
    house = tmp_path / "house.yaml"
    house.write_text("options:\n  raise_cap: six-raises\n", encoding="utf-8")
    story = "Five players at the start of the round, a bet and four raises, seat 3 wants to put in the fifth raise."
    r = cli("rule", "--game", "five-card-draw", "--story", story, "--house", str(house), "--about", "betting-cap")
    out = " ".join(r.output.split())
    assert r.exit_code == 0, r.output
    assert "Under the book's main rule (a bet and four raises)" in out
    assert "Under the book's alternate (a bet and four raises)" not in out


def test_a_paragraph_two_rules_share_is_cited_once(cli):
    r = cli("rule", "--game", "lowball", "--story", "s3 shows 6-4-3-2-A and s8 shows joker-5-4-3-2, who wins?")
    assert r.exit_code == 0, r.output
    assert r.output.count('-- Lowball (ace-to-five, "California") › Low Hand Wins ¶1') == 1
    assert "Seat 8 wins" in r.output
