"""Signed tokens with the standard library (hmac, hashlib): the interview state a page carries,
the session cookie, the CSRF token. A token is `payload.signature`, both URL-safe base64; the
signature is HMAC-SHA256 under a key derived from the server's secret and the token's purpose,
so a token made for one purpose is refused for another."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
import zlib
from typing import Any

MAX_TOKEN = 16_384  # characters: a story of 2,000 characters and its answers fit in far fewer


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Signer:
    def __init__(self, secret: bytes, purpose: str):
        self.key = hmac.new(secret, b"rulings.web:" + purpose.encode(), hashlib.sha256).digest()

    def _mac(self, payload: str) -> str:
        return _b64(hmac.new(self.key, payload.encode("ascii"), hashlib.sha256).digest()[:20])

    def sign(self, raw: bytes) -> str:
        payload = _b64(raw)
        return f"{payload}.{self._mac(payload)}"

    def unsign(self, token: str) -> bytes | None:
        """The signed bytes, or None for a token this key did not sign."""
        if not token or len(token) > MAX_TOKEN or token.count(".") != 1:
            return None
        payload, mac = token.split(".")
        if not hmac.compare_digest(mac, self._mac(payload)):
            return None
        try:
            return _unb64(payload)
        except ValueError:
            return None

    # -- JSON objects, compressed (the interview state), optionally with an age limit ----------
    def dumps(self, data: Any, *, stamp: bool = False) -> str:
        body = {"d": data, "t": int(time.time())} if stamp else {"d": data}
        return self.sign(zlib.compress(json.dumps(body, separators=(",", ":")).encode("utf-8"), 6))

    def loads(self, token: str, max_age: float | None = None) -> Any:
        """The object, or None for a token that is unsigned, damaged or older than `max_age` s."""
        raw = self.unsign(token)
        if raw is None:
            return None
        try:
            body = json.loads(zlib.decompressobj().decompress(raw, 1 << 20))
        except (zlib.error, ValueError, UnicodeDecodeError):
            return None
        if not isinstance(body, dict) or "d" not in body:
            return None
        if max_age is not None:
            stamp = body.get("t")
            if not isinstance(stamp, int) or not 0 <= time.time() - stamp <= max_age:
                return None
        return body["d"]
