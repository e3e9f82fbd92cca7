"""Whether the opener kept his openers, worked out from the hand he opened with and the cards he
then threw (rules_data/words.yaml, `kept_openers`): "opened with jacks and 4s, threw both 4s and
the 9" kept the jacks; "opens with two jacks and four hearts ... tosses the jack of clubs" broke
them.

Read conservatively: the opening hand must hold one pair of jacks or better (or an ace and the
joker: a pair of aces), told by its ranks in words or by its cards right after a word of opening;
the throw must come after it, told by the opener himself (no other seat or player named between);
and every card thrown must be told by its rank. Openers among the cards thrown is a split; none of
them among the cards thrown, with the rest told, is keeping them.
"""

from __future__ import annotations

import re

from .called import RANK_WORDS, alternatives

_LETTERS = {"a": 14, "k": 13, "q": 12, "j": 11, "t": 10}
_WORD = r"(?:[akqjt]|10|[2-9])(?:s|[cdhs♣♦♥♠])?|[a-z]+"
_OPENERS = 11  # jacks, the least pair that opens here (the engine keeps each room's own level)


def kept_openers(spec: dict, text: str, opener: int | None, plural: dict) -> tuple[int, bool, str, int] | None:
    """(where, whether he kept his openers, the words, where the throw is told) or None. `plural`:
    a rank's plural words ("jacks", "hooks") to its rank, from words.yaml `hands.ranks`."""
    if not spec:
        return None
    plurals = {w: _card_rank(r.lower()) for w, r in plural.items() if w.isalpha() and len(w) > 2}  # not "kk", "ks"
    opened = re.search(
        rf"\b(?:{alternatives(spec['opened'])})\s+(?:it\s+|the\s+pot\s+)?(?:for\s+high\s+)?(?:with|on|holding)\s+"
        r"(?P<hand>[^.;!?]{3,90}?)(?=[.;!?]|,?\s+(?:and\s+)?(?:then\s+)?(?:he\s+|she\s+)?(?:"
        + alternatives(spec["discards"])
        + r")\b|$)",
        text,
        re.I,
    )
    if opened is None:
        return None
    counts = _counts(opened.group("hand"), plurals)
    pairs = [r for r, n in counts.items() if n >= 2]
    if len(pairs) != 1 and not (len(pairs) == 2 and min(pairs) < _OPENERS <= max(pairs)):
        return None  # no pair of openers told, or two pairs either of which opens
    openers = max(pairs)
    if openers < _OPENERS:
        return None
    thrown = re.search(
        rf"\b(?:{alternatives(spec['discards'])})\s+(?:away\s+)?(?P<cards>[^.;!?]{{2,60}}?)"
        r"(?=\s+(?:and\s+)?(?:draws?|drew|takes?|took|keeps?|kept|face|under|into|to|said|says|hollers)\b|[.;!?,]|$)",
        text[opened.end() :],
        re.I,
    )
    if thrown is None:
        return None
    between = text[opened.end() : opened.end() + thrown.start()]
    if re.search(r"\bseat\s+(\d{1,2})", between, re.I) and not re.search(rf"\bseat\s+{opener}\b", between, re.I):
        return None  # another seat named between: whose throw?
    ranks = _ranks_thrown(thrown.group("cards"), plurals)
    if not ranks:
        return None
    start, end = opened.start(), opened.end() + thrown.end()
    # from three of a kind one may go and a pair of openers stay: "opened with three queens ... throws one queen"
    one_of_three = counts[openers] >= 3 and re.match(
        r"(?i)\s*(?:one|a)\s+[a-z0-9]+\s*(?:,|and|with|&|$)", thrown.group("cards")
    )
    return start, openers not in ranks or bool(one_of_three), text[start:end], opened.end() + thrown.start()


def _counts(hand: str, plurals: dict) -> dict[int, int]:
    """How many of each rank the hand holds, pairs at least two: "jacks and 4s", "Kd Kc 4s 4h 9c",
    "jacks up (two jacks, two fours, a nine)", "Ah, the joker, Kh, ..." (an ace and the joker:
    aces); "three queens" three."""
    low = re.sub(r"\ban?\s+(?=[a-z])", " ", hand).lower()  # "a nine and a four": the article, no ace
    trips = {plurals[w] for w in re.findall(r"\b(?:three|3)\s+([a-z]+s)\b", low) if w in plurals}
    low = re.sub(r"\b(?:two|three|four|both)\s+(?=(?:[a-z]+s|hearts|spades|clubs|diamonds|to)\b)", " ", low)
    counts: dict[int, int] = {}  # "two jacks, two fours", "four hearts": counts, not cards
    for w in re.findall(rf"\b(?:{_WORD})\b", low):
        if w in plurals:
            counts[plurals[w]] = max(counts.get(plurals[w], 0), 3 if plurals[w] in trips else 2)
        elif (r := _card_rank(w)) is not None:
            counts[r] = counts.get(r, 0) + 1
    if "joker" in low and counts.get(14):
        counts[14] = max(counts[14], 2)
    return counts


def _card_rank(w: str) -> int | None:
    """The rank of one card told by a word or typed ("Kd", "4s", "ace", "four"); "4s" typed in a
    hand of cards is the four of spades, in words the fours: a four either way."""
    if w in RANK_WORDS:
        return 14 if RANK_WORDS[w] == 1 else RANK_WORDS[w]
    core = w[:-1] if len(w) > 1 and w[-1] in "cdhs♣♦♥♠" else w
    if core in _LETTERS:
        return _LETTERS[core]
    return int(core) if core.isdigit() and 2 <= int(core) <= 10 else None


def _ranks_thrown(cards: str, plurals: dict) -> set[int]:
    """The ranks of the cards thrown, every one told ("both 4s and the 9", "the jack of clubs",
    "the fours"); empty where any word in the list is no card."""
    out: set[int] = set()
    for part in re.split(r"\s*(?:,|\band\b|\bwith\b|&)\s*", cards.lower()):
        words = [w for w in part.split() if w not in ("both", "the", "a", "an", "his", "one", "two", "three", "of")]
        words = [w for w in words if w not in ("clubs", "diamonds", "hearts", "spades", "club", "heart", "spade")]
        if not words:
            continue
        if len(words) != 1:
            return set()
        w = words[0]
        r = plurals.get(w) or _card_rank(w)
        if r is None:
            return set()
        out.add(r)
    return out
