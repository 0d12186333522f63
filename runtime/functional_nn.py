"""`aotgrad.nn.functional`'s activations and layers: PyTorch's `torch.nn.functional` names,
argument names and defaults, composed from aotgrad's ops, so each is differentiable (the VJPs
are the ops') and traces into `aotgrad.compile` as the ops it is made of.

Activations (`relu`, `relu6`, `hardtanh`, `elu`, `gelu`, `silu`, `softplus`, `sigmoid`,
`tanh`, `logsigmoid`, `leaky_relu`), `linear`, `softmax`/`log_softmax`/`softmin`,
`layer_norm` over any number of trailing dims, `normalize`, `cosine_similarity`, `dropout`,
`embedding` (with `padding_idx`), `one_hot`, and `pad` (constant, reflect, replicate and
circular, any number of dims, PyTorch's pad order). The losses are in `runtime/losses.py`,
attention (`scaled_dot_product_attention`) in `runtime/attention.py`. Bad arguments raise
`ValueError`/`ShapeError` with PyTorch's wording.
"""
from __future__ import annotations

import math
import warnings

import numpy as np

from .. import functions as ops
from ..frontend.tracer import traced_in
from ..ir.errors import ShapeError
from ..ir.types import DType

def _dtype(x) -> DType:
    d = x.dtype
    return d if isinstance(d, DType) else DType.from_numpy(d)


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
    """log(sigmoid(input)), without overflow (`aotgrad.log_sigmoid`)."""
    return ops.log_sigmoid(input)


def leaky_relu(input, negative_slope: float = 0.01, inplace: bool = False):
    """input where input > 0, else negative_slope * input."""
    return ops.leaky_relu(input, negative_slope)


def hardtanh(input, min_val: float = -1.0, max_val: float = 1.0, inplace: bool = False):
    """input limited to [min_val, max_val]; no gradient at or beyond the bounds."""
    if min_val > max_val:
        raise ValueError("min_val cannot be greater than max_val")
    return ops.where(ops.le(input, min_val), min_val,
                     ops.where(ops.ge(input, max_val), max_val, input))


def relu6(input, inplace: bool = False):
    """min(max(input, 0), 6)."""
    return hardtanh(input, 0.0, 6.0)


def elu(input, alpha: float = 1.0, inplace: bool = False):
    """input where input > 0, else alpha (exp(input) - 1)."""
    return ops.where(ops.gt(input, 0.0), input, ops.expm1(input) * alpha)


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


def softmin(input, dim: int | None = None, dtype=None):
    """softmax(-input, dim)."""
    if dim is None:
        warnings.warn("Implicit dimension choice for softmin has been deprecated. Change the"
                      " call to include dim=X as an argument.", UserWarning, stacklevel=2)
        dim = _softmax_dim(len(input.shape))
    return softmax(-(input if dtype is None else ops.cast(input, dtype)), dim)


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


def _norm(x, p: float, dim: int):
    if p == 2:
        return ops.sqrt(ops.sum(x * x, axis=dim, keepdim=True))
    if p == 1:
        return ops.sum(ops.abs(x), axis=dim, keepdim=True)
    return ops.sum(ops.abs(x) ** p, axis=dim, keepdim=True) ** (1.0 / p)


def normalize(input, p: float = 2.0, dim: int = 1, eps: float = 1e-12, out=None):
    """input / max(||input||_p along dim, eps)."""
    if out is not None:
        raise ValueError("normalize: out= is not supported (results are new tensors)")
    return input / ops.maximum(_norm(input, p, dim), eps)


def cosine_similarity(x1, x2, dim: int = 1, eps: float = 1e-8):
    """sum(x1 x2) / (max(||x1||, eps) max(||x2||, eps)) along dim (broadcasting x1, x2)."""
    try:
        np.broadcast_shapes(tuple(x1.shape), tuple(x2.shape))
    except ValueError:
        raise ShapeError(f"cosine_similarity: x1 {list(x1.shape)} and x2 {list(x2.shape)} do"
                         f" not broadcast") from None
    n1 = ops.maximum(_norm(x1, 2, dim), eps)
    n2 = ops.maximum(_norm(x2, 2, dim), eps)
    return ops.sum((x1 / n1) * (x2 / n2), axis=dim)


def trivial_dropout(input, p: float, training: bool):
    """What a dropout of probability `p` gives without drawing (out of training, p 0 or 1),
    else None; a `p` outside [0, 1] is refused with PyTorch's message."""
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0.0:
        return input
    return input * 0.0 if p == 1.0 else None


def dropout(input, p: float = 0.5, training: bool = True, inplace: bool = False):
    """Zero each element with probability `p` and scale the rest by 1/(1-p), in training."""
    trivial = trivial_dropout(input, p, training)
    return trivial if trivial is not None else ops.dropout(input, p=p)


def embedding(input, weight, padding_idx: int | None = None, max_norm=None,
              norm_type: float = 2.0, scale_grad_by_freq: bool = False,
              sparse: bool = False):
    """Rows of `weight` at the integer ids `input`; the row `padding_idx` gets no gradient.
    `sparse=True` changes nothing: the CPU's gradient of `weight` is row-sparse either way."""
    if max_norm is not None or scale_grad_by_freq:
        raise ValueError("embedding: max_norm and scale_grad_by_freq are not supported (their"
                         " gradients are PyTorch's in-place renormalisation and frequencies)")
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
    if not traced_in([tensor]) and math.prod(tensor.shape):   # a traced one has no values yet
        values = np.asarray(tensor)
        if values.min() < 0:
            raise ValueError("one_hot: Class values must be non-negative.")
        if values.max() >= num_classes:
            raise ValueError("one_hot: Class values must be smaller than num_classes.")
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
