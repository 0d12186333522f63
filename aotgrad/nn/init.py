"""`aotgrad.nn.init`: PyTorch's parameter initialisations (`torch.nn.init`), by name, argument and
default, in place and outside autograd, returning the tensor, so `model.apply(init_weights)` ports
unchanged. The bounds and standard deviations are PyTorch's (the same fans and gains); the numbers
are drawn from aotgrad's generator (`aotgrad.manual_seed`), so they are not PyTorch's."""
from __future__ import annotations

import math

import numpy as np

from aotgrad.runtime.autograd import no_grad

__all__ = ["calculate_gain", "uniform_", "normal_", "constant_", "ones_", "zeros_",
           "xavier_uniform_", "xavier_normal_", "kaiming_uniform_", "kaiming_normal_",
           "trunc_normal_", "orthogonal_", "eye_", "dirac_"]


def calculate_gain(nonlinearity: str, param=None) -> float:
    """The recommended gain of a nonlinearity, as PyTorch's."""
    linear = ("linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d",
              "conv_transpose3d", "sigmoid")
    if nonlinearity in linear:
        return 1
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        if param is None:
            slope = 0.01
        elif not isinstance(param, bool) and isinstance(param, (int, float)):
            slope = param
        else:
            raise ValueError(f"negative_slope {param} not a valid number")
        return math.sqrt(2.0 / (1 + slope ** 2))
    if nonlinearity == "selu":
        return 3.0 / 4
    raise ValueError(f"Unsupported nonlinearity {nonlinearity}")


def _calculate_fan_in_and_fan_out(tensor) -> tuple[int, int]:
    if tensor.dim() < 2:
        raise ValueError("Fan in and fan out can not be computed for tensor with fewer than 2"
                         " dimensions")
    receptive = math.prod(tensor.shape[2:])
    return tensor.shape[1] * receptive, tensor.shape[0] * receptive


def _fan(tensor, mode: str) -> int:
    if mode not in ("fan_in", "fan_out"):
        raise ValueError(f"Mode {mode} not supported, please use one of fan_in, fan_out")
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    return fan_in if mode == "fan_in" else fan_out


def uniform_(tensor, a: float = 0.0, b: float = 1.0, generator=None):
    """Fill with uniform numbers in [a, b)."""
    with no_grad():
        return tensor.uniform_(a, b, generator=generator)


def normal_(tensor, mean: float = 0.0, std: float = 1.0, generator=None):
    """Fill with normal numbers of `mean` and `std`."""
    with no_grad():
        return tensor.normal_(mean, std, generator=generator)


def constant_(tensor, val: float):
    with no_grad():
        return tensor.fill_(val)


def ones_(tensor):
    return constant_(tensor, 1.0)


def zeros_(tensor):
    with no_grad():
        return tensor.zero_()


def xavier_uniform_(tensor, gain: float = 1.0, generator=None):
    """U(-a, a) with a = gain sqrt(6 / (fan_in + fan_out)) (Glorot)."""
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    a = math.sqrt(3.0) * gain * math.sqrt(2.0 / float(fan_in + fan_out))
    return uniform_(tensor, -a, a, generator)


def xavier_normal_(tensor, gain: float = 1.0, generator=None):
    """N(0, std^2) with std = gain sqrt(2 / (fan_in + fan_out)) (Glorot)."""
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    return normal_(tensor, 0.0, gain * math.sqrt(2.0 / float(fan_in + fan_out)), generator)


def kaiming_uniform_(tensor, a: float = 0, mode: str = "fan_in",
                     nonlinearity: str = "leaky_relu", generator=None):
    """U(-bound, bound) with bound = gain sqrt(3 / fan) (He)."""
    std = calculate_gain(nonlinearity, a) / math.sqrt(_fan(tensor, mode))
    bound = math.sqrt(3.0) * std
    return uniform_(tensor, -bound, bound, generator)


def kaiming_normal_(tensor, a: float = 0, mode: str = "fan_in",
                    nonlinearity: str = "leaky_relu", generator=None):
    """N(0, std^2) with std = gain / sqrt(fan) (He)."""
    std = calculate_gain(nonlinearity, a) / math.sqrt(_fan(tensor, mode))
    return normal_(tensor, 0.0, std, generator)


def _draw_normal(shape) -> np.ndarray:
    """Standard normal numbers of `shape` from aotgrad's generator, in f64."""
    from aotgrad.functions import randn
    return np.asarray(randn(*shape, dtype=np.float64)) if shape else \
        np.asarray(randn(1, dtype=np.float64)).reshape(())


def trunc_normal_(tensor, mean: float = 0.0, std: float = 1.0, a: float = -2.0,
                  b: float = 2.0, generator=None):
    """N(mean, std^2) restricted to [a, b] (each number outside drawn again), as
    `torch.nn.init.trunc_normal_` (PyTorch draws by the inverse CDF: the same
    distribution)."""
    if generator is not None:
        raise TypeError("trunc_normal_: aotgrad draws from its one generator (manual_seed);"
                        " generator= must be None")
    if not a < b:
        raise ValueError(f"trunc_normal_: a ({a}) must be below b ({b})")
    shape = tuple(tensor.shape)
    values = _draw_normal(shape) * std + mean
    for _ in range(1000):
        outside = (values < a) | (values > b)
        if not outside.any():
            break
        values = np.where(outside, _draw_normal(shape) * std + mean, values)
    with no_grad():
        return tensor.copy_(np.clip(values, a, b))


def orthogonal_(tensor, gain: float = 1.0, generator=None):
    """A (semi-)orthogonal matrix of the tensor's first dim by the rest, times `gain`: the Q
    of a normal matrix's QR with R's diagonal signs, as `torch.nn.init.orthogonal_`."""
    if tensor.dim() < 2:
        raise ValueError("Only tensors with 2 or more dimensions are supported")
    rows = tensor.shape[0]
    cols = int(np.prod(tensor.shape)) // rows if rows else 0
    flat = _draw_normal((rows, cols))
    if rows < cols:
        flat = flat.T
    q, r = np.linalg.qr(flat)
    q *= np.sign(np.diag(r))
    if rows < cols:
        q = q.T
    with no_grad():
        return tensor.copy_((q * gain).reshape(tensor.shape))


def eye_(tensor):
    """The identity matrix in a 2-D tensor (ones on the diagonal), as
    `torch.nn.init.eye_`."""
    if tensor.dim() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    with no_grad():
        return tensor.copy_(np.eye(*tensor.shape))


def dirac_(tensor, groups: int = 1):
    """The identity of a convolution in a 3-, 4- or 5-D weight [out, in, *kernel]: a one at
    the kernel's centre from each input channel to the output channel of the same index, in
    each of `groups` groups, as `torch.nn.init.dirac_`."""
    if tensor.dim() not in (3, 4, 5):
        raise ValueError("Only tensors with 3, 4, or 5 dimensions are supported")
    shape = tuple(tensor.shape)
    if shape[0] % groups != 0:
        raise ValueError("dim 0 must be divisible by groups")
    out_per_group = shape[0] // groups
    values = np.zeros(shape)
    centre = tuple(k // 2 for k in shape[2:])
    for g in range(groups):
        for d in range(min(out_per_group, shape[1])):
            values[(g * out_per_group + d, d) + centre] = 1.0
    with no_grad():
        return tensor.copy_(values)
