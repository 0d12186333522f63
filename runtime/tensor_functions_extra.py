"""More of PyTorch's top-level functions, composed of aotgrad's ops: eager, traced into
`aotgrad.compile` and differentiable where PyTorch's are, with PyTorch's names, arguments and
results.

Diagonals (`diag_embed`, `diagflat`), products (`ger`, `addr`, `addbmm`), broadcasting
(`broadcast_tensors`, `broadcast_shapes`), statistics (`cov`, `corrcoef`), elementwise
`logaddexp2` and `ldexp`, `renorm`, and `combinations`.
"""
from __future__ import annotations

import itertools
import math
import warnings

import numpy as np

from .. import functions as ops
from .tensor import Tensor, tensor
from .tensor_functions import diag, diagonal, logaddexp, logit
from .tensor_functions_more import _refuse, add_methods


def _is_float(x) -> bool:
    return np.issubdtype(np.dtype(x.dtype), np.floating)


# --------------------------------------------------------------------------- diagonals

def diag_embed(input, offset: int = 0, dim1: int = -2, dim2: int = -1):
    """The last dim of `input` as the `offset`-th diagonal of the dims `dim1`, `dim2` of a
    tensor one rank higher (zeros elsewhere), as `torch.diag_embed`."""
    rank = len(input.shape) + 1
    d1, d2 = dim1 % rank, dim2 % rank
    if d1 == d2:
        raise _refuse(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    n, k = input.shape[-1], offset
    m = n + abs(k)
    if m > n:
        pad = ops.zeros(*input.shape[:-1], m - n, dtype=input.dtype)
        values = ops.cat([input, pad], -1)
    else:
        values = input
    # out[.., i, j] = v[i] (k >= 0) or v[j] (k < 0) where j - i == k, zeros elsewhere
    values = values.unsqueeze(-1 if k >= 0 else -2)
    shape = [*input.shape[:-1], m, m]
    on_diagonal = ops.eq(ops.iota(1, [m, m]) - ops.iota(0, [m, m]), k)
    out = ops.where(on_diagonal, values.expand(*shape), 0 if not _is_float(input) else 0.0)
    return ops.movedim(out, (-2, -1), (d1, d2))


def diagflat(input, offset: int = 0):
    """The flattened `input` as the `offset`-th diagonal of a square matrix, as
    `torch.diagflat`."""
    return diag_embed(input.reshape(-1), offset)


# --------------------------------------------------------------------------- products

def ger(input, vec2):
    """`outer(input, vec2)`, as `torch.ger`."""
    return ops.outer(input, vec2)


def addr(input, vec1, vec2, *, beta=1, alpha=1):
    """beta input + alpha outer(vec1, vec2), as `torch.addr`."""
    return ops.addmm(input, vec1.reshape(-1, 1), vec2.reshape(1, -1), beta=beta, alpha=alpha)


def addbmm(input, batch1, batch2, *, beta=1, alpha=1):
    """beta input + alpha (the sum over the batch of batch1[i] @ batch2[i]), as
    `torch.addbmm`."""
    if len(batch1.shape) != 3 or len(batch2.shape) != 3:
        raise _refuse(f"batch1 must be a 3D tensor, got {list(batch1.shape)} and"
                      f" {list(batch2.shape)}")
    (b, n, m), (b2, m2, p) = batch1.shape, batch2.shape
    if b != b2 or m != m2:
        raise _refuse(f"addbmm: batch1 {list(batch1.shape)} and batch2 {list(batch2.shape)}"
                      " do not match")
    left = batch1.permute(1, 0, 2).reshape(n, b * m)
    return ops.addmm(input, left, batch2.reshape(b * m, p), beta=beta, alpha=alpha)


# --------------------------------------------------------------------------- broadcasting

def broadcast_shapes(*shapes):
    """The shape that `shapes` broadcast to, as `torch.broadcast_shapes`."""
    try:
        return tuple(np.broadcast_shapes(*((s,) if isinstance(s, int) else tuple(s)
                                           for s in shapes)))
    except ValueError:
        raise RuntimeError(f"Shape mismatch: objects cannot be broadcast to a single shape:"
                           f" {[list(s) for s in shapes]}") from None


def broadcast_tensors(*tensors):
    """The tensors, each expanded to their common shape, as `torch.broadcast_tensors`."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    shape = broadcast_shapes(*(t.shape for t in tensors))
    return tuple(t if tuple(t.shape) == shape else t.expand(*shape) for t in tensors)


# --------------------------------------------------------------------------- statistics

def cov(input, *, correction: int = 1, fweights=None, aweights=None):
    """The covariance of the variables (rows) over the observations (columns), weighted by
    the integer `fweights` and the floating `aweights`, as `torch.cov`."""
    if len(input.shape) > 2:
        raise _refuse(f"cov(): expected input to have two or fewer dimensions but got an input"
                      f" with {len(input.shape)} dimensions")
    x = input.reshape(1, -1) if len(input.shape) < 2 else input
    if not _is_float(x):
        x = x.to(np.float32)
    n = x.shape[1]
    w = None
    for name, given, integral in (("fweights", fweights, True), ("aweights", aweights, False)):
        if given is None:
            continue
        kind = np.dtype(given.dtype).kind
        if len(given.shape) > 1 or (kind in "iu") != integral or int(np.prod(given.shape)) != n:
            kind = "integral" if integral else "floating point"
            raise _refuse(f"cov(): expected {name} to be a 1-D {kind} tensor of {n}"
                          f" observations, got {np.dtype(given.dtype)}{list(given.shape)}")
        if isinstance(given, Tensor) and n and np.asarray(given).min() < 0:
            raise ValueError(f"cov(): {name} cannot be negative")
        given = given.to(x.dtype)
        w = given if w is None else w * given
    if w is None:
        total = float(n)
        norm = total - correction
        if norm <= 0:
            warnings.warn("cov(): degrees of freedom is <= 0. Correction should be strictly"
                          " less than the number of observations.", UserWarning, stacklevel=2)
            norm = 0.0
        mean = x.sum(1) / total
    else:
        total = w.sum()
        mean = (x * w).sum(1) / total
        norm = total - correction * (w * aweights.to(x.dtype)).sum() / total \
            if aweights is not None and correction else total - correction
        norm = ops.maximum(norm, 0.0)
    centred = x - mean.unsqueeze(1)
    weighted = centred if w is None else centred * w
    return (ops.matmul(centred, weighted.t()) / norm).squeeze()


def corrcoef(input):
    """The Pearson correlation coefficients of the variables (rows), clipped to [-1, 1], as
    `torch.corrcoef`."""
    c = cov(input)
    if len(c.shape) == 0:
        return c / c
    std = ops.sqrt(diagonal(c))
    c = c / std.unsqueeze(1) / std.unsqueeze(0)
    return ops.clamp(c, -1.0, 1.0)


# --------------------------------------------------------------------------- elementwise

def logaddexp2(input, other):
    """log2(2 ** input + 2 ** other) without overflow, as `torch.logaddexp2`."""
    ln2 = math.log(2.0)
    return logaddexp(input * ln2, other * ln2) / ln2


def ldexp(input, other):
    """input * 2 ** other, as `torch.ldexp`."""
    x = input if _is_float(input) else input.to(np.float32)
    e = other if hasattr(other, "_op") else tensor(np.asarray(other, x.dtype))
    if not _is_float(e):
        e = e.to(x.dtype)
    return x * ops.exp(e * math.log(2.0))


def renorm(input, p, dim: int, maxnorm):
    """`input` with each slice along `dim` whose `p`-norm exceeds `maxnorm` scaled down to
    norm `maxnorm`, as `torch.renorm`."""
    if p <= 0:
        raise ValueError(f"renorm: non-positive-norm not supported, got p={p}")
    if maxnorm < 0:
        raise ValueError(f"renorm: expected maxnorm to be >= 0 but got {maxnorm}")
    rank = len(input.shape)
    others = [d for d in range(rank) if d != dim % rank]
    norm = ops.norm(input, p, others, keepdim=True) if others else ops.abs(input)
    factor = ops.where(ops.gt(norm, maxnorm), maxnorm / (norm + 1e-7), 1.0)
    return input * factor


# --------------------------------------------------------------------------- combinations

def combinations(input, r: int = 2, with_replacement: bool = False):
    """The length-`r` combinations of the entries of the 1-D `input` (with repeats when
    `with_replacement`), [count, r], in order, as `torch.combinations`."""
    if len(input.shape) != 1:
        raise _refuse(f"Expect a 1D vector, but got shape {list(input.shape)}")
    if r < 0:
        raise ValueError(f"Expect a non-negative number, but got {r}")
    if r == 0:
        return ops.zeros(0, dtype=input.dtype)
    choose = itertools.combinations_with_replacement if with_replacement else \
        itertools.combinations
    picks = np.asarray(list(choose(range(input.shape[0]), r)), np.int64).reshape(-1, r)
    return ops.index_select(input, 0, tensor(picks.reshape(-1))).reshape(-1, r)


__all__ = ["diag_embed", "diagflat", "ger", "addr", "addbmm", "broadcast_shapes",
           "broadcast_tensors", "cov", "corrcoef", "logaddexp2", "ldexp", "renorm",
           "combinations"]


#: those that PyTorch offers as tensor methods too, on every tensor, eager and traced
add_methods(diag_embed, diagflat, ger, addr, addbmm, cov, corrcoef, logaddexp2, ldexp, renorm,
            diag, diagonal, logaddexp, logit)
