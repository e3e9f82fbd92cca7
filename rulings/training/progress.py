"""Quiz progress per trainee, in the user's database (store.py, migration 2), and spaced review.

Tables: ``quiz_answers`` keeps every answer (who, which item, the section it rests on, right or
wrong); ``quiz_cards`` keeps one FSRS memory state per trainee and item, with its due time.

Scheduling is FSRS (the ``fsrs`` package, the scheduler Anki uses): a right answer rates the item
*Good*, a wrong one *Again*. Settings, chosen for people who train a session or so a day:

* one learning step of 10 minutes: a missed item comes back within the session or the next one
  (``--review``), while an item answered right graduates at once to an interval of days (about 2,
  then 13, ...), so what a trainee misses always comes back sooner than what he knows;
* no fuzzing: the same answers give the same schedule, which tests and trainers can check.

Each answer is one short ``BEGIN IMMEDIATE`` transaction (read the state, schedule, write the state
and the answer), so quiz processes writing at once wait for each other and lose nothing.
"""

from __future__ import annotations

import zlib
from datetime import datetime, timedelta, timezone
from pathlib import Path

from ..errors import BadInput
from ..times import now_utc

LEARNING_STEP = timedelta(minutes=10)
_TIME = "%Y-%m-%dT%H:%M:%S.%fZ"  # fixed width, so text order is time order


def _stamp(t: datetime) -> str:
    return t.astimezone(timezone.utc).strftime(_TIME)


def _parse(text: str) -> datetime:
    return datetime.strptime(text, _TIME).replace(tzinfo=timezone.utc)


MAX_NAME = 100


def trainee_name(text: str) -> str:
    """A trainee's name as given, trimmed; BadInput for one that is empty, too long, holds control
    characters, or is bytes that are not UTF-8 (the shell passes those through as surrogates)."""
    name = (text or "").strip()
    if not name:
        raise BadInput("--trainee needs a name")
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        raise BadInput("--trainee: the name is not UTF-8 text; type it in a UTF-8 terminal") from None
    if len(name) > MAX_NAME or any(not c.isprintable() for c in name):
        raise BadInput(f"--trainee: a name is up to {MAX_NAME} printable characters, with no tabs or line breaks")
    return name


def default_trainee() -> str:
    import getpass

    try:
        return getpass.getuser() or "trainee"
    except (KeyError, OSError, ImportError):  # no login name (some containers): one shared name
        return "trainee"


_SCHEDULER = None


def scheduler():
    global _SCHEDULER
    if _SCHEDULER is None:
        from fsrs import Scheduler

        _SCHEDULER = Scheduler(learning_steps=(LEARNING_STEP,), relearning_steps=(LEARNING_STEP,), enable_fuzzing=False)
    return _SCHEDULER


class Progress:
    """One trainee's progress in one database."""

    def __init__(self, trainee: str, db: str | Path | None = None):
        from ..store import database as store

        self.trainee = trainee_name(trainee)
        self.path = store.resolve(db)
        # check: a damaged file is reported here, before any question is asked or anything written
        self.conn = store.connect(self.path, check=True)

    def close(self) -> None:
        self.conn.close()

    def _run(self, work):
        """`work()` with SQLite errors as one-line BadInput, tried again while another process
        holds the database (store.retrying)."""
        from ..store import database as store

        return store.retrying(self.path, work)

    # -- writing ------------------------------------------------------------------------------
    def record(self, item, right: bool, chosen: int | None, seed: str = "", at: datetime | None = None) -> datetime:
        """Store one answer and reschedule the item; returns when it is next due."""
        from fsrs import Card, Rating

        at = at or now_utc()
        about = (self.trainee, item.id, item.kind, item.game, item.section, item.paragraph)  # both tables' keys

        def write():
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                row = self.conn.execute(
                    "SELECT card_json FROM quiz_cards WHERE trainee = ? AND item_id = ?", (self.trainee, item.id)
                ).fetchone()
                card = Card.from_json(row[0]) if row else Card(card_id=zlib.crc32(item.id.encode()), due=at)
                card, _ = scheduler().review_card(card, Rating.Good if right else Rating.Again, at)
                self.conn.execute(
                    """INSERT INTO quiz_cards (trainee, item_id, kind, game, section, paragraph, card_json,
                           due_utc, reviews, lapses, last_right, last_utc)
                       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)
                       ON CONFLICT (trainee, item_id) DO UPDATE SET
                           kind = excluded.kind, game = excluded.game, section = excluded.section,
                           paragraph = excluded.paragraph, card_json = excluded.card_json,
                           due_utc = excluded.due_utc, reviews = reviews + 1,
                           lapses = lapses + excluded.lapses, last_right = excluded.last_right,
                           last_utc = excluded.last_utc""",
                    (
                        *about,
                        card.to_json(),
                        _stamp(card.due),
                        0 if right else 1,
                        int(right),
                        _stamp(at),
                    ),
                )
                self.conn.execute(
                    """INSERT INTO quiz_answers (answered_utc, trainee, item_id, kind, game, section, paragraph,
                           was_right, chosen, keyed, seed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                    (
                        _stamp(at),
                        *about,
                        int(right),
                        None if chosen is None else chosen + 1,
                        item.answer + 1,
                        str(seed),
                    ),
                )
                self.conn.execute("COMMIT")
            except BaseException:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise
            return card

        card = self._run(write)
        return card.due

    # -- reading ------------------------------------------------------------------------------
    def due(self, at: datetime | None = None, limit: int | None = None) -> list[str]:
        """Ids of the items due for review, most overdue first (ties: the most often missed)."""
        at = at or now_utc()
        rows = self._run(
            lambda: self.conn.execute(
                """SELECT item_id FROM quiz_cards WHERE trainee = ? AND due_utc <= ?
               ORDER BY due_utc, lapses DESC, item_id LIMIT ?""",
                (self.trainee, _stamp(at), -1 if limit is None else limit),
            ).fetchall()
        )
        return [r[0] for r in rows]

    def next_due(self, item_id: str) -> datetime | None:
        row = self._run(
            lambda: self.conn.execute(
                "SELECT due_utc FROM quiz_cards WHERE trainee = ? AND item_id = ?", (self.trainee, item_id)
            ).fetchone()
        )
        return _parse(row[0]) if row else None

    def roster(self, at: datetime | None = None) -> list[dict]:
        """Every trainee with answers in this database, by name, each with `stats`."""
        names = self._run(
            lambda: [r[0] for r in self.conn.execute("SELECT DISTINCT trainee FROM quiz_answers ORDER BY trainee")]
        )
        at = at or now_utc()
        return [self.stats(at, trainee=name) for name in sorted(names, key=lambda n: (n.casefold(), n))]

    def stats(self, at: datetime | None = None, trainee: str | None = None) -> dict:
        """Accuracy by section, and what is due, for this trainee (or another one by name)."""
        at = at or now_utc()
        stamp = _stamp(at)
        who = trainee or self.trainee

        def read():
            answered = self.conn.execute(
                """SELECT section, count(*), sum(was_right), max(answered_utc) FROM quiz_answers
                   WHERE trainee = ? GROUP BY section ORDER BY section""",
                (who,),
            ).fetchall()
            cards = self.conn.execute(
                """SELECT section, count(*), sum(due_utc <= ?), min(CASE WHEN due_utc > ? THEN due_utc END)
                   FROM quiz_cards WHERE trainee = ? GROUP BY section""",
                (stamp, stamp, who),
            ).fetchall()
            others = [
                r[0]
                for r in self.conn.execute(
                    "SELECT DISTINCT trainee FROM quiz_answers WHERE trainee != ? ORDER BY trainee", (who,)
                )
            ]
            return answered, cards, others

        answered, cards, others = self._run(read)
        per_card = {r[0]: r[1:] for r in cards}
        sections = []
        for section, n, right, last in answered:
            items, due, nxt = per_card.get(section, (0, 0, None))
            sections.append(
                {
                    "section": section,
                    "answered": n,
                    "right": right or 0,
                    "accuracy": round((right or 0) / n, 3) if n else None,
                    "items": items,
                    "due": due or 0,
                    "next_due": nxt,
                    "last_answered": last,
                }
            )
        total = sum(s["answered"] for s in sections)
        right = sum(s["right"] for s in sections)
        upcoming = [s["next_due"] for s in sections if s["next_due"]]
        return {
            "trainee": who,
            "answered": total,
            "right": right,
            "accuracy": round(right / total, 3) if total else None,
            "due_now": sum(s["due"] for s in sections),
            "next_due": min(upcoming) if upcoming else None,
            "at": stamp,
            "sections": sections,
            "other_trainees": others,
        }


def trainees(db: str | Path | None = None) -> list[str]:
    """Every trainee with answers in the database (read only; none when there is no database)."""
    import sqlite3
    from urllib.parse import quote

    from ..store import database as store

    path = store.resolve(db)
    if not path.is_file():
        return []
    conn = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)
    try:
        return [r[0] for r in conn.execute("SELECT DISTINCT trainee FROM quiz_answers ORDER BY trainee")]
    except sqlite3.Error:
        return []
    finally:
        conn.close()
