"""Liveness of a program's buffers, and the static check of a memory plan.

In: a loop-level `program` (a flat body of `loop.alloc`, `loop.view`, `loop.call`, `loop.free`
and `return`). Out: `Liveness`, which maps every buffer value to its *root* (the `loop.alloc`
or program argument whose memory it is: a view aliases its source) and gives each root its live
interval, from the op that defines it to its last use by a call, a view or the return (op
positions in the body, inclusive; a `loop.free` is not a use). Roots that reach the return,
directly or through views, are *results*.

`check_plan(program)` checks a planned program statically: results are not in the arena, every
other alloc has a 64-byte aligned `arena_offset`, nothing is used after its `loop.free`, and no
two buffers that are live at the same op share a byte.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...ir.builtin import ReturnOp
from ...ir.core import BlockArgument, Function, IRError, Value
from ...ir.loop.ops import AllocOp, CallOp, FreeOp, ViewOp
from ...ir.printer import Namer
from ...ir.types import BufferType

#: Alignment of every arena offset, in bytes (a cache line; enough for any vector load).
ALIGN = 64


@dataclass
class Interval:
    """The live range of one root buffer: op positions `start..end`, inclusive."""

    root: Value
    start: int
    end: int

    def overlaps(self, other: "Interval") -> bool:
        return self.start <= other.end and other.start <= self.end


@dataclass
class Liveness:
    """Roots, live intervals, results and frees of one program."""

    program: Function
    root: dict[int, Value] = field(default_factory=dict)          # value id -> root
    intervals: dict[int, Interval] = field(default_factory=dict)  # root id -> interval
    uses: dict[int, list[int]] = field(default_factory=dict)      # root id -> op positions
    frees: dict[int, list[int]] = field(default_factory=dict)     # root id -> free positions
    results: set[int] = field(default_factory=set)                # root ids that are returned
    merged: dict[int, Value] = field(default_factory=dict)        # root id -> root it joined

    def root_of(self, v: Value) -> Value:
        root = self.root[id(v)]
        while id(root) in self.merged:
            root = self.merged[id(root)]
        return root

    def merge(self, root: Value, into: Value) -> None:
        """`root`'s memory is now `into`'s: one root, one interval covering both lives."""
        self.merged[id(root)] = into
        self.intervals[id(into)].end = max(self.intervals[id(into)].end,
                                           self.intervals[id(root)].end)
        self.uses[id(into)] = sorted(self.uses[id(into)] + self.uses[id(root)])

    def interval(self, v: Value) -> Interval:
        return self.intervals[id(self.root_of(v))]

    def is_result(self, v: Value) -> bool:
        return id(self.root_of(v)) in self.results

    def arena_allocs(self) -> list[AllocOp]:
        """The allocs that belong in the arena (every alloc that is not a result), in order."""
        return [op for op in self.program.body.ops
                if isinstance(op, AllocOp) and id(op.result) not in self.results]


def liveness(program: Function) -> Liveness:
    """Roots and live intervals of `program`'s buffers (see the module doc)."""
    live = Liveness(program)
    for a in program.args:
        live.root[id(a)] = a
        live.intervals[id(a)] = Interval(a, -1, -1)
        live.uses[id(a)] = []
    for k, op in enumerate(program.body.ops):
        if isinstance(op, AllocOp):
            live.root[id(op.result)] = op.result
            live.intervals[id(op.result)] = Interval(op.result, k, k)
            live.uses[id(op.result)] = []
            continue
        if not isinstance(op, (ViewOp, CallOp, FreeOp, ReturnOp)):
            raise IRError(f"'{op.name}' cannot appear in program '@{program.name}'", op.loc)
        for v in op.operands:
            if id(v) not in live.root:
                raise IRError(f"program '@{program.name}' uses %{v.name_hint}, which is not a "
                              f"buffer defined before its use", op.loc)
            root = live.root[id(v)]
            if isinstance(op, FreeOp):
                live.frees.setdefault(id(root), []).append(k)
                continue
            live.intervals[id(root)].end = k
            live.uses[id(root)].append(k)
        if isinstance(op, ViewOp):
            live.root[id(op.result)] = live.root[id(op.source)]
        if isinstance(op, ReturnOp):
            live.results.update(id(live.root[id(v)]) for v in op.operands)
    return live


def value_names(program: Function) -> dict[int, str]:
    """Value id -> the name the printer gives it in `program` (a flat body)."""
    namer = Namer()
    for a in program.args:
        namer.define(a, "arg")
    for op in program.body.ops:
        for r in op.results:
            namer.define(r, type(op).result_hint())
    return namer.names


def check_plan(program: Function) -> None:
    """Raise `IRError` unless `program`'s arena plan is sound (see the module doc)."""
    live = liveness(program)
    names = value_names(program)
    placed: list[tuple[AllocOp, Interval]] = []
    for op in program.body.ops:
        if not isinstance(op, AllocOp):
            continue
        name = "%" + names[id(op.result)]
        if id(op.result) in live.results:
            if op.arena_offset is not None:
                raise IRError(f"'@{program.name}': result {name} is placed in the arena "
                              f"(offset {op.arena_offset}); a result must be fresh memory")
            continue
        if op.arena_offset is None:
            raise IRError(f"'@{program.name}': buffer {name} has no arena_offset")
        if op.arena_offset % ALIGN:
            raise IRError(f"'@{program.name}': buffer {name} at arena_offset "
                          f"{op.arena_offset}, which is not a multiple of {ALIGN}")
        placed.append((op, live.intervals[id(op.result)]))
    for root_id, frees in live.frees.items():
        root = live.intervals[root_id].root
        name = "%" + names[root_id]
        if isinstance(root, BlockArgument) or root_id in live.results:
            raise IRError(f"'@{program.name}': loop.free of {name}, which the program does "
                          f"not own (an argument or a result)")
        if len(frees) > 1 or any(u > frees[0] for u in live.uses[root_id]):
            raise IRError(f"'@{program.name}': {name} is used or freed again after its "
                          f"loop.free (op #{frees[0]})")
    for i, (a, live_a) in enumerate(placed):
        for b, live_b in placed[i + 1:]:
            if _bytes_overlap(a, b) and live_a.overlaps(live_b):
                at = max(live_a.start, live_b.start)
                raise IRError(
                    f"'@{program.name}': %{names[id(a.result)]} (bytes {_span(a)}) and "
                    f"%{names[id(b.result)]} (bytes {_span(b)}) share memory while both are "
                    f"live (op #{at})")


def _bytes_overlap(a: AllocOp, b: AllocOp) -> bool:
    na, nb = _nbytes(a), _nbytes(b)
    return bool(na and nb) and a.arena_offset < b.arena_offset + nb and \
        b.arena_offset < a.arena_offset + na


def _nbytes(op: AllocOp) -> int:
    t: BufferType = op.result.type
    return t.nbytes


def _span(op: AllocOp) -> str:
    return f"{op.arena_offset}..{op.arena_offset + _nbytes(op)}"
