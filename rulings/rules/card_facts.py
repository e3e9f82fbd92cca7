"""Facts the cards decide. Each function takes parsed arguments and returns a fact's value.

The rules stay in the YAML data; these only read the cards (does this hand open? is it a
seven-low?). Card text is parsed with the deck of the game being ruled on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import BadInput


def _hand(text: str, deck: int):
    from ..cards.notation import parse_hand

    return parse_hand(text, deck=deck)


def has_openers(args: dict, deck: int) -> bool:
    from ..cards.qualifiers import has_openers as check

    return check(_hand(args["hand"], deck), level=args.get("level") or "jacks")


def could_have_had_openers(args: dict, deck: int) -> bool:
    from ..cards.notation import parse_hands
    from ..cards.qualifiers import could_have_had_openers as check

    final, discards = parse_hands([args["final_hand"], args["discards"]], deck=deck, counts=(5, None))
    return check(final, discards, level=args.get("level") or "jacks")


def kept_openers(args: dict, deck: int) -> bool:
    from ..cards.notation import parse_hand
    from ..cards.qualifiers import has_openers as check
    from ..cards.qualifiers import kept_cards

    hand = parse_hand(args["hand"], deck=deck, label="the opening hand")
    discards = parse_hand(args["discards"], deck=deck, count=None, label="the discards")
    return check(kept_cards(hand, discards), level=args.get("level") or "jacks")


def seven_or_better(args: dict, deck: int) -> bool:
    from ..cards.qualifiers import seven_or_better as check

    return check(_hand(args["hand"], deck), args["ranking"])


def _exposed(key: str) -> Callable[[dict, int], bool | None]:
    def compute(args: dict, deck: int) -> bool | None:
        from ..cards.notation import parse_card
        from ..cards.qualifiers import exposed_card_facts

        value = exposed_card_facts(parse_card(args["card"], deck=deck))[key]
        return None if value is None else bool(value)

    return compute


def showdown_hands(text: str) -> list[tuple[str, str]]:
    """The hands of a showdown as typed: "seat 2: Ah Qh 9h 6h Jk; seat 5: Ac Kc Qd 9d 2s" (or
    split by "/", "|", "vs" or new lines; a label may be a few words before a colon, "your hand:";
    a hand without a label is "hand N"): [(label, cards)]."""
    import re

    out = []
    for n, part in enumerate(p for p in re.split(r"[;/|\n]|\bvs\.?\b|\bversus\b", text) if p.strip()):
        m = re.match(r"\s*((?:seat|hand|player)\s*\d{1,2})\s*[:=-]?\s*(.*)$", part, re.IGNORECASE)
        m = m or re.match(r"\s*([a-z][a-z' ]{0,24}?)\s*:\s*(.*)$", part, re.IGNORECASE)  # "your hand: ...", "me: ..."
        label, cards = (" ".join(m.group(1).lower().split()), m.group(2)) if m else (f"hand {n + 1}", part)
        if not re.search(r"\d", label[-2:]) or " " not in label:
            label = re.sub(r"(\D)(\d)", r"\1 \2", label)
        out.append((label, cards.strip()))
    if len(out) < 2:
        raise BadInput("a showdown is two or more hands: seat 2: Ah Qh 9h 6h Jk; seat 5: Ac Kc Qd 9d 2s")
    return out


def _shown(args: dict, deck: int) -> list:
    """The showdown's hands as values under the ranking in force (`ranking` may be unknown:
    then the high ranking, which is the one these questions are asked in)."""
    from ..cards.hands import evaluate
    from ..cards.notation import parse_hands

    hands = parse_hands([cards for _, cards in showdown_hands(args["hands"])], deck=deck)
    return [evaluate(h, args.get("ranking") or "high") for h in hands]


def joker_use(args: dict, deck: int) -> str | None:
    """What the joker plays as in the hand that holds it: ace, straight, straight-flush or flush
    (the choices of joker_used_as); None when no hand holds it."""
    for v in _shown(args, deck):
        if v.joker_as is None:
            continue
        if v.category in ("straight", "straight-flush", "flush"):
            return v.category
        return "ace"
    return None


def five_aces_shown(args: dict, deck: int) -> bool:
    return any(v.category == "five-aces" for v in _shown(args, deck))


def a5432_shown(args: dict, deck: int) -> bool:
    from ..cards.notation import parse_hands

    hands = parse_hands([cards for _, cards in showdown_hands(args["hands"])], deck=deck)
    return any(sorted(c.rank for c in h) == [0, 1, 2, 3, 12] for h in hands)


def straight_or_flush_shown(args: dict, deck: int) -> bool:
    return any(v.category in ("straight", "flush", "straight-flush") for v in _shown(dict(args, ranking="high"), deck))


COMPUTE: dict[str, Callable[[dict, int], Any]] = {
    "joker_use": joker_use,
    "five_aces_shown": five_aces_shown,
    "a5432_shown": a5432_shown,
    "straight_or_flush_shown": straight_or_flush_shown,
    "has_openers": has_openers,
    "could_have_had_openers": could_have_had_openers,
    "kept_openers": kept_openers,
    "seven_or_better": seven_or_better,
    "exposed_card_seven_or_lower": _exposed("exposed_card_seven_or_lower"),
    "exposed_card_ace_to_five": _exposed("exposed_card_ace_to_five"),
    "exposed_card_deuce_to_seven_wheel_rank": _exposed("exposed_card_deuce_to_seven_wheel_rank"),
    "exposed_card_is_joker": _exposed("exposed_card_is_joker"),
}


#: The arguments each computation cannot do without (rulings lint checks the data gives them).
NEEDS: dict[str, tuple[str, ...]] = {
    "has_openers": ("hand",),
    "could_have_had_openers": ("final_hand", "discards"),
    "kept_openers": ("hand", "discards"),
    "seven_or_better": ("hand", "ranking"),
    "exposed_card_seven_or_lower": ("card",),
    "exposed_card_ace_to_five": ("card",),
    "exposed_card_deuce_to_seven_wheel_rank": ("card",),
}


def compute(name: str, args: dict, deck: int) -> Any:
    """The value of a card fact (see CardRule); `args` are the computation's parameters, with the
    facts they refer to already read."""
    try:
        return COMPUTE[name](args, deck)
    except BadInput:
        raise
    except KeyError as e:  # a card-dependent argument not given
        raise BadInput(f"{name} needs {e.args[0]}") from None
