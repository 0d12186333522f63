"""More layers of `torch.nn` with PyTorch's constructor arguments, defaults, parameters and
`state_dict` keys, each calling the `aotgrad.nn.functional` function of its name: `Conv1d`
(weight [out, in / groups, k], initialised as PyTorch's, uniform in +-1/sqrt(fan_in)),
`MaxPool1d`, `AvgPool1d`, `AdaptiveAvgPool1d`, `GroupNorm` (weight ones, bias zeros), the
padding layers (`ZeroPad1d`/`2d`, `ConstantPad1d`/`2d`, `ReflectionPad1d`/`2d`,
`ReplicationPad1d`/`2d`), `Upsample`, `PixelShuffle`, `PixelUnshuffle`, `Unflatten`, the
channel dropouts `Dropout1d`/`Dropout2d`, `InstanceNorm1d`/`2d`, `Unfold` and `Fold`.
"""
from __future__ import annotations

import math

import numpy as np

from . import functional_extra as FX
from . import functional_vision as FV
from .functional_nn import pad
from .nn import Module, Parameter, _uniform
from .nn_conv import check_conv_arguments, pad_by_mode


def _single(v) -> tuple[int]:
    return tuple(v) if isinstance(v, (tuple, list)) else (v,)


class Conv1d(Module):
    """1-d convolution over [N, C, L], as `torch.nn.Conv1d`: `padding` an int, `'same'` or
    `'valid'`, and `padding_mode` zeros, reflect, replicate or circular."""

    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0,
                 dilation=1, groups: int = 1, bias: bool = True, padding_mode: str = "zeros"):
        super().__init__()
        check_conv_arguments("Conv1d", in_channels, out_channels, _single(stride), padding,
                             groups, padding_mode)
        self.in_channels, self.out_channels = in_channels, out_channels
        self.kernel_size, self.stride = _single(kernel_size), _single(stride)
        self.padding = padding if isinstance(padding, str) else _single(padding)
        self.dilation, self.groups = _single(dilation), groups
        self.padding_mode = padding_mode
        fan_in = in_channels // groups * self.kernel_size[0]
        bound = 1 / math.sqrt(fan_in) if fan_in else 0.0
        self.weight = _uniform((out_channels, in_channels // groups, *self.kernel_size), bound)
        self.bias = _uniform((out_channels,), bound) if bias else None

    def forward(self, x):
        padding = self.padding if isinstance(self.padding, str) else self.padding[0]
        if self.padding_mode != "zeros" and padding != "valid":
            x = pad_by_mode(x, [padding], self.kernel_size, self.dilation, self.padding_mode)
            padding = 0
        return FV.conv1d(x, self.weight, self.bias, self.stride[0], padding,
                         self.dilation[0], self.groups)

    def extra_repr(self) -> str:
        text = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}," \
               f" stride={self.stride}"
        if self.padding != (0,):
            text += f", padding={self.padding!r}"
        if self.dilation != (1,):
            text += f", dilation={self.dilation}"
        if self.groups != 1:
            text += f", groups={self.groups}"
        if self.padding_mode != "zeros":
            text += f", padding_mode={self.padding_mode}"
        return text + ("" if self.bias is not None else ", bias=False")


class MaxPool1d(Module):
    """The maximum of each window of [N, C, L], as `torch.nn.MaxPool1d`."""

    def __init__(self, kernel_size, stride=None, padding=0, dilation=1,
                 return_indices: bool = False, ceil_mode: bool = False):
        super().__init__()
        self.kernel_size, self.stride = kernel_size, stride or kernel_size
        self.padding, self.dilation = padding, dilation
        self.return_indices, self.ceil_mode = return_indices, ceil_mode

    def forward(self, input):
        return FV.max_pool1d(input, self.kernel_size, self.stride, self.padding,
                             self.dilation, self.ceil_mode, self.return_indices)

    def extra_repr(self) -> str:
        return f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}"


class AvgPool1d(Module):
    """The mean of each window of [N, C, L], as `torch.nn.AvgPool1d`."""

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode: bool = False,
                 count_include_pad: bool = True):
        super().__init__()
        self.kernel_size, self.stride = kernel_size, stride or kernel_size
        self.padding, self.ceil_mode = padding, ceil_mode
        self.count_include_pad = count_include_pad

    def forward(self, input):
        return FV.avg_pool1d(input, self.kernel_size, self.stride, self.padding,
                             self.ceil_mode, self.count_include_pad)

    def extra_repr(self) -> str:
        return f"kernel_size={_single(self.kernel_size)}, stride={_single(self.stride)}," \
               f" padding={_single(self.padding)}"


class AdaptiveAvgPool1d(Module):
    """Average pooling of [N, C, L] to `output_size` (one that divides L), as
    `torch.nn.AdaptiveAvgPool1d`."""

    def __init__(self, output_size):
        super().__init__()
        self.output_size = output_size

    def forward(self, input):
        return FV.adaptive_avg_pool1d(input, self.output_size)

    def extra_repr(self) -> str:
        return f"output_size={self.output_size}"


class GroupNorm(Module):
    """`F.group_norm` over `num_groups` groups of `num_channels`; weight ones and bias zeros
    (when `affine`; no bias with `bias=False`), as `torch.nn.GroupNorm`."""

    def __init__(self, num_groups: int, num_channels: int, eps: float = 1e-5,
                 affine: bool = True, *, bias: bool = True):
        super().__init__()
        if num_groups < 1 or num_channels % num_groups:
            raise ValueError("num_channels must be divisible by num_groups")
        self.num_groups, self.num_channels, self.eps, self.affine = \
            num_groups, num_channels, eps, affine
        self.weight = Parameter(np.ones(num_channels, np.float32)) if affine else None
        self.bias = Parameter(np.zeros(num_channels, np.float32)) if affine and bias else None

    def forward(self, input):
        return FX.group_norm(input, self.num_groups, self.weight, self.bias, self.eps)

    def extra_repr(self) -> str:
        return f"{self.num_groups}, {self.num_channels}, eps={self.eps}, affine={self.affine}," \
               f" bias={self.bias is not None}"


# --------------------------------------------------------------------------- padding

class _Pad(Module):
    """`F.pad` of the last `dims` dims by `padding` (an int for every side, or PyTorch's
    (left, right, top, bottom) order), in `mode`."""

    mode, dims = "constant", 2

    def __init__(self, padding, value: float = 0.0):
        super().__init__()
        self.padding = tuple(padding) if isinstance(padding, (tuple, list)) else \
            (padding,) * (2 * self.dims)
        if len(self.padding) != 2 * self.dims:
            raise ValueError(f"{type(self).__name__} expects {2 * self.dims} padding amounts,"
                             f" got {self.padding}")
        self.value = value

    def forward(self, input):
        value = self.value if self.mode == "constant" else None
        return pad(input, list(self.padding), self.mode, value)

    def extra_repr(self) -> str:
        return f"{self.padding}" + (f", value={self.value}" if self.mode == "constant" and
                                    type(self).__name__.startswith("Constant") else "")


class ZeroPad1d(_Pad):
    dims = 1

    def __init__(self, padding):
        super().__init__(padding)


class ZeroPad2d(_Pad):
    def __init__(self, padding):
        super().__init__(padding)


class ConstantPad1d(_Pad):
    dims = 1


class ConstantPad2d(_Pad):
    pass


class ReflectionPad1d(_Pad):
    mode, dims = "reflect", 1


class ReflectionPad2d(_Pad):
    mode = "reflect"


class ReplicationPad1d(_Pad):
    mode, dims = "replicate", 1


class ReplicationPad2d(_Pad):
    mode = "replicate"


# --------------------------------------------------------------------------- reshaping

class Upsample(Module):
    """`F.interpolate` to `size` or by `scale_factor`, as `torch.nn.Upsample`."""

    def __init__(self, size=None, scale_factor=None, mode: str = "nearest",
                 align_corners=None, recompute_scale_factor=None):
        super().__init__()
        self.size, self.mode, self.align_corners = size, mode, align_corners
        self.scale_factor = float(scale_factor) if isinstance(scale_factor, (int, float)) \
            else scale_factor
        self.recompute_scale_factor = recompute_scale_factor

    def forward(self, input):
        return FV.interpolate(input, self.size, self.scale_factor, self.mode,
                              self.align_corners, self.recompute_scale_factor)

    def extra_repr(self) -> str:
        what = f"scale_factor={self.scale_factor}" if self.scale_factor is not None else \
            f"size={self.size}"
        return f"{what}, mode='{self.mode}'"


class UpsamplingNearest2d(Upsample):
    """`Upsample` by "nearest", as `torch.nn.UpsamplingNearest2d`."""

    def __init__(self, size=None, scale_factor=None):
        super().__init__(size, scale_factor, mode="nearest")


class UpsamplingBilinear2d(Upsample):
    """`Upsample` by "bilinear" with `align_corners=True`, as
    `torch.nn.UpsamplingBilinear2d`."""

    def __init__(self, size=None, scale_factor=None):
        super().__init__(size, scale_factor, mode="bilinear", align_corners=True)


class ChannelShuffle(Module):
    """`F.channel_shuffle(input, groups)`, as `torch.nn.ChannelShuffle`."""

    def __init__(self, groups: int):
        super().__init__()
        self.groups = groups

    def forward(self, input):
        return FV.channel_shuffle(input, self.groups)

    def extra_repr(self) -> str:
        return f"groups={self.groups}"


class PixelShuffle(Module):
    """[*, C r^2, H, W] -> [*, C, H r, W r], as `torch.nn.PixelShuffle`."""

    def __init__(self, upscale_factor: int):
        super().__init__()
        self.upscale_factor = upscale_factor

    def forward(self, input):
        return FV.pixel_shuffle(input, self.upscale_factor)

    def extra_repr(self) -> str:
        return f"upscale_factor={self.upscale_factor}"


class PixelUnshuffle(Module):
    """[*, C, H r, W r] -> [*, C r^2, H, W], as `torch.nn.PixelUnshuffle`."""

    def __init__(self, downscale_factor: int):
        super().__init__()
        self.downscale_factor = downscale_factor

    def forward(self, input):
        return FV.pixel_unshuffle(input, self.downscale_factor)

    def extra_repr(self) -> str:
        return f"downscale_factor={self.downscale_factor}"


class Unflatten(Module):
    """Dim `dim` split into `unflattened_size`, as `torch.nn.Unflatten`."""

    def __init__(self, dim: int, unflattened_size):
        super().__init__()
        self.dim, self.unflattened_size = dim, tuple(unflattened_size)

    def forward(self, input):
        return input.unflatten(self.dim, self.unflattened_size)

    def extra_repr(self) -> str:
        return f"dim={self.dim}, unflattened_size={self.unflattened_size}"


# --------------------------------------------------------------------------- channels

class Dropout1d(Module):
    """Zero whole channels of [N, C, L] with probability `p` in training, as
    `torch.nn.Dropout1d`."""

    def __init__(self, p: float = 0.5, inplace: bool = False):
        super().__init__()
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
        self.p, self.inplace = p, inplace

    def forward(self, input):
        return FX.dropout1d(input, self.p, self.training)

    def extra_repr(self) -> str:
        return f"p={self.p}, inplace={self.inplace}"


class Dropout2d(Dropout1d):
    """Zero whole channels of [N, C, H, W] with probability `p` in training, as
    `torch.nn.Dropout2d`."""

    def forward(self, input):
        return FX.dropout2d(input, self.p, self.training)


class InstanceNorm1d(Module):
    """`F.instance_norm` of [N, C, L] (or an unbatched [C, L]): no affine parameters unless
    `affine=True` (then weight ones, bias zeros; no bias with `bias=False`), as
    `torch.nn.InstanceNorm1d` (without running statistics)."""

    spatial = 1                         # the input's spatial dims (2: InstanceNorm2d, ...)

    def __init__(self, num_features: int, eps: float = 1e-5, momentum: float = 0.1,
                 affine: bool = False, track_running_stats: bool = False, *,
                 bias: bool = True):
        super().__init__()
        if track_running_stats:
            raise ValueError(f"{type(self).__name__}: track_running_stats=True is not"
                             f" supported")
        self.num_features, self.eps, self.momentum = num_features, eps, momentum
        self.affine, self.track_running_stats = affine, track_running_stats
        self.weight = Parameter(np.ones(num_features, np.float32)) if affine else None
        self.bias = Parameter(np.zeros(num_features, np.float32)) if affine and bias else None

    def forward(self, input):
        rank, n = len(input.shape), self.spatial
        if rank not in (n + 1, n + 2):
            raise ValueError(f"expected {n + 1}D or {n + 2}D input (got {rank}D input)")
        x = input if rank == n + 2 else input.unsqueeze(0)
        y = FX.instance_norm(x, weight=self.weight, bias=self.bias, eps=self.eps)
        return y if rank == n + 2 else y.squeeze(0)

    def extra_repr(self) -> str:
        return f"{self.num_features}, eps={self.eps}, momentum={self.momentum}," \
               f" affine={self.affine}, bias={self.bias is not None}," \
               f" track_running_stats={self.track_running_stats}"


class InstanceNorm2d(InstanceNorm1d):
    """`F.instance_norm` of [N, C, H, W] (or [C, H, W]), as `torch.nn.InstanceNorm2d`."""

    spatial = 2


class Unfold(Module):
    """`F.unfold`: sliding windows as columns, as `torch.nn.Unfold`."""

    def __init__(self, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.kernel_size, self.dilation = kernel_size, dilation
        self.padding, self.stride = padding, stride

    def forward(self, input):
        return FV.unfold(input, self.kernel_size, self.dilation, self.padding, self.stride)

    def extra_repr(self) -> str:
        return f"kernel_size={self.kernel_size}, dilation={self.dilation}," \
               f" padding={self.padding}, stride={self.stride}"


class Fold(Unfold):
    """`F.fold`: columns summed back into an image of `output_size`, as `torch.nn.Fold`."""

    def __init__(self, output_size, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__(kernel_size, dilation, padding, stride)
        self.output_size = output_size

    def forward(self, input):
        return FV.fold(input, self.output_size, self.kernel_size, self.dilation, self.padding,
                       self.stride)

    def extra_repr(self) -> str:
        return f"output_size={self.output_size}, " + super().extra_repr()
