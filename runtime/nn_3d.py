"""The 3-d convolution-net layers of `aotgrad.nn`, as PyTorch's: `Conv3d`, `MaxPool3d`,
`AvgPool3d`, `AdaptiveAvgPool3d`, `BatchNorm3d` and `InstanceNorm3d` over [N, C, D, H, W].

Each is its 2-d layer (`runtime/nn_conv.py`, `runtime/nn_vision.py`) with three spatial dims
and the 3-d function of `runtime/functional_3d.py`: the same arguments, defaults,
initialisation (a Conv3d's weight [out, in / groups, kd, kh, kw] and bias uniform in
+-1/sqrt(fan_in)), parameters, buffers and `state_dict` keys.
"""
from __future__ import annotations

from .functional_3d import adaptive_avg_pool3d, avg_pool3d, conv3d, max_pool3d
from .nn_conv import AdaptiveAvgPool2d, AvgPool2d, MaxPool2d, _BatchNorm, _ConvNd
from .nn_vision import InstanceNorm1d


class Conv3d(_ConvNd):
    """3-d convolution over [N, C, D, H, W], as `torch.nn.Conv3d`: `padding` ints, `'same'`
    or `'valid'`, and `padding_mode` zeros, reflect, replicate or circular."""

    dims = 3
    conv = staticmethod(conv3d)


class MaxPool3d(MaxPool2d):
    """The maximum of each window, as `torch.nn.MaxPool3d`."""

    pool = staticmethod(max_pool3d)


class AvgPool3d(AvgPool2d):
    """The mean of each window, as `torch.nn.AvgPool3d`."""

    pool = staticmethod(avg_pool3d)


class AdaptiveAvgPool3d(AdaptiveAvgPool2d):
    """Average pooling to `output_size` (1: global), as `torch.nn.AdaptiveAvgPool3d` where
    the output size divides the input's."""

    pool = staticmethod(adaptive_avg_pool3d)


class BatchNorm3d(_BatchNorm):
    """Batch normalisation of [N, C, D, H, W], as `torch.nn.BatchNorm3d`."""

    ranks = (5,)


class InstanceNorm3d(InstanceNorm1d):
    """`F.instance_norm` of [N, C, D, H, W] (or [C, D, H, W]), as `torch.nn.InstanceNorm3d`."""

    spatial = 3
