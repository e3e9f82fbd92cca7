"""The phrases the terminal prints, kept in templates/ as plain catalogs (`name: text` a line).

Jinja2 renders the documents and the web pages; the terminal's views are a handful of phrases
laid out by code, and loading Jinja2 would double the start-up of every ruling (bench/startup.py).
"""

from __future__ import annotations

from functools import cache

from .paths import templates_dir


@cache
def phrases(name: str) -> dict[str, str]:
    """The catalog templates/NAME as {phrase name: text}."""
    out = {}
    for line in (templates_dir() / name).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            key, _, text = line.partition(":")
            out[key.strip()] = text.strip()
    return out
