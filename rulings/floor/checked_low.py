"""A low checked after the draw (rules_data/words.yaml, `checked_low`): whether the seat that
checked held a seven or better, and whether his low won ("seat 4 checks a 7-5 ... seat 9 shows
6-5": it did not). Read conservatively, like the call (floor/called.py): the check and the hand
must be the same player's, and the beaten side only in ace-to-five, where no straight or flush
untold can make the better-looking low worse.
"""

from __future__ import annotations

import re
from typing import Any

from .called import RANK, RUN, alternatives, low_ranks, may_say


def checked_low_won(spec: dict, shows: tuple, text: str, ranking: Any) -> tuple[int, bool, str] | None:
    """(where, whether the low a seat checked won, the words): beaten by a low another seat
    shows ("checks a 7-6 ... seat 9 shows 6-5"), or won by his seat ("seat 4 wins")."""
    beaten = _checked_beaten(spec, shows, text, ranking)
    check = _check(spec, text) if spec and spec.get("won") else None
    if check is None and spec and spec.get("won") and ranking == "ace-to-five":
        check = _own_check(alternatives(spec["check"]), text, ranking)  # "I've got a seven-six and I check it"
    won = None
    if check is not None:
        seat, person = _checker(check)
        who = rf"seat\s+{seat}" if seat else person
        lost = re.search(rf"\b{who}\s+(?:lose|loses|lost)\b", text[check.end() :], re.I)  # "he shows 6-4 and I lose"
        if lost and not beaten and not _said_before(text, check.end() + lost.start()):
            beaten = (check.start(), text[check.start() : check.end() + lost.end()], None)
        m = re.search(  # "seat 4 wins", "seat 4 calls and scoops it", "I call and I win", "seat 1's 7-4 is best"
            rf"\b{who}(?:(?:['’]s)?\s+(?:hand|cards|{RUN}(?:\s+low)?))?\s+(?:(?:calls|called|call)\s+and\s+)?"
            rf"(?:{alternatives(spec['won'])})\b",
            text[check.end() :],
            re.I,
        )
        said = m and re.search(r"\b(?:says|said|claims|thinks)\b[^.;!?]*$", text[: check.end() + m.start()], re.I)
        if m and not said:
            won = (check.start(), text[check.start() : check.end() + m.end()])
    if beaten and won:
        return None  # the story says both
    if beaten:
        return beaten[0], False, beaten[1]
    return (won[0], True, won[1]) if won else None


def _check(spec: dict, text: str) -> re.Match | None:
    """The check with the low it was made on: by a seat, or by "I", "he" or "she" ("I checked my 7-6")."""
    return re.search(
        rf"(?:\bseat\s+(?P<seat>\d{{1,2}})|\b(?P<person>i|he|she))\s+(?:{alternatives(spec['check'])})"
        rf"(?:\s+after\s+the\s+draw)?\s+(?:holding\s+|with\s+)?(?:an?\s+|my\s+|his\s+|her\s+)?"
        rf"(?:(?:rough|smooth|good|bad|perfect|number)\s+)?(?P<ranks>{RUN})\b",
        text,
        re.I,
    )


_SHOWER = r"(?:\bseat\s+(?P<seat>\d{1,2})|\b(?P<person>he|she|i)|\bthe\s+(?P<other>other\s+guy|other\s+player|bettor|kid|guy))"


def _not_the_checker(check: re.Match, shown: re.Match) -> bool:
    """Whether the seat or person showing is surely not the one who checked: another seat, another
    pronoun than his ("I checked ... he shows"), or another player named by a noun where the teller
    checked or a pronoun did; a pronoun after a seat's check may be his own."""
    (mine, person), theirs, noun = _checker(check), shown.group("seat"), (shown.group("other") or "").lower()
    if mine:  # a seat checked: another seat, or "the other guy" / "the bettor"
        return (theirs is not None and theirs != mine) or noun.startswith(("other", "bettor"))
    if theirs or noun:
        return True
    return (shown.group("person") or "").lower() != person


def _checker(check: re.Match) -> tuple[str | None, str]:
    """(his seat number, or the pronoun he was told by) of the player who checked."""
    who = check.groupdict().get("who")
    if who is None:
        return check.group("seat"), (check.group("person") or "").lower()
    seat = re.match(r"seat\s+(\d{1,2})", who, re.I)
    return (seat.group(1), "") if seat else (None, who.lower())


def _checked_beaten(spec: dict, shows: tuple, text: str, ranking: Any) -> tuple[int, str, str | None] | None:
    """(where, the words, the seat that showed it if named) when the low a seat checked is beaten
    by a low another seat shows."""
    if isinstance(ranking, dict):
        ranking = ranking.get("low")
    if ranking != "ace-to-five" or not spec or not shows or not may_say(text, spec["check"]):
        return None  # in deuce-to-seven a straight or a flush untold may make the better-looking hand worse
    check = _check(spec, text) or _own_check(alternatives(spec["check"]), text, ranking)
    if check is None:
        return None
    mine = low_ranks(check.group("ranks"), ranking)
    for m in re.finditer(
        rf"{_SHOWER}\s+(?:then\s+|just\s+)?(?:{alternatives(shows)})\s+(?:an?\s+|his\s+|her\s+)?(?P<ranks>{RUN})\b",
        text[check.end() :],
        re.I,
    ):
        if _not_the_checker(check, m) and _lower(low_ranks(m.group("ranks"), ranking), mine):
            return check.start(), text[check.start() : check.end() + m.end()], m.group("seat")
    lost = re.search(rf"\blost\s+to\s+(?:an?\s+)?(?P<ranks>{RUN})\b", text[check.end() :], re.I)
    if lost and not re.search(r"\bseat\s+\d", text[check.end() : check.end() + lost.start()], re.I):
        if _lower(low_ranks(lost.group("ranks"), ranking), mine):  # "seat 6 checked 7-5 ..., called, lost to 6-4"
            return check.start(), text[check.start() : check.end() + lost.end()], None
    return None


def checked_beater(spec: dict, shows: tuple, text: str, ranking: Any) -> int | None:
    """The seat whose shown low beat the low another seat checked, where the story names it."""
    beaten = _checked_beaten(spec, shows, text, ranking)
    return int(beaten[2]) if beaten and beaten[2] else None


def _lower(theirs: list, mine: list) -> bool:
    """Whether one unpaired low, told by its ranks from the top, beats another."""
    unpaired = all(ranks and len(set(ranks)) == len(ranks) for ranks in (theirs, mine))
    return unpaired and theirs[: len(mine)] < mine[: len(theirs)]


def shown_checked_low(spec: dict, checker: int | None, hands: list, ranking: Any, told: set) -> list[tuple]:
    """[(fact, value, words)] from the hands the story shows by seat, where the checker's is one
    of them ("S3 checks after the draw ... Showdown: S3 6-4-3-2-A, S6 8-7-5-2-A"): whether his
    low won (not on a tie), and his cards, or where they are told by ranks alone (the suits
    would be the reader's) whether they are a seven-low or better. Facts already told are kept."""
    from ..cards.hands import evaluate, winners
    from ..cards.notation import parse_cards
    from ..cards.qualifiers import seven_or_better
    from ..errors import BadInput
    from .story_cards import as_texts

    labels = [label for label, _ in hands]
    if not spec or checker is None or f"seat {checker}" not in labels or ranking != "ace-to-five":
        return []
    texts = as_texts([g for _, g in hands])
    if texts is None:
        return []
    mine = labels.index(f"seat {checker}")
    group = hands[mine][1]
    try:
        won = winners([evaluate(t, ranking) for t in texts])
        seven = seven_or_better(parse_cards(texts[mine]), ranking)
    except BadInput:
        return []  # cards that are no hand
    out: list[tuple] = []
    if spec["fact"] not in told and (won == [mine] or mine not in won):  # not on a tie
        out.append((spec["fact"], won == [mine], group.words))
    if group.ranks_only and spec.get("qualified") and spec["qualified"] not in told:
        out.append((spec["qualified"], seven, group.words))
    elif not group.ranks_only and spec.get("hand") and spec["hand"] not in told:
        out.append((spec["hand"], texts[mine], group.words))
    return out


def checker_low_told(spec: dict, show: tuple, checker: int | None, text: str, ranking: Any) -> tuple | None:
    """(where, whether it is a seven-low or better, the words): the low the seat that checked
    after the draw shows by its ranks ("seat 4 called and turned over 6-4-3-2-A", "seat 9 showed
    seven, five, four, three, ace"), in ace-to-five, where no other hand by cards is told."""
    if ranking != "ace-to-five" or not spec.get("qualified"):
        return None
    checks = alternatives(spec.get("check", ()))
    if own := _own_low_checked(checks, text, ranking):
        return own
    after = checker is not None and re.search(
        rf"\b(?:after\s+the\s+draw|post[-\s]?draw)\b[^.;!?]*\bseat\s+{checker}\s+(?:{checks})\b", text, re.I
    )
    if not after:
        return None  # his check after the draw, in one sentence: the hand he then shows is the one he checked
    run = rf"{RANK}(?:\s*-\s*(?:{RANK}|a\b)|\s*,\s*{RANK}|\s+{RANK}){{4}}"  # "7-5-4-2-A against his 8-6"
    m = re.search(
        rf"\bseat\s+{checker}\s+(?:(?:then\s+)?(?:calls|called|call)\s+and\s+)?(?:{alternatives(show)})\s+"
        rf"(?:an?\s+)?(?P<ranks>{run})\b",
        text,
        re.I,
    )
    ranks = low_ranks(m.group("ranks"), ranking) if m else []
    if not m or len(ranks) != 5 or len(set(ranks)) != 5:
        return None  # not one low of five ranks
    return m.start(), ranks[0] <= 7, m.group(0)


_AFTER_DRAW = re.compile(
    r"\b(?:after\s+(?:the\s+draw|they\s+drew|the\s+swap)|post[-\s]?draw|draws?\s+(?:one|1)\b)", re.I
)
_WHO = r"(?P<who>\bI|\bhe|\bshe|\bseat\s+\d{1,2})"
_HOLDING = (
    r"(?:(?:['’]ve|have)\s+got|['’]m\s+holding|am\s+holding|(?:is|['’]s)\s+(?:holding|sitting\s+on)|['’]m\s+sitting\s+on|"
    r"makes?|made|has|had|holds?|held)"
)
_SHOWING = r"(?:shows|showed|turns\s+over|turned\s+over|tables|tabled|flips|flipped)"


def _own_low_checked(checks: str, text: str, ranking: str) -> tuple | None:
    """(where, whether a seven-low or better, the words): a low the player who checked after the
    draw holds before his check in one sentence ("I make seven-five-three-deuce-ace and I check
    it", "I've got a seven-six and I check it") or shows after it ("seat 4 checks, seat 6 bets,
    seat 4 calls and turns over a seven-five"), the same player named both times (a seat, "I",
    "he" or "she"). A low told by two or more unpaired ranks is as low as its top card."""
    m = _own_check(checks, text, ranking)
    return (m.start(), low_ranks(m.group("ranks"), ranking)[0] <= 7, m.group(0)) if m else None


def _own_check(checks: str, text: str, ranking: str) -> re.Match | None:
    """The words of _own_low_checked: the player who checked (`who`) and his low (`ranks`)."""
    drawn = _AFTER_DRAW.search(text)
    if drawn is None:
        return None  # a check before the draw is no check of a seven after it
    sentence = r"[^.;!?\"“”]{0,80}?"
    held = (
        rf"{_WHO}\s*{_HOLDING}\s+(?:an?\s+)?(?:(?:rough|smooth|perfect)\s+)?(?P<ranks>{RUN})\b{sentence}"
        rf"\b(?P=who)\s+(?:just\s+)?(?:{checks})\b"
    )
    shown = (
        rf"{_WHO}\s+(?:just\s+)?(?:{checks})\b{sentence}\b(?P=who)\s+(?:then\s+)?"
        rf"(?:(?:calls|called|call)\s+(?:and\s+|n\s+|&\s+)?)?{_SHOWING}\s+(?:an?\s+)?(?P<ranks>{RUN})\b"
    )
    for pattern in (held, shown):
        for m in re.finditer(pattern, text, re.I):
            ranks = low_ranks(m.group("ranks"), ranking)
            ends = min((i for i in (text.find(c, m.end()) for c in ".;!?") if i >= 0), default=len(text))
            if drawn.start() > ends or len(ranks) < 2 or len(set(ranks)) < len(ranks) or _said_before(text, m.start()):
                continue  # the check told after the draw ("I've got a seven-six and I check it after the draw")
            return m
    return None


def _said_before(text: str, at: int) -> bool:
    """Whether the words at `at` are inside what someone says ("seat 8 says he checked a 7-6")."""
    start = max(text.rfind(c, 0, at) for c in ".;!?\n")
    return bool(re.search(r"\b(?:says|said|saying|claims|thinks|yells)\b|[\"“]", text[start + 1 : at], re.I))
