"""`rulings facts` ids are a contract: a renamed fact keeps its old id as `was:`, and the old id
still works wherever a fact is given."""

import json


def _rename(data_copy, old_line: str, new_line: str) -> None:
    path = data_copy / "parts" / "draw.yaml"
    text = path.read_text(encoding="utf-8")
    assert old_line in text
    path.write_text(text.replace(old_line, new_line, 1), encoding="utf-8")


def test_an_old_fact_id_still_gives_the_fact(cli, data_copy):
    _rename(data_copy, "  - id: raises_so_far\n", "  - id: raises_so_far\n    was: [raises_made]\n")
    r = cli("rule", "-g", "five-card-draw", "-f", "players_at_round_start=3", "-f", "raises_made=4", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["facts"]["raises_so_far"] == 4 and data["rulings"][0]["outcome"] == "capped"


def test_an_old_id_that_names_another_fact_is_a_problem(cli, data_copy):
    _rename(data_copy, "  - id: raises_so_far\n", "  - id: raises_so_far\n    was: [players_now]\n")
    r = cli("lint")
    assert r.exit_code != 0
    assert "was: 'players_now' is already a fact" in r.output
