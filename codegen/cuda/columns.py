"""Reductions down columns: 32 neighbouring points per block, so that a warp's loads are
neighbours in memory.

In: one nest whose points each reduce along a dimension that is not the innermost one (the
bias gradient of a linear layer or a layer norm: `sum over rows r of x[r, i]`, one point per
column `i`); out: the points' C, run by blocks of 32 x `ROWS` threads. `threadIdx.x` picks one
of 32 consecutive points, the innermost nest variable, which the reduction's loads step through
with unit stride; `threadIdx.y` splits the reduction's iterations, and `ag_column_reduce`
combines the `ROWS` partial results of each point through shared memory (in order of
`threadIdx.y`: deterministic). Run a block per point instead, every thread of a warp reads a
different row of one column: 32 memory transactions for 32 floats.

Taken where each point's body holds only scalar ops, loads, stores, and reductions
(`reductions.reduction_combiners`) that store nothing and whose loads that move with the
reduction step through the innermost nest variable with unit stride and through the reduction
variable with another stride.
"""
from __future__ import annotations

from ...ir.core import Operation
from ...ir.loop import index as ix
from ...ir.loop.ops import AllocOp, IndexedOp, LoadOp, LoopOp, StoreOp, YieldOp
from .emitter import CTYPE, INDEX, Emitter
from .loops import emit_body, loop_header
from .reductions import COMBINERS, identity, reduction_combiners
from .scalar import EXPRESSIONS, literal

#: points per block (a warp along `threadIdx.x`), and threads along a reduction.
POINTS, ROWS = 32, 32


def _coefficient(op: IndexedOp, v) -> int | None:
    """The coefficient of `v` in the flat index of `op` (0: absent; None: also inside a
    floor division or modulo)."""
    t = op.buffer.type
    ivs = op.operands[op.n_fixed:]
    flat, size = ix.const(0), 1
    for e, n in zip(reversed(op.indices), reversed(t.shape)):
        flat = flat + e * size
        size *= n
    coef = 0
    for atom, c in ix.collapse(flat).terms:
        if isinstance(atom, ix.Var):
            coef += c if ivs[atom.ref] is v else 0
        elif any(ivs[a.ref] is v for a in ix.variables(ix.as_expr(atom))):
            return None
    return coef


def by_columns(levels: list, inner: list[Operation], points: int) -> bool:
    """Whether the points of this nest are reductions down columns (see the module's text)."""
    if not levels or points < 2 * POINTS or levels[-1][1].step != 1:
        return False
    column = levels[-1][1].iv
    found = False
    for op in inner:
        if isinstance(op, AllocOp):
            return False
        if not isinstance(op, LoopOp):
            if any(isinstance(o, LoopOp) for o in op.walk()):
                return False
            continue
        if not op.iter_dtypes or reduction_combiners(op) is None or \
                any(isinstance(o, StoreOp) for o in op.walk()):
            return False
        for load in (o for o in op.walk() if isinstance(o, LoadOp)):
            along = _coefficient(load, op.iv)
            if along == 0:
                continue
            if along == 1 or _coefficient(load, column) != 1:
                return False
            found = True
    return found


def emit_columns(em: Emitter, levels: list, inner: list[Operation], points: int,
                 point_index) -> None:
    """The nest's points, `POINTS` per block (`point_index(em, levels, var)` defines the nest
    variables); lanes past the last point compute the last group's first point and store
    nothing."""
    em.line(f"// {POINTS} points per block (threadIdx.x: consecutive points), the reductions "
            f"of each split over threadIdx.y ({points} points)")
    with em.block(f"for ({INDEX} ag_g = blockIdx.x * {POINTS}LL; ag_g < {points}; "
                  f"ag_g += ({INDEX})gridDim.x * {POINTS})"):
        em.line(f"const bool ag_in = ag_g + threadIdx.x < {points};")
        em.line(f"const {INDEX} ag_p = ag_in ? ag_g + threadIdx.x : ag_g;")
        point_index(em, levels, "ag_p")
        for op in inner:
            if isinstance(op, YieldOp):
                continue
            if isinstance(op, LoopOp):
                _reduction(em, op)
            elif isinstance(op, StoreOp):
                with em.block("if (threadIdx.y == 0 && ag_in)"):
                    em.emit_ops([op])
            else:
                em.emit_ops([op])


def _reduction(em: Emitter, loop: LoopOp) -> None:
    combiners = reduction_combiners(loop)
    for a, d, op in zip(loop.iter_args, loop.iter_dtypes, combiners):
        em.line(f"{CTYPE[d]} {em.name(a)} = {identity(type(op), d)};")
    rng = loop.iv_range()
    if rng is not None:
        em.ranges[id(loop.iv)] = rng
        with em.block(loop_header(em, loop, f"({INDEX})threadIdx.y", "blockDim.y")):
            emit_body(em, loop)
    for r, a, d, op, init in zip(loop.results, loop.iter_args, loop.iter_dtypes, combiners,
                                 loop.inits):
        total = (f"ag_column_reduce<{CTYPE[d]}>({em.name(a)}, {identity(type(op), d)}, "
                 f"{COMBINERS[type(op)]}())")
        em.define(r, d, EXPRESSIONS[type(op)](op, d, [literal(d, init), total]))
