"""The JSON API answers with the CLI's contracts: the same object `rule --json`, `search --json`
and `compare --json` print."""

import json


def test_rule_is_rule_json(client, cli):
    body = {"game": "five-card-draw", "facts": {"players_at_round_start": 4, "raises_so_far": "4"}}
    api = client.post("/api/rule", json=body)
    assert api.status_code == 200
    out = cli("rule", "--game", "five-card-draw", "--fact", "players_at_round_start=4", "--fact", "raises_so_far=4", "--json")
    assert api.json() == json.loads(out.stdout)
    assert api.json()["status"] == "decided"


def test_rule_with_about_and_house_options(client, cli, tmp_path):
    body = {
        "game": "five-card-draw",
        "facts": {"players_at_round_start": "4", "raises_so_far": "4"},
        "about": "draw.betting-cap",
        "house": {"raise_cap": "six-raises"},
    }
    api = client.post("/api/rule", json=body).json()
    situation = tmp_path / "s.yaml"
    situation.write_text(json.dumps(body))  # JSON is YAML: the same situation file for the CLI
    out = json.loads(cli("rule", "--situation", situation, "--json").stdout)
    assert {k: v for k, v in api.items() if k != "house"} == {k: v for k, v in out.items() if k != "house"}
    assert api["house"]["options_used"] == out["house"]["options_used"]
    assert api["house"]["options_used"][0]["value"] == "six-raises"


def test_rule_from_a_story_takes_its_words_and_its_best_match(client):
    r = client.post("/api/rule", json={"game": "lowball", "story": "pot limit, card exposed on the draw"}).json()
    assert {"fact": "betting_structure", "value": "pot-limit", "words": "pot limit"} in r["understood"]
    assert r["matches"] and r["facts"]["betting_structure"] == "pot-limit"
    given = client.post(
        "/api/rule", json={"game": "lowball", "story": "pot limit exposed card", "facts": {"betting_structure": "limit"}}
    ).json()
    assert given["facts"]["betting_structure"] == "limit"  # a fact given wins over the words


def test_rule_bad_input_is_400_in_words(client):
    for body, words in (
        ({"facts": {}}, "'game'"),
        ({"game": "chess"}, "chess"),
        ({"game": "lowball", "facts": {"no_such_fact": 1}}, "no_such_fact"),
        ({"game": "lowball", "facts": []}, "'facts'"),
    ):
        r = client.post("/api/rule", json=body)
        assert r.status_code == 400 and words in r.json()["error"], body
    r = client.post("/api/rule", content="game=lowball", headers={"content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 400 and "JSON" in r.json()["error"]
    r = client.post("/api/rule", content="{not json", headers={"content-type": "application/json"})
    assert r.status_code == 400


def test_search_is_search_json(client, cli):
    api = client.get("/api/search", params={"q": "false openers", "game": "jacks-or-better"})
    out = cli("search", "false openers", "--game", "jacks-or-better", "--json")
    assert api.json() == json.loads(out.stdout)
    assert client.get("/api/search", params={"q": "zzzz qqqq"}).json()["results"] == []
    assert client.get("/api/search").status_code == 400


def test_compare_is_compare_json(client, cli):
    hands = ["Kh Qh 9h 6h Jk", "Ac Kc Qd 9d 2s"]
    api = client.post("/api/compare", json={"game": "five-card-draw", "hands": hands})
    out = cli("compare", "--game", "five-card-draw", *hands, "--json")
    assert api.json() == json.loads(out.stdout)
    assert api.json()["winners"] == [0]
    low = client.post("/api/compare", json={"game": "jacks-back", "hands": ["7s 5h 4d 3c 2c", "8c 6d 4h 3s 2s"], "side": "low"})
    assert low.json()["winners"] == [0]
    bad = client.post("/api/compare", json={"game": "lowball", "hands": ["As As 2c 3d 4h", "8c 6d 4h 3s 2s"]})
    assert bad.status_code == 400 and "error" in bad.json()
    assert client.post("/api/compare", json={"game": "lowball", "hands": "As"}).status_code == 400


def test_health(client):
    assert client.get("/api/health").json() == {"status": "ok"}
