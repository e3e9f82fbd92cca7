"""The check that keeps quiz items honest, worked out again from each item's own data (its facts,
cards and choices) with the engine and the evaluator, not from the reasoning that made it.

For a rule item: the key is the engine's ruling in the item's situation, decided from what the
story tells alone (a table setup it does not tell must not change the answer); no other choice is
that ruling or reads the same; each other choice is what the engine rules in its witness
situation, of the same topic; the question names no fact of the story and not the key's own
words, and the key does not restate a fact of the story in the story's words. For a card item:
the key is what the evaluator says. For every item: what is shown before the answer holds no
citation. For a quiz: no item twice, no set of answers twice, at most `cap` items on one topic.

An item resting on a room's own rule must say so after the answer (its citation "House rule
(Room)", its `house_rule` the room, its id `house/ROOM/...`), and no item on the book's rules may.
A wrong answer witnessed "under the book" is what the book alone (without the room's rules) rules
in that situation; for a rule that stands alone, that is "no rule covers it", true only where the
book alone rules nothing. A standalone rule's key is the room's ruling in the room's words, which
name its own dispute; so the check that the key does not restate the story is not made for it.

`audit` counts what it checked and lists every problem; tests assert there are none, and
bench/quiz_items.py reports the counts.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from itertools import product

from ..engine.context import Context
from ..engine.topic import DECIDED, Topical
from ..errors import BadInput
from ..rules.book import Rulebook
from ..rules.house_rules import HOUSE, book_alone
from ..rules.model import HouseProfile
from .items import Item

RUN = 4  # words in a row that count as the same phrase
_WORD = re.compile(r"[a-z0-9]+")


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("'", ""))


def runs(text: str, n: int = RUN) -> set[tuple]:
    w = words(text)
    return {tuple(w[i : i + n]) for i in range(len(w) - n + 1)}


def ruling(book: Rulebook, game: str, topic: str, house: dict, facts: dict) -> str | None:
    """The engine's outcome for these facts, every table setup not given taken at each value the
    game allows (None unless they all decide the same one outcome)."""
    g = book.game(game)
    untold = [
        f.id for f in book.table_setups if f.id not in facts and f.id not in house and len(g.allowed(f.setup)) > 1
    ]
    top = Topical(book, game, topic)
    found = set()
    for values in product(*(g.allowed(book.facts[f].setup) for f in untold)):
        extra = dict(zip(untold, values))
        h = dict(house, **{f: v for f, v in extra.items() if book.facts[f].source == "house"})
        t = dict(facts, **{f: v for f, v in extra.items() if book.facts[f].source != "house"})
        try:
            ctx = Context(book, game, HouseProfile(options=h), t)
        except BadInput:  # cards this setup cannot hold (a joker, with 52 cards): not a possible table
            continue
        d = top.decide(ctx)
        if d.status != DECIDED or len(d.outcomes) != 1:
            return None
        found.add(d.outcomes[0])
    return found.pop() if len(found) == 1 else None


@lru_cache(maxsize=1)
def _template():
    from ..render import environment

    return environment().get_template("quiz.txt.j2")


def shown_text(item: Item, number: int = 1, count: int = 1) -> str:
    """Everything the terminal shows before the answer (the question's part of quiz.txt.j2)."""
    return _template().render(part="question", item=item, number=number, n=count, reviewing=False, show_game=True)


def audit(book: Rulebook, items: list[Item], cap: int | None = None) -> tuple[Counter, list[str]]:
    counts: Counter = Counter()
    problems: list[str] = []

    def problem(item: Item, what: str) -> None:
        problems.append(f"{item.id}: {what}")

    for item in items:
        counts["items"] += 1
        counts[f"kind {item.kind}"] += 1
        if item.kind in ("situation", "exposed"):
            _labelled(book, item, counts, problem)
            _rule_item(book, item, counts, problem)
        else:
            _card_item(book, item, counts, problem)
        shown = shown_text(item)
        cited = [s for s in (item.section, item.citation, "¶") if s and s in shown]
        counts["headers checked"] += 1
        if cited:
            problem(item, f"the question shows its citation ({cited[0]!r})")
    seen_ids = Counter(i.id for i in items)
    seen_shown = Counter((tuple(i.story), tuple(map(tuple, i.hands)), i.question) for i in items)
    answer_sets = Counter(frozenset(c.text for c in i.choices) for i in items if i.topic)
    for item in items:
        if seen_ids[item.id] > 1:
            problem(item, "asked twice in one quiz")
        elif seen_shown[(tuple(item.story), tuple(map(tuple, item.hands)), item.question)] > 1:
            problem(item, "shown twice in one quiz (another id tells the same)")
        if cap is not None and item.topic and answer_sets[frozenset(c.text for c in item.choices)] > 1:
            problem(item, "its set of answers is offered twice in one quiz")
    if cap is not None:
        for topic, n in Counter(i.topic for i in items if i.topic).items():
            if n > cap:
                problems.append(f"{n} items on topic {topic} (at most {cap})")
    counts["repeats"] = sum(n - 1 for n in seen_ids.values())
    return counts, problems


def _labelled(book: Rulebook, item: Item, counts: Counter, problem) -> None:
    """A room's rule is named as the room's wherever the item cites, and only a room's rule is."""
    from .rule_items import HOUSE_PREFIX, room_slug

    clause = book.clauses.get(item.clause)
    room = clause.house if clause is not None else ""
    label = f"House rule ({room})"
    if room:
        counts["house items"] += 1
        if item.house_rule != room or not item.citation.startswith(label):
            problem(item, f"rests on a rule of {room}'s own but is not labelled {label!r}")
        elif not item.id.startswith(f"{HOUSE_PREFIX}/{room_slug(room)}/"):
            problem(item, "rests on a room's rule but its id is not the room's (progress would mix it with the book's)")
        elif item.to_json().get("label") != label:
            problem(item, "its JSON does not name the room's rule")
        else:
            counts["house items labelled"] += 1
    elif item.house_rule or item.citation.startswith("House rule") or item.id.startswith(HOUSE_PREFIX + "/"):
        problem(item, "rests on the book's rule but is labelled as a house rule")


def _rule_item(book: Rulebook, item: Item, counts: Counter, problem) -> None:
    here = ruling(book, item.game, item.topic, item.house, item.facts)
    counts["rule items"] += 1
    if here is None:
        problem(item, "the story does not decide the topic (a fact or setup it needs is not told)")
        return
    if item.correct.key != here:
        problem(item, f"the key is {item.correct.key}, the engine rules {here}")
    else:
        counts["keys the engine's ruling"] += 1
    clause = book.clauses.get(item.clause)
    if clause is None or clause.outcome != here or (clause.section, clause.paragraph) != (item.section, item.paragraph):
        problem(item, "the citation is not that of a clause giving the ruling")
    standalone = clause is not None and bool(clause.house) and clause.section == HOUSE
    if standalone:
        from .house_items import _key_text

        if item.correct.text != _key_text(book, item.game, clause, item.facts):
            problem(item, "the key is not the room's ruling for this situation")
    key_text = item.correct.text
    for n, c in enumerate(item.choices):
        if n == item.answer:
            continue
        counts["distractors checked"] += 1
        if c.key == here or c.text == key_text:
            problem(item, f"choice {n + 1} is the ruling too")
            continue
        if c.witness is None:
            problem(item, f"choice {n + 1} has no situation where it is the ruling")
            continue
        w_house = {f: v for f, v in c.witness.items() if book.facts[f].source == "house"}
        w_table = {f: v for f, v in c.witness.items() if f not in w_house}
        if c.under == "book":
            alone = book_alone(book)
            from .house_items import NONE

            said = (
                ruling(alone, item.game, item.topic, w_house, w_table)
                if item.topic in {x.topic for x in alone.clauses.values()}
                else None
            )
            if alone is book or said != (None if c.key == NONE else c.key):
                problem(item, f"choice {n + 1} is not what the book alone rules in its witness situation")
            else:
                counts["distractors ruled elsewhere"] += 1
            continue
        if ruling(book, item.game, item.topic, w_house, w_table) != c.key:
            problem(item, f"choice {n + 1} is not what the engine rules in its witness situation")
        else:
            counts["distractors ruled elsewhere"] += 1
    told = [s for s in item.story]
    question_runs = runs(item.question)
    key_runs = runs(key_text)
    others = set().union(*(runs(c.text) for n, c in enumerate(item.choices) if n != item.answer))
    counts["phrases checked"] += 1
    for sentence in told:
        if runs(sentence) & question_runs:
            problem(item, f"the question repeats the story's words: {sentence!r}")
        if runs(sentence) & key_runs and not standalone:
            problem(item, f"the key restates the story's words: {sentence!r}")
    if (key_runs - others) & question_runs:
        problem(item, "the question holds the key's deciding phrase")


def _card_item(book: Rulebook, item: Item, counts: Counter, problem) -> None:
    from ..cards.hands import evaluate, winners
    from ..cards.notation import RANK_CHARS, parse_hands
    from ..cards.qualifiers import has_openers, seven_or_better

    game = book.game(item.game)
    _, _, rest = item.id.partition("/")
    _, side_text, payload = rest.split("/", 2)
    side = None if side_text == "-" else side_text
    hands = parse_hands(payload.split("+"), deck=game.default_deck)
    counts["card items"] += 1
    if item.kind == "showdown":
        best = winners([evaluate(h, game.ranking_for(side)) for h in hands])
        right = f"seat-{best[0] + 1}" if len(best) == 1 else "split"
    elif item.kind == "joker":
        played = evaluate(hands[0], game.ranking_for(side)).joker_as
        right = RANK_CHARS[played.rank] if played else ""
    elif item.kind == "openers":
        right = "yes" if has_openers(hands[0], game.opening_requirement) else "no"
    elif item.kind == "seven":
        right = "yes" if seven_or_better(hands[0], game.ranking_for(side)) else "no"
    else:
        problem(item, f"unknown kind {item.kind}")
        return
    if item.correct.key != right:
        problem(item, f"the key is {item.correct.key}, the evaluator says {right}")
    else:
        counts["keys the evaluator's answer"] += 1
    keys = [c.key for c in item.choices]
    if keys.count(right) != 1 or len(set(c.text for c in item.choices)) != len(keys):
        problem(item, "the right answer is offered more than once")
