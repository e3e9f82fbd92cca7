"""A story as the reader takes it: seats written the short way spelled out, and words the writer
took back left out.

- "S3", "s3", "#3", "seat#3", "seat no. 3", "seat three", "the 3 seat", "player 3" and "the lady
  in 3" are "seat 3" (a floor log's shorthand), and so are "the bloke in five" and "Punter in seat
  1" (a man named by his seat is that seat to every phrase; a woman stays one, for "she"); other
  shorthand is written out as words.yaml's `shorthand` says ("b4", "no1"), numbers that dictation wrote as words sounding alike are
  numbers ("seat too", "table ate"), everyday words are written plainly first (plain_words.py:
  "callin' it", "the funny card", "goes wait"), and a player named with his seat ("Tony (seat
  2)") is that seat wherever his name stands after. A story told as questions and short answers
  is told as statements (answered.py: "Q. Who opened? A. Seat 2." is "Seat 2 opened."), and a
  dealer's score card in words (score_card.py: "S3 O 10 / S5 R" is "seat 3 opens 10, seat 5
  raises"). In a complaint a relative typed up, his bracketed "[grandpa was in seat 2]" is the
  teller's own seat; "the six seat, he's the big blind" is seat 6 being the big blind.
- A correction takes back what came before it in its clause, or the clause before when it
  opens one: "pot limit triple draw? no - pot limit ace to five single draw" is single draw,
  and so is "2-7 triple... no, single draw";
  "seat 4, sorry, seat 5 raised" is seat 5; when the words after it start like some words
  before it, only those are taken back ("on the deal in the triple draw, sorry, the single
  draw" keeps "on the deal"). The words taken back are blanked behind a "." (so
  no phrase or run of cards joins across them), and no fact, game or dispute is read from them.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .answered import answered
from .asides import QUOTED
from .bare_seats import NUMBER, bare_seats, seat_number
from .card_names import in_english
from .client import addressee_as_seat, client_as_seat, numbered_seats
from .dropped_letters import g_restored, h_restored, r_restored, th_restored
from .names import names_as_seats, opener_by_name, without_titles
from .particles import creole_grammar, o_clock, seat_before_act, without_particles
from .plain_words import RANK_PLURALS, plainly, with_seats
from .roster import roster
from .scan_slips import unscanned
from .score_card import score_card

_SEATS = re.compile(
    r"(?<![\w#])(?:s|seat\s*#|seat\s+no\.?\s*|#|(?:player|spot|chair)\s+(?=\d{1,2}\b(?!\s*(?:-|players|way|handed))))"
    r"(\d{1,2})\b",
    re.I,
)  # "s4", "seat #4", "player 4"; a table-games man's "spot 4", "chair 4"
_CORRECTION = re.compile(
    r"(?:\bno\s*[-–—]+(?=\s)|\bno\s+wait\b|\bwait\s*,?\s*no\b|\bno\s*,?\s*sorry\b|\bsorry\s*,|\bi\s+mean\b|"
    r"\bscratch\s+that\b|\bcorrection\s*:|\bmy\s+bad\s*,|(?:\.{2,}|…)\s*no\s*[,-])",
    re.I,
)
_SPEECH_BEFORE = re.compile(
    r"\b(?:says|said|say|answers|answered|tells|told|goes|went|yells|yelled|shouts|shouted|asks|asked|replies|replied)"
    r"\s*(?:(?:oh|ah|uh|um|well|wait|whoa|oops|sorry)\b[\s,!]*)*$",
    re.I,
)  # "seat 2 says oh, sorry, he don't have openers": the player's apology, not the teller's correction
_SEAT_S = re.compile(
    r"(?<![\w#])s(\d{1,2})s\b(?=\s+(?:(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|whole)\s+)?"
    r"(?:turn|hand|cards?|bet|raise|call|open|chips|stack|bb|sb|blind|big|small|button|draw|low))",
    re.I,
)  # "s4s turn", "s7s 2nd card": seat 4's turn, typed without the apostrophe
# "one week on draw game" is the kind of game he deals, not "on the draw" of a hand: written as one word
_ON_DRAW_GAMES = re.compile(r"\b((?:on|in|at)\s+(?:the\s+)?)draw\s+(games?|tables?)\b", re.I)
_DEALING_THE_GAME = re.compile(
    r"\b(deal(?:s|ing|t)?\s+(?:the\s+)?(?:high|low|lowball|five[- ]card|5[- ]card)\s+"
    r"|(?:on|in|at)\s+the\s+(?:high|five[- ]card|5[- ]card|california)\s+)draw\b(?!\s+cards?\b)",
    re.I,
)  # "dealing the high draw, the kid flips ...", "last night on the high draw": the game, not the draw
_THOUSANDS = re.compile(r"(?<![\d,.])(\d{1,3}),(\d{3})(?![\d,])")
# Money written with the sign of another currency is the same amount to the reader ("N1,000" naira, "R50"
# rand, "J$500", "₱200"): a letter sign only before two digits or more ("R2" may be a round).
_CURRENCY = re.compile(r"(?<![\w$])(?:(?:[NRP]|Rs\.?|KSh)(?=\d{2}|\d,\d)|(?:J|JA|TT|NT)\$|[₦₱₹₵]\s?)(?=\d)")
_CLAUSE_END = re.compile(r"[.!?;,:]+(?=\s|$)")


_SEAT_AFTER = re.compile(
    r"(?<![\d:.$])\b(\d{1,2})[\s-](?:seat|hole)\b(?!\s*#?\d)(?!\s+(?:table|game|lowball|draw))", re.I
)  # "the 6 seat", "the 5 hole"; not "05:10 Seat 1"


@lru_cache(maxsize=32)
def _shorthand(words: tuple) -> re.Pattern:
    return re.compile(
        r"(?<![\w'’])(?:" + "|".join(re.escape(w) for w in words) + r")(?![\w]|['’](?!s\b))", re.I
    )  # "naebody's"


@lru_cache(maxsize=32)
def _article_before(words: tuple) -> re.Pattern:
    """ "a" or "an" before shorthand that stands for an amount: "a tenner" is $10, not "a $10"."""
    return re.compile(r"\ban?\s+(?=(?:" + "|".join(re.escape(w) for w in words) + r")\b)", re.I)


_NUMBER_BEFORE = re.compile(rf"\b{NUMBER}\s+$", re.I)  # "the two seat for $30": that seat, named before
# Dictation (a phone's voice typing on the floor page) writes numbers as words that sound alike:
# "seat too", "seat for opened", "table ate", "that's to kings", "ate high", "jacks are better".
_SOUNDS_ALIKE = (
    (re.compile(r"\b(seats?|tables?)\s+ate\b", re.I), r"\1 8"),
    (re.compile(r"\b(seats?)\s+won\b(?!\s+(?:the|it|a)\b)", re.I), r"\1 1"),
    (
        re.compile(
            r"\b(seats?)\s+(?:to|too)\b(?![\s,]*(?:[.!?]|$|the|his|her|a|an|be|get|play|sit|move|take|make|him|them|me|us))",
            re.I,
        ),
        r"\1 2",
    ),
    (
        re.compile(
            r"\b(seats?)\s+for\b(?!\s*\$|\s+\d)"
            r"(?!\s+(?:a|an|him|her|his|the|them|me|you|us|someone|somebody|new|my|your|their|it|that|this)\b)",
            re.I,
        ),
        lambda m: m.group(0) if _NUMBER_BEFORE.search(m.string, 0, m.start()) else f"{m.group(1)} 4",
    ),  # not "the two seat for $30": that seat's bet
    (
        re.compile(
            rf"\b(has|had|have|with|holding|shows|showed|over|thats|that's|its|it's|got|because|makes)\s+(?:to|too)\s+({RANK_PLURALS})\b",
            re.I,
        ),
        r"\1 two \2",
    ),
    (
        re.compile(
            rf"\b(has|had|have|with|holding|shows|showed|over|thats|that's|its|it's|got|because|makes)\s+for\s+({RANK_PLURALS})\b",
            re.I,
        ),
        r"\1 four \2",
    ),
    (re.compile(r"\bate\s+(?=(?:high|low|of|or|seven|six|five|four|three|two|deuce)\b)", re.I), "eight "),
    (re.compile(r"\bjacks\s+are\s+better\b(?!\s+than)", re.I), "jacks or better"),
)

_PERSON_IN = re.compile(
    r"\b(guy|fellow|fella|feller|lady|man|woman|player|punter|kid|gentleman|gent|chap|bloke|lad|dude|girl|mate|regular|"
    r"reg|opener|raiser|caller|bettor|checker|blind)\s+in\s+(?:the\s+)?(\d{1,2}|one|two|three|four|five|six|seven|"
    r"eight|nine|ten)\b"
    r"(?!\s*[-:%$]|\s*(?:seat|minutes|mins|hands?|dollars|bucks|chips|players|way|handed|of|or|to|other|another|"
    r"piece|minds?|places?|spots?|times|ways|hours|days|weeks|months|years|orbits|rounds|goes|go)\b)",
    re.I,
)  # "the lady in 5 spreads her hand", "the opener in the two", "the bloke in five": that seat; not "a guy in 2 hands"
_MAN_IN_SEAT = re.compile(
    r"(?:\b(?:the|this|that|our|his|a|an|yer)\s+|(?<=^)|(?<=[.,;!?]\s)|(?<=\band\s))(?:(?:old|auld|young|other|same|wee|big)\s+)?"
    r"(?:guy|fellow|fella|feller|man|boy|"
    r"gentleman|gent|chap|bloke|lad|dude|punter|kid|mate|player|regular|reg|patron|customer|guest)\s+(?:in|at|from|for)\s+(seat\s+\d{1,2})\b"
    r"(?!['’]s)",
    re.I,
)  # "the bloke in seat 5", "Punter in seat 1", "the auld boy in seat 9", "the man for seat 6" (Nigerian English) are
# those seats to every phrase ("face up to the fella in seat 3"); a woman stays one ("she"); not "the man for seat 6's blind"
_NAME_IN_THE = re.compile(
    r"\b([A-Z][a-z]{2,})\s+in\s+the\s+(one|two|three|four|five|six|seven|eight|nine|ten)\b"
    r"(?=\s*[,.;!?]|\s+(?:has|had|is|was|shows|showed|says|said|calls|called|bets|bet|raises|raised|folds|folded|"
    r"checks|checked|opens|opened|wants|wanted|draws|drew|tables|tabled|spreads|spread|turns|turned)\b)"
)  # a broadcast's "Queenie in the five has eight-six": that seat

_SAT_IN = re.compile(
    r"\b(sat(?:\s+down)?|sits(?:\s+down)?|sitting(?:\s+down)?|seated|took\s+a\s+seat)\s+in\s+(?:the\s+)?(\d{1,2})\b"
    r"(?!\s*(?:-|:|%|minutes|mins|hours|hands|dollars|bucks|chips|players|way|handed|seconds|\$))",
    re.I,
)  # "new guy sat down in 8": in seat 8
_FORM_LABEL = re.compile(
    r"(?<=[A-Za-z0-9$)\]])(?=\s+(?:Game|Stakes|Seats?(?:\s+involved)?|Players?\s+involved|What\s+happened|Question|"
    r"Ruling|Outcome|Dealer|Table|Time|Notes?|Issue|Dispute|Structure|GAME|STAKES|SEATS|TABLE|QUESTION)\s*:\s)"
)  # an incident form's next field, typed on the same line with no stop before it
_LOOKS = re.compile(
    r"(?<=\bseat \d)(\d?)\s*\((?=[^()$\d]{1,60}\))(?=[^()]*\b(?:male|female|man|woman|guy|lady|older|elderly|young|bald|"
    r"beard|bearded|goatee|mustache|moustache|ponytail|blonde|glasses|sunglasses|cap|hat|visor|beanie|hoodie|jacket|"
    r"shirt|polo|jersey|sweater|cardigan|fleece|vest|blazer|scarf|earrings|chain|headphones|denim|flannel|camo|tattoos?|"
    r"suit|dress|hair)\b)([^()]*)\)",
    re.I,
)  # "seat 7 (male, red cap) raises": how a camera or a stranger tells players apart, not what they did
_STATE = re.compile(r"\b(?:still in(?: the hand)?|(?:has |had )?folded|out of the hand)\b", re.I)


_RESUMED = re.compile(
    r"\b(seat \d{1,2}),\s+(?:he|she)(?=(?:['’]s|\s+(?:is|was|has|had|done|just))\b)"
    r"|(?<!\btold\s)(?<!\btells\s)(?<!\btell\s)(?<!\basked\s)(?<!\basks\s)(?<!\bask\s)(?<!\bwarned\s)(?<!\breminded\s)"
    r"\b(seat \d{1,2}),?\s+(?:he|she)(?=\s+(?:\w+ed|knew|drew|threw|took|said|says|made|bet|put|got|had|"
    r"did|didnt|showed|spread|folds|raises|calls|checks|opens|draws|throws|knocks|mucks)\b)",
    re.I,
)  # "the six seat, he's the big blind": seat 6 is the big blind; "when it came to seat 1 he knocked": seat 1
# knocked (a subject said twice, as in many Englishes); not "told seat 2 he raised" (another's words to him)


def _without_looks(m: re.Match) -> str:
    """The seat without his looks, keeping what the brackets say of his hand ("seat 2 (male,
    bald, still in the hand) asks": seat 2, still in the hand)."""
    state = _STATE.search(m.group(2))
    return f"{m.group(1)}, {state.group(0)}," if state else m.group(1)


_SEAT_WORDS = re.compile(r"\b(seats?)\s+(one|two|three|four|five|six|seven|eight|nine|ten)\b", re.I)
_WORD_SEAT = re.compile(
    r"(\bthe\s+|(?:^|(?<=[.!?;:,]\s)|(?<=\band\s)|(?<=\bthen\s)))(one|two|three|four|five|six|seven|eight|nine|ten)"
    r"[\s-](?:seat|hole)\b(?!\s+(?:table|game))",
    re.I,
)  # "the seven seat"; "Six seat opened, four seat folded" at the start of a sentence
# "seat 7's got six cards", "seat 1's to the left of the button", "seat 4's card": a seat's "'s"
# is "has" before "got", "is" before the words that follow "is", and otherwise the seat's own
# (the word after is his: the seat is read as the seat). A position's "'s" ("button's on 1") is
# "is", and a number after a position, or after asking someone, is a seat ("the button is the 5",
# "asked the 6 how many").
_SEAT_HAS = re.compile(r"\b(seat \d{1,2})['’]s\s+(?=(?:got|gotten|been)\b)", re.I)
_SEAT_IS = re.compile(
    r"\b(seat \d{1,2})['’]s\s+(?=(?:to|on|in|at|the|all|only|just|short|still|(?:first|next)(?!\s+(?:raise|bet|card|cards|hand|draw|call|action|turn)\b)|out|not|never|stuck|pat|back|here|gone|away|off"
    r"|a|an|gonna|under|over|up|already|left|right|allowed|due|supposed|\w+ing(?!\s+(?:hand|cards?|bet|raise)\b))\b)",
    re.I,
)
_SEAT_OF = re.compile(
    r"\b(seat \d{1,2})(?:['’]s|s(?=\s+(?:hand|cards?|chips|stack|bet|raise|call|open|seven|six|eight|nine|low)\b))\b",
    re.I,
)
_POSITION_IS = re.compile(r"\b(button|blind|bb|sb)['’]s\s+(?=(?:on|in|at|the|with)\b|\$\d)", re.I)  # "big blind's $30"
_POSITION_THE_N = re.compile(
    r"\b(button|blind|bb|sb)((?:\s+(?:is|was))?(?:\s+(?:on|in|at|with))?)\s+the\s+"
    r"(10|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten)\b(?!\s*(?:of|seat|[-/$]))",
    re.I,
)
_POSITION_ON_N = re.compile(
    r"\b(button|blind|bb|sb)((?:\s+(?:is|was))?\s+(?:on|in|at))\s+(10|[1-9])\b(?!\s*(?:of|seat|[-/$:.]\d))", re.I
)  # "button's on 1"
_ASKED_THE_N = re.compile(r"\b(asks?|asked|told|tells|ask)\s+the\s+(10|[1-9])\b(?!\s*(?:of|seat|cards?|card)\b)", re.I)
_SEAT_ACTS = (
    r"opened|opens|raised|raises|reraised|reraises|called|calls|bet|bets|folded|folds|checked|checks|drew|draws|"
    r"knocked|knocks|rapped|raps|mucked|mucks|limped|limps|completed|declared|declares|says|said|claims|claimed|"
    r"asks|asked|wants|wanted|stood|stands|was|is|has|had|missed|posted|tabled|shows|showed"
)
_SEAT_BY_NUMBER = re.compile(
    rf"\b(?:number|no\.)\s+(10|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?=(?:{_SEAT_ACTS})\b)",
    re.I,
)  # radio talk: "number seven raised" (a card neither opens nor raises); not "the two checked": both may have


_AN_FOR_AND = re.compile(
    r"(?<![\w'’])an(?=\s+(?:h(?:e|im|is|er|ers)\b|(?![hux])[b-df-hj-np-tv-z][a-z]*[aeiouy][a-z]*\b))"
)
# "five an four", "seat 4 an seat 5": "an" before a word that starts with a consonant is "and", as
# typed in a hurry or said in Patois: "an him seh" ("an hour", "an uncalled bet", "an 8" and "an SB" keep theirs)
_EMOJI = re.compile(r"(?<![\w:]):[a-z][a-z0-9_+-]*:(?![\w:])", re.I)  # a chat's ":sweat_smile:" is no word of the story


def seat_contractions(text: str) -> str:
    """ "seat 3's got", "seat 3's still in" written out: "seat 3 has got", "seat 3 is still in"."""
    return _SEAT_IS.sub(r"\1 is ", _SEAT_HAS.sub(r"\1 has ", text))


def retold(story: str, vocabulary: dict | None = None) -> str:
    """The story with short seats spelled out, shorthand and a score card's act letters written
    out ("b4" is "before", "S5 R" is "seat 5 raises": the rulebook's vocabulary, from words.yaml)
    and retracted words blanked (same sentences)."""
    vocabulary = vocabulary or {}
    # a scanner's slips ("5eat 2 ca1led") and the words it split ("dr aw"; not "win de pot")
    text = unscanned(story, vocabulary.get("phrase_starts", frozenset()), vocabulary.get("written_the", frozenset()))
    known = vocabulary.get("phrase_words", frozenset())
    # letters a speaker drops: "aftah the drawr", "dealin", "'e 'ad t'irty" (after the draw, dealing, he had thirty)
    text = th_restored(h_restored(g_restored(r_restored(text, known), known), known), known)
    text = plainly(without_titles(numbered_seats(_EMOJI.sub(" ", text))))  # "the No. 5 seat": seat 5
    text = _THOUSANDS.sub(r"\1\2", _CURRENCY.sub("$", _teller_in_brackets(text)))  # "600-1,200": 1200; "N500": $500
    text = _ON_DRAW_GAMES.sub(r"\1drawpoker \2", text)
    text = _DEALING_THE_GAME.sub(r"\1drawpoker", text)
    text = in_english(text)  # "as de pique", "two valet": the ace of spades, two jacks
    for sounds, meant in _SOUNDS_ALIKE:
        text = sounds.sub(meant, text)
    text = _SEAT_S.sub(lambda m: f"seat {m.group(1)}'s", text)
    text = _SEATS.sub(lambda m: f"seat {m.group(1)}", text)
    text = _SEAT_AFTER.sub(lambda m: f"seat {m.group(1)}", text)
    text = addressee_as_seat(client_as_seat(text))  # a letter's "our client (Seat 1)", "you were in Seat 4"
    text = score_card(text, vocabulary.get("act_letters"))  # "S3 O 10 / S5 R": seat 3 opens 10, seat 5 raises
    text = with_seats(roster(text))
    text = _SAT_IN.sub(r"\1 in seat \2", text)
    text = _PERSON_IN.sub(lambda m: f"{m.group(1)} in seat {seat_number(m.group(2))}", text)
    text = _NAME_IN_THE.sub(lambda m: f"{m.group(1)} in seat {seat_number(m.group(2))}", text)
    text = _MAN_IN_SEAT.sub(r"\1", text)
    text = _LOOKS.sub(_without_looks, text)
    text = names_as_seats(text)
    text = _FORM_LABEL.sub(".", text)  # "Game: jacks back, limit Seats involved: ...": the field ends there
    words = vocabulary.get("shorthand") or {}
    text = o_clock(_AN_FOR_AND.sub("and", creole_grammar(text)))  # "alas tres": three o'clock; "wen go": went
    low = text.lower()
    present = tuple(sorted((w for w in words if w in low), key=len, reverse=True))
    if present:  # compiled only for the shorthand a story holds
        if money := tuple(w for w in present if words[w].startswith("$")):  # "open for a tenner": for $10
            text = _article_before(money).sub("", text)
        text = _shorthand(present).sub(lambda m: words[m.group(0).lower()], text)
        text = in_english(seat_before_act(text))  # "sabi ni seat 9": seat 9 says; "fo' an' tray": four and trey
    languages = vocabulary.get("particles", ())
    text = without_particles(text, languages)  # "si seat 4 binuksan yung pot": seat 4 opened the pot
    text = _SEAT_BY_NUMBER.sub(lambda m: f"seat {seat_number(m.group(1))} ", text)
    text = _SEAT_WORDS.sub(lambda m: f"{m.group(1)} {seat_number(m.group(2))}", text)
    text = _WORD_SEAT.sub(lambda m: f"{m.group(1)}seat {seat_number(m.group(2))}", text)
    text = bare_seats(text)  # "Seat one opened ... then one says he misread": seat 1
    text = names_as_seats(text)  # again, for a name after a seat told in words: "the one seat, Harold,"
    text = opener_by_name(text)
    text = _SEAT_OF.sub(r"\1", seat_contractions(_RESUMED.sub(lambda m: m.group(1) or m.group(2), text)))
    text = _POSITION_THE_N.sub(
        lambda m: f"{m.group(1)}{m.group(2)} seat {seat_number(m.group(3))}",
        _POSITION_IS.sub(r"\1 is ", text),
    )
    text = _POSITION_ON_N.sub(r"\1\2 seat \3", text)
    text = _ASKED_THE_N.sub(r"\1 seat \2", text)
    text = answered(text)  # "Q. Who opened? A. Seat 2.": seat 2 opened
    quoted = [q.span() for q in QUOTED.finditer(text)]
    for m in reversed(list(_CORRECTION.finditer(text))):
        if _SPEECH_BEFORE.search(text[: m.start()]) or any(a < m.start() < b for a, b in quoted):
            continue  # "seat 4 said no - he never raised", 'he says "two, no wait, three"': a player's words
        start = _taken_back_from(text, m.start(), m.end())
        text = text[:start] + "." + " " * (m.end() - start - 1) + text[m.end() :]  # a break: nothing joins across
    return text


_TELLER_SEAT = re.compile(
    r"\b(?:(?:i['’]?m|i\s+am|i\s+was|(?<!\btells\s)(?<!\btold\s)(?<!\basks\s)(?<!\basked\s)(?<!\bshows\s)me)\s+"
    r"(?:(?:the\s+)?(?:player|one|guy)\s+(?:of|in|at|on|from)\s+)?(?:(?:in|at|on)\s+)?(?:the\s+)?seat\s+(\d{1,2})\b"
    r"|(?:i['’]?m|i\s+am|i\s+was|me)\s+in\s+(?:the\s+)?(\d{1,2})\b(?!\s*(?:-|%|:|\$|minutes|mins|seconds|hours|hands|"
    r"dollars|bucks|chips|players|way|handed|for|to|pots?|games?|orbits?|rounds?|years|big|blinds?|bets?))"
    r"|(?:i|me)\s*\(seat\s+(\d{1,2})\)|(?:(?<=[,.;:] )|(?<=^))my\s+seat\s+(?:is\s+)?(\d{1,2})\b"
    r"|i\s+(?:\w+\s+){1,3}?from\s+(?:the\s+)?seat\s+(\d{1,2})\b)",
    re.I,
)  # "I'm in seat 6", "I am the player of the seat 9" (a phrase-by-phrase translation), "me in 5",
# "I opened from seat 4"; not "the dealer tells me seat 5 opened"
_TELLER_WORDS = re.compile(r"\b(?:(i)['’]m|(i)['’]ve|i|me|(my)(?=\s+(?:hand|cards|low|openers)\b))\b(?![-'’])", re.I)


_BRACKETED = re.compile(r"\[[^\[\]]*\]")
_RELATIVE = re.compile(
    r"\b(?:my\s+)?(?:grandpa|grandad|granddad|gramps|grandma|granny|dad|father|pop|mom|mother|uncle|aunt|husband|"
    r"wife|the\s+old\s+man)(?:(['’]s)|(\s+is))?(?=\W)",
    re.I,
)  # who typed it up calls the teller: "[grandpa was in seat 2]"
_FIRST_PERSON = re.compile(r"\b(?:i|me|my)\b", re.I)


def _teller_in_brackets(text: str) -> str:
    """A player's case typed up by a relative: in the typist's bracketed notes the relative is the
    teller, "I" ("[grandpa was in seat 2]", "[grandpa had folded]")."""
    if "[" not in text or not _FIRST_PERSON.search(_BRACKETED.sub(" ", text)):
        return text
    return _BRACKETED.sub(lambda b: _RELATIVE.sub(_as_teller, b.group(0)), text)


def _as_teller(m: re.Match) -> str:
    return "my" if m.group(1) else "I am" if m.group(2) else "I"


def teller_seat(text: str) -> int | None:
    """The seat a player telling his own case gives as his ("I'm in seat 6"), if one."""
    seats = {next(g for g in m.groups() if g) for m in _TELLER_SEAT.finditer(text)}
    return int(seats.pop()) if len(seats) == 1 else None


_SEAT_SAYS = re.compile(r"\bseat (\d{1,2}) (?:says|said)\b[^.!?\n]*", re.I)  # "seat 2 says wait, I misread"


def teller_as_seat(text: str) -> str:
    """A player telling his own case with his seat ("I'm in seat 6 ... I opened ... he raised
    me") is that seat wherever he says I or me, outside quotes and what another seat says (another
    player's own words: "seat 2 says wait, I misread"). For reading what happened only: the
    dispute is matched on his own words ("the lowest card I don't have")."""
    number = teller_seat(text)
    if number is None:
        return text
    seat = f"seat {number}"
    text = _TELLER_SEAT.sub(lambda m: _seat_written(m, seat), text)  # "me in 5": seat 5
    quoted = [q.span() for q in QUOTED.finditer(text)]
    quoted += [q.span() for q in _SEAT_SAYS.finditer(text) if q.group(1) != str(number)]  # his "I" is his own

    def as_seat(m: re.Match) -> str:
        if any(a < m.start() < b for a, b in quoted):
            return m.group(0)
        return f"{seat} is" if m.group(1) else f"{seat} has" if m.group(2) else f"{seat}'s" if m.group(3) else seat

    return _TELLER_WORDS.sub(as_seat, text)


def _seat_written(m: re.Match, seat: str) -> str:
    """The teller named by his seat: "I'm in seat 6", "me in 6", "me (seat 6)" are seat 6 ("I
    opened from seat 4" keeps its words: its "I" is written as the seat after)."""
    return m.group(0) if m.group(5) else seat


def _taken_back_from(text: str, at: int, after: int) -> int:
    """Where the words a correction at `at` takes back begin. The words after it replace the
    last words before it that start the same way ("on the deal in the triple draw, sorry, the
    single draw" takes back "the triple draw"); failing that, its clause, or the clause before
    when the correction opens its own ("triple draw? no - single draw")."""
    ends = [m.end() for m in _CLAUSE_END.finditer(text, 0, at)]
    start = ends[-1] if ends else 0
    if not text[start:at].strip() and ends:
        start = ends[-2] if len(ends) > 1 else 0
    first = re.match(r"[\s,.;:!?-]*(\w+)", text[after:])
    if first:
        same = list(re.finditer(rf"\b{re.escape(first.group(1))}\b", text[start:at], re.I))
        if same:
            return start + same[-1].start()
    return start
