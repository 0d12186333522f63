"""A batched matmul by a rank-2 operand whose shared dim has size 0 (`f64[3,1,0] @ f64[0,2]`)
crashed `canonicalize` with a ZeroDivisionError: the rewrite to one 2-D matmul over the
flattened rows divided the left operand's element count by that dim. Found by a long fuzz run
(seed 900041, an integer matmul of sign masks of a zero-size broadcast); the row count is now
the product of the leading dims. Values and gradients as PyTorch's: zeros."""
import numpy as np
import pytest
import torch

import aotgrad
from cuda_ptx import assert_compiles_to_ptx

FLOAT = "def f(a: f64[3, 1, 0], b: f64[0, 2]) -> f64[] { return sum(a @ b) + 1.0 }"
INTEGER = "def f(a: i64[2, 3, 0], b: i64[0, 4]) -> i64[2, 3, 4] { return a @ b }"


@pytest.mark.parametrize("backend", ["cpu", "interpret"])
def test_a_batched_matmul_over_an_empty_dim_is_zeros_as_pytorch(backend):
    a, b = np.ones((3, 1, 0)), np.ones((0, 2))
    ta, tb = aotgrad.tensor(a, requires_grad=True), aotgrad.tensor(b, requires_grad=True)
    y = aotgrad.compile(aotgrad.parse(FLOAT), backend=backend)(ta, tb)
    y.backward()
    pa, pb = torch.tensor(a, requires_grad=True), torch.tensor(b, requires_grad=True)
    want = (pa @ pb).sum() + 1.0
    want.backward()
    assert y.detach().numpy() == want.item() == 1.0
    assert ta.grad.shape == (3, 1, 0) and tb.grad.tolist() == pb.grad.tolist()


@pytest.mark.parametrize("backend", ["cpu", "interpret"])
def test_an_integer_matmul_over_an_empty_dim_is_zeros(backend):
    found = aotgrad.compile(aotgrad.parse(INTEGER), backend=backend)(
        np.ones((2, 3, 0), np.int64), np.ones((0, 4), np.int64))
    np.testing.assert_array_equal(found, np.zeros((2, 3, 4), np.int64))


def test_a_batched_matmul_over_an_empty_dim_compiles_for_cuda(tmp_path):
    assert_compiles_to_ptx(aotgrad.parse(FLOAT), tmp_path)
