"""Sorting: `sort`, `argsort`, `msort`, `topk` and `kthvalue` (compositions of
`tensor.argsort` and `take_along`) against PyTorch: values and indices for floats and ints,
dims (negative), descending, ties (a stable sort's indices), NaN (the largest value), rows
whose length is no power of two, one element, empty dims; the values' gradients against
PyTorch and finite differences; eagerly, through the interpreter (`backend="interpret"`) and
compiled to machine code; the loop IR of the sorting network; its CUDA source through nvcc."""
from __future__ import annotations

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.frontend.tracer import trace
from aotgrad.ir.core import IRError
from aotgrad.passes.lower.sort import Local, network
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import training_pipeline
from cuda_ptx import assert_compiles_to_ptx

RNG = np.random.default_rng(11)
MODES = ("eager", "interpret", "cpu")


def _call(fn, mode: str):
    if mode == "eager":
        return fn
    return aotgrad.compile(fn, backend=mode)


def _tied(shape, dtype, nan: bool = False) -> np.ndarray:
    """Small integers (many ties), with NaN planted in float arrays when `nan`."""
    x = RNG.integers(-3, 4, size=shape).astype(dtype)
    if nan:
        x[RNG.random(shape) < 0.2] = np.nan
    return x


def _torch_sort(x, dim, descending):
    return torch.sort(torch.from_numpy(x), dim=dim, descending=descending, stable=True)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.int64, np.int32])
@pytest.mark.parametrize("descending", [False, True])
def test_sort_matches_torch_stable_sort_with_ties_and_nan(mode, dtype, descending):
    for shape, dim in [((3, 13), 1), ((13, 3), 0), ((2, 5, 8), -2), ((4, 1), -1),
                       ((100,), 0)]:
        x = _tied(shape, dtype, nan=np.dtype(dtype).kind == "f")
        got = _call(lambda x: aotgrad.sort(x, dim, descending), mode)(x)
        want = _torch_sort(x, dim, descending)
        np.testing.assert_array_equal(np.asarray(got.indices), want.indices.numpy())
        np.testing.assert_array_equal(np.asarray(got.values), want.values.numpy())
        assert np.asarray(got.indices).dtype == np.int64


@pytest.mark.parametrize("mode", MODES)
def test_argsort_and_msort_match_torch(mode):
    x = _tied((6, 7), np.float32, nan=True)
    got = _call(lambda x: (aotgrad.argsort(x, dim=-1, descending=True),
                           aotgrad.msort(x)), mode)(x)
    t = torch.from_numpy(x)
    np.testing.assert_array_equal(np.asarray(got[0]),
                                  torch.argsort(t, dim=-1, descending=True, stable=True))
    np.testing.assert_array_equal(np.asarray(got[1]), torch.msort(t).numpy())


def test_sort_of_bools_one_element_zero_d_and_empty_dims():
    b = np.array([True, False, True, False])
    np.testing.assert_array_equal(np.asarray(aotgrad.sort(b).indices), [1, 3, 0, 2])
    for x in (np.array([2.5]), np.array(2.5), np.zeros((0, 3)), np.zeros((3, 0))):
        for mode in MODES:
            got = _call(lambda x: aotgrad.sort(x, descending=True), mode)(x)
            want = torch.sort(torch.from_numpy(x), descending=True)
            assert np.asarray(got.values).shape == tuple(want.values.shape)
            np.testing.assert_array_equal(np.asarray(got.values), want.values.numpy())
            np.testing.assert_array_equal(np.asarray(got.indices), want.indices.numpy())


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("largest", [True, False])
def test_topk_and_kthvalue_match_torch_on_distinct_values(mode, largest):
    x = RNG.standard_normal((5, 37)).astype(np.float32)
    t = torch.from_numpy(x)
    for k, dim in [(1, -1), (4, 1), (37, -1), (0, 1), (3, 0)]:
        got = _call(lambda x: aotgrad.topk(x, k, dim, largest), mode)(x)
        want = torch.topk(t, k, dim, largest)
        np.testing.assert_array_equal(np.asarray(got.values), want.values.numpy())
        np.testing.assert_array_equal(np.asarray(got.indices), want.indices.numpy())
    for k, dim, keepdim in [(1, -1, False), (19, 1, True), (5, 0, False)]:
        got = _call(lambda x: aotgrad.kthvalue(x, k, dim, keepdim), mode)(x)
        want = torch.kthvalue(t, k, dim, keepdim)
        np.testing.assert_array_equal(np.asarray(got.values), want.values.numpy())
        np.testing.assert_array_equal(np.asarray(got.indices), want.indices.numpy())


def test_topk_with_ties_gives_torch_values_and_the_first_positions():
    x = np.array([[1.0, 2.0, 2.0, 2.0, 0.0], [np.nan, 1.0, np.nan, 3.0, 3.0]])
    got = aotgrad.compile(lambda x: aotgrad.topk(x, 2))(x)
    np.testing.assert_array_equal(np.asarray(got.values),
                                  torch.topk(torch.from_numpy(x), 2).values.numpy())
    np.testing.assert_array_equal(np.asarray(got.indices), [[1, 2], [0, 2]])


def test_the_tensor_methods():
    x = RNG.standard_normal((4, 6))
    a, t = aotgrad.tensor(x), torch.from_numpy(x)
    for ours, theirs in [(a.sort(0, True), t.sort(0, True)), (a.topk(2), t.topk(2)),
                         (a.kthvalue(3), t.kthvalue(3))]:
        np.testing.assert_array_equal(np.asarray(ours.values), theirs.values.numpy())
        np.testing.assert_array_equal(np.asarray(ours.indices), theirs.indices.numpy())
    np.testing.assert_array_equal(np.asarray(a.argsort(descending=True)),
                                  t.argsort(descending=True).numpy())
    np.testing.assert_array_equal(np.asarray(a.msort()), t.msort().numpy())
    traced = aotgrad.compile(lambda x: x.sort(dim=-1).values + x.argsort().float())(x)
    np.testing.assert_array_equal(np.asarray(traced),
                                  (t.sort(dim=-1).values + t.argsort()).numpy())


GRADIENT_CASES = {
    "sort": (lambda x: aotgrad.sort(x, 1)[0], lambda x: torch.sort(x, 1)[0]),
    "sort_descending_dim0": (lambda x: x.sort(0, descending=True).values,
                             lambda x: x.sort(0, descending=True).values),
    "topk": (lambda x: aotgrad.topk(x, 3).values, lambda x: torch.topk(x, 3).values),
    "topk_smallest_dim0": (lambda x: x.topk(2, 0, largest=False).values,
                           lambda x: x.topk(2, 0, largest=False).values),
    "kthvalue": (lambda x: aotgrad.kthvalue(x, 2, 1, True).values,
                 lambda x: torch.kthvalue(x, 2, 1, True).values),
    "msort": (lambda x: aotgrad.msort(x) * 2.0, lambda x: torch.msort(x) * 2.0),
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", list(GRADIENT_CASES))
def test_values_gradient_matches_torch(name, mode):
    ours, theirs = GRADIENT_CASES[name]
    x = RNG.standard_normal((4, 7))
    w = np.cos(np.arange(28.0))
    xt = torch.tensor(x, requires_grad=True)
    y = theirs(xt)
    (y * torch.tensor(w[:y.numel()]).reshape(y.shape)).sum().backward()
    xa = aotgrad.tensor(x, requires_grad=True)
    fn = _call(lambda x: ours(x), mode)
    got = fn(xa)
    (got * aotgrad.tensor(w[:y.numel()].reshape(y.shape))).sum().backward()
    np.testing.assert_allclose(np.asarray(got.detach().numpy()), y.detach().numpy())
    np.testing.assert_allclose(np.asarray(xa.grad), xt.grad.numpy(), rtol=1e-12)


@pytest.mark.parametrize("mode", ("interpret", "cpu"))
def test_values_gradient_matches_finite_differences(mode):
    x = RNG.standard_normal((3, 9))
    w = RNG.standard_normal((3, 4))

    def loss(x):
        return (aotgrad.topk(x, 4).values * w).sum() + (aotgrad.sort(x, 0)[0] ** 2).sum()
    fn = _call(loss, mode)
    xa = aotgrad.tensor(x, requires_grad=True)
    fn(xa).backward()
    eps, numeric = 1e-6, np.zeros_like(x)
    for i in np.ndindex(x.shape):
        d = np.zeros_like(x)
        d[i] = eps
        numeric[i] = (float(fn(x + d)) - float(fn(x - d))) / (2 * eps)
    np.testing.assert_allclose(np.asarray(xa.grad), numeric, rtol=1e-6, atol=1e-8)


def test_float32_sort_of_a_long_row_compiled_matches_torch():
    x = RNG.standard_normal((3, 1000)).astype(np.float32)
    x[:, ::7] = x[:, 1::7]                      # ties
    got = aotgrad.compile(lambda x: aotgrad.sort(x, descending=True))(x)
    want = _torch_sort(x, -1, True)
    np.testing.assert_array_equal(np.asarray(got.indices), want.indices.numpy())


def test_bad_arguments_name_the_function():
    x = np.ones((2, 3))
    with pytest.raises(IRError, match="'topk' k"):
        aotgrad.topk(x, 4)
    with pytest.raises(IRError, match="'kthvalue' k"):
        aotgrad.kthvalue(x, 0)
    with pytest.raises(IRError, match="'sort' dim"):
        aotgrad.sort(x, 2)


def test_the_network_has_static_passes_over_blocks_without_div_or_mod():
    text = str(run_pipeline(trace(lambda x: aotgrad.sort(x)[0].sum(),
                                  np.ones((8, 100), np.float32)), training_pipeline()))
    kernel = text[text.index("kernel @argsort"):]
    kernel = kernel[:kernel.index("\n}\n")]
    assert "floordiv" not in kernel and " mod " not in kernel
    assert "loop.parallel %i = 0 to 8" in kernel
    # 100 elements: 7 stages, 28 passes; the 6 of the first 3 stages, inside blocks of 8, in
    # one loop over the 12 whole blocks and the 4 elements left
    assert _passes(network(100)) == 28 and isinstance(network(100)[0], Local)
    assert "loop.for %b = 0 to 12 {" in kernel


def test_sort_compiles_to_ptx(tmp_path):
    def f(x):
        return (aotgrad.sort(x, 1, descending=True).values ** 2).sum() + \
            aotgrad.topk(x, 3).values.sum() + aotgrad.msort(x).sum()      # merged chunks
    source = assert_compiles_to_ptx(trace(f, np.ones((4, 50), np.float32)), tmp_path)
    assert "argsort" in source


def test_topk_of_a_long_row_merges_sorted_chunks_and_matches_torch():
    x = RNG.integers(-50, 50, size=(4, 1000)).astype(np.float32)
    x[RNG.random(x.shape) < 0.01] = np.nan
    for k, largest in [(10, True), (100, False), (1, True), (600, True)]:
        got = aotgrad.compile(lambda x: aotgrad.topk(x, k, largest=largest))(x)
        want = torch.sort(torch.from_numpy(x), descending=largest, stable=True)
        np.testing.assert_array_equal(np.asarray(got.values), want.values[:, :k].numpy())
        np.testing.assert_array_equal(np.asarray(got.indices), want.indices[:, :k].numpy())
    # k = 10 sorts chunks of 16 (10 passes), then merges them: 6 rounds of 5 passes
    assert _passes(network(1000, 10)) == 10 + 6 * 5
    assert _passes(network(1000)) == 55


def _passes(network) -> int:
    """How many passes of compare-and-swaps `network` makes, a `Local`'s layers each one."""
    return sum(len(p.layers) if isinstance(p, Local) else 1 for p in network)


def test_argsort_with_k_round_trips_and_interprets():
    from aotgrad.ir.parser import parse_ir
    m = trace(lambda x: aotgrad.topk(x, 2, 0).indices, np.ones((5, 3), np.float32))
    text = str(m)
    assert "tensor.argsort %x {axis = 0, descending = true, k = 2} : i64[2,3]" in text
    assert str(parse_ir(text)) == text
    x = np.array([[3.0, 1.0, 2.0], [5.0, 1.0, 0.0], [4.0, 1.0, 9.0], [0.0, 7.0, 1.0],
                  [1.0, 1.0, 1.0]], np.float32)
    np.testing.assert_array_equal(aotgrad.interpret(m, x)[0], [[1, 3, 2], [2, 0, 0]])
    with pytest.raises(IRError, match="k = 6 is out of range"):
        parse_ir(text.replace("k = 2} : i64[2,3]", "k = 6} : i64[6,3]"))


@pytest.mark.parametrize("mode", ["eager", "compiled"])
@pytest.mark.parametrize("dtype", ["float32", "int64", "int32"])
@pytest.mark.parametrize("dim,keepdim", [(-1, False), (0, True), (1, False)])
def test_mode_matches_torch_with_ties(mode, dtype, dim, keepdim):
    """Most frequent value (the smallest of equally frequent ones) at its last position."""
    x = np.random.default_rng(3).integers(-3, 4, (5, 9, 4)).astype(dtype)
    f = (lambda t: aotgrad.mode(t, dim, keepdim)) if mode == "eager" else \
        aotgrad.compile(lambda t: aotgrad.mode(t, dim, keepdim))
    got = f(aotgrad.tensor(x))
    want = torch.mode(torch.tensor(x), dim, keepdim)
    np.testing.assert_array_equal(got.values.numpy(), want.values.numpy())
    np.testing.assert_array_equal(got.indices.numpy(), want.indices.numpy())
    assert got.values.numpy().dtype == want.values.numpy().dtype


def test_mode_gradient_method_one_element_and_zero_d():
    x = np.array([[1.0, 3.0, 3.0, 1.0, 2.0], [0.5, 0.5, 2.0, 2.0, 2.0]], np.float32)
    a = aotgrad.tensor(x, requires_grad=True)
    t = torch.tensor(x, requires_grad=True)
    a.mode().values.sum().backward()
    t.mode().values.sum().backward()
    np.testing.assert_array_equal(a.grad.numpy(), t.grad.numpy())
    for shape in [(1,), (3, 1), ()]:
        v = np.full(shape, 2.5, np.float32)
        got, want = aotgrad.mode(aotgrad.tensor(v)), torch.mode(torch.tensor(v))
        np.testing.assert_array_equal(got.values.numpy(), want.values.numpy())
        np.testing.assert_array_equal(got.indices.numpy(), want.indices.numpy())
