"""More of `aotgrad.nn.functional`, as PyTorch's `torch.nn.functional`: the activations
`hardsigmoid`, `hardswish`, `mish`, `softsign`, `glu` and `prelu`, `pairwise_distance`, and
`group_norm`. Each is a composition of aotgrad's ops with PyTorch's values and gradients
(its one-sided choices at the kinks of `hardsigmoid` and `hardswish` included), so it is
differentiable and traces into `aotgrad.compile`.
"""
from __future__ import annotations

import math

from .. import functions as ops
from ..ir.errors import ShapeError


def hardsigmoid(input, inplace: bool = False):
    """relu6(x + 3) / 6: 0 at or below -3, 1 at or above 3; gradient 1/6 strictly
    between (PyTorch's is 1/6 rounded to f32, also for f64: 3e-8 apart)."""
    return ops.where(ops.le(input, -3.0), 0.0,
                     ops.where(ops.ge(input, 3.0), 1.0, input / 6.0 + 0.5))


def hardswish(input, inplace: bool = False):
    """x relu6(x + 3) / 6, with PyTorch's gradient (0 at or below -3, x / 3 + 1/2 up to 3,
    1 from 3 on)."""
    return ops.where(ops.le(input, -3.0), 0.0,
                     ops.where(ops.lt(input, 3.0), input * (input + 3.0) / 6.0, input))


def mish(input, inplace: bool = False):
    """x tanh(softplus(x))."""
    return input * ops.tanh(ops.softplus(input))


def softsign(input):
    """x / (1 + |x|)."""
    return input / (ops.abs(input) + 1.0)


def glu(input, dim: int = -1):
    """a sigmoid(b), where a and b are the halves of `input` along `dim`."""
    n = input.shape[dim]
    if n % 2:
        raise ValueError(f"Halving dimension must be even, but dimension {dim % len(input.shape)}"
                         f" is size {n}")
    a, b = ops.chunk(input, 2, dim)
    return a * ops.sigmoid(b)


def prelu(input, weight):
    """x where x > 0, else weight x; `weight` is one number or one per channel (dim 1)."""
    n = math.prod(weight.shape)
    if n != 1:
        if len(input.shape) < 2 or input.shape[1] != n:
            raise ShapeError(f"prelu: mismatch of parameter numbers and input channel size:"
                             f" {n} weights for an input of shape {list(input.shape)}")
        weight = ops.reshape(weight, [1, n] + [1] * (len(input.shape) - 2))
    elif len(weight.shape):
        weight = ops.reshape(weight, [])
    return ops.where(ops.gt(input, 0.0), input, input * weight)


def pairwise_distance(x1, x2, p: float = 2.0, eps: float = 1e-6, keepdim: bool = False):
    """The p-norm of x1 - x2 + eps over the last dim (broadcasting x1 and x2)."""
    rank = max(len(x1.shape), len(x2.shape))
    difference = x1 - x2 + eps
    if rank == 0:
        return ops.abs(difference)
    return ops.norm(difference, p, -1, keepdim)


def group_norm(input, num_groups: int, weight=None, bias=None, eps: float = 1e-5):
    """Normalise each of `num_groups` groups of channels (dim 1) of each sample over its
    channels and positions (the biased variance), then weight * y + bias per channel."""
    shape = list(input.shape)
    if len(shape) < 2:
        raise ShapeError(f"group_norm: expected at least 2 dims [N, C, *], got {shape}")
    n, c = shape[:2]
    if num_groups < 1 or c % num_groups:
        raise ValueError(f"Expected number of channels in input to be divisible by"
                         f" num_groups, but got input of shape {shape} and num_groups="
                         f"{num_groups}")
    for name, p in (("weight", weight), ("bias", bias)):
        if p is not None and list(p.shape) != [c]:
            raise ShapeError(f"group_norm: {name} must have shape [{c}], got {list(p.shape)}")
    grouped = ops.reshape(input, [n, num_groups, math.prod(shape[1:]) // num_groups])
    y = ops.reshape(ops.layernorm(grouped, eps=eps), shape)
    per_channel = [1, c] + [1] * (len(shape) - 2)
    if weight is not None:
        y = y * ops.reshape(weight, per_channel)
    return y if bias is None else y + ops.reshape(bias, per_channel)
