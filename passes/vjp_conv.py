"""The VJP rules of the window ops: unfold and fold (each the other's adjoint), and of the
convolution and pooling composites, built from the same primitives as their decompositions
(`decompose`), so `autodiff` before or after `decompose` gives the same gradients.

conv2d: with the columns U `[g, K, L]` and the weight W `[g, O/g, K]`, the output gradient G
`[g, O/g, L]` (transposed from NCHW) gives dW = G @ U^T and dx = fold(W^T @ G): two GEMMs and a
col2im, as PyTorch's CPU convolution backward. max_pool2d routes each window's gradient to its
first maximum (argmax), as `max_pool2d_with_indices_backward` does with the forward's indices.
"""
from __future__ import annotations

from ..ir.tensor import (AvgPool2dOp, Conv2dOp, DivOp, FoldOp, MatmulOp, MaxPool2dOp, ReshapeOp,
                         SumOp, TransposeOp, UnfoldOp, WhereOp)
from .decompose import (SWAP_NC, columns, divisor, first_max, grouped, pool_windows,
                             swap_last, to_columns)
from .vjp_rules import const, vjp


@vjp(UnfoldOp)
def _unfold(b, op, g):
    h, w = op.x.type.shape[2:]
    return [b.op(FoldOp, g, kernel=op.kernel, stride=op.stride, padding=op.padding,
                 dilation=op.dilation, size=[h, w])]


@vjp(FoldOp)
def _fold(b, op, g):
    return [b.op(UnfoldOp, g, kernel=op.kernel, stride=op.stride, padding=op.padding,
                 dilation=op.dilation)]


@vjp(Conv2dOp)
def _conv2d(b, op, g):
    o = op.weight.type.shape[0]
    cols = columns(b, op)
    c, kh, kw = cols.type.shape[:3]
    u = grouped(b, cols, op.groups, c * kh * kw)
    gt = grouped(b, b.op(TransposeOp, g, perm=SWAP_NC), op.groups, o)
    d_weight = b.op(MatmulOp, gt, swap_last(b, u))
    d_cols = b.op(MatmulOp, swap_last(b, grouped(b, op.weight, op.groups, o)), gt)
    d_x = b.op(FoldOp, b.op(ReshapeOp, d_cols, shape=list(cols.type.shape)), kernel=[kh, kw],
               stride=op.stride, padding=op.padding, dilation=op.dilation,
               size=list(op.x.type.shape[2:]))
    grads = [d_x, b.op(ReshapeOp, d_weight, shape=list(op.weight.type.shape))]
    return grads + ([b.op(SumOp, g, axes=[0, 2, 3])] if op.bias else [])


def _fold_windows(b, op, d_windows):
    """The gradient of a pool's windows `[C, K, N, Ho, Wo]` summed back into its input."""
    c, _, n, ho, wo = d_windows.type.shape
    cols = b.op(ReshapeOp, d_windows, shape=[c, *op.kernel, n, ho, wo])
    return b.op(FoldOp, cols, kernel=op.kernel, stride=op.stride, padding=op.padding,
                size=list(op.x.type.shape[2:]))


@vjp(MaxPool2dOp)
def _max_pool2d(b, op, g):
    windows = pool_windows(b, op, float("-inf"))
    spread = to_columns(b, g, list(windows.type.shape))
    routed = b.op(WhereOp, first_max(b, windows), spread, const(b, 0.0, spread))
    return [_fold_windows(b, op, routed)]


@vjp(AvgPool2dOp)
def _avg_pool2d(b, op, g):
    shares = b.op(DivOp, g, divisor(b, op, g))
    c, n = op.x.type.shape[1], op.x.type.shape[0]
    ho, wo = g.type.shape[2:]
    k = op.kernel[0] * op.kernel[1]
    return [_fold_windows(b, op, to_columns(b, shares, [c, k, n, ho, wo]))]
