"""A story told as questions and answers (a deposition's "Q." and "A." lines, a floor person's
note "Q to dlr: before the draw? - yes" or "Asked dealer who opened - says seat 3"): a short
answer is told as the statement it answers, so the reader takes the fact from it as from any
telling.

- "Who opened? Seat 2, for ten." is "Seat 2 opened, for ten."; "Whom did you ask to act first?
  Seat 5." is "I ask seat 5 to act first."
- "How many raises had been made? Five." is "Five raises had been made."
- "What did seat 1 turn over? King of hearts, ..." is "seat 1 turn over King of hearts, ...",
  and "And seat 5?" asks the question before it of seat 5.
- "What did seat 6 do? Bet all in." is "seat 6 Bet all in."
- "Was there any raise? No." is "there was no raise."; "Did anyone call? No." is "nobody
  called."; "This was the ante game, correct? Correct." is "This was the ante game."; a
  statement asked and denied is left out.
A question whose answer is a whole telling stays as it was: the answer speaks for itself. "You"
in a question is the one answering ("Had you dealt anything yet?": I had not).
"""

from __future__ import annotations

import re
from typing import Any


class _Lazy:
    """A pattern compiled the first time it is used: most stories hold no questions and answers,
    and compiling these at import cost the command line's start-up some 7 ms (bench/README.md)."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern, self.flags = pattern, flags
        self.compiled: re.Pattern | None = None

    def __getattr__(self, name: str) -> Any:
        if self.compiled is None:
            self.compiled = re.compile(self.pattern, self.flags)
        return getattr(self.compiled, name)


# a story that may hold a question and its answer: "Q." or "Q:" or "Q to", or "asked dealer who"
_MAYBE = re.compile(r"\bQ\b|\basked\s+(?:the\s+)?(?:dealer|dlr|seat|table)\b", re.I)

_LABEL = _Lazy(r"(?:^|(?<=\n)|(?<=[.?!\"”]\s))[ \t]*(Q|A)\s*[.:]\s+", re.M)
_LEAD = _Lazy(
    r"^(?:(?:and|so|now|okay|ok|then|well)\b,?\s*|(?:mr|mrs|ms|dr)\.?\s+\w+,\s*|"
    r"(?:directing\s+(?:your\s+attention\s+)?to|referring\s+to|turning\s+(?:now\s+)?to|going\s+back\s+to|"
    r"looking\s+at)\b[^,?]*,\s*)+",
    re.I,
)
_ASIDE = _Lazy(
    r",\s*(?:if\s+anything|to\s+(?:the\s+best\s+of\s+)?your\s+(?:recollection|knowledge)|sir|ma['’]am),", re.I
)
_FILLER = _Lazy(
    r"^(?:(?:sir|ma['’]am|i\s+believe|i\s+think|as\s+i\s+recall|to\s+(?:the\s+best\s+of\s+)?my\s+(?:recollection|"
    r"knowledge))\b,?\s*)+",
    re.I,
)
_FILLER_AFTER = _Lazy(r",\s*(?:sir|ma['’]am|i\s+believe|i\s+think)\s*(?=[.!]|$)", re.I)
_YES = _Lazy(
    r"^(?:yes|yeah|yep|correct|that['’]s\s+(?:correct|right)|right)\b[,.!]?\s*(?:(?:sir|ma['’]am)\b[,.!]?\s*)?", re.I
)
_NO = _Lazy(
    r"^(?:no(?!\s+one)|nope|not\s+that\s+i\s+(?:saw|recall|know\s+of)|i\s+don['’]t\s+believe\s+so)\b[,.!]?\s*"
    r"(?:(?:sir|ma['’]am)\b[,.!]?\s*)?",
    re.I,
)
_NONE = _Lazy(r"^(?:none|no\s+one|nobody|nothing|never)\b", re.I)  # a no that tells: "No one declared."
_WHEN = _Lazy(
    r"^([^?]*?,\s*)(?=(?:who|whom|what|which|how|did|was|were|had|has|is|are|does|do|could)\b)", re.I
)  # "After the draw, whom did you ask ...": when, kept before the answer told
_DENIED_TAIL = _Lazy(r",?\s*(?:correct|right|is\s+that\s+(?:correct|right)|yes|true)\s*\?$", re.I)

_NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve".split())
_SEATS = r"seats?\s+\d{1,2}(?:(?:\s*,\s*|\s+and\s+|\s*,\s*and\s+)(?:seat\s+)?\d{1,2})*"
_PRONOUNS = r"he|she|it|they|you|there|anyone|anybody|everyone|everybody|someone|somebody|nobody|no\s+one"
_SUBJECT = _Lazy(
    rf"^((?:{_SEATS})|(?:(?:{_PRONOUNS})(?:\s+else)?)|(?:the|his|her|that|this|any)(?:\s+\w+){{1,3}}?)\s+(.*)$", re.I
)
_SINGULAR = {"were": "was", "have": "has", "are": "is", "do": "does"}
_AUX = frozenset("did was were had has have is are does do could would can".split())
# after a subject told with "the": the next word shows where the subject ends ("was the pot opened")
_PARTICIPLE = _Lazy(r"^(?:\w+(?:ed|en|ing)|held|dealt|shown|made|put|bet|still|aware|in|on|at)\b", re.I)
# where the object of "what did he ..." goes: after these words that belong to the verb
_PARTICLES = frozenset("over up down away out with for back in".split())
_ADVERB = _Lazy(r"^(?:actually|in\s+fact|really|first|then|later|finally|originally)\s+", re.I)
_ENDING = frozenset("on with for to at in about from".split())  # "what did you open on?": on the answer
_HOW_MANY = _Lazy(r"^how\s+many\s+(\w+)\s+(.*)$", re.I)
_WHO = _Lazy(r"^who(?:m)?\s+(.*)$", re.I)
_HAPPENED = _Lazy(
    r"^what\s+happened\s+((?:on|in|at|during|after|before)\s+.+)$", re.I
)  # "What happened on the hand before? Nobody opened it.": on the hand before, nobody opened it
_WHAT_DID = _Lazy(r"^(?:what|which\s+\w+)\s+(?:did|does|do)\s+(.*)$", re.I)
_WHAT_IS = _Lazy(r"^what\s+(is|was|were|are)\s+((?:the|his|her|seat\s+\d{1,2}['’]?s?)\b.*)$", re.I)
_WHAT_WAS = _Lazy(r"^(?:what|which)\s+(\w+)\s+(was|were)\s+(\w+(?:ed|en)\b.*)$", re.I)
_WHICH_DID = _Lazy(r"^(?:what|which)\s+(card|cards)\s+(\w+)\s+(.*)$", re.I)
_ELLIPSIS = _Lazy(rf"^(?:and\s+|what\s+about\s+|how\s+about\s+)?({_SEATS})\s*\??$", re.I)
_SEAT = _Lazy(_SEATS, re.I)
_FRAGMENT_START = _Lazy(
    r"^(?:[\"“]|\d|\$|(?:a|an|the|his|her|one|two|three|four|five|six|seven|eight|nine|ten|all|just|only|"
    r"ace|aces|king|kings|queen|queens|jack|jacks|trey|treys|deuce|deuces|pair|nothing|fifteen|twenty|thirty|forty|fifty|"
    r"sixty|hundred)\b)",
    re.I,
)
_ACT_START = _Lazy(
    r"^(?:(?:just|only|then|never|also)\s+)?(?:\w+ed|bet|bets|said|says|threw|drew|took|held|had|put|told|dealt|"
    r"folded|called|raised|checked|showed|knocked|rapped|didn['’]t|did\s+not|went|made|kept|gave|got)\b",
    re.I,
)


def answered(text: str) -> str:
    """The story with each question and its short answer told as one statement; a story without
    "Q." and "A." lines, or a note's "Q to dlr: ...? - ...", is returned as it was."""
    if not _MAYBE.search(text):
        return text
    text = _INLINE.sub(_inline_told, text) if "Q" in text else text
    text = _ASKED_INLINE.sub(_inline_told, text) if "sked" in text else text
    marks = list(_LABEL.finditer(text))
    if not {m.group(1).upper() for m in marks} >= {"Q", "A"}:
        return text
    out = [text[: marks[0].start()]]
    ends = [m.start() for m in marks[1:]] + [len(text)]
    turns = [(m.group(1).upper(), text[m.end() : end], text[m.start() : end]) for m, end in zip(marks, ends)]
    seated = ""  # the last question that named a seat
    k = 0
    while k < len(turns):
        label, said, typed = turns[k]
        if label == "Q" and k + 1 < len(turns) and turns[k + 1][0] == "A":
            when, asked = _question(said, seated)
            told = _told(asked, turns[k + 1][1])
            out.append(when + told if told is not None else typed + turns[k + 1][1])  # as typed, "A." left out: no ace
            seated = asked if _SEAT.search(asked) else seated
            k += 2
            continue
        out.append(typed)
        k += 1
    return "".join(out)


# a note's question put to someone and the answer after a dash: "Q to dlr: before the draw? - yes."
_INLINE = _Lazy(
    r"\bQ(?:\s+to\s+(?P<who>[^:?\n]{1,25}?))?\s*:\s*(?P<q>[^?\n]{2,200}\?)\s*[-–—]+\s*"
    r"(?P<a>\"[^\"\n]*\"|“[^”\n]*”|[^.!?\n]*[.!?]?)"
)
# a note's question told as asked: "Asked dealer who opened - says seat 3, for $20."
_ASKED_INLINE = _Lazy(
    r"\basked\s+(?P<who>the\s+dealer|dealer|dlr|seat\s+\d{1,2}|the\s+table)\s+"
    r"(?P<q>(?:who|whom|how\s+many|what|which)\b[^-–—?:.\n]{1,150}?)\s*[-–—:]+\s*(?:(?:he|she)\s+)?(?:says|said)?\s*"
    r"(?P<a>\"[^\"\n]*\"|“[^”\n]*”|[^.!?\n]*[.!?]?)",
    re.I,
)
_ADDRESSEE = {"dlr": "the dealer", "dealer": "the dealer", "table": "the table"}


def _inline_told(m: re.Match) -> str:
    who = (m.group("who") or "").strip()
    who = _ADDRESSEE.get(who.lower(), who)
    answer = m.group("a").strip().strip('"“”')
    answer = answer if answer[-1:] in ".!?" else answer + "."
    asked = m.group("q").strip()
    told = _told(_LEAD.sub("", asked if asked.endswith("?") else asked + "?"), answer, who or None)
    return m.group(0) if told is None else told.strip() + " "


def _question(said: str, before: str) -> tuple[str, str]:
    """The question as asked, without its lead-in ("And", "Mr. Alvarez,", "Referring to Exhibit
    4,") and asides (", if anything,"), and the clause before its question word that says when
    ("After the draw, whom ..."); "And seat 5?" is the last question that named a seat, of seat 5."""
    asked = _LEAD.sub("", _ASIDE.sub("", said.strip()))
    earlier = re.match(r"^(.*[.!]\s+)(?=\S[^.!?]*\?$)", asked)  # "Exhibit 9, the photograph. What did seat 2 hold?"
    if earlier:
        told_when, last = _question(asked[earlier.end(1) :], before)
        return earlier.group(1) + told_when, last
    ellipsis = _ELLIPSIS.match(asked)
    if ellipsis and _SEAT.search(before):
        return "", _SEAT.sub(ellipsis.group(1), before, count=1)
    when = _WHEN.match(asked)
    return (when.group(1), asked[when.end(1) :]) if when else ("", asked)


def _told(asked: str, answer: str, asked_of: str | None = None) -> str | None:
    """The statement a question and its short answer make together, or None where the answer
    is a telling of its own. "You" is the one asked: the teller, or the seat the note names."""
    if not asked.endswith("?"):
        return None
    first, rest = _first_sentence(answer.strip())
    first = _FILLER_AFTER.sub("", _FILLER.sub("", first))
    question = asked[:-1].strip()
    if asked_of:  # "Q to seat 1: were you going pat?": seat 1
        question = re.sub(r"\byour\b", f"{asked_of}'s", re.sub(r"\byou\b", asked_of, question, flags=re.I), flags=re.I)
    told = _yes_no(question, first) or _filled(question, first)
    return None if told is None else f"{told} {rest}".rstrip() + "\n"


def _first_sentence(answer: str) -> tuple[str, str]:
    m = re.search(r"[.!?](?=\s|$)", answer)
    return (answer, "") if m is None else (answer[: m.start()], answer[m.end() :].strip())


def _yes_no(question: str, first: str) -> str | None:
    yes, no, none = _YES.match(first), _NO.match(first), _NONE.match(first)
    if not (yes or no or none):
        return None
    if none and not no:  # "No one declared." tells on; a bare "None." does not
        said = first if len(first.split()) > 1 else ""
    else:
        said = first[(yes or no).end() :]
    no = no or none
    joined = bool(re.match(r"(?:for|to|with|at|in|on|by|\$?\d)\b", said, re.I))  # "Yes, for ten.": the same telling
    end = f", {said}." if said and joined else f". {said}." if said else "."
    words = question.split()
    if words and words[0].lower() in _AUX:
        found = _subject(" ".join(words[1:]))
        if found is None:
            return None
        subject, rest = found
        aux = words[0].lower()
        if subject.lower() == "you":  # "were you dealing?": I was
            aux = {"were": "was", "are": "am"}.get(aux, aux)
        elif subject.lower() != "they":  # "were you going pat?" asked of seat 1: he was
            aux = _SINGULAR.get(aux, aux)
        if no and subject.lower().split()[0] in ("anyone", "anybody", "someone", "somebody"):
            nobody = f"nobody{subject[subject.index(' ') :] if ' ' in subject else ''}"
            if aux == "did" and rest:  # "Did anyone call? No.": nobody called
                verb, *after = rest.split()
                return f"{nobody} {' '.join([_past(verb), *after])}{end}"
            return f"{nobody} {aux} {_as_teller(rest)}{end}"
        if no and rest.lower().startswith("any "):
            return f"{_as_teller(subject)} {aux} no {_as_teller(rest[4:])}{end}"  # "there was no raise"
        return f"{_as_teller(subject)} {aux}{' not' if no else ''} {_as_teller(rest)}{end}"
    if words and words[0].lower() in ("what", "who", "whom", "how", "which", "where", "when", "why"):
        return None
    if words and words[0].lower() in ("any", "anything", "anyone", "anybody"):  # "any raise? - no": no raise
        if not no:
            return None
        nothing = {"any": "no", "anything": "nothing", "anyone": "nobody", "anybody": "nobody"}[words[0].lower()]
        return f"{nothing} {_as_teller(' '.join(words[1:]))}{end}"
    statement = _DENIED_TAIL.sub("", question + "?").rstrip("?")
    return f"{_as_teller(statement)}{end}" if yes else f"{said.strip()}." if said.strip() else ""


_IRREGULAR = {
    "bet": "bet", "put": "put", "draw": "drew", "take": "took", "throw": "threw", "say": "said", "do": "did",
    "have": "had", "get": "got", "make": "made", "see": "saw", "give": "gave", "come": "came", "go": "went",
    "keep": "kept", "hold": "held", "know": "knew", "tell": "told", "win": "won", "lose": "lost", "deal": "dealt",
}  # fmt: skip


def _past(verb: str) -> str:
    """The verb as told of the past ("call": "called", "raise": "raised", "draw": "drew")."""
    low = verb.lower()
    return _IRREGULAR.get(low) or (low + "d" if low.endswith("e") else low + "ed")


def _subject(words: str) -> tuple[str, str] | None:
    """The subject at the start of the words, and what follows it ("the pot opened on that
    deal": "the pot"); None where it cannot be told."""
    m = _SUBJECT.match(words)
    if not m:
        return None
    subject, rest = m.group(1), m.group(2)
    if subject.split()[0].lower() in ("the", "his", "her", "that", "this", "any"):
        parts = words.split()
        for n in range(2, min(5, len(parts))):  # the shortest subject whose next word is a participle
            if _PARTICIPLE.match(parts[n]):
                return " ".join(parts[:n]), " ".join(parts[n:])
        return None
    return subject, rest


def _filled(question: str, first: str) -> str | None:
    """A wh-question with its answer put where the question left the gap."""
    happened = _HAPPENED.match(question)
    if happened:
        return f"{happened.group(1)}, {first}."
    who = _WHO.match(question)
    if who and _SEAT.fullmatch(_head(first)) and who.group(1).split()[0].lower() not in _AUX:
        return f"{_head(first)} {_as_teller(who.group(1))}{_tail(first)}."
    if who and _SEAT.fullmatch(_head(first)) and (found := _subject(" ".join(who.group(1).split()[1:]))):
        subject, verb_on = found  # "whom did you ask to act first? Seat 5.": I ask seat 5 to act first
        verb, *after = verb_on.split() or [""]
        lead = [w for w in after[:1] if w.lower() == "on" or (len(after) == 1 and w.lower() in _ENDING)]
        rest = " ".join(after[len(lead) :])
        return (
            f"{_as_teller(subject)} {' '.join([verb, *lead])} {_head(first)} {_as_teller(rest)}".rstrip()
            + f"{_tail(first)}."
        )
    how = _HOW_MANY.match(question)
    if how and _count(first):
        noun, rest = how.group(1), how.group(2)
        parts = rest.split()
        if parts and parts[0].lower() in _AUX and len(parts) > 1 and (found := _subject(" ".join(parts[1:]))):
            subject, verb_on = found
            verb, *after = verb_on.split()
            return f"{_as_teller(subject)} {verb} {_count(first)} {noun} {_as_teller(' '.join(after))}".rstrip() + "."
        return f"{_count(first)} {noun} {_as_teller(rest)}."
    what = _WHAT_DID.match(question)
    if what and (found := _subject(what.group(1))):
        subject, verb_on = found
        adverb = _ADVERB.match(verb_on)
        if adverb:  # "what did he in fact have", "what did seat 7 first say": the adverb stays before
            subject, verb_on = f"{subject} {adverb.group(0).strip()}", verb_on[adverb.end() :]
        verb, *after = verb_on.split() or [""]
        if verb.lower() == "do" and _ACT_START.match(first):
            return f"{_as_teller(subject)} {first}."
        if verb and verb.lower() != "do" and _FRAGMENT_START.match(first):
            lead = [w for w in after[:1] if w.lower() in _PARTICLES or (len(after) == 1 and w.lower() in _ENDING)]
            tail = " ".join(after[len(lead) :])
            return f"{_as_teller(subject)} {' '.join([verb, *lead])} {first} {_as_teller(tail)}".rstrip() + "."
    named = _WHAT_IS.match(question)
    if named and _FRAGMENT_START.match(first):  # "What were the limits? Fifteen and thirty."
        return f"{named.group(2)} {named.group(1)} {first}."
    which = _WHAT_WAS.match(question) or _WHICH_DID.match(question)
    if which and _FRAGMENT_START.match(first):  # "What card was exposed? A six, to seat 4."
        return f"{_head(first)} {' '.join(which.groups()[1:])}{_tail(first)}."
    return None


def _head(first: str) -> str:
    return first.split(",", 1)[0].strip()


def _tail(first: str) -> str:
    parts = first.split(",", 1)
    return f",{parts[1]}" if len(parts) > 1 else ""


def _count(first: str) -> str | None:
    """The number a short answer gives ("Four, sir.", "Five, I believe", "Two"), or None."""
    words = first.replace(",", " ").split()
    if not words or len(words) > 3:
        return None
    return words[0] if words[0].isdigit() or words[0].lower() in _NUMBER_WORDS else None


def _as_teller(words: str) -> str:
    """A question's "you" is the one answering."""
    return re.sub(r"\byou\b", "I", re.sub(r"\byour\b", "my", words))
