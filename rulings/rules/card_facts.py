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


def _exposed(key: str) -> Callable[[dict, int], bool]:
    def compute(args: dict, deck: int) -> bool:
        from ..cards.notation import parse_card
        from ..cards.qualifiers import exposed_card_facts

        card = parse_card(args["card"], deck=deck)
        return bool(exposed_card_facts(card)[key])

    return compute


COMPUTE: dict[str, Callable[[dict, int], Any]] = {
    "has_openers": has_openers,
    "could_have_had_openers": could_have_had_openers,
    "kept_openers": kept_openers,
    "seven_or_better": seven_or_better,
    "exposed_card_seven_or_lower": _exposed("exposed_card_seven_or_lower"),
    "exposed_card_ace_to_five": _exposed("exposed_card_ace_to_five"),
    "exposed_card_deuce_to_seven_wheel_rank": _exposed("exposed_card_deuce_to_seven_wheel_rank"),
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
