"""The floor page as an ASGI app: `create_app(config)`.

Starlette for the routing, forms and responses, Jinja2 for the pages (templates/web/, through
rulings.render), every page a plain HTML form that works with JavaScript off. The rulebook and
the room's house profile are loaded once, here; nothing about a dispute is kept in the server:
a page carries its own state (rulings/web/state.py), and the log is the database.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from ..errors import BadInput
from ..paths import templates_dir
from .config import WebConfig
from .guard import Guard, Keys
from .page import render

STATIC_TYPES = {".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml"}


class Static:
    """The files of templates/web/static/, read once; each URL carries a hash of its content, so
    a new version is fetched at once and an old one may be cached."""

    def __init__(self, folder: Path):
        self.files: dict[str, tuple[bytes, str, str]] = {}
        for path in sorted(folder.iterdir()) if folder.is_dir() else []:
            if path.suffix in STATIC_TYPES:
                data = path.read_bytes()
                self.files[path.name] = (data, STATIC_TYPES[path.suffix], hashlib.sha256(data).hexdigest()[:12])

    def url(self, name: str) -> str:
        return f"/static/{name}?v={self.files[name][2]}"

    async def __call__(self, request: Any) -> Any:
        from starlette.responses import PlainTextResponse, Response

        found = self.files.get(request.path_params["name"])
        if not found:
            return PlainTextResponse("Not found", 404)
        data, kind, _ = found
        return Response(data, media_type=kind, headers={"cache-control": "public, max-age=86400"})


async def static_file(request: Any) -> Any:
    return await request.app.state.static(request)


def wants_json(request: Any) -> bool:
    return request.url.path.startswith("/api/")


async def bad_input(request: Any, exc: Exception) -> Any:
    from starlette.responses import JSONResponse

    if wants_json(request):
        return JSONResponse({"error": str(exc)}, 400)
    return render(request, "error.html.j2", 400, title="That did not work", message=str(exc))


async def http_error(request: Any, exc: Any) -> Any:
    from starlette.responses import JSONResponse

    status = getattr(exc, "status_code", 500)
    detail = getattr(exc, "detail", "") or ""
    if wants_json(request):
        return JSONResponse({"error": detail}, status, headers=getattr(exc, "headers", None))
    words = {404: "Nothing here", 403: "Refused", 405: "Not allowed here"}.get(status, "That did not work")
    from http import HTTPStatus

    default = HTTPStatus(status).phrase if status in HTTPStatus._value2member_map_ else ""
    message = "There is no page at this address." if status == 404 and detail == default else detail
    return render(request, "error.html.j2", status, title=words, message=message)


async def server_error(request: Any, exc: Exception) -> Any:
    import logging

    from starlette.responses import JSONResponse, PlainTextResponse

    logging.getLogger("rulings.web").error("internal error on %s", request.url.path, exc_info=exc)
    message = f"A bug in rulings ({type(exc).__name__}); nothing was changed. Try again, or go back."
    if wants_json(request):
        return JSONResponse({"error": message}, 500)
    try:
        return render(request, "error.html.j2", 500, title="Something went wrong", message=message)
    except Exception:  # noqa: BLE001 - the error page itself failed: say it in plain text
        return PlainTextResponse(message, 500)


def create_app(config: WebConfig | None = None, book: Any = None) -> Any:
    """The app for one room. `config` says where the log is, the house profile and the access
    code (a fresh secret each time unless given); `book` a rulebook already loaded."""
    from starlette.applications import Starlette
    from starlette.exceptions import HTTPException
    from starlette.routing import Route

    from ..render import environment
    from ..rules.room import in_force
    from . import api, dispute, logbook, rulebook, showdown, training
    from .access import routes as access_routes
    from .views import add_filters

    config = config or WebConfig()
    if book is None:
        from ..rules.load import load

        book = load()
    routes = [
        Route("/", dispute.home),
        Route("/static/{name}", static_file),
        *access_routes,
        *dispute.routes,
        *showdown.routes,
        *rulebook.routes,
        *training.routes,
        *logbook.routes,
        *api.routes,
    ]
    inner = Starlette(
        routes=routes,
        exception_handlers={BadInput: bad_input, HTTPException: http_error, Exception: server_error},
    )
    keys = Keys(config)
    env = environment()
    add_filters(env)
    # the room's own rules go into the rulebook the pages use (rules/room.py)
    inner.state.book, inner.state.house = in_force(config.house, config.book_only, book)
    inner.state.config = config
    inner.state.keys = keys
    inner.state.env = env
    inner.state.summaries = {}
    inner.state.static = Static(templates_dir() / "web" / "static")
    outer = Guard(inner, config, keys)
    inner.state.guard = outer
    return outer
