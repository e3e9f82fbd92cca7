"""Rendering the printed sheets: the summary or quick card as HTML, Markdown or text (templates/
summary.*.j2, quick.*.j2), and as PDF through WeasyPrint (imported only then)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from .. import __version__
from ..errors import BadInput
from ..rules.book import Rulebook
from .summary import GameSummary

FORMATS = ("html", "md", "txt", "pdf")
PAPERS = {"letter": "letter", "a4": "A4"}
_MD_SPECIAL = re.compile(r"([\\`*_\[\]#|])")
_MD_ENTITY = re.compile(r"&(?=#?\w+;)")  # an & that would start an HTML entity


def _md(text: Any) -> str:
    """Plain text made safe for Markdown: no markup, and HTML in it shown rather than run."""
    s = _MD_ENTITY.sub("&amp;", str(text)).replace("<", "&lt;").replace(">", "&gt;")
    return _MD_SPECIAL.sub(r"\\\1", s)


def _nobreak(text: Any):
    """HTML: the text escaped, its spaces made non-breaking (a citation stays on one line)."""
    from markupsafe import Markup, escape

    return Markup(str(escape(text)).replace(" ", "&nbsp;"))


def _environment(template_dir: str | Path | None):
    from ..render import environment

    if template_dir is not None and not str(template_dir).strip():
        raise BadInput("--template-dir is empty: give a folder of templates")
    if template_dir is not None and not Path(template_dir).is_dir():
        raise BadInput(f"template directory {str(template_dir)!r} does not exist")
    env = environment(template_dir)
    env.filters["md"] = _md
    env.filters["thousands"] = lambda n: f"{n:,}"
    env.filters["nobreak"] = _nobreak
    return env


def render(
    games: list[GameSummary],
    fmt: str = "html",
    *,
    quick: bool = False,
    template_dir: str | Path | None = None,
    paper: str | None = None,
    book: Rulebook | None = None,
    scale: float = 1.0,
    shared: list | None = None,
) -> str:
    """The summary (or with `quick`, only the quick-reference cards) as html, md or txt text;
    for pdf, the HTML it is made from."""
    from ..render import run

    if fmt not in FORMATS:
        raise BadInput(f"unknown format {fmt!r}: choose one of {', '.join(FORMATS)}")
    ext = "html" if fmt == "pdf" else fmt
    name = f"{'quick' if quick else 'summary'}.{ext}.j2"
    if paper is not None and paper.lower() not in PAPERS:
        raise BadInput(f"unknown paper size {paper!r}: choose one of {', '.join(PAPERS)}")
    env = _environment(template_dir)
    context = dict(
        games=games,
        booklet=len(games) > 1,
        quick=quick,
        scale=scale,
        paper=PAPERS.get((paper or "").lower(), ""),
        version=__version__,
        fingerprint=book.fingerprint if book else "",
        chapter="Closed-Card (Draw-type) Games",
        source="Caro & Cooke's Rules",
        house_name=games[0].house_name if games else "",
        house_note=games[0].house_note if games else "",
        in_force=games[0].in_force if games else "",
        shared=shared or [],  # a booklet: the parts printed once, before the games (printing/booklet.py)
    )
    return run(env, name, context)


def pdf_document(html: str):
    """The laid-out WeasyPrint document (its `pages` can be counted)."""
    from .pdf import document

    return document(html)


#: The quick card's type is 11 + scale points: these are tried, largest first, until every card
#: fits on one page. It is never set below 11 pt (a card posted at the table must read at arm's length).
QUICK_SCALES = (1.0, 0.5, 0.0)


def render_pdf(
    games: list[GameSummary],
    *,
    quick: bool = False,
    template_dir: str | Path | None = None,
    paper: str | None = "letter",
    book: Rulebook | None = None,
    shared: list | None = None,
):
    """The PDF document. A quick-reference card is set in 12 pt, or down to 11 pt if it must be
    so that each card is one page."""
    kw: dict[str, Any] = dict(quick=quick, template_dir=template_dir, paper=paper or "letter", book=book, shared=shared)
    if not quick:
        return pdf_document(render(games, "pdf", **kw))
    for scale in QUICK_SCALES:
        doc = pdf_document(render(games, "pdf", scale=scale, **kw))
        if len(doc.pages) <= len(games):
            break
    return doc
