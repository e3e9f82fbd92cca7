"""The rulebook: the validated rule data as one read-only object (built by rules/load.py)."""

from __future__ import annotations

from functools import cached_property

from ..errors import BadInput
from ..records import field, record
from .conditions import ALWAYS, conjoin
from .games import Game, get_game
from .model import Clause, Fact, Section, Topic


@record
class Rulebook:
    sections: dict[str, Section]
    games: dict[str, Game]
    facts: dict[str, Fact]
    topics: dict[str, Topic]
    clauses: dict[str, Clause]
    problems: list[str]
    fingerprint: str  # of the rule data's contents: the log records what a ruling was decided under
    cited: dict = field(default_factory=dict)  # role -> ((section, paragraph), ...): rules_data/roles.yaml
    topic_roles: dict = field(default_factory=dict)  # role -> topic id, from the same file
    fact_roles: dict = field(default_factory=dict)  # role -> fact id, from the same file
    quick_card: tuple = ()  # the rows of the quick-reference card: rules_data/quick_card.yaml
    search_index: dict = field(default_factory=dict)  # rules/vocabulary.py, built and cached with the book
    vocabulary: dict = field(default_factory=dict)  # rules_data/words.yaml and outside.yaml (rules/words.py)
    phrase_index: dict = field(
        default_factory=dict
    )  # the vocabulary compiled (rules/phrasing.py), cached with the book
    cache_key: str = ""  # of the data and the code that shaped this object
    number_domains: dict = field(default_factory=dict)  # a memo of the engine's, never cached

    # -- lookups ---------------------------------------------------------------------------
    def game(self, gid: str) -> Game:
        return get_game(self.games, gid)

    def fact(self, fid: str) -> Fact:
        """The fact by its id, or by an id it had before a rename (its `was:`)."""
        fid = self.renamed.get(fid, fid)
        if fid not in self.facts:
            raise BadInput(f"unknown fact {fid!r}: see `rulings facts` for the {len(self.facts)} known facts")
        return self.facts[fid]

    @cached_property
    def renamed(self) -> dict[str, str]:
        """Old fact id -> the id it has now."""
        return {old: f.id for f in self.facts.values() for old in f.was}

    @cached_property
    def house_options(self) -> list[Fact]:
        """The book's main-or-alternate choices a room makes (table setups excluded)."""
        return [f for f in self.facts.values() if f.source == "house" and not f.setup]

    @cached_property
    def table_setups(self) -> list[Fact]:
        """Facts a table is set up with (deck, forced bets, betting structure): see Fact.setup."""
        return [f for f in self.facts.values() if f.setup]

    def part_condition(self, game: Game, part: str) -> tuple | None:
        """The condition under which a part's rules hold in a game, or None when they never do."""
        for use in game.parts:
            if use.part == part:
                return use.when or ALWAYS
        return None

    def part_rank(self, game: Game, part: str) -> int:
        return game.part_ids().index(part)

    def clauses_for(self, game: Game) -> list[Clause]:
        parts = set(game.part_ids())
        return [c for c in self.clauses.values() if c.part in parts and (not c.games or game.id in c.games)]

    def effective_condition(self, game: Game, clause: Clause) -> tuple:
        """The clause's own condition and the condition under which its part holds in this game."""
        return conjoin(self.part_condition(game, clause.part) or ALWAYS, clause.when)

    def reach(self, fid: str) -> set[str]:
        """A fact and every fact it is made of (conditions, cases, card inputs, `by`)."""
        out, stack = set(), [fid]
        while stack:
            f = stack.pop()
            if f in out or f not in self.facts:
                continue
            out.add(f)
            fact = self.facts[f]
            stack += fact.made_of()
            if fact.cards:
                stack += fact.cards.inputs
            if fact.by:
                stack.append(fact.by)
        return out

    # -- citations ---------------------------------------------------------------------------
    def citation(self, clause_or_section: Clause | str, paragraph: int | None = None) -> str:
        """`Part › Section ¶n (outline-id)`; a room's own rule: `House rule (Room)`, and the
        section of the book it refines (`, on Part › Section (outline-id)`)."""
        if isinstance(clause_or_section, Clause):
            sid, paragraph = clause_or_section.section, clause_or_section.paragraph
        else:
            sid = clause_or_section
        sec = self.sections[sid]
        where = sec.title if sec.is_part else f"{self.sections[sec.part].title} › {sec.title}"
        if isinstance(clause_or_section, Clause) and clause_or_section.house:
            label = f"House rule ({clause_or_section.house})"
            return label if sec.is_part else f"{label}, on {where} ({sid})"
        para = f" ¶{paragraph}" if paragraph else ""
        return f"{where}{para} ({sid})"

    @staticmethod
    def cite_short(clause: Clause) -> str:
        if clause.house:
            return f"House rule ({clause.house})"
        return f"{clause.section} ¶{clause.paragraph}"

    def cites(self, role: str) -> list[tuple[str, int]]:
        """The (section, paragraph) pairs the data names for a role the code cites (the hand
        rankings, the qualifiers); rules_data/roles.yaml holds them and lint checks them."""
        return list(self.cited.get(role, ()))

    def fact_for(self, role: str) -> str:
        """The fact the data names for a role the code looks up (rules_data/roles.yaml)."""
        return self.fact_roles.get(role, "")

    def topic_for(self, role: str) -> str:
        """The topic the data names for a role the code looks up (rules_data/roles.yaml)."""
        found = self.topic_roles.get(role, "")
        return found if isinstance(found, str) else (found[0] if found else "")

    def topics_for_role(self, role: str) -> tuple[str, ...]:
        """The topics the data names for a role (a list in rules_data/roles.yaml)."""
        found = self.topic_roles.get(role, ())
        return (found,) if isinstance(found, str) else tuple(found)
