"""Reading only regular files of a bounded size; writing all or nothing, never through a link."""

import os
import threading

import pytest

from rulings.errors import BadInput
from rulings.files import MAX_FILE_BYTES, atomic_write, read_text


def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "house.yaml"
    os.mkfifo(fifo)
    done = []
    t = threading.Thread(target=lambda: done.append(pytest.raises(BadInput, read_text, fifo, "house profile")))
    t.start()
    t.join(5)
    assert done and "not a regular file" in str(done[0].value)


def test_a_link_to_dev_zero_is_refused(tmp_path):
    link = tmp_path / "house.yaml"
    link.symlink_to("/dev/zero")
    with pytest.raises(BadInput, match="not a regular file"):
        read_text(link, "house profile")


def test_a_file_over_the_limit_is_refused(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_bytes(b"a" * (MAX_FILE_BYTES + 1))
    with pytest.raises(BadInput, match="larger than"):
        read_text(big)


def test_text_that_is_not_utf8_is_refused(tmp_path):
    bad = tmp_path / "x.yaml"
    bad.write_bytes(b"name: \xff\xfe")
    with pytest.raises(BadInput, match="not UTF-8"):
        read_text(bad)


def test_atomic_write_replaces_a_link_not_what_it_points_to(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    target = tmp_path / "export.csv"
    target.symlink_to(victim)
    atomic_write(target, "new")
    assert victim.read_text() == "precious" and target.read_text() == "new" and not target.is_symlink()


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    target = tmp_path / "summary.html"
    target.write_text("good")

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(BadInput, match="No space left"):
        atomic_write(target, "partial")
    assert target.read_text() == "good" and [p.name for p in tmp_path.iterdir()] == ["summary.html"]


def test_writing_to_a_folder_is_an_error(tmp_path):
    with pytest.raises(BadInput, match="is a folder"):
        atomic_write(tmp_path, "x")
