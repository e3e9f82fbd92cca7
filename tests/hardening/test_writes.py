"""Items 1 and 2 of the hardening issue: every file the tool writes is written all or nothing
(rulings.files.atomic_write), never through a link planted at the target, and a failed write
leaves the old file as it was."""

import ast
import errno
import os
from pathlib import Path

import pytest

import rulings

PACKAGE = Path(rulings.__file__).parent


def _writes(tree: ast.AST) -> list[str]:
    """Calls in a module that write a file other than through rulings.files."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        if isinstance(f, ast.Attribute) and name == "open" and ast.unparse(f.value) == "os":  # os.open(path, flags)
            flags = ast.unparse(node.args[1]) if len(node.args) > 1 else ""
            if any(x in flags for x in ("O_WRONLY", "O_RDWR", "O_CREAT")) and ast.unparse(node.args[0]) != "os.devnull":
                found.append(f"os.open({flags}) at line {node.lineno}")
        elif isinstance(f, ast.Attribute) and ast.unparse(f.value) == "copy":  # copy.copy: an object, not a file
            continue
        elif name in ("write_text", "write_bytes", "mkstemp", "NamedTemporaryFile", "copyfile", "copy", "copy2"):
            found.append(f"{name}() at line {node.lineno}")
        elif name in ("open", "fdopen"):
            modes = node.args[1:2] + [k.value for k in node.keywords if k.arg == "mode"]
            for m in modes:
                if not isinstance(m, ast.Constant) or any(c in str(m.value) for c in "wax+"):
                    found.append(f"{name}(..., {ast.unparse(m)}) at line {node.lineno}")
    return found


def test_no_module_writes_a_file_but_through_atomic_write():
    """The one way to write: rulings/files.py. (The SQLite log and progress databases are written
    by SQLite itself, under its own journal.)"""
    offenders = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == PACKAGE / "files.py":
            continue
        found = _writes(ast.parse(path.read_text(encoding="utf-8")))
        if found:
            offenders[str(path.relative_to(PACKAGE))] = found
    assert offenders == {}


def test_the_scan_finds_a_plain_write():  # the test above can fail
    assert _writes(ast.parse("open(p, 'w').write(x)\nPath(p).write_text(x)\nos.open(p, os.O_WRONLY)"))


def test_caches_and_hand_counts_go_through_atomic_write():
    for module in ("rules/cache.py", "cards/counts.py"):
        assert "atomic_write(" in (PACKAGE / module).read_text(encoding="utf-8"), module


# -- through the command line: a planted link, a full disk ------------------------------------------
WRITERS = {  # each command that writes a file, and the name it writes
    "summary": (lambda out: ["summary", "--game", "lowball", "--quick", "-o", out], "out.txt"),
    "summary-md": (lambda out: ["summary", "--game", "jacks-back", "--format", "md", "-o", out], "out.md"),
    "quiz-print": (lambda out: ["quiz", "--print", "--count", "3", "--seed", "7", "-o", out], "out.md"),
    "log-export": (lambda out: ["log", "export", "--format", "csv", "-o", out], "out.csv"),
}


@pytest.mark.parametrize("command", WRITERS)
def test_a_link_planted_at_the_target_is_replaced_not_followed(command, cli, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("someone else's file")
    args, name = WRITERS[command]
    target = tmp_path / name
    target.symlink_to(victim)
    r = cli(*args(str(target)))
    assert r.exit_code == 0, r.output
    assert victim.read_text() == "someone else's file"
    assert not target.is_symlink() and target.stat().st_size > 0
    assert sorted(p.name for p in tmp_path.iterdir()) == [name, "victim.txt"]  # no temporary left


@pytest.mark.parametrize("command", WRITERS)
@pytest.mark.parametrize("where", ["write", "sync"])
def test_a_full_disk_leaves_the_old_file_as_it_was(command, where, cli, tmp_path, monkeypatch):
    args, name = WRITERS[command]
    target = tmp_path / name
    target.write_text("the good copy")
    full = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    real_fdopen = os.fdopen

    if where == "sync":

        def fsync(fd):
            raise full

        monkeypatch.setattr(os, "fsync", fsync)
    else:

        class Full:  # the temporary file takes a few bytes, then the disk is full
            def __init__(self, f):
                self.f = f

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.f.close()

            def write(self, data):
                self.f.write(data[:10])
                raise full

            def __getattr__(self, name):
                return getattr(self.f, name)

        def fdopen(fd, *a, **k):
            return Full(real_fdopen(fd, *a, **k))

        monkeypatch.setattr(os, "fdopen", fdopen)
    r = cli(*args(str(target)))
    monkeypatch.undo()
    assert r.exit_code == 2, r.output
    assert r.stderr.count("\n") == 1 and "No space left on device" in r.stderr and str(target) in r.stderr
    assert target.read_text() == "the good copy"
    assert [p.name for p in tmp_path.iterdir()] == [name]


def test_a_target_in_a_missing_folder_or_a_folder_is_one_line(cli, tmp_path, refused):
    refused("summary", "--game", "lowball", "-o", str(tmp_path / "no" / "such" / "x.txt"), words=("cannot write",))
    refused("summary", "--game", "lowball", "--format", "txt", "-o", str(tmp_path), words=("it is a folder",))
    refused("quiz", "--print", "--count", "2", "-o", str(tmp_path), words=("it is a folder",))


def test_dash_o_dev_stdout_writes_to_standard_output():
    """`-o /dev/stdout` writes into what it leads to (a pipe here); /dev/stdout stays a link."""
    import subprocess
    import sys

    from rulings.files import _written_in_place

    assert _written_in_place(Path("/dev/stdout"))  # else the run below would replace the system's link
    r = subprocess.run([sys.executable, "-m", "rulings", "summary", "--game", "lowball", "--quick", "-o", "/dev/stdout"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.startswith("QUICK REFERENCE: LOWBALL"), r.stderr
    assert os.path.islink("/dev/stdout")


def test_a_named_pipe_nobody_reads_is_one_line_not_a_wait(cli, tmp_path):
    fifo = tmp_path / "sheet.md"
    os.mkfifo(fifo)
    r = cli("quiz", "--print", "--count", "2", "-o", str(fifo))
    assert r.exit_code == 2 and r.stderr.strip() == f"error: cannot write {fifo}: nothing is reading from it"
