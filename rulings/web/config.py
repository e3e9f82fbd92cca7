"""How the floor page is set up: where it listens, who may get in, the key its cookies and pages
are signed with. Read once when `rulings serve` starts; the app itself never reads the
environment."""

from __future__ import annotations

import ipaddress
import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import BadInput
from ..paths import user_dir

DEFAULT_HOST, DEFAULT_PORT = "127.0.0.1", 8600
CODE_ENV = "RULINGS_ACCESS_CODE"
CODE_FILE = "access-code"  # in the user config folder, beside the room's house.yaml
SECRET_ENV = "RULINGS_WEB_SECRET"
SECRET_FILE = "web-secret"  # in the user data folder, beside the log
MIN_CODE = 6
SESSION_HOURS = 16  # a double shift: a floor device logs in once a shift


@dataclass
class Throttle:
    """Wrong access codes: `free` tries, then each further try from the same address waits
    `base` seconds, doubling with each failure, at most `cap`."""

    free: int = 5
    base: float = 1.0
    cap: float = 30.0


@dataclass
class WebConfig:
    house: str | None = None  # the house profile file (None: the default profile, rules/room.py)
    book_only: bool = False  # --book: the book's main rules, not even the default profile
    db: str | None = None  # the log and quiz database (None: RULINGS_DB, else the user data folder)
    access_code: str = ""  # "" : no code, loopback only
    secret: bytes = field(default_factory=lambda: secrets.token_bytes(32))
    throttle: Throttle = field(default_factory=Throttle)
    session_hours: float = SESSION_HOURS


def is_loopback(host: str) -> bool:
    """127.0.0.0/8, ::1 and localhost: only this machine can reach a server bound there."""
    if host.strip("[]").lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def access_code(code_file: str | None = None) -> tuple[str, str]:
    """The access code and where it came from: RULINGS_ACCESS_CODE, else `code_file`, else the
    file `access-code` in the user config folder; ("", "") when none is set."""
    env = os.environ.get(CODE_ENV, "")
    if env.strip():
        return _checked(env.strip(), CODE_ENV), CODE_ENV
    path = Path(code_file) if code_file else user_dir("config") / CODE_FILE
    if code_file or path.is_file():
        from ..files import read_text

        text = read_text(path, "access code file", limit=4096).strip()
        if not text:
            raise BadInput(f"{path}: the access code file is empty")
        return _checked(text.splitlines()[0].strip(), str(path)), str(path)
    return "", ""


def _checked(code: str, where: str) -> str:
    if len(code) < MIN_CODE:
        raise BadInput(f"{where}: an access code has at least {MIN_CODE} characters (this one has {len(code)})")
    return code


def check_bind(host: str, code: str) -> None:
    """A server other machines can reach needs an access code: BadInput saying how to set one."""
    if code or is_loopback(host):
        return
    raise BadInput(
        f"--host {host} lets other machines on the network in, and no access code is set: "
        f"set {CODE_ENV}=... or write one to {user_dir('config') / CODE_FILE} "
        f"(at least {MIN_CODE} characters), or serve on 127.0.0.1"
    )


def secret_key() -> bytes:
    """The key pages and cookies are signed with, kept across restarts (so an open page or a
    logged-in device survives one): RULINGS_WEB_SECRET, else the file `web-secret` in the user
    data folder, made on first use (readable by its owner only)."""
    env = os.environ.get(SECRET_ENV, "")
    if env:
        if len(env) < 32:
            raise BadInput(f"{SECRET_ENV} must be at least 32 characters")
        return env.encode("utf-8")
    path = user_dir("data") / SECRET_FILE
    if path.is_file():
        from ..files import read_text

        text = read_text(path, "web secret", limit=4096).strip()
        if len(text) >= 32:
            return text.encode("ascii", "replace")
    from ..files import atomic_write

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise BadInput(f"cannot create {path.parent}: {e.strerror or e}") from None
    key = secrets.token_hex(32)
    atomic_write(path, key + "\n", mode=0o600)
    return key.encode("ascii")


def addresses(host: str, port: int) -> list[str]:
    """The addresses to open on the floor devices: for 0.0.0.0 or ::, this machine's own
    addresses (found without sending anything; none when its name resolves to loopback only);
    else the host itself."""
    import socket

    def url(h: str) -> str:
        return f"http://[{h}]:{port}" if ":" in h else f"http://{h}:{port}"

    if host not in ("0.0.0.0", "::", ""):
        return [url(host)]
    found: list[str] = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for info in infos:
        ip = str(info[4][0])
        if not ipaddress.ip_address(ip).is_loopback and ip not in found:
            found.append(ip)
    return [url(ip) for ip in found]
