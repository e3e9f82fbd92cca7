"""`rulings serve`: who may start it where, the address it prints, a clean stop, and no web
import in any other command."""

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request

import pytest


@pytest.fixture
def home(tmp_path, monkeypatch):
    """Config and data folders of our own: no access code or secret of the machine's."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv("RULINGS_ACCESS_CODE", raising=False)
    monkeypatch.delenv("RULINGS_WEB_SECRET", raising=False)
    return tmp_path


def test_other_machines_need_an_access_code(cli, home):
    r = cli("serve", "--host", "0.0.0.0")
    assert r.exit_code == 2
    assert "no access code is set" in r.stderr and "RULINGS_ACCESS_CODE" in r.stderr
    assert r.stderr.count("\n") == 1


def test_a_short_or_missing_code_is_bad_input(cli, home, monkeypatch):
    monkeypatch.setenv("RULINGS_ACCESS_CODE", "123")
    r = cli("serve", "--host", "0.0.0.0")
    assert r.exit_code == 2 and "at least 6 characters" in r.stderr
    monkeypatch.delenv("RULINGS_ACCESS_CODE")
    r = cli("serve", "--access-code-file", home / "nope.txt")
    assert r.exit_code == 2 and "nope.txt" in r.stderr


def test_the_code_is_read_from_the_room_config(home):
    from rulings.web.config import access_code

    folder = home / "config" / "rulings"
    folder.mkdir(parents=True)
    (folder / "access-code").write_text("blue-chips-7\n")
    assert access_code() == ("blue-chips-7", str(folder / "access-code"))
    os.environ["RULINGS_ACCESS_CODE"] = "from-the-env"
    try:
        assert access_code()[0] == "from-the-env"
    finally:
        del os.environ["RULINGS_ACCESS_CODE"]


def test_the_secret_is_kept_across_restarts_and_private(home):
    from rulings.web.config import secret_key

    first = secret_key()
    assert len(first) >= 32 and secret_key() == first
    path = home / "data" / "rulings" / "web-secret"
    assert path.stat().st_mode & 0o777 == 0o600


def test_the_address_for_all_interfaces_is_this_machines(home):
    from rulings.web.config import addresses, is_loopback

    urls = addresses("0.0.0.0", 8600)  # none where the machine's name is loopback only
    assert all(u.startswith("http://") and u.endswith(":8600") and "127.0.0.1" not in u for u in urls)
    assert addresses("127.0.0.1", 9000) == ["http://127.0.0.1:9000"]
    assert is_loopback("localhost") and is_loopback("127.0.0.2") and is_loopback("[::1]")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.2")


def _free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def _rulings(home, *args, env=None):
    e = dict(os.environ, RULINGS_WEB_SECRET="x" * 40, **(env or {}))
    return subprocess.Popen(
        [sys.executable, "-m", "rulings", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=e
    )


def test_serve_answers_then_stops_cleanly_on_ctrl_c(home):
    port = _free_port()
    proc = _rulings(home, "serve", "--port", str(port), "--db", str(home / "floor.db"))
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=2) as r:
                    assert r.read() == b'{"status":"ok"}'
                break
            except OSError:
                assert proc.poll() is None, proc.communicate()
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.2)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert f"http://127.0.0.1:{port}" in out and "only this machine" in out
    assert "Stopped." in out
    assert proc.returncode == 130, err
    assert "Traceback" not in err


def test_a_port_in_use_is_one_line_exit_2(home):
    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen()
    try:
        proc = _rulings(home, "serve", "--port", str(busy.getsockname()[1]))
        out, err = proc.communicate(timeout=60)
    finally:
        busy.close()
    assert proc.returncode == 2
    assert "could not listen" in err and "Traceback" not in err


def test_no_other_command_imports_the_web_stack():
    code = (
        "import sys; from rulings.cli.app import make_app; make_app('search'); make_app();"
        "print(sorted(m for m in ('starlette', 'uvicorn', 'multipart', 'segno') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_qr_code_of_the_address(capsys):
    pytest.importorskip("segno")
    from rulings.cli.serve import _qr

    _qr("http://192.168.1.20:8600")
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) > 10 and len({len(line) for line in lines}) == 1  # a square of blocks
