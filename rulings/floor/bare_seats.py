"""A seat named again by its bare number, the way the floor talks on a radio once the seat has
been named: "Seat one opened, seat four hadn't acted yet, then one says he misread ... Four's got
kings" is seat 1, then seat 4.

Read only where the story has already written "seat N" for that number, where the number opens
its clause (or follows a dash or a joining word: "then", "and", "so", "now", "at the end"), and
where the word after it is an act only one player makes ("says", "wants", "has", "'s got", "'s
hand", "opened", "reraised", "mucked his", "folds", "lays it down", "flips", "owns up", "realizes"): "two called" may be two players
calling, so a plural act or one that several may share is never read so, nor a verb that is also
a count's noun ("a bet and two raises"). Two seats named so together ("only 2 and 7 went to the
draw") are read where both were named before and a shared act follows; "it's just two --" is the
one seat left.

Bare numbers acting in a list after a seat's act ("seat 1 bets, three raises, six raises, three
goes again") are seats wherever an act repeats or one is an act no count names ("folds", "goes
again"), whether or not each was named before; "seat 1 bets, two raises, three calls" may be
counts and is left.
"""

from __future__ import annotations

import re

_WORDS = {w: str(n) for n, w in enumerate("one two three four five six seven eight nine ten".split(), 1)}


def seat_number(word: str) -> str:
    """A seat's number in digits, typed in digits or as a word ("four" is "4")."""
    return _WORDS.get(word.lower(), word)


NUMBER = r"(10|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten)"
_ONE_ACT = (
    r"(?:says|said\s+(?:he\b|[\"“:])|wants|has|looks\s+(?:again|back|down|at)|had\s+(?:a|an|the|his|only)|shows|showed\s+(?:a|an|his)|tables|tabled|turns|"
    r"turned\s+(?:up|over)|opened|opens|reraised|reraises|mucked\s+his|mucks\s+his|called\s+an?|checked\s+an?|"
    r"flips|flipped\s+(?:his|her|over|up)|spreads|own(?:s|ed)\s+up|(?:sees|saw|notices|noticed|finds|found)\s+(?:he|she|that)\b|fess(?:es|ed)\s+up|admits|admitted|reali[sz](?:es|ed)|actually\s+has|['’]s\s+got|['’]s\s+(?:only|still|hand|cards|actually)|['’]s\s+(?=(?:10|[2-9])-)|folds|mucks|knocks|raps|(?:lays|laid)\s+it\s+down|(?:won|wins)\s+(?:the|that|it)\b)\b"
)
_AFTER_WORD = "|".join(
    rf"(?<=\b{w}\s)" for w in ("then", "and", "the end", "now", "so", "but", "when", "once", "until", "till", "while")
)  # "and at the end three turns over tens": a clause's start told by its joining word
_BARE = re.compile(
    rf"(?:(?<=^)|(?<=[.,;:!?\-–—]\s)|{_AFTER_WORD}){NUMBER}(?=\s*(?:(?:just|then|also|suddenly|quickly|immediately|finally|quietly|now|actually)\s+)?{_ONE_ACT})",
    re.I,
)
_PAIR = re.compile(
    rf"(?:(?<=^)|(?<=[.,;:!?]\s)|(?<=\bonly\s)|(?<=\bthen\s)|(?<=\bjust\s)){NUMBER}\s+(?:and|&)\s+{NUMBER}"
    r"(?=\s+(?:both\s+)?(?:went|go|drew|draw|are|were|stayed|remained|called|checked|saw)\b)",
    re.I,
)  # "only 2 and 7 went to the draw": two seats named before, acting together (no count is told so)
_ALONE = re.compile(
    "(?:"
    + "|".join(rf"(?<=\b{w}\s)" for w in ("it's just", "it’s just", "its just"))
    + rf"){NUMBER}(?=\s*(?:--|—|–|,|\.|;|!|$|\s+left\b))",
    re.I,
)  # "five folds, it's just two -- and he can't show openers": the one seat left, named before
# ("it's only three" is left alone: it is as often a count)
_THE_SEAT = re.compile(
    rf"\bthe\s+{NUMBER}(?=\s*{_ONE_ACT})(?!\s+open(?:s|ed)?\s+(?:up|their|them)\b)", re.I
)  # "The five opened, the two checked a pair": an act one player makes, so "the five" is a seat
_IS_BEFORE = re.compile(
    r"\b(?:i['’]?m|he['’]?s|she['’]?s|is|was|am|are|were)\s+$", re.I
)  # "I'm the one opened": him, no seat
_RUN_ACT = (
    r"(?:re-?raises|raises|calls|bets|checks|folds|goes\s+again|went\s+again|re-?raised|raised|called|checked|folded)"
)
_RUN = re.compile(
    rf"\bseat\s+\d{{1,2}}\s+(?:opens|opened|bets|bet|raises|raised|checks|checked|calls|called)"
    rf"(?:\s*,\s*(?:then\s+|and\s+)?{NUMBER}\s+{_RUN_ACT}\b){{2,}}",
    re.I,
)
_RUN_ITEM = re.compile(rf"(,\s*(?:then\s+|and\s+)?){NUMBER}(\s+{_RUN_ACT})\b", re.I)
_NEVER_A_NOUN = re.compile(r"\s+(?:folds|goes|went|raised|reraised|re-raised|called|checked|folded)\b", re.I)


def _run(m: re.Match) -> str:
    """ "Seat 1 bets, three raises, six raises, nine raises": each number after the first seat's
    act is a seat acting in turn, where the same act repeats or one is an act no count names
    ("folds", "goes again"); "seat 1 bets, two raises, three calls" may be counts, left alone."""
    items = list(_RUN_ITEM.finditer(m.group(0)))
    acts = [it.group(3).lower().split()[0] for it in items]
    seats = [seat_number(it.group(2)) for it in items]
    repeated = len(set(acts)) < len(acts)
    if not (repeated or any(_NEVER_A_NOUN.match(it.group(3)) for it in items)) or len(set(seats)) < 2:
        return m.group(0)
    return _RUN_ITEM.sub(lambda it: f"{it.group(1)}seat {seat_number(it.group(2))}{it.group(3)}", m.group(0))


_NAMED = re.compile(r"\bseat (\d{1,2})\b", re.I)
_SAYING = re.compile(r"\b(?:says|said|say|goes|yells|yelled|claims|claimed)\s*[:\"“']", re.I)


def bare_seats(text: str) -> str:
    """The story with a seat named again by its bare number written as that seat."""
    text = _RUN.sub(_run, text)
    text = _THE_SEAT.sub(
        lambda m: m.group(0) if _IS_BEFORE.search(text, 0, m.start()) else f"seat {seat_number(m.group(1))}", text
    )
    first: dict[str, int] = {}
    for m in _NAMED.finditer(text):
        first.setdefault(m.group(1), m.end())

    def seat(m: re.Match) -> str:
        n = seat_number(m.group(1))
        sentence = text[max(text.rfind(c, 0, m.start()) for c in ".!?\n") + 1 : m.start()]
        said = list(_SAYING.finditer(sentence))
        if said and not re.search(r"[\"”]", sentence[said[-1].end() :]):
            return m.group(
                0
            )  # "s8 now says: 3 opened, not me": his word, left as he said it (not after a closed quote)
        return f"seat {n}" if n in first and first[n] <= m.start() else m.group(0)

    def pair(m: re.Match) -> str:
        a, b = seat_number(m.group(1)), seat_number(m.group(2))
        named = a != b and all(n in first and first[n] <= m.start() for n in (a, b))
        return f"seat {a} and seat {b}" if named else m.group(0)

    return _ALONE.sub(seat, _PAIR.sub(pair, _BARE.sub(seat, text))) if first else text
