import os
import shutil

import pytest

# Fixture plugins (tests/ is on the pythonpath: pyproject.toml): Debian's Chromium driven by
# Playwright and a live uvicorn server (tests/browser.py); PostgreSQL (tests/support/postgres.py).
pytest_plugins = ["browser", "support.postgres"]

# Plain output in tests: no colour codes whatever the environment says.
for var in ("FORCE_COLOR", "PY_COLORS", "CLICOLOR_FORCE"):
    os.environ.pop(var, None)
os.environ["NO_COLOR"] = "1"
os.environ["TERM"] = "dumb"


@pytest.fixture(autouse=True)
def _isolated(tmp_path_factory, monkeypatch):
    """Each test gets its own database; the rulebook cache is shared by the session."""
    cache = tmp_path_factory.getbasetemp() / "cache"
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(cache))
    monkeypatch.setenv("RULINGS_DB", str(tmp_path_factory.mktemp("db") / "rulings.db"))
    monkeypatch.delenv("RULINGS_DATA_DIR", raising=False)
    # No default house profile leaks in from the machine: no RULINGS_HOUSE, an empty config folder.
    monkeypatch.delenv("RULINGS_HOUSE", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))


@pytest.fixture(scope="session")
def book():
    from rulings.rules.load import load

    return load(use_cache=False)


@pytest.fixture
def data_copy(tmp_path, monkeypatch):
    """A writable copy of the rule data, in use for the test (RULINGS_DATA_DIR)."""
    from rulings.paths import rules_dir

    monkeypatch.delenv("RULINGS_DATA_DIR", raising=False)
    dst = tmp_path / "rules_data"
    shutil.copytree(rules_dir(), dst)
    monkeypatch.setenv("RULINGS_DATA_DIR", str(dst))
    return dst


@pytest.fixture
def runner():
    from typer.testing import CliRunner

    return CliRunner()


@pytest.fixture
def cli(runner):
    """Run `rulings ARGS...` in-process; returns the CliRunner result."""
    from rulings.cli.app import app

    def run(*args, input=None):
        return runner.invoke(app, [str(a) for a in args], input=input)

    return run


