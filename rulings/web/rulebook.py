"""The Rules pages: search the rules, a section or one clause by id (as `rulings show`), and
the game's rules in force in this room: the printed summary (printing.summary and
printing.documents) served as a page, with a bar to come back and the sheet's print styles."""

from __future__ import annotations

import base64
import hashlib
import re
from typing import Any

from ..engine.search import search_json

_STYLE = re.compile(r"<style>(.*?)</style>", re.S)


async def rules_home(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool

    from .page import render

    app = request.app.state
    q = request.query_params
    query, game = " ".join(q.get("q", "").split()), q.get("game", "")
    if game:
        app.book.game(game)
    results = (await run_in_threadpool(search_json, app.book, query, game or None, 12))["results"] if query else []
    hits = [dict(r, cite=f"{r['section']} ¶{r['paragraph']}") for r in results]
    return render(
        request, "rules.html.j2", nav="rules", query=query, game=game, hits=hits, games=list(app.book.games.values())
    )


async def rule_id(request: Any) -> Any:
    from starlette.responses import RedirectResponse

    ident = " ".join(request.query_params.get("id", "").split())
    return RedirectResponse(f"/rules/{ident}" if ident else "/rules", 303)


async def show(request: Any) -> Any:
    from ..rules.conditions import describe
    from .page import render

    b = request.app.state.book
    ident = request.path_params["ident"]
    if ident in b.clauses:
        c = b.clauses[ident]
        return render(
            request,
            "clause.html.j2",
            nav="rules",
            c=c,
            citation=b.citation(c),
            when=describe(c.when),
            topic=b.topics[c.topic].title if c.topic in b.topics else c.topic,
            exceptions=[b.clauses[x] for x in c.exception_to if x in b.clauses],
            see_also=[b.clauses[x] for x in c.see_also if x in b.clauses],
        )
    if ident in b.sections:
        sec = b.sections[ident]
        inside = [c for c in b.clauses.values() if c.section == ident or (sec.is_part and c.part == ident)]
        inner = [s for s in b.sections.values() if sec.is_part and s.part == ident and s.id != ident]
        return render(
            request, "section.html.j2", nav="rules", sec=sec, citation=b.citation(ident), clauses=inside, inner=inner
        )
    close = [k for k in list(b.sections) + list(b.clauses) if ident.lower() in k][:5]
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    from starlette.exceptions import HTTPException

    raise HTTPException(404, f"No section or rule {ident!r}{hint}")


def _summary_html(app: Any, game: str) -> str:
    """The summary of one game under the room's profile, made once per server (the profile and
    the rule data do not change while it runs)."""
    if game not in app.summaries:
        from ..printing import documents
        from ..printing import summary as sm

        view = sm.build(app.book, game, app.house)
        app.summaries[game] = documents.render([view], "html", book=app.book)
    return app.summaries[game]


async def summary(request: Any) -> Any:
    from markupsafe import escape
    from starlette.concurrency import run_in_threadpool
    from starlette.responses import HTMLResponse

    from .guard import CSP

    app = request.app.state
    game = request.path_params["game"]
    if game not in app.book.games:
        app.book.game(game)
    html = await run_in_threadpool(_summary_html, app, game)
    bar = (
        '<nav class="web-bar no-print" aria-label="Floor page">'
        '<a href="/rules">&larr; Rules</a> <a href="/">Dispute</a> '
        f"<span>House rules: {escape(app.house.name)}</span></nav>"
    )
    html = html.replace("<body>", "<body>\n" + bar, 1)
    link = f'<link rel="stylesheet" href="{app.static.url("summary.css")}">\n</head>'
    html = html.replace("</head>", link, 1)
    # The sheet's own <style> is allowed by its hash: no 'unsafe-inline' for this page either.
    hashes = " ".join(
        f"'sha256-{base64.b64encode(hashlib.sha256(s.encode()).digest()).decode()}'" for s in _STYLE.findall(html)
    )
    csp = CSP.replace("style-src 'self'", f"style-src 'self' {hashes}")
    return HTMLResponse(html, headers={"content-security-policy": csp})


def _routes() -> list:
    from starlette.routing import Route

    return [
        Route("/rules", rules_home),
        Route("/rules/go", rule_id),
        Route("/rules/summary/{game}", summary),
        Route("/rules/{ident}", show),
    ]


routes = _routes()
