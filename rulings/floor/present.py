"""Views of a ruling: the JSON contract of `rule --json` and what the terminal prints.

Each view is built from the Ruling itself (and, after an interview, what the story gave: the
facts read from it, the seats in their roles, the showdown) through the small pieces below,
never one view from another; the log entry (floor/log.py) is built the same way.
"""

from __future__ import annotations

import re
from typing import Any

from ..engine.context import Context
from ..engine.ruling import Ruling, alternatives, here_text, options_turned_on, ruling_text
from ..engine.topic import CONFLICT, DECIDED, Decision, Topical
from ..rules.book import Rulebook
from ..rules.conditions import evaluate
from ..rules.model import Clause, Fact
from .seats import SUPPOSED

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")


# -- pieces ----------------------------------------------------------------------------------------
def clause_view(
    book: Rulebook, clause: Clause, ctx: Context, roles: dict | None = None, amounts: dict | None = None
) -> dict[str, Any]:
    """A winning clause: its ruling (with this table's seats where the story gave them), its
    sentence for this table, citation, and the project's note on the book."""
    return {
        "clause": clause.id,
        "section": clause.section,
        "paragraph": clause.paragraph,
        "citation": book.citation(clause),
        "text": annotate(book, ruling_text(clause, ctx), roles or {}),
        "here": here_text(clause, ctx, roles, amounts),
        "title": clause.title,
        "outcome": clause.outcome,
        "topic": clause.topic,
        "discretion": clause.discretion,
        "note": clause.note or None,
        "note_short": short_note(clause.note),
    }


def fact_view(fact: Fact, ctx: Context) -> dict[str, Any]:
    out: dict[str, Any] = {"fact": fact.id, "question": fact.question, "type": fact.type}
    if fact.type == "choice":
        out["choices"] = list(ctx.domain(fact))
    if fact.cards:
        out["accepts_cards"] = True
    return out


def house_used(book: Rulebook, r: Ruling) -> list[dict[str, Any]]:
    """The house options the ruling rests on, once each: those its rules read, and those whose
    other choice would have changed it."""
    ctx = r.context
    return [
        {
            "option": fact.id,
            "value": ctx.value(fact.id),
            "label": fact.label(ctx.value(fact.id)),
            "main": ctx.value(fact.id) == fact.main,
            "title": fact.title or fact.id,
        }
        for fact in options_turned_on(book, r)
    ]


def told_seats(roles: dict) -> dict:
    """The seats the story put in a part, for "From your words": not the seats only supposed
    ("the next player to his left (seat 6, if someone sits there)")."""
    return {role: seat for role, seat in roles.items() if role not in SUPPOSED}


def house_name(book: Rulebook, r: Ruling) -> str:
    """Where the house options came from: the room's profile, or the floor person's words ("we
    play progressive openers") for an option the profile leaves open."""
    ctx = r.context
    told = [h["title"].lower() for h in house_used(book, r) if h["option"] in ctx.given]
    if not told:
        return ctx.house.name
    return "from your words" if not ctx.house.path else f"{ctx.house.name}; {', '.join(told)}: from your words"


def alternatives_view(book: Rulebook, r: Ruling) -> list[dict[str, Any]]:
    """The book's alternates that would change this ruling, each with the ruling it would give."""
    out = []
    for alt in alternatives(book, r):
        option, d = alt["option"], alt["decision"]
        ctx = r.context.copy_with(option.id, alt["choice"])
        rulings = [clause_view(book, c, ctx) for c in d.winners] if d.status in (DECIDED, CONFLICT) else []
        if rulings:
            said = " ".join(dict.fromkeys(v["here"] or v["text"] for v in rulings))
        else:  # under the alternate it turns on a fact not known: say which, and each answer's ruling
            now = {ruling_text(c, r.context) for x in r.decisions for c in x.winners}
            groups = [g for g in branch_groups(d, ctx) if g["summary"] not in now]  # the answers that change it
            said = (
                f"it would depend on this: {groups[0]['question']} "
                + " ".join(f"If {g['answer']}: {g['summary']}" for g in groups)
                if groups
                else "it would depend on facts not known yet."
            )
        out.append(
            {
                "option": option.id,
                "choice": alt["choice"],
                "label": option.label(alt["choice"]),
                "main": alt["choice"] == option.main,
                "title": option.title or option.id,
                "status": d.status,
                "rulings": rulings,
                "text": said,
            }
        )
    return out


def annotate(book: Rulebook, text: str, roles: dict) -> str:
    """The ruling in the table's terms: the first mention of a player by role names the seat the
    story gave that role ("the opener" -> "the opener (seat 6)"); words.yaml's `nouns`."""
    if not text or not roles:
        return text
    for role, seat in roles.items():
        for noun in (book.vocabulary.get("nouns") or {}).get(role, ()):
            m = re.search(rf"\b{re.escape(noun)}\b(?!['’]s\b)", text, re.IGNORECASE)  # not "the button (seat 5)'s left"
            if m:
                text = f"{text[: m.end()]} (seat {seat}){text[m.end() :]}"
                break
    return text


def short_note(note: str | None) -> str:
    """A note as the terminal shows it after the ruling: its first sentence (`rulings show`
    and the JSON have it whole)."""
    if not note:
        return ""
    first = _SENTENCE_END.split(note, maxsplit=1)[0]
    return first if len(first) <= 240 else first[:237].rstrip() + "..."


def branch_groups(d: Decision, ctx: Context) -> list[dict[str, Any]]:
    """A topic's branches with the answers that lead to the same ruling grouped together:
    [{"question", "answer" (in words: "3 or fewer"), "summary"}]."""
    groups: list[tuple[list, Decision]] = []
    for _, value, sub in d.branches:
        same = next((g for g in groups if g[1].outcomes == sub.outcomes and g[1].status == sub.status), None)
        if same:
            same[0].append(value)
        else:
            groups.append(([value], sub))
    out = []
    for values, sub in groups:
        fact = d.branches[0][0]
        summary = (
            "; ".join(ruling_text(c, ctx.copy_with(fact.id, values[0])) for c in sub.winners)
            if sub.status == DECIDED
            else sub.status.replace("_", " ")
        )
        out.append(
            {
                "question": fact.question,
                "answer": _answers(fact, values, [v for _, v, _ in d.branches]),
                "summary": summary,
            }
        )
    return out


def _answers(fact: Fact, values: list, domain: list) -> str:
    """Words for a group of answers: "3 or fewer", "4 or more", "yes", "antes or blinds"."""
    if fact.type == "number" and len(domain) > 1:
        lo, hi = min(values), max(values)
        if hi == max(domain) and lo == min(domain):
            return "any number"
        if hi == max(domain):
            return f"{lo} or more"
        if lo == min(domain):
            return f"{hi} or fewer"
        return f"{lo} to {hi}" if lo != hi else str(lo)
    return " or ".join(fact.label(v) for v in values)


def related(book: Rulebook, r: Ruling, limit: int = 3) -> list[dict]:
    """Other rules a floor person may want next: see-also links, then the sections' other topics
    (one rule of each); only rules that can hold at this table (not pot-limit lines in a limit game)."""
    ctx = r.context
    game = book.game(r.game)
    shown = {c.id for c in r.winners}
    topics = {d.topic.id for d in r.decisions}
    linked = [book.clauses[x] for c in r.winners for x in c.see_also if x in book.clauses]
    sections = {c.section for c in r.winners} | {
        c.section for d in r.decisions for c, *_ in Topical(book, r.game, d.topic.id).items
    }
    candidates = linked + [c for c in book.clauses_for(game) if c.section in sections and c.topic not in topics]
    out: list[dict] = []
    for c in candidates:
        if c.id in shown or len(out) >= limit or c not in book.clauses_for(game):
            continue
        if c.topic in topics and c not in linked:
            continue  # one rule of a topic is enough to lead to it
        if evaluate(book.effective_condition(game, c), ctx.value) is False:
            continue  # cannot hold here: another table setup, another side, another game's part
        shown.add(c.id)
        topics.add(c.topic)
        out.append({"clause": c.id, "title": c.title, "cite": book.cite_short(c)})
    return out


# -- the views -------------------------------------------------------------------------------------
def to_json(book: Rulebook, r: Ruling, done: Any = None) -> dict[str, Any]:
    """The `rule --json` contract; after an interview (`done`, a floor.interview.Done) also what
    was read from the story, the disputes offered and the showdown."""
    ctx = r.context
    roles = done.roles if done is not None else {}
    amounts = done.amounts if done is not None else {}
    topics = []
    for d in r.decisions:
        t: dict[str, Any] = {
            "topic": d.topic.id,
            "title": d.topic.title,
            "status": d.status,
            "outcomes": list(d.outcomes),
            "clauses": [c.id for c in d.winners],
        }
        if d.branches:
            t["branches"] = [
                {
                    "fact": f.id,
                    "value": v,
                    "status": sub.status,
                    "outcomes": list(sub.outcomes),
                    "clauses": [c.id for c in sub.winners],
                }
                for f, v, sub in d.branches
            ]
        topics.append(t)
    out: dict[str, Any] = {
        "game": r.game,
        "status": r.status,
        "rulings": [clause_view(book, c, ctx, roles, amounts) for c in r.winners],
        "missing": [fact_view(f, ctx) for f in r.missing],
        "topics": topics,
        "house": {
            "name": house_name(book, r),
            "options_used": [{k: v for k, v in h.items() if k != "title"} for h in house_used(book, r)],
        },
        "alternatives": [{k: v for k, v in a.items() if k != "title"} for a in alternatives_view(book, r)],
        "facts": {f: ctx.base[f] for f in ctx.given},
    }
    if done is not None:
        out["understood"] = [{"fact": u.fact, "value": u.value, "words": u.words} for u in done.understood]
        out["matches"] = [
            {"topic": m.topic, "section": m.section, "title": m.title, "score": m.score} for m in done.matches
        ]
        out["seats"] = told_seats(roles)
        if done.showdown is not None:
            out["showdown"] = done.showdown
        if r.status == "not_covered":
            out["not_covered"] = not_covered_view(done)
    return out


def not_covered_view(done: Any) -> dict[str, Any]:
    """What to say when no rule of the chapter fits: the dispute named outside it, or the
    nearest section (probably not it)."""
    near = done.matches[0] if done.matches else None
    return {
        "outside": {"title": done.outside["title"], "why": done.outside["why"]} if done.outside else None,
        "nearest": {"section": near.section, "title": near.title} if near else None,
    }


def text_view(book: Rulebook, r: Ruling, done: Any = None) -> dict:
    """What floor/text.py lays out for the terminal."""
    ctx = r.context
    roles = done.roles if done is not None else {}
    amounts = done.amounts if done is not None else {}
    open_facts = bool(ctx.skipped)
    topics = []
    for d in r.decisions:
        clauses = [clause_view(book, c, ctx, roles, amounts) for c in d.winners if d.status in (DECIDED, CONFLICT)]
        if d.status == DECIDED and len({c["text"] for c in clauses}) == 1:
            clauses = clauses[:1]  # several rules say the same here: one says it
        topics.append(
            {
                "title": d.topic.title,
                "status": d.status,
                "clauses": clauses,
                "alternatives": d.status == DECIDED and len(clauses) > 1 and open_facts,
                "branches": branch_groups(d, ctx),
            }
        )
    return {
        "r": r,
        "topics": topics,
        "missing": [fact_view(f, ctx) for f in r.missing],
        "house": house_used(book, r),
        "house_name": house_name(book, r),
        "book_rules": not ctx.house.path,
        "alternates": alternatives_view(book, r),
        "related": related(book, r) if r.status == DECIDED else [],
        "understood": understood_words(book, done.understood) if done is not None else [],
        "seats": told_seats(roles),
        "showdown": done.showdown if done is not None else None,
        "not_covered": not_covered_view(done) if done is not None and r.status == "not_covered" else None,
    }


def understood_words(book: Rulebook, readings: list) -> list[str]:
    """What was taken from the story, in words, each once ("$30-$60" names two facts)."""
    return list(dict.fromkeys(_understood(book, u) for u in readings))


def _understood(book: Rulebook, u: Any) -> str:
    """One thing taken from the story, in words: "limit", "4 raises", "the opener's hand: Jh Jd ..."."""
    fact = book.facts.get(u.fact)
    if fact is None:
        return str(u.words)
    if fact.source == "house" and not fact.setup:  # the room's rule, as the floor person put it
        return f"your room: {u.words}"
    if fact.type == "cards":
        return f"{fact.question.split('?')[0].lower()}: {u.words}" if not fact.title else f"{fact.title}: {u.words}"
    if fact.type == "number":
        return u.words
    return fact.label(u.value) if fact.type == "choice" else u.words
