"""A room's own rules: clauses in the book's format that a house profile adds, and the rulebook
with them in (the book's own text and clauses are never changed).

A house rule either refines a section of the book (`section: draw.betting-cap`: it rules on that
section's topic, next to the book's clauses, and wins over the ones it names in `overrides:`,
which become its `exception_to`), or stands alone (`section: house`: a topic of its own). Each
carries its title, the words floor staff use for it (`aliases`), a condition over the chapter's
facts, the ruling in the room's words, and at least one example (run under the room's options
by `rulings house check`). Its clause is labelled with the room's name (`Clause.house`), so every
citation says "House rule (Room)"; the engine needs to know nothing of where a clause came from.

In the rulebook `with_house_rules` returns, the rules that stand alone sit in a part of their own,
`house`, which every game follows; a rule that refines a section belongs to that section's part,
so it holds where that part holds (in Jacks Back, on the side that follows it).
"""

from __future__ import annotations

import zlib
from pathlib import Path
from typing import Any

from .book import Rulebook
from .conditions import LINE
from .games import Game, PartUse
from .model import Clause, Example, HouseProfile, Section, Topic

# Reading rules (parse_rules) needs the YAML side of the rules layer (parse, yamlio, hence yaml);
# deriving the rulebook (with_house_rules), on every floor command with a profile, does not.

HOUSE = "house"  # the section (and part) of the rules that stand alone
PREFIX = "house."  # every house rule's id starts so: no one can take it for one of the book's
RULE_KEYS = {"id", "section", "paragraph", "title", "topic", "when", "ruling", "outcome", "aliases", "overrides"}
RULE_KEYS |= {"games", "note", "see_also", "examples"}
FILE_KEYS = {"rules", "topics"}
ORDER = 100_000  # house rules come after every clause of the book


def parse_rules(raw: dict, path, book: Rulebook, profile: HouseProfile, problems: list) -> tuple[tuple, tuple]:
    """The clauses and topics of a profile's `rules:` (each a rule, or the name of a file of rules
    next to the profile) and `topics:`, every problem added to `problems`."""
    from ..errors import BadInput
    from . import parse
    from .yamlio import line_at, line_of, read_yaml, unknown_keys

    items: list[tuple[Any, str, int]] = []  # (raw rule, the file it is in, the line to name)
    raw_topics: list[tuple[Any, str]] = []
    sources = [(raw, str(path))]
    for entry in parse.listed(raw.get("rules"), f"{path}:{line_at(raw, 'rules')}", "rules", problems):
        if isinstance(entry, str):  # a file of rules, next to the profile
            name = str(Path(path).parent / entry)
            try:
                data = read_yaml(Path(name), "house rules file")
            except BadInput as e:
                problems.append(f"{path}:{line_at(raw, 'rules')}: rules file: {e}")
                continue
            if isinstance(data, list):
                data = {"rules": data}
            if not parse.is_mapping(data, f"{name}:1", "a house rules file", problems):
                continue
            for k in unknown_keys(data, FILE_KEYS):
                problems.append(f"{name}:{line_at(data, k)}: unknown key {k!r} (expected rules, topics)")
            sources.append((data, name))
            items += [
                (r, name, line_of(r) or 1) for r in parse.listed(data.get("rules"), f"{name}:1", "rules", problems)
            ]
        else:
            items.append((entry, str(path), line_of(entry) or line_at(raw, "rules")))
    for data, name in sources:
        where = f"{name}:{line_at(data, 'topics')}"
        raw_topics += [(t, name) for t in parse.listed(data.get("topics"), where, "topics", problems)]
    topics = _topics(raw_topics, book, problems)
    clauses = _clauses(items, book, profile, topics, problems)
    return tuple(clauses), tuple(topics.values())


def _topics(raw_topics: list, book: Rulebook, problems: list) -> dict[str, Topic]:
    from . import parse
    from .yamlio import line_at, line_of, unknown_keys

    out: dict[str, Topic] = {}
    for t, name in raw_topics:
        where = f"{name}:{line_of(t)}"
        if not isinstance(t, dict) or not isinstance(t.get("id"), str) or not t["id"]:
            problems.append(f"{where}: a topic is a mapping with an id, a title and a question")
            continue
        tid = t["id"]
        for k in unknown_keys(t, parse.TOPIC_KEYS):
            problems.append(f"{name}:{line_at(t, k)}: {tid}: unknown topic key {k!r} (expected id, title, question)")
        if tid in book.topics or tid in out:
            problems.append(
                f"{where}: {tid}: {'the book already has' if tid in book.topics else 'a second'} topic of that id"
            )
            continue
        out[tid] = Topic(tid, str(t.get("title") or tid), str(t.get("question") or ""), name, line_of(t))
    return out


def _clauses(items: list, book: Rulebook, profile: HouseProfile, topics: dict, problems: list) -> list[Clause]:
    from . import parse
    from .yamlio import line_at, line_of, unknown_keys

    sections = dict(book.sections)
    sections[HOUSE] = Section(HOUSE, "House rules", HOUSE, max(1, len(items)), len(sections), True)
    pending: list[tuple[dict, str]] = []
    for r, name, line in items:
        where = f"{name}:{line}"
        if not isinstance(r, dict):
            problems.append(f"{where}: a house rule is a mapping (id, section, title, aliases, when, ruling, ...)")
            continue
        rid = r.get("id")
        if not isinstance(rid, str) or not rid.startswith(PREFIX) or len(rid) == len(PREFIX):
            problems.append(
                f"{where}: {rid or '?'}: a house rule's id starts with {PREFIX!r} "
                f"(such as house.no-string-raises), so it is never taken for one of the book's"
            )
            continue
        for k in unknown_keys(r, RULE_KEYS):
            hint = "; a house rule names the clauses it wins over in overrides:" if k == "exception_to" else ""
            problems.append(
                f"{name}:{line_at(r, k)}: {rid}: unknown key {k!r} (expected {', '.join(sorted(RULE_KEYS))}){hint}"
            )
        if not parse.listed(r.get("aliases"), f"{where}: {rid}", "aliases", problems):
            problems.append(
                f"{where}: {rid}: a house rule needs aliases: the words floor staff use for it (search finds it by them)"
            )
        section = r.get("section")
        topic = r.get("topic") or (rid if section == HOUSE else _topic_of(book, section))
        if topic is None and section in book.sections:
            asked = sorted({c.topic for c in book.clauses.values() if c.section == section})
            problems.append(
                f"{where}: {rid}: name the question it rules on (topic: ...): the book's rules of {section} "
                f"answer {'several: ' + ', '.join(asked) if asked else 'none'}"
            )
            continue
        if section == HOUSE and (topic in book.topics):
            problems.append(
                f"{where}: {rid}: a rule of the room's own (section: house) has its own topic; {topic!r} is the "
                f"book's (to rule on it, refine the book's section instead: section: ...)"
            )
        elif section == HOUSE and topic not in topics:
            topics[topic] = Topic(str(topic), str(r.get("title") or topic), "", name, line_of(r))
        c = {k: v for k, v in r.items() if (k in RULE_KEYS and k != "overrides") or k == LINE}
        c["topic"] = topic
        c["exception_to"] = r.get("overrides")
        pending.append((c, name))
    refs = {"sections": sections, "topics": {**book.topics, **topics}, "facts": book.facts, "games": book.games}
    clauses: dict[str, Clause] = {}
    for n, (c, name) in enumerate(pending):
        clause = parse.clause(c, name, ORDER + n, problems, refs)
        if clause is None:
            continue
        if clause.id in book.clauses or clause.id in clauses:
            problems.append(f"{clause.file}:{clause.line}: {clause.id}: a second rule of that id")
            continue
        clause.house = profile.name
        clause.examples = tuple(_under_room(ex, profile) for ex in clause.examples)
        clauses[clause.id] = clause
    _overrides(clauses, book, problems)
    return list(clauses.values())


def _topic_of(book: Rulebook, section: Any) -> str | None:
    """The topic a rule refining `section` rules on when it names none: the one the book's rules of
    that section answer (None when they answer several, or none: the rule must then name it)."""
    found = {c.topic for c in book.clauses.values() if c.section == section}
    return found.pop() if len(found) == 1 else None


def _under_room(ex: Example, profile: HouseProfile) -> Example:
    """A house rule's example runs under the room's own options unless it says otherwise."""
    return Example(ex.facts, ex.expect, ex.game, {**profile.options, **ex.house}, ex.line)


def _overrides(clauses: dict[str, Clause], book: Rulebook, problems: list) -> None:
    """The clauses each house rule wins over: on its topic, as its `exception_to`, closed
    transitively (`beats`)."""
    every = {**book.clauses, **clauses}
    for c in clauses.values():
        for other in c.exception_to:
            target = every.get(other)
            if target is None:
                problems.append(
                    f"{c.file}:{c.line}: {c.id}: overrides {other!r}, which is no rule of the book or the room"
                )
            elif target.topic != c.topic:
                problems.append(
                    f"{c.file}:{c.line}: {c.id}: overrides {other}, which rules on another question "
                    f"({target.topic}, not {c.topic}); a rule wins only over rules on its own topic"
                )
    for c in clauses.values():
        seen: set[str] = set()
        stack = [x for x in c.exception_to if x in every]
        while stack:
            x = stack.pop()
            if x not in seen:
                seen.add(x)
                stack.extend(y for y in every[x].exception_to if y in every)
        if c.id in seen:
            problems.append(f"{c.file}:{c.line}: {c.id}: overrides form a cycle")
        c.beats = frozenset(seen)


def with_house_rules(book: Rulebook, profile: HouseProfile) -> Rulebook:
    """The rulebook with the room's own rules added (the same book when it has none)."""
    if not profile.rules:
        return book
    sections = dict(book.sections)
    standalone = [c for c in profile.rules if c.section == HOUSE]
    sections[HOUSE] = Section(
        HOUSE,
        f"House rules ({profile.name})",
        HOUSE,
        max(1, len(standalone)),
        1 + max(s.order for s in sections.values()),
        True,
    )
    games = {gid: Game(g.id, g.title, (*g.parts, PartUse(HOUSE)), g.props, g.line) for gid, g in book.games.items()}
    clauses = {**book.clauses, **{c.id: c for c in profile.rules}}
    digest = zlib.crc32(repr([(c.id, c.when, c.ruling, c.outcome, c.exception_to) for c in profile.rules]).encode())
    derived = Rulebook(
        sections,
        games,
        book.facts,
        {**book.topics, **{t.id: t for t in profile.topics}},
        clauses,
        list(book.problems),
        f"{book.fingerprint}+{digest:08x}",
        cited=book.cited,
        topic_roles=book.topic_roles,
        fact_roles=book.fact_roles,
        quick_card=book.quick_card,
    )
    derived.vocabulary = book.vocabulary  # how floor staff talk does not change with the room
    derived.phrase_index = book.phrase_index
    if book.search_index:
        derived.search_index = _extended(book.search_index, derived, profile.rules)
    return derived


def _extended(index: dict, book: Rulebook, added: tuple) -> dict:
    """The book's search index with the room's rules added at its end (rules/vocabulary.py)."""
    from .vocabulary import add_to_index

    clauses, weights, texts = list(index["clauses"]), list(index["weights"]), list(index["texts"])
    new: dict[str, list[int]] = {}
    for c in added:
        add_to_index(book, c, len(clauses), clauses, weights, texts, new)
    postings = dict(index["postings"])
    for word, codes in new.items():
        text = " ".join(map(str, codes))
        postings[word] = f"{postings[word]} {text}" if word in postings else text
    return {"clauses": tuple(clauses), "weights": tuple(weights), "texts": tuple(texts), "postings": postings}


# -- the room's rules, seen from the rulebook that holds them ----------------------------------------
def room_name(book: Rulebook) -> str:
    """The name of the room whose own rules are in this rulebook ("" for the book alone)."""
    for c in reversed(list(book.clauses.values())):  # the room's rules come after every clause of the book
        if c.house:
            return c.house
    return ""


_ALONE: dict[int, tuple[Rulebook, Rulebook]] = {}


def book_alone(book: Rulebook) -> Rulebook:
    """The rulebook without the room's own rules (the same book when it has none): what the book
    itself rules, to tell a room's rule from the book's."""
    if not room_name(book):
        return book
    kept = _ALONE.get(id(book))
    if kept is not None and kept[0] is book:
        return kept[1]
    games = {
        gid: Game(g.id, g.title, tuple(p for p in g.parts if p.part != HOUSE), g.props, g.line)
        for gid, g in book.games.items()
    }
    alone = Rulebook(
        {sid: s for sid, s in book.sections.items() if sid != HOUSE},
        games,
        book.facts,
        book.topics,
        {cid: c for cid, c in book.clauses.items() if not c.house},
        list(book.problems),
        book.fingerprint.split("+", 1)[0],
        cited=book.cited,
        topic_roles=book.topic_roles,
        fact_roles=book.fact_roles,
        quick_card=book.quick_card,
    )
    alone.vocabulary = book.vocabulary
    if len(_ALONE) > 8:
        _ALONE.clear()
    _ALONE[id(book)] = (book, alone)
    return alone
