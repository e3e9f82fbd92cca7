"""Quiz items under the item check: N items per game, made as a trainer makes them (sheets of 20,
one seed each), each checked by rulings/training/check.py, which works every key out again with the
engine or the hand evaluator from the item's own facts and cards.

Reported per game: items made, by kind; rule items whose key is the engine's ruling in the item's
situation; wrong answers checked, and those the engine rules in their own witness situation (and
not here); card items whose key is the evaluator's answer; headers checked for a citation; repeats
within a sheet; choices per rule item; problems (goal: 0, and the test suite asserts it).

    python bench/quiz_items.py [--per-game 500] [--sheet 20]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from rulings.rules.load import load
from rulings.training.check import audit
from rulings.training.quiz import Maker

ROWS = [
    ("items", "items made"),
    ("kind situation", "  situations"),
    ("kind exposed", "  exposed cards"),
    ("kind showdown", "  showdowns"),
    ("kind joker", "  joker"),
    ("kind openers", "  openers"),
    ("kind seven", "  seven-low"),
    ("keys the engine's ruling", "rule keys = the engine's ruling here"),
    ("rule items", "  of rule items"),
    ("distractors ruled elsewhere", "wrong answers ruled in their witness, not here"),
    ("distractors checked", "  of wrong answers"),
    ("keys the evaluator's answer", "card keys = the evaluator's answer"),
    ("card items", "  of card items"),
    ("headers checked", "headers with no citation (of all)"),
    ("repeats", "items repeated within a sheet"),
]


def run(book, game: str, per_game: int, sheet: int) -> tuple[Counter, list[str], Counter]:
    counts: Counter = Counter()
    problems: list[str] = []
    choices: Counter = Counter()
    for k in range(-(-per_game // sheet)):
        maker = Maker(book, f"bench-{k}", game)
        items = maker.quiz(min(sheet, per_game - k * sheet))
        c, p = audit(book, items, maker.per_topic(sheet))
        counts += c
        problems += p
        choices.update(len(i.choices) for i in items if i.topic)
    return counts, problems, choices


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-game", type=int, default=500)
    ap.add_argument("--sheet", type=int, default=20)
    args = ap.parse_args(argv)
    book = load()
    results = {g: run(book, g, args.per_game, args.sheet) for g in book.games}
    games = list(results)
    width = max(len(label) for _, label in ROWS) + 2
    print(f"{'':{width}}" + "".join(f"{g[:14]:>16}" for g in games))
    for key, label in ROWS:
        if key == "headers checked":
            cells = [f"{r[0][key] - sum('citation' in p for p in r[1])}/{r[0][key]}" for r in results.values()]
        else:
            cells = [str(r[0][key]) for r in results.values()]
        print(f"{label:{width}}" + "".join(f"{c:>16}" for c in cells))
    print(f"{'choices per rule item (2/3/4)':{width}}" + "".join(
        f"{'/'.join(str(r[2][n]) for n in (2, 3, 4)):>16}" for r in results.values()))
    print(f"{'problems':{width}}" + "".join(f"{len(r[1]):>16}" for r in results.values()))
    bad = [p for r in results.values() for p in r[1]]
    for p in bad[:20]:
        print("problem:", p)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
