"""Deciding a topic with many open facts: synthetic topics of 20 open yes/no facts.

The engine branches on the open facts a topic's clauses read and stops each branch as soon as
its outcome is certain (engine/topic.py). Three shapes, each timed deciding from nothing known
(the next question chosen by expected information) and with one known fact that settles it:

- chain: a default and 20 exceptions, each on one fact, each an exception to the one before;
- pairs: a default and 10 exceptions, each on two facts together, in a chain of precedence;
- settled: the chain with its last (strongest) exception known to hold.

Goal: each at most 50 ms. The figures are medians of --runs, with the time the engine takes for
a real topic of the chapter (the raise cap, from nothing known) as the baseline beside them.

    python bench/engine_branching.py [--facts 20] [--runs 9]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from rulings.engine.context import Context
from rulings.engine.topic import Topical
from rulings.paths import rules_dir
from rulings.rules.load import load


def synthetic(n: int) -> str:
    lines = ["part: draw", "facts:"]
    lines += [f"  - {{id: zz_f{i}, type: yes/no, question: Fact {i}?}}" for i in range(n)]
    lines += ["topics:", "  - {id: zz-chain, title: Chain}", "  - {id: zz-pairs, title: Pairs}", "clauses:"]
    clause = ("  - {{id: {id}, section: draw, paragraph: 1, topic: {topic}, title: T, ruling: R, outcome: {out},"
              " when: {when}, exception_to: [{beats}], examples: [{{facts: {{}}, expect: x}}]}}")
    lines.append(clause.format(id="zz.chain.default", topic="zz-chain", out="none", when="always", beats=""))
    for i in range(n):
        beats = "zz.chain.default" if i == 0 else f"zz.chain.e{i - 1}"
        lines.append(clause.format(id=f"zz.chain.e{i}", topic="zz-chain", out="ab"[i % 2],
                                   when=f"{{fact: zz_f{i}, is: true}}", beats=beats))
    lines.append(clause.format(id="zz.pairs.default", topic="zz-pairs", out="none", when="always", beats=""))
    for i in range(n // 2):
        beats = "zz.pairs.default" if i == 0 else f"zz.pairs.e{i - 1}"
        when = f"{{all: [{{fact: zz_f{2 * i}, is: true}}, {{fact: zz_f{2 * i + 1}, is: true}}]}}"
        lines.append(clause.format(id=f"zz.pairs.e{i}", topic="zz-pairs", out="ab"[i % 2], when=when, beats=beats))
    return "\n".join(lines) + "\n"


def timed(book, topic: str, given: dict, runs: int) -> tuple[float, str]:
    times, status = [], ""
    for _ in range(runs):
        ctx = Context(book, "five-card-draw", None, dict(given))
        start = time.perf_counter()
        decision = Topical(book, "five-card-draw", topic).decide(ctx)
        times.append(time.perf_counter() - start)
        status = decision.status + (f", asks {decision.missing[0].id}" if decision.missing else "")
    return statistics.median(times) * 1000, status


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--facts", type=int, default=20)
    ap.add_argument("--runs", type=int, default=9)
    args = ap.parse_args()
    work = Path(tempfile.mkdtemp())
    try:
        data = work / "rules_data"
        shutil.copytree(rules_dir(), data)
        (data / "parts" / "zz-synthetic.yaml").write_text(synthetic(args.facts), encoding="utf-8")
        os.environ["RULINGS_CACHE_DIR"] = str(work / "cache")
        book = load(data, strict=False)
        problems = [p for p in book.problems if "zz" in p and "example" not in p]
        if problems:
            print("\n".join(problems[:5]))
            return 1
        base, _ = timed(book, "betting-cap", {}, args.runs)
        print(f"{args.facts} open yes/no facts; medians of {args.runs} runs; "
              f"a real topic (raise cap, nothing known): {base:.1f} ms")
        worst = 0.0
        for name, topic, given in [("chain", "zz-chain", {}), ("pairs", "zz-pairs", {}),
                                   ("settled", "zz-chain", {f"zz_f{args.facts - 1}": True})]:
            ms, status = timed(book, topic, given, args.runs)
            worst = max(worst, ms)
            print(f"{name:8} {ms:8.1f} ms  ({ms / base:5.1f}x the real topic)  {status}")
        print(f"goal: at most 50 ms each; worst {worst:.1f} ms")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
