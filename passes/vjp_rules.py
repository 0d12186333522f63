"""The VJP rules of `autodiff`: one table, `VJP_RULES`, keyed by tensor op class.

A rule `rule(b, op, g) -> list[Value | None]` receives a builder appending to the joint
function, the forward op (its operands and result are joint values) and the gradient `g` of the
op's result; it returns one gradient per operand, None where an operand gets none (integer
labels, conditions). Rules build only primitive ops, each of which has a rule itself, so the
output of `autodiff` can be differentiated again and never contains a composite op that its
input did not. Composite ops have rules too (softmax reads its output, layernorm recomputes mean
and rstd, dropout regenerates its mask), used when `autodiff` runs before `decompose`.

Ties follow PyTorch 2.13 where PyTorch is deterministic:
- `max` (a reduction, like `torch.amax` and the full `torch.max(x)`) splits the gradient evenly
  among the elements equal to the maximum; where none is (a NaN maximum, or a tie mask whose
  input was rounded otherwise than the maximum's), it goes to the first maximum, as
  `torch.max(x, dim)`'s does, never 0/0;
- `maximum` / `minimum` give half the gradient to each operand where they are equal;
- `relu` and `abs` have derivative 0 at 0.
"""
from __future__ import annotations

import math
from typing import Callable

from ..ir.builder import Builder
from ..ir.core import Operation, Value
from ..ir.tensor import (
    AbsOp, AddOp, ArgmaxOp, BroadcastOp, CastOp, CheckpointOp, ConcatOp, ConstantOp, CosOp,
    CrossEntropyOp, DivOp, DropoutOp, EmbeddingOp, EqOp, ErfOp, ExpOp, Expm1Op, GeluOp, GeOp,
    GtOp, IotaOp, LayernormOp, Log1pOp, LogOp, LogSoftmaxOp, LogsumexpOp, LtOp, MatmulOp,
    MaximumOp, MaxOp, MeanOp, MinimumOp, MinOp, MseOp, MulOp, NegOp, PowOp, RandOp, ReluOp,
    ReshapeOp, RsqrtOp, ScatterAddOp, SigmoidOp, SinOp, SliceOp, SoftmaxOp, SqrtOp, SubOp, SumOp,
    TakeAlongOp, TanhOp, TransposeOp, WhereOp,
)
from ..ir.types import DType, TensorType
from .decompose import reversed_order

Rule = Callable[[Builder, Operation, Value], list]

#: op class -> VJP rule; filled by `@vjp` where each rule is defined.
VJP_RULES: dict[type, Rule] = {}


def vjp(*classes: type):
    """Register the decorated function as the VJP rule of `classes`."""
    def register(rule: Rule) -> Rule:
        for cls in classes:
            assert cls not in VJP_RULES, f"two VJP rules for {cls.name}"
            VJP_RULES[cls] = rule
        return rule
    return register


# --------------------------------------------------------------------------- helpers

_HINTS = {0.0: "zeros", 1.0: "one"}


def const(b: Builder, value: float, like: Value) -> Value:
    """A splat constant of `like`'s type."""
    return b.like(value, like, hint=_HINTS.get(value))


def zeros(b: Builder, shape, like: Value) -> Value:
    """A splat zero of `shape` with `like`'s dtype."""
    return b.constant(0.0, shape, like.type.dtype, hint="zeros")


def mul(b: Builder, x: Value, y: Value) -> Value:
    return b.op(MulOp, x, y)


def expand(b: Builder, g: Value, target: TensorType, axes, keepdim: bool) -> Value:
    """`g`, a reduction over `axes` of a `target`-shaped value, broadcast back to `target`."""
    kept = range(target.rank) if keepdim else [i for i in range(target.rank) if i not in axes]
    return b.broadcast_to(g, target.shape, list(kept))


def sum_over(b: Builder, x: Value, axes) -> Value:
    """`x` summed over `axes` (dropped), or `x` itself when there are none."""
    return b.op(SumOp, x, axes=list(axes)) if axes else x


def pad(b: Builder, g: Value, axis: int, before: int, after: int) -> Value:
    """`g` with `before` and `after` zeros along `axis` (a concat; exact, differentiable)."""
    def block(n):
        shape = list(g.type.shape)
        shape[axis] = n
        return zeros(b, shape, g)
    parts = ([block(before)] if before else []) + [g] + ([block(after)] if after else [])
    return b.op(ConcatOp, *parts, axis=axis) if len(parts) > 1 else g


# --------------------------------------------------------------------------- elementwise

@vjp(NegOp)
def _neg(b, op, g):
    return [b.op(NegOp, g)]


@vjp(ExpOp)
def _exp(b, op, g):
    return [mul(b, g, op.result)]


@vjp(LogOp)
def _log(b, op, g):
    return [b.op(DivOp, g, op.x)]


@vjp(SinOp)
def _sin(b, op, g):
    return [mul(b, g, b.op(CosOp, op.x))]


@vjp(CosOp)
def _cos(b, op, g):
    return [b.op(NegOp, mul(b, g, b.op(SinOp, op.x)))]


@vjp(TanhOp)
def _tanh(b, op, g):
    y = op.result
    square = mul(b, y, y)
    return [mul(b, g, b.op(SubOp, const(b, 1.0, y), square))]


@vjp(SigmoidOp)
def _sigmoid(b, op, g):
    y = op.result
    return [mul(b, g, mul(b, y, b.op(SubOp, const(b, 1.0, y), y)))]


@vjp(ReluOp)
def _relu(b, op, g):
    # The mask reads relu's output (y > 0 iff x > 0), as PyTorch's threshold_backward does:
    # the output is usually saved anyway, so the mask costs the partitioner nothing.
    zero = const(b, 0.0, g)
    return [b.op(WhereOp, b.op(GtOp, op.result, zero), g, zero)]


@vjp(AbsOp)
def _abs(b, op, g):
    zero = const(b, 0.0, g)
    negative = b.op(WhereOp, b.op(LtOp, op.x, zero), b.op(NegOp, g), zero)
    return [b.op(WhereOp, b.op(GtOp, op.x, zero), g, negative)]


@vjp(SqrtOp)
def _sqrt(b, op, g):
    y = op.result
    return [b.op(DivOp, g, mul(b, const(b, 2.0, y), y))]


@vjp(RsqrtOp)
def _rsqrt(b, op, g):
    y = op.result      # d/dx x^(-1/2) = -y^3 / 2
    cube = mul(b, y, mul(b, y, y))
    return [mul(b, g, mul(b, const(b, -0.5, y), cube))]


@vjp(ErfOp)
def _erf(b, op, g):
    x = op.x           # d erf(x) = 2 / sqrt(pi) exp(-x^2)
    slope = mul(b, const(b, 2 / math.sqrt(math.pi), x), b.op(ExpOp, b.op(NegOp, mul(b, x, x))))
    return [mul(b, g, slope)]


@vjp(Log1pOp)
def _log1p(b, op, g):
    return [b.op(DivOp, g, b.op(AddOp, op.x, const(b, 1.0, op.x)))]


@vjp(Expm1Op)
def _expm1(b, op, g):
    y = op.result
    return [mul(b, g, b.op(AddOp, y, const(b, 1.0, y)))]


@vjp(GeluOp)
def _gelu(b, op, g):
    x = op.x
    if op.approximate == "none":
        # y = x Phi(x): dy/dx = Phi(x) + x phi(x), phi(x) = exp(-x^2 / 2) / sqrt(2 pi)
        cdf = mul(b, const(b, 0.5, x), b.op(AddOp, const(b, 1.0, x), b.op(
            ErfOp, mul(b, x, const(b, math.sqrt(0.5), x)))))
        pdf = mul(b, const(b, 1 / math.sqrt(2 * math.pi), x),
                  b.op(ExpOp, mul(b, const(b, -0.5, x), mul(b, x, x))))
        return [mul(b, g, b.op(AddOp, cdf, mul(b, x, pdf)))]
    # y = x/2 (1 + t), t = tanh(k (x + c x^3))
    k, c = 0.7978845608028654, 0.044715
    x2 = mul(b, x, x)
    inner = mul(b, const(b, k, x), b.op(AddOp, x, mul(b, const(b, c, x), mul(b, x, x2))))
    t = b.op(TanhOp, inner)
    half = const(b, 0.5, x)
    left = mul(b, half, b.op(AddOp, const(b, 1.0, x), t))
    dinner = mul(b, const(b, k, x), b.op(AddOp, const(b, 1.0, x), mul(b, const(b, 3 * c, x), x2)))
    dt = mul(b, b.op(SubOp, const(b, 1.0, x), mul(b, t, t)), dinner)
    right = mul(b, mul(b, half, x), dt)
    return [mul(b, g, b.op(AddOp, left, right))]


@vjp(CastOp)
def _cast(b, op, g):
    source = op.x.type.dtype
    if not source.is_float:
        return [None]
    return [g if source == g.type.dtype else b.op(CastOp, g, dtype=source)]


@vjp(CheckpointOp)
def _checkpoint(b, op, g):
    return [g]


@vjp(AddOp)
def _add(b, op, g):
    return [g, g]


@vjp(SubOp)
def _sub(b, op, g):
    return [g, b.op(NegOp, g)]


@vjp(MulOp)
def _mul(b, op, g):
    return [mul(b, g, op.rhs), mul(b, g, op.lhs)]


@vjp(DivOp)
def _div(b, op, g):
    d_lhs = b.op(DivOp, g, op.rhs)      # d/db (a / b) = -(a / b) / b
    return [d_lhs, b.op(NegOp, mul(b, d_lhs, op.result))]


@vjp(PowOp)
def _pow(b, op, g):
    # PyTorch's masks (pow_backward_self, pow_backward_exponent): d/dx is 0 where e == 0, and
    # d/de is 0 where x == 0 and e >= 0, where the unmasked formulas give 0 * inf = nan. Built
    # from primitives the same way, higher orders mask the same as PyTorch's double backward.
    # A constant exponent takes PyTorch's `pow(Tensor, Scalar)` rule: no mask, or no gradient.
    x, e = op.lhs, op.rhs
    zero = const(b, 0.0, g)
    exponent = _splat_value(e)
    d_x = mul(b, g, mul(b, e, b.op(PowOp, x, b.op(SubOp, e, const(b, 1.0, e)))))
    if exponent is None:
        d_x = b.op(WhereOp, b.op(EqOp, e, const(b, 0.0, e)), zero, d_x)
    elif exponent == 0:
        d_x = zero
    at_zero = b.op(WhereOp, b.op(EqOp, x, const(b, 0.0, x)), b.op(GeOp, e, const(b, 0.0, e)),
                   b.constant(False, x.type.shape, DType.bool))
    d_e = mul(b, g, b.op(WhereOp, at_zero, zero, mul(b, op.result, b.op(LogOp, x))))
    return [d_x, d_e]


def _splat_value(v: Value):
    """The scalar of a splat constant `v`, or None."""
    owner = getattr(v, "owner", None)
    return owner.value if isinstance(owner, ConstantOp) and owner.is_splat else None


def _select(b: Builder, op: Operation, g: Value, loses: type) -> list[Value]:
    """maximum/minimum, as PyTorch: a tie gives g/2 to each side, the operand that `loses`
    gets 0, and otherwise g; so where a comparison is false both ways (a NaN operand), both
    operands get g, and a NaN gradient reaches both as it does in PyTorch."""
    zero = const(b, 0.0, g)
    share = b.op(WhereOp, b.op(EqOp, op.lhs, op.rhs), mul(b, g, const(b, 0.5, g)), g)
    return [b.op(WhereOp, b.op(loses, op.lhs, op.rhs), zero, share),
            b.op(WhereOp, b.op(loses, op.rhs, op.lhs), zero, share)]


@vjp(MaximumOp)
def _maximum(b, op, g):
    return _select(b, op, g, LtOp)


@vjp(MinimumOp)
def _minimum(b, op, g):
    return _select(b, op, g, GtOp)


@vjp(WhereOp)
def _where(b, op, g):
    zero = const(b, 0.0, g)
    return [None, b.op(WhereOp, op.cond, g, zero), b.op(WhereOp, op.cond, zero, g)]


# --------------------------------------------------------------------------- reductions

@vjp(SumOp)
def _sum(b, op, g):
    return [expand(b, g, op.x.type, op.axes, op.keepdim)]


@vjp(MeanOp)
def _mean(b, op, g):
    count = 1
    for axis in op.axes:
        count *= op.x.type.shape[axis]
    scaled = b.op(DivOp, g, const(b, float(count), g))
    return [expand(b, scaled, op.x.type, op.axes, op.keepdim)]


@vjp(MaxOp, MinOp)
def _max(b, op, g):
    """amax's (amin's): an equal share to each element equal to the maximum, and to the first
    maximum (argmax), which is one of them whenever the comparison sees the forward's bits;
    where it does not, or the maximum is NaN, the whole gradient goes to the first maximum
    (the first NaN), as `torch.max(x, dim)` routes it. The count is never 0, so no share is
    0/0. The minimum's first is the first maximum of the order reversed."""
    x = op.x
    order = reversed_order(b, x) if type(op) is MinOp else x
    is_max = b.op(EqOp, x, expand(b, op.result, x.type, op.axes, op.keepdim))
    ties = b.op(WhereOp, is_max, is_max, _first_max(b, order, op.axes), hint="ties")  # or first
    mask = b.op(CastOp, ties, dtype=x.type.dtype)
    share = b.op(DivOp, g, b.op(SumOp, mask, axes=op.axes, keepdim=op.keepdim))
    return [mul(b, expand(b, share, x.type, op.axes, op.keepdim), mask)]


def _first_max(b: Builder, x: Value, axes: list[int]) -> Value:
    """True at the first maximum of `x` over `axes` (argmax of each slice, flattened in
    row-major order): one element per slice, whatever the bits of `x`. For several axes, the
    argmax reads them moved last (a transpose) and merged (a reshape); each element's position
    in its slice is computed in `x`'s own layout, from iotas, so it fuses into its reader."""
    t = x.type
    kept = [d for d in range(t.rank) if d not in axes]
    if len(axes) == 1:
        first = b.op(ArgmaxOp, x, axis=axes[0], keepdim=True)
    else:
        perm = kept + list(axes)
        y = x if perm == sorted(perm) else b.op(TransposeOp, x, perm=perm)
        y = b.op(ReshapeOp, y, shape=[t.shape[d] for d in kept] + [math.prod(
            t.shape[d] for d in axes)])
        first = b.op(ReshapeOp, b.op(ArgmaxOp, y, axis=len(kept), keepdim=True),
                     shape=[1 if d in axes else n for d, n in enumerate(t.shape)])
    position, stride = None, 1
    for axis in reversed(axes):
        index = b.op(IotaOp, axis=axis, shape=list(t.shape), hint="index")
        if stride != 1:
            index = b.op(MulOp, index, b.constant(stride, t.shape, DType.i64))
        position = index if position is None else b.op(AddOp, position, index)
        stride *= t.shape[axis]
    if position is None:              # no axis: every element is its own slice
        return b.constant(True, t.shape, DType.bool)
    return b.op(EqOp, b.broadcast_to(first, t.shape, dims=list(range(t.rank))), position)


@vjp(LogsumexpOp)
def _logsumexp(b, op, g):
    x = op.x
    y = expand(b, op.result, x.type, op.axes, op.keepdim)
    return [mul(b, expand(b, g, x.type, op.axes, op.keepdim), b.op(ExpOp, b.op(SubOp, x, y)))]


# --------------------------------------------------------------------------- shape ops

@vjp(BroadcastOp)
def _broadcast(b, op, g):
    source = op.x.type
    new = [d for d in range(g.type.rank) if d not in op.dims]
    stretched = [d for i, d in enumerate(op.dims) if source.shape[i] == 1 and op.shape[d] != 1]
    total = sum_over(b, g, sorted(new + stretched))
    if total.type.shape == source.shape:
        return [total]
    return [b.op(ReshapeOp, total, shape=list(source.shape))]


@vjp(ReshapeOp)
def _reshape(b, op, g):
    return [b.op(ReshapeOp, g, shape=list(op.x.type.shape))]


@vjp(TransposeOp)
def _transpose(b, op, g):
    inverse = [0] * len(op.perm)
    for i, p in enumerate(op.perm):
        inverse[p] = i
    return [b.op(TransposeOp, g, perm=inverse)]


@vjp(SliceOp)
def _slice(b, op, g):
    axis, start, step = op.axis, op.start, op.step
    n, k = op.x.type.shape[axis], g.type.shape[axis]
    if k == 0:
        return [zeros(b, op.x.type.shape, g)]
    if step > 1:
        # Interleave step-1 zeros after each element: [k, 1] ++ [k, step-1] -> [k*step].
        column = list(g.type.shape)
        column.insert(axis + 1, 1)
        spread = pad(b, b.op(ReshapeOp, g, shape=column), axis + 1, 0, step - 1)
        flat = list(g.type.shape)
        flat[axis] = k * step
        g = b.op(ReshapeOp, spread, shape=flat)
        if start + k * step > n:
            g = b.op(SliceOp, g, axis=axis, start=0, stop=n - start, step=1)
    return [pad(b, g, axis, start, n - start - g.type.shape[axis])]


@vjp(ConcatOp)
def _concat(b, op, g):
    if len(op.xs) == 1:
        return [g]
    grads, offset = [], 0
    for x in op.xs:
        size = x.type.shape[op.axis]
        grads.append(b.op(SliceOp, g, axis=op.axis, start=offset, stop=offset + size, step=1))
        offset += size
    return grads


@vjp(MatmulOp)
def _matmul(b, op, g):
    perm = list(range(g.type.rank))
    perm[-2], perm[-1] = perm[-1], perm[-2]
    d_lhs = b.op(MatmulOp, g, b.op(TransposeOp, op.rhs, perm=perm, hint="t"))
    d_rhs = b.op(MatmulOp, b.op(TransposeOp, op.lhs, perm=perm, hint="t"), g)
    return [d_lhs, d_rhs]


# --------------------------------------------------------------------------- composites

@vjp(SoftmaxOp)
def _softmax(b, op, g):
    y, axis = op.result, op.axis
    inner = b.op(SumOp, mul(b, g, y), axes=[axis], keepdim=True)
    return [mul(b, y, b.op(SubOp, g, expand(b, inner, y.type, [axis], True)))]


@vjp(LogSoftmaxOp)
def _log_softmax(b, op, g):
    y, axis = op.result, op.axis
    total = expand(b, b.op(SumOp, g, axes=[axis], keepdim=True), y.type, [axis], True)
    return [b.op(SubOp, g, mul(b, b.op(ExpOp, y), total))]


def _softmax_of(b: Builder, x: Value, axis: int) -> Value:
    """softmax(x) along `axis`, in primitives (max-shifted)."""
    top = expand(b, b.op(MaxOp, x, axes=[axis], keepdim=True), x.type, [axis], True)
    e = b.op(ExpOp, b.op(SubOp, x, top))
    return b.op(DivOp, e, expand(b, b.op(SumOp, e, axes=[axis], keepdim=True), x.type, [axis],
                                 True))


@vjp(CrossEntropyOp)
def _cross_entropy(b, op, g):
    x, labels = op.logits, op.labels
    n, classes = x.type.shape
    ids = b.constant(list(range(classes)), [classes], labels.type.dtype, hint="classes")
    hit = b.op(EqOp, b.broadcast_to(labels, x.type.shape, [0]),
               b.broadcast_to(ids, x.type.shape, [1]))
    onehot = b.op(CastOp, hit, dtype=x.type.dtype, hint="onehot")
    scale = b.broadcast_to(b.op(DivOp, g, const(b, float(n), g)), x.type.shape, [])
    return [mul(b, b.op(SubOp, _softmax_of(b, x, 1), onehot), scale), None]


@vjp(EmbeddingOp)
def _embedding(b, op, g):
    # The rows of g added into the table's rows at `ids`: a scatter_add along the rows, each
    # id's row index repeated across its row; work ids x row size, whatever the table's rows.
    ids, table = op.ids, op.table
    rows = math.prod(ids.type.shape)
    rest = list(table.type.shape[1:])
    flat = b.op(ReshapeOp, ids, shape=[rows]) if ids.type.rank != 1 else ids
    index = b.broadcast_to(flat, [rows, *rest], [0])
    src = b.op(ReshapeOp, g, shape=[rows, *rest]) if g.type.shape != (rows, *rest) else g
    d_table = b.op(ScatterAddOp, index, src, axis=0, shape=list(table.type.shape))
    return [None, d_table]


@vjp(TakeAlongOp)
def _take_along(b, op, g):
    x, axis = op.x, op.axis
    shape = [n if d == axis else m for d, (n, m) in enumerate(zip(x.type.shape,
                                                                 op.index.type.shape))]
    d_x = b.op(ScatterAddOp, op.index, g, axis=axis, shape=shape)
    for d, (n, m) in enumerate(zip(x.type.shape, shape)):      # a smaller index: zeros after
        d_x = pad(b, d_x, d, 0, n - m) if n != m else d_x
    return [d_x, None]


@vjp(ScatterAddOp)
def _scatter_add(b, op, g):
    return [None, b.op(TakeAlongOp, g, op.index, axis=op.axis)]


@vjp(MseOp)
def _mse(b, op, g):
    diff = b.op(SubOp, op.x, op.target)
    scale = b.op(DivOp, mul(b, g, const(b, 2.0, g)), const(b, float(diff.type.numel), g))
    d_x = mul(b, diff, b.broadcast_to(scale, diff.type.shape, []))
    return [d_x, b.op(NegOp, d_x)]


@vjp(LayernormOp)
def _layernorm(b, op, g):
    x = op.x
    last, size = x.type.rank - 1, x.type.shape[-1]

    def mean_last(v):
        total = b.op(SumOp, v, axes=[last], keepdim=True)
        return b.op(DivOp, total, const(b, float(size), total))

    def full(v):
        return expand(b, v, x.type, [last], True)

    centered = b.op(SubOp, x, full(mean_last(x)))
    variance = mean_last(mul(b, centered, centered))
    rstd = full(b.op(RsqrtOp, b.op(AddOp, variance, const(b, op.eps, variance)), hint="rstd"))
    xhat = mul(b, centered, rstd)
    d_xhat = mul(b, g, b.broadcast_to(op.affine[0], x.type.shape)) if op.affine else g
    inner = b.op(SubOp, b.op(SubOp, d_xhat, full(mean_last(d_xhat))),
                 mul(b, xhat, full(mean_last(mul(b, d_xhat, xhat)))))
    d_x = mul(b, rstd, inner)
    if not op.affine:
        return [d_x]
    rows = list(range(last))
    return [d_x, sum_over(b, mul(b, g, xhat), rows), sum_over(b, g, rows)]


@vjp(DropoutOp)
def _dropout(b, op, g):
    t = g.type
    # The forward's rng and offset: the counter-based generator gives the same mask again.
    noise = b.op(RandOp, op.rng, shape=list(t.shape), dtype=t.dtype, offset=op.offset)
    keep = b.op(GeOp, noise, const(b, op.p, g), hint="keep")
    scaled = b.op(DivOp, g, const(b, 1.0 - op.p, g))
    return [b.op(WhereOp, keep, scaled, const(b, 0.0, g)), None]
