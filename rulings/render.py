"""Output wording lives in templates/ (Jinja2); this module sets up the environment and renders.

With a room's own templates (`--template-dir`), every template renders in Jinja's sandbox: a
template reads the values it is given and cannot reach Python's internals
(`''.__class__.__mro__`), call what is unsafe, change the values it is given, or build huge
values with `*` and `**`. Templates
are read like every user file (regular files only, at most MAX_FILE_BYTES), and their output is
capped at MAX_OUTPUT characters. Any error in a template (its syntax, an undefined name, a
sandbox violation, a missing file, a failing expression) is one BadInput line naming the template
file and line.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import jinja2
from jinja2.sandbox import ImmutableSandboxedEnvironment, SecurityError

from .errors import BadInput
from .paths import templates_dir

#: The most text one template may produce (characters); a printed sheet is a few hundred KB.
MAX_OUTPUT = 20_000_000
#: The largest value `*` (repetition) or `**` may build in a template, in items or bits.
MAX_BUILT = 1_000_000


class _Sandbox(ImmutableSandboxedEnvironment):
    intercepted_binops = frozenset(["*", "**"])

    def call_binop(self, context, operator, left, right):
        if operator == "**" and _power_bits(left, right) > MAX_BUILT:
            raise SecurityError(f"{left!r} ** {right!r} is too large for a template")
        if operator == "*" and _repeated(left, right) > MAX_BUILT:
            raise SecurityError("a value repeated with * is too large for a template")
        return super().call_binop(context, operator, left, right)


def environment(override_dir: str | Path | None = None) -> jinja2.Environment:
    dirs = [str(override_dir)] if override_dir else []
    dirs.append(str(templates_dir()))
    # The shipped templates alone are our own code and render in a plain environment (the sandbox's
    # checks of every attribute double the time of a booklet); with a room's folder, all sandboxed.
    env = (_Sandbox if override_dir else jinja2.Environment)(
        loader=_Loader(dirs),
        autoescape=jinja2.select_autoescape(enabled_extensions=("html", "html.j2"), default_for_string=False),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["wrap"] = _wrap
    return env


def _power_bits(base: Any, exponent: Any) -> float:
    """About how many bits base ** exponent takes (floats overflow on their own: no limit)."""
    if not (isinstance(base, int) and isinstance(exponent, int)) or exponent <= 0 or abs(base) < 2:
        return 0
    return abs(base).bit_length() * exponent


def _repeated(left: Any, right: Any) -> int:
    """The length of `left * right` when it repeats a sequence (a string or a list), else 0."""
    for seq, n in ((left, right), (right, left)):
        if isinstance(seq, (str, list, tuple)) and isinstance(n, int) and not isinstance(n, bool):
            return len(seq) * max(n, 0)
    return 0


class _Loader(jinja2.BaseLoader):
    """Templates from the override folder first, then the shipped ones; each read through
    rulings.files.read_text (a FIFO or /dev/zero under a template's name is refused, never read)."""

    def __init__(self, dirs: list[str]):
        self.dirs = dirs
        self.files: set[str] = set()  # the files loaded, to find a template's line in an error

    def get_source(self, environment, template: str):
        from jinja2.loaders import split_template_path

        from .files import read_text

        pieces = split_template_path(template)  # refuses '..' (no template outside the folders)
        for folder in self.dirs:
            path = os.path.join(folder, *pieces)
            if os.path.lexists(path):
                source = read_text(path, "template")
                self.files.add(path)
                return source, path, lambda: True
        raise jinja2.TemplateNotFound(template)


def _wrap(text: str, width: int = 88, indent: str = "") -> str:
    from .style import Style

    return Style(width).wrap(str(text), indent)


def render(name: str, override_dir: str | Path | None = None, **context) -> str:
    return run(environment(override_dir), name, context)


def run(env, name: str, context: dict) -> str:
    """The template `name` rendered with `context`; an error in it is BadInput naming the
    template file and line."""

    try:
        out, size = [], 0
        for chunk in env.get_template(name).generate(**context):
            size += len(chunk)
            if size > MAX_OUTPUT:
                raise jinja2.TemplateRuntimeError(f"the output passed {MAX_OUTPUT:,} characters")
            out.append(chunk)
        return "".join(out)
    except BadInput:
        raise
    except jinja2.TemplateSyntaxError as e:
        raise BadInput(f"{e.filename or e.name}:{e.lineno}: template error: {e.message}") from None
    except jinja2.TemplateNotFound as e:
        where = _where(e, env)
        folders = " or ".join(env.loader.dirs)
        raise BadInput(f"{where + ': ' if where else ''}template {e.name!r} not found (in {folders})") from None
    except jinja2.TemplateError as e:  # undefined names, sandbox violations, the output cap
        raise BadInput(f"{_where(e, env) or name}: template error: {e.message or type(e).__name__}") from None
    except Exception as e:
        where = _where(e, env)
        if not where:  # not in a template: a bug of ours
            raise
        raise BadInput(f"{where}: template error: {type(e).__name__}: {e}") from None


def _where(e: BaseException, env) -> str:
    """`file:line` of the innermost template frame of an error's traceback ('' when none)."""
    files: set[str] = getattr(env.loader, "files", set())
    found = ""
    tb = e.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename in files:
            found = f"{tb.tb_frame.f_code.co_filename}:{tb.tb_lineno}"
        tb = tb.tb_next
    return found
