"""More of `torch.nn`'s layers, with PyTorch's names, arguments, initialisation and
`state_dict` keys: `SyncBatchNorm` (one process: batch norm over any rank from 2, and
`convert_sync_batchnorm`), `LazyLinear` (its in_features from the first input),
`AdaptiveMaxPool2d`, `Softmax2d`, `LocalResponseNorm` and `F.local_response_norm`,
`AlphaDropout` and `F.alpha_dropout`, `RReLU` and `F.rrelu` (random slopes from aotgrad's
generator in training, their mean in evaluation)."""
from __future__ import annotations

import math

from .. import functions as ops
from .functional_nn import leaky_relu, trivial_dropout
from .functional_nn import pad as _pad
from .functional_vision import adaptive_max_pool2d
from .nn import Linear, Module
from .nn_conv import _BatchNorm
from .tensor_functions_more import _refuse


class SyncBatchNorm(_BatchNorm):
    """Batch normalisation over dim 1 of [N, C, ...], as `torch.nn.SyncBatchNorm` in one
    process (no process group: the batch's own statistics, as `BatchNorm*d`)."""

    ranks = (2, 3, 4)                   # and higher, through `forward`

    def __init__(self, num_features: int, eps: float = 1e-5, momentum: float | None = 0.1,
                 affine: bool = True, track_running_stats: bool = True, process_group=None,
                 *, bias: bool = True):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, bias=bias)
        self.process_group = process_group

    def forward(self, x):
        if len(x.shape) > 4:            # [N, C, D, ...]: the statistics of [N, C, D * ...]
            return super().forward(x.reshape(x.shape[0], x.shape[1], -1)).reshape(*x.shape)
        return super().forward(x)

    @classmethod
    def convert_sync_batchnorm(cls, module: Module, process_group=None) -> Module:
        """`module` with every batch norm layer replaced by a `SyncBatchNorm` holding the same
        parameters and buffers, as PyTorch's."""
        if isinstance(module, _BatchNorm) and not isinstance(module, SyncBatchNorm):
            converted = cls(module.num_features, module.eps, module.momentum, module.affine,
                            module.track_running_stats, process_group,
                            bias=module.bias is not None)
            if module.affine:
                converted.weight, converted.bias = module.weight, module.bias
            if module.track_running_stats:
                converted.running_mean, converted.running_var = \
                    module.running_mean, module.running_var
                converted.num_batches_tracked = module.num_batches_tracked
            converted.training = module.training
            return converted
        for name, value in list(vars(module).items()):      # attributes, lists, dicts
            if isinstance(value, Module):
                setattr(module, name, cls.convert_sync_batchnorm(value, process_group))
            elif isinstance(value, list):
                value[:] = [cls.convert_sync_batchnorm(m, process_group)
                            if isinstance(m, Module) else m for m in value]
            elif isinstance(value, dict):
                for key, m in list(value.items()):
                    if isinstance(m, Module):
                        value[key] = cls.convert_sync_batchnorm(m, process_group)
        return module


class LazyLinear(Linear):
    """A `Linear` whose in_features (and so its weight) come from the first input, as
    `torch.nn.LazyLinear`; initialised then, as PyTorch's."""

    def __init__(self, out_features: int, bias: bool = True):
        Module.__init__(self)
        self.in_features, self.out_features = 0, out_features
        self._has_bias = bias
        self.weight = self.bias = None

    def forward(self, x):
        if self.weight is None:
            made = Linear(x.shape[-1], self.out_features, self._has_bias)
            self.in_features, self.weight, self.bias = x.shape[-1], made.weight, made.bias
        return super().forward(x)


class AdaptiveMaxPool2d(Module):
    """`F.adaptive_max_pool2d(input, output_size)`, as `torch.nn.AdaptiveMaxPool2d`."""

    def __init__(self, output_size, return_indices: bool = False):
        super().__init__()
        if return_indices:
            raise ValueError("AdaptiveMaxPool2d: return_indices=True is not supported")
        self.output_size = output_size

    def forward(self, input):
        return adaptive_max_pool2d(input, self.output_size)

    def extra_repr(self) -> str:
        return f"output_size={self.output_size}"


class Softmax2d(Module):
    """Softmax over the channels (dim -3) of [N, C, H, W] or [C, H, W], as
    `torch.nn.Softmax2d`."""

    def forward(self, input):
        if len(input.shape) not in (3, 4):
            raise _refuse(f"Softmax2d: expected input to be 3D or 4D, got {len(input.shape)}D"
                          f" instead")
        return ops.softmax(input, -3)


def local_response_norm(input, size: int, alpha: float = 1e-4, beta: float = 0.75,
                        k: float = 1.0):
    """x / (k + alpha * mean of x^2 over `size` neighbouring channels)^beta, the channels
    zero-padded at both ends, as `torch.nn.functional.local_response_norm`."""
    if len(input.shape) < 3:
        raise _refuse(f"Expected 3D or higher dimensionality input (got {len(input.shape)}"
                      f" dimensions)")
    if input.shape[0] == 0 or input.shape[1] == 0:
        return input
    n, c = input.shape[0], input.shape[1]
    square = (input * input).reshape(n, c, -1)
    padded = _pad(square, (0, 0, size // 2, (size - 1) // 2))
    windows = sum(padded.narrow(1, i, c) for i in range(size)) / size
    scale = (windows.reshape(*input.shape) * alpha + k) ** beta
    return input / scale


class LocalResponseNorm(Module):
    """`F.local_response_norm`, as `torch.nn.LocalResponseNorm`."""

    def __init__(self, size: int, alpha: float = 1e-4, beta: float = 0.75, k: float = 1.0):
        super().__init__()
        self.size, self.alpha, self.beta, self.k = size, alpha, beta, k

    def forward(self, input):
        return local_response_norm(input, self.size, self.alpha, self.beta, self.k)

    def extra_repr(self) -> str:
        return f"{self.size}, alpha={self.alpha}, beta={self.beta}, k={self.k}"


#: SELU's constants: alpha' = -lambda * alpha, as PyTorch's alpha_dropout
_SELU_ALPHA, _SELU_SCALE = 1.6732632423543772, 1.0507009873554805


def alpha_dropout(input, p: float = 0.5, training: bool = False, inplace: bool = False):
    """Dropout for SELU networks: dropped entries set to SELU's negative saturation and the
    result scaled and shifted to keep the mean and variance, as
    `torch.nn.functional.alpha_dropout`."""
    trivial = trivial_dropout(input, p, training)
    if trivial is not None:
        return trivial
    alpha = -_SELU_ALPHA * _SELU_SCALE
    a = 1.0 / math.sqrt((alpha * alpha * p + 1) * (1 - p))
    b = -a * alpha * p
    keep = ops.lt(ops.rand_like(input), 1.0 - p)
    return ops.where(keep, input, alpha) * a + b


class AlphaDropout(Module):
    """`F.alpha_dropout` in training, the identity in evaluation, as
    `torch.nn.AlphaDropout`."""

    def __init__(self, p: float = 0.5, inplace: bool = False):
        super().__init__()
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
        self.p = p

    def forward(self, input):
        return alpha_dropout(input, self.p, self.training)

    def extra_repr(self) -> str:
        return f"p={self.p}"


def rrelu(input, lower: float = 1.0 / 8, upper: float = 1.0 / 3, training: bool = False,
          inplace: bool = False):
    """x where x >= 0, else x times a slope drawn uniformly from [lower, upper] per entry in
    training (aotgrad's generator), their mean in evaluation, as
    `torch.nn.functional.rrelu`."""
    if not training:
        return leaky_relu(input, (lower + upper) / 2)
    slope = ops.rand_like(input) * (upper - lower) + lower
    return ops.where(ops.ge(input, 0.0), input, input * slope)


class RReLU(Module):
    """`F.rrelu`, as `torch.nn.RReLU`."""

    def __init__(self, lower: float = 1.0 / 8, upper: float = 1.0 / 3, inplace: bool = False):
        super().__init__()
        self.lower, self.upper = lower, upper

    def forward(self, input):
        return rrelu(input, self.lower, self.upper, self.training)

    def extra_repr(self) -> str:
        return f"lower={self.lower}, upper={self.upper}"


__all__ = ["SyncBatchNorm", "LazyLinear", "AdaptiveMaxPool2d", "Softmax2d",
           "LocalResponseNorm", "AlphaDropout", "RReLU"]
