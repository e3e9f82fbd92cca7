"""The words floor staff use (rules_data/words.yaml): phrases for facts' values, games, the roles
a seat can have, stakes; and the disputes the chapter has no rule for (rules_data/outside.yaml).
Loaded with the rest of the rule data and checked like it: an unknown fact, value or game, or a
phrase under two values of one fact, is a problem `lint` reports."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import parse
from .book import Rulebook
from .yamlio import line_of, strip_lines

SLOTS = ("{n}", "{seat}", "{amount}")


def load_words(book: Rulebook, root: Path, rel: Callable[[Path], str], read: Callable[[Path, str], Any]) -> None:
    path = root / "words.yaml"
    data = read(path, "words file") if path.exists() else None
    if isinstance(data, dict):
        name = rel(path)
        _facts(book, data.get("facts") or {}, name)
        book.vocabulary["games"] = _named(book, data.get("games") or {}, name, "games", set(book.games))
        book.vocabulary["roles"] = _named(book, data.get("roles") or {}, name, "roles", None)
        book.vocabulary["nouns"] = _named(book, data.get("nouns") or {}, name, "nouns", None)
        book.vocabulary["stakes"] = tuple(_phrases(data.get("stakes"), f"{name}: stakes", book.problems))
        book.vocabulary["counted"] = _counted(book, data.get("counted") or {}, name)
        book.vocabulary["hands"] = _hands(book, data.get("hands") or {}, f"{name}:{line_of(data.get('hands'))}: hands")
    path = root / "outside.yaml"
    data = read(path, "outside file") if path.exists() else None
    if isinstance(data, dict):
        book.vocabulary["outside"] = tuple(_outside(book, data, rel(path)))


def _phrases(raw: Any, where: str, problems: list) -> list[str]:
    out = []
    for p in parse.listed(raw, where, "phrases", problems):
        if not isinstance(p, str) or not p.strip():
            problems.append(f"{where}: a phrase must be text, not {p!r}")
        else:
            out.append(" ".join(p.split()))
    return out


def _facts(book: Rulebook, raw: dict, name: str) -> None:
    for fid, values in raw.items():
        if fid == "__line__":
            continue
        where = f"{name}:{line_of(values) or line_of(raw)}: {fid}"
        fact = book.facts.get(fid)
        if fact is None:
            book.problems.append(f"{where}: unknown fact")
            continue
        if not parse.is_mapping(values, where, "the words of a fact", book.problems):
            continue
        words: dict = {}
        seen: dict[str, Any] = {}
        for key, phrases in strip_lines(values).items():
            value = _value(fact, key)
            if value is _BAD:
                book.problems.append(f"{where}: {key!r} is not a value of {fid} ({_keys(fact)})")
                continue
            listed = _phrases(phrases, f"{where}: {key}", book.problems)
            for p in listed:
                if fact.type == "number" and value == "n" and "{n}" not in p:
                    book.problems.append(f"{where}: the number phrase {p!r} has no {{n}}")
                if p.lower() in seen and seen[p.lower()] != value:
                    book.problems.append(f"{where}: {p!r} is listed under two values ({seen[p.lower()]!r}, {value!r})")
                seen[p.lower()] = value
            words[value] = tuple(listed)
        fact.words = words


_BAD = object()


def _value(fact, key: Any) -> Any:
    """The fact value a words key stands for: True/False, a choice, "n" or a number, "cards"."""
    if fact.type == "yes/no":
        return key if isinstance(key, bool) else _BAD
    if fact.type == "choice":
        return key if key in fact.choices else _BAD
    if fact.type == "number":
        return key if key == "n" or (isinstance(key, int) and not isinstance(key, bool)) else _BAD
    return "cards" if key == "cards" else _BAD


def _keys(fact) -> str:
    return {"yes/no": "true or false", "number": "n or a number", "cards": "cards"}.get(
        fact.type, ", ".join(map(str, fact.choices))
    )


def _named(book: Rulebook, raw: dict, name: str, what: str, allowed: set | None) -> dict:
    out = {}
    for key, phrases in raw.items():
        if key == "__line__":
            continue
        where = f"{name}:{line_of(raw)}: {what}.{key}"
        if allowed is not None and key not in allowed:
            book.problems.append(f"{where}: unknown {what[:-1]} {key!r}")
            continue
        out[str(key)] = tuple(_phrases(phrases, where, book.problems))
    return out


def _outside(book: Rulebook, data: dict, name: str) -> list[dict]:
    out = []
    for t in parse.listed(data.get("topics"), name, "topics", book.problems):
        where = f"{name}:{line_of(t)}"
        if not parse.is_mapping(t, where, "an outside topic", book.problems) or not t.get("id"):
            book.problems.append(f"{where}: an outside topic needs an id, a title and words")
            continue
        out.append(
            {
                "id": str(t["id"]),
                "title": str(t.get("title", t["id"])),
                "words": tuple(_phrases(t.get("words"), f"{where}: {t['id']}", book.problems)),
                "why": " ".join(str(t.get("why", "")).split()),
            }
        )
    return out


COUNTED_KEYS = ("start", "count", "asked", "asking", "break")


def _counted(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> {start, count, asked, asking, break}: the words of a count told act by act."""
    out = {}
    for fid, spec in raw.items():
        if fid == "__line__":
            continue
        where = f"{name}:{line_of(spec) or line_of(raw)}: counted.{fid}"
        fact = book.facts.get(fid)
        if fact is None or fact.type != "number":
            book.problems.append(f"{where}: a counted fact must be a number fact")
            continue
        if not parse.is_mapping(spec, where, "a count's words", book.problems):
            continue
        extra = [k for k in spec if k not in COUNTED_KEYS and k != "__line__"]
        if extra:
            book.problems.append(f"{where}: unknown key {extra[0]!r} (expected {', '.join(COUNTED_KEYS)})")
        words = {
            k: tuple(w.lower() for w in _phrases(spec.get(k), f"{where}.{k}", book.problems)) for k in COUNTED_KEYS
        }
        if any(" " in w for ws in words.values() for w in ws):
            book.problems.append(f"{where}: a counted word is one word")
        out[fid] = words
    return out


HAND_SHAPES = ("no-pair", "small-pair", "pair", "two-pair-or-better")
HAND_WORDS = ("opened", "opened_with", "not_opened", "misread", "held", "draw", "fillers", "persons")
HAND_PHRASES = ("opened_on", "shown", "before_draw")


def _hands(book: Rulebook, raw: Any, where: str) -> dict:
    """The words of a hand told in words (floor/hand_words.py): the facts they decide and whose
    hand each is, the ranks' words, the hands' shapes, and the words that make a hand the opener's."""
    if not raw:
        return {}
    if not parse.is_mapping(raw, where, "the words of hands", book.problems):
        return {}
    raw = strip_lines(raw)
    extra = [k for k in raw if k not in ("owners", "ranks", "shapes", *HAND_WORDS, *HAND_PHRASES)]
    if extra:
        book.problems.append(f"{where}: unknown key {extra[0]!r}")
    out: dict = {"owners": {}, "ranks": {}, "shapes": {}}
    for fid, role in (raw.get("owners") or {}).items():
        fact = book.facts.get(fid)
        if fact is None or fact.type != "yes/no" or not fact.cards or "level" not in [a[0] for a in fact.cards.args]:
            book.problems.append(f"{where}.owners: {fid!r} is not a yes/no fact worked out with a level")
        else:
            out["owners"][fid] = str(role)
    for rank, forms in (raw.get("ranks") or {}).items():
        if not (isinstance(forms, list) and len(forms) == 2 and all(isinstance(f, list) for f in forms)):
            book.problems.append(f"{where}.ranks.{rank}: give [plural words] and [singular words]")
            continue
        out["ranks"][str(rank)] = tuple(tuple(str(w).lower() for w in f) for f in forms)
    for shape, phrases in (raw.get("shapes") or {}).items():
        if shape not in HAND_SHAPES:
            book.problems.append(f"{where}.shapes: unknown shape {shape!r} (expected {', '.join(HAND_SHAPES)})")
            continue
        out["shapes"][shape] = tuple(p.lower() for p in _phrases(phrases, f"{where}.shapes.{shape}", book.problems))
    for key in HAND_WORDS + HAND_PHRASES:
        listed = tuple(str(w).lower() for w in _phrases(raw.get(key), f"{where}.{key}", book.problems))
        if key in HAND_WORDS and any(" " in w for w in listed):
            book.problems.append(f"{where}.{key}: a word here is one word")
        out[key] = listed
    return out
