"""The Training page: a trainee takes a quiz on a tablet (training.quiz.Maker), the answers kept
as the CLI keeps them (training.progress.Progress: spaced review, accuracy by section).

The quiz in progress travels in the page (a signed token: the trainee, the seed and the item
ids chosen at the start, where he is, the score); recording an answer is a POST with a CSRF
token, then a redirect to the feedback, so reload never records an answer twice."""

from __future__ import annotations

import secrets
from typing import Any
from urllib.parse import quote, urlencode

from ..errors import BadInput
from .guard import checked_form, cookie_header

COUNTS = (5, 10, 20)
NAME_LIMIT = 60


def item_view(item: Any) -> dict[str, Any]:
    """An item as the page shows it, read through its public fields only (story, question,
    choices, answer, explanation, citation), whatever their exact form."""
    story = item.story
    if isinstance(story, str):
        lines = [("", story)]
    else:
        lines = [tuple(s) if isinstance(s, (list, tuple)) and len(s) == 2 else ("", str(s)) for s in story]
    return {
        "setting": getattr(item, "setting", ""),
        "story": lines,
        "question": item.question,
        "choices": [getattr(c, "text", c) for c in item.choices],
        "answer": item.answer,
        "explanation": item.explanation,
        "citation": item.citation,
    }


def _trainee(text: str) -> str:
    name = " ".join(str(text).split())
    if not name:
        raise BadInput("type the trainee's name (progress is kept under it)")
    if len(name) > NAME_LIMIT:
        raise BadInput(f"a trainee's name is at most {NAME_LIMIT} characters")
    return name


async def train_home(request: Any) -> Any:
    from .page import render

    app = request.app.state
    from urllib.parse import unquote

    return render(
        request,
        "train.html.j2",
        nav="train",
        trainee=unquote(request.cookies.get("rulings_trainee", ""))[:NAME_LIMIT],
        games=list(app.book.games.values()),
        counts=COUNTS,
        error="",
    )


def _start(app: Any, trainee: str, game: str | None, section: str | None, count: int, review: bool) -> dict:
    from ..training.progress import Progress
    from ..training.quiz import Maker

    seed = str(secrets.randbelow(1_000_000))
    maker = Maker(app.book, seed, game, section)
    progress = Progress(trainee, app.config.db)
    try:
        first = progress.due() if review else []
    finally:
        progress.close()
    items = maker.quiz(count, first)
    due = len([i for i in items if i.id in set(first)])
    return {"t": trainee, "seed": seed, "g": game, "sec": section, "ids": [i.id for i in items], "pos": 0,
            "score": 0, "done": 0, "due": due, "missed": []}  # fmt: skip


async def start(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool
    from starlette.responses import RedirectResponse

    from .page import render

    app = request.app.state
    q = request.query_params
    try:
        trainee = _trainee(q.get("trainee", ""))
        count = int(q.get("count", "10")) if q.get("count", "10").isdigit() else 0
        if count not in COUNTS:
            raise BadInput(f"a quiz has {', '.join(map(str, COUNTS))} questions")
        game = q.get("game") or None
        section = " ".join(q.get("section", "").split()) or None
        quiz = await run_in_threadpool(_start, app, trainee, game, section, count, q.get("review") == "1")
    except BadInput as e:
        return render(
            request,
            "train.html.j2",
            400,
            nav="train",
            trainee=q.get("trainee", "")[:NAME_LIMIT],
            games=list(app.book.games.values()),
            counts=COUNTS,
            error=str(e),
        )
    response = RedirectResponse("/train/q?" + urlencode({"s": app.keys.quiz.dumps(quiz)}), 303)
    response.raw_headers.append(
        (b"set-cookie", cookie_header("rulings_trainee", quote(trainee), request.scope, max_age=90 * 86400))
    )
    return response


def _quiz(app: Any, token: str) -> dict:
    quiz = app.keys.quiz.loads(token)
    if not isinstance(quiz, dict) or not isinstance(quiz.get("ids"), list) or not isinstance(quiz.get("pos"), int):
        raise BadInput("this quiz could not be read (an old or damaged address): start a new one")
    return quiz


def _maker(app: Any, quiz: dict) -> Any:
    from ..training.quiz import Maker

    return Maker(app.book, quiz["seed"], quiz.get("g"), quiz.get("sec"))


async def question(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool

    from .page import render

    app = request.app.state
    token = request.query_params.get("s", "")
    quiz = _quiz(app, token)

    def build() -> dict[str, Any]:
        maker = _maker(app, quiz)
        out: dict[str, Any] = {"quiz": quiz, "token": token, "n": len(quiz["ids"]), "last": None, "item": None}
        last = quiz.get("last")
        if last:
            item = maker.build(last["id"])
            out["last"] = dict(last, item=item_view(item) if item else None)
            out["next"] = "/train/q?" + urlencode(
                {"s": app.keys.quiz.dumps({k: v for k, v in quiz.items() if k != "last"})}
            )
            return out
        while quiz["pos"] < len(quiz["ids"]):
            item = maker.build(quiz["ids"][quiz["pos"]])
            if item is not None:
                out["item"] = item_view(item)
                out["number"] = quiz["pos"] + 1
                out["reviewing"] = quiz["pos"] < quiz.get("due", 0)
                return out
            quiz["pos"] += 1  # the rule data changed under this quiz: skip the item
        out["token"] = app.keys.quiz.dumps(quiz)
        return out

    return render(request, "quiz.html.j2", nav="train", **await run_in_threadpool(build))


async def answer(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool
    from starlette.responses import RedirectResponse

    from ..training.progress import Progress

    app = request.app.state
    form = await checked_form(request)
    quiz = _quiz(app, str(form.get("s", "")))
    chosen_text = str(form.get("chosen", ""))
    if quiz.get("last") or quiz["pos"] >= len(quiz["ids"]):
        raise BadInput("this question was already answered: go on from the feedback page")

    def record() -> dict:
        item = _maker(app, quiz).build(quiz["ids"][quiz["pos"]])
        if item is None:
            raise BadInput("this question can no longer be asked (the rules changed): start a new quiz")
        if not chosen_text.isdigit() or not 1 <= int(chosen_text) <= len(item.choices):
            raise BadInput(f"pick one of the {len(item.choices)} answers")
        chosen = int(chosen_text) - 1
        right = chosen == item.answer
        progress = Progress(quiz["t"], app.config.db)
        try:
            due = progress.record(item, right, chosen, quiz["seed"])
        finally:
            progress.close()
        missed = list(quiz.get("missed", []))
        if not right and item.citation not in missed:
            missed.append(item.citation)
        return dict(quiz, pos=quiz["pos"] + 1, score=quiz["score"] + right, done=quiz["done"] + 1, missed=missed,
                    last={"id": item.id, "chosen": chosen, "right": right, "due": due.strftime("%Y-%m-%d %H:%M UTC")})  # fmt: skip

    after = await run_in_threadpool(record)
    return RedirectResponse("/train/q?" + urlencode({"s": app.keys.quiz.dumps(after)}), 303)


async def stats(request: Any) -> Any:
    from starlette.concurrency import run_in_threadpool

    from ..training.progress import Progress
    from .page import render

    app = request.app.state
    trainee = _trainee(request.query_params.get("trainee", ""))

    def read() -> dict:
        progress = Progress(trainee, app.config.db)
        try:
            return progress.stats()
        finally:
            progress.close()

    data = await run_in_threadpool(read)
    for s in data["sections"]:
        s["title"] = app.book.citation(s["section"]) if s["section"] in app.book.sections else s["section"]
    return render(request, "stats.html.j2", nav="train", s=data)


def _routes() -> list:
    from starlette.routing import Route

    return [
        Route("/train", train_home),
        Route("/train/start", start),
        Route("/train/q", question),
        Route("/train/answer", answer, methods=["POST"]),
        Route("/train/stats", stats),
    ]


routes = _routes()
