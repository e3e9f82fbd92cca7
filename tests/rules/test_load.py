"""Loading and validating the rule data: every problem as `file:line: id: what is wrong`."""

import pytest

from rulings.errors import DataError
from rulings.rules.load import load


def test_shipped_data_loads_clean(book):
    assert book.problems == []
    assert set(book.games) == {"five-card-draw", "jacks-or-better", "lowball", "kansas-city-lowball", "jacks-back"}
    assert "draw.betting-cap" in book.sections
    assert all(c.examples for c in book.clauses.values())


def test_every_game_follows_the_general_part(book):
    for g in book.games.values():
        assert g.part_ids()[0] == "draw"
        assert g.part_ids()[-1] == g.id


def _add_part(data_copy, text):
    (data_copy / "parts" / "zz-test.yaml").write_text(text, encoding="utf-8")
    return load(data_copy, strict=False, use_cache=False).problems


GOOD_CLAUSE = """
  - id: zz.one
    section: draw.rapping
    topic: zz-topic
    title: t
    ruling: r
    outcome: o
    examples: [{facts: {}, expect: o}]
"""


def test_problems_name_file_line_and_id(data_copy):
    problems = _add_part(data_copy, """part: draw
topics: [{id: zz-topic, title: T}]
clauses:
  - id: zz.bad
    section: draw.nowhere
    paragraph: 1
    topic: zz-topic
    title: t
    ruling: r
    outcome: o
    colour: red
    when: {fact: no_such_fact, is: true}
    exception_to: [zz.missing]
""")
    text = "\n".join(problems)
    assert "rules_data/parts/zz-test.yaml:4: zz.bad: unknown key 'colour'" in text
    assert "zz.bad: unknown section 'draw.nowhere'" in text
    assert "zz.bad: unknown fact 'no_such_fact'" in text
    assert "zz.bad: a clause needs at least one example" in text
    assert "zz.bad: refers to missing clause 'zz.missing'" in text


def test_duplicate_ids_and_bad_values(data_copy):
    problems = _add_part(data_copy, "part: draw\ntopics: [{id: zz-topic, title: T}]\nclauses:" + GOOD_CLAUSE + GOOD_CLAUSE + """
  - id: zz.two
    section: draw.rapping
    paragraph: 7
    topic: zz-topic
    title: t
    ruling: r
    outcome: o
    when: {fact: betting_round, is: third}
    examples: [{facts: {raises_so_far: many}, expect: o, game: poker}]
""")
    text = "\n".join(problems)
    assert "zz.one: duplicate clause id" in text
    assert "zz.two: paragraph 7 is not in draw.rapping (it has 1)" in text
    assert "zz.two: betting_round: 'third' is not one of first, second" in text
    assert "example: raises_so_far: 'many' is not a whole number" in text
    assert "example: unknown game 'poker'" in text


def test_malformed_yaml_names_file_and_line(data_copy):
    (data_copy / "parts" / "zz-test.yaml").write_text("part: draw\nclauses:\n  - id: x\n   bad: [\n", encoding="utf-8")
    with pytest.raises(DataError) as e:
        load(data_copy, use_cache=False)
    assert "zz-test.yaml:" in str(e.value) and "malformed YAML" in str(e.value)


def test_strict_load_refuses_bad_data(data_copy):
    _add_part(data_copy, "part: draw\nclauses:\n  - id: zz.x\n    section: draw.rapping\n")
    with pytest.raises(DataError) as e:
        load(data_copy, use_cache=False)
    assert "zz.x" in str(e.value) and "rulings lint" in str(e.value)


def test_cache_is_used_and_invalidated(data_copy, tmp_path, monkeypatch):
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(tmp_path / "c"))
    first = load(data_copy)
    written = list((tmp_path / "c").glob("rulebook-*.json"))
    assert len(written) == 1 and not list((tmp_path / "c").glob("*.pickle"))
    assert (tmp_path / "c").stat().st_mode & 0o777 == 0o700
    again = load(data_copy)
    assert again.fingerprint == first.fingerprint
    _add_part(data_copy, "part: draw\ntopics: [{id: zz-topic, title: T}]\nclauses:" + GOOD_CLAUSE)
    changed = load(data_copy)
    assert "zz.one" in changed.clauses and changed.fingerprint != first.fingerprint
    assert len(list((tmp_path / "c").glob("rulebook-*.json"))) == 1  # the older entry was removed


def test_data_reads_the_same_with_and_without_libyaml():
    """The C and pure-Python YAML parsers disagree on some unquoted flow text; ours must not."""
    import yaml

    from rulings.paths import rules_dir

    if not hasattr(yaml, "CSafeLoader"):
        pytest.skip("libyaml not available")
    for path in sorted(rules_dir().rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        assert yaml.load(text, Loader=yaml.SafeLoader) == yaml.load(text, Loader=yaml.CSafeLoader), path.name


def test_unknown_topic_keys_are_reported(data_copy):
    problems = _add_part(data_copy, "part: draw\ntopics:\n  - {id: zz-topic, title: T, question: Who, and why?, colour: red}\n"
                         "clauses:" + GOOD_CLAUSE)
    assert any("zz-topic: unknown topic key 'colour'" in p for p in problems)


# -- broken rule data under RULINGS_DATA_DIR, through the CLI ----------------------------------
# `lint` lists each problem with the file it is really in (the path given, not rules_data/...)
# and its line, and exits 1; every other command refuses in one line (exit 2).


def _insert_after(path, marker, text):
    """Insert `text` after the first line that is `marker`; the line number of the first
    inserted line."""
    lines = path.read_text(encoding="utf-8").split("\n")
    at = lines.index(marker) + 1
    lines[at:at] = text.rstrip("\n").split("\n")
    path.write_text("\n".join(lines), encoding="utf-8")
    return at + 1


def _replace(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return text[: text.index(old)].count("\n") + 1


def _clause_a_string(d):
    return d / "parts" / "lowball.yaml", _insert_after(d / "parts" / "lowball.yaml", "clauses:", "  - just a string"), \
        "a clause must be a mapping"


def _facts_a_list(d):
    (d / "facts.yaml").write_text("# the facts\n- id: game\n- id: deck\n", encoding="utf-8")
    return d / "facts.yaml", 2, "must be a mapping, not a list"


def _section_without_id(d):
    line = _replace(d / "outline.yaml", "{id: draw.live-blind, title: Live Blind,", "{title: Live Blind,")
    return d / "outline.yaml", line, "a section needs an id"


def _topic_a_string(d):
    return d / "parts" / "draw.yaml", _insert_after(d / "parts" / "draw.yaml", "topics:", "  - a topic"), \
        "a topic must be a mapping"


def _game_a_string(d):
    line = _insert_after(d / "games.yaml", "games:", "  stud: seven cards")
    return d / "games.yaml", line, "stud: a game must be a mapping"


def _example_a_string(d):
    line = _replace(d / "parts" / "lowball.yaml", "      - {facts: {game_section_differs: false}, expect: general-rule-applies}",
                    "      - general-rule-applies")
    return d / "parts" / "lowball.yaml", line, "an example must be a mapping"


def _clauses_a_mapping(d):
    (d / "parts" / "zz.yaml").write_text("part: draw\n\nclauses:\n  id: zz.one\n", encoding="utf-8")
    return d / "parts" / "zz.yaml", 3, "clauses must be a list"


def _yaml_syntax(d):
    line = _insert_after(d / "parts" / "lowball.yaml", "clauses:", "  - id: zz.broken\n    title: a: b")
    return d / "parts" / "lowball.yaml", line + 1, "malformed YAML: mapping values are not allowed"


def _yaml_tab(d):
    line = _insert_after(d / "parts" / "lowball.yaml", "clauses:", "\t- id: zz.tab")
    return d / "parts" / "lowball.yaml", line, "malformed YAML"


def _missing_games(d):
    (d / "games.yaml").unlink()
    return d / "games.yaml", None, "missing"


def _unreadable(d, monkeypatch):
    import os

    path = d / "parts" / "five-card-draw.yaml"
    path.chmod(0)
    real_open = os.open

    def refusing(p, *a, **k):  # as root, mode 0 does not stop a read: refuse it as the kernel would
        if os.fspath(p) == str(path):
            raise PermissionError(13, "Permission denied")
        return real_open(p, *a, **k)

    monkeypatch.setattr(os, "open", refusing)
    return path, None, "cannot read"


def _empty_file(d):
    (d / "facts.yaml").write_text("# nothing here yet\n", encoding="utf-8")
    return d / "facts.yaml", None, "empty"


def _a_folder_as_part(d):
    (d / "parts" / "zz.yaml").mkdir()
    return d / "parts" / "zz.yaml", None, "not a regular file"


BROKEN = [
    _clause_a_string, _facts_a_list, _section_without_id, _topic_a_string, _game_a_string, _example_a_string,
    _clauses_a_mapping, _yaml_syntax, _yaml_tab, _missing_games, _unreadable, _empty_file, _a_folder_as_part,
]


@pytest.mark.parametrize("breakage", BROKEN, ids=lambda f: f.__name__.strip("_"))
def test_lint_names_the_real_file_and_line_and_other_commands_refuse(breakage, cli, data_copy, monkeypatch):
    import inspect
    import json

    args = (data_copy, monkeypatch) if len(inspect.signature(breakage).parameters) == 2 else (data_copy,)
    path, line, words = breakage(*args)
    r = cli("lint", "--json")
    assert r.exit_code == 1, r.output
    problems = json.loads(r.stdout)["problems"]
    found = [p for p in problems if words in p["problem"]]
    assert found, problems[:5]
    assert found[0]["file"] == str(path), found[0]
    assert found[0]["line"] == line, found[0]
    r = cli("lint")
    assert r.exit_code == 1 and f"{path}{f':{line}' if line else ''}: " in r.stdout
    for args in (["search", "raise cap"], ["games"], ["rule", "--game", "lowball"], ["summary", "--game", "lowball"],
                 ["quiz", "--count", "1"], ["show", "draw"]):
        r = cli(*args)
        assert r.exit_code == 2, (args, r.output)
        assert r.stderr.count("\n") == 1 and "Traceback" not in r.output, (args, r.stderr)
        assert r.stderr.startswith("error: ") and str(path.parent) in r.stderr, (args, r.stderr)


def test_a_missing_data_folder_is_a_lint_problem_and_an_error_elsewhere(cli, tmp_path, monkeypatch):
    import json

    gone = tmp_path / "no-such-rules"
    monkeypatch.setenv("RULINGS_DATA_DIR", str(gone))
    r = cli("lint", "--json")
    assert r.exit_code == 1
    [problem] = json.loads(r.stdout)["problems"]
    assert problem["file"] == str(gone) and "does not exist" in problem["problem"]
    r = cli("search", "raise cap")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1 and str(gone) in r.stderr
    (tmp_path / "a-file").write_text("x")
    monkeypatch.setenv("RULINGS_DATA_DIR", str(tmp_path / "a-file"))
    r = cli("lint")
    assert r.exit_code == 1 and "not a folder" in r.stdout


def test_a_special_file_in_the_data_is_refused_without_blocking(data_copy):
    """A FIFO or a link to /dev/zero among the parts: a problem, read by nobody, never a hang."""
    import os
    import threading

    os.mkfifo(data_copy / "parts" / "zz-fifo.yaml")
    (data_copy / "parts" / "zz-zero.yaml").symlink_to("/dev/zero")
    out = []
    t = threading.Thread(target=lambda: out.append(load(data_copy, strict=False, use_cache=False)), daemon=True)
    t.start()
    t.join(20)
    assert out, "loading the rule data blocked on a special file"
    text = "\n".join(out[0].problems)
    assert "zz-fifo.yaml: rules file is not a regular file" in text and "zz-zero.yaml: rules file is not a regular file" in text


def _nodes(tree, path=()):
    yield path
    if isinstance(tree, dict):
        for k, v in tree.items():
            yield from _nodes(v, (*path, k))
    elif isinstance(tree, list):
        for i, v in enumerate(tree):
            yield from _nodes(v, (*path, i))


def test_generated_breakage_never_raises_and_every_problem_names_a_real_line(data_copy):
    """Any node of any data file replaced by a value of another shape, or removed: building the
    rulebook never raises, and every problem names one of the data files (or the folder) and a
    line inside it."""
    import random
    import re

    import yaml

    rng = random.Random(12)
    files = sorted(p for p in data_copy.rglob("*.yaml"))
    originals = {p: p.read_text(encoding="utf-8") for p in files}
    replacements = ["text", 7, -1, 10**40, [1, 2], {"a": 1}, None, True, "", [], {}]
    where = re.compile(r"^(?P<file>.+?):(?P<line>\d+): ")
    for _ in range(20):
        path = rng.choice(files)
        tree = yaml.safe_load(originals[path])
        target = rng.choice(list(_nodes(tree))[1:])
        parent = tree
        for step in target[:-1]:
            parent = parent[step]
        if rng.random() < 0.2:
            del parent[target[-1]]
        else:
            parent[target[-1]] = rng.choice(replacements)
        text = yaml.safe_dump(tree, sort_keys=False, allow_unicode=True)
        path.write_text(text, encoding="utf-8")
        try:
            book = load(data_copy, strict=False, use_cache=False)
            from rulings.engine.lint import lint

            problems = lint(book)
        except Exception as e:  # noqa: BLE001 - the point of the test
            raise AssertionError(f"{path.name} {target}: {type(e).__name__}: {e}") from e
        finally:
            path.write_text(originals[path], encoding="utf-8")
        for p in problems:
            m = where.match(p)
            if m is None:
                assert p.split(": ", 1)[0] in {str(f) for f in files} | {str(data_copy)}, p
                continue
            lines = text if m["file"] == str(path) else originals.get(data_copy / m["file"], None)
            if lines is None:
                lines = (data_copy.parent / m["file"]).read_text(encoding="utf-8")
            assert 1 <= int(m["line"]) <= lines.count("\n") + 1, (path.name, target, p)


def test_a_sentence_for_the_table_naming_an_amount_no_story_gives_is_a_lint_problem(cli, data_copy):
    import json

    part = data_copy / "parts" / "lowball.yaml"
    text = part.read_text(encoding="utf-8")
    assert "{amount:bettor}" in text
    part.write_text(text.replace("{amount:bettor}", "{amount:dealer}"), encoding="utf-8")
    r = cli("lint", "--json")
    assert r.exit_code == 1
    assert any("'dealer' is not a part whose amount a story gives" in p["problem"] for p in json.loads(r.stdout)["problems"])


def test_a_phrase_listed_twice_in_one_list_is_a_lint_problem(cli, data_copy):
    import json

    words = data_copy / "words.yaml"
    text = words.read_text(encoding="utf-8")
    assert '      - "ante game"\n' in text
    words.write_text(text.replace('      - "ante game"\n', '      - "ante game"\n      - "ante  game"\n', 1), encoding="utf-8")
    r = cli("lint", "--json")
    assert r.exit_code == 1
    assert any("'ante game' is listed twice" in p["problem"] for p in json.loads(r.stdout)["problems"])


def test_a_sentence_for_the_table_that_repeats_the_ruling_is_a_lint_problem(cli, data_copy):
    import json

    part = data_copy / "parts" / "lowball.yaml"
    text = part.read_text(encoding="utf-8")
    said = "seat {seat:best_low}'s is the best hand and wins the pot.\n"
    assert said in text
    again = '      - >-\n        He should have said "pair", but at least two hands are still intact, so the hands are read\n        and the best one wins the pot.\n'
    part.write_text(text.replace(said, said + again, 1), encoding="utf-8")
    r = cli("lint", "--json")
    assert r.exit_code == 1
    assert any("repeats the ruling" in p["problem"] for p in json.loads(r.stdout)["problems"])
