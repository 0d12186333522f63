"""More of PyTorch's top-level tensor functions, with its names, arguments and defaults:
conversions (`from_numpy`, `as_tensor`, `is_tensor`, `numel`), `empty`/`empty_like` (zeros:
aotgrad has no uninitialised memory), function forms of methods (`unsqueeze`, `squeeze`, `t`,
`broadcast_to`, `negative`, `true_divide`), `dot`, `hstack`, `vstack`, `logaddexp`, `logit`,
`diag`, `diagonal`, `std_mean`, `var_mean`, `meshgrid`, `cdist`, and the random `bernoulli`,
`normal` and `randperm` (drawn from aotgrad's generator). Each is composed of aotgrad's ops
(`aotgrad.functions`), so it runs eagerly, traces into `aotgrad.compile` and is
differentiable where PyTorch's is; `randperm` reads its draws (a graph break when traced).
"""
from __future__ import annotations

import math
import warnings

import numpy as np

from .. import functions as ops
from ..frontend.operators import TensorOperators
from ..ir.errors import ShapeError
from .tensor import Tensor, tensor


# --------------------------------------------------------------------------- conversions

def from_numpy(ndarray: np.ndarray) -> Tensor:
    """A tensor of the array, sharing its memory (no copy), as `torch.from_numpy`."""
    if not isinstance(ndarray, np.ndarray):
        raise TypeError(f"expected np.ndarray (got {type(ndarray).__name__})")
    return Tensor.wrap(ndarray)


def as_tensor(data, dtype=None, device=None):
    """`data` itself when it is a tensor of `dtype` on `device`, else a tensor of it, as
    `torch.as_tensor`."""
    if isinstance(data, TensorOperators):
        return data if dtype is None and device is None else data.to(device=device,
                                                                     dtype=dtype)
    return tensor(data, dtype=dtype, device=device)


def is_tensor(obj) -> bool:
    """Whether `obj` is a tensor (eager, or traced inside a compiled function)."""
    return isinstance(obj, TensorOperators)


def numel(input) -> int:
    """The number of elements of `input`."""
    return int(np.prod(input.shape))


def empty(*size, dtype=None, device=None, requires_grad: bool = False):
    """A tensor of `size`, as `torch.empty`: zeros, since aotgrad has no uninitialised
    memory."""
    return ops.zeros(*size, dtype=dtype, device=device, requires_grad=requires_grad)


def empty_like(input, dtype=None, device=None, requires_grad: bool = False):
    """`empty` of `input`'s shape and dtype (zeros)."""
    return ops.zeros_like(input, dtype=dtype, device=device, requires_grad=requires_grad)


# --------------------------------------------------------------------------- method forms

def unsqueeze(input, dim: int):
    """`input.unsqueeze(dim)`."""
    return input.unsqueeze(dim)


def squeeze(input, dim=None):
    """`input.squeeze(dim)`."""
    return input.squeeze(dim)


def t(input):
    """`input.t()`: the transpose of a tensor of rank <= 2."""
    return input.t()


def broadcast_to(input, size):
    """`input.expand(size)`."""
    return input.expand(*size)


def negative(input):
    """-input."""
    return -input


def true_divide(dividend, divisor):
    """dividend / divisor."""
    return ops.div(dividend, divisor)


def dot(input, tensor):
    """The sum of the products of two 1-D tensors of one size, as `torch.dot`."""
    if len(input.shape) != 1 or len(tensor.shape) != 1:
        raise ShapeError(f"1D tensors expected, but got {len(input.shape)}D and"
                         f" {len(tensor.shape)}D tensors")
    if input.shape != tensor.shape:
        raise ShapeError(f"inconsistent tensor size, expected tensor [{input.shape[0]}] and"
                         f" src [{tensor.shape[0]}] to have the same number of elements, but"
                         f" got {input.shape[0]} and {tensor.shape[0]} elements respectively")
    return ops.sum(input * tensor)


def hstack(tensors):
    """`tensors` joined along dim 1 (dim 0 for 1-D ones), as `torch.hstack`."""
    tensors = list(tensors)
    return ops.cat(tensors, 0 if len(tensors[0].shape) == 1 else 1)


def vstack(tensors):
    """`tensors` (1-D ones as rows) joined along dim 0, as `torch.vstack`."""
    return ops.cat([x.reshape(1, -1) if len(x.shape) < 2 else x for x in tensors], 0)


# --------------------------------------------------------------------------- elementwise

def logaddexp(input, other):
    """log(exp(input) + exp(other)) without overflow, with PyTorch's gradients (1/2 each where
    they are equal), as `torch.logaddexp`."""
    z = input - other
    above = ops.gt(z, 0.0)
    soft = ops.log1p(ops.exp(ops.where(above, -z, z)))         # of -|z|: never overflows
    out = ops.where(above, input + soft, other + soft)
    both_infinite = ops.where(ops.eq(input, other), ops.eq(ops.abs(input), math.inf), False)
    return ops.where(both_infinite, input, out)


def logit(input, eps: float | None = None):
    """log(p / (1 - p)), `p` clamped to [eps, 1 - eps] when `eps` is given, as
    `torch.logit`."""
    p = input if eps is None else ops.clamp(input, eps, 1.0 - eps)
    return ops.log(p / (1.0 - p))


# --------------------------------------------------------------------------- diagonals

def diagonal(input, offset: int = 0, dim1: int = 0, dim2: int = 1):
    """The entries [.., i, .., i + offset, ..] of dims `dim1`, `dim2`, as a last dim, as
    `torch.diagonal`."""
    rank = len(input.shape)
    if rank < 2:
        raise ShapeError(f"diagonal: expected a tensor of rank >= 2, got {list(input.shape)}")
    x = ops.movedim(input, (dim1, dim2), (-2, -1))
    rows, cols = x.shape[-2:]
    length = max(0, min(rows - max(-offset, 0), cols - max(offset, 0)))
    x = ops.narrow(ops.narrow(x, -2, max(-offset, 0), length), -1, max(offset, 0), length)
    index = ops.iota(len(x.shape) - 2, list(x.shape[:-1]) + [1])
    return ops.take_along(x, index, axis=len(x.shape) - 1).squeeze(-1)


def diag(input, diagonal: int = 0):
    """A 1-D tensor as the `diagonal`-th diagonal of a square matrix (zeros elsewhere); a
    2-D one's `diagonal`-th diagonal, as `torch.diag`."""
    if len(input.shape) == 2:
        return globals()["diagonal"](input, diagonal)
    if len(input.shape) != 1:
        raise ShapeError(f"diag: expected a 1-D or 2-D tensor, got {list(input.shape)}")
    n, k = input.shape[0], diagonal
    m = n + abs(k)
    zero = 0.0 if np.issubdtype(input.dtype, np.floating) else 0
    values = input if m == n else ops.cat([input, ops.zeros(m - n, dtype=input.dtype)])
    # out[i, j] = v[i] (k >= 0) or v[j] (k < 0) where j - i == k, zeros elsewhere
    values = values.reshape(m, 1) if k >= 0 else values.reshape(1, m)
    rows, cols = ops.iota(0, [m, m]), ops.iota(1, [m, m])
    return ops.where(ops.eq(cols - rows, k), values.expand(m, m), zero)


# --------------------------------------------------------------------------- statistics

def std_mean(input, dim=None, unbiased=None, keepdim: bool = False, *, correction=None):
    """(`std`, `mean`) over `dim` with the same arguments, as `torch.std_mean`."""
    return (ops.std(input, dim, unbiased, keepdim, correction), _mean(input, dim, keepdim))


def var_mean(input, dim=None, unbiased=None, keepdim: bool = False, *, correction=None):
    """(`var`, `mean`) over `dim` with the same arguments, as `torch.var_mean`."""
    return (ops.var(input, dim, unbiased, keepdim, correction), _mean(input, dim, keepdim))


def _mean(input, dim, keepdim: bool):
    if isinstance(dim, bool):                   # var_mean(x, False): unbiased by position
        dim = None
    dims = list(range(len(input.shape))) if dim is None else \
        list(dim) if isinstance(dim, (list, tuple)) else [dim]
    return ops.mean(input, axis=dims, keepdim=keepdim)


def meshgrid(*tensors, indexing: str | None = None):
    """Coordinate grids of 1-D tensors: grid i holds tensor i's values along dim i
    (`indexing="ij"`, the default with PyTorch's warning) or with the first two dims swapped
    (`"xy"`), as `torch.meshgrid`."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    if indexing is None:
        warnings.warn("torch.meshgrid: in an upcoming release, it will be required to pass the"
                      " indexing argument.", UserWarning, stacklevel=2)
        indexing = "ij"
    if indexing not in ("ij", "xy"):
        raise ValueError(f"torch.meshgrid: indexing must be one of \"xy\" or \"ij\", but"
                         f" received: {indexing}")
    sizes = [x.shape[0] if len(x.shape) else 1 for x in tensors]
    order = list(range(len(tensors)))
    if indexing == "xy" and len(tensors) >= 2:
        order[0], order[1] = 1, 0
    shape = [sizes[i] for i in order]
    grids = []
    for i, x in enumerate(tensors):
        at = order.index(i)
        view = [1] * len(tensors)
        view[at] = sizes[i]
        grids.append(x.reshape(*view).expand(*shape))
    return tuple(grids)


def cdist(x1, x2, p: float = 2.0, compute_mode: str = "use_mm_for_euclid_dist_if_necessary"):
    """The `p`-norm distance between each row of `x1` [.., P, M] and each of `x2` [.., R, M]:
    [.., P, R], as `torch.cdist` (computed from the differences, its gradient 0 at a zero
    distance)."""
    if len(x1.shape) < 2 or len(x2.shape) < 2 or x1.shape[-1] != x2.shape[-1]:
        raise ShapeError(f"cdist: expected [.., P, M] and [.., R, M], got {list(x1.shape)} and"
                         f" {list(x2.shape)}")
    difference = x1.unsqueeze(-2) - x2.unsqueeze(-3)
    return ops.norm(difference, p, -1)


# --------------------------------------------------------------------------- random

def bernoulli(input, p=None, *, generator=None):
    """1 with probability `input` (or `p`), else 0, in `input`'s dtype, as `torch.bernoulli`
    (no gradient), drawn from aotgrad's generator."""
    if generator is not None:
        raise TypeError("bernoulli: aotgrad draws from its one generator (manual_seed);"
                        " generator= must be None")
    probability = input if p is None else p
    return ops.cast(ops.lt(ops.rand_like(input), probability), input.type.dtype)


def normal(mean, std=1.0, size=None, *, generator=None, dtype=None,
           requires_grad: bool = False):
    """mean + std * N(0, 1): of `size` for numbers, of the broadcast shape for tensors, as
    `torch.normal` (no gradient reaches mean or std, as in PyTorch), drawn from aotgrad's
    generator."""
    if generator is not None:
        raise TypeError("normal: aotgrad draws from its one generator (manual_seed);"
                        " generator= must be None")
    tensors = [v for v in (mean, std) if isinstance(v, TensorOperators)]
    if not tensors:
        if size is None:
            raise TypeError("normal() of two numbers needs a size")
        out = ops.randn(*size, dtype=dtype) * std + mean
        return out.detach().requires_grad_() if requires_grad else out
    shape = np.broadcast_shapes(*(tuple(v.shape) for v in tensors))
    noise = ops.randn(*shape, dtype=dtype or tensors[0].type.dtype)
    return ops.stop_gradient(noise * std + mean)


def randperm(n: int, *, dtype=None, device=None, requires_grad: bool = False):
    """A random permutation of 0 .. n - 1 (i64 unless `dtype=`), as `torch.randperm`, from
    aotgrad's generator; its draws are read in Python (inside a compiled function, a graph
    break)."""
    if requires_grad:
        raise TypeError("randperm: only floating-point tensors can require gradients")
    keys = np.asarray(ops.rand(n, dtype=np.float64))
    order = np.argsort(keys, kind="stable").astype(np.int64)
    return tensor(order, dtype=dtype, device=device)


__all__ = ["from_numpy", "as_tensor", "is_tensor", "numel", "empty", "empty_like",
           "unsqueeze", "squeeze", "t", "broadcast_to", "negative", "true_divide", "dot",
           "hstack", "vstack", "logaddexp", "logit", "diagonal", "diag", "std_mean",
           "var_mean", "meshgrid", "cdist", "bernoulli", "normal", "randperm"]
