"""Which dispute a story is: the rules it may be about, best first, or none of the chapter's.

A story the chapter has no rule for gets "not covered", not the nearest rule stretched over it:
when it names a dispute the chapter does not speak to (rules_data/outside.yaml: a string raise,
acting out of turn, the clock ...) other than in words describing a person, or when no rule's words fit it well enough (RELEVANT, a
score calibrated on disputes in and out of the chapter's scope: bench/stories.py), unless the
story shows two hands or more, each by its seat (the cards then decide something).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from ..records import record
from ..rules.book import Rulebook
from .described import descriptions

MATCHES = 5  # disputes offered at "which of these is it?"
RELEVANT = 10.0  # the least score of the best match for the story to be one of the chapter's
CERTAIN = 60.0  # a match this good is offered even when the words also name an outside dispute


@record
class Match:
    topic: str
    section: str  # the section that governs the topic in this game
    title: str
    score: float
    worded: bool = True  # some words of the story are the rules' (not only facts it states)


@record
class Matched:
    matches: tuple  # the disputes to offer, best first; none when the chapter does not cover it
    outside: dict | None = None  # the dispute of rules_data/outside.yaml the words name, if any
    nearest: Match | None = None  # the closest rule when none fits: "nearest, probably not it"


@lru_cache(maxsize=32)  # a pure function of its arguments, asked again at every step of a dispute
def match(book: Rulebook, game: str, story: str) -> Matched:
    matches = find_matches(book, game, story)
    best = matches[0] if matches else None
    named = sorted(  # often colour: tried last
        (o for o in outside_disputes(book, story) if not (o.get("tie") and _winner_shown(book, game, story))),
        key=lambda o: bool(o.get("colour")),
    )
    outside = next(  # a topic that is only the story's colour gives way to a later one that is not
        (o for o in named if not _only_colour(book, game, story, o, matches[:OFFERED])), None
    )
    if outside and (best is None or best.score < CERTAIN) and not _told_of(book, game, story, best):
        return Matched((), outside, best)
    relevant = max((m.score for m in matches if m.worded), default=0.0) >= _relevant(story)
    if best is None or (not relevant and not _showdown_told(book, game, story)):
        return Matched((), None, best if best and best.score > 0 else None)
    return Matched(matches, None, best)


LONG = 80  # words: a story longer spreads its score over more words the rules do not use


def _relevant(story: str) -> float:
    """The least best score for the chapter's: lower for a long story (a letter's reminiscences
    dilute what its dispute shares with the rules), never under half."""
    n = len(story.split())
    return RELEVANT if n <= LONG else max(RELEVANT / 2, RELEVANT * LONG / n)


OFFERED = 3  # the matches `ask` shows first: a fact stated of any of them makes colour colour
OUTWEIGH = 10.0  # a best match the story states more than one fact of is the chapter's


def _told_of(book: Rulebook, game: str, story: str, best: Match | None) -> bool:
    """Whether the story states more than one fact's worth of the best match's rules: then it is
    that dispute, whatever outside words its colour holds (a phone, the clock, the rake).
    Measured on the repository's stories: 10 of 27 in-scope stories with outside words are
    kept, 1 of 457 out-of-scope ones is let through (bench/README.md)."""
    return best is not None and _stated(book, game, story).get(best.topic, 0.0) > OUTWEIGH


def _only_colour(book: Rulebook, game: str, story: str, outside: dict, offered: tuple) -> bool:
    """Whether a `colour` outside topic (a phone, a comp, the rake) stands only outside the story's
    dispute (its last sentence, a question, a clause with a claim) while the story states a fact of
    the rules of a dispute it would be offered: then it is the story's colour, not its dispute.
    Measured: of the colour set's in-scope stories sent away, 10 of 17 kept; 5 of 437 out-of-scope
    ones let through (the best match alone; the first OFFERED matches: see bench/README.md)."""
    stated = _stated(book, game, story)
    if not outside.get("colour") or not any(stated.get(m.topic) for m in offered):
        return False
    from ..rules.phrasing import tokens
    from .asides import CLAIMS
    from .phrases import find, words_for

    toks = tokens(story)
    starts = [0] + [n for n in range(1, len(toks)) if re.search(r"[.;!?\n]", story[toks[n - 1][2] : toks[n][1]])]
    sentences = [range(a, b) for a, b in zip(starts, [*starts[1:], len(toks)])]
    last = sentences[-1] if sentences else range(0)
    asked_before = any(_asks(story, toks, s) for s in sentences[:-1])  # "Question for floor: ..." opens a ticket
    # the last sentence is the dispute, unless a question came before it or it is a demand ("Write her up.")
    # "..., I must also talk with him after": the teller's own matter; the dispute was told before it
    mine = _also_mine(toks, last)
    disputed: set[int] = set() if _demand(toks, last) or asked_before or mine else set(last)
    if (aside := _verdict_then_aside(toks, last)) is not None:
        disputed -= set(range(aside, last.stop))  # "who is right here cause I'm writing the dealer up"
    if len(sentences) > 1 and (_points_back(toks, sentences[-1]) or _bare_question(story, toks, sentences[-1])):
        if not _other_seat(toks, sentences[-1], sentences[-2]):
            disputed.update(sentences[-2])  # "I called the clock and the floor refused. Can he do that?"
    hits = find(outside["words"], toks, True, words_for(book, toks))
    in_hits = {n for a, b, *_ in hits for n in range(a, b)}  # "thinks about it for a week": the clock's words, no claim
    for sent in sentences[:-1] if mine else sentences:  # a question's sentence, and the clauses that hold a claim
        if _asks(story, toks, sent):
            disputed.update(sent)
        claimed = {toks[n][3] for n in sent if toks[n][0] in CLAIMS and n not in in_hits}
        disputed.update(n for n in sent if toks[n][3] in claimed)
    return not any(a in disputed for a, *_ in hits)


def _asks(story: str, toks: tuple, sentence: range) -> bool:
    """Whether a sentence is the story's question: it ends with "?" or a form labels it so
    ("Question for floor: ...", "Ruling needed: ..."). A story that asks elsewhere than in its
    last sentence does not dispute that sentence for being last ("Actual: he's holding up the game")."""
    if not sentence:
        return False
    if story[toks[sentence[-1]][2] :].lstrip().startswith("?"):
        return True
    labelled = toks[sentence[0]][0] in ("question", "ruling")
    return labelled and (
        story[toks[sentence[0]][2] :].lstrip().startswith(":")
        or (len(sentence) > 1 and toks[sentence[1]][0] in ("for", "needed", "to"))
    )


def _points_back(toks: tuple, sentence: range) -> bool:
    """Whether a story's last sentence is a short question about what the one before it told
    ("Can he do that?", "Was that right?", "Is that legal?")."""
    words = set(toks[n][0] for n in sentence)
    return len(sentence) <= 6 and bool({"that", "this", "it"} & words) and bool(_JUDGED & words)


def _other_seat(toks: tuple, question: range, before: range) -> bool:
    """Whether the question names a seat the sentence before it does not: "Seat 2 cussing. Could
    seat 6 do that?" asks what seat 6 did, told earlier."""

    def seats(r: range) -> set:
        return {toks[n + 1][0] for n in r if toks[n][0] == "seat" and n + 1 < len(toks)}

    asked = seats(question)
    return bool(asked) and not asked & seats(before)


def _bare_question(story: str, toks: tuple, sentence: range) -> bool:
    """Whether a story's last sentence only asks for a verdict ("whos right??", "Thoughts?",
    "Ruling?"): it asks about the sentence before it. Not "Can he?" or "Legal?", which ask
    about the act in dispute, told earlier."""
    words = [toks[n][0] for n in sentence]
    asked = any(" ".join(words[:k]) in VERDICT_ASKED for k in (len(words), len(words) - 1))  # "Who's right, kid?"
    return len(words) <= 5 and asked and story[toks[sentence[-1]][2] :].lstrip().startswith("?")


# a closing question that asks only for the verdict
VERDICT_ASKED = frozenset(
    "whos right|who is right|whos correct|who is correct|thoughts|ruling|your ruling|whats the call|who gets it|"
    "who gets the pot|who wins|what do you think".split("|")
)


def _verdict_then_aside(toks: tuple, sentence: range) -> int | None:
    """Where the teller's aside starts in a closing verdict question given a reason ("who is right
    here cause I got a feeling I'm writing the dealer up"): the reason is his, not the dispute."""
    words = [toks[n][0] for n in sentence]
    for k in range(2, min(len(words), 6)):
        if words[k] in ("cause", "because", "coz", "cuz", "cos") and (
            " ".join(words[:k]) in VERDICT_ASKED or " ".join(words[: k - 1]) in VERDICT_ASKED
        ):
            return sentence[k]
    return None


def _demand(toks: tuple, sentence: range) -> bool:
    """Whether a sentence is what a player demands ("I want a comp.", "Fire him.", "Pay me.")."""
    words = [toks[n][0] for n in sentence][:2]
    return bool(words) and (words[0] in DEMANDS or words == ["i", "want"])


def _also_mine(toks: tuple, sentence: range) -> bool:
    """Whether a sentence holds the teller's own matter besides the dispute ("Very rude how he said
    it, I must also talk with him after", "I'll also write him up"): "I", a word of intent, "also"."""
    words = [toks[n][0] for n in sentence]
    return any(
        w == "i" and words[k + 1 : k + 2] and words[k + 1] in _INTENT and "also" in words[k + 2 : k + 4]
        for k, w in enumerate(words)
    ) or any(w in ("ill", "im") and "also" in words[k + 1 : k + 3] for k, w in enumerate(words))


_INTENT = frozenset("must will shall should need have am want gonna going".split())
DEMANDS = frozenset("want give fire write pay throw put get refund".split())
# words of a question that judges what was just told: "can he do that?", "was that right?"
_JUDGED = frozenset("right correct legal allowed fair ok okay do demand".split())


def _showdown_told(book: Rulebook, game: str, story: str) -> bool:
    """Two hands or more each told by its seat: the cards decide something, so the story is the
    chapter's however few of its words the rules share ("S3 shows Ad Td 7d 3d + bug, S6 ...")."""
    from .story import read

    return bool(read(book, game, story).hands)


def _winner_shown(book: Rulebook, game: str, story: str) -> bool:
    """Whether the story shows two hands or more in cards and one of them beats the rest."""
    from ..cards.hands import evaluate, winners
    from ..errors import BadInput
    from .story import read
    from .story_cards import as_texts

    told = read(book, game, story)
    ranking = book.game(game).ranking
    texts = as_texts([group for _, group in told.hands]) if len(told.hands) > 1 else None
    if texts is None or isinstance(ranking, dict):  # Jacks Back: high or low, as it was played
        return False
    try:
        return len(winners([evaluate(text, ranking) for text in texts])) == 1
    except BadInput:  # a hand the story tells wrong (six cards, a card twice): no winner shown
        return False


def outside_disputes(book: Rulebook, story: str) -> Iterator[dict]:
    """The outside topics the story's words name, in the order of rules_data/outside.yaml."""
    from ..rules.phrasing import tokens
    from .asides import answers_offered
    from .phrases import across_sentences, find, words_for

    toks = tokens(story)
    compiled = words_for(book, toks)
    described = descriptions(story, toks) | answers_offered(story, toks)  # "C) Misdeal": a quiz's offered answer
    for topic in book.vocabulary.get("outside", ()):
        hits = [
            (a, b) for a, b, *_ in find(topic["words"], toks, True, compiled) if not across_sentences(story, toks, a, b)
        ]  # "... limit. Post-draw seat 4 checks" names no posted limits
        if not hits:
            continue
        excepted = {k for a, b, *_ in find(topic["except"], toks, False, compiled) for k in range(a, b)}
        in_sentence = [a for a, *_ in find(topic["except_in_sentence"], toks, False, compiled)]
        if any(
            a not in described
            and not excepted & set(range(a, b))
            and all(across_sentences(story, toks, min(a, k), max(b, k + 1)) for k in in_sentence)
            for a, b in hits
        ):  # "knocked on the table while seat 7 was still thinking, before his turn": a rap, not an act
            yield topic


@lru_cache(maxsize=32)
def find_matches(book: Rulebook, game: str, story: str, limit: int = MATCHES) -> tuple[Match, ...]:
    """The disputes the story may be, one per topic, best first, each cited by the section that
    governs the topic in this game (the game's most specific part among the topic's clauses). A
    dispute the story states a fact of is offered even where none of its words are the rules'
    ("seat 1 has As Qs 9s 6s Jk, seat 4 has Ac Kc Jc 8c 2c": the joker)."""
    from ..engine.search import search

    g = book.game(game)
    governing: dict[str, tuple] = {}  # topic -> (the clause of the game's most specific part, its rank)
    for c in book.clauses_for(g):
        rank = book.part_rank(g, c.part)
        if c.topic not in governing or rank > governing[c.topic][1]:
            governing[c.topic] = (c, rank)
    scores: dict[str, float] = {}
    for hit in search(book, story, game=game, limit=40):
        scores.setdefault(hit.clause.topic, hit.score)
    worded = set(scores)
    for topic, extra in _stated(book, game, story).items():
        if topic in governing:
            scores[topic] = scores.get(topic, 0.0) + extra
    if max(scores.values(), default=0.0) < RELEVANT and _showdown_told(book, game, story):
        joker = set(book.topics_for_role("joker_shown"))  # offered by a hand holding the joker (_stated)
        for topic in book.topics_for_role("showdown"):  # hands by their seats and no other words: who wins
            if topic in governing and topic not in joker:
                scores[topic] = scores.get(topic, 0.0) + RELEVANT
                worded.add(topic)
    out = [
        Match(t, book.cite_short(governing[t][0]), book.topics[t].title, round(score, 1), t in worded)
        for t, score in scores.items()
        if t in governing and score > 0  # a rule none of whose words and facts are in the story is not offered
    ]
    out.sort(key=lambda m: -m.score)
    return tuple(out[:limit])


_JOKER_NAMED = re.compile(r"joker|bug|\bjk", re.I)
STATED = 10.0  # what a fact the words state adds to the score of the disputes that read it


def _stated(book: Rulebook, game: str, story: str) -> dict[str, float]:
    """A dispute whose facts the story states is likelier the one it is about: each fact read
    from the words (not the table setup) adds STATED, shared among the disputes that read it."""
    from .cards_text import card_groups
    from .story import read

    by_fact = _topics_reading(book, game)
    out: dict[str, float] = {}
    told = read(book, game, story)
    worked_out = {fid: spec["value"] for fid, spec in (book.vocabulary.get("others_in") or {}).items()}
    said: dict[str, set] = {}  # the words read -> the disputes reading a fact read from them
    for r in told.readings:
        if worked_out.get(r.fact, not r.value) == r.value:
            continue  # "seat 5 called" tells the opener is not alone, not that the dispute is about it
        said.setdefault(r.words, set()).update(by_fact.get(r.fact, ()))
    # a fact told both ways: which way is in doubt, not that the dispute is about it
    statements = [*said.values(), *(set(by_fact.get(fid, ())) for fid in told.contested)]
    for topics in statements:  # "before the draw": one statement, whichever facts it tells
        for t in topics:
            out[t] = out.get(t, 0.0) + STATED / len(topics)
    deck = book.fact_for("deck")
    if not told.hands and any(r.fact == deck and re.search(r"\b5[0-9]\b", r.words) for r in told.readings):
        for t in book.topics_for_role("deck"):
            out[t] = out.get(t, 0.0) + STATED  # "counted it down, 53 cards": the deck's size is at issue
    elif _joker_asked(story) and _deck_without_joker(book, game):
        for t in book.topics_for_role("joker_shown"):
            out[t] = out.get(t, 0.0) + 2 * STATED  # "where's the joker?" in a game dealt without one: its rule
    carded = {r.words for r in told.readings if book.facts[r.fact].type == "cards"}  # "opened with Ah Jk ..."
    if any("Jk" in group.cards for _, group in told.hands):
        for t in book.topics_for_role("joker_shown"):
            out[t] = out.get(t, 0.0) + STATED  # a showdown with the joker in a hand: what it plays as
    elif told.hands:  # two hands or more, each by its seat, none with the joker: how the hands rank
        for t in set(book.topics_for_role("showdown")) - set(book.topics_for_role("joker_shown")):
            out[t] = out.get(t, 0.0) + STATED
    elif _JOKER_NAMED.search(story) and any(
        len(g.cards) == 5 and "Jk" in g.cards and g.words not in carded for g in card_groups(story)
    ):  # the card patterns are compiled only where the joker is named
        for t in book.topics_for_role("joker_shown"):
            out[t] = out.get(t, 0.0) + STATED / 2  # one hand told holding it: likelier what it plays as
    for topic in asked_about(book, story):
        out[topic] = out.get(topic, 0.0) + STATED  # "who's UTG?": the question names the dispute
    if told.stakes and odd_open(book, story, told.stakes):
        for t in book.topics_for_role("odd_open"):
            out[t] = out.get(t, 0.0) + 2 * STATED  # "$45 at $30-$60": what one may open for
    return out


def _joker_asked(story: str) -> bool:
    """The joker named, not denied ("where's the joker?", not "no bug in this one")."""
    return any(not _DENIED.search(story, 0, m.start()) for m in _JOKER_NAMED.finditer(story))


_DENIED = re.compile(r"\b(?:no|not|without|nor)\s+(?:the\s+|a\s+)?$", re.I)


def _deck_without_joker(book: Rulebook, game: str) -> bool:
    """Whether the game is dealt from 52 cards whatever the room (deuce-to-seven lowball)."""
    from ..engine.context import Context

    return Context(book, game).base.get(book.fact_for("deck")) == 52


def odd_open(book: Rulebook, story: str, stakes: tuple) -> tuple[int, str] | None:
    """(the amount, its words) where the story tells an open for an amount that is neither of its
    stakes' bets ("opens for $45" at $30-$60), told once."""
    from ..rules.phrasing import tokens
    from .phrases import find, words_for

    toks = tokens(story)
    hits = find(book.vocabulary.get("odd_open", ()), toks, True, words_for(book, toks))
    odd = {(slots["amount"][0], story[toks[i][1] : toks[j - 1][2]]) for i, j, slots, _ in hits if slots.get("amount")}
    odd = {o for o in odd if o[0] not in stakes}
    return odd.pop() if len({a for a, _ in odd}) == 1 else None


def asked_about(book: Rulebook, story: str) -> set[str]:
    """The disputes the story's own question names (words.yaml `asked`: "who acts first", "who's
    under the gun"), outside anyone's claim; a question stays one after "don't know" ("he don't know
    who speaks first")."""
    from ..rules.phrasing import tokens
    from .phrases import find, words_for

    toks = tokens(story)
    compiled = words_for(book, toks)
    return {
        topic for topic, phrases in (book.vocabulary.get("asked") or {}).items() if find(phrases, toks, False, compiled)
    }


@lru_cache(maxsize=16)
def _topics_reading(book: Rulebook, game: str) -> dict[str, tuple[str, ...]]:
    """fact -> the disputes of this game whose rules read it (the table setup left out)."""
    from ..rules.conditions import facts_in

    g = book.game(game)
    out: dict[str, set] = {}
    for c in book.clauses_for(g):
        for f in facts_in(book.effective_condition(g, c)):
            for fid in book.reach(f):
                fact = book.facts.get(fid)
                if fact is not None and not fact.setup and fact.source != "house":
                    out.setdefault(fid, set()).add(c.topic)
    return {f: tuple(sorted(t)) for f, t in out.items()}
