"""A lowball call held against the hand the caller then shows (rules_data/words.yaml,
`called_low`): seat 3 "says seven" and turns over 8-6-4-2-A, so his hand is worse than he called.

Read conservatively: the call and the hand must be his seat's (the seat named last before each,
in its sentence, or none named between the call and the hand; where no seat is named, "he" or
"she" right before the call, and no seat or other pronoun between it and the hand), the hand told
by its ranks right after a word of showing, and the game ranked low.
"""

from __future__ import annotations

import re
from typing import Any

RANK_WORDS = {
    "ace": 1, "deuce": 2, "two": 2, "trey": 3, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "jack": 11, "queen": 12, "king": 13,
}  # fmt: skip
_RANK = r"(?:10|[2-9]|[tjqk]|a(?![ \t]+[a-z]{2})|ace|deuce|two|trey|three|four|five|six|seven|eight|nine|ten|jack|queen|king|wheel|bike|bicycle)"
WHEELS = {"ace-to-five": [5, 4, 3, 2, 1], "deuce-to-seven": [7, 5, 4, 3, 2]}  # the best low of each ranking
_RUN = rf"{_RANK}(?:\s*-\s*{_RANK}|\s+{_RANK}){{0,4}}"
_LISTED = rf"{_RANK}(?:\s*,\s*(?:and\s+)?{_RANK}|\s+and\s+{_RANK}){{4}}"  # "the seven, four, trey, deuce and ace"
_TYPED = r"(?:(?:10|[2-9]|[atjqk])[cdhs♣♦♥♠][\s,]*){4}(?:10|[2-9]|[atjqk])[cdhs♣♦♥♠]"  # five cards with suits
_NOT_A_HAND = r"(?:players|player|cards|card|of|bucks|dollars|times|raises|seats|ways|way|handed|more|left|to)\b"
_SEAT = re.compile(r"\bseat\s+(\d{1,2})\b", re.I)


def called_low(spec: dict, text: str, ranking: Any, typed: str = "") -> tuple[int, bool, str] | None:
    """(where, whether the hand shown is at least the call, the words) or None."""
    got = _told(spec, text, ranking, typed)[0]
    return got[:3] if got else None


def miscaller(spec: dict, text: str, ranking: Any, typed: str = "") -> int | None:
    """The seat whose hand shown is worse than he called, if the story tells one."""
    got = _told(spec, text, ranking, typed)[0]
    return got[3] if got and not got[1] else None


def mucked_on_call(spec: dict, text: str, ranking: Any, typed: str = "") -> tuple[int, str] | None:
    """(where, words): another seat told mucking between a call and the hand shown that did not
    make it ("seat 3 says seven, seat 8 mucks his 8-6, then seat 3 turns over 8-7"): on the call."""
    got, told_in = _told(spec, text, ranking, typed)
    if not got or got[1] or got[3] is None or not spec.get("mucks"):
        return None
    at, told = got[0], got[2]
    m = re.search(
        rf"(?:\bseat\s+(?!{got[3]}\b)\d{{1,2}}|\bI)\s+(?:then\s+)?(?:{_alternatives(spec['mucks'])})\b",
        told_in[at : at + len(told)],
        re.I,
    )
    return (at, told) if m else None


def _told(spec: dict, text: str, ranking: Any, typed: str) -> tuple[tuple | None, str]:
    """The call and the hand, in the story as read, or else as typed: where the teller's seat
    stands for "I" ("seat 4 says eight, I muck my nine, then he shows a ten"), the seat put
    between the call and "he" is not one "he" could be. The text it was found in comes back too."""
    got = _call_and_hand(spec, text, ranking)
    if got is None and typed and typed != text:
        return _call_and_hand(spec, typed, ranking), typed
    return got, text


def _call_and_hand(spec: dict, text: str, ranking: Any) -> tuple[int, bool, str, int | None] | None:
    """(where, as good as called, the words, the caller's seat: None when told by "he") or None."""
    if isinstance(ranking, dict):
        ranking = ranking.get("low")
    if ranking not in ("ace-to-five", "deuce-to-seven") or not spec or not _may_say(text, spec["call"]):
        return None
    calls, shows = _alternatives(spec["call"]), _alternatives(spec["show"])
    told = re.finditer(
        rf"\b(?:{calls})\s+(?:it\s+)?(?:an?\s+)?[\"“'‘]?(?:i\s*['’]?ve\s+got\s+|i\s+(?:have|got)\s+)?(?:an?\s+)?"
        rf"(?P<ranks>{_RUN})(?:\s+low)?\b(?!\s+{_NOT_A_HAND})[,.\"”'’]?",
        text,
        re.I,
    )
    for call in told:  # the first call with a caller and his hand after it ("Title: guy called six ..." then the story)
        if not _quoted_low_only(call, text) and (got := _held_against(call, shows, text, ranking)) is not None:
            return got
    return None


def _held_against(call: re.Match, shows: str, text: str, ranking: Any) -> tuple[int, bool, str, int | None] | None:
    """The call held against the hand its caller shows after it, or None where no caller or hand is told."""
    seat = _seat_before(text, call.start())
    pronoun = _pronoun_before(text, call.start()) if seat is None else None  # "he says seven", no seat named
    shown = None
    shown_as = rf"\b(?:{shows})\s+(?:an?\s+|his\s+|her\s+|the\s+|\[)?(?P<ranks>{_TYPED}|{_LISTED}|{_RUN})\b"
    for m in re.finditer(shown_as, text[call.end() :], re.I):
        at = call.end() + m.start()
        owner = _seat_before(text, at, since=call.end())
        if seat is not None and owner in (None, seat):
            shown = (at, m)
            break
        between = text[call.end() : at]
        last = _last_pronoun(between)
        owned = _OWNED.search(between)
        mine = owned is not None and _GENDER[owned.group(1).lower()] == pronoun  # "her cards turned out to be"
        if pronoun and owner is None and last in (None, pronoun) and (last or mine or not _PERSON.search(between)):
            shown = (at, m)  # "he says seven and she mucks; then he turns over a nine": his hand
            break  # another person between ("the lady said seven, the man showed a nine"): his, not hers
    if (seat is None and pronoun is None) or shown is None:
        return None
    said, hand = _ranks(call.group("ranks"), ranking), _ranks(shown[1].group("ranks"), ranking)
    if not said or not hand or said[0] < 5 or len(said) > 5 or len(set(said)) < len(said):
        return None
    paired = len(set(hand)) < len(hand)
    shared = min(len(hand), len(said))
    if not paired and hand[:shared] == said[:shared] and len(hand) < len(said):
        return None  # "says six-four, shows a six": the four is not told
    worse = paired or hand[:shared] > said[:shared]
    if ranking == "deuce-to-seven" and not worse:
        return None  # a straight or a flush untold could make it worse
    return call.start(), not worse, text[call.start() : call.end() + shown[1].end()].strip(), seat


def checked_low_won(spec: dict, shows: tuple, text: str, ranking: Any) -> tuple[int, bool, str] | None:
    """(where, whether the low a seat checked won, the words): beaten by a low another seat
    shows ("checks a 7-6 ... seat 9 shows 6-5"), or won by his seat ("seat 4 wins")."""
    beaten = _checked_beaten(spec, shows, text, ranking)
    check = _check(spec, text) if spec and spec.get("won") else None
    won = None
    if check is not None:
        who = rf"seat\s+{check.group('seat')}" if check.group("seat") else check.group("person")
        m = re.search(  # "seat 4 wins", "seat 4 calls and scoops it", "I call and I win", "seat 1's 7-4 is best"
            rf"\b{who}(?:(?:['’]s)?\s+(?:hand|cards|{_RUN}(?:\s+low)?))?\s+(?:(?:calls|called|call)\s+and\s+)?"
            rf"(?:{_alternatives(spec['won'])})\b",
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
        rf"(?:\bseat\s+(?P<seat>\d{{1,2}})|\b(?P<person>i|he|she))\s+(?:{_alternatives(spec['check'])})"
        rf"(?:\s+after\s+the\s+draw)?\s+(?:holding\s+|with\s+)?(?:an?\s+|my\s+|his\s+|her\s+)?"
        rf"(?:(?:rough|smooth|good|bad|perfect|number)\s+)?(?P<ranks>{_RUN})\b",
        text,
        re.I,
    )


_SHOWER = r"(?:\bseat\s+(?P<seat>\d{1,2})|\b(?P<person>he|she|i)|\bthe\s+(?P<other>other\s+guy|other\s+player|bettor|kid|guy))"


def _not_the_checker(check: re.Match, shown: re.Match) -> bool:
    """Whether the seat or person showing is surely not the one who checked: another seat, another
    pronoun than his ("I checked ... he shows"), or another player named by a noun where the teller
    checked or a pronoun did; a pronoun after a seat's check may be his own."""
    mine, theirs, noun = check.group("seat"), shown.group("seat"), (shown.group("other") or "").lower()
    if mine:  # a seat checked: another seat, or "the other guy" / "the bettor"
        return (theirs is not None and theirs != mine) or noun.startswith(("other", "bettor"))
    if theirs or noun:
        return True
    return (shown.group("person") or "").lower() != (check.group("person") or "").lower()


def _checked_beaten(spec: dict, shows: tuple, text: str, ranking: Any) -> tuple[int, str, str | None] | None:
    """(where, the words, the seat that showed it if named) when the low a seat checked is beaten
    by a low another seat shows."""
    if isinstance(ranking, dict):
        ranking = ranking.get("low")
    if ranking != "ace-to-five" or not spec or not shows or not _may_say(text, spec["check"]):
        return None  # in deuce-to-seven a straight or a flush untold may make the better-looking hand worse
    check = _check(spec, text)
    if check is None:
        return None
    mine = _ranks(check.group("ranks"), ranking)
    for m in re.finditer(
        rf"{_SHOWER}\s+(?:then\s+|just\s+)?(?:{_alternatives(shows)})\s+(?:an?\s+|his\s+|her\s+)?(?P<ranks>{_RUN})\b",
        text[check.end() :],
        re.I,
    ):
        if _not_the_checker(check, m) and _lower(_ranks(m.group("ranks"), ranking), mine):
            return check.start(), text[check.start() : check.end() + m.end()], m.group("seat")
    lost = re.search(rf"\blost\s+to\s+(?:an?\s+)?(?P<ranks>{_RUN})\b", text[check.end() :], re.I)
    if lost and not re.search(r"\bseat\s+\d", text[check.end() : check.end() + lost.start()], re.I):
        if _lower(_ranks(lost.group("ranks"), ranking), mine):  # "seat 6 checked 7-5 ..., called, lost to 6-4"
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


def _may_say(text: str, words: tuple) -> bool:
    """False only when no pattern of `words` can match: the text is ASCII and holds none of their
    first words, in any case. The patterns (1.5 ms to compile) are then not made at all."""
    if not text.isascii() or not all(w.isascii() for w in words):
        return True  # re.IGNORECASE folds more than lower() does: always tried
    low = text.lower()
    return any(not w.split() or w.split()[0].lower() in low for w in words)


def _alternatives(words: tuple) -> str:
    return "|".join(
        re.escape(w).replace(r"\ ", r"\s+").replace("'", "['’]?") for w in sorted(words, key=len, reverse=True)
    )  # "it's" in the list is also "its" and "it’s" in the story


def _quoted_low_only(call: re.Match, text: str) -> bool:
    """ "calls" and "called" are a bet unless the ranks after them are quoted ("calls "six"")."""
    words = call.group(0).lower().split()
    verb = words[0]
    if words[1:2] == ["out"]:
        return False  # "calls out six": the hand named aloud, never a bet called
    if _BUT_SHOWN.match(text, call.end()):
        return False  # "called a seven but turned over an eight-six": the call of his hand, belied
    if re.match(r"(?:calls|called)\s+(?:it\s+)?an?\s", call.group(0), re.I):
        return False  # "called a seven": a hand named (a bet is called, not "a seven")
    return verb in ("calls", "called") and not re.search(r"[\"“'‘]", call.group(0))


_BUT_SHOWN = re.compile(
    r"\s*,?\s*but\s+(?:he\s+|she\s+)?(?:only\s+)?(?:turned|turns|showed|shows|had|has|tabled|tables|flipped|flips)\b",
    re.I,
)


_PRONOUNS = re.compile(r"\b(he|she)\b", re.I)
_GENDER = {"his": "he", "her": "she"}  # whose cards "his cards", "her cards" are
_OWNED = re.compile(r"\b(his|her)\s+(?:cards?|hand)\s*$", re.I)  # the hand shown right after "her cards"
_PERSON = re.compile(r"\bthe\s+(?:lady|woman|girl|man|guy|gentleman|fellow|fella|kid|other)\b", re.I)
_PERSON_BEFORE = re.compile(
    r"\bthe\s+(?P<who>lady|woman|girl|man|guy|gentleman|fellow|fella|kid)\b[^.;!?,\"“]{0,30}$", re.I
)  # "the man with the beard said six"


def _pronoun_before(text: str, at: int) -> str | None:
    """ "he" or "she" right before the call ("he says", "then she announced"), as its subject; a
    player named by his one place is "he" ("the BB announced seven ... He turned over a nine"), one
    told by who he is is "he" or "she" ("the lady said seven ... her cards turned out a nine")."""
    m = re.search(r"\b(he|she)\s+(?:just\s+|then\s+)?$", text[:at], re.I)
    if m is None and _PLACE_BEFORE.search(text[:at]):
        return "he"
    if m is None and (person := _PERSON_BEFORE.search(text[:at])):
        return "she" if person.group("who").lower() in ("lady", "woman", "girl") else "he"
    return m.group(1).lower() if m else None


_PLACE_BEFORE = re.compile(
    r"\b(?:the|my|his|her)\s+(?:big\s+blind|bb|small\s+blind|sb|button|opener|bettor|raiser|opponent)\s+(?:just\s+|then\s+)?$",
    re.I,
)


def _last_pronoun(text: str) -> str | None:
    found = _PRONOUNS.findall(text)
    return found[-1].lower() if found else None


def _seat_before(text: str, at: int, since: int = 0) -> int | None:
    """The seat named last before `at` in its sentence (and after `since`)."""
    start = max(text.rfind(p, since, at) for p in ".;!?")
    seats = _SEAT.findall(text[max(start + 1, since) : at])
    return int(seats[-1]) if seats else None


def _ranks(words: str, ranking: str) -> list[int]:
    """Ranks high to low, an ace low in ace-to-five and high in deuce-to-seven."""
    out: list[int] = []
    for w in re.split(r"[\s,-]+", words.strip().lower()):
        if w == "and":
            continue  # "seven, four, trey, deuce and ace"
        if len(w) in (2, 3) and w[-1] in "cdhs♣♦♥♠" and (w[:-1] in "23456789atjqk" or w[:-1] == "10"):
            w = w[:-1]  # a card typed with its suit: its rank
        if w in ("wheel", "bike", "bicycle"):
            out += WHEELS[ranking]
            continue
        r = RANK_WORDS.get(w) or {"a": 1, "t": 10, "j": 11, "q": 12, "k": 13}.get(w) or (int(w) if w.isdigit() else 0)
        if not r:
            return []
        out.append(14 if r == 1 and ranking == "deuce-to-seven" else r)
    return sorted(out, reverse=True)


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
    checks = _alternatives(spec.get("check", ()))
    after = checker is not None and re.search(
        rf"\b(?:after\s+the\s+draw|post[-\s]?draw)\b[^.;!?]*\bseat\s+{checker}\s+(?:{checks})\b", text, re.I
    )
    if not after or ranking != "ace-to-five" or not spec.get("qualified"):
        return None  # his check after the draw, in one sentence: the hand he then shows is the one he checked
    run = rf"{_RANK}(?:\s*-\s*(?:{_RANK}|a\b)|\s*,\s*{_RANK}|\s+{_RANK}){{4}}"  # "7-5-4-2-A against his 8-6"
    m = re.search(
        rf"\bseat\s+{checker}\s+(?:(?:then\s+)?(?:calls|called|call)\s+and\s+)?(?:{_alternatives(show)})\s+"
        rf"(?:an?\s+)?(?P<ranks>{run})\b",
        text,
        re.I,
    )
    ranks = _ranks(m.group("ranks"), ranking) if m else []
    if not m or len(ranks) != 5 or len(set(ranks)) != 5:
        return None  # not one low of five ranks
    return m.start(), ranks[0] <= 7, m.group(0)
