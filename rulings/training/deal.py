"""Cards for a situation: where a fact the cards decide is part of a story ("the exposed card is a
seven or lower", "the opener cannot show openers"), the story shows the cards instead, dealt at
random from the game's deck until they give the situation's values."""

from __future__ import annotations

import random

from ..errors import BadInput
from ..rules.book import Rulebook
from .situations import context

TRIES = 400
DISCARDS = "discards"  # the computations' parameter names (rules/card_facts.py) that say a card's shape
ONE_CARD = "card"
ORIGINAL = "hand"  # discards come out of the original hand where a rule reads both


def card_facts(book: Rulebook, facts: dict) -> list[str]:
    """The facts of a situation the cards decide."""
    return [f for f in facts if book.facts[f].cards]


def deal(book: Rulebook, game: str, facts: dict, rng: random.Random) -> dict | None:
    """The situation's facts with cards in place of the yes/no facts the cards decide; None when
    no deal in TRIES gives them (the caller then tells them in words)."""
    decided = card_facts(book, facts)
    if not decided:
        return dict(facts)
    shapes: dict[str, tuple[str, str]] = {}  # cards fact -> (parameter, the hand discards come from)
    for fid in decided:
        rule = book.facts[fid].cards
        assert rule is not None
        original = next((ref for param, ref, _ in rule.args if param == ORIGINAL and ref), "")
        for param, ref, _ in rule.args:
            if ref and book.facts[ref].type == "cards":
                shapes.setdefault(ref, (param, original if param == DISCARDS else ""))
    order = sorted(shapes, key=lambda f: shapes[f][0] == DISCARDS)  # hands before their discards
    rest = {f: v for f, v in facts.items() if f not in decided}
    deck_size = _deck(book, game, rest)
    for _ in range(TRIES):
        trial = dict(rest)
        trial.update(_one_deal(order, shapes, deck_size, rng))
        try:
            ctx = context(book, game, trial)
            if all(ctx.value(f) == facts[f] for f in decided):
                return trial
        except BadInput:
            continue
    return None


def _deck(book: Rulebook, game: str, facts: dict) -> int:
    deck_fact = book.fact_for("deck")
    told = facts.get(deck_fact) if deck_fact else None
    return int(told) if told else book.game(game).default_deck


def _one_deal(order: list[str], shapes: dict, deck_size: int, rng: random.Random) -> dict:
    from ..cards.notation import deck

    cards = list(deck(deck_size))
    rng.shuffle(cards)
    if rng.random() < 0.5:  # half the deals from the low cards (dealt first): a seven-low is rare otherwise
        low = [c for c in cards if c.is_joker or c.rank <= 5 or c.rank == 12]
        cards = [c for c in cards if c not in low] + low
    out: dict = {}
    hands: dict = {}
    for fid in order:
        param, original = shapes[fid]
        if param == ONE_CARD:
            chosen = [cards.pop()]
        elif param == DISCARDS:
            n = rng.randint(1, 3)
            held = hands.get(original)
            chosen = rng.sample(held, n) if held else [cards.pop() for _ in range(n)]
        else:
            chosen = [cards.pop() for _ in range(5)]
            hands[fid] = chosen
        out[fid] = "".join(c.ascii for c in chosen)
    return out
