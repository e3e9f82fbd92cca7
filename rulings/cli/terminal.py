"""The interview at a terminal: a loop over floor.interview.next_step, reading one line a question.

Numbered choices, not arrow-key menus, so the same code serves a person, a script and CliRunner
tests. At every question: `?` (help, and which rules the answer decides between), `back` (undo the
last answer, or the last thing taken from the story), `unknown` (the ruling then states its
branches). Line editing and history come from readline when the input is a terminal.
"""

from __future__ import annotations

import sys

import typer

from ..errors import BadInput
from ..floor.interview import CARDS, DROP, TOPIC, Answer, Done, Question, back, next_step
from ..floor.typed import interpret

HELP_WORDS = ("?", "help", "why")
BACK_WORDS = ("back", "b", "undo")
UNKNOWN_WORDS = ("unknown", "u", "skip", "dont know", "don't know", "?unknown", "idk")


class InputEnded(Exception):
    """The person closed the input (end of file) before the interview finished."""


class Terminal:
    def __init__(self, to_stderr: bool = False):
        self.to_stderr = to_stderr  # --json: the conversation on stderr, the JSON alone on stdout
        self.transcript: list[dict] = []
        self._editing = sys.stdin.isatty()
        if self._editing:
            try:
                import readline  # noqa: F401 - line editing and history for input()
            except ImportError:  # pragma: no cover - not every platform has it
                self._editing = False

    def out(self, text: str = "", nl: bool = True) -> None:
        typer.echo(text, nl=nl, err=self.to_stderr)

    def read(self, prompt: str) -> str:
        if self._editing and not self.to_stderr:
            try:
                return input(prompt).strip()
            except EOFError:
                raise InputEnded from None
        self.out(prompt, nl=False)
        line = sys.stdin.readline()
        if not line:
            raise InputEnded
        self.out(line.rstrip("\n"))  # echo scripted answers so a transcript reads well
        return line.strip()

    def interview(self, book, game, house, about=None) -> Done:
        story, answers = "", list[Answer]()
        shown: set[str] = set()  # the readings of the story already said
        while True:
            step = next_step(book, game, house, story, answers, about)
            if isinstance(step, Done):
                return step
            if step.kind == "story":
                story = self._story()
                continue
            new = [r for r in step.understood if r.fact not in shown]
            if new:  # before the first question, and again when the dispute chosen reads more
                from ..floor.present import understood_words

                back_hint = "  (back undoes the last)" if step.kind == "fact" else ""
                self.out("From your words: " + " · ".join(understood_words(book, new)) + back_hint)
                shown |= {r.fact for r in new}
            text = self.read(_prompt(step))
            word = text.lower()
            if step.kind == "topic" and word in ("0", *BACK_WORDS):
                story = ""  # none of these: describe it again
                continue
            if step.kind == "fact" and word in HELP_WORDS:
                self.out(_why(step))
                continue
            if step.kind == "fact" and word in BACK_WORDS:
                if not answers and not step.understood:
                    self.out("Nothing to undo yet.")
                    continue
                before = answers
                answers = back(answers, step)
                self.out(_undone(book, before, answers))
                continue
            fid = step.fact.id if step.fact else ""
            if step.kind == "fact" and word in UNKNOWN_WORDS:
                answers = answers + [Answer(fid, None, unknown=True)]
                self.transcript.append({"question": step.prompt, "fact": fid, "answer": "unknown"})
                continue
            try:
                answer = interpret(step, text)
            except BadInput as e:  # say why and ask again
                self.out(f"  {e}")
                continue
            answers = answers + [answer]
            if step.kind == "fact":
                self.transcript.append({"question": step.prompt, "fact": fid, "answer": text})
                if answer.key != fid:
                    self._cards_said(book, game or _game(answers), house, story, answers, step, about)
            elif step.kind == "game":
                game = answer.value
                answers = answers[:-1]

    def _story(self) -> str:
        while True:
            text = self.read("What happened? (a few words)\n> ")
            if text:
                self.transcript.append({"question": "What happened?", "answer": text})
                return text

    def _cards_said(self, book, game, house, story, answers, step: Question, about) -> None:
        nxt = next_step(book, game, house, story, answers, about)
        ctx = (
            nxt.context
            if isinstance(nxt, Question) and nxt.context
            else (nxt.ruling.context if isinstance(nxt, Done) else None)
        )
        fact = step.fact
        value = ctx.value(fact.id) if ctx and fact else None
        if value is None or fact is None:
            self.out("  Cards noted; one more answer decides what they mean here.")
        else:
            self.out(f"  From the cards: {fact.label(value)}.")


def _game(answers: list[Answer]) -> str | None:
    return next((a.value for a in answers if a.key == "@game"), None)


def _prompt(step: Question) -> str:
    if step.kind == "game":
        lines = "\n".join(f"  {n}) {words}  [{value}]" for n, (value, words) in enumerate(step.choices, 1))
        return f"{step.prompt}\n{lines}\n> "
    if step.kind == "topic":
        lines = "\n".join(f"  {n}) {m.title}  ({m.section})" for n, m in enumerate(step.matches, 1))
        return f"{step.prompt}\n{lines}\n  0) none of these - describe it again\n> "
    cards = ""
    if step.cards_for is not None and step.fact is not None and step.cards_for.id != step.fact.id:
        cards = f"\n  (or type the cards: {step.cards_for.question})"
    if step.choices:
        lines = "\n".join(f"  {i}) {words}" for i, (_, words) in enumerate(step.choices, 1))
        hint = "number or the cards" if cards else "number"
        return f"Q{step.number}. {step.prompt}{cards}\n{lines}\n  [{hint}, ? for help, back, unknown] > "
    hint = {"yes/no": "yes/no", "number": "a number"}.get(step.fact.type if step.fact else "", "text")
    if step.accepts_cards:
        hint += " or the cards"
    return f"Q{step.number}. {step.prompt}{cards}\n  [{hint}, ? for help, back, unknown] > "


def _why(step: Question) -> str:
    lines = [f"  {step.help}"] if step.help else []
    lines.append("  Asked because the answer decides between:")
    lines += [f"  - {w}" for w in step.why] or ["  - (no rule depends on it any more)"]
    return "\n".join(lines)


def _undone(book, before: list[Answer], after: list[Answer]) -> str:
    if len(after) > len(before) and after[-1].key == DROP:
        fact = book.facts[after[-1].value]
        return f"Undone: taken from what you typed ({fact.question})"
    gone = next(a for n, a in enumerate(before) if n >= len(after) or after[n] != a)
    if gone.key == TOPIC:
        return "Undone: the dispute chosen"
    if gone.key == CARDS:
        return f"Undone: the cards ({' / '.join(gone.value.values())})"
    fact = book.facts.get(gone.key)
    return f"Undone: {fact.question if fact else gone.key}"
