"""Transposed convolution as PyTorch's: `F.conv_transpose1d`/`2d`/`3d` and
`nn.ConvTranspose1d`/`2d`/`3d`, composed from existing ops.

A transposed convolution is the convolution whose gradient is the forward one: the input gets
stride - 1 zeros between its entries (reshapes and concats), `dilation * (kernel - 1) -
padding` zeros around it (cropped where negative) and `output_padding` more at the end, and is
convolved with stride 1 by the weight [in, out / groups, *kernel] with its channel dims swapped
per group and its window flipped. So values and gradients are those of `conv2d` (`conv3d`),
and the output size is PyTorch's: (size - 1) stride - 2 padding + dilation (kernel - 1) +
output_padding + 1. The layers' weights and biases are initialised as PyTorch's (uniform in
+-1/sqrt(fan_in), fan_in = out / groups * kernel volume).
"""
from __future__ import annotations

import math

from .. import functions as ops
from ..ir.errors import ShapeError
from .functional_3d import conv3d
from .functional_nn import pad
from .nn import Module, _uniform


def _pair(v, n: int = 2) -> tuple:
    return tuple(v) if isinstance(v, (tuple, list)) else (v,) * n


def _spread(x, strides):
    """`x` [N, C, *spatial] with stride - 1 zeros between neighbouring entries of each
    spatial dim."""
    for axis, s in enumerate(strides, 2):
        if s == 1:
            continue
        shape = list(x.shape)
        n = shape[axis]
        x = ops.reshape(x, shape[:axis + 1] + [1] + shape[axis + 1:])
        zeros = shape[:axis + 1] + [s - 1] + shape[axis + 1:]
        x = ops.cat([x, ops.zeros(*zeros, dtype=x.dtype)], axis + 1)
        x = ops.reshape(x, shape[:axis] + [n * s] + shape[axis + 1:])
        x = ops.slice(x, axis, 0, (n - 1) * s + 1, 1)
    return x


def _conv_transpose(name: str, conv, input, weight, bias, stride, padding, output_padding,
                    groups: int, dilation):
    """The transposed convolution of [N, C_in, *spatial] (or unbatched) by weight [C_in,
    C_out / groups, *kernel]: `conv` (`conv2d`, `conv3d`) of the spread, padded input."""
    dims = len(weight.shape) - 2
    batched = len(input.shape) == dims + 2
    if len(input.shape) not in (dims + 1, dims + 2):
        raise ShapeError(f"{name}: expected a {dims + 1}-D or {dims + 2}-D input, got shape"
                         f" {list(input.shape)}")
    x = input if batched else ops.reshape(input, [1, *input.shape])
    cin, cout_g, *kernel = weight.shape
    if groups < 1 or cin % groups or x.shape[1] != cin:
        raise ShapeError(f"{name}: an input of {x.shape[1]} channels and a weight"
                         f" {list(weight.shape)} with groups={groups} do not fit")
    strides, pads = _pair(stride, dims), _pair(padding, dims)
    extra, dilations = _pair(output_padding, dims), _pair(dilation, dims)
    for o, s, d in zip(extra, strides, dilations):
        if not 0 <= o < max(s, d):
            raise ValueError(f"{name}: output padding must be smaller than either"
                             f" stride or dilation, got output_padding={o}, stride={s},"
                             f" dilation={d}")
    # the forward convolution's weight: [out, in / groups, *kernel], each window flipped
    w = ops.reshape(weight, [groups, cin // groups, cout_g, *kernel])
    w = ops.permute(w, [0, 2, 1, *range(3, dims + 3)])
    w = ops.flip(ops.reshape(w, [groups * cout_g, cin // groups, *kernel]),
                 list(range(2, dims + 2)))
    amounts = []
    for k, p, o, d in reversed(list(zip(kernel, pads, extra, dilations))):
        before = d * (k - 1) - p
        amounts += [before, before + o]
    y = conv(pad(_spread(x, strides), amounts), w, bias, 1, 0, dilations, groups)
    return y if batched else ops.reshape(y, list(y.shape[1:]))


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0,
                     groups: int = 1, dilation=1):
    """The transposed 2-d convolution of [N, C_in, H, W] (or [C_in, H, W]) by weight
    [C_in, C_out / groups, kh, kw], as `torch.nn.functional.conv_transpose2d`."""
    if len(weight.shape) != 4:
        raise ShapeError(f"conv_transpose2d: weight must be [in_channels, out_channels/groups,"
                         f" kh, kw], got shape {list(weight.shape)}")
    return _conv_transpose("conv_transpose2d", ops.conv2d, input, weight, bias, stride,
                           padding, output_padding, groups, dilation)


def conv_transpose3d(input, weight, bias=None, stride=1, padding=0, output_padding=0,
                     groups: int = 1, dilation=1):
    """The transposed 3-d convolution of [N, C_in, D, H, W] (or [C_in, D, H, W]) by weight
    [C_in, C_out / groups, kd, kh, kw], as `torch.nn.functional.conv_transpose3d`."""
    if len(weight.shape) != 5:
        raise ShapeError(f"conv_transpose3d: weight must be [in_channels, out_channels/groups,"
                         f" kd, kh, kw], got shape {list(weight.shape)}")
    return _conv_transpose("conv_transpose3d", conv3d, input, weight, bias, stride, padding,
                           output_padding, groups, dilation)


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0,
                     groups: int = 1, dilation=1):
    """The transposed 1-d convolution of [N, C_in, L] (or [C_in, L]) by weight
    [C_in, C_out / groups, k], as `torch.nn.functional.conv_transpose1d`."""
    if len(weight.shape) != 3 or len(input.shape) not in (2, 3):
        raise ShapeError(f"conv_transpose1d: expected an input [N, C, L] and a weight"
                         f" [in, out/groups, k], got {list(input.shape)} and"
                         f" {list(weight.shape)}")
    x, w = input.unsqueeze(-2), weight.unsqueeze(-2)
    one = lambda v: (1, _pair(v, 1)[0])           # noqa: E731  (height 1: stride 1, ...)
    y = conv_transpose2d(x, w, bias, one(stride), (0, _pair(padding, 1)[0]),
                         (0, _pair(output_padding, 1)[0]), groups, one(dilation))
    return y.squeeze(-2)


class _ConvTranspose(Module):
    dims = 2

    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0,
                 output_padding=0, groups: int = 1, bias: bool = True, dilation=1,
                 padding_mode: str = "zeros"):
        super().__init__()
        name = type(self).__name__
        if padding_mode != "zeros":
            raise ValueError(f'Only "zeros" padding mode is supported for {name}')
        if groups < 1 or in_channels % groups or out_channels % groups:
            raise ValueError(f"{name}: groups={groups} must divide in_channels={in_channels}"
                             f" and out_channels={out_channels}")
        n = self.dims
        self.in_channels, self.out_channels = in_channels, out_channels
        self.kernel_size, self.stride = _pair(kernel_size, n), _pair(stride, n)
        self.padding, self.output_padding = _pair(padding, n), _pair(output_padding, n)
        self.dilation, self.groups, self.padding_mode = _pair(dilation, n), groups, padding_mode
        fan_in = out_channels // groups * math.prod(self.kernel_size)
        bound = 1 / math.sqrt(fan_in) if fan_in else 0.0
        self.weight = _uniform((in_channels, out_channels // groups, *self.kernel_size), bound)
        self.bias = _uniform((out_channels,), bound) if bias else None

    def _output_padding(self, input, output_size) -> tuple:
        """PyTorch's: the output padding that gives `output_size` (the last dims named)."""
        if output_size is None:
            return self.output_padding
        n = self.dims
        want = list(output_size)[-n:]
        out = []
        for i, (size, s, p, k, d) in enumerate(zip(input.shape[-n:], self.stride, self.padding,
                                                   self.kernel_size, self.dilation)):
            least = (size - 1) * s - 2 * p + d * (k - 1) + 1
            if not least <= want[i] < least + max(s, d):
                raise ValueError(f"requested an output size of {want}, but valid sizes range"
                                 f" from {least} to {least + max(s, d) - 1} (for an input of"
                                 f" {list(input.shape[-n:])})")
            out.append(want[i] - least)
        return tuple(out)

    def extra_repr(self) -> str:
        text = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}," \
               f" stride={self.stride}"
        if self.padding != (0,) * self.dims:
            text += f", padding={self.padding}"
        if self.output_padding != (0,) * self.dims:
            text += f", output_padding={self.output_padding}"
        if self.dilation != (1,) * self.dims:
            text += f", dilation={self.dilation}"
        if self.groups != 1:
            text += f", groups={self.groups}"
        return text + ("" if self.bias is not None else ", bias=False")


class ConvTranspose2d(_ConvTranspose):
    """The transposed 2-d convolution, as `torch.nn.ConvTranspose2d` (weight [in, out /
    groups, kh, kw])."""

    def forward(self, input, output_size=None):
        return conv_transpose2d(input, self.weight, self.bias, self.stride, self.padding,
                                self._output_padding(input, output_size), self.groups,
                                self.dilation)


class ConvTranspose1d(_ConvTranspose):
    """The transposed 1-d convolution, as `torch.nn.ConvTranspose1d` (weight [in, out /
    groups, k])."""

    dims = 1

    def forward(self, input, output_size=None):
        return conv_transpose1d(input, self.weight, self.bias, self.stride[0],
                                self.padding[0], self._output_padding(input, output_size)[0],
                                self.groups, self.dilation[0])


class ConvTranspose3d(_ConvTranspose):
    """The transposed 3-d convolution, as `torch.nn.ConvTranspose3d` (weight [in, out /
    groups, kd, kh, kw])."""

    dims = 3

    def forward(self, input, output_size=None):
        return conv_transpose3d(input, self.weight, self.bias, self.stride, self.padding,
                                self._output_padding(input, output_size), self.groups,
                                self.dilation)
