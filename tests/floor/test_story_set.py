"""The repository's disputes told as stories (tests/data/stories), replayed as bench/stories.py
does: the set loads, no story is read wrong, and no in-scope story is called "not covered".

The bench reports the rest (facts taken, questions asked again, rulings right); these are the
figures whose goal is absolute.
"""

import importlib.util
import multiprocessing
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STORIES = ROOT / "tests" / "data" / "stories"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_stories", ROOT / "bench" / "stories.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_SHARED: dict = {}  # the book and the bench, set before the worker processes fork and share them


def _replay(story: dict) -> dict:
    run = _SHARED["bench"].replay(_SHARED["book"], story)
    return {"read_wrong": run.get("read_wrong"), "result": run["result"]}


def _replayed(book, folder: Path) -> list:
    """(story, run) for every story in the folder, replayed on as many processes as the machine
    has (forked, so they share the loaded book): the replay is most of the suite's time."""
    _SHARED.update(book=book, bench=_bench())
    stories = _SHARED["bench"].stories([folder])
    workers = min(os.cpu_count() or 1, 8)
    if workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            return list(zip(stories, pool.map(_replay, stories, chunksize=20)))
    return [(story, _replay(story)) for story in stories]


@pytest.fixture(scope="module")
def runs(book):
    return _replayed(book, STORIES)


def test_every_story_file_loads_with_the_fields_the_replay_needs(runs):
    assert len(runs) >= 80
    ids = [s["id"] for s, _ in runs]
    assert len(ids) == len(set(ids)), "story ids must be unique"
    for story, _ in runs:
        assert {"id", "game", "story", "expect"} <= set(story), story.get("id")
        assert story["expect"]["status"] in ("decided", "discretion", "conflict", "not_covered"), story["id"]


def test_no_fact_is_read_against_what_the_story_says(runs):
    wrong = {s["id"]: r["read_wrong"] for s, r in runs if r.get("read_wrong")}
    assert wrong == {}


# In-scope stories still sent away, each for a reason the notes give: a security guard who names
# nothing of the game ("a chip in the middle before the cards came", "the little white puck"),
# whose best match scores under the threshold; a pit boss from table games
# who asks whether $20 in a $30-$60 blind game "gets him in" ("before anybody swapped cards"), and
# an old man's guts game (no openers required, an open on nine high called false) told at length:
# both under the threshold. One more since stop 46: a guts game whose opener "showed it to his
# friend" (an act the chapter has no rule for, told apart from the complaint about the open); the
# story states no fact of the guts rule, which the game alone settles, and reading any dispute the
# game settles as enough to make such words colour let 62 out-of-scope stories through.
# Nothing joins it without its reason written here.
KNOWN_SENT_AWAY = {
    "v19-fcd-security-who-goes-first",
    "v23-fcd-pitboss-twenty-open",
    "v24-fcd-oldman-guts-open",
    "short90-fcd-guts-open-with-trash",
}


def test_no_in_scope_story_is_called_not_covered(runs):
    wrongly = {s["id"] for s, r in runs if r["result"] == "wrongly-not-covered"}
    assert wrongly <= KNOWN_SENT_AWAY


def test_most_out_of_scope_stories_are_called_not_covered(runs):
    outside = [r for s, r in runs if s["expect"]["status"] == "not_covered"]
    assert outside and sum(r["result"] == "right" for r in outside) >= 0.9 * len(outside)


COLOUR = ROOT / "tests" / "data" / "stories-colour"


@pytest.fixture(scope="module")
def colour_runs(book):
    return _replayed(book, COLOUR)


def test_stories_told_with_everyday_colour_are_read_as_the_others(colour_runs):
    """tests/data/stories-colour: in-scope disputes padded with card-room colour (a phone, the
    rake, a comp, the clock). The known weakness of "not covered": an outside word in the colour
    still sends some away. Nothing may be read wrong; the count sent away may only fall."""
    assert len(colour_runs) >= 80
    assert {s["id"]: r["read_wrong"] for s, r in colour_runs if r.get("read_wrong")} == {}
    wrongly = [s["id"] for s, r in colour_runs if r["result"] == "wrongly-not-covered"]
    assert len(wrongly) <= 4, wrongly
