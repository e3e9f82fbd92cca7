"""Card questions for the quiz, answered by the hand evaluator and the qualifiers.

* ``showdown``: three hands dealt from the game's deck; which wins (or do they split)?
* ``joker``: four cards and the joker; what does the joker play as?
* ``openers``: may this hand open (jacks or better)?
* ``seven``: is this low hand a seven-low or better?

:func:`deal` gives a random payload (the cards, packed: ``AhKh9h6hJk``, hands joined by ``+``);
:func:`question` turns a payload back into the question, so an item's id is all it takes to ask
it again. The exposed-card question is the engine's, in :mod:`rulings.training.quiz`.
"""

from __future__ import annotations

import random

from ..cards.notation import RANK_CHARS, RANK_NAMES, SUIT_NAMES, deck, format_cards, make_card
from ..errors import BadInput

SEATS = 3
SEAT_WORDS = {2: "Two", 3: "Three", 4: "Four"}
KINDS = ("showdown", "joker", "openers", "seven")

# Where each card question rests in the outline comes from rules_data/roles.yaml: the ranking's
# `hands` and `joker` citations (the first joker citation is what the joker may be; a second, as
# in high, is five aces) and the qualifiers'.


class Cites:
    """The citations card questions rest on, read from the rulebook by role."""

    def __init__(self, book):
        self.book = book

    def hands(self, ranking: str) -> tuple:
        return self.book.cites(f"hands.{ranking}")[0]

    def joker(self, ranking: str) -> tuple | None:
        found = self.book.cites(f"joker.{ranking}")
        return found[0] if found else None

    def five_aces(self, ranking: str) -> tuple | None:
        found = self.book.cites(f"joker.{ranking}")
        return found[1] if len(found) > 1 else None

    def qualifier(self, role: str) -> tuple:
        return self.book.cites(f"qualifier.{role}")[0]


def packed(cards) -> str:
    return "".join(c.ascii for c in cards)


def kinds_for(cites: Cites, game, side: str | None) -> list[tuple[str, list]]:
    """(kind, the sections its questions may cite) for one game and side."""
    ranking = game.ranking_for(side)
    joker = [c for c in (cites.joker(ranking), cites.five_aces(ranking)) if c]
    out = [("showdown", [cites.hands(ranking)] + joker)]
    if game.default_deck == 53 and joker:
        out.append(("joker", joker))
    if ranking != "high":
        out.append(("seven", [cites.qualifier("seven_or_better")]))
    return out


def deal(kind: str, game, side: str | None, rng: random.Random) -> str:
    cards = list(deck(game.default_deck))
    ranking = game.ranking_for(side) if kind != "openers" else "high"
    if kind == "showdown":
        dealt = rng.sample(cards, 5 * SEATS)
        return "+".join(packed(dealt[i : i + 5]) for i in range(0, 5 * SEATS, 5))
    if kind == "joker":
        return packed(_joker_deal(cards, ranking, rng))
    if kind == "openers":
        from ..cards.qualifiers import has_openers

        return packed(_targeted(cards, rng, lambda h: has_openers(h, game.opening_requirement), low=False))
    if kind == "seven":
        from ..cards.qualifiers import seven_or_better

        return packed(_targeted(cards, rng, lambda h: seven_or_better(h, ranking), low=True))
    raise BadInput(f"unknown card question {kind!r}")


def question(cites: Cites, kind: str, game, side: str | None, payload: str, rng: random.Random) -> dict | None:
    """The question as a dict (cite, story, question, choices as (text, key), answer, explanation)."""
    from ..cards.notation import parse_hands

    hands = parse_hands(payload.split("+"), deck=game.default_deck, count=5)
    if kind == "showdown" and len(hands) == SEATS:
        return _showdown(cites, game.ranking_for(side), hands)
    if len(hands) != 1:
        return None
    if kind == "joker":
        return _joker(cites, game.ranking_for(side), hands[0], rng)
    if kind == "openers" and game.opening_requirement != "none":
        return _openers(cites, game.opening_requirement, hands[0])
    if kind == "seven" and game.ranking_for(side) != "high":
        return _seven(cites, game.ranking_for(side), hands[0])
    return None


def _showdown(cites: Cites, ranking: str, hands) -> dict:
    from ..cards.hands import evaluate, winners

    values = [evaluate(h, ranking) for h in hands]
    best = winners(values)
    choices = [(f"Seat {i + 1} wins the pot", f"seat-{i + 1}") for i in range(SEATS)]
    choices.append(("They tie: the pot is split", "split"))
    said = (
        f"Seat {best[0] + 1} wins"
        if len(best) == 1
        else "Seats " + " and ".join(str(i + 1) for i in best) + " split the pot"
    )
    cite = cites.hands(ranking)
    if any(v.category == "five-aces" for v in values):
        cite = cites.five_aces(ranking) or cite
    elif any(c.is_joker for h in hands for c in h):
        cite = cites.joker(ranking) or cite
    return {
        "cite": cite,
        "story": [f"{SEAT_WORDS[SEATS]} hands are shown down."],
        "hands": [(f"Seat {i + 1}", format_cards(h)) for i, h in enumerate(hands)],
        "question": "Which hand wins the pot?",
        "choices": choices,
        "answer": best[0] if len(best) == 1 else SEATS,
        "explanation": f"{said} ({'; '.join(f'seat {i + 1}: {v.name}' for i, v in enumerate(values))}).",
    }


def _joker(cites: Cites, ranking: str, hand, rng: random.Random) -> dict | None:
    from ..cards.hands import evaluate

    if not cites.joker(ranking) or sum(c.is_joker for c in hand) != 1:
        return None
    value = evaluate(hand, ranking)
    right = value.joker_as
    assert right is not None  # a hand with the joker says what it plays as
    naturals = set(hand)
    present = sorted({c.rank for c in hand if not c.is_joker})
    allowed = [
        r for r in range(13) if r != right.rank and (right.suit is None or make_card(r, right.suit) not in naturals)
    ]
    near = [r for r in range(13) if present[0] - 2 <= r <= present[-1] + 2]
    plausible = [r for r in dict.fromkeys([12, *present, *near]) if r in allowed]
    wrong = rng.sample(plausible, min(3, len(plausible)))
    wrong += rng.sample([r for r in allowed if r not in wrong], 3 - len(wrong))
    choices = [(_joker_words(r, right.suit, naturals), RANK_CHARS[r]) for r in [right.rank, *wrong]]
    rng.shuffle(choices)
    return {
        "cite": (value.category == "five-aces" and cites.five_aces(ranking)) or cites.joker(ranking),
        "story": ["A player shows down four cards and the joker."],
        "hands": [("The hand", format_cards(hand))],
        "question": "What does the joker play as in this hand?",
        "choices": choices,
        "answer": [k for _, k in choices].index(RANK_CHARS[right.rank]),
        "explanation": f"{format_cards(hand)}: {value.name}.",
    }


def _yes_no(cite, hand, told: str, asked: str, truth: bool, why: str) -> dict:
    return {
        "cite": cite,
        "story": [told],
        "hands": [("The hand", format_cards(hand))],
        "question": asked,
        "choices": [("Yes", "yes"), ("No", "no")],
        "answer": 0 if truth else 1,
        "explanation": ("Yes. " if truth else "No. ") + why,
    }


def _openers(cites: Cites, level: str, hand) -> dict:
    from ..cards.hands import evaluate
    from ..cards.qualifiers import describe_level, has_openers

    why = f"{format_cards(hand)}: {evaluate(hand, 'high').name}. Openers are {describe_level(level)}."
    told = "A player wants to open the pot with this hand."
    return _yes_no(cites.qualifier("openers"), hand, told, "May he open with it?", has_openers(hand, level), why)


def _seven(cites: Cites, ranking: str, hand) -> dict:
    from ..cards.hands import evaluate
    from ..cards.qualifiers import seven_or_better

    why = f"{format_cards(hand)}: {evaluate(hand, ranking).name} ({ranking})."
    return _yes_no(
        cites.qualifier("seven_or_better"),
        hand,
        "After the draw a player holds this hand.",
        "Is it a seven-low or better?",
        seven_or_better(hand, ranking),
        why,
    )


def _joker_words(rank: int, suit, naturals) -> str:
    name = RANK_NAMES[rank]
    if suit is not None and make_card(rank, suit) not in naturals:
        return f"The {name} of {SUIT_NAMES[suit]} ({make_card(rank, suit)})"
    return ("An " if name[0] in "aeio" else "A ") + name


def _joker_deal(cards: list, ranking: str, rng: random.Random) -> list:
    """Four natural cards and the joker; for high, often a flush or straight the joker could fill."""
    joker, naturals = cards[-1], cards[:-1]
    mode = rng.choice(("any", "flush", "straight")) if ranking == "high" else "any"
    if mode == "flush":
        suit = rng.randrange(4)
        hand = rng.sample([c for c in naturals if c.suit == suit], 4)
    elif mode == "straight":
        low = rng.randrange(-1, 9)  # -1: the wheel, ace low
        ranks = rng.sample([12 if r == -1 else r for r in range(low, low + 5)], 4)
        hand = [rng.choice([c for c in naturals if c.rank == r]) for r in ranks]
    else:
        hand = rng.sample(naturals, 4)
    hand.insert(rng.randrange(5), joker)
    return hand


def _targeted(cards: list, rng: random.Random, test, low: bool) -> list:
    """A hand for a yes/no question, yes about half the time; a 'no' is a near miss when possible
    (a low hand a little too high or paired; a high hand with a small pair or the joker)."""
    want = rng.random() < 0.5
    pool = [c for c in cards if c.is_joker or c.rank <= (5 if want else 7) or c.rank == 12] if low else cards

    def near(hand) -> bool:
        return want or low or len({c.rank for c in hand}) < 5 or any(c.is_joker for c in hand)

    for _ in range(300):
        hand = rng.sample(pool, 5)
        if test(hand) == want and near(hand):
            break
    return hand
