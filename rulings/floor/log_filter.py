"""Which log entries a command reads: the filters of `rulings log list|export|report` as SQL
that both databases run (store/database.py translates the placeholders)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..records import field, record

if TYPE_CHECKING:
    from ..store.database import Database

MAX_ID = 2**63 - 1  # the largest id either database can hold
CORRECTIONS = "rulings_log_corrections"


@record
class Filter:
    """Which entries: times are stored-form UTC text (since inclusive, until exclusive); `section`
    matches it or any section inside it (a part id its sections), `sections` any of those exact
    ids; floor and table match without regard to case; `last` keeps the latest N."""

    since: str | None = None
    until: str | None = None
    game: str | None = None
    section: str | None = None
    sections: list = field(default_factory=list)
    floor: str | None = None
    table: str | None = None
    ids: list | None = None
    last: int | None = None
    live: bool = False  # leave voided entries out

    def where(self, db: Database) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        args: list[Any] = []
        for test, value in (
            ("created_utc >= ?", self.since),
            ("created_utc < ?", self.until),
            ("game = ?", self.game),
            ("fold(floor_person) = fold(?)", self.floor),
            ("fold(table_name) = fold(?)", self.table),
        ):
            if value is not None:
                clauses.append(test)
                args.append(value)
        if self.section:
            prefix = self.section + "."
            clauses.append(
                "id IN (SELECT entry_id FROM rulings_log_sections WHERE section = ? "
                "OR substr(section, 1, length(?)) = ?)"
            )
            args += [self.section, prefix, prefix]
        if self.sections:
            marks = ", ".join("?" * len(self.sections))
            clauses.append(f"id IN (SELECT entry_id FROM rulings_log_sections WHERE section IN ({marks}))")
            args += list(self.sections)
        if self.ids is not None:
            ids = [i for i in self.ids if 1 <= i <= MAX_ID]
            clauses.append(f"id IN ({', '.join('?' * len(ids))})" if ids else "1 = 0")
            args += ids
        if self.live and db.has(CORRECTIONS):
            clauses.append(
                f"NOT EXISTS (SELECT 1 FROM {CORRECTIONS} c WHERE c.entry_id = rulings_log.id AND c.kind = 'void')"
            )
        return (" WHERE " + " AND ".join(clauses) if clauses else ""), args
