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
