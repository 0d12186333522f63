"""PyTorch's top-level functions whose result's shape depends on the values (`nonzero`,
`argwhere`, `where(condition)` alone, `masked_select`, `unique`, `bincount`,
`repeat_interleave` by a tensor of counts) and more elementwise and shape helpers
(`count_nonzero`, `diff`, `cross`, `heaviside`, `hypot`, `exp2`,
`xlogy`; `cosine_similarity` and `pairwise_distance` are `nn.functional`'s), with PyTorch's
names, arguments and results.

The first kind read the values they need (`np.asarray`): inside a compiled function that read
is a graph break, as it is in torch.compile, and under `fullgraph=True` it is refused with the
reason. What they compute after the read is aotgrad's ops, so `masked_select` is
differentiable, as PyTorch's is. The others are compositions of aotgrad's ops:
eager, traced and differentiable alike.
"""
from __future__ import annotations

import numpy as np

from .. import functions as ops
from ..frontend.operators import TensorOperators
from ..ir.errors import ShapeError
from .functional_extra import pairwise_distance
from .functional_nn import cosine_similarity
from .tensor import tensor


def _refuse(message: str) -> ShapeError:
    """A `ShapeError` located at the user's line."""
    from ..frontend.tracer import user_location
    return ShapeError(message, user_location())


def _values(x) -> np.ndarray:
    """The values of `x` (read: a graph break inside a compiled function)."""
    return np.asarray(x)


# --------------------------------------------------------------------------- data-dependent

def nonzero(input, *, as_tuple: bool = False):
    """The indices of the non-zero entries, [count, rank] (i64), or one index tensor per dim
    with `as_tuple=True`, as `torch.nonzero`."""
    values = _values(input)
    rank = values.ndim
    found = np.nonzero(np.atleast_1d(values))
    if as_tuple:
        return tuple(tensor(np.asarray(i, np.int64)) for i in found)
    return tensor(np.stack(found, axis=1).astype(np.int64) if rank else
                  np.zeros((len(found[0]), 0), np.int64))


def argwhere(input):
    """`nonzero(input)`, as `torch.argwhere`."""
    return nonzero(input)


def where(condition, input=None, other=None, **kwargs):
    """`input` where `condition`, else `other`; alone, `nonzero(condition, as_tuple=True)`."""
    if input is None and other is None and not kwargs:
        return nonzero(condition, as_tuple=True)
    if input is None or other is None:
        return ops.where(condition, *(a for a in (input, other) if a is not None), **kwargs)
    return ops.where(condition, input, other, **kwargs)


def masked_select(input, mask):
    """The entries of `input` where `mask` (broadcast with it) is true, as one 1-D tensor, in
    order, as `torch.masked_select` (differentiable in `input`)."""
    values = _values(mask).astype(bool)
    shape = np.broadcast_shapes(tuple(input.shape), values.shape)
    x = input.expand(*shape).reshape(-1)
    picked = np.flatnonzero(np.broadcast_to(values, shape))
    return ops.index_select(x, 0, tensor(picked.astype(np.int64)))


def unique(input, sorted: bool = True, return_inverse: bool = False,
           return_counts: bool = False, dim: int | None = None):
    """The distinct values (ascending), and optionally where each entry's value is in them
    and how often each occurs, as `torch.unique` (not differentiable, as PyTorch's)."""
    values = _values(input)
    if dim is None:
        out = np.unique(values, return_inverse=True, return_counts=True)
        inverse = out[1].reshape(values.shape)
    else:
        out = np.unique(values, return_inverse=True, return_counts=True, axis=dim)
        inverse = out[1].reshape(-1)
    result = [tensor(out[0])]
    if return_inverse:
        result.append(tensor(inverse.astype(np.int64)))
    if return_counts:
        result.append(tensor(out[2].astype(np.int64)))
    return result[0] if len(result) == 1 else tuple(result)


def bincount(input, weights=None, minlength: int = 0):
    """How often each value 0, 1, ... occurs in the 1-D non-negative integer `input` (or the
    sum of `weights` at each), of length max(input) + 1 or `minlength`, as `torch.bincount`
    (not differentiable, as PyTorch's)."""
    values = _values(input)
    if values.ndim != 1 or values.dtype.kind not in "iu":
        raise _refuse(f"bincount only supports 1-d non-negative integral inputs, got"
                         f" {values.dtype}{list(values.shape)}")
    if values.size and values.min() < 0:
        raise ValueError("bincount only supports 1-d non-negative integral inputs.")
    if minlength < 0:
        raise ValueError("minlength should be >= 0")
    n = max(int(values.max()) + 1 if values.size else 0, minlength)
    if weights is None:
        return tensor(np.bincount(values, minlength=n).astype(np.int64))
    if tuple(weights.shape) != values.shape:
        raise _refuse("weights should be 1-d and have the same length as input")
    w = weights.detach() if hasattr(weights, "_op") else \
        tensor(np.asarray(weights, np.float64))
    if not np.issubdtype(np.dtype(w.dtype), np.floating):
        w = w.double()
    return ops.scatter_add(ops.zeros(n, dtype=w.dtype), 0, tensor(values.astype(np.int64)), w)


_repeat_by_count = ops.repeat_interleave         # the frontend's: one integer count


def repeat_interleave(input, repeats=None, dim=None, *, output_size=None):
    """`input`'s entries repeated along `dim` by an integer or a tensor of counts (read)."""
    # The counts of a tensor are read: a graph break inside a compiled function, as in
    # torch.compile. `repeat_interleave(counts)` alone repeats each index its count of times.
    if repeats is None:
        counts = _values(input).astype(np.int64).reshape(-1)
        return tensor(np.repeat(np.arange(len(counts), dtype=np.int64), counts))
    if not hasattr(repeats, "_op") and not isinstance(repeats, np.ndarray):
        return _repeat_by_count(input, repeats, dim, output_size=output_size)
    counts = _values(repeats).astype(np.int64).reshape(-1)
    x, d = (input.reshape(-1), 0) if dim is None else (input, dim % len(input.shape))
    n = x.shape[d]
    if counts.size == 1:
        return _repeat_by_count(input, int(counts[0]), dim, output_size=output_size)
    if counts.size != n:
        raise _refuse(f"repeats must have the same size as input along dim, but got"
                         f" repeats.size(0) = {counts.size} and input.size({d}) = {n}")
    if (counts < 0).any():
        raise ValueError("repeats can not be negative")
    if output_size is not None and int(counts.sum()) != output_size:
        raise ValueError(f"repeat_interleave: output_size {output_size} is not the sum of the"
                         f" counts, {int(counts.sum())}")
    return ops.index_select(x, d, tensor(np.repeat(np.arange(n, dtype=np.int64), counts)))


# --------------------------------------------------------------------------- elementwise

def count_nonzero(input, dim=None):
    """How many entries are not zero (over `dim`, one or several dims, or all), as
    `torch.count_nonzero` (i64)."""
    nonzero = ops.ne(input, 0).long()
    return nonzero.sum() if dim is None else nonzero.sum(dim)


def heaviside(input, values):
    """0 where `input` < 0, 1 where > 0, `values` where it is 0, as `torch.heaviside`."""
    zero = ops.zeros_like(input)
    step = ops.where(ops.gt(input, 0), zero + 1, zero)
    return ops.where(ops.eq(input, 0), values + zero, step)


def hypot(input, other):
    """sqrt(input^2 + other^2), scaled by the larger magnitude so that it neither overflows
    nor underflows, as `torch.hypot` (its gradient x / hypot; 0 at the origin, where
    PyTorch's is NaN)."""
    a, b = ops.abs(input), ops.abs(other)
    big, small = ops.maximum(a, b), ops.minimum(a, b)
    safe = ops.where(ops.eq(big, 0), 1.0 + big * 0, big)
    ratio = small / safe
    return ops.where(ops.eq(big, 0), big, big * ops.sqrt(1.0 + ratio * ratio))


def exp2(input):
    """2 ** input, as `torch.exp2`."""
    return ops.exp(input * float(np.log(2.0)))


def xlogy(input, other):
    """input * log(other), 0 where `input` is 0 (unless `other` is NaN), as `torch.xlogy`."""
    product = input * ops.log(ops.where(ops.eq(input, 0), 1.0 + other * 0, other))
    return ops.where(ops.isnan(other), other + input * 0, product)


# --------------------------------------------------------------------------- shapes

def diff(input, n: int = 1, dim: int = -1, prepend=None, append=None):
    """The `n`-th forward difference along `dim` (after joining `prepend` and `append`), as
    `torch.diff`."""
    if n < 0:
        raise ValueError(f"order must be non-negative but got {n}")
    x = input
    parts = [p for p in (prepend, x, append) if p is not None]
    if len(parts) > 1:
        x = ops.cat(parts, dim)
    for _ in range(n):
        length = x.shape[dim]
        x = x.narrow(dim, 1, length - 1) - x.narrow(dim, 0, length - 1) if \
            x.dtype != np.bool_ else ops.ne(x.narrow(dim, 1, length - 1),
                                            x.narrow(dim, 0, length - 1))
    return x


def cross(input, other, dim: int | None = None):
    """The cross product of 3-vectors along `dim` (the first dim of size 3 when None, as
    `torch.cross`; `torch.linalg.cross` takes the last)."""
    shape = np.broadcast_shapes(tuple(input.shape), tuple(other.shape))
    if dim is None:
        dim = next((d for d, n in enumerate(shape) if n == 3), None)
        if dim is None:
            raise _refuse(f"no dimension of size 3 in input {list(shape)}")
    if shape[dim] != 3:
        raise _refuse(f"linalg.cross: inputs dimension {dim} must have length 3. Got"
                         f" {input.shape[dim]} and {other.shape[dim]}")
    a, b = input.expand(*shape), other.expand(*shape)
    a1, a2, a3 = (a.narrow(dim, k, 1) for k in range(3))
    b1, b2, b3 = (b.narrow(dim, k, 1) for k in range(3))
    return ops.cat([a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1], dim)


__all__ = ["nonzero", "argwhere", "where", "repeat_interleave", "masked_select", "unique", "bincount", "count_nonzero",
           "heaviside", "hypot", "exp2", "xlogy",
           "diff", "cross", "cosine_similarity", "pairwise_distance"]


def _as_method(fn):
    def method(self, *args, **kwargs):
        return fn(self, *args, **kwargs)
    method.__name__ = method.__qualname__ = fn.__name__
    method.__doc__ = f"`aotgrad.{fn.__name__}` with this tensor as its first argument."
    return method


def add_methods(*functions, replace: bool = False) -> None:
    """Each of `functions` as a method of every tensor, eager and traced (`x.nonzero()`),
    where the tensor has none of that name (or in its place, with `replace`)."""
    for fn in functions:
        if replace or not hasattr(TensorOperators, fn.__name__):
            setattr(TensorOperators, fn.__name__, _as_method(fn))


#: those of the functions above that PyTorch offers as tensor methods too (`x.nonzero()`), on
#: every tensor, eager and traced
add_methods(nonzero, argwhere, masked_select, unique, bincount, count_nonzero, heaviside,
            hypot, exp2, xlogy, diff, cross)
# the method of a tensor of counts too (the frontend's takes one integer count)
add_methods(repeat_interleave, replace=True)
