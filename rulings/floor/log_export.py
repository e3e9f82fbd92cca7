"""Exporting the rulings log, streamed: text is produced a row at a time (memory stays flat
however long the log), as CSV for a spreadsheet or JSON that keeps everything.

CSV is flat: one column per field, no JSON in a cell. Facts and house options are
`name=value; name=value`, lists (unknown facts, clause ids, citations, sections, topics) are
joined with "; ", yes/no values are `yes` and `no`. A cell a spreadsheet would read as a formula
(text starting with =, +, -, @, or a tab, carriage return or newline, after any spaces) gets a
leading apostrophe, so opening the export never runs anything.

JSON: `{"exported_utc", "timezone", "entries": [...], "count"}`, every entry with every field
and its corrections, one entry a line. Characters that could drive a terminal (C1 controls,
bidirectional overrides) are written as \\u escapes, so the text is exact and safe to print.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

from .log import now_utc
from .log_time import Zone, shown

CSV_COLUMNS = [
    "id",
    "time",
    "created_utc",
    "game",
    "house",
    "house_options",
    "facts",
    "unknown",
    "status",
    "outcome",
    "decision",
    "clauses",
    "citations",
    "sections",
    "topics",
    "table",
    "seat",
    "floor",
    "note",
    "voided",
    "voided_by",
    "void_reason",
    "amendments",
    "data_version",
    "app_version",
    "via",
]
_FORMULA_START = tuple("=+-@\t\r\n＝＋－＠")
_LOOK_CLOSER = frozenset(_FORMULA_START + (" ",))
_UNSAFE_IN_JSON = re.compile(r"[\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")


def neutral(cell: Any) -> Any:
    """A CSV cell that no spreadsheet runs as a formula: risky text gets a leading apostrophe."""
    if isinstance(cell, str) and cell[:1] in _LOOK_CLOSER and cell.lstrip(" ").startswith(_FORMULA_START):
        return "'" + cell
    return cell


def _value(v: Any) -> str:
    if v is True:
        return "yes"
    if v is False:
        return "no"
    if isinstance(v, (list, tuple)):
        return " ".join(_value(x) for x in v)
    if isinstance(v, dict):
        return " ".join(f"{k}={_value(x)}" for k, x in v.items())
    return "" if v is None else str(v)


def _pairs(pairs: Iterable[tuple[Any, Any]]) -> str:
    return "; ".join(f"{k}={_value(v)}" for k, v in pairs)


def csv_row(e: dict, z: Zone) -> list[Any]:
    """One entry as the CSV_COLUMNS' cells (not yet neutralised)."""
    voids = [c for c in e["corrections"] if c["kind"] == "void"]
    amends = [c for c in e["corrections"] if c["kind"] != "void"]
    cells = {
        **{f: e[f] for f in ("id", "created_utc", "game", "house", "status", "outcome", "decision", "table")},
        **{f: e[f] for f in ("seat", "floor", "note", "data_version", "app_version", "via")},
        "time": shown(e["created_utc"], z, seconds=True),
        "house_options": _pairs((h.get("option"), h.get("value")) for h in e["house_options"]),
        "facts": _pairs(e["facts"].items()),
        "unknown": "; ".join(map(str, e["unknown"])),
        "clauses": "; ".join(str(c.get("clause", "")) for c in e["clauses"]),
        "citations": "; ".join(str(c.get("citation", c.get("section", ""))) for c in e["clauses"]),
        "sections": "; ".join(map(str, e["sections"])),
        "topics": "; ".join(map(str, e["topics"])),
        "voided": "yes" if e["voided"] else "",
        "voided_by": "; ".join(c["floor"] for c in voids),
        "void_reason": "; ".join(c["text"] for c in voids),
        "amendments": "; ".join(f"{shown(c['created_utc'], z)} {c['floor']}: {c['text']}" for c in amends),
    }
    return [cells[c] for c in CSV_COLUMNS]


class _Line:
    """A file-like target for csv.writer that keeps the last row written."""

    def __init__(self) -> None:
        self.text = ""

    def write(self, s: str) -> None:
        self.text += s


def to_csv(entries: Iterable[dict], z: Zone, counter: list[int] | None = None) -> Iterator[str]:
    """The header row, then one row per entry, as text chunks. `counter[0]` counts the entries."""
    import csv

    line = _Line()
    w = csv.writer(line)
    w.writerow(CSV_COLUMNS)
    yield line.text
    for e in entries:
        line.text = ""
        w.writerow([neutral(c) for c in csv_row(e, z)])
        if counter is not None:
            counter[0] += 1
        yield line.text


def json_text(obj: Any) -> str:
    """Compact JSON, UTF-8 as it is, terminal-driving characters escaped."""
    text = json.dumps(obj, ensure_ascii=False, default=str)
    return _UNSAFE_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def to_json(entries: Iterable[dict], head: dict[str, Any], counter: list[int] | None = None) -> Iterator[str]:
    """`{**head, "entries": [...], "count": N}` as text chunks, one entry a line."""
    n = 0
    opening = json_text(head)[:-1]
    yield (opening + ", " if len(opening) > 1 else "{") + '"entries": ['
    for e in entries:
        yield ("\n" if n == 0 else ",\n") + json_text(e)
        n += 1
        if counter is not None:
            counter[0] = n
    yield ("\n" if n else "") + f'], "count": {n}}}\n'


def export_head(z: Zone) -> dict[str, Any]:
    return {"exported_utc": now_utc(), "timezone": z.name}
