"""The lowering rules of `lower`: one row per tensor-op class, `rule(lowering, op) -> Lowered`.

Elementwise ops share one rule through `SCALAR_OPS` (tensor op class -> arith op class);
views return index maps; dense constants are data (`Table`); reductions, argmax, matmul,
concat and rand build their own loop nests. `tests/test_op_tables.py` checks that every primitive op has a row.
"""
from __future__ import annotations

from typing import Callable

from ...ir import tensor as T
from ...ir.core import IRError, Operation
from ...ir.loop import arith as A
from ...ir.loop import index as ix
from ...ir.loop.ops import AtomicAddOp, CallOp, YieldOp
from ...ir.types import BufferType, DType
from .function import FunctionLowering
from .kernel import KernelBuilder
from .values import IV_NAMES, Index, Lowered, Splat, Stored, Table, Viewed

Rule = Callable[[FunctionLowering, Operation], Lowered]

#: tensor op class -> its lowering rule.
LOWERINGS: dict[type, Rule] = {}

#: elementwise tensor op -> the scalar op it applies to every element.
SCALAR_OPS: dict[type, type] = {
    T.NegOp: A.NegOp, T.AbsOp: A.AbsOp, T.ExpOp: A.ExpOp, T.LogOp: A.LogOp, T.SinOp: A.SinOp,
    T.CosOp: A.CosOp, T.TanhOp: A.TanhOp, T.SigmoidOp: A.SigmoidOp, T.SqrtOp: A.SqrtOp,
    T.RsqrtOp: A.RsqrtOp, T.ErfOp: A.ErfOp, T.Log1pOp: A.Log1pOp, T.Expm1Op: A.Expm1Op,
    T.FloorOp: A.FloorOp, T.CeilOp: A.CeilOp, T.RoundOp: A.RoundOp, T.TruncOp: A.TruncOp,
    T.SignOp: A.SignOp, T.RemainderOp: A.RemainderOp, T.FmodOp: A.FmodOp,
    T.AtanOp: A.AtanOp, T.Atan2Op: A.Atan2Op, T.BitwiseAndOp: A.BitAndOp,
    T.BitwiseOrOp: A.BitOrOp, T.BitwiseXorOp: A.BitXorOp, T.BitwiseNotOp: A.BitNotOp,
    T.ShiftLeftOp: A.ShlOp, T.ShiftRightOp: A.ShrOp,
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


def _yield(*values):
    return YieldOp.build(list(values))


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
        loop = kb.loop(k_extent, iters=[(0.0 if dtype.is_float else 0, dtype)], iv_hint="k",
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
