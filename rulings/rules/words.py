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
        book.vocabulary["compared"] = _compared(book, data.get("compared") or {}, name)
        book.vocabulary["first_act"] = _first_act(book, data.get("first_act") or {}, name)
        book.vocabulary["in_sequence"] = _in_sequence(book, data.get("in_sequence") or {}, name)
        book.vocabulary["called_low"] = _called_low(book, data.get("called_low"), name, ("call", "show"))
        book.vocabulary["checked_low"] = _called_low(book, data.get("checked_low"), name, ("check",))
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
            if key == "unless":  # words that make the fact's phrases untrustworthy in this story
                book.vocabulary.setdefault("unless", {})[fid] = tuple(
                    _phrases(phrases, f"{where}: unless", book.problems)
                )
                continue
            if key == "in_order":  # values that follow in time: told in this order, the last one holds
                order = [_value(fact, v) for v in parse.listed(phrases, where, "in_order", book.problems)]
                if _BAD in order:
                    book.problems.append(f"{where}: in_order lists values of {fid} ({_keys(fact)})")
                book.vocabulary.setdefault("in_order", {})[fid] = tuple(order)
                continue
            if key == "alone":  # a value's name that is a whole sentence or clause by itself ("Limit.")
                if parse.is_mapping(phrases, f"{where}: alone", "values and their words", book.problems):
                    book.vocabulary.setdefault("alone", {})[fid] = {
                        _value(fact, v): tuple(w.lower() for w in _phrases(ws, f"{where}: alone", book.problems))
                        for v, ws in strip_lines(phrases).items()
                    }
                continue
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


COUNTED_KEYS = ("start", "count", "asked", "asking", "break", "listed")


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
        extra = [k for k in spec if k not in (*COUNTED_KEYS, "by_seat", "__line__")]
        if extra:
            book.problems.append(f"{where}: unknown key {extra[0]!r} (expected {', '.join(COUNTED_KEYS)}, by_seat)")
        words: dict[str, Any] = {
            k: tuple(w.lower() for w in _phrases(spec.get(k), f"{where}.{k}", book.problems))
            for k in COUNTED_KEYS
            if spec.get(k) is not None or k in ("start", "count")
        }
        for k in COUNTED_KEYS:
            words.setdefault(k, ())  # no `asked`: the count is read whatever the story asks next
        if any(" " in w for ws in words.values() for w in ws):
            book.problems.append(f"{where}: a counted word is one word")
        if not isinstance(spec.get("by_seat", False), bool):
            book.problems.append(f"{where}: by_seat is true or false")
        words["by_seat"] = spec.get("by_seat") is True
        out[fid] = words
    return out


STAKES = {"small": 0, "big": 1}  # which of the two limits a compared amount is measured by


def _compared(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> {amount, against, stakes}: an amount told against the one it is measured by."""
    out = {}
    for fid, spec in raw.items():
        if fid == "__line__":
            continue
        where = f"{name}:{line_of(spec) or line_of(raw)}: compared.{fid}"
        fact = book.facts.get(fid)
        if fact is None or fact.type != "yes/no":
            book.problems.append(f"{where}: a compared fact must be a yes/no fact")
            continue
        if not parse.is_mapping(spec, where, "a comparison's words", book.problems):
            continue
        extra = [k for k in spec if k not in ("amount", "against", "stakes", "__line__")]
        if extra or spec.get("stakes", "big") not in STAKES:
            book.problems.append(f"{where}: expected amount, against and stakes (small or big)")
        phrases = {k: tuple(_phrases(spec.get(k), f"{where}.{k}", book.problems)) for k in ("amount", "against")}
        if any("{amount}" not in p for ps in phrases.values() for p in ps):
            book.problems.append(f"{where}: every phrase of a comparison holds one {{amount}}")
        out[fid] = {**phrases, "stakes": STAKES.get(spec.get("stakes")) if spec.get("stakes") else None}
    return out


FIRST_ACT_KEYS = ("act", "by", "before", "break")


def _first_act(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> {act, by, role, before, break, value}: the first act of a kind, and who made it."""
    out = {}
    for fid, spec in raw.items():
        if fid == "__line__":
            continue
        where = f"{name}:{line_of(spec) or line_of(raw)}: first_act.{fid}"
        fact = book.facts.get(fid)
        if fact is None or fact.type != "yes/no":
            book.problems.append(f"{where}: a first act's fact must be a yes/no fact")
            continue
        if not parse.is_mapping(spec, where, "a first act's words", book.problems):
            continue
        if not isinstance(spec.get("value"), bool) or set(spec) - {*FIRST_ACT_KEYS, "role", "value", "__line__"}:
            book.problems.append(f"{where}: expected {', '.join(FIRST_ACT_KEYS)}, role and value (true or false)")
            continue
        words: dict[str, Any] = {
            k: tuple(w.lower() for w in _phrases(spec.get(k) or [], f"{where}.{k}", book.problems))
            for k in FIRST_ACT_KEYS
        }
        out[fid] = {**words, "role": str(spec.get("role", "")), "value": spec["value"]}
    return out


def _called_low(book: Rulebook, raw: Any, name: str, keys: tuple) -> dict:
    """{fact, *keys}: the words of a lowball call and of the hand then shown, or of a check."""
    if raw is None:
        return {}
    where = f"{name}:{line_of(raw)}: {'called_low' if 'call' in keys else 'checked_low'}"
    if not parse.is_mapping(raw, where, "a call's words", book.problems):
        return {}
    fact = book.facts.get(str(raw.get("fact")))
    if fact is None or fact.type != "yes/no":
        book.problems.append(f"{where}: fact must name a yes/no fact")
        return {}
    words = {k: tuple(w.lower() for w in _phrases(raw.get(k) or [], f"{where}.{k}", book.problems)) for k in keys}
    return {"fact": fact.id, **words}


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


def _in_sequence(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> {first, then, break, value}: an act, then the one that closes it."""
    out = {}
    for fid, spec in raw.items():
        if fid == "__line__":
            continue
        where = f"{name}:{line_of(spec) or line_of(raw)}: in_sequence.{fid}"
        fact = book.facts.get(fid)
        if fact is None or not parse.is_mapping(spec, where, "a sequence's words", book.problems):
            book.problems.append(f"{where}: unknown fact") if fact is None else None
            continue
        value = _value(fact, spec.get("value"))
        if value is _BAD or set(spec) - {"first", "then", "break", "value", "__line__"}:
            book.problems.append(f"{where}: expected first, then, break and a value of {fid} ({_keys(fact)})")
            continue
        out[fid] = {
            "first": tuple(w.lower() for w in _phrases(spec.get("first") or [], f"{where}.first", book.problems)),
            "then": tuple(
                tuple(p.lower().split()) for p in _phrases(spec.get("then") or [], f"{where}.then", book.problems)
            ),
            "break": tuple(w.lower() for w in _phrases(spec.get("break") or [], f"{where}.break", book.problems)),
            "value": value,
        }
    return out
