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
from ...ir.loop.ops import AllocOp, AtomicAddOp, IndexedOp, LoadOp, LoopOp, StoreOp, YieldOp
from .emitter import CTYPE, INDEX, MEMTYPE, Emitter
from .loops import emit_body, loop_header, read_outside
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
        if isinstance(op, (AllocOp, AtomicAddOp)):
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


#: a column kernel of fewer groups of `POINTS` than this splits each point's reductions over
#: several blocks too (few columns, long columns: a bias gradient); at most `MAX_SPLITS`
#: blocks a group, each thread at least `SPLIT_ITEMS` iterations, `SPLIT_ROWS` threads along
#: the reduction in a block
SPLIT_BLOCKS, MAX_SPLITS, SPLIT_ITEMS, SPLIT_ROWS = 2048, 64, 8, 8


def _depends(inner: list[Operation]) -> set[int]:
    """The values of the point that depend on a reduction's result."""
    out: set[int] = set()
    for op in inner:
        if isinstance(op, LoopOp) or any(id(v) in out for o in op.walk() for v in o.operands):
            out.update(id(r) for r in op.results)
    return out


def splits(inner: list[Operation], points: int) -> int:
    """How many blocks share each group's reductions (1: a block does all of them): more
    than one where there are few groups, and the reductions read no other's result."""
    groups = -(-points // POINTS)
    loops = [op for op in inner if isinstance(op, LoopOp)]
    if groups * 2 > SPLIT_BLOCKS:
        return 1
    after = _depends(inner)
    if any(id(v) in after for loop in loops for o in loop.walk() for v in o.operands):
        return 1
    trip = min(loop.trip_count for loop in loops)
    return max(1, min(MAX_SPLITS, SPLIT_BLOCKS // groups,
                      trip // (SPLIT_ROWS * SPLIT_ITEMS)))


def launch_shape(split: int, points: int, max_blocks: int
                 ) -> tuple[int, tuple[int, int, int]]:
    """The grid (blocks) and block of a column kernel whose reductions are split over
    `split` blocks (`splits`); an unsplit grid strides over at most `max_blocks`."""
    groups = -(-points // POINTS)
    if split > 1:
        return groups * split, (POINTS, SPLIT_ROWS, 1)
    return min(groups, max_blocks), (POINTS, ROWS, 1)


def emit_columns(em: Emitter, name: str, levels: list, inner: list[Operation], points: int,
                 point_index, split: int) -> list[str]:
    """The nest's points, `POINTS` per block (`point_index(em, levels, var)` defines the nest
    variables), their reductions split over `split` blocks (`splits`); lanes past the last
    point compute the last group's first point and store nothing. Returns the kernel's
    `__device__` globals (a split kernel's partial results and tickets)."""
    if split > 1:
        return _emit_split(em, name, levels, inner, points, point_index, split)
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
                for r, d, op_, init, total in _reduction(em, op, "0", ""):
                    em.define(r, d, EXPRESSIONS[type(op_)](op_, d, [literal(d, init), total]))
            elif isinstance(op, StoreOp):
                with em.block("if (threadIdx.y == 0 && ag_in)"):
                    em.emit_ops([op])
            else:
                em.emit_ops([op])
    return []


def _emit_split(em: Emitter, name: str, levels: list, inner: list[Operation], points: int,
                point_index, split: int) -> list[str]:
    """Each group's reductions split over `split` blocks: every block folds its share of
    the iterations, writes its partial results, and takes a ticket; the last block of the
    group to finish combines the partials in order of the splits (deterministic) and runs
    what depends on them (`ag_split_last`)."""
    groups = -(-points // POINTS)
    after = _depends(inner)
    em.line(f"// {POINTS} points per block (threadIdx.x: consecutive points), their reductions"
            f" split over {split} blocks and threadIdx.y ({points} points); the last block of"
            f" a group combines")
    em.line(f"const {INDEX} ag_g = (blockIdx.x % {groups}) * {POINTS}LL, "
            f"ag_s = blockIdx.x / {groups};")
    em.line(f"const bool ag_in = ag_g + threadIdx.x < {points};")
    em.line(f"const {INDEX} ag_p = ag_in ? ag_g + threadIdx.x : ag_g;")
    point_index(em, levels, "ag_p")
    globals_, finals = [], []
    for op in inner:
        if isinstance(op, LoopOp):
            for r, d, op_, init, total in _reduction(em, op, "ag_s", split):
                k = len(finals)
                part = f"{name}_partials_{k}"
                globals_.append(f"__device__ {MEMTYPE[d]} {part}[{split * points}];")
                em.line(f"const {CTYPE[d]} ag_part_{k} = {total};")
                finals.append((r, d, op_, init, part, k))
        elif not isinstance(op, (StoreOp, YieldOp)) and id(op.results[0] if op.results
                                                          else op) not in after:
            em.emit_ops([op])
    with em.block("if (threadIdx.y == 0 && ag_in)"):
        for r, d, op_, init, part, k in finals:
            em.line(f"{part}[ag_s * {points} + ag_p] = ag_part_{k};")
    globals_.append(f"__device__ unsigned int {name}_tickets[{groups}];")
    em.line(f"if (!ag_split_last(&{name}_tickets[blockIdx.x % {groups}], {split}u)) return;")
    with em.block("if (threadIdx.y == 0 && ag_in)"):
        for r, d, op_, init, part, k in finals:
            acc = f"ag_total_{k}"
            em.line(f"{CTYPE[d]} {acc} = {identity(type(op_), d)};")
            read = f"((volatile {MEMTYPE[d]}*){part})[ag_k * {points} + ag_p]"
            em.line(f"for (int ag_k = 0; ag_k < {split}; ++ag_k) {acc} = "
                    f"{COMBINERS[type(op_)]}()({acc}, ({CTYPE[d]}){read});")
            em.define(r, d, EXPRESSIONS[type(op_)](op_, d, [literal(d, init), acc]))
        for op in inner:
            if isinstance(op, StoreOp) or (not isinstance(op, (LoopOp, YieldOp)) and
                                           op.results and id(op.results[0]) in after):
                em.emit_ops([op])
    return globals_


def _reduction(em: Emitter, loop: LoopOp, part: str, parts) -> list:
    """The loop's iterations of split `part` of `parts` (all when `parts` is empty) over
    threadIdx.y, combined over the block: per accumulator (result, dtype, combiner, initial
    value, the C expression of the block's total)."""
    combiners = reduction_combiners(loop)
    for a, d, op in zip(loop.iter_args, loop.iter_dtypes, combiners):
        em.line(f"{CTYPE[d]} {em.name(a)} = {identity(type(op), d)};")
    rng = loop.iv_range()
    if rng is not None:
        em.ranges[id(loop.iv)] = rng
        if parts:
            chunk = -(-loop.trip_count // parts)
            iv = em.name(loop.iv)
            k, end = f"ag_{iv}_k", f"ag_{iv}_end"
            em.line(f"const {INDEX} {end} = ag_min<{INDEX}>({loop.trip_count}LL, "
                    f"({part} + 1) * {chunk}LL);")
            with em.block(f"for ({INDEX} {k} = {part} * {chunk}LL + ({INDEX})threadIdx.y; "
                          f"{k} < {end}; {k} += blockDim.y)"):
                value = k if loop.step == 1 else f"{k} * {loop.step}"
                em.line(f"const {INDEX} {iv} = "
                        f"{f'{loop.lower} + ' if loop.lower else ''}{value};")
                emit_body(em, loop)
        else:
            with em.block(loop_header(em, loop, f"({INDEX})threadIdx.y", "blockDim.y")):
                emit_body(em, loop)
    else:
        read_outside(em, loop)
    return [(r, d, op, init, f"ag_column_reduce<{CTYPE[d]}>({em.name(a)}, "
             f"{identity(type(op), d)}, {COMBINERS[type(op)]}())")
            for r, a, d, op, init in zip(loop.results, loop.iter_args, loop.iter_dtypes,
                                         combiners, loop.inits)]
