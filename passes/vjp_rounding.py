"""The VJP rules of the rounding ops and the remainders, as PyTorch's.

floor, ceil, round, trunc and sign are piecewise constant: their gradient is zero (not none:
a value computed from them still requires grad, and its inputs get a zero gradient, as in
PyTorch). remainder and fmod pass `g` to the dividend and `-g floor(x / y)` (remainder) or
`-g trunc(x / y)` (fmod) to the divisor.
"""
from __future__ import annotations

from ..ir.tensor import (CeilOp, DivOp, FloorOp, FmodOp, NegOp, RemainderOp, RoundOp, SignOp,
                         TruncOp)
from .vjp_rules import const, mul, vjp


@vjp(FloorOp, CeilOp, RoundOp, TruncOp, SignOp)
def _piecewise_constant(b, op, g):
    return [const(b, 0.0, op.x)]


@vjp(RemainderOp, FmodOp)
def _remainder(b, op, g):
    rounding = FloorOp if isinstance(op, RemainderOp) else TruncOp
    quotient = b.op(rounding, b.op(DivOp, op.lhs, op.rhs), hint="quotient")
    return [g, b.op(NegOp, mul(b, g, quotient))]
