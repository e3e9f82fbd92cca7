"""Printed rule summaries: the rules in force in one game under one room's house options.

The summary is built from the same rule data and engine the floor rulings use, so the printed
sheet cannot disagree with a ruling:

* **The rules that hold** (:func:`holding_clauses`): a clause of the game is listed when some
  situation makes it the ruling in this game under this room's options, decided with the
  engine's own precedence (an exception beats its default; a game's own part beats the part it
  inherits where their outcomes differ). A general rule the game's own section always overrides
  is therefore left out, and so is an alternate the room has not adopted.
* **House options** as the room has adopted them, with the main rule named where an alternate
  replaces it, and the table setup (deck, forced bets, betting structure).
* **A quick-reference card** (:data:`QUICK_ROWS`): representative situations (first round, after
  the draw, a round that began three-handed ...), each decided by the engine; the card shows
  the outcome and the clause that gives it. Nothing on it is written per game.
* **The hand-ranking chart** for the game's deck and ranking: the number of five-card hands in
  each category, counted by enumerating the deck with the hand evaluator
  (:mod:`rulings.cards.counts`, cached as JSON in the user cache dir).

Rendering is in templates/ (``summary.*.j2``, ``quick.*.j2``); :func:`render` picks the template
by format and :func:`render_pdf` lays the HTML out as PDF with WeasyPrint, imported only then.
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from .. import __version__
from ..rules.conditions import evaluate, facts_in
from ..engine.topic import TABLE_SETUPS, Context, Topical, _reach
from ..errors import BadInput
from ..rules.model import Clause, HouseProfile
from ..rules.book import Rulebook, effective_condition

FORMATS = ("html", "md", "txt", "pdf")
PAPERS = {"letter": "letter", "a4": "A4"}
_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


# -- the rules that hold in a game ------------------------------------------------------------
def _possible_winners(top: Topical, ctx: Context, depth: int = 0) -> set[str]:
    """Ids of the topic's clauses that win in at least one way the unknown facts can turn out."""
    true, unknown = top.split(ctx)
    if not unknown:
        return {c.id for c in top.winners(true)}
    open_facts = top._open_facts(ctx, unknown)
    if not open_facts or depth > 40:  # unknown only through facts nobody can settle: keep them all
        return {c.id for c in top.winners(true + unknown)}
    fact = top.book.facts[open_facts[0]]
    out: set[str] = set()
    for value in ctx.domain(fact) or (None,):
        out |= _possible_winners(top, ctx.copy_with(fact.id, value), depth + 1)
    return out


def holding_clauses(book: Rulebook, game_id: str, house: HouseProfile | None = None) -> list[Clause]:
    """The game's clauses that can be the ruling under the room's options, in outline order."""
    ctx = Context(book, game_id, house)
    game = ctx.game
    ids: set[str] = set()
    for tid in sorted({c.topic for c in book.clauses_for(game)}):
        ids |= _possible_winners(Topical(book, game_id, tid), ctx)
    return sorted((book.clauses[i] for i in ids), key=lambda c: _clause_order(book, c))


def _clause_order(book: Rulebook, c: Clause) -> tuple:
    return (book.sections[c.section].order, c.paragraph, c.order)


# -- view model --------------------------------------------------------------------------------
@dataclass
class RuleView:
    id: str
    title: str
    text: str
    citation: str  # Part › Section ¶n (outline-id)
    cite: str  # outline-id ¶n
    outcome: str = ""  # the answer it gives, in words
    discretion: bool = False
    note: str = ""
    options: list[str] = field(default_factory=list)  # the house options it rests on, as adopted


@dataclass
class SectionView:
    id: str
    title: str
    rules: list[RuleView]


@dataclass
class PartView:
    id: str
    title: str
    only_when: str  # "" or the condition under which the part holds in this game (Jacks Back)
    sections: list[SectionView]


@dataclass
class OptionView:
    id: str
    title: str
    value: Any
    label: str  # what this room plays
    is_main: bool
    main_label: str  # the book's main rule
    cite: str


@dataclass
class QuickLine:
    label: str  # the situation
    outcome: str  # the answer, in words
    rules: list[RuleView]


@dataclass
class QuickRow:
    heading: str
    lines: list[QuickLine]


@dataclass
class ChartRow:
    category: str
    name: str
    count: int
    odds: str  # "1 in 4,165"


@dataclass
class ChartView:
    ranking: str
    title: str
    deck: int
    total: int
    rows: list[ChartRow]
    joker: list[RuleView]  # the rules saying what the joker can do
    joker_text: str  # one line: the joker's role, or that there is none
    cite: str


@dataclass
class GameSummary:
    id: str
    title: str
    house_name: str
    house_note: str
    facts: list[tuple[str, str]]  # the game's fixed facts and table setup, as (what, value)
    parts: list[PartView]
    options: list[OptionView]
    quick: list[QuickRow]
    charts: list[ChartView]
    rule_count: int

    @property
    def rules(self) -> list[RuleView]:
        return [r for p in self.parts for s in p.sections for r in s.rules]

    @property
    def alternates(self) -> list[OptionView]:
        return [o for o in self.options if not o.is_main]


def _fill(book: Rulebook, clause: Clause, ctx: Context) -> str:
    """The ruling with `{fact}` filled in from what the game and room fix, else its choices."""

    def fill(m: re.Match) -> str:
        fact = book.facts.get(m.group(1))
        if fact is None:
            return m.group(0)
        value = ctx.value(fact.id)
        if value is not None:
            return fact.label(value)
        labels = [fact.label(v) for v in ctx.domain(fact)]
        return "one of: " + ", ".join(labels) if labels else f"(depends on {fact.id.replace('_', ' ')})"

    return _PLACEHOLDER.sub(fill, clause.ruling)


def _rule_view(book: Rulebook, clause: Clause, ctx: Context) -> RuleView:
    options = []
    for f in facts_in(clause.when):  # the options the clause itself names, as this room has them
        fact = book.facts[f]
        if fact.source == "house" and f not in TABLE_SETUPS:
            options.append(f"{fact.title or fact.id}: {fact.label(ctx.value(f))}")
    return RuleView(id=clause.id, title=clause.title, text=_fill(book, clause, ctx), citation=book.citation(clause),
                    cite=book.cite_short(clause), outcome=_words(clause.outcome), discretion=clause.discretion, note=clause.note,
                    options=list(dict.fromkeys(options)))


def _describe_when(book: Rulebook, cond) -> str:
    """A condition on game facts in words: `{fact: side, is: high}` -> 'opened for high'."""
    if cond is None:
        return ""
    from ..rules.conditions import compile_condition, describe

    compiled = compile_condition(cond)
    if compiled[0] == "leaf" and compiled[2] == "is" and compiled[1] in book.facts:
        return book.facts[compiled[1]].label(compiled[3])
    return describe(compiled, lambda f: f.replace("_", " "))


def _parts(book: Rulebook, clauses: list[Clause], ctx: Context) -> list[PartView]:
    game = ctx.game
    parts: list[PartView] = []
    by_part: dict[str, PartView] = {}
    for c in clauses:
        sec = book.sections[c.section]
        pv = by_part.get(sec.part)
        if pv is None:
            use = next(u for u in game.parts if u.part == sec.part)
            pv = by_part[sec.part] = PartView(sec.part, book.sections[sec.part].title, _describe_when(book, use.when), [])
            parts.append(pv)
        if not pv.sections or pv.sections[-1].id != sec.id:
            pv.sections.append(SectionView(sec.id, sec.title if not sec.is_part else "General", []))
        pv.sections[-1].rules.append(_rule_view(book, c, ctx))
    order = {p: i for i, p in enumerate(game.part_ids())}
    parts.sort(key=lambda p: order[p.id])
    return parts


def _relevant_options(book: Rulebook, ctx: Context, holding: list[Clause]) -> list[str]:
    """The house options that make a difference in this game: choosing another value changes
    which rules hold (an option no rule of the game can turn on is not the room's business)."""
    ids = {c.id for c in holding}
    chosen = ctx.house.choices_for(ctx.game.id)
    out = []
    for opt in book.house_options:
        if opt.id in TABLE_SETUPS:
            continue
        for value in opt.choices:
            if value == ctx.value(opt.id):
                continue
            other = HouseProfile(options={**chosen, opt.id: value})
            if {c.id for c in holding_clauses(book, ctx.game.id, other)} != ids:
                out.append(opt.id)
                break
    return out


def _options(book: Rulebook, ctx: Context, holding: list[Clause]) -> list[OptionView]:
    out = []
    for fid in _relevant_options(book, ctx, holding):
        fact = book.facts[fid]
        value = ctx.value(fid)
        sec, para = fact.citation or ("", 0)
        out.append(OptionView(fid, fact.title or fid, value, fact.label(value), value == fact.main,
                              fact.label(fact.main), f"{sec} ¶{para}" if sec else ""))
    return out


def _game_facts(book: Rulebook, ctx: Context) -> list[tuple[str, str]]:
    game = ctx.game
    facts = book.facts
    label = lambda fid, v: facts[fid].label(v) if fid in facts else str(v)  # noqa: E731
    if game.has_sides:
        ranking = "; ".join(f"{label('ranking', r)} ({label('side', s)})" for s, r in game.ranking.items())
    else:
        ranking = label("ranking", game.ranking)
    rows = [("Hand ranking", ranking), ("To open", label("opening_requirement", game.opening_requirement))]
    names = {"deck": "Deck", "forced_bets": "Forced bets", "betting_structure": "Betting"}
    for fid, attr in TABLE_SETUPS.items():
        allowed = getattr(game, attr)
        value = ctx.base.get(fid)
        if fid == "deck":
            value = value or game.default_deck
        chosen = fid in ctx.house.choices_for(game.id)
        if value is not None:
            text = label(fid, value)
            if chosen and len(allowed) > 1:
                text += " - this room's choice"
            elif len(allowed) > 1:
                others = ", ".join(label(fid, v) for v in allowed if v != value)
                text += f" - usual; a house profile may choose {others}"
        else:
            words = [label(fid, v) for v in allowed]
            text = ", ".join(words[:-1]) + " or " + words[-1] + ", as the table is set up"
        rows.append((names.get(fid, fid), text))
    return rows


# -- the quick-reference card ------------------------------------------------------------------
SCAN = object()  # in a situation: find the least value of this fact where the ruling changes


@dataclass(frozen=True)
class QuickSpec:
    """One row of the card: the topics (by id, or through outline sections) and the situations
    to decide them in. A label may use `{n}`, the value a SCAN fact was found at."""

    heading: str
    topics: tuple = ()
    sections: tuple = ()  # outline-id patterns (fnmatch) whose clauses' topics belong here
    situations: tuple = ()  # (label, {fact: value or SCAN}); none: the topic as it holds
    fallback: str = ""  # a game fact to show when no rule of the row holds in the game


#: What the card shows. Situations name facts; one the rule data does not have is skipped.
QUICK_ROWS: tuple[QuickSpec, ...] = (
    QuickSpec("Forced bets", sections=("*.button-blinds-antes", "*.live-blind", "*.opening-bet")),
    QuickSpec("Order of action", sections=("*.order-of-action",), situations=(
        ("Before the draw", {"betting_round": "first"}),
        ("After the draw", {"betting_round": "second", "opener_still_in": True}),
        ("After the draw, the opener has folded", {"betting_round": "second", "opener_still_in": False}),
    )),
    QuickSpec("Raise cap", sections=("*.betting-cap",), situations=(
        ("Round began with three or more players: capped at a bet and {n} raises",
         {"players_at_round_start": 3, "raises_so_far": SCAN}),
        ("Round began heads-up", {"players_at_round_start": 2, "raises_so_far": 9}),
        ("Cap reached, now down to two players", {"players_at_round_start": 3, "players_now": 2, "raises_so_far": SCAN}),
    )),
    QuickSpec("Opening requirement", topics=("opening-level", "opening-requirement"),
              sections=("*.opening-requirements",), fallback="opening_requirement"),
    QuickSpec("Exposed cards", sections=("*.exposed-cards", "*.exposed-card"), situations=(
        ("Exposed by the dealer before the draw", {"exposed_by_dealer_when": "before-draw"}),
        ("Exposed on the draw", {"exposed_by_dealer_when": "on-the-draw"}),
    )),
)


def _words(outcome: str) -> str:
    return outcome.replace("-", " ")


def _row_topics(book: Rulebook, spec: QuickSpec, game_topics: list[str]) -> list[str]:
    wanted = [t for t in spec.topics if t in book.topics]
    for c in sorted(book.clauses.values(), key=lambda c: _clause_order(book, c)):
        if c.topic not in wanted and any(fnmatch.fnmatchcase(c.section, p) for p in spec.sections):
            wanted.append(c.topic)
    return [t for t in wanted if t in game_topics]


def _situation(book: Rulebook, ctx: Context, top: Topical, facts: dict) -> tuple[dict, Context, int | None] | None:
    """The situation's facts this topic reads, and the context for them; a SCAN fact is set to
    the least value where the topic's possible rulings change (None if they never do)."""
    read: set[str] = set()
    for _, cond, _ in top.items:
        for f in facts_in(cond):
            read |= _reach(book, f)
    known = {f: v for f, v in facts.items() if f in read and f not in ctx.base}
    child = ctx
    for f, v in known.items():
        if v is not SCAN:
            child = child.copy_with(f, v)
    scan = [f for f, v in known.items() if v is SCAN]
    if not scan:
        return known, child, None
    fid = scan[0]
    first = _possible_winners(top, child.copy_with(fid, 0))
    for n in range(1, 21):
        if _possible_winners(top, child.copy_with(fid, n)) != first:
            return known, child.copy_with(fid, n), n
    return None


def _quick(book: Rulebook, ctx: Context, holding: set[str]) -> list[QuickRow]:
    game = ctx.game
    game_topics = sorted({c.topic for c in book.clauses_for(game)})
    rows = []
    for spec in QUICK_ROWS:
        lines: list[QuickLine] = []
        for tid in _row_topics(book, spec, game_topics):
            top = Topical(book, game.id, tid)
            topic = book.topics[tid]
            found, seen = [], []
            for label, facts in spec.situations or (("", {}),):
                got = _situation(book, ctx, top, facts)
                if got is None or got[0] in seen:
                    continue
                known, child, n = got
                seen.append(known)
                ids = _possible_winners(top, child) & holding
                if ids:
                    found.append((label.replace("{n}", str(n)) if n is not None else label, ids, child, n))
            if len({frozenset(ids) for _, ids, _, _ in found}) == 1 and all(n is None for *_, n in found):
                found = [(topic.title, found[0][1], found[0][2], None)]
            merged: list = []  # situations that give the same rules share one line
            for label, ids, child, n in found:
                same = next((m for m in merged if m[1] == ids), None)
                if same:
                    same[0] += f"; also: {label[:1].lower()}{label[1:]}"
                else:
                    merged.append([label, ids, child, n])
            found = merged
            for label, ids, child, _ in found:
                clauses = sorted((book.clauses[i] for i in ids), key=lambda c: _clause_order(book, c))
                outcome = " / ".join(dict.fromkeys(_words(c.outcome) for c in clauses))
                lines.append(QuickLine(label or topic.title, outcome, [_rule_view(book, c, child) for c in clauses]))
        if not lines and spec.fallback in book.facts and ctx.value(spec.fallback) is not None:
            fact = book.facts[spec.fallback]
            lines.append(QuickLine(fact.question or fact.id, fact.label(ctx.value(spec.fallback)), []))
        if lines:
            rows.append(QuickRow(spec.heading, lines))
    return rows


# -- the hand-ranking chart ----------------------------------------------------------------------
def _charts(book: Rulebook, ctx: Context, holding: list[Clause], progress) -> list[ChartView]:
    from ..cards import hands
    from ..cards.counts import category_name, hand_counts, hands_in_deck, odds

    game = ctx.game
    deck = ctx.value("deck") or game.default_deck
    sides = list(game.ranking.items()) if game.has_sides else [(None, game.ranking)]
    citations = getattr(hands, "CITATIONS", {})
    charts = []
    for side, ranking in sides:
        counts = hand_counts(deck, ranking, progress=progress(deck, ranking) if progress else None)
        total = hands_in_deck(deck)
        rows = [ChartRow(cat, category_name(cat), n, odds(total, n)) for cat, n in counts.items() if n]
        title = book.facts["ranking"].label(ranking) if "ranking" in book.facts else ranking
        if side:
            title += f" - {book.facts['side'].label(side)}"
        child = ctx.copy_with("side", side) if side else ctx
        secs = set(citations.get(ranking, ()))
        joker = [c for c in holding if deck == 53 and (c.section in secs or c.section.endswith(".joker")
                 or c.topic == "deck") and evaluate(effective_condition(book, game, c), child.value) is not False]
        if deck == 53:
            joker_text = "53 cards: the standard deck and the joker (the bug)."
        else:
            joker_text = "52 cards: no joker."
        cite = ", ".join(citations.get(ranking, ()))
        charts.append(ChartView(ranking, title[:1].upper() + title[1:], deck, total, rows,
                                [_rule_view(book, c, child) for c in joker], joker_text, cite))
    return charts


# -- building ------------------------------------------------------------------------------------
def build(book: Rulebook, game_id: str, house: HouseProfile | None = None, *, charts: bool = True,
          progress: Callable[[int, str], Callable[[int, int], None]] | None = None) -> GameSummary:
    """The view model of one game's summary. `progress(deck, ranking)` may return a callback
    `(done, total)` for the hand count when it is not cached yet."""
    house = house or HouseProfile()
    ctx = Context(book, game_id, house)
    game = ctx.game
    holding = holding_clauses(book, game_id, house)
    parts = _parts(book, holding, ctx)
    return GameSummary(
        id=game.id, title=game.title, house_name=house.name, house_note=house.note,
        facts=_game_facts(book, ctx), parts=parts, options=_options(book, ctx, holding),
        quick=_quick(book, ctx, {c.id for c in holding}),
        charts=_charts(book, ctx, holding, progress) if charts else [],
        rule_count=len(holding),
    )


def build_all(book: Rulebook, game_ids: Iterable[str], house: HouseProfile | None = None, **kw) -> list[GameSummary]:
    return [build(book, g, house, **kw) for g in game_ids]


# -- rendering -----------------------------------------------------------------------------------
_MD_SPECIAL = re.compile(r"([\\`*_\[\]#|])")
_MD_ENTITY = re.compile(r"&(?=#?\w+;)")  # an & that would start an HTML entity


def _md(text: Any) -> str:
    """Plain text made safe for Markdown: no markup, and HTML in it shown rather than run."""
    s = _MD_ENTITY.sub("&amp;", str(text)).replace("<", "&lt;").replace(">", "&gt;")
    return _MD_SPECIAL.sub(r"\\\1", s)


def _wrap(text: Any, width: int = 88, indent: str = "") -> str:
    """Like render's `wrap`, but never breaks a word at its hyphen (outline ids stay whole)."""
    import textwrap

    return textwrap.fill(str(text), width=width, initial_indent=indent, subsequent_indent=indent,
                         break_on_hyphens=False, break_long_words=False)


def _nobreak(text: Any):
    """HTML: the text escaped, its spaces made non-breaking (a citation stays on one line)."""
    from markupsafe import Markup, escape

    return Markup(str(escape(text)).replace(" ", "&nbsp;"))


def _environment(template_dir: str | Path | None):
    from ..render import environment

    if template_dir is not None and not Path(template_dir).is_dir():
        raise BadInput(f"template directory {str(template_dir)!r} does not exist")
    env = environment(template_dir)
    env.filters["md"] = _md
    env.filters["wrap"] = _wrap
    env.filters["thousands"] = lambda n: f"{n:,}"
    env.filters["nobreak"] = _nobreak
    return env


def render(games: list[GameSummary], fmt: str = "html", *, quick: bool = False, template_dir: str | Path | None = None,
           paper: str | None = None, book: Rulebook | None = None, scale: float = 1.0) -> str:
    """The summary (or with `quick`, only the quick-reference cards) as html, md or txt text;
    for pdf, the HTML it is made from."""
    import jinja2

    if fmt not in FORMATS:
        raise BadInput(f"unknown format {fmt!r}: choose one of {', '.join(FORMATS)}")
    ext = "html" if fmt == "pdf" else fmt
    name = f"{'quick' if quick else 'summary'}.{ext}.j2"
    if paper is not None and paper.lower() not in PAPERS:
        raise BadInput(f"unknown paper size {paper!r}: choose one of {', '.join(PAPERS)}")
    env = _environment(template_dir)
    context = dict(games=games, booklet=len(games) > 1, quick=quick, scale=scale, paper=PAPERS.get((paper or "").lower(), ""),
                   version=__version__, fingerprint=book.fingerprint if book else "",
                   chapter="Closed-Card (Draw-type) Games", source="Caro & Cooke's Rules",
                   house_name=games[0].house_name if games else "", house_note=games[0].house_note if games else "")
    try:
        return env.get_template(name).render(**context)
    except jinja2.TemplateNotFound as e:
        raise BadInput(f"template {e.name!r} not found (in {template_dir or 'templates/'})") from None
    except jinja2.TemplateSyntaxError as e:
        raise BadInput(f"{e.filename or e.name}:{e.lineno}: template error: {e.message}") from None
    except jinja2.UndefinedError as e:
        raise BadInput(f"template {name}: {e.message}") from None


def pdf_document(html: str):
    """The laid-out WeasyPrint document (its `pages` can be counted)."""
    from .pdf import document

    return document(html)


#: Type scales tried, largest first, until every quick-reference card fits on one page.
QUICK_SCALES = (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7)


def render_pdf(games: list[GameSummary], *, quick: bool = False, template_dir: str | Path | None = None,
               paper: str | None = "letter", book: Rulebook | None = None):
    """The PDF document. A quick-reference card is set in smaller type if it must be, so that
    each card is exactly one page."""
    kw = dict(quick=quick, template_dir=template_dir, paper=paper or "letter", book=book)
    if not quick:
        return pdf_document(render(games, "pdf", **kw))
    for scale in QUICK_SCALES:
        doc = pdf_document(render(games, "pdf", scale=scale, **kw))
        if len(doc.pages) <= len(games):
            break
    return doc


__all__ = ["build", "build_all", "holding_clauses", "render", "render_pdf", "pdf_document",
           "GameSummary", "QUICK_ROWS", "FORMATS"]
