"""Reading only regular files of a bounded size; writing all or nothing, never through a link."""

import os
import stat
import threading
from pathlib import Path

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


# -- what is not a file to replace: written into, or refused ---------------------------------------
def test_devices_and_pipes_are_written_into_not_replaced():
    from rulings.files import _written_in_place

    assert _written_in_place(Path("/dev/null")) and _written_in_place(Path("/dev/stdout"))
    with pytest.raises(BadInput, match="is the system's"):
        _written_in_place(Path("/dev/rulings-test-new-file"))
    with pytest.raises(BadInput, match="it is a folder"):
        _written_in_place(Path("/tmp"))


def test_writing_to_dev_null_leaves_it_a_device():
    from rulings.files import _written_in_place

    assert _written_in_place(Path("/dev/null"))  # else the write below would replace it
    atomic_write("/dev/null", "gone")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_pipe_is_written_into_when_read_and_refused_when_not(tmp_path):
    fifo = tmp_path / "out.md"
    os.mkfifo(fifo)
    with pytest.raises(BadInput, match="nothing is reading from it"):
        atomic_write(fifo, "x")
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()))
    reader.start()
    while not got and reader.is_alive():
        try:
            atomic_write(fifo, "through the pipe")
            break
        except BadInput:  # the reader has not opened it yet
            pass
    reader.join(5)
    assert got == ["through the pipe"] and stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0, reason="making a device node needs root")
def test_a_disk_device_is_refused(tmp_path):
    node = tmp_path / "disk"
    os.mknod(node, 0o600 | stat.S_IFBLK, os.makedev(259, 4095))
    with pytest.raises(BadInput, match="disk device"):
        atomic_write(node, "x")


def test_a_replaced_file_keeps_its_permissions_and_a_new_one_follows_the_umask(tmp_path):
    private = tmp_path / "export.csv"
    private.write_text("old")
    private.chmod(0o600)
    atomic_write(private, "new")
    assert stat.S_IMODE(private.stat().st_mode) == 0o600 and private.read_text() == "new"
    old = os.umask(0o027)
    try:
        atomic_write(tmp_path / "fresh.csv", "x")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "fresh.csv").stat().st_mode) == 0o640
