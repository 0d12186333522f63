"""The decompositions of the convolution and pooling composites (rows of `DECOMPOSITIONS`).

A convolution is im2col and one GEMM per group: the columns `[C, kh, kw, N, Ho, Wo]`
(`tensor.unfold`) viewed as `[groups, C/groups * kh * kw, N * Ho * Wo]`, the weight as stored
viewed as `[groups, O/groups, C/groups * kh * kw]`, their product `[O, N, Ho, Wo]` read through
a transpose as `[N, O, Ho, Wo]`. Pools reduce the columns over the kernel axis; max pooling
takes the window's first maximum (an argmax and a select), so its gradient, in either pipeline,
goes where PyTorch's does. The helpers are shared with the VJP rules (`vjp_conv`).
"""
from __future__ import annotations

import math

from ..ir.builder import Builder
from ..ir.core import Value
from ..ir.tensor import (AddOp, ArgmaxOp, AvgPool2dOp, BroadcastOp, Conv2dOp, DivOp, EqOp, IotaOp,
                         MatmulOp, MaxPool2dOp, ReshapeOp, SumOp, TransposeOp, UnfoldOp, WhereOp)
from ..ir.types import DType
from .decompose import decomposition

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
    """The window's element at its first maximum (padding is -inf)."""
    windows = pool_windows(b, op, -math.inf)
    picked = b.op(WhereOp, first_max(b, windows), windows, b.like(0.0, windows, hint="zero"))
    return b.op(TransposeOp, b.op(SumOp, picked, axes=[1]), perm=SWAP_NC)


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
