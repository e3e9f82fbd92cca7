"""Everyday words written the way the story reader takes them (retold.py), before it reads seats:
a dropped g ("callin' it"), "'em", the joker and the draw in a newcomer's words ("the funny card",
"the card swap"), a camera's "subjects" and a club's "punters", "started the betting", "read tens
as jacks", "read wrong", "opened on what turned out to be tens", "held no more than tens", "oh no"
(an interjection), a player's "goes wait" (said), a number in two words ("thirty-five"), a
casino's "checks" for chips, the teller's aside (", the eejit,", ", I believe,"), the listener
called by name (", partner?"), a pause for effect ("shows... an eight"), a hand history's section
headers ("*** 2ND BET ***", "DEAL:"), "opens $20 (high)", a count of cards with its plural or
"for" dropped ("ask 2 card"), "says nothing he can do" and a cry after "says" ("says eish, I
..."); and, once seats are spelled out, "seat 3 say" and "seat 2 bet first" (with_seats)."""

from __future__ import annotations

import re

RANK_PLURALS = r"(?:aces|kings|queens|jacks|tens|nines|eights|sevens|sixes|fives|fours|threes|treys|deuces)"
_RANK_SINGULAR = r"(?:ten|nine|eight|seven|six|five|four|three|trey|deuce|two)"  # below a jack
_LAY_DRAW = re.compile(
    r"\b(?:card\s+(?:swap|trade)|trading\s+round|(?<=the\s)(?:swap|trade)|(?<=to\s)swap)\b(?!\s+(?:seats?|places))",
    re.I,
)  # the draw in the words of someone new to the game: "before the card swap", "his turn to swap"
_CHIPS_LEFT = re.compile(
    r"\b(with\s+(?:chips|money))\s+(?:remaining|left)\b", re.I
)  # "four players with chips remaining began the round": the chips remain, not the players
_SUBJECTS = re.compile(
    r"\b(subject|people|punter)(s?)\b(?!\s+(?:to|of)\b|\s*:)", re.I
)  # a camera operator's "four subjects with chips", "four people were still in", a club's "five punters": players
_NOTHING_ELSE = re.compile(
    r",?\s+and\s+nothing\s+(?:else|more)\b", re.I
)  # "a pair of eights and nothing else": that hand only, not a second one ("nothing": no pair)
_STARTED_BETTING = re.compile(
    r"\bstarted\s+the\s+betting\b(?!\s+(?:after|post|on\s+the\s+draw))", re.I
)  # "the man who opened"
_DROPPED_G = re.compile(r"\b([A-Za-z]{2,})in['’](?=[\s.,!?;:]|$)")  # "callin' it kings full": calling
_EM = re.compile(r"(?<![\w'’])['’]em\b", re.I)  # "the two of 'em": them

_JOKER_NAMES = re.compile(
    r"\b(?:funny|clown|jester)(?:\s+(?:extra|little|looking))?\s+card\b", re.I
)  # the joker, by those who do not use its name


_SIDE_NOTED = re.compile(
    r"\b(open(?:s|ed)?(?:\s+(?:for\s+)?\$?\d+)?)\s*\((high|low)\)", re.I
)  # a hand history's "Seat 3: opens $20 (high)": opened for high


_TURNED_OUT = re.compile(
    r"\b(on|with|holding)\s+what\s+turned\s+out\s+to\s+be\b", re.I
)  # "opened on what turned out to be a pair of tens": on a pair of tens (not "what he thought was")
_OPENS_HIS_CARDS = re.compile(
    r"\bopen(?:s|ed)?\s+(his|her|my)\s+(?:card|cards|hand)\b", re.I
)  # "then seat 5 open his card, is 9 6 4 3 2": he shows it (a pot is opened, cards are shown)
_SPOKEN_SLIP = re.compile(
    r"\b[a-z]+ed\s+(?:uh|um|er),?\s+no,?\s+(?=[a-z]+ed\b)", re.I
)  # "the dealer flashed uh no flipped the jack": said again, the second verb stands
_OH_NO = re.compile(r"\b(oh|uh),?\s+no\b(?![\s,]+(?:one|body|way|more)\b)", re.I)  # an interjection, no negation
_NO_MORE_THAN = re.compile(
    r"\b(held|had|has|have|holds|got|showed|shows)\s+no\s+more\s+than\b", re.I
)  # "he held no more than a pair of tens": only tens
_EPITHET = re.compile(
    r",\s+(?:the|that|this)\s+(?:eejit|idiot|fool|muppet|clown|genius|donkey|numpty|dope|moron|knucklehead|"
    r"gobshite|sap|chump|dummy|dimwit|nitwit|halfwit)(?:\s+\w+)?,(?=\s)",
    re.I,
)  # "opened with queens and then, the eejit, folded them": the teller's name for him, an aside
_HEDGE = re.compile(
    r",\s+(?:to\s+the\s+best\s+of\s+my\s+(?:recollection|knowledge|memory)|as\s+(?:best\s+)?i\s+(?:recall|remember)|"
    r"if\s+i\s+(?:recall|remember)\s+(?:right|correctly)|i\s+(?:believe|think))\s*,(?=\s)",
    re.I,
)  # "a bet and then, to the best of my recollection, four raises": the teller's hedge, an aside
_CHECKS_AS_CHIPS = re.compile(
    r"\b(in|his|her|their|my|your|of|\w+['’]s)\s+checks\b|\bchecks(?=\s+(?:on|in)\s+the\s+(?:layout|middle|pot)\b)",
    re.I,
)  # a casino's word for chips: "$8 in checks", "everybody's checks", "the checks on the layout"
_CALLED_BY = re.compile(
    r",\s*(?:partner|pal|buddy|mate|folks|friend)(?=\s*[.?!])", re.I
)  # "Is that check-raise good here, partner?": the one spoken to, nobody's partner in the hand
_TRAILING_OFF = re.compile(
    r"\s*(?:\.{3}|…)\s*(?=[a-z])(?!no\b)"
)  # "and shows... eight-five-four": a pause for effect inside the sentence ("... no, three" takes back)
_CARD_UP = re.compile(
    r"\b(turn(?:s|ed)?|flip(?:s|ped)?)\s+((?:the|his|her)\s+(?:\w+)\s+of\s+(?:clubs|diamonds|hearts|spades))\s+(up|over)\b",
    re.I,
)  # "the dealer turned the seven of clubs up": turned up the seven of clubs
_MOCK = re.compile(r"\b(in|into|to|from|out\s+of)\s+the\s+mock\b", re.I)  # a misheard or mistyped muck
_OF = re.compile(r"(?<=\s)o['’](?=\s)")  # "a pair o' tens"
_CRY = (
    r"eish|ja|ag|oh|ah|aw|um|uh|er|well|look|listen|sorry|oops|whoops|guys|boys|fellas|folks|man|mate|dude|bro|hey|"
    r"jeez|geez|gosh|wow|whoa|hmm|ugh|yikes|dang|damn|shoot"
)
_EXCLAIMED = "wait|oh|whoa|oops|whoops|sorry|uh|um|hey|eish|ja|ag|ah|aw|jeez|geez|gosh|wow|ugh|yikes|dang|damn"  # never "went well"
# "four says eish, I haven't got openers", "says oh sorry guys it's tens": the cry is no word of
# his claim ("says wait" and "says oh dear" are kept: the reader knows them)
_CRIED = re.compile(rf"\b(says|said|say)\s*,?\s+(?!oh\s+dear\b)(?:(?:{_CRY})\b[\s,!]*)+(?=\w)", re.I)

_SAID_LIKE = re.compile(
    rf"(?:\b(?:goes|went|was\s+like|is\s+like|goes\s+like)|(?<=\w)['’]s\s+like)(?=\s*,?\s*(?:(?:{_EXCLAIMED}|hold\s+on|hang\s+on|nah)\b|[\"“]))",
    re.I,
)  # "seat 4 goes wait, I only have 8s", went "oh no, tens": he said it (the words after are his claim)
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_UNITS = "one two three four five six seven eight nine".split()
_TENS_AND_UNITS = re.compile(
    rf"\b({'|'.join(_TENS)})[-\s]({'|'.join(_UNITS)})\b", re.I
)  # "opens for thirty-five", "twenty five": 35 and 25 ("fifteen-thirty" is a pair of stakes)


def _tens_and_units(m: re.Match) -> str:
    return str(10 * (_TENS.index(m.group(1).lower()) + 2) + _UNITS.index(m.group(2).lower()) + 1)


_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_HUNDREDS = re.compile(
    rf"\b(a|one|{'|'.join(_UNITS[1:])})\s+hundred\s+(?:and|an|&)\s+({'|'.join(_TENS + _TEENS)}|[1-9]\d)\b"
    r"(?![-\s]+(?:[1-9]|one|two|three|four|five|six|seven|eight|nine|players|cards|seats|hands)\b)",
    re.I,
)  # "only have one hundred an twenty left": 120 (a count after it, "a hundred and ten players", is left)


def _hundreds(m: re.Match) -> str:
    head, tail = m.group(1).lower(), m.group(2).lower()
    tens = int(tail) if tail.isdigit() else (_TENS.index(tail) + 2) * 10 if tail in _TENS else _TEENS.index(tail) + 10
    return str(100 * (1 if head in ("a", "one") else _UNITS.index(head) + 1) + tens)


_READ_AS = re.compile(
    rf"(?<![\w'’])read\s+(?=(?:(?:a\s+pair\s+of|his|her|my|two|the)\s+)?(?:{RANK_PLURALS}|\d{{1,2}}s)\s+as\b"
    rf"|(?:an?|the|his|her|my)\s+(?:{_RANK_SINGULAR}|10|[2-9])\s+(?:as|for)\s+an?\s+(?:jack|queen|king|ace)\b)",
    re.I,
)  # "he had read a pair of tens as jacks", "he read a 10 for a jack": misread them
# "he read wrong, he have pair of 10 only": he misread (not "read the hands wrong", a dealer's misreading of two hands)
_READ_WRONG = re.compile(
    r"(?<![\w'’])read\s+(?:(?:it|them|his\s+hand|her\s+hand|his\s+cards|her\s+cards)\s+)?wrong\b", re.I
)


# The section headers of a hand history pasted from an electronic table, in the words a floor
# person would use: "*** 2ND BET ***" is after the draw, "DEAL: [6d] face up to Seat 2" on the deal.
_HEADER_WORDS = {
    "On the deal": "deal|dealing|hole cards",
    "Before the draw": "pre draw|predraw|first bet|1st bet|first betting round",
    "The draw round": "draw",
    "After the draw": "after draw|after the draw|post draw|postdraw|second bet|2nd bet|second betting round",
    "At the showdown": "show down|showdown",
    "Nobody opened": "no open",
}
_HEADERS = {header: told for told, headers in _HEADER_WORDS.items() for header in headers.split("|")}
_STARRED = re.compile(r"\*{2,}\s*([A-Za-z0-9 -]+?)\s*\*{2,}")
_LINE_HEAD = re.compile(
    r"(?m)^(\s*)(DEAL|DEALING)\s*(?::|\.{2,})|(^|[.!?]\s+)(?:Dealing|While dealing),(?=\s)"
)  # a hand history's "DEAL:", a sentence opened "Dealing, the 9 of clubs went face up": on the deal
# a notes app's Markdown: "## T7 · lowball", "- **S4** said eight", "> Question: who wins?"; a
# heading or a list item is a sentence of its own, its marks no words
_BOLD = re.compile(r"\*\*|__")
_MARKED_LINE = re.compile(r"(?m)^[ \t]*(?:#{1,6}|[-*•]|>)[ \t]+(.*?)[ \t]*$")


def _header(m: re.Match) -> str:
    told = _HEADERS.get(re.sub(r"[\s-]+", " ", m.group(1)).strip().lower())
    if told is None:
        return m.group(0)
    return f"{told}." if told == "Nobody opened" else f"{told}:"  # a section's lines follow its header


def _as_players(m: re.Match) -> str:
    word = "players" if m.group(1).lower() == "people" or m.group(2) else "player"
    return word.capitalize() if m.group(1)[0].isupper() else word


def _unmarked(m: re.Match) -> str:
    line = m.group(1)
    return line if not line or line[-1] in ".!?:;," else f"{line}."


def _shouted(text: str) -> bool:
    """Whether a story is typed in capitals throughout (caps lock on a pager or a phone)."""
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 20 and sum(c.isupper() for c in letters) >= 0.9 * len(letters)


_WORD = re.compile(r"[^\W_]+")
_CARD_CAPS = re.compile(r"(?:10|[2-9TJQKA])[SHDC]|JK")  # "KC", "10H", "JK": a card in capitals
_RANK_CAPS = re.compile(r"10|[2-9TJQKA]")


def unshouted(text: str) -> str:
    """A story typed in capitals, in lower case but for its cards: caps lock tells no names, no
    verbs from names, and no card from "AS", "AH" or "10S" written alone (as, ah, a pair of 10s). A rank
    letter stays a capital beside another rank or card ("K K 9 9 4", "KC KH QS QD AS"); "A", the
    article too, only after one or before a letter ("A K Q J 10", not "A 8 6 5 3 2" nor "A 7")."""
    if not _shouted(text):
        return text
    words = list(_WORD.finditer(text))

    def card_like(k: int) -> bool:
        return 0 <= k < len(words) and bool(
            _CARD_CAPS.fullmatch(words[k].group()) or _RANK_CAPS.fullmatch(words[k].group())
        )

    out, at = [], 0
    for k, m in enumerate(words):
        word = m.group()
        beside = card_like(k - 1) or card_like(k + 1)
        card = _CARD_CAPS.fullmatch(word) and ((not word.endswith("S") and word != "AH") or beside)  # "10S": tens?
        beside_letter = card_like(k - 1) or (card_like(k + 1) and not words[k + 1].group().isdigit())
        keep = card or (
            _RANK_CAPS.fullmatch(word) and not word.isdigit() and (beside_letter if word == "A" else beside)
        )
        out.append(text[at : m.start()] + (word if keep else word.lower()))
        at = m.end()
    return "".join(out) + text[at:]


_STAR_FIX = re.compile(r"(?<![\w*])\*([A-Za-z][A-Za-z'’-]*)(?![\w*:])[.!]?")  # "*jack": not "**bold**", "*stress*"
_REACH = 12  # words before a correction where the word it corrects is looked for


def _corrected(text: str) -> str:
    """A texter's correction of a word his phone changed, sent after it ("five jackets. *jack"):
    the nearest word before it, within a few, that starts as the correction does (its first three
    letters) and is not it, is replaced by it; the correction itself is dropped."""
    while m := _STAR_FIX.search(text):
        fix = m.group(1)
        before = list(_WORD.finditer(text, 0, m.start()))[-_REACH:]
        wrong = next(
            (
                w
                for w in reversed(before)
                if w.group(0).lower()[:3] == fix.lower()[:3] and w.group(0).lower() != fix.lower()
            ),
            None,
        )
        text = text[: m.start()].rstrip(" ") + text[m.end() :]
        if wrong is not None:
            text = text[: wrong.start()] + fix + text[wrong.end() :]
    return text


def plainly(text: str) -> str:
    """The story in the words the reader knows (same sentences)."""
    text = _corrected(unshouted(text))
    text = _LINE_HEAD.sub(lambda m: f"{m.group(1) or m.group(3) or ''}On the deal,", _STARRED.sub(_header, text))
    text = _MARKED_LINE.sub(_unmarked, _BOLD.sub("", text))
    text = _DROPPED_G.sub(r"\1ing", text)
    text = _EM.sub("them", text)
    text = _LAY_DRAW.sub("draw", _JOKER_NAMES.sub("joker", text))
    text = _STARTED_BETTING.sub("opened", text)
    text = _CHIPS_LEFT.sub(r"\1", text)
    text = _NOTHING_ELSE.sub("", text)
    text = _SUBJECTS.sub(_as_players, text)
    text = _READ_WRONG.sub("misread", _READ_AS.sub("misread ", text))
    text = _TURNED_OUT.sub(r"\1", text)
    text = _OPENS_HIS_CARDS.sub(r"shows \1 cards", text)
    text = _OH_NO.sub(r"\1 dear", _SPOKEN_SLIP.sub("", text))
    text = _NO_MORE_THAN.sub(r"\1 only", text)
    text = _MOCK.sub(r"\1 the muck", _OF.sub("of", text))
    text = _CARD_UP.sub(r"\1 \3 \2", text)
    text = _EPITHET.sub("", _CALLED_BY.sub("", _HEDGE.sub("", text)))
    text = _TRAILING_OFF.sub(" ", text)
    text = _CHECKS_AS_CHIPS.sub(lambda m: f"{m.group(1)} chips" if m.group(1) else "chips", text)
    text = _SIDE_NOTED.sub(r"\1 for \2", text)
    text = _HUNDREDS.sub(_hundreds, _TENS_AND_UNITS.sub(_tens_and_units, text))
    text = _ASK_COUNT.sub(r"\1 for ", _CARD_COUNTED.sub(_cards_counted, text))
    text = _NOTHING_TO_DO.sub(r"\1 \2 \3 do nothing", text)
    return _CRIED.sub(r"\1 ", _SAID_LIKE.sub(lambda m: " says" if m.group(0)[0] in "'’" else "says", text))


# "the floor says nothing he can do": he can do nothing, not a player who said nothing
_NOTHING_TO_DO = re.compile(r"\b(says?|said)\s+nothing\s+(he|she|we|i|they|you)\s+(can|could)\s+do\b", re.I)
_COUNT = r"(?:[1-5]|one|two|three|four|five)"
_CARD_COUNTED = re.compile(
    rf"\b({_COUNT}\s+(?:new\s+)?)card\b(?![-\s]+(?:draw|stud|poker|game|hand|lowball|triple|single|low)\b)", re.I
)  # "ask 2 card", "5 new one": the plural dropped (English as a second language); not "5 card draw"


def _cards_counted(m: re.Match) -> str:
    return m.group(1) + ("card" if m.group(1).split()[0].lower() in ("1", "one") else "cards")


_ASK_COUNT = re.compile(rf"\b(ask|asks|asked)\s+(?={_COUNT}\s+(?:new\s+)?cards?\b)", re.I)  # "ask 2 cards": for


_BET_FIRST = re.compile(r"\b(seat \d{1,2}) bet first\b(?!\s+(?:after|post|on|once|when|now))", re.I)
_DRAW_TOLD = re.compile(r"\b(?:drew|draws|drawing|the draw|after draw|post[- ]?draw|pat)\b", re.I)
_SAY = re.compile(
    r"\b(seat \d{1,2}|he|she)\s+say\b(?=\s+(?!so\b))|\b(and|then)\s+say\b(?=\s*[\"“:]|\s+(?:he|she|his|her|i|my)\b)",
    re.I,
)  # "seat 3 say he misread", "turn over his cards and say "tens only"": what he says


def with_seats(text: str) -> str:
    """Words read once seats are spelled out (retold.py): "seat 3 say he misread" (the present
    told as past) is what he says, and "seat 2 bet first" told before any draw is the opening
    bet ("s2 bet first, s5 raised, s2 folded. s5 and s8 drew"); after a draw is told it is the
    round after the draw."""
    text = _SAY.sub(lambda m: f"{m.group(1) or m.group(2)} says", text)
    return _BET_FIRST.sub(
        lambda m: m.group(0) if _DRAW_TOLD.search(text, 0, m.start()) else f"{m.group(1)} opened", text
    )
