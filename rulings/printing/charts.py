"""The hand-ranking chart of a game's deck and ranking: the number of five-card hands in each
category (counted by the evaluator, cached), and the joker's role."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.context import Context
from ..errors import BadInput
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
    example: str = ""  # a hand of the category, as a dealer writes it ("Q♠ Q♥ Q♦ Q♣ 7♠")


@dataclass
class RankingView:
    """A ranking without the counts (the quick card): its categories best first, each with an example."""

    title: str
    rows: list[ChartRow]
    joker_text: str
    lows: bool = False  # low hands are named by their top card ("seven-low": no pair, seven high)


# A hand of each category, the most natural to show; checked against the evaluator (`example`).
_MADE = {
    "five-aces": "As Ah Ad Ac Jk",
    "straight-flush": "9h 8h 7h 6h 5h",
    "four-of-a-kind": "Qs Qh Qd Qc 7s",
    "full-house": "Ks Kh Kd 4c 4s",
    "flush": "Kd Jd 8d 6d 3d",
    "straight": "Ts 9h 8d 7c 6s",
    "three-of-a-kind": "8s 8h 8d Kc 3s",
    "two-pair": "Js Jh 5d 5c 9s",
    "pair": "Ts Th Kd 6c 3s",
    "high-card": "Ah Qd 9c 6s 3h",
    "ace-high": "Ah 5d 4c 3s 2h",
}
_LOW_RANKS = {"ace-to-five": ["4d", "3c", "2s", "Ah"], "deuce-to-seven": ["5d", "4c", "3s", "2h"]}


def example(ranking: str, category: str, deck: int = 53) -> str:
    """A hand of `category` under `ranking` (its best, for a low), as printed; "" if none is known."""
    from ..cards.hands import evaluate
    from ..cards.notation import RANK_CHARS, RANK_NAMES, format_cards, parse_cards

    text = _MADE.get(category, "")
    if category.endswith("-low") and ranking in _LOW_RANKS:  # the best hand of the low: its top card, the lowest four
        top = RANK_NAMES.index(category[: -len("-low")])
        text = " ".join([RANK_CHARS[top] + "h", *_LOW_RANKS[ranking]])
    if not text or ("Jk" in text and deck != 53):
        return ""
    try:
        if evaluate(text, ranking).category != category:
            return ""
    except BadInput:
        return ""
    return format_cards(parse_cards(text))


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
        rows = [
            ChartRow(cat, category_name(cat), n, odds(total, n), example(ranking, cat, deck))
            for cat, n in counts.items()
            if n
        ]
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


def rankings(book: Rulebook, ctx: Context) -> list[RankingView]:
    """The game's hand rankings, best first, each category with an example (no counting)."""
    from ..cards.counts import category_name
    from ..cards.hands import categories

    game = ctx.game
    deck_fact = book.fact_for("deck")
    deck = (ctx.value(deck_fact) if deck_fact else None) or game.default_deck
    ranking_fact = next((f for f in book.facts.values() if f.from_game == "ranking"), None)
    side_fact = book.facts.get(ranking_fact.by) if ranking_fact and ranking_fact.by else None
    out = []
    for side, ranking in list(game.ranking.items()) if game.has_sides else [(None, game.ranking)]:
        title = ranking_fact.label(ranking) if ranking_fact else ranking
        if side and side_fact:
            title += f" - {side_fact.label(side)}"
        cats = [c for c in categories(ranking) if c != "five-aces" or deck == 53]
        rows = [ChartRow(c, category_name(c), 0, "", example(ranking, c, deck)) for c in cats]
        joker = "With the joker (the bug)." if deck == 53 else "No joker."
        lows = any(c.endswith("-low") for c in cats)
        out.append(RankingView(title[:1].upper() + title[1:], rows, joker, lows))
    return out
