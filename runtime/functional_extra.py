"""More of `aotgrad.nn.functional`, as PyTorch's `torch.nn.functional`: the activations
`hardsigmoid`, `hardswish`, `mish`, `softsign`, `glu`, `prelu`, `selu`, `celu`, `threshold`,
`hardshrink`, `softshrink` and `tanhshrink`, `pairwise_distance`, `group_norm`,
`instance_norm`, `bilinear`, and the channel dropouts `dropout1d`/`dropout2d` (drawn from aotgrad's
generator). Each is a composition of aotgrad's ops with PyTorch's values and gradients
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


# --------------------------------------------------------------------------- more activations

_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946


def selu(input, inplace: bool = False):
    """scale (x where x > 0, else alpha (exp(x) - 1)), PyTorch's alpha and scale."""
    return ops.where(ops.gt(input, 0.0), input, ops.expm1(input) * _SELU_ALPHA) * _SELU_SCALE


def celu(input, alpha: float = 1.0, inplace: bool = False):
    """x where x > 0, else alpha (exp(x / alpha) - 1)."""
    if alpha == 0:
        raise ValueError("ZeroDivisionError: alpha cannot be 0 for CELU")
    return ops.where(ops.gt(input, 0.0), input, ops.expm1(input / alpha) * alpha)


def threshold(input, threshold: float, value: float, inplace: bool = False):
    """x where x > threshold, else `value`."""
    return ops.where(ops.gt(input, threshold), input, value)


def hardshrink(input, lambd: float = 0.5):
    """x where |x| > lambd, else 0."""
    return ops.where(ops.gt(ops.abs(input), lambd), input, 0.0)


def softshrink(input, lambd: float = 0.5):
    """x - lambd above lambd, x + lambd below -lambd, else 0."""
    if lambd < 0:
        raise ValueError(f"lambda must be greater or equal to 0, but found to be {lambd}.")
    return ops.where(ops.gt(input, lambd), input - lambd,
                     ops.where(ops.lt(input, -lambd), input + lambd, 0.0))


def tanhshrink(input):
    """x - tanh(x)."""
    return input - ops.tanh(input)


# --------------------------------------------------------------------------- channels

def _channel_dropout(input, p: float, training: bool, rank: int, what: str):
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if len(input.shape) not in (rank, rank + 1):
        raise ShapeError(f"{what}: expected a {rank}-D or {rank + 1}-D input, got shape"
                         f" {list(input.shape)}")
    if not training or p == 0.0:
        return input
    if p == 1.0:
        return input * 0.0
    lead = len(input.shape) - (rank - 1)             # [N, C] or [C]: one draw per channel
    shape = list(input.shape[:lead]) + [1] * (rank - 1)
    keep = ops.cast(ops.ge(ops.rand(*shape, dtype=input.dtype), p), input.dtype)
    return input * (keep * (1.0 / (1.0 - p)))


def dropout1d(input, p: float = 0.5, training: bool = True, inplace: bool = False):
    """Zero whole channels of [N, C, L] (or [C, L]) with probability `p`, scaling the rest by
    1/(1-p), in training."""
    return _channel_dropout(input, p, training, 2, "dropout1d")


def dropout2d(input, p: float = 0.5, training: bool = True, inplace: bool = False):
    """Zero whole channels of [N, C, H, W] (or [C, H, W]) with probability `p`, scaling the
    rest by 1/(1-p), in training."""
    return _channel_dropout(input, p, training, 3, "dropout2d")


def instance_norm(input, running_mean=None, running_var=None, weight=None, bias=None,
                  use_input_stats: bool = True, momentum: float = 0.1, eps: float = 1e-5):
    """Normalise each channel of each sample over its positions (the biased variance), then
    weight * y + bias per channel, as `torch.nn.functional.instance_norm` with the input's
    statistics (running statistics are not supported)."""
    if running_mean is not None or running_var is not None or not use_input_stats:
        raise ValueError("instance_norm: running statistics are not supported (use the"
                         " input's, track_running_stats=False)")
    shape = list(input.shape)
    if len(shape) < 3:
        raise ShapeError(f"instance_norm: expected [N, C, *] with positions, got {shape}")
    n, c = shape[:2]
    y = ops.reshape(ops.layernorm(ops.reshape(input, [n, c, -1]), eps=eps), shape)
    per_channel = [1, c] + [1] * (len(shape) - 2)
    if weight is not None:
        y = y * ops.reshape(weight, per_channel)
    return y if bias is None else y + ops.reshape(bias, per_channel)


def bilinear(input1, input2, weight, bias=None):
    """x1^T A_o x2 + b_o for each output o: input1 [.., in1], input2 [.., in2], weight [out,
    in1, in2], as `torch.nn.functional.bilinear` (an `einsum`)."""
    if len(weight.shape) != 3 or input1.shape[-1] != weight.shape[1] or \
            input2.shape[-1] != weight.shape[2]:
        raise ShapeError(f"bilinear: weight {list(weight.shape)} does not fit inputs"
                         f" {list(input1.shape)} and {list(input2.shape)}")
    y = ops.einsum("...i,oij,...j->...o", input1, weight, input2)
    return y if bias is None else y + bias


def gumbel_softmax(logits, tau: float = 1.0, hard: bool = False, eps: float = 1e-10,
                   dim: int = -1):
    """softmax((logits + g) / tau) along `dim`, `g` Gumbel noise drawn from aotgrad's
    generator; with `hard=True` the one-hot of its argmax (the first maximum) in the forward
    and the soft sample's gradient (`y_hard - y_soft.detach() + y_soft`), as
    `torch.nn.functional.gumbel_softmax` (`eps` is unused, as in PyTorch)."""
    # -log(E), E = -log(u) exponential: u in [0, 1) gives E in (0, inf], noise < +inf
    gumbels = -ops.log(-ops.log(ops.rand_like(logits)))
    y_soft = ops.softmax((logits + gumbels) / tau, dim)
    if not hard:
        return y_soft
    rank = len(logits.shape)
    dim %= rank
    n = logits.shape[dim]
    positions = ops.arange(n).reshape(*[n if d == dim else 1 for d in range(rank)])
    y_hard = ops.eq(positions, y_soft.argmax(dim, keepdim=True)).to(y_soft.dtype)
    return y_hard - y_soft.detach() + y_soft
