"""Checks of the rule data beyond loading: examples, static conflicts, unreachable clauses, unused facts."""

from __future__ import annotations

import re

from ..errors import BadInput
from ..rules.book import Rulebook
from ..rules.conditions import evaluate, facts_in
from ..rules.model import Clause, Example, HouseProfile
from ..rules.words import AMOUNT_ROLES, WORKED_OUT_ROLES
from .context import Context
from .topic import DECIDED, Topical, situations


def example_game(book: Rulebook, clause: Clause, example: Example) -> str:
    """The game an example runs in: its own, or the first game that follows the clause's part."""
    if example.game:
        return example.game
    for g in book.games.values():
        if clause.part in g.part_ids() and (not clause.games or g.id in clause.games):
            return g.id
    return next(iter(book.games))


def run_example(book: Rulebook, clause: Clause, example: Example) -> str:
    """'' when the example comes out as it says, else what went wrong."""
    game = example_game(book, clause, example)
    try:
        ctx = Context(book, game, HouseProfile(options=dict(example.house)), example.facts)
        decision = Topical(book, game, clause.topic).decide(ctx)
    except BadInput as e:
        return f"example cannot run: {e}"
    if decision.status != DECIDED:
        need = ", ".join(f.id for f in decision.missing) or "-"
        return f"expected {example.expect} in {game}, got {decision.status} (needs: {need}; outcomes {', '.join(decision.outcomes) or '-'})"
    if decision.outcomes != (example.expect,):
        return f"expected {example.expect} in {game}, got {', '.join(decision.outcomes)} ({', '.join(c.id for c in decision.winners)})"
    if example.expect == clause.outcome and clause not in decision.winners:
        return (
            f"outcome {example.expect} in {game} came from {', '.join(c.id for c in decision.winners)}, not this clause"
        )
    return ""


def lint(book: Rulebook) -> list[str]:
    problems = list(book.problems)
    if problems:
        return problems
    for c in book.clauses.values():
        for ex in c.examples:
            msg = run_example(book, c, ex)
            if msg:
                problems.append(f"{c.file}:{ex.line}: {c.id}: example: {msg}")
    problems += _static(book)
    seat_roles = set(book.vocabulary.get("roles") or {}) | set(
        (book.vocabulary.get("hands") or {}).get("owners", {}).values()
    )
    for topic, roles in (book.vocabulary.get("in_question") or {}).items():
        for role in roles:
            if role not in seat_roles | WORKED_OUT_ROLES:
                problems.append(f"words.yaml: in_question.{topic}: {role!r} is not a role a story gives a seat")
    for c in book.clauses.values():
        if c.dead and c.dead not in seat_roles | WORKED_OUT_ROLES:
            problems.append(f"{c.file}:{c.line}: {c.id}: dead: {c.dead!r} is not a role a story gives a seat")
        for _, text in c.here:
            for role in re.findall(r"\{seat:([a-z_]+)\}", text):
                if role not in seat_roles | WORKED_OUT_ROLES:
                    problems.append(f"{c.file}:{c.line}: {c.id}: here: {role!r} is not a role a story gives a seat")
            for role in re.findall(r"\{amount:([a-z_]+)\}", text):
                if role not in AMOUNT_ROLES:
                    problems.append(
                        f"{c.file}:{c.line}: {c.id}: here: {role!r} is not a part whose amount a story gives"
                    )
    used: set[str] = set()
    for c in book.clauses.values():
        said = " ".join(text for _, text in c.here)
        named = facts_in(c.when) + re.findall(r"\{([a-z_]+)", c.ruling + " " + said)
        named += [f for cond, _ in c.here for f in facts_in(cond)]
        for fid in named:
            used |= book.reach(fid)
    used |= {f for f in book.fact_roles.values()}  # what the program reads by role
    for fact in book.facts.values():
        if fact.id not in used and fact.source != "game":
            problems.append(f"{fact.file}:{fact.line}: {fact.id}: fact is not read by any clause")
    return problems


def _static(book: Rulebook) -> list[str]:
    """Per game and topic: clauses that can both hold and disagree with no precedence (conflicts),
    and clauses that can never be the ruling (unreachable)."""
    problems: list[str] = []
    reached: set[str] = set()
    conflicts: set[tuple] = set()
    for game in book.games.values():
        for tid in dict.fromkeys(c.topic for c in book.clauses_for(game)):  # stable order
            top = Topical(book, game.id, tid)
            houses = _house_variants(book, [cond for _, cond, _ in top.items])
            for house in houses:
                ctx = Context(book, game.id, HouseProfile(options=house))
                open_facts = top.open_facts(ctx, top.items, every_way=True)
                for child in situations(ctx, open_facts, stop=top.settles):
                    true = [it for it in top.items if evaluate(it[1], child.value) is True]
                    winners = top.winners(true)
                    reached.update(c.id for c in winners)
                    if len({c.outcome for c in winners}) > 1:
                        pair = tuple(sorted(c.id for c in winners)[:2])
                        conflicts.add(pair)
    for a, b in sorted(conflicts):
        ca, cb = book.clauses[a], book.clauses[b]
        problems.append(
            f"{ca.file}:{ca.line}: {a}: conflicts with {b} ({cb.section}): both can apply with "
            f"different outcomes and neither is an exception to the other"
        )
    for c in book.clauses.values():
        if c.id not in reached:
            problems.append(f"{c.file}:{c.line}: {c.id}: unreachable - no situation makes it the ruling")
    return problems


def _house_variants(book: Rulebook, conds: list) -> list[dict]:
    opts = []
    for cond in conds:
        for f in facts_in(cond):
            fact = book.facts.get(f)
            if fact and fact.source == "house" and not fact.setup and f not in opts:
                opts.append(f)
    variants: list[dict] = [{}]
    for f in opts:
        variants = [dict(v, **{f: c}) for v in variants for c in book.facts[f].choices]
    return variants
