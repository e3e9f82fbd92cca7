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
    "section and what is due.",
    epilog="Examples: rulings quiz --game lowball --count 5 --trainee ana  |  rulings quiz --review  |  "
    "rulings quiz stats --trainee ana  |  rulings quiz --print --seed 7 -o sheet.html",
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
    if seed is None:
        import secrets

        seed = str(secrets.randbelow(1_000_000))
    from ..training.quiz import Maker
    from .common import house as house_in_force

    b, _ = house_in_force(house, book_only)
    maker = Maker(b, seed, game, section)  # checks game and section before anything else
    if print_sheet:
        if review:
            raise BadInput("--review is for an interactive quiz; a printed sheet has no trainee")
        _print_sheet(maker.quiz(n), seed, game, section, output, fmt, as_json, b)
        return
    if output or fmt:
        raise BadInput("-o and --format go with --print")
    from ..training.progress import Progress, default_trainee

    progress = Progress(trainee or default_trainee(), db)
    try:
        first = progress.due() if review else []
        items = maker.quiz(n, first)
        _run(items, progress, seed, game, section, review, len(first), as_json)
    finally:
        progress.close()


def _run(items, progress, seed, game, section, review, due_count, as_json) -> None:
    from ..render import render

    def out(text: str = "", nl: bool = True) -> None:
        typer.echo(text, nl=nl, err=as_json)

    answers, stopped = [], None
    reviewed = min(due_count, len(items)) if review else 0
    out(
        render(
            "quiz.txt.j2", part="start", n=len(items), seed=seed, trainee=progress.trainee, review=review, due=reviewed
        ),
        nl=False,
    )
    for number, item in enumerate(items, 1):
        out(
            render(
                "quiz.txt.j2", part="question", item=item, number=number, n=len(items), reviewing=number <= reviewed
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
            missed.setdefault((item.section, item.paragraph), [item.citation, 0])[1] += 1
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


def _read_choice(n: int, out):
    """The chosen index, or 'quit' / 'eof'. Numbers only: the same path serves people and scripts."""
    while True:
        out(f"Your answer (1-{n}, q to stop): ", nl=False)
        line = sys.stdin.readline()
        if not line:
            out("")
            return "eof"
        answer = line.strip().lower()
        if not sys.stdin.isatty():
            out(answer)  # echo scripted answers so a transcript reads well
        if answer in ("q", "quit", "stop"):
            return "quit"
        if answer.isdigit() and 1 <= int(answer) <= n:
            return int(answer) - 1
        out(f"Type a number from 1 to {n}, or q to stop.")


def _print_sheet(items, seed, game, section, output, fmt, as_json, book) -> None:
    if as_json:
        from .common import emit_json

        emit_json({"seed": seed, "game": game, "section": section, "items": [i.to_json() for i in items]})
        return
    from .common import output_format

    fmt = output_format(fmt, output, "md", FORMATS)
    if fmt == "pdf":
        if not output:
            raise BadInput("--format pdf writes a file: give -o FILE.pdf")
        from ..printing.pdf import weasyprint

        HTML = weasyprint().HTML  # BadInput with the install hint when it is missing
    from ..render import render

    title = book.game(game).title if game else "All draw games"
    again = " ".join(
        ["rulings quiz --print", f"--seed {seed}", f"--count {len(items)}"]
        + ([f"--game {game}"] if game else [])
        + ([f"--section {section}"] if section else [])
    )
    sheet = render(
        f"quiz_sheet.{'md' if fmt == 'md' else 'html'}.j2",
        items=items,
        seed=seed,
        title=title,
        section=book.citation(section) if section else "",
        again=again,
    )
    if not output:
        typer.echo(sheet, nl=False)
        return
    from ..files import atomic_write

    atomic_write(output, HTML(string=sheet).write_pdf() if fmt == "pdf" else sheet)
    typer.echo(f"Wrote {output} ({len(items)} questions, seed {seed}; the answer key is on its own page).", err=True)


@quiz_app.command(epilog="Example: rulings quiz stats --trainee ana")
def stats(
    trainee: str | None = option(
        "--trainee", "-t", help="Whose progress (default: your login name).", complete=complete_trainee
    ),
    db: str | None = option("--db", help="The progress database (default: RULINGS_DB or the user data dir)."),
    as_json: bool = option("--json", help="Print JSON only.", default=False),
) -> None:
    """Accuracy by section, and what is due for review."""
    from ..training.progress import Progress, default_trainee

    progress = Progress(trainee or default_trainee(), db)
    try:
        data = progress.stats()
    finally:
        progress.close()
    if as_json:
        from .common import emit_json

        emit_json(data)
        return
    from ..render import render

    typer.echo(render("quiz.txt.j2", part="stats", s=data), nl=False)
