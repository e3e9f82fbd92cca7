"""Load the validated rule data (rules_data/), from the cache when it is fresh.

Every problem is reported as `file:line: id: what is wrong` (rules/build.py). Commands refuse to
run on data with problems (exit 2); `rulings lint` lists them all. Nothing raises on malformed
data except the DataError that `strict` asks for.
"""

from __future__ import annotations

from pathlib import Path

from ..errors import DataError
from ..paths import rules_dir
from . import cache
from .book import Rulebook

TOP_FILES = (
    "outline.yaml",
    "games.yaml",
    "facts.yaml",
    "house_options.yaml",
    "roles.yaml",
    "quick_card.yaml",
    "words.yaml",
    "outside.yaml",
)


def data_files(root: Path) -> list[Path]:
    parts = sorted((root / "parts").glob("*.yaml")) if (root / "parts").is_dir() else []
    return [root / n for n in TOP_FILES if (root / n).exists()] + parts


def load(root: Path | None = None, strict: bool = True, use_cache: bool = True) -> Rulebook:
    """The validated rulebook. With strict, data problems raise DataError (exit 2)."""
    root = Path(root) if root else rules_dir()
    if not root.is_dir():
        problem = f"{root}: {'not a folder' if root.exists() else 'the rule data folder does not exist'}"
        if strict:
            raise DataError(problem)
        return Rulebook({}, {}, {}, {}, {}, [problem], "")
    files = data_files(root)
    key = cache.key_for(files) if use_cache else ""
    book = cache.read_rulebook(key) if key else None
    if book is None:
        from .build import build

        book = build(root, files)
        book.cache_key = key
        if key and not book.problems:
            cache.write_rulebook(book)
    if strict and book.problems:
        more = f" (and {len(book.problems) - 1} more; run `rulings lint`)" if len(book.problems) > 1 else ""
        raise DataError(book.problems[0] + more)
    return book
