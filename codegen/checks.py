"""The bounds-check model both backends follow: which indices are checked at run time, how a
failure is recorded, and how the runtime turns it into a message.

In: an index codegen must check at run time (a data-dependent one, such as an id loaded from a
buffer, always; every index of every load and store under `AOTGRAD_BOUNDS_CHECK=1`: see
`bounds_checking`). Out: a `Check` per such index, in the order the unit's code makes them
(`Signature.checks`, the CUDA plan's `checks`). Out of bounds, the generated code never makes
the access: the first check to fail claims the unit's error record (two 64-bit words: the
failed check's position in that order plus one, 0 while nothing failed, then the index it
found) with a compare-and-swap, so when threads fail at once, one records and the others leave
its record alone. The record's third word is where the index came from: a data-dependent index
computed from one load (an id read from `ids`, or `ids[n] + 3`) records that load's flat
position in its buffer (`Check.source` names the buffer), any other -1. The runtime reads the
record's first word once per call and turns a set record into an `IndexingError` from
`Check.message` (kernel, buffer, dimension, index, bound, and the position of the index in
the buffer it was read from).
Each backend writes the record its way: `llvm/checks.py` (the global `@aotgrad.fault`; the
function returns), the CUDA prelude's `ag_check` (`ag_fault`; the access goes to element 0).
`bounds_checking()` is read each time codegen decides, never cached; the disk cache keys on
every `AOTGRAD_*` setting and on the LLVM text, so checked and unchecked code never mix.
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass

from ..ir.types import BufferType, IndexType

#: i64 words of the error record: the failed check's number plus one, the index, its position
RECORD_WORDS = 3


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
    #: (name, type) of the buffer the index was read from, when one load gives it
    source: tuple[str, BufferType] | None = None

    def message(self, index: int, position: int = -1) -> str:
        from ..ir.loop.ops import out_of_bounds
        text = out_of_bounds(index, self.dim, self.buffer, self.type, self.kernel)
        if self.source is None or not 0 <= position < math.prod(self.source[1].shape):
            return text
        name, t = self.source
        at, rest = [], position
        for n in reversed(t.shape):
            at.append(rest % n)
            rest //= n
        return f"{text}; the index was read at position [{', '.join(map(str, at[::-1]))}]" \
            f" of %{name} ({t.dtype}[{','.join(map(str, t.shape))}])"


def index_source(op, dim: int):
    """The one load (a `LoadOp`) that dimension `dim`'s data-dependent index of `op` (an
    `IndexedOp`) is computed from, through scalar arithmetic (`ids[n]`, `ids[n] + 3`), or
    None (no load, several, or a value a loop carries)."""
    from ..ir.loop import index as ix
    from ..ir.loop.arith import ArithOp
    from ..ir.loop.ops import LoadOp
    ivs = op.operands[op.n_fixed:]
    stack = [ivs[k] for k in ix.variables(op.indices[dim])
             if not isinstance(ivs[k].type, IndexType)]
    found: dict[int, LoadOp] = {}
    seen: set[int] = set()
    while stack:
        v = stack.pop()
        if id(v) in seen:
            continue
        seen.add(id(v))
        owner = getattr(v, "owner", None)
        if isinstance(owner, LoadOp):
            found[id(owner)] = owner
        elif isinstance(owner, ArithOp):
            stack.extend(owner.operands)
        elif not isinstance(v.type, IndexType):
            return None
    return next(iter(found.values())) if len(found) == 1 else None
