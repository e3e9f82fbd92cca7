"""Writing a house profile: the choices a room makes (`rulings house init` asks them in this
order) and the YAML file they make, with comments saying what each choice means.

`choices(book)` lists the questions: every house option (the book's main rule and its
alternates), then the table setup of each game where the game allows more than one. Each choice
carries what the book says for it (its words, the main rule marked, and the rule it turns on).
`profile_text(book, name, note, timezone, picked)` writes the file; it reads back as the same
profile (`rules.house.profile_from`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .book import Rulebook
from .conditions import leaves
from .model import Fact

UNSET = None  # a table setup left to each ruling (asked when it matters)


@dataclass
class Pick:
    value: Any
    label: str  # the choice in words
    main: bool = False  # the book's main rule (an option), the game's usual (a setup)
    says: str = ""  # a rule of the book it turns on: "title (section ¶n)"


@dataclass
class Choice:
    fact: Fact
    game: str | None  # None: a house option, for every game; else the game whose table it sets up
    title: str
    where: str  # the book's section for it ("" for a setup)
    picks: list[Pick] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.game, self.fact.id)

    @property
    def default(self) -> Pick:
        """What Enter keeps: the book's main rule; for a table setup a ruling can ask, nothing fixed."""
        unset = [p for p in self.picks if p.value is UNSET]
        return unset[0] if unset else next((p for p in self.picks if p.main), self.picks[0])


def _required(cond: tuple) -> list[tuple]:
    """The leaves a condition cannot hold without (those under `all` only, from the top)."""
    if cond[0] == "leaf":
        return [cond]
    if cond[0] == "all":
        return [leaf for c in cond[1] for leaf in _required(c)]
    return []


def _says(book: Rulebook, fact: Fact, value: Any, game_id: str | None) -> str:
    """A rule of the book (of the game, when one is given) that holds only under this value: the
    first whose condition requires it, else the first that reads it."""
    clauses = book.clauses_for(book.games[game_id]) if game_id else list(book.clauses.values())

    def picks(leaf: tuple) -> bool:
        _, fid, op, want = leaf
        return fid == fact.id and (
            (op == "is" and want == value) or (op == "in" and value in want and len(want) < len(fact.choices))
        )

    for found in (_required, leaves):
        for c in clauses:
            if any(picks(leaf) for leaf in found(c.when)):
                return f"{c.title} ({book.cite_short(c)})"
    return ""


def choices(book: Rulebook) -> list[Choice]:
    out = []
    for fact in book.house_options:
        sec, para = fact.citation or ("", 0)
        choice = Choice(fact, None, fact.title or fact.id, book.citation(sec, para) if sec in book.sections else "")
        for v in fact.choices:
            choice.picks.append(Pick(v, fact.label(v), v == fact.main, _says(book, fact, v, None)))
        out.append(choice)
    for game in book.games.values():
        for fact in book.table_setups:
            allowed = [v for v in fact.choices if v in game.allowed(fact.setup)] or list(game.allowed(fact.setup))
            if len(allowed) < 2:
                continue  # the game fixes it
            choice = Choice(fact, game.id, f"{game.title}: {(fact.title or fact.id).lower()}", "")
            usual = game.allowed(fact.setup)[0]
            for v in allowed:
                choice.picks.append(Pick(v, fact.label(v), v == usual, _says(book, fact, v, game.id)))
            if fact.source != "house":  # a setup a ruling can ask instead (a room whose tables differ)
                choice.picks.append(Pick(UNSET, "not fixed: asked at each ruling where it matters"))
            out.append(choice)
    return out


def _yaml(value: Any) -> str:
    """A scalar as YAML: text always quoted (so `off` or `52` stay what they are), numbers bare."""
    if isinstance(value, bool) or not isinstance(value, int):
        return json.dumps(str(value), ensure_ascii=False)
    return str(value)


def _comment(text: str, indent: str) -> list[str]:
    import textwrap

    return [f"{indent}# {line}" for line in textwrap.wrap(" ".join(text.split()), 96 - len(indent))]


def profile_text(book: Rulebook, name: str, note: str, timezone: str, picked: dict, today: str = "") -> str:
    """The profile as YAML with comments. `picked` maps Choice.key to the value chosen (UNSET:
    left out, so the ruling asks)."""
    lines = [
        f"# House profile of {' '.join(name.split())}{', written by `rulings house init`' if today else ''}"
        f"{f' on {today}' if today else ''}.",
        "# Check it after any edit: rulings house check FILE. See it as the room plays it: rulings house show FILE.",
        "",
        f"name: {_yaml(name)}",
    ]
    if note:
        lines.append(f"note: {_yaml(note)}")
    if timezone:
        lines += ["# The room's time zone (an IANA name): the log shows times in it.", f"timezone: {_yaml(timezone)}"]
    lines += ["", "# Where the book gives a main rule and an alternate, the one this room plays.", "options:"]
    by_key = {c.key: c for c in choices(book)}
    for c in (c for c in by_key.values() if c.game is None):
        lines += _comment(f"{c.title} ({c.where})", "  ")
        for p in c.picks:
            lines += _comment(f"  {p.value}: {p.label}{' (the main rule)' if p.main else ''}", "  ")
        lines.append(f"  {c.fact.id}: {_yaml(picked.get(c.key, c.default.value))}")
    games = [g for g in book.games.values() if any(c.game == g.id for c in by_key.values())]
    lines += [
        "",
        "# The table setup of each game, where the game allows several. A setup left out is asked at",
        "# a ruling whenever it matters (for tables that differ).",
        "games:",
    ]
    for g in games:
        rows = []
        for c in (c for c in by_key.values() if c.game == g.id):
            value = picked.get(c.key, c.default.value)
            alts = " | ".join(f"{p.value}{' (usual)' if p.main else ''}" for p in c.picks if p.value is not UNSET)
            if value is UNSET:
                rows.append(f"    # {c.fact.id}: not fixed (one of {alts}); asked at each ruling")
            else:
                rows.append(f"    {c.fact.id}: {_yaml(value)}  # {alts}")
        if any(not r.lstrip().startswith("#") for r in rows):
            lines += [f"  {g.id}:  # {g.title}", *rows]
        else:
            lines += [f"  # {g.id}: nothing fixed", *rows]
    lines += [
        "",
        "# Rules of the room's own, in the rule data's clause format (see docs/house.md):",
        "# rules:",
        "#   - id: house.SHORT-NAME",
        "#     section: house            # a topic of its own; or the book's section it refines",
        "#     title: ...",
        "#     aliases: [the words floor staff use]",
        "#     when: {fact: FACT, is: VALUE}",
        "#     ruling: The ruling, in the room's words.",
        "#     outcome: SHORT-ANSWER",
        "#     examples: [{facts: {FACT: VALUE}, expect: SHORT-ANSWER}]",
        "",
    ]
    return "\n".join(lines)
