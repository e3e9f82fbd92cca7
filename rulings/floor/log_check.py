"""`rulings log check`: the full check of the database, apart from the cheap one every open makes
(store/database.py), so that writes stay flat as the log grows. Reads only.

What it checks: the database's own integrity check (SQLite: PRAGMA integrity_check and the
foreign keys; PostgreSQL checks its pages itself), then every row of the log, its corrections and
the quiz progress: each stored JSON value decodes to the type it should have, each correction is
a void or an amendment.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..errors import BadInput
from .log import _COLUMNS, _JSON_TYPES, CORRECTIONS

SHOWN = 50  # problems listed; the count covers them all


def check_log(db: str | Path | None = None) -> dict[str, Any]:
    from ..store import database as store
    from ..store.location import resolve, shown

    result: dict[str, Any] = {"db": shown(resolve(db)), "ok": True, "entries": 0, "corrections": 0, "answers": 0}
    problems: list[str] = []
    total = [0]

    def problem(text: str) -> None:
        total[0] += 1
        if len(problems) < SHOWN:
            problems.append(text)

    conn = store.open_for_reading(db)  # the schema and table columns are checked on opening
    if conn is None:
        return {**result, "problems": [], "note": "nothing has been stored there yet"}
    try:
        result["db"] = conn.where
        for p in _guarded(lambda: conn.read(conn.integrity), problem) or []:
            problem(f"integrity: {p}")
        fields = list(_JSON_TYPES)
        cols = ", ".join(_COLUMNS[f] for f in fields)

        def entries() -> None:
            for row in conn.rows(f"SELECT id, {cols} FROM rulings_log ORDER BY id"):
                result["entries"] += 1
                for f, value in zip(fields, row[1:]):
                    if not _json_is(value, _JSON_TYPES[f]):
                        problem(f"entry #{row[0]}: {f} is not a JSON {_JSON_TYPES[f].__name__}")

        def corrections() -> None:
            if not conn.has(CORRECTIONS):
                return
            for cid, eid, kind in conn.rows(f"SELECT id, entry_id, kind FROM {CORRECTIONS} ORDER BY id"):
                result["corrections"] += 1
                if kind not in ("void", "amend"):
                    problem(f"correction #{cid} of entry #{eid}: unknown kind {kind!r}")

        def answers() -> None:
            if conn.has("quiz_answers"):
                result["answers"] = conn.execute("SELECT count(*) FROM quiz_answers").fetchone()[0]
            if conn.has("quiz_cards"):
                for trainee, item, card in conn.rows("SELECT trainee, item_id, card_json FROM quiz_cards"):
                    if not _json_is(card, dict):
                        problem(f"quiz progress of {trainee} on {item}: the card state is not a JSON object")

        with conn.snapshot():
            for part in (entries, corrections, answers):
                _guarded(part, problem)
    finally:
        conn.close()
    if total[0] > len(problems):
        problems.append(f"... and {total[0] - len(problems)} more")
    return {**result, "ok": not total[0], "problems": problems}


def _guarded(work, problem):
    """`work()`, a database error while it reads reported as a problem rather than ending the check."""
    try:
        return work()
    except BadInput as e:
        problem(str(e).split("; nothing was written")[0])
        return None


def _json_is(text: Any, kind: type) -> bool:
    try:
        return isinstance(json.loads(text), kind)
    except (TypeError, ValueError):
        return False
