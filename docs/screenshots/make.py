"""Screenshots of every page of the floor page (`rulings serve`), at phone and desktop width,
for the README: `python docs/screenshots/make.py [--out docs/screenshots]`.

Runs the app under uvicorn on a free port of this machine (a fresh database with two rulings
logged), drives Debian's Chromium through Playwright (RULINGS_TEST_CHROMIUM, default
/usr/bin/chromium) and writes PHONE-PAGE.png and DESKTOP-PAGE.png. Needs the web and test extras.
"""

from __future__ import annotations

import argparse
import os
import socket
import sys
import tempfile
import threading
import time
from pathlib import Path

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync",
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1"]  # fmt: skip


def serve(app):
    import uvicorn

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off"))
    threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True).start()
    while not server.started:
        time.sleep(0.02)
    return server, f"http://127.0.0.1:{sock.getsockname()[1]}"


def dispute(page, base: str, game: str, story: str, picks: list[str]) -> None:
    """Tell a story and tap the answers named in `picks` (link texts), in order."""
    page.goto(f"{base}/?game={game}")
    page.get_by_label("What happened?").fill(story)
    page.get_by_role("button", name="Find the rule").click()
    for text in picks:
        page.get_by_role("link", name=text, exact=text.isdigit()).first.click()


def shots(page, base: str, out: Path, prefix: str) -> None:
    def snap(name: str, full: bool = True) -> None:
        page.screenshot(path=str(out / f"{prefix}-{name}.png"), full_page=full)

    page.goto(f"{base}/?game=five-card-draw")
    page.get_by_label("What happened?").fill("fifth raise with four players, limit game")
    snap("1-start")
    page.get_by_role("button", name="Find the rule").click()
    snap("2-matches")
    page.get_by_role("link", name="Raise cap").first.click()
    snap("3-question")
    page.get_by_role("link", name="4", exact=True).click()
    page.get_by_role("link", name="4", exact=True).click()
    snap("4-ruling")
    dispute(page, base, "jacks-or-better", "opener can't show openers", ["The pot after false openers", "No"])
    page.get_by_text("Pick the cards by tapping").click()
    snap("5-card-question")
    page.goto(f"{base}/showdown?game=five-card-draw&n=2&h1=Kh+Qh+9h+6h+Jk&h2=Ac+Kc+Qd+9d+2s&go=1")
    snap("6-showdown")
    page.goto(f"{base}/rules?q=false+openers&game=jacks-or-better")
    snap("7-rules")
    page.goto(f"{base}/rules/summary/lowball")
    snap("8-summary", full=False)  # the sheet runs to many screens: its top
    page.goto(f"{base}/train/start?trainee=Ana&game=lowball&count=5")
    snap("9-quiz")
    page.goto(f"{base}/log")
    snap("10-log")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(Path(__file__).resolve().parent))
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ["RULINGS_DB"] = str(Path(tempfile.mkdtemp()) / "rulings.db")
    from playwright.sync_api import sync_playwright

    from rulings.web.app import create_app
    from rulings.web.config import WebConfig

    server, base = serve(create_app(WebConfig()))
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(
                executable_path=os.environ.get("RULINGS_TEST_CHROMIUM", "/usr/bin/chromium"), args=ARGS
            )
            seed = browser.new_page()
            for table, floor in (("7", "Dana"), ("3", "Lee")):  # two earlier rulings in the log
                dispute(seed, base, "five-card-draw", "raise cap", ["Raise cap", "4", "4"])
                seed.get_by_label("Table").fill(table)
                seed.get_by_label("Floor person (who ruled)").fill(floor)
                seed.get_by_role("button", name="Log this ruling").click()
            for prefix, viewport, mobile in (("phone", PHONE, True), ("desktop", DESKTOP, False)):
                context = browser.new_context(viewport=viewport, is_mobile=mobile, has_touch=mobile)
                shots(context.new_page(), base, out, prefix)
                context.close()
            browser.close()
    finally:
        server.should_exit = True
    print(f"wrote {len(list(out.glob('*.png')))} screenshots to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
