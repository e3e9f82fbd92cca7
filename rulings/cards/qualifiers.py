"""Facts about cards that the rules turn on: openers, splitting openers, seven-or-better, exposed
cards. Pure functions over parsed cards (:mod:`rulings.cards.notation`); the rules that use these facts live
in the rule data, not here.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ..errors import BadInput
from .hands import evaluate
from .notation import ACE, JOKER_RANK, RANK_CHARS, RANK_PLURALS, Card, parse_card, parse_cards

#: Opening levels: the lowest pair that opens. Jacks is the book's; queens and up serve the
#: "progressive" house option (draw.history).
LEVELS = {"jacks": 9, "queens": 10, "kings": 11, "aces": 12}


def _level(level: str) -> int:
    try:
        return LEVELS[level]
    except KeyError:
        raise BadInput(f"unknown opening level {level!r}: use one of {', '.join(LEVELS)}") from None


def _cards(cards: Sequence[Card] | str) -> tuple[Card, ...]:
    """Cards as given, or parsed from text (``"As Jk Ks"``)."""
    return tuple(parse_cards(cards)) if isinstance(cards, str) else tuple(cards)


def _check_cards(cards: Sequence[Card], what: str) -> None:
    if len(set(cards)) != len(cards):
        raise BadInput(f"{what} has a card twice")


def has_openers(hand: Sequence[Card], level: str = "jacks") -> bool:
    """Whether the cards hold openers: a pair of ``level`` (jacks, queens, kings, aces) or any better
    hand (jacks-or-better.opening-requirements; draw.history for the progressive levels).

    Five cards are valued as a high hand with the bug (five-card-draw.joker), so a straight or flush
    the joker completes opens. Fewer cards (what a player kept) hold openers when they contain a
    qualifying pair, two pair, trips or quads. The joker counts as an ace: A + Jk is a pair of aces,
    K + Jk is no pair of kings.
    """
    minimum = _level(level)
    hand = _cards(hand)
    _check_cards(hand, "the hand")
    if len(hand) > 5:
        raise BadInput(f"a hand has at most 5 cards, not {len(hand)}")
    if len(hand) == 5:
        v = evaluate(hand, "high")
        if v.category == "high-card":
            return False
        if v.category == "pair":
            return v.played[0] >= minimum
        return True
    ranks = [ACE if c.rank == JOKER_RANK else c.rank for c in hand]
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    if counts and counts[0] >= 3:
        return True
    pairs = [r for r in set(ranks) if ranks.count(r) == 2]
    return len(pairs) >= 2 or any(r >= minimum for r in pairs)


def kept_cards(original: Sequence[Card], discards: Sequence[Card]) -> list[Card]:
    """The cards a player kept for the draw: his original hand less his discards."""
    missing = [c for c in discards if c not in original]
    if missing:
        raise BadInput(f"discard {missing[0]} is not in the hand {' '.join(map(str, original))}")
    return [c for c in original if c not in discards]


def could_have_had_openers(final_hand: Sequence[Card], discards: Sequence[Card], level: str = "jacks") -> bool:
    """Whether a player who drew ``len(discards)`` cards to make ``final_hand`` could have held
    openers before the draw (jacks-or-better.splitting-openers): the cards kept are some
    (5 - len(discards)) of the final hand, the original hand those plus the discards; True when
    any such original hand holds openers. A player who says he split openers but could not have
    had them is not eligible to win the pot.
    """
    final_hand, discards = _cards(final_hand), _cards(discards)
    if len(final_hand) != 5:
        raise BadInput(f"the final hand has {len(final_hand)} cards: a hand is 5 cards")
    if len(discards) > 5:
        raise BadInput(f"{len(discards)} discards: a player draws at most 5 cards")
    _check_cards(final_hand + discards, "the final hand and discards together")
    keep = 5 - len(discards)
    return any(has_openers(kept + discards, level) for kept in combinations(final_hand, keep))


#: The worst seven of each low ranking; a hand at least this strong is "seven or better".
_WORST_SEVEN = {"ace-to-five": "7s 6h 5d 4c 3s", "deuce-to-seven": "7s 6h 5d 4c 2s"}


def seven_or_better(hand: Sequence[Card], ranking: str) -> bool:
    """Whether a low hand is a seven-low or better (lowball.must-bet-sevens): no pair and no card
    above a seven, with the joker as lowball.joker plays it. In deuce-to-seven a straight or flush
    is no seven (7-6-5-4-3 is a straight) and the ace is high, so only 7-x-x-x-x hands count.
    """
    if ranking not in _WORST_SEVEN:
        raise BadInput(
            f"seven-or-better is a lowball question: ranking {ranking!r} is not ace-to-five or deuce-to-seven"
        )
    return evaluate(hand, ranking).strength >= evaluate(_WORST_SEVEN[ranking], ranking).strength


_SEVEN_OR_UNDER = {ACE, 0, 1, 2, 3, 4, 5}  # A, 2-7 (ace low)
_ACE_TO_FIVE = {ACE, 0, 1, 2, 3}  # A, 2, 3, 4, 5
_DEUCE_TO_SEVEN_KEEP = {0, 1, 2, 3, 5}  # 2, 3, 4, 5, 7: the ranks of 7-5-4-3-2


def exposed_card_facts(card: Card | str) -> dict[str, bool | str | None]:
    """Facts about a card exposed before the draw, for the exposed-card rules of the rule data:

    * ``exposed_card_seven_or_lower``: A (low) to 7 (lowball.exposed-cards, limit ace-to-five);
    * ``exposed_card_ace_to_five``: A, 2, 3, 4 or 5 (lowball.pot-limit-no-limit);
    * ``exposed_card_deuce_to_seven_wheel_rank``: 7, 5, 4, 3 or 2, the ranks of the best
      deuce-to-seven hand; a six and an ace are not (kansas-city-lowball);
    * ``exposed_card_is_joker`` and ``exposed_card_rank`` (``"A"``, ``"T"``, ``"Jk"``).

    The joker has no rank: the book's exposed-card rules name ranks only, so for the joker the
    rank facts are None (not known) and the rule data says the floor decides. A card given by
    rank alone ("a four", no suit) is judged by its rank.
    """
    if isinstance(card, str):
        card = parse_card(card)
    if card.is_joker:
        return {
            "exposed_card_seven_or_lower": None,
            "exposed_card_ace_to_five": None,
            "exposed_card_deuce_to_seven_wheel_rank": None,
            "exposed_card_is_joker": True,
            "exposed_card_rank": "Jk",
        }
    r = card.rank
    return {
        "exposed_card_seven_or_lower": r in _SEVEN_OR_UNDER,
        "exposed_card_ace_to_five": r in _ACE_TO_FIVE,
        "exposed_card_deuce_to_seven_wheel_rank": r in _DEUCE_TO_SEVEN_KEEP,
        "exposed_card_is_joker": False,
        "exposed_card_rank": RANK_CHARS[r],
    }


def describe_level(level: str) -> str:
    """``"jacks"`` -> ``"a pair of jacks or better"``."""
    return f"a pair of {RANK_PLURALS[_level(level)]} or better"
