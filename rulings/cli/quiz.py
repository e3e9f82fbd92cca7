"""`rulings quiz`: dealer training from the rulebook, with spaced review; `rulings quiz stats`."""

from __future__ import annotations

import sys

import typer

from ..errors import BadInput
from .common import complete_game, complete_section, complete_sheet_format, complete_trainee, option

GAME_HELP = "five-card-draw, jacks-or-better, lowball, kansas-city-lowball or jacks-back (default: all)"
MAX_COUNT = 200
FORMATS = ("md", "html", "pdf")

quiz_app = typer.Typer(
    invoke_without_command=True,
    no_args_is_help=False,
    help="Train dealers and floor staff on questions drawn from the rulebook; answer by number. "
    "What a trainee misses comes back sooner (--review). `rulings quiz stats` shows accuracy by "
    "section and what is due; `rulings quiz stats --all`, the whole class.",
    epilog="Examples: rulings quiz --game lowball --count 5 --trainee ana  |  rulings quiz --review  |  "
    "rulings quiz stats --all  |  rulings quiz --print --seed 7 --count 20 -o sheet.pdf",
)


def register(app: typer.Typer) -> None:
    app.add_typer(quiz_app, name="quiz")


def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise BadInput(f"--count takes a whole number from 1 to {MAX_COUNT}, got {text!r}") from None
    if not 1 <= n <= MAX_COUNT:
        raise BadInput(f"--count takes a whole number from 1 to {MAX_COUNT}, got {n}")
    return n


@quiz_app.callback()
def quiz(
    ctx: typer.Context,
    game: str | None = option("--game", "-g", help=GAME_HELP, complete=complete_game),
    section: str | None = option(
        "--section",
        "-s",
        help="Only this outline section or part (e.g. draw.betting-cap, lowball).",
        complete=complete_section,
    ),
    count: str = option("--count", "-n", help=f"How many questions (1-{MAX_COUNT}).", default="10", metavar="N"),
    seed: str | None = option("--seed", help="The same seed gives the same quiz (default: random, and shown)."),
    trainee: str | None = option(
        "--trainee", "-t", help="Whose progress to record (default: your login name).", complete=complete_trainee
    ),
    db: str | None = option("--db", help="The progress database (default: RULINGS_DB or the user data dir)."),
    review: bool = option("--review", help="Ask the items due for review first.", default=False),
    as_json: bool = option("--json", help="Print a JSON transcript on stdout (questions go to stderr).", default=False),
    print_sheet: bool = option(
        "--print", help="Write a printable quiz sheet with an answer key instead.", default=False
    ),
    output: str | None = option("--output", "-o", help="With --print: the file to write (default: stdout)."),
    fmt: str | None = option(
        "--format", help="With --print: md, html or pdf (default: from -o, else md).", complete=complete_sheet_format
    ),
    mix: str | None = option(
        "--mix",
        help="Kinds of question and their shares, e.g. situation=6,showdown=2,joker=1 (kinds: situation, exposed, "
        "showdown, joker, openers, seven; one not named is not asked).",
        metavar="KIND=N,...",
    ),
    paper: str | None = option(
        "--paper", help="With --print: letter or a4 (default: the printer's; letter for PDF).", metavar="letter|a4"
    ),
    house: str | None = option(
        "--house",
        help="The room's house profile, its own rules quizzed too (default: $RULINGS_HOUSE, else house.yaml in the user config folder).",
        metavar="FILE",
    ),
    book_only: bool = option(
        "--book", help="The book's rules only: no house profile, not even the default one.", default=False
    ),
) -> None:
    """Answer questions drawn from the rules (by number); what you miss comes back sooner.

    `rulings quiz stats` shows accuracy by section and what is due.
    """
    if ctx.invoked_subcommand is not None:
        return
    n = _count(count)
    if paper is not None and not print_sheet:
        raise BadInput("--paper goes with --print")
    if seed is None:
        import secrets

        seed = str(secrets.randbelow(1_000_000))
    from ..training.quiz import Maker, parse_mix
    from .common import house as house_in_force

    b, _ = house_in_force(house, book_only)
    # checks game, section and mix before anything else
    maker = Maker(b, seed, game, section, parse_mix(mix) if mix is not None else None)
    if print_sheet:
        if review:
            raise BadInput("--review is for an interactive quiz; a printed sheet has no trainee")
        _print_sheet(maker.quiz(n), seed, game, section, output, fmt, as_json, b, mix, paper, house)
        return
    if output or fmt:
        raise BadInput("-o and --format go with --print")
    from ..training.progress import Progress, default_trainee

    progress = Progress(trainee or default_trainee(), db)
    try:
        first = progress.due() if review else []
        items = maker.quiz(n, first)
        title = b.game(game).title if game else ""
        from ..rules.house_rules import room_name

        _run(items, progress, seed, game, section, review, len(first), as_json, title, room_name(b))
    finally:
        progress.close()


def _run(items, progress, seed, game, section, review, due_count, as_json, title="", room="") -> None:
    from ..render import environment

    render = _renderer(environment().get_template("quiz.txt.j2"))

    def out(text: str = "", nl: bool = True) -> None:
        typer.echo(text, nl=nl, err=as_json)

    answers, stopped = [], None
    reviewed = min(due_count, len(items)) if review else 0
    out(
        render(
            "quiz.txt.j2",
            part="start",
            n=len(items),
            seed=seed,
            trainee=progress.trainee,
            review=review,
            due=reviewed,
            title=title,
            room=room,
        ),
        nl=False,
    )
    for number, item in enumerate(items, 1):
        out(
            render(
                "quiz.txt.j2",
                part="question",
                item=item,
                number=number,
                n=len(items),
                reviewing=number <= reviewed,
                show_game=not game,
            ),
            nl=False,
        )
        chosen = _read_choice(len(item.choices), out)
        if chosen in ("quit", "eof"):
            stopped = chosen
            break
        right = chosen == item.answer
        due = progress.record(item, right, chosen, seed)
        answers.append((item, chosen, right))
        out(render("quiz.txt.j2", part="feedback", item=item, right=right, due=due), nl=False)
    missed: dict = {}
    for item, _, right in answers:
        if not right:
            missed.setdefault((item.progress_section, item.paragraph), [item.citation, 0])[1] += 1
    review_list = [{"section": s, "paragraph": p, "citation": c, "missed": k} for (s, p), (c, k) in missed.items()]
    score = sum(r for _, _, r in answers)
    out(
        render(
            "quiz.txt.j2",
            part="end",
            score=score,
            answered=len(answers),
            n=len(items),
            stopped=stopped,
            review_sections=review_list,
            trainee=progress.trainee,
        ),
        nl=False,
    )
    if as_json:
        from .common import emit_json

        emit_json(
            {
                "seed": seed,
                "game": game,
                "section": section,
                "trainee": progress.trainee,
                "house_rules": room or None,
                "review": review,
                "finished": stopped is None,
                "score": score,
                "answered": len(answers),
                "asked": len(items),
                "review_sections": review_list,
                "items": [dict(item.to_json(), chosen=None if c is None else c + 1, right=r) for item, c, r in answers],
            }
        )
    if stopped == "eof":
        typer.echo(
            f"Input ended after {len(answers)} of {len(items)} questions; the answers given were saved.", err=True
        )
        raise typer.Exit(1)


def _by_section(roster: list[dict]) -> list[dict]:
    """The class as a whole, by section: answered, right, accuracy, items due, trainees who missed."""
    out: dict = {}
    for s in roster:
        for r in s["sections"]:
            row = out.setdefault(
                r["section"], {"section": r["section"], "answered": 0, "right": 0, "due": 0, "missed": 0}
            )
            row["answered"] += r["answered"]
            row["right"] += r["right"]
            row["due"] += r["due"]
            row["missed"] += r["right"] < r["answered"]
    for row in out.values():
        row["accuracy"] = row["right"] / row["answered"] if row["answered"] else 0
    return sorted(out.values(), key=lambda r: (r["accuracy"], r["section"]))


def _renderer(template):
    """render(name, **context) for the one template the quiz shows, compiled once."""
    return lambda _name, **context: template.render(**context)


def _readline() -> str:
    """One line of standard input; bytes that are not text in it become U+FFFD (a text stream
    that meets them would raise, and lose what it had read ahead)."""
    raw = getattr(sys.stdin, "buffer", None)
    if raw is None:
        return sys.stdin.readline()
    return raw.readline().decode(getattr(sys.stdin, "encoding", None) or "utf-8", "replace")


def _read_choice(n: int, out):
    """The chosen index, or 'quit' / 'eof'. Numbers only: the same path serves people and scripts.
    Anything else (a superscript digit, a 5000-digit number, bytes that are not text) asks again."""
    while True:
        out(f"Your answer (1-{n}, q to stop): ", nl=False)
        line = _readline()
        if not line:
            out("")
            return "eof"
        answer = line.strip().lower()
        if not sys.stdin.isatty():
            out(
                answer[:40].encode("utf-8", "replace").decode("utf-8")
            )  # echo scripted answers (bytes that are not text as ?)
        if answer in ("q", "quit", "stop"):
            return "quit"
        if answer.isascii() and answer.isdigit() and len(answer) <= 3 and 1 <= int(answer) <= n:
            return int(answer) - 1
        out(f"Type a number from 1 to {n}, or q to stop.")


def _print_sheet(items, seed, game, section, output, fmt, as_json, book, mix=None, paper=None, house=None) -> None:
    if as_json:
        from .common import emit_json

        emit_json({"seed": seed, "game": game, "section": section, "items": [i.to_json() for i in items]})
        return
    import shlex

    from ..printing.documents import PAPERS
    from .common import output_format

    fmt = output_format(fmt, output, "md", FORMATS)
    if paper is not None and paper.lower() not in PAPERS:
        raise BadInput(f"unknown paper size {paper!r}: choose one of {', '.join(PAPERS)}")
    if fmt == "pdf" and not output:
        raise BadInput("--format pdf writes a file: give -o FILE.pdf")
    again = " ".join(
        ["rulings quiz --print", f"--seed {seed}", f"--count {len(items)}"]
        + ([f"--game {game}"] if game else [])
        + ([f"--section {section}"] if section else [])
        + ([f"--mix {mix}"] if mix else [])
        + ([f"--house {shlex.quote(house)}"] if house else [])
    )
    sheet = sheet_text(book, items, seed, game, section, again, "md" if fmt == "md" else "html", paper, fmt == "pdf")
    if not output:
        typer.echo(sheet, nl=False)
        return
    from ..files import atomic_write

    if fmt == "pdf":
        from ..printing.pdf import document

        atomic_write(output, document(sheet).write_pdf())
    else:
        atomic_write(output, sheet)
    typer.echo(f"Wrote {output} ({len(items)} questions, seed {seed}; the answer key is on its own page).", err=True)


def sheet_text(book, items, seed, game, section, again, fmt="html", paper=None, for_pdf=False) -> str:
    """The sheet as html or md: the questions (grouped by game where the sheet mixes games, so
    no question repeats the game's name), then the answer key."""
    from ..printing.documents import PAPERS
    from ..render import render

    groups = []
    number = 0
    for gid in [game] if game else list(book.games):
        mine = [i for i in items if i.game == gid]
        if not mine:
            continue
        numbered = []
        for item in mine:
            number += 1
            numbered.append((number, item))
        groups.append({"title": "" if game else book.game(gid).title, "questions": numbered})
    size = PAPERS.get((paper or ("letter" if for_pdf else "")).lower(), "")
    return render(
        f"quiz_sheet.{fmt}.j2",
        groups=groups,
        count=len(items),
        seed=seed,
        title=book.game(game).title if game else "All draw games",
        section=book.citation(section) if section else "",
        again=again,
        paper=size,
        scale=1.0,
    )


@quiz_app.command(epilog="Examples: rulings quiz stats --trainee ana  |  rulings quiz stats --all")
def stats(
    trainee: str | None = option(
        "--trainee", "-t", help="Whose progress (default: your login name).", complete=complete_trainee
    ),
    everyone: bool = option("--all", help="The whole class: every trainee, by name.", default=False),
    db: str | None = option("--db", help="The progress database (default: RULINGS_DB or the user data dir)."),
    as_json: bool = option("--json", help="Print JSON only.", default=False),
) -> None:
    """Accuracy by section, and what is due for review; with --all, for every trainee."""
    from ..training.progress import Progress, default_trainee

    if everyone and trainee:
        raise BadInput("--all shows every trainee; leave out --trainee")
    progress = Progress(trainee or default_trainee(), db, read_only=True)  # shows; never creates or writes
    try:
        roster = progress.roster() if everyone else []
        data = {"trainees": roster} if everyone else progress.stats()
    finally:
        progress.close()
    if as_json:
        from .common import emit_json

        emit_json(data)
        return
    from ..render import render

    if everyone:
        text = render("quiz.txt.j2", part="class", roster=roster, sections=_by_section(roster), db=str(progress.path))
    else:
        text = render("quiz.txt.j2", part="stats", s=data)
    typer.echo(text, nl=False)
