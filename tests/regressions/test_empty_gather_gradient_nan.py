"""The gradient through a `gather` of zero ids was NaN where a NaN or infinite value flowed
back (here the gradient of a mean over the empty rows, 1/0): the gather's gradient is
`one_hot(ids)^T @ g`, a matmul over the ids, and `decompose` rewrote a matmul by a broadcast
operand as `sum(a) * y`, which over zero ids is 0 * inf = NaN where the matmul is 0. Found by
a long fuzz run (seed 1000387, zero-size ids); a matmul over a dim of size 0 is now kept."""
import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.runtime import device
from cuda_ptx import assert_compiles_to_ptx

REASON = device.unavailable()
CUDA = pytest.param("cuda", marks=[pytest.mark.cuda, pytest.mark.skipif(
    REASON is not None, reason=f"no CUDA run here: {REASON}")])
SOURCE = """def f(t: f64[3], ids: i64[0]) -> f64[] {
    return sum(mean(embedding(ids, reshape(t, [3, 1])), axis=0))
}"""


@pytest.mark.parametrize("backend", ["cpu", "interpret", CUDA])
def test_the_table_gradient_of_an_empty_gather_is_zero_as_pytorch(backend):
    t = aotgrad.tensor(np.arange(3.0), requires_grad=True)
    y = aotgrad.compile(aotgrad.parse(SOURCE), backend=backend)(t, np.zeros(0, np.int64))
    y.backward()
    tt = torch.arange(3.0, dtype=torch.float64, requires_grad=True)
    want = tt.reshape(3, 1)[torch.zeros(0, dtype=torch.int64)].mean(0).sum()
    want.backward()
    assert np.isnan(y.detach().numpy()) and np.isnan(want.item())
    assert t.grad.tolist() == tt.grad.tolist() == [0.0, 0.0, 0.0]


def test_the_empty_gather_gradient_compiles_for_cuda(tmp_path):
    assert_compiles_to_ptx(aotgrad.parse(SOURCE), tmp_path)
