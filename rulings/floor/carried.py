"""The story with each clause's subject written in, for reading the seats' parts only: a verb
joined on with "and", "then" or a comma has the subject of the verb before it ("seat 2 dumps
all five and asks for five": seat 2 asks), and "he" is the one seat a story has named so far
("seat 5 took two ... he's got six cards"). Where two seats have been named, or the seat before
"and" is not doing anything ("the dealer gave seat 4 a card and turned ..."), nothing is
carried. The retold story (retold.py) is what is read for the facts; this one only for who did
what (story_roles.py, seats.py)."""

from __future__ import annotations

import re

from .names import her_seat
from .retold import seat_contractions

_SEAT_MENTION = re.compile(r"\bseat (\d{1,2})\b", re.I)
_SUBJECT_VERB = re.compile(
    r"\bseat (\d{1,2})\s+(?:just\s+|then\s+|also\s+|never\s+|only\s+)?"
    r"(?:(?:is|was|has|had|does|did|gets|got|goes|went|takes|took|says|said|makes|made|puts|put|throws|threw|"
    r"comes|came|keeps|kept|stands|stood|draws|drew|bet|spread|knows|knew)|[a-z]+(?:s|ed))\b",
    re.I,
)
_COMMA_VERB = re.compile(
    r"(?<=[A-Za-z0-9])(,\s+)(?=(?:never|didnt|didn't|doesnt|doesn't)\s+[a-z]+|(?:checks|checked|bets|calls|called|"
    r"raises|raised|folds|folded|knocks|knocked|raps|rapped|mucks|mucked|shows|showed|turns|turned|draws|drew|asks|asked)"
    r"\s+(?![,.;]))"
)  # "..., never says pair", "seat 3 draws one, checks after the draw"; not a list "opens, calls, calls"
_AND_VERB = re.compile(
    r"(?<=[A-Za-z0-9])(\s*,?\s+(?:[Aa]nd|[Tt]hen|and then)\s+)(?=(?:just\s+)?(?:[a-z]+(?:s|ed)|said|took|threw|drew|"
    r"put|bet|spread|got|kept|stood|went|came|made)\b(?!\s+(?:seat|he|she|him|her)\b))"
)  # lower case: a verb, not a name ("and Curtis")
_PRONOUN = re.compile(
    r"(?<![\w'’])(?<!\bmany )(?<!\bmuch )(?<!\bif )(?<!\bwhether )(?:he|she)\b(?=['’]s\b|\s+[a-z])", re.I
)
_OTHER_PERSON = re.compile(r"\b(?:he|she|him|her)\b", re.I)  # before the first seat: someone else
_SOMEONE_ELSE = re.compile(
    r"\b(?:i['’]?m|i am|i was|i sit|my)\s+(?:in\s+|at\s+)?seat\b|\b(?:she|her)\b[\s\S]*\b(?:he|him|his)\b|"
    r"\b(?:he|him|his)\b[\s\S]*\b(?:she|her)\b|\b(?:opener|player|guy|man|lady|woman|kid|gentleman|fellow|"
    r"caller|raiser|bettor|customer|regular|dude|someone|somebody|everybody|everyone|other)s?\b|"
    r"\b(?:blind|button|bb|sb)\s+(?:says|said|wants|wanted|asks|asked|claims|claimed|thinks|checks|checked|raises|raised)\b",
    re.I,
)  # the teller's own seat; a he and a she; another player who may be "he"
_NAMED = re.compile(
    r"(?<=[a-z,] )(?!(?:I|Seat|Dealer|Floor|Jacks|Back|Kansas|City|California|Lowball|Draw|Ace|King|Queen|Jack|Joker)\b)"
    r"[A-Z][a-z]{2,}\b"
)  # a player named by name
_NOT_VERBS = frozenset(
    "cards chips hands players blinds antes sets pairs kings queens jacks aces tens nines eights sevens sixes fives fours threes twos deuces treys".split()
)


def carried(text: str) -> str:
    """The retold story with each clause's subject written in where the words leave it to be
    understood, for reading the seats' parts only (what the story states is read as told)."""
    text = _SET_OFF.sub(lambda m: f"{m.group(1)} is {m.group(2)}, {m.group(1)} ", text)
    out = _AND_VERB.sub(lambda m: _and_subject(text, m), text)
    out = _COMMA_VERB.sub(lambda m: _and_subject(out, m), out)
    if not _someone_else(out):
        out = _PRONOUN.sub(lambda m: _pronoun_seat(out, m), out)
    else:
        out = her_seat(out)
    return seat_contractions(out)


_STANDS = r"(?:all[\s-]in|broke|short|pat|heads[\s-]up|no\s+chips(?:\s+left)?)(?:\s+for\s+(?:just\s+|only\s+)?(?:(?:the|his|her)\s+)?antes?)?"
_ASIDE_CLAUSE = re.compile(
    _STANDS, re.I
)  # words set off by commas that say how the subject stands ("all in for the ante")
_SET_OFF = re.compile(
    rf"\b(seat \d{{1,2}}),?\s+({_STANDS})\s*,\s*(?=(?:[a-z]+(?:s|ed)|bet|put|said)\b)", re.I
)  # "seat 6, all in for just the ante, opened the pot": seat 6 is all in, and seat 6 opened
_APPOSITION = re.compile(
    r"(?:^|,)\s*seat (\d{1,2}),?\s+(?:first to act|first to speak|first|under the gun|utg|on the button|"
    r"in the (?:small|middle|big) blind|the opener|the raiser|who\s+[^,.;!?]{1,40})(?:\s+(?:after|before) the draw)?\s*$",
    re.I,
)  # "Seat 3, first to act, knocks", "seat 9, who folded, asks": the seat named is the one who acts


def _and_subject(text: str, m: re.Match) -> str:
    start = max(text.rfind(c, 0, m.start()) for c in ".!?;,") + 1
    while 0 < start and text[start - 1] == "," and _ASIDE_CLAUSE.fullmatch(text[start : m.start()].strip(" ,")):
        start = max(text.rfind(c, 0, start - 1) for c in ".!?;,") + 1  # "seat 1 only had his ante, all in, and opened"
    clause = text[start : m.start()]
    verb = text[m.end() :].split(None, 1)[0].lower().strip(",.")
    sentence = text[max(text.rfind(c, 0, m.start()) for c in ".!?;") + 1 : m.start()]
    if verb not in _NOT_VERBS and (placed := _APPOSITION.search(sentence)):
        return f"{m.group(1)}seat {placed.group(1)} "
    subjects = {s.group(1) for s in _SUBJECT_VERB.finditer(clause)}
    first = _SEAT_MENTION.search(clause)
    if verb in _NOT_VERBS or len(subjects) != 1 or not first or first.group(1) not in subjects:
        return m.group(1)  # no seat doing anything, or two ("seat 8 called seat 2's bet and mucked")
    return f"{m.group(1)}seat {first.group(1)} "


def _someone_else(text: str) -> bool:
    """Whether "he" may be someone no seat names: a pronoun before the first seat, the teller's
    own seat, both a he and a she, another player by his place or by his name."""
    first = _SEAT_MENTION.search(text)
    return (
        first is None
        or bool(_OTHER_PERSON.search(text, 0, first.start()))
        or bool(_SOMEONE_ELSE.search(text) or _NAMED.search(text))
    )


def _pronoun_seat(text: str, m: re.Match) -> str:
    """The one seat named before the pronoun, or the pronoun where two are."""
    named = {s.group(1) for s in _SEAT_MENTION.finditer(text, 0, m.start())}
    return f"seat {named.pop()}" if len(named) == 1 else m.group(0)
