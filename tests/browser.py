"""Pytest fixtures for tests that drive Debian's Chromium through Playwright for Python (sync API).

Load it from tests/conftest.py with ``pytest_plugins = ["browser"]`` (tests/ on the pythonpath).

- ``browser`` (session): headless Chromium from RULINGS_TEST_CHROMIUM (default /usr/bin/chromium);
  Playwright's own browser download is not used (and not available here).
- ``page``: a page in a fresh browser context, closed after the test. Options by marker:
  ``@pytest.mark.page_options(phone=True, java_script_enabled=False, ...)``; ``phone=True`` gives a
  390x844 phone (mobile, touch); other keywords go to ``Browser.new_context``.
- ``new_page(**options)``: a factory for more pages in one test, same options as the marker.
- ``live_server``: the ASGI app of the ``asgi_app`` fixture (define it in the test module or a
  conftest) served by uvicorn in a background thread on a free port; yields the base URL, stops
  the server after. ``serve(app)`` is the same as a context manager, for any app.

Without Chromium or Playwright the tests skip with the reason, unless RULINGS_REQUIRE_BROWSER=1
(CI sets it): then they fail.
"""

from __future__ import annotations

import contextlib
import os
import socket
import threading
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, NoReturn

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

# Chromium runs as root in CI, and its sandbox refuses root: --no-sandbox. The network here is
# closed: without the background-networking flags Chromium keeps trying Google's hosts (component
# updates, sync, field trials, QUIC probes), and those connections are refused many at a time.
# Playwright already passes most of these itself (and a fresh --user-data-dir, and --no-sandbox
# unless chromium_sandbox=True); they are listed anyway so that the set does not depend on the
# Playwright version. --disable-gpu and --disable-quic are ours alone.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Even so, Chromium 156 looked up update.googleapis.com, accounts.google.com and (on filling
    # a form) content-autofill.googleapis.com (seen with strace). Resolve nothing but localhost
    # and 127.0.0.1 (MAP * catches IP literals too), so no DNS query leaves the machine: pages
    # under test must be at one of those two. Any other host fails with ERR_NAME_NOT_RESOLVED.
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1",
]
PHONE = {"width": 390, "height": 844}
DEFAULT_TIMEOUT_MS = 10_000  # Playwright's default is 30 s; a local page that takes 10 s is broken


def unavailable(reason: str) -> NoReturn:
    """Skip, or fail when the environment requires the browser tests to run."""
    if os.environ.get("RULINGS_REQUIRE_BROWSER") == "1":
        pytest.fail(f"{reason} (RULINGS_REQUIRE_BROWSER=1)", pytrace=False)
    pytest.skip(reason)


def chromium_path() -> str:
    return os.environ.get("RULINGS_TEST_CHROMIUM") or "/usr/bin/chromium"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "page_options(phone=False, **context_options): options of the `page` fixture's context",
    )


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    try:
        from playwright.sync_api import Error, sync_playwright
    except ImportError as e:
        unavailable(f"Playwright for Python is not installed ({e})")
    exe = chromium_path()
    if not (os.path.isfile(exe) and os.access(exe, os.X_OK)):
        unavailable(f"no Chromium at {exe} (apt-get install chromium, or set RULINGS_TEST_CHROMIUM)")
    with sync_playwright() as p:
        try:
            b = p.chromium.launch(executable_path=exe, headless=True, args=CHROMIUM_ARGS)
        except Error as e:
            # The message is long (the whole command line, twice): keep its first line and how the
            # process ended.
            lines = e.message.splitlines()
            ends = [line.strip(" -") for line in lines if "process did exit" in line]
            unavailable(f"Chromium at {exe} did not start: {'; '.join(lines[:1] + ends[-1:])}")
        yield b
        b.close()


def _context_options(phone: bool = False, **options: Any) -> dict[str, Any]:
    if phone:
        # is_mobile: the page's <meta name="viewport"> is honoured, as on a phone (without one
        # the layout viewport is 980 px wide, as on a phone).
        options = {"viewport": PHONE, "is_mobile": True, "has_touch": True, **options}
    return options


@pytest.fixture
def new_page(browser: Browser) -> Iterator[Callable[..., Page]]:
    contexts = []

    def make(phone: bool = False, **options: Any) -> Page:
        context = browser.new_context(**_context_options(phone, **options))
        context.set_default_timeout(DEFAULT_TIMEOUT_MS)
        contexts.append(context)
        return context.new_page()

    yield make
    for context in contexts:
        context.close()


@pytest.fixture
def page(request: pytest.FixtureRequest, new_page: Callable[..., Page]) -> Page:
    marker = request.node.get_closest_marker("page_options")
    return new_page(*(marker.args if marker else ()), **(marker.kwargs if marker else {}))


# --- A live server ------------------------------------------------------------------------------


@contextlib.contextmanager
def serve(app: Any, *, timeout: float = 10.0) -> Iterator[str]:
    """Serve the ASGI ``app`` with uvicorn in a daemon thread; yield "http://127.0.0.1:PORT"."""
    try:
        import uvicorn
    except ImportError as e:
        unavailable(f"uvicorn is not installed ({e})")
    # Bind the socket here (port 0: the kernel picks a free one) and hand it to uvicorn, so no
    # other process can take the port between choosing it and listening on it.
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(
        app,
        log_config=None,  # leave logging to pytest (uvicorn's dictConfig would replace handlers)
        log_level="warning",
        access_log=False,
        lifespan="auto",
        timeout_graceful_shutdown=5,  # Chromium keeps connections open; don't wait on them long
    )
    server = uvicorn.Server(config)
    crashed: list[BaseException] = []

    def run() -> None:
        # uvicorn installs signal handlers only in the main thread, so a thread needs nothing
        # special; but it calls sys.exit() when startup fails (the app's lifespan startup
        # failed): keep that SystemExit, or any error, for the test rather than let it escape
        # the thread (pytest would only warn).
        try:
            server.run(sockets=[sock])
        except BaseException as e:
            crashed.append(e)

    thread = threading.Thread(target=run, name=f"uvicorn-{port}", daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + timeout
        while not server.started:
            if not thread.is_alive():
                raise RuntimeError(f"uvicorn stopped during startup ({crashed[:1]!r}, see the log)")
            if time.monotonic() > deadline:
                raise RuntimeError(f"uvicorn did not start within {timeout} s")
            time.sleep(0.01)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True  # seen by uvicorn's main loop within 0.1 s
        thread.join(timeout)
        sock.close()
        if thread.is_alive():
            raise RuntimeError(f"uvicorn did not stop within {timeout} s")
    if crashed:
        raise RuntimeError(f"uvicorn failed while serving: {crashed[0]!r}")


@pytest.fixture
def asgi_app() -> Any:
    raise pytest.UsageError("live_server serves the `asgi_app` fixture: define it for this test")


@pytest.fixture
def live_server(asgi_app: Any) -> Iterator[str]:
    with serve(asgi_app) as url:
        yield url
