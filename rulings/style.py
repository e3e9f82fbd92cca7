"""How text is laid out for the terminal: the width it wraps to, and colour where it is wanted.

Width: the terminal's, kept between 40 and 100 columns; 88 when the output is not a terminal.
Colour only on a terminal: the decision in bold, hearts and diamonds in red; never with the
NO_COLOR environment variable (https://no-color.org) or `--no-color`.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import textwrap

from .records import record

MIN_WIDTH, MAX_WIDTH, PIPE_WIDTH = 40, 100, 88
# Patterns compiled (and kept by `re`) when first used: the class of characters `clean` drops
# takes 0.4 ms to compile, and a line with none of them never needs it.
_RED_SUITS = "([♥♦])"
_CONTROL = r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]"

NO_COLOR_FLAG = {"set": False}  # the global --no-color option


@record
class Style:
    width: int = PIPE_WIDTH
    colour: bool = False

    def wrap(self, text: str, indent: str = "", hang: str | None = None) -> str:
        """`text` wrapped to the width, never breaking a word or an outline id at its hyphen."""
        width = max(self.width, len(indent) + 20)
        return textwrap.fill(
            " ".join(str(text).split()),
            width=width,
            initial_indent=indent,
            subsequent_indent=indent if hang is None else hang,
            break_on_hyphens=False,
            break_long_words=False,
        )

    def bold(self, text: str) -> str:
        return f"\033[1m{text}\033[0m" if self.colour else text

    def suits(self, text: str) -> str:
        return re.sub(_RED_SUITS, "\033[31m\\1\033[0m", text) if self.colour else text


def for_stream(stream=None) -> Style:
    """The style for printing to `stream` (default stdout)."""
    stream = stream or sys.stdout
    try:
        tty = stream.isatty()
    except (AttributeError, ValueError):
        tty = False
    if not tty:
        return Style(PIPE_WIDTH, False)
    width = shutil.get_terminal_size((PIPE_WIDTH, 24)).columns
    colour = not os.environ.get("NO_COLOR") and not NO_COLOR_FLAG["set"] and os.environ.get("TERM") != "dumb"
    return Style(min(MAX_WIDTH, max(MIN_WIDTH, width - 1)), colour)


def clean(text: object) -> str:
    """Stored or typed text made safe to print: control characters (terminal escapes among
    them) and bidirectional overrides are dropped; tabs and newlines stay."""
    shown = str(text)
    if shown.isprintable():  # every character dropped is unprintable: nothing to drop
        return shown
    return re.sub(_CONTROL, "", shown)
