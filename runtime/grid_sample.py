"""`F.affine_grid` and `F.grid_sample` (2-D and 3-D), the sampling of spatial transformer
networks, as PyTorch's: composed of aotgrad's ops, in the graph, differentiable in the input
(the gathers' gradients add into the sampled pixels) and in the grid (through the linear
weights).

`grid_sample` maps each grid point's (x, y[, z]) in [-1, 1] to pixel coordinates (the corners'
centres with `align_corners=True`, the image's edges without), then reads the 4 (8 in 3-D)
neighbouring pixels, weighted (`bilinear`, trilinear for a volume, as PyTorch names both), or
the nearest one, ties to even (`nearest`); a pixel outside the image reads as 0
(`padding_mode="zeros"`), or the coordinates are clamped to the image (`"border"`) or
reflected into it (`"reflection"`) first.
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
    `size` (N, C, H, W), or [N, D, H, W, 3] of `theta` [N, 3, 4] over (N, C, D, H, W), as
    `torch.nn.functional.affine_grid`."""
    if len(size) not in (4, 5):
        raise _refuse(f"affine_grid only supports 4D and 5D sizes, for 2D and 3D affine"
                      f" transforms, respectively. Got size {list(size)}.")
    k = len(size) - 2
    n, spatial = size[0], list(size[2:])
    if tuple(theta.shape) != (n, k, k + 1):
        raise _refuse(f"Expected a batch of {k}D affine matrices of shape Nx{k}x{k + 1} for"
                      f" size {list(size)}. Got {list(theta.shape)}.")
    axes = np.meshgrid(*[_base(m, align_corners) for m in spatial], indexing="ij")
    points = int(np.prod(spatial))
    base = np.stack([*axes[::-1], np.ones_like(axes[0])], -1).reshape(1, points, k + 1)
    grid = ops.matmul(tensor(base.astype(np.dtype(theta.dtype))), theta.transpose(1, 2))
    return grid.reshape(n, *spatial, k)


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
    """`input` [N, C, H, W] sampled at `grid` [N, Ho, Wo, 2] ((x, y) in [-1, 1]), or
    [N, C, D, H, W] at [N, Do, Ho, Wo, 3] ((x, y, z)), as
    `torch.nn.functional.grid_sample` (see the module's docstring)."""
    if mode not in MODES:
        raise ValueError(f"nn.functional.grid_sample(): expected mode to be 'bilinear' or"
                         f" 'nearest', but got: '{mode}'")
    if padding_mode not in PADDINGS:
        raise ValueError(f"nn.functional.grid_sample(): expected padding_mode to be 'zeros',"
                         f" 'border', or 'reflection', but got: '{padding_mode}'")
    align = bool(align_corners)
    rank = len(input.shape)
    if rank not in (4, 5) or len(grid.shape) != rank or grid.shape[-1] != rank - 2 or \
            grid.shape[0] != input.shape[0]:
        raise _refuse(f"grid_sample: expected input [N, C, H, W] and grid [N, Ho, Wo, 2], or"
                      f" input [N, C, D, H, W] and grid [N, Do, Ho, Wo, 3], got"
                      f" {list(input.shape)} and {list(grid.shape)}")
    n, c = input.shape[0], input.shape[1]
    spatial = list(input.shape[2:])                 # (H, W) or (D, H, W)
    out = list(grid.shape[1:-1])
    k = len(spatial)
    if mode == "nearest":
        grid = grid.detach()                 # the grid gets no gradient (PyTorch's: zeros)
    # the coordinate along each spatial dim, in the input's order (the grid's is x, y, z)
    coords = []
    for d, size in enumerate(spatial):
        p = _unnormalise(grid[..., k - 1 - d], size, align)
        if padding_mode == "border":
            p = ops.clamp(p, 0.0, size - 1.0)
        elif padding_mode == "reflection":
            p = _reflect(p, size, align)
        coords.append(p)
    flat = input.reshape(n, c, int(np.prod(spatial)))
    strides = [int(np.prod(spatial[d + 1:])) for d in range(k)]
    points = int(np.prod(out))

    def read(at):
        """The pixels at integer coordinates (float tensors [N, *out], one per dim), 0
        outside."""
        inside, index = None, None
        for p, size, stride in zip(at, spatial, strides):
            ok = ops.where(ops.ge(p, 0.0), ops.le(p, size - 1.0), False)
            inside = ok if inside is None else ops.where(inside, ok, False)
            part = ops.clamp(p, 0.0, size - 1.0) * stride
            index = part if index is None else index + part
        index = index.long().reshape(n, 1, points).expand(n, c, points)
        values = ops.take_along_dim(flat, index, 2).reshape(n, c, *out)
        return ops.where(inside.reshape(n, 1, *out), values, 0.0)

    if mode == "nearest":
        return read([ops.round(p) for p in coords])
    low = [ops.floor(p) for p in coords]
    weights = [(p - p0).reshape(n, 1, *out) for p, p0 in zip(coords, low)]
    total = None
    for corner in np.ndindex(*[2] * k):           # the 2^k neighbours, each weighted
        at = [p0 + 1.0 if bit else p0 for p0, bit in zip(low, corner)]
        term = read(at)
        for w, bit in zip(weights, corner):
            term = term * (w if bit else 1.0 - w)
        total = term if total is None else total + term
    return total
