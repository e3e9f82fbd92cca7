"""Where the database is, and how it is named in messages: a URL's password is never shown."""

from pathlib import Path

import pytest

from rulings.store.location import is_url, resolve, scrub, shown


def test_a_path_a_url_and_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("RULINGS_DB", str(tmp_path / "env.db"))
    assert resolve() == tmp_path / "env.db" and resolve("") == tmp_path / "env.db"
    assert resolve(tmp_path / "x.db") == tmp_path / "x.db" and isinstance(resolve("x.db"), Path)
    assert resolve("postgresql://u@h/db") == "postgresql://u@h/db"
    monkeypatch.setenv("RULINGS_DB", "postgres://u@h/db")
    assert resolve() == "postgres://u@h/db" and is_url(resolve())
    assert not is_url("postgresql.db") and not is_url(Path("postgresql://x"))


@pytest.mark.parametrize(
    "url, secret",
    [
        ("postgresql://ann:s3cret@db.example/rulings", "s3cret"),
        ("postgresql://ann:p%40ss%2Fw@db.example:5433/rulings?sslmode=require", "p%40ss%2Fw"),
        ("postgresql://ann:p@ss@db.example/rulings", "p@ss"),  # an @ left unencoded: hidden all the same
        ("postgresql://ann@/rulings?host=/tmp/pg&password=hunter2&port=5", "hunter2"),
        ("POSTGRES://ann:Hunter2@h/d?PASSWORD=other", "Hunter2"),
    ],
)
def test_the_password_is_hidden(url, secret):
    text = shown(url)
    assert secret not in text and "***" in text
    assert "ann" in text  # the rest stays, so the person can tell which database it is
    assert secret not in scrub(f"could not connect to {url} with password {secret}", url)
    if "%" in secret:  # decoded too, as libpq would use it
        from urllib.parse import unquote

        assert unquote(secret) not in scrub(f"password {unquote(secret)} refused", url)


def test_a_url_without_a_password_and_a_path_are_shown_as_they_are(tmp_path):
    assert shown("postgresql://ann@h/d?port=5") == "postgresql://ann@h/d?port=5"
    assert shown(tmp_path / "a:b@c.db") == str(tmp_path / "a:b@c.db")
