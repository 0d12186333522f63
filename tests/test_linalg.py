"""`aotgrad.linalg` against `torch.linalg`: values, shapes and gradients, eager and compiled;
the norms it does not compute are refused by name."""
import math

import numpy as np
import pytest
import torch

import aotgrad

X = np.random.default_rng(0).standard_normal((3, 4, 5))
V = np.random.default_rng(1).standard_normal(5)

CASES = {
    "norm": lambda m, x: m.linalg.norm(x),
    "norm_fro_dims": lambda m, x: m.linalg.norm(x, dim=(1, 2)),
    "norm_1": lambda m, x: m.linalg.norm(x, ord=1, dim=(0, 1)),
    "norm_inf": lambda m, x: m.linalg.norm(x, ord=math.inf, dim=(1, 2)),
    "norm_vector_3": lambda m, x: m.linalg.norm(x, ord=3, dim=2),
    "norm_matrix": lambda m, x: m.linalg.norm(x[0], ord=-1),
    "norm_neg_inf_keepdim": lambda m, x: m.linalg.norm(x, ord=-math.inf, dim=(2, 1),
                                                       keepdim=True),
    "vector_norm": lambda m, x: m.linalg.vector_norm(x, 3.5, (0, 2)),
    "vector_norm_inf": lambda m, x: m.linalg.vector_norm(x, math.inf),
    "vector_norm_0": lambda m, x: m.linalg.vector_norm(x, 0, dim=0),
    "vector_norm_keepdim": lambda m, x: m.linalg.vector_norm(x, keepdim=True),
    "matrix_norm": lambda m, x: m.linalg.matrix_norm(x, math.inf, dim=(0, 2)),
    "vecdot": lambda m, x: m.linalg.vecdot(x, x * 2),
    "cross": lambda m, x: m.linalg.cross(x[..., :3], x[..., 1:4]),
    "multi_dot": lambda m, x: m.linalg.multi_dot([x[0].T, x[0], m.tensor(V)]),
    "multi_dot_row": lambda m, x: m.linalg.multi_dot([m.tensor(V), x[0].T, x[1]]),
    "matrix_power": lambda m, x: m.linalg.matrix_power(x[:, :3, :3], 3),
    "diagonal": lambda m, x: m.linalg.diagonal(x, offset=1),
}


@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("name", list(CASES))
def test_against_torch(name, compiled):
    call = CASES[name]
    x = aotgrad.tensor(X, requires_grad=True)
    run = aotgrad.compile(lambda x: call(aotgrad, x)) if compiled else (lambda x: call(aotgrad, x))
    ours = run(x)
    tx = torch.tensor(X, requires_grad=True)
    theirs = call(torch, tx)
    assert tuple(ours.shape) == tuple(theirs.shape)
    np.testing.assert_allclose(np.asarray(ours), theirs.detach().numpy(), rtol=1e-12,
                               atol=1e-12)
    if name == "vector_norm_0":
        return
    (ours * ours).sum().backward()
    (theirs * theirs).sum().backward()
    np.testing.assert_allclose(np.asarray(x.grad), tx.grad.numpy(), rtol=1e-10, atol=1e-12)


def test_bad_norm_orders_and_shapes_are_refused():
    # the nuclear and spectral norms are computed now (tests/test_linalg_decompositions.py)
    with pytest.raises(ValueError, match="Order 3 not supported"):
        aotgrad.linalg.matrix_norm(aotgrad.tensor(X), 3)
    with pytest.raises(ValueError, match="must be 1D or 2D"):
        aotgrad.linalg.norm(aotgrad.tensor(X), ord=2)
