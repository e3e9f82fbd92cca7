"""The on-disk cache of what is slow to build (the loaded rulebook, the search index, hand counts).

Data only: JSON, read back through an allow-list of the model's classes, so a cache file can never
run code when it is loaded, whoever wrote it. It lives in a folder only the user can write
(RULINGS_CACHE_DIR, else the platform's user cache folder; refused when another user owns it or
others may write to it), a file is used only when it is the user's own regular file, and anything
unexpected in it (the wrong shape, a class not on the list, a damaged file) means "not cached":
it is built again and the file replaced. Writing a new entry removes the older ones of its kind.
"""

from __future__ import annotations

import dataclasses
import json
import os
import stat
import zlib
from pathlib import Path
from typing import Any

from .. import __version__
from ..files import atomic_write, private_folder
from ..paths import cache_dir
from .book import Rulebook
from .games import Game, PartUse
from .model import CardRule, Clause, Example, Fact, Section, Topic

_CLASSES = {cls.__name__: cls for cls in (Rulebook, Game, PartUse, Fact, CardRule, Clause, Example, Section, Topic)}
_SKIP = {"Rulebook": {"cache_key", "number_domains"}}  # set again on load, or a memo


def key_for(files: list[Path]) -> str:
    """A key for data built from these files by this code: the version, and the size and time of
    every data file and every file of the installed package (so an upgrade or an edit rebuilds)."""
    package = Path(__file__).resolve().parent.parent
    stamp = __version__
    try:
        for p in [*files, *sorted(package.rglob("*.py"))]:
            st = p.stat()
            stamp += f"\0{p}\0{st.st_size}\0{st.st_mtime_ns}"
    except OSError:
        return ""
    return f"{zlib.crc32(stamp.encode()):08x}{len(files):02x}"


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
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_mode & 0o022 or (hasattr(os, "getuid") and info.st_uid != os.getuid()):
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


def write(kind: str, key: str, value: Any) -> None:
    """Cache `value`; the older entries of this kind are removed. A cache that cannot be written
    is no error: the value is built again next time."""
    folder = _folder()
    if folder is None or not key:
        return
    target = folder / f"{kind}-{key}.json"
    try:
        atomic_write(target, json.dumps({"kind": kind, "key": key, "value": _encode(value)},
                                        ensure_ascii=False, separators=(",", ":")), mode=0o600)
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
def _defaults(cls) -> dict:
    out = {}
    for f in dataclasses.fields(cls):
        if f.default is not dataclasses.MISSING:
            out[f.name] = f.default
        elif f.default_factory is not dataclasses.MISSING:
            out[f.name] = f.default_factory
    return out


_DEFAULTS = {name: _defaults(cls) for name, cls in _CLASSES.items()}


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
    if name in _CLASSES and dataclasses.is_dataclass(x):
        skip, defaults = _SKIP.get(name, set()), _DEFAULTS[name]
        fields = {}
        for f in dataclasses.fields(x):
            value = getattr(x, f.name)
            if f.name in skip or (f.name in defaults and not callable(defaults[f.name]) and value == defaults[f.name]):
                continue
            fields[f.name] = _encode(value)
        return {"$class": name, "fields": fields}
    raise TypeError(f"cannot cache a {name}")


def _decode(x: Any) -> Any:
    if type(x) is list:
        return tuple([_decode(v) for v in x])
    if type(x) is not dict:
        return x
    if "$class" in x:
        name = x["$class"]
        cls = _CLASSES[name]  # KeyError for a class not on the list: not cached
        obj = cls.__new__(cls)
        state = obj.__dict__
        for key, default in _DEFAULTS[name].items():
            state[key] = default() if callable(default) else default
        for key, value in x["fields"].items():
            state[key] = _decode(value)
        return obj
    if "$list" in x:
        return [_decode(v) for v in x["$list"]]
    if "$set" in x:
        return frozenset([_decode(v) for v in x["$set"]])
    if "$items" in x:
        return {_decode(k): _decode(v) for k, v in x["$items"]}
    return {k: _decode(v) for k, v in x.items()}
