"""What a story says that did not happen in this hand: a player's claim, a quotation, a question
whether something happened, a supposition, and words about the room's rules (floor/story.py reads
no fact from them)."""

from __future__ import annotations

import re

# What someone claims is not what happened: the rest of a clause after one of these words is
# a player's side of the dispute ("seat 8 says a six has to raise") or a supposition ("if
# nobody opens it goes low"), as are words in quotes;
# a clause naming the room's rules speaks of the house, not this hand ("we deal bet and six
# raises in this room"). No fact is read from either.
CLAIMS = frozenset(
    "says said saying claims claimed argues argued insists insisted thinks thought believes swears reckons "
    "reckoned figures figured ruled rules alleges alleged alleging contends contended asserts asserted complains "
    "complained yells yelled yelling hollers hollered hollering shouts shouted shouting screams screamed screaming guess "
    "if whether unless".split()  # what might happen is not what did
)
UNSAID = frozenset("without never".split())
NOT_SAID = frozenset("not didnt doesnt dont".split())  # "did not say he was standing pat": what he did not say
STATED = frozenset("states stated stating".split())  # a report's word: a claim only where it speaks to the rule


def _claim_word(words: list[str], k: int) -> bool:
    """Whether words[k] starts a claim: a claim word; "say" after a negation, unless nothing was
    said ("didn't say anything"); a report's "stated" where what follows is someone's word on the
    rule ("S-2 stated the bug can only be a king", not "the dealer stated no card had come off")."""
    w = words[k]
    if w == "say":
        return (
            k > 0
            and words[k - 1] in NOT_SAID
            and words[k + 1 : k + 2] not in (["anything"], ["nothing"], ["a"], ["it"])
        )
    if w in STATED:
        return bool(RULED & set(words[k + 1 : k + 8]))
    return w in CLAIMS or said_aloud(words, k)


HOUSE_WORDS = (
    ("in", "this", "room"),
    ("house", "rule"),
    ("house", "rules"),
    ("we", "deal"),
    ("we", "play"),
    ("the", "house", "plays"),
    ("the", "room", "plays"),
    ("our", "room"),
    ("allowed",),
    ("the", "cap", "is"),
    ("raise", "limit"),  # "the posted raise limit is a bet and six raises"
    ("posted", "limit"),
    ("cap", "of"),  # "house cap of a bet and four raises": the room's cap, not the raises made
)
THIS_HAND = frozenset(("so",))  # "nobody opened, so we play low": this hand, not the room's rule


def room_words_at(words: list[str], phrases: tuple) -> list[int]:
    """Where one of the phrases about the room's rules starts among the words, except after "so"
    ("nobody opened, so we play low" is this hand)."""
    return [
        k
        for phrase in phrases
        for k in range(len(words))
        if tuple(words[k : k + len(phrase)]) == phrase and (k == 0 or words[k - 1] not in THIS_HAND)
    ]


# Acts told in the present after a claim, by the one who made it: the claim ends there ("seat 3
# says wait and shows 10 10": the showing is told, not said).
ACTS_TOLD = frozenset(
    "shows turns flips tables throws tosses mucks folds bets raises checks draws grabs rakes drags pushes".split()
)


# Past acts told after "then", and the dealer's time told after "before": the claim ends there too
# ("said two then changed it to one"; "said three before the dealer pitched anything").
THEN_TOLD = frozenset("changed switched showed folded mucked grabbed took tossed threw turned flipped".split())


def _told_after(words: list[str], k: int) -> bool:
    follows = words[k + 1 : k + 3]
    return (words[k] == "then" and follows[:1] != [] and follows[0] in THEN_TOLD) or (
        words[k] == "before" and follows in (["the", "dealer"], ["the", "dealers"], ["any", "card"], ["any", "cards"])
    )


# What a player held, told after "but" against what he said ("said it was open but he only had
# nines"): the teller's word, not the claim.
HELD_TOLD = frozenset("had has held holds showed shows".split())


def _held_after_but(words: list[str], k: int) -> bool:
    after = [w for w in words[k + 1 : k + 5] if w not in ("only", "just", "actually", "really")]
    return words[k] == "but" and after[:1] in (["he"], ["she"]) and after[1:2] != [] and after[1] in HELD_TOLD


# A clause that goes on with what was said after a comma ("..., it's like lowball").
CLAIM_GOES_ON = frozenset("it its thats that you youre theres because since cause which".split())
# A claim that so far says only one of these goes on in the next clause ("says oh no, I only
# have tens").
INTERJECTIONS = frozenset(
    "wait oh no dear oops whoops whoa sorry hold hang on uh um hey well ah shoot dang darn man guys lord geez jeez".split()
)


def said_aloud(words: list[str], k: int) -> bool:
    """ "goes" as a speech verb: followed by an interjection ("seat 1 goes oh no, I misread")."""
    return words[k] == "goes" and k + 1 < len(words) and words[k + 1] in INTERJECTIONS


_NAMING = re.compile(r"\b(?:the|a|an|this|that|these|those|by|so-called)\s*$", re.I)


def _a_name(text: str, a: int, b: int) -> bool:
    """A word or two in quotes after "the", "a", "by" is a thing's name, not anyone's words: the
    "progressive" sign, these "opener" buttons, by "killing" the pot."""
    return len(text[a + 1 : b - 1].split()) <= 2 and bool(_NAMING.search(text, 0, a))


QUOTED = re.compile(r'"[^"]*"|“[^”]*”')  # a quotation, straight or curly quotes
_OF_ANOTHER = frozenset("he she they his her its it thats that this you".split())


def _said_of_another(text: str, toks: tuple, n: int) -> bool:
    """Words after "says:" of someone else or of the rules ("seat 3 says: he split his openers",
    "says: it's queens now"): his claim. A player's own account after the colon ("says: three of
    us started the round", "I'm making it six bets") is what happened, as he tells it."""
    return ":" in text[toks[n - 1][2] : toks[n][1]] and toks[n][0] in _OF_ANOTHER


def asides(text: str, toks: tuple) -> tuple[set[int], set[int]]:
    """The words that are a claim or a quotation, and those about the room's rules: not what
    happened in this hand (CLAIMS); the second may still name the table's setup."""
    out: set[int] = set()
    house: set[int] = set()
    quoted = [m.span() for m in QUOTED.finditer(text)]
    quoted = [(a, b) for a, b in quoted if 2 * (b - a) < len(text) or _said_before(text, toks, a)]
    quoted = [(a, b) for a, b in quoted if not _a_name(text, a, b)]
    # most of the story in quotes with nobody saying it ('Dealer: "Floor! Seat 1 opened ..."'): the teller's words
    by_clause: dict[int, list[int]] = {}
    for n, t in enumerate(toks):
        by_clause.setdefault(t[3], []).append(n)
        if any(a < t[1] < b for a, b in quoted):
            out.add(n)
    source = _relayer(text, toks)
    said_to_end: set[int] = set()  # clauses whose claim runs to their end: it may go on
    interjected: set[int] = set()  # clauses whose claim is only "wait", "oh no": it goes on
    bare: set[int] = set()  # clauses that end with the claim word ("seat 2 says, ...", "seat 3 says: ...")
    for c, clause in sorted(by_clause.items()):
        words = [toks[n][0] for n in clause]
        if (
            c - 1 in interjected
            or (c - 1 in bare and (words[0] in INTERJECTIONS or _said_of_another(text, toks, clause[0])))
            or (
                c - 1 in said_to_end
                and words[0] in CLAIM_GOES_ON
                and "," in text[toks[clause[0] - 1][2] : toks[clause[0]][1]]
            )
        ):
            out.update(clause)  # "he says you can't check-raise in this game, it's like lowball"
            said_to_end.add(c)
            if set(words) <= INTERJECTIONS:
                interjected.add(c)  # "says, oh, uh, oh dear, I misread": still his words
            continue
        said_of_room = room_words_at(words, HOUSE_WORDS)
        if said_of_room:
            house.update(clause[: _room_words_end(words, min(said_of_room))])
        said = next(
            (
                k
                for k, w in enumerate(words)
                if _claim_word(words, k)
                and words[k + 1 :] != ["nothing"]
                and (k == 0 or words[k - 1] not in UNSAID)
                and not (
                    k
                    and w in REPORTED
                    and (words[k - 1] == "dealer" or clause[k - 1] in source)
                    and not RULED & set(words[k + 1 : k + 7])
                )
            ),
            None,
        )  # "..., says nothing." claims nothing; "without saying pair" is what he did not say
        if said is not None:  # to the clause's end, or to an act told ("says seven and seat 6 mucks")
            end = next(
                (
                    k
                    for k in range(said + 1, len(words) - 1)
                    if (words[said] == "say" and words[k] == "seat")  # "didn't say pair seat 5 has ...": told again
                    or (
                        words[k] in ("and", "but", "then")
                        and (words[k + 1] == "seat" or words[k + 1] in ACTS_TOLD or _held_after_but(words, k))
                    )
                    or _told_after(words, k)
                ),
                len(words),
            )
            out.update(clause[said:end])
            if end == len(words):
                said_to_end.add(c)
                if words[said + 1 :] and set(words[said + 1 :]) <= INTERJECTIONS:  # "says oh no,": his words go on
                    interjected.add(c)
                elif not words[said + 1 :]:
                    bare.add(c)  # "says, oh, uh, I misread": on where an interjection follows
    told = out | _asked_whether(text, toks) | _spoken_after_label(text, toks) | answers_offered(text, toks)
    return told | another_time(text, toks), house


_ANOTHER_TIME = re.compile(
    r"\b(?:in|of|since|back\s+in)\s+(?:19|20)\d\d\b|\byears\s+ago\b|\bin\s+my\s+day\b|\bback\s+in\s+the\s+day\b"
    r"|\bin\s+(?:those|the\s+old)\s+days\b|\bback\s+then\b",
    re.I,
)  # "a night at the Gardena Club in 1961", "years ago", "in my day"


_LATELY = re.compile(
    r"\b(?:last|this\s+past)\s+(?:night|week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
    r"|\b(?:tonight|yesterday|today|recently)\b|\bthe\s+other\s+(?:night|day|evening)\b",
    re.I,
)  # the hand in dispute told as lately: "Last Friday six of us were in"


def another_time(text: str, toks: tuple) -> set[int]:
    """The words of a sentence about another time ("I recall a night in 1961 when eleven raises
    went in before the draw", "In my day the opener always led") in a story whose hand is told
    as lately ("Last Friday ..."): an old story beside it, not this hand. A story told wholly of
    the old days (a memoir) is its hand."""
    out: set[int] = set()
    if not _LATELY.search(text):
        return out
    for m in _ANOTHER_TIME.finditer(text):
        start = max(text.rfind(p, 0, m.start()) for p in ".!?\n") + 1
        ends = [i for i in (text.find(p, m.end()) for p in ".!?\n") if i >= 0]
        end = min(ends, default=len(text))
        if not _LATELY.search(text, start, end):
            out.update(n for n, t in enumerate(toks) if start <= t[1] < end)
    return out


_OPTION = re.compile(r"(?:^|(?<=\s))\(?([A-Da-d])\)\s")  # "A) ...", "(b) ..."


def answers_offered(text: str, toks: tuple) -> set[int]:
    """The lettered answers a quiz offers after its question ("What is the correct ruling? A) ...
    B) ..."): one of them is the ruling, the others are wrong on purpose, none is what happened."""
    marks = list(_OPTION.finditer(text))
    letters = [m.group(1).lower() for m in marks]
    if "a" not in letters or "b" not in letters[letters.index("a") + 1 :]:
        return set()
    start = marks[letters.index("a")].start()
    return {n for n, t in enumerate(toks) if t[1] >= start}


def _relayer(text: str, toks: tuple) -> set[int]:
    """The words naming the person the teller has the story from, before his "says" ("Mike says
    the dealer gave seat 9 one card too many"; "Mike is at the draw game and he says ..."): the
    capitalised name before the story's first "says", with no seat named yet. His account is the
    story, as the dealer's is; his word on what the ruling is stays a claim (RULED)."""
    words = [t[0] for t in toks]
    k = next((n for n, w in enumerate(words) if w in REPORTED), None)
    if not k or "seat" in words[:k] or set(words[:k]) & HAND_ACTS:
        return set()  # a player who says something once the hand is told is a party to it

    def a_name(n: int) -> bool:
        return text[toks[n][1]].isupper() and words[n].isalpha() and words[n] not in NOT_NAMES

    name = k - 1 if a_name(k - 1) else None
    if name is None and words[k - 1] in ("he", "she"):  # "Mike is at the draw game and he says"
        start = text.rfind(".", 0, toks[k - 1][1])
        name = next((n for n in range(k - 2, -1, -1) if toks[n][1] > start and a_name(n)), None)
        if name is not None and set(words[name + 1 : k - 1]) & PERSON_WORDS:
            name = None
    if name is None:
        return set()
    out, last = set(), None  # the last one named, by name or as a person, before each "says"
    for n in range(len(words) - 1):
        if words[n + 1] in REPORTED and (
            words[n] == words[name] or (words[n] in ("he", "she") and last == words[name])
        ):
            out.add(n)  # "Mike says ...", and "he says ..." while Mike is the last one named
        if a_name(n) or words[n] in PERSON_WORDS - {"he", "she"}:
            last = words[n]
    return out


NOT_NAMES = frozenset(
    "i he she it they we you dealer floor the a an so ok okay hi hey then and but also now everyone everybody "
    "nobody someone somebody player guy q".split()
)
PERSON_WORDS = frozenset("guy man woman lady player dealer seat he she".split())
HAND_ACTS = frozenset(
    "opened opens bet bets raised raises checked checks called calls folded folds drew mucked".split()
)


# The dealer's own account of the hand ("the dealer says she hadn't taken a card off yet") is the
# story, not a claim; his ruling on it ("the dealer says you can only take four") stays a claim.
REPORTED = frozenset("says said".split())
RULED = frozenset("you can cant cannot must should only have has allowed rule rules capped dead".split())
HAND_TOLD_NEXT = frozenset("nobody seat he she last this everyone everybody someone somebody i".split())


def _room_words_end(words: list[str], start: int) -> int:
    """Where the words about the room end: at "and", "but" or "so" that starts a telling of this
    hand ("we play progressive openers here and nobody opened last hand", "... right so last hand
    nobody opened")."""
    return next(
        (
            k
            for k in range(start + 1, len(words) - 1)
            if words[k] in ("and", "but", "so") and words[k + 1] in HAND_TOLD_NEXT
        ),
        len(words),
    )


POSITIONS = frozenset("position view claim claims argument case contention version complaint".split())  # a party's side
SPOKEN_STARTS = frozenset("i im ive you youre he hes she shes the a an it its thats we this that".split())


def _spoken_after_label(text: str, toks: tuple) -> set[int]:
    """The words a seat says after his label, to the sentence's end ("s8: the joker's only good
    for straights"); not a hand history's act or cards ("Seat 2: checks", "seat 1: Jk 2c")."""
    out: set[int] = set()
    for n in range(1, len(toks) - 1):
        if toks[n - 1][0] != "seat":
            continue
        if toks[n][0].removesuffix("s").isdigit() and toks[n + 1][0] in POSITIONS:
            n += 1  # "Seat 5's position: the bug only plays as an ace": all of it his case
        elif not toks[n][0].isdigit() or toks[n + 1][0] not in SPOKEN_STARTS:
            continue
        if n + 1 >= len(toks) or ":" not in text[toks[n][2] : toks[n + 1][1]]:
            continue
        k = n + 1
        while k < len(toks) and not (k > n + 1 and re.search(r"[.!?]", text[toks[k - 1][2] : toks[k][1]])):
            out.add(k)
            k += 1
    return out


ASKED_WHETHER = frozenset("did was were has had have does do is are isnt arent wasnt werent didnt hasnt havent".split())
ASKED_NOW = frozenset("is are isnt arent does do".split())


def asked_of_now(text: str, toks: tuple) -> set[int]:
    """The words of a question about the table as it stands ("is check-raise ok after the draw?"):
    the time it names is the dispute's own (words.yaml `read_in_questions`)."""
    return _asked_whether(text, toks, ASKED_NOW)


def _asked_whether(text: str, toks: tuple, opening: frozenset = ASKED_WHETHER) -> set[int]:
    """The words of a question whether something happened ("Did anybody throw his cards away?",
    "FLOOR: did it land face up?"): asked, not told. A line of its own is a sentence (an email's
    closing question under its bullet points)."""
    out: set[int] = set()
    start = 0
    for n in range(len(toks) + 1):
        if n < len(toks) and not (n and re.search(r"[.!?\n]", text[toks[n - 1][2] : toks[n][1]])):
            continue
        sentence = list(range(start, n))
        start = n
        if not sentence or "?" not in text[toks[sentence[-1]][2] : toks[sentence[-1]][2] + 3]:
            continue
        first = sentence[0]
        if len(sentence) > 1 and ":" in text[toks[first][2] : toks[first + 1][1]]:
            first += 1  # a speaker's label: "FLOOR: did ..."
        if toks[first][0] in opening:
            out.update(sentence)
            continue
        last = max((k for k in sentence[1:] if "," in text[toks[k - 1][2] : toks[k][1]]), default=None)
        if last is not None and toks[last][0] in opening:
            out.update(range(last, n))  # "if he's got tens, is it a false open?": the closing clause asks
    return out


def _said_before(text: str, toks: tuple, at: int) -> bool:
    return any(t[0] in CLAIMS for t in toks if t[2] <= at)
