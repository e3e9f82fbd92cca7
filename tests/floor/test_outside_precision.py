"""Precision of "not covered": disputes the chapter has a rule for are never sent away.

tests/data/in-scope-probes.txt holds covered disputes told the way floor staff type them; an
outside topic (rules_data/outside.yaml) whose words fit one of them, or a score too low to offer
a rule, would tell the floor person the chapter has no rule when it has one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.floor.matching import match

PROBES = Path(__file__).resolve().parent.parent / "data" / "in-scope-probes.txt"


def _probes() -> list[tuple[str, str]]:
    lines = PROBES.read_text(encoding="utf-8").splitlines()
    return [tuple(line.split("|", 1)) for line in lines if line.strip() and not line.startswith("#")]


def test_there_are_probes_for_every_game(book):
    games = {g for g, _ in _probes()}
    assert games == set(book.games)
    assert len(_probes()) > 100


@pytest.mark.parametrize("game, words", _probes())
def test_a_covered_dispute_is_offered_rules(book, game, words):
    got = match(book, game, words)
    assert got.outside is None, f"names the outside topic {got.outside and got.outside['id']!r}"
    assert got.matches, "no rule offered"
