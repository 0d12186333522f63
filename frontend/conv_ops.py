"""The convolution-net functions with PyTorch's signatures (`torch.nn.functional`), as
compositions: `conv2d`, `max_pool2d`, `avg_pool2d` build their ops (`ir/tensor/conv.py`) from
PyTorch's arguments (a bias that may be None, int-or-pair sizes, `padding='same'`/`'valid'`,
pool strides that default to the kernel, `ceil_mode` of `max_pool2d`); `adaptive_avg_pool2d`
is a mean (1x1) or an average pool (sizes that divide);
`batch_norm` normalises with batch statistics (training) or the running ones (eval) from
existing reductions. Each takes `op`, the emitter of `frontend.ops` (`op(name, *args)`,
`op.tensor(x, what)`). `batch_norm` returns the normalised tensor only: the running statistics
are updated by its caller (`nn.BatchNorm2d`, `aotgrad.batch_norm`), where tensors are state.
"""
from __future__ import annotations

from ..ir.core import IRError, ShapeError


def conv2d(op, input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """2-d convolution of input [N, C, H, W] with weight [O, C/groups, kh, kw] and optional
    bias [O], as `torch.nn.functional.conv2d`; `padding` is ints, `'valid'` (none) or
    `'same'` (stride 1: the output has the input's size, an odd total padding's extra row
    or column at the bottom or right, as PyTorch's)."""
    x, w = op.tensor(input, "conv2d"), op.tensor(weight, "conv2d")
    if isinstance(padding, str):
        x, padding = _string_padding(op, x, w, stride, padding, dilation)
    operands = [x, w] if bias is None else [x, w, op.tensor(bias, "conv2d")]
    return op("conv2d", *operands, stride=stride, padding=padding, dilation=dilation,
              groups=groups)


def _two(v) -> list:
    return list(v) if isinstance(v, (list, tuple)) else [v, v]


def _string_padding(op, x, w, stride, padding: str, dilation):
    """`x` and the ints of `padding='valid'` or `'same'`: the part of a 'same' padding the
    op cannot take (an odd total's extra one, at the end) is added to `x` as zeros."""
    if padding == "valid":
        return x, 0
    if padding != "same":
        raise IRError(f"'conv2d' padding must be ints, 'valid' or 'same', got {padding!r}")
    if any(s != 1 for s in _two(stride)):
        raise IRError("'conv2d' padding='same' is not supported for strided convolutions")
    if x.type.rank != 4 or w.type.rank != 4:
        raise ShapeError(f"'conv2d' expects an input [N, C, H, W] and a weight [O, C, kh, kw],"
                         f" got {x.type} and {w.type}")
    pads = []
    for axis, d, k in zip((2, 3), _two(dilation), w.type.shape[2:]):
        total = d * (k - 1)
        pads.append(total // 2)
        if total % 2:
            x = pad_end(op, x, axis, 1, 0.0)
    return x, pads


def pad_end(op, x, axis: int, width: int, value):
    """`x` with `width` entries of `value` appended along `axis`."""
    shape = list(x.type.shape)
    shape[axis] = width
    return op("concat", [x, op.b.constant(value, shape, x.type.dtype)], axis)


def _plain_pool(name: str, ceil_mode, dilation=1):
    if ceil_mode:
        raise IRError(f"'{name}' ceil_mode=True is not supported")
    if dilation not in (1, (1, 1), [1, 1]):
        raise IRError(f"'{name}' dilation must be 1, got {dilation}")


def max_pool2d(op, input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    """The maximum of each window, as `torch.nn.functional.max_pool2d`; the gradient goes to
    the window's first maximum. With `ceil_mode=True` a last window that starts inside the
    input (or its left padding) and runs past it is kept, as PyTorch's: the input gets -inf
    appended where it runs past."""
    _plain_pool("max_pool2d", False, dilation)
    x = op.tensor(input, "max_pool2d")
    if ceil_mode and x.type.rank == 4 and x.type.dtype.is_float:
        kernel = _two(kernel_size)
        strides = kernel if stride in (None, [], ()) else _two(stride)
        for axis, k, s, p in zip((2, 3), kernel, strides, _two(padding)):
            n = x.type.shape[axis]
            out = -(-(n + 2 * p - k) // s) + 1
            if (out - 1) * s >= n + p:             # a window must start inside
                out -= 1
            extra = (out - 1) * s + k - (n + 2 * p)
            if extra > 0 and n + 2 * p >= k:
                x = pad_end(op, x, axis, extra, float("-inf"))
    elif ceil_mode:
        _plain_pool("max_pool2d", ceil_mode)
    return op("max_pool2d", x, kernel=kernel_size, stride=stride, padding=padding)


def avg_pool2d(op, input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True):
    """The mean of each window, as `torch.nn.functional.avg_pool2d`."""
    _plain_pool("avg_pool2d", ceil_mode)
    return op("avg_pool2d", op.tensor(input, "avg_pool2d"), kernel=kernel_size,
              stride=stride, padding=padding, count_include_pad=count_include_pad)


def adaptive_avg_pool2d(op, input, output_size):
    """The mean over an [N, C, H, W] input's windows giving `output_size`, as
    `torch.nn.functional.adaptive_avg_pool2d` where each output size divides the input's (1:
    global average pooling)."""
    x = op.tensor(input, "adaptive_avg_pool2d")
    if x.type.rank != 4:
        raise ShapeError(f"'adaptive_avg_pool2d' expects [N, C, H, W], got {x.type}")
    size = [output_size] * 2 if isinstance(output_size, int) else list(output_size)
    h, w = x.type.shape[2:]
    size = [s if s is not None else n for s, n in zip(size, (h, w))]
    if size == [1, 1]:
        return op("mean", x, axes=[2, 3], keepdim=True)
    if any(s < 1 or n % s for s, n in zip(size, (h, w))):
        raise ShapeError(f"'adaptive_avg_pool2d' output size {size} must divide the input size"
                         f" [{h}, {w}]")
    kernel = [h // size[0], w // size[1]]
    return op("avg_pool2d", x, kernel=kernel, stride=kernel)


def batch_norm(op, input, running_mean=None, running_var=None, weight=None, bias=None,
               training=False, momentum=0.1, eps=1e-5):
    """(x - mean) / sqrt(var + eps) * weight + bias per channel (axis 1) of [N, C], [N, C, L]
    or [N, C, H, W], as `torch.nn.functional.batch_norm`: batch statistics (the biased
    variance) in training or without running ones, else the running statistics. The running
    statistics are not updated here (see `aotgrad.batch_norm`)."""
    x = op.tensor(input, "batch_norm")
    t = x.type
    if t.rank not in (2, 3, 4):
        raise ShapeError(f"'batch_norm' expects [N, C], [N, C, L] or [N, C, H, W], got {t}")
    c = t.shape[1]
    axes = [0, *range(2, t.rank)]

    def per_channel(v, what):
        v = op.tensor(v, "batch_norm")
        if tuple(v.type.shape) != (c,):
            raise ShapeError(f"'batch_norm' {what} must have shape [{c}] (the channels of"
                             f" {t}), got {v.type}")
        return op("reshape", v, shape=[1, c] + [1] * (t.rank - 2))

    if training or running_mean is None:
        if t.numel // c <= 1:
            raise ShapeError(f"'batch_norm' expected more than 1 value per channel when"
                             f" training, got input {t}")
        mean = op("mean", x, axes=axes, keepdim=True)
        centered = op("sub", x, mean)
        var = op("mean", op("mul", centered, centered), axes=axes, keepdim=True)
    else:
        centered = op("sub", x, per_channel(running_mean, "running_mean"))
        var = per_channel(running_var, "running_var")
    y = op("mul", centered, op("rsqrt", op("add", var, eps)))
    if weight is not None:
        y = op("mul", y, per_channel(weight, "weight"))
    if bias is not None:
        y = op("add", y, per_channel(bias, "bias"))
    return y


#: name -> builder, merged into `frontend.ops.COMPOSITES`.
CONV_COMPOSITES = {"conv2d": conv2d, "max_pool2d": max_pool2d, "avg_pool2d": avg_pool2d,
                   "adaptive_avg_pool2d": adaptive_avg_pool2d, "batch_norm": batch_norm}
