"""The hand-ranking chart of a game's deck and ranking: the number of five-card hands in each
category (counted by the evaluator, cached), and the joker's role."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.context import Context
from ..rules.book import Rulebook
from ..rules.conditions import evaluate
from ..rules.model import Clause
from .holding import RuleView, rule_view


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


def charts(book: Rulebook, ctx: Context, holding: list[Clause], progress) -> list[ChartView]:
    from ..cards.counts import category_name, hand_counts, hands_in_deck, odds

    game = ctx.game
    deck_fact = book.fact_for("deck")
    deck = (ctx.value(deck_fact) if deck_fact else None) or game.default_deck
    ranking_fact = next((f for f in book.facts.values() if f.from_game == "ranking"), None)
    side_fact = book.facts.get(ranking_fact.by) if ranking_fact and ranking_fact.by else None
    sides = list(game.ranking.items()) if game.has_sides else [(None, game.ranking)]
    deck_topic = book.topic_for("deck")
    out = []
    for side, ranking in sides:
        counts = hand_counts(deck, ranking, progress=progress(deck, ranking) if progress else None)
        total = hands_in_deck(deck)
        rows = [ChartRow(cat, category_name(cat), n, odds(total, n)) for cat, n in counts.items() if n]
        title = ranking_fact.label(ranking) if ranking_fact else ranking
        if side and side_fact:
            title += f" - {side_fact.label(side)}"
        child = ctx.copy_with(side_fact.id, side) if side and side_fact else ctx
        joker_secs = {s for s, _ in book.cites(f"joker.{ranking}")}
        joker = [
            c
            for c in holding
            if deck == 53
            and (c.section in joker_secs or c.topic == deck_topic)
            and evaluate(book.effective_condition(game, c), child.value) is not False
        ]
        joker_text = "53 cards: the standard deck and the joker (the bug)." if deck == 53 else "52 cards: no joker."
        cite = ", ".join(s for s, _ in book.cites(f"hands.{ranking}") + book.cites(f"joker.{ranking}"))
        out.append(
            ChartView(
                ranking,
                title[:1].upper() + title[1:],
                deck,
                total,
                rows,
                [rule_view(book, c, child) for c in joker],
                joker_text,
                cite,
            )
        )
    return out
