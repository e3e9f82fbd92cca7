"""Fixtures for the floor page: the app (a fresh database, a fixed secret), Starlette's test
client, and the app a live server serves (tests/browser.py's `live_server`)."""

import pytest

pytest.importorskip("starlette", reason="the floor page needs the web extra: pip install '.[web]'")

CODE = "green-felt-42"


@pytest.fixture
def make_app(book, tmp_path):
    from rulings.web.app import create_app
    from rulings.web.config import Throttle, WebConfig

    def make(code: str = "", house: str | None = None, throttle: Throttle | None = None, db=None):
        config = WebConfig(
            db=str(db or tmp_path / "floor.db"),
            house=house,
            access_code=code,
            secret=b"s" * 32,
            throttle=throttle or Throttle(free=3, base=0.2, cap=0.4),
        )
        return create_app(config, book)

    return make


@pytest.fixture
def app(make_app):
    return make_app()


@pytest.fixture
def client(app):
    from starlette.testclient import TestClient

    with TestClient(app, base_url="http://localhost", follow_redirects=True) as c:
        yield c


@pytest.fixture
def locked(make_app):
    """A client of a server with an access code, not logged in."""
    from starlette.testclient import TestClient

    with TestClient(make_app(code=CODE), base_url="http://192.168.1.20:8600", follow_redirects=False) as c:
        yield c


@pytest.fixture
def asgi_app(app):
    return app
