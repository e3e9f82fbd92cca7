"""The on-disk cache of what is slow to build (the loaded rulebook, the search index, hand counts).

Data only: JSON, read back through an allow-list of the model's classes, so a cache file can never
run code when it is loaded, whoever wrote it. It lives in a folder only the user can write
(RULINGS_CACHE_DIR, else the platform's user cache folder; refused when another user owns it or
others may write to it), a file is used only when it is the user's own regular file, and anything
unexpected in it (the wrong shape, a class not on the list, a damaged file) means "not cached":
it is built again and the file replaced. Writing a new entry removes the older ones of its kind.
"""

from __future__ import annotations

import gc
import json
import os
import stat
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .. import __version__
from ..files import atomic_write, private_folder
from ..paths import cache_dir
from ..records import defaults_of, fields_of
from .book import Rulebook
from .games import Game, PartUse
from .model import CardRule, Clause, Example, Fact, Section, Topic

_CLASSES = {cls.__name__: cls for cls in (Rulebook, Game, PartUse, Fact, CardRule, Clause, Example, Section, Topic)}
_SKIP = {"Rulebook": {"cache_key", "number_domains"}}  # set again on load, or a memo
_LAZY = {"Clause": {"examples"}}  # kept as JSON text until first read: only lint, the quiz and tests read them


def key_for(files: list[Path]) -> str:
    """A key for data built from these files by this code: the version, and the size and time of
    every data file and every module of the installed package (so an upgrade or an edit rebuilds)."""
    parts = [__version__]
    try:
        for p in files:
            st = p.stat()
            parts.append(f"{p}\0{st.st_size}\0{st.st_mtime_ns}")
        _modules(str(Path(__file__).resolve().parent.parent), parts)
    except OSError:
        return ""
    return f"{zlib.crc32(chr(0).join(parts).encode()):08x}{len(files):02x}"


def _modules(folder: str, parts: list[str]) -> None:
    with os.scandir(folder) as entries:
        for entry in sorted(entries, key=lambda e: e.name):
            if entry.is_dir(follow_symlinks=False) and entry.name != "__pycache__":
                _modules(entry.path, parts)
            elif entry.name.endswith(".py"):
                st = entry.stat()
                parts.append(f"{entry.path}\0{st.st_size}\0{st.st_mtime_ns}")


def _folder() -> Path | None:
    base = cache_dir()
    return private_folder(base) if base else None


def read(kind: str, key: str) -> Any:
    """The cached value of `kind` under `key`, or None (not cached, or not to be trusted)."""
    folder = _folder()
    if folder is None or not key:
        return None
    path = folder / f"{kind}-{key}.json"
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    # The collector paused while the file is parsed and decoded: tens of thousands of objects are
    # made and none is garbage, so its passes over them (about 1 ms of start-up) find nothing.
    collecting = gc.isenabled()
    gc.disable()
    try:
        info = os.fstat(fd)
        if (
            not stat.S_ISREG(info.st_mode)
            or info.st_mode & 0o022
            or (hasattr(os, "getuid") and info.st_uid != os.getuid())
        ):
            return None
        with os.fdopen(fd, "rb", closefd=False) as f:
            raw = json.load(f)
        if not isinstance(raw, dict) or raw.get("kind") != kind or raw.get("key") != key:
            return None
        return _decode(raw["value"])
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return None
    finally:
        os.close(fd)
        if collecting:
            gc.enable()


def write(kind: str, key: str, value: Any) -> None:
    """Cache `value`; the older entries of this kind are removed. A cache that cannot be written
    is no error: the value is built again next time."""
    folder = _folder()
    if folder is None or not key:
        return
    target = folder / f"{kind}-{key}.json"
    try:
        atomic_write(
            target,
            # ASCII (the few symbols escaped): the file then decodes and parses a third faster
            json.dumps({"kind": kind, "key": key, "value": _encode(value)}, separators=(",", ":")),
            mode=0o600,
        )
        for old in folder.glob(f"{kind}-*.json"):
            if old != target:
                old.unlink()
        for stale in folder.glob("rulebook-*.pickle"):  # the pickles of earlier versions
            stale.unlink()
    except Exception:  # noqa: BLE001 - only a cache
        return


def read_rulebook(key: str) -> Rulebook | None:
    book = read("rulebook", key)
    if not isinstance(book, Rulebook):
        return None
    book.cache_key = key
    return book


def write_rulebook(book: Rulebook) -> None:
    write("rulebook", book.cache_key, book)


# -- the codec: JSON with markers for what JSON lacks -------------------------------------------
# Objects of the model: {"$class": name, "fields": {...}}, fields at their default left out;
# lists stand for tuples, {"$list": [...]} for lists, {"$set": [...]} for frozensets, and
# {"$items": [[key, value], ...]} for a mapping with keys that are not text.
_DEFAULTS = {name: defaults_of(cls) for name, cls in _CLASSES.items()}
_SCALARS = (str, int, float, bool, type(None))


def _encode(x: Any) -> Any:
    if isinstance(x, (str, int, float, bool)) or x is None:
        return x
    if isinstance(x, tuple):
        return [_encode(v) for v in x]
    if isinstance(x, list):
        return {"$list": [_encode(v) for v in x]}
    if isinstance(x, (set, frozenset)):
        return {"$set": [_encode(v) for v in sorted(x, key=repr)]}
    if isinstance(x, dict):
        if all(isinstance(k, str) and not k.startswith("$") for k in x):
            return {k: _encode(v) for k, v in x.items()}
        return {"$items": [[_encode(k), _encode(v)] for k, v in x.items()]}
    name = type(x).__name__
    if _CLASSES.get(name) is type(x):
        skip, (plain, _) = _SKIP.get(name, set()), _DEFAULTS[name]
        fields = {}
        for field in fields_of(type(x)):
            value = getattr(x, field)
            if field in skip or (field in plain and value == plain[field]):
                continue
            fields[field] = _encode(value)
            if field in _LAZY.get(name, ()):
                fields[field] = {"$lazy": json.dumps(fields[field], separators=(",", ":"))}
        return {"$class": name, "fields": fields}
    raise TypeError(f"cannot cache a {name}")


def _decode(x: Any) -> Any:
    # The start-up of every command runs this over the whole rulebook: scalars are kept inline
    # rather than passed through a call each.
    scalars = _SCALARS
    if type(x) is list:
        return tuple([v if type(v) in scalars else _decode(v) for v in x])
    if type(x) is not dict:
        return x
    if "$class" in x:
        name = x["$class"]
        cls = _CLASSES[name]  # KeyError for a class not on the list: not cached
        obj = cls.__new__(cls)
        plain, made = _DEFAULTS[name]
        state = obj.__dict__
        state.update(plain)
        for key, factory in made.items():
            state[key] = factory()
        for key, value in x["fields"].items():
            state[key] = value if type(value) in scalars else _decode(value)
        return obj
    if "$lazy" in x:
        return _Later(x["$lazy"])
    if "$list" in x:
        return [_decode(v) for v in x["$list"]]
    if "$set" in x:
        return frozenset([_decode(v) for v in x["$set"]])
    if "$items" in x:
        return {_decode(k): _decode(v) for k, v in x["$items"]}
    return {k: v if type(v) in scalars else _decode(v) for k, v in x.items()}


class _Later(Sequence):
    """A tuple decoded from its JSON text when it is first read."""

    __slots__ = ("_items", "_text")

    def __init__(self, text: str):
        self._text, self._items = text, None

    def _decoded(self) -> tuple:
        if self._items is None:
            self._items = _decode(json.loads(self._text))
            if not isinstance(self._items, tuple):
                raise TypeError("a lazy cache entry that is not a list")
        return self._items

    def __getitem__(self, i):
        return self._decoded()[i]

    def __len__(self) -> int:
        return len(self._decoded())

    def __eq__(self, other: object) -> bool:
        return self._decoded() == (other._decoded() if isinstance(other, _Later) else other)

    __hash__ = None  # type: ignore[assignment]
