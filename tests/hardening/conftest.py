import pytest


@pytest.fixture(scope="session", autouse=True)
def _hand_counts_cached(tmp_path_factory):
    """The hand charts counted once for the session (the shared cache of tests/conftest.py), so
    that no command here shows the one-off progress line of a first count on stderr."""
    import os

    from rulings.cards.counts import hand_counts

    old = os.environ.get("RULINGS_CACHE_DIR")
    os.environ["RULINGS_CACHE_DIR"] = str(tmp_path_factory.getbasetemp() / "cache")
    try:
        for deck, ranking in ((53, "high"), (52, "high"), (53, "ace-to-five"), (52, "ace-to-five"), (52, "deuce-to-seven")):
            hand_counts(deck, ranking)
    finally:
        if old is None:
            os.environ.pop("RULINGS_CACHE_DIR")
        else:
            os.environ["RULINGS_CACHE_DIR"] = old


def one_line(r, code=2):
    """The result failed as bad input: `code`, exactly one line on stderr, no traceback."""
    assert r.exit_code == code, (r.exit_code, r.output)
    assert r.stderr.count("\n") == 1 and r.stderr.endswith("\n"), r.stderr
    assert "Traceback" not in r.output and "internal error" not in r.stderr, r.output
    return r.stderr.strip()


@pytest.fixture
def refused(cli):
    """Run the command and return its one-line error, checking each of `words` is in it."""

    def run(*args, words=(), code=2, input=None):
        line = one_line(cli(*args, input=input), code)
        for w in words:
            assert w in line, line
        return line

    return run


def within(run, timeout=30):
    """The result of run(), or a failure if it has not returned within `timeout` seconds (a
    thread, so a hang fails the test instead of stopping the suite)."""
    import threading

    out = []
    t = threading.Thread(target=lambda: out.append(run()), daemon=True)
    t.start()
    t.join(timeout)
    assert out, f"still running after {timeout} s"
    return out[0]
