"""YAML reading that remembers line numbers, so data errors can say `file:line`."""

from __future__ import annotations

from pathlib import Path

import yaml

from ..errors import DataError

try:  # the C loader is several times faster; the pure one is the fallback
    _Base = yaml.CSafeLoader
except AttributeError:  # pragma: no cover
    _Base = yaml.SafeLoader

from .conditions import LINE  # noqa: E402  (one definition of the marker)


class _LineLoader(_Base):
    pass


def _mapping_with_line(loader, node):
    loader.flatten_mapping(node)
    pairs = loader.construct_pairs(node, deep=True)
    keys = [k for k, _ in pairs]
    dup = {k for k in keys if keys.count(k) > 1}
    if dup:
        raise DataError(f"{loader.name}:{node.start_mark.line + 1}: duplicate key {sorted(dup, key=str)[0]!r}")
    mapping = dict(pairs)
    mapping[LINE] = node.start_mark.line + 1
    return mapping


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping_with_line)


def read_yaml(path: Path, what: str = "file"):
    """Parse a YAML file; every mapping carries its line under LINE. Errors name file and line."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as e:
        raise DataError(f"{path}: cannot read {what}: {e.strerror or e}") from None
    except UnicodeDecodeError:
        raise DataError(f"{path}: {what} is not UTF-8 text") from None
    loader = _LineLoader(text)
    loader.name = str(path)
    try:
        return loader.get_single_data()
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = f":{mark.line + 1}" if mark else ""
        raise DataError(f"{path}{line}: malformed YAML: {e.problem or e.context}") from None
    except yaml.YAMLError as e:
        raise DataError(f"{path}: malformed YAML: {e}") from None
    finally:
        loader.dispose()


def line_of(obj) -> int:
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
