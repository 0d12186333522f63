"""Debug levels for library users: `AOTGRAD_DEBUG=N` and `with aotgrad.debug(N):`.

`AOTGRAD_DEBUG=N` (read once, at import) sets the default level; `with aotgrad.debug(N):` sets it
for a block (a context variable, so threads and tasks keep their own). Levels are cumulative, as
in tinygrad: 1 prints each compilation's pipeline and a timing table, 2 adds the passes' reports
(what the partitioner saved and why, what was fused, the memory plan), 3 the IR after every
pass, 4 the generated LLVM IR, 5 the optimised LLVM IR too. What each level prints is printed
by the pipeline driver (`runtime/pipeline.py`) and the disk cache.
"""
from __future__ import annotations

import contextlib
import contextvars
import os

from ..codegen.llvm import cache


def _env_level() -> int:
    try:
        return int(os.environ.get("AOTGRAD_DEBUG", "0") or 0)
    except ValueError:
        return 0


_LEVEL = contextvars.ContextVar("aotgrad_debug", default=_env_level())


def debug_level() -> int:
    """The current debug level (0: quiet)."""
    return _LEVEL.get()


cache.debug_level = debug_level     # the disk cache prints its hits and misses at level 1


@contextlib.contextmanager
def debug(level: int):
    """`with aotgrad.debug(3):` sets the debug level inside the block."""
    token = _LEVEL.set(int(level))
    try:
        yield
    finally:
        _LEVEL.reset(token)
