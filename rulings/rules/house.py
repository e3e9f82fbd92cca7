"""House profiles: a room's choice among the book's main and alternate rules (YAML)."""

from __future__ import annotations

from pathlib import Path

from ..errors import BadInput, DataError
from .book import Rulebook
from .model import HouseProfile
from .values import parse_value

PROFILE_KEYS = {"name", "note", "timezone", "options", "games"}


def load_house(path: str | Path | None, book: Rulebook) -> HouseProfile:
    """Read and check a house profile; every problem names the file and line."""
    if not path:
        return HouseProfile()
    from .yamlio import read_yaml

    return profile_from(read_yaml(Path(path), "house profile"), path, book)


def profile_from(raw, path: str | Path, book: Rulebook) -> HouseProfile:
    """A checked profile from a mapping read out of `path` (a house file, or a situation file)."""
    from .yamlio import line_of, unknown_keys

    if not isinstance(raw, dict):
        raise DataError(f"{path}: a house profile is a mapping with name, note, options, games")
    extra = unknown_keys(raw, PROFILE_KEYS)
    if extra:
        raise DataError(f"{path}:{line_of(raw)}: unknown key {extra[0]!r} (expected {', '.join(sorted(PROFILE_KEYS))})")
    options = raw.get("options") or {}
    games = raw.get("games") or {}
    if not isinstance(options, dict) or not isinstance(games, dict):
        raise DataError(f"{path}:{line_of(raw)}: options and games must be mappings")
    known = {f.id: f for f in book.house_options + book.table_setups}

    def check(where_line: int, mapping: dict, game_id: str | None) -> dict:
        out = {}
        for oid, value in mapping.items():
            if oid == "__line__":
                continue
            if oid not in known:
                raise DataError(f"{path}:{where_line}: unknown house option {oid!r} (known: {', '.join(known)})")
            fact = known[oid]
            allowed = None
            if game_id and fact.setup:
                allowed = book.games[game_id].allowed(fact.setup)
            if isinstance(value, bool):  # YAML reads on/off/yes/no as booleans
                value = {True: "on", False: "off"}[value] if "on" in fact.choices else value
            try:
                out[oid] = parse_value(fact, value, allowed)
            except BadInput as e:
                choices = allowed or fact.choices
                raise DataError(
                    f"{path}:{where_line}: {oid}: {value!r} is not one of {', '.join(map(str, choices))}"
                ) from e
        return out

    profile = HouseProfile(
        name=str(raw.get("name") or Path(path).stem),
        note=str(raw.get("note") or ""),
        timezone=timezone(raw.get("timezone"), f"{path}:{line_of(raw)}"),
        path=str(path),
    )
    profile.options = check(line_of(options) or line_of(raw), options, None)
    for gid, mapping in games.items():
        if gid == "__line__":
            continue
        if gid not in book.games:
            raise DataError(f"{path}:{line_of(games)}: unknown game {gid!r} (known: {', '.join(book.games)})")
        profile.games[gid] = check(line_of(mapping) or line_of(games), mapping or {}, gid)
    return profile


def timezone(value, where: str) -> str:
    """A room's time zone: an IANA name the system's time zone database knows ("" for none)."""
    if value is None or value == "":
        return ""
    if not isinstance(value, str):
        raise DataError(f"{where}: timezone must be an IANA time zone name such as Europe/London, not {value!r}")
    from zoneinfo import ZoneInfo

    try:
        ZoneInfo(value)
    except (ValueError, OSError, LookupError):  # ZoneInfoNotFoundError is a KeyError
        raise DataError(
            f"{where}: unknown time zone {value!r} (an IANA name such as Europe/London or America/New_York)"
        ) from None
    return value
