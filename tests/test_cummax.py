"""`cummax`, `cummin` and `logcumsumexp` against PyTorch: values and indices (the last of equal extremes, NaN
from the first NaN on at the last NaN), gradients (to the indices), floats and integers, every
dim, eager, interpreted and compiled for the CPU; one O(n) loop per row; the CUDA source
through nvcc."""
from __future__ import annotations

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.frontend.tracer import trace
from aotgrad.ir.printer import print_module
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import training_pipeline
from cuda_ptx import assert_compiles_to_ptx

RNG = np.random.default_rng(0)
X = np.round(RNG.standard_normal((4, 6)), 1)          # rounded: ties
XN = X.copy()
XN[1, 2] = XN[3, 0] = XN[3, 4] = np.nan


def _run(fn, x, where):
    return fn(x) if where == "eager" else aotgrad.compile(fn, backend=where)(x)


@pytest.mark.parametrize("where", ["eager", "interpret", "cpu"])
@pytest.mark.parametrize("name", ["cummax", "cummin"])
@pytest.mark.parametrize("data", ["floats", "nan", "f32", "ints"])
@pytest.mark.parametrize("dim", [0, 1, -1])
def test_against_torch(name, data, dim, where):
    x = {"floats": X, "nan": XN, "f32": X.astype(np.float32),
         "ints": (X * 10).astype(np.int64)}[data]
    ours = _run(lambda v: getattr(aotgrad, name)(v, dim), aotgrad.tensor(x), where)
    theirs = getattr(torch, name)(torch.tensor(x), dim)
    np.testing.assert_array_equal(np.asarray(ours.values), theirs.values.numpy())
    np.testing.assert_array_equal(np.asarray(ours.indices), theirs.indices.numpy())
    assert np.asarray(ours.values).dtype == theirs.values.numpy().dtype


@pytest.mark.parametrize("where", ["eager", "cpu"])
def test_gradients_go_to_the_indices(where):
    x = aotgrad.tensor(X, requires_grad=True)
    _run(lambda v: (v.cummax(1).values ** 2).sum() + v.cummin(0).values.sum(), x,
         where).backward()
    t = torch.tensor(X, requires_grad=True)
    ((t.cummax(1).values ** 2).sum() + t.cummin(0).values.sum()).backward()
    np.testing.assert_allclose(np.asarray(x.grad), t.grad.numpy(), rtol=1e-12)


def test_a_zero_dim_tensor_and_bools():
    out = aotgrad.tensor(np.array(2.5)).cummax(0)
    assert float(out.values) == 2.5 and int(out.indices) == 0
    b = np.array([False, True, False, True])
    ours = aotgrad.cummax(aotgrad.tensor(b), 0)
    theirs = torch.cummax(torch.tensor(b), 0)
    np.testing.assert_array_equal(np.asarray(ours.values), theirs.values.numpy())
    assert np.asarray(ours.values).dtype == np.bool_
    np.testing.assert_array_equal(np.asarray(ours.indices), theirs.indices.numpy())


def test_one_linear_loop_per_row():
    text = print_module(run_pipeline(trace(lambda x: aotgrad.cummax(x, 1).values.sum(),
                                           np.ones((4, 1000), np.float32)), training_pipeline()))
    assert "loop.for %k = 0 to 1000" in text and "arith.max" in text


def test_cuda_source_compiles(tmp_path):
    assert_compiles_to_ptx(trace(lambda x: (aotgrad.cummax(x, 1).values * 2).sum(),
                                 np.ones((4, 8), np.float32)), tmp_path)


@pytest.mark.parametrize("where", ["eager", "interpret", "cpu"])
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_logcumsumexp(where, dtype):
    x = np.concatenate([X * 300, XN, np.full((1, 6), -np.inf)]).astype(dtype)
    x[0, 3] = -np.inf
    ours = np.asarray(_run(lambda v: v.logcumsumexp(1), aotgrad.tensor(x), where))
    theirs = torch.logcumsumexp(torch.tensor(x), 1).numpy()
    assert ours.dtype == theirs.dtype
    np.testing.assert_allclose(ours, theirs, rtol=1e-12 if dtype == np.float64 else 1e-6)
    v = aotgrad.tensor(X * 5, requires_grad=True)
    _run(lambda t: (aotgrad.logcumsumexp(t, 0) ** 2).sum(), v, where).backward()
    t = torch.tensor(X * 5, requires_grad=True)
    (torch.logcumsumexp(t, 0) ** 2).sum().backward()
    np.testing.assert_allclose(np.asarray(v.grad), t.grad.numpy(), rtol=1e-10)
