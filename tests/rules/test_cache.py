"""The cache is data only and the user's own: a planted or tampered file is never trusted."""

import json
import os

import pytest

from rulings.rules import cache
from rulings.rules.load import load


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(folder))
    return folder


def _entry(folder):
    (found,) = folder.glob("rulebook-*.json")
    return found


def test_a_cached_rulebook_is_read_back_the_same(cache_dir):
    first = load()
    again = load()
    assert again is not first and again.fingerprint == first.fingerprint
    assert {c.id: c.when for c in again.clauses.values()} == {c.id: c.when for c in first.clauses.values()}
    assert again.facts["deck"].labels == first.facts["deck"].labels  # int keys survive JSON


def test_a_class_not_on_the_list_is_refused_and_rebuilt(cache_dir):
    load()
    path = _entry(cache_dir)
    data = json.loads(path.read_text())
    data["value"] = {"$class": "Popen", "fields": {"args": ["touch", str(cache_dir / "pwned")]}}
    path.write_text(json.dumps(data))
    book = load()
    assert book.clauses and not (cache_dir / "pwned").exists()
    assert json.loads(_entry(cache_dir).read_text())["value"]["$class"] == "Rulebook"  # rewritten


@pytest.mark.parametrize("planted", [b"\x80\x04\x95garbage pickle", b"{\"kind\": \"rulebook\", \"value\": {}}", b"[1, 2]"])
def test_damaged_or_wrong_shaped_files_are_only_a_miss(cache_dir, planted):
    load()
    _entry(cache_dir).write_bytes(planted)
    assert load().clauses


def test_a_file_others_may_write_is_not_trusted(cache_dir):
    load()
    path = _entry(cache_dir)
    data = json.loads(path.read_text())
    data["value"]["fields"]["fingerprint"] = "tampered"
    path.write_text(json.dumps(data))
    os.chmod(path, 0o666)
    assert load().fingerprint != "tampered"


def test_a_folder_others_may_write_is_not_used(cache_dir):
    cache_dir.mkdir(mode=0o777)
    os.chmod(cache_dir, 0o777)
    load()
    assert not list(cache_dir.glob("*.json"))  # nothing kept where others could replace it


def test_the_codec_round_trips_what_the_model_holds():
    value = {"t": (1, ("leaf", "f", "is", True)), "l": [1, 2], "s": frozenset({"a"}), "k": {53: "x"}}
    assert cache._decode(json.loads(json.dumps(cache._encode(value)))) == value
