"""A fact's value from what a person typed or a file gave; one place for every front end."""

from __future__ import annotations

from typing import Any

from ..errors import BadInput
from .model import Fact

YES = {"yes", "y", "true", "t", "1", "on"}
NO = {"no", "n", "false", "f", "0", "off"}
MAX_NUMBER = 10**6  # no count at a poker table comes near it; longer digit strings are refused


def parse_value(fact: Fact, text: Any, domain: tuple | None = None, spoken: bool = False) -> Any:
    """A typed value for a fact. BadInput names what is accepted: for a value typed at a question
    (`spoken`), in words; for `--fact NAME=VALUE` or a file, by the fact's id and its values."""
    what = _short(fact.question) if spoken and fact.question else fact.id
    if fact.type == "cards":
        if not isinstance(text, str):
            raise BadInput(f'{what}: give the cards as text, such as "Jh Jd 7c 4s 2h"')
        return text.strip()
    if fact.type == "yes/no":
        if isinstance(text, bool):
            return text
        word = str(text).strip().lower()
        if word in YES:
            return True
        if word in NO:
            return False
        raise BadInput(f"{what}: {_shown(text)} is not yes or no")
    if fact.type == "number":
        value = _number(text, what)
        if value < fact.minimum:
            raise BadInput(f"{what}: {value} is below {fact.minimum}")
        allowed = domain if domain is not None and fact.setup else fact.choices
        if allowed and value not in allowed:  # a number with a set of values (the deck: 53 or 52)
            raise BadInput(f"{what}: {value} is not one of {', '.join(map(str, allowed))}{_here(domain, fact)}")
        return value
    choices = domain or fact.choices
    wanted = str(text).strip().lower()
    for c in choices:
        if str(c).lower() == wanted or str(fact.labels.get(c, "")).lower() == wanted:
            return c
    if spoken:
        words = "; ".join(f"{n}) {fact.label(c)}" for n, c in enumerate(choices, 1))
        raise BadInput(f"{_shown(text)} is not one of the answers: {words}")
    raise BadInput(f"{what}: {_shown(text)} is not one of {', '.join(map(str, choices))}")


def _number(text: Any, what: str) -> int:
    if isinstance(text, int) and not isinstance(text, bool):
        value = text
    else:
        s = str(text).strip()
        digits = s[1:] if s[:1] in "+-" else s
        if not (digits.isascii() and digits.isdigit()):  # no superscripts, no Arabic-Indic digits
            raise BadInput(f"{what}: {_shown(text)} is not a whole number")
        if len(digits.lstrip("0")) > len(str(MAX_NUMBER)):  # no 5000-digit numbers turned into ints
            raise BadInput(f"{what}: {_shown(text)} is too large for a poker table (at most {MAX_NUMBER:,})")
        value = int(s)
    if abs(value) > MAX_NUMBER:
        raise BadInput(f"{what}: {_shown(value)} is too large for a poker table (at most {MAX_NUMBER:,})")
    return value


def _here(domain: tuple | None, fact: Fact) -> str:
    """' in this game' when the game allows fewer values than the fact has."""
    return " in this game" if domain is not None and fact.setup and set(domain) < set(fact.choices) else ""


def _short(question: str) -> str:
    return question if len(question) <= 70 else question[:67].rstrip() + "..."


def _shown(text: Any) -> str:
    s = str(text)
    return repr(s if len(s) <= 40 else s[:37] + "...")
