"""The floor page under load: CLIENTS devices playing whole disputes against the real server
(`rulings serve`, started here on a free port of this machine, with its own database) for
SECONDS, then the same steps through the engine in-process, side by side.

    python bench/web_load.py [--clients 16] [--seconds 60]

A dispute: the story (GET /dispute/next, then its page), the dispute picked, each question
answered by tapping its first choice (or "Don't know" where it has none), the ruling page, and
the ruling logged (POST /log with its CSRF token). Reported: requests per second, p50 and p95
latency per step, each as a ratio to the same step through `floor.interview.next_step` (and for
the log, `floor.log.entry_for` + `record`) in this process; errors (goal 0); log entries stored
over sent (goal all). Traffic goes to 127.0.0.1 only, and the run ends by itself.
"""

from __future__ import annotations

import argparse
import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from html import unescape
from pathlib import Path
from urllib.parse import urlencode

DISPUTES = [
    ("five-card-draw", "fifth raise with four players", "Raise cap"),
    ("jacks-or-better", "opener can't show openers and the pot was raised", "The pot after false openers"),
    ("lowball", "card exposed on the draw", "A card exposed by the dealer"),
    ("kansas-city-lowball", "player knocked pat then wanted to draw", ""),
    ("jacks-back", "nobody opened for high", ""),
]
LINK = re.compile(r'<a class="option" href="([^"]+)"[^>]*>(.*?)</a>', re.S)


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


class Device:
    def __init__(self, port: int):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.cookies: dict[str, str] = {}
        self.requests = 0

    def get(self, path: str, body: dict | None = None) -> tuple[int, str]:
        """One step: the request, and the redirect it answers with, followed."""
        headers = {"cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        data = None
        if body is not None:
            data = urlencode(body)
            headers["content-type"] = "application/x-www-form-urlencoded"
        self.conn.request("POST" if body is not None else "GET", path, body=data, headers=headers)
        r = self.conn.getresponse()
        self.requests += 1
        for name, value in r.getheaders():
            if name.lower() == "set-cookie":
                k, _, v = value.split(";")[0].partition("=")
                self.cookies[k] = v
        html = r.read().decode()
        if r.status == 303:
            return self.get(r.getheader("location") or "/")
        return r.status, html


def play_web(dev: Device, game: str, story: str, topic: str, times: dict, errors: list) -> bool:
    """One dispute; True when its ruling was logged."""

    def step(name: str, path: str, body: dict | None = None) -> str | None:
        t0 = time.perf_counter()
        status, html = dev.get(path, body)
        times.setdefault(name, []).append(time.perf_counter() - t0)
        if status != 200:
            errors.append(f"{name}: HTTP {status}")
            return None
        return html

    html = step("story", "/dispute/next?" + urlencode({"game": game, "story": story}))
    if html is None:
        return False
    links = [(unescape(h), re.sub(r"<[^>]+>", "", t)) for h, t in LINK.findall(html)]
    chosen = next((h for h, t in links if topic and t.strip().startswith(topic)), links[0][0] if links else None)
    if chosen is None:
        errors.append("story: no dispute offered")
        return False
    html = step("topic", chosen)
    while html is not None and 'name="csrf"' not in html:  # a question: tap its first choice
        m = LINK.search(html)
        href = unescape(m.group(1)) if m else unescape(re.search(r'href="([^"]+)">Don&#39;t know', html).group(1))
        html = step("answer", href)
    if html is None:
        return False
    fields = {k: unescape(v) for k, v in re.findall(r'name="(csrf|s)" value="([^"]+)"', html)}
    return step("log", "/log", {**fields, "table": "1", "floor": "bench"}) is not None


def play_engine(book, house, game: str, story: str, topic: str, times: dict, db: Path) -> None:
    from rulings.floor.interview import TOPIC, Answer, Done, next_step
    from rulings.floor.log import entry_for, record
    from rulings.floor.typed import interpret

    def step(name: str, answers: list):
        t0 = time.perf_counter()
        out = next_step(book, game, house, story, answers)
        times.setdefault(name, []).append(time.perf_counter() - t0)
        return out

    q = step("story", [])
    pick = next((m.topic for m in q.matches if topic and m.title.startswith(topic)), q.matches[0].topic)
    answers = [Answer(TOPIC, pick)]
    q = step("topic", answers)
    while not isinstance(q, Done):
        answers.append(interpret(q, "1" if q.choices else "yes") if (q.choices or q.fact.type == "yes/no") else
                       Answer(q.fact.id, None, unknown=True))  # fmt: skip
        q = step("answer", answers)
    t0 = time.perf_counter()
    record(entry_for(book, q.ruling, table="1", floor="bench", via="web"), db)
    times.setdefault("log", []).append(time.perf_counter() - t0)


def start_server(folder: Path) -> tuple[subprocess.Popen, int]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    env = dict(os.environ, RULINGS_WEB_SECRET="b" * 40, XDG_CONFIG_HOME=str(folder), XDG_DATA_HOME=str(folder))
    env.pop("RULINGS_ACCESS_CODE", None)
    rulings = Path(sys.executable).with_name("rulings")
    cmd = [str(rulings)] if rulings.exists() else [sys.executable, "-m", "rulings"]
    proc = subprocess.Popen([*cmd, "serve", "--port", str(port), "--db", str(folder / "floor.db")],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)  # fmt: skip
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            Device(port).get("/api/health")
            return proc, port
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("the server did not start")


def load(port: int, clients: int, seconds: float) -> tuple[dict, list, int, int, float]:
    times: dict[str, list[float]] = {}
    errors: list[str] = []
    sent = [0] * clients
    requests = [0] * clients
    stop = time.monotonic() + seconds
    lock = threading.Lock()

    def run(n: int) -> None:
        dev, mine, errs = Device(port), {}, []
        k = n
        while time.monotonic() < stop:
            game, story, topic = DISPUTES[k % len(DISPUTES)]
            k += 1
            try:
                sent[n] += play_web(dev, game, story, topic, mine, errs)
            except Exception as e:  # noqa: BLE001 - every failure is counted, the run goes on
                errs.append(f"{type(e).__name__}: {e}")
                dev = Device(port)
        requests[n] = dev.requests
        with lock:
            for name, v in mine.items():
                times.setdefault(name, []).extend(v)
            errors.extend(errs)

    t0 = time.monotonic()
    threads = [threading.Thread(target=run, args=(n,)) for n in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return times, errors, sum(sent), sum(requests), time.monotonic() - t0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clients", type=int, default=16)
    ap.add_argument("--seconds", type=float, default=60.0)
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="rulings-load-"))
    from rulings.rules.load import load as load_book
    from rulings.rules.model import HouseProfile

    book = load_book()
    base: dict[str, list[float]] = {}
    for _ in range(20):  # the same disputes in this process, one at a time
        for game, story, topic in DISPUTES:
            play_engine(book, HouseProfile(), game, story, topic, base, folder / "engine.db")
    proc, port = start_server(folder)
    try:
        times, errors, sent, requests, took = load(port, args.clients, args.seconds)
        stored = __import__("sqlite3").connect(folder / "floor.db").execute("SELECT count(*) FROM rulings_log").fetchone()[0]
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(30)
    print(f"{args.clients} clients, {took:.0f} s: {requests:,} requests, {requests / took:,.0f} requests/s, "
          f"{sent:,} disputes logged")  # fmt: skip
    print(f"errors: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))
    print(f"log entries stored / sent: {stored:,} / {sent:,}")
    print("\n| step | web p50 ms | web p95 ms | engine p50 ms | engine p95 ms | p50 ratio | p95 ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name in ("story", "topic", "answer", "log"):
        w, e = times.get(name, []), base.get(name, [])
        w50, w95, e50, e95 = (1000 * pct(v, q) for v, q in ((w, 0.5), (w, 0.95), (e, 0.5), (e, 0.95)))
        print(f"| {name} | {w50:.1f} | {w95:.1f} | {e50:.2f} | {e95:.2f} | {w50 / e50:.0f}x | {w95 / e95:.0f}x |")
    return 1 if errors or stored != sent else 0


if __name__ == "__main__":
    sys.exit(main())
