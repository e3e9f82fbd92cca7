"""What the pages show, built from the library's own views: a ruling from floor.present
(`to_json`, the `rule --json` contract, and `text_view`), cards as symbols, the card grid.

The templates read these dicts with `.get`, so a key the engine adds later (the story's readings,
the alternate that would change a ruling, a showdown, the nearest section when a story is not
covered) is shown where a template knows it and never breaks one that does not."""

from __future__ import annotations

import re
from typing import Any

from ..rules.book import Rulebook

RANKS = "AKQJT98765432"
RANK_NAMES = {
    "A": "ace",
    "K": "king",
    "Q": "queen",
    "J": "jack",
    "T": "ten",
    "9": "nine",
    "8": "eight",
    "7": "seven",
    "6": "six",
    "5": "five",
    "4": "four",
    "3": "three",
    "2": "two",
}
SUITS = (("s", "♠", "spades"), ("h", "♥", "hearts"), ("d", "♦", "diamonds"), ("c", "♣", "clubs"))
_CARD = re.compile(r"(?<![\w])(10|[2-9TJQKA])([shdc♠♥♦♣])(?![\w])|(?<![\w])(Jk|JK)(?![\w])")
_SYMBOL = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}


def cards_html(text: Any):
    """Text with its cards shown as rank and suit symbol, hearts and diamonds in red (escaped)."""
    from markupsafe import Markup, escape

    def one(m: re.Match) -> str:
        if m.group(3):
            return '<span class="card joker">Jk</span>'
        rank, suit = m.group(1), _SYMBOL.get(m.group(2), m.group(2))
        red = " red" if suit in "♥♦" else ""
        return f'<span class="card{red}">{"T" if rank == "10" else rank}{suit}</span>'

    return Markup(_CARD.sub(one, str(escape(text))))


def card_grid(deck: int) -> list[list[dict]]:
    """Rows of the card grid: one row a rank, one column a suit (ace first), the joker alone last."""
    rows = []
    for r in RANKS:
        rows.append(
            [
                {"value": r + s, "face": r + sym, "name": f"{RANK_NAMES[r]} of {name}", "red": s in "hd"}
                for s, sym, name in SUITS
            ]
        )
    if deck == 53:
        rows.append([{"value": "Jk", "face": "Jk", "name": "the joker", "red": False}])
    return rows


def add_filters(env: Any) -> None:
    env.filters["cards"] = cards_html
    env.filters["words"] = lambda s: str(s).replace("_", " ")
    env.globals["card_grid"] = card_grid


def answer_words(book: Rulebook, key: str, value: Any, unknown: bool = False) -> str:
    if unknown:
        return "don't know"
    fact = book.facts.get(key)
    return fact.label(value) if fact else str(value)


def ruling_view(book: Rulebook, r: Any, done: Any = None) -> dict[str, Any]:
    """Everything the ruling page shows: the JSON contract, the text view's topics, the facts
    given in words (`done`: the interview's end, with what the story said and the showdown)."""
    from ..floor.present import text_view, to_json

    data = to_json(book, r, done)
    text = text_view(book, r, done)
    given = []
    for fid, value in data.get("facts", {}).items():
        fact = book.facts.get(fid)
        if fact:
            given.append({"question": fact.question, "answer": fact.label(value)})
    for fid in sorted(r.context.skipped):
        fact = book.facts.get(fid)
        if fact:
            given.append({"question": fact.question, "answer": "don't know"})
    return {
        "json": data,
        "status": data.get("status", ""),
        "topics": text["topics"],
        "missing": text["missing"],
        "house": text["house"],
        "house_name": text["house_name"],
        "related": text["related"],
        "given": given,
        "understood": data.get("understood") or [],
        "alternatives": data.get("alternatives") or [],
        "showdown": data.get("showdown"),
        "nearest": data.get("nearest") or data.get("nearest_section"),
    }
