"""Rendering a page: templates/web/NAME with what every page shows."""

from __future__ import annotations

from typing import Any

from .guard import csrf_token


def render(request: Any, name: str, status: int = 200, **context: Any) -> Any:
    """A page: templates/web/NAME with what every page shows (the room's house profile, the
    CSRF token for its forms, whether a code is in use)."""
    from starlette.responses import HTMLResponse

    app = request.app
    html = app.state.env.get_template(f"web/{name}").render(
        request=request,
        house=app.state.house,
        csrf=csrf_token(request),
        locked=bool(app.state.config.access_code),
        static=app.state.static.url,
        nav=context.pop("nav", ""),
        **context,
    )
    return HTMLResponse(html, status)
