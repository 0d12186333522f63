"""`aotgrad.nn.functional`'s likelihood losses, as PyTorch's: `poisson_nll_loss` (log or plain
rate, Stirling's term with `full`) and `gaussian_nll_loss` (a variance per element, per row or
one, clamped at `eps` without changing its gradient, as PyTorch's in-place clamp under
`no_grad`); compositions of aotgrad's ops, so differentiable and traceable.
"""
from __future__ import annotations

import math

from .. import functions as ops
from .losses import _check_reduction, _reduce


def poisson_nll_loss(input, target, log_input: bool = True, full: bool = False,
                     size_average=None, eps: float = 1e-8, reduce=None,
                     reduction: str = "mean"):
    """exp(input) - target input (log rates), or input - target log(input + eps); with
    `full`, Stirling's approximation of log(target!) where target > 1."""
    _check_reduction(reduction, "poisson_nll_loss")
    if log_input:
        loss = ops.exp(input) - target * input
    else:
        loss = input - target * ops.log(input + eps)
    if full:
        safe = ops.where(ops.gt(target, 1.0), target, 2.0)
        stirling = safe * ops.log(safe) - safe + 0.5 * ops.log(safe * (2 * math.pi))
        loss = loss + ops.where(ops.gt(target, 1.0), stirling, 0.0)
    return _reduce(loss, reduction, "poisson_nll_loss")


def gaussian_nll_loss(input, target, var, full: bool = False, eps: float = 1e-6,
                      reduction: str = "mean"):
    """(log(max(var, eps)) + (input - target)^2 / max(var, eps)) / 2, plus log(2 pi) / 2 with
    `full`; `var` of the input's shape, of it without the last dim, or with a last dim of 1."""
    _check_reduction(reduction, "gaussian_nll_loss")
    shape, vshape = list(input.shape), list(var.shape)
    if vshape != shape:
        if shape[:-1] == vshape:
            var = ops.reshape(var, vshape + [1])
        elif not (shape[:-1] == vshape[:-1] and vshape[-1:] == [1]):
            raise ValueError("var is of incorrect size")
    if not var.traced and bool(ops.any(ops.lt(var, 0))):
        raise ValueError("var has negative entry/entries")
    clamped = var + ops.stop_gradient(ops.clamp(var, min=eps) - var)
    loss = 0.5 * (ops.log(clamped) + (input - target) ** 2 / clamped)
    if full:
        loss = loss + 0.5 * math.log(2 * math.pi)
    return _reduce(loss, reduction, "gaussian_nll_loss")

