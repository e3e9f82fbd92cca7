"""Where the user's database is: `--db PATH` or `--db postgresql://...`, else RULINGS_DB, else
rulings.db in the user data folder. Apart from store/database.py so that finding it does not
import sqlite3 (the `ask` path is start-up sensitive).

A PostgreSQL URL is kept as a string; everything shown to a person goes through `shown()`, which
hides the password (in the URL's user part or a `password=` parameter).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from ..paths import user_dir

URL_SCHEMES = ("postgresql://", "postgres://")


def default_path() -> Path:
    env = os.environ.get("RULINGS_DB")
    if env:
        return Path(env)
    return user_dir("data") / "rulings.db"


def is_url(target: object) -> bool:
    return isinstance(target, str) and target.lower().startswith(URL_SCHEMES)


def resolve(db: str | Path | None = None) -> Path | str:
    """`--db` if given, else RULINGS_DB, else the user data directory: a Path for an SQLite file,
    the URL itself (a str) for PostgreSQL."""
    if not db:
        db = os.environ.get("RULINGS_DB") or None
    if is_url(db):
        return str(db).strip()
    return Path(db) if db else default_path()


# Compiled (and kept by `re`) only for a URL: finding an SQLite file needs neither.
_USER_PASSWORD = r"(?i)^([a-z]+://[^:/?#@]*:)([^/?#]*)@"
_PARAM_PASSWORD = r"(?i)([?&]password=)([^&#]*)"


def passwords(target: Path | str) -> list[str]:
    """The password(s) a URL carries, as written and decoded (to scrub them from any message)."""
    if not is_url(target):
        return []
    from urllib.parse import unquote

    text = str(target)
    found = [m.group(2) for m in (re.search(_USER_PASSWORD, text), *re.finditer(_PARAM_PASSWORD, text)) if m]
    return sorted(
        {p for raw in found if raw for p in (raw, unquote(raw), unquote(raw.replace("+", " "))) if p},
        key=len,
        reverse=True,
    )


def shown(target: Path | str) -> str:
    """The database as named in messages: a path, or the URL with its password hidden."""
    if not is_url(target):
        return str(target)
    text = re.sub(_USER_PASSWORD, lambda m: m.group(1) + "***@" if m.group(2) else m.group(0), str(target))
    return re.sub(_PARAM_PASSWORD, lambda m: m.group(1) + "***", text)


def scrub(message: str, target: Path | str) -> str:
    """`message` with every password of `target` replaced by ***."""
    for secret in passwords(target):
        message = message.replace(secret, "***")
    return message
