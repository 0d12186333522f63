"""Rounding and the remainders: `floor`, `ceil`, `round` (half to even), `trunc`, `sign`,
`remainder` (the divisor's sign, as Python's `%` and `torch.remainder`) and `fmod` (the
dividend's sign, as C's `fmod` and `torch.fmod`).

The rounding ops and `sign` are piecewise constant: their gradient is zero, as PyTorch's.
`remainder` and `fmod` are differentiable: d/dx = 1, d/dy = -floor(x/y) or -trunc(x/y).
"""
from __future__ import annotations

import numpy as np

from .elementwise import BinaryOp, UnaryOp


def _sign(x):
    """-1, 0 or 1 as PyTorch's sign: (0 < x) - (x < 0), so -0.0 and NaN give 0."""
    return ((x > 0).astype(x.dtype) - (x < 0).astype(x.dtype)).astype(x.dtype)


def _remainder(a, b):
    """fmod, moved into the divisor's sign where it is nonzero and the signs differ (the
    formula of PyTorch's kernels, so the rounding is theirs)."""
    mod = np.fmod(a, b)
    moved = (mod != 0) & ((b < 0) != (mod < 0))
    return np.where(moved, mod + b, mod).astype(mod.dtype)


def _integer_safe(fn):
    """`fn` of integers, with numpy's 0 where the divisor is 0 (no warning, no trap)."""
    def apply(a, b):
        if np.asarray(b).dtype.kind in "iu":
            zero = b == 0
            return np.where(zero, 0, fn(a, np.where(zero, 1, b))).astype(np.asarray(a).dtype)
        return fn(a, b)
    return staticmethod(apply)


class FloorOp(UnaryOp):
    """The largest integer not above x."""

    name = "tensor.floor"
    numpy_fn = np.floor


class CeilOp(UnaryOp):
    """The smallest integer not below x."""

    name = "tensor.ceil"
    numpy_fn = np.ceil


class RoundOp(UnaryOp):
    """The nearest integer, ties to even (PyTorch's and numpy's `round`)."""

    name = "tensor.round"
    numpy_fn = np.rint


class TruncOp(UnaryOp):
    """x rounded toward zero."""

    name = "tensor.trunc"
    numpy_fn = np.trunc


class SignOp(UnaryOp):
    """-1, 0 or 1 as x is negative, zero or positive; 0 for NaN, as PyTorch's."""

    name = "tensor.sign"
    float_only = False
    numpy_fn = staticmethod(_sign)
    bool_refusal = "sign of a bool tensor is the tensor itself"


class RemainderOp(BinaryOp):
    """x - y floor(x / y): the result has the divisor's sign (Python's `%`)."""

    name = "tensor.remainder"
    numpy_fn = _integer_safe(_remainder)
    bool_refusal = "remainder of bool tensors is not supported"


class FmodOp(BinaryOp):
    """x - y trunc(x / y): the result has the dividend's sign (C's `fmod`)."""

    name = "tensor.fmod"
    numpy_fn = _integer_safe(np.fmod)
    bool_refusal = "fmod of bool tensors is not supported"
