"""`aotgrad.nn.functional`'s 3-d convolution and pools, as PyTorch's `torch.nn.functional`:
`conv3d`, `max_pool3d`, `avg_pool3d` and `adaptive_avg_pool3d` of [N, C, D, H, W] (or an
unbatched [C, D, H, W]), built on their 2-d functions.

`conv3d` gathers, for each output depth, the kernel's kd input slices next to the channels
([N * Do, C * kd, H, W], channel c * kd + i the slice at kernel depth i) and convolves them in
2-d with the weight [O, C/groups * kd, kh, kw] (its own layout, reshaped), so that each group
reads its own channels' slices. The pools are separable: a 2-d pool over (H, W) of each depth
slice, then one over depth (its kernel [kd, 1]). A window's maximum is the maximum of its
slices' maxima and the gradient goes to the first of them, in (d, h, w) order, as PyTorch's;
an average's divisor is PyTorch's, the product of the window's extents (clipped at the padded
input, or at the input without `count_include_pad`), so the two means compose exactly and a
`divisor_override` divides the two sums. All are compositions of aotgrad's ops, so
differentiable and traceable.
"""
from __future__ import annotations

from .. import functions as ops
from ..ir.errors import ShapeError
from .functional_nn import pad


def _triple(v, what: str) -> tuple[int, int, int]:
    v = tuple(v) if isinstance(v, (list, tuple)) else (v,) * 3
    if len(v) != 3:
        raise ValueError(f"{what} must be an int or a 3-tuple, got {v!r}")
    return v


def _batched(input, name: str):
    """`input` as [N, C, D, H, W] and whether it was batched (PyTorch's check and words)."""
    if len(input.shape) not in (4, 5):
        raise ShapeError(f"Expected 4D (unbatched) or 5D (batched) input to {name}, but got"
                         f" input of size: {list(input.shape)}")
    batched = len(input.shape) == 5
    return (input if batched else ops.reshape(input, [1, *input.shape])), batched


def _unbatched(y, batched: bool):
    return y if batched else ops.reshape(y, list(y.shape[1:]))


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups: int = 1):
    """3-d convolution of [N, C, D, H, W] (or [C, D, H, W]) with weight [O, C/groups, kd, kh,
    kw] and optional bias [O]; `padding` ints, `'valid'` or `'same'` (stride 1, an odd total's
    extra one at the end), as `torch.nn.functional.conv3d`."""
    x, batched = _batched(input, "conv3d")
    if len(weight.shape) != 5:
        raise ShapeError(f"conv3d: weight must be [out_channels, in_channels/groups, kd, kh,"
                         f" kw], got shape {list(weight.shape)}")
    o, cg, kd, kh, kw = weight.shape
    if x.shape[1] != cg * groups:
        raise ShapeError(f"Given groups={groups}, weight of size {list(weight.shape)}, expected"
                         f" input{list(x.shape)} to have {cg * groups} channels, but got"
                         f" {x.shape[1]} channels instead")
    strides, dilations = _triple(stride, "conv3d stride"), _triple(dilation, "conv3d dilation")
    if padding == "same":
        if any(s != 1 for s in strides):
            raise ValueError("padding='same' is not supported for strided convolutions")
        amounts = []
        for k, d in reversed(list(zip((kd, kh, kw), dilations))):
            total = d * (k - 1)
            amounts += [total // 2, total - total // 2]
        x, pads = pad(x, amounts), (0, 0, 0)
    elif padding == "valid":
        pads = (0, 0, 0)
    elif isinstance(padding, str):
        raise ValueError(f"Invalid padding string {padding!r}, should be one of"
                         f" {{'valid', 'same'}}")
    else:
        pads = _triple(padding, "conv3d padding")
    n, c, depth = x.shape[:3]
    sd, dd = strides[0], dilations[0]
    span = depth + 2 * pads[0] - dd * (kd - 1) - 1
    if span < 0:
        raise ShapeError(f"Calculated padded input size per channel: ({depth + 2 * pads[0]} x"
                         f" {x.shape[3] + 2 * pads[1]} x {x.shape[4] + 2 * pads[2]}). Kernel"
                         f" size: ({kd} x {kh} x {kw}). Kernel size can't be greater than"
                         f" actual input size")
    out = span // sd + 1
    if pads[0]:
        x = pad(x, [0, 0, 0, 0, pads[0], pads[0]])
    slices = [ops.slice(x, 2, i * dd, i * dd + (out - 1) * sd + 1, sd) for i in range(kd)]
    cols = ops.permute(ops.stack(slices, 3), [0, 2, 1, 3, 4, 5])      # [N, Do, C, kd, H, W]
    cols = ops.reshape(cols, [n * out, c * kd, *x.shape[3:]])
    w = ops.reshape(weight, [o, cg * kd, kh, kw])
    y = ops.conv2d(cols, w, bias, strides[1:], pads[1:], dilations[1:], groups)
    y = ops.permute(ops.reshape(y, [n, out, *y.shape[1:]]), [0, 2, 1, 3, 4])
    return _unbatched(y, batched)


def _pool_geometry(name: str, kernel_size, stride, padding, dilation=1):
    kernel = _triple(kernel_size, f"{name} kernel_size")
    strides = kernel if stride is None or stride in ([], ()) else \
        _triple(stride, f"{name} stride")
    pads, dilations = _triple(padding, f"{name} padding"), _triple(dilation, f"{name} dilation")
    for k, p, d in zip(kernel, pads, dilations):
        if 2 * p > d * (k - 1) + 1:
            raise ValueError(f"pad should be at most half of effective kernel size, but got"
                             f" pad={p}, kernel_size={k} and dilation={d}")
    return kernel, strides, pads, dilations


def _separable(x, plane, depth):
    """`depth(plane(x as [N, C D, H, W]) as [N, C, D, Ho Wo])` as [N, C, Do, Ho, Wo]."""
    n, c, d, h, w = x.shape
    y = plane(ops.reshape(x, [n, c * d, h, w]))
    ho, wo = y.shape[2:]
    y = depth(ops.reshape(y, [n, c, d, ho * wo]))
    return ops.reshape(y, [n, c, y.shape[2], ho, wo])


def max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
               return_indices=False):
    """The maximum of each window of [N, C, D, H, W] (or [C, D, H, W]), as
    `torch.nn.functional.max_pool3d`; the gradient goes to the window's first maximum."""
    if return_indices:
        raise ValueError("max_pool3d: return_indices=True is not supported")
    x, batched = _batched(input, "max_pool3d")
    k, s, p, d = _pool_geometry("max_pool3d", kernel_size, stride, padding, dilation)
    y = _separable(x, lambda v: ops.max_pool2d(v, k[1:], s[1:], p[1:], d[1:], ceil_mode),
                   lambda v: ops.max_pool2d(v, (k[0], 1), (s[0], 1), (p[0], 0), (d[0], 1),
                                            ceil_mode))
    return _unbatched(y, batched)


def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True, divisor_override=None):
    """The mean of each window of [N, C, D, H, W] (or [C, D, H, W]), as
    `torch.nn.functional.avg_pool3d`."""
    x, batched = _batched(input, "avg_pool3d")
    k, s, p, _ = _pool_geometry("avg_pool3d", kernel_size, stride, padding)
    if divisor_override is not None and (not isinstance(divisor_override, int) or
                                         divisor_override == 0):
        raise ValueError(f"avg_pool3d: divisor must be not zero, got {divisor_override!r}")
    total = None if divisor_override is None else 1      # sums, divided below
    y = _separable(x, lambda v: ops.avg_pool2d(v, k[1:], s[1:], p[1:], ceil_mode,
                                               count_include_pad, total),
                   lambda v: ops.avg_pool2d(v, (k[0], 1), (s[0], 1), (p[0], 0), ceil_mode,
                                            count_include_pad, total))
    if divisor_override is not None:
        y = y / divisor_override
    return _unbatched(y, batched)


def adaptive_avg_pool3d(input, output_size):
    """The mean over [N, C, D, H, W]'s (or [C, D, H, W]'s) windows giving `output_size` (sizes
    that divide the input's; None keeps one), as `torch.nn.functional.adaptive_avg_pool3d`."""
    if len(input.shape) not in (4, 5):
        raise ShapeError(f"adaptive_avg_pool3d(): Expected 4D or 5D tensor, but got"
                         f" {list(input.shape)}")
    sizes = input.shape[-3:]
    want = [n if o is None else o for o, n in zip(_triple(output_size, "output_size"), sizes)]
    if any(o < 1 or n % o for o, n in zip(want, sizes)):
        raise ShapeError(f"adaptive_avg_pool3d: output size {want} must divide the input size"
                         f" {list(sizes)}")
    if want == [1, 1, 1]:
        return ops.mean(input, [-3, -2, -1], keepdim=True)
    kernel = [n // o for o, n in zip(want, sizes)]
    return avg_pool3d(input, kernel, kernel)

