"""Where the user's database is: `--db PATH`, else RULINGS_DB, else rulings.db in the user data
folder. Apart from store/database.py so that finding it does not import sqlite3."""

from __future__ import annotations

import os
from pathlib import Path

from ..paths import user_dir


def default_path() -> Path:
    env = os.environ.get("RULINGS_DB")
    if env:
        return Path(env)
    return user_dir("data") / "rulings.db"


def resolve(path: str | Path | None = None) -> Path:
    """`--db PATH` if given, else RULINGS_DB, else the user data directory."""
    return Path(path) if path else default_path()
