"""House profiles: reading and checking a room's file (rules/house.py)."""

from __future__ import annotations

import pytest

from rulings.errors import DataError
from rulings.rules.house import load_house


@pytest.fixture
def profile(tmp_path):
    def write(text: str, name: str = "room.yaml"):
        p = tmp_path / name
        p.write_text(text, encoding="utf-8")
        return p

    return write


def test_a_profile_names_its_time_zone(book, profile):
    assert load_house(profile("name: Oceanside\ntimezone: America/Los_Angeles\n"), book).timezone == "America/Los_Angeles"
    assert load_house(profile("name: Oceanside\n"), book).timezone == ""


@pytest.mark.parametrize("zone", ["Mars/Olympus_Mons", "../../etc/passwd", "[1]", "5", "{a: 1}"])
def test_an_unknown_time_zone_is_refused_with_its_line(book, profile, zone):
    path = profile(f"name: Oceanside\ntimezone: {zone}\n")
    with pytest.raises(DataError, match=r"room\.yaml:\d+: .*time zone"):
        load_house(path, book)
