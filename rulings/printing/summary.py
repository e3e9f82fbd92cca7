"""Printed rule summaries: the rules in force in one game under one room's house options.

The summary is built from the same rule data and engine the floor rulings use, so the printed
sheet cannot disagree with a ruling: the rules that hold (printing/holding.py), the house options
as the room has adopted them with the main rule named where an alternate replaces it, the table
setup, the quick-reference card (printing/quick_card.py) and the hand-ranking chart
(printing/charts.py). Rendering is in printing/documents.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ..engine.context import Context
from ..rules.book import Rulebook
from ..rules.conditions import describe
from ..rules.model import Clause, HouseProfile
from .charts import ChartView, RankingView, charts, rankings
from .holding import RuleView, holding_clauses, rule_view
from .quick_card import QuickRow, quick


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
class GameSummary:
    id: str
    title: str
    house_name: str  # the room's name; "" when no house profile is in force
    house_note: str
    facts: list[tuple[str, str]]  # the game's fixed facts and table setup, as (what, value)
    parts: list[PartView]
    options: list[OptionView]
    quick: list[QuickRow]
    charts: list[ChartView]
    rule_count: int
    # The quick card is for one table: a setup the room has not set is taken as the game's usual
    # one, and the card says so (`card_facts`: (what, value, "" or why this value), `assumed`).
    card_facts: list[tuple[str, str, str]] = field(default_factory=list)
    assumed: list[str] = field(default_factory=list)
    ranking: list[RankingView] = field(default_factory=list)
    follows: list[tuple[str, str, str]] = field(default_factory=list)  # booklet: (part id, title, when)

    @property
    def in_force(self) -> str:
        """Whose rules the sheet gives, in words for the top of a posted sheet."""
        return f"House rules of {self.house_name}" if self.house_name else "The book's main rules (no house options)"

    @property
    def rules(self) -> list[RuleView]:
        return [r for p in self.parts for s in p.sections for r in s.rules]

    @property
    def alternates(self) -> list[OptionView]:
        return [o for o in self.options if not o.is_main]


def _describe_when(book: Rulebook, cond) -> str:
    """A compiled condition on game facts in words: side is high -> 'opened for high'."""
    if cond is None:
        return ""
    if cond[0] == "leaf" and cond[2] == "is" and cond[1] in book.facts:
        return book.facts[cond[1]].label(cond[3])
    return describe(cond, lambda f: f.replace("_", " "))


def _parts(book: Rulebook, clauses: list[Clause], ctx: Context) -> list[PartView]:
    game = ctx.game
    parts: list[PartView] = []
    by_part: dict[str, PartView] = {}
    for c in clauses:
        sec = book.sections[c.section]
        pv = by_part.get(sec.part)
        if pv is None:
            use = next(u for u in game.parts if u.part == sec.part)
            pv = by_part[sec.part] = PartView(
                sec.part, book.sections[sec.part].title, _describe_when(book, use.when), []
            )
            parts.append(pv)
        if not pv.sections or pv.sections[-1].id != sec.id:
            pv.sections.append(SectionView(sec.id, sec.title if not sec.is_part else "General", []))
        pv.sections[-1].rules.append(rule_view(book, c, ctx))
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
        out.append(
            OptionView(
                fid,
                fact.title or fid,
                value,
                fact.label(value),
                value == fact.main,
                fact.label(fact.main),
                f"{sec} ¶{para}" if sec else "",
            )
        )
    return out


def _game_facts(book: Rulebook, ctx: Context, card: bool = False, assumed: tuple = ()) -> list[tuple[str, str, str]]:
    """The facts the game fixes and its table setup, as (what, value, why) rows in the data's
    order; `why` is "" or says that a value is the game's usual one, the room not having set it.
    For a quick card (`card`), a setup the room has not set is shown as the game's usual one."""
    game = ctx.game
    rows = []
    for fact in book.facts.values():
        title = fact.title or fact.id.replace("_", " ").capitalize()
        if card and fact.from_game == "ranking":
            continue  # the card shows the ranking in full
        if fact.from_game and fact.from_game != "id":
            if fact.id in ctx.by_game:
                by, values = ctx.by_game[fact.id]
                rows.append(
                    (title, "; ".join(f"{fact.label(v)} ({book.facts[by].label(k)})" for k, v in values.items()), "")
                )
            elif fact.id in ctx.base and fact.title:
                rows.append((title, fact.label(ctx.base[fact.id]), ""))
        elif fact.setup:
            allowed = game.allowed(fact.setup)
            value = ctx.base.get(fact.id)
            chosen = fact.id in ctx.house.choices_for(game.id)
            if value is None and card:
                value = allowed[0]
            labels = [fact.label(v) for v in allowed]
            if value is None:
                rows.append((title, ", ".join(labels[:-1]) + " or " + labels[-1] + ", as the table is set up", ""))
            elif (chosen and fact.id not in assumed) or len(allowed) == 1:
                rows.append((title, fact.label(value), ""))
            elif card:
                rows.append((title, fact.label(value), "the game's usual; not set for this room"))
            else:
                others = " or ".join(fact.label(v) for v in allowed if v != value)
                rows.append((title, fact.label(value), f"the usual; the book also allows {others}"))
    return rows


def card_house(book: Rulebook, game_id: str, house: HouseProfile) -> tuple[HouseProfile, list[str]]:
    """The profile a quick card is made under: the room's, with each table setup it leaves open
    taken as the game's usual one (the first the game lists); and the ids of those setups."""
    game = book.game(game_id)
    chosen = house.choices_for(game_id)
    assumed, fixed = [], {}
    for fact in book.table_setups:
        allowed = game.allowed(fact.setup)
        if fact.id not in chosen and len(allowed) > 1 and fact.source != "house":
            fixed[fact.id] = allowed[0]
            assumed.append(fact.id)
    if not fixed:
        return house, []
    games = {**house.games, game_id: {**house.games.get(game_id, {}), **fixed}}
    resolved = HouseProfile(
        name=house.name, note=house.note, options=dict(house.options), games=games, path=house.path, rules=house.rules
    )
    return resolved, assumed


def room_name(house: HouseProfile) -> str:
    """The room's name, or "" when no house profile is in force."""
    return "" if not house.path and house.name == HouseProfile().name else house.name


def build(
    book: Rulebook,
    game_id: str,
    house: HouseProfile | None = None,
    *,
    with_charts: bool = True,
    progress: Callable[[int, str], Callable[[int, int], None]] | None = None,
) -> GameSummary:
    """The view model of one game's summary. `progress(deck, ranking)` may return a callback
    `(done, total)` for the hand count when it is not cached yet."""
    house = house or HouseProfile()
    ctx = Context(book, game_id, house)
    game = ctx.game
    holding = holding_clauses(book, game_id, house)
    parts = _parts(book, holding, ctx)
    at_table, assumed = card_house(book, game_id, house)
    card = Context(book, game_id, at_table) if assumed else ctx
    on_card = holding_clauses(book, game_id, at_table) if assumed else holding
    return GameSummary(
        id=game.id,
        title=game.title,
        house_name=room_name(house),
        house_note=house.note,
        facts=[(what, f"{value} ({why})" if why else value) for what, value, why in _game_facts(book, ctx)],
        parts=parts,
        options=_options(book, ctx, holding),
        quick=quick(book, card, {c.id for c in on_card}),
        charts=charts(book, ctx, holding, progress) if with_charts else [],
        rule_count=len(holding),
        card_facts=_game_facts(book, card, card=True, assumed=tuple(assumed)),
        assumed=[book.facts[f].title or f for f in assumed],
        ranking=rankings(book, ctx),
    )


def build_all(book: Rulebook, game_ids: Iterable[str], house: HouseProfile | None = None, **kw) -> list[GameSummary]:
    return [build(book, g, house, **kw) for g in game_ids]
