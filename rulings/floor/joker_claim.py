"""What the player holding the joker calls his hand, read for what he is using the joker as
(rules_data/words.yaml `joker_claim`): "seat 1 shows two aces and the joker, says it's three
aces" (an ace); "seat 5 has the joker with a nine, eight, seven and six and calls it a straight".

Here the claim is the fact itself (the fact asks what he is trying to make of it), so it is read
from inside the claim, but only the holder's: the seat named last before the joker in its
sentence, claiming in that sentence with no other seat named between, or named right before the
claim word later on ("seat 8 says it's a flush"). A joker told only inside someone's words, a
negated claim ("says it's not a straight"), five aces (a fact of its own), or two claims that
disagree read nothing. Only in a game ranked high: the uses are high-hand uses.

With no claim told, four cards told by their ranks beside the joker that it makes a straight of
("seat 2 has 9-8-7-6 and the bug") are read as its use: the straight; four of one suit ("K-J-8-4
of diamonds with the bug", "As Qs 9s 6s + the bug"), the flush. A claim of an ace beside four
suited cards is the flush he claims ("his bug is another ace" with A-J-8-4 of diamonds: a
double-ace flush), whose rule says what the joker is in a flush.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import pairwise

from .called import RANK_WORDS
from .hand_owners import named_seats, sentence_start
from .phrases import NEGATIONS

REACH = 14  # words after the claim word, in its clause, where the hand he calls is looked for


def joker_claim(spec: dict, text: str, toks: tuple, claimed: set) -> tuple[int, str, str] | None:
    """(where, value, words) of the holder's claim, or None."""
    words = [t[0] for t in toks]
    seats = {k: v for k, v in named_seats(toks, words).items() if isinstance(v, int)}

    def seat_before(n: int, since: int) -> int | None:
        return max((k for k in seats if since <= k < n), default=None)

    found: dict[str, tuple[int, str]] = {}
    unread = False
    starts: list[int] | None = None  # where each sentence after the first starts, worked out once
    first_words = {p[0] for p in spec["claim"]}
    for n, word in enumerate(words):
        if word not in spec["joker"] or n in claimed:
            continue
        start = sentence_start(text, toks, n)
        holder_at = seat_before(n, start)
        if holder_at is None and start and words[start] in ("he", "she"):
            before = [k for k in seats if sentence_start(text, toks, start - 1) <= k < start]
            holder_at = before[0] if len({seats[k] for k in before}) == 1 else None  # "seat 7 ... He had the joker"
        if holder_at is None:
            continue
        holder = seats[holder_at]
        # the next sentence's first word: "Seat 8 shows ... the joker. He says it's his third seven."
        if starts is None:
            starts = [k for k in range(1, len(words)) if any(c in ".;!?" for c in text[toks[k - 1][2] : toks[k][1]])]
        following = bisect_right(starts, n)
        after = starts[following] if following < len(starts) else -2
        for c in range(n + 1, len(words)):  # his claim comes after the joker is told as his
            if words[c] not in first_words:
                continue
            size = next((len(p) for p in spec["claim"] if tuple(words[c : c + len(p)]) == p), 0)
            if not size:
                continue
            near = seat_before(c, max(0, c - 3))
            same = sentence_start(text, toks, c) == start and seat_before(c, n) is None
            he_next = c == after + 1 and words[c - 1] in ("he", "she") and seat_before(c, n) is None
            if not same and not he_next and not (near is not None and seats[near] == holder):
                continue
            got = _called(spec, text, toks, words, c + size)
            if got:
                found.setdefault(got[0], (toks[c][1], text[toks[c][1] : toks[got[1]][2]]))
            else:
                unread = True  # "says the bug is a king": his claim, of no value the rules know
    if not found and not unread:
        held = any(w in spec["joker"] for w in words)  # the patterns below cost a pass of the text
        return (_flush_held(text, toks, claimed) or _straight_held(text, toks, claimed)) if held else None
    if set(found) == {"ace", "flush"}:
        found.pop("ace")  # "double-ace flush", then "his joker is a second ace": the one flush he claims
    if len(found) != 1:
        return None
    value, (at, said) = next(iter(found.items()))
    if value == "ace" and (flush := _flush_held(text, toks, claimed)) and flush[1] == "flush":
        return at, "flush", said  # "a second ace" beside four of a suit: the double-ace flush he claims
    return at, value, said


_RANK = r"(?:10|[2-9]|ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|trey|deuce|two|(?-i:[AKQJT]))"
_FOUR = rf"{_RANK}(?:(?:\s*[-,]\s*|\s+)(?:and\s+)?{_RANK}){{3}}"
_CARD = rf"{_RANK}(?:\s+of\s+(?:hearts|diamonds|clubs|spades))?"
_FOUR_CARDS = rf"{_CARD}(?:(?:\s*[-,]\s*|\s+)(?:and\s+)?{_CARD}){{3}}"  # "six of spades, seven of hearts, ..."
_WITH_JOKER = re.compile(
    rf"\b(?P<a>{_FOUR_CARDS}),?\s+(?:and|with|plus)\s+(?:the\s+)?(?:joker|bug)\b"
    rf"|\b(?:joker|bug)\s+(?:with|and|plus)\s+(?:an?\s+|the\s+)?(?P<b>{_FOUR_CARDS})\b(?!\s*[-,]?\s*(?:and\s+)?{_RANK}\b)",
    re.I,
)
_LETTERS = {"a": 1, "k": 13, "q": 12, "j": 11, "t": 10}
_SUIT = r"(?:hearts|diamonds|clubs|spades)"
_SUIT_WORD = r"(?:heart|diamond|club|spade)s?"  # "a spade flush", "a hearts flush"
_SUITED_WITH_JOKER = re.compile(
    rf"\b(?P<a>{_FOUR})\s+(?:of|in)\s+{_SUIT},?\s+(?:and|with|plus)\s+(?:the\s+)?(?:joker|bug)\b"
    rf"|\b(?P<c>(?:10|[2-9TJQKA])(?P<s>[shdc])(?:[\s,]+(?:10|[2-9TJQKA])(?P=s)){{3}})\s*(?:\+|and|with|plus)\s*"
    rf"(?:the\s+)?(?:joker|bug)\b"
    rf"|\b(?:{_SUIT_WORD}\s+flush|flush\s+in\s+{_SUIT}|(?:five|four|5|4)\s+{_SUIT})\s*[:,-]?\s*(?:with\s+)?(?:the\s+)?"
    rf"(?P<d>{_FOUR}),?\s+(?:and|with|plus)\s+"
    rf"(?:the\s+)?(?:joker|bug)\b",
    re.I,
)  # "K-J-8-4 of diamonds with the bug", "ace, jack, eight and four of spades, and the joker", "As Qs 9s 6s + the bug",
# "a hearts flush: ace, jack, 8, 4 and the joker", "five hearts, the ace, jack, eight, five and the joker"


_FOUR_OF_A_SUIT = re.compile(
    rf"\b(?:four|4)\s+{_SUIT}\b(?:(?!\bseat\b)[^.;:]){{0,30}}?\b(?:and|with|plus)\s+(?:the\s+)?(?:joker|bug)\b"
    rf"|\b(?:joker|bug)\s+(?:with|and|plus)\s+(?:the\s+)?(?:four|4)\s+{_SUIT}\b",
    re.I,
)  # "four hearts with the ace and the joker", "the bug with four spades": ranks untold


def _flush_held(text: str, toks: tuple, claimed: set) -> tuple[int, str, str] | None:
    """With no claim told, the joker held with four cards of one suit told by their ranks: a flush
    it completes, or a straight flush where those ranks and the joker make a straight; four of a
    suit told by their count alone, the flush."""
    hits = [m for m in _SUITED_WITH_JOKER.finditer(text) if not _in_claim(m, toks, claimed)]
    counted = [m for m in _FOUR_OF_A_SUIT.finditer(text) if not _in_claim(m, toks, claimed)]
    if not hits and len(counted) == 1:
        return counted[0].start(), "flush", counted[0].group(0)
    if not hits:
        return _suited_group(text) or _suit_told_twice(text, toks, claimed)
    if len(hits) != 1:
        return None
    m = hits[0]
    low = _ranks_of(m.group("a") or m.group("d") or re.sub(r"(?i)(?<=[0-9TJQKA])[shdc]\b", "", m.group("c")))
    if len(set(low)) != 4:
        return None
    return m.start(), "straight-flush" if _makes_straight(low) else "flush", m.group(0)


_SUIT_OF = re.compile(r"\bof\s+(hearts|diamonds|clubs|spades)\b", re.I)


def _suit_told_twice(text: str, toks: tuple, claimed: set) -> tuple[int, str, str] | None:
    """Four cards beside the joker whose first and last are told of one suit and no other suit
    between ("the ace of diamonds, jack, eight, five of diamonds and the bug"): spoken as four of
    that suit, the flush (or straight flush) it completes."""
    hits = [m for m in _WITH_JOKER.finditer(text) if m.group("a") and not _in_claim(m, toks, claimed)]
    if len(hits) != 1:
        return None
    four = hits[0].group("a")
    suits = [x.lower() for x in _SUIT_OF.findall(four)]
    if len(suits) < 2 or len(set(suits)) != 1 or not re.search(rf"\bof\s+{suits[0]}\s*$", four, re.I):
        return None
    if not re.match(rf"(?i){_RANK}\s+of\s+{suits[0]}\b", four):
        return None
    low = _ranks_of(_SUIT_OF.sub(" ", four))
    if len(set(low)) != 4:
        return None
    return hits[0].start(), "straight-flush" if _makes_straight(low) else "flush", hits[0].group(0)


def _suited_group(text: str) -> tuple[int, str, str] | None:
    """The joker told among four cards of one suit, each by its suit ("diamond A, diamond K,
    diamond 7, diamond 3 and the joker"): the flush, or straight flush, it completes."""
    from .cards_text import card_groups

    held = [
        g
        for g in card_groups(text)
        if len(g.cards) == 5
        and "Jk" in g.cards
        and not g.ranks_only
        and len({c[1] for c in g.cards if c != "Jk"}) == 1
        and len({c[0] for c in g.cards if c != "Jk"}) == 4  # "Jk" is no jack: K-J-8-4 of diamonds and the joker
    ]
    if len(held) != 1:
        return None
    low = _ranks_of(" ".join(c[0] for c in held[0].cards if c != "Jk"))
    return held[0].start, "straight-flush" if _makes_straight(low) else "flush", held[0].words


def _in_claim(m: re.Match, toks: tuple, claimed: set) -> bool:
    return any(t[1] >= m.start() and t[2] <= m.end() and n in claimed for n, t in enumerate(toks))


def _ranks_of(told: str) -> list[int]:
    return [RANK_WORDS.get(r.lower()) or _LETTERS.get(r.lower()) or int(r) for r in re.findall(_RANK, told, re.I)]


def _makes_straight(low: list[int]) -> bool:
    """Four different ranks (the ace as 1) that one more card makes a straight of."""
    high = [14 if r == 1 else r for r in low]
    return max(low) - min(low) <= 4 or max(high) - min(high) <= 4


_ITEM = rf"(?:{_RANK}|(?:the\s+)?(?:joker|bug))"
_RUN_WITH_JOKER = re.compile(
    rf"(?<![\w-])(?P<run>{_ITEM}(?:\s*[-,]\s*(?:and\s+)?{_ITEM}|\s+and\s+{_ITEM}){{4}})(?![\w-]|\s*[-,]\s*{_RANK}\b)",
    re.I,
)  # "nine, eight, the joker, six, five", "J-10-bug-8-7": the joker inside a run of five


def _joker_in_run(text: str, toks: tuple, claimed: set) -> tuple[int, str, str] | None:
    """Five told in a row, the joker one of them, the other four ranks it makes a straight of."""
    hits = []
    for m in _RUN_WITH_JOKER.finditer(text):
        if re.search(rf"(?i){_ITEM}\s*[-,]\s*(?:and\s+)?$", text[max(0, m.start() - 14) : m.start()]):
            continue  # a sixth before it: no hand of five
        jokers = len(re.findall(r"(?i)\b(?:joker|bug)\b", m.group("run")))
        low = _ranks_of(re.sub(r"(?i)\b(?:the\s+)?(?:joker|bug)\b", " ", m.group("run")))
        if jokers == 1 and len(low) == 4 and len(set(low)) == 4 and _makes_straight(low):
            hits.append(m)
    if len(hits) != 1 or _in_claim(hits[0], toks, claimed):
        return None
    return hits[0].start(), "straight", hits[0].group(0)


def _straight_held(text: str, toks: tuple, claimed: set) -> tuple[int, str, str] | None:
    """With no claim told, the joker held with four cards told by their ranks that it makes a
    straight of ("seat 2 has 9-8-7-6 and the bug", "the joker with nine-eight-seven-six"): he
    is using it to complete the straight. Not where two such hands are told."""
    hits = [m for m in _WITH_JOKER.finditer(text) if not _in_claim(m, toks, claimed)]
    if not hits:
        return _joker_in_run(text, toks, claimed)
    if len(hits) != 1:
        return None
    m = hits[0]
    low = _ranks_of(m.group("a") or m.group("b"))  # the ace 1
    if len(set(low)) != 4 or not _makes_straight(low):
        return None  # a pair, or ranks too far apart: no straight
    return m.start(), "straight", m.group(0)


def _called(spec: dict, text: str, toks: tuple, words: list[str], i: int) -> tuple[str, int] | None:
    """(value, last word) of the hand named in the claim's clause (or in his quoted words: "full
    house, the joker is my third ace") within REACH words from word i, the first of `values` in
    order that the words hold ("a double-ace flush" is a flush); None if none, or negated, or five
    aces."""
    end = i
    quoted = i < len(toks) and any(q in text[toks[i - 1][2] : toks[i][1]] for q in '"“')
    while end < min(len(words), i + REACH) and words[end] != "seat" and words[end] not in spec["stop"]:
        gap = text[toks[end - 1][2] : toks[end][1]]
        if quoted and end > i and any(q in gap for q in '"”'):
            break  # his quoted words end
        if not quoted and toks[end][3] != toks[end - 1][3] and gap.strip(" \"'“”‘’"):
            if not re.fullmatch(r"\s*,\s*[\"“]", gap):
                break  # the claim's clause ends (a quotation opening is no end: calls it "five queens")
            quoted = True  # his words go on in quotes: 'says it's a second ace, "double ace flush"'
        end += 1
    claimed = words[i:end]
    if any(a in ("five", "5") and b == "aces" for a, b in pairwise(claimed)):
        return None  # five aces is a fact of its own
    for value, phrases in spec["values"]:
        for j in range(i, end):
            size = next((len(p) for p in phrases if tuple(words[j : j + len(p)]) == p), 0)
            if size:  # not "says it's not a straight"; "double-ace flush, can't lose" is one
                return None if any(w in NEGATIONS for w in words[i : j + size]) else (value, j + size - 1)
    return None
