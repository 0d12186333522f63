"""erf, log1p, expm1, gelu (exact by default, tanh on request), clamp with tensor or number
bounds, min/argmin: values and gradients against PyTorch, eager and compiled (machine code),
where each op is hard (tiny arguments, ties, NaN, integer extremes, min > max); and the CUDA
source of each through nvcc."""
from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import aotgrad
from aotgrad.frontend.tracer import trace
from cuda_ptx import assert_compiles_to_ptx


def _ours(fn, arrays, compiled: bool):
    tensors = [aotgrad.tensor(a, requires_grad=a.dtype.kind == "f") for a in arrays]
    run = aotgrad.compile(fn) if compiled else fn
    y = run(*tensors)
    array = y.detach().numpy()
    weights = np.arange(1, array.size + 1, dtype=array.dtype).reshape(y.shape)
    if y.requires_grad:
        (y * aotgrad.tensor(weights)).sum().backward()
    return [np.asarray(y)] + [np.asarray(t.grad) if t.requires_grad else None for t in tensors]


def _torch(fn, arrays):
    tensors = [torch.tensor(a, requires_grad=a.dtype.kind == "f") for a in arrays]
    y = fn(*tensors)
    if y.requires_grad:
        weights = torch.arange(1, y.numel() + 1, dtype=y.dtype).reshape(y.shape)
        (y * weights).sum().backward()
    return [y.detach().numpy()] + [t.grad.numpy() if t.requires_grad else None
                                   for t in tensors]


def check(ours, theirs, arrays, rtol=1e-12, atol=0.0):
    want = _torch(theirs, arrays)
    for compiled in (False, True):
        got = _ours(ours, arrays, compiled)
        for i, (g, w) in enumerate(zip(got, want)):
            if w is None:
                continue
            np.testing.assert_allclose(g, w, rtol=rtol, atol=atol, equal_nan=True,
                                       err_msg=f"{'compiled' if compiled else 'eager'} #{i}")


# --------------------------------------------------------------------------- erf, log1p, expm1

TINY = np.array([1e-12, -3e-9, 2e-5, 0.0, -0.5, 0.75, 3.0, -6.0])


# float32: expm1's gradient exp(x) = expm1(x) + 1 cancels at x = -6, where one ulp of expm1
# (libm's or torch's) is 2e-5 of the gradient: an absolute tolerance there
@pytest.mark.parametrize("dtype, rtol, atol", [(np.float64, 1e-13, 0.0),
                                               (np.float32, 2e-6, 1e-6)])
def test_erf_log1p_expm1_match_torch_including_tiny_arguments(dtype, rtol, atol):
    x = TINY.astype(dtype)
    check(aotgrad.erf, torch.erf, [x], rtol, atol)
    check(aotgrad.expm1, torch.expm1, [x], rtol, atol)
    check(aotgrad.log1p, torch.log1p, [np.abs(x)], rtol, atol)
    # log(1 + x) gives 0 for 1e-12 in float32 and loses 4 digits in float64
    got = _ours(aotgrad.log1p, [x[:1]], True)[0][0]
    np.testing.assert_allclose(got, np.log1p(x[0]), rtol=1e-15)
    assert abs(np.log(1 + x[0]) - got) > 1e-5 * got


def test_erf_at_infinities_and_nan():
    x = np.array([np.inf, -np.inf, np.nan, 40.0])
    check(aotgrad.erf, torch.erf, [x])


# --------------------------------------------------------------------------- gelu

# the exact gradient Phi(x) + x phi(x) cancels for x < -3: float32's absolute error there is a
# few ulps of 1, the same in PyTorch's formula, not relative to the small gradient
@pytest.mark.parametrize("dtype, rtol, atol", [(np.float64, 1e-11, 1e-15),
                                               (np.float32, 1e-5, 1e-5)])
def test_gelu_is_exact_by_default_and_tanh_on_request(dtype, rtol, atol):
    x = np.linspace(-6, 6, 25).astype(dtype)
    check(aotgrad.gelu, F.gelu, [x], rtol, atol)
    check(lambda x: aotgrad.gelu(x, approximate="none"), F.gelu, [x], rtol, atol)
    check(lambda x: aotgrad.gelu(x, approximate="tanh"),
          lambda x: F.gelu(x, approximate="tanh"), [x], rtol, atol)
    exact = _ours(aotgrad.gelu, [x], True)[0]
    tanh = _ours(lambda x: aotgrad.gelu(x, approximate="tanh"), [x], True)[0]
    assert np.max(np.abs(exact - tanh)) > 1e-4           # two different functions


def test_gelu_prints_its_form_only_when_it_is_tanh():
    text = str(trace(lambda x: aotgrad.gelu(x) + aotgrad.gelu(x, approximate="tanh"),
                     np.ones(3, np.float32)))
    assert "tensor.gelu %x : f32[3]" in text
    assert 'tensor.gelu %x {approximate = "tanh"} : f32[3]' in text
    assert aotgrad.parse_ir(text).functions[0].ops[1].approximate == "tanh"


def test_gelu_unknown_form_is_a_located_error():
    with pytest.raises(aotgrad.IRError, match="approximate must be 'none' or 'tanh'") as e:
        trace(lambda x: aotgrad.gelu(x, approximate="erf"), np.ones(3, np.float32))
    assert e.value.loc.file == __file__


def test_nn_gelu_matches_torch_in_both_forms():
    x = np.linspace(-4, 4, 12).reshape(3, 4)
    for approximate in ("none", "tanh"):
        check(aotgrad.nn.GELU(approximate), torch.nn.GELU(approximate), [x], 1e-12, 1e-15)
    check(aotgrad.nn.GELU(), torch.nn.GELU(), [x], 1e-12, 1e-15)


# --------------------------------------------------------------------------- clamp

X = np.array([-2.0, -0.5, 0.0, 0.5, 1.0, 2.0, np.nan, 0.3])
LO = np.array([-1.0, 0.0, 0.0, 0.5, 2.0, 1.0, 0.0, 0.3])      # with ties, min > max, min == max
HI = np.array([1.0, 1.0, 0.0, 0.2, 3.0, 1.5, 1.0, 0.3])


def test_clamp_with_tensor_bounds_matches_torch_values_and_gradients():
    check(lambda x, lo, hi: aotgrad.clamp(x, min=lo, max=hi),
          lambda x, lo, hi: torch.clamp(x, min=lo, max=hi), [X, LO, HI])
    check(lambda x, lo, hi: aotgrad.clamp(x, lo, hi), torch.clamp, [X, LO, HI])
    check(lambda x, lo: aotgrad.clamp(x, min=lo), lambda x, lo: torch.clamp(x, min=lo),
          [X, LO])
    check(lambda x, hi: x.clamp(None, hi), lambda x, hi: torch.clamp(x, max=hi), [X, HI])


def test_clamp_with_broadcast_tensor_bound_and_number():
    x = np.linspace(-2, 2, 12).reshape(3, 4)
    lo = np.array([-1.0, 0.0, 0.5, -3.0])
    check(lambda x, lo: aotgrad.clamp(x, lo, 1.0),
          lambda x, lo: torch.clamp(x, lo, torch.tensor(1.0, dtype=x.dtype)), [x, lo])


@pytest.mark.parametrize("lo, hi", [(-0.5, 1.0), (None, 0.5), (0.2, None), (1.0, 0.0),
                                    (0.5, 0.5)])
def test_clamp_with_number_bounds_matches_torch(lo, hi):
    check(lambda x: aotgrad.clamp(x, min=lo, max=hi), lambda x: torch.clamp(x, min=lo, max=hi),
          [X])


def test_clamp_of_integers_keeps_the_dtype():
    x = np.array([-5, 0, 3, 9])
    got = aotgrad.compile(lambda x: aotgrad.clamp(x, 0, 4))(x)
    assert got.dtype == np.int64 and list(got) == [0, 0, 3, 4]


# --------------------------------------------------------------------------- min, argmin

def test_min_matches_torch_amin_with_ties_split_evenly():
    x = np.array([[3.0, 1.0, 1.0, 2.0], [0.5, 4.0, -1.0, -1.0], [2.0, 2.0, 2.0, 2.0]])
    check(lambda x: aotgrad.min(x, axis=1), lambda x: x.amin(1), [x])
    check(lambda x: aotgrad.min(x, axis=0, keepdim=True), lambda x: x.amin(0, keepdim=True),
          [x])
    check(aotgrad.min, torch.amin, [x])


def test_min_and_argmin_of_nan_are_the_first_nan():
    # a NaN minimum's gradient goes to the first NaN, as torch.min(x, dim) routes it (amin's
    # would be NaN for the whole row), the rule `max` follows
    x = np.array([[1.0, np.nan, 0.0, np.nan], [2.0, 1.0, 0.5, 3.0]])
    check(lambda x: aotgrad.min(x, axis=1), lambda x: x.min(1).values, [x])
    got = aotgrad.compile(lambda x: aotgrad.argmin(x, axis=1))(x)
    assert list(got) == list(torch.tensor(x).argmin(1).numpy()) == [1, 2]


@pytest.mark.parametrize("dtype", [np.int64, np.int32])
def test_min_and_argmin_of_integers_at_their_extremes(dtype):
    info = np.iinfo(dtype)
    x = np.array([[info.max, info.min, 0, info.min], [5, info.max, -7, 3]], dtype)
    for fn in (aotgrad.compile(lambda x: (aotgrad.min(x, axis=1), aotgrad.argmin(x, axis=1))),
               lambda x: (aotgrad.min(x, axis=1), aotgrad.argmin(x, axis=1))):
        values, where = fn(x)
        np.testing.assert_array_equal(values, x.min(axis=1))
        np.testing.assert_array_equal(where, [1, 2])


def test_min_and_argmin_of_bools():
    x = np.array([[True, False, True], [True, True, True]])
    values, where = aotgrad.compile(lambda x: (aotgrad.min(x, axis=1),
                                               aotgrad.argmin(x, axis=1)))(x)
    assert list(values) == [False, True] and list(where) == [1, 0]


def test_argmin_keepdim_and_methods():
    x = np.array([[3.0, -1.0, 2.0], [0.0, 5.0, -2.0]], np.float32)
    got = aotgrad.compile(lambda x: x.argmin(axis=0, keepdim=True))(x)
    np.testing.assert_array_equal(got, torch.tensor(x).argmin(0, keepdim=True).numpy())
    np.testing.assert_allclose(aotgrad.compile(lambda x: x.min())(x), -2.0)


# --------------------------------------------------------------------------- CUDA source

def test_new_ops_compile_to_ptx(tmp_path):
    def f(x, lo):
        y = aotgrad.erf(x) + aotgrad.log1p(aotgrad.abs(x)) * aotgrad.expm1(x)
        y = aotgrad.clamp(aotgrad.gelu(y), min=lo) + aotgrad.gelu(x, approximate="tanh")
        return (y * aotgrad.min(x, axis=1, keepdim=True)).sum()
    source = assert_compiles_to_ptx(trace(f, np.ones((4, 8), np.float32),
                                          np.ones(8, np.float32)), tmp_path)
    for fn in ("erff(", "log1pf(", "expm1f("):
        assert fn in source
