"""The lowering rules of the reductions (`tensor.sum`, `tensor.prod`, `tensor.max`,
`tensor.argmax`): an accumulator loop per output over the reduced elements. Reduced axes that
are adjacent dims are one flat loop, axes apart one loop per run of adjacent axes
(`lower{reduced_axes=flat}`: one flat loop, the GPU's); a reduction that keeps the innermost axis is column-blocked (the CPU's:
a block of columns per accumulator loop, each row read in order) or one loop per column
(`column_reductions=per_column`, the GPU's: a thread per column)."""
from __future__ import annotations

import math

from ...ir import tensor as T
from ...ir.core import Operation
from ...ir.loop import arith as A
from ...ir.loop import index as ix
from ...ir.types import DType
from .function import FunctionLowering
from .kernel import KernelBuilder
from .rules import _yield, lowering
from .values import IV_NAMES, Computed, Index, Lowered, Stored, Viewed


#: reduction op -> the scalar op that combines the accumulator with an element.
REDUCTIONS = {T.SumOp: A.AddOp, T.ProdOp: A.MulOp, T.MaxOp: A.MaxOp}


def _identity(cls: type, dtype: DType):
    if cls is T.SumOp:
        return False if dtype == DType.bool else (0.0 if dtype.is_float else 0)
    if cls is T.ProdOp:
        return True if dtype == DType.bool else (1.0 if dtype.is_float else 1)
    if dtype.is_float:
        return float("-inf")
    if dtype == DType.bool:
        return False
    return -(2 ** 31) if dtype == DType.i32 else -(2 ** 63)


#: bytes of a row a column-blocked reduction reads at once (one accumulator per column), and
#: the fewest columns of a block: the widest blocks come first, narrower ones take the rest.
BLOCK_BYTES = 256
MIN_BLOCK = 8
#: the most loads and scalar ops one iteration of a block's accumulator loop computes: a block
#: of 64 columns whose input is a sum of 16 computed terms (an LSTM's bias gradient over its
#: steps) was 2,000 ops in one basic block, which code generation and LLVM's schedulers took
#: most of a second over; such a block gets fewer columns (`column_cost`).
BLOCK_OPS = 256
#: a reduction reading fewer bytes runs in microseconds whatever its blocks: half-width ones
#: halve its code (a 2-layer transformer's bias gradients, [256, 512] each: 0.4 s less to
#: compile), where a large one is a third slower with them ([4096, 1024]: 1.9 -> 2.8 ms).
SMALL_REDUCTION = 1 << 22


def column_blocks(width: int, itemsize: int, cost: int = 1,
                  nbytes: int = SMALL_REDUCTION) -> list[tuple[int, int, int]]:
    """(first column, blocks, columns per block) covering `width` columns, widest first;
    `cost`: the loads and scalar ops of one column's iteration (`BLOCK_OPS` bounds a block's);
    `nbytes`: the bytes the reduction reads (under `SMALL_REDUCTION`, blocks of half the
    bytes)."""
    fit = max(MIN_BLOCK, BLOCK_OPS // max(1, cost) // MIN_BLOCK * MIN_BLOCK)
    row = BLOCK_BYTES if nbytes >= SMALL_REDUCTION else BLOCK_BYTES // 2
    widest = max(MIN_BLOCK, min(64, row // itemsize, fit))
    out, first = [], 0
    for w in dict.fromkeys((widest, MIN_BLOCK, 1)):
        if (n := (width - first) // w):
            out.append((first, n, w))
            first += n * w
    return out


@lowering(T.SumOp, T.ProdOp, T.MaxOp)
def reduce(lw: FunctionLowering, op: Operation) -> Lowered:
    """Outer loops over the kept dims, accumulator loops over the reduced elements
    (`_accumulate`). A reduction that keeps the
    innermost axis, at least `MIN_BLOCK` wide, is column-blocked (`_column_blocked`), unless
    `lower{column_reductions=per_column}` (the GPU's lowering) asks for one loop per column."""
    x = op.x.type
    if (x.rank and x.rank - 1 not in op.axes and x.shape[-1] >= MIN_BLOCK
            and lw.column_reductions == "blocked"):
        return _column_blocked(lw, op)

    def body(kb: KernelBuilder, index: Index):
        return _accumulate(lw, kb, op, [index[i] for i in kept_positions(op.keepdim,
                                                                         list(op.axes),
                                                                         x.rank)], 1)[0]
    return lw.pointwise(op, op.mnemonic(), body)


def _accumulate(lw: FunctionLowering, kb: KernelBuilder, op: Operation, outer: Index,
                width: int) -> list:
    """The accumulator loops over the reduced elements of `width` outputs whose kept
    indices are `outer` with `+ c` on the innermost for output `c`; their values. Reduced
    axes that are adjacent dims are walked as one flat range (its index reads as the flat
    counter again, `ix.collapse`); axes apart (N, H, W of an NCHW tensor) are nested loops, one
    per run of adjacent axes, each starting from the identity and added into the one around
    it, so the innermost loop walks memory in order and no element's position is divided
    out of a flat counter (`lower{reduced_axes=flat}`, a GPU's: one flat counter, the loop a
    block's threads split)."""
    x = op.x.type
    axes = sorted(op.axes)
    kept = [d for d in range(x.rank) if d not in axes]
    dtype = op.result.type.dtype
    reduced = [x.shape[a] for a in axes]
    init = _identity(type(op), dtype)
    runs = [axes] if 0 in reduced or lw.reduced_axes == "flat" else _runs(axes) or [[]]
    counters: list[ix.Expr] = []

    def level(k: int) -> list:
        extent = math.prod(x.shape[a] for a in runs[k])
        loop = kb.loop(extent, iters=[(init, dtype)] * width, iv_hint="r",
                       iter_hints=["acc"] * width)
        saved = kb.block
        kb.block = loop.body
        counters.append(ix.var(loop.iv))
        if k + 1 < len(runs):
            values = level(k + 1)
        else:
            values = []
            for c in range(width):
                column = outer[:-1] + [outer[-1] + c] if c else outer
                src = _source_index(column, kept, runs, list(x.shape), counters,
                                    kb.range_of)
                values.append(kb.load(lw.lowered(op.x), src))
        accs = [kb.op(REDUCTIONS[type(op)], a, v, hint="acc")
                for a, v in zip(loop.iter_args, values)]
        kb.block.append(_yield(*accs))
        kb.block = saved
        return list(loop.results)
    return level(0)


def _runs(axes: list[int]) -> list[list[int]]:
    """Sorted `axes` in runs of adjacent dims: [0, 2, 3] -> [[0], [2, 3]]."""
    out: list[list[int]] = []
    for a in axes:
        if out and out[-1][-1] == a - 1:
            out[-1].append(a)
        else:
            out.append([a])
    return out


def _column_blocked(lw: FunctionLowering, op: Operation) -> Stored:
    """A reduction that keeps the innermost axis, read row by row. Looping over one output
    column at a time would read the input down a column, one element per row; instead the
    kept innermost axis is cut into blocks of `BLOCK_BYTES` (64 f32 columns; fewer where each
    column computes many ops, `BLOCK_OPS`), then of `MIN_BLOCK` columns, then single columns
    (`column_blocks`). One accumulator loop per block carries one accumulator per column and
    loads the block's consecutive columns of each row, so the loads are contiguous, the accumulators fill vector registers (LLVM's
    SLP vectoriser packs them; `codegen.llvm.accumulate` leaves such sums in order and
    blocks long ones in double) and each row is read a cache line or more at a time:

    ```
    loop.parallel %i = 0 to 16 {
      %acc, ... = loop.for %r = 0 to 4096 iter(%acc_64 = 0.0, ...) -> (f32, ...) {
        %x = loop.load %x[%r, %i * 64] : f32
        %x_1 = loop.load %x[%r, %i * 64 + 1] : f32
        ...
      }
      loop.store %acc, %sum[%i * 64]
      ...
    }
    ```
    Kept dims before the innermost are loops (the first of more than one iteration is the
    parallel one, else the first block loop), and size-1 ones are index 0.
    """
    t = op.result.type
    out = lw.alloc(t, op.result.name_hint or type(op).result_hint())
    kb = lw.kernel(op.mnemonic())
    kept = kept_positions(op.keepdim, list(op.axes), op.x.type.rank)[:-1]
    index: Index = []
    parallel = True                    # the outermost loop of more than one iteration
    for d, extent in enumerate(t.shape[:-1]):
        if extent == 1:                # a kept size-1 dim, or a keepdim slot: no loop
            index.append(ix.const(0))
            continue
        loop = kb.loop(extent, parallel=parallel, iv_hint=IV_NAMES[d % 6])
        parallel = False
        kb.block = loop.body
        index.append(ix.var(loop.iv))
    outer = [index[i] for i in kept]
    hint = IV_NAMES[(t.rank - 1) % 6]
    home = kb.block
    cost = column_cost(lw.lowered(op.x)) + 1           # its loads and ops, and the add
    for start, blocks, width in column_blocks(t.shape[-1], op.x.type.dtype.itemsize, cost,
                                              op.x.type.nbytes):
        loop = kb.loop(blocks, parallel=parallel, iv_hint=hint)
        kb.block = loop.body
        first = ix.var(loop.iv) * width + start
        for c, v in enumerate(_accumulate(lw, kb, op, outer + [first], width)):
            kb.store(v, out, index + [first + c])
        kb.block = home
    kb.block = kb.body
    lw.call(kb)
    return Stored(out)


def column_cost(value: Lowered) -> int:
    """The loads and scalar ops that one element of `value` costs where it is loaded: one
    for a stored value, a table or a literal; a computed value adds its own op to those of
    its operands, each distinct value counted once (a kernel builds it once per index)."""
    n, seen, stack = 0, set(), [value]
    while stack:
        v = stack.pop()
        while isinstance(v, Viewed):
            v = v.source
        if id(v) in seen:
            continue
        seen.add(id(v))
        n += 1
        if isinstance(v, Computed):
            stack += v.operands
    return n


def kept_positions(keepdim: bool, axes: list[int], rank: int) -> list[int]:
    """Positions in the result index of the kept input dims (keepdim keeps size-1 slots)."""
    if keepdim:
        return [d for d in range(rank) if d not in axes]
    return list(range(rank - len(axes)))


def _source_index(outer: Index, kept: list[int], runs: list[list[int]], shape: list[int],
                  counters: list[ix.Expr], range_of) -> Index:
    """The input index (of an input of `shape`) of output `outer` and of the flat counter of
    each run of reduced axes."""
    out: Index = [ix.const(0)] * len(shape)
    for d, e in zip(kept, outer):
        out[d] = e
    if any(shape[a] == 0 for run in runs for a in run):
        return out                      # an empty reduction: the loop never runs
    for run, r in zip(runs, counters):
        stride = 1
        for a in reversed(run):
            q = ix.floordiv(r, stride, range_of)
            out[a] = ix.mod(q, shape[a], range_of) if a != run[0] else q
            stride *= shape[a]
    return out


@lowering(T.ArgmaxOp)
def argmax(lw: FunctionLowering, op: Operation) -> Lowered:
    """First index of the maximum (NaN counts as the maximum, as numpy's argmax)."""
    x = op.x.type
    n = x.shape[op.axis]
    kept = [d for d in range(x.rank) if d != op.axis]

    def body(kb: KernelBuilder, index: Index):
        outer = [index[i] for i in kept_positions(op.keepdim, [op.axis], x.rank)]
        init = float("-inf") if x.dtype.is_float else _identity(T.MaxOp, x.dtype)
        loop = kb.loop(n, iters=[(init, x.dtype), (-1, DType.i64)], iv_hint="r",
                       iter_hints=["best", "arg"])
        saved = kb.block
        kb.block = loop.body
        best, arg = loop.iter_args
        src = _source_index(outer, kept, [[op.axis]], list(x.shape), [ix.var(loop.iv)],
                            kb.range_of)
        v = kb.load(lw.lowered(op.x), src)
        take = kb.op(A.GtOp, v, best, hint="greater")
        if x.dtype.is_float:     # a NaN wins over any number, and the first NaN stays
            v_nan = kb.op(A.NeOp, v, v, hint="is_nan")
            best_nan = kb.op(A.NeOp, best, best, hint="best_is_nan")
            fresh_nan = kb.op(A.SelectOp, best_nan, kb.constant(False, DType.bool), v_nan)
            take = kb.op(A.SelectOp, take, take, fresh_nan, hint="take")
        first = kb.op(A.LtOp, arg, kb.constant(0, DType.i64), hint="first")
        take = kb.op(A.SelectOp, first, kb.constant(True, DType.bool), take, hint="take")
        k = kb.op(A.CastOp, loop.iv, dtype=DType.i64, hint="k")
        kb.block.append(_yield(kb.op(A.SelectOp, take, v, best, hint="best"),
                               kb.op(A.SelectOp, take, k, arg, hint="arg")))
        kb.block = saved
        return loop.results[1]
    return lw.pointwise(op, "argmax", body)
