"""`F.affine_grid` and `F.grid_sample` (2-D), the sampling of spatial transformer networks,
as PyTorch's: composed of aotgrad's ops, in the graph, differentiable in the input (the
gathers' gradients add into the sampled pixels) and in the grid (through the bilinear
weights).

`grid_sample` maps each grid point's (x, y) in [-1, 1] to pixel coordinates (the corners'
centres with `align_corners=True`, the image's edges without), then reads the four
neighbouring pixels (`bilinear`) or the nearest one, ties to even (`nearest`); a pixel outside
the image reads as 0 (`padding_mode="zeros"`), or the coordinates are clamped to the image
(`"border"`) or reflected into it (`"reflection"`) first.
"""
from __future__ import annotations

import numpy as np

from .. import functions as ops
from .tensor import tensor
from .tensor_functions_more import _refuse

MODES, PADDINGS = ("bilinear", "nearest"), ("zeros", "border", "reflection")


def _base(n: int, align_corners: bool) -> np.ndarray:
    """The normalised coordinates of `n` pixel centres."""
    if align_corners:
        return np.linspace(-1.0, 1.0, n) if n > 1 else np.zeros(n)
    return (np.arange(n) * 2.0 + 1.0) / n - 1.0


def affine_grid(theta, size, align_corners: bool = False):
    """The sampling grid [N, H, W, 2] of the affine maps `theta` [N, 2, 3] over an output of
    `size` (N, C, H, W), as `torch.nn.functional.affine_grid`."""
    if len(size) != 4:
        raise _refuse(f"affine_grid: only 2-D sizes (N, C, H, W) are supported, got {list(size)}")
    n, _, h, w = size
    if tuple(theta.shape) != (n, 2, 3):
        raise _refuse(f"Expected a batch of 2D affine matrices of shape Nx2x3 for size"
                      f" {list(size)}. Got {list(theta.shape)}.")
    xs, ys = np.meshgrid(_base(w, align_corners), _base(h, align_corners))
    base = np.stack([xs, ys, np.ones_like(xs)], -1).reshape(1, h * w, 3)
    grid = ops.matmul(tensor(base.astype(np.dtype(theta.dtype))), theta.transpose(1, 2))
    return grid.reshape(n, h, w, 2)


def _unnormalise(coord, size: int, align_corners: bool):
    if align_corners:
        return (coord + 1.0) * ((size - 1) / 2.0)
    return ((coord + 1.0) * size - 1.0) / 2.0


def _reflect(coord, size: int, align_corners: bool):
    """Pixel coordinates reflected into the image (about the corner centres with
    `align_corners`, about the edges without), then clamped, as PyTorch's."""
    low, high = (0.0, size - 1.0) if align_corners else (-0.5, size - 0.5)
    span = high - low
    if span <= 0:
        return coord * 0.0
    shifted = ops.abs(coord - low)
    flips = ops.floor(shifted / span)
    extra = shifted - flips * span
    even = ops.eq(ops.remainder(flips, 2.0), 0.0)
    reflected = ops.where(even, extra + low, span - extra + low)
    return ops.clamp(reflected, 0.0, size - 1.0)


def grid_sample(input, grid, mode: str = "bilinear", padding_mode: str = "zeros",
                align_corners: bool | None = None):
    """`input` [N, C, H, W] sampled at `grid` [N, Ho, Wo, 2] ((x, y) in [-1, 1]), as
    `torch.nn.functional.grid_sample` (see the module's docstring)."""
    if mode not in MODES:
        raise ValueError(f"nn.functional.grid_sample(): expected mode to be 'bilinear' or"
                         f" 'nearest', but got: '{mode}'")
    if padding_mode not in PADDINGS:
        raise ValueError(f"nn.functional.grid_sample(): expected padding_mode to be 'zeros',"
                         f" 'border', or 'reflection', but got: '{padding_mode}'")
    align = bool(align_corners)
    if len(input.shape) != 4 or len(grid.shape) != 4 or grid.shape[-1] != 2 or \
            grid.shape[0] != input.shape[0]:
        raise _refuse(f"grid_sample: expected input [N, C, H, W] and grid [N, Ho, Wo, 2], got"
                      f" {list(input.shape)} and {list(grid.shape)}")
    n, c, h, w = input.shape
    ho, wo = grid.shape[1], grid.shape[2]
    if mode == "nearest":
        grid = grid.detach()                 # the grid gets no gradient (PyTorch's: zeros)
    x = _unnormalise(grid[..., 0], w, align)
    y = _unnormalise(grid[..., 1], h, align)
    if padding_mode == "border":
        x, y = ops.clamp(x, 0.0, w - 1.0), ops.clamp(y, 0.0, h - 1.0)
    elif padding_mode == "reflection":
        x, y = _reflect(x, w, align), _reflect(y, h, align)
    flat = input.reshape(n, c, h * w)

    def read(xi, yi):
        """The pixels at integer coordinates (float tensors [N, Ho, Wo]), 0 outside."""
        inside = ops.where(ops.where(ops.ge(xi, 0.0), ops.le(xi, w - 1.0), False),
                           ops.where(ops.ge(yi, 0.0), ops.le(yi, h - 1.0), False), False)
        at = (ops.clamp(yi, 0.0, h - 1.0) * w + ops.clamp(xi, 0.0, w - 1.0)).long()
        index = at.reshape(n, 1, ho * wo).expand(n, c, ho * wo)
        values = ops.take_along_dim(flat, index, 2).reshape(n, c, ho, wo)
        return ops.where(inside.reshape(n, 1, ho, wo), values, 0.0)

    if mode == "nearest":
        return read(ops.round(x), ops.round(y))
    x0, y0 = ops.floor(x), ops.floor(y)
    wx, wy = (x - x0).reshape(n, 1, ho, wo), (y - y0).reshape(n, 1, ho, wo)
    top = read(x0, y0) * (1.0 - wx) + read(x0 + 1.0, y0) * wx
    bottom = read(x0, y0 + 1.0) * (1.0 - wx) + read(x0 + 1.0, y0 + 1.0) * wx
    return top * (1.0 - wy) + bottom * wy
