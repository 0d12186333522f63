"""The convolution-net layers of `aotgrad.nn`, as PyTorch's: `Conv2d`, `MaxPool2d`,
`AvgPool2d`, `AdaptiveAvgPool2d`, `BatchNorm1d`, `BatchNorm2d` (the 3-d ones of
`runtime/nn_3d.py` are these over another spatial dim).

Names, shapes, initialisation and `state_dict` keys are PyTorch's: a Conv2d's weight
`[out, in / groups, kh, kw]` and bias are uniform in +-1/sqrt(fan_in) (kaiming-uniform with
a = sqrt(5), as `torch.nn.Conv2d.reset_parameters`); a BatchNorm's weight is ones, its bias
zeros, and `running_mean`, `running_var`, `num_batches_tracked` are buffers (state, not
parameters). In training a BatchNorm normalises with the batch statistics and updates the
running ones in place (momentum, or a cumulative average when `momentum=None`); in eval mode it
uses them. `training` is a guarded Python bool of a compiled function, so `.train()` and
`.eval()` compile once more, and a compiled training step writes the statistics back at every
call.
"""
from __future__ import annotations

import math

import numpy as np

from .. import functions as F
from .functional_nn import pad
from .nn import Module, Parameter, _uniform
from .normalization import update_running_stats
from .tensor import Tensor


def _tuple(v, n: int = 2) -> tuple:
    return tuple(v) if isinstance(v, (tuple, list)) else (v,) * n


#: `Conv2d`'s padding modes, each a mode of `F.pad` (zeros: the convolution's own padding)
PADDING_MODES = {"zeros": "constant", "reflect": "reflect", "replicate": "replicate",
                 "circular": "circular"}


def pad_by_mode(x, padding, kernel_size, dilation, mode: str):
    """`x` padded by `F.pad` in `mode` as a convolution's `padding` (ints or 'same') asks,
    PyTorch's amounts for each spatial dim (last dim first in `F.pad`'s order)."""
    amounts = []
    for k, d, p in reversed(list(zip(kernel_size, dilation,
                                     _tuple(padding, len(kernel_size))))):
        if p == "same":
            total = d * (k - 1)
            amounts += [total // 2, total - total // 2]
        else:
            amounts += [p, p]
    return pad(x, amounts, mode=PADDING_MODES[mode])


def check_conv_arguments(name: str, in_channels: int, out_channels: int, stride: tuple,
                         padding, groups: int, padding_mode: str) -> None:
    """A convolution layer's arguments as PyTorch checks them (ValueError, PyTorch's words)."""
    if padding_mode not in PADDING_MODES:
        raise ValueError(f"padding_mode must be one of {list(PADDING_MODES)}, but got"
                         f" padding_mode='{padding_mode}'")
    if groups < 1 or in_channels % groups or out_channels % groups:
        raise ValueError(f"{name}: groups={groups} must divide in_channels={in_channels}"
                         f" and out_channels={out_channels}")
    if isinstance(padding, str) and padding not in ("same", "valid"):
        raise ValueError(f"Invalid padding string {padding!r}, should be one of"
                         f" {{'valid', 'same'}}")
    if padding == "same" and any(s != 1 for s in stride):
        raise ValueError("padding='same' is not supported for strided convolutions")


class _ConvNd(Module):
    """A convolution layer over `dims` spatial dims by `conv` (`F.conv2d`, `F.conv3d`):
    `padding` ints, `'same'` or `'valid'`, and `padding_mode` zeros, reflect, replicate or
    circular; weight [out, in / groups, *kernel] and bias uniform in +-1/sqrt(fan_in)."""

    dims = 2
    conv = staticmethod(F.conv2d)

    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0,
                 dilation=1, groups: int = 1, bias: bool = True, padding_mode: str = "zeros"):
        super().__init__()
        n = self.dims
        check_conv_arguments(type(self).__name__, in_channels, out_channels,
                             _tuple(stride, n), padding, groups, padding_mode)
        self.in_channels, self.out_channels = in_channels, out_channels
        self.kernel_size, self.stride = _tuple(kernel_size, n), _tuple(stride, n)
        self.padding = padding if isinstance(padding, str) else _tuple(padding, n)
        self.dilation, self.groups = _tuple(dilation, n), groups
        self.padding_mode = padding_mode
        fan_in = in_channels // groups * math.prod(self.kernel_size)
        bound = 1 / math.sqrt(fan_in) if fan_in else 0.0
        self.weight = _uniform((out_channels, in_channels // groups, *self.kernel_size), bound)
        self.bias = _uniform((out_channels,), bound) if bias else None

    def forward(self, x):
        padding = self.padding
        if self.padding_mode != "zeros" and padding != "valid":
            # PyTorch's: the input padded by the mode, then a convolution without padding
            x = pad_by_mode(x, padding, self.kernel_size, self.dilation, self.padding_mode)
            padding = 0
        return self.conv(x, self.weight, self.bias, self.stride, padding, self.dilation,
                         self.groups)

    def extra_repr(self) -> str:
        text = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}," \
               f" stride={self.stride}"
        if self.padding != (0,) * self.dims:
            text += f", padding={self.padding}"
        if self.dilation != (1,) * self.dims:
            text += f", dilation={self.dilation}"
        if self.groups != 1:
            text += f", groups={self.groups}"
        if self.bias is None:
            text += ", bias=False"
        if self.padding_mode != "zeros":
            text += f", padding_mode={self.padding_mode}"
        return text


class Conv2d(_ConvNd):
    """2-d convolution over [N, C, H, W], as `torch.nn.Conv2d`: `padding` ints, `'same'` or
    `'valid'`, and `padding_mode` zeros, reflect, replicate or circular."""


class MaxPool2d(Module):
    """The maximum of each window, as `torch.nn.MaxPool2d`."""

    pool = staticmethod(F.max_pool2d)

    def __init__(self, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
        super().__init__()
        self.kernel_size, self.stride, self.padding = kernel_size, stride or kernel_size, padding
        self.dilation, self.ceil_mode = dilation, ceil_mode

    def forward(self, x):
        return self.pool(x, self.kernel_size, self.stride, self.padding, self.dilation,
                         self.ceil_mode)

    def extra_repr(self) -> str:
        return f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}"


class AvgPool2d(Module):
    """The mean of each window, as `torch.nn.AvgPool2d`."""

    pool = staticmethod(F.avg_pool2d)

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False,
                 count_include_pad=True, divisor_override=None):
        super().__init__()
        self.kernel_size, self.stride, self.padding = kernel_size, stride or kernel_size, padding
        self.ceil_mode, self.count_include_pad = ceil_mode, count_include_pad
        self.divisor_override = divisor_override

    def forward(self, x):
        return self.pool(x, self.kernel_size, self.stride, self.padding, self.ceil_mode,
                         self.count_include_pad, self.divisor_override)

    def extra_repr(self) -> str:
        return f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}"


class AdaptiveAvgPool2d(Module):
    """Average pooling to `output_size` (1: global), as `torch.nn.AdaptiveAvgPool2d` where
    the output size divides the input's."""

    pool = staticmethod(F.adaptive_avg_pool2d)

    def __init__(self, output_size):
        super().__init__()
        self.output_size = output_size

    def forward(self, x):
        return self.pool(x, self.output_size)

    def extra_repr(self) -> str:
        return f"output_size={self.output_size}"


class _BatchNorm(Module):
    """Batch normalisation over axis 1 with PyTorch's parameters, buffers and update (no bias
    with `bias=False`)."""

    ranks: tuple[int, ...] = ()

    def __init__(self, num_features: int, eps: float = 1e-5, momentum: float | None = 0.1,
                 affine: bool = True, track_running_stats: bool = True, *, bias: bool = True):
        super().__init__()
        self.num_features, self.eps, self.momentum = num_features, eps, momentum
        self.affine, self.track_running_stats = affine, track_running_stats
        self.weight = Parameter(np.ones(num_features, np.float32)) if affine else None
        self.bias = Parameter(np.zeros(num_features, np.float32)) if affine and bias else None
        if track_running_stats:
            self.register_buffer("running_mean", Tensor(np.zeros(num_features, np.float32)))
            self.register_buffer("running_var", Tensor(np.ones(num_features, np.float32)))
            self.register_buffer("num_batches_tracked", Tensor(np.zeros((), np.int64)))
        else:
            self.running_mean = self.running_var = self.num_batches_tracked = None

    def forward(self, x):
        if len(x.shape) not in self.ranks:
            want = " or ".join(f"{r}D" for r in self.ranks)
            raise ValueError(f"{type(self).__name__}: expected {want} input (got"
                             f" {len(x.shape)}D input)")
        batch = self.training or not self.track_running_stats
        y = F.batch_norm(x, None if batch else self.running_mean,
                         None if batch else self.running_var, self.weight, self.bias, batch,
                         0.0 if self.momentum is None else self.momentum, self.eps)
        if self.training and self.track_running_stats:
            self.num_batches_tracked.add_(1)
            factor = self.momentum if self.momentum is not None else \
                1.0 / self.num_batches_tracked
            update_running_stats(x, self.running_mean, self.running_var, factor)
        return y

    def extra_repr(self) -> str:
        return f"{self.num_features}, eps={self.eps}, momentum={self.momentum}," \
               f" affine={self.affine}, bias={self.bias is not None}," \
               f" track_running_stats={self.track_running_stats}"


class BatchNorm1d(_BatchNorm):
    """Batch normalisation of [N, C] or [N, C, L], as `torch.nn.BatchNorm1d`."""

    ranks = (2, 3)


class BatchNorm2d(_BatchNorm):
    """Batch normalisation of [N, C, H, W], as `torch.nn.BatchNorm2d`."""

    ranks = (4,)
