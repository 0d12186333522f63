"""PyTorch's tests of floating-point values and small products, as compositions of existing
ops merged into `ops.COMPOSITES`: `isnan`, `isinf`, `isfinite`, `nan_to_num`, `log2`,
`log10`, `clamp_min`, `clamp_max`, `mv`, `addmm`, `addmv` and `baddbmm`, with PyTorch's
names, argument names, defaults and gradients (`nan_to_num` passes the gradient where it
keeps the value). Bad arguments are `IRError`s naming the function.
"""
from __future__ import annotations

import math

import numpy as np

from ..ir.core import IRError, Value
from ..ir.types import DType
from .arguments import is_number, plain as _plain


def isnan(op, input) -> Value:
    """True where `input` is NaN, as `torch.isnan`."""
    x = op.tensor(input, "isnan")
    return op("ne", x, x)


def isinf(op, input) -> Value:
    """True where `input` is +inf or -inf, as `torch.isinf`."""
    x = op.tensor(input, "isinf")
    if not x.type.dtype.is_float:
        return op("ne", x, x)
    return op("eq", op("abs", x), math.inf)


def isfinite(op, input) -> Value:
    """True where `input` is neither NaN nor infinite, as `torch.isfinite`."""
    x = op.tensor(input, "isfinite")
    if not x.type.dtype.is_float:
        return op("eq", x, x)
    return op("lt", op("abs", x), math.inf)


def nan_to_num(op, input, nan=0.0, posinf=None, neginf=None) -> Value:
    """`input` with NaN replaced by `nan`, +inf by `posinf` and -inf by `neginf` (the
    dtype's largest and lowest finite numbers by default), as `torch.nan_to_num`."""
    x = op.tensor(input, "nan_to_num")
    if not x.type.dtype.is_float:
        return x
    finfo = np.finfo(x.type.dtype.numpy)
    high = float(finfo.max) if posinf is None else float(_plain(posinf))
    low = float(finfo.min) if neginf is None else float(_plain(neginf))
    out = op("where", op("ne", x, x), float(_plain(nan)), x)
    out = op("where", op("eq", x, math.inf), high, out)
    return op("where", op("eq", x, -math.inf), low, out)


def log2(op, input) -> Value:
    """The base-2 logarithm, as `torch.log2`."""
    return op("div", op("log", op.tensor(input, "log2")), math.log(2.0))


def log10(op, input) -> Value:
    """The base-10 logarithm, as `torch.log10`."""
    return op("div", op("log", op.tensor(input, "log10")), math.log(10.0))


def clamp_min(op, input, min) -> Value:
    """max(input, min), the gradient passed where input >= min, as `torch.clamp_min`."""
    return op("where", op("lt", op.tensor(input, "clamp_min"), min), min, input)


def clamp_max(op, input, max) -> Value:
    """min(input, max), the gradient passed where input <= max, as `torch.clamp_max`."""
    return op("where", op("gt", op.tensor(input, "clamp_max"), max), max, input)


def _scaled(op, what: str, x: Value, factor) -> Value:
    if not is_number(factor):
        raise IRError(f"'{what}' beta and alpha must be numbers, got {factor!r}")
    return x if _plain(factor) == 1 else op("mul", x, _plain(factor))


def _ranked(op, what: str, x, rank: int) -> Value:
    x = op.tensor(x, what)
    if x.type.rank != rank:
        raise IRError(f"'{what}' expects a {rank}-D tensor here, got {x.type}")
    return x


def mv(op, input, vec) -> Value:
    """The product of the matrix `input` [n, m] and the vector `vec` [m], as `torch.mv`."""
    a, v = _ranked(op, "mv", input, 2), _ranked(op, "mv", vec, 1)
    if a.type.shape[1] != v.type.shape[0]:
        raise IRError(f"'mv' size mismatch: {a.type} and {v.type}")
    column = op("matmul", a, op("reshape", v, [v.type.numel, 1]))
    return op("reshape", column, [a.type.shape[0]])


def _add_product(op, what: str, input, product: Value, beta, alpha) -> Value:
    product = _scaled(op, what, product, alpha)
    if _plain(beta) == 0:                  # PyTorch ignores input then (NaN included)
        return product
    return op("add", _scaled(op, what, op.tensor(input, what), beta), product)


def addmm(op, input, mat1, mat2, beta=1, alpha=1) -> Value:
    """beta input + alpha (mat1 @ mat2), `input` broadcast, as `torch.addmm`."""
    a, b = _ranked(op, "addmm", mat1, 2), _ranked(op, "addmm", mat2, 2)
    return _add_product(op, "addmm", input, op("matmul", a, b), beta, alpha)


def addmv(op, input, mat, vec, beta=1, alpha=1) -> Value:
    """beta input + alpha (mat @ vec), as `torch.addmv`."""
    return _add_product(op, "addmv", input, mv(op, mat, vec), beta, alpha)


def baddbmm(op, input, batch1, batch2, beta=1, alpha=1) -> Value:
    """beta input + alpha (batch1 @ batch2) of two [b, n, m] and [b, m, p] batches, as
    `torch.baddbmm`."""
    a, b = _ranked(op, "baddbmm", batch1, 3), _ranked(op, "baddbmm", batch2, 3)
    if a.type.shape[0] != b.type.shape[0]:
        raise IRError(f"'baddbmm' batch sizes differ: {a.type} and {b.type}")
    return _add_product(op, "baddbmm", input, op("matmul", a, b), beta, alpha)


#: the compositions of this module, by PyTorch's name (merged into `ops.COMPOSITES`).
MATH_FUNCTIONS = {
    "isnan": isnan, "isinf": isinf, "isfinite": isfinite, "nan_to_num": nan_to_num,
    "log2": log2, "log10": log10, "clamp_min": clamp_min, "clamp_max": clamp_max, "mv": mv,
    "addmm": addmm, "addmv": addmv, "baddbmm": baddbmm,
}
