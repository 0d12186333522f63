"""`gather` with zero ids, gradients requested: its VJP flattened the incoming gradient to
[ids, row size] by dividing its element count by the ids' (0 / 0 rows gave a row size of 0),
and `compile` failed with "'tensor.reshape' cannot reshape f64[3,0] (0 elements) to f64[3,8]"
on both backends. The row size is now read from the table's shape."""
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

IDS = [(0,), (2, 0), (0, 4)]


def source(ids: tuple) -> str:
    return (f"def f(t: f64[3, 8], ids: i64{list(ids)}) -> f64[] {{\n"
            f"    return sum(embedding(ids, t) * 2.0)\n}}\n").replace(" ", "", 0)


@pytest.mark.parametrize("backend", ["cpu", "interpret", CUDA])
@pytest.mark.parametrize("ids", IDS, ids=str)
def test_gather_of_zero_ids_has_a_zero_gradient_as_pytorch(ids, backend):
    f = aotgrad.compile(aotgrad.parse(source(ids)), backend=backend)
    table = np.arange(24.0).reshape(3, 8)
    t = aotgrad.tensor(table, requires_grad=True)
    y = f(t, np.zeros(ids, np.int64))
    y.backward()
    tt = torch.tensor(table, requires_grad=True)
    want = (torch.nn.functional.embedding(torch.zeros(ids, dtype=torch.int64), tt) * 2.0).sum()
    want.backward()
    assert y.detach().numpy() == want.item() == 0.0
    np.testing.assert_array_equal(t.grad, tt.grad.numpy())


def test_gather_of_zero_ids_compiles_for_cuda(tmp_path):
    assert_compiles_to_ptx(aotgrad.parse(source((2, 0))), tmp_path)
