"""The VJP rules of the inverse tangents, as PyTorch's: atan passes g / (1 + x^2); atan2(y, x)
passes g x / (x^2 + y^2) to y and -g y / (x^2 + y^2) to x (NaN at the origin, as PyTorch's)."""
from __future__ import annotations

from ..ir.tensor import AddOp, Atan2Op, AtanOp, DivOp, NegOp
from .vjp_rules import const, mul, vjp


@vjp(AtanOp)
def _atan(b, op, g):
    x = op.x
    return [b.op(DivOp, g, b.op(AddOp, const(b, 1.0, x), mul(b, x, x)))]


@vjp(Atan2Op)
def _atan2(b, op, g):
    y, x = op.lhs, op.rhs
    scale = b.op(DivOp, g, b.op(AddOp, mul(b, x, x), mul(b, y, y)), hint="scale")
    return [mul(b, scale, x), b.op(NegOp, mul(b, scale, y))]
