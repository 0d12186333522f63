"""What the runtime must know to call a program's machine code, apart from the code itself.

In: what the buffer plan (`plan.py`) and the codegen of bounds checks (`checks.py`) decide. Out:
`Signature` (the entry point's arguments, fresh results, results and arena size, its run-time
checks, and the call sites a profiled entry point times: `llvm/profile.py`), `Home` (where a
buffer lives), `FAULT`, the symbol of the error record in every generated LLVM module, and
`PROFILE_WORDS`, the size of a profiled call site's counters. Plain data, shared by both
backends (the CUDA plan holds the same `Signature` and homes): kept in the disk cache with the
machine code (`runtime/warm.py`), and read back without importing the code generator.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir.types import BufferType
from .checks import Check

#: the error record's symbol in every generated LLVM module (see `llvm/checks.py`).
FAULT = "aotgrad.fault"
#: i64 words of a profiled call site's counters (`llvm/profile.py`): nanoseconds, calls.
PROFILE_WORDS = 2


@dataclass(frozen=True)
class Home:
    """Where a buffer lives: argument `index`, fresh result slot `index`, or the arena, at
    byte `offset` (of the arena; 0 otherwise)."""

    kind: str                        # "arg" | "fresh" | "arena"
    index: int
    offset: int
    nbytes: int

    def overlaps(self, other: "Home") -> bool:
        return (self.kind, self.index) == (other.kind, other.index) and self.nbytes > 0 \
            and other.nbytes > 0 and self.offset < other.offset + other.nbytes \
            and other.offset < self.offset + self.nbytes


@dataclass(frozen=True)
class Signature:
    """What the entry point of program `name` takes and gives: its argument types and names,
    its fresh results' types, each result as (`"arg"` or `"fresh"`, index, shape), the
    arena's size in bytes, the run-time bounds checks its code may report (`checks`), and,
    for code built to be profiled, the callee of each call site its counters time
    (`profile`, in program order; empty otherwise)."""

    name: str
    args: tuple[BufferType, ...]
    arg_names: tuple[str, ...]
    fresh: tuple[BufferType, ...]
    results: tuple[tuple[str, int, tuple[int, ...]], ...]
    arena_bytes: int
    checks: tuple[Check, ...] = ()   # the module's run-time bounds checks, by number - 1
    profile: tuple[str, ...] = ()    # the callee of each timed call site (`llvm/profile.py`)

    def counters_offset(self) -> int:
        """Where a profiled program's counters begin in its arena: `PROFILE_WORDS` i64 per
        call site, the arena's last bytes."""
        return self.arena_bytes - 8 * PROFILE_WORDS * len(self.profile)
