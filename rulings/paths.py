"""Where the shipped data lives: inside the installed package, or at the top of a checkout."""

from __future__ import annotations

import os
from pathlib import Path

APP = "rulings"
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


def user_dir(kind: str) -> Path:
    """The platform's folder for the user's `kind` of files ("cache", "data" or "config"), for this
    tool. On Linux the XDG rule is read directly (it is one environment variable and a default,
    and start-up is a hot path); elsewhere platformdirs knows the platform's conventions."""
    import sys

    if sys.platform.startswith("linux"):
        env, default = {
            "cache": ("XDG_CACHE_HOME", ".cache"),
            "data": ("XDG_DATA_HOME", ".local/share"),
            "config": ("XDG_CONFIG_HOME", ".config"),
        }[kind]
        base = os.environ.get(env, "").strip()
        root = Path(base) if base and os.path.isabs(base) else Path.home() / default
        return root / APP
    import platformdirs

    finder = {
        "cache": platformdirs.user_cache_dir,
        "data": platformdirs.user_data_dir,
        "config": platformdirs.user_config_dir,
    }[kind]
    return Path(finder(APP, appauthor=False))


def cache_dir() -> Path | None:
    """Where computed data is cached (the loaded rulebook, hand counts): RULINGS_CACHE_DIR, else
    the platform's user cache folder."""
    base = os.environ.get("RULINGS_CACHE_DIR")
    return Path(base) if base else user_dir("cache")
