"""What users of Typer and Click tools expect: -h, exit codes, JSON, stdin, width, colour, pipes."""

import json
import os
import subprocess
import sys

import pytest

from rulings.style import Style, for_stream


def test_dash_h_is_help(cli):
    assert cli("-h").output == cli("--help").output and "Usage:" in cli("rule", "-h").output


def test_search_with_nothing_relevant_exits_1_like_grep(cli):
    r = cli("search", "zzzz qqqq")
    assert r.exit_code == 1 and "Nothing in the rules matches" in r.output
    r = cli("search", "zzzz qqqq", "--json")
    assert r.exit_code == 1 and json.loads(r.stdout) == {"query": "zzzz qqqq", "results": []}
    assert cli("search", "raise cap").exit_code == 0


def test_lint_json_lists_the_problems(cli, data_copy):
    r = cli("lint", "--json")
    assert r.exit_code == 0 and json.loads(r.stdout)["ok"] is True
    (data_copy / "parts" / "zz.yaml").write_text("part: draw\nclauses:\n  - {id: zz.one, section: nowhere}\n")
    r = cli("lint", "--json")
    data = json.loads(r.stdout)
    assert r.exit_code == 1 and not data["ok"]
    first = data["problems"][0]
    assert first["file"].endswith("zz.yaml") and first["line"] == 3  # the real file, not rules_data/...
    assert any("zz.one: unknown section 'nowhere'" in p["problem"] for p in data["problems"])


def test_situation_from_standard_input(cli):
    r = cli("rule", "--situation", "-", "--json",
            input="game: five-card-draw\nfacts: {players_at_round_start: 4, raises_so_far: 4}\n")
    assert r.exit_code == 0 and json.loads(r.stdout)["rulings"][0]["outcome"] == "capped"


def test_an_internal_error_is_one_line_exit_70(cli, monkeypatch):
    import rulings.engine.search as search

    def broken(*a, **k):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(search, "search", broken)
    r = cli("search", "raise cap")
    assert r.exit_code == 70 and "Traceback" not in r.output
    assert r.stderr.strip().count("\n") == 0 and "internal error: ZeroDivisionError" in r.stderr


def test_a_closed_pipe_exits_quietly():
    proc = subprocess.Popen([sys.executable, "-m", "rulings", "coverage"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=dict(os.environ, PYTHONUNBUFFERED="1"))
    proc.stdout.close()  # the reader has gone before anything is written (as `| head` does)
    err = proc.stderr.read().decode()
    assert proc.wait(30) == 141 and err == ""


def test_text_wraps_to_the_width_and_keeps_ids_whole():
    text = "The cap is lifted by draw.betting-cap.removed-heads-up " * 4
    for width in (40, 60, 100):
        lines = Style(width).wrap(text, "  ").splitlines()
        assert all(len(line) <= width for line in lines)
        assert all(line.strip().split()[-1] != "draw." for line in lines)


def test_colour_only_on_a_terminal_and_never_with_no_color(monkeypatch):
    class Tty:
        def isatty(self):
            return True

    class Pipe:
        def isatty(self):
            return False

    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    assert for_stream(Tty()).colour and not for_stream(Pipe()).colour
    assert for_stream(Pipe()).width == 88 and 40 <= for_stream(Tty()).width <= 100
    assert for_stream(Tty()).suits("A♥ K♠") == "A\033[31m♥\033[0m K♠"
    monkeypatch.setenv("NO_COLOR", "1")
    assert not for_stream(Tty()).colour
    monkeypatch.delenv("NO_COLOR")
    from rulings.style import NO_COLOR_FLAG

    monkeypatch.setitem(NO_COLOR_FLAG, "set", True)
    assert not for_stream(Tty()).colour


def test_no_color_is_a_global_option(cli):
    assert cli("--no-color", "show", "draw.betting-cap").exit_code == 0


@pytest.mark.parametrize("complete,typed,want", [
    ("complete_game", "lo", ["lowball"]),
    ("complete_id", "draw.betting-cap.six", ["draw.betting-cap.six-raises"]),
    ("complete_summary_format", "p", ["pdf"]),
])
def test_completion_offers_ids(complete, typed, want):
    from rulings.cli import common

    assert getattr(common, complete)(typed) == want


def test_completion_of_trainees_reads_the_database(cli):
    from rulings.cli.common import complete_trainee

    assert complete_trainee("") == []
    cli("quiz", "--game", "lowball", "--count", "1", "--seed", "3", "--trainee", "ana", input="1\n")
    assert complete_trainee("a") == ["ana"]


def test_answer_hints_name_the_choices_in_words_not_fact_ids(cli):
    r = cli("ask", "--game", "jacks-or-better", "--about", "draw.changing-draw", input="maybe\nn\nn\nn\n")
    assert "cards_dealt_on_request" not in r.output and "is not yes or no" in r.output
