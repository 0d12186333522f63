"""cumsum, cumprod and prod: values and gradients against PyTorch in float64 and float32,
through the interpreter and the compiled CPU backend, along every dim (negative ones too),
with keepdim, with zeros (one, several, first, last) where the gradients of products are hard;
integer and bool inputs in PyTorch's i64; the loop of a scan (O(n): one sequential loop along
the dim carrying the running value); and the CUDA source through nvcc."""
from __future__ import annotations

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.frontend.tracer import trace
from aotgrad.ir.loop.ops import ForOp, LoadOp, LoopOp, StoreOp
from aotgrad.passes.manager import run_pipeline
from cuda_ptx import assert_compiles_to_ptx
from test_rounding_ops import check

BACKENDS = ["interpret", "cpu"]
TOLERANCE = {np.float64: 1e-12, np.float32: 2e-5}


def _sample(shape, dtype, zeros: bool = False, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1.5, 1.5, shape)
    if zeros:
        x = np.where(rng.random(shape) < 0.3, 0.0, x)
    return x.astype(dtype)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("dim", [0, 1, 2, -1, -2, -3])
def test_cumsum_matches_torch_along_every_dim(dim, dtype, backend):
    x = _sample((3, 4, 5), dtype)
    tol = TOLERANCE[dtype]
    check(lambda t: aotgrad.cumsum(t, dim), lambda t: torch.cumsum(t, dim), [x], backend,
          rtol=tol, atol=tol)
    check(lambda t: t.cumsum(dim=dim).exp(), lambda t: t.cumsum(dim=dim).exp(), [x], backend,
          rtol=tol, atol=tol)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("dim", [0, 1, -1])
@pytest.mark.parametrize("zeros", [False, True], ids=["nonzero", "zeros"])
def test_cumprod_matches_torch_including_zeros(zeros, dim, dtype, backend):
    x = _sample((4, 6), dtype, zeros, seed=3)
    tol = TOLERANCE[dtype]
    check(lambda t: aotgrad.cumprod(t, dim), lambda t: torch.cumprod(t, dim), [x], backend,
          rtol=tol, atol=tol)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("row", [[0.0, 2.0, 3.0, -1.0], [2.0, 0.0, 3.0, 0.0],
                                 [2.0, 3.0, -1.0, 0.0], [0.0, 0.0, 0.0, 0.0],
                                 [0.5, 0.0, 0.0, 4.0]])
def test_cumprod_and_prod_gradients_with_zeros_where_they_are(row, backend):
    x = np.array([row, [1.5, -2.0, 0.5, 3.0]])
    for ours, theirs in [(lambda t: t.cumprod(1), lambda t: t.cumprod(1)),
                         (lambda t: t.prod(1), lambda t: t.prod(1)),
                         (lambda t: t.prod(), lambda t: t.prod())]:
        check(ours, theirs, [x], backend, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("dim, keepdim", [(None, False), (0, False), (1, True), (-1, False),
                                          (-3, True)])
@pytest.mark.parametrize("zeros", [False, True], ids=["nonzero", "zeros"])
def test_prod_matches_torch(zeros, dim, keepdim, dtype, backend):
    x = _sample((3, 4, 5), dtype, zeros, seed=5) + (0 if zeros else 0.5)
    tol = TOLERANCE[dtype]
    if dim is None:
        ours, theirs = aotgrad.prod, torch.prod
    else:
        def ours(t):
            return aotgrad.prod(t, dim, keepdim=keepdim)

        def theirs(t):
            return torch.prod(t, dim, keepdim=keepdim)
    check(ours, theirs, [x], backend, rtol=tol, atol=tol)


@pytest.mark.parametrize("backend", BACKENDS)
def test_prod_keeping_the_innermost_dim_is_column_blocked_and_exact(backend):
    x = _sample((7, 70), np.float64, zeros=True, seed=11) + 0.1
    check(lambda t: t.prod(0) + t.prod(-2, keepdim=True).sum(0),
          lambda t: t.prod(0) + t.prod(-2, keepdim=True).sum(0), [x], backend, rtol=1e-12,
          atol=1e-12)


def test_second_derivatives_of_cumprod_at_zeros_match_torch():
    x = np.array([1.5, 0.0, 2.0, -1.0, 0.0, 0.5])
    w = np.arange(1.0, 7.0)
    v = np.array([0.3, -1.0, 2.0, 0.7, 1.1, -0.4])

    def ours(t):
        g = aotgrad.grad(lambda u: (u.cumprod(0) * aotgrad.tensor(w)).sum())(t)
        return (g * aotgrad.tensor(v)).sum()
    got = aotgrad.grad(ours)(aotgrad.tensor(x))
    t = torch.tensor(x, requires_grad=True)
    g, = torch.autograd.grad((t.cumprod(0) * torch.tensor(w)).sum(), t, create_graph=True)
    want, = torch.autograd.grad((g * torch.tensor(v)).sum(), t)
    np.testing.assert_allclose(np.asarray(got), want.numpy(), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("backend", BACKENDS)
def test_integer_and_bool_scans_are_i64_as_torch(backend):
    x = np.array([[3, -1, 2], [0, 5, -2]], np.int32)
    b = np.array([[True, False, True], [True, True, False]])
    for arrays, ours, theirs in [
            ([x], lambda t: t.cumsum(1), lambda t: t.cumsum(1)),
            ([x], lambda t: t.cumprod(0), lambda t: t.cumprod(0)),
            ([x], lambda t: t.prod(1, keepdim=True), lambda t: t.prod(1, keepdim=True)),
            ([x], lambda t: t.prod(), lambda t: t.prod()),
            ([b], lambda t: t.cumsum(-1), lambda t: t.cumsum(-1))]:
        check(ours, theirs, arrays, backend)
    check(lambda t: aotgrad.cumsum(t, 1, dtype="f64"),
          lambda t: torch.cumsum(t, 1, dtype=torch.float64), [x], backend)


def test_zero_dim_and_length_one_scans():
    x = np.array(2.5)
    for name in ("cumsum", "cumprod"):
        check(lambda t: getattr(aotgrad, name)(t, 0), lambda t: getattr(torch, name)(t, 0),
              [x], "cpu")
        check(lambda t: getattr(aotgrad, name)(t, -1), lambda t: getattr(torch, name)(t, -1),
              [np.array([[1.5], [-2.0]])], "cpu")
    check(lambda t: t.prod(0), lambda t: t.prod(0), [np.array([[1.5, -2.0]])], "cpu")


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("shape", [(0, 3), (3, 0), (2, 0, 3)])
def test_scans_and_prods_of_empty_tensors(shape, backend):
    x = np.ones(shape)
    for dim in (0, -1):
        def f(t):
            return (t.cumsum(dim) + t.cumprod(dim) * 2.0).sum() + t.prod(dim).sum() + t.prod()
        check(f, f, [x], backend)


def test_eager_methods_and_bad_dims():
    x = aotgrad.tensor(np.array([[1.0, 2.0], [3.0, 4.0]]), requires_grad=True)
    np.testing.assert_array_equal(x.cumsum(0).detach(), [[1.0, 2.0], [4.0, 6.0]])
    np.testing.assert_array_equal(x.cumprod(dim=-1).detach(), [[1.0, 2.0], [3.0, 12.0]])
    x.prod().backward()
    np.testing.assert_array_equal(x.grad, [[24.0, 12.0], [8.0, 6.0]])
    with pytest.raises(aotgrad.IRError, match="cumsum.*dim 2 is out of range"):
        x.cumsum(2)


# --------------------------------------------------------------------------- the scan's loop

def _kernels(fn, *arrays):
    module = run_pipeline(trace(fn, *arrays), "decompose,lower")
    return [f for f in module.functions if f.kind == "kernel"]


@pytest.mark.parametrize("dim", [0, 1])
def test_cumsum_is_one_sequential_loop_carrying_the_running_value(dim):
    kernel, = _kernels(lambda x: aotgrad.cumsum(x, dim), np.ones((6, 1000), np.float32))
    loops = [op for op in kernel.walk() if isinstance(op, LoopOp)]
    scan, = [op for op in loops if isinstance(op, ForOp) and op.iter_dtypes]
    assert scan.trip_count == (6, 1000)[dim]
    others, = [op for op in loops if op is not scan]
    assert others.parallel and others.trip_count == (1000, 6)[dim]
    # one load and one store per element, both inside the scan: O(n) work
    body = list(scan.walk())
    assert sum(isinstance(op, LoadOp) for op in body) == 1
    assert sum(isinstance(op, StoreOp) for op in body) == 1


def test_long_cumsum_is_linear_and_fused_with_its_neighbours():
    n = 1 << 20
    x = np.random.default_rng(0).uniform(0, 1, (2, n))
    f = aotgrad.compile(lambda t: (aotgrad.exp(t).cumsum(1) * 2.0).sum(0))
    got = f(x)
    np.testing.assert_allclose(got, (np.cumsum(np.exp(x), 1) * 2.0).sum(0), rtol=1e-9)


def test_scans_fused_into_consumers_match_the_interpreter():
    x = _sample((5, 7), np.float64, zeros=True, seed=9)

    def f(t):
        c = t.cumsum(0) * t.cumprod(1) + t.exp().cumsum(-1)
        return c.prod(1, keepdim=True) + c.sum(0)
    got = [np.asarray(aotgrad.compile(f, backend=b)(x)) for b in BACKENDS]
    np.testing.assert_allclose(got[1], got[0], rtol=1e-12)
    want = f(torch.tensor(x)).numpy()
    np.testing.assert_allclose(got[1], want, rtol=1e-12)


# --------------------------------------------------------------------------- CUDA source

def test_scans_and_prod_compile_to_ptx(tmp_path):
    def f(x):
        y = x.cumsum(1) + x.cumprod(0) * aotgrad.cumsum(x, 0)
        return (y.prod(1) + x.prod()).sum() + x.prod(0).sum()
    source = assert_compiles_to_ptx(trace(f, np.ones((8, 64), np.float32)), tmp_path)
    assert "cumsum" in source and "cumprod" in source and "linear_scan" in source


def test_long_one_dimensional_scan_is_not_taken_for_a_grid_reduction(tmp_path):
    source = assert_compiles_to_ptx(trace(lambda x: (x.cumsum(0) * x).sum(),
                                          np.ones(1 << 17, np.float32)), tmp_path)
    # the scan runs on one block of 1024 threads, a tile of 1024 elements at a time; only
    # the sum is spread over the grid
    assert source.count("ag_grid_reduce<") == 1
    assert "cumsum_kernel<<<1, 1024>>>" in source and "ag_block_scan<float>(" in source


def test_a_scan_along_rows_runs_a_tile_of_the_row_per_block_step(tmp_path):
    """cumsum and cumprod along rows of 300: a block per row, its 256 threads scanning a tile
    of 256 neighbouring elements at once (`codegen/cuda/scans.py`), the last tile partial; the
    recurrence of a running log-sum-exp (`linear_scan`: its carry is scaled, not only
    combined) still walks the row on one thread."""
    def f(x):
        return (x.cumsum(1) * x.cumprod(1)).sum() + aotgrad.logcumsumexp(x, 1).sum()
    source = assert_compiles_to_ptx(trace(f, np.ones((8, 300), np.float32)), tmp_path)
    kernels = {k.split(":", 1)[0]: k for k in source.split("// kernel @")[1:]}
    scans = [k for k in kernels.values() if "ag_block_scan<" in k]
    assert len(scans) >= 2 and all("ag_t < 300; ag_t += blockDim.x" in k for k in scans)
    assert "ag_add_op(), ag_total" in source and "ag_mul_op(), ag_total" in source
    linear = [k for name, k in kernels.items() if "linear_scan" in name]
    assert linear and all("if (threadIdx.x == 0)" in k for k in linear)
