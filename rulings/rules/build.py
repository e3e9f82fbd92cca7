"""Building the rulebook from the data files: every file read, every item parsed and checked.

Only a cache miss gets here (rules/load.py), so a cached start-up never imports yaml.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from ..errors import BadInput
from ..paths import rules_dir
from . import parse
from .book import Rulebook
from .games import Game
from .model import Clause, Fact, Section, Topic
from .roles import load_roles
from .words import load_words
from .yamlio import line_of, read_yaml, unknown_keys

PART_FILE_KEYS = {"part", "facts", "topics", "clauses"}


def build(root: Path, files: list[Path]) -> Rulebook:
    """The rulebook from the data files, with every problem found."""
    problems: list[str] = []
    shipped = root.resolve() == rules_dir().resolve() and "RULINGS_DATA_DIR" not in os.environ

    def rel(p: Path) -> str:  # the shipped data by its place in the project, anything else as it is
        return f"rules_data/{p.relative_to(root).as_posix()}" if shipped else str(p)

    def read(p: Path, what: str):
        try:
            return read_yaml(p, what, shown=rel(p))
        except BadInput as e:
            problems.append(str(e))
            return None

    digest = hashlib.sha256()
    for p in files:
        try:
            digest.update(p.name.encode() + b"\0" + p.read_bytes())
        except OSError:
            pass
    for name in ("outline.yaml", "games.yaml"):
        if not (root / name).exists():
            problems.append(f"{rel(root / name)}: missing (the rule data needs it)")
    sections = _outline(
        read(root / "outline.yaml", "outline") if (root / "outline.yaml").exists() else None,
        rel(root / "outline.yaml"),
        problems,
    )
    games = _games(
        read(root / "games.yaml", "games file") if (root / "games.yaml").exists() else None,
        rel(root / "games.yaml"),
        problems,
        sections,
    )
    raw_facts: list = []  # (item, file, is_option)
    raw_topics: list = []
    raw_clauses: list = []
    for name, key, is_option in (("facts.yaml", "facts", False), ("house_options.yaml", "options", True)):
        if (root / name).exists():
            data = read(root / name, name)
            if data is not None and parse.is_mapping(data, rel(root / name), "the file", problems):
                raw_facts += [
                    (f, rel(root / name), is_option)
                    for f in parse.listed(data.get(key), rel(root / name), key, problems)
                ]
    for p in (f for f in files if f.parent.name == "parts"):
        data = read(p, "rules file")
        name = rel(p)
        if data is None or not parse.is_mapping(data, name, "a rules file", problems):
            continue
        for k in unknown_keys(data, PART_FILE_KEYS):
            problems.append(f"{name}:{line_of(data)}: {k}: unknown key (expected {', '.join(sorted(PART_FILE_KEYS))})")
        raw_facts += [(f, name, False) for f in parse.listed(data.get("facts"), name, "facts", problems)]
        raw_topics += [(t, name) for t in parse.listed(data.get("topics"), name, "topics", problems)]
        raw_clauses += [(c, name) for c in parse.listed(data.get("clauses"), name, "clauses", problems)]

    facts: dict[str, Fact] = {}
    for n, (f, name, is_option) in enumerate(raw_facts):
        _keep(facts, parse.fact(f, name, is_option, n, problems, sections), "fact", problems)
    _check_facts(facts, games, problems)
    topics = _topics(raw_topics, problems)
    refs = {"sections": sections, "topics": topics, "facts": facts, "games": games}
    clauses: dict[str, Clause] = {}
    for n, (c, name) in enumerate(raw_clauses):
        _keep(clauses, parse.clause(c, name, n, problems, refs), "clause", problems)
    _precedence(clauses, problems)
    book = Rulebook(sections, games, facts, topics, clauses, problems, digest.hexdigest()[:16])
    load_roles(book, root, rel, read)
    load_words(book, root, rel, read)
    if not problems:
        from .vocabulary import search_index

        book.search_index = search_index(book)
    return book


def _keep(items: dict, item, what: str, problems: list) -> None:
    """Add a parsed fact or clause by its id; a second one of the same id is a problem."""
    if item is None:
        return
    if item.id in items:
        first = items[item.id]
        problems.append(f"{item.file}:{item.line}: {item.id}: duplicate {what} id (first at {first.file}:{first.line})")
    items[item.id] = item


def _outline(outline, name: str, problems: list) -> dict[str, Section]:
    sections: dict[str, Section] = {}
    if outline is None or not parse.is_mapping(outline, name, "the outline", problems):
        return sections
    order = 0
    for part in parse.listed(outline.get("parts"), name, "parts", problems):
        if not parse.is_mapping(part, name, "a part", problems) or not isinstance(part.get("id"), str):
            problems.append(f"{name}:{line_of(part)}: a part needs an id")
            continue
        sections[part["id"]] = Section(
            part["id"], str(part.get("title", part["id"])), part["id"], _paragraphs(part), order, True
        )
        order += 1
        for s in parse.listed(part.get("sections"), name, "sections", problems):
            if not isinstance(s, dict) or not isinstance(s.get("id"), str):
                problems.append(f"{name}:{line_of(s) or line_of(part)}: a section needs an id")
                continue
            sections[s["id"]] = Section(s["id"], str(s.get("title", s["id"])), part["id"], _paragraphs(s), order)
            order += 1
    return sections


def _paragraphs(item: dict) -> int:
    n = item.get("paragraphs", 1)
    return n if isinstance(n, int) and not isinstance(n, bool) and n > 0 else 1


def _games(raw, name: str, problems: list, sections: dict) -> dict:
    from ..cards.hands import RANKINGS

    games: dict[str, Game] = {}
    if raw is None or not parse.is_mapping(raw, name, "the games file", problems):
        return games
    listed = raw.get("games") or {}
    if not parse.is_mapping(listed, name, "games", problems):
        return games
    for gid, g in listed.items():
        if gid == "__line__":
            continue
        game = parse.game(gid, g, name, problems, sections)
        if game is None:
            continue
        ranking = game.ranking
        for r in ranking.values() if isinstance(ranking, dict) else [ranking]:
            if r not in RANKINGS:
                problems.append(f"{name}:{game.line}: {gid}: unknown ranking {r!r} (known: {', '.join(RANKINGS)})")
        games[game.id] = game
    return games


def _check_facts(facts: dict, games: dict, problems: list) -> None:
    """References inside facts, now that all are known."""
    from .card_facts import COMPUTE
    from .conditions import leaves

    old_ids: dict[str, str] = {}
    for fact in facts.values():
        where = f"{fact.file}:{fact.line}: {fact.id}"
        for old in fact.was:  # a renamed fact's old id may name nothing else
            if old in facts or old in old_ids:
                problems.append(
                    f"{where}: was: {old!r} is already {'a fact' if old in facts else 'an old id of ' + old_ids[old]}"
                )
            old_ids[old] = fact.id
        for cond in ([fact.derive] if fact.derive else []) + [c for c, _ in fact.cases]:
            for leaf in leaves(cond):
                parse.check_leaf(leaf, facts, problems, where)
        for _, value in fact.cases:
            if parse.bad_value(fact, value):
                problems.append(f"{where}: case value: {parse.bad_value(fact, value)}")
        if fact.cards:
            if fact.cards.compute not in COMPUTE:
                problems.append(
                    f"{where}: unknown card computation {fact.cards.compute!r} (known: {', '.join(COMPUTE)})"
                )
            for ref in fact.cards.inputs:
                if ref not in facts:
                    problems.append(f"{where}: card computation refers to unknown fact {ref!r}")
        if fact.by and fact.by not in facts:
            problems.append(f"{where}: by: unknown fact {fact.by!r}")
        for g in games.values():
            prop = fact.setup or fact.from_game
            if fact.setup and not g.allowed(fact.setup):
                problems.append(f"{where}: setup: game {g.id} has no {prop!r} list")
            for v in g.allowed(fact.setup) if fact.setup else ():
                if parse.bad_value(fact, v):
                    problems.append(f"{where}: game {g.id}: {prop}: {parse.bad_value(fact, v)}")


def _topics(raw_topics: list, problems: list) -> dict[str, Topic]:
    topics: dict[str, Topic] = {}
    for t, name in raw_topics:
        if not parse.is_mapping(t, name, "a topic", problems) or not isinstance(t.get("id"), str):
            problems.append(f"{name}:{line_of(t)}: a topic needs an id")
            continue
        tid = t["id"]
        for k in unknown_keys(t, parse.TOPIC_KEYS):
            problems.append(
                f"{name}:{line_of(t)}: {tid}: unknown topic key {k!r} (expected "
                f"{', '.join(sorted(parse.TOPIC_KEYS))}; quote text that holds a comma)"
            )
        if tid in topics:
            problems.append(f"{name}:{line_of(t)}: {tid}: duplicate topic id")
        topics[tid] = Topic(tid, str(t.get("title", tid)), str(t.get("question", "")), name, line_of(t))
    return topics


def _precedence(clauses: dict, problems: list) -> None:
    """References between clauses, and the transitive closure of exception_to (`beats`)."""
    for c in clauses.values():
        for other in (*c.exception_to, *c.see_also):
            if other not in clauses:
                problems.append(f"{c.file}:{c.line}: {c.id}: refers to missing clause {other!r}")
    for c in clauses.values():
        seen, stack = set(), list(c.exception_to)
        while stack:
            x = stack.pop()
            if x in seen or x not in clauses:
                continue
            seen.add(x)
            stack.extend(clauses[x].exception_to)
        if c.id in seen:
            problems.append(f"{c.file}:{c.line}: {c.id}: exception_to forms a cycle")
        c.beats = frozenset(seen)
