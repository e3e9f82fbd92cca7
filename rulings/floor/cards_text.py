"""Cards written anywhere in a story: "Ah Qh 9h 6h Jk", "A♠ J♠ 8♠ 4♠ and the joker", "the 8 of
clubs", "bug", "7-5-4-3-2", "A-Q-9-6 of hearts and the joker", packed "AhQh9h6hJk", five ranks
spaced ("K K 9 9 4") or in words ("king-king-nine-nine-four", "seven five four trey deuce", "ace
king 9 6 3"), a rank and its suit ("8 spade, 7 diamond"), ranks with one suit ("the ace, jack,
eight and four of spades", "four clubs, ace, jack, eight and four", "diamonds, ace, jack, eight,
four and the joker", "a diamond flush, ace-king-jack-eight-four", "spade A Q 9 4 and joker",
"heart 8, spade 9").

A card is read only where it cannot be a word: a two-letter card in lower case ("as", "ah") counts
only beside other cards. Ranks without suits ("7-5-4-3-2", "a four") are kept as ranks; the
reader decides where suits cannot change the answer.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from ..records import record

_RANKS = {
    "2": "2",
    "3": "3",
    "4": "4",
    "5": "5",
    "6": "6",
    "7": "7",
    "8": "8",
    "9": "9",
    "10": "T",
    "t": "T",
    "j": "J",
    "q": "Q",
    "k": "K",
    "a": "A",
}
_RANK_WORDS = {
    "deuce": "2",
    "two": "2",
    "trey": "3",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "T",
    "jack": "J",
    "knave": "J",  # the old name: "the knave of spades"
    "queen": "Q",
    "king": "K",
    "ace": "A",
}
# One rank told by itself ("a six", "the 9"), for a single card: digits and rank words only.
RANK_WORD = rf"(?:10|[2-9]|{'|'.join(_RANK_WORDS)})"


def rank_of(word: str) -> str:
    """The rank a rank word or digit stands for ("six" 6, "10" T)."""
    low = word.lower()
    return _RANK_WORDS.get(low) or _RANKS.get(low, low)


_SUITS = {
    "s": "s",
    "h": "h",
    "d": "d",
    "c": "c",
    "♠": "s",
    "♥": "h",
    "♦": "d",
    "♣": "c",
    "♤": "s",
    "♡": "h",
    "♢": "d",
    "♧": "c",
}
_SUIT_WORDS = {
    "spade": "s",
    "spades": "s",
    "heart": "h",
    "hearts": "h",
    "diamond": "d",
    "diamonds": "d",
    "club": "c",
    "clubs": "c",
}
_JOKER_WORDS = ("joker", "jk", "bug")

_RANK = r"(?:10|[2-9TJQKAtjqka])"
_WORD_RANK = "|".join([*_RANK_WORDS, "bug", "joker"])
_SPACED = r"(?:10|[2-9TJQKA]|[Jj]oker|[Bb]ug|J[Kk])"  # a rank typed alone, letters in capitals, or the joker
_SUIT = r"[shdcSHDC♠♥♦♣♤♡♢♧]"
_RANKED = rf"(?:{RANK_WORD}|(?-i:[TJQKA]))\s+(?:spade|heart|diamond|club)(?![A-Za-z0-9])"  # "8 spade", "ace club"
_EDGE_L, _EDGE_R = r"(?<![A-Za-z0-9])", r"(?![A-Za-z0-9])"


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern, re.Pattern]:
    """The card pattern and what may stand between two cards of a group, compiled on first use:
    compiling them costs a story command start-up, and most stories need neither."""
    listed = rf"{RANK_WORD}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+){RANK_WORD}){{1,4}}"  # "ace, jack, eight and four"
    item = rf"(?:{RANK_WORD}|(?:the\s+)?(?:joker|bug))"
    plain = rf"{item}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+){item}){{4}}"
    token = re.compile(
        # ranks listed with commas or "and", one suit for all: the ace, jack, eight and four of spades
        # (not a seat first: "Seat 2, eight of hearts, ...")
        rf"{_EDGE_L}(?<!seat\s)(?P<listed>{listed})\s+of\s+(?P<listed_suit>{'|'.join(_SUIT_WORDS)}){_EDGE_R}"
        # a count of one suit, then the ranks: four clubs, ace, jack, eight and four
        rf"|{_EDGE_L}(?P<count>two|three|four|five|[2-5])\s+(?P<count_suit>spades|hearts|diamonds|clubs)\s*[,:(-]?\s*"
        rf"(?P<counted>{listed}){_EDGE_R}"
        # a suit, then five cards of it listed: has diamonds, ace, jack, eight, four and the joker
        rf"|{_EDGE_L}(?P<suit_first>spades|hearts|diamonds|clubs)\s*[,:]?\s+"
        rf"(?P<suit_listed>{item}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+){item}){{4}}){_EDGE_R}"
        # a flush told by its suit, then its ranks: a diamond flush, ace-king-jack-eight-four
        rf"|{_EDGE_L}(?P<flush_suit>spade|heart|diamond|club)s?\s+flush\s*[,:(-]?\s*"
        rf"(?P<flush>(?:{_WORD_RANK}|{_RANK})(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|[-\s])(?:the\s+)?(?:{_WORD_RANK}|{_RANK})){{4}})"
        rf"{_EDGE_R}"  # "a diamond flush: ace, jack, eight, four and the bug"
        # a suit, then the ranks of that suit: spade A Q 9 4 (and the joker beside them); one card
        # so, its rank a capital or a digit: "heart 8, spade 9, club 10, diamond Q plus the joker"
        rf"|{_EDGE_L}(?P<suited_suit>spade|heart|diamond|club)s?\s+(?P<suited>{_RANK}(?:[-\s]{_RANK}){{1,4}}|(?-i:10|[2-9TJQKA])){_EDGE_R}"
        # five ranks listed with commas or "and", no suit told: ace, deuce, trey, eight and the joker
        # (their one suit may follow: "ace, king, ten, nine, trey, all clubs");
        # after "an eight," six are listed: the first names the hand ("it's an eight, eight, six, four, trey, deuce")
        rf"|(?<![A-Za-z0-9-])(?:an?\s+{RANK_WORD}\s*,\s*(?={plain}))?(?P<plain>{plain})(?:,?\s+all\s+(?P<plain_suit>spades|hearts|diamonds|clubs)\b)?(?![A-Za-z0-9-])(?!\s+(?:of\b(?!\s+(?:mixed|different|various)\b)|seats?\b|players?\b|ways?\b|handed\b|raises?\b))"
        # the joker, then the other four ranks listed with commas: the joker with 6, 4, 3, 2
        rf"|{_EDGE_L}(?P<jokered>(?:joker|bug)\s+(?:with|and|plus)\s+{RANK_WORD}(?:\s*,\s*(?:and\s+)?{RANK_WORD}){{3}})"
        rf"(?![A-Za-z0-9-])(?!\s*,\s*{RANK_WORD})"
        # cards listed as a rank and its suit's singular name: 8 spade, 7 diamond, ace club (two at
        # least: "a four heart flush draw" is no card)
        rf"|{_EDGE_L}(?<!seat\s)(?P<ranked>{_RANKED}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+){_RANKED}){{1,4}})"
        rf"{_EDGE_R}(?!\s+(?:flush|draw|suit))"
        # the 8 of clubs / eight of clubs / king of hearts
        rf"|{_EDGE_L}(?P<named>{RANK_WORD}s?\s+of\s+(?:{'|'.join(_SUIT_WORDS)})){_EDGE_R}"
        # ranks joined by hyphens, with "of SUIT" for all of them: A-Q-9-6 of hearts, 7-5-4-3-2, K-K-bug-9-4
        rf"|{_EDGE_L}(?P<run>(?:{_RANK}|ace|bug|joker)(?:-(?:{_RANK}|ace|bug|joker)){{1,4}})"  # "6-4-3-2-ace"
        rf"(?:\s+of\s+(?P<run_suit>{'|'.join(_SUIT_WORDS)}))?{_EDGE_R}"
        # five ranks in words, by hyphens or spaces: king-king-nine-nine-four, seven five four trey deuce (of clubs)
        rf"|{_EDGE_L}(?P<words>(?:{_WORD_RANK})(?:[-\s](?:{_WORD_RANK})){{4}})"
        rf"(?:\s+of\s+(?P<words_suit>{'|'.join(_SUIT_WORDS)}))?{_EDGE_R}"
        # ranks typed with spaces, then their one suit: K J 8 4 of hearts, A Q 10 6 3 of clubs
        rf"|(?<![A-Za-z0-9$])(?<!seat\s)(?P<spaced_suited>(?-i:{_SPACED}(?:\s{_SPACED}){{2,4}}))\s+of\s+"
        rf"(?P<spaced_suit>{'|'.join(_SUIT_WORDS)}){_EDGE_R}"
        # five ranks typed with spaces, letters in capitals: K K 9 9 4, 7 5 4 3 2 (not "seats 2 4 5 7 9")
        # (of six, the first is the article: "checked A 8 6 5 3 2")
        rf"|(?<![A-Za-z0-9$])(?<!seat\s)(?P<spaced>{_SPACED}(?:\s{_SPACED}){{4}})(?![A-Za-z0-9])"
        rf"(?!\s{_SPACED}(?![A-Za-z0-9])(?!\s{_SPACED}(?![A-Za-z0-9])))"
        # five ranks in words and digits mixed: ace king 9 6 3, king-queen-9-8-4
        rf"|{_EDGE_L}(?P<mixed>(?=(?:\S+[-\s]){{0,4}}(?:{_WORD_RANK})(?![A-Za-z]))"
        rf"(?:{_WORD_RANK}|10|[2-9])(?:[-\s](?:{_WORD_RANK}|10|[2-9])){{4}}){_EDGE_R}"
        # packed or single cards: Ah, 10h, A♥, AhQh9h6hJk, Jk
        rf"|{_EDGE_L}(?P<cards>(?:{_RANK}{_SUIT}[\ufe0e\ufe0f]?|[Jj][Kk])+)(?![A-Za-z0-9])"
        # the joker by name
        rf"|{_EDGE_L}(?P<joker>joker|bug){_EDGE_R}",
        re.IGNORECASE,
    )
    between = r"^(?:[\s,;/+\"“”(]|and|with|plus|the|a|along|that|(?:\w+\s+)?card\s*\()*$"
    return token, re.compile(between, re.IGNORECASE)  # 'and "the bug"', "and the ghost card (joker)"


@record
class CardGroup:
    """Cards written together in the story."""

    cards: tuple  # ("Ah", "Qh", ...), or ranks without a suit ("7", "5", ...), "Jk" for the joker
    start: int  # where the group starts and ends in the text
    end: int
    words: str  # the text it was read from
    ranks_only: bool = False  # some card has no suit

    @property
    def text(self) -> str:
        return " ".join(self.cards)


def _from_token(m: re.Match) -> tuple[list[str], bool, bool]:
    """(cards, ranks_only, strong): strong when the token cannot be an English word."""
    if m.group("named"):
        words = m.group("named").lower().split()
        rank = words[0].rstrip("s") if words[0].rstrip("s") in _RANK_WORDS else words[0]
        rank = _RANK_WORDS.get(rank, _RANKS.get(rank, rank))
        return [rank + _SUIT_WORDS[words[-1]]], False, True
    if m.group("ranked"):
        pairs = re.findall(rf"({RANK_WORD}|[TJQKA])\s+(spade|heart|diamond|club)", m.group("ranked"), re.I)
        return [rank_of(r) + _SUIT_WORDS[s.lower()] for r, s in pairs], False, True
    if m.group("listed") or m.group("counted"):
        suit = _SUIT_WORDS[(m.group("listed_suit") or m.group("count_suit")).lower()]
        ranks = [r for r in re.findall(r"\w+", m.group("listed") or m.group("counted")) if r.lower() != "and"]
        if m.group("counted") and len(ranks) != int(rank_of(m.group("count"))):  # "four" is 4, as a rank
            return [], False, False  # "three clubs, ace and king": the count is not the ranks told
        return [rank_of(r) + suit for r in ranks], False, True
    if m.group("suit_first"):
        suit = _SUIT_WORDS[m.group("suit_first").lower()]
        ranks = [r for r in re.findall(r"\w+", m.group("suit_listed")) if r.lower() not in ("and", "the")]
        return ["Jk" if r.lower() in _JOKER_WORDS else rank_of(r) + suit for r in ranks], False, True
    if m.group("flush") or m.group("suited"):
        suit = _SUIT_WORDS[(m.group("flush_suit") or m.group("suited_suit")).lower()]
        ranks = [
            r for r in re.findall(r"\w+", m.group("flush") or m.group("suited")) if r.lower() not in ("and", "the")
        ]
        return (
            ["Jk" if r.lower() in _JOKER_WORDS else rank_of(r) + suit for r in ranks],
            False,
            True,
        )
    if m.group("run"):
        suit = _SUIT_WORDS.get((m.group("run_suit") or "").lower(), "")
        cards = []
        for r in m.group("run").split("-"):
            low = r.lower()
            cards.append("Jk" if low in ("bug", "joker") else ("A" if low == "ace" else _RANKS[low]) + suit)
        return cards, not suit and any(c != "Jk" for c in cards), True
    if m.group("plain") or m.group("jokered"):
        told = m.group("plain") or m.group("jokered")
        ranks = [r for r in re.findall(r"\w+", told) if r.lower() not in ("and", "the", "with", "plus")]
        suit = _SUIT_WORDS[m.group("plain_suit").lower()] if m.group("plain") and m.group("plain_suit") else ""
        cards = ["Jk" if r.lower() in _JOKER_WORDS else rank_of(r) + suit for r in ranks]
        strong = any(r.isalpha() for r in ranks)  # "2, 4, 5, 7 and 9" may be seats or counts
        return cards, not suit and any(c != "Jk" for c in cards), strong or bool(suit)
    if m.group("words") or m.group("spaced") or m.group("spaced_suited") or m.group("mixed"):
        ranks = re.split(
            r"[-\s]+", m.group("words") or m.group("spaced") or m.group("spaced_suited") or m.group("mixed")
        )
        suit = _SUIT_WORDS.get((m.group("words_suit") or m.group("spaced_suit") or "").lower(), "")
        cards = ["Jk" if r.lower() in ("bug", "joker", "jk") else rank_of(r) + suit for r in ranks]
        return cards, not suit and any(c != "Jk" for c in cards), True
    if m.group("cards"):
        text = m.group("cards").replace("\ufe0e", "").replace("\ufe0f", "")
        cards, i = [], 0
        while i < len(text):
            if text[i : i + 2].lower() == "jk":
                cards.append("Jk")
                i += 2
                continue
            width = 2 if text.startswith("10", i) else 1
            cards.append(_RANKS[text[i : i + width].lower()] + _SUITS[text[i + width].lower()])
            i += width + 1
        token = m.group("cards")
        strong = len(cards) > 1 or token[0].isupper() or token[0].isdigit() or not token[-1].isascii()
        return cards, False, strong
    return ["Jk"], False, True


def card_groups(text: str) -> list[CardGroup]:
    """The groups of cards in the text, in order. Cards separated only by spaces, commas, "and"
    or "the" belong together; a weak card ("as", "ah") counts only in a group with a strong one.
    Cards in brackets after a hand join it only where they tell the same hand again."""
    groups: list[list] = []
    bracketed: list[set] = []  # per group, where a join crossed "(": undone unless one hand is told twice
    closed = False
    token, between = _patterns()
    for m in token.finditer(text):
        if m.group("spaced") and re.search(r"(?:\bseats?|\$|#)\s*$", text[: m.start()], re.I):
            continue  # seats or amounts listed, not ranks
        cards, ranks_only, strong = _from_token(m)
        # a hand listed whole ("seven, five, three, deuce, ace", "the joker with 6, 4, 3, 2") joins nothing
        listed = bool(m.group("plain") or m.group("jokered"))
        gap = text[groups[-1][-1][1] : m.start()] if groups else ""
        if groups and not listed and not closed and between.match(gap):
            if "(" in gap and "card" not in gap.lower():
                bracketed[-1].add(len(groups[-1]))
            groups[-1].append((m.start(), m.end(), cards, ranks_only, strong))
        else:
            groups.append([(m.start(), m.end(), cards, ranks_only, strong)])
            bracketed.append(set())
        closed = listed
    out = []
    for g, cuts in zip(groups, bracketed):
        told = tuple(c for _, _, cs, _, _ in g for c in cs)
        twice = len(told) == 10 and _same_hand(told[:5], told[5:])
        edges = [0, *sorted(cuts), len(g)] if cuts and not twice else [0, len(g)]
        for part in (g[a:b] for a, b in pairwise(edges)):
            if not any(strong for *_, strong in part):
                continue
            start, end = part[0][0], part[-1][1]
            together = tuple(c for _, _, cs, _, _ in part for c in cs)
            if len(together) == 10 and _same_hand(together[:5], together[5:]):
                part = _told_with_suits(part)  # "the joker with 7-4-3-2, Jk 7s 4d 3c 2h": one hand told twice
                together = tuple(c for _, _, cs, _, _ in part for c in cs)
            out.append(CardGroup(together, start, end, text[start:end], any(ro for *_, ro, _ in part)))
    return out


def _same_hand(first: tuple, second: tuple) -> bool:
    return sorted(c[0] for c in first) == sorted(c[0] for c in second)


def _told_with_suits(g: list) -> list:
    """Of a group that tells one hand twice, the tokens of the telling with suits (or the second)."""
    count, split = 0, len(g)
    for k, (_, _, cs, _, _) in enumerate(g):
        count += len(cs)
        if count == 5:
            split = k + 1
            break
    first, second = g[:split], g[split:]
    if not second or sum(len(cs) for _, _, cs, _, _ in second) != 5:
        return g  # the halves do not fall on a token's edge
    return first if any(ro for *_, ro, _ in second) and not any(ro for *_, ro, _ in first) else second
