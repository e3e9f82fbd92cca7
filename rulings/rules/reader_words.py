"""The words of the story readers that go beyond phrases (rules_data/words.yaml): a count told act
by act, an amount held against another, the first act of a kind, an act closed by the next, a
lowball call against the hand shown, a checked low beaten, an act made when the turn came, a fact
that follows from others. Checked like the rest of the data: a problem is a line `lint` reports."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from . import parse
from .book import Rulebook
from .word_lists import BAD, keys_of, phrase_list, value_of
from .yamlio import line_of, strip_lines


def load_reader_words(book: Rulebook, data: dict, name: str) -> None:
    book.vocabulary["counted"] = _counted(book, data.get("counted") or {}, name)
    book.vocabulary["compared"] = _compared(book, data.get("compared") or {}, name)
    book.vocabulary["first_act"] = _first_act(book, data.get("first_act") or {}, name)
    book.vocabulary["in_sequence"] = _in_sequence(book, data.get("in_sequence") or {}, name)
    book.vocabulary["in_turn"] = _in_turn(book, data.get("in_turn") or {}, name)
    book.vocabulary["seats_listed"] = _seats_listed(book, data.get("seats_listed") or {}, name)
    book.vocabulary["others_in"] = _others_in(book, data.get("others_in") or {}, name, "others_in")
    book.vocabulary["others_out"] = _others_in(book, data.get("others_out") or {}, name, "others_out")
    for section, keys in (("called_low", ("call", "show")), ("checked_low", ("check", "won"))):
        book.vocabulary[section] = _fact_words(book, data.get(section), name, section, keys)
    book.vocabulary["kept_openers"] = _fact_words(
        book, data.get("kept_openers"), name, "kept_openers", ("opened", "discards")
    )
    book.vocabulary["joker_claim"] = _joker_claim(book, data.get("joker_claim"), name)
    book.vocabulary["on_round"] = _on_round(book, data.get("on_round") or {}, name)
    book.vocabulary["left_after_folds"] = _left_after_folds(book, data.get("left_after_folds") or {}, name)
    book.vocabulary["same_seat"] = _same_seat(book, data.get("same_seat") or {}, name)
    book.vocabulary["follows"] = _follows(book, data.get("follows") or {}, name)


def _specs(book: Rulebook, raw: dict, name: str, section: str, fact_type: str | None) -> Iterator[tuple]:
    """(fact id, fact, spec, where) of each entry of a section whose fact exists (of this type)
    and whose spec is a mapping; a problem for each that is not."""
    for fid, spec in raw.items():
        if fid == "__line__":
            continue
        where = f"{name}:{line_of(spec) or line_of(raw)}: {section}.{fid}"
        fact = book.facts.get(fid)
        if fact is None or (fact_type and fact.type != fact_type):
            book.problems.append(f"{where}: the fact must be a known {fact_type or ''} fact".replace("  ", " "))
            continue
        if parse.is_mapping(spec, where, f"the words of {section}", book.problems):
            yield fid, fact, spec, where


def _words(book: Rulebook, spec: dict, keys: tuple, where: str) -> dict[str, tuple]:
    """key -> the listed words, lower case (an absent key: none)."""
    return {
        k: tuple(str(w).lower() for w in phrase_list(spec.get(k) or [], f"{where}.{k}", book.problems)) for k in keys
    }


COUNTED_KEYS = ("start", "count", "by_seat_count", "again", "asked", "asking", "break", "listed", "nth")


def _counted(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> {start, count, asked, asking, break}: the words of a count told act by act."""
    out = {}
    for fid, _fact, spec, where in _specs(book, raw, name, "counted", "number"):
        extra = [k for k in spec if k not in (*COUNTED_KEYS, "by_seat", "__line__")]
        if extra:
            book.problems.append(f"{where}: unknown key {extra[0]!r} (expected {', '.join(COUNTED_KEYS)}, by_seat)")
        words: dict[str, Any] = {
            k: tuple(w.lower() for w in phrase_list(spec.get(k), f"{where}.{k}", book.problems))
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
    for fid, _fact, spec, where in _specs(book, raw, name, "compared", "yes/no"):
        extra = [k for k in spec if k not in ("amount", "against", "stakes", "__line__")]
        if extra or spec.get("stakes", "big") not in STAKES:
            book.problems.append(f"{where}: expected amount, against and stakes (small or big)")
        phrases = {k: tuple(phrase_list(spec.get(k), f"{where}.{k}", book.problems)) for k in ("amount", "against")}
        if any("{amount}" not in p for ps in phrases.values() for p in ps):
            book.problems.append(f"{where}: every phrase of a comparison holds one {{amount}}")
        out[fid] = {**phrases, "stakes": STAKES.get(spec.get("stakes")) if spec.get("stakes") else None}
    return out


FIRST_ACT_KEYS = ("act", "by", "before", "break")


def _first_act(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> {act, by, role, before, break, value}: the first act of a kind, and who made it."""
    out = {}
    for fid, _fact, spec, where in _specs(book, raw, name, "first_act", "yes/no"):
        if not isinstance(spec.get("value"), bool) or set(spec) - {*FIRST_ACT_KEYS, "role", "value", "__line__"}:
            book.problems.append(f"{where}: expected {', '.join(FIRST_ACT_KEYS)}, role and value (true or false)")
            continue
        words: dict[str, Any] = {
            k: tuple(w.lower() for w in phrase_list(spec.get(k) or [], f"{where}.{k}", book.problems))
            for k in FIRST_ACT_KEYS
        }
        out[fid] = {**words, "role": str(spec.get("role", "")), "value": spec["value"]}
    return out


def _fact_words(book: Rulebook, raw: Any, name: str, section: str, keys: tuple) -> dict:
    """{fact, *keys}: a yes/no fact and its word lists: the words of a lowball call and of the hand
    then shown, of a check, or of an opening and the cards then thrown."""
    if raw is None:
        return {}
    where = f"{name}:{line_of(raw)}: {section}"
    if not parse.is_mapping(raw, where, f"the words of {section}", book.problems):
        return {}
    fact = book.facts.get(str(raw.get("fact")))
    if fact is None or fact.type != "yes/no":
        book.problems.append(f"{where}: fact must name a yes/no fact")
        return {}
    words = {k: tuple(w.lower() for w in phrase_list(raw.get(k) or [], f"{where}.{k}", book.problems)) for k in keys}
    out = {"fact": fact.id, **words}
    if "call" in keys:  # another seat mucking between the call and the hand shown
        out["mucks"] = tuple(w.lower() for w in phrase_list(raw.get("mucks") or [], f"{where}.mucks", book.problems))
    for key, kind in (("hand", "cards"), ("qualified", "yes/no"), ("muck", "yes/no")):  # facts the reader also tells
        if raw.get(key) is not None:
            named = book.facts.get(str(raw.get(key)))
            if named is None or named.type != kind:
                book.problems.append(f"{where}: {key} must name a {kind} fact")
            else:
                out[key] = named.id
    return out


def _joker_claim(book: Rulebook, raw: Any, name: str) -> dict:
    """{fact, joker, claim (phrases as word tuples), stop, values: [(value, phrases)] in order}: what
    the joker's holder calls his hand."""
    if raw is None:
        return {}
    where = f"{name}:{line_of(raw)}: joker_claim"
    if not parse.is_mapping(raw, where, "the joker claim's words", book.problems):
        return {}
    fact = book.facts.get(str(raw.get("fact")))
    values = raw.get("values")
    if fact is None or fact.type != "choice" or not isinstance(values, dict):
        book.problems.append(f"{where}: give a choice fact and its values' words")
        return {}
    out: dict[str, Any] = {"fact": fact.id, "values": []}
    for key in ("joker", "claim", "stop"):
        out[key] = tuple(
            tuple(p.lower().split()) for p in phrase_list(raw.get(key) or [], f"{where}.{key}", book.problems)
        )
    out["joker"] = tuple(p[0] for p in out["joker"])
    out["stop"] = tuple(p[0] for p in out["stop"])
    for value, phrases in strip_lines(values).items():
        if str(value) not in [str(c) for c in fact.choices]:
            book.problems.append(f"{where}.values: {value!r} is not a value of {fact.id}")
            continue
        listed = phrase_list(phrases, f"{where}.values.{value}", book.problems)
        out["values"].append((str(value), tuple(tuple(p.lower().split()) for p in listed)))
    return out


SEQUENCE_FLAGS = ("claimed_then", "either_order", "next_sentence", "same_seat")  # true or false, false if absent
IN_SEQUENCE_KEYS = frozenset(("first", "then", "break", "value", "anywhere", "__line__", *SEQUENCE_FLAGS))


def _in_sequence(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> [{first, then (phrases as word tuples), break, value, claimed_then, either_order,
    anywhere}]: an act, then the one that closes it (or, with either_order, told the other way round
    too; `anywhere` phrases tell the whole hand, so the act may stand in any sentence). A fact may
    list several such sequences, one for each value ("opened ... raised": raised; "opened ...
    no raise": not)."""
    out: dict[str, list] = {}
    for fid, listed in raw.items():
        for one in listed if isinstance(listed, list) else [listed]:
            for _, fact, spec, where in _specs(book, {fid: one}, name, "in_sequence", None):
                if (sequence := _sequence(book, fid, fact, spec, where)) is not None:
                    out.setdefault(fid, []).append(sequence)
    return out


def _sequence(book: Rulebook, fid: str, fact: Any, spec: dict, where: str) -> dict | None:
    """One sequence of in_sequence, its phrases as word tuples; None (and a problem) if malformed."""
    value = value_of(fact, spec.get("value"))
    if value is BAD or set(spec) - IN_SEQUENCE_KEYS:
        book.problems.append(f"{where}: expected first, then, break and a value of {fid} ({keys_of(fact)})")
        return None
    if not all(isinstance(spec.get(k, False), bool) for k in SEQUENCE_FLAGS):
        book.problems.append(f"{where}: {', '.join(SEQUENCE_FLAGS)} are true or false")
        return None

    def phrases(key: str) -> tuple:
        return tuple(
            tuple(p.lower().split()) for p in phrase_list(spec.get(key) or [], f"{where}.{key}", book.problems)
        )

    return {
        **{key: phrases(key) for key in ("first", "then", "break", "anywhere")},
        "value": value,
        **{key: spec.get(key, False) for key in SEQUENCE_FLAGS},
    }


IN_TURN_KEYS = ("act", "reached", "first", "turn", "break")


def _in_turn(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> {act, reached, first, turn, break (phrases as word tuples), value}: an act told as
    made when the turn came to the seat that made it."""
    out = {}
    for fid, _fact, spec, where in _specs(book, raw, name, "in_turn", "yes/no"):
        if not isinstance(spec.get("value"), bool) or set(spec) - {*IN_TURN_KEYS, "value", "__line__"}:
            book.problems.append(f"{where}: expected {', '.join(IN_TURN_KEYS)} and value (true or false)")
            continue
        out[fid] = {
            **{
                k: tuple(
                    tuple(p.lower().split()) for p in phrase_list(spec.get(k) or [], f"{where}.{k}", book.problems)
                )
                for k in IN_TURN_KEYS
            },
            "value": spec["value"],
        }
    return out


def _seats_listed(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> {then, before, led_by, led_then: phrases as word tuples}: seats listed by number
    before what they did, or after the words that say when they were the hand, or between a
    `led_by` and a `led_then` phrase, both."""
    out = {}
    keys = ("then", "before", "led_by", "led_then")
    for fid, _fact, spec, where in _specs(book, raw, name, "seats_listed", "number"):
        if set(spec) - {*keys, "__line__"}:
            book.problems.append(f"{where}: expected then (the phrases after the list), before, led_by and led_then")
            continue
        out[fid] = {
            key: tuple(
                tuple(p.lower().split()) for p in phrase_list(spec.get(key) or [], f"{where}.{key}", book.problems)
            )
            for key in keys
        }
    return out


def _others_in(book: Rulebook, raw: dict, name: str, section: str) -> dict:
    """fact -> {role, value}: the value the fact takes where the story tells a seat other than
    the role's still in the hand by its last act, or (others_out) every other seat out
    (floor/seats.py others_in, others_out)."""
    out = {}
    roles = set(book.vocabulary.get("roles") or {})
    for fid, _fact, spec, where in _specs(book, raw, name, section, "yes/no"):
        if spec.get("role") not in roles or not isinstance(spec.get("value"), bool):
            book.problems.append(f"{where}: expected role (one of roles) and value (true or false)")
            continue
        out[fid] = {"role": str(spec["role"]), "value": spec["value"]}
    return out


def _on_round(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> {round: the betting round's value, n: phrases}: a count told the short way that
    means the fact only where the story's dispute is on that round ("five handed" before the draw)."""
    out = {}
    rounds = book.facts.get("betting_round")
    for fid, _fact, spec, where in _specs(book, raw, name, "on_round", "number"):
        if rounds is None or spec.get("round") not in rounds.choices or set(spec) - {"round", "n", "__line__"}:
            book.problems.append(f"{where}: expected round (a betting_round value) and n (phrases with {{n}})")
            continue
        out[fid] = {"round": spec["round"], "n": tuple(phrase_list(spec.get("n"), f"{where}.n", book.problems))}
    return out


def _left_after_folds(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> {start: the count the round began with, folds: phrases with {n}}: the players left
    now, worked out from the start and the folds told since ("four of us start, two fold")."""
    out = {}
    for fid, _fact, spec, where in _specs(book, raw, name, "left_after_folds", "number"):
        start = book.facts.get(str(spec.get("start")))
        if start is None or start.type != "number" or set(spec) - {"start", "folds", "__line__"}:
            book.problems.append(f"{where}: expected start (a number fact) and folds (phrases with {{n}})")
            continue
        out[fid] = {"start": start.id, "folds": tuple(phrase_list(spec.get("folds"), f"{where}.folds", book.problems))}
    return out


def _same_seat(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> {role, with (roles), value}: the value where the story gives the role and one of
    the others to the same seat ("seat 2 was all in for his ante and declared it open")."""
    out = {}
    roles = set(book.vocabulary.get("roles") or {}) | {"declarer"}
    for fid, _fact, spec, where in _specs(book, raw, name, "same_seat", "yes/no"):
        others = spec.get("with")
        if (
            spec.get("role") not in roles
            or not isinstance(others, list)
            or not others
            or not set(others) <= roles
            or not isinstance(spec.get("value"), bool)
        ):
            book.problems.append(f"{where}: expected role, with (a list of roles) and value (true or false)")
            continue
        out[fid] = {"role": str(spec["role"]), "with": tuple(str(r) for r in others), "value": spec["value"]}
    return out


def _follows(book: Rulebook, raw: dict, name: str) -> dict:
    """fact -> {when: {fact: value}, value}: the value a fact takes where the story told the others
    so ("two players left, and one mucked for the pair": no other hand intact)."""
    out = {}
    for fid, fact, spec, where in _specs(book, raw, name, "follows", None):
        when = spec.get("when")
        premises = {f: v for f, v in when.items() if f != "__line__"} if isinstance(when, dict) else {}
        bad = [
            f for f, v in premises.items() if f not in book.facts or value_of(book.facts[f], v) in (BAD, "n", "cards")
        ]
        if not premises or bad or value_of(fact, spec.get("value")) in (BAD, "n", "cards"):
            book.problems.append(f"{where}: expected when (facts and their values) and value (one of {keys_of(fact)})")
            continue
        out[fid] = {"when": premises, "value": spec["value"]}
    return out
