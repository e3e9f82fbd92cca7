"""Times in the rulings log: stored in UTC, shown and typed in the room's time zone.

The room's zone is the house profile's `timezone` (an IANA name such as Europe/London), else the
system's local zone. `--since` and `--until` take, in that zone:

    today, yesterday, now           the start of the day (now: this moment)
    7d, 24h, 2w                     that long ago (hours, days or weeks; `7 days` too)
    2024-05-01                      a date: --since from its start, --until to its end
    2024-05-01T21:30, ...21:30:15   a time; with an offset (+02:00, Z) it is taken as written

`--since` is inclusive, `--until` inclusive of the date or time it names; both become bounds on
the stored UTC text (`bounds`).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone, tzinfo

from ..errors import BadInput
from ..records import record

ACCEPTED = (
    "today, yesterday, now, an age such as 7d, 24h or 2w, a date YYYY-MM-DD, or an ISO time such as "
    "2024-05-01T21:30 (in the room's time zone unless it gives an offset such as +02:00 or Z)"
)
# Patterns, compiled (and kept by `re`) when a time is first read: `ask` shows times, never reads one.
_AGE = r"(\d+)\s*(h|hours?|d|days?|w|weeks?)"
_DATE = r"\d{4}-\d{2}-\d{2}"
_TIME = r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?"


@record
class Zone:
    """A time zone to show and read times in: `tz` None is the system's local zone."""

    name: str
    tz: tzinfo | None = None

    def local(self, when: datetime) -> datetime:
        return when.astimezone(self.tz) if self.tz else when.astimezone()

    def attach(self, naive: datetime) -> datetime:
        """A wall-clock time in this zone as an aware datetime."""
        return naive.replace(tzinfo=self.tz) if self.tz else naive.astimezone()


def zone(name: str = "") -> Zone:
    """The room's zone from the profile's `timezone` ("" for the system's local zone)."""
    name = (name or "").strip()
    if not name:
        return Zone(_local_name())
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        return Zone(name, ZoneInfo(name))
    except (ZoneInfoNotFoundError, ValueError, OSError):
        raise BadInput(
            f"unknown time zone {name!r} in the house profile (an IANA name such as Europe/London or America/New_York)"
        ) from None


def _local_name() -> str:
    import os

    env = os.environ.get("TZ", "").lstrip(":")
    if env:
        return env.split("zoneinfo/", 1)[1] if "zoneinfo/" in env else env
    try:
        target = os.readlink("/etc/localtime")
        if "zoneinfo/" in target:
            return target.split("zoneinfo/", 1)[1]
    except OSError:
        pass
    return datetime.now().astimezone().tzname() or "local time"


def parse_stored(text: str) -> datetime | None:
    """A stored time (`YYYY-MM-DDTHH:MM:SSZ`) as a UTC datetime; None if it is not one."""
    if not isinstance(text, str) or len(text) != 20 or text[10] != "T" or text[19] != "Z" or not text.isascii():
        return None
    try:
        return datetime.fromisoformat(text[:19]).replace(tzinfo=timezone.utc)
    except ValueError:
        return None


def shown(created_utc: str, z: Zone, seconds: bool = False) -> str:
    """`2024-05-01 22:14 CEST`: a stored UTC time in the zone (as stored if it is not a time)."""
    when = parse_stored(created_utc)
    if when is None:
        return str(created_utc)
    try:
        local = z.local(when)
    except (OverflowError, ValueError):
        return str(created_utc)
    return local.strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M") + f" {local.tzname() or ''}".rstrip()


def stored(when: datetime) -> str:
    """An aware datetime as stored text (fixed width, so text order is time order)."""
    t = when.astimezone(timezone.utc)
    return f"{t.year:04d}-{t.month:02d}-{t.day:02d}T{t.hour:02d}:{t.minute:02d}:{t.second:02d}Z"


def instant(text: str, option: str, z: Zone, *, end: bool, now: datetime | None = None) -> datetime:
    """The moment `--since` (end False) or `--until` (end True) names: for --until, the first
    moment after what it names (a date: the next midnight)."""
    from ..times import now_utc

    s = " ".join(str(text).split()).lower()
    now = now or now_utc()
    try:
        if s in ("today", "yesterday"):
            day = z.local(now).date() - timedelta(days=1 if s == "yesterday" else 0)
            return _midnight(day, z, 1 if end else 0)
        if s == "now":
            return now
        m = re.fullmatch(_AGE, s, re.ASCII | re.IGNORECASE)
        if m:
            unit = {"h": "hours", "d": "days", "w": "weeks"}[m.group(2)[0]]
            return now - timedelta(**{unit: int(m.group(1))})
        if re.fullmatch(_DATE, s, re.ASCII):
            return _midnight(datetime.strptime(s, "%Y-%m-%d").date(), z, 1 if end else 0)
        if re.fullmatch(_TIME, s, re.ASCII | re.IGNORECASE):
            iso = re.sub(r"([+-]\d{2})(\d{2})$", r"\1:\2", s.upper().replace(" ", "T"))
            when = datetime.fromisoformat(iso[:-1] + "+00:00" if iso.endswith("Z") else iso)
            when = when if when.tzinfo else z.attach(when)
            whole = when.replace(microsecond=0)
            # stored times are whole seconds: --since 21:30:00.5 starts at 21:30:01,
            # --until 21:30:00.5 takes 21:30:00 in
            return whole + timedelta(seconds=1) if (end or when != whole) else whole
    except ValueError:
        pass
    except OverflowError:
        raise BadInput(f"{option} {text!r} is out of range (years 1 to 9999)") from None
    raise BadInput(f"{option} takes {ACCEPTED}; got {text!r}")


def _midnight(day, z: Zone, plus_days: int) -> datetime:
    return z.attach(datetime(day.year, day.month, day.day) + timedelta(days=plus_days))


def bounds(since: str | None, until: str | None, z: Zone) -> tuple[str | None, str | None]:
    """Stored-text bounds: created_utc >= first, created_utc < second (None: no bound)."""
    low = instant(since, "--since", z, end=False) if since is not None else None
    high = instant(until, "--until", z, end=True) if until is not None else None
    try:
        out = (stored(low) if low else None, stored(high) if high else None)
    except OverflowError:
        raise BadInput(f"--since or --until is out of range (years 1 to 9999): {since or until!r}") from None
    if low and high and low >= high:
        raise BadInput(f"--since {since} is not before --until {until}: nothing can match")
    return out
