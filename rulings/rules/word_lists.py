"""Lists of words and phrases in the rule data, checked as they are read: a phrase is text, a
key names a value of its fact (rules/words.py and rules/reader_words.py both read with these)."""

from __future__ import annotations

from typing import Any

from . import parse


def phrase_list(raw: Any, where: str, problems: list) -> list[str]:
    out = []
    for p in parse.listed(raw, where, "phrases", problems):
        if not isinstance(p, str) or not p.strip():
            problems.append(f"{where}: a phrase must be text, not {p!r}")
        elif (phrase := " ".join(p.split())) in out:
            problems.append(f"{where}: {phrase!r} is listed twice")
        else:
            out.append(phrase)
    return out


BAD = object()


def value_of(fact, key: Any) -> Any:
    """The fact value a words key stands for: True/False, a choice, "n" or a number, "cards"."""
    if fact.type == "yes/no":
        return key if isinstance(key, bool) else BAD
    if fact.type == "choice":
        return key if key in fact.choices else BAD
    if fact.type == "number":
        return key if key == "n" or (isinstance(key, int) and not isinstance(key, bool)) else BAD
    return "cards" if key == "cards" else BAD


def keys_of(fact) -> str:
    return {"yes/no": "true or false", "number": "n or a number", "cards": "cards"}.get(
        fact.type, ", ".join(map(str, fact.choices))
    )
