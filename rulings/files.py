"""Reading the files a user hands us, and writing every file the tool writes.

Reading: only regular files (a FIFO or /dev/zero would block or never end), at most a documented
size, as UTF-8. Writing: all or nothing, through a temporary file created exclusively in the
target's folder (never a predictable name, never followed through a planted symlink), flushed and
synced, then renamed over the target; a failed write leaves the old file as it was.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterable
from pathlib import Path

from .errors import BadInput

#: The largest file the tool reads: house profiles, situations, rule data, templates (bytes).
MAX_FILE_BYTES = 2 * 1024 * 1024


def read_text(path: str | Path, what: str = "file", limit: int = MAX_FILE_BYTES) -> str:
    """The text of a regular file of at most `limit` bytes; BadInput naming the file otherwise."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:
        raise BadInput(f"{path}: cannot read {what}: {e.strerror or e}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise BadInput(f"{path}: {what} is not a regular file")
        if info.st_size > limit:
            raise BadInput(f"{path}: {what} is larger than {limit // 1024} KiB")
        chunks, size = [], 0
        while chunk := os.read(fd, 65536):
            size += len(chunk)
            if size > limit:  # grew while we read it
                raise BadInput(f"{path}: {what} is larger than {limit // 1024} KiB")
            chunks.append(chunk)
    except OSError as e:
        raise BadInput(f"{path}: cannot read {what}: {e.strerror or e}") from None
    finally:
        os.close(fd)
    try:
        return b"".join(chunks).decode("utf-8")
    except UnicodeDecodeError:
        raise BadInput(f"{path}: {what} is not UTF-8 text") from None


def atomic_write(path: str | Path, data: str | bytes | Iterable[str | bytes], mode: int = 0o644) -> None:
    """Write `data` to `path` all or nothing; BadInput with the reason when it cannot be written.
    `data` may be an iterable of text or bytes chunks (an export streamed a row at a time); if
    producing a chunk fails, the old file stays as it was and the error goes on.

    A regular file (or a link, which is replaced, never followed) is written through a temporary
    file renamed over it, keeping the old file's permissions. What is not a file to replace is
    written into as it is: a terminal, /dev/null, a pipe someone reads (`-o /dev/stdout`); a disk
    device and the system's own folders (/dev, /proc) are refused."""
    import tempfile

    path = Path(path)
    chunks = [data] if isinstance(data, (str, bytes)) else data
    if _written_in_place(path):
        _write_into(path, chunks)
        return
    folder = path.parent if str(path.parent) else Path(".")
    try:
        old = os.lstat(path)
        keep = stat.S_ISREG(old.st_mode)  # a file replaced keeps its permissions as they were
        mode = stat.S_IMODE(old.st_mode) if keep else mode & ~_umask()
    except OSError:
        mode &= ~_umask()
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")  # O_EXCL, mode 0600
    except OSError as e:
        raise BadInput(f"cannot write {path}: {e.strerror or e}") from None
    try:
        with os.fdopen(fd, "wb", buffering=1024 * 1024) as f:
            for chunk in chunks:
                f.write(chunk.encode("utf-8") if isinstance(chunk, str) else chunk)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, OSError):
            raise BadInput(f"cannot write {path}: {e.strerror or e}") from None
        raise


_SYSTEM = ("/dev", "/proc", "/sys")


def _written_in_place(path: Path) -> bool:
    """Whether `path` is something to write into rather than a file to replace (BadInput for
    what is never written)."""
    try:
        info = os.stat(path)  # what the name leads to, through links
    except OSError:
        info = None
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            raise BadInput(f"cannot write {path}: it is a folder")
        if stat.S_ISBLK(info.st_mode):
            raise BadInput(f"cannot write {path}: it is a disk device")
        if not stat.S_ISREG(info.st_mode):  # a terminal, /dev/null, a pipe, a socket
            return True
    folder = os.path.realpath(path.parent if str(path.parent) else ".")
    if any(folder == d or folder.startswith(d + "/") for d in _SYSTEM):
        if info is None:
            raise BadInput(f"cannot write {path}: {folder} is the system's")
        return True  # /dev/stdout redirected to a file: the shell's file, written through
    return False


def _write_into(path: Path, chunks: Iterable[str | bytes]) -> None:
    """Write into an existing device or pipe (a pipe nobody reads is an error, not a wait)."""
    try:
        fd = os.open(path, os.O_WRONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:
        reason = "nothing is reading from it" if e.errno == errno.ENXIO else e.strerror or str(e)
        raise BadInput(f"cannot write {path}: {reason}") from None
    try:
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        for chunk in chunks:
            view = memoryview(chunk.encode("utf-8") if isinstance(chunk, str) else chunk)
            while view:
                view = view[os.write(fd, view) :]
    except OSError as e:
        raise BadInput(f"cannot write {path}: {e.strerror or e}") from None
    finally:
        os.close(fd)


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def private_folder(path: Path) -> Path | None:
    """`path` created if needed with mode 0700, or None when it is not safe to keep our own data
    in it (another user owns it, or others may write to it)."""
    try:
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = os.lstat(path)
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or info.st_mode & 0o022:
        return None
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        return None
    return path
