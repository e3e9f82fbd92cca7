"""Looking the rules up: search, show, games, facts, coverage; and checking them: lint."""

from __future__ import annotations

import typer

from ..errors import BadInput
from .common import BOOK_OPTION, GAME_OPTION, HOUSE_OPTION, JSON_OPTION, complete_id


def register(app: typer.Typer) -> None:
    app.command(epilog='Example: rulings search "false openers" --game jacks-or-better')(search)
    app.command(epilog="Example: rulings show draw.betting-cap")(show)
    app.command(epilog="Example: rulings games --json")(games)
    app.command(epilog="Example: rulings facts --game lowball")(facts)
    app.command(epilog="Example: rulings lint")(lint)
    app.command(epilog="Example: rulings coverage --json")(coverage)


def search(
    query: str = typer.Argument(..., help="What happened, in a few words."),
    game: str | None = GAME_OPTION,
    limit: int = typer.Option(8, "--limit", "-n", min=1, max=100, help="How many results."),
    house: str | None = HOUSE_OPTION,
    book_only: bool = BOOK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Find the rules that match a few words (typos and word order don't matter), the room's own rules too."""
    from ..engine.search import search_json
    from .common import emit_json
    from .common import house as house_in_force

    b, _ = house_in_force(house, book_only)
    found = search_json(b, query, game, limit)
    hits = [b.clauses[r["clause"]] for r in found["results"]]
    if as_json:
        emit_json(found)
    elif not hits:
        typer.echo("Nothing in the rules matches that; try other words.")
    if not hits:
        raise typer.Exit(1)  # like grep: nothing found
    if as_json:
        return
    for r, c in zip(found["results"], hits):
        typer.echo(f"{r['score']:5.1f}  {c.title}\n       {b.cite_short(c)}  [{c.id}]")


def show(
    ident: str = typer.Argument(..., metavar="ID", help="A section id or a clause id.", autocompletion=complete_id),
    house: str | None = HOUSE_OPTION,
    book_only: bool = BOOK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Show a section (its clauses) or one clause in full; the room's own rules too (house.ID)."""
    from ..rules.conditions import describe
    from .common import emit_json
    from .common import house as house_in_force

    b, _ = house_in_force(house, book_only)
    if as_json and ident in b.clauses:
        c = b.clauses[ident]
        emit_json(
            {
                "clause": c.id,
                "section": c.section,
                "paragraph": c.paragraph,
                "citation": b.citation(c),
                "title": c.title,
                "topic": c.topic,
                "outcome": c.outcome,
                "when": describe(c.when),
                "text": c.ruling,
                "discretion": c.discretion,
                "note": c.note or None,
                "exception_to": list(c.exception_to),
                "aliases": list(c.aliases),
                "games": list(c.games),
                "house_rule": c.house or None,
            }
        )
        return
    if as_json and ident in b.sections:
        sec = b.sections[ident]
        emit_json(
            {
                "section": ident,
                "title": sec.title,
                "citation": b.citation(ident),
                "paragraphs": sec.paragraphs,
                "clauses": [
                    {"clause": c.id, "paragraph": c.paragraph, "title": c.title}
                    for c in b.clauses.values()
                    if c.section == ident
                ],
            }
        )
        return
    if ident in b.clauses:
        from ..style import for_stream

        style = for_stream()
        c = b.clauses[ident]
        lines = [
            style.bold(c.title),
            f"{b.citation(c)}  [{c.id}]  topic: {c.topic}, outcome: {c.outcome}",
            "",
            f"When: {describe(c.when)}",
            f"Ruling: {c.ruling}",
        ]
        if c.discretion:
            lines.append("The book leaves this to the floor person's discretion.")
        if c.note:
            lines.append(f"Note: {c.note}")
        if c.exception_to:
            lines.append(f"{'Wins over' if c.house else 'Exception to'}: {', '.join(c.exception_to)}")
        if c.aliases:
            lines.append(f"Also called: {'; '.join(c.aliases)}")
        if c.games:
            lines.append(f"Only in: {', '.join(c.games)}")
        typer.echo("\n".join(style.wrap(line, "", "  ") if line else line for line in lines))
        return
    if ident in b.sections:
        sec = b.sections[ident]
        typer.echo(b.citation(ident))
        inside = [c for c in b.clauses.values() if c.section == ident or (sec.is_part and c.part == ident)]
        for c in inside:
            typer.echo(f"  ¶{c.paragraph}  {c.title}  [{c.id}]")
        if not inside:
            typer.echo("  (no clause cites this section)")
        return
    close = [k for k in list(b.sections) + list(b.clauses) if ident.lower() in k]
    hint = f"; did you mean {', '.join(close[:5])}?" if close else "; see `rulings coverage` for section ids"
    raise BadInput(f"unknown section or clause {ident!r}{hint}")


def games(as_json: bool = JSON_OPTION) -> None:
    """The games, the table setups each allows, and the house options with their choices."""
    from .common import book as load_book
    from .common import emit_json

    b = load_book()
    data = {
        "games": [
            {
                "id": g.id,
                "title": g.title,
                "parts": g.part_ids(),
                "ranking": g.ranking,
                "decks": list(g.decks),
                "forced_bets": list(g.allowed("forced_bets")),
                "structures": list(g.allowed("structures")),
                "opening_requirement": g.opening_requirement,
            }
            for g in b.games.values()
        ],
        "house_options": [
            {
                "id": o.id,
                "title": o.title,
                "main": o.main,
                "section": o.citation[0],
                "paragraph": o.citation[1],
                "choices": [{"value": v, "label": o.label(v)} for v in o.choices],
            }
            for o in b.house_options
        ],
    }
    if as_json:
        emit_json(data)
        return
    for g in data["games"]:
        ranking = (
            g["ranking"] if isinstance(g["ranking"], str) else ", ".join(f"{k}: {v}" for k, v in g["ranking"].items())
        )
        typer.echo(
            f"{g['id']:22} {g['title']}\n{'':22} ranking {ranking}; decks {'/'.join(map(str, g['decks']))}; "
            f"{'/'.join(g['forced_bets'])}; {'/'.join(g['structures'])}"
        )
    typer.echo("\nHouse options (main rule first; set them in a house profile):")
    for o in data["house_options"]:
        typer.echo(f"  {o['id']}: {o['title']} ({o['section']} ¶{o['paragraph']})")
        for ch in o["choices"]:
            mark = "main" if ch["value"] == o["main"] else "alt "
            typer.echo(f"      [{mark}] {ch['value']}: {ch['label']}")


def facts(
    game: str | None = GAME_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """The facts `rule --fact NAME=VALUE` accepts, with their questions."""
    from ..engine.context import Context
    from .common import book as load_book
    from .common import emit_json

    b = load_book()
    ctx = Context(b, game) if game else None
    rows = []
    for f in b.facts.values():
        if f.source == "game" or f.derive is not None or f.cases:
            continue
        choices = list(ctx.domain(f)) if ctx and f.type == "choice" else list(f.choices)
        rows.append(
            {
                "fact": f.id,
                "type": f.type,
                "question": f.question,
                "choices": choices,
                "house_option": f.source == "house",
            }
        )
    if as_json:
        emit_json({"facts": rows})
        return
    for r in rows:
        kind = r["type"] + (": " + "|".join(map(str, r["choices"])) if r["choices"] else "")
        typer.echo(f"{r['fact']} ({kind}){' [house option]' if r['house_option'] else ''}\n    {r['question']}")


def lint(
    house: str | None = HOUSE_OPTION,
    book_only: bool = BOOK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Check the rule data (references, examples, conflicts, unreachable clauses, unused facts) and the house profile in force; exit 1 on a problem, each as `file:line: id: what is wrong`."""
    import re

    from ..engine.lint import lint as check
    from ..rules.load import load
    from ..rules.room import profile_path
    from .common import emit_json

    b = load(strict=False)
    problems = check(b)
    counts = {
        "clauses": len(b.clauses),
        "topics": len(b.topics),
        "facts": len(b.facts),
        "examples": sum(len(c.examples) for c in b.clauses.values()),
    }
    room, _ = profile_path(house, book_only)
    if room is not None and not problems:  # the room's rules, against a rulebook without problems
        from .house import house_problems

        profile, found = house_problems(room, b)
        problems += found
        counts["house_rules"] = len(profile.rules)
        counts["house_examples"] = sum(len(c.examples) for c in profile.rules)
    if as_json:
        where = re.compile(r"^(?P<file>.+?):(?P<line>\d+): (?P<problem>.*)$")
        whole = re.compile(r"^(?P<file>[^\s:][^:]*?): (?P<problem>.*)$")  # a whole file (missing, unreadable)
        listed = []
        for p in problems:
            m = where.match(p)
            w = None if m else whole.match(p)
            listed.append(
                {"file": m["file"], "line": int(m["line"]), "problem": m["problem"], "text": p}
                if m
                else {"file": w["file"], "line": None, "problem": w["problem"], "text": p}
                if w
                else {"file": None, "line": None, "problem": p, "text": p}
            )
        emit_json({"ok": not problems, "problems": listed, **counts})
    else:
        for p in problems:
            typer.echo(p)
        if problems:
            typer.echo(f"{len(problems)} problem(s)", err=True)
        else:
            rooms = f"; house profile {room}: {counts['house_rules']} house rules" if room is not None else ""
            typer.echo(
                f"ok: {counts['clauses']} clauses, {counts['topics']} topics, {counts['facts']} facts, "
                f"{counts['examples']} examples{rooms}"
            )
    if problems:
        raise typer.Exit(1)


def coverage(as_json: bool = JSON_OPTION) -> None:
    """Every outline section with the clauses citing it; uncovered sections listed."""
    from .common import book as load_book
    from .common import emit_json

    b = load_book()
    sections = [
        {"id": s.id, "title": s.title, "clauses": [c.id for c in b.clauses.values() if c.section == s.id]}
        for s in b.sections.values()
    ]
    uncovered = [s["id"] for s in sections if not s["clauses"]]
    if as_json:
        emit_json({"sections": sections, "uncovered": uncovered})
        return
    for s in sections:
        mark = " " if s["clauses"] else "!"
        typer.echo(f"{mark} {s['id']:40} {len(s['clauses']):3} clause(s)")
    typer.echo(
        f"\n{len(sections) - len(uncovered)} of {len(sections)} sections covered"
        + (f"; uncovered: {', '.join(uncovered)}" if uncovered else "")
    )
