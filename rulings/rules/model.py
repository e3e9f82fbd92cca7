"""The rule data model: outline sections, facts, topics, clauses, examples, house profiles.

Loaded once and then only read. The classes are light records (rulings/records.py), compared by
identity: every command imports them, and nothing compares two of them by value.
"""

from __future__ import annotations

from typing import Any

from ..records import field, record
from .conditions import facts_in

FACT_TYPES = ("yes/no", "choice", "number", "cards")
FACT_SOURCES = ("table", "house", "game")


@record
class Section:
    """An outline section or part; both can be cited."""

    id: str
    title: str
    part: str  # the part id (a part is its own part)
    paragraphs: int
    order: int
    is_part: bool = False


@record
class CardRule:
    """How a fact is worked out from cards: a computation in rules/card_facts.py and its arguments,
    each either another fact's value (`$fact` in the data) or a literal."""

    compute: str
    args: tuple = ()  # ((parameter, fact id or "", literal), ...)

    @property
    def inputs(self) -> tuple[str, ...]:
        """The facts the computation reads."""
        return tuple(ref for _, ref, _ in self.args if ref)


@record
class Fact:
    id: str
    type: str
    question: str
    help: str = ""
    choices: tuple = ()
    labels: dict = field(default_factory=dict)  # choice value -> words shown to a person
    source: str = "table"
    derive: tuple | None = None  # a compiled condition: the fact is computed, never asked
    cards: CardRule | None = None  # worked out from the cards when they are given
    cases: tuple = ()  # ((condition, value), ...): the first case that holds gives the value
    minimum: int = 0
    # Facts the game decides (rules_data/games.yaml), declared in the data rather than known to
    # the engine by name: `from_game` names the game's property that fixes the value (a mapping
    # there gives one value per value of the fact `by`); `setup` names the game's list of the
    # values a table may be set up with (the table setup: deck, forced bets, betting structure).
    from_game: str = ""
    by: str = ""
    setup: str = ""
    # How floor staff say it, from the data's `words:` (floor/story.py reads stories with them, the
    # quiz tells stories with them): value -> phrases, the first of each the one a story tells.
    # Yes/no facts are keyed True and False; choice facts by choice; number facts by "n", each
    # phrase holding {n} where the number goes; cards facts by "cards" (what introduces them).
    words: dict = field(default_factory=dict)
    asked: bool = True  # False: known only from the cards it is worked out from, never asked
    implies: dict = field(default_factory=dict)  # facts that hold whenever this one is known ({deck: 53})
    was: tuple = ()  # ids it had before a rename: still accepted (`rulings facts` ids are a contract)
    # house options only
    main: Any = None
    citation: tuple = ()  # (section, paragraph)
    title: str = ""
    order: int = 0
    file: str = ""
    line: int = 0

    @property
    def computed(self) -> bool:
        """Worked out from other facts by a condition or cases, never asked itself."""
        return self.derive is not None or bool(self.cases)

    def made_of(self) -> list[str]:
        """The facts a computed fact's condition or cases read."""
        out: list[str] = facts_in(self.derive) if self.derive else []
        for cond, _ in self.cases:
            out += [f for f in facts_in(cond) if f not in out]
        return out

    def label(self, value: Any) -> str:
        if value is None:
            return "unknown"
        if self.type == "yes/no":
            return "yes" if value else "no"
        return str(self.labels.get(value, value))


@record
class Topic:
    id: str
    title: str
    question: str = ""
    file: str = ""
    line: int = 0


@record
class Example:
    facts: dict
    expect: str
    game: str | None = None
    house: dict = field(default_factory=dict)
    line: int = 0


@record
class Clause:
    id: str
    section: str
    paragraph: int
    title: str
    topic: str
    when: tuple
    ruling: str
    outcome: str
    part: str = ""
    aliases: tuple = ()
    exception_to: tuple = ()
    games: tuple = ()  # empty: every game that follows the clause's part
    discretion: bool = False  # the source leaves this to the floor person
    note: str = ""  # where the source is unclear, what we decided and why
    here: tuple = ()  # sentences for this table, ((condition, text), ...): the first that holds and can be filled is said
    dead: str = ""  # the role whose hand this ruling takes out of the showdown ("miscaller")
    see_also: tuple = ()
    examples: tuple = ()
    order: int = 0
    file: str = ""
    line: int = 0
    beats: frozenset = frozenset()  # transitive closure of exception_to, filled by the loader
    house: str = ""  # a room's own rule (rules/house_rules.py): the room's name; "" for the book's


@record
class HouseProfile:
    """A room's choices among the book's main and alternate rules, plus its table setups."""

    name: str = "no house profile; the book's main rules"
    note: str = ""
    timezone: str = ""  # the room's IANA time zone (times are shown in it; stored in UTC); "" for the system's
    options: dict = field(default_factory=dict)  # option id -> value, for every game
    games: dict = field(default_factory=dict)  # game id -> {option id -> value}
    path: str = ""
    rules: tuple = ()  # the room's own rules, as clauses (rules/house_rules.py); the book's text is never edited
    topics: tuple = ()  # the topics of the room's rules that stand alone (section: house)

    def choices_for(self, game: str) -> dict:
        merged = dict(self.options)
        merged.update(self.games.get(game, {}))
        return merged
