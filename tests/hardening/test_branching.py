"""Item 9 from the outside: a topic of many open facts (rule data a room could write) cannot make
a command count the ways it could turn out for long: past the engine's bound it asks instead.
The timeout here only catches a hang; bench/engine_branching.py measures the time."""

import json

import pytest

from .conftest import within

N_FACTS = 24  # 2**24 ways the facts could turn out, and no clause settles the topic early


def _part(n: int) -> str:
    lines = ["part: draw", "facts:"]
    for i in range(n):
        lines += [f"  - id: zz_f{i}", "    type: yes/no", f"    question: Is the zz condition {i} met?"]
    lines += ["topics:", "  - {id: zz-many, title: Many open facts, question: Which outcome?}", "clauses:"]
    for i in range(n):
        a, b = i, (i * 7 + 3) % n
        lines += [
            f"  - id: zz.c{i}",
            "    section: draw.rapping",
            "    topic: zz-many",
            f"    title: Clause {i}",
            "    ruling: A ruling.",
            f"    outcome: o{i % 5}",
            f"    when: {{all: [{{fact: zz_f{a}, is: true}}, {{fact: zz_f{b}, is: false}}]}}",
            f"    examples: [{{facts: {{zz_f{a}: true, zz_f{b}: false}}, expect: o{i % 5}}}]",
        ]
    return "\n".join(lines) + "\n"


@pytest.fixture
def tangled(data_copy):
    (data_copy / "parts" / "zz-many.yaml").write_text(_part(N_FACTS), encoding="utf-8")
    return data_copy


@pytest.mark.parametrize("given", [[], ["--fact", "zz_f0=yes"], ["--fact", "zz_f3=no", "--fact", "zz_f10=yes"]])
def test_rule_answers_on_a_topic_of_many_open_facts(given, cli, tangled):
    r = within(timeout=60, run=lambda: cli("rule", "--game", "lowball", "--about", "zz-many", *given, "--json"))
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["status"] in ("decided", "needs_facts", "not_covered", "conflict")
    if data["status"] == "needs_facts":
        assert data["missing"] and all(m["fact"].startswith("zz_f") for m in data["missing"])


def test_rule_decides_once_the_facts_are_given(cli, tangled):
    facts = [x for i in range(N_FACTS) for x in ("--fact", f"zz_f{i}={'yes' if i == 0 else 'no'}")]
    r = within(timeout=60, run=lambda: cli("rule", "--game", "lowball", "--about", "zz-many", *facts, "--json"))
    data = json.loads(r.stdout)
    assert r.exit_code == 0 and data["status"] == "decided" and data["rulings"][0]["clause"] == "zz.c0"


def test_the_interview_asks_on_a_topic_of_many_open_facts(cli, tangled):
    r = within(timeout=60, run=lambda: cli("ask", "--game", "lowball", "--about", "zz-many", input="yes\nno\n"))
    assert r.exit_code == 1 and "Is the zz condition" in r.output and "Traceback" not in r.output
