"""YAML reading that remembers line numbers, so data errors can say `file:line`.

Every file is read through rulings.files (regular files only, at most MAX_FILE_BYTES) and must
not use YAML aliases: none of our formats needs them, and nested aliases expand a few hundred
bytes into gigabytes (an "alias bomb").
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from ..errors import DataError
from ..files import read_text
from .conditions import LINE

try:  # the C loader is several times faster; the pure one is the fallback
    _Base: Any = yaml.CSafeLoader
except AttributeError:  # pragma: no cover
    _Base = yaml.SafeLoader


#: The longest whole number a YAML file may hold, in digits (Python refuses past 4,300; no count
#: in our formats comes near this).
MAX_DIGITS = 30


class _LineLoader(_Base):
    pass


class Mapping(dict):
    """A loaded mapping: a dict that also knows the line of each of its keys (`lines`)."""

    __slots__ = ("lines",)
    lines: dict


class Sequence(list):
    """A loaded list: a list that also knows the line of each of its items (`lines`)."""

    __slots__ = ("lines",)
    lines: list


def _mapping_with_line(loader, node):
    loader.flatten_mapping(node)
    pairs = loader.construct_pairs(node, deep=True)
    keys = [k for k, _ in pairs]
    lines = [key.start_mark.line + 1 for key, _ in node.value]
    for k, line in zip(keys, lines):
        try:
            hash(k)
        except TypeError:
            raise DataError(f"{loader.name}:{line}: a mapping key must be plain text, not {kind(k)}") from None
    seen: set = set()
    for k, line in zip(keys, lines):
        if k in seen:
            raise DataError(f"{loader.name}:{line}: duplicate key {k!r}")
        seen.add(k)
    mapping = Mapping(pairs)
    mapping.lines = dict(zip(keys, lines))
    mapping[LINE] = node.start_mark.line + 1
    return mapping


def _sequence_with_lines(loader, node):
    seq = Sequence(loader.construct_sequence(node, deep=True))
    seq.lines = [item.start_mark.line + 1 for item in node.value]
    return seq


def _bounded_int(loader, node):
    digits = sum(ch.isdigit() for ch in str(node.value))
    if digits > MAX_DIGITS:
        raise DataError(
            f"{loader.name}:{node.start_mark.line + 1}: a number of {digits:,} digits (at most {MAX_DIGITS} are read)"
        )
    return loader.construct_yaml_int(node)


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping_with_line)
_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _sequence_with_lines)
_LineLoader.add_constructor("tag:yaml.org,2002:int", _bounded_int)


def read_yaml(path: Path, what: str = "file", shown: str | None = None):
    """Parse a YAML file; every mapping carries its line under LINE. Errors name file and line
    (as `shown`, when the file has a name the user knows it by)."""
    name = shown or str(path)
    text = read_text(path, what)
    return parse_yaml(text, name, what)


def parse_yaml(text: str, name: str, what: str = "file"):
    try:
        for event in yaml.parse(text, Loader=_Base):  # aliases are refused before anything is built
            if isinstance(event, yaml.AliasEvent):
                line = event.start_mark.line + 1 if event.start_mark else 0
                raise DataError(f"{name}:{line}: {what} uses a YAML alias (*{event.anchor}); write the value out")
        loader = _LineLoader(text)
    except yaml.MarkedYAMLError as e:
        raise DataError(f"{name}{_where(e)}: malformed YAML: {e.problem or e.context}") from None
    except yaml.YAMLError as e:
        raise DataError(f"{name}: malformed YAML: {e}") from None
    loader.name = name
    try:
        return loader.get_single_data()
    except yaml.MarkedYAMLError as e:
        raise DataError(f"{name}{_where(e)}: malformed YAML: {e.problem or e.context}") from None
    except (yaml.YAMLError, RecursionError, ValueError, OverflowError) as e:
        raise DataError(
            f"{name}: {what} cannot be read as YAML: {str(e).splitlines()[0] if str(e) else type(e).__name__}"
        ) from None
    finally:
        loader.dispose()


def _where(e: yaml.MarkedYAMLError) -> str:
    mark = e.problem_mark or e.context_mark
    return f":{mark.line + 1}" if mark else ""


def line_of(obj) -> int:
    return obj.get(LINE, 0) if isinstance(obj, dict) else 0


def line_at(obj, key, default: int = 0) -> int:
    """The line of a key of a loaded mapping, or of an item (by index) of a loaded list; else the
    mapping's own line, else `default`."""
    lines = getattr(obj, "lines", None)
    try:
        found = lines[key] if lines is not None else 0
    except (KeyError, IndexError, TypeError):
        found = 0
    return found or line_of(obj) or default


def kind(x) -> str:
    """What a loaded YAML value is, in the words of the messages ("a mapping", "text", ...)."""
    if isinstance(x, dict):
        return "a mapping"
    if isinstance(x, list):
        return "a list"
    if isinstance(x, bool):
        return "yes/no"
    if isinstance(x, (int, float)):
        return "a number"
    if isinstance(x, str):
        return "text"
    return "nothing" if x is None else type(x).__name__


def unknown_keys(mapping: dict, allowed) -> list:
    """The keys of a loaded mapping that are not in `allowed` (the line marker never counts)."""
    return [k for k in mapping if k not in allowed and k != LINE]


def strip_lines(obj):
    """A copy without the line markers (for values that leave the loader, such as examples)."""
    if isinstance(obj, dict):
        return {k: strip_lines(v) for k, v in obj.items() if k != LINE}
    if isinstance(obj, list):
        return [strip_lines(v) for v in obj]
    return obj
