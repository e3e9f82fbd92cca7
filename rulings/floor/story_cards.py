"""Cards in a story: the cards a card fact's cue introduces ("the opener had Kh Kd 9s 9c 4h"),
one card told by its rank or before what became of it ("turned a six face up", "the jack of
diamonds came off face up"), and a showdown of hands each told by its seat. Cards without suits
are taken only where suits cannot change the answer (`_usable`), or where the story tells the
suits in words ("all spades", "offsuit")."""

from __future__ import annotations

import re
from typing import Any

from ..rules.book import Rulebook
from .cards_text import RANK_WORD, CardGroup, card_groups, rank_of
from .hand_labels import no_seat_label, other_seat
from .phrases import find, words_for


def card_readings(book: Rulebook, text: str, toks: tuple, ranking: Any) -> list[tuple[int, tuple]]:
    """[(where, (fact, cards, words))]: card facts read from cards written right after the words
    that introduce them, or one card just before what became of it."""
    out = []
    groups = None
    compiled = words_for(book, toks)
    one_card = book.vocabulary.get("one_card") or set()
    whole_hand = book.vocabulary.get("whole_hand") or set()
    for fact in book.facts.values():
        if fact.type != "cards":
            continue
        cues = (fact.words or {}).get("cards", ())
        taken = []
        for _, j, *_ in find(cues, toks, True, compiled):
            cue_end = toks[j - 1][2]
            groups = card_groups(text) if groups is None else groups
            group = next(
                (g for g in groups if 0 <= g.start - cue_end <= 24 and not _words_between(text, cue_end, g.start)), None
            )
            if group and group.ranks_only and len(group.cards) > 1:
                group = _flush_told(text[cue_end : group.start], _suits_told(text, group)[0])
            if group and _usable(group, ranking) and (fact.id not in one_card or len(group.cards) == 1):
                if fact.id not in one_card and _PLURAL_RANK.fullmatch(group.words.strip()):
                    continue  # "opened on 10s": tens, or the ten of spades? (one card exposed is a card)
                taken.append(group)  # "turned his hand face up, Ah Kh Qh Jh Th" is no exposed card
        if not taken and fact.id in (book.vocabulary.get("card_then") or {}):  # only where no card follows a cue
            taken = _one_card(text, toks, book.vocabulary["card_then"][fact.id], cues, compiled)
            if fact.id not in one_card:  # a discard must match the hand: by its rank alone it is not told
                taken = [g for g in taken if not g.ranks_only]
        if fact.id in whole_hand:
            taken = [g for g in taken if len(g.cards) == 5]  # four cards and "a deuce" are no hand
        if len({g.text for g in taken}) > 1 and len({g.cards[0][0] for g in taken if len(g.cards) == 1}) == 1:
            # one card told by its rank and by its suit too ("ace face up ... Ace of spades flipped up")
            suited = {g.text: g for g in taken if len(g.cards) == 1 and not g.ranks_only}
            taken = list(suited.values()) if len(suited) == 1 and all(len(g.cards) == 1 for g in taken) else taken
        if len({g.text for g in taken}) == 1:
            g = taken[0]
            text_of = as_texts([g])
            if text_of:
                out.append((g.start, (fact.id, text_of[0], g.words)))
    return out


_PLURAL_RANK = re.compile(r"(?:10|[2-9])s")  # one card typed as a rank's plural is read too ("9s")
_ONE_RANK = re.compile(
    rf"\s*(?:,\s*)?(?:it['’]?s\s+|it\s+was\s+)?(?:an?\s+|the\s+)?(?P<rank>{RANK_WORD})\b(?![ \t]*-?[ \t]*(?:{RANK_WORD})\b)",
    re.I,
)  # one rank ("flipped his card, a six", "face up, it's a 6"), not the top of a low told by its ranks ("a six-four": a hand)
_SEAT_NEXT = re.compile(r"\s*(?:-\s*)?(?:seat|way|handed|players|of\s+(?:us|them))\b", re.I)  # a seat or a count
_SEAT_BEFORE = re.compile(r"\bseats?\s*$", re.I)
_RANK_LAST = re.compile(rf"(?:^|\s)(?:an?\s+|the\s+)?(?P<rank>{RANK_WORD})\s*$", re.I)


def _one_card(text: str, toks: tuple, after: tuple, cues: tuple, compiled: dict) -> list[CardGroup]:
    """One card told by its rank right after a cue ("turned a six face up"), or told just before
    the words that say what became of it ("jack of diamonds came off face up", "a 6 flips up")."""
    out = []
    hands: list[CardGroup] | None = None  # the patterns are compiled only where a rank follows a cue
    for _, j, *_ in find(cues, toks, True, compiled):
        m = _ONE_RANK.match(text, toks[j - 1][2])
        if m and hands is None:
            hands = [g for g in card_groups(text) if len(g.cards) > 1]
        if m and any(g.start <= m.start("rank") < g.end for g in hands or ()):
            continue  # "turned over the ace, jack, eight and four of spades": a hand, not one card
        if m and not _SEAT_NEXT.match(text, m.end()):  # "the 2 seat's card", "a three-way pot": no card
            out.append(CardGroup((rank_of(m.group("rank")),), m.start("rank"), m.end(), m.group("rank"), True))
    for i, *_ in find(after, toks, True, compiled):
        at = toks[i][1]
        before = text[max(0, at - 24) : at]
        named = [g for g in card_groups(before) if len(g.cards) == 1 and before[g.end :].strip(" ,") == ""]
        m = _RANK_LAST.search(before)
        if m and _SEAT_BEFORE.search(before[: m.start("rank")]):
            m = None  # "seat 2 flips up tens": a seat, not a card
        if named:
            g = named[-1]
            out.append(CardGroup(g.cards, at - len(before) + g.start, at - len(before) + g.end, g.words, g.ranks_only))
        elif m:
            start = at - len(before) + m.start("rank")
            out.append(CardGroup((rank_of(m.group("rank")),), start, at, m.group("rank"), True))
    return out


_BETWEEN = frozenset(
    "the a an his her their was were is it its of cards card flush straight club heart spade diamond clubs hearts "
    "spades diamonds".split()
)  # "ends with a club flush, Ac 9c 7c 4c 2c": the hand's shape said before its cards


def _words_between(text: str, a: int, b: int) -> bool:
    return any(w not in _BETWEEN for w in re.findall(r"[A-Za-z]+", text[a:b].lower()))


def _usable(group: CardGroup, ranking: Any) -> bool:
    """Cards without suits are usable where suits cannot change the answer: in ace-to-five
    lowball, for a single card (an exposed card is judged by rank), or a hand holding a pair."""
    if not group.ranks_only:
        return True
    if len(group.cards) == 1:
        return True
    ranks = [c[0] for c in group.cards if c != "Jk"]
    return ranking == "ace-to-five" or len(set(ranks)) < len(ranks)


def as_texts(groups: list[CardGroup]) -> list[str] | None:
    """Card text for the engine, one per group dealt from one deck. Ranks without suits get
    suits no other card has, varied within each hand so none is a flush (only where suits
    cannot change the answer: see _usable); None if that cannot be done."""
    used = {c for g in groups if not g.ranks_only for c in g.cards}
    out = []
    for g in groups:
        if not g.ranks_only:
            out.append(g.text)
            continue
        cards = []
        for n, c in enumerate(g.cards):
            if c == "Jk" or len(c) == 2:
                cards.append(c)
                continue
            free = [c + s for s in (SUITS[n % 4 :] + SUITS[: n % 4]) if c + s not in used]
            if not free:
                return None
            used.add(free[0])
            cards.append(free[0])
        if len(g.cards) >= 5 and len({c[1] for c in cards if c != "Jk"}) == 1:
            return None
        out.append(" ".join(cards))
    return out


SUITS = "shdc"


def showdown_told(text: str, groups: list, ranking: Any) -> list:
    """Two or more five-card hands, each told by its seat ("seat 2 has Ah Qh 9h 6h Jk")."""
    labelled = _labelled(text, groups)
    if not labelled:
        return []
    if not all(sure or _usable(g, ranking) for _, g, sure in labelled) and not _winner_fixed(labelled, ranking):
        return []
    return [(label, g) for label, g, _ in labelled]


def showdown_by_rank(text: str, groups: list, ranking: Any) -> list:
    """[(label, CardGroup)] of a showdown told by ranks where an untold flush could change the
    winner ("2-7. seat 1 A-2-3-4-5, seat 4 K-9-7-4-2"): the interview then asks only which hands
    were flushes. Asked only where showdown_told read no hands; empty where these are no showdown."""
    labelled = _labelled(text, groups)
    if not labelled:
        return []
    if not all(sure or _usable(g, ranking) or _may_be_flush(g) for _, g, sure in labelled):
        return []
    return [(label, g) for label, g, _ in labelled]


def _may_be_flush(g: CardGroup) -> bool:
    return g.ranks_only and len(set(g.cards)) == 5 and all(len(c) == 1 or c == "T" for c in g.cards)


def with_flushes(hands: list, flushes: set) -> list[str] | None:
    """Card text for hands told by ranks, the hands labelled in `flushes` all of one suit (one no
    other hand uses) and the rest of mixed suits; None if that cannot be dealt."""
    plain = as_texts([g for label, g in hands if label not in flushes])
    if plain is None:
        return None
    used = {c for h in plain for c in h.split()}
    out, rest = [], iter(plain)
    for label, g in hands:
        if label not in flushes:
            out.append(next(rest))
            continue
        suit = next((s for s in SUITS if not {c + s for c in g.cards} & used), None)
        if suit is None:
            return None
        used |= {c + suit for c in g.cards}
        out.append(" ".join(c + suit for c in g.cards))
    return out


def _labelled(text: str, groups: list) -> list:
    """(label, group, suits sure) of each five-card group told right after its seat, or by "he",
    "the other guy" or the teller (hand_labels.py), a hand told again in brackets right after it
    being that hand; [] unless two or more, each of a different seat."""
    labelled = []
    previous: tuple[Any, str | None] | None = None  # the group before, and the label it was given
    for g in groups:
        if previous and previous[1] and re.fullmatch(r"\s*\(\s*", text[previous[0].end : g.start]):
            # "7-5-4-3-2 (7 of clubs, ...)": that hand's cards; "the bug with 6-4-3-2 (6 of spades, ...)": four of them
            if len(g.cards) == 5:
                labelled.append((previous[1], *_suits_told(text, g), False))
            previous = (g, None)
            continue
        previous = (g, None)
        if len(g.cards) != 5:
            continue
        before = text[max(0, g.start - 80) : g.start].lower()
        m = re.findall(r"seat\s+(\d{1,2})\b(?=[^.;]*$)", before)
        if m and _draws_after(text, g):
            continue  # "opens with Jh Js Ts 9s 8s ... draws one and makes the seven": not the hand he shows
        if m:  # the seat named last before the hand, in the same sentence
            claimed = bool(_CLAIMED.search(before))
            labelled.append((f"seat {int(m[-1])}", *_suits_told(text, g), claimed))
        elif (other := other_seat(text, g, labelled)) is not None:
            labelled.append((other, *_suits_told(text, g), False))
        elif (whose := no_seat_label(text, g)) is not None:
            labelled.append((whose, *_suits_told(text, g), False))
        else:
            continue
        previous = (g, labelled[-1][0])
    kept: list = []
    for label, g, sure, claimed in labelled:  # a seat's hand told twice: by its ranks and by its cards, either order
        first = next((k for k in kept if k[0] == label), None)
        if first and claimed and sorted(first[1].cards) != sorted(g.cards):
            continue  # "seat 6 have A 2 3 4 6. Seat 6 say A 2 3 4 5 is straight": what he says of another hand
        if first and _joker_played(first[1].cards, g.cards):
            continue  # "seat 3 w joker 2 3 4 7 ... so seat 3 has 7-4-3-2-A": the joker's part, not another hand
        if first and sorted(first[1].cards) == sorted(g.cards):
            continue  # "seven-five-four-three-deuce, all clubs - 7c 5c 4c 3c 2c": one hand told twice
        if first and sorted(c[0] for c in first[1].cards) == sorted(c[0] for c in g.cards):
            if first[1].ranks_only and not g.ranks_only:  # "the joker with 7-4-3-2, Jk 7s 4d 3c 2h"
                kept[kept.index(first)] = (label, g, sure)
            if first[1].ranks_only or g.ranks_only:
                continue
        kept.append((label, g, sure))
    seats = [label for label, *_ in kept]
    if len(kept) < 2 or len(set(seats)) != len(seats):
        return []
    if _other_hand_told(text, kept):
        return []  # "s5 7-5-4-2-A, s7 8-6-4-3-2, s2 9-high": a hand not read may be the best
    return kept


_CLAIMED = re.compile(r"\bseat\s+\d{1,2}\s+(?:says|said|say|claims|claimed|thinks|argues)\b[^.;]*$", re.I)
_DRAWS = re.compile(
    r"\b(?:draws?|drew|takes|took|discards|discarded)\s+(?:one|two|three|four|1|2|3|4)\b|\bseats?\s+\d", re.I
)


def _draws_after(text: str, g: CardGroup) -> bool:
    """Whether the hand's owner draws cards after it is told, before another seat is named."""
    m = _DRAWS.search(text, g.end, g.end + 200)
    return m is not None and not m.group(0).lower().startswith("seat")


def _joker_played(held: tuple, told: tuple) -> bool:
    """Whether `told` is the hand `held` with its joker played as a card, by rank."""
    if "Jk" not in held or "Jk" in told:
        return False
    rest = [c[0] for c in held if c != "Jk"]
    left = [c[0] for c in told]
    for r in rest:
        if r not in left:
            return False
        left.remove(r)
    return len(left) == 1


_RANK_WORD = r"(?:ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|trey|tray|deuce|two)"
_HAND_IN_WORDS = (  # compiled on first use: only a story with two hands told by seat reaches it
    r"\bseat\s+(\d{1,2})\s*[:,-]?\s*(?:has|had|have|shows|showed|with|holding|holds)?\s*(?:an?\s+)?"
    r"(?:(?:[a-z0-9]+[\s-]+){0,2}?(?:high|low|pair|two\s+pair|trips|a\s+straight|a\s+flush)\b"
    r"|(?:10|[2-9akqjt])(?:-(?:10|[2-9akqjt])){1,3}\b(?!-)"  # or by its top cards: "seat 8 8-5"
    rf"|{_RANK_WORD}(?:-{_RANK_WORD}){{1,3}}\b(?!-))"  # "seat 9 have nine-seven"
)


def _other_hand_told(text: str, kept: list) -> bool:
    """Whether the sentences that hold the hands also tell another seat's hand in words."""
    start = max(text.rfind(p, 0, min(g.start for _, g, _ in kept)) for p in ".;!?") + 1
    end = min([i for i in (text.find(p, max(g.end for _, g, _ in kept)) for p in ".;!?") if i >= 0] or [len(text)])
    labels = {label for label, *_ in kept}
    return any(f"seat {int(m.group(1))}" not in labels for m in re.finditer(_HAND_IN_WORDS, text[start:end], re.I))


def _winner_fixed(labelled: list, ranking: Any) -> bool:
    """Whether the hands told by ranks alone win and lose the same whichever of them are
    flushes: "7-5-4-3-2 mixed suits" against "A-2-3-4-5" in deuce-to-seven (the ace-five loses
    as a flush or not). Each hand that could be a flush is tried both ways."""
    from itertools import product

    from ..cards.hands import evaluate, winners
    from ..errors import BadInput

    if not isinstance(ranking, str):
        return False
    groups = [g for _, g, _ in labelled]
    open_ = [
        n
        for n, (_, g, sure) in enumerate(labelled)
        if g.ranks_only and not sure and len(set(g.cards)) == 5 and all(len(c) == 1 or c == "T" for c in g.cards)
    ]
    if not open_ or any(not (sure or _usable(g, ranking) or n in open_) for n, (_, g, sure) in enumerate(labelled)):
        return False
    base = as_texts(
        [g if n not in open_ else CardGroup(g.cards, g.start, g.end, g.words, True) for n, g in enumerate(groups)]
    )
    if base is None:
        return False
    seen = set()
    for flushes in product((False, True), repeat=len(open_)):
        hands = list(base)
        for n, flush in zip(open_, flushes):
            if flush:  # each hand is valued alone: which suit does not matter
                hands[n] = " ".join(c + "s" for c in groups[n].cards)
        try:
            seen.add(tuple(winners([evaluate(h, ranking) for h in hands])))
        except BadInput:
            return False
    return len(seen) == 1


_SUITS_TOLD = re.compile(
    r"\s*[,—–-]?\s*(?:(?:all\s+)?(?:of\s+)?(?P<suit>spades|hearts|diamonds|clubs)\b"
    r"|(?:of\s+|in\s+)?(?P<rainbow>offsuit|off[\s-]suit|rainbow|unsuited|not\s+suited|no\s+flush|mixed\s+suits|mixed)\b)",
    re.I,
)


_FLUSH_BEFORE = re.compile(
    r"\b(?P<suit>club|heart|spade|diamond)s?\s+flush\b|\bflush\s+in\s+(?P<in>clubs|hearts|spades|diamonds)\b", re.I
)


def _flush_told(before: str, group: CardGroup) -> CardGroup:
    """A hand told by its ranks after its shape: "a club flush, king, nine, seven, four, deuce"."""
    m = _FLUSH_BEFORE.search(before)
    if not group.ranks_only or m is None:
        return group
    suit = (m.group("suit") or m.group("in"))[0].lower()
    return CardGroup(
        tuple(c if c == "Jk" or len(c) == 2 else c + suit for c in group.cards),
        group.start,
        group.end,
        group.words,
        False,
    )


def _suits_told(text: str, group: CardGroup) -> tuple[CardGroup, bool]:
    """A hand told by its ranks and then its suits in words: "7-5-4-3-2 all spades" is a flush
    (the group gets the suit), "9-7-5-3-2 offsuit" is none (its ranks are then all it takes)."""
    m = _SUITS_TOLD.match(text, group.end)
    if not group.ranks_only or m is None:
        return group, False
    if m.group("rainbow"):
        return group, True
    suit = m.group("suit")[0].lower()
    cards = tuple(c if c == "Jk" or len(c) == 2 else c + suit for c in group.cards)
    return CardGroup(cards, group.start, m.end(), text[group.start : m.end()], False), True
