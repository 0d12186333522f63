"""Rows held in registers: a block-mode point whose loops all walk one row the same way.

In a kernel that runs a point per block (`kernel.py`), the point's loops split over the
block's threads (`reductions.py`, and loops without accumulators) give thread `t` the
iterations `t`, `t + B`, `t + 2B`, ... of each loop (`B` threads a block). Where several such
loops have the same range, thread `t` meets the same iterations in each of them: an element a
loop reads or writes at the same index of each iteration belongs to that thread alone. Layer
norm and softmax read their row three to five times (the mean, the variance, the output; the
max, the sum of exps, the quotient), and their backward reads it, writes a gradient and reads
that again; each pass over global memory is a pass over the row in DRAM or L2.

Here, as Triton's persistent reductions keep a row in registers, such loops are written as
one fully unrolled loop over the `K = ceil(n / B)` iterations a thread runs
(`#pragma unroll`, `ag_k` its slot), and a buffer every access of which in the point is a
load or store directly in one of them, at one index (the same function of the loop variable
in each; one that involves the loop variable where the buffer is written), gets a register
array of `K` slots: its first access fills slot `ag_k` (a load reads global memory once, a
store also writes through), every later load reads the slot. A point's scratch buffer
(`loop.alloc`) of that kind lives only in the registers (no `__shared__` array, no barrier
after the loop that writes it). Only what fits `REGISTER_WORDS` 32-bit words a thread in
every loop is kept (a buffer takes its registers from the first loop that accesses it to the
last), the buffers that save the most passes over global memory first (a buffer every point
reads the same row of, such as layer norm's weight, is left to the caches); a point where
nothing is kept is written as before.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field

from ...ir.core import Operation
from ...ir.loop import index as ix
from ...ir.loop.ops import AllocOp, IndexedOp, LoadOp, LoopOp, StoreOp
from ...ir.types import BufferType
from .emitter import CTYPE, INDEX, Emitter
from .loops import iteration, loop_header

#: the 32-bit words of registers a thread may spend on kept rows
REGISTER_WORDS = 64


@dataclass
class RowPlan:
    """The loops of one point that walk the row the same way (`span`: their lower bound,
    upper bound and step), the slots a thread runs (`slots` of `threads`), and the buffers
    kept in registers (by id: the C array's name; `scratch`: the point's own, in registers
    only); `stored`: the buffers the point writes; `filled`: the kept buffers whose slot the
    code written so far has filled (the next access reads it)."""

    span: tuple[int, int, int]
    threads: int
    slots: int
    kept: dict[int, str]
    scratch: set[int]
    stored: set[int]
    filled: set[int] = field(default_factory=set)

    def walks(self, loop: LoopOp) -> bool:
        return (loop.lower, loop.upper, loop.step) == self.span

    def declare(self, em: Emitter) -> None:
        """The register arrays of the kept global buffers (the scratch ones are declared where
        the point allocates them: `declare_scratch`)."""
        for a in em.fn.args:
            if id(a) in self.kept:
                em.line(f"{CTYPE[a.type.dtype]} {self.kept[id(a)]}[{self.slots}];")

    def declare_scratch(self, em: Emitter, op: AllocOp) -> None:
        em.line(f"{CTYPE[op.result.type.dtype]} {self.kept[id(op.result)]}[{self.slots}];")

    def needs_sync(self, loop: LoopOp) -> bool:
        """Whether the block must wait after `loop` (split over it) before the point goes
        on: it wrote, or read, an element of a buffer the point writes that is not kept
        (another thread may touch it next)."""
        return any(isinstance(o, (LoadOp, StoreOp)) and id(o.buffer) in self.stored and
                   id(o.buffer) not in self.kept for o in loop.walk())

    def load(self, em: Emitter, op: LoadOp, read) -> str:
        """The C expression of a load of a kept buffer, filling the slot from global memory
        on the first access (`read()`: the element's C expression)."""
        name = self.kept[id(op.buffer)]
        if id(op.buffer) in self.filled or id(op.buffer) in self.scratch:
            return f"{name}[ag_k]"
        self.filled.add(id(op.buffer))
        em.line(f"{name}[ag_k] = {read()};")
        return f"{name}[ag_k]"

    def store(self, em: Emitter, op: StoreOp, value: str) -> None:
        """The slot of a store to a kept buffer (the global store is the caller's)."""
        self.filled.add(id(op.buffer))
        em.line(f"{self.kept[id(op.buffer)]}[ag_k] = {value};")

    @contextmanager
    def loop(self, em: Emitter, loop: LoopOp):
        """The unrolled loop over a thread's slots, the loop variable of slot `ag_k` first."""
        t = f"threadIdx.x + ag_k * {self.threads}"
        trips = loop.trip_count
        guard = f"if ({t} < {trips}) " if trips % self.threads else ""
        em.line("#pragma unroll")
        with em.block(f"for (int ag_k = 0; ag_k < {self.slots}; ++ag_k) {guard}".rstrip()):
            with em.unless_unread(loop.iv, f"const {INDEX} {em.name(loop.iv)} = "
                                           f"{iteration(loop, t)};"):
                yield


@contextmanager
def team_loop(em: Emitter, loop: LoopOp, start: str, stride: str):
    """A loop split over the team: each thread from `start` by `stride`, or, where the point's
    rows are kept (`em.rows` walks `loop`), the unrolled loop over the thread's slots."""
    rows = em.rows
    if rows is not None and rows.walks(loop):
        with rows.loop(em, loop):
            yield
    else:
        with em.block(loop_header(em, loop, start, stride)):
            yield


def _key(op: IndexedOp, loop: LoopOp, inside: set[int]):
    """The index of `op` as a function of the loop variable of `loop` (hashable), or None
    when it depends on a value the loop computes."""
    out = []
    for e in op.index_exprs():
        refs = ix.variables(e)
        if any(id(r) in inside for r in refs if r is not loop.iv):
            return None
        out.append(ix.map_refs(e, lambda r: "iv" if r is loop.iv else id(r)))
    return tuple(out)


def _uses_iv(key) -> bool:
    return any("iv" in ix.variables(e) for e in key)


def plan_rows(em: Emitter, ops: list[Operation], threads: int, aliased: set[int], team_loop
              ) -> RowPlan | None:
    """The rows of a point (its ops `ops`, run by a block of `threads`, written with `em`)
    to keep in registers, or None where none is worth it (`aliased`: ids of arguments another
    may alias, never kept; `team_loop(op)`: whether `op` is a loop split over the block)."""
    loops = [op for op in ops if isinstance(op, LoopOp) and team_loop(op) and op.trip_count]
    spans: dict[tuple, int] = {}
    for lp in loops:
        spans[(lp.lower, lp.upper, lp.step)] = spans.get((lp.lower, lp.upper, lp.step), 0) + 1
    if not spans or max(spans.values()) < 2:
        return None
    span = max(spans, key=spans.get)
    walking = [lp for lp in loops if (lp.lower, lp.upper, lp.step) == span]
    slots = -(-walking[0].trip_count // threads)
    direct: dict[int, LoopOp] = {}
    order = {id(lp): k for k, lp in enumerate(walking)}
    inside: dict[int, set[int]] = {}           # per loop: the values it computes
    for lp in walking:
        for op in lp.body.ops:
            direct[id(op)] = lp
        inside[id(lp)] = {id(r) for o in lp.walk() for r in o.results} | \
            {id(a) for o in lp.walk() if isinstance(o, LoopOp) for a in o.body.args}
    keys: dict[int, set] = {}
    accesses: dict[int, list[IndexedOp]] = {}
    refused: set[int] = set()
    for op in (o for top in ops for o in top.walk()):
        if not isinstance(op, (LoadOp, StoreOp)):
            continue
        b = id(op.buffer)
        lp = direct.get(id(op))
        key = None if lp is None else _key(op, lp, inside[id(lp)])
        if key is None:
            refused.add(b)
            continue
        keys.setdefault(b, set()).add(key)
        accesses.setdefault(b, []).append(op)
    allocs = {id(o.result): o.result for top in ops for o in top.walk() if isinstance(o, AllocOp)}
    scored = []
    for b, found in accesses.items():
        if b in refused or b in aliased or len(found) < 2 or len(keys[b]) != 1:
            continue
        (key,) = keys[b]
        stored = any(isinstance(o, StoreOp) for o in found)
        if stored and not _uses_iv(key):
            continue
        buffer = found[0].buffer
        t: BufferType = buffer.type
        words = max(1, t.dtype.itemsize // 4) * slots
        at = [order[id(direct[id(o)])] for o in found]
        live = range(min(at), max(at) + 1)
        if b in allocs:
            scored.append((0, words, live, buffer))     # no pass over global memory to save
            continue
        loads = sum(isinstance(o, LoadOp) for o in found)
        saved = loads - (0 if stored else 1)
        point_rows = any(r != "iv" for e in key for r in ix.variables(e))
        if saved and point_rows:
            scored.append((saved, words, live, buffer))
    kept: dict[int, str] = {}
    taken = set(em.names.values())
    used = [0] * len(walking)           # the words kept while each loop runs
    for _, words, live, buffer in sorted(scored, key=lambda s: -s[0]):
        if any(used[k] + words > REGISTER_WORDS for k in live):
            continue
        for k in live:
            used[k] += words
        name = em.name(buffer)             # a global buffer's array: the argument's name
        if id(buffer) not in allocs:       # and `_row` (a scratch buffer is only the array)
            name += "_row"
            while name in taken:
                name += "_"
            taken.add(name)
        kept[id(buffer)] = name
    if not kept:
        return None
    stored = {id(o.buffer) for top in ops for o in top.walk() if isinstance(o, StoreOp)}
    return RowPlan(span, threads, slots, kept, set(kept) & set(allocs), stored)
