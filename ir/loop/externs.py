"""Extern kernels: what `loop.call @name(...)` runs when `@name` is not a kernel of the module.

Each extern is one row: how it checks its buffer arguments and what it computes (numpy, for the
reference interpreter). Codegen keeps its own row per extern (a BLAS call for `matmul`).
"""
from __future__ import annotations

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
    """(batch, M, N, K) of `out = op(lhs) @ op(rhs)`, `op` transposing the last two dims."""
    if len(types) != 3:
        raise IRError(f"'@matmul' takes (lhs, rhs, out) buffers, got {len(types)}")
    a, b, out = types
    if not (a.dtype == b.dtype == out.dtype) or not a.dtype.is_float:
        raise IRError(f"'@matmul' needs equal floating-point dtypes, got {a}, {b}, {out}")
    if not (len(a.shape) == len(b.shape) == len(out.shape)) or len(a.shape) not in (2, 3):
        raise IRError(f"'@matmul' needs rank-2 or rank-3 buffers, got {a}, {b}, {out}")
    m, k = a.shape[-2:][::-1] if attrs.get("transpose_lhs") else a.shape[-2:]
    k2, n = b.shape[-2:][::-1] if attrs.get("transpose_rhs") else b.shape[-2:]
    batch = a.shape[0] if len(a.shape) == 3 else 1
    if k != k2 or out.shape[-2:] != (m, n) or (len(a.shape) == 3 and
                                               not a.shape[0] == b.shape[0] == out.shape[0]):
        raise IRError(f"'@matmul' shapes do not agree: {a}, {b} -> {out}")
    return batch, m, n, k


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
