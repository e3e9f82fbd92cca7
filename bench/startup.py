"""CLI start-up: `rulings search "false openers"` against bare `python -c "import typer"`.

Both run in the same virtual environment, alternating, and the report is the ratio of medians
(goal: at most 1.5). The rulebook cache is warmed first, as it is on a floor terminal after the
first run.

    python bench/startup.py [--runs 15]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    script = Path(sys.executable).with_name("rulings")
    rulings = [str(script)] if script.exists() else [sys.executable, "-m", "rulings"]
    if not script.exists():
        print("note: no installed `rulings` script next to this python; timing `python -m rulings`")
    baseline = [sys.executable, "-c", "import typer"]
    # The goal's command, and one with a typo, which also loads rapidfuzz's fuzzy matcher.
    commands = {"search 'false openers'": rulings + ["search", "false openers"],
                "search 'flase openres'": rulings + ["search", "flase openres"]}
    for cmd in [baseline, *commands.values()]:
        timed(cmd)  # warm the rulebook cache and the OS file cache
    times: dict[str, list[float]] = {"import typer": [], **{k: [] for k in commands}}
    for _ in range(args.runs):
        times["import typer"].append(timed(baseline))
        for name, cmd in commands.items():
            times[name].append(timed(cmd))
    b = statistics.median(times["import typer"])
    print(f"runs: {args.runs} each, alternating")
    for name, values in times.items():
        m = statistics.median(values)
        print(f"{name:24} median {m * 1000:7.1f} ms   ratio {m / b:.2f}")
    print("goal: rulings search 'false openers' at most 1.5 x import typer")
    return 0


if __name__ == "__main__":
    sys.exit(main())
