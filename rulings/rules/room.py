"""The house profile in force, and the rulebook as that room plays it.

Every command that takes `--house` resolves the profile here (through cli/common.py `house()`):
`--house FILE`, else the file `RULINGS_HOUSE` names, else `house.yaml` in the user config folder
(`~/.config/rulings/house.yaml` on Linux) when there is one; `--book` (or none of them) means the
book's main rules. A profile read once is cached (rules/cache.py, data only) under the file's
identity and the rulebook's, so a floor command with a profile starts as fast as one without.
"""

from __future__ import annotations

import os
import zlib
from pathlib import Path

from ..errors import BadInput
from .book import Rulebook
from .model import HouseProfile

ENV = "RULINGS_HOUSE"
DEFAULT_NAME = "house.yaml"


def default_path() -> tuple[Path | None, str]:
    """The default profile and where it comes from: `$RULINGS_HOUSE`, else `house.yaml` in the user
    config folder when it exists; (None, "") when there is none."""
    from ..paths import user_dir

    named = os.environ.get(ENV, "").strip()
    if named:
        return Path(named).expanduser(), f"${ENV}"
    path = user_dir("config") / DEFAULT_NAME
    return (path, "the user config folder") if os.path.lexists(path) else (None, "")


def profile_path(path: str | None, book_only: bool = False) -> tuple[Path | None, str]:
    """Which profile is in force: (its path or None for the book's main rules, where it comes from)."""
    if book_only and path:
        raise BadInput("give --house FILE or --book (the book's main rules), not both")
    if book_only:
        return None, "--book"
    if path is not None:
        if not str(path).strip():
            raise BadInput("--house needs a file name (or --book for the book's main rules)")
        return Path(path), "--house"
    return default_path()


def in_force(path: str | None, book_only: bool, book: Rulebook) -> tuple[Rulebook, HouseProfile]:
    """The rulebook with the room's own rules in it, and the room's profile."""
    found, source = profile_path(path, book_only)
    if found is None:
        return book, HouseProfile()
    try:
        profile = load_cached(found, book)
    except BadInput as e:
        if source == "--house":
            raise
        raise type(e)(f"{e} [the default house profile, from {source}; --book uses the book's main rules]") from None
    from .house_rules import with_house_rules

    return with_house_rules(book, profile), profile


# -- the cache ------------------------------------------------------------------------------------
def _identity(path: Path) -> str:
    st = path.stat()
    return f"{path.resolve()}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ino}"


def load_cached(path: Path, book: Rulebook) -> HouseProfile:
    """The checked profile at `path`, from the cache when neither it, the files of rules it names,
    nor the rulebook changed since it was read."""
    from . import cache
    from .house import load_house

    try:
        me = _identity(path)
    except OSError:
        me = ""
    kind = f"house-{zlib.crc32(os.fsencode(Path(path).resolve())):08x}"  # fsencode: a name may not be UTF-8
    key = f"{zlib.crc32(os.fsencode(f'{book.cache_key}{chr(0)}{me}')):08x}" if me and book.cache_key else ""
    if key:
        got = cache.read(kind, key)
        if isinstance(got, dict) and _still(got.get("files")):
            profile = _profile(got.get("profile"))
            if profile is not None:
                return profile
    profile = load_house(path, book)
    if key:
        files = sorted({c.file for c in profile.rules if c.file != str(path)})
        try:
            stamps = tuple((f, _identity(Path(f))) for f in files)
        except OSError:
            return profile
        from ..records import fields_of

        cache.write(kind, key, {"profile": {f: getattr(profile, f) for f in fields_of(HouseProfile)}, "files": stamps})
    return profile


def _still(stamps) -> bool:
    """Whether the files of rules a cached profile named are as they were."""
    if not isinstance(stamps, tuple):
        return False
    try:
        return all(_identity(Path(f)) == stamp for f, stamp in stamps)
    except (OSError, TypeError, ValueError):
        return False


def _profile(fields) -> HouseProfile | None:
    from .model import Clause, Topic

    try:
        profile = HouseProfile(**fields)
    except TypeError:
        return None
    ok = (
        isinstance(profile.options, dict)
        and isinstance(profile.games, dict)
        and all(isinstance(c, Clause) for c in profile.rules)
        and all(isinstance(t, Topic) for t in profile.topics)
    )
    return profile if ok else None
