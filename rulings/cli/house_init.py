"""`rulings house init`: a house profile made by answering questions (rules/house_file.py lists
them and writes the file). Only typer at module level (start-up)."""

from __future__ import annotations

import typer

from ..errors import BadInput
from .common import option


# -- making one ---------------------------------------------------------------------------------------
def init(
    output: str | None = option(
        "--output",
        "-o",
        help="Write here (default: house.yaml in the user config folder, the default profile).",
        metavar="FILE",
    ),
    force: bool = option("--force", help="Overwrite FILE if it exists, without asking.", default=False),
) -> None:
    """Make a house profile by answering questions: every house option and each game's table setup, with what the book says."""
    import os
    from pathlib import Path

    from ..files import atomic_write
    from ..paths import user_dir
    from ..rules.house import profile_from
    from ..rules.house_file import choices, profile_text
    from ..rules.yamlio import parse_yaml
    from ..times import now_utc
    from .common import book as load_book
    from .terminal import InputEnded, Terminal

    default = user_dir("config") / "house.yaml"
    target = Path(output) if output else default
    b = load_book()
    term = Terminal()
    try:
        if target.is_dir():  # said before any question, not after them all
            raise BadInput(f"cannot write {target}: it is a folder")
        if target.exists() and not force:
            if term.read(f"{target} exists. Replace it? [y/N] > ").lower() not in ("y", "yes"):
                term.out("Nothing written.")
                raise typer.Exit(1)
        term.out("A house profile: the rule this room plays wherever the book gives a choice, and the")
        term.out("table setup of each game. Enter keeps the book's main rule, and leaves a table setup to")
        term.out("be asked at each ruling; `back` goes to the previous question.\n")
        name = _ask_text(term, "The room's name > ", "name", required=True)
        note = _ask_text(term, "A note printed under the name (Enter for none) > ", "note")
        zone = _ask_zone(term)
        picked = _ask_choices(term, choices(b))
    except InputEnded:
        typer.echo("\nInput ended; nothing was written.", err=True)
        raise typer.Exit(1) from None
    text = profile_text(b, name, note, zone, picked, today=now_utc().date().isoformat())
    profile_from(parse_yaml(text, str(target), "house profile"), target, b)  # what we write reads back
    target.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(target, text)
    term.out(f"\nWrote {target}. Check it any time with: rulings house check {target}")
    named = os.environ.get("RULINGS_HOUSE", "").strip()
    if target.resolve() == default.resolve() and named:
        term.out(f"RULINGS_HOUSE names {named}, which comes first: unset it to play by this profile.")
    elif target.resolve() == default.resolve():
        term.out("It is the default house profile now: every command plays by it (--book for the book's main rules).")
    else:
        term.out(f"Use it with --house {target}, or make it the default: export RULINGS_HOUSE={target}")


def _ask_text(term, prompt: str, what: str, required: bool = False) -> str:
    from ..rules.house import MAX_NAME, MAX_NOTE, text_field

    while True:
        problems: list[str] = []
        text = text_field(term.read(prompt), "", what, MAX_NAME if what == "name" else MAX_NOTE, problems)
        if problems:
            term.out(f"  {problems[0]}")
        elif text or not required:
            return text


def _ask_zone(term) -> str:
    from ..errors import DataError
    from ..rules.house import timezone

    while True:
        text = term.read("The room's time zone, for the log's times (such as Europe/London; Enter for the system's) > ")
        try:
            return timezone(text, "time zone")
        except DataError as e:
            term.out(f"  {e}")


def _ask_choices(term, questions: list) -> dict:
    from ..rules.house_file import UNSET

    picked: dict = {}
    n = 0
    while n < len(questions):
        q = questions[n]
        term.out(f"\n{n + 1}/{len(questions)}. {q.title}")
        if q.where:
            term.out(f"   In the book: {q.where}")
        for i, p in enumerate(q.picks, 1):
            mark = " (the main rule)" if p.main and q.game is None else " (the usual)" if p.main else ""
            term.out(f"  {i}) {p.label}{mark}")
            if p.says:
                term.out(f"       the book: {p.says}")
        first = q.picks.index(q.default) + 1
        answer = term.read(f"  [1-{len(q.picks)}, Enter for {first}, back] > ").lower()
        if answer in ("back", "b"):
            n = max(0, n - 1)
            continue
        if not answer:
            choice = q.default
        elif answer.isascii() and answer.isdigit() and 1 <= int(answer) <= len(q.picks):
            choice = q.picks[int(answer) - 1]
        else:
            term.out(f"  Type a number from 1 to {len(q.picks)}, Enter, or back.")
            continue
        picked[q.key] = choice.value if choice.value is not UNSET else UNSET
        n += 1
    return picked
