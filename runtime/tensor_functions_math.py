"""More of PyTorch's top-level math, shape and index functions, composed of aotgrad's ops:
eager, traced into `aotgrad.compile` and differentiable where PyTorch's are, with PyTorch's
names, arguments and results.

Reductions that skip NaNs (`nansum`, `nanmean`), `aminmax`, elementwise `erfc`, `sgn`,
`signbit`, `copysign`, `float_power`, `rsub`, `positive`, `fmax`/`fmin` (NaN-ignoring); shapes
(`fliplr`, `flipud`, `rot90`, `atleast_1d`/`2d`/`3d`, `column_stack`, `dstack`,
`cartesian_prod`, `tril_indices`, `triu_indices`, `block_diag`); and products (`mm`,
`inner`, `tensordot`, `kron`, `chain_matmul`, `matrix_power`, `dist`, `trapezoid`, `vander`).
Binning, indexing and statistics are in `tensor_functions_index.py`.
"""
from __future__ import annotations

import numpy as np

from .. import functions as ops
from .tensor import tensor
from .tensor_functions_more import _refuse, add_methods


def _as_tensor(x, like=None):
    if hasattr(x, "_op"):
        return x
    dtype = like.dtype if like is not None and isinstance(x, (int, float)) else None
    return tensor(np.asarray(x, dtype=dtype))


# --------------------------------------------------------------------------- reductions

def nansum(input, dim=None, keepdim: bool = False, *, dtype=None):
    """The sum with NaNs counted as zero, as `torch.nansum` (integers have none)."""
    x = ops.where(ops.isnan(input), 0.0, input) if \
        np.issubdtype(np.dtype(input.dtype), np.floating) else input
    out = x.sum() if dim is None else x.sum(dim, keepdim=keepdim)
    return out if dtype is None else out.to(dtype)


def nanmean(input, dim=None, keepdim: bool = False, *, dtype=None):
    """The mean of the entries that are not NaN, as `torch.nanmean`."""
    counted = ops.logical_not(ops.isnan(input)).to(input.dtype)
    count = counted.sum() if dim is None else counted.sum(dim, keepdim=keepdim)
    out = nansum(input, dim, keepdim) / count
    return out if dtype is None else out.to(dtype)


def aminmax(input, *, dim=None, keepdim: bool = False):
    """(min, max) over `dim` (or all), as `torch.aminmax`."""
    if dim is None:
        return input.amin(), input.amax()
    return input.amin(dim, keepdim=keepdim), input.amax(dim, keepdim=keepdim)


# --------------------------------------------------------------------------- elementwise

def erfc(input):
    """1 - erf(x), as `torch.erfc`."""
    return 1.0 - ops.erf(input)


def sgn(input):
    """`sign` for real tensors, as `torch.sgn`."""
    return ops.sign(input)


def signbit(input):
    """Whether the sign bit is set (-0.0 included), as `torch.signbit`."""
    x = _as_tensor(input)
    if not np.issubdtype(np.dtype(x.dtype), np.floating):
        return ops.lt(x, 0)
    return ops.where(ops.eq(x, 0.0), ops.lt(ops.atan2(x, -1.0), 0.0), ops.lt(x, 0.0))


def copysign(input, other):
    """|input| with the sign of `other` (-0.0's sign counted), as `torch.copysign`."""
    x = _as_tensor(input)
    if not np.issubdtype(np.dtype(x.dtype), np.floating):
        x = x.to(np.float32)
    negative = signbit(_as_tensor(other, x))
    return ops.where(negative, -ops.abs(x), ops.abs(x))


def float_power(input, exponent):
    """input ** exponent in float64, as `torch.float_power`."""
    x = _as_tensor(input).to(np.float64)
    e = exponent.to(np.float64) if hasattr(exponent, "_op") else float(exponent)
    return ops.pow(x, e)


def rsub(input, other, *, alpha=1):
    """other - alpha * input, as `torch.rsub`."""
    return other - input * alpha if alpha != 1 else other - input


def positive(input):
    """`input` itself, as `torch.positive`."""
    return input


def fmax(input, other):
    """The larger of the two, a NaN giving the other, as `torch.fmax`."""
    other = _as_tensor(other, input)
    larger = ops.maximum(input, other)
    return ops.where(ops.isnan(input), other, ops.where(ops.isnan(other), input, larger))


def fmin(input, other):
    """The smaller of the two, a NaN giving the other, as `torch.fmin`."""
    other = _as_tensor(other, input)
    smaller = ops.minimum(input, other)
    return ops.where(ops.isnan(input), other, ops.where(ops.isnan(other), input, smaller))


# --------------------------------------------------------------------------- shapes

def fliplr(input):
    """Reversed along dim 1, as `torch.fliplr`."""
    if len(input.shape) < 2:
        raise _refuse("Input must be >= 2-d.")
    return ops.flip(input, [1])


def flipud(input):
    """Reversed along dim 0, as `torch.flipud`."""
    if len(input.shape) < 1:
        raise _refuse("Input must be >= 1-d.")
    return ops.flip(input, [0])


def rot90(input, k: int = 1, dims=(0, 1)):
    """Rotated by 90 degrees `k` times in the plane of `dims`, from the first towards the
    second, as `torch.rot90`."""
    a, b = dims
    k %= 4
    if k == 1:
        return ops.flip(input, [b]).transpose(a, b)
    if k == 2:
        return ops.flip(input, [a, b])
    if k == 3:
        return ops.flip(input, [a]).transpose(a, b)
    return input


def atleast_1d(*tensors):
    """Each tensor with at least one dim, as `torch.atleast_1d`."""
    out = [t.reshape(1) if len(t.shape) == 0 else t for t in _tensors(tensors)]
    return out[0] if len(out) == 1 else tuple(out)


def atleast_2d(*tensors):
    """Each tensor with at least two dims (a vector as a row), as `torch.atleast_2d`."""
    out = [t.reshape(1, -1) if len(t.shape) < 2 else t for t in _tensors(tensors)]
    return out[0] if len(out) == 1 else tuple(out)


def atleast_3d(*tensors):
    """Each tensor with at least three dims, as `torch.atleast_3d`."""
    def three(t):
        rank = len(t.shape)
        return t.reshape(1, -1, 1) if rank < 2 else t.unsqueeze(-1) if rank == 2 else t
    out = [three(t) for t in _tensors(tensors)]
    return out[0] if len(out) == 1 else tuple(out)


def _tensors(tensors):
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tensors[0]
    return [_as_tensor(t) for t in tensors]


def column_stack(tensors):
    """Vectors as columns, matrices as they are, side by side, as `torch.column_stack`."""
    return ops.cat([t.reshape(-1, 1) if len(t.shape) < 2 else t for t in _tensors(tensors)], 1)


def dstack(tensors):
    """Joined along dim 2 (after `atleast_3d`), as `torch.dstack`."""
    made = atleast_3d(*_tensors(tensors))
    return ops.cat(list(made) if isinstance(made, tuple) else [made], 2)


def cartesian_prod(*tensors):
    """Every combination of one entry of each 1-D tensor, [count, n], as
    `torch.cartesian_prod` (a 1-D tensor alone is itself)."""
    if len(tensors) == 1:
        return tensors[0]
    sizes = [t.shape[0] for t in tensors]
    columns = []
    for k, t in enumerate(tensors):
        shape = [1] * len(tensors)
        shape[k] = sizes[k]
        columns.append(t.reshape(*shape).expand(*sizes).reshape(-1, 1))
    return ops.cat(columns, 1)


def tril_indices(row: int, col: int, offset: int = 0, *, dtype=None, device=None):
    """The (row, column) indices of the lower triangle, [2, count], as `torch.tril_indices`."""
    rows, cols = np.tril_indices(row, offset, col)
    return tensor(np.stack([rows, cols]).astype(np.int64), dtype=dtype)


def triu_indices(row: int, col: int, offset: int = 0, *, dtype=None, device=None):
    """The (row, column) indices of the upper triangle, as `torch.triu_indices`."""
    rows, cols = np.triu_indices(row, offset, col)
    return tensor(np.stack([rows, cols]).astype(np.int64), dtype=dtype)


def block_diag(*tensors):
    """The tensors (0-d, 1-d as a row, 2-d) along the diagonal of one matrix, zeros elsewhere,
    as `torch.block_diag`."""
    blocks = [t.reshape(1, 1) if len(t.shape) == 0 else t.reshape(1, -1)
              if len(t.shape) == 1 else t for t in _tensors(tensors)]
    width = sum(b.shape[1] for b in blocks)
    rows, left = [], 0
    for b in blocks:
        right = width - left - b.shape[1]
        rows.append(_pad_columns(b, left, right))
        left += b.shape[1]
    return ops.cat(rows, 0)


def _pad_columns(b, left: int, right: int):
    parts = []
    if left:
        parts.append(ops.zeros(b.shape[0], left, dtype=b.dtype))
    parts.append(b)
    if right:
        parts.append(ops.zeros(b.shape[0], right, dtype=b.dtype))
    return ops.cat(parts, 1) if len(parts) > 1 else b


# --------------------------------------------------------------------------- products

def mm(input, mat2):
    """The product of two matrices, as `torch.mm`."""
    if len(input.shape) != 2 or len(mat2.shape) != 2:
        raise _refuse(f"mm: expected two matrices, got {list(input.shape)} and"
                         f" {list(mat2.shape)}")
    return ops.matmul(input, mat2)


def inner(input, other):
    """The sum over the last dims of the products, as `torch.inner`."""
    if len(input.shape) == 0 or len(other.shape) == 0:
        return input * other
    return tensordot(input, other, ([-1], [-1]))


def tensordot(a, b, dims=2):
    """The sum of products over `dims` of `a` and `b` (a count of trailing/leading dims, or
    two lists), as `torch.tensordot`."""
    ra, rb = len(a.shape), len(b.shape)
    if isinstance(dims, int):
        da, db = list(range(ra - dims, ra)), list(range(dims))
    else:
        da, db = ([d] if isinstance(d, int) else list(d) for d in dims)
    da, db = [d % ra for d in da], [d % rb for d in db]
    if [a.shape[i] for i in da] != [b.shape[j] for j in db]:
        raise _refuse(f"contracted dimensions need to match, got {list(a.shape)} dims {da}"
                         f" and {list(b.shape)} dims {db}")
    free_a = [i for i in range(ra) if i not in da]
    free_b = [j for j in range(rb) if j not in db]
    k = int(np.prod([a.shape[i] for i in da])) if da else 1
    left = a.permute(*free_a, *da).reshape(-1, k)
    right = b.permute(*db, *free_b).reshape(k, -1)
    return ops.matmul(left, right).reshape(*[a.shape[i] for i in free_a],
                                          *[b.shape[j] for j in free_b])


def kron(input, other):
    """The Kronecker product, as `torch.kron`."""
    rank = max(len(input.shape), len(other.shape))
    a = input.reshape(*([1] * (rank - len(input.shape))), *input.shape)
    b = other.reshape(*([1] * (rank - len(other.shape))), *other.shape)
    interleaved_a = a.reshape(*[s for n in a.shape for s in (n, 1)])
    interleaved_b = b.reshape(*[s for n in b.shape for s in (1, n)])
    out = interleaved_a * interleaved_b
    return out.reshape(*[m * n for m, n in zip(a.shape, b.shape)])


def chain_matmul(*matrices):
    """The product of the matrices, left to right, as `torch.chain_matmul`."""
    out = matrices[0]
    for m in matrices[1:]:
        out = ops.matmul(out, m)
    return out


def matrix_power(input, n: int):
    """The square matrix (or batch) to the integer power `n >= 0` by repeated squaring, as
    `torch.matrix_power` (negative powers need an inverse, which aotgrad has not)."""
    if n < 0:
        raise ValueError("matrix_power: negative powers need a matrix inverse, which aotgrad"
                         " does not have")
    if len(input.shape) < 2 or input.shape[-1] != input.shape[-2]:
        raise _refuse(f"matrix_power: expected square matrices, got {list(input.shape)}")
    size = input.shape[-1]
    result, base = None, input
    while n:
        if n & 1:
            result = base if result is None else ops.matmul(result, base)
        n >>= 1
        if n:
            base = ops.matmul(base, base)
    if result is None:
        eye = ops.eye(size, dtype=input.dtype)
        return eye.expand(*input.shape) if len(input.shape) > 2 else eye
    return result


def dist(input, other, p: float = 2.0):
    """The p-norm of input - other, as `torch.dist`."""
    return ops.norm((input - other).reshape(-1), p)


def trapezoid(y, x=None, *, dx=None, dim: int = -1):
    """The trapezoid rule's integral of `y` along `dim` (spacing `dx`, default 1, or the
    sample points `x`), as `torch.trapezoid`."""
    n = y.shape[dim]
    y0, y1 = y.narrow(dim, 0, n - 1), y.narrow(dim, 1, n - 1)
    if x is not None:
        x = _as_tensor(x, y)
        steps = x.narrow(dim if len(x.shape) > 1 else 0, 1, n - 1) - \
            x.narrow(dim if len(x.shape) > 1 else 0, 0, n - 1)
        return ((y0 + y1) * steps).sum(dim) / 2
    return (y0 + y1).sum(dim) * ((1.0 if dx is None else dx) / 2)


def vander(x, N: int | None = None, increasing: bool = False):
    """The Vandermonde matrix of the 1-D `x`: columns x^(N-1), ..., x^0 (or increasing), as
    `torch.vander`."""
    n = x.shape[0] if N is None else N
    powers = list(range(n)) if increasing else list(range(n - 1, -1, -1))
    columns = [ops.ones_like(x) if p == 0 else x if p == 1 else x ** p for p in powers]
    return ops.stack(columns, 1) if columns else ops.zeros(x.shape[0], 0, dtype=x.dtype)


__all__ = ["nansum", "nanmean", "aminmax", "erfc", "sgn", "signbit", "copysign",
           "float_power", "rsub", "positive", "fmax", "fmin", "fliplr", "flipud", "rot90",
           "atleast_1d", "atleast_2d", "atleast_3d", "column_stack", "dstack",
           "cartesian_prod", "tril_indices", "triu_indices", "block_diag", "mm", "inner",
           "tensordot", "kron", "chain_matmul", "matrix_power", "dist", "trapezoid", "vander"]


#: those that PyTorch offers as tensor methods too, on every tensor, eager and traced
add_methods(nansum, nanmean, aminmax, erfc, sgn, signbit, copysign, float_power, fmax, fmin,
            fliplr, flipud, rot90, inner, kron, dist, matrix_power, mm, positive)
