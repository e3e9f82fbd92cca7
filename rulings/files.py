"""Reading the files a user hands us, and writing every file the tool writes.

Reading: only regular files (a FIFO or /dev/zero would block or never end), at most a documented
size, as UTF-8. Writing: all or nothing, through a temporary file created exclusively in the
target's folder (never a predictable name, never followed through a planted symlink), flushed and
synced, then renamed over the target; a failed write leaves the old file as it was.
"""

from __future__ import annotations

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
    producing a chunk fails, the old file stays as it was and the error goes on."""
    import tempfile

    path = Path(path)
    chunks = [data] if isinstance(data, (str, bytes)) else data
    if path.is_dir():
        raise BadInput(f"cannot write {path}: it is a folder")
    folder = path.parent if str(path.parent) else Path(".")
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
        os.chmod(tmp, mode & ~_umask())
        os.replace(tmp, path)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, OSError):
            raise BadInput(f"cannot write {path}: {e.strerror or e}") from None
        raise


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
