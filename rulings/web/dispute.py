"""The Dispute page: the floor interview (floor.interview.next_step) one question a screen.

Every step is its own address, `/dispute?s=TOKEN` (web/state.py): each answer a tap on a link to
the next step's address, worked out when the page is made, or a typed answer sent to
`/dispute/next`, which reads it (`interpret`) and redirects to the next step. Nothing changes on
the server, so these are GETs: back, reload and bookmarks work at every step. Logging the ruling
is the one write (POST /log, in web/logbook.py).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from ..errors import BadInput
from ..floor.interview import DROP, NONE_OF_THESE, TOPIC, Answer, Done, Question, back, next_step
from ..floor.typed import interpret
from .state import Dispute, decode, encode
from .views import answer_words, ruling_view

QUICK_NUMBERS = 9  # number questions: a tap for each of the first few values, then a field


def _url(request: Any, d: Dispute, **extra: Any) -> str:
    return "/dispute?" + urlencode({"s": encode(request.app.state.keys.state, d), **extra})


def _step(request: Any, d: Dispute) -> Question | Done:
    app = request.app.state
    return next_step(app.book, d.game, app.house, d.story, list(d.answers))


async def home(request: Any) -> Any:
    from .page import render

    q = request.query_params
    return render(request, "start.html.j2", nav="dispute", game=q.get("game", ""), story=q.get("story", ""), error="")


async def page(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool

    token = request.query_params.get("s")
    if not token:
        return await home(request)
    d = decode(request.app.state.keys.state, token, request.app.state.book)
    context = await run_in_threadpool(_context, request, d)
    return _render_step(request, context)


async def advance(request: Any) -> Any:
    """A typed answer (or the start form): read it, then go to the next step's address."""
    from starlette.concurrency import run_in_threadpool
    from starlette.responses import RedirectResponse

    from .page import render

    q = request.query_params
    book = request.app.state.book
    if not q.get("s"):
        game, story = q.get("game", "").strip(), " ".join(q.get("story", "").split())
        try:
            if not game:
                raise BadInput("pick the game first")
            book.game(game)
            if not story:
                raise BadInput("say in a few words what happened")
            d = Dispute(game, story)
            await run_in_threadpool(_step, request, d)  # a story too long, say: BadInput now
        except BadInput as e:
            return render(request, "start.html.j2", 400, nav="dispute", game=game, story=story, error=str(e))
        return RedirectResponse(_url(request, d), 303)
    d = decode(request.app.state.keys.state, q["s"], book)
    cards = " ".join(q.getlist("card"))
    text = q.get("text", "").strip() or cards
    try:
        step = await run_in_threadpool(_step, request, d)
        if not isinstance(step, Question) or step.kind != "fact":
            raise BadInput("this step takes no typed answer")
        if not text:
            raise BadInput("type an answer, or tap one of the choices")
        answer = interpret(step, text)
    except BadInput as e:
        context = await run_in_threadpool(_context, request, d)
        context["error"], context["typed"] = str(e), text
        return _render_step(request, context, 400)
    return RedirectResponse(_url(request, d.plus(answer)), 303)


def _render_step(request: Any, context: dict, status: int = 200) -> Any:
    from .page import render

    return render(request, "dispute.html.j2", status, nav="dispute", **context)


def _context(request: Any, d: Dispute) -> dict[str, Any]:
    """What the page of this step shows, with the address of every answer it offers."""
    app = request.app.state
    book = app.book
    step = _step(request, d)
    link = lambda nd: _url(request, nd)  # noqa: E731
    out: dict[str, Any] = {
        "d": d,
        "token": encode(app.keys.state, d),
        "game_title": book.game(d.game).title,
        "error": "",
        "typed": "",
        "again": "/?" + urlencode({"game": d.game, "story": d.story}),
        "trail": _trail(book, d),
        "step": step,
        "readings": [],
        "back": "",
    }
    understood = step.understood
    out["readings"] = [
        {
            "words": r.words,
            "what": book.facts[r.fact].label(r.value) if r.fact in book.facts else str(r.value),
            "question": book.facts[r.fact].question if r.fact in book.facts else r.fact,
            "undo": link(d.plus(Answer(DROP, r.fact))),
        }
        for r in understood
    ]
    if isinstance(step, Done):
        out["kind"] = "done"
        out["ruling"] = ruling_view(book, step.ruling, step)
        out["logged"] = request.query_params.get("logged", "")
        out["earlier"] = _earlier(request, step)
        out["floor_name"] = request.cookies.get("rulings_floor", "")[:80]
        out["back"] = link(d.with_answers(d.answers[:-1])) if d.answers else ""
        return out
    out["kind"] = step.kind
    if step.kind == "topic":
        out["matches"] = [
            {"title": m.title, "section": m.section, "url": link(d.plus(Answer(TOPIC, m.topic)))} for m in step.matches
        ]
        out["none_url"] = link(d.plus(Answer(TOPIC, NONE_OF_THESE)))
        return out
    if step.kind != "fact" or step.fact is None:  # the story or the game is missing: start again
        out["kind"] = "start"
        return out
    fact = step.fact
    options: list[dict] = []
    if step.choices:
        for n, (_, words) in enumerate(step.choices, 1):
            options.append({"label": words, "url": link(d.plus(interpret(step, str(n))))})
    elif fact.type == "yes/no":
        options = [{"label": w.capitalize(), "url": link(d.plus(interpret(step, w)))} for w in ("yes", "no")]
    elif fact.type == "number":
        low = fact.minimum
        options = [
            {"label": str(n), "url": link(d.plus(interpret(step, str(n))))} for n in range(low, low + QUICK_NUMBERS)
        ]
    out["fact"] = fact
    out["options"] = options
    out["numeric"] = fact.type == "number"
    out["typed_field"] = fact.type == "number" or step.accepts_cards or not options
    out["deck"] = book.game(d.game).default_deck
    out["unknown"] = link(d.plus(Answer(fact.id, None, unknown=True)))
    if d.answers or understood:
        out["back"] = link(d.with_answers(back(list(d.answers), step)))
    return out


def _trail(book: Any, d: Dispute) -> list[dict]:
    """The answers so far, in words, for the page to show above the question."""
    out = []
    for a in d.answers:
        if a.key.startswith("@"):
            continue
        fact = book.facts.get(a.key)
        out.append(
            {"question": fact.question if fact else a.key, "answer": answer_words(book, a.key, a.value, a.unknown)}
        )
    return out


def _earlier(request: Any, step: Done) -> list[dict]:
    from ..floor.log import earlier, entry_for

    app = request.app.state
    sections = entry_for(app.book, step.ruling)["sections"]
    logged = request.query_params.get("logged", "")
    try:
        found = earlier(sections, app.config.db, limit=4)
    except BadInput:  # an unreadable log must not hide the ruling
        return []
    return [e for e in found if str(e["id"]) != logged][:3]


def _routes() -> list:
    from starlette.routing import Route

    return [Route("/dispute", page), Route("/dispute/next", advance)]


routes = _routes()
