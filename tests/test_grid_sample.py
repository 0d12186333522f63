"""`F.affine_grid` and `F.grid_sample` (images and volumes) against PyTorch: every mode,
padding mode and `align_corners`, grid points inside and outside the image, values and the
gradients of the input and of the grid, eager and compiled; a spatial transformer's step."""
import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.nn import functional as F

RNG = np.random.default_rng(0)
X = X2 = RNG.standard_normal((2, 3, 5, 4))
GRID = GRID2 = RNG.uniform(-1.3, 1.3, (2, 6, 7, 2))
THETA = RNG.standard_normal((2, 2, 3))
X3 = RNG.standard_normal((2, 2, 3, 5, 4))
GRID3 = RNG.uniform(-1.3, 1.3, (2, 4, 3, 5, 3))
THETA3 = RNG.standard_normal((2, 3, 4))


@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("align", [False, True])
@pytest.mark.parametrize("padding", ["zeros", "border", "reflection"])
@pytest.mark.parametrize("mode", ["bilinear", "nearest"])
@pytest.mark.parametrize("dims", [2, 3])
def test_grid_sample_as_pytorch(dims, mode, padding, align, compiled):
    """An image [N, C, H, W] at a grid of (x, y), or a volume [N, C, D, H, W] at (x, y, z):
    bilinear (trilinear for the volume, PyTorch's name for both) or nearest, every padding;
    values and the gradients of the input and the grid."""
    X, GRID = (X2, GRID2) if dims == 2 else (X3, GRID3)
    x = aotgrad.tensor(X, requires_grad=True)
    g = aotgrad.tensor(GRID, requires_grad=True)

    def run(x, g):
        out = F.grid_sample(x, g, mode, padding, align)
        return (out * out).sum(), out
    loss, out = (aotgrad.compile(run) if compiled else run)(x, g)
    loss.backward()
    tx = torch.tensor(X, requires_grad=True)
    tg = torch.tensor(GRID, requires_grad=True)
    expected = torch.nn.functional.grid_sample(tx, tg, mode, padding, align)
    (expected * expected).sum().backward()
    np.testing.assert_allclose(np.asarray(out), expected.detach().numpy(), atol=1e-12)
    np.testing.assert_allclose(np.asarray(x.grad), tx.grad.numpy(), atol=1e-12)
    if mode == "bilinear":
        np.testing.assert_allclose(np.asarray(g.grad), tg.grad.numpy(), atol=1e-11)
    else:                                # PyTorch's is zeros; aotgrad's grid is not connected
        assert g.grad is None and not tg.grad.any()


@pytest.mark.parametrize("align", [False, True])
def test_affine_grid_and_a_spatial_transformer_step(align):
    theta = aotgrad.tensor(THETA * 0.3, requires_grad=True)
    x = aotgrad.tensor(X, requires_grad=True)
    step = aotgrad.compile(lambda t, x: F.grid_sample(
        x, F.affine_grid(t, (2, 3, 4, 6), align), align_corners=align).square().mean())
    step(theta, x).backward()
    tt = torch.tensor(THETA * 0.3, requires_grad=True)
    tx = torch.tensor(X, requires_grad=True)
    torch.nn.functional.grid_sample(tx, torch.nn.functional.affine_grid(
        tt, (2, 3, 4, 6), align), align_corners=align).square().mean().backward()
    np.testing.assert_allclose(np.asarray(theta.grad), tt.grad.numpy(), atol=1e-12)
    np.testing.assert_allclose(np.asarray(x.grad), tx.grad.numpy(), atol=1e-12)


def test_bad_arguments():
    with pytest.raises(ValueError, match="expected mode to be 'bilinear' or 'nearest'"):
        F.grid_sample(aotgrad.tensor(X), aotgrad.tensor(GRID), mode="bicubic")
    with pytest.raises(aotgrad.ShapeError, match="Nx2x3"):
        F.affine_grid(aotgrad.tensor(THETA[:, :1]), (2, 3, 4, 4))



@pytest.mark.parametrize("align", [False, True])
def test_a_3d_affine_grid_and_its_gradient(align):
    theta = aotgrad.tensor(THETA3 * 0.3, requires_grad=True)
    x = aotgrad.tensor(X3, requires_grad=True)
    F.grid_sample(x, F.affine_grid(theta, (2, 2, 4, 3, 5), align),
                  align_corners=align).square().mean().backward()
    tt = torch.tensor(THETA3 * 0.3, requires_grad=True)
    tx = torch.tensor(X3, requires_grad=True)
    torch.nn.functional.grid_sample(tx, torch.nn.functional.affine_grid(
        tt, (2, 2, 4, 3, 5), align), align_corners=align).square().mean().backward()
    np.testing.assert_allclose(np.asarray(theta.grad), tt.grad.numpy(), atol=1e-12)
    np.testing.assert_allclose(np.asarray(x.grad), tx.grad.numpy(), atol=1e-12)
    with pytest.raises(aotgrad.ShapeError, match="Nx3x4"):
        F.affine_grid(aotgrad.tensor(THETA), (2, 2, 4, 3, 5))
    with pytest.raises(aotgrad.ShapeError, match="only supports 4D and 5D sizes"):
        F.affine_grid(aotgrad.tensor(THETA), (2, 2, 4))
