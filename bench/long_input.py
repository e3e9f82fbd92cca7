"""The longest input a floor person may give, against an ordinary one: searching and reading a
story of the most characters accepted (engine/search.py MAX_TEXT, 2,000), in shapes chosen to be
slow (every word a typo that sends it to the fuzzy matcher, every word a rules word, one word
repeated, digits and card runs), timed against a short query the same way.

Goal: any of them under 100 ms. Figures are medians of --runs, in milliseconds and as a ratio to
the short query in the same run.

    python bench/long_input.py [--runs 9]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rulings.engine.search import MAX_TEXT, search
from rulings.floor.matching import find_matches, outside_disputes
from rulings.floor.phrases import indexed
from rulings.rules.phrasing import tokens
from rulings.floor.story import _read as read  # the cache behind story.read (read with a room)
from rulings.rules.load import load

SHORT = "seat 6 wants to raise again after four raises"


def shapes(book) -> dict[str, str]:
    rng = random.Random(1)
    rules_words = sorted({w for c in book.clauses.values() for w in c.title.lower().split() if w.isalpha()})
    typo = lambda w: w[:-2] + w[-1] + w[-2] if len(w) > 3 else w + "q"  # noqa: E731

    def fill(make) -> str:
        out = ""
        while len(out) < MAX_TEXT - 20:
            out += make() + " "
        return out[:MAX_TEXT].strip()

    return {
        "rules words": fill(lambda: rng.choice(rules_words)),
        "every word a typo": fill(lambda: typo(rng.choice(rules_words))),
        "one word repeated": fill(lambda: "raise"),
        "digits and card runs": fill(lambda: rng.choice(["7-5-4-3-2", "Ah Kh", "$30-$60", "seat 4", "99", "Jk"])),
        "a story, repeated": fill(lambda: "seat 3 bet, seat 5 raised and seat 7 reraised, can seat 3 raise again?"),
    }


def timed(fn, runs: int) -> float:
    out = []
    for _ in range(runs):
        for cached in (read, find_matches, tokens, indexed):  # each text read afresh, as in a new dispute
            cached.cache_clear()
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return statistics.median(out) * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=9)
    args = ap.parse_args()
    book = load()
    game = "five-card-draw"

    def whole(text: str):  # what `ask` does with the first answer: search, read, outside disputes
        return lambda: (find_matches(book, game, text), next(outside_disputes(book, text), None))

    base_search = timed(lambda: search(book, SHORT, game=game), args.runs)
    base_story = timed(whole(SHORT), args.runs)
    print(f"short query ({len(SHORT)} characters): search {base_search:.1f} ms, story {base_story:.1f} ms")
    print(f"{'input of ' + str(MAX_TEXT) + ' characters':<32} {'search ms':>10} {'x short':>8} {'story ms':>9} {'x short':>8}")
    for name, text in shapes(book).items():
        s = timed(lambda text=text: search(book, text, game=game), args.runs)
        w = timed(whole(text), args.runs)
        print(f"{name:<32} {s:>10.1f} {s / base_search:>8.1f} {w:>9.1f} {w / base_story:>8.1f}")


if __name__ == "__main__":
    main()
