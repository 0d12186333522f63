"""The convolution-net functions with PyTorch's signatures (`torch.nn.functional`), as
compositions: `conv2d`, `max_pool2d`, `avg_pool2d` build their ops (`ir/tensor/conv.py`) from
PyTorch's arguments (a bias that may be None, int-or-pair sizes, `padding='same'`/`'valid'`,
pool strides that default to the kernel, `ceil_mode`, `max_pool2d`'s `dilation`,
`avg_pool2d`'s `divisor_override`: built of padding, slices and the pool ops, each function
saying how); `adaptive_avg_pool2d` is a mean (1x1) or an average pool (sizes that divide);
`batch_norm` normalises with batch statistics (training) or the running ones (eval) from
existing reductions. Each takes `op`, the emitter of `frontend.ops` (`op(name, *args)`,
`op.tensor(x, what)`). `batch_norm` returns the normalised tensor only: the running statistics
are updated by its caller (`nn.BatchNorm2d`, `aotgrad.batch_norm`), where tensors are state.
"""
from __future__ import annotations

import numpy as np

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


def _is_one(dilation) -> bool:
    return dilation in (1, (1, 1), [1, 1])


def pool_size(n: int, k: int, s: int, p: int, d: int, ceil_mode: bool) -> int:
    """PyTorch's output size of a pool along one axis: with `ceil_mode` a last window that
    starts inside the input (or its left padding) and runs past it is kept."""
    span = n + 2 * p - d * (k - 1) - 1
    if span < 0:
        raise ShapeError(f"pool window (kernel {k}, dilation {d}) larger than the padded input"
                         f" size {n + 2 * p}")
    out = (-(-span // s) if ceil_mode else span // s) + 1
    if ceil_mode and (out - 1) * s >= n + p:
        out -= 1
    return out


def _geometry(name: str, x, kernel_size, stride, padding, dilation=1):
    """The (kernel, stride, padding, dilation) pairs of a pool on `x` [N, C, H, W]."""
    if x.type.rank != 4:
        raise ShapeError(f"'{name}' expects [N, C, H, W], got {x.type}")
    kernel = _two(kernel_size)
    strides = kernel if stride in (None, [], ()) else _two(stride)
    return kernel, strides, _two(padding), _two(dilation)


def _lowest(dtype) -> float:
    return float("-inf") if dtype.is_float else int(np.iinfo(dtype.numpy).min)


def max_pool2d(op, input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    """The maximum of each window, as `torch.nn.functional.max_pool2d`; the gradient goes to
    the window's first maximum. With `ceil_mode=True` a last window that starts inside the
    input (or its left padding) and runs past it is kept, as PyTorch's: the input gets -inf
    appended where it runs past. A `dilation` > 1 is built from existing ops, exactly: the
    input padded with -inf, one strided slice per kernel position, and a running `where`
    that takes a later position only where it is greater (or NaN), in PyTorch's row-major
    order, so that value and gradient (to the first maximum) are PyTorch's."""
    x = op.tensor(input, "max_pool2d")
    if not _is_one(dilation):
        return _dilated_max_pool2d(op, x, kernel_size, stride, padding, dilation, ceil_mode)
    if ceil_mode:
        if not x.type.dtype.is_float:
            raise IRError("'max_pool2d' ceil_mode=True is not supported for integer inputs")
        for axis, k, s, p, _ in zip((2, 3), *_geometry("max_pool2d", x, kernel_size, stride,
                                                        padding)):
            n = x.type.shape[axis]
            out = pool_size(n, k, s, p, 1, True)
            extra = (out - 1) * s + k - (n + 2 * p)
            if extra > 0:
                x = pad_end(op, x, axis, extra, float("-inf"))
    return op("max_pool2d", x, kernel=kernel_size, stride=stride, padding=padding)


def _dilated_max_pool2d(op, x, kernel_size, stride, padding, dilation, ceil_mode):
    kernel, strides, pads, dilations = _geometry("max_pool2d", x, kernel_size, stride, padding,
                                                 dilation)
    low = _lowest(x.type.dtype)
    sizes = []
    for axis, k, s, p, d in zip((2, 3), kernel, strides, pads, dilations):
        if 2 * p > k:                                   # PyTorch's check, as the op's
            raise ShapeError(f"'max_pool2d' padding {pads} should be at most half of the"
                             f" kernel {kernel}")
        n = x.type.shape[axis]
        out = pool_size(n, k, s, p, d, ceil_mode)
        need = (out - 1) * s + d * (k - 1) + 1        # the padded length the windows read
        if p:
            x = pad_start(op, x, axis, p, low)
        if need > n + p:
            x = pad_end(op, x, axis, need - n - p, low)
        sizes.append(out)
    best = None
    for i in range(kernel[0]):
        for j in range(kernel[1]):
            v = x
            for axis, at, s, out in ((2, i * dilations[0], strides[0], sizes[0]),
                                     (3, j * dilations[1], strides[1], sizes[1])):
                v = op("slice", v, axis=axis, start=at, stop=at + (out - 1) * s + 1, step=s)
            if best is None:
                best = v
                continue
            later = op("gt", v, best)
            if x.type.dtype.is_float:                   # a NaN is the maximum, as PyTorch's
                later = op("where", op("ne", v, v), True, later)
            best = op("where", later, v, best)
    return best


def pad_start(op, x, axis: int, width: int, value):
    """`x` with `width` entries of `value` put before it along `axis`."""
    shape = list(x.type.shape)
    shape[axis] = width
    return op("concat", [op.b.constant(value, shape, x.type.dtype), x], axis)


def avg_pool2d(op, input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True, divisor_override=None):
    """The mean of each window, as `torch.nn.functional.avg_pool2d`. `ceil_mode=True` and
    `divisor_override` are built from the average pool op: the input gets zeros appended
    where a last window runs past it, and the windows whose divisor differs from PyTorch's
    (that window, clipped at the padded input, or only the input's elements without
    `count_include_pad`; or the override) are rescaled by a constant table, op divisor over
    PyTorch's (1 elsewhere: those values are the op's exactly, the others within an ulp)."""
    x = op.tensor(input, "avg_pool2d")
    if not ceil_mode and divisor_override is None:
        return op("avg_pool2d", x, kernel=kernel_size, stride=stride, padding=padding,
                  count_include_pad=count_include_pad)
    if divisor_override is not None and (not isinstance(divisor_override, int) or
                                         divisor_override == 0):
        raise IRError(f"'avg_pool2d' divisor_override must be a nonzero int, got"
                      f" {divisor_override!r}")
    kernel, strides, pads, _ = _geometry("avg_pool2d", x, kernel_size, stride, padding)
    ours, theirs = [], []                     # per axis: op's and PyTorch's window lengths
    for axis, k, s, p in zip((2, 3), kernel, strides, pads):
        n = x.type.shape[axis]
        out = pool_size(n, k, s, p, 1, ceil_mode)
        extra = max(0, (out - 1) * s + k - (n + 2 * p))
        if extra:
            x = pad_end(op, x, axis, extra, 0.0)
        starts = np.arange(out) * s - p
        if count_include_pad:
            ours.append(np.full(out, k))
            theirs.append(np.minimum(starts + k, n + p) - starts)
        else:
            ours.append(np.minimum(starts + k, n + extra) - np.maximum(starts, 0))
            theirs.append(np.minimum(starts + k, n) - np.maximum(starts, 0))
    y = op("avg_pool2d", x, kernel=kernel, stride=strides, padding=pads,
           count_include_pad=count_include_pad)
    divisor = np.outer(*theirs) if divisor_override is None else \
        np.full((len(theirs[0]), len(theirs[1])), divisor_override)
    ratio = np.outer(*ours) / divisor
    if np.all(ratio == 1):
        return y
    dtype = y.type.dtype
    table = op.b.constant(ratio.astype(dtype.numpy).tolist(), list(ratio.shape), dtype)
    return op("mul", y, op("broadcast", table, shape=list(y.type.shape), dims=[2, 3]))


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
    """(x - mean) / sqrt(var + eps) * weight + bias per channel (axis 1) of [N, C, *] ([N, C],
    [N, C, L], [N, C, H, W], [N, C, D, H, W]), as `torch.nn.functional.batch_norm`: batch
    statistics (the biased variance) in training or without running ones, else the running
    statistics. The running statistics are not updated here (see `aotgrad.batch_norm`)."""
    x = op.tensor(input, "batch_norm")
    t = x.type
    if t.rank < 2:
        raise ShapeError(f"'batch_norm' expects [N, C, *], got {t}")
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
