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
RANK = r"(?:10|[2-9]|[tjqk]|a(?![ \t]+[a-z]{2})|ace|deuce|two|trey|three|four|five|six|seven|eight|nine|ten|jack|queen|king|wheel|bike|bicycle)"
WHEELS = {"ace-to-five": [5, 4, 3, 2, 1], "deuce-to-seven": [7, 5, 4, 3, 2]}  # the best low of each ranking
RUN = rf"{RANK}(?:\s*-\s*{RANK}|\s+{RANK}){{0,4}}"
_LISTED = rf"{RANK}(?:\s*,\s*(?:and\s+)?{RANK}|\s+and\s+{RANK}){{4}}"  # "the seven, four, trey, deuce and ace"
_TYPED = r"(?:(?:10|[2-9]|[atjqk])[cdhs♣♦♥♠][\s,]*){4}(?:10|[2-9]|[atjqk])[cdhs♣♦♥♠]"  # five cards with suits
_NOT_A_HAND = r"(?:players|player|cards|card|of|bucks|dollars|times|raises|seats|ways|way|handed|more|left|to)\b"
_SEAT = re.compile(r"\bseat\s+(\d{1,2})\b", re.I)
_WHOSE = (
    r"(?:seat\s+(?P<whose>\d{1,2})(?:['’]?s)?(?:\s+(?:hand|cards))?\s*[:,]?\s+)"  # the hand shown named by its seat
)


def called_low(spec: dict, text: str, ranking: Any, typed: str = "") -> tuple[int, bool, str] | None:
    """(where, whether the hand shown is at least the call, the words) or None."""
    got = _told(spec, text, ranking, typed)[0]
    return got[:3] if got else None


def low_caller(spec: dict, text: str, ranking: Any, typed: str = "") -> tuple[int | None, bool] | None:
    """(the seat that called his low at the showdown, None when told by "he"; whether the hand he
    showed is as good as he called), if the story tells a call and the hand shown."""
    got = _told(spec, text, ranking, typed)[0]
    return (got[3], got[1]) if got else None


def mucked_on_call(spec: dict, text: str, ranking: Any, typed: str = "") -> tuple[int, str] | None:
    """(where, words): another seat told mucking between a call and the hand shown that did not
    make it ("seat 3 says seven, seat 8 mucks his 8-6, then seat 3 turns over 8-7"; "seat 2, who's got
    a seven-four, mucks"): on the call."""
    got, told_in = _told(spec, text, ranking, typed)
    if not got or got[1] or not spec.get("mucks"):
        return None
    at, told = got[0], got[2]
    if got[3] is None and _pronoun_before(told_in, at) in (None, "i"):
        return None  # where the teller made the call, "I" mucking is not another player
    caller = rf"(?!{got[3]}\b)" if got[3] is not None else ""
    m = re.search(
        rf"(?:\bseat\s+{caller}\d{{1,2}}|\bI)(?:,\s*who[^,.;]{{0,40}},)?\s+(?:then\s+)?(?:{alternatives(spec['mucks'])})\b",
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
    if ranking not in ("ace-to-five", "deuce-to-seven") or not spec or not may_say(text, spec["call"]):
        return None
    calls, shows = alternatives(spec["call"]), alternatives(spec["show"])
    told = re.finditer(
        rf"\b(?:{calls})\s+(?:it\s+)?(?:an?\s+)?[\"“'‘]?(?:i\s*['’]?ve\s+got\s+|i\s+(?:have|got)\s+)?(?:an?\s+)?"
        rf"(?P<ranks>{RUN})(?:\s+low)?\b(?!\s+{_NOT_A_HAND})[,.\"”'’]?",
        text,
        re.I,
    )
    for call in told:  # the first call with a caller and his hand after it ("Title: guy called six ..." then the story)
        if re.search(r"(?i)\b(?:you|if)\s+$", text[: call.start()]):
            continue  # "you call a six you better have a six": the rule as a player puts it, no call made
        if not _quoted_low_only(call, text) and (got := _held_against(call, shows, text, ranking)) is not None:
            return got
    return None


def _held_against(call: re.Match, shows: str, text: str, ranking: Any) -> tuple[int, bool, str, int | None] | None:
    """The call held against the hand its caller shows after it, or None where no caller or hand is told."""
    seat = _seat_before(text, call.start())
    pronoun = _pronoun_before(text, call.start()) if seat is None else None  # "he says seven", no seat named
    shown = None
    shown_as = (
        rf"\b(?:{shows})\s+(?:only\s+)?{_WHOSE}?(?:an?\s+|his\s+|her\s+|the\s+|\[)?"
        rf"(?P<ranks>{_TYPED}|{_LISTED}|{RUN})\b"
    )  # "he have only 10-8", "the dealer spreads seat 4: nine, seven, four, deuce, ace"
    for m in re.finditer(shown_as, text[call.end() :], re.I):
        at = call.end() + m.start()
        owner = int(m.group("whose")) if m.group("whose") else _seat_before(text, at, since=call.end())
        if seat is not None and owner in (None, seat):
            shown = (at, m)
            break
        between = text[call.end() : at]
        last = _last_pronoun(between)
        owned = _OWNED.search(between)
        mine = owned is not None and _GENDER[owned.group(1).lower()] == pronoun  # "her cards turned out to be"
        if pronoun == "i" and owner is None and last is None and (mine or _TELLER_SHOWS.search(between)):
            shown = (at, m)  # "I said nine when I tabled it, then noticed I actually had eight-five"
            break
        if (
            pronoun not in (None, "i")
            and owner is None
            and last in (None, pronoun)
            and (last or mine or not _PERSON.search(between))
        ):
            shown = (at, m)  # "he says seven and she mucks; then he turns over a nine": his hand
            break  # another person between ("the lady said seven, the man showed a nine"): his, not hers
    if (seat is None and pronoun is None) or shown is None:
        return None
    said, hand = low_ranks(call.group("ranks"), ranking), low_ranks(shown[1].group("ranks"), ranking)
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


def may_say(text: str, words: tuple) -> bool:
    """False only when no pattern of `words` can match: the text is ASCII and holds none of their
    first words, in any case. The patterns (1.5 ms to compile) are then not made at all."""
    if not text.isascii() or not all(w.isascii() for w in words):
        return True  # re.IGNORECASE folds more than lower() does: always tried
    low = text.lower()
    return any(not w.split() or w.split()[0].lower() in low for w in words)


def alternatives(words: tuple) -> str:
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


_TELLER_SHOWS = re.compile(r"\b(?:i|my)\s+(?:\w+\s+){0,2}$", re.I)  # the hand the teller shows: "I actually had"
_PRONOUNS = re.compile(r"\b(he|she)\b", re.I)
_GENDER = {"his": "he", "her": "she", "my": "i"}  # whose cards "his cards", "her cards", "my cards" are
_OWNED = re.compile(r"\b(his|her|my)\s+(?:cards?|hand)\s*$", re.I)  # the hand shown right after "her cards"
_PERSON = re.compile(r"\bthe\s+(?:lady|woman|girl|man|guy|gentleman|fellow|fella|kid|other)\b", re.I)
_PERSON_BEFORE = re.compile(
    r"(?:\bthe\s+|(?:^|(?<=[.!?,]\s)|(?<=\n))(?:(?:a|one|some)\s+)?)(?P<who>lady|woman|girl|man|guy|gentleman|fellow|fella|kid)\b[^.;!?,\"“]{0,30}$",
    re.I,
)  # "the man with the beard said six"


def _pronoun_before(text: str, at: int) -> str | None:
    """ "he" or "she" right before the call ("he says", "then she announced"), as its subject; a
    player named by his one place is "he" ("the BB announced seven ... He turned over a nine"), one
    told by who he is is "he" or "she" ("the lady said seven ... her cards turned out a nine")."""
    m = re.search(r"\b(he|she|i)\s+(?:just\s+|then\s+)?$", text[:at], re.I)
    if m is None and _PLACE_BEFORE.search(text[:at]):
        return "he"
    if m is None and (person := _PERSON_BEFORE.search(text[:at])):
        return "she" if person.group("who").lower() in ("lady", "woman", "girl") else "he"
    if m is None and _NAME_BEFORE.search(text[:at]):
        return "name"  # "Harvey Stein called out seven": he or she, so only a hand no pronoun stands before
    return m.group(1).lower() if m else None


_NAME_BEFORE = re.compile(
    r"(?<![.!?]\s)(?<!^)\b(?!(?:Dealer|Floor|Seat|The|Then|He|She|I|It|Q|A)\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:just\s+|then\s+)?$"
)  # a player named by name mid-sentence ("at the Normandie, Sal said seven"); not a word that starts a sentence


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


def low_ranks(words: str, ranking: str) -> list[int]:
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
