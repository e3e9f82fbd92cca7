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
from .phrasing import tokens
from .reader_words import load_reader_words
from .word_lists import BAD, keys_of, phrase_list, value_of
from .yamlio import line_of, strip_lines

SLOTS = ("{n}", "{seat}", "{amount}")
# Seats the story reader works out rather than reads from one phrase of `roles` (floor/seats.py):
# a ruling's sentence for this table may name them as `{seat:ROLE}` (lint checks the names).
WORKED_OUT_ROLES = frozenset(
    {
        "miscaller",
        "low_caller",
        "declarer",
        "seat_after_short",
        "best_low",
        "lower_hand_shown",
        "seat_after_button",
        "seat_after_big_blind",
        "first_left_of_opener",
        "first_left_of_button",
        "bettor",
        "open_caller",
        "next_player",
        "first_left_of_big_blind",
        "other_live",
    }
)
# Money a seat in a part put in, worked out where the story tells it once (floor/amounts.py
# role_amounts): a sentence for this table may name it as `{amount:ROLE}`.
AMOUNT_ROLES = frozenset({"bettor", "overcaller", "opener"})


def load_words(book: Rulebook, root: Path, rel: Callable[[Path], str], read: Callable[[Path, str], Any]) -> None:
    path = root / "words.yaml"
    data = read(path, "words file") if path.exists() else None
    if isinstance(data, dict):
        name = rel(path)
        _facts(book, data.get("facts") or {}, name)
        book.vocabulary["games"] = _named(book, data.get("games") or {}, name, "games", set(book.games))
        book.vocabulary["roles"] = _named(book, data.get("roles") or {}, name, "roles", None)
        roles = set(book.vocabulary["roles"])
        book.vocabulary["roles_not"] = _named(book, data.get("roles_not") or {}, name, "roles_not", roles, "role")
        book.vocabulary["nouns"] = _named(book, data.get("nouns") or {}, name, "nouns", None)
        book.vocabulary["in_question"] = _named(
            book, data.get("in_question") or {}, name, "in_question", set(book.topics), "topic"
        )
        book.vocabulary["asked"] = _named(book, data.get("asked") or {}, name, "asked", set(book.topics), "topic")
        book.vocabulary["stakes"] = tuple(phrase_list(data.get("stakes"), f"{name}: stakes", book.problems))
        book.vocabulary["shorthand"] = _shorthand(book, data.get("shorthand") or {}, name)
        book.vocabulary["particles"] = _particles(book, data.get("particles") or {}, name)
        book.vocabulary["act_letters"] = _act_letters(book, data.get("act_letters") or {}, name)
        book.vocabulary["odd_open"] = tuple(phrase_list(data.get("odd_open"), f"{name}: odd_open", book.problems))
        book.vocabulary["game_labels"] = tuple(  # as tokens: "2-7" is "2 7"
            " ".join(t[0] for t in tokens(w))
            for w in phrase_list(data.get("game_labels"), f"{name}: game_labels", book.problems)
        )
        book.vocabulary["whose"] = _whose(book, data.get("whose") or {}, name)
        book.vocabulary["not_whose"] = _whose(book, data.get("not_whose") or {}, name)
        book.vocabulary["said_acts"] = _fact_list(book, data.get("said_acts") or [], f"{name}: said_acts")
        book.vocabulary["own_word"] = _fact_list(book, data.get("own_word") or [], f"{name}: own_word")
        book.vocabulary["room_facts"] = _fact_list(book, data.get("room_facts") or [], f"{name}: room_facts")
        book.vocabulary["read_in_questions"] = _fact_list(
            book, data.get("read_in_questions") or [], f"{name}: read_in_questions"
        )
        gives_way = _named(book, data.get("gives_way") or {}, name, "gives_way", set(book.facts), "fact")
        for fid, others in gives_way.items():
            if not set(others) <= set(book.facts):
                book.problems.append(f"{name}: gives_way.{fid}: {', '.join(others)}: not all known facts")
        book.vocabulary["gives_way"] = gives_way
        load_reader_words(book, data, name)
        book.vocabulary["hands"] = _hands(book, data.get("hands") or {}, f"{name}:{line_of(data.get('hands'))}: hands")
    path = root / "outside.yaml"
    data = read(path, "outside file") if path.exists() else None
    if isinstance(data, dict):
        book.vocabulary["outside"] = tuple(_outside(book, data, rel(path)))


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
            # words that make the fact untrustworthy; words after one card; phrases that only name a
            # value ("the high side"), giving way where another phrase tells the other value
            if key in ("unless", "card_then", "names"):
                book.vocabulary.setdefault(key, {})[fid] = tuple(phrase_list(phrases, f"{where}: {key}", book.problems))
                continue
            if key in ("one_card", "whole_hand"):  # its cards are one card, or a hand of five
                if not isinstance(phrases, bool):
                    book.problems.append(f"{where}: {key}: expected true or false")
                elif phrases:
                    book.vocabulary.setdefault(key, set()).add(fid)
                continue
            if key == "in_order":  # values that follow in time: told in this order, the last one holds
                order = [value_of(fact, v) for v in parse.listed(phrases, where, "in_order", book.problems)]
                if BAD in order:
                    book.problems.append(f"{where}: in_order lists values of {fid} ({keys_of(fact)})")
                book.vocabulary.setdefault("in_order", {})[fid] = tuple(order)
                continue
            if key == "alone":  # a value's name that is a whole sentence or clause by itself ("Limit.")
                if parse.is_mapping(phrases, f"{where}: alone", "values and their words", book.problems):
                    book.vocabulary.setdefault("alone", {})[fid] = {
                        value_of(fact, v): tuple(w.lower() for w in phrase_list(ws, f"{where}: alone", book.problems))
                        for v, ws in strip_lines(phrases).items()
                    }
                continue
            value = value_of(fact, key)
            if value is BAD:
                book.problems.append(f"{where}: {key!r} is not a value of {fid} ({keys_of(fact)})")
                continue
            listed = phrase_list(phrases, f"{where}: {key}", book.problems)
            for p in listed:
                if fact.type == "number" and value == "n" and "{n}" not in p:
                    book.problems.append(f"{where}: the number phrase {p!r} has no {{n}}")
                if p.lower() in seen and seen[p.lower()] != value:
                    book.problems.append(f"{where}: {p!r} is listed under two values ({seen[p.lower()]!r}, {value!r})")
                seen[p.lower()] = value
            words[value] = tuple(listed)
        fact.words = words


def _named(book: Rulebook, raw: dict, name: str, what: str, allowed: set | None, noun: str = "") -> dict:
    out = {}
    for key, phrases in raw.items():
        if key == "__line__":
            continue
        where = f"{name}:{line_of(raw)}: {what}.{key}"
        if allowed is not None and key not in allowed:
            book.problems.append(f"{where}: unknown {noun or what[:-1]} {key!r}")
            continue
        out[str(key)] = tuple(phrase_list(phrases, where, book.problems))
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
                "words": tuple(phrase_list(t.get("words"), f"{where}: {t['id']}", book.problems)),
                "except": tuple(phrase_list(t.get("except"), f"{where}: {t['id']}.except", book.problems)),
                "except_in_sentence": tuple(
                    phrase_list(t.get("except_in_sentence"), f"{where}: {t['id']}.except_in_sentence", book.problems)
                ),
                "colour": t.get("colour") is True,
                "tie": t.get("tie") is True,
                "why": " ".join(str(t.get("why", "")).split()),
            }
        )
    return out


HAND_SHAPES = ("no-pair", "short", "small-pair", "pair", "two-pair-or-better")
HAND_WORDS = (
    "opened",
    "opened_with",
    "not_opened",
    "misread",
    "held",
    "draw",
    "broken",
    "softeners",
    "fillers",
    "persons",
)
HAND_PHRASES = ("opened_on", "shown", "before_draw", "declares", "verdicts")


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
        out["shapes"][shape] = tuple(p.lower() for p in phrase_list(phrases, f"{where}.shapes.{shape}", book.problems))
    for key in HAND_WORDS + HAND_PHRASES:
        listed = tuple(str(w).lower() for w in phrase_list(raw.get(key), f"{where}.{key}", book.problems))
        if key in HAND_WORDS and any(" " in w for w in listed):
            book.problems.append(f"{where}.{key}: a word here is one word")
        out[key] = listed
    return out


def _fact_list(book: Rulebook, raw: Any, where: str) -> frozenset[str]:
    """A list of known fact ids."""
    if not isinstance(raw, list) or not all(isinstance(f, str) and f in book.facts for f in raw):
        book.problems.append(f"{where}: give a list of known facts")
        return frozenset()
    return frozenset(raw)


def _whose(book: Rulebook, raw: Any, name: str) -> dict[str, str]:
    """fact -> the role whose act its phrases tell ("hadn't acted yet" of the declarer)."""
    if not parse.is_mapping(raw, f"{name}: whose", "the roles of facts", book.problems):
        return {}
    out = {}
    for fid, role in strip_lines(raw).items():
        if fid not in book.facts or role not in ("declarer", *(book.vocabulary.get("roles") or {})):
            book.problems.append(f"{name}: whose: {fid!r}: give a known fact and a role (declarer or one of roles)")
            continue
        out[fid] = str(role)
    return out


def _particles(book: Rulebook, raw: Any, name: str) -> tuple[frozenset[str], ...]:
    """language -> its small words the reader has no use for: one set of words a language."""
    if not parse.is_mapping(raw, f"{name}: particles", "the particles", book.problems):
        return ()
    out = []
    for language, words in strip_lines(raw).items():
        if not isinstance(words, list) or not all(isinstance(w, str) and w.strip() and " " not in w for w in words):
            book.problems.append(f"{name}: particles {language!r}: give a list of single words")
            continue
        out.append(frozenset(w.lower() for w in words))
    return tuple(out)


def _shorthand(book: Rulebook, raw: Any, name: str) -> dict[str, str]:
    """word as typed -> the words it stands for ("b4" -> "before"): one word each, lower case."""
    if not parse.is_mapping(raw, f"{name}: shorthand", "the shorthand", book.problems):
        return {}
    out = {}
    for short, full in strip_lines(raw).items():
        if not isinstance(full, str) or not str(short).strip() or " " in str(short).strip():
            book.problems.append(f"{name}: shorthand {short!r}: give one word and the words it stands for")
            continue
        out[str(short).lower()] = full.lower()
    return out


def _act_letters(book: Rulebook, raw: Any, name: str) -> dict[str, str]:
    """capital letter -> the act it notes ("R" -> "raises")."""
    if not parse.is_mapping(raw, f"{name}: act_letters", "the act letters", book.problems):
        return {}
    out = {}
    for letter, act in strip_lines(raw).items():
        if not (isinstance(act, str) and len(str(letter)) == 1 and str(letter).isupper()):
            book.problems.append(f"{name}: act_letters {letter!r}: give one capital letter and the act it notes")
            continue
        out[str(letter)] = act.lower()
    return out
