"""The Log page: log a ruling from the dispute page (POST /log), the latest rulings with
filters, one entry in full. Every floor device writes through this one server into the one
database (SQLite in WAL mode: each entry one short transaction, floor/log.py)."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from ..errors import BadInput
from .guard import checked_form, cookie_header
from .state import decode

LATEST = 50
FIELD_LIMIT = 200  # characters of the table, seat and floor person; the note may be longer
NOTE_LIMIT = 2000


def _field(form: Any, name: str, limit: int = FIELD_LIMIT) -> str:
    text = " ".join(str(form.get(name, "")).split()) if name != "note" else str(form.get(name, "")).strip()
    if len(text) > limit:
        raise BadInput(f"the {name} is at most {limit} characters")
    return text


async def log_ruling(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool
    from starlette.responses import RedirectResponse

    from ..floor.interview import Done, next_step
    from ..floor.log import entry_for, record

    form = await checked_form(request)
    app = request.app.state
    token = str(form.get("s", ""))
    d = decode(app.keys.state, token, app.book)
    details = {k: _field(form, k) for k in ("table", "seat", "floor")}
    details["note"] = _field(form, "note", NOTE_LIMIT)

    def write() -> int:
        step = next_step(app.book, d.game, app.house, d.story, list(d.answers))
        if not isinstance(step, Done):
            raise BadInput("this dispute has no ruling yet: answer its questions first")
        eid, _ = record(entry_for(app.book, step.ruling, via="web", **details), app.config.db)
        return eid

    eid = await run_in_threadpool(write)
    response = RedirectResponse("/dispute?" + urlencode({"s": token, "logged": eid}), 303)
    if details["floor"]:
        from urllib.parse import quote

        response.raw_headers.append(
            (b"set-cookie", cookie_header("rulings_floor", quote(details["floor"]), request.scope, max_age=90 * 86400))
        )
    return response


def _select(db: str | None, section: str, game: str, table: str, floor: str) -> list[dict]:
    """The latest entries that match, newest first. Table and floor person are matched here, in
    Python, until floor.log.query takes them."""
    from ..floor.log import open_existing, query

    conn, path = open_existing(db)
    try:
        last = None if table or floor else LATEST
        entries = query(conn, section=section or None, game=game or None, last=last, path=path)
    finally:
        if conn:
            conn.close()
    if table:
        entries = [e for e in entries if e["table"].lower() == table.lower()]
    if floor:
        entries = [e for e in entries if e["floor"].lower() == floor.lower()]
    return list(reversed(entries))[:LATEST]


async def log_list(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool

    from .page import render

    if request.method == "POST":
        return await log_ruling(request)
    q = request.query_params
    app = request.app.state
    filters = {k: " ".join(q.get(k, "").split())[:FIELD_LIMIT] for k in ("section", "game", "table", "floor")}
    if filters["game"]:
        app.book.game(filters["game"])  # BadInput naming the games
    entries = await run_in_threadpool(_select, app.config.db, **filters)
    sections = sorted({s for e in entries for s in e["sections"]} | ({filters["section"]} - {""}))
    return render(
        request,
        "log.html.j2",
        nav="log",
        entries=entries,
        filters=filters,
        games=list(app.book.games.values()),
        sections=sections,
        filtered=any(filters.values()),
    )


async def log_entry(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool

    from ..floor.log import get, open_existing
    from .page import render

    app = request.app.state
    raw = request.path_params["eid"]
    if not raw.isdigit():
        raise BadInput(f"an entry is a number such as 12; got {raw!r}")

    def read() -> dict:
        conn, path = open_existing(app.config.db)
        try:
            return get(conn, int(raw), path)
        finally:
            if conn:
                conn.close()

    e = await run_in_threadpool(read)
    facts = [
        (
            app.book.facts[k].question if k in app.book.facts else k,
            app.book.facts[k].label(v) if k in app.book.facts else v,
        )
        for k, v in e["facts"].items()
    ]
    return render(
        request, "log_entry.html.j2", nav="log", e=e, facts=facts, current=e["data_version"] == app.book.fingerprint
    )


def _routes() -> list:
    from starlette.routing import Route

    return [Route("/log", log_list, methods=["GET", "POST"]), Route("/log/{eid}", log_entry)]


routes = _routes()
