"""`aotgrad.nn.functional`'s losses, as PyTorch's: `cross_entropy` (class indices or
probabilities, `weight`, `ignore_index`, `label_smoothing`), `nll_loss`, `mse_loss`,
`l1_loss`, `smooth_l1_loss`, `huber_loss`, `kl_div`, `binary_cross_entropy` and
`binary_cross_entropy_with_logits`, each with `reduction="mean" | "sum" | "none"` and
PyTorch's argument names; compositions of aotgrad's ops, so differentiable and traceable.
"""
from __future__ import annotations

import math
import warnings

import numpy as np

from .. import functions as ops
from ..frontend.tracer import traced_in
from ..ir.errors import IndexOutOfRangeError, ShapeError
from .functional_nn import _dtype

REDUCTIONS = ("mean", "sum", "none")


def _reduce(loss, reduction: str, what: str):
    if reduction == "none":
        return loss
    if reduction == "sum":
        return ops.sum(loss)
    if reduction == "mean":
        return ops.mean(loss)
    raise ValueError(f"{what}: {reduction!r} is not a valid value for reduction (one of"
                     f" 'mean', 'sum', 'none')")


def _check_reduction(reduction: str, what: str) -> None:
    if reduction not in REDUCTIONS:
        raise ValueError(f"{what}: {reduction!r} is not a valid value for reduction (one of"
                         f" 'mean', 'sum', 'none')")


def _same_size(input, target, what: str) -> None:
    if tuple(input.shape) != tuple(target.shape):
        warnings.warn(f"Using a target size ({list(target.shape)}) that is different to the"
                      f" input size ({list(input.shape)}). This will likely lead to incorrect"
                      f" results due to broadcasting. Please ensure they have the same size.",
                      UserWarning, stacklevel=3)
        try:
            np.broadcast_shapes(tuple(input.shape), tuple(target.shape))
        except ValueError:
            raise ShapeError(f"{what}: the size of input {list(input.shape)} and target"
                             f" {list(target.shape)} do not broadcast") from None


# --------------------------------------------------------------------------- losses

def mse_loss(input, target, size_average=None, reduce=None, reduction: str = "mean"):
    """(input - target)^2, reduced."""
    _check_reduction(reduction, "mse_loss")
    _same_size(input, target, "mse_loss")
    d = input - target
    return _reduce(d * d, reduction, "mse_loss")


def l1_loss(input, target, size_average=None, reduce=None, reduction: str = "mean"):
    """|input - target|, reduced."""
    _check_reduction(reduction, "l1_loss")
    _same_size(input, target, "l1_loss")
    return _reduce(ops.abs(input - target), reduction, "l1_loss")


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction: str = "mean",
                   beta: float = 1.0):
    """0.5 d^2 / beta where |d| < beta, else |d| - 0.5 beta (d = input - target); reduced."""
    _check_reduction(reduction, "smooth_l1_loss")
    if beta < 0:
        raise ValueError("smooth_l1_loss does not support negative values for beta.")
    _same_size(input, target, "smooth_l1_loss")
    d = ops.abs(input - target)
    if beta == 0:
        return _reduce(d, reduction, "smooth_l1_loss")
    return _reduce(ops.where(ops.lt(d, beta), d * d * (0.5 / beta), d - 0.5 * beta),
                   reduction, "smooth_l1_loss")


def huber_loss(input, target, reduction: str = "mean", delta: float = 1.0, weight=None):
    """0.5 d^2 where |d| < delta, else delta (|d| - 0.5 delta); reduced."""
    _check_reduction(reduction, "huber_loss")
    if delta <= 0:
        raise ValueError("huber_loss does not support non-positive values for delta.")
    _same_size(input, target, "huber_loss")
    d = ops.abs(input - target)
    loss = ops.where(ops.lt(d, delta), d * d * 0.5, (d - 0.5 * delta) * delta)
    return _reduce(loss if weight is None else loss * weight, reduction, "huber_loss")


def kl_div(input, target, size_average=None, reduce=None, reduction: str = "mean",
           log_target: bool = False):
    """target (log target - input), input being log-probabilities (0 where target is 0);
    `reduction="batchmean"` divides the sum by the batch size, as the maths of KL wants."""
    if reduction not in (*REDUCTIONS, "batchmean"):
        raise ValueError(f"kl_div: {reduction!r} is not a valid value for reduction (one of"
                         f" 'mean', 'batchmean', 'sum', 'none')")
    if log_target:
        loss = ops.exp(target) * (target - input)
    else:
        positive = ops.gt(target, 0.0)
        safe = ops.where(positive, target, 1.0)
        loss = ops.where(positive, target * (ops.log(safe) - input), -(target * input))
    if reduction == "batchmean":
        return ops.sum(loss) / (input.shape[0] if len(input.shape) else 1)
    return _reduce(loss, reduction, "kl_div")


def _log_clamped(x):
    return ops.maximum(ops.log(x), -100.0)      # PyTorch clamps BCE's logs at -100


def binary_cross_entropy(input, target, weight=None, size_average=None, reduce=None,
                         reduction: str = "mean"):
    """-(target log(input) + (1 - target) log(1 - input)), logs clamped at -100, reduced."""
    _check_reduction(reduction, "binary_cross_entropy")
    if tuple(input.shape) != tuple(target.shape):
        raise ValueError(f"Using a target size ({list(target.shape)}) that is different to the"
                         f" input size ({list(input.shape)}) is deprecated. Please ensure they"
                         f" have the same size.")
    loss = -(target * _log_clamped(input) + (1.0 - target) * _log_clamped(1.0 - input))
    if weight is not None:
        loss = loss * weight
    return _reduce(loss, reduction, "binary_cross_entropy")


def binary_cross_entropy_with_logits(input, target, weight=None, size_average=None,
                                     reduce=None, reduction: str = "mean", pos_weight=None):
    """binary_cross_entropy(sigmoid(input), target) computed from the logits without
    overflow; `pos_weight` weighs the positive term."""
    _check_reduction(reduction, "binary_cross_entropy_with_logits")
    if tuple(input.shape) != tuple(target.shape):
        raise ValueError(f"Target size ({list(target.shape)}) must be the same as input size"
                         f" ({list(input.shape)})")
    softplus_neg = ops.maximum(-input, 0.0) + ops.log1p(ops.exp(-ops.abs(input)))
    if pos_weight is None:
        loss = (1.0 - target) * input + softplus_neg
    else:
        loss = (1.0 - target) * input + ((pos_weight - 1.0) * target + 1.0) * softplus_neg
    if weight is not None:
        loss = loss * weight
    return _reduce(loss, reduction, "binary_cross_entropy_with_logits")


def _class_last(x):
    """[N, C, d1, ...] -> [N * d1 * ..., C]; [C] -> [1, C]."""
    if len(x.shape) == 1:
        return ops.reshape(x, [1, x.shape[0]])
    if len(x.shape) == 2:
        return x
    perm = [0, *range(2, len(x.shape)), 1]
    return ops.reshape(ops.transpose(x, perm), [-1, x.shape[1]])


def _check_target(input, target, what: str) -> None:
    want = tuple(input.shape[:1]) + tuple(input.shape[2:]) if len(input.shape) > 1 else ()
    if tuple(target.shape) != want:
        raise ShapeError(f"{what}: expected target of shape {list(want)} for input of shape"
                         f" {list(input.shape)}, got {list(target.shape)}")
    if not _dtype(target).is_int:
        raise TypeError(f"{what}: class-index targets must be integers, got {target.dtype}"
                        f" (float targets are class probabilities, of the input's shape)")


def nll_loss(input, target, weight=None, size_average=None, ignore_index: int = -100,
             reduce=None, reduction: str = "mean"):
    """-input[n, target[n]] (log-probabilities in, class indices as target), weighted by
    weight[target[n]], targets equal to `ignore_index` left out; the mean divides by the
    total weight of the targets kept."""
    _check_reduction(reduction, "nll_loss")
    if len(input.shape) < 1:
        raise ShapeError("nll_loss: input must have at least one dim (the classes)")
    _check_target(input, target, "nll_loss")
    losses, kept = _picked(_class_last(input), ops.reshape(target, [-1]), weight, ignore_index)
    return _finish(losses, kept, reduction, list(target.shape))


def _picked(logp, labels, weight, ignore_index: int):
    """(-logp[n, labels[n]] * w, w) per row, w = weight[label] (or 1), 0 where ignored."""
    c = logp.shape[1]
    if weight is not None and tuple(weight.shape) != (c,):
        raise ShapeError(f"weight tensor should be defined either for all {c} classes or no"
                         f" classes but got weight tensor of shape: {list(weight.shape)}")
    if not traced_in([labels]) and math.prod(labels.shape):  # traced: checked as it runs
        values = np.asarray(labels)
        bad = values[(values != ignore_index) & ((values < 0) | (values >= c))]
        if bad.size:
            raise IndexOutOfRangeError(f"Target {int(bad[0])} is out of bounds (the input has"
                                       f" {c} classes)")
    keep = ops.ne(labels, ignore_index)
    safe = ops.where(keep, labels, 0)
    picked = ops.take_along(logp, ops.reshape(safe, [-1, 1]), axis=1)
    w = ops.cast(keep, _dtype(logp))
    if weight is not None:
        w = w * ops.embedding(safe, weight)
    return -ops.reshape(picked, [-1]) * w, w


def _finish(losses, weights, reduction: str, shape: list):
    if reduction == "none":
        return ops.reshape(losses, shape)
    if reduction == "sum":
        return ops.sum(losses)
    return ops.sum(losses) / ops.sum(weights)


def cross_entropy(input, target, weight=None, size_average=None, ignore_index: int = -100,
                  reduce=None, reduction: str = "mean", label_smoothing: float = 0.0):
    """The cross-entropy of `input` logits [N, C, ...] (or [C]) and `target`, as PyTorch's:
    class indices [N, ...] (with `ignore_index`) or class probabilities of input's shape;
    `weight` per class, `label_smoothing` mixes in the uniform distribution."""
    _check_reduction(reduction, "cross_entropy")
    if not 0.0 <= label_smoothing <= 1.0:
        raise ValueError(f"label_smoothing must be between 0.0 and 1.0. Got:"
                         f" {label_smoothing}")
    if len(input.shape) < 1:
        raise ShapeError("cross_entropy: input must have at least one dim (the classes)")
    c = input.shape[1] if len(input.shape) > 1 else input.shape[0]
    logp = _class_last(ops.log_softmax(input, 1 if len(input.shape) > 1 else 0))
    if _dtype(target).is_float:
        return _soft_cross_entropy(input, logp, target, weight, reduction, label_smoothing, c)
    _check_target(input, target, "cross_entropy")
    labels = ops.reshape(target, [-1])
    losses, kept = _picked(logp, labels, weight, ignore_index)
    nll = _finish(losses, kept, reduction, list(target.shape))
    if not label_smoothing:
        return nll
    per_class = logp if weight is None else logp * weight
    smooth = ops.where(ops.ne(labels, ignore_index), -ops.sum(per_class, axis=1), 0.0)
    if reduction == "none":
        smooth = ops.reshape(smooth, list(target.shape))
    elif reduction == "sum":
        smooth = ops.sum(smooth)
    else:
        smooth = ops.sum(smooth) / ops.sum(kept)
    return nll * (1.0 - label_smoothing) + smooth * (label_smoothing / c)


def _soft_cross_entropy(input, logp, target, weight, reduction, label_smoothing, c):
    if tuple(target.shape) != tuple(input.shape):
        raise ShapeError(f"cross_entropy: class-probability target must have the input's shape"
                         f" {list(input.shape)}, got {list(target.shape)}")
    probs = _class_last(target)
    if label_smoothing:
        probs = probs * (1.0 - label_smoothing) + label_smoothing / c
    terms = logp * probs if weight is None else logp * probs * weight
    losses = -ops.sum(terms, axis=1)
    if reduction == "none":
        return ops.reshape(losses, list(input.shape[:1]) + list(input.shape[2:])
                           if len(input.shape) > 1 else [])
    return _reduce(losses, reduction, "cross_entropy")
