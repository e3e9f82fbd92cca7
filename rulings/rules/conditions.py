"""Conditions over facts, as data: `all` / `any` / `not` over leaves `{fact: NAME, OP: VALUE}`.

Evaluation is three-valued (Kleene): True, False, or None for "not known yet". A compiled
condition is a nested tuple so that evaluation is a few cheap Python operations:

    ("all", (c1, c2, ...))   ("any", (...))   ("not", c)   ("leaf", fact, op, value)   ("const", bool)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

LINE = "__line__"  # the key yamlio uses for line numbers (kept here so yaml is not imported)

OPS = ("is", "is_not", "in", "not_in", "at_least", "at_most", "more_than", "less_than")
NUMERIC_OPS = ("at_least", "at_most", "more_than", "less_than")
ALWAYS = ("const", True)


class ConditionError(ValueError):
    """A malformed condition; the loader adds file, line and clause id."""


def compile_condition(raw: Any) -> tuple:
    if raw is None or raw == "always" or raw is True:
        return ALWAYS
    if not isinstance(raw, dict):
        raise ConditionError(f"a condition must be a mapping, got {raw!r}")
    keys = [k for k in raw if k != LINE]
    if "fact" in raw:
        ops = [k for k in keys if k != "fact"]
        if len(ops) != 1 or ops[0] not in OPS:
            raise ConditionError(
                f"condition on {raw['fact']!r} needs exactly one of {', '.join(OPS)}; got {', '.join(map(str, ops)) or 'none'}"
            )
        op = ops[0]
        value = raw[op]
        if op in ("in", "not_in"):
            if not isinstance(value, list):
                raise ConditionError(f"{op!r} takes a list of values")
            value = tuple(value)
        return ("leaf", raw["fact"], op, value)
    if len(keys) != 1 or keys[0] not in ("all", "any", "not"):
        raise ConditionError(f"unknown condition keys {', '.join(map(str, keys))}: use all, any, not, or fact")
    key = keys[0]
    if key == "not":
        return ("not", compile_condition(raw["not"]))
    items = raw[key]
    if not isinstance(items, list) or not items:
        raise ConditionError(f"{key!r} takes a non-empty list of conditions")
    return (key, tuple(compile_condition(c) for c in items))


def _leaf(op: str, have: Any, want: Any) -> bool:
    if op == "is":
        return have == want
    if op == "is_not":
        return have != want
    if op == "in":
        return have in want
    if op == "not_in":
        return have not in want
    if op == "at_least":
        return have >= want
    if op == "at_most":
        return have <= want
    if op == "more_than":
        return have > want
    return have < want  # less_than


def evaluate(cond: tuple, value_of: Callable[[str], Any]) -> bool | None:
    """Kleene evaluation; `value_of(fact)` returns the fact's value or None when unknown."""
    kind = cond[0]
    if kind == "leaf":
        have = value_of(cond[1])
        return None if have is None else _leaf(cond[2], have, cond[3])
    if kind in ("all", "any"):
        decisive = kind == "any"  # one True decides an any, one False an all
        result: bool | None = not decisive
        for c in cond[1]:
            r = evaluate(c, value_of)
            if r is decisive:
                return decisive
            if r is None:
                result = None
        return result
    if kind == "not":
        r = evaluate(cond[1], value_of)
        return None if r is None else not r
    return cond[1]  # const


def leaves(cond: tuple) -> Iterator[tuple]:
    kind = cond[0]
    if kind == "leaf":
        yield cond
    elif kind in ("all", "any"):
        for c in cond[1]:
            yield from leaves(c)
    elif kind == "not":
        yield from leaves(cond[1])


def facts_in(cond: tuple) -> list[str]:
    seen: list[str] = []
    for leaf in leaves(cond):
        if leaf[1] not in seen:
            seen.append(leaf[1])
    return seen


def conjoin(*conds: tuple) -> tuple:
    parts = tuple(c for c in conds if c != ALWAYS)
    if not parts:
        return ALWAYS
    return parts[0] if len(parts) == 1 else ("all", parts)


def describe(cond: tuple, label: Callable[[str], str] = str) -> str:
    """A short human reading of a condition, for `show` and `?` help."""
    kind = cond[0]
    if kind == "const":
        return "always" if cond[1] else "never"
    if kind == "leaf":
        _, fact, op, value = cond
        words = {
            "is": "is",
            "is_not": "is not",
            "in": "is one of",
            "not_in": "is none of",
            "at_least": "≥",
            "at_most": "≤",
            "more_than": ">",
            "less_than": "<",
        }[op]
        if isinstance(value, bool) and op == "is":
            return f"{label(fact)}" if value else f"not {label(fact)}"
        shown = ", ".join(map(str, value)) if isinstance(value, tuple) else value
        shown = {True: "yes", False: "no"}.get(shown, shown) if isinstance(shown, bool) else shown
        return f"{label(fact)} {words} {shown}"
    if kind == "not":
        return f"not ({describe(cond[1], label)})"
    joiner = " and " if kind == "all" else " or "
    return "(" + joiner.join(describe(c, label) for c in cond[1]) + ")"
