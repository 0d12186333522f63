"""Integer matmul: `i64[2,2] @ i64[2,2]` ran in the interpreter and failed in cpu lowering
("'@matmul' needs equal floating-point dtypes": only BLAS's float GEMMs were there). Integer
matmuls now lower to loops, on the CPU and in the CUDA source; exact, as numpy's and PyTorch's."""
import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.runtime import device
from cuda_ptx import assert_compiles_to_ptx

REASON = device.unavailable()
#: the cuda backend, run where a GPU is
CUDA = pytest.param("cuda", marks=[pytest.mark.cuda, pytest.mark.skipif(
    REASON is not None, reason=f"no CUDA run here: {REASON}")])

SQUARE = "def f(a: i64[2, 2], b: i64[2, 2]) -> i64[2, 2] { return a @ b }"
BATCHED = "def f(a: i32[3, 5, 33], b: i32[33, 7]) -> i32[3, 5, 7] { return a @ b }"
MIXED = """def f(x: f64[2, 2], a: i64[2, 2], b: i64[2, 2]) -> f64[] {
    return sum(cast(a @ b, dtype=f64) * x)
}"""


@pytest.mark.parametrize("backend", ["cpu", "interpret", CUDA])
def test_an_integer_matmul_runs_as_pytorch(backend):
    a, b = np.array([[1, 2], [3, 4]]), np.array([[5, 6], [7, 8]])
    found = aotgrad.compile(aotgrad.parse(SQUARE), backend=backend)(a, b)
    assert found.dtype == np.int64
    assert found.tolist() == (torch.tensor(a) @ torch.tensor(b)).tolist() == [[19, 22], [43, 50]]


@pytest.mark.parametrize("backend", ["cpu", "interpret", CUDA])
def test_a_batched_int32_matmul_is_exact(backend):
    rng = np.random.default_rng(0)
    a = rng.integers(-1000, 1000, (3, 5, 33)).astype(np.int32)
    b = rng.integers(-1000, 1000, (33, 7)).astype(np.int32)
    found = aotgrad.compile(aotgrad.parse(BATCHED), backend=backend)(a, b)
    assert found.dtype == np.int32
    np.testing.assert_array_equal(found, a @ b)


def test_an_integer_matmul_beside_gradients_as_pytorch():
    a, b = np.array([[1, 2], [3, 4]]), np.array([[5, 6], [7, 8]])
    x = aotgrad.tensor(np.ones((2, 2)), requires_grad=True)
    y = aotgrad.compile(aotgrad.parse(MIXED))(x, a, b)
    y.backward()
    assert y.detach().numpy() == 134.0
    np.testing.assert_array_equal(x.grad, a @ b)


@pytest.mark.parametrize("source, training", [(SQUARE, False), (BATCHED, False),
                                              (MIXED, True)], ids=["square", "batched", "mixed"])
def test_an_integer_matmul_compiles_for_cuda(source, training, tmp_path):
    assert_compiles_to_ptx(aotgrad.parse(source), tmp_path, training=training)
