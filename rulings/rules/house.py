"""House profiles: a room's choices among the book's main and alternate rules, the table setup of
each game, its time zone, and rules of its own (rules/house_rules.py), read from YAML.

Every problem names the file and the line it is on: `check_house` collects them all (`rulings
house check`), `load_house` and `profile_from` raise the first as DataError (exit 2).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import BadInput, DataError
from .book import Rulebook
from .model import HouseProfile
from .values import parse_value

PROFILE_KEYS = {"name", "note", "timezone", "options", "games", "rules", "topics"}
MAX_NAME, MAX_NOTE = 100, 2000  # characters: a name heads every sheet, a note sits under it


def load_house(path: str | Path | None, book: Rulebook) -> HouseProfile:
    """Read and check a house profile (none: the book's main rules); DataError on a problem."""
    if not path:
        return HouseProfile()
    profile, problems = check_house(path, book)
    raise_first(problems, path)
    return profile


def check_house(path: str | Path, book: Rulebook) -> tuple[HouseProfile, list[str]]:
    """The profile and every problem in it (`FILE:LINE: what is wrong`). A file that cannot be
    read at all (missing, not a regular file, not UTF-8) raises BadInput instead."""
    from ..files import read_text
    from .yamlio import parse_yaml

    text = read_text(Path(path), "house profile")
    try:
        raw = parse_yaml(text, str(path), "house profile")
    except DataError as e:  # malformed YAML is a problem of the file, like any other
        return HouseProfile(name=Path(path).stem, path=str(path)), [str(e)]
    problems: list[str] = []
    profile = profile_from(raw, path, book, problems)
    return profile, sorted(problems, key=_place)


def _place(problem: str) -> tuple:
    """(file, line) of a `FILE:LINE: ...` problem, to list them in the order of the file."""
    import re

    m = re.match(r"^(.*?):(\d+):", problem)
    return (m[1], int(m[2])) if m else (problem, 0)


def situation_profile(options: Any, path: str | Path, book: Rulebook) -> HouseProfile:
    """The house options a situation file writes out under `house:` (a mapping of option to
    value), as a profile named after the file; DataError naming the line of a problem."""
    problems: list[str] = []
    profile = HouseProfile(name=f"options in {path}", path=str(path))
    profile.options = _choices({"options": options}, "options", None, path, book, problems)
    raise_first(problems, path)
    return profile


def raise_first(problems: list[str], path: str | Path) -> None:
    if problems:
        more = f" (and {len(problems) - 1} more; see `rulings house check {path}`)" if len(problems) > 1 else ""
        raise DataError(problems[0] + more)


def profile_from(raw: Any, path: str | Path, book: Rulebook, problems: list[str] | None = None) -> HouseProfile:
    """A checked profile from a mapping read out of `path` (a house file, or a situation file's
    `house:`). With `problems`, every problem is added to it; without, the first is raised."""
    from .yamlio import line_at, unknown_keys

    collect = problems is not None
    found: list[str] = problems if problems is not None else []
    profile = HouseProfile(name=Path(path).stem, path=str(path))
    if raw is None:  # an empty file: no choices, the book's main rules
        raw = {}
    if not isinstance(raw, dict):
        found.append(f"{path}:1: a house profile is a mapping with {', '.join(sorted(PROFILE_KEYS))}, not {_kind(raw)}")
    else:
        for key in unknown_keys(raw, PROFILE_KEYS):
            found.append(
                f"{path}:{line_at(raw, key)}: unknown key {key!r} (expected {', '.join(sorted(PROFILE_KEYS))})"
            )
        where = lambda key: f"{path}:{line_at(raw, key)}"  # noqa: E731
        profile.name = text_field(raw.get("name"), where("name"), "name", MAX_NAME, found) or profile.name
        profile.note = text_field(raw.get("note"), where("note"), "note", MAX_NOTE, found)
        try:
            profile.timezone = timezone(raw.get("timezone"), where("timezone"))
        except DataError as e:
            found.append(str(e))
        profile.options = _choices(raw, "options", None, path, book, found)
        games = raw.get("games")
        if games is not None and not isinstance(games, dict):
            found.append(f"{where('games')}: games is a mapping of game to its table setup, not {_kind(games)}")
        if not isinstance(games, dict):
            games = {}
        for gid in unknown_keys(games, ()):
            if gid not in book.games:
                found.append(f"{path}:{line_at(games, gid)}: unknown game {gid!r} (known: {', '.join(book.games)})")
                continue
            profile.games[gid] = _choices(games, gid, gid, path, book, found)
        if raw.get("rules") is not None or raw.get("topics") is not None:
            from .house_rules import parse_rules

            profile.rules, profile.topics = parse_rules(raw, path, book, profile, found)
    if not collect:
        raise_first(found, path)
    return profile


def _kind(x: Any) -> str:
    """What a YAML value is, in words."""
    for kind, words in ((bool, "yes/no"), (dict, "a mapping"), (list, "a list"), (str, "text"), (int, "a number")):
        if isinstance(x, kind):
            return words
    return "a number" if isinstance(x, float) else f"a {type(x).__name__}"


def text_field(value: Any, where: str, what: str, limit: int, problems: list) -> str:
    """A name or a note: one line of text (a number is taken as text), at most `limit` characters."""
    from ..style import clean

    at = f"{where}: " if where else ""
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        problems.append(f"{at}{what} is text, not {_kind(value)}")
        return ""
    text = str(value)
    if clean(text) != text:
        problems.append(f"{at}{what} holds a control character")
    elif len(text) > limit:
        problems.append(f"{at}{what} is {len(text):,} characters long (at most {limit:,})")
    else:
        return " ".join(text.split()) if what == "name" else text.strip()
    return ""


def _choices(parent: dict, key: str, game_id: str | None, path, book: Rulebook, problems: list) -> dict:
    """The options (house options and table setups) of `parent[key]`, checked: every game's when
    `game_id` is None (then a table setup must suit every game), else that game's."""
    from .yamlio import line_at, unknown_keys

    mapping = parent.get(key)
    if mapping is None:
        return {}
    what = "options" if game_id is None else f"games: {game_id}"
    if not isinstance(mapping, dict):
        problems.append(
            f"{path}:{line_at(parent, key)}: {what} is a mapping of option to value "
            f"(such as raise_cap: six-raises), not {_kind(mapping)}"
        )
        return {}
    known = {f.id: f for f in book.house_options + book.table_setups}
    out = {}
    for oid in unknown_keys(mapping, ()):
        where = f"{path}:{line_at(mapping, oid)}"
        if oid not in known:
            problems.append(f"{where}: unknown house option {oid!r} (known: {', '.join(known)})")
            continue
        fact, value = known[oid], mapping[oid]
        if isinstance(value, (dict, list)):
            problems.append(f"{where}: {oid}: give one value, not {_kind(value)} ({_accepted(fact, book, game_id)})")
            continue
        if isinstance(value, bool) and "on" in fact.choices:  # YAML reads on/off/yes/no as yes/no
            value = "on" if value else "off"
        games = [book.games[game_id]] if game_id else list(book.games.values())
        try:
            for game in games if fact.setup else games[:1]:
                allowed = game.allowed(fact.setup) if fact.setup else None
                out[oid] = parse_value(fact, value, allowed)
                if allowed and out[oid] not in allowed:  # a number setup (the deck) is not checked by type
                    raise BadInput(oid)
        except BadInput:
            out.pop(oid, None)
            hint = "" if game_id or not fact.setup else f"; set it per game under games: ({_setups(fact, book)})"
            problems.append(f"{where}: {oid}: {value!r} is not {_accepted(fact, book, game_id)}{hint}")
    return out


def _accepted(fact, book: Rulebook, game_id: str | None) -> str:
    if fact.setup and game_id:
        values = book.games[game_id].allowed(fact.setup)
        return f"one of {', '.join(map(str, values))} in {game_id}"
    if fact.setup:
        common = [v for v in fact.choices if all(v in g.allowed(fact.setup) for g in book.games.values())]
        return (
            f"one of {', '.join(map(str, common))} (what every game allows)"
            if common
            else "one value every game allows"
        )
    return f"one of {', '.join(map(str, fact.choices))}"


def _setups(fact, book: Rulebook) -> str:
    return "; ".join(f"{g.id}: {', '.join(map(str, g.allowed(fact.setup)))}" for g in book.games.values())


def timezone(value: Any, where: str) -> str:
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
