"""Who gets in, and what every response carries. An ASGI middleware in front of the whole app:

* Security headers on every response: a Content-Security-Policy with no inline script (and no
  framing: frame-ancestors 'none'), X-Content-Type-Options, Referrer-Policy; pages not cached.
* Without an access code the server answers only to names of this machine (localhost,
  127.0.0.1, [::1]): a web site that points its own name at 127.0.0.1 (DNS rebinding) gets 421.
* With an access code, everything but /api/health, /login and /static/ needs the signed session
  cookie (people, after the login page) or `Authorization: Bearer CODE` (the API); wrong codes
  answer 401, and after a few from one address each further try waits longer (Throttle).
* A CSRF seed cookie for every browser; a form POST carries a token signed from it (`csrf_token`,
  checked by `checked_form`), and a POST whose Origin is another site is refused.
* Request bodies are at most MAX_BODY bytes.
"""

from __future__ import annotations

import asyncio
import hmac
import secrets
import time
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import quote

from .config import WebConfig, is_loopback
from .signing import Signer

MAX_BODY = 64 * 1024
SESSION_COOKIE, CSRF_COOKIE = "rulings_session", "rulings_csrf"
PUBLIC = ("/api/health", "/login", "/static/")
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=()"),
    (b"cross-origin-opener-policy", b"same-origin"),
]


class Throttle:
    """Failures per client address; a try after `free` failures waits its turn (one at a time
    per address), and each failure doubles the wait."""

    def __init__(self, free: int, base: float, cap: float):
        self.free, self.base, self.cap = free, base, cap
        self.failures: dict[str, tuple[int, float]] = {}  # address -> (count, last failure time)
        self.locks: dict[str, asyncio.Lock] = {}
        self.waiting: dict[str, int] = {}

    def delay(self, address: str) -> float:
        count, last = self.failures.get(address, (0, 0.0))
        if time.monotonic() - last > 3600:  # an hour without a wrong code: a clean slate
            self.failures.pop(address, None)
            return 0.0
        if count < self.free:
            return 0.0
        return min(self.cap, self.base * 2 ** (count - self.free))

    def _forget_old(self) -> None:
        """Addresses without a wrong code for an hour are forgotten (the tables stay small)."""
        if len(self.failures) > 1000:
            now = time.monotonic()
            for a in [a for a, (_, last) in self.failures.items() if now - last > 3600]:
                self.failures.pop(a, None)
                if not self.waiting.get(a):
                    self.locks.pop(a, None)
                    self.waiting.pop(a, None)

    async def check(self, address: str, right: bool) -> bool | None:
        """Whether the code was right, after the wait this address has earned; None when too many
        tries from it are already waiting (answer 429)."""
        self._forget_old()
        if self.waiting.get(address, 0) >= 8:
            return None
        self.waiting[address] = self.waiting.get(address, 0) + 1
        try:
            async with self.locks.setdefault(address, asyncio.Lock()):
                wait = self.delay(address)
                if wait:
                    await asyncio.sleep(wait)
                if right:
                    self.failures.pop(address, None)
                else:
                    count = self.failures.get(address, (0, 0.0))[0]
                    self.failures[address] = (count + 1, time.monotonic())
                return right
        finally:
            self.waiting[address] -= 1


class Keys:
    """The signers of one server: interview state, session, CSRF, a quiz in progress."""

    def __init__(self, config: WebConfig):
        import hashlib

        code = hashlib.sha256(config.access_code.encode()).hexdigest()[:16]  # a new code ends old sessions
        self.state = Signer(config.secret, "state")
        self.session = Signer(config.secret, f"session:{code}")
        self.csrf = Signer(config.secret, "csrf")
        self.quiz = Signer(config.secret, "quiz")


def cookies(scope: dict) -> dict[str, str]:
    for name, value in scope.get("headers", ()):
        if name == b"cookie":
            jar: SimpleCookie = SimpleCookie()
            try:
                jar.load(value.decode("latin-1"))
            except Exception:  # noqa: BLE001 - a malformed cookie header is no cookie
                return {}
            return {k: m.value for k, m in jar.items()}
    return {}


def header(scope: dict, name: bytes) -> str:
    for k, v in scope.get("headers", ()):
        if k == name:
            return v.decode("latin-1")
    return ""


def cookie_header(name: str, value: str, scope: dict, *, max_age: int | None = None, strict: bool = False) -> bytes:
    parts = [f"{name}={value}", "Path=/", "HttpOnly", f"SameSite={'Strict' if strict else 'Lax'}"]
    if max_age is not None:
        parts.append(f"Max-Age={max_age}")
    if scope.get("scheme") == "https":
        parts.append("Secure")
    return "; ".join(parts).encode("latin-1")


def csrf_token(request: Any) -> str:
    keys: Keys = request.app.state.keys
    return keys.csrf.sign(request.scope["state"]["csrf_seed"].encode())


def csrf_ok(request: Any, token: str) -> bool:
    keys: Keys = request.app.state.keys
    seed = request.scope["state"].get("csrf_seed_from_cookie", "")
    raw = keys.csrf.unsign(token or "")
    return bool(seed) and raw is not None and hmac.compare_digest(raw, seed.encode())


async def checked_form(request: Any):
    """The POSTed form, its CSRF token checked; HTTPException 403 when it is missing or wrong."""
    from starlette.exceptions import HTTPException

    form = await request.form()
    if not csrf_ok(request, str(form.get("csrf", ""))):
        raise HTTPException(403, "This form has expired or did not come from this page: reload the page and try again.")
    return form


def host_name(value: str) -> str:
    """The name in a Host header, without the port: `[::1]:8600` -> `[::1]`."""
    if value.startswith("["):
        return value.split("]")[0] + "]"
    return value.rsplit(":", 1)[0] if value.count(":") == 1 else value


def client_address(scope: dict) -> str:
    client = scope.get("client")
    return str(client[0]) if client else "?"


class Guard:
    def __init__(self, app: Any, config: WebConfig, keys: Keys):
        self.app, self.config, self.keys = app, config, keys
        t = config.throttle
        self.throttle = Throttle(t.free, t.base, t.cap)

    def session_ok(self, scope: dict) -> bool:
        token = cookies(scope).get(SESSION_COOKIE, "")
        return self.keys.session.loads(token, max_age=self.config.session_hours * 3600) is not None

    def new_session(self) -> str:
        return self.keys.session.dumps({"n": secrets.token_hex(8)}, stamp=True)

    def code_matches(self, code: str) -> bool:
        return hmac.compare_digest(code.encode("utf-8"), self.config.access_code.encode("utf-8"))

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        from starlette.responses import JSONResponse, PlainTextResponse, RedirectResponse

        path: str = scope["path"]
        api = path.startswith("/api/")
        state = scope.setdefault("state", {})
        state["guard"] = self
        jar = cookies(scope)
        seed = jar.get(CSRF_COOKIE, "")
        state["csrf_seed_from_cookie"] = seed if 16 <= len(seed) <= 64 and seed.isalnum() else ""
        new_seed = "" if state["csrf_seed_from_cookie"] else secrets.token_hex(16)
        state["csrf_seed"] = state["csrf_seed_from_cookie"] or new_seed
        extra: list[tuple[bytes, bytes]] = []
        if new_seed and not api:
            extra.append((b"set-cookie", cookie_header(CSRF_COOKIE, new_seed, scope, strict=True)))

        async def send_with_headers(message: dict) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                names = {k.lower() for k, _ in headers}
                if b"content-security-policy" not in names:
                    headers.append((b"content-security-policy", CSP.encode()))
                headers += [h for h in HEADERS if h[0] not in names]
                if b"cache-control" not in names:
                    headers.append((b"cache-control", b"no-store"))
                headers += extra
                message = {**message, "headers": headers}
            await send(message)

        async def answer(response: Any) -> None:
            await response(scope, receive, send_with_headers)

        if not self.config.access_code and not is_loopback(host_name(header(scope, b"host")) or "localhost"):
            await answer(PlainTextResponse("This server answers only on this machine (no access code is set).", 421))
            return
        method = scope.get("method", "GET")
        if method not in ("GET", "HEAD", "OPTIONS"):
            origin = header(scope, b"origin")
            if origin and origin != "null" and origin.split("://", 1)[-1] != header(scope, b"host"):
                await answer(PlainTextResponse("Refused: this request came from another site.", 403))
                return
            length = header(scope, b"content-length")
            if length and (not length.isdigit() or int(length) > MAX_BODY):
                await answer(PlainTextResponse(f"Too large: at most {MAX_BODY // 1024} KiB.", 413))
                return
        state["authed"] = not self.config.access_code
        if self.config.access_code and not path.startswith(PUBLIC):
            if self.session_ok(scope):
                state["authed"] = True
            elif api and header(scope, b"authorization").startswith("Bearer "):
                right = self.code_matches(header(scope, b"authorization")[7:].strip())
                result = await self.throttle.check(client_address(scope), right)
                if result is None:
                    await answer(JSONResponse({"error": "too many tries; wait and try again"}, 429))
                    return
                if not result:
                    await answer(_unauthorized("wrong access code"))
                    return
                state["authed"] = True
            elif api:
                await answer(_unauthorized("this server needs the access code: Authorization: Bearer CODE"))
                return
            else:
                target = path + ("?" + scope["query_string"].decode("latin-1") if scope.get("query_string") else "")
                await answer(RedirectResponse("/login?next=" + quote(target, safe=""), 303))
                return
        await self.app(scope, receive, send_with_headers)


def _unauthorized(message: str):
    from starlette.responses import JSONResponse

    return JSONResponse({"error": message}, 401, headers={"WWW-Authenticate": 'Bearer realm="rulings"'})
