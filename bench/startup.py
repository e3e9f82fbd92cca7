"""CLI start-up: seven floor commands against a bare `python -c "import typer"`, side by side.

Every command runs in the same virtual environment as the baseline; runs alternate (baseline,
then each command, again and again) so a machine that speeds up or slows down affects both; the
report is each command's median over the baseline's median (goal: at most 1.5). The caches are
warmed first, as they are on a floor terminal after its first run. Measure a normal install
(`pip install .`, which compiles the modules): with PYTHONDONTWRITEBYTECODE set, an editable
install recompiles every module on every run and measures the compiler.

    python bench/startup.py [--runs 15] [--log 50] [--house FILE]

`--house FILE` times the commands under a house profile (read once, then from the cache).

`ask` ends by looking up earlier rulings on the same section in the log: the database holds
`--log` rulings (50 by default, as a floor terminal after a few shifts; 0 for a fresh one).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ASK_SCRIPT = "raise cap\n1\n4\n4\nn\n"  # what happened, the dispute, two answers, do not log

COMMANDS = {
    "search": ["search", "false openers"],
    "rule (text)": ["rule", "--game", "five-card-draw", "--fact", "players_at_round_start=4", "--fact", "raises_so_far=4"],
    "rule --json": ["rule", "--game", "five-card-draw", "--fact", "players_at_round_start=4", "--fact", "raises_so_far=4",
                    "--json"],
    "compare": ["compare", "--game", "five-card-draw", "Kh Qh 9h 6h Jk", "Ac Kc Qd 9d 2s"],
    "show": ["show", "draw.betting-cap"],
    "ask (scripted)": ["ask", "--game", "five-card-draw"],
    "rule --story": ["rule", "--game", "lowball", "--story", "$20-$40 lowball, after the draw seat 2 bets $20"],
}


def timed(cmd: list[str], stdin: str | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, input=stdin.encode() if stdin else None, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--log", type=int, default=50, help="rulings in the log before timing")
    ap.add_argument("--house", help="a house profile in force for every command (RULINGS_HOUSE)")
    args = ap.parse_args()
    if args.house:
        os.environ["RULINGS_HOUSE"] = str(Path(args.house).resolve())
    script = Path(sys.executable).with_name("rulings")
    rulings = [str(script)] if script.exists() else [sys.executable, "-m", "rulings"]
    if os.environ.get("PYTHONDONTWRITEBYTECODE"):
        print("note: PYTHONDONTWRITEBYTECODE is set; an editable install is recompiled on every run")
    baseline = [sys.executable, "-c", "import typer"]
    import tempfile

    db = Path(tempfile.mkdtemp()) / "rulings.db"
    os.environ["RULINGS_DB"] = str(db)
    for n in range(args.log):
        timed(rulings + COMMANDS["rule (text)"] + ["--log", "--table", str(n % 9 + 1), "--floor", "bench"])
    plan = {name: (rulings + argv, ASK_SCRIPT if name.startswith("ask") else None) for name, argv in COMMANDS.items()}
    for cmd, stdin in [(baseline, None), *plan.values()]:
        timed(cmd, stdin)  # warm the caches and the OS file cache
    times: dict[str, list[float]] = {"import typer": [], **{k: [] for k in plan}}
    for _ in range(args.runs):
        times["import typer"].append(timed(baseline))
        for name, (cmd, stdin) in plan.items():
            times[name].append(timed(cmd, stdin))
    base = statistics.median(times["import typer"])
    print(f"runs: {args.runs} of each, alternating; medians; {args.log} rulings in the log")
    worst = 0.0
    for name, values in times.items():
        m = statistics.median(values)
        worst = max(worst, m / base) if name != "import typer" else worst
        print(f"{name:16} {m * 1000:7.1f} ms   ratio {m / base:.2f}")
    print(f"goal: every command at most 1.5 x import typer; worst {worst:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
