"""`pow`'s gradient at base 0 is PyTorch's, at the first and the second order.

The unmasked formulas `e * x ** (e - 1)` and `x ** e * log(x)` give nan at x = 0 where PyTorch
masks to 0 (d/dx where e == 0, d/de where x == 0 and e >= 0). Found by an independent fuzzer:
`sum(relu(x) ** e)` at x = -1 gave d/de = nan; `sum(x ** 0)` at x = 0 gave d/dx = nan;
`grad(grad(lambda x: x ** 1.0))(0.0)` was nan.
"""
from __future__ import annotations

import numpy as np
import pytest
import torch

import aotgrad

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")   # 0 ** -1 is inf, as torch

XS = [-1.0, 0.0, 0.5, 2.0]
ES = [-1.0, 0.0, 0.5, 1.0, 2.0, 3.0]
#: Every (x, e) pair as two flat vectors, so one compiled function checks them all.
X, E = (np.array(v, dtype=np.float64) for v in zip(*[(x, e) for x in XS for e in ES]))


def close(ours, theirs):
    np.testing.assert_allclose(ours, theirs.detach().numpy(), rtol=1e-12, atol=1e-12,
                               equal_nan=True)


def test_the_reported_cases_are_zero_not_nan():
    grad_e = aotgrad.grad(lambda x, e: aotgrad.sum(aotgrad.relu(x) ** e), argnums=1)
    assert grad_e(np.array([-1.0]), np.array([2.0])) == pytest.approx([0.0])
    grad_x = aotgrad.grad(lambda x: aotgrad.sum(x ** 0))
    assert grad_x(np.array([0.0])) == pytest.approx([0.0])
    assert aotgrad.grad(aotgrad.grad(lambda x: x ** 1.0))(np.float64(0.0)) == 0.0


@pytest.mark.parametrize("through_relu", [False, True], ids=["x", "relu_x"])
def test_first_order_matches_torch(through_relu):
    act = aotgrad.relu if through_relu else (lambda v: v)
    ours = aotgrad.grad(lambda x, e: aotgrad.sum(act(x) ** e), argnums=(0, 1))(X, E)
    xt, et = torch.tensor(X, requires_grad=True), torch.tensor(E, requires_grad=True)
    base = torch.relu(xt) if through_relu else xt
    theirs = torch.autograd.grad((base ** et).sum(), (xt, et))
    close(ours[0], theirs[0])
    close(ours[1], theirs[1])


@pytest.mark.parametrize("wrt", [0, 1], ids=["d_x", "d_e"])
def test_second_order_matches_torch(wrt):
    """Hessian-vector products through both first derivatives, nan where torch has nan."""
    first = aotgrad.grad(lambda x, e: aotgrad.sum(x ** e), argnums=wrt)
    ours = aotgrad.grad(lambda x, e: aotgrad.sum(first(x, e)), argnums=(0, 1))(X, E)
    xt, et = torch.tensor(X, requires_grad=True), torch.tensor(E, requires_grad=True)
    g = torch.autograd.grad((xt ** et).sum(), (xt, et), create_graph=True)[wrt]
    theirs = torch.autograd.grad(g.sum(), (xt, et), allow_unused=True)
    for o, t in zip(ours, theirs):
        close(o, torch.zeros_like(xt) if t is None else t)


def test_constant_exponent_second_derivative_at_zero():
    for e, expected in [(1.0, 0.0), (2.0, 2.0), (3.0, 0.0)]:
        d2 = aotgrad.grad(aotgrad.grad(lambda x, e=e: x ** e))(np.float64(0.0))
        xt = torch.tensor(0.0, dtype=torch.float64, requires_grad=True)
        (g,) = torch.autograd.grad(xt ** e, xt, create_graph=True)
        assert d2 == torch.autograd.grad(g, xt)[0].item() == expected
