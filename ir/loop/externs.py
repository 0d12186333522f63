"""Extern kernels: what `loop.call @name(...)` runs when `@name` is not a kernel of the module.

Each extern is one row: how it checks its buffer arguments and what it computes (numpy, for the
reference interpreter). Codegen keeps its own row per extern (a BLAS call for `matmul`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import numpy as np

from ..core import IRError
from ..types import BufferType


@dataclass(frozen=True)
class Extern:
    name: str
    check: Callable[[list[BufferType], dict], None]
    run: Callable[..., None]


def matmul_dims(types: list[BufferType], attrs: dict) -> tuple[int, int, int, int]:
    """(batch, M, N, K) of `out = op(lhs) @ op(rhs)`, `op` transposing the last two dims.

    The buffers have one rank, two or more, and equal leading dims; contiguous, they are
    `batch` (the product of the leading dims, 1 at rank 2) matrices each, one after the other.
    """
    if len(types) != 3:
        raise IRError(f"'@matmul' takes (lhs, rhs, out) buffers, got {len(types)}")
    a, b, out = types
    if not (a.dtype == b.dtype == out.dtype) or not a.dtype.is_float:
        raise IRError(f"'@matmul' needs equal floating-point dtypes, got {a}, {b}, {out}")
    if not len(a.shape) == len(b.shape) == len(out.shape) or len(a.shape) < 2:
        raise IRError(f"'@matmul' needs buffers of one rank, at least 2, got {a}, {b}, {out}")
    m, k = a.shape[-2:][::-1] if attrs.get("transpose_lhs") else a.shape[-2:]
    k2, n = b.shape[-2:][::-1] if attrs.get("transpose_rhs") else b.shape[-2:]
    if k != k2 or out.shape[-2:] != (m, n) or not a.shape[:-2] == b.shape[:-2] == out.shape[:-2]:
        raise IRError(f"'@matmul' shapes do not agree: {a}, {b} -> {out}")
    return math.prod(a.shape[:-2]), m, n, k


def _matmul(a, b, out, transpose_lhs=False, transpose_rhs=False, **_):
    if transpose_lhs:
        a = np.swapaxes(a, -1, -2)
    if transpose_rhs:
        b = np.swapaxes(b, -1, -2)
    np.matmul(a, b, out=out)


EXTERNS: dict[str, Extern] = {
    "matmul": Extern("matmul", lambda types, attrs: matmul_dims(types, attrs) and None,
                     _matmul),
}
