"""How the rulings log scales: writing, listing and exporting at 100 and at 100,000 entries.

    python bench/log_scale.py [--sizes 100 100000] [--repeat 3] [--python PATH] [--db-url URL]

For each size a fresh SQLite database is filled (realistic entries: the rulings of a few common
disputes, with tables, seats, floor people and notes varied, a few minutes apart), then each
measure runs in a process of its own, as a floor terminal or a manager would run it:

- write: one `floor.log.record()` (open the database, check it is ours, insert, close), the
  median of 30, timed inside the process (start-up left out);
- list, list --json, export csv, export json: the `rulings log ...` command, wall time and the
  process's peak memory (max RSS, from wait4), output to a file or /dev/null.

The figures that matter are the ratios of 100,000 entries to 100: a write should cost the same
(ratio near 1), listing and export should grow linearly (time per entry flat) with memory flat.
`--python` runs the measures with another interpreter (say a venv with an older rulings), for a
before/after; `--db-url postgresql://...` also times the PostgreSQL backend (each size fills the
URL's schema afresh: give it a schema of its own).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

FILL = """
    import json, random, sys
    from rulings.rules.load import load
    from rulings.engine.ruling import rule
    from rulings.floor import log
    from rulings.store import database as store

    db, n = sys.argv[1], int(sys.argv[2])
    book = load()
    disputes = [
        ("five-card-draw", {"players_at_round_start": 3, "raises_so_far": 4}),
        ("five-card-draw", {"players_at_round_start": 2, "raises_so_far": 4}),
        ("lowball", {"cards_wanted": 6}),
        ("jacks-or-better", {"opener_has_openers": False, "pot_raised_before_draw": True}),
        ("five-card-draw", {"cards_wanted": 6}),
    ]
    made = []
    for game, facts in disputes:
        try:
            made.append(log.entry_for(book, rule(book, game, facts)))
        except Exception:
            pass
    store.connect(db).close()  # the schema, as this rulings makes it
    random.seed(7)
    floors = ["Ann", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]
    fields = [f for f in log.FIELDS if f != "id"]
    cols = [log._COLUMNS.get(f, f) for f in fields]
    insert = f"INSERT INTO rulings_log ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})"

    def rows():
        for i in range(n):
            e = dict(random.choice(made))
            m = i * 3  # minutes: three minutes apart, from 2024-01-01
            e["created_utc"] = f"2024-{1 + (m // 43200) % 12:02d}-{1 + (m // 1440) % 28:02d}T{(m // 60) % 24:02d}:{m % 60:02d}:00Z"
            e["table"], e["seat"] = str(1 + i % 30), str(1 + i % 9)
            e["floor"] = floors[i % len(floors)]
            e["note"] = "player disputed; shown the rule in the book" if i % 4 == 0 else ""
            vals = [json.dumps(e[f], ensure_ascii=False) if isinstance(e[f], (list, dict)) else e[f] or "" for f in fields]
            yield vals, list(dict.fromkeys(e["sections"]))

    if db.startswith("postgresql"):  # through the store (this rulings only)
        conn = store.connect(db)

        def fill():
            for vals, sections in rows():
                eid = conn.insert(insert, vals)
                for s in sections:
                    conn.execute("INSERT INTO rulings_log_sections (section, entry_id) VALUES (?, ?)", (s, eid))

        conn.write(fill)
        conn.close()
    else:  # plain sqlite3, one transaction: works with an older rulings too (for a before/after)
        import sqlite3

        raw = sqlite3.connect(db)
        with raw:
            for vals, sections in rows():
                eid = raw.execute(insert, vals).lastrowid
                raw.executemany("INSERT INTO rulings_log_sections (section, entry_id) VALUES (?, ?)",
                                [(s, eid) for s in sections])
        raw.close()
"""

WRITE = """
    import statistics, sys, time
    from rulings.rules.load import load
    from rulings.engine.ruling import rule
    from rulings.floor import log

    n, dbs = int(sys.argv[1]), sys.argv[2:]
    book = load()
    entry = log.entry_for(book, rule(book, "five-card-draw", {"players_at_round_start": 3, "raises_so_far": 4}),
                          table="9", floor="Bench")
    for db in dbs:
        log.record(dict(entry), db)  # once first: a migration, if any, is not a write's cost
    times = {db: [] for db in dbs}
    for _ in range(n):  # the sizes take turns, so a busy machine disturbs them alike
        for db in dbs:
            t0 = time.perf_counter()
            log.record(dict(entry), db)
            times[db].append(time.perf_counter() - t0)
    print(" ".join(str(statistics.median(times[db])) for db in dbs))
"""


# The measures run from a folder of their own: `python -m` and `-c` put the working folder first
# on the import path, and from a checkout that would import the checkout, not `--python`'s rulings.
CWD = "."  # set to the benchmark's own temporary folder in main()


def run(python: str, args: list[str], env: dict[str, str], out: str = os.devnull) -> tuple[float, float]:
    """(wall seconds, peak RSS in MiB) of one process."""
    with open(out, "wb") as sink:
        t0 = time.perf_counter()
        p = subprocess.Popen([python, *args], stdout=sink, stderr=subprocess.PIPE, env=env, cwd=CWD)
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    err = p.stderr.read().decode() if p.stderr else ""
    if p.returncode not in (0,):
        raise SystemExit(f"{' '.join(args)} failed ({p.returncode}): {err}")
    return wall, usage.ru_maxrss / 1024  # KiB on Linux


def measure(python: str, dbs: dict[int, str], repeat: int, env: dict[str, str], work: Path) -> dict[int, dict]:
    """Fill a database per size, then time each measure with the sizes taking turns."""
    out: dict[int, dict[str, tuple[float, float]]] = {n: {} for n in dbs}
    for n, db in dbs.items():
        print(f"  filling {n:,} entries ...", file=sys.stderr)
        if db.startswith("postgresql"):  # a URL's schema holds one size at a time
            _empty_schema(db)
        run(python, ["-c", textwrap.dedent(FILL), db, str(n)], dict(env, RULINGS_DB=db))
    _measure_group(python, dbs, repeat, env, work, out)
    return out


def _measure_group(python, dbs, repeat, env, work, out) -> None:
    writes: dict[int, list[float]] = {n: [] for n in dbs}
    for _ in range(repeat):
        p = subprocess.run(
            [python, "-c", textwrap.dedent(WRITE), "30", *dbs.values()],
            capture_output=True,
            text=True,
            env=env,
            cwd=CWD,
        )
        if p.returncode:
            raise SystemExit(p.stderr)
        for n, t in zip(dbs, p.stdout.split()):
            writes[n].append(float(t))
    for n in dbs:
        out[n]["write (one record())"] = (statistics.median(writes[n]), 0.0)
    commands = {
        "log list": ["log", "list"],
        "log list --json": ["log", "list", "--json"],
        "log export csv": ["log", "export", "-f", "csv", "-o", str(work / "x.csv")],
        "log export json": ["log", "export", "-f", "json", "-o", str(work / "x.json")],
    }
    for name, args in commands.items():
        runs: dict[int, list[tuple[float, float]]] = {n: [] for n in dbs}
        for _ in range(repeat):
            for n, db in dbs.items():
                runs[n].append(run(python, ["-m", "rulings", *args], dict(env, RULINGS_DB=db)))
        for n in dbs:
            out[n][name] = (statistics.median(r[0] for r in runs[n]), max(r[1] for r in runs[n]))


def table(results: dict[int, dict[str, tuple[float, float]]], label: str) -> None:
    small, large = min(results), max(results)
    print(f"\n{label}: {small:,} vs {large:,} entries")
    print(
        f"| measure | {small:,}: time | {large:,}: time | ratio | per entry at {large:,} | peak memory {small:,} / {large:,} |"
    )
    print("|---|---:|---:|---:|---:|---:|")
    for name in results[small]:
        (ts, ms), (tl, ml) = results[small][name], results[large][name]
        per = "" if name.startswith("write") else f"{tl / large * 1e6:.1f} µs"
        mem = "" if name.startswith("write") else f"{ms:.0f} / {ml:.0f} MiB"
        unit = (lambda t: f"{t * 1000:.2f} ms") if name.startswith("write") else (lambda t: f"{t:.2f} s")
        print(f"| {name} | {unit(ts)} | {unit(tl)} | {tl / ts:.2f}x | {per} | {mem} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs=2, default=[100, 100_000])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--python", default=sys.executable, help="the interpreter that runs rulings")
    ap.add_argument("--db-url", default="", help="also measure this PostgreSQL URL (its schema is emptied)")
    a = ap.parse_args()
    env = {k: v for k, v in os.environ.items() if k not in ("RULINGS_DB",)}
    global CWD
    work = Path(tempfile.mkdtemp(prefix="rulings-bench-"))
    CWD = str(work)
    try:
        # warm the rulebook cache, so no measure pays for building it
        subprocess.run([a.python, "-m", "rulings", "games"], capture_output=True, env=env, check=True, cwd=CWD)
        sqlite = measure(a.python, {n: str(work / f"log-{n}.db") for n in a.sizes}, a.repeat, env, work)
        table(sqlite, "SQLite")
        if a.db_url:
            # one schema, so the sizes are measured one after the other (filled afresh for each)
            pg = measure(a.python, {a.sizes[0]: a.db_url}, a.repeat, env, work)
            pg.update(measure(a.python, {a.sizes[1]: a.db_url}, a.repeat, env, work))
            table(pg, "PostgreSQL")
        print(json.dumps({"sqlite": sqlite}, indent=None), file=sys.stderr)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _empty_schema(url: str) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        for (name,) in conn.execute("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()").fetchall():
            conn.execute(f'DROP TABLE IF EXISTS "{name}" CASCADE')


if __name__ == "__main__":
    main()
