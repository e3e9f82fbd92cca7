"""The floor interview and its non-interactive twin: `rulings ask`, `rulings rule`."""

from __future__ import annotations

import sys

import typer

from ..errors import BadInput
from .common import (
    BOOK_OPTION,
    DB_OPTION,
    FLOOR_OPTION,
    GAME_HELP,
    GAME_OPTION,
    HOUSE_OPTION,
    JSON_OPTION,
    LOG_OPTION,
    NOTE_OPTION,
    SEAT_OPTION,
    TABLE_OPTION,
    complete_id,
)


def register(app: typer.Typer) -> None:
    app.command(epilog="Example: rulings ask --game jacks-or-better")(ask)
    app.command(
        epilog="Example: rulings rule --game jacks-or-better --fact opener_has_openers=no "
        "--fact pot_raised_before_draw=yes --json"
    )(rule)


def ask(
    game: str | None = GAME_OPTION,
    house: str | None = HOUSE_OPTION,
    book_only: bool = BOOK_OPTION,
    about: str | None = typer.Option(
        None,
        "--about",
        autocompletion=complete_id,
        help="Skip 'what happened?': a topic, clause or section id, or words.",
    ),
    db: str | None = DB_OPTION,
    as_json: bool = typer.Option(
        False,
        "--json",
        help="Print a JSON transcript (questions, answers, ruling) on stdout; the conversation goes to stderr.",
    ),
) -> None:
    """Settle a dispute: say what happened, answer the questions that matter, get the ruling."""
    from .common import emit_json
    from .common import house as house_in_force
    from .terminal import InputEnded, Terminal

    b, profile = house_in_force(house, book_only)
    if game:
        b.game(game)
    term = Terminal(to_stderr=as_json)
    try:
        done = term.interview(b, game, profile, about)
    except InputEnded:
        typer.echo("\nInput ended before a ruling; nothing was decided.", err=True)
        raise typer.Exit(1) from None
    r = done.ruling
    from ..floor.present import text_view, to_json
    from ..floor.text import ruling_text
    from ..style import for_stream

    term.out("")
    term.out(ruling_text(text_view(b, r, done), for_stream(sys.stderr if as_json else sys.stdout)), nl=False)
    from .log import after_ruling

    logged = after_ruling(b, r, term.read, term.out, db)  # earlier rulings on the same section, then the offer to log
    if as_json:
        emit_json({"transcript": term.transcript, "ruling": to_json(b, r, done), **({"log": logged} if logged else {})})


def rule(
    game: str | None = GAME_OPTION,
    fact: list[str] = typer.Option([], "--fact", "-f", help="A fact as NAME=VALUE (repeatable); see `rulings facts`."),
    situation: str | None = typer.Option(
        None, "--situation", "-s", help="A YAML file with game, facts, about, story (- reads standard input)."
    ),
    story: str | None = typer.Option(
        None, "--story", help="What happened, in the floor person's words: read as `ask` reads it, without questions."
    ),
    about: str | None = typer.Option(
        None, "--about", autocompletion=complete_id, help="Restrict to a topic, clause or section id, or words."
    ),
    house: str | None = HOUSE_OPTION,
    book_only: bool = BOOK_OPTION,
    as_json: bool = JSON_OPTION,
    log: bool = LOG_OPTION,
    table: str | None = TABLE_OPTION,
    seat: str | None = SEAT_OPTION,
    floor: str | None = FLOOR_OPTION,
    note: str | None = NOTE_OPTION,
    db: str | None = DB_OPTION,
) -> None:
    """The ruling for given facts, or the facts still needed (non-interactive twin of `ask`)."""
    from ..engine.ruling import rule as decide
    from ..floor.present import to_json
    from .common import emit_json, load_situation, parse_facts
    from .common import house as house_in_force

    given: dict = {}
    inline_house = None
    read = None  # the rulebook, once read
    if situation:
        from .common import book as load_book

        read = load_book()
        sit = load_situation(situation, read, game)
        game = game or sit.get("game")
        about = about or sit.get("about")
        story = story or sit.get("story")
        given.update(sit.get("facts") or {})
        inline_house = sit.get("house")
        if isinstance(inline_house, str):  # the name of a house profile
            house, inline_house = house or inline_house, None
    given.update(parse_facts(fact))
    if not game:
        raise BadInput(f"give --game ({GAME_HELP})")
    if inline_house is not None and not house and not book_only:  # house options in the situation itself
        from ..rules.house import situation_profile

        b = read or load_book()
        profile = situation_profile(inline_house, situation or "situation", b)
    else:
        b, profile = house_in_force(house, book_only)
    done = None
    if story:
        from ..engine.search import check_length
        from ..floor.interview import story_ruling

        check_length(story, "the story")
        done = story_ruling(b, b.game(game).id, profile, story, given, about)
        r = done.ruling
    else:
        r = decide(b, game, given, profile, about)
    from .log import log_rule

    logged = log_rule(b, r, db, log, table, seat, floor, note)  # None without --log
    if as_json:
        emit_json({**to_json(b, r, done), **({"log": logged} if logged else {})})
        return
    from ..floor.present import text_view
    from ..floor.text import ruling_text
    from ..style import for_stream

    typer.echo(ruling_text(text_view(b, r, done), for_stream()), nl=False)
    if logged:
        typer.echo(f"\nLogged as #{logged['id']} ({logged['db']}).")
