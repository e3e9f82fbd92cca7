"""How many five-card hands of a deck fall in each category of a ranking, for printed charts.

Counted by enumerating the deck with the hand evaluator (:func:`rulings.cards.hands.category_counts`,
about a second per deck and ranking), then cached as JSON in the user cache dir
(``RULINGS_CACHE_DIR`` overrides it, as for the rulebook cache), keyed by deck, ranking and the
evaluator's version, so a change to the evaluator is counted afresh.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from itertools import combinations, combinations_with_replacement
from pathlib import Path

from ..errors import BadInput
from ..files import atomic_write, private_folder
from ..paths import cache_dir
from .notation import JOKER_RANK
from .notation import deck as deck_of
from .tables import CATEGORIES, check_ranking, decode, rank_pattern, tables


def evaluator_version() -> str:
    """Changes whenever the evaluator's code does (it keys the cached counts)."""
    digest = hashlib.sha256()
    for name in ("notation.py", "tables.py", "counts.py"):
        digest.update((Path(__file__).parent / name).read_bytes())
    return digest.hexdigest()[:12]


def hands_in_deck(deck: int) -> int:
    from math import comb

    return comb(deck, 5)


def hand_counts(
    deck: int, ranking: str, progress: Callable[[int, int], None] | None = None, use_cache: bool = True
) -> dict[str, int]:
    """Five-card hands per category (best first), counted by enumerating the deck with the hand
    evaluator, and cached as JSON keyed by deck, ranking and evaluator version."""
    version = evaluator_version()
    base = cache_dir() if use_cache else None
    base = private_folder(base) if base else None
    path = base / f"hand-counts-{deck}-{ranking}-{version}.json" if base else None
    if path and path.exists():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            counts = {str(k): int(v) for k, v in data["counts"].items()}
            if (data.get("deck"), data.get("ranking"), data.get("evaluator")) == (deck, ranking, version) and sum(
                counts.values()
            ) == hands_in_deck(deck):
                return counts
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            pass  # a damaged cache is only a cache: count again
    counts = category_counts(deck, ranking, progress=progress)
    if path:
        try:
            atomic_write(
                path,
                json.dumps({"deck": deck, "ranking": ranking, "evaluator": version, "counts": counts}, indent=1),
                mode=0o600,
            )
        except BadInput:
            pass  # only a cache
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


try:  # the C helper behind Counter.update; plain Python below if an interpreter lacks it
    from collections import _count_elements  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover

    def _count_elements(mapping, iterable):
        get = mapping.get
        for x in iterable:
            mapping[x] = get(x, 0) + 1


_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43)  # deuce .. ace, then the joker


def category_counts(deck: int, ranking: str, progress: Callable[[int, int], None] | None = None) -> dict[str, int]:
    """How many of the C(deck, 5) five-card hands fall in each category, best category first.

    Every hand of the deck is enumerated (2,598,960 or 2,869,685) and tallied by its rank pattern,
    then the suited hands (five naturals of a suit, or four and the joker) are enumerated again and
    moved to their suited pattern; each pattern is then valued once with the same tables as
    :func:`strength_function`, and the counts summed by category. (Rank patterns are tallied as
    products of one prime per rank, which stay below 2**30 and keep the inner loop in C.)
    ``progress(done, total)`` is called as the count goes (48 or 49 times).
    """
    check_ranking(ranking)
    if ranking == "deuce-to-seven" and deck == 53:
        raise BadInput("deuce-to-seven (Kansas City lowball) is played with 52 cards: use --deck 52")
    cards = deck_of(deck)
    t = tables(ranking)
    primes = [_PRIMES[c.rank] for c in cards]
    n = len(cards)
    total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) // 120
    # pair_products[k]: products of every pair of cards both at index >= k
    pair_products: list[list[int]] = [[] for _ in range(n + 1)]
    for k in range(n - 2, -1, -1):
        pk = primes[k]
        pair_products[k] = [pk * x for x in primes[k + 1 :]] + pair_products[k + 1]
    tally: dict[int, int] = {}
    done = 0
    for i in range(n - 4):
        a = primes[i]
        for j in range(i + 1, n - 3):
            ab = a * primes[j]
            for k in range(j + 1, n - 2):
                _count_elements(tally, map((ab * primes[k]).__mul__, pair_products[k + 1]))
        m = n - 1 - i
        done += m * (m - 1) * (m - 2) * (m - 3) // 24
        if progress is not None:
            progress(done, total)
    suited_tally: dict[int, int] = {}
    if ranking != "ace-to-five":
        jokers = [c for c in cards if c.is_joker]
        for suit in range(4):
            same = [_PRIMES[c.rank] for c in cards if c.suit == suit] + [_PRIMES[JOKER_RANK]] * len(jokers)
            for five in combinations(same, 5):
                p = five[0] * five[1] * five[2] * five[3] * five[4]
                suited_tally[p] = suited_tally.get(p, 0) + 1
    pattern_of = {}
    for ranks in combinations_with_replacement(range(14), 5):
        p = _PRIMES[ranks[0]] * _PRIMES[ranks[1]] * _PRIMES[ranks[2]] * _PRIMES[ranks[3]] * _PRIMES[ranks[4]]
        pattern_of[p] = rank_pattern(ranks)
    counts = dict.fromkeys(reversed(CATEGORIES[ranking]), 0)
    for p, count in tally.items():
        pattern = pattern_of[p]
        in_suit = suited_tally.get(p, 0)
        if in_suit:
            counts[decode(ranking, t.suited[pattern])[0]] += in_suit
        if count > in_suit:
            counts[decode(ranking, t.plain[pattern])[0]] += count - in_suit
    if sum(counts.values()) != total:  # pragma: no cover - a broken table, not bad input
        raise AssertionError("category counts do not add up to the number of hands")
    return counts
