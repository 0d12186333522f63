"""`aotgrad.nn.functional`: PyTorch's `torch.nn.functional` names, argument names and defaults,
composed from aotgrad's ops, so each is differentiable (the VJPs are the ops') and traces into
`aotgrad.compile` as the ops it is made of.

Activations (`relu`, `gelu`, `silu`, `softplus`, `sigmoid`, `tanh`, `logsigmoid`,
`leaky_relu`), `linear`, `softmax`/`log_softmax`, `layer_norm` over any number of trailing dims,
`dropout`, `embedding` (with `padding_idx`), `one_hot`, `pad` (constant, reflect, replicate and
circular, any number of dims, PyTorch's pad order), and the losses `cross_entropy`
(class indices or probabilities, `weight`, `ignore_index`, `label_smoothing`), `nll_loss`,
`mse_loss`, `l1_loss`, `binary_cross_entropy` and `binary_cross_entropy_with_logits`, each with
`reduction="mean" | "sum" | "none"`. Attention (`scaled_dot_product_attention`) is in
`runtime/attention.py`. Bad arguments raise `ValueError`/`ShapeError` with PyTorch's wording.
"""
from __future__ import annotations

import math
import warnings

import numpy as np

from .. import functions as ops
from ..ir.errors import ShapeError
from ..ir.types import DType

REDUCTIONS = ("mean", "sum", "none")


def _dtype(x) -> DType:
    d = x.dtype
    return d if isinstance(d, DType) else DType.from_numpy(d)


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


# --------------------------------------------------------------------------- activations

def relu(input, inplace: bool = False):
    """max(input, 0)."""
    return ops.relu(input)


def sigmoid(input):
    """1 / (1 + exp(-input))."""
    return ops.sigmoid(input)


def tanh(input):
    """tanh(input)."""
    return ops.tanh(input)


def silu(input, inplace: bool = False):
    """input * sigmoid(input)."""
    return ops.silu(input)


def softplus(input, beta: float = 1.0, threshold: float = 20.0):
    """log(1 + exp(beta input)) / beta, `input` where beta input > threshold."""
    return ops.softplus(input, beta, threshold)


def logsigmoid(input):
    """log(sigmoid(input)) = min(input, 0) - log1p(exp(-|input|)), without overflow."""
    return ops.minimum(input, 0.0) - ops.log1p(ops.exp(-ops.abs(input)))


def leaky_relu(input, negative_slope: float = 0.01, inplace: bool = False):
    """input where input > 0, else negative_slope * input."""
    return ops.leaky_relu(input, negative_slope)


def gelu(input, approximate: str = "none"):
    """x Phi(x) (erf form), or its tanh approximation with `approximate="tanh"`."""
    if approximate not in ("none", "tanh"):
        raise ValueError(f"approximate argument must be either none or tanh, got"
                         f" {approximate!r}")
    return ops.gelu(input, approximate=approximate)


def _softmax_dim(ndim: int) -> int:
    return 0 if ndim in (0, 1, 3) else 1


def softmax(input, dim: int | None = None, dtype=None):
    """exp(x) / sum(exp(x)) along `dim` (PyTorch's implicit choice, with its warning, when
    dim is None); `dtype` casts the input first."""
    if dtype is not None:
        input = ops.cast(input, dtype)
    if dim is None:
        warnings.warn("Implicit dimension choice for softmax has been deprecated. Change the"
                      " call to include dim=X as an argument.", UserWarning, stacklevel=2)
        dim = _softmax_dim(len(input.shape))
    return ops.softmax(input, dim)


def log_softmax(input, dim: int | None = None, dtype=None):
    """log(softmax(input, dim)), computed stably."""
    if dtype is not None:
        input = ops.cast(input, dtype)
    if dim is None:
        warnings.warn("Implicit dimension choice for log_softmax has been deprecated. Change"
                      " the call to include dim=X as an argument.", UserWarning, stacklevel=2)
        dim = _softmax_dim(len(input.shape))
    return ops.log_softmax(input, dim)


# --------------------------------------------------------------------------- layers

def linear(input, weight, bias=None):
    """input @ weight.T + bias; weight (out_features, in_features) or (in_features,)."""
    if len(weight.shape) not in (1, 2):
        raise ShapeError(f"linear: weight must be 1-D or 2-D, got shape {list(weight.shape)}")
    if input.shape[-1:] != weight.shape[-1:]:
        raise ShapeError(f"linear: input's last dim {list(input.shape)} does not match the"
                         f" weight's in_features {list(weight.shape)}")
    if len(weight.shape) == 1:
        y = ops.sum(input * weight, axis=-1)
    else:
        y = ops.matmul(input, ops.transpose(weight))
    return y if bias is None else y + bias


def layer_norm(input, normalized_shape, weight=None, bias=None, eps: float = 1e-5):
    """Normalise over the trailing `normalized_shape` dims, then weight * y + bias."""
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else \
        tuple(normalized_shape)
    if not shape or tuple(input.shape[len(input.shape) - len(shape):]) != shape:
        raise ShapeError(f"layer_norm: given normalized_shape={list(shape)}, expected input"
                         f" with shape [*, {', '.join(map(str, shape))}], but got input of"
                         f" size {list(input.shape)}")
    for name, p in (("weight", weight), ("bias", bias)):
        if p is not None and tuple(p.shape) != shape:
            raise ShapeError(f"layer_norm: {name} must have shape {list(shape)}, got"
                             f" {list(p.shape)}")
    if len(shape) == 1 and weight is not None and bias is not None:
        return ops.layernorm(input, weight, bias, eps=eps)
    lead = list(input.shape[:len(input.shape) - len(shape)])
    flat = ops.reshape(input, lead + [math.prod(shape)])
    y = ops.reshape(ops.layernorm(flat, eps=eps), list(input.shape))
    if weight is not None:
        y = y * weight
    return y if bias is None else y + bias


def dropout(input, p: float = 0.5, training: bool = True, inplace: bool = False):
    """Zero each element with probability `p` and scale the rest by 1/(1-p), in training."""
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0.0:
        return input
    if p == 1.0:
        return input * 0.0
    return ops.dropout(input, p=p)


def embedding(input, weight, padding_idx: int | None = None, max_norm=None,
              norm_type: float = 2.0, scale_grad_by_freq: bool = False,
              sparse: bool = False):
    """Rows of `weight` at the integer ids `input`; the row `padding_idx` gets no gradient."""
    if max_norm is not None or scale_grad_by_freq or sparse:
        raise ValueError("embedding: max_norm, scale_grad_by_freq and sparse are not supported"
                         " (their gradients are PyTorch's in-place renormalisation and sparse"
                         " tensors)")
    rows = ops.embedding(input, weight)
    if padding_idx is None:
        return rows
    n = weight.shape[0]
    if not -n <= padding_idx < n:
        raise ValueError(f"embedding: padding_idx {padding_idx} must be within"
                         f" num_embeddings ({n})")
    padding = ops.reshape(ops.eq(input, padding_idx % n), list(input.shape) + [1])
    return ops.where(padding, ops.stop_gradient(rows), rows)


def one_hot(tensor, num_classes: int = -1):
    """i64 tensor of shape tensor.shape + [num_classes]: 1 at each value's class."""
    if not _dtype(tensor).is_int:
        raise TypeError(f"one_hot is only applicable to index tensors, got {tensor.dtype}")
    if num_classes == -1:
        num_classes = int(ops.max(tensor)) + 1 if math.prod(tensor.shape) else 0
    shape = list(tensor.shape) + [num_classes]
    classes = ops.iota(len(shape) - 1, shape, dtype=_dtype(tensor))
    hot = ops.eq(ops.reshape(tensor, list(tensor.shape) + [1]), classes)
    return ops.cast(hot, DType.i64)


def pad(input, pad, mode: str = "constant", value: float | None = None):
    """`input` padded as `torch.nn.functional.pad`: `pad` lists (left, right) for the last dim,
    then for the one before, ...; negative amounts crop. Modes: constant (`value`, default 0),
    reflect, replicate, circular."""
    pad = list(pad)
    if len(pad) % 2 or len(pad) // 2 > len(input.shape):
        raise ValueError(f"pad: padding length must be divisible by 2 and at most twice the"
                         f" input's rank {len(input.shape)}, got {len(pad)}")
    if mode not in ("constant", "reflect", "replicate", "circular"):
        raise ValueError(f"pad: mode must be one of constant, reflect, replicate, circular;"
                         f" got {mode!r}")
    if mode != "constant" and value not in (None, 0):
        raise ValueError(f"pad: padding mode {mode!r} doesn't take in value argument")
    out = input
    for k in range(len(pad) // 2):
        dim = len(input.shape) - 1 - k
        before, after = pad[2 * k], pad[2 * k + 1]
        out = _pad_dim(out, dim, before, after, mode, 0.0 if value is None else value)
    return out


def _pad_dim(x, dim: int, before: int, after: int, mode: str, value):
    n = x.shape[dim]
    if n + before + after < 0 or (before < 0 and -before > n) or (after < 0 and -after > n):
        raise ValueError(f"pad: padding ({before}, {after}) of dim {dim} of size {n} leaves"
                         f" a negative size")
    if before < 0 or after < 0:               # negative padding crops
        x = ops.slice(x, dim, max(-before, 0), n - max(-after, 0), 1)
        n = x.shape[dim]
        before, after = max(before, 0), max(after, 0)
    if not before and not after:
        return x
    if mode == "constant":
        parts = []
        for width in (before, after):
            shape = list(x.shape)
            shape[dim] = width
            parts.append(ops.full(shape, value, dtype=_dtype(x)) if width else None)
        pieces = [p for p in (parts[0], x, parts[1]) if p is not None]
        return ops.concat(pieces, dim)
    index = np.arange(-before, n + after)
    if mode == "replicate":
        index = np.clip(index, 0, n - 1)
    elif mode == "circular":
        if before > n or after > n:
            raise ValueError(f"pad: circular padding ({before}, {after}) may not exceed the"
                             f" size {n} of dim {dim}")
        index = index % n
    else:
        if before >= n or after >= n:
            raise ValueError(f"pad: padding size should be less than the corresponding input"
                             f" dimension, but got: padding ({before}, {after}) at dimension"
                             f" {dim} of input {list(x.shape)}")
        period = 2 * (n - 1) if n > 1 else 1
        index = np.abs(index) % period
        index = np.where(index >= n, period - index, index)
    return ops.index_select(x, dim, index.astype(np.int64))


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
