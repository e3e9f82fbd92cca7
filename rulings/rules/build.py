"""Building the rulebook from the data files: every file read, every item parsed and checked.

Only a cache miss gets here (rules/load.py), so a cached start-up never imports yaml.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from ..errors import BadInput
from ..files import read_text
from ..paths import rules_dir
from . import parse
from .book import Rulebook
from .conditions import LINE
from .games import Game
from .model import Clause, Fact, Section, Topic
from .phrasing import phrase_index, phrase_words
from .roles import load_roles
from .words import load_words
from .yamlio import kind, line_at, line_of, parse_yaml, unknown_keys

PART_FILE_KEYS = {"part", "facts", "topics", "clauses"}


def build(root: Path, files: list[Path]) -> Rulebook:
    """The rulebook from the data files, with every problem found."""
    problems: list[str] = []
    shipped = root.resolve() == rules_dir().resolve() and "RULINGS_DATA_DIR" not in os.environ

    def rel(p: Path) -> str:  # the shipped data by its place in the project, anything else as it is
        return f"rules_data/{p.relative_to(root).as_posix()}" if shipped else str(p)

    texts: dict[Path, str | None] = {}  # each file read once (regular files only, bounded): digest and parse
    digest = hashlib.sha256()
    for p in files:
        try:
            text = read_text(p, "rules file" if p.parent.name == "parts" else p.name)
        except BadInput as e:
            problems.append(str(e))
            texts[p] = None
            continue
        texts[p] = text
        digest.update(p.name.encode() + b"\0" + text.encode("utf-8"))

    def read(p: Path, what: str):
        text = texts[p] if p in texts else None
        if text is None:  # unreadable (said above) or not among the files (said by the caller)
            return None
        try:
            data = parse_yaml(text, rel(p), what)
        except BadInput as e:
            problems.append(str(e))
            return None
        if data is None:
            problems.append(f"{rel(p)}: the file is empty (the rule data needs it)")
        return data

    def top(data, name: str) -> str:  # where a whole file's problem is: the line its value starts on
        line = line_at(data, 0) if isinstance(data, list) else line_of(data)
        return f"{name}:{line or 1}"

    for name in ("outline.yaml", "games.yaml"):
        if not (root / name).exists():
            problems.append(f"{rel(root / name)}: missing (the rule data needs it)")
    outline = read(root / "outline.yaml", "outline")
    name = rel(root / "outline.yaml")
    sections = _outline(outline, name, top(outline, name), problems)
    raw_games = read(root / "games.yaml", "games file")
    name = rel(root / "games.yaml")
    games = _games(raw_games, name, top(raw_games, name), problems, sections)
    raw_facts: list = []  # (item, file, line, is_option)
    raw_topics: list = []  # (item, file, line)
    raw_clauses: list = []
    for fname, key, is_option in (("facts.yaml", "facts", False), ("house_options.yaml", "options", True)):
        data = read(root / fname, fname)
        name = rel(root / fname)
        if data is not None and parse.is_mapping(data, top(data, name), "the file", problems):
            raw_facts += [(f, name, line, is_option) for f, line in _items(data, key, name, problems)]
    for p in (f for f in files if f.parent.name == "parts"):
        data = read(p, "rules file")
        name = rel(p)
        if data is None or not parse.is_mapping(data, top(data, name), "a rules file", problems):
            continue
        for k in unknown_keys(data, PART_FILE_KEYS):
            problems.append(
                f"{name}:{line_at(data, k)}: {k}: unknown key (expected {', '.join(sorted(PART_FILE_KEYS))})"
            )
        raw_facts += [(f, name, line, False) for f, line in _items(data, "facts", name, problems)]
        raw_topics += _items(data, "topics", name, problems, with_name=True)
        raw_clauses += _items(data, "clauses", name, problems, with_name=True)

    facts: dict[str, Fact] = {}
    for n, (f, name, line, is_option) in enumerate(raw_facts):
        if _is_item(f, f"{name}:{line}", "a fact", problems):
            _keep(facts, parse.fact(f, name, is_option, n, problems, sections), "fact", problems)
    _check_facts(facts, games, problems)
    _check_games(games, facts, rel(root / "games.yaml"), problems)
    topics = _topics(raw_topics, problems)
    refs = {"sections": sections, "topics": topics, "facts": facts, "games": games}
    clauses: dict[str, Clause] = {}
    for n, (c, name, line) in enumerate(raw_clauses):
        if _is_item(c, f"{name}:{line}", "a clause", problems):
            _keep(clauses, parse.clause(c, name, n, problems, refs), "clause", problems)
    _precedence(clauses, problems)
    book = Rulebook(sections, games, facts, topics, clauses, problems, digest.hexdigest()[:16])
    load_roles(book, root, rel, read)
    load_words(book, root, rel, read)
    book.phrase_index = phrase_index(book)
    book.vocabulary["phrase_starts"] = frozenset(w for w in book.phrase_index if w)  # words a scanner may split
    shorthand = book.vocabulary.get("shorthand") or {}
    book.vocabulary["written_the"] = frozenset(
        w for w, v in shorthand.items() if v == "the"
    )  # "de", "da": never a tail
    book.vocabulary["phrase_words"] = phrase_words(book)  # the words a dropped r is put back into
    if not problems:
        from .vocabulary import search_index

        book.search_index = search_index(book)
    return book


def _items(data: dict, key: str, name: str, problems: list, with_name: bool = False) -> list:
    """The items listed under `key` of a file's mapping, each with its line (and file name)."""
    items = parse.listed(data.get(key), f"{name}:{line_at(data, key)}", key, problems)
    return [(x, name, line_at(items, i)) if with_name else (x, line_at(items, i)) for i, x in enumerate(items)]


def _is_item(x, where: str, what: str, problems: list) -> bool:
    """Whether a listed item is a mapping; a problem at its own line when it is not."""
    if isinstance(x, dict):
        return True
    problems.append(f"{where}: {what} must be a mapping, not {kind(x)}")
    return False


def _keep(items: dict, item, what: str, problems: list) -> None:
    """Add a parsed fact or clause by its id; a second one of the same id is a problem."""
    if item is None:
        return
    if item.id in items:
        first = items[item.id]
        problems.append(f"{item.file}:{item.line}: {item.id}: duplicate {what} id (first at {first.file}:{first.line})")
    items[item.id] = item


def _outline(outline, name: str, where: str, problems: list) -> dict[str, Section]:
    sections: dict[str, Section] = {}
    if outline is None or not parse.is_mapping(outline, where, "the outline", problems):
        return sections
    order = 0
    for part, line in _items(outline, "parts", name, problems):
        if not _is_item(part, f"{name}:{line}", "a part", problems):
            continue
        if not isinstance(part.get("id"), str):
            problems.append(f"{name}:{line}: a part needs an id")
            continue
        sections[part["id"]] = Section(
            part["id"], str(part.get("title", part["id"])), part["id"], _paragraphs(part), order, True
        )
        order += 1
        for s, sline in _items(part, "sections", name, problems):
            if not _is_item(s, f"{name}:{sline}", "a section", problems):
                continue
            if not isinstance(s.get("id"), str):
                problems.append(f"{name}:{sline}: a section needs an id")
                continue
            sections[s["id"]] = Section(s["id"], str(s.get("title", s["id"])), part["id"], _paragraphs(s), order)
            order += 1
    return sections


def _paragraphs(item: dict) -> int:
    n = item.get("paragraphs", 1)
    return n if isinstance(n, int) and not isinstance(n, bool) and n > 0 else 1


def _games(raw, name: str, where: str, problems: list, sections: dict) -> dict:
    from ..cards.hands import RANKINGS

    games: dict[str, Game] = {}
    if raw is None or not parse.is_mapping(raw, where, "the games file", problems):
        return games
    listed = raw.get("games") or {}
    if not parse.is_mapping(listed, f"{name}:{line_at(raw, 'games')}", "games", problems):
        return games
    for gid, g in listed.items():
        if gid == LINE or not _is_item(g, f"{name}:{line_at(listed, gid)}: {gid}", "a game", problems):
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
    from .card_facts import COMPUTE, NEEDS
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
            given = {param for param, ref, _ in fact.cards.args if ref}
            for param in NEEDS.get(fact.cards.compute, ()):
                if param not in given:
                    problems.append(f"{where}: card computation {fact.cards.compute} needs {param}: $FACT")
        if fact.by and fact.by not in facts:
            problems.append(f"{where}: by: unknown fact {fact.by!r}")
        for g in games.values():
            prop = fact.setup or fact.from_game
            if fact.setup and not g.allowed(fact.setup):
                problems.append(f"{where}: setup: game {g.id} has no {prop!r} list")
            for v in g.allowed(fact.setup) if fact.setup else ():
                if parse.bad_value(fact, v):
                    problems.append(f"{where}: game {g.id}: {prop}: {parse.bad_value(fact, v)}")


def _check_games(games: dict, facts: dict, name: str, problems: list) -> None:
    """The conditions on a game's parts, now that the facts are known."""
    from .conditions import leaves

    for g in games.values():
        for use in g.parts:
            for leaf in leaves(use.when) if use.when else ():
                parse.check_leaf(leaf, facts, problems, f"{name}:{g.line}: {g.id}: part {use.part}")


def _topics(raw_topics: list, problems: list) -> dict[str, Topic]:
    topics: dict[str, Topic] = {}
    for t, name, line in raw_topics:
        if not _is_item(t, f"{name}:{line}", "a topic", problems):
            continue
        if not isinstance(t.get("id"), str):
            problems.append(f"{name}:{line}: a topic needs an id")
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
            if not isinstance(other, str) or other not in clauses:
                problems.append(f"{c.file}:{c.line}: {c.id}: refers to missing clause {other!r}")
        c.exception_to = tuple(x for x in c.exception_to if isinstance(x, str))
        c.see_also = tuple(x for x in c.see_also if isinstance(x, str))
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
