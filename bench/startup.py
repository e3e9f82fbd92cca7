"""CLI start-up: `rulings search "false openers"` against bare `python -c "import typer"`.

Both run in the same virtual environment, alternating, and the report is the ratio of medians
(goal: at most 1.5). The rulebook cache is warmed first, as it is on a floor terminal after the
first run.

    python bench/startup.py [--runs 15]
"""

from __future__ import annotations

import argparse
import shutil
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
    command = rulings + ["search", "false openers"]
    timed(command)  # warm the rulebook cache and the OS file cache
    timed(baseline)
    base, ours = [], []
    for _ in range(args.runs):
        base.append(timed(baseline))
        ours.append(timed(command))
    b, o = statistics.median(base), statistics.median(ours)
    print(f"runs: {args.runs} each, alternating")
    print(f"python -c 'import typer'      median {b * 1000:7.1f} ms")
    print(f"rulings search 'false openers' median {o * 1000:7.1f} ms")
    print(f"ratio: {o / b:.2f} (goal <= 1.5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
