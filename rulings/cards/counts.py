"""How many five-card hands of a deck fall in each category of a ranking, for printed charts.

Counted by enumerating the deck with the hand evaluator (:func:`rulings.cards.hands.category_counts`,
about a second per deck and ranking), then cached as JSON in the user cache dir
(``RULINGS_CACHE_DIR`` overrides it, as for the rulebook cache), keyed by deck, ranking and the
evaluator's version, so a change to the evaluator is counted afresh.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Callable

from ..paths import cache_dir


def evaluator_version() -> str:
    """Changes whenever the hand evaluator's code does (it keys the cached counts)."""
    from . import notation as cards
    from . import hands

    digest = hashlib.sha256(str(getattr(hands, "__version__", "")).encode())
    for mod in (hands, cards):
        digest.update(Path(mod.__file__).read_bytes())
    return digest.hexdigest()[:12]


def hands_in_deck(deck: int) -> int:
    from math import comb

    return comb(deck, 5)


def hand_counts(deck: int, ranking: str, progress: Callable[[int, int], None] | None = None,
                use_cache: bool = True) -> dict[str, int]:
    """Five-card hands per category (best first), counted by enumerating the deck with the hand
    evaluator, and cached as JSON keyed by deck, ranking and evaluator version."""
    from . import hands

    version = evaluator_version()
    base = cache_dir() if use_cache else None
    path = base / f"hand-counts-{deck}-{ranking}-{version}.json" if base else None
    if path and path.exists():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            counts = {str(k): int(v) for k, v in data["counts"].items()}
            if (data.get("deck"), data.get("ranking"), data.get("evaluator")) == (deck, ranking, version) \
                    and sum(counts.values()) == hands_in_deck(deck):
                return counts
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            pass  # a damaged cache is only a cache: count again
    counts = dict(hands.category_counts(deck, ranking, progress=progress))
    if path:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps({"deck": deck, "ranking": ranking, "evaluator": version, "counts": counts},
                                      indent=1), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            pass
    return counts


def cached_counts(deck: int, ranking: str) -> bool:
    base = cache_dir()
    return bool(base and (base / f"hand-counts-{deck}-{ranking}-{evaluator_version()}.json").exists())


_CATEGORY_NAMES = {"high-card": "High card (no pair)", "ace-high": "Ace-high (no pair)", "five-aces": "Five aces"}


def category_name(category: str) -> str:
    if category in _CATEGORY_NAMES:
        return _CATEGORY_NAMES[category]
    if category.endswith("-low"):
        return category[:-4].capitalize() + "-low (no pair)"
    return category.replace("-", " ").capitalize()


def odds(total: int, count: int) -> str:
    """'1 in 4,165': how rare a category is."""
    ratio = total / count
    return f"1 in {ratio:,.0f}" if ratio >= 10 else f"1 in {ratio:.2f}".rstrip("0").rstrip(".")
