"""The scenario suite: disputes told as floor staff tell them (tests/data/scenarios/*.yaml).

Each must be ruled as expected from its facts alone (no topic given), and the suite's short
queries must find the expected section in the top three search results at least 95% of the time.
"""

from pathlib import Path

import pytest
import yaml

from rulings.rules.model import HouseProfile
from rulings.rules.load import load
from rulings.engine.ruling import rule
from rulings.engine.search import search

SCENARIO_DIR = Path(__file__).parent.parent / "data" / "scenarios"
_BOOK = load(use_cache=False)


def _scenarios():
    out = []
    for path in sorted(SCENARIO_DIR.glob("*.yaml")):
        for n, s in enumerate(yaml.safe_load(path.read_text(encoding="utf-8")) or []):
            out.append(pytest.param(s, id=f"{path.stem}#{n + 1}"))
    return out


SCENARIOS = _scenarios()


@pytest.mark.parametrize("s", SCENARIOS)
def test_scenario_ruling(s):
    r = rule(_BOOK, s["game"], s.get("facts") or {}, HouseProfile(options=s.get("house") or {}), s.get("about"))
    expect = s["expect"]
    winners = {c.id: c for c in r.winners}
    assert expect["clause"] in winners, f"{s['story']}\n got {r.status}: {sorted(winners)}; missing {[f.id for f in r.missing]}"
    clause = winners[expect["clause"]]
    assert clause.outcome == expect["outcome"]
    assert clause.section == expect["section"]


def test_every_section_has_three_scenarios():
    counts = {sid: 0 for sid, sec in _BOOK.sections.items()
              if not sec.is_part or not any(s.part == sid and not s.is_part for s in _BOOK.sections.values())}
    for p in SCENARIOS:
        sec = p.values[0]["expect"]["section"]
        if sec in counts:
            counts[sec] += 1
    thin = {k: v for k, v in counts.items() if v < 3}
    assert not thin, f"sections with fewer than three scenarios: {thin}"


def test_search_finds_the_section_in_the_top_three():
    misses = []
    for p in SCENARIOS:
        s = p.values[0]
        hits = search(_BOOK, s["query"], game=s["game"], limit=10)
        sections = []
        for h in hits:
            if h.clause.section not in sections:
                sections.append(h.clause.section)
        if s["expect"]["section"] not in sections[:3]:
            misses.append(f"{s['query']!r} -> {sections[:3]} (want {s['expect']['section']})")
    rate = 1 - len(misses) / max(1, len(SCENARIOS))
    assert rate >= 0.95, f"top-3 rate {rate:.1%}; misses:\n" + "\n".join(misses)
