"""Time: now in UTC, the one clock every stored time comes from (stored in UTC, always)."""

from __future__ import annotations

from datetime import datetime, timezone


def now_utc() -> datetime:
    return datetime.now(timezone.utc)
