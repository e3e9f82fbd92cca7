"""The login page (when the room set an access code) and logging out."""

from __future__ import annotations

from typing import Any

from .guard import SESSION_COOKIE, checked_form, client_address, cookie_header


def _next(target: str) -> str:
    """Where to go after logging in: a path on this server only (never `//other.site`)."""
    return target if target.startswith("/") and not target.startswith("//") and "\\" not in target else "/"


async def login(request: Any) -> Any:
    from starlette.responses import RedirectResponse

    from .page import render

    guard = request.app.state.guard
    target = _next(request.query_params.get("next", "/"))
    if not request.app.state.config.access_code:
        return RedirectResponse(target, 303)
    if request.method == "GET":
        return render(request, "login.html.j2", next=target, error="")
    form = await checked_form(request)
    target = _next(str(form.get("next", "/")))
    right = guard.code_matches(str(form.get("code", "")).strip())
    result = await guard.throttle.check(client_address(request.scope), right)
    if result is None:
        return render(request, "login.html.j2", 429, next=target, error="Too many tries at once: wait a minute.")
    if not result:
        return render(request, "login.html.j2", 401, next=target, error="That is not the access code.")
    response = RedirectResponse(target, 303)
    hours = request.app.state.config.session_hours
    response.raw_headers.append(
        (b"set-cookie", cookie_header(SESSION_COOKIE, guard.new_session(), request.scope, max_age=int(hours * 3600)))
    )
    return response


async def logout(request: Any) -> Any:
    from starlette.responses import RedirectResponse

    await checked_form(request)
    response = RedirectResponse("/login", 303)
    response.raw_headers.append((b"set-cookie", cookie_header(SESSION_COOKIE, "", request.scope, max_age=0)))
    return response


def _routes() -> list:
    from starlette.routing import Route

    return [Route("/login", login, methods=["GET", "POST"]), Route("/logout", logout, methods=["POST"])]


routes = _routes()
