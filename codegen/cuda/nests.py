"""A kernel's loops as the grid sees them: its nests of independent iterations, and which of
them may run side by side in one launch.

In: a kernel; out: its `Leaf`s and their `phases`. From the top, while a block holds only scalar
`arith` ops and loops without accumulators, each such loop joins the nest of every leaf under
it (a loop without accumulators has independent iterations, the CUDA backend's assumption
throughout); a block with anything else (loads, stores, reductions, scratch buffers, another
kind of loop) is the innermost body of one leaf: the ops of one point. A kernel of one loop nest
is one leaf. Fusion also makes kernels of several sibling nests (a `concat` writing its parts
into one buffer, the copies and slices that split a `qkv` projection into heads): one leaf per
nest, so each is spread over the whole grid instead of being run by one thread or one block.

Leaves run in the order of the kernel. Side by side in one launch (one grid-stride loop over
their points one after the other) only while none reads or writes a buffer another writes,
unless the two write provably disjoint parts of it (some dimension's indices range over
disjoint intervals, as the parts of a concat do; arguments that a call passes memory another
argument reaches are never told apart); the next dependent leaf starts a new launch,
the stream's order keeping the kernel's. A leaf whose points are run by a block each (a row
reduction) is a launch of its own.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...ir import builtin
from ...ir.core import Function, Operation
from ...ir.loop import index as ix
from ...ir.loop.arith import ArithOp
from ...ir.loop.ops import AtomicAddOp, IndexedOp, LoadOp, LoopOp, StoreOp, YieldOp


@dataclass
class Leaf:
    """One nest spread over the grid: (scalar ops before the loop, loop) per level, from the
    outermost, and the ops of one point (the innermost body)."""

    levels: list[tuple[list[Operation], LoopOp]]
    inner: list[Operation]

    @property
    def points(self) -> int:
        n = 1
        for _, loop in self.levels:
            n *= loop.trip_count
        return n


def _body(ops: list[Operation]) -> list[Operation]:
    return [op for op in ops if not (isinstance(op, YieldOp) and not op.operands)
            and not isinstance(op, builtin.ReturnOp)]


def _spread(op: Operation) -> bool:
    return isinstance(op, LoopOp) and not op.iter_dtypes


def leaves(f: Function) -> list[Leaf]:
    """The nests of kernel `f`, in program order (one for a kernel of a single nest)."""
    out: list[Leaf] = []

    def walk(ops: list[Operation], levels: list) -> None:
        body = _body(ops)
        loops = [op for op in body if isinstance(op, LoopOp)]
        single = len(loops) == 1 and body[-1] is loops[0] and _spread(loops[0]) and \
            all(isinstance(op, ArithOp) for op in body[:-1])
        forks = len(loops) > 1 and all(isinstance(op, ArithOp) or _spread(op) for op in body)
        if not (single or forks):
            out.append(Leaf(levels, ops))
            return
        pre: list[Operation] = []
        for op in body:
            if isinstance(op, LoopOp):
                walk(op.body.ops, levels + [(list(pre), op)])
            else:
                pre.append(op)
    walk(f.body.ops, [])
    return out


def _ranges(leaf: Leaf) -> dict[int, tuple[int, int] | None]:
    out = {}
    for _, loop in leaf.levels:
        out[id(loop.iv)] = loop.iv_range()
    for op in leaf.inner:
        for o in op.walk():
            if isinstance(o, LoopOp):
                out[id(o.iv)] = o.iv_range()
    return out


#: the key of every argument that a call passes memory another argument reaches
ALIASED = -1


def _accesses(leaf: Leaf, aliased: set[int]) -> tuple[set[int], dict[int, list[IndexedOp]]]:
    """The buffers the leaf reads, and the stores (and atomic adds) of each it writes; the
    arguments in `aliased` (ids) all count as one buffer, `ALIASED`."""
    reads, writes = set(), {}
    for op in leaf.inner:
        for o in op.walk():
            if isinstance(o, (LoadOp, StoreOp, AtomicAddOp)):
                key = ALIASED if id(o.buffer) in aliased else id(o.buffer)
                if isinstance(o, LoadOp):
                    reads.add(key)
                else:
                    writes.setdefault(key, []).append(o)
    return reads, writes


def _bounds(op: IndexedOp, ranges: dict) -> list[tuple[int, int] | None]:
    ivs = op.operands[op.n_fixed:]
    return [ix.bounds(e, lambda k: ranges.get(id(ivs[k]))) for e in op.indices]


def _disjoint(a: IndexedOp, ra: dict, b: IndexedOp, rb: dict) -> bool:
    """Whether the elements `a` and `b` write can never meet: along some dimension their
    indices range over disjoint intervals."""
    return any(x is not None and y is not None and (x[1] < y[0] or y[1] < x[0])
               for x, y in zip(_bounds(a, ra), _bounds(b, rb)))


def independent(a: Leaf, b: Leaf, aliased: set[int] = frozenset()) -> bool:
    """Whether leaves `a` and `b` may run in either order, or interleaved (`aliased`: ids of
    the kernel's arguments that may share memory with another: never told apart)."""
    (ra, wa), (rb, wb) = _accesses(a, aliased), _accesses(b, aliased)
    if ra & wb.keys() or rb & wa.keys() or ALIASED in wa.keys() & wb.keys():
        return False
    ranges_a, ranges_b = _ranges(a), _ranges(b)
    return all(_disjoint(x, ranges_a, y, ranges_b)
               for buf in wa.keys() & wb.keys() for x in wa[buf] for y in wb[buf])


def phases(found: list[Leaf], by_block, aliased: set[int] = frozenset()) -> list[list[Leaf]]:
    """`found` in launches, in order: a leaf run a block per point (`by_block(leaf)`) alone,
    consecutive other leaves together while each is independent of those before it
    (`aliased`: as `independent`'s)."""
    out: list[list[Leaf]] = []
    together = False
    for leaf in found:
        if by_block(leaf):
            out.append([leaf])
            together = False
        elif together and all(independent(prev, leaf, aliased) for prev in out[-1]):
            out[-1].append(leaf)
        else:
            out.append([leaf])
            together = True
    return out
