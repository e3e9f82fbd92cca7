import pytest

from rulings.rules.conditions import ConditionError, compile_condition, describe, evaluate, facts_in


def ev(raw, **facts):
    return evaluate(compile_condition(raw), facts.get)


def test_leaf_operators():
    assert ev({"fact": "n", "at_least": 3}, n=3) is True
    assert ev({"fact": "n", "at_least": 3}, n=2) is False
    assert ev({"fact": "n", "more_than": 3}, n=3) is False
    assert ev({"fact": "n", "less_than": 3}, n=2) is True
    assert ev({"fact": "n", "at_most": 3}, n=4) is False
    assert ev({"fact": "c", "in": ["a", "b"]}, c="b") is True
    assert ev({"fact": "c", "not_in": ["a", "b"]}, c="b") is False
    assert ev({"fact": "c", "is_not": "a"}, c="b") is True


def test_unknown_propagates_kleene():
    both = {"all": [{"fact": "x", "is": True}, {"fact": "y", "is": True}]}
    either = {"any": [{"fact": "x", "is": True}, {"fact": "y", "is": True}]}
    assert ev(both, x=True) is None
    assert ev(both, x=False) is False  # false decides an `all` whatever y is
    assert ev(either, x=True) is True  # true decides an `any` whatever y is
    assert ev(either, x=False) is None
    assert ev({"not": {"fact": "x", "is": True}}) is None
    assert ev({"not": {"fact": "x", "is": True}}, x=False) is True


def test_missing_condition_is_always_true():
    assert ev(None) is True


@pytest.mark.parametrize("raw", [
    {"fact": "x"},
    {"fact": "x", "is": 1, "in": [1]},
    {"all": []},
    {"both": [{"fact": "x", "is": 1}]},
    {"fact": "x", "in": 3},
    "sometimes",
])
def test_malformed_conditions_are_rejected(raw):
    with pytest.raises(ConditionError):
        compile_condition(raw)


def test_facts_in_and_describe():
    cond = compile_condition({"all": [{"fact": "a", "is": True}, {"any": [{"fact": "b", "at_least": 2}, {"fact": "a", "is": False}]}]})
    assert facts_in(cond) == ["a", "b"]
    assert describe(cond) == "(a and (b ≥ 2 or not a))"
