"""What the runtime must know to call a program's machine code, apart from the code itself.

In: what `program.plan` and the codegen of bounds checks decide. Out: `Signature` (the entry
point's arguments, fresh results, results and arena size, its run-time checks, and the call
sites a profiled entry point times: `profile.py`), `Home` (where a buffer lives), `Check` (one
run-time bounds check, which turns a failure into a message) and `FAULT`, the symbol of the
error record. Plain data: kept in the disk cache with the machine code (`runtime/warm.py`),
and read back without importing the code generator.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...ir.types import BufferType

#: the error record's symbol in every generated module (see `checks.py`).
FAULT = "aotgrad.fault"
#: i64 words of a profiled call site's counters (`profile.py`): nanoseconds, calls.
PROFILE_WORDS = 2


@dataclass(frozen=True)
class Check:
    """One run-time check: dimension `dim` of buffer `buffer` (of type `type`) in `kernel`."""

    kernel: str
    buffer: str
    type: BufferType
    dim: int

    def message(self, index: int) -> str:
        from ...ir.loop.ops import out_of_bounds
        return out_of_bounds(index, self.dim, self.buffer, self.type, self.kernel)


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
    profile: tuple[str, ...] = ()    # the callee of each timed call site (`profile.py`)

    def counters_offset(self) -> int:
        """Where a profiled program's counters begin in its arena: `PROFILE_WORDS` i64 per
        call site, the arena's last bytes."""
        return self.arena_bytes - 8 * PROFILE_WORDS * len(self.profile)
