"""The disk cache: compiled machine code kept across processes.

Entries live under `$AOTGRAD_CACHE_DIR` if set, else `$XDG_CACHE_HOME/aotgrad`, else
`~/.cache/aotgrad`, one file per entry in a folder per kind (`objects/` machine code,
`pipelines/` what the pass pipeline made of a traced function: `runtime/warm.py`). `AOTGRAD_CACHE=0`
turns the cache off (nothing is read or written); the test suite runs with it off
(`tests/conftest.py`) except where a test names a folder of its own.

`entry_key(*parts)` is the SHA-256 of the parts (text that fully determines the payload);
`host_id()` and `settings()` are the parts every key has: the host CPU (read without LLVM) and
the `AOTGRAD_*` settings that can change compiled code.
`store(kind, key, payload)` writes `MAGIC`, the payload's length and SHA-256, then the payload,
to a temporary file renamed into place (a reader sees a whole entry or none). `load(kind, key)`
returns the payload, or None when there is no entry; an entry whose header, length or checksum
does not match is removed and counted in `STATS.corrupt`, never returned. A cache folder that
cannot be written only costs the speed-up. `STATS` counts hits, misses, writes and corrupt
entries of machine code of this process (`runtime.warm.STATS` those of `pipelines/`);
`AOTGRAD_DEBUG` 1 prints each hit and miss: the cache asks `debug_level`, which the runtime
hands in (`runtime/debug.py`, on import; codegen does not import the runtime).
"""
from __future__ import annotations

import functools
import hashlib
import os
import platform
import struct
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

MAGIC = b"aotgrad-cache-v1\n"
_HEADER = struct.Struct("<Q32s")          # payload length, SHA-256 of the payload


@dataclass
class CacheStats:
    """What this process's disk cache did."""

    hits: int = 0
    misses: int = 0
    writes: int = 0
    corrupt: int = 0


STATS = CacheStats()


def _quiet() -> int:
    return 0


#: the debug level now (`aotgrad.debug`, `AOTGRAD_DEBUG`): `runtime/debug.py` sets it to its own
#: `debug_level` when it is imported; 1 and up, each hit, miss and removed entry is printed.
debug_level: Callable[[], int] = _quiet


def cache_dir() -> Path | None:
    """The folder of the disk cache, or None when the cache is off."""
    switch = os.environ.get("AOTGRAD_CACHE", "").strip().lower()
    if switch in ("0", "false", "off", "no"):
        return None
    named = os.environ.get("AOTGRAD_CACHE_DIR")
    if named:
        return Path(named)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "aotgrad"


def settings() -> str:
    """The `AOTGRAD_*` environment settings that can change compiled code (every one but the
    cache's, debug's, where LLVM runs, and profiling's, whose code differs in its text), and
    the BLAS's thread count (one thread: loops launch, gemms split over the team)."""
    from .options import find_blas    # the BLAS's threads decide loops and gemm launches
    blas = find_blas()
    return repr(sorted((k, v) for k, v in os.environ.items() if k.startswith("AOTGRAD_")
                       and not k.startswith(("AOTGRAD_CACHE", "AOTGRAD_DEBUG",
                                             "AOTGRAD_COMPILE_PROCESS", "AOTGRAD_PROFILE")))
                + [("blas_threads", blas.threads() if blas is not None else None)])


@functools.cache
def host_id() -> str:
    """The host CPU as entries are keyed on it, read without LLVM: the machine, and the model
    name and feature flags of `/proc/cpuinfo` (else LLVM's CPU name and features)."""
    try:
        with open("/proc/cpuinfo") as f:
            lines = [ln for ln in f.read().split("\n\n")[0].splitlines()
                     if ln.startswith(("model name", "flags", "Features", "CPU part"))]
    except OSError:
        lines = []
    if not lines:
        from .compile_process import host
        h = host()
        lines = [h["cpu"], " ".join(h["features"])]
    return " ".join([platform.machine(), *(" ".join(ln.split()) for ln in lines)])


def entry_key(*parts: str) -> str:
    """A file name for the entry that `parts` determine: their SHA-256, in hex."""
    h = hashlib.sha256()
    for part in parts:
        data = part.encode()
        h.update(struct.pack("<Q", len(data)))
        h.update(data)
    return h.hexdigest()


def _path(kind: str, key: str) -> Path | None:
    folder = cache_dir()
    return None if folder is None else folder / kind / f"{key}.bin"


def _say(what: str, path: Path) -> None:
    if debug_level() >= 1:
        print(f"// aotgrad: disk cache {what}: {path}")


def load(kind: str, key: str, *, stats: CacheStats | None = STATS,
         discard: bool = True) -> bytes | None:
    """The payload stored under (`kind`, `key`); None when absent, off, or corrupt (removed).
    Counted in `stats` (None: not counted); `discard=False` leaves a corrupt entry in place
    (for a caller that only looks whether an entry is good, and falls back to `load`)."""
    path = _path(kind, key)
    if path is None:
        return None
    try:
        data = path.read_bytes()
    except OSError:
        if stats is not None:
            stats.misses += 1
            _say("miss", path)
        return None
    start = len(MAGIC) + _HEADER.size
    if data[:len(MAGIC)] == MAGIC and len(data) >= start:
        length, digest = _HEADER.unpack_from(data, len(MAGIC))
        payload = data[start:]
        if len(payload) == length and hashlib.sha256(payload).digest() == digest:
            if stats is not None:
                stats.hits += 1
                _say("hit", path)
            return payload
    if stats is not None:
        stats.corrupt += 1
    if discard:
        _say("corrupt entry removed", path)
        try:
            path.unlink()
        except OSError:
            pass
    return None


def store(kind: str, key: str, payload: bytes, *, stats: CacheStats = STATS) -> bool:
    """Write the entry atomically; False when the cache is off or the folder unwritable."""
    path = _path(kind, key)
    if path is None:
        return False
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".bin")
        with os.fdopen(fd, "wb") as f:
            f.write(MAGIC + _HEADER.pack(len(payload), hashlib.sha256(payload).digest()))
            f.write(payload)
        os.replace(tmp, path)
    except OSError:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
        return False
    stats.writes += 1
    return True
