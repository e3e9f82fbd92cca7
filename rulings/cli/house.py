"""`rulings house init|check|show`: the room's house profile, made, checked and shown; and the
checks of a room's own rules that `rulings lint --house` shares.

Only typer at module level (start-up); the profile logic is in rules/house*.py and rules/room.py.
"""

from __future__ import annotations

import typer

from ..errors import BadInput
from .common import JSON_OPTION

house_app = typer.Typer(
    help="The room's house profile: its alternate rules, each game's table setup, its own rules.",
    no_args_is_help=True,
)


def register(app: typer.Typer) -> None:
    from . import house_init

    house_app.command("init", epilog="Example: rulings house init -o oceanside.yaml")(house_init.init)
    app.add_typer(house_app, name="house")


FILE_ARGUMENT = typer.Argument(
    None,
    metavar="[FILE]",
    help="A house profile (default: the one in force: $RULINGS_HOUSE, else house.yaml in the user config folder).",
)


def _path_or_default(file: str | None):
    from pathlib import Path

    from ..rules.room import default_path

    if file is not None:
        return Path(file), "given"
    path, source = default_path()
    return path, source


# -- checking ----------------------------------------------------------------------------------------
def house_problems(path, book) -> tuple:
    """(profile, problems): everything wrong with a profile, each `FILE:LINE: what is wrong`: its
    options and setups, and its own rules checked as the book's clauses are (references, examples
    run as tests, conflicts with the book, rules no situation can reach). BadInput when the file
    cannot be read at all."""
    import re

    from ..engine.lint import lint
    from ..rules.house import check_house
    from ..rules.house_rules import with_house_rules

    profile, problems = check_house(path, book)
    if problems or not profile.rules:
        return profile, problems
    book = _as_the_room_plays(book, profile)
    derived = with_house_rules(book, profile)
    before = set(lint(book))
    files = {str(path)} | {c.file for c in profile.rules}
    mine = {c.id: c for c in profile.rules}
    overridden = set().union(*(c.beats for c in profile.rules))
    conflict = re.compile(r"^.+?:\d+: (?P<a>\S+): conflicts with (?P<b>\S+) \(")
    unreachable = re.compile(r"^.+?:\d+: (?P<id>\S+): unreachable")
    out = []
    for p in lint(derived):
        if p in before:
            continue
        m = conflict.match(p)
        if m and (m["a"] in mine or m["b"] in mine):
            a, b = (m["a"], m["b"]) if m["a"] in mine else (m["b"], m["a"])
            ca, cb = derived.clauses[a], derived.clauses[b]
            fix = (
                f"name {b} in overrides: if the room's rule is to win"
                if b not in mine
                else "one must override the other"
            )
            out.append(
                f"{ca.file}:{ca.line}: {a}: conflicts with {b} ({derived.cite_short(cb)}): both can apply with "
                f"different outcomes ({ca.outcome}, {cb.outcome}); {fix}"
            )
        elif any(p.startswith(f"{f}:") for f in files):
            out.append(p)
        elif (m := unreachable.match(p)) and m["id"] in book.clauses and m["id"] not in overridden:
            c = book.clauses[m["id"]]
            by = next((h for h in profile.rules if h.topic == c.topic), profile.rules[0])
            out.append(
                f"{by.file}:{by.line}: {by.id}: leaves the book's rule {c.id} ({book.cite_short(c)}) no situation "
                f"to rule in; name it in overrides: if that is meant"
            )
    return profile, sorted(out, key=_place)


def _place(problem: str) -> tuple:
    from ..rules.house import _place as place

    return place(problem)


def _as_the_room_plays(book, profile):
    """The rulebook with each house option narrowed to the values this room plays (its options,
    for every game and per game): conflicts and unreachable rules are looked for in this room, not
    under alternates it does not play."""
    import copy

    from ..rules.book import Rulebook

    facts = dict(book.facts)
    for fact in book.house_options:
        used = {profile.options.get(fact.id, fact.main)} | {g[fact.id] for g in profile.games.values() if fact.id in g}
        narrowed = copy.copy(fact)
        narrowed.choices = tuple(v for v in fact.choices if v in used)
        narrowed.main = profile.options.get(fact.id, fact.main)
        facts[fact.id] = narrowed
    return Rulebook(
        book.sections,
        book.games,
        facts,
        book.topics,
        book.clauses,
        list(book.problems),
        book.fingerprint,
        cited=book.cited,
        topic_roles=book.topic_roles,
        fact_roles=book.fact_roles,
        quick_card=book.quick_card,
    )


@house_app.command("check", epilog="Example: rulings house check oceanside.yaml")
def check(file: str | None = FILE_ARGUMENT, as_json: bool = JSON_OPTION) -> None:
    """Check a house profile: every problem as FILE:LINE: what is wrong (exit 1 when there is one; 2 when the file cannot be read)."""
    from .common import book as load_book
    from .common import emit_json

    path, _ = _path_or_default(file)
    if path is None:
        raise BadInput("no house profile is in force: give FILE (`rulings house init` makes one)")
    b = load_book()
    profile, problems = house_problems(path, b)
    counts = {
        "options": len(profile.options),
        "games": len(profile.games),
        "rules": len(profile.rules),
        "examples": sum(len(c.examples) for c in profile.rules),
    }
    if as_json:
        emit_json({"file": str(path), "ok": not problems, "problems": problems, **counts})
    else:
        for p in problems:
            typer.echo(p)
        if problems:
            typer.echo(f"{len(problems)} problem(s) in {path}", err=True)
        else:
            typer.echo(
                f"ok: {path} ({profile.name}): {counts['options']} house options, table setups for "
                f"{counts['games']} game(s), {counts['rules']} house rule(s) with {counts['examples']} example(s)"
            )
    if problems:
        raise typer.Exit(1)


# -- showing -------------------------------------------------------------------------------------------
def show_data(book, profile, source: str) -> dict:
    """The profile as the room plays it: every house option, each game's table setup, its own rules."""
    from ..rules.house_file import choices

    options = []
    for fact in book.house_options:
        value = profile.options.get(fact.id, fact.main)
        games = {g: v[fact.id] for g, v in profile.games.items() if fact.id in v and v[fact.id] != value}
        sec, para = fact.citation or ("", 0)
        options.append(
            {
                "id": fact.id,
                "title": fact.title or fact.id,
                "value": value,
                "label": fact.label(value),
                "main": value == fact.main,
                "main_label": fact.label(fact.main),
                "cite": f"{sec} ¶{para}" if sec else "",
                "games": [{"game": g, "value": v, "label": fact.label(v)} for g, v in games.items()],
            }
        )
    setups: dict[str, list] = {g: [] for g in book.games}
    asked = {(c.game, c.fact.id) for c in choices(book) if c.game}
    for game in book.games.values():
        for fact in book.table_setups:
            chosen = profile.choices_for(game.id)
            allowed = game.allowed(fact.setup)
            if fact.id in chosen:
                value, how = chosen[fact.id], "this room"
            elif (game.id, fact.id) not in asked:
                value, how = allowed[0], "fixed by the game"
            elif fact.source == "house":
                value, how = allowed[0], "the game's usual"
            else:
                value, how = None, "not fixed: asked at each ruling where it matters"
            setups[game.id].append(
                {
                    "fact": fact.id,
                    "title": fact.title or fact.id,
                    "value": value,
                    "label": fact.label(value) if value is not None else "",
                    "how": how,
                }
            )
    rules = [
        {
            "id": c.id,
            "title": c.title,
            "citation": book.citation(c),
            "refines": None if c.section == "house" else c.section,
            "overrides": list(c.exception_to),
            "games": list(c.games),
        }
        for c in profile.rules
    ]
    return {
        "name": profile.name,
        "in_force": bool(profile.path),
        "file": profile.path or None,
        "source": source,
        "note": profile.note,
        "timezone": profile.timezone or None,
        "options": options,
        "games": [{"id": g.id, "title": g.title, "setup": setups[g.id]} for g in book.games.values()],
        "rules": rules,
    }


@house_app.command("show", epilog="Example: rulings house show oceanside.yaml")
def show(file: str | None = FILE_ARGUMENT, as_json: bool = JSON_OPTION) -> None:
    """The house options, table setups and own rules as this room plays them (the profile in force without FILE)."""
    from ..rules.room import in_force
    from ..style import for_stream
    from .common import book as load_book
    from .common import emit_json

    path, source = _path_or_default(file)
    b, profile = in_force(str(path) if path else None, path is None, load_book())
    data = show_data(b, profile, source if path else "")
    if as_json:
        emit_json(data)
        return
    style = for_stream()
    say = lambda text, indent="", hang=None: typer.echo(style.wrap(text, indent, hang))  # noqa: E731
    if data["in_force"]:
        where = f", the default profile (from {source})" if file is None else ""
        say(style.bold(data["name"]))
        say(f"House profile {data['file']}{where}.")
        if data["note"]:
            say(data["note"])
        say(f"Time zone: {data['timezone'] or 'the system time zone'}.")
    else:
        say(style.bold("No house profile: the book's main rules hold."))
        say("Make one with `rulings house init`, or name one with --house FILE or RULINGS_HOUSE.")
    typer.echo("\nHouse options (where the book gives a main rule and an alternate):")
    for o in data["options"]:
        say(f"{o['title']} [{o['cite']}]", "  ", "    ")
        mark = "the book's main rule" if o["main"] else f"alternate; the book's main rule: {o['main_label']}"
        say(f"This room: {o['label']} ({mark})", "    ", "      ")
        for g in o["games"]:
            say(f"In {g['game']}: {g['label']}", "    ", "      ")
    typer.echo("\nTable setup of each game:")
    for g in data["games"]:
        say(g["title"], "  ")
        for st in g["setup"]:
            value = f"{st['label']} ({st['how']})" if st["value"] is not None else st["how"]
            say(f"{st['title']}: {value}", "    ", "      ")
    if data["rules"]:
        typer.echo(f"\nHouse rules of the room's own ({len(data['rules'])}):")
        for r in data["rules"]:
            extra = f"; wins over {', '.join(r['overrides'])}" if r["overrides"] else ""
            say(f"{r['title']} [{r['id']}] - {r['citation']}{extra}", "  ", "    ")
