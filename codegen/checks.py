"""The bounds-check model both backends follow: which indices are checked at run time, how a
failure is recorded, and how the runtime turns it into a message.

In: an index codegen must check at run time (a data-dependent one, such as an id loaded from a
buffer, always; every index of every load and store under `AOTGRAD_BOUNDS_CHECK=1`: see
`bounds_checking`). Out: a `Check` per such index, in the order the unit's code makes them
(`Signature.checks`, the CUDA plan's `checks`). Out of bounds, the generated code never makes
the access: the first check to fail claims the unit's error record (two 64-bit words: the
failed check's position in that order plus one, 0 while nothing failed, then the index it
found) with a compare-and-swap, so when threads fail at once, one records and the others leave
its record alone. The runtime reads the record's first word once per call and turns a set
record into an `IndexingError` from `Check.message` (kernel, buffer, dimension, index, bound).
Each backend writes the record its way: `llvm/checks.py` (the global `@aotgrad.fault`; the
function returns), the CUDA prelude's `ag_check` (`ag_fault`; the access goes to element 0).
`bounds_checking()` is read each time codegen decides, never cached; the disk cache keys on
every `AOTGRAD_*` setting and on the LLVM text, so checked and unchecked code never mix.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from ..ir.types import BufferType


def bounds_checking() -> bool:
    """True under `AOTGRAD_BOUNDS_CHECK=1`: every index of every access is checked at run
    time, and an index the compile-time proof cannot bound becomes such a check."""
    return os.environ.get("AOTGRAD_BOUNDS_CHECK", "0").strip() == "1"


@dataclass(frozen=True)
class Check:
    """One run-time check: dimension `dim` of buffer `buffer` (of type `type`) in `kernel`."""

    kernel: str
    buffer: str
    type: BufferType
    dim: int

    def message(self, index: int) -> str:
        from ..ir.loop.ops import out_of_bounds
        return out_of_bounds(index, self.dim, self.buffer, self.type, self.kernel)
