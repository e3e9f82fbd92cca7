"""The Showdown page: two or more hands, typed or picked on a card grid, the winner and what the
joker became (engine.showdown.compare, the `compare --json` object). A GET form: a showdown
changes nothing, so its result has an address of its own."""

from __future__ import annotations

from typing import Any

from ..errors import BadInput

MAX_HANDS = 8


def _hands(q: Any, count: int) -> list[str]:
    """Hand i: what was typed, else the cards tapped on its grid."""
    out = []
    for i in range(1, count + 1):
        typed = " ".join(q.get(f"h{i}", "").split())[:120]
        out.append(typed or " ".join(q.getlist(f"c{i}")[:10]))
    return out


async def showdown(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool

    from ..engine.showdown import compare
    from .page import render

    app = request.app.state
    q = request.query_params
    game = q.get("game", "")
    if game and game not in app.book.games:
        app.book.game(game)  # BadInput naming the games
    try:
        count = max(2, min(MAX_HANDS, int(q.get("n", "2") or 2)))
    except ValueError:
        count = 2
    if q.get("add") and count < MAX_HANDS:
        count += 1
    hands = _hands(q, count)
    side = q.get("side") or None
    deck_text = q.get("deck", "")
    result, error = None, ""
    if q.get("go") and game:
        filled = [h for h in hands if h]
        try:
            deck = int(deck_text) if deck_text else None
            if len(filled) < 2:
                raise BadInput("give at least two hands (type them, or tap five cards on each grid)")
            result = await run_in_threadpool(compare, app.book, game, filled, side, deck)
        except ValueError:
            error = "the deck is 52 or 53"
        except BadInput as e:
            error = str(e)
    elif q.get("go"):
        error = "pick the game first"
    g = app.book.games.get(game)
    return render(
        request,
        "showdown.html.j2",
        400 if error else 200,
        nav="showdown",
        games=list(app.book.games.values()),
        game=game,
        game_obj=g,
        hands=hands,
        count=count,
        side=side or "",
        deck=deck_text,
        deck_size=int(deck_text) if deck_text in ("52", "53") else (g.default_deck if g else 53),
        result=result,
        error=error,
        picked=[set(q.getlist(f"c{i}")) for i in range(1, count + 1)],
    )


def _routes() -> list:
    from starlette.routing import Route

    return [Route("/showdown", showdown)]


routes = _routes()
