"""The VJP rules of the scans (cumsum, cumprod, linear_scan) and of prod.

- cumsum: the gradient is the cumsum of `g` the other way along the axis.
- prod: the gradient of element i is `g` times the product of the other elements, made of two
  exclusive cumprods (from the start up to i, from the end down to i): exact where elements
  are zero, with no division (PyTorch's `prod_safe_zeros_backward`).
- cumprod: `y_k = x_0 ... x_k`, so `d/dx_i = sum_{k >= i} g_k prod_{j <= k, j != i} x_j
  = y_(i-1) s_i` with `s_i = sum_{k >= i} g_k x_(i+1) ... x_k`, which is the recurrence
  `s_i = g_i + x_(i+1) s_(i+1)`: a `linear_scan` from the end. No division, so it is exact
  where x has zeros, and a polynomial in x, so its own derivatives are too (PyTorch's
  double backward of cumprod, O(n^2), gives the same numbers).
- linear_scan, h_k = a_k h_(k-1) + b_k: with l = linear_scan from the end of (a_(k+1), g),
  d/db = l and d/da_k = l_k h_(k-1).
The rules build primitives only, so their output can be differentiated again.
"""
from __future__ import annotations

import math

from ..ir.tensor import (ConcatOp, CumprodOp, CumsumOp, LinearScanOp, ProdOp, ReshapeOp, SliceOp,
                         TransposeOp)
from .vjp_rules import const, expand, mul, vjp


@vjp(CumsumOp)
def _cumsum(b, op, g):
    return [b.op(CumsumOp, g, axis=op.axis, reverse=not op.reverse)]


@vjp(CumprodOp)
def _cumprod(b, op, g):
    earlier = _shifted(b, op.result, op.axis, op.reverse, 1.0)
    later_x = _shifted(b, op.x, op.axis, not op.reverse, 0.0)
    tail = b.op(LinearScanOp, later_x, g, axis=op.axis, reverse=not op.reverse)
    return [mul(b, earlier, tail)]


@vjp(LinearScanOp)
def _linear_scan(b, op, g):
    later_a = _shifted(b, op.a, op.axis, not op.reverse, 0.0)
    d_b = b.op(LinearScanOp, later_a, g, axis=op.axis, reverse=not op.reverse)
    return [mul(b, d_b, _shifted(b, op.result, op.axis, op.reverse, 0.0)), d_b]


def _shifted(b, v, axis: int, reverse: bool, fill: float):
    """`v` moved one step along `axis`: element k holds element k - 1 (k + 1 with
    `reverse`), and `fill` the one that has none."""
    n = v.type.shape[axis]
    if n <= 1:
        return const(b, fill, v)
    edge = list(v.type.shape)
    edge[axis] = 1
    filled = b.constant(fill, edge, v.type.dtype)
    if reverse:
        return b.op(ConcatOp, b.op(SliceOp, v, axis=axis, start=1, stop=n), filled, axis=axis)
    return b.op(ConcatOp, filled, b.op(SliceOp, v, axis=axis, start=0, stop=n - 1), axis=axis)


@vjp(ProdOp)
def _prod(b, op, g):
    x = op.x
    t = x.type
    spread = expand(b, g, t, op.axes, op.keepdim)
    if t.numel == 0:
        return [const(b, 0.0, x)]
    axes = list(op.axes)
    kept = [d for d in range(t.rank) if d not in axes]
    if len(axes) == 1:
        return [mul(b, spread, _others(b, x, axes[0]))]
    perm = kept + axes                      # the reduced axes last, as one
    moved = b.op(TransposeOp, x, perm=perm) if perm != list(range(t.rank)) else x
    flat_shape = [t.shape[d] for d in kept] + [math.prod(t.shape[d] for d in axes)]
    flat = b.op(ReshapeOp, moved, shape=flat_shape)
    others = b.op(ReshapeOp, _others(b, flat, len(kept)), shape=list(moved.type.shape))
    if moved is not x:
        inverse = [perm.index(d) for d in range(t.rank)]
        others = b.op(TransposeOp, others, perm=inverse)
    return [mul(b, spread, others)]


def _others(b, x, axis: int):
    """Per element, the product of the other elements along `axis`: the exclusive cumprods
    from both ends, multiplied."""
    before = _shifted(b, b.op(CumprodOp, x, axis=axis), axis, False, 1.0)
    after = _shifted(b, b.op(CumprodOp, x, axis=axis, reverse=True), axis, True, 1.0)
    return mul(b, before, after)
