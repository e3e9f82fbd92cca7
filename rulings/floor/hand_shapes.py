"""What a hand told in words is ("a pair of tens", "jacks up", "8-8", "a four-flush", "no jacks",
"Kh Kd 9s 4c 2c"): its shape, read from rules_data/words.yaml's `hands`, and whether a shape is
openers at a level. Whose hand it is, and when, is floor/hand_words.py's business (with hand_owners.py).
"""

from __future__ import annotations

from functools import lru_cache

from ..errors import BadInput
from ..rules.book import Rulebook
from .phrases import NEGATIONS

RANKS = "23456789TJQKA"
LETTERS = {"a": "A", "k": "K", "q": "Q", "j": "J", "t": "T"}  # a rank by its letter, only in "{rank}": "J-J", "A-A"


@lru_cache(maxsize=8)
def hand_vocabulary(book: Rulebook) -> dict:
    """The `hands` words with each rank's words looked up and each shape split into elements."""
    raw = book.vocabulary.get("hands") or {}
    plural = {w: r for r, (many, _) in (raw.get("ranks") or {}).items() for w in many}
    single = {w: r for r, (_, one) in (raw.get("ranks") or {}).items() for w in one}
    shapes = [(kind, tuple(p.split())) for kind, phrases in (raw.get("shapes") or {}).items() for p in phrases]
    starts = {elems[0] for _, elems in shapes if not elems[0].startswith("{")} | {"joker", "bug", "kicker"}
    by_first: dict[tuple, list] = {}  # (list, first word) -> its phrases as word lists
    for key in ("shown", "opened_on", "declares", "verdicts"):
        for p in raw.get(key) or ():
            for words in _spellings(p):
                by_first.setdefault((key, words[0]), []).append(words)
    hand_words = starts | set(plural) | set(single)
    return {
        **raw,
        "plural": plural,
        "single": single,
        "shape_list": shapes,
        "hand_words": hand_words,
        "by_first": by_first,
    }


def phrase_end(w: dict, words: list[str], n: int, phrase: list[str]) -> int | None:
    """Where a `verdicts` phrase told from word n ends, an adverb that only softens it may stand
    between its words ("he doesn't actually have openers", "didn't even have jacks"); None if it
    is not told there."""
    j = n
    for k, word in enumerate(phrase):
        while k and j < len(words) and words[j] != word and words[j] in w["softeners"]:
            j += 1
        if j >= len(words) or words[j] != word:
            return None
        j += 1
    return j


def _spellings(phrase: str) -> list[list[str]]:
    """Every phrase a compact one stands for: "cant/could_not show openers/jacks" is "cant show
    openers", "could not show jacks" and the rest ("/" between choices, "_" between the words of one)."""
    out: list[list[str]] = [[]]
    for element in phrase.split():
        out = [done + choice.split("_") for done in out for choice in element.split("/")]
    return out


def shape_at(w: dict, words: list[str], i: int) -> tuple[int, str, tuple] | None:
    """(end, shape, ranks) of the hand told at word i, the longest shape that matches there;
    None if none does, or two of different shapes match as long."""
    best: list[tuple[int, str, tuple]] = []
    for kind, elems in w["shape_list"]:
        j, ranks = i, []
        for e in elems:
            if j >= len(words):
                break
            if e == "{pair}" and words[j] in w["plural"]:
                ranks.append(w["plural"][words[j]])
            elif e == "{card}" and words[j] in w["single"]:
                ranks.append(w["single"][words[j]])
            elif e == "{rank}" and (words[j] in w["single"] or words[j] in LETTERS):
                ranks.append(w["single"].get(words[j]) or LETTERS[words[j]])
            elif e != words[j]:
                break
            j += 1
        else:
            if kind == "pair" and len(set(ranks)) > 1:
                continue  # "J-10" is no pair; a pair told by its cards is one rank twice ("8-8")
            best.append((j, kind, tuple(ranks)))
    if not best:
        return None
    end = max(b[0] for b in best)
    longest = {(b[1], b[2]) for b in best if b[0] == end}
    if len({k for k, _ in longest}) != 1 or len(longest) != 1:
        return None
    kind, told = longest.pop()
    if kind == "two-pair-or-better" and len(told) == 2 and told[0] == told[1]:
        return None  # "jacks and jacks": not two pair
    return end, kind, told


def one_hand(w: dict, text: str, words: list[str], toks: tuple, i: int) -> tuple[int, str, tuple] | None:
    """The hand told at word i, if what follows does not make it part of a longer one."""
    got = shape_at(w, words, i)
    if got is None:
        return None
    end = got[0]
    after = words[end : end + 3] if end < len(words) and toks[end][3] == toks[end - 1][3] else []
    if after and after[0] in ("or", "over", "full", "high", "kicker", "up", "nor"):
        return None  # "tens or better", "tens over", "tens full"
    if after[:1] == ["back"] and words[i] == "jacks":
        return None  # "on the jacks back": the game
    if after and (after[0] in w["single"] or after[0] in LETTERS) and text[toks[end - 1][2] : toks[end][1]] == "-":
        return None  # "J-J-9-9-2": a whole hand by its cards, not a pair
    if after and after[0] in ("and", "plus", "with", "&"):
        k = end + 1 if after[1:2] and after[1] not in ("a", "an", "the", "his") else end + 2
        if after[0] == "with" and got[1] in ("pair", "small-pair") and words[k + 1 : k + 2] == ["kicker"]:
            return k + 2, got[1], got[2]  # "a pair of tens with a jack kicker": the pair
        if k < len(words) and words[k] in w["hand_words"]:
            more = shape_at(w, words, k) if toks[k][3] == toks[end - 1][3] else None
            if more is None and words[k] in NEGATIONS:
                return got  # "holding two aces and not yet having acted", "has two queens and didnt act": the aces, then another thing
            if got[1] == "no-pair" and more and more[1] == "no-pair":
                return more[0], "no-pair", ()  # "a four-flush and no pair": no pair still
            if (
                more is not None
                and got[1] in ("pair", "small-pair")
                and after[0] == "with"
                and more[1] == "no-pair"
                and words[more[0] : more[0] + 1] not in (["and"], ["or"])
            ):
                return more[0], got[1], got[2]  # "a pair of tens with a straight draw": the pair still
            return None  # "jacks and the joker", "tens with an ace": not one of the shapes
    return got


def verdict(kind: str, ranks: tuple, lowest: str, level: str | None) -> bool | None:
    """Whether a hand of this shape is openers at this level (a rank; None: not known), where
    no level asks less than `lowest` (the lowest the level fact can be)."""
    if kind in ("no-pair", "short", "small-pair"):
        return False
    if kind == "two-pair-or-better":
        return True
    rank = RANKS.index(ranks[0])
    if kind == "pair-at-least":  # two of a rank shown, the other three untold: openers only if the pair is
        return True if level is not None and rank >= RANKS.index(level) else None
    if rank < RANKS.index(lowest):
        return False  # below jacks never opens
    return None if level is None else rank >= RANKS.index(level)


def shape_ending_at(w: dict, text: str, toks: tuple, words: list[str], n: int) -> tuple[int, int, str, tuple] | None:
    """The hand told just before word n ("a pair of sevens; that's what he opened on")."""
    end = n
    while end > 0 and words[end - 1] in ("thats", "that", "is", "was", "its", "exactly", "and", "just"):
        end -= 1
    for start in range(max(0, end - 6), end):  # the earliest start that ends right there: the whole hand
        got = shape_at(w, words, start)
        if got and got[0] == end and all(toks[k][3] == toks[start][3] for k in range(start, end)):
            if start and (words[start - 1] in w["plural"] or words[start - 1] in ("and", "or", "of", "over")):
                return None
            return (start, *got)
    return None


def typed_hands(text: str, toks: tuple) -> dict[int, tuple[int, str, tuple]]:
    """Five cards typed with their suits, or by ranks holding a pair ("10-10-9-6-3": no flush can
    be there), by where they start: (token after, shape, ranks), the shape the hand's value gives
    ("Kh Kd 9s 4c 2c" a pair of kings; a flush two pair or better); two suited cards of a rank,
    jacks or higher, are a pair of at least that rank ("shows Qd Qs": the rest untold)."""
    out: dict[int, tuple[int, str, tuple]] = {}
    suited = sum(_card_like(t[0]) and t[0][-1] in "shdc" for t in toks)
    if sum(_card_like(t[0]) for t in toks) < 5 and suited < 2:
        return out  # no five cards nor two with suits: card_groups' patterns (costly to compile) are not needed
    from ..cards.hands import evaluate
    from .cards_text import card_groups

    for g in card_groups(text):
        ranks = [c[:-1] if len(c) > 1 and c != "Jk" else c for c in g.cards]
        end = next((k + 1 for k, t in enumerate(toks) if t[2] >= g.end), len(toks))
        if len(g.cards) == 2 and not g.ranks_only and ranks[0] == ranks[1] and ranks[0] in "JQKA":
            out[g.start] = (end, "pair-at-least", (ranks[0],))  # below jacks says nothing: the rest may pair
            continue
        if len(g.cards) != 5 or (g.ranks_only and (len(set(ranks)) == 5 or "Jk" in g.cards)):
            continue  # five ranks told without suits may be a flush
        cards = (
            g.text if not g.ranks_only else " ".join(c + "shdc"[ranks[:k].count(c) % 4] for k, c in enumerate(ranks))
        )
        try:
            value = evaluate(cards, "high")
        except BadInput:
            continue
        if value.category == "pair":
            out[g.start] = (end, "pair", (RANKS[value.played[0]],))
        else:
            out[g.start] = (end, "no-pair" if value.category == "high-card" else "two-pair-or-better", ())
    return out


_RANK_TOKENS = frozenset("2 3 4 5 6 7 8 9 10 t j q k a jk".split())


def _card_like(word: str) -> bool:
    """A word that may be a card or a rank of a hand typed by its cards ("kh", "10s", "8")."""
    return word in _RANK_TOKENS or (len(word) in (2, 3) and word[-1] in "shdc" and word[:-1] in _RANK_TOKENS)
