"""A whole `rulings ask` interview driven by typed input through CliRunner."""


def test_full_interview_with_help_back_and_answers(cli):
    typed = (
        "\n".join(
            [
                "1",  # game: five-card draw
                "raise cap",  # what happened
                "1",  # the betting-cap topic
                "?",  # why is this asked?
                "5",  # players at the start of the round
                "back",  # undo it
                "3",  # players at the start of the round, again
                "4",  # raises so far
                "n",  # log this ruling? no
            ]
        )
        + "\n"
    )
    r = cli("ask", input=typed)
    assert r.exit_code == 0, r.output
    out = " ".join(r.output.split())
    assert "Which game?" in out and "What happened?" in out
    assert "Asked because the answer decides between:" in out
    assert "Undone:" in out
    assert "RULING (five-card-draw)" in out
    assert "no further raise is allowed" in out
    assert "Betting Cap ¶1 (draw.betting-cap)" in out
    assert "the book's main rule" in out  # the house option it rested on
    # Only the two questions that matter: players at the start (asked again after ? and back), raises.
    assert out.count("Q1.") == 3 and out.count("Q2.") == 2 and "Q3." not in out


def test_unknown_answer_states_the_branches(cli):
    typed = "raise cap\n1\n4\nunknown\nn\n"
    r = cli("ask", "--game", "five-card-draw", input=typed)
    assert r.exit_code == 0, r.output
    assert "NOT DECIDED YET" in r.output
    out = " ".join(r.output.split())
    assert "It depends on: How many raises" in out
    assert "if 3 or fewer: The round began" in out and "another raise is allowed" in out
    assert "if 4 or more: Raises are limited" in out and "no further raise is allowed" in out


def test_house_profile_changes_the_interview_ruling(cli, tmp_path):
    house = tmp_path / "room.yaml"
    house.write_text("name: Garden City\noptions: {raise_cap: six-raises}\n", encoding="utf-8")
    r = cli("ask", "--game", "five-card-draw", "--house", house, input="raise cap\n1\n4\nn\n")
    out = " ".join(r.output.split())
    # Four raises: under the room's six-raise cap whatever the number of players, so nothing else is asked.
    assert r.exit_code == 0 and "Q2." not in out
    assert "another raise is allowed" in out and "Garden City" in out and "a bet and six raises" in out


def test_bad_answer_is_asked_again(cli):
    r = cli("ask", "--game", "five-card-draw", input="raise cap\n1\nmany\n2\nn\n")
    assert r.exit_code == 0, r.output
    assert "is not a whole number" in r.output
    assert "RULING" in r.output


def test_end_of_input_exits_1_without_traceback(cli):
    r = cli("ask", "--game", "five-card-draw", input="raise cap\n")
    assert r.exit_code == 1
    assert "Traceback" not in r.output
    assert "Input ended" in r.output


def test_unknown_game_is_exit_2(cli):
    r = cli("ask", "--game", "stud", input="")
    assert r.exit_code == 2 and "unknown game 'stud'" in r.output


def test_end_of_input_at_the_log_offer_exits_1_and_logs_nothing(cli):
    r = cli("ask", "--game", "five-card-draw", input="raise cap\n1\n3\n4\n")
    assert r.exit_code == 1 and "RULING" in r.output and "the ruling was not logged" in r.output
    assert "No rulings logged" in cli("log", "list").output


def test_ctrl_c_exits_130_without_traceback(cli, monkeypatch):
    from rulings.cli import terminal

    def interrupted(self, prompt):
        raise KeyboardInterrupt

    monkeypatch.setattr(terminal.Terminal, "read", interrupted)
    r = cli("ask", "--game", "five-card-draw", input="raise cap\n")
    assert r.exit_code == 130
    assert "Traceback" not in r.output


def test_rule_about_words_restricts_to_that_topic(cli):
    import json

    r = cli("rule", "--game", "jacks-or-better", "--about", "change number of cards drawn", "--json")
    data = json.loads(r.output)
    assert data["status"] == "needs_facts"
    assert {m["fact"] for m in data["missing"]} == {"cards_dealt_on_request", "someone_acted_on_request"}


def test_cards_typed_at_a_question_decide_it(cli, tmp_path):
    house = tmp_path / "room.yaml"
    house.write_text('name: Progressive Room\noptions: {progressive_openers: "on"}\n', encoding="utf-8")
    # Jacks open, but this room's progressive openers may ask for more: the cards are kept and
    # the one fact they still need (how many hands went unopened) is asked next.
    r = cli(
        "ask",
        "--game",
        "jacks-or-better",
        "--house",
        house,
        "--about",
        "hand-qualifies",
        input="Jh Jc 9d 5s 2c\nback\nJh Jc 9d 5s 2c\n1\nn\nn\n",
    )
    out = " ".join(r.output.split())
    assert r.exit_code == 0, r.output
    assert "Cards noted" in out and "Undone:" in out
    assert "How many hands in a row before this one did nobody open?" in out
    assert "may not open" in out or "not openers" in out


def test_bad_cards_at_a_question_are_asked_again(cli):
    r = cli(
        "ask", "--game", "jacks-or-better", "--about", "hand-qualifies", input="Jh Jh 9d 5s 2c\nKh Kd 9d 5s 2c\nn\nn\n"
    )
    out = " ".join(r.output.split())
    assert r.exit_code == 0, r.output
    assert "Jh" in out and "From the cards: yes" in out


def test_table_setup_named_in_the_story_is_not_asked_again(book):
    from rulings.floor.story import read_story

    def read(text, game="lowball"):
        return {r.fact: r.value for r in read_story(book, game, text)}

    taken = read("dealer flashed a 9 in pot limit lowball")
    assert taken["betting_structure"] == "pot-limit" and taken["exposure_kind"] == "flashed"
    assert read("no-limit game, blinds, exposed six")["betting_structure"] == "no-limit"
    assert "betting_structure" not in read("the ante limit was reached")  # not a structure
    assert "betting_structure" not in read("pot limit or no limit game?")  # two named: neither taken
    assert read("ante game, first guy checked")["forced_bets"] == "antes"


def test_interview_takes_the_structure_from_the_words(cli):
    r = cli("ask", "--game", "lowball", input="exposed card before the draw pot limit\n1\nn\n")
    out = " ".join(r.output.split())
    assert "From your words:" in out and "pot-limit" in out
    assert "limit, pot-limit, or no-limit" not in out.lower()
