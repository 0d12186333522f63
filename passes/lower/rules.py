"""The lowering rules of `lower`: one row per tensor-op class, `rule(lowering, op) -> Lowered`.

Elementwise ops share one rule through `SCALAR_OPS` (tensor op class -> arith op class);
views return index maps; dense constants are data (`Table`); reductions, argmax, matmul,
concat and rand build their own loop nests. `tests/test_op_tables.py` checks that every primitive op has a row.
"""
from __future__ import annotations

import math
from typing import Callable

from ...ir import tensor as T
from ...ir.core import IRError, Operation
from ...ir.loop import arith as A
from ...ir.loop import index as ix
from ...ir.loop.ops import AtomicAddOp, CallOp, YieldOp
from ...ir.types import BufferType, DType
from .function import FunctionLowering
from .kernel import KernelBuilder
from .values import IV_NAMES, Computed, Index, Lowered, Splat, Stored, Table, Viewed

Rule = Callable[[FunctionLowering, Operation], Lowered]

#: tensor op class -> its lowering rule.
LOWERINGS: dict[type, Rule] = {}

#: elementwise tensor op -> the scalar op it applies to every element.
SCALAR_OPS: dict[type, type] = {
    T.NegOp: A.NegOp, T.AbsOp: A.AbsOp, T.ExpOp: A.ExpOp, T.LogOp: A.LogOp, T.SinOp: A.SinOp,
    T.CosOp: A.CosOp, T.TanhOp: A.TanhOp, T.SigmoidOp: A.SigmoidOp, T.SqrtOp: A.SqrtOp,
    T.RsqrtOp: A.RsqrtOp, T.ErfOp: A.ErfOp, T.Log1pOp: A.Log1pOp, T.Expm1Op: A.Expm1Op,
    T.AddOp: A.AddOp, T.SubOp: A.SubOp, T.MulOp: A.MulOp,
    T.DivOp: A.DivOp, T.PowOp: A.PowOp, T.MaximumOp: A.MaxOp, T.MinimumOp: A.MinOp,
    T.LtOp: A.LtOp, T.LeOp: A.LeOp, T.GtOp: A.GtOp, T.GeOp: A.GeOp, T.EqOp: A.EqOp,
    T.NeOp: A.NeOp, T.WhereOp: A.SelectOp,
}


def lowering(*classes: type):
    """Register the decorated rule for each of `classes`."""
    def register(rule: Rule) -> Rule:
        for cls in classes:
            assert cls not in LOWERINGS, f"{cls.name} has two lowering rules"
            LOWERINGS[cls] = rule
        return rule
    return register


# --------------------------------------------------------------------------- elementwise

# Each takes the scalars of the op's operands at one index, loaded in order (`apply`).

@lowering(*SCALAR_OPS)
def elementwise(lw: FunctionLowering, op: Operation) -> Lowered:
    scalar = SCALAR_OPS[type(op)]

    def apply(kb: KernelBuilder, args: list):
        return kb.op(scalar, *args, hint=op.result.name_hint)
    return lw.elementwise(op, op.mnemonic(), apply)


@lowering(T.ReluOp)
def relu(lw: FunctionLowering, op: Operation) -> Lowered:
    def apply(kb: KernelBuilder, args: list):
        dtype = op.x.type.dtype
        zero = kb.constant(0.0 if dtype.is_float else 0, dtype)
        return kb.op(A.MaxOp, args[0], zero, hint=op.result.name_hint)
    return lw.elementwise(op, "relu", apply)


@lowering(T.CastOp)
def cast(lw: FunctionLowering, op: Operation) -> Lowered:
    def apply(kb: KernelBuilder, args: list):
        return kb.op(A.CastOp, args[0], dtype=op.dtype, hint=op.result.name_hint)
    return lw.elementwise(op, "cast", apply)


@lowering(T.CheckpointOp, T.StopGradientOp)
def checkpoint(lw: FunctionLowering, op: Operation) -> Lowered:
    return lw.lowered(op.x)


@lowering(T.ConstantOp)
def constant(lw: FunctionLowering, op: Operation) -> Lowered:
    """A splat is a literal where it is loaded; a dense constant is data (`Table`), loaded
    from a constant array by the kernels that read it."""
    if op.is_splat:
        return Splat(op.value, op.dtype)
    t = op.result.type
    return Table(op.value, BufferType(t.shape, t.dtype),
                 op.result.name_hint or type(op).result_hint())


@lowering(T.IotaOp)
def iota(lw: FunctionLowering, op: Operation) -> Lowered:
    """The loop variable of `axis`, cast to the result's dtype (computed where it is read
    once fused)."""
    def body(kb: KernelBuilder, index: Index):
        value = _index_value(kb, index[op.axis])
        if op.dtype == DType.i64:
            return value
        return kb.op(A.CastOp, value, dtype=op.dtype, hint=op.result.name_hint)
    return lw.pointwise(op, "iota", body)


# --------------------------------------------------------------------------- views

@lowering(T.BroadcastOp)
def broadcast(lw: FunctionLowering, op: Operation) -> Lowered:
    src = op.x.type.shape

    def to_source(index: Index, range_of) -> Index:
        return [index[d] if src[i] != 1 else ix.const(0) for i, d in enumerate(op.dims)]
    return Viewed(lw.lowered(op.x), to_source)


@lowering(T.TransposeOp)
def transpose(lw: FunctionLowering, op: Operation) -> Lowered:
    perm = op.perm

    def to_source(index: Index, range_of) -> Index:
        out = [ix.const(0)] * len(perm)
        for d, p in enumerate(perm):
            out[p] = index[d]
        return out
    return Viewed(lw.lowered(op.x), to_source)


@lowering(T.ReshapeOp)
def reshape(lw: FunctionLowering, op: Operation) -> Lowered:
    src, dst = op.x.type.shape, op.result.type.shape

    def to_source(index: Index, range_of) -> Index:
        if 0 in src:
            return [ix.const(0)] * len(src)     # no element: never read
        flat = ix.const(0)
        for i, n in zip(index, dst):
            flat = flat * n + i
        out = []
        for d, n in enumerate(src):
            stride = 1
            for m in src[d + 1:]:
                stride *= m
            out.append(ix.mod(ix.floordiv(flat, stride, range_of), n, range_of)
                       if d else ix.floordiv(flat, stride, range_of))
        return out
    return Viewed(lw.lowered(op.x), to_source, reshape=True, from_shape=tuple(src))


@lowering(T.SliceOp)
def slice_(lw: FunctionLowering, op: Operation) -> Lowered:
    def to_source(index: Index, range_of) -> Index:
        out = list(index)
        out[op.axis] = index[op.axis] * op.step + op.start
        return out
    return Viewed(lw.lowered(op.x), to_source)


# --------------------------------------------------------------------------- reductions

#: reduction op -> the scalar op that combines the accumulator with an element.
REDUCTIONS = {T.SumOp: A.AddOp, T.MaxOp: A.MaxOp}


def _identity(cls: type, dtype: DType):
    if cls is T.SumOp:
        return False if dtype == DType.bool else (0.0 if dtype.is_float else 0)
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


@lowering(T.SumOp, T.MaxOp)
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


def _yield(*values):
    return YieldOp.build(list(values))


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


# --------------------------------------------------------------------------- matmul, concat

@lowering(T.MatmulOp)
def matmul(lw: FunctionLowering, op: Operation) -> Lowered:
    """A call of the extern `@matmul` (a BLAS gemm per matrix of the batch, whatever the
    rank), its operands in buffers, a transpose of the last two dims as a flag; or a loop nest
    (`matmul_as_loops`)."""
    if matmul_as_loops(lw.matmul, op):
        return _matmul_loops(lw, op)
    operands, flags = [], {}
    for v, flag in ((op.lhs, "transpose_lhs"), (op.rhs, "transpose_rhs")):
        value = lw.lowered(v)
        if _is_last_two_transpose(value, v):
            flags[flag] = True
            operands.append(lw.materialize(value.source, _source_type(v), v.name_hint))
        else:
            operands.append(lw.materialize(value, v.type, v.name_hint))
    out = lw.alloc(op.result.type, op.result.name_hint or type(op).result_hint())
    lw.program.body.append(CallOp.build(operands + [out], {"callee": "matmul", **flags}))
    return Stored(out)


def matmul_as_loops(matmul: str, op: Operation) -> bool:
    """Whether matmul `op` lowers to a loop nest: `lower{matmul=loops}` asks for it, or its
    dtype is an integer one, which BLAS has no gemm for."""
    return matmul == "loops" or not op.result.type.dtype.is_float


def _is_last_two_transpose(value: Lowered, v) -> bool:
    producer = getattr(v, "owner", None)
    return isinstance(value, Viewed) and is_blas_transpose(producer)


def is_blas_transpose(op) -> bool:
    """A transpose of the last two dims: a matmul reads it with a BLAS flag, no copy."""
    return isinstance(op, T.TransposeOp) and op.swaps_last_two


def copied_for_matmul(view_op) -> bool:
    """Whether a matmul operand made by view op `view_op` is copied into a buffer first: all
    views but a reshape (a `loop.view` of its source) and a transpose of the last two dims
    (a BLAS flag). The partitioner asks this: such a view is written to memory anyway."""
    return not (isinstance(view_op, T.ReshapeOp) or is_blas_transpose(view_op))


def _source_type(v):
    return v.owner.x.type


def _matmul_loops(lw: FunctionLowering, op: Operation) -> Lowered:
    k_extent = op.lhs.type.shape[-1]
    dtype = op.result.type.dtype

    def body(kb: KernelBuilder, index: Index):
        loop = kb.loop(k_extent, iters=[(_identity(T.SumOp, dtype), dtype)], iv_hint="k",
                       iter_hints=["acc"])
        saved = kb.block
        kb.block = loop.body
        k = ix.var(loop.iv)
        a = kb.load(lw.lowered(op.lhs), index[:-1] + [k])
        b = kb.load(lw.lowered(op.rhs), index[:-2] + [k, index[-1]])
        p = kb.op(A.MulOp, a, b, hint="prod")
        kb.block.append(_yield(kb.op(A.AddOp, loop.iter_args[0], p, hint="acc")))
        kb.block = saved
        return loop.results[0]
    return lw.pointwise(op, "mm", body)


@lowering(T.ConcatOp)
def concat(lw: FunctionLowering, op: Operation) -> Lowered:
    """One loop nest per input, each writing its slab of the output."""
    t = op.result.type
    out = lw.alloc(t, op.result.name_hint or type(op).result_hint())
    kb = lw.kernel("concat")
    offset = 0
    for v in op.xs:
        def body(index: Index, v=v, offset=offset):
            dst = list(index)
            dst[op.axis] = index[op.axis] + offset
            kb.store(kb.load(lw.lowered(v), index), out, dst)
        kb.nest(v.type.shape, body)
        offset += v.type.shape[op.axis]
    lw.call(kb)
    return Stored(out)


# --------------------------------------------------------------------------- random

@lowering(T.RandOp)
def rand(lw: FunctionLowering, op: Operation) -> Lowered:
    """Element k draws `uniform(seed, base + offset + k)` with (seed, base) = rng."""
    shape = op.result.type.shape
    rng = lw.lowered(op.rng)

    def body(kb: KernelBuilder, index: Index):
        seed = kb.load(rng, [ix.const(0)], hint="seed")
        base = kb.load(rng, [ix.const(1)], hint="base")
        flat = ix.const(0)
        for i, n in zip(index, shape):
            flat = flat * n + i
        k = kb.constant(op.offset, DType.i64)
        counter = kb.op(A.AddOp, base, kb.op(A.AddOp, k, _index_value(kb, flat)),
                        hint="counter")
        return kb.op(A.UniformOp, seed, counter, dtype=op.dtype, hint="u")
    return lw.pointwise(op, "rand", body)


def _index_value(kb: KernelBuilder, e: ix.Expr):
    """An index expression as an i64 scalar (multiply-adds of the loop variables)."""
    total = kb.constant(e.const, DType.i64)
    for atom, c in e.terms:
        if not isinstance(atom, ix.Var):
            raise IRError("a random op's flat index must be affine")
        term = kb.op(A.CastOp, atom.ref, dtype=DType.i64, hint="k")
        if c != 1:
            term = kb.op(A.MulOp, term, kb.constant(c, DType.i64))
        total = kb.op(A.AddOp, total, term, hint="flat")
    return total


# --------------------------------------------------------------------------- index ops

@lowering(T.EmbeddingOp)
def embedding(lw: FunctionLowering, op: Operation) -> Lowered:
    """`out[n..., j...] = table[ids[n...], j...]`: a load of each id, then a load at that
    data-dependent row, which generated code checks at run time (an id out of range raises)."""
    rank = op.ids.type.rank

    def body(kb: KernelBuilder, index: Index):
        row = kb.load(lw.lowered(op.ids), index[:rank], hint="id")
        return kb.load(lw.lowered(op.table), [ix.var(row)] + index[rank:],
                       hint=op.result.name_hint)
    return lw.pointwise(op, "embedding", body)


@lowering(T.TakeAlongOp)
def take_along(lw: FunctionLowering, op: Operation) -> Lowered:
    """`out[p] = x[p with p[axis] = index[p]]`: the index loaded, then x at that
    data-dependent position (checked at run time)."""
    def body(kb: KernelBuilder, index: Index):
        at = kb.load(lw.lowered(op.index), index, hint="at")
        source = list(index)
        source[op.axis] = ix.var(at)
        return kb.load(lw.lowered(op.x), source, hint=op.result.name_hint)
    return lw.pointwise(op, "take_along", body)


@lowering(T.ScatterAddOp)
def scatter_add(lw: FunctionLowering, op: Operation) -> Lowered:
    """One kernel of two nests: the result zero-filled in row-major order (outermost loop
    parallel), then a nest over index's dims adding each `src` element at its loaded index
    along `axis` (`loop.atomic_add`, the index checked at run time). On a GPU
    (`lower{column_reductions=per_column}`) that nest is parallel over the dims but `axis` (the
    result's, there) around a serial loop along `axis`: iterations of the parallel nest write
    apart, and the repeats of an index meet only in the serial loop, or in a GPU's threads, as
    atomic adds. On the CPU, where `axis` is not the innermost dim (an embedding's gradient:
    rows of ids, each adding a row of width), the loop along `axis` goes outside the
    innermost dim: each index adds a contiguous row, where a loop per column would add one
    element per row, a cache line each (7x slower at 50,000 rows, 2,048 ids, width 64)."""
    t = op.result.type
    axis = op.axis
    out = lw.alloc(t, op.result.name_hint or type(op).result_hint())
    kb = lw.kernel("scatter_add")
    zero = 0.0 if t.dtype.is_float else 0
    kb.nest(t.shape, lambda index: kb.store(kb.constant(zero, t.dtype), out, index))
    rows = lw.column_reductions == "blocked" and axis != t.rank - 1
    dims = [d for d in range(t.rank) if d != axis]
    outer = dims[:-1] if rows else dims
    split = next((n for n, d in enumerate(outer) if t.shape[d] > 1), None)
    kept: dict[int, ix.Expr] = {}
    for n, d in enumerate(outer):
        loop = kb.loop(t.shape[d], parallel=(n == split), iv_hint=IV_NAMES[n % 6])
        kb.block = loop.body
        kept[d] = ix.var(loop.iv)
    add = kb.loop(op.index.type.shape[axis], parallel=False, iv_hint="n")
    kb.block = add.body
    if rows:
        last = dims[-1]
        loop = kb.loop(t.shape[last], parallel=False, iv_hint=IV_NAMES[len(outer) % 6])
        kb.block = loop.body
        kept[last] = ix.var(loop.iv)

    def at(along: ix.Expr) -> Index:
        return [along if d == axis else kept[d] for d in range(t.rank)]
    n = ix.var(add.iv)
    where = kb.load(lw.lowered(op.index), at(n), hint="at")
    value = kb.load(lw.lowered(op.src), at(n), hint="src")
    kb.writes[id(out)] = out.type.nbytes
    kb.block.append(AtomicAddOp.make([value, kb.param(out)], at(ix.var(where))))
    kb.block = kb.body
    lw.call(kb)
    return Stored(out)
