"""Disputes told as stories, replayed through the interview (floor.interview.next_step).

Each story (tests/data/stories/*.yaml) gives the game, the words a floor person types, the facts
the words state outright (`states`), what they would answer if asked (`table`, and `hands` for
a showdown) and the ruling the book gives (`expect`: status, section, outcome, the winner, a few
things the ruling must say for this table). The replay types the story, picks the dispute the
story is (by its section) from the matches offered, and answers each question from the story.

Reported: facts taken from the words against those stated; facts read wrong (a value the story
contradicts; goal 0); questions whose answer the story had already given (goal 0); questions
per ruling (median, max); the right dispute offered, and first; rulings right; showdown winners;
"not covered" precision and recall.

    python bench/stories.py [DIR ...] [--show]
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
from pathlib import Path

import yaml

from rulings.floor.interview import TOPIC, Answer, Done, next_step
from rulings.floor.typed import interpret
from rulings.rules.load import load
from rulings.rules.model import HouseProfile

HERE = Path(__file__).resolve().parent
STORIES = HERE.parent / "tests" / "data" / "stories"


def stories(dirs: list[Path]) -> list[dict]:
    out = []
    for d in dirs:
        for path in sorted(d.glob("*.yaml")):
            out += yaml.safe_load(path.read_text(encoding="utf-8"))["stories"]
    return out


def _answer_text(value) -> str:
    return {True: "yes", False: "no"}.get(value, str(value)) if isinstance(value, bool) else str(value)


def _topics_of(book, game: str, section: str, outcome: str | None) -> set[str]:
    g = book.game(game)
    clauses = [c for c in book.clauses_for(g) if c.section == section or book.sections[c.section].part == section]
    with_outcome = [c for c in clauses if outcome and c.outcome == outcome]
    return {c.topic for c in (with_outcome or clauses)}


def replay(book, s: dict) -> dict:
    """One story through the interview; what happened, for the counts."""
    game, text, expect = s["game"], s["story"], s["expect"]
    states, table = dict(s.get("states") or {}), dict(s.get("table") or {})
    known = {**table, **states}
    if s.get("hands"):
        known["showdown_hands"] = "; ".join(f"{label}: {cards}" for label, cards in s["hands"].items())
    house = HouseProfile(options=dict(s.get("house") or {}))
    run = {"id": s["id"], "asked": [], "asked_again": [], "position": None, "offered": [], "result": None}
    answers: list = []
    step = next_step(book, game, house, text, answers)
    if not isinstance(step, Done) and step.kind == "topic":
        run["offered"] = [m.topic for m in step.matches]
        wanted = _topics_of(book, game, expect["section"], expect.get("outcome")) if expect.get("section") else set()
        run["position"] = next((n for n, m in enumerate(step.matches, 1) if m.topic in wanted), None)
        if run["position"] is None:
            run["result"] = "wrong-dispute" if wanted else "offered-matches"
            return run
        answers.append(Answer(TOPIC, step.matches[run["position"] - 1].topic))
        step = next_step(book, game, house, text, answers)
    understood = {}
    while not isinstance(step, Done):
        understood = {r.fact: r.value for r in step.understood}
        fact = step.fact
        run["asked"].append(fact.id)
        told_hands = fact.id == "showdown_hands" and s.get("hands") and _hands_in(text) and not step.by_rank
        if fact.id in states or told_hands:  # asking only for the flushes ranks leave open is not asking again
            run["asked_again"].append(fact.id)
        if fact.id in known:
            try:
                answers.append(interpret(step, _answer_text(known[fact.id])))
            except Exception:  # noqa: BLE001 - the story's answer is not accepted: counted as unknown
                answers.append(Answer(fact.id, None, unknown=True))
        else:
            wanted = step.cards_for.id if step.cards_for else None
            try:
                answers.append(
                    interpret(step, str(known[wanted])) if wanted in known else Answer(fact.id, None, unknown=True)
                )
            except Exception:  # noqa: BLE001 - cards the story's table cannot hold: counted as unknown
                answers.append(Answer(fact.id, None, unknown=True))
        step = next_step(book, game, house, text, answers)
        if len(run["asked"]) > 20:
            break
    done = step
    understood = understood or {r.fact: r.value for r in done.understood}
    run["understood"] = understood
    run["read_wrong"] = [
        f for f, v in understood.items() if f in known and not _same(f, known[f], v, book, text) and f != "game"
    ]
    run["taken"] = [f for f in understood if f in states]
    run["stated"] = list(states)
    r = done.ruling
    run["status"] = "not_covered" if not r.decisions else r.status
    run["outcomes"] = [o for d in r.decisions for o in d.outcomes]
    run["sections"] = [c.section for c in r.winners]
    run["showdown"] = done.showdown
    run["spoken"] = spoken(book, done)
    run["result"] = _judge(book, s, run)
    return run


def _same(fact: str, known, read, book=None, text: str = "") -> bool:
    """A reading agrees with the story; a showdown agrees seat by seat in ranks, and one card by
    its rank (the reader gives suits of its own to ranks typed without them), and so does a hand
    the story typed by ranks only ("opened with J-J-10-9-8": the story's own answer has suits)."""
    cards = book is not None and fact in book.facts and book.facts[fact].type == "cards"
    if cards and fact != "showdown_hands" and isinstance(known, str):  # by ranks where the story typed none

        def cards(hand, ranks_only):
            def rank(c):
                return c[:-1] if len(c) > 1 and c[-1].lower() in "shdc" else c

            return sorted((rank(c) if ranks_only else c).upper().replace("10", "T") for c in str(hand).split())

        by_rank = known not in text or any(len(c) == 1 or c in ("10",) for c in str(known).split())
        return cards(known, by_rank) == cards(read, by_rank)
    if fact != "showdown_hands":
        one_card = isinstance(known, str) and isinstance(read, str) and 1 <= len(known) <= 2 and len(read) == 2
        return known[0] == read[0] if one_card else known == read  # one card told by rank: its suit is ours
    from rulings.rules.card_facts import showdown_hands

    def ranks(text):
        return {label: _ranks(cards) for label, cards in showdown_hands(text)}

    told, got = ranks(known), ranks(read)
    both = set(told) & set(got)  # the rest ("me" read as "your hand") by their cards
    rest = sorted(v for k, v in told.items() if k not in both), sorted(v for k, v in got.items() if k not in both)
    return all(told[k] == got[k] for k in both) and rest[0] == rest[1]


def spoken(book, done) -> str:
    """The ruling as the terminal prints it, up to what it rested on ("From your words"): the part
    a floor person reads out, where this table's seats and amounts must stand."""
    from rulings.floor.present import text_view
    from rulings.floor.text import ruling_text
    from rulings.style import Style

    text = ruling_text(text_view(book, done.ruling, done), Style(width=10_000))
    return text.split("\nFrom your words:")[0]


_TABLE_TOKEN = re.compile(r"\bseat \d+\b|\$\d[\d,]*", re.I)


def _says(text: str, wanted: str) -> bool:
    """What a ruling must say for this table (`says:`) is judged by its seats and amounts: each
    "seat N" and "$N" in it must stand in the ruling's text (the wording around them is free)."""
    norm = " ".join(text.lower().split())
    return all(t.lower() in norm for t in _TABLE_TOKEN.findall(wanted))


def _hands_in(text: str) -> bool:
    from rulings.floor.cards_text import card_groups

    return sum(len(g.cards) == 5 for g in card_groups(text)) >= 2


def _ranks(cards: str) -> list[str]:
    return sorted((c[:-1] if len(c) > 2 or c == "Jk" else c[0]).upper().replace("10", "T") for c in cards.split())


def _judge(book, s: dict, run: dict) -> str:
    expect = s["expect"]
    if expect["status"] == "not_covered":
        return "right" if run["status"] == "not_covered" else "should-be-not-covered"
    if run["status"] == "not_covered":
        return "wrongly-not-covered"
    if expect.get("outcome") and expect["outcome"] not in run["outcomes"]:
        return "wrong-outcome"
    if expect.get("winner") and run["showdown"]:
        hands = run["showdown"]["hands"]
        won = {  # a hand labelled otherwise than the story's ("your hand" for "me"): the story's hand of its cards
            hands[i]["label"]
            if hands[i]["label"] in s["hands"]
            else next((k for k, v in s["hands"].items() if _ranks(v) == _ranks(hands[i]["cards"])), hands[i]["label"])
            for i in run["showdown"]["winners"]
        }
        if won != set(expect["winner"]):
            return "wrong-winner"
    if run["status"] not in ("decided", "conflict"):
        return "undecided"
    if any(not _says(run["spoken"], w) for w in expect.get("says") or []):
        return "not-for-this-table"
    return "right"


def report(runs: list[dict], show: bool = False) -> dict:
    def pct(a: int, b: int) -> str:
        return f"{a}/{b} ({100 * a / b:.0f}%)" if b else "0/0"

    in_scope = [r for r in runs if r["expect"]["status"] != "not_covered"]
    out_scope = [r for r in runs if r["expect"]["status"] == "not_covered"]
    said_nc = [r for r in runs if r.get("status") == "not_covered"]
    true_nc = [r for r in said_nc if r["expect"]["status"] == "not_covered" and r.get("status") == "not_covered"]
    questions = [len(r["asked"]) for r in runs if r.get("status") not in (None, "not_covered")]
    figures = {
        "stories": len(runs),
        "facts taken / stated": (
            sum(len(r.get("taken", [])) for r in runs),
            sum(len(r.get("stated", [])) for r in runs),
        ),
        "facts read wrong": sum(len(r.get("read_wrong", [])) for r in runs),
        "questions the story had answered": sum(len(r["asked_again"]) for r in runs),
        "questions per ruling (median, max)": (
            statistics.median(questions) if questions else 0,
            max(questions, default=0),
        ),
        "right dispute offered": sum(r["position"] is not None for r in in_scope),
        "right dispute first": sum(r["position"] == 1 for r in in_scope),
        "in-scope stories": len(in_scope),
        "rulings right (in scope)": sum(r["result"] == "right" for r in in_scope),
        "not covered: said / right / out-of-scope stories": (len(said_nc), len(true_nc), len(out_scope)),
    }
    print(f"stories: {len(runs)} ({len(in_scope)} in scope, {len(out_scope)} out of scope)")
    t, st = figures["facts taken / stated"]
    print(f"facts taken from the words: {pct(t, st)} of those stated")
    print(f"facts read wrong: {figures['facts read wrong']} (goal 0)")
    print(f"questions whose answer the story had given: {figures['questions the story had answered']} (goal 0)")
    print(
        f"questions per ruling: median {figures['questions per ruling (median, max)'][0]}, "
        f"max {figures['questions per ruling (median, max)'][1]}"
    )
    print(
        f"right dispute offered: {pct(figures['right dispute offered'], len(in_scope))}, "
        f"first: {pct(figures['right dispute first'], len(in_scope))}"
    )
    print(f"rulings right (in scope): {pct(figures['rulings right (in scope)'], len(in_scope))}")
    n_said, n_right, n_out = figures["not covered: said / right / out-of-scope stories"]
    print(f"not covered: precision {pct(n_right, n_said)}, recall {pct(n_right, n_out)}")
    if show:
        for r in runs:
            if r["result"] != "right" or r.get("read_wrong") or r["asked_again"]:
                print(
                    f"  {r['id']}: {r['result']}; offered {r['offered'][:3]} pos {r['position']}; "
                    f"wrong {r.get('read_wrong')}; again {r['asked_again']}; outcomes {r.get('outcomes')}"
                )
    return figures


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("dirs", nargs="*", type=Path, default=[STORIES])
    ap.add_argument("--show", action="store_true", help="list the stories not fully right")
    args = ap.parse_args()
    book = load()
    runs = []
    for s in stories(args.dirs):
        run = replay(book, s)
        run["expect"] = s["expect"]
        runs.append(run)
    report(runs, args.show)
    return 0


if __name__ == "__main__":
    sys.exit(main())
