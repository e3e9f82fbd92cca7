"""The JSON API, with the CLI's contracts:

    POST /api/rule     {game, facts, about?, story?, house?}  -> as `rulings rule --json`
    GET  /api/search?q=&game=                                 -> as `rulings search --json`
    POST /api/compare  {game, hands, side?, deck?}            -> as `rulings compare --json`
    GET  /api/health                                          -> {"status": "ok"} (no code needed)

Bad input answers 400 with {"error": "..."} (the CLI's one-line message); a body is JSON
(Content-Type application/json, which no other site's form can send), at most 64 KiB.
"""

from __future__ import annotations

import json
from typing import Any

from ..errors import BadInput


async def _body(request: Any) -> dict:
    if request.headers.get("content-type", "").split(";")[0].strip().lower() != "application/json":
        raise BadInput("send the body as JSON (Content-Type: application/json)")
    try:
        data = json.loads(await request.body())
    except (ValueError, UnicodeDecodeError):
        raise BadInput("the body is not valid JSON") from None
    if not isinstance(data, dict):
        raise BadInput("the body is a JSON object")
    return data


def _text(data: dict, key: str, required: bool = False) -> str | None:
    value = data.get(key)
    if value is None or value == "":
        if required:
            raise BadInput(f"give {key!r}")
        return None
    if not isinstance(value, str):
        raise BadInput(f"{key!r} is a string")
    return value


def rule_json(app: Any, data: dict) -> dict:
    """The ruling for a situation: facts given, and what a story states (the facts win over the
    story; the story's best match is ruled on unless `about` is given)."""
    from ..engine.ruling import rule
    from ..floor.present import to_json
    from ..rules.house import profile_from

    book = app.book
    game = _text(data, "game", required=True)
    assert game is not None
    book.game(game)
    facts = data.get("facts")
    facts = {} if facts is None else facts
    if not isinstance(facts, dict):
        raise BadInput("'facts' is an object {fact: value}")
    about, story = _text(data, "about"), _text(data, "story")
    house = app.house
    if data.get("house") is not None:
        if not isinstance(data["house"], dict):
            raise BadInput("'house' is an object of house options {option: choice}, as in a situation file")
        house = profile_from({"name": "options in the request", "options": data["house"]}, "request", book)
    if story:
        from ..engine.search import check_length
        from ..floor.interview import story_ruling

        check_length(story, "the story")
        done = story_ruling(book, game, house, story, facts, about)
        return to_json(book, done.ruling, done)
    return to_json(book, rule(book, game, facts, house, about))


async def api_rule(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool
    from starlette.responses import JSONResponse

    data = await _body(request)
    return JSONResponse(await run_in_threadpool(rule_json, request.app.state, data))


async def api_search(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool
    from starlette.responses import JSONResponse

    from ..engine.search import search_json

    q = request.query_params
    query, game = q.get("q", ""), q.get("game") or None
    if not query.strip():
        raise BadInput("give the words to search for: /api/search?q=WORDS")
    if game:
        request.app.state.book.game(game)
    try:
        limit = max(1, min(100, int(q.get("limit", "8"))))
    except ValueError:
        raise BadInput("limit is a whole number from 1 to 100") from None
    return JSONResponse(await run_in_threadpool(search_json, request.app.state.book, query, game, limit))


async def api_compare(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool
    from starlette.responses import JSONResponse

    from ..engine.showdown import compare

    data = await _body(request)
    game = _text(data, "game", required=True) or ""
    hands = data.get("hands")
    if not isinstance(hands, list) or not all(isinstance(h, str) for h in hands):
        raise BadInput("'hands' is a list of hands, each a string such as \"Ah Qh 9h 6h Jk\"")
    side, deck = _text(data, "side"), data.get("deck")
    if deck is not None and (not isinstance(deck, int) or isinstance(deck, bool)):
        raise BadInput("'deck' is 52 or 53")
    return JSONResponse(await run_in_threadpool(compare, request.app.state.book, game, hands, side, deck))


async def health(request: Any) -> Any:
    from starlette.responses import JSONResponse

    return JSONResponse({"status": "ok"})


def _routes() -> list:
    from starlette.routing import Route

    return [
        Route("/api/rule", api_rule, methods=["POST"]),
        Route("/api/search", api_search),
        Route("/api/compare", api_compare, methods=["POST"]),
        Route("/api/health", health),
    ]


routes = _routes()
