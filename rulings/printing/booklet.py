"""The booklet of every game (`rulings summary --all`): each part of the outline printed once.

The general rules (Draw Games Generally) and the room's own rules that stand alone come first,
once; then each game, with its quick card, options and chart, and the rules of its own part. A
game that follows another game's part (Lowball follows Five-Card Draw's) says so, pointing to that
game's pages. A part's rules are those in force in at least one of the games that follow it; a
rule not in force in every one of them says where it holds ("Only in Five-Card Draw and Lowball").
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from ..rules.book import Rulebook
from ..rules.model import HouseProfile
from .holding import RuleView, clause_order
from .summary import GameSummary, PartView, SectionView, build


@dataclass
class Booklet:
    shared: list[PartView]  # printed once, before the games
    games: list[GameSummary]  # each with only its own part's rules, and `follows`
    shared_ids: list[str] = field(default_factory=list)


def _titles(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def booklet(book: Rulebook, game_ids: list[str], house: HouseProfile | None = None, **kw) -> Booklet:
    views = [build(book, g, house, **kw) for g in game_ids]
    by_id = {v.id: v for v in views}
    followers: dict[str, list[str]] = {}  # part -> the games (of these) that follow it, in order
    for gid in game_ids:
        for part in book.game(gid).part_ids():
            followers.setdefault(part, []).append(gid)
    merged = {part: _merge(book, part, [by_id[g] for g in gs]) for part, gs in followers.items()}
    for part, pv in merged.items():
        for s in pv.sections:
            for r in s.rules:
                held = [g for g in followers[part] if r.id in {x.id for x in by_id[g].rules}]
                if held != followers[part]:
                    r.games_note = f"Only in {_titles([by_id[g].title for g in held])}."
    shared = [merged[p] for p in followers if p not in by_id and merged[p].sections]
    for v in views:
        own = [merged[v.id]] if v.id in merged else []
        v.follows = [
            (pv.id, merged[pv.id].title, pv.only_when)
            for pv in _part_uses(book, v)
            if pv.id != v.id and merged[pv.id].sections
        ]
        v.parts = own
        v.rule_count = sum(len(s.rules) for p in own for s in p.sections)
    return Booklet(shared, views, [p.id for p in shared])


def _part_uses(book: Rulebook, view: GameSummary) -> list[PartView]:
    """The parts the game follows, as views carrying the condition each holds under (Jacks Back)."""
    known = {p.id: p for p in view.parts}
    out = []
    for use in book.game(view.id).parts:
        out.append(known.get(use.part) or PartView(use.part, book.sections[use.part].title, "", []))
    return out


def _merge(book: Rulebook, part: str, views: list[GameSummary]) -> PartView:
    """One part's rules, in force in any of these games (each rule as the first of them words it)."""
    rules: dict[str, RuleView] = {}
    for v in views:
        for pv in v.parts:
            if pv.id == part:
                for s in pv.sections:
                    for r in s.rules:
                        rules.setdefault(r.id, copy.copy(r))
    out = PartView(part, book.sections[part].title, "", [])
    for cid in sorted(rules, key=lambda c: clause_order(book, book.clauses[c])):
        sec = book.sections[book.clauses[cid].section]
        if not out.sections or out.sections[-1].id != sec.id:
            out.sections.append(SectionView(sec.id, sec.title if not sec.is_part else "General", []))
        out.sections[-1].rules.append(rules[cid])
    return out
