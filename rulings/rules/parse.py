"""Turning one loaded YAML item (a fact, a clause, a game) into the model, with its problems.

Each function appends `file:line: id: what is wrong` lines to `problems` and returns the item,
or None when it is too broken to keep. Nothing here raises on malformed data.
"""

from __future__ import annotations

from typing import Any

from .conditions import NUMERIC_OPS, ConditionError, compile_condition, leaves
from .games import GAME_KEYS, Game, PartUse
from .model import FACT_SOURCES, FACT_TYPES, CardRule, Clause, Example, Fact
from .yamlio import kind, line_at, line_of, strip_lines, unknown_keys

FACT_KEYS = {
    "was",
    "asked",
    "implies",
    "id",
    "type",
    "title",
    "question",
    "help",
    "choices",
    "source",
    "derive",
    "cards",
    "cases",
    "minimum",
    "from_game",
    "by",
    "setup",
}
OPTION_KEYS = {
    "id",
    "type",
    "title",
    "question",
    "help",
    "choices",
    "main",
    "section",
    "paragraph",
    "minimum",
    "setup",
    "was",
}
CLAUSE_KEYS = {
    "here",
    "dead",
    "id",
    "section",
    "paragraph",
    "title",
    "topic",
    "when",
    "ruling",
    "outcome",
    "aliases",
    "exception_to",
    "games",
    "discretion",
    "note",
    "see_also",
    "examples",
}
EXAMPLE_KEYS = {"facts", "expect", "game", "house"}
TOPIC_KEYS = {"id", "title", "question"}


def _known(x: Any, items: dict) -> bool:
    """Whether `x` is the id (text) of one of `items`."""
    return isinstance(x, str) and x in items


def _is_text(x: Any) -> bool:
    return isinstance(x, str)


def is_mapping(x: Any, where: str, what: str, problems: list) -> bool:
    if isinstance(x, dict):
        return True
    problems.append(f"{where}: {what} must be a mapping, not {kind(x)}")
    return False


def listed(x: Any, where: str, what: str, problems: list) -> list:
    """A YAML list (None for none); anything else is a problem and gives []."""
    if x is None:
        return []
    if isinstance(x, list):
        return x
    problems.append(f"{where}: {what} must be a list, not {kind(x)}")
    return []


def _known_keys(raw: Any, where: str, what: str, allowed: set, problems: list) -> bool:
    """Whether the item is a mapping (a problem when not); its unknown keys are reported."""
    if not is_mapping(raw, where, what, problems):
        return False
    for k in unknown_keys(raw, allowed):
        problems.append(f"{where}: unknown key {k!r} (expected {', '.join(sorted(allowed))})")
    return True


def _opening(raw: Any, name: str, what: str, allowed: set, problems: list) -> tuple[str, str, int] | None:
    """(id, where, line) of an item that is a mapping with a text id; its unknown keys are
    reported. None (with the problem reported) when it is not one."""
    line = line_of(raw)
    item_id = raw.get("id") if isinstance(raw, dict) else None
    where = f"{name}:{line}: {item_id or '?'}"
    if not _known_keys(raw, where, f"a {what}", allowed, problems):
        return None
    if not item_id or not isinstance(item_id, str):
        problems.append(f"{where}: {what} without an id")
        return None
    return item_id, where, line


def bad_value(fact: Fact, v: Any, op: str = "is") -> str:
    """'' when `v` is a value of the fact (for the operator), else what is wrong with it."""
    if op in NUMERIC_OPS and fact.type != "number":
        return f"{op} needs a number fact; {fact.id} is {fact.type}"
    if fact.type == "yes/no" and not isinstance(v, bool):
        return f"{v!r} is not yes/no (true or false)"
    if fact.type == "number" and (isinstance(v, bool) or not isinstance(v, int)):
        return f"{v!r} is not a whole number"
    if fact.type == "choice" and v not in fact.choices:
        return f"{v!r} is not one of {', '.join(map(str, fact.choices))}"
    return ""


def check_leaf(leaf: tuple, facts: dict, problems: list, where: str) -> None:
    _, fid, op, value = leaf
    fact = facts.get(fid) if isinstance(fid, str) else None
    if fact is None:
        problems.append(f"{where}: unknown fact {fid!r}")
        return
    for v in value if isinstance(value, tuple) else (value,):
        bad = bad_value(fact, v, op)
        if bad:
            problems.append(f"{where}: {fid}: {bad}")


def condition(raw: Any, where: str, problems: list) -> tuple:
    try:
        return compile_condition(strip_lines(raw))
    except ConditionError as e:
        problems.append(f"{where}: {e}")
        return compile_condition(None)


def fact(f: Any, name: str, is_option: bool, n: int, problems: list, sections: dict) -> Fact | None:
    opened = _opening(f, name, "fact", OPTION_KEYS if is_option else FACT_KEYS, problems)
    if opened is None:
        return None
    fid, where, line = opened
    ftype = f.get("type", "choice" if is_option else None)
    if ftype not in FACT_TYPES:
        problems.append(f"{where}: type must be one of {', '.join(FACT_TYPES)}")
        return None
    choices: tuple = ()
    labels: dict = {}
    raw_choices = f.get("choices")
    if isinstance(raw_choices, dict):
        labels = strip_lines(raw_choices)
        choices = tuple(labels)
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
    derive = condition(f["derive"], f"{where}: derive", problems) if f.get("derive") is not None else None
    cases = []
    for case in listed(f.get("cases"), where, "cases", problems):
        if is_mapping(case, f"{where}: cases", "a case", problems):
            cases.append((condition(case.get("when"), f"{where}: cases", problems), case.get("value")))
    cards = _card_rule(f.get("cards"), where, problems) if f.get("cards") is not None else None
    computed = derive is not None or cases or f.get("from_game")
    if source == "table" and not computed and ftype != "cards" and not f.get("question"):
        problems.append(f"{where}: an askable fact needs a question")
    minimum = f.get("minimum", 0)
    if not isinstance(minimum, int) or isinstance(minimum, bool):
        problems.append(f"{where}: minimum must be a whole number")
        minimum = 0
    out = Fact(
        id=fid,
        type=ftype,
        question=str(f.get("question", "")),
        help=str(f.get("help", "")),
        choices=choices,
        labels=labels,
        source=source,
        derive=derive,
        cards=cards,
        cases=tuple(cases),
        minimum=minimum,
        order=n,
        file=name,
        line=line,
        title=str(f.get("title", "")),
        from_game=str(f.get("from_game", "")),
        by=str(f.get("by", "")),
        setup=str(f.get("setup", "")),
        asked=f.get("asked", True) is not False,
        implies=strip_lines(f.get("implies") or {}) if isinstance(f.get("implies") or {}, dict) else {},
        was=tuple(str(x) for x in listed(f.get("was"), where, "was", problems)),
    )
    if is_option:
        out.main = f.get("main")
        if out.main is None or bad_value(out, out.main):
            problems.append(f"{where}: a house option needs `main`, its main-rule value")
        sec = f.get("section")
        if not _known(sec, sections):
            problems.append(f"{where}: unknown section {sec!r}")
        out.citation = (sec, f.get("paragraph", 1))
    return out


def _card_rule(raw: Any, where: str, problems: list) -> CardRule | None:
    if not is_mapping(raw, where, "cards", problems):
        return None
    args = raw.get("args") or {}
    if not is_mapping(args, where, "cards args", problems):
        args = {}
    parsed = []
    for param, arg in strip_lines(args).items():
        ref = arg[1:] if isinstance(arg, str) and arg.startswith("$") else ""
        if isinstance(arg, (list, dict)):
            problems.append(f"{where}: cards args: {param}: a value or $FACT, not {kind(arg)}")
            continue
        parsed.append((str(param), ref, None if ref else arg))
    return CardRule(str(raw.get("compute", "")), tuple(parsed))


def clause(c: Any, name: str, n: int, problems: list, book_parts: dict) -> Clause | None:
    """A clause; `book_parts` holds sections, topics, facts and games to check references."""
    sections, topics, facts, games = (book_parts[k] for k in ("sections", "topics", "facts", "games"))
    opened = _opening(c, name, "clause", CLAUSE_KEYS, problems)
    if opened is None:
        return None
    cid, where, line = opened
    for req in ("section", "title", "ruling", "outcome"):
        if not c.get(req):
            problems.append(f"{where}: missing {req}")
    sec = c.get("section")
    part = ""
    para = c.get("paragraph", 1)
    if not _known(sec, sections):
        problems.append(f"{where}: unknown section {sec!r}")
    else:
        part = sections[sec].part
        if not isinstance(para, int) or not 1 <= para <= sections[sec].paragraphs:
            problems.append(f"{where}: paragraph {para!r} is not in {sec} (it has {sections[sec].paragraphs})")
    topic = c.get("topic") or (sec.split(".", 1)[-1] if isinstance(sec, str) else "")
    if not _known(topic, topics):
        problems.append(f"{where}: unknown topic {topic!r}")
    when = condition(c.get("when"), f"{where}: when", problems)
    for leaf in leaves(when):
        check_leaf(leaf, facts, problems, where)
    for g in listed(c.get("games"), where, "games", problems):
        if not _known(g, games):
            problems.append(f"{where}: unknown game {g!r}")
    raw_examples = listed(c.get("examples"), where, "examples", problems)
    examples = [
        ex
        for i, e in enumerate(raw_examples)
        if (ex := _example(e, name, cid, problems, facts, games, line_at(raw_examples, i, line)))
    ]
    if not examples:
        problems.append(f"{where}: a clause needs at least one example")
    text = lambda key: " ".join(str(c.get(key, "")).split())  # noqa: E731
    return Clause(
        id=cid,
        section=sec if isinstance(sec, str) else "",
        paragraph=para if isinstance(para, int) else 1,
        title=text("title"),
        topic=str(topic),
        when=when,
        ruling=text("ruling"),
        outcome=str(c.get("outcome", "")),
        part=part,
        aliases=tuple(map(str, listed(c.get("aliases"), where, "aliases", problems))),
        exception_to=tuple(listed(c.get("exception_to"), where, "exception_to", problems)),
        games=tuple(listed(c.get("games"), where, "games", [])),
        discretion=bool(c.get("discretion")),
        note=text("note"),
        here=_here(c.get("here"), where, problems, facts, text("ruling")),
        dead=text("dead"),
        see_also=tuple(listed(c.get("see_also"), where, "see_also", problems)),
        examples=tuple(examples),
        order=n,
        file=name,
        line=line,
    )


def _here(raw: Any, where: str, problems: list, facts: dict, ruling: str = "") -> tuple:
    """`here:` as one sentence, or a list of them, each plain or `{when: CONDITION, say: TEXT}`:
    ((condition, text), ...) in order; the ruling says the first that holds and can be filled.
    A sentence that only repeats the ruling is a problem: the ruling would be printed twice."""
    items = raw if isinstance(raw, list) else [] if raw is None else [raw]
    out = []
    for k, item in enumerate(items):
        at = f"{where}: here[{k}]" if isinstance(raw, list) else f"{where}: here"
        if isinstance(item, dict):
            if unknown_keys(item, {"when", "say"}) or not isinstance(item.get("say"), str):
                problems.append(f"{at}: a sentence is text, or a mapping of when and say")
                continue
            cond = condition(item.get("when"), f"{at}: when", problems)
            for leaf in leaves(cond):
                check_leaf(leaf, facts, problems, at)
            out.append((cond, " ".join(item["say"].split())))
        elif isinstance(item, str) and item.strip():
            if " ".join(item.split()) == ruling:
                problems.append(
                    f"{at}: the sentence repeats the ruling; give the ruling for this table or leave it out"
                )
            out.append((compile_condition(None), " ".join(item.split())))
        else:
            problems.append(f"{at}: a sentence is text, or a mapping of when and say")
    return tuple(out)


def _example(e: Any, name: str, cid: str, problems: list, facts: dict, games: dict, at: int = 0) -> Example | None:
    eline = line_of(e) or at
    where = f"{name}:{eline}: {cid}: example"
    if not _known_keys(e, where, "an example", EXAMPLE_KEYS, problems):
        return None
    given, house = strip_lines(e.get("facts") or {}), strip_lines(e.get("house") or {})
    if not isinstance(given, dict) or not isinstance(house, dict):
        problems.append(f"{where}: facts and house must be mappings")
        return None
    for fid, v in given.items():
        if fid not in facts:
            problems.append(f"{where}: unknown fact {fid!r}")
        elif facts[fid].type != "cards" and bad_value(facts[fid], v):
            problems.append(f"{where}: {fid}: {bad_value(facts[fid], v)}")
    if e.get("game") and not _known(e.get("game"), games):
        problems.append(f"{where}: unknown game {e.get('game')!r}")
    if not e.get("expect"):
        problems.append(f"{where} without `expect`")
    return Example(facts=given, expect=str(e.get("expect", "")), game=e.get("game"), house=house, line=eline)


def game(gid: Any, g: Any, name: str, problems: list, sections: dict) -> Game | None:
    line = line_of(g)
    where = f"{name}:{line}: {gid}"
    if not _known_keys(g, where, "a game", GAME_KEYS, problems):
        return None
    parts = []
    for p in listed(g.get("parts"), where, "parts", problems):
        use = PartUse(p) if isinstance(p, str) else None
        if isinstance(p, dict) and isinstance(p.get("part"), str):
            use = PartUse(
                p["part"],
                condition(p.get("when"), f"{where}: part {p['part']}", problems) if p.get("when") is not None else None,
            )
        if use is None:
            problems.append(f"{where}: a part is an outline part id, or {{part: ID, when: CONDITION}}")
        elif use.part not in sections or not sections[use.part].is_part:
            problems.append(f"{where}: unknown part {use.part!r}")
        else:
            parts.append(use)
    props = {k: v for k, v in strip_lines(g).items() if k not in ("title", "parts")}
    for key in ("decks", "forced_bets", "structures"):
        if not isinstance(props.get(key), list) or not props[key]:
            problems.append(f"{where}: {key} must be a non-empty list")
            props[key] = [52] if key == "decks" else ["?"]
    ranking = props.get("ranking")
    if not (
        isinstance(ranking, str) or (isinstance(ranking, dict) and ranking and all(map(_is_text, ranking.values())))
    ):
        problems.append(f"{where}: ranking must be a ranking name or a mapping of side to ranking")
        props["ranking"] = "high"
    props["id"] = gid
    return Game(id=str(gid), title=str(g.get("title", gid)), parts=tuple(parts), props=props, line=line)
