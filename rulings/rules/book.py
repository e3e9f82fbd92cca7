"""Load and validate the rule data (rules_data/), with a pickle cache for fast start-up.

Every problem is reported as `file:line: id: what is wrong`. Commands refuse to run on data
with problems (exit 2); `rulings lint` lists them all.
"""

from __future__ import annotations

import os
import pickle
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from .. import __version__
from .conditions import ConditionError, NUMERIC_OPS, compile_condition, conjoin, facts_in, leaves
from ..errors import BadInput, DataError
from .games import Game, get_game, parse_games
from .model import FACT_SOURCES, FACT_TYPES, Clause, Example, Fact, Section, Topic
from ..paths import cache_dir, rules_dir

FACT_KEYS = {"id", "type", "question", "help", "choices", "source", "derive", "cards", "cases", "minimum"}
OPTION_KEYS = {"id", "type", "title", "question", "help", "choices", "main", "section", "paragraph", "minimum"}
CLAUSE_KEYS = {"id", "section", "paragraph", "title", "topic", "when", "ruling", "outcome", "aliases",
               "exception_to", "games", "discretion", "note", "see_also", "examples"}
EXAMPLE_KEYS = {"facts", "expect", "game", "house"}
PART_FILE_KEYS = {"part", "facts", "topics", "clauses"}
TOPIC_KEYS = {"id", "title", "question"}


@dataclass
class Rulebook:
    sections: dict[str, Section]
    games: dict[str, Game]
    facts: dict[str, Fact]
    topics: dict[str, Topic]
    clauses: dict[str, Clause]
    problems: list[str]
    fingerprint: str
    notes: list[str] = field(default_factory=list)  # the outline's notes on the source's oddities
    search_fields: dict = field(default_factory=dict)  # search.index(), cached with the rulebook

    # -- lookups ---------------------------------------------------------------------------
    def game(self, gid: str) -> Game:
        return get_game(self.games, gid)

    def fact(self, fid: str) -> Fact:
        if fid not in self.facts:
            raise BadInput(f"unknown fact {fid!r}: see `rulings facts` for the {len(self.facts)} known facts")
        return self.facts[fid]

    @property
    def house_options(self) -> list[Fact]:
        return [f for f in self.facts.values() if f.source == "house"]

    def part_condition(self, game: Game, part: str):
        """The condition under which a part's rules hold in a game, or None when they never do."""
        for use in game.parts:
            if use.part == part:
                return compile_condition(use.when)
        return None

    def part_rank(self, game: Game, part: str) -> int:
        return game.part_ids().index(part)

    def clauses_for(self, game: Game) -> list[Clause]:
        parts = set(game.part_ids())
        return [c for c in self.clauses.values() if c.part in parts and (not c.games or game.id in c.games)]

    def citation(self, clause_or_section, paragraph: int | None = None) -> str:
        """`Part › Section ¶n (outline-id)`."""
        if isinstance(clause_or_section, Clause):
            sid, paragraph = clause_or_section.section, clause_or_section.paragraph
        else:
            sid = clause_or_section
        sec = self.sections[sid]
        where = sec.title if sec.is_part else f"{self.sections[sec.part].title} › {sec.title}"
        para = f" ¶{paragraph}" if paragraph else ""
        return f"{where}{para} ({sid})"

    def cite_short(self, clause: Clause) -> str:
        return f"{clause.section} ¶{clause.paragraph}"


# -- loading ---------------------------------------------------------------------------------
def _data_files(root: Path) -> list[Path]:
    return sorted([root / "outline.yaml", root / "games.yaml", root / "facts.yaml", root / "house_options.yaml",
                   *(root / "parts").glob("*.yaml")])


def _cache_path(key: str) -> Path | None:
    base = cache_dir()
    return base / f"rulebook-{key}.pickle" if base else None


def load(root: Path | None = None, strict: bool = True, use_cache: bool = True) -> Rulebook:
    """The validated rulebook. With strict, data problems raise DataError (exit 2)."""
    root = Path(root) if root else rules_dir()
    files = [p for p in _data_files(root) if p.exists()]
    stamp = __version__
    package = Path(__file__).resolve().parent.parent  # every file of the package shapes the cache
    for p in files + sorted(package.rglob("*.py")):
        st = p.stat()
        stamp += f"\0{p}\0{st.st_size}\0{st.st_mtime_ns}"
    cache = _cache_path(f"{zlib.crc32(stamp.encode()):08x}{len(files):02x}") if use_cache else None
    book = None
    if cache and cache.exists():
        try:
            with open(cache, "rb") as f:
                book = pickle.load(f)
        except Exception:  # a stale or damaged cache is only a cache: rebuild it
            book = None
    if book is None:
        book = _build(root, files)
        if cache:
            try:
                cache.parent.mkdir(parents=True, exist_ok=True)
                tmp = cache.with_suffix(f".{os.getpid()}.tmp")
                with open(tmp, "wb") as f:
                    pickle.dump(book, f, protocol=pickle.HIGHEST_PROTOCOL)
                os.replace(tmp, cache)
            except OSError:
                pass
    if strict and book.problems:
        more = f" (and {len(book.problems) - 1} more; run `rulings lint`)" if len(book.problems) > 1 else ""
        raise DataError(book.problems[0] + more)
    return book


def _build(root: Path, files: list[Path]) -> Rulebook:
    from .yamlio import line_of, read_yaml, strip_lines, unknown_keys

    import hashlib

    problems: list[str] = []
    digest = hashlib.sha256()
    for p in files:
        digest.update(p.name.encode() + b"\0" + p.read_bytes())

    def rel(p: Path) -> str:
        return f"rules_data/{p.relative_to(root).as_posix()}"

    # outline
    outline = read_yaml(root / "outline.yaml", "outline")
    sections: dict[str, Section] = {}
    order = 0
    for part in outline.get("parts", []):
        sections[part["id"]] = Section(part["id"], part["title"], part["id"], part.get("paragraphs", 1), order, True)
        order += 1
        for s in part.get("sections", []):
            sections[s["id"]] = Section(s["id"], s["title"], part["id"], s.get("paragraphs", 1), order)
            order += 1

    # games
    gpath = root / "games.yaml"
    graw = read_yaml(gpath, "games file") or {}
    games = parse_games(strip_lines(graw.get("games", {})), lambda gid: line_of(graw["games"].get(gid)))
    for g in games.values():
        for use in g.parts:
            if use.part not in sections or not sections[use.part].is_part:
                problems.append(f"{rel(gpath)}:{g.line}: {g.id}: unknown part {use.part!r}")

    facts: dict[str, Fact] = {}
    topics: dict[str, Topic] = {}
    clauses: dict[str, Clause] = {}
    raw_clauses: list[tuple[dict, str]] = []
    raw_facts: list[tuple[dict, str, bool]] = []

    fpath = root / "facts.yaml"
    if fpath.exists():
        for f in (read_yaml(fpath, "facts file") or {}).get("facts", []) or []:
            raw_facts.append((f, rel(fpath), False))
    hpath = root / "house_options.yaml"
    if hpath.exists():
        for f in (read_yaml(hpath, "house options file") or {}).get("options", []) or []:
            raw_facts.append((f, rel(hpath), True))
    for p in sorted((root / "parts").glob("*.yaml")):
        data = read_yaml(p, "rules file") or {}
        name = rel(p)
        for k in unknown_keys(data, PART_FILE_KEYS):
            problems.append(f"{name}:{line_of(data)}: {k}: unknown key (expected {', '.join(sorted(PART_FILE_KEYS))})")
        for f in data.get("facts", []) or []:
            raw_facts.append((f, name, False))
        for t in data.get("topics", []) or []:
            tid = t.get("id", "?")
            for k in unknown_keys(t, TOPIC_KEYS):
                problems.append(f"{name}:{line_of(t)}: {tid}: unknown topic key {k!r} (expected {', '.join(sorted(TOPIC_KEYS))}; "
                                "quote text that holds a comma)")
            if tid in topics:
                problems.append(f"{name}:{line_of(t)}: {tid}: duplicate topic id")
            topics[tid] = Topic(tid, t.get("title", tid), t.get("question", ""), name, line_of(t))
        for c in data.get("clauses", []) or []:
            raw_clauses.append((c, name))

    for n, (f, name, is_option) in enumerate(raw_facts):
        fact = _fact(f, name, is_option, n, problems, sections)
        if fact:
            if fact.id in facts:
                problems.append(f"{name}:{fact.line}: {fact.id}: duplicate fact id (first at {facts[fact.id].file}:{facts[fact.id].line})")
            facts[fact.id] = fact
    for fact in facts.values():  # references inside facts, now that all are known
        where = f"{fact.file}:{fact.line}: {fact.id}"
        for cond in ([fact.derive] if fact.derive else []) + [c for c, _ in fact.cases]:
            for leaf in leaves(cond):
                _check_leaf(leaf, facts, problems, where)
        for _, value in fact.cases:
            if _bad_value(fact, value):
                problems.append(f"{where}: case value: {_bad_value(fact, value)}")
        if fact.cards:
            from .card_facts import COMPUTE

            if fact.cards.get("compute") not in COMPUTE:
                problems.append(f"{where}: unknown card computation {fact.cards.get('compute')!r} (known: {', '.join(COMPUTE)})")
            for arg in (fact.cards.get("args") or {}).values():
                if isinstance(arg, str) and arg.startswith("$") and arg[1:] not in facts:
                    problems.append(f"{where}: card computation refers to unknown fact {arg[1:]!r}")

    for n, (c, name) in enumerate(raw_clauses):
        clause = _clause(c, name, n, problems, sections, topics, facts, games)
        if clause:
            if clause.id in clauses:
                problems.append(f"{name}:{clause.line}: {clause.id}: duplicate clause id (first at {clauses[clause.id].file}:{clauses[clause.id].line})")
            clauses[clause.id] = clause
    for c in clauses.values():
        for other in (*c.exception_to, *c.see_also):
            if other not in clauses:
                problems.append(f"{c.file}:{c.line}: {c.id}: refers to missing clause {other!r}")
    for c in clauses.values():  # transitive closure of exception_to
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
    notes = [line[2:].strip() for line in (root / "outline.yaml").read_text(encoding="utf-8").splitlines()
             if line.startswith("# - ")]
    book = Rulebook(sections, games, facts, topics, clauses, problems, digest.hexdigest()[:16], notes)
    if not problems:
        from ..engine.search import index

        book.search_fields = index(book)
    return book


def _check_leaf(leaf: tuple, facts: dict, problems: list, where: str) -> None:
    _, fid, op, value = leaf
    fact = facts.get(fid)
    if fact is None:
        problems.append(f"{where}: unknown fact {fid!r}")
        return
    values = value if isinstance(value, tuple) else (value,)
    for v in values:
        bad = _bad_value(fact, v, op)
        if bad:
            problems.append(f"{where}: {fid}: {bad}")


def _bad_value(fact: Fact, v, op: str = "is") -> str:
    if op in NUMERIC_OPS and fact.type != "number":
        return f"{op} needs a number fact; {fact.id} is {fact.type}"
    if fact.type == "yes/no" and not isinstance(v, bool):
        return f"{v!r} is not yes/no (true or false)"
    if fact.type == "number" and (isinstance(v, bool) or not isinstance(v, int)):
        return f"{v!r} is not a whole number"
    if fact.type == "choice" and v not in fact.choices:
        return f"{v!r} is not one of {', '.join(map(str, fact.choices))}"
    return ""


def _fact(f: dict, name: str, is_option: bool, n: int, problems: list, sections: dict) -> Fact | None:
    from .yamlio import line_of, strip_lines, unknown_keys

    line = line_of(f)
    fid = f.get("id")
    allowed = OPTION_KEYS if is_option else FACT_KEYS
    where = f"{name}:{line}: {fid or '?'}"
    for k in unknown_keys(f, allowed):
        problems.append(f"{where}: unknown key {k!r} (expected {', '.join(sorted(allowed))})")
    if not fid:
        problems.append(f"{where}: fact without an id")
        return None
    ftype = f.get("type", "choice" if is_option else None)
    if ftype not in FACT_TYPES:
        problems.append(f"{where}: type must be one of {', '.join(FACT_TYPES)}")
        return None
    choices, labels = (), {}
    raw_choices = f.get("choices")
    if isinstance(raw_choices, dict):
        choices = tuple(k for k in raw_choices if k != "__line__")
        labels = {k: v for k, v in raw_choices.items() if k != "__line__"}
    elif isinstance(raw_choices, list):
        choices = tuple(raw_choices)
    if ftype == "choice" and not choices:
        problems.append(f"{where}: a choice fact needs choices")
    for value, words in labels.items():  # YAML flow text with an unquoted comma splits into bogus choices
        if words is None or (isinstance(value, str) and " " in value):
            problems.append(f"{where}: choice {value!r} looks split off another (quote descriptions that hold a comma)")
    source = "house" if is_option else f.get("source", "table")
    if source not in FACT_SOURCES:
        problems.append(f"{where}: source must be one of {', '.join(FACT_SOURCES)}")
    derive = None
    if f.get("derive") is not None:
        try:
            derive = compile_condition(f["derive"])
        except ConditionError as e:
            problems.append(f"{where}: derive: {e}")
    cases = []
    for case in f.get("cases") or []:
        try:
            cases.append((compile_condition(case.get("when")), case.get("value")))
        except (ConditionError, AttributeError) as e:
            problems.append(f"{where}: cases: {e}")
    if source == "table" and not derive and not cases and ftype != "cards" and not f.get("question"):
        problems.append(f"{where}: an askable fact needs a question")
    fact = Fact(id=fid, type=ftype, question=f.get("question", ""), help=f.get("help", ""), choices=choices,
                labels=labels, source=source, derive=derive, cards=strip_lines(f.get("cards")), cases=tuple(cases), minimum=f.get("minimum", 0),
                order=n, file=name, line=line, title=f.get("title", ""))
    if is_option:
        fact.main = f.get("main")
        if fact.main is None or _bad_value(fact, fact.main):
            problems.append(f"{where}: a house option needs `main`, its main-rule value")
        sec = f.get("section")
        if sec not in sections:
            problems.append(f"{where}: unknown section {sec!r}")
        fact.citation = (sec, f.get("paragraph", 1))
    return fact


def _clause(c: dict, name: str, n: int, problems: list, sections, topics, facts, games) -> Clause | None:
    from .yamlio import line_of, strip_lines, unknown_keys

    line = line_of(c)
    cid = c.get("id")
    where = f"{name}:{line}: {cid or '?'}"
    for k in unknown_keys(c, CLAUSE_KEYS):
        problems.append(f"{where}: unknown key {k!r}")
    if not cid:
        problems.append(f"{where}: clause without an id")
        return None
    for req in ("section", "title", "ruling", "outcome"):
        if not c.get(req):
            problems.append(f"{where}: missing {req}")
    sec = c.get("section")
    part = ""
    if sec not in sections:
        problems.append(f"{where}: unknown section {sec!r}")
    else:
        part = sections[sec].part
        para = c.get("paragraph", 1)
        if not isinstance(para, int) or not 1 <= para <= sections[sec].paragraphs:
            problems.append(f"{where}: paragraph {para!r} is not in {sec} (it has {sections[sec].paragraphs})")
    topic = c.get("topic") or (sec.split(".", 1)[-1] if sec else "")
    if topic not in topics:
        problems.append(f"{where}: unknown topic {topic!r}")
    try:
        when = compile_condition(c.get("when"))
    except ConditionError as e:
        problems.append(f"{where}: when: {e}")
        when = compile_condition(None)
    for leaf in leaves(when):
        _check_leaf(leaf, facts, problems, where)
    for g in c.get("games") or []:
        if g not in games:
            problems.append(f"{where}: unknown game {g!r}")
    examples = []
    for e in c.get("examples") or []:
        eline = line_of(e)
        for k in unknown_keys(e, EXAMPLE_KEYS):
            problems.append(f"{name}:{eline}: {cid}: example: unknown key {k!r}")
        ex = Example(facts=strip_lines(e.get("facts") or {}), expect=e.get("expect", ""), game=e.get("game"),
                     house=strip_lines(e.get("house") or {}), line=eline)
        for fid, v in ex.facts.items():
            if fid not in facts:
                problems.append(f"{name}:{eline}: {cid}: example: unknown fact {fid!r}")
            elif facts[fid].type not in ("cards",) and _bad_value(facts[fid], v):
                problems.append(f"{name}:{eline}: {cid}: example: {fid}: {_bad_value(facts[fid], v)}")
        if ex.game and ex.game not in games:
            problems.append(f"{name}:{eline}: {cid}: example: unknown game {ex.game!r}")
        if not ex.expect:
            problems.append(f"{name}:{eline}: {cid}: example without `expect`")
        examples.append(ex)
    if not examples:
        problems.append(f"{where}: a clause needs at least one example")
    return Clause(id=cid, section=sec or "", paragraph=c.get("paragraph", 1), title=c.get("title", ""),
                  topic=topic, when=when, ruling=" ".join(str(c.get("ruling", "")).split()),
                  outcome=c.get("outcome", ""), part=part, aliases=tuple(c.get("aliases") or ()),
                  exception_to=tuple(c.get("exception_to") or ()), games=tuple(c.get("games") or ()),
                  discretion=bool(c.get("discretion")), note=" ".join(str(c.get("note", "")).split()),
                  see_also=tuple(c.get("see_also") or ()), examples=tuple(examples), order=n, file=name, line=line)


def effective_condition(book: Rulebook, game: Game, clause: Clause):
    """The clause's own condition and the condition under which its part holds in this game."""
    return conjoin(book.part_condition(game, clause.part) or compile_condition(None), clause.when)


__all__ = ["Rulebook", "load", "effective_condition", "facts_in"]
