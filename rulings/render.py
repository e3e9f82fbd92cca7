"""Output wording lives in templates/ (Jinja2); this module only sets up the environment."""

from __future__ import annotations

from pathlib import Path

from .paths import templates_dir


def environment(override_dir: str | Path | None = None):
    import jinja2

    dirs = [str(override_dir)] if override_dir else []
    dirs.append(str(templates_dir()))
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(dirs),
        autoescape=jinja2.select_autoescape(enabled_extensions=("html", "html.j2"), default_for_string=False),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["wrap"] = _wrap
    return env


def _wrap(text: str, width: int = 88, indent: str = "") -> str:
    from .style import Style

    return Style(width).wrap(str(text), indent)


def render(name: str, override_dir: str | Path | None = None, **context) -> str:
    return environment(override_dir).get_template(name).render(**context)
