"""The rule commands through CliRunner: exit codes, output, JSON contracts, one-line errors."""

import json



def test_version_and_help(cli):
    r = cli("--version")
    assert r.exit_code == 0 and r.output.startswith("rulings ")
    r = cli("rule", "--help")
    assert r.exit_code == 0 and "Example: rulings rule" in r.output


def test_rule_json_contract_decided(cli):
    r = cli("rule", "--game", "five-card-draw", "--fact", "players_at_round_start=4",
               "--fact", "raises_so_far=4", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["game"] == "five-card-draw" and data["status"] == "decided"
    ruling = data["rulings"][0]
    assert ruling["clause"] == "draw.betting-cap.four-raises"
    assert ruling["section"] == "draw.betting-cap" and ruling["paragraph"] == 1
    assert "draw.betting-cap" in ruling["citation"] and ruling["text"]
    assert data["missing"] == []
    assert data["house"]["options_used"][0]["option"] == "raise_cap"


def test_rule_needs_facts_lists_questions(cli):
    r = cli("rule", "--game", "five-card-draw", "--fact", "players_at_round_start=4", "--json")
    assert r.exit_code == 0
    data = json.loads(r.output)
    assert data["status"] == "needs_facts" and data["rulings"] == []
    assert [m["fact"] for m in data["missing"]] == ["raises_so_far"]
    assert data["missing"][0]["question"].endswith("?")


def test_rule_text_output_cites_and_names_house_option(cli, tmp_path):
    house = tmp_path / "room.yaml"
    house.write_text("name: Oceanside Card Club\noptions:\n  raise_cap: six-raises\n", encoding="utf-8")
    r = cli("rule", "-g", "five-card-draw", "-f", "players_at_round_start=3", "-f", "raises_so_far=6",
               "--house", str(house))
    assert r.exit_code == 0
    assert "Betting Cap ¶1 (draw.betting-cap)" in r.output
    assert "Oceanside Card Club" in r.output and "a bet and six raises" in r.output
    assert "alternate rule" in r.output


def test_rule_not_covered_says_so(cli):
    r = cli("rule", "--game", "five-card-draw", "--json")
    assert json.loads(r.output)["status"] == "not_covered"
    r = cli("rule", "--game", "five-card-draw")
    assert "does not cover" in r.output


def test_situation_file(cli, tmp_path):
    sit = tmp_path / "s.yaml"
    sit.write_text("game: jacks-or-better\nabout: draw.changing-draw\nfacts:\n  cards_dealt_on_request: yes\n",
                   encoding="utf-8")
    r = cli("rule", "--situation", str(sit), "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["status"] == "decided" and data["rulings"][0]["clause"] == "draw.changing-draw.too-late"


def _one_line_error(r, *words):
    assert r.exit_code == 2, r.output
    err = r.stderr if hasattr(r, "stderr") else r.output
    line = err.strip()
    assert "\n" not in line and "Traceback" not in line
    for w in words:
        assert w in line, line
    return line


def test_bad_input_is_one_line_exit_2(cli, tmp_path):
    _one_line_error(cli("rule", "--game", "stud"), "unknown game 'stud'", "jacks-or-better")
    _one_line_error(cli("rule", "-g", "lowball", "-f", "colour=red"), "unknown fact 'colour'")
    _one_line_error(cli("rule", "-g", "lowball", "-f", "betting_round=third"), "first, second")
    _one_line_error(cli("rule", "-g", "lowball", "-f", "raises_so_far"), "NAME=VALUE")
    _one_line_error(cli("rule", "-g", "lowball", "-f", "raises_so_far=lots"), "whole number")
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: lowball\nfacts:\n  a: [\n", encoding="utf-8")
    _one_line_error(cli("rule", "--situation", str(bad)), "bad.yaml:", "malformed YAML")
    _one_line_error(cli("rule", "--situation", str(tmp_path / "none.yaml")), "cannot read")
    house = tmp_path / "h.yaml"
    house.write_text("name: X\noptions:\n  raise_cap: ten-raises\n", encoding="utf-8")
    _one_line_error(cli("rule", "-g", "lowball", "--house", str(house)), "h.yaml:", "four-raises, six-raises")
    house.write_text("name: X\noptions:\n  colour: red\n", encoding="utf-8")
    _one_line_error(cli("rule", "-g", "lowball", "--house", str(house)), "unknown house option 'colour'")
    _one_line_error(cli("show", "draw.nowhere"), "unknown section or clause")
    _one_line_error(cli("search", "cap", "--game", "stud"), "unknown game")


def test_search_json_contract(cli):
    r = cli("search", "raise cap heads up", "--json", "--limit", "3")
    assert r.exit_code == 0
    data = json.loads(r.output)
    assert data["query"] == "raise cap heads up" and len(data["results"]) == 3
    first = data["results"][0]
    assert set(first) >= {"clause", "section", "title", "score"}
    assert first["section"] == "draw.betting-cap"
    scores = [x["score"] for x in data["results"]]
    assert scores == sorted(scores, reverse=True)


def test_search_tolerates_typos_and_word_order(cli):
    for q in ["chaneg number of cards draw", "draw change cards number", "rapped teh table"]:
        data = json.loads(cli("search", q, "--json", "--limit", "3").output)
        assert data["results"][0]["section"] in ("draw.changing-draw", "draw.rapping"), q


def test_show_section_and_clause(cli):
    r = cli("show", "draw.betting-cap")
    assert r.exit_code == 0 and "draw.betting-cap.four-raises" in r.output
    r = cli("show", "draw.betting-cap.four-raises")
    assert r.exit_code == 0 and "When:" in r.output and "raises_so_far" in r.output
    data = json.loads(cli("show", "draw.betting-cap.four-raises", "--json").output)
    assert data["section"] == "draw.betting-cap" and data["outcome"] == "capped" and "raises_so_far" in data["when"]
    data = json.loads(cli("show", "draw.betting-cap", "--json").output)
    assert "draw.betting-cap.four-raises" in [c["clause"] for c in data["clauses"]]


def test_games_lists_setups_and_house_options(cli):
    data = json.loads(cli("games", "--json").output)
    ids = {g["id"] for g in data["games"]}
    assert ids == {"five-card-draw", "jacks-or-better", "lowball", "kansas-city-lowball", "jacks-back"}
    options = {o["id"]: o for o in data["house_options"]}
    assert options["raise_cap"]["main"] == "four-raises"
    assert {c["value"] for c in options["raise_cap"]["choices"]} == {"four-raises", "six-raises"}
    text = cli("games").output
    assert "[main] four-raises" in text and "[alt ] six-raises" in text


def test_coverage_json_contract(cli):
    data = json.loads(cli("coverage", "--json").output)
    ids = [s["id"] for s in data["sections"]]
    assert ids[0] == "draw" and "draw.betting-cap" in ids
    cap = next(s for s in data["sections"] if s["id"] == "draw.betting-cap")
    assert "draw.betting-cap.four-raises" in cap["clauses"]
    assert set(data["uncovered"]) <= set(ids)
    assert all(s["id"] not in data["uncovered"] for s in data["sections"] if s["id"].startswith("draw"))


def test_lint_clean_on_shipped_data(cli):
    r = cli("lint")
    assert r.exit_code == 0, r.output
    assert r.output.startswith("ok:")


def test_lint_catches_seeded_conflict_and_bad_reference(cli, data_copy):
    (data_copy / "parts" / "zz.yaml").write_text("""part: draw
topics: [{id: zz-topic, title: T}]
facts:
  - {id: zz_flag, type: yes/no, question: Flag?}
clauses:
  - id: zz.a
    section: draw.rapping
    topic: zz-topic
    title: a
    ruling: a
    outcome: a
    when: {fact: zz_flag, is: true}
    examples: [{facts: {zz_flag: true}, expect: a}]
  - id: zz.b
    section: draw.rapping
    topic: zz-topic
    title: b
    ruling: b
    outcome: b
    when: {fact: zz_flag, is: true}
    examples: [{facts: {zz_flag: true}, expect: b}]
""", encoding="utf-8")
    r = cli("lint")
    assert r.exit_code == 1
    assert "zz.a: conflicts with zz.b" in r.output
    (data_copy / "parts" / "zz.yaml").write_text((data_copy / "parts" / "zz.yaml").read_text()
                                                 .replace("examples: [{facts: {zz_flag: true}, expect: b}]",
                                                          "exception_to: [zz.nothing]\n    examples: [{facts: {zz_flag: true}, expect: b}]"),
                                                 encoding="utf-8")
    r = cli("lint")
    assert r.exit_code == 1 and "zz.b: refers to missing clause 'zz.nothing'" in r.output


def test_lint_catches_unreachable_clause(cli, data_copy):
    (data_copy / "parts" / "zz.yaml").write_text("""part: draw
topics: [{id: zz-topic, title: T}]
facts:
  - {id: zz_flag, type: yes/no, question: Flag?}
clauses:
  - id: zz.never
    section: draw.rapping
    topic: zz-topic
    title: never
    ruling: never
    outcome: never
    when: {all: [{fact: zz_flag, is: true}, {fact: zz_flag, is: false}]}
    examples: [{facts: {zz_flag: true}, expect: never}]
""", encoding="utf-8")
    r = cli("lint")
    assert r.exit_code == 1 and "zz.never: unreachable" in r.output


def test_situation_file_with_house_options(cli, tmp_path):
    sit = tmp_path / "s.yaml"
    sit.write_text("game: five-card-draw\nhouse: {raise_cap: six-raises}\nfacts:\n  players_at_round_start: 3\n"
                   "  raises_so_far: 4\n", encoding="utf-8")
    data = json.loads(cli("rule", "--situation", sit, "--json").output)
    assert data["status"] == "decided" and data["rulings"][0]["clause"] == "draw.betting-cap.under-cap"
    sit.write_text("game: five-card-draw\nhouse: {raise_cap: nine-raises}\n", encoding="utf-8")
    _one_line_error(cli("rule", "--situation", sit), "s.yaml", "four-raises, six-raises")


def test_usage_errors_are_one_line_exit_2(cli):
    _one_line_error(cli("show"), "Missing argument 'ID'", "show --help")
    _one_line_error(cli("search", "cap", "--limit", "0"), "--limit", "1<=x<=100")
    _one_line_error(cli("rule", "--game", "lowball", "--bogus"), "No such option: --bogus")
    _one_line_error(cli("serach", "cap"), "No such command 'serach'")
