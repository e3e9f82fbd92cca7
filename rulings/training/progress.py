"""Quiz progress per trainee, in the user's database (store/database.py: SQLite or PostgreSQL,
migration 2), and spaced review.

Tables: ``quiz_answers`` keeps every answer (who, which item, the section it rests on, right or
wrong; an item on a room's own rule is filed as that rule and the room, `house.phones (Oceanside
Card Club)`, its id `house/ROOM/...`, so it never mixes with the book's sections or items); ``quiz_cards`` keeps one FSRS memory state per trainee and item, with its due time.

Scheduling is FSRS (the ``fsrs`` package, the scheduler Anki uses): a right answer rates the item
*Good*, a wrong one *Again*. Settings, chosen for people who train a session or so a day:

* one learning step of 10 minutes: a missed item comes back within the session or the next one
  (``--review``), while an item answered right graduates at once to an interval of days (about 2,
  then 13, ...), so what a trainee misses always comes back sooner than what he knows;
* no fuzzing: the same answers give the same schedule, which tests and trainers can check.

Each answer is one short write transaction (read the state, schedule, write the state and the
answer; writers one at a time: SQLite's ``BEGIN IMMEDIATE``, a PostgreSQL advisory lock), so quiz
processes writing at once wait for each other and lose nothing.
"""

from __future__ import annotations

import zlib
from datetime import datetime, timedelta, timezone
from pathlib import Path

from ..errors import BadInput
from ..times import now_utc

LEARNING_STEP = timedelta(minutes=10)
_TABLES = ("quiz_cards", "quiz_answers")  # checked for damage when a quiz opens the database
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
    """One trainee's progress in one database (SQLite or PostgreSQL, store/database.py).

    `read_only`: for a command that only shows progress: nothing is created or written, and
    without a database there is simply no progress yet (`conn` None)."""

    def __init__(self, trainee: str, db: str | Path | None = None, *, read_only: bool = False):
        from ..store import database as store

        self.trainee = trainee_name(trainee)
        self.path = store.resolve(db)
        # check_tables: a damaged file is reported here, before any question is asked or anything
        # written (a quick check of the quiz's own tables: its cost does not grow with the log)
        opened = store.open_for_reading if read_only else store.connect
        self.conn = opened(db, check_tables=_TABLES)

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()

    def _run(self, work):
        """`work()` as one consistent read, with database errors as one-line BadInput, tried
        again while another process holds the database."""
        if self.conn is None:
            return None
        return self.conn.read(work)

    # -- writing ------------------------------------------------------------------------------
    def record(self, item, right: bool, chosen: int | None, seed: str = "", at: datetime | None = None) -> datetime:
        """Store one answer and reschedule the item; returns when it is next due."""
        from fsrs import Card, Rating

        at = at or now_utc()
        # both tables' keys; a room's rule is filed under the rule and the room, apart from the book's sections
        section = getattr(item, "progress_section", item.section)
        about = (self.trainee, item.id, item.kind, item.game, section, item.paragraph)

        conn = self.conn
        if conn is None:
            raise BadInput("quiz progress opened for reading only; nothing was written")

        def write():
            row = conn.execute(
                "SELECT card_json FROM quiz_cards WHERE trainee = ? AND item_id = ?", (self.trainee, item.id)
            ).fetchone()
            card = Card.from_json(row[0]) if row else Card(card_id=zlib.crc32(item.id.encode()), due=at)
            card, _ = scheduler().review_card(card, Rating.Good if right else Rating.Again, at)
            conn.execute(
                """INSERT INTO quiz_cards (trainee, item_id, kind, game, section, paragraph, card_json,
                       due_utc, reviews, lapses, last_right, last_utc)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)
                   ON CONFLICT (trainee, item_id) DO UPDATE SET
                       kind = excluded.kind, game = excluded.game, section = excluded.section,
                       paragraph = excluded.paragraph, card_json = excluded.card_json,
                       due_utc = excluded.due_utc, reviews = quiz_cards.reviews + 1,
                       lapses = quiz_cards.lapses + excluded.lapses, last_right = excluded.last_right,
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
            conn.execute(
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
            return card

        card = conn.write(write)  # one transaction, writers one at a time, retried while busy
        return card.due

    # -- reading ------------------------------------------------------------------------------
    def due(self, at: datetime | None = None, limit: int | None = None) -> list[str]:
        """Ids of the items due for review, most overdue first (ties: the most often missed)."""
        at = at or now_utc()
        conn = self.conn
        if conn is None:
            return []
        rows = self._run(
            lambda: conn.execute(
                """SELECT item_id FROM quiz_cards WHERE trainee = ? AND due_utc <= ?
               ORDER BY due_utc, lapses DESC, item_id"""
                + ("" if limit is None else " LIMIT ?"),
                (self.trainee, _stamp(at)) + (() if limit is None else (limit,)),
            ).fetchall()
        )
        return [r[0] for r in rows]

    def next_due(self, item_id: str) -> datetime | None:
        conn = self.conn
        if conn is None:
            return None
        row = self._run(
            lambda: conn.execute(
                "SELECT due_utc FROM quiz_cards WHERE trainee = ? AND item_id = ?", (self.trainee, item_id)
            ).fetchone()
        )
        return _parse(row[0]) if row else None

    def roster(self, at: datetime | None = None) -> list[dict]:
        """Every trainee with answers in this database, by name, each with `stats`."""
        conn = self.conn
        names = (
            self._run(
                lambda: (
                    [r[0] for r in conn.execute("SELECT DISTINCT trainee FROM quiz_answers ORDER BY trainee")]
                    if conn is not None and conn.has("quiz_answers")
                    else []
                )
            )
            or []
        )
        at = at or now_utc()
        return [self.stats(at, trainee=name) for name in sorted(names, key=lambda n: (n.casefold(), n))]

    def stats(self, at: datetime | None = None, trainee: str | None = None) -> dict:
        """Accuracy by section, and what is due, for this trainee (or another one by name)."""
        at = at or now_utc()
        stamp = _stamp(at)
        who = trainee or self.trainee

        conn = self.conn

        def read():
            if conn is None or not conn.has("quiz_answers"):  # no database yet: no progress
                return [], [], []
            answered = conn.execute(
                """SELECT section, count(*), sum(was_right), max(answered_utc) FROM quiz_answers
                   WHERE trainee = ? GROUP BY section ORDER BY section""",
                (who,),
            ).fetchall()
            cards = conn.execute(
                """SELECT section, count(*), sum(CASE WHEN due_utc <= ? THEN 1 ELSE 0 END),
                          min(CASE WHEN due_utc > ? THEN due_utc END)
                   FROM quiz_cards WHERE trainee = ? GROUP BY section""",
                (stamp, stamp, who),
            ).fetchall()
            others = [
                r[0]
                for r in conn.execute(
                    "SELECT DISTINCT trainee FROM quiz_answers WHERE trainee != ? ORDER BY trainee", (who,)
                )
            ]
            return answered, cards, others

        answered, cards, others = read() if conn is None else self._run(read)
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
    """Every trainee with answers in the database (read only; none when there is no database,
    or it cannot be read)."""
    from ..store import database as store

    try:
        conn = store.open_for_reading(db)
        if conn is None:
            return []
        try:
            if not conn.has("quiz_answers"):
                return []
            return [r[0] for r in conn.rows("SELECT DISTINCT trainee FROM quiz_answers ORDER BY trainee")]
        finally:
            conn.close()
    except BadInput:
        return []
