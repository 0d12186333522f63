"""PyTorch's binning, indexing and order-statistics functions, composed of aotgrad's ops:
eager, traced into `aotgrad.compile` and differentiable where PyTorch's are, with PyTorch's
names, arguments and results: `bucketize` and `searchsorted` (counts of comparisons with the
sorted boundaries), `histc` (a scatter-add of static size), `index_add`, `index_copy`,
`index_fill`, `take`, `equal`, and `median`, `nanmedian` and `quantile` (from `sort` and
`kthvalue`, in the graph: no graph break).
"""
from __future__ import annotations

import numpy as np

from .. import functions as ops
from ..frontend.sort_ops import ValuesIndices
from .tensor import tensor
from .tensor_functions_math import _as_tensor
from .tensor_functions_more import add_methods


# --------------------------------------------------------------------------- binning

def bucketize(input, boundaries, *, out_int32: bool = False, right: bool = False):
    """For each entry, the index of the first of the sorted `boundaries` at or above it (above
    it with `right=True`), as `torch.bucketize`: a count of comparisons."""
    x = _as_tensor(input)
    b = _as_tensor(boundaries, x)
    shape = list(x.shape)
    wide = x.reshape(*shape, 1)
    below = ops.le(b, wide) if right else ops.lt(b, wide)
    out = below.long().sum(-1)
    return out.to(np.int32) if out_int32 else out


def searchsorted(sorted_sequence, input, *, out_int32: bool = False, right: bool = False,
                 side: str | None = None, sorter=None):
    """Where each entry of `input` would go in the sorted last dim of `sorted_sequence`, as
    `torch.searchsorted` (`side="right"` as `right=True`)."""
    if sorter is not None:
        raise ValueError("searchsorted: sorter is not supported; sort the sequence first")
    right = right or side == "right"
    seq = _as_tensor(sorted_sequence)
    x = _as_tensor(input, seq)
    if len(seq.shape) == 1:
        return bucketize(x, seq, out_int32=out_int32, right=right)
    wide = x.unsqueeze(-1)
    below = ops.le(seq.unsqueeze(-2), wide) if right else ops.lt(seq.unsqueeze(-2), wide)
    out = below.long().sum(-1)
    return out.to(np.int32) if out_int32 else out


def histc(input, bins: int = 100, min: float = 0, max: float = 0):
    """Counts of the entries in `bins` equal bins over [min, max] (the data's range when both
    are 0; the last bin includes max; entries outside are not counted), as `torch.histc`."""
    x = _as_tensor(input).reshape(-1)
    if min == max == 0:
        values = np.asarray(x)                    # the range: read (a graph break if traced)
        min, max = (float(values.min()), float(values.max())) if values.size else (0.0, 0.0)
    if min == max:
        min, max = min - 1, max + 1
    width = (max - min) / bins
    index = ops.floor((x - min) / width).long()
    index = ops.where(ops.eq(x, max), bins - 1, index)
    inside = ops.where(ops.ge(x, min), ops.le(x, max), False)
    safe = ops.where(inside, index, 0)
    counts = ops.scatter_add(ops.zeros(bins, dtype=x.dtype), 0, safe,
                             inside.to(x.dtype))
    return counts


# --------------------------------------------------------------------------- indexing

def index_add(input, dim: int, index, source, *, alpha=1):
    """`input` with `alpha * source`'s slices added at `index` along `dim` (repeats
    accumulating), as `torch.index_add`."""
    idx = _as_tensor(index).long()
    dim %= len(input.shape)
    shape = list(source.shape)
    view = [1] * len(shape)
    view[dim] = shape[dim]
    spread = idx.reshape(*view).expand(*shape)
    added = source * alpha if alpha != 1 else source
    return ops.scatter_add(input, dim, spread, added)


def index_copy(input, dim: int, index, source):
    """`input` with `source`'s slices copied to `index` along `dim`, as `torch.index_copy`."""
    dim %= len(input.shape)
    idx = _as_tensor(index).long()
    n = input.shape[dim]
    hit = ops.eq(ops.arange(n).reshape(n, 1), idx.reshape(1, -1))        # [n, k]
    taken = hit.long().sum(1) > 0
    # the slice of source each position takes (the last index naming it)
    which = (hit.long() * ops.arange(1, idx.shape[0] + 1).reshape(1, -1)).amax(1) - 1
    picked = ops.index_select(source, dim, ops.where(taken, which, 0))
    shape = [1] * len(input.shape)
    shape[dim] = n
    return ops.where(taken.reshape(*shape), picked, input)


def index_fill(input, dim: int, index, value):
    """`input` with the slices at `index` along `dim` set to `value`, as
    `torch.index_fill`."""
    dim %= len(input.shape)
    idx = _as_tensor(index).long().reshape(1, -1)
    n = input.shape[dim]
    taken = ops.eq(ops.arange(n).reshape(n, 1), idx).long().sum(1) > 0
    shape = [1] * len(input.shape)
    shape[dim] = n
    return ops.where(taken.reshape(*shape), value, input)


def take(input, index):
    """The entries of the flattened `input` at `index`, in its shape, as `torch.take`."""
    idx = _as_tensor(index).long()
    flat = input.reshape(-1)
    n = flat.shape[0]
    picked = ops.index_select(flat, 0, ops.where(ops.lt(idx.reshape(-1), 0),
                                                 idx.reshape(-1) + n, idx.reshape(-1)))
    return picked.reshape(*idx.shape)


def equal(input, other) -> bool:
    """Whether the two have one shape and the same values, as `torch.equal` (a Python bool:
    its value is read)."""
    if tuple(input.shape) != tuple(other.shape):
        return False
    return bool(np.asarray(ops.eq(input, other).all()))


# --------------------------------------------------------------------------- order statistics

def median(input, dim=None, keepdim: bool = False):
    """The lower median (of all entries, or along `dim` with its index), NaN where there is
    a NaN, as `torch.median`."""
    x = input
    if dim is None:
        flat = x.reshape(-1)
        n = flat.shape[0]
        value = ops.kthvalue(flat, (n + 1) // 2, 0).values
        return ops.where(ops.isnan(flat).any(), float("nan"), value)
    n = x.shape[dim]
    found = ops.kthvalue(x, (n + 1) // 2, dim, keepdim)
    nan = ops.isnan(x)
    has_nan = nan.any(dim, keepdim=keepdim)
    first_nan = nan.long().argmax(dim, keepdim=keepdim)
    return ValuesIndices(ops.where(has_nan, float("nan"), found.values),
                         ops.where(has_nan, first_nan, found.indices))


def nanmedian(input, dim=None, keepdim: bool = False):
    """The lower median of the entries that are not NaN, as `torch.nanmedian`: sorted with
    the NaNs last, the entry at (count - 1) // 2."""
    x = input
    if dim is None:
        x, dim, squeeze = x.reshape(-1), 0, True
    else:
        squeeze = False
    dim %= len(x.shape)
    order = ops.argsort(x, dim)
    ordered = ops.take_along_dim(x, order, dim)
    count = ops.logical_not(ops.isnan(x)).long().sum(dim, keepdim=True)
    at = ops.maximum(count - 1, 0) // 2
    values = ops.take_along_dim(ordered, at, dim)
    indices = ops.take_along_dim(order, at, dim)
    if squeeze:
        return values.reshape(())
    if not keepdim:
        values, indices = values.squeeze(dim), indices.squeeze(dim)
    return ValuesIndices(values, indices)


INTERPOLATIONS = ("linear", "lower", "higher", "midpoint", "nearest")


def quantile(input, q, dim=None, keepdim: bool = False, *, interpolation: str = "linear"):
    """The `q`-quantiles (a number, or a 1-D tensor of them, in [0, 1]) of all entries or
    along `dim`, interpolated between the two nearest order statistics as `interpolation`
    says, as `torch.quantile` (NaN where there is a NaN)."""
    if interpolation not in INTERPOLATIONS:
        raise ValueError(f"quantile() interpolation must be one of {', '.join(INTERPOLATIONS)}."
                         f" Got {interpolation}")
    x = input
    if dim is None:
        x, dim = x.reshape(-1), 0
        if keepdim:
            raise ValueError("quantile: keepdim without dim is not supported; flatten first")
    dim %= len(x.shape)
    scalar = not hasattr(q, "_op") and np.ndim(q) == 0
    qs = np.atleast_1d(np.asarray(q if not hasattr(q, "_op") else np.asarray(q), np.float64))
    if (qs < 0).any() or (qs > 1).any():
        raise ValueError("quantile() q values must be in the range [0, 1]")
    n = x.shape[dim]
    ordered = ops.sort(x, dim).values
    position = qs * (n - 1)
    below, above = np.floor(position).astype(np.int64), np.ceil(position).astype(np.int64)
    if interpolation == "nearest":
        below = above = np.round(position).astype(np.int64)      # ties to even, as PyTorch
    low = ops.index_select(ordered, dim, tensor(below))
    high = ops.index_select(ordered, dim, tensor(above))
    if interpolation == "lower" or interpolation == "nearest":
        out = low
    elif interpolation == "higher":
        out = high
    else:
        weight = np.full(len(qs), 0.5) if interpolation == "midpoint" else position - below
        shape = [1] * len(x.shape)
        shape[dim] = len(qs)
        w = tensor(weight.astype(np.dtype(x.dtype))).reshape(*shape)
        out = low + (high - low) * w
    nan = ops.isnan(x).any(dim, keepdim=True)
    out = ops.where(nan, float("nan"), out)
    out = out.movedim(dim, 0)                              # q's dim first, as PyTorch
    if keepdim:
        out = out.unsqueeze(dim + 1)
    return out[0] if scalar else out


__all__ = ["bucketize", "searchsorted", "histc", "index_add", "index_copy", "index_fill",
           "take", "equal", "median", "nanmedian", "quantile"]

#: those that PyTorch offers as tensor methods too, on every tensor, eager and traced
add_methods(equal, histc, index_add, index_copy, index_fill, take, median, nanmedian,
            quantile)
