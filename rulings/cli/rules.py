"""Rule commands: ask, rule, search, show, games, facts, lint, coverage."""

from __future__ import annotations

from typing import List, Optional

import typer

from .log import DB_OPTION, FLOOR_OPTION, LOG_OPTION, NOTE_OPTION, SEAT_OPTION, TABLE_OPTION
from ..errors import BadInput

GAME_HELP = "five-card-draw, jacks-or-better, lowball, kansas-city-lowball or jacks-back"


def register(app: typer.Typer) -> None:
    app.command(epilog="Example: rulings ask --game jacks-or-better")(ask)
    app.command(epilog="Example: rulings rule --game jacks-or-better --fact opener_has_openers=no "
                       "--fact pot_raised_before_draw=yes --json")(rule)
    app.command(epilog='Example: rulings search "false openers" --game jacks-or-better')(search)
    app.command(epilog="Example: rulings show draw.betting-cap")(show)
    app.command(epilog="Example: rulings games --json")(games)
    app.command(epilog="Example: rulings facts --game lowball")(facts)
    app.command(epilog="Example: rulings lint")(lint)
    app.command(epilog="Example: rulings coverage --json")(coverage)


def _house(path: Optional[str], book):
    from ..rules.house import load_house

    return load_house(path, book)


def ask(
    game: Optional[str] = typer.Option(None, "--game", "-g", help=GAME_HELP),
    house: Optional[str] = typer.Option(None, "--house", help="House profile YAML (the room's alternate rules)."),
    about: Optional[str] = typer.Option(None, "--about", help="Skip 'what happened?': a topic, clause or section id, or words."),
    db: Optional[str] = DB_OPTION,
) -> None:
    """Settle a dispute: say what happened, answer the questions that matter, get the ruling."""
    import sys

    from .app import book as load_book
    from ..floor.interview import InputEnded, Interview
    from ..render import render
    from ..engine.ruling import resolve_topics, summarize, view

    b = load_book()
    profile = _house(house, b)
    if game:
        b.game(game)

    def read(prompt: str):
        typer.echo(prompt, nl=False)
        line = sys.stdin.readline()
        if not line:
            return None
        if not sys.stdin.isatty():
            typer.echo(line.rstrip("\n"))  # echo scripted answers so a transcript reads well
        return line

    talk = Interview(b, read, typer.echo, profile)
    try:
        game = game or talk.choose_game()
        topic = resolve_topics(b, game, about)[0] if about else talk.choose_topic(game)
        decision, ctx = talk.decide(game, topic)
    except InputEnded:
        typer.echo("\nInput ended before a ruling; nothing was decided.", err=True)
        raise typer.Exit(1)
    r = summarize(game, [decision], ctx)
    typer.echo("")
    typer.echo(render("ruling.txt.j2", **view(b, r)), nl=False)
    from .log import after_ruling

    after_ruling(b, r, read, db)  # earlier rulings on the same section, then the offer to log


def rule(
    game: Optional[str] = typer.Option(None, "--game", "-g", help=GAME_HELP),
    fact: List[str] = typer.Option([], "--fact", "-f", help="A fact as NAME=VALUE (repeatable); see `rulings facts`."),
    situation: Optional[str] = typer.Option(None, "--situation", "-s", help="A YAML file with game, facts, about."),
    about: Optional[str] = typer.Option(None, "--about", help="Restrict to a topic, clause or section id, or words."),
    house: Optional[str] = typer.Option(None, "--house", help="House profile YAML."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
    log: bool = LOG_OPTION, table: Optional[str] = TABLE_OPTION, seat: Optional[str] = SEAT_OPTION,
    floor: Optional[str] = FLOOR_OPTION, note: Optional[str] = NOTE_OPTION, db: Optional[str] = DB_OPTION,
) -> None:
    """The ruling for given facts, or the facts still needed (non-interactive twin of `ask`)."""
    from .app import book as load_book, emit_json, load_situation, parse_facts
    from ..engine.ruling import rule as decide, to_json

    b = load_book()
    given: dict = {}
    inline_house = None
    if situation:
        sit = load_situation(situation)
        game = game or sit.get("game")
        about = about or sit.get("about")
        given.update(sit.get("facts") or {})
        if isinstance(sit.get("house"), str):
            house = house or sit["house"]
        elif isinstance(sit.get("house"), dict):  # house options written into the situation itself
            inline_house = {"name": f"options in {situation}", "options": sit["house"]}
    given.update(parse_facts(fact))
    if not game:
        raise BadInput(f"give --game ({GAME_HELP})")
    if inline_house and not house:
        from ..rules.house import profile_from

        profile = profile_from(inline_house, situation, b)
    else:
        profile = _house(house, b)
    r = decide(b, game, given, profile, about)
    from .log import log_rule

    logged = log_rule(b, r, db, log, table, seat, floor, note)  # None without --log
    if as_json:
        emit_json({**to_json(b, r), **({"log": logged} if logged else {})})
        return
    from ..render import render
    from ..engine.ruling import view

    typer.echo(render("ruling.txt.j2", **view(b, r)), nl=False)
    if logged:
        typer.echo(f"\nLogged as #{logged['id']} ({logged['db']}).")


def search(
    query: str = typer.Argument(..., help="What happened, in a few words."),
    game: Optional[str] = typer.Option(None, "--game", "-g", help=GAME_HELP),
    limit: int = typer.Option(8, "--limit", "-n", min=1, max=100, help="How many results."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
) -> None:
    """Find the rules that match a few words (typos and word order don't matter)."""
    from .app import book as load_book, emit_json
    from ..engine.search import search as find

    b = load_book()
    hits = find(b, query, game=game, limit=limit)
    if as_json:
        emit_json({"query": query, "results": [
            {"clause": h.clause.id, "section": h.clause.section, "title": h.clause.title, "score": h.score,
             "paragraph": h.clause.paragraph, "topic": h.clause.topic} for h in hits]})
        return
    if not hits:
        typer.echo("Nothing matches; try other words.")
        return
    for h in hits:
        typer.echo(f"{h.score:5.1f}  {h.clause.title}\n       {b.cite_short(h.clause)}  [{h.clause.id}]")


def show(
    ident: str = typer.Argument(..., metavar="ID", help="A section id or a clause id."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
) -> None:
    """Show a section (its clauses) or one clause in full."""
    from .app import book as load_book, emit_json
    from ..rules.conditions import describe

    b = load_book()
    label = lambda f: b.facts[f].id if f in b.facts else f
    if as_json and ident in b.clauses:
        c = b.clauses[ident]
        emit_json({"clause": c.id, "section": c.section, "paragraph": c.paragraph, "citation": b.citation(c),
                   "title": c.title, "topic": c.topic, "outcome": c.outcome, "when": describe(c.when, label),
                   "text": c.ruling, "discretion": c.discretion, "note": c.note or None,
                   "exception_to": list(c.exception_to), "aliases": list(c.aliases), "games": list(c.games)})
        return
    if as_json and ident in b.sections:
        sec = b.sections[ident]
        emit_json({"section": ident, "title": sec.title, "citation": b.citation(ident), "paragraphs": sec.paragraphs,
                   "clauses": [{"clause": c.id, "paragraph": c.paragraph, "title": c.title}
                               for c in b.clauses.values() if c.section == ident]})
        return
    if ident in b.clauses:
        c = b.clauses[ident]
        typer.echo(f"{c.title}\n{b.citation(c)}  [{c.id}]  topic: {c.topic}, outcome: {c.outcome}\n")
        typer.echo(f"When: {describe(c.when, label)}")
        typer.echo(f"Ruling: {c.ruling}")
        if c.discretion:
            typer.echo("The book leaves this to the floor person's discretion.")
        if c.note:
            typer.echo(f"Note: {c.note}")
        if c.exception_to:
            typer.echo(f"Exception to: {', '.join(c.exception_to)}")
        if c.aliases:
            typer.echo(f"Also called: {'; '.join(c.aliases)}")
        if c.games:
            typer.echo(f"Only in: {', '.join(c.games)}")
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


def games(as_json: bool = typer.Option(False, "--json", help="Print JSON only.")) -> None:
    """The games, the table setups each allows, and the house options with their choices."""
    from .app import book as load_book, emit_json

    b = load_book()
    data = {"games": [{"id": g.id, "title": g.title, "parts": g.part_ids(), "ranking": g.ranking,
                       "decks": list(g.decks), "forced_bets": list(g.forced_bets), "structures": list(g.structures),
                       "opening_requirement": g.opening_requirement} for g in b.games.values()],
            "house_options": [{"id": o.id, "title": o.title, "main": o.main, "section": o.citation[0],
                               "paragraph": o.citation[1], "choices": [{"value": v, "label": o.label(v)}
                                                                        for v in o.choices]}
                              for o in b.house_options]}
    if as_json:
        emit_json(data)
        return
    for g in data["games"]:
        ranking = g["ranking"] if isinstance(g["ranking"], str) else ", ".join(f"{k}: {v}" for k, v in g["ranking"].items())
        typer.echo(f"{g['id']:22} {g['title']}\n{'':22} ranking {ranking}; decks {'/'.join(map(str, g['decks']))}; "
                   f"{'/'.join(g['forced_bets'])}; {'/'.join(g['structures'])}")
    typer.echo("\nHouse options (main rule first; set them in a house profile):")
    for o in data["house_options"]:
        typer.echo(f"  {o['id']}: {o['title']} ({o['section']} ¶{o['paragraph']})")
        for ch in o["choices"]:
            mark = "main" if ch["value"] == o["main"] else "alt "
            typer.echo(f"      [{mark}] {ch['value']}: {ch['label']}")


def facts(
    game: Optional[str] = typer.Option(None, "--game", "-g", help=GAME_HELP),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
) -> None:
    """The facts `rule --fact NAME=VALUE` accepts, with their questions."""
    from .app import book as load_book, emit_json
    from ..engine.topic import Context

    b = load_book()
    ctx = Context(b, game) if game else None
    rows = []
    for f in b.facts.values():
        if f.source == "game" or f.derive is not None or f.cases:
            continue
        choices = list(ctx.domain(f)) if ctx and f.type == "choice" else list(f.choices)
        rows.append({"fact": f.id, "type": f.type, "question": f.question, "choices": choices,
                     "house_option": f.source == "house"})
    if as_json:
        emit_json({"facts": rows})
        return
    for r in rows:
        kind = r["type"] + (": " + "|".join(map(str, r["choices"])) if r["choices"] else "")
        typer.echo(f"{r['fact']} ({kind}){' [house option]' if r['house_option'] else ''}\n    {r['question']}")


def lint() -> None:
    """Check the rule data: references, examples, conflicts, unreachable clauses, unused facts."""
    from ..engine.lint import lint as check
    from ..rules.book import load

    b = load(strict=False)
    problems = check(b)
    for p in problems:
        typer.echo(p)
    if problems:
        typer.echo(f"{len(problems)} problem(s)", err=True)
        raise typer.Exit(1)
    typer.echo(f"ok: {len(b.clauses)} clauses, {len(b.topics)} topics, {len(b.facts)} facts, "
               f"{sum(len(c.examples) for c in b.clauses.values())} examples")


def coverage(as_json: bool = typer.Option(False, "--json", help="Print JSON only.")) -> None:
    """Every outline section with the clauses citing it; uncovered sections listed."""
    from .app import book as load_book, emit_json

    b = load_book()
    sections = [{"id": s.id, "title": s.title, "clauses": [c.id for c in b.clauses.values() if c.section == s.id]}
                for s in b.sections.values()]
    uncovered = [s["id"] for s in sections if not s["clauses"]]
    if as_json:
        emit_json({"sections": sections, "uncovered": uncovered})
        return
    for s in sections:
        mark = " " if s["clauses"] else "!"
        typer.echo(f"{mark} {s['id']:40} {len(s['clauses']):3} clause(s)")
    typer.echo(f"\n{len(sections) - len(uncovered)} of {len(sections)} sections covered"
               + (f"; uncovered: {', '.join(uncovered)}" if uncovered else ""))
