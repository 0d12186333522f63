"""`decompose`: composite ops become primitives, one rule per op class.

In: a tensor-level module. Out: the same computation with no composite op left (softmax,
log_softmax, logsumexp, cross_entropy, mse, layernorm, gelu, mean, dropout, conv2d,
max_pool2d, avg_pool2d), so that
autodiff, lowering and codegen only ever see primitives. Each rule in `DECOMPOSITIONS` is
registered with `@decomposition(OpClass)` and builds `rule(b, op) -> Value` with a `Builder`;
rules may build other composites, which are decomposed in turn. The decompositions are
numerically stable (exponentials see `x - max(x)`) and give the numbers of the composite's own
`evaluate`. The final value of a decomposition keeps the composite's name.

`SIMPLIFICATIONS` is a second table, of primitives rewritten when a cheaper form exists; such a
rule may decline (return None: the op stays as it is). Its one row: a rank-2 matmul whose operand is constant along the contraction dim (a broadcast scalar or vector,
as the gradient of a sum through a Linear layer) is a sum times a broadcast, with no GEMM over
a broadcast copy. It runs here, after the partition by default, so that the partition still
decides on the matmul's own operands (the sums would be reductions it must save).
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Sequence

from ..ir.builder import Builder
from ..ir.core import Block, Function, IRError, Module, OpResult, Operation, Value
from ..ir.tensor import (AbsOp, AddOp, ArgmaxOp, ArgminOp, AvgPool2dOp, BroadcastOp, Conv2dOp,
                         CosOp, CrossEntropyOp, DivOp, DropoutOp, EqOp, ErfOp, ExpOp, GeluOp,
                         GeOp, IotaOp, LayernormOp, LogOp, LogSoftmaxOp, LogsumexpOp, LtOp,
                         MatmulOp, MaxOp, MaxPool2dOp, MeanOp, MinOp, MseOp, MulOp, NegOp,
                         RandnOp, RandOp, ReshapeOp, RsqrtOp, SoftmaxOp, SqrtOp, SubOp, SumOp,
                         TakeAlongOp, TanhOp, TransposeOp, UnfoldOp, WhereOp)
from ..ir.types import DType
from .manager import Pass, PassContext, register_pass

Rule = Callable[[Builder, Operation], Value | None]

#: Composite op class -> the rule that rebuilds it from primitives.
DECOMPOSITIONS: dict[type, Rule] = {}


#: Primitive op class -> a rule that rebuilds it in a cheaper form, or declines (None).
SIMPLIFICATIONS: dict[type, Rule] = {}


def simplification(cls: type) -> Callable[[Rule], Rule]:
    """Register the decorated `rule(b, op) -> Value | None` as a simplification of `cls`."""
    def register(rule: Rule) -> Rule:
        assert cls not in SIMPLIFICATIONS and not cls.composite, cls.name
        SIMPLIFICATIONS[cls] = rule
        return rule
    return register


def decomposition(cls: type) -> Callable[[Rule], Rule]:
    """Register the decorated `rule(b, op) -> Value` as the decomposition of `cls`."""
    def register(rule: Rule) -> Rule:
        assert cls not in DECOMPOSITIONS, f"{cls.name} has two decompositions"
        DECOMPOSITIONS[cls] = rule
        return rule
    return register


def _expand(b: Builder, v: Value, shape: Sequence[int]) -> Value:
    """A keepdim reduction `v` broadcast back to the `shape` it was reduced from."""
    return b.broadcast_to(v, shape, dims=list(range(len(shape))))


def _shifted(b: Builder, x: Value, axes: list[int]) -> Value:
    """x - max(x) over `axes`: exp of it cannot overflow."""
    m = b.op(MaxOp, x, axes=axes, keepdim=True, hint="max")
    return b.op(SubOp, x, _expand(b, m, x.type.shape), hint="shifted")


@decomposition(SoftmaxOp)
def softmax(b: Builder, op: SoftmaxOp) -> Value:
    """exp(x - max) / sum(exp(x - max))."""
    e = b.op(ExpOp, _shifted(b, op.x, [op.axis]), hint="exp")
    total = b.op(SumOp, e, axes=[op.axis], keepdim=True, hint="denom")
    return b.op(DivOp, e, _expand(b, total, e.type.shape))


@decomposition(LogSoftmaxOp)
def log_softmax(b: Builder, op: LogSoftmaxOp) -> Value:
    """(x - max) - log(sum(exp(x - max)))."""
    s = _shifted(b, op.x, [op.axis])
    total = b.op(SumOp, b.op(ExpOp, s), axes=[op.axis], keepdim=True)
    lse = b.op(LogOp, total, hint="lse")
    return b.op(SubOp, s, _expand(b, lse, s.type.shape))


@decomposition(LogsumexpOp)
def logsumexp(b: Builder, op: LogsumexpOp) -> Value:
    """log(sum(exp(x - m))) + m, m the max where it is finite and 0 elsewhere."""
    x = op.x
    m = b.op(MaxOp, x, axes=op.axes, keepdim=True, hint="max")
    # A row whose max is infinite would give inf - inf = nan: shift it by 0 instead.
    finite = b.op(LtOp, b.op(AbsOp, m), b.like(math.inf, m, hint="inf"), hint="finite")
    m = b.op(WhereOp, finite, m, b.like(0.0, m, hint="zero"), hint="shift")
    e = b.op(ExpOp, b.op(SubOp, x, _expand(b, m, x.type.shape)), hint="exp")
    total = b.op(SumOp, e, axes=op.axes, keepdim=True)
    out = b.op(AddOp, b.op(LogOp, total), m)
    return out if op.keepdim else b.op(ReshapeOp, out, shape=op.result.type.shape)


@decomposition(CrossEntropyOp)
def cross_entropy(b: Builder, op: CrossEntropyOp) -> Value:
    """mean over the batch of logsumexp(logits) - the logit at each row's label: the label
    picked by a `take_along` (one load per row, its label checked at run time), not a
    one-hot select over the classes."""
    x, labels = op.logits, op.labels
    n = x.type.shape[0]
    column = b.op(ReshapeOp, labels, shape=[n, 1], hint="label")
    picked = b.op(ReshapeOp, b.op(TakeAlongOp, x, column, axis=1), shape=[n], hint="picked")
    total = b.op(LogsumexpOp, x, axes=[1], hint="lse")
    return b.op(MeanOp, b.op(SubOp, total, picked, hint="nll"))


@decomposition(MseOp)
def mse(b: Builder, op: MseOp) -> Value:
    """mean((x - target)^2)."""
    d = b.op(SubOp, op.x, op.target, hint="diff")
    return b.op(MeanOp, b.op(MulOp, d, d, hint="sq"))


@decomposition(LayernormOp)
def layernorm(b: Builder, op: LayernormOp) -> Value:
    """(x - mean) * rsqrt(var + eps) over the last axis, then `* weight + bias`."""
    x = op.x
    shape, last = x.type.shape, x.type.rank - 1
    mu = b.op(MeanOp, x, axes=[last], keepdim=True, hint="mu")
    centered = b.op(SubOp, x, _expand(b, mu, shape), hint="centered")
    sq = b.op(MulOp, centered, centered)
    var = b.op(MeanOp, sq, axes=[last], keepdim=True, hint="var")
    rstd = b.op(RsqrtOp, b.op(AddOp, var, b.like(op.eps, var, hint="eps")), hint="rstd")
    y = b.op(MulOp, centered, _expand(b, rstd, shape), hint="normed")
    if not op.affine:
        return y
    weight, bias = op.affine
    y = b.op(MulOp, y, b.broadcast_to(weight, shape, dims=[last]))
    return b.op(AddOp, y, b.broadcast_to(bias, shape, dims=[last]))


@decomposition(GeluOp)
def gelu(b: Builder, op: GeluOp) -> Value:
    """x/2 (1 + erf(x / sqrt 2)), or with `approximate="tanh"`
    0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))."""
    x = op.x
    if op.approximate == "none":
        cdf = b.op(ErfOp, b.op(MulOp, x, b.like(math.sqrt(0.5), x, hint="sqrt_half")))
        half_x = b.op(MulOp, b.like(0.5, x, hint="half"), x)
        return b.op(MulOp, half_x, b.op(AddOp, b.like(1.0, x, hint="one"), cdf))
    cube = b.op(MulOp, b.op(MulOp, x, x), x, hint="cube")
    inner = b.op(AddOp, x, b.op(MulOp, b.like(0.044715, x, hint="coef"), cube))
    t = b.op(TanhOp, b.op(MulOp, b.like(math.sqrt(2 / math.pi), x, hint="sqrt_2_over_pi"),
                                 inner))
    half_x = b.op(MulOp, b.like(0.5, x, hint="half"), x)
    return b.op(MulOp, half_x, b.op(AddOp, b.like(1.0, x, hint="one"), t))


@decomposition(MeanOp)
def mean(b: Builder, op: MeanOp) -> Value:
    """sum / number of elements reduced."""
    total = b.op(SumOp, op.x, axes=op.axes, keepdim=op.keepdim)
    count = math.prod(op.x.type.shape[a] for a in op.axes)
    return b.op(DivOp, total, b.like(float(count), total, hint="count"))


def reversed_order(b: Builder, x: Value) -> Value:
    """`x` mapped by an exact, order-reversing bijection: -x for floats (NaN stays NaN),
    -1 - x for integers (no overflow: the minimum maps to the maximum), not x for bools."""
    dtype = x.type.dtype
    if dtype.is_float:
        return b.op(NegOp, x)
    if dtype == DType.bool:
        return b.op(EqOp, x, b.like(False, x))
    return b.op(SubOp, b.like(-1, x), x)


@decomposition(MinOp)
def minimum(b: Builder, op: MinOp) -> Value:
    """The maximum of the reversed order, reversed back."""
    top = b.op(MaxOp, reversed_order(b, op.x), axes=op.axes, keepdim=op.keepdim)
    return reversed_order(b, top)


@decomposition(ArgminOp)
def argmin(b: Builder, op: ArgminOp) -> Value:
    """The first maximum of the reversed order: the first minimum (the first NaN)."""
    return b.op(ArgmaxOp, reversed_order(b, op.x), axis=op.axis, keepdim=op.keepdim)


@decomposition(RandnOp)
def randn(b: Builder, op: RandnOp) -> Value:
    """Box-Muller: sqrt(-2 log(1 - u1)) cos(2 pi u2), u1 and u2 uniform at `offset` and
    `offset + numel` (the interpreter's `box_muller` of the same draws)."""
    shape, dtype = list(op.shape), op.dtype
    n = op.result.type.numel
    u1 = b.op(RandOp, op.rng, shape=shape, dtype=dtype, offset=op.offset, hint="uniform")
    u2 = b.op(RandOp, op.rng, shape=shape, dtype=dtype, offset=op.offset + n, hint="uniform")
    log = b.op(LogOp, b.op(SubOp, b.like(1.0, u1), u1))
    radius = b.op(SqrtOp, b.op(MulOp, b.like(-2.0, log), log), hint="radius")
    angle = b.op(MulOp, b.like(2 * math.pi, u2), u2, hint="angle")
    return b.op(MulOp, radius, b.op(CosOp, angle))


@decomposition(DropoutOp)
def dropout(b: Builder, op: DropoutOp) -> Value:
    """where(rand >= p, x * 1/(1-p), 0)."""
    # The same rng and offset as the composite: the counter-based generator repeats its mask.
    x = op.x
    u = b.op(RandOp, op.rng, shape=x.type.shape, dtype=x.type.dtype, offset=op.offset,
             hint="uniform")
    keep = b.op(GeOp, u, b.like(op.p, u, hint="p"), hint="keep")
    scaled = b.op(MulOp, x, b.like(1 / (1 - op.p), x, hint="scale"), hint="scaled")
    return b.op(WhereOp, keep, scaled, b.like(0.0, x, hint="zero"))


def _spread(v: Value) -> tuple[Value, list[int]] | None:
    """(x, dims) when rank-2 `v` is `x` broadcast, only adding dims (x's dim i is v's dim
    dims[i]), directly or through a transpose."""
    op = v.owner if isinstance(v, OpResult) else None
    swap = isinstance(op, TransposeOp) and op.swaps_last_two
    if swap:
        op = op.x.owner if isinstance(op.x, OpResult) else None
    if not isinstance(op, BroadcastOp) or \
            any(op.shape[d] != n for d, n in zip(op.dims, op.x.type.shape)):
        return None
    return op.x, [1 - d for d in op.dims] if swap else list(op.dims)


@simplification(MatmulOp)
def matmul_by_constant_rows(b: Builder, op: MatmulOp) -> Value | None:
    """A rank-2 `a @ c` with `a[m, k] = x[m]` (or a scalar) is `x[m] * sum_k c[k, n]`; with
    `c[k, n] = y[n]` it is `sum_k a[m, k] * y[n]`. Other matmuls stay as they are, and so
    does one over k of size 0: it is 0, where 0 * x is NaN for an infinite or NaN x."""
    t = op.result.type
    if t.rank != 2 or op.lhs.type.shape[-1] == 0:
        return None
    shape = list(t.shape)
    lhs, rhs = _spread(op.lhs), _spread(op.rhs)
    if lhs is not None and 1 not in lhs[1]:
        total = b.op(SumOp, op.rhs, axes=[0], hint="colsum")
        a = b.op(BroadcastOp, lhs[0], shape=shape, dims=lhs[1])
        c = b.op(BroadcastOp, total, shape=shape, dims=[1])
    elif rhs is not None and 0 not in rhs[1]:
        total = b.op(SumOp, op.lhs, axes=[1], hint="rowsum")
        a = b.op(BroadcastOp, total, shape=shape, dims=[0])
        c = b.op(BroadcastOp, rhs[0], shape=shape, dims=rhs[1])
    else:
        return None
    return b.op(MulOp, a, c)


# --------------------------------------------------------------------------- convolutions
# A convolution is im2col and one GEMM per group: the columns `[C, kh, kw, N, Ho, Wo]`
# (`tensor.unfold`) viewed as `[groups, C/groups * kh * kw, N * Ho * Wo]`, the weight as stored
# viewed as `[groups, O/groups, C/groups * kh * kw]`, their product `[O, N, Ho, Wo]` read
# through a transpose as NCHW. Pools reduce the columns over the kernel axis; max pooling takes
# the window's first maximum (an argmax and a select), so its gradient, in either pipeline, goes
# where PyTorch's does. The helpers are shared with the VJP rules (`vjp_conv`).

#: [N, C, H, W] <-> [C, N, H, W]
SWAP_NC = [1, 0, 2, 3]


def columns(b: Builder, op: Conv2dOp) -> Value:
    """The convolution's im2col columns `[C, kh, kw, N, Ho, Wo]` of its input."""
    kernel = list(op.weight.type.shape[2:])
    return b.op(UnfoldOp, op.x, kernel=kernel, stride=op.stride, padding=op.padding,
                dilation=op.dilation, hint="cols")


def grouped(b: Builder, v: Value, groups: int, rows: int) -> Value:
    """`v` as the GEMM operand `[groups, rows / groups, rest]` (`[rows, rest]` for one group)."""
    rest = v.type.numel // rows
    shape = [rows, rest] if groups == 1 else [groups, rows // groups, rest]
    return b.op(ReshapeOp, v, shape=shape)


def swap_last(b: Builder, v: Value) -> Value:
    """`v` with its last two dims swapped (a GEMM flag, never a copy)."""
    perm = list(range(v.type.rank))
    perm[-2], perm[-1] = perm[-1], perm[-2]
    return b.op(TransposeOp, v, perm=perm, hint="t")


@decomposition(Conv2dOp)
def conv2d(b: Builder, op: Conv2dOp) -> Value:
    """weight [g, O/g, K] @ columns [g, K, N Ho Wo] -> [O, N, Ho, Wo], transposed to NCHW,
    plus the bias broadcast over N, Ho, Wo."""
    o = op.weight.type.shape[0]
    cols = columns(b, op)
    c, kh, kw, n, ho, wo = cols.type.shape
    mm = b.op(MatmulOp, grouped(b, op.weight, op.groups, o),
              grouped(b, cols, op.groups, c * kh * kw), hint="mm")
    y = b.op(TransposeOp, b.op(ReshapeOp, mm, shape=[o, n, ho, wo]), perm=SWAP_NC)
    if not op.bias:
        return y
    return b.op(AddOp, y, b.broadcast_to(op.bias[0], y.type.shape, dims=[1]))


def pool_windows(b: Builder, op, pad_value: float) -> Value:
    """A pool's input windows `[C, kh * kw, N, Ho, Wo]`: the kernel positions on one axis."""
    u = b.op(UnfoldOp, op.x, kernel=op.kernel, stride=op.stride, padding=op.padding,
             pad_value=pad_value, hint="windows")
    c, kh, kw, n, ho, wo = u.type.shape
    return b.op(ReshapeOp, u, shape=[c, kh * kw, n, ho, wo])


def first_max(b: Builder, windows: Value) -> Value:
    """True at the first maximum of each window (row-major; a NaN is the maximum)."""
    shape = list(windows.type.shape)
    arg = b.op(ArgmaxOp, windows, axis=1, keepdim=True, hint="argmax")
    position = b.op(IotaOp, axis=1, shape=shape, dtype=DType.i64, hint="position")
    return b.op(EqOp, b.broadcast_to(arg, shape, dims=list(range(len(shape)))), position,
                hint="first")


def to_columns(b: Builder, g: Value, shape: list[int]) -> Value:
    """A pool's gradient `g` [N, C, Ho, Wo] broadcast over the kernel axis of `shape`
    `[C, K, N, Ho, Wo]`."""
    return b.broadcast_to(b.op(TransposeOp, g, perm=SWAP_NC), shape, dims=[0, 2, 3, 4])


@decomposition(MaxPool2dOp)
def max_pool2d(b: Builder, op: MaxPool2dOp) -> Value:
    """The window's element at its first maximum (padding is -inf): a select at the argmax,
    so that differentiating the decomposition routes the gradient there, as PyTorch does."""
    windows = pool_windows(b, op, -math.inf)
    picked = b.op(WhereOp, first_max(b, windows), windows, b.like(0.0, windows, hint="zero"))
    return b.op(TransposeOp, b.op(SumOp, picked, axes=[1]), perm=SWAP_NC)


def max_pool2d_value(b: Builder, op: MaxPool2dOp) -> Value:
    """The same value as one max reduction of the windows (a NaN is the maximum), with no
    argmax: what `decompose{differentiable=false}` builds, where no autodiff follows (the
    max reduction's own VJP would share a tie among the maxima)."""
    windows = pool_windows(b, op, -math.inf)
    return b.op(TransposeOp, b.op(MaxOp, windows, axes=[1], hint="pooled"), perm=SWAP_NC)


#: the decompositions `decompose{differentiable=false}` uses instead: the same values, cheaper
#: to compute, with a VJP that is not the composite's.
VALUE_DECOMPOSITIONS: dict[type, Rule] = {MaxPool2dOp: max_pool2d_value}


def divisor(b: Builder, op: AvgPool2dOp, like: Value) -> Value:
    """The divisor of each window, broadcast to `like` [N, C, Ho, Wo]."""
    div = op.divisor(like.type.dtype.numpy)
    ho, wo = div.shape
    if op.count_include_pad:
        return b.like(float(div[0, 0]), like, hint="window")
    table = b.constant(div.tolist(), [ho, wo], like.type.dtype, hint="counts")
    return b.op(BroadcastOp, table, shape=list(like.type.shape), dims=[2, 3])


@decomposition(AvgPool2dOp)
def avg_pool2d(b: Builder, op: AvgPool2dOp) -> Value:
    """The sum of each window (padding is 0) over its divisor."""
    total = b.op(SumOp, pool_windows(b, op, 0.0), axes=[1])
    total = b.op(TransposeOp, total, perm=SWAP_NC)
    return b.op(DivOp, total, divisor(b, op, total))


def decompose_function(f: Function, counts: Counter, differentiable: bool = True) -> None:
    """Replace every composite op of `f`'s body, in place; counts decompositions by op name.
    `differentiable=False`: no autodiff follows, so `VALUE_DECOMPOSITIONS` may be used."""
    ops = list(f.body.ops)
    f.body.ops.clear()
    replaced: dict[Value, Value] = {}
    rules = DECOMPOSITIONS if differentiable else {**DECOMPOSITIONS, **VALUE_DECOMPOSITIONS}
    for op in ops:
        _emit(f.body, op, replaced, counts, rules)


def _emit(block: Block, op: Operation, replaced: dict[Value, Value], counts: Counter,
          rules: dict[type, Rule]) -> None:
    """Append `op` to `block`, or, for a composite, the primitives of its decomposition."""
    op.operands = [replaced.get(v, v) for v in op.operands]
    rule = rules.get(type(op)) or SIMPLIFICATIONS.get(type(op))
    if rule is None:
        if type(op).composite:
            raise IRError(f"no decomposition for '{op.name}'", op.loc)
        block.append(op)
        return
    scratch = Block()
    value = rule(Builder(scratch, loc=op.loc), op)
    if value is None:                       # a simplification declined: the op stays
        block.append(op)
        return
    for new in scratch.ops:
        _emit(block, new, replaced, counts, rules)
    value = replaced.get(value, value)
    value.name_hint = op.result.name_hint or type(op).result_hint()
    replaced[op.result] = value
    counts[op.name] += 1


@register_pass("decompose")
@dataclass(frozen=True)
class Decompose(Pass):
    """Leaves no composite op: each is rebuilt from primitives by its rule. Decompositions
    keep the composite's gradient (`differentiable`, the default); `differentiable=false`,
    where no autodiff follows (after the partition, or without gradients), takes the cheaper
    ones of `VALUE_DECOMPOSITIONS` (max_pool2d as a max reduction)."""

    differentiable: bool = True

    def run(self, module: Module, ctx: PassContext) -> Module:
        counts: Counter = Counter()
        for f in module.functions:
            decompose_function(f, counts, self.differentiable)
        ctx.report(self.pass_name, {"decomposed": dict(sorted(counts.items()))})
        return module
