"""What a person typed at a question of the interview (floor/interview.py), as an Answer: a
choice by number or by name, a yes/no, a number, or cards where cards decide. Bad input is a
BadInput in words, so the question is asked again."""

from __future__ import annotations

import re
from typing import Any

from ..engine.context import Context
from ..errors import BadInput
from ..rules.model import Fact
from ..rules.values import parse_value
from .interview import CARDS, GAME, NONE_OF_THESE, TOPIC, Answer, Question, cards_wanted


def interpret(question: Question, text: str) -> Answer:
    """The answer a person typed at a question (not `?`, `back` or `unknown`, which the front end
    handles); BadInput in words when it is not an answer to this question."""
    text = text.strip()
    if question.kind in ("game", "topic"):
        values = [v for v, _ in question.choices]
        picked = _pick(text, values, [w for _, w in question.choices])
        if picked is None and question.kind == "topic" and text == "0":
            return Answer(TOPIC, NONE_OF_THESE)
        if picked is None:
            low = 0 if question.kind == "topic" else 1
            raise BadInput(f"type a number from {low} to {len(values)}")
        return Answer(GAME if question.kind == "game" else TOPIC, picked)
    fact, ctx = question.fact, question.context
    assert fact is not None and ctx is not None
    if question.by_rank and (flushes := _flushes(text, [label for label, _ in question.by_rank])) is not None:
        from .story_cards import with_flushes

        hands = with_flushes(question.by_rank, flushes)
        if hands is None:
            raise BadInput("those flushes cannot all be dealt from one deck: type the hands with their suits")
        return Answer(fact.id, "; ".join(f"{label}: {h}" for (label, _), h in zip(question.by_rank, hands)))
    if fact.type == "choice" or fact.setup:
        picked = _pick(text, [v for v, _ in question.choices], [w for _, w in question.choices])
        if picked is not None:
            return Answer(fact.id, picked)
    if (
        fact.cards
        and text.lower() not in ("y", "n", "yes", "no")
        and _pick(text, [v for v, _ in question.choices], [w for _, w in question.choices]) is None
    ):
        return _cards_answer(ctx, fact, text)
    if fact.type == "cards":  # checked now, so a typo is asked again rather than stopping the interview
        trial = ctx.copy_with(fact.id, None)
        trial.unset(fact.id)
        trial.set(fact.id, text)
        return Answer(fact.id, text)
    return Answer(fact.id, parse_value(fact, text, ctx.domain(fact) if fact.type == "choice" else None, spoken=True))


NO_FLUSH = frozenset("none no neither nobody n no-flush noflush".split())


def _flushes(text: str, labels: list[str]) -> set[str] | None:
    """The seats typed as holding a flush ("seat 4", "4 and 1"), none for "none"/"no flush";
    None when the text is something else (the hands typed out)."""
    low = re.sub(r"\b(?:flush(?:es)?|was|were|had|a|one|only)\b", " ", text.lower()).strip(" .,")
    if low in NO_FLUSH or low == "":
        return set() if text.strip() else None
    seats = re.findall(r"(?:seat\s*)?(\d{1,2})", low)
    rest = re.sub(r"(?:seat\s*)?\d{1,2}|and|,|&", " ", low).strip()
    if not seats or rest:
        return None
    named = {f"seat {int(n)}" for n in seats}
    if not named <= set(labels):
        raise BadInput(f"type none or the seats of these hands: {', '.join(labels)}")
    return named


def _cards_answer(ctx: Context, fact: Fact, text: str) -> Answer:
    """Cards typed at a question the cards decide: they are checked now, so a typo is asked again.
    Where the fact reads two sets, both may come in one answer, split by "/" or ";" and each
    named or in the question's order ("Kh Kd 9s 9c 4h / discards Qs")."""
    refs = ctx.card_inputs(fact)
    parts = [p.strip() for p in re.split(r"[/;\n]", text) if p.strip()]
    if len(refs) > 1 and len(parts) == len(refs):
        given = _named_sets(ctx, refs, parts)
        trial = ctx.copy_with(refs[0], None)
        for ref in refs:
            trial.unset(ref)
        for ref, cards in given.items():
            trial.set(ref, cards)  # BadInput for bad cards, or cards that cannot be together
        return Answer(CARDS, given)
    wanted = cards_wanted(ctx, fact)
    if wanted is None:
        raise BadInput("answer yes or no")
    trial = ctx.copy_with(wanted.id, None)
    trial.unset(wanted.id)
    trial.set(wanted.id, text)  # BadInput for bad cards
    return Answer(wanted.id, text)


def _named_sets(ctx: Context, refs: list[str], parts: list[str]) -> dict[str, str]:
    """Which set of cards each part is: a part starting with a word of a fact's name ("discards",
    "final") is that fact's; the others go to the rest in order."""
    given: dict[str, str] = {}
    rest = []
    for part in parts:
        m = re.match(r"\s*([A-Za-z]+)\b[:\s]*(.*)$", part)
        word = m.group(1).lower() if m else ""
        named = (
            [r for r in refs if r not in given and word and any(w.startswith(word[:5]) for w in r.split("_")[1:])]
            if len(word) > 2
            else []
        )
        if len(named) == 1 and m:
            given[named[0]] = m.group(2)
        else:
            rest.append(part)
    for ref in refs:
        if ref not in given and rest:
            given[ref] = rest.pop(0)
    if rest or len(given) != len(refs):
        raise BadInput(f"type the {' and the '.join(_set_name(ctx, r) for r in refs)}, split by /")
    return {r: given[r] for r in refs}


def _set_name(ctx: Context, ref: str) -> str:
    return " ".join(ref.split("_")[1:]) or ref


def _pick(answer: str, values: list, words: list[str]) -> Any:
    answer = answer.strip()
    if answer.isascii() and answer.isdigit() and 1 <= int(answer) <= len(values):
        return values[int(answer) - 1]
    for v, w in zip(values, words):
        if str(v).lower() == answer.lower() or str(w).lower() == answer.lower():
            return v
    return None
