"""Every clause's examples run as tests."""

import pytest

from rulings.engine.lint import run_example
from rulings.rules.load import load

_BOOK = load(use_cache=False)
CASES = [(c.id, n) for c in _BOOK.clauses.values() for n in range(len(c.examples))]


@pytest.mark.parametrize("clause_id,n", CASES, ids=[f"{c}#{n}" for c, n in CASES])
def test_clause_example(clause_id, n):
    clause = _BOOK.clauses[clause_id]
    assert run_example(_BOOK, clause, clause.examples[n]) == ""


def test_every_clause_has_an_example():
    assert all(c.examples for c in _BOOK.clauses.values())
