"""`aotgrad.linalg`: the norms and products of `torch.linalg` that training code reaches for
(`vector_norm`, `matrix_norm` and `norm` for the Frobenius and induced 1/inf norms, `vecdot`,
`cross`, `matmul`, `multi_dot`, `matrix_power`, `diagonal`), composed of aotgrad's ops with
PyTorch's arguments, results and gradients; the spectral and nuclear matrix norms (`ord=2`,
`-2`, `"nuc"`) from the singular values of `linalg_decompositions.py`, where the
decompositions are."""
from __future__ import annotations

import math

from .. import functions as ops
from .linalg_decompositions import svdvals
from .tensor_functions import diagonal as _diagonal
from .tensor_functions_math import chain_matmul, matrix_power
from .tensor_functions_more import _refuse, cross as _cross


def _dims(dim, rank: int):
    if dim is None:
        return None
    return tuple(d % rank for d in ((dim,) if isinstance(dim, int) else dim))


def vector_norm(x, ord=2, dim=None, keepdim: bool = False, *, dtype=None):
    """The `ord`-norm of `x` as a vector (over `dim`, or all of it), as
    `torch.linalg.vector_norm` (`ord` a number, inf, -inf or 0: the count of non-zeros)."""
    if dtype is not None:
        x = x.to(dtype)
    dims = _dims(dim, len(x.shape))
    absolute = ops.abs(x)

    def reduce(v, how: str):
        if dims is None:
            out = getattr(v, how)()
            return out.reshape(*[1] * len(x.shape)) if keepdim else out
        return getattr(v, how)(dims, keepdim=keepdim)
    if ord == math.inf:
        return reduce(absolute, "amax")
    if ord == -math.inf:
        return reduce(absolute, "amin")
    if ord == 0:
        return reduce(ops.ne(x, 0).to(x.dtype), "sum")
    if ord == 1:
        return reduce(absolute, "sum")
    if ord == 2:
        return ops.sqrt(reduce(x * x, "sum"))
    return reduce(absolute ** float(ord), "sum") ** (1.0 / float(ord))


def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim: bool = False, *, dtype=None):
    """The Frobenius norm, or the induced 1 / inf norm (the largest column / row sum of
    magnitudes; -1 / -inf the smallest), of the matrices over `dim`, as
    `torch.linalg.matrix_norm`."""
    if dtype is not None:
        A = A.to(dtype)
    if len(A.shape) < 2:
        raise _refuse(f"linalg.matrix_norm: The input tensor A must have at least 2"
                         f" dimensions, got {list(A.shape)}")
    rows, cols = _dims(dim, len(A.shape))
    if ord == "fro":
        return vector_norm(A, 2, (rows, cols), keepdim)
    if ord in ("nuc", 2, -2):
        moved = A.movedim((rows, cols), (-2, -1))
        s = svdvals(moved)
        out = s.sum(-1) if ord == "nuc" else s.amax(-1) if ord == 2 else s.amin(-1)
        if keepdim:
            for d in sorted((rows, cols)):
                out = out.unsqueeze(d)
        return out
    if ord not in (1, -1, math.inf, -math.inf):
        raise ValueError(f"linalg.matrix_norm: Order {ord} not supported.")
    summed, over = (rows, cols) if ord in (1, -1) else (cols, rows)
    sums = ops.abs(A).sum(summed, keepdim=True)
    out = sums.amax(over, keepdim=True) if ord > 0 else sums.amin(over, keepdim=True)
    if keepdim:
        return out
    return out.squeeze(max(rows, cols)).squeeze(min(rows, cols))


def norm(A, ord=None, dim=None, keepdim: bool = False, *, dtype=None):
    """`vector_norm` for a vector (or `dim` an int), `matrix_norm` for a matrix (or `dim` a
    pair); with neither `ord` nor `dim`, the 2-norm of the flattened tensor, as
    `torch.linalg.norm`."""
    if dim is None and ord is None:
        return vector_norm(A, 2, None, keepdim, dtype=dtype)
    dims = _dims(dim, len(A.shape))
    if (dims is not None and len(dims) == 2) or (dims is None and len(A.shape) == 2):
        return matrix_norm(A, "fro" if ord is None else ord, dims or (-2, -1), keepdim,
                           dtype=dtype)
    if dims is None and len(A.shape) != 1:
        raise ValueError(f"linalg.norm: If dim is not specified but ord is, the input must be"
                         f" 1D or 2D. Got {len(A.shape)}D.")
    return vector_norm(A, 2 if ord is None else ord, dims, keepdim, dtype=dtype)


def vecdot(x, y, *, dim: int = -1):
    """The dot product along `dim`, broadcast over the others, as `torch.linalg.vecdot`."""
    return (x * y).sum(dim)


def cross(input, other, *, dim: int = -1):
    """The cross product along `dim` (the last by default), as `torch.linalg.cross`."""
    return _cross(input, other, dim=dim)


def matmul(input, other):
    """`aotgrad.matmul`, as `torch.linalg.matmul`."""
    return ops.matmul(input, other)


def multi_dot(tensors):
    """The product of the matrices (the first may be a row vector, the last a column), as
    `torch.linalg.multi_dot`."""
    tensors = list(tensors)
    if len(tensors) < 2:
        raise ValueError("multi_dot(): expected at least 2 tensors but got"
                         f" {len(tensors)}")
    first_vector, last_vector = len(tensors[0].shape) == 1, len(tensors[-1].shape) == 1
    if first_vector:
        tensors[0] = tensors[0].reshape(1, -1)
    if last_vector:
        tensors[-1] = tensors[-1].reshape(-1, 1)
    out = chain_matmul(*tensors)
    if first_vector and last_vector:
        return out.reshape(())
    if first_vector:
        return out.reshape(-1)
    return out.reshape(-1) if last_vector else out


def diagonal(A, *, offset: int = 0, dim1: int = -2, dim2: int = -1):
    """The diagonals of the matrices, as `torch.linalg.diagonal`."""
    return _diagonal(A, offset, dim1, dim2)


__all__ = ["vector_norm", "matrix_norm", "norm", "vecdot", "cross", "matmul", "multi_dot",
           "matrix_power", "diagonal"]
