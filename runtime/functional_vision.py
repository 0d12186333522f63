"""`aotgrad.nn.functional`'s 1-d convolution and pooling, resizing and pixel shuffles, as
PyTorch's `torch.nn.functional`: `conv1d`, `max_pool1d`, `avg_pool1d` and
`adaptive_avg_pool1d` are their 2-d functions over a height of one (input [N, C, L] viewed as
[N, C, 1, L], the weight [O, C/groups, k] as [O, C/groups, 1, k]); `adaptive_max_pool2d` a
max pool of windows that tile the input; `unfold`/`fold` are `tensor.unfold`/`tensor.fold`
(im2col, col2im) in PyTorch's layout; `interpolate` (and
`upsample`) resizes by `nearest`, `nearest-exact`, `linear`, `bilinear` or `trilinear`
with PyTorch's source indices and weights (in f32, f64 for the linear modes of f64 inputs, as
PyTorch's CPU kernels compute them), as
gathers along each spatial dim and weighted sums; `pixel_shuffle`/`pixel_unshuffle` are
reshapes and a permute. All are compositions of aotgrad's ops, so differentiable and
traceable.
"""
from __future__ import annotations

import math

import numpy as np

from .. import functions as ops
from ..ir.errors import ShapeError


def _one(v, what: str) -> int:
    if isinstance(v, (list, tuple)):
        if len(v) != 1:
            raise ValueError(f"{what} must be an int or a 1-tuple, got {v!r}")
        v = v[0]
    return v


def _as_2d(input, what: str):
    if len(input.shape) not in (2, 3):
        raise ShapeError(f"{what}: expected a 2-D [C, L] or 3-D [N, C, L] input, got shape"
                         f" {list(input.shape)}")
    batched = len(input.shape) == 3
    x = input if batched else ops.reshape(input, [1, *input.shape])
    return ops.reshape(x, [x.shape[0], x.shape[1], 1, x.shape[2]]), batched


def _back_to_1d(y, batched: bool):
    y = ops.reshape(y, [y.shape[0], y.shape[1], y.shape[3]])
    return y if batched else ops.reshape(y, list(y.shape[1:]))


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups: int = 1):
    """1-d convolution of [N, C, L] (or [C, L]) with weight [O, C/groups, k] and optional bias
    [O]; `padding` an int, `'valid'` or `'same'`, as `torch.nn.functional.conv1d`."""
    if len(weight.shape) != 3:
        raise ShapeError(f"conv1d: weight must be [out_channels, in_channels/groups, k], got"
                         f" shape {list(weight.shape)}")
    x, batched = _as_2d(input, "conv1d")
    w = ops.reshape(weight, [weight.shape[0], weight.shape[1], 1, weight.shape[2]])
    padding = padding if isinstance(padding, str) else (0, _one(padding, "conv1d padding"))
    y = ops.conv2d(x, w, bias, (1, _one(stride, "conv1d stride")), padding,
                   (1, _one(dilation, "conv1d dilation")), groups)
    return _back_to_1d(y, batched)


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
               return_indices=False):
    """The maximum of each window of [N, C, L], as `torch.nn.functional.max_pool1d`."""
    if return_indices:
        raise ValueError("max_pool1d: return_indices=True is not supported")
    x, batched = _as_2d(input, "max_pool1d")
    k = _one(kernel_size, "max_pool1d kernel_size")
    s = k if stride is None or stride == [] else _one(stride, "max_pool1d stride")
    y = ops.max_pool2d(x, (1, k), (1, s), (0, _one(padding, "max_pool1d padding")),
                       (1, _one(dilation, "max_pool1d dilation")), ceil_mode)
    return _back_to_1d(y, batched)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True):
    """The mean of each window of [N, C, L], as `torch.nn.functional.avg_pool1d`."""
    x, batched = _as_2d(input, "avg_pool1d")
    k = _one(kernel_size, "avg_pool1d kernel_size")
    s = k if stride is None or stride == [] else _one(stride, "avg_pool1d stride")
    y = ops.avg_pool2d(x, (1, k), (1, s), (0, _one(padding, "avg_pool1d padding")),
                       ceil_mode, count_include_pad)
    return _back_to_1d(y, batched)


def adaptive_avg_pool1d(input, output_size):
    """The mean over [N, C, L]'s windows giving `output_size` (one that divides L), as
    `torch.nn.functional.adaptive_avg_pool1d`."""
    x, batched = _as_2d(input, "adaptive_avg_pool1d")
    y = ops.adaptive_avg_pool2d(x, (1, _one(output_size, "adaptive_avg_pool1d output_size")))
    return _back_to_1d(y, batched)


def adaptive_max_pool2d(input, output_size, return_indices: bool = False):
    """The maximum over [N, C, H, W]'s windows giving `output_size` (sizes that divide the
    input's), as `torch.nn.functional.adaptive_max_pool2d`; the gradient goes to each
    window's first maximum."""
    if return_indices:
        raise ValueError("adaptive_max_pool2d: return_indices=True is not supported")
    if len(input.shape) != 4:
        raise ShapeError(f"adaptive_max_pool2d: expects [N, C, H, W], got shape"
                         f" {list(input.shape)}")
    size = [output_size] * 2 if isinstance(output_size, int) else list(output_size)
    h, w = input.shape[2:]
    size = [n if s is None else s for s, n in zip(size, (h, w))]
    if any(s < 1 or n % s for s, n in zip(size, (h, w))):
        raise ShapeError(f"adaptive_max_pool2d: output size {size} must divide the input size"
                         f" [{h}, {w}]")
    kernel = (h // size[0], w // size[1])
    return ops.max_pool2d(input, kernel, kernel)


def _two(v) -> list:
    return list(v) if isinstance(v, (list, tuple)) else [v, v]


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    """The sliding windows of [N, C, H, W] as columns [N, C kh kw, L] (L windows, row-major),
    as `torch.nn.functional.unfold` (`tensor.unfold`, im2col)."""
    if len(input.shape) != 4:
        raise NotImplementedError(f"unfold: only 4-D input tensors are supported, got shape"
                                  f" {list(input.shape)}")
    kh, kw = _two(kernel_size)
    cols = ops.unfold(input, kernel=[kh, kw], stride=_two(stride), padding=_two(padding),
                      dilation=_two(dilation))
    c, _, _, n, ho, wo = cols.shape
    return ops.permute(ops.reshape(cols, [c * kh * kw, n, ho * wo]), [1, 0, 2])


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """Columns [N, C kh kw, L] summed back into an image [N, C, *output_size], overlapping
    windows accumulating, as `torch.nn.functional.fold` (`tensor.fold`, col2im)."""
    kh, kw = _two(kernel_size)
    h, w = _two(output_size)
    if len(input.shape) != 3 or input.shape[1] % (kh * kw):
        raise ValueError(f"fold: expected an input [N, C * {kh * kw}, L], got shape"
                         f" {list(input.shape)}")
    (sh, sw), (ph, pw), (dh, dw) = _two(stride), _two(padding), _two(dilation)
    ho = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1
    wo = (w + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    n, ckk, length = input.shape
    if ho * wo != length:
        raise ValueError(f"fold: given output_size={[h, w]}, kernel_size={[kh, kw]},"
                         f" dilation={[dh, dw]}, padding={[ph, pw]}, stride={[sh, sw]},"
                         f" expected size of input's dimension 2 to match the calculated"
                         f" number of sliding blocks {ho} * {wo} = {ho * wo}, but got"
                         f" input.size(2)={length}.")
    cols = ops.reshape(input, [n, ckk // (kh * kw), kh, kw, ho, wo])
    cols = ops.permute(cols, [1, 2, 3, 0, 4, 5])
    return ops.fold(cols, kernel=[kh, kw], stride=[sh, sw], padding=[ph, pw],
                    dilation=[dh, dw], size=[h, w])


# --------------------------------------------------------------------------- resizing

_MODES = {"nearest": None, "nearest-exact": None, "linear": 1, "bilinear": 2,
          "trilinear": 3}


def interpolate(input, size=None, scale_factor=None, mode: str = "nearest",
                align_corners=None, recompute_scale_factor=None, antialias: bool = False):
    """`input` [N, C, *spatial] resized to `size` or by `scale_factor`, as
    `torch.nn.functional.interpolate` (modes nearest, nearest-exact, linear, bilinear,
    trilinear; `align_corners` for the linear ones)."""
    if mode not in _MODES:
        raise NotImplementedError(f"interpolate: mode {mode!r} is not supported (one of"
                                  f" {', '.join(_MODES)})")
    spatial = len(input.shape) - 2
    if spatial < 1:
        raise ValueError(f"interpolate: expected an input [N, C, *spatial], got shape"
                         f" {list(input.shape)}")
    if _MODES[mode] is not None and _MODES[mode] != spatial:
        raise NotImplementedError(f"interpolate: mode {mode!r} takes a {_MODES[mode] + 2}-D"
                                  f" input, got shape {list(input.shape)}")
    if align_corners is not None and _MODES[mode] is None:
        raise ValueError("align_corners option can only be set with the interpolating modes:"
                         " linear | bilinear | bicubic | trilinear")
    if antialias:
        raise ValueError("interpolate: antialias=True is not supported")
    sizes, scales = _output_sizes(input.shape[2:], size, scale_factor,
                                  recompute_scale_factor)
    out = input
    for k, (n, m, scale) in enumerate(zip(input.shape[2:], sizes, scales)):
        if _MODES[mode] is None:
            index = _nearest(n, m, scale, mode == "nearest-exact")
            out = ops.index_select(out, 2 + k, index) if not _identity(index, n) else out
        else:
            out = _linear(out, 2 + k, n, m, scale, bool(align_corners))
    return out


upsample = interpolate


def _output_sizes(shape, size, scale_factor, recompute):
    spatial = len(shape)
    if (size is None) == (scale_factor is None):
        raise ValueError("only one of size or scale_factor should be defined")
    if size is not None:
        sizes = list(size) if isinstance(size, (list, tuple)) else [size] * spatial
        if len(sizes) != spatial:
            raise ValueError(f"Input and output must have the same number of spatial"
                             f" dimensions, but got input with spatial dimensions of"
                             f" {list(shape)} and output size of {sizes}. Please provide"
                             f" input tensor in (N, C, d1, d2, ...,dK) format and output size"
                             f" in (o1, o2, ...,oK) format.")
        return [int(s) for s in sizes], [None] * spatial
    factors = list(scale_factor) if isinstance(scale_factor, (list, tuple)) else \
        [scale_factor] * spatial
    if len(factors) != spatial:
        raise ValueError(f"Input and scale_factor must have the same number of spatial"
                         f" dimensions, but got input with spatial dimensions of"
                         f" {list(shape)} and scale_factor of shape {factors}.")
    sizes = [int(math.floor(float(n) * float(f))) for n, f in zip(shape, factors)]
    return sizes, [None if recompute else float(f) for f in factors]


def _source_scale(n: int, m: int, scale, align_corners: bool = False, real=np.float32):
    """PyTorch's `area_pixel_compute_scale`, in `real` (f32, or f64 for f64 inputs of the
    linear modes, PyTorch's `opmath_t`)."""
    if align_corners:
        return real((n - 1) / (m - 1)) if m > 1 else real(0)
    return real(1.0 / scale) if scale is not None and scale > 0 else real(real(n) / real(m))


def _nearest(n: int, m: int, scale, exact: bool) -> np.ndarray:
    s = _source_scale(n, m, scale)
    dst = np.arange(m, dtype=np.float32)
    src = np.floor((dst + np.float32(0.5)) * s if exact else dst * s)
    return np.minimum(src.astype(np.int64), n - 1)


def _identity(index: np.ndarray, n: int) -> bool:
    return len(index) == n and bool((index == np.arange(n)).all())


def _linear(x, dim: int, n: int, m: int, scale, align_corners: bool):
    """`x` resized from `n` to `m` along `dim` by linear interpolation, PyTorch's source
    positions (clamped at 0 without `align_corners`) and weights."""
    real = np.float64 if np.dtype(x.dtype) == np.float64 else np.float32
    s = _source_scale(n, m, scale, align_corners, real)
    dst = np.arange(m, dtype=real)
    if align_corners:
        src = dst * s
    else:
        src = np.maximum((dst + real(0.5)) * s - real(0.5), real(0))
    low = np.minimum(src.astype(np.int64), n - 1)
    high = np.minimum(low + 1, n - 1)
    weight = (src - low.astype(real)).astype(real)
    shape = [1] * len(x.shape)
    shape[dim] = m
    w = weight.reshape(shape).astype(x.dtype)
    a, b = ops.index_select(x, dim, low), ops.index_select(x, dim, high)
    return a * (1.0 - w) + b * w


# --------------------------------------------------------------------------- pixel shuffles

def pixel_shuffle(input, upscale_factor: int):
    """[*, C r^2, H, W] -> [*, C, H r, W r]: each group of r^2 channels spread over an r x r
    block, as `torch.nn.functional.pixel_shuffle`."""
    r = upscale_factor
    *lead, c, h, w = input.shape
    if len(input.shape) < 3 or c % (r * r):
        raise ValueError(f"pixel_shuffle expects its input's 'channel' dimension to be"
                         f" divisible by the square of upscale_factor, but input.size(-3)={c}"
                         f" is not divisible by {r * r}")
    k = len(lead)
    x = ops.reshape(input, [*lead, c // (r * r), r, r, h, w])
    x = ops.permute(x, [*range(k), k, k + 3, k + 1, k + 4, k + 2])
    return ops.reshape(x, [*lead, c // (r * r), h * r, w * r])


def pixel_unshuffle(input, downscale_factor: int):
    """[*, C, H r, W r] -> [*, C r^2, H, W], the inverse of `pixel_shuffle`, as
    `torch.nn.functional.pixel_unshuffle`."""
    r = downscale_factor
    *lead, c, h, w = input.shape
    if len(input.shape) < 3 or h % r or w % r:
        raise ValueError(f"pixel_unshuffle expects height and width to be divisible by"
                         f" downscale_factor, but got {h} and {w} for {r}")
    k = len(lead)
    x = ops.reshape(input, [*lead, c, h // r, r, w // r, r])
    x = ops.permute(x, [*range(k), k, k + 2, k + 4, k + 1, k + 3])
    return ops.reshape(x, [*lead, c * r * r, h // r, w // r])


def channel_shuffle(input, groups: int):
    """[N, C, *] with its channels, seen as `groups` groups of C / groups, interleaved, as
    `torch.nn.functional.channel_shuffle`."""
    channels = input.shape[1]
    if groups <= 0 or channels % groups:
        raise ValueError(f"Number of channels must be divisible by groups. Got {channels}"
                         f" channels and {groups} groups.")
    rest = list(input.shape[2:])
    grouped = input.reshape(input.shape[0], groups, channels // groups, *rest)
    return grouped.transpose(1, 2).reshape(*input.shape)


def pdist(input, p: float = 2.0):
    """The `p`-norm distance between each pair of rows i < j of the [N, M] `input`, in
    order, N (N - 1) / 2 of them, as `torch.nn.functional.pdist`."""
    if len(input.shape) != 2:
        raise ShapeError(f"pdist only supports 2D tensors, got: {len(input.shape)}D")
    rows, cols = np.triu_indices(input.shape[0], 1)
    first = ops.index_select(input, 0, _index(rows))
    second = ops.index_select(input, 0, _index(cols))
    return ops.norm(first - second, p, -1)


def _index(values):
    from .tensor import tensor
    return tensor(values.astype(np.int64))
