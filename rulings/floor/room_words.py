"""The room's own rules told in a story: "we play progressive openers", "our cap is a bet and six
raises", "house rule: a new player kills it only if nobody objects", "our room posts a max of 3
antes", "after a pass it takes queens here". Where the book gives a main
rule and an alternate (rules_data/house_options.yaml), the floor person's word on which one his
room plays decides the ruling, unless the room's house profile already settles it.

Only a statement about the room, in the first person of the room, is read: a clause with one of
ROOM_SAYS in it, not asked ("do we play six raises?") and not inside anyone's claim ("he says we
play six raises"). Anything else about rules ("is six raises allowed?", "at his
home game they cap at six") is not the room's word and reads nothing.
"""

from __future__ import annotations

import re

from .asides import room_words_at

ROOM_SAYS = (
    ("we", "play"),
    ("we", "use"),
    ("we", "deal"),
    ("we", "cap"),
    ("we", "allow"),
    ("we", "let"),
    ("we", "run"),
    ("here", "we"),
    ("our", "progressive"),  # "our progressive jacks game"
    ("progressive", "jacks"),  # the game named as the room plays it: "Progressive jacks, last hand ..."
    ("progressive", "j", "or", "b"),  # "Progressive J-or-B again"
    ("progressive", "openers", "game"),
    ("progressive", "openers"),  # "T9 JOB, progressive openers: last hand passed out": the game as the room runs it
    ("game", "is", "progressive"),  # "our $5-$10 jacks-or-better game is progressive"
    ("our", "jacks"),
    ("our", "lowball"),
    ("our", "draw"),
    ("our", "table"),
    ("our", "room"),
    ("our", "rule"),
    ("our", "rules"),
    ("our", "cap"),
    ("our", "house"),
    ("our", "game"),
    ("house", "rule"),
    ("house", "rules"),
    ("house", "max"),  # "house max 3 antes per pot"
    ("in", "this", "room"),
    ("this", "room"),  # "this room takes the cap off when it's heads up"
    ("room", "plays"),
    ("house", "plays"),
    ("room", "uses"),
    ("house", "uses"),
    ("room", "posts"),  # "our room posts a max of 3 antes"
    ("posted", "rule"),
    ("its", "posted"),
    ("it", "is", "posted"),
    ("here",),  # "after a pass it takes queens here"
    ("on", "the", "wall"),  # "it's up on the wall"
    ("sign",),  # "the sign for this game says first round you bet or fold", the "progressive" sign
)
_NAMES_THE_RULE = frozenset(("rule", "rules", "wall"))  # "the alternate rule up on the wall, cap comes off ..."


def room_clauses(text: str, toks: tuple, claimed: set[int]) -> set[int]:
    """Token positions of the clauses that state this room's rules (see the module's text)."""
    by_clause: dict[int, list[int]] = {}
    for n, t in enumerate(toks):
        by_clause.setdefault(t[3], []).append(n)
    out: set[int] = set()
    clauses = [by_clause[c] for c in sorted(by_clause)]
    for at, clause in enumerate(clauses):
        words = [toks[n][0] for n in clause]
        said = room_words_at(words, ROOM_SAYS)
        if any(clause[k] not in claimed for k in said) and not _asked(text, toks, clause):
            out.update(clause)  # "we let him kill it only if nobody objects": the room's word, the "if" its rule
            after = text[toks[clause[-1]][2] : toks[clause[-1]][2] + 2]
            names_it = after.lstrip().startswith(",") and words[-1] in _NAMES_THE_RULE
            if (after.lstrip().startswith(":") or names_it) and at + 1 < len(clauses):
                out.update(clauses[at + 1])  # "our house rule: a new player kills only if nobody objects"
            if at and _quoted_name(text, toks, clauses[at - 1], clause):
                out.update(clauses[at - 1])  # the "progressive" sign: the quotes set the name off as a clause
    return out


def _quoted_name(text: str, toks: tuple, before: list[int], clause: list[int]) -> bool:
    """A word or two in quotes right before the clause ("the "progressive" sign")."""
    between = text[toks[before[-1]][2] : toks[clause[0]][1]]
    return len(before) <= 2 and between.strip() in ('"', "”") and text[toks[before[0]][1] - 1] in '"“'


def _asked(text: str, toks: tuple, clause: list[int]) -> bool:
    """The clause is part of a question: its sentence ends with "?"."""
    end = toks[clause[-1]][2]
    rest = re.match(r"[^.!?]*([.!?]|$)", text[end:])
    return bool(rest and rest.group(1) == "?")
