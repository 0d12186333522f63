"""The VJP rules of the scans (cumsum, cumprod), of prod and of the remainders.

- cumsum: the gradient is the cumsum of `g` the other way along the axis.
- prod: the gradient of element i is `g` times the product of the other elements, made of two
  exclusive cumprods (from the start up to i, from the end down to i): exact where elements
  are zero, with no division (PyTorch's `prod_safe_zeros_backward`).
- cumprod: `y_k = x_0 ... x_k`, so `d/dx_i = sum_{k >= i} g_k prod_{j <= k, j != i} x_j`.
  Before the first zero of a row that is `rcumsum(g y)_i / x_i` (rcumsum: the cumsum from the
  end; `y_k` is 0 from the first zero on); at the first zero z it is `rcumsum(g y')_z`, with y'
  the cumprod of x with that zero replaced by 1; after it, 0 (every product holds x_z = 0).
  PyTorch's `cumprod_backward` splits the rows the same way.
- remainder and fmod: `g` for the dividend, `-g floor(x / y)` (remainder) or `-g trunc(x / y)`
  (fmod) for the divisor, as PyTorch's.
The rules build primitives only, so their output can be differentiated again.
"""
from __future__ import annotations

from ..ir.tensor import (ConcatOp, CumprodOp, CumsumOp, DivOp, EqOp, FloorOp, FmodOp, MulOp,
                         NegOp, ProdOp, RemainderOp, ReshapeOp, SliceOp, TransposeOp, TruncOp,
                         WhereOp)
from .vjp_rules import const, expand, mul, vjp


@vjp(RemainderOp, FmodOp)
def _remainder(b, op, g):
    rounding = FloorOp if isinstance(op, RemainderOp) else TruncOp
    quotient = b.op(rounding, b.op(DivOp, op.lhs, op.rhs), hint="quotient")
    return [g, b.op(NegOp, mul(b, g, quotient))]


@vjp(CumsumOp)
def _cumsum(b, op, g):
    return [b.op(CumsumOp, g, axis=op.axis, reverse=not op.reverse)]


@vjp(CumprodOp)
def _cumprod(b, op, g):
    x, y, axis = op.x, op.result, op.axis

    def scan(cls, v, backward=False):
        """The scan along the op's direction, or the other way (`backward`)."""
        return b.op(cls, v, axis=axis, reverse=op.reverse != backward)
    one, zero = const(b, 1.0, x), const(b, 0.0, x)
    zero_count = b.op(WhereOp, b.op(EqOp, x, zero), one, zero, hint="is_zero")
    zeros_so_far = scan(CumsumOp, zero_count)
    before = b.op(EqOp, zeros_so_far, zero, hint="before_zero")
    first = b.op(EqOp, mul(b, zeros_so_far, zero_count), one, hint="first_zero")
    d_before = b.op(DivOp, scan(CumsumOp, mul(b, g, y), backward=True),
                    b.op(WhereOp, before, x, one))
    y_past = scan(CumprodOp, b.op(WhereOp, first, one, x))
    d_first = scan(CumsumOp, mul(b, g, y_past), backward=True)
    return [b.op(WhereOp, before, d_before, b.op(WhereOp, first, d_first, zero))]


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
    flat_shape = [t.shape[d] for d in kept] + [t.numel // max(1, _size(t, kept))]
    flat = b.op(ReshapeOp, moved, shape=flat_shape)
    others = b.op(ReshapeOp, _others(b, flat, len(kept)), shape=list(moved.type.shape))
    if moved is not x:
        inverse = [perm.index(d) for d in range(t.rank)]
        others = b.op(TransposeOp, others, perm=inverse)
    return [mul(b, spread, others)]


def _size(t, dims) -> int:
    n = 1
    for d in dims:
        n *= t.shape[d]
    return n


def _others(b, x, axis: int):
    """Per element, the product of the other elements along `axis` (exclusive cumprods from
    both ends, multiplied)."""
    n = x.type.shape[axis]
    ones_shape = list(x.type.shape)
    ones_shape[axis] = 1
    if n == 1:
        return const(b, 1.0, x)
    ones = b.constant(1.0, ones_shape, x.type.dtype, hint="one")
    left = b.op(SliceOp, b.op(CumprodOp, x, axis=axis), axis=axis, start=0, stop=n - 1)
    right = b.op(SliceOp, b.op(CumprodOp, x, axis=axis, reverse=True), axis=axis, start=1,
                 stop=n)
    return mul(b, b.op(ConcatOp, ones, left, axis=axis), b.op(ConcatOp, right, ones, axis=axis))
