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


class _LineLoader(_Base):
    pass


class Mapping(dict):
    """A loaded mapping that also knows the line of each of its keys (`line_of(m, key)`)."""

    __slots__ = ("key_lines",)
    key_lines: dict


MAX_DIGITS = 30  # no number in any of our files comes near; longer ones are refused with their line


def _int_with_line(loader, node):
    if len(node.value.lstrip("+-").replace("_", "")) > MAX_DIGITS:
        raise DataError(
            f"{loader.name}:{node.start_mark.line + 1}: a number of {len(node.value):,} digits; "
            f"no value here is longer than {MAX_DIGITS} digits"
        )
    return loader.construct_yaml_int(node)


def _mapping_with_line(loader, node):
    loader.flatten_mapping(node)
    pairs = loader.construct_pairs(node, deep=True)
    keys = [k for k, _ in pairs]
    for k in keys:
        try:
            hash(k)
        except TypeError:
            raise DataError(
                f"{loader.name}:{node.start_mark.line + 1}: a mapping key must be plain text, not a {type(k).__name__}"
            ) from None
    dup = {k for k in keys if keys.count(k) > 1}
    if dup:
        raise DataError(f"{loader.name}:{node.start_mark.line + 1}: duplicate key {sorted(dup, key=str)[0]!r}")
    mapping = Mapping(pairs)
    mapping.key_lines = {k: key.start_mark.line + 1 for (key, _), k in zip(node.value, keys)}
    mapping[LINE] = node.start_mark.line + 1
    return mapping


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping_with_line)
_LineLoader.add_constructor("tag:yaml.org,2002:int", _int_with_line)


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


def line_of(obj, key: Any = None) -> int:
    """The line a loaded mapping starts on; with `key`, the line of that key (0 when unknown)."""
    if key is not None and isinstance(obj, Mapping) and key in obj.key_lines:
        return obj.key_lines[key]
    return obj.get(LINE, 0) if isinstance(obj, dict) else 0


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
