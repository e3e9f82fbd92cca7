"""Reading the floor person's words: the facts a story states outright (rules_data/words.yaml).

Conservative by design: a question costs seconds, a wrong reading costs a wrong ruling.
- A phrase counts only as whole words; a phrase for a value other than "no" is ignored when one
  of the three words before it is a negation ("nobody raised" is not "raised").
- A phrase inside a longer phrase read for the same fact gives way to the longer one; two
  values of one fact read from one story cancel, and neither is taken.
- Cards are taken for a fact only after the words that introduce them ("the opener had ...");
  cards without suits only where suits cannot change the answer (lowball ace-to-five, or a hand
  with a pair); a showdown is two or more five-card hands each told by its seat.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from ..records import record
from ..rules.book import Rulebook
from .cards_text import CardGroup, card_groups

NEGATIONS = frozenset(
    "no not never nobody noone none neither nor without didnt wasnt werent hadnt hasnt havent isnt arent "
    "couldnt cant cannot wont wouldnt dont doesnt shouldnt".split()
)
NUMBERS = {
    w: n
    for n, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split()
    )
}
NUMBERS.update({"once": 1, "twice": 2})
_TOKEN = re.compile(r"\$|[A-Za-z0-9]+(?:['’][A-Za-z]+)*")
WINDOW = 3  # words before a phrase where a negation cancels it


@record(eq=True)
class Reading:
    fact: str
    value: Any
    words: str  # the words it was read from, as typed


@record
class Story:
    """What a story states: facts, the seats in roles, the stakes, the hands shown."""

    readings: tuple
    roles: dict  # role -> seat number ("opener" -> 6)
    stakes: tuple  # (small bet, big bet) of a limit game, or ()
    hands: list  # [(label, CardGroup)] shown at a showdown


# -- tokens and phrases ------------------------------------------------------------------------------
def tokens(text: str) -> list[tuple[str, int, int]]:
    """(word, start, end): lower case, apostrophes dropped; "$" is a word of its own."""
    return [(m.group(0).lower().replace("'", "").replace("’", ""), m.start(), m.end()) for m in _TOKEN.finditer(text)]


@lru_cache(maxsize=4096)
def compile_phrase(phrase: str) -> tuple:
    """A phrase as ("word", w) / ("opt", (words)) / ("slot", name) elements."""
    out: list = []
    for part in re.findall(r"\[[^\]]*\]|\{[a-z]+\}|[^\s\[\]{}]+", phrase.lower()):
        if part.startswith("["):
            words = tuple(w for w, _, _ in tokens(part[1:-1]))
            if words:
                out.append(("opt", words))
        elif part.startswith("{"):
            out.append(("slot", part[1:-1]))
        else:
            out += [("word", w) for w, _, _ in tokens(part)]
    return tuple(out)


def _number(word: str) -> int | None:
    if word.isascii() and word.isdigit() and len(word) <= 4:
        return int(word)
    return NUMBERS.get(word)


def _match(elems: tuple, toks: list, i: int) -> tuple[int, dict] | None:
    """Where the phrase ends if it matches at token i, and its slots' values."""
    slots: dict = {}
    for kind, want in elems:
        if kind == "word":
            if i >= len(toks) or toks[i][0] != want:
                return None
            i += 1
        elif kind == "opt":
            if tuple(t[0] for t in toks[i : i + len(want)]) == want:
                i += len(want)
        else:
            if i < len(toks) and want == "amount" and toks[i][0] == "$":
                i += 1
            n = _number(toks[i][0]) if i < len(toks) else None
            if n is None:
                return None
            slots.setdefault(want, []).append(n)
            i += 1
            if want == "amount" and i < len(toks) and toks[i][0] in ("dollars", "bucks"):
                i += 1
    return i, slots


def find(phrases: tuple, toks: list, negatable: bool) -> list[tuple[int, int, dict]]:
    """Every match of any of the phrases: (first token, token after, slots)."""
    by_word: dict[str, list[int]] = {}
    for n, (w, _, _) in enumerate(toks):
        by_word.setdefault(w, []).append(n)
    out = []
    for phrase in phrases:
        elems = compile_phrase(phrase)
        if not elems:
            continue
        starts = by_word.get(elems[0][1], ()) if elems[0][0] == "word" else range(len(toks))
        for i in starts:
            got = _match(elems, toks, i)
            if got is None or got[0] == i:
                continue
            if negatable and any(t[0] in NEGATIONS for t in toks[max(0, i - WINDOW) : i]):
                continue
            out.append((i, got[0], got[1]))
    return out


# -- reading -------------------------------------------------------------------------------------------
def read_story(book: Rulebook, game: str, text: str, facts: frozenset | None = None) -> list[Reading]:
    """What the story states of these facts (default: every fact), in the order it says it."""
    return list(read(book, game, text, facts).readings)


@lru_cache(maxsize=32)  # a pure function, asked again at each step of a dispute
def read(book: Rulebook, game: str, text: str, facts: frozenset | None = None) -> Story:
    from ..engine.context import Context

    ctx = Context(book, game)
    toks = tokens(text)
    groups = card_groups(text)
    roles = read_roles(book, toks)
    stakes = read_stakes(book, toks)
    found: dict[str, list] = {}  # fact -> [(start, end, value, words)]
    for fact in book.facts.values():
        if (facts is not None and fact.id not in facts) or not fact.words or fact.type == "cards":
            continue
        if fact.id in ctx.base or fact.computed:
            continue  # fixed by the game or the room, or worked out: never read
        for value, phrases in fact.words.items():
            for i, j, slots in find(phrases, toks, negatable=value is not False):
                if value == "n" or fact.type == "number":
                    got = slots.get("n", [value])[0] if value == "n" else value
                    if not isinstance(got, int) or got < fact.minimum:
                        continue
                    value_read = got
                else:
                    value_read = value
                found.setdefault(fact.id, []).append((i, j, value_read))
    readings = []
    for fid, hits in found.items():
        hits = [
            h for h in hits if not any(o[0] <= h[0] and h[1] <= o[1] and o[1] - o[0] > h[1] - h[0] for o in hits)
        ]  # inside a longer phrase of the same fact
        values = {v for _, _, v in hits}
        fact = book.facts[fid]
        if len(values) != 1:
            continue  # the story says two things: neither is taken
        value = values.pop()
        if fact.type in ("choice",) or fact.setup:
            if value not in ctx.domain(fact):
                continue
        start, end = min(h[0] for h in hits), min(h[1] for h in hits if h[0] == min(x[0] for x in hits))
        readings.append((toks[start][1], Reading(fid, value, text[toks[start][1] : toks[end - 1][2]])))
    readings += [(r[0], r[1]) for r in _card_readings(book, game, text, toks, groups, facts)]
    readings.sort(key=lambda t: t[0])
    hands = _showdown(text, toks, groups)
    return Story(tuple(r for _, r in readings), roles, stakes, hands)


def read_game(book: Rulebook, text: str) -> Reading | None:
    """The game the story names outright, if it names exactly one (a Reading of the game fact)."""
    toks = tokens(text)
    hits = []
    for gid, phrases in (book.vocabulary.get("games") or {}).items():
        hits += [(i, j, gid) for i, j, _ in find(phrases, toks, negatable=True)]
    hits = [h for h in hits if not any(o[0] <= h[0] and h[1] <= o[1] and o[1] - o[0] > h[1] - h[0] for o in hits)]
    named = {g for _, _, g in hits}
    if len(named) != 1:
        return None
    i, j, gid = hits[0]
    return Reading(book.fact_for("game") or "game", gid, text[toks[i][1] : toks[j - 1][2]])


def read_roles(book: Rulebook, toks: list) -> dict:
    """Seats the story puts in a role ("seat 6 opened": opener 6); a role given two seats is dropped."""
    seats: dict[str, set] = {}
    for role, phrases in (book.vocabulary.get("roles") or {}).items():
        for _, _, slots in find(phrases, toks, negatable=True):
            for seat in slots.get("seat", []):
                if 1 <= seat <= 10:
                    seats.setdefault(role, set()).add(seat)
    return {role: next(iter(s)) for role, s in seats.items() if len(s) == 1}


def read_stakes(book: Rulebook, toks: list) -> tuple:
    """(small bet, big bet) of a limit game the story names ("$30-$60", "30/60")."""
    named = set()
    for _, _, slots in find(book.vocabulary.get("stakes") or (), toks, negatable=False):
        amounts = slots.get("amount", [])
        if len(amounts) == 2 and 0 < amounts[0] < amounts[1]:
            named.add((amounts[0], amounts[1]))
    return named.pop() if len(named) == 1 else ()


def _card_readings(book: Rulebook, game: str, text: str, toks: list, groups: list, facts):
    """Cards facts read from cards written right after the words that introduce them."""
    out = []
    ranking = book.game(game).ranking
    for fact in book.facts.values():
        if fact.type != "cards" or (facts is not None and fact.id not in facts):
            continue
        cues = (fact.words or {}).get("cards", ())
        taken = []
        for _, j, _ in find(cues, toks, negatable=True):
            cue_end = toks[j - 1][2]
            group = next(
                (g for g in groups if 0 <= g.start - cue_end <= 24 and not _words_between(text, cue_end, g.start)), None
            )
            if group and _usable(group, ranking):
                taken.append(group)
        if len({g.text for g in taken}) == 1:
            g = taken[0]
            out.append((g.start, Reading(fact.id, _as_text(g), g.words)))
    return out


def _words_between(text: str, a: int, b: int) -> bool:
    between = re.findall(r"[A-Za-z]+", text[a:b].lower())
    return any(
        w not in ("the", "a", "an", "his", "her", "their", "was", "were", "is", "of", "cards", "card") for w in between
    )


def _usable(group: CardGroup, ranking: Any) -> bool:
    """Cards without suits are usable where suits cannot change the answer: in ace-to-five
    lowball, for a single card (an exposed card is judged by rank), or a hand holding a pair."""
    if not group.ranks_only:
        return True
    if len(group.cards) == 1:
        return True
    ranks = [c[0] for c in group.cards if c != "Jk"]
    return ranking == "ace-to-five" or len(set(ranks)) < len(ranks)


def _as_text(group: CardGroup) -> str:
    """Card text for the engine; ranks without suits get distinct suits in turn, which cannot
    make a flush of five (only where suits cannot change the answer: see _usable)."""
    if not group.ranks_only:
        return group.text
    suits, out = "shdc", []
    for n, c in enumerate(group.cards):
        out.append(c if c == "Jk" or len(c) == 2 else c + suits[n % 4])
    return " ".join(out)


def _showdown(text: str, toks: list, groups: list) -> list:
    """Two or more five-card hands, each told by its seat ("seat 2 has Ah Qh 9h 6h Jk")."""
    labelled = []
    for g in groups:
        if len(g.cards) != 5:
            continue
        before = text[max(0, g.start - 40) : g.start].lower()
        m = re.search(r"seat\s+(\d{1,2})\b[^.;]*$", before)
        if m:
            labelled.append((f"seat {int(m.group(1))}", g))
    seats = [label for label, _ in labelled]
    return labelled if len(labelled) >= 2 and len(set(seats)) == len(seats) else []
