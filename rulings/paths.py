"""Where the shipped data lives: inside the installed package, or at the top of a checkout."""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _find(name: str) -> Path:
    inside = _PACKAGE / name  # installed wheel: force-included next to the modules
    if inside.is_dir():
        return inside
    return _PACKAGE.parent / name  # a source checkout


def rules_dir() -> Path:
    """RULINGS_DATA_DIR points at another copy of the rule data (a room's edited rules, tests)."""
    override = os.environ.get("RULINGS_DATA_DIR")
    return Path(override) if override else _find("rules_data")


def templates_dir() -> Path:
    return _find("templates")


def cache_dir() -> Path | None:
    """Where computed data is cached (the loaded rulebook, hand counts): RULINGS_CACHE_DIR, else
    the platform's user cache directory."""
    base = os.environ.get("RULINGS_CACHE_DIR")
    if not base:
        try:
            from platformdirs import user_cache_dir
        except ImportError:  # pragma: no cover
            return None
        base = user_cache_dir("rulings", appauthor=False)
    return Path(base)
