"""`rulings summary`: a printable summary of the rules in force in a game, under a room's house options."""

from __future__ import annotations

from typing import Any

import typer

from ..errors import BadInput
from .common import complete_game, complete_summary_format, option


def register(app: typer.Typer) -> None:
    app.command(
        epilog="Examples: rulings summary --game lowball --house room.yaml -o lowball.html | "
        "rulings summary --all --format pdf -o rules.pdf | "
        "rulings summary --game jacks-back --quick"
    )(summary)


def summary(
    game: str | None = option(
        "--game",
        "-g",
        help="The game: five-card-draw, jacks-or-better, lowball, kansas-city-lowball or jacks-back.",
        complete=complete_game,
    ),
    all_games: bool = option("--all", help="A booklet of every game instead of one.", default=False),
    house: str | None = option(
        "--house",
        help="The room's house profile (default: $RULINGS_HOUSE, else house.yaml in the user config folder).",
        metavar="FILE",
    ),
    book_only: bool = option(
        "--book", help="The book's main rules: no house profile, not even the default one.", default=False
    ),
    fmt: str | None = option(
        "--format",
        help="Output format (default: from the -o suffix, else txt).",
        complete=complete_summary_format,
        metavar="html|md|txt|pdf",
    ),
    output: str | None = option(
        "--output", "-o", help="Write to this file (default: stdout; for pdf, GAME-summary.pdf)."
    ),
    template_dir: str | None = option(
        "--template-dir", help="A directory of templates that replace the shipped ones of the same name."
    ),
    quick: bool = option("--quick", help="Only the one-page quick-reference card.", default=False),
    paper: str | None = option(
        "--paper", help="Page size (default: the printer's for HTML, letter for PDF).", metavar="letter|a4"
    ),
) -> None:
    """Print the rules of a game as this room plays them: quick card, house options, rules, hand chart."""
    from pathlib import Path

    if bool(game) == all_games:
        raise BadInput("give --game GAME or --all (one of them)")
    from ..printing import documents
    from ..printing import summary as sm
    from .common import output_format

    fmt = output_format(fmt, output, "txt", documents.FORMATS)
    if paper is not None and paper.lower() not in documents.PAPERS:
        raise BadInput(f"unknown paper size {paper!r}: choose one of {', '.join(documents.PAPERS)}")
    if template_dir is not None and not Path(template_dir).is_dir():
        raise BadInput(f"template directory {template_dir!r} does not exist")
    if fmt == "pdf":
        from ..printing.pdf import weasyprint

        weasyprint()  # fail now, with the install hint, not after the work

    from .common import house as house_in_force

    b, profile = house_in_force(house, book_only)
    ids = list(b.games) if all_games else [b.game(game).id]
    shared: list = []
    if all_games and not quick:  # a booklet: the general rules once, then each game's own
        from ..printing.booklet import booklet

        made = booklet(b, ids, profile, progress=_progress)
        views, shared = made.games, made.shared
    else:
        views = sm.build_all(b, ids, profile, with_charts=not quick, progress=_progress)
    if fmt == "pdf":
        doc = documents.render_pdf(
            views, quick=quick, template_dir=template_dir, paper=paper or "letter", book=b, shared=shared
        )
        target = output or f"{'all-games' if all_games else ids[0]}-{'quick' if quick else 'summary'}.pdf"
        data = doc.write_pdf()
        if target == "-":
            import sys

            sys.stdout.buffer.write(data)
            sys.stdout.flush()
        else:
            _write(Path(target), data)
            typer.echo(f"wrote {target} ({len(doc.pages)} page{'s' if len(doc.pages) != 1 else ''})", err=True)
        return
    text = documents.render(views, fmt, quick=quick, template_dir=template_dir, paper=paper, book=b, shared=shared)
    if output and output != "-":
        _write(Path(output), text.encode("utf-8"))
        typer.echo(f"wrote {output}", err=True)
    else:
        typer.echo(text, nl=False)


def _write(path, data: bytes) -> None:
    from ..files import atomic_write

    atomic_write(path, data)


def _progress(deck: int, ranking: str):
    """A progress bar on stderr while the hand chart is counted (nothing when it is cached)."""
    from ..cards.counts import cached_counts

    if cached_counts(deck, ranking):
        return None
    return _Bar(f"Counting the {deck}-card deck's five-card hands ({ranking})")


class _Bar:
    def __init__(self, label: str):
        self.label = label
        self.bar: Any = None
        self.done = 0

    def __call__(self, done: int, total: int) -> None:
        import sys

        if self.bar is None:
            self.bar = typer.progressbar(length=total, label=self.label, file=sys.stderr)
            self.bar.__enter__()
        self.bar.update(done - self.done)
        self.done = done
        if done >= total:
            self.bar.__exit__(None, None, None)
