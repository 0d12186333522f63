"""floor, ceil, round (ties to even, `decimals=`), trunc, sign, remainder, fmod and `//`:
values and gradients against PyTorch in float64 and float32, through the interpreter and
the compiled CPU backend, where each is hard (ties, -0.0, NaN and infinities, negative
operands, integer tensors, a zero divisor); and the CUDA source of each through nvcc."""
from __future__ import annotations

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.frontend.tracer import trace
from cuda_ptx import assert_compiles_to_ptx

BACKENDS = ["interpret", "cpu"]
DTYPES = [np.float64, np.float32]
TIES = np.array([0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.5, -4.5, 0.49999997, -0.0, 0.0, 2.7,
                 -2.7, 1e7 + 0.5, np.nan, np.inf, -np.inf])


def _run(fn, arrays, backend):
    """`fn` compiled for `backend` on `arrays`: its value and the gradient of sum(value * w)
    for each float input (w = 1, 2, ...)."""
    tensors = [aotgrad.tensor(a, requires_grad=a.dtype.kind == "f") for a in arrays]
    y = aotgrad.compile(fn, backend=backend)(*tensors)
    grads = [None] * len(arrays)
    if y.requires_grad:
        w = np.arange(1, y.numel() + 1, dtype=np.asarray(y).dtype).reshape(y.shape)
        (y * aotgrad.tensor(w)).sum().backward()
        grads = [None if t.grad is None else np.asarray(t.grad) for t in tensors]
    return np.asarray(y), grads


def _torch(fn, arrays, grad=True):
    tensors = [torch.tensor(a, requires_grad=grad and a.dtype.kind == "f") for a in arrays]
    y = fn(*tensors)
    grads = [None] * len(arrays)
    if y.requires_grad:
        w = torch.arange(1, y.numel() + 1, dtype=y.dtype).reshape(y.shape)
        grads = [None if g is None else g.numpy() for g in
                 torch.autograd.grad((y * w).sum(), tensors, allow_unused=True)]
    return y.detach().numpy(), grads


def check(ours, theirs, arrays, backend, rtol=0.0, atol=0.0, grad=True):
    """Values, and unless not `grad` (PyTorch has no derivative of `//`), gradients."""
    got, got_grads = _run(ours, arrays, backend)
    want, want_grads = _torch(theirs, arrays, grad)
    assert got.dtype == want.dtype, (got.dtype, want.dtype)
    np.testing.assert_allclose(got, want, rtol=rtol, atol=atol, equal_nan=True)
    for g, w in zip(got_grads, want_grads):
        if w is not None:
            np.testing.assert_allclose(g, w, rtol=max(rtol, 1e-6), atol=atol, equal_nan=True)


# --------------------------------------------------------------------------- rounding

ROUNDINGS = [("floor", torch.floor), ("ceil", torch.ceil), ("round", torch.round),
             ("trunc", torch.trunc), ("sign", torch.sign)]


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name, theirs", ROUNDINGS, ids=[n for n, _ in ROUNDINGS])
def test_rounding_matches_torch_on_ties_zeros_and_nonfinite(name, theirs, dtype, backend):
    x = TIES.astype(dtype)
    ours = getattr(aotgrad, name)
    check(ours, theirs, [x], backend)
    # its gradient is zero: d/dx (op(x) * x) is op(x), where x is finite
    finite = x[np.isfinite(x)]
    check(lambda t: ours(t) * t, lambda t: theirs(t) * t, [finite], backend)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_round_ties_go_to_even(dtype, backend):
    x = np.array([0.5, 1.5, 2.5, -0.5, -1.5, -2.5], dtype)
    got, _ = _run(aotgrad.round, [x], backend)
    np.testing.assert_array_equal(got, [0.0, 2.0, 2.0, -0.0, -2.0, -2.0])
    np.testing.assert_array_equal(np.signbit(got), [False] * 3 + [True] * 3)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("decimals", [1, 2, 3, -1, -2])
def test_round_decimals_matches_torch(decimals, dtype, backend):
    x = np.array([1.2345, 2.675, -0.125, 1234.5, 1250.0, -1250.0, 0.05, 15.0, -7.77], dtype)
    check(lambda t: aotgrad.round(t, decimals=decimals),
          lambda t: torch.round(t, decimals=decimals), [x], backend)
    check(lambda t: t.round(decimals=decimals) * t,
          lambda t: t.round(decimals=decimals) * t, [x], backend, rtol=1e-6)


@pytest.mark.parametrize("name", ["floor", "ceil", "round", "trunc", "sign"])
def test_rounding_of_integers_keeps_the_dtype(name):
    x = np.array([-3, -1, 0, 2, 7], np.int32)
    for backend in BACKENDS:
        got, _ = _run(getattr(aotgrad, name), [x], backend)
        want = getattr(torch, name)(torch.tensor(x)).numpy()
        assert got.dtype == want.dtype
        np.testing.assert_array_equal(got, want)


def test_eager_rounding_requires_grad_and_gives_zeros_as_torch():
    x = aotgrad.tensor(np.array([-1.5, 0.25, 2.5]), requires_grad=True)
    y = x.floor() + x.ceil() + x.round() + x.trunc() + x.sign()
    assert y.requires_grad
    (y * x).sum().backward()
    t = torch.tensor([-1.5, 0.25, 2.5], requires_grad=True)
    ((t.floor() + t.ceil() + t.round() + t.trunc() + t.sign()) * t).sum().backward()
    np.testing.assert_array_equal(x.grad, t.grad.numpy())


def test_sign_of_bools_and_methods():
    b = np.array([True, False])
    np.testing.assert_array_equal(aotgrad.sign(aotgrad.tensor(b)), b)
    x = aotgrad.tensor(np.array([-1.5, 0.0, 2.5], np.float32))
    np.testing.assert_array_equal(x.sign(), [-1.0, 0.0, 1.0])
    np.testing.assert_array_equal(x.floor(), [-2.0, 0.0, 2.0])
    np.testing.assert_array_equal(x.ceil(), [-1.0, 0.0, 3.0])
    np.testing.assert_array_equal(x.trunc(), [-1.0, 0.0, 2.0])
    np.testing.assert_array_equal(x.round(), [-2.0, 0.0, 2.0])


def test_numpy_round_of_a_tensor_is_its_round():
    x = np.array([1.2345, -2.675, 0.125])
    got = np.round(aotgrad.tensor(x), 2)                # numpy calls t.round(2, out=None)
    assert isinstance(got, aotgrad.Tensor)
    np.testing.assert_array_equal(got, torch.round(torch.tensor(x), decimals=2).numpy())
    with pytest.raises(TypeError, match="out="):
        aotgrad.tensor(x).round(out=np.empty(3))


# --------------------------------------------------------------------------- remainder, fmod

SIGNS = np.array([[-3.0, 3.0, -3.0, 3.0, 5.5, -5.5, 7.25, -0.0, 1e-20, -1e-20],
                  [2.0, -2.0, -2.0, 2.0, 2.0, 2.0, -1.5, 3.0, 1.0, 1.0]])


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name", ["remainder", "fmod"])
def test_remainder_and_fmod_match_torch_with_negative_operands(name, dtype, backend):
    x, y = SIGNS.astype(dtype)
    check(getattr(aotgrad, name), getattr(torch, name), [x, y], backend)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name", ["remainder", "fmod"])
def test_remainder_and_fmod_gradients_match_torch(name, dtype, backend):
    rng = np.random.default_rng(0)
    y = (rng.choice([-1.0, 1.0], (3, 4)) * rng.uniform(0.5, 1.5, (3, 4))).astype(dtype)
    x = ((rng.integers(-3, 4, (3, 4)) + rng.uniform(0.2, 0.8, (3, 4))) * y).astype(dtype)
    tol = 1e-12 if dtype == np.float64 else 1e-5
    check(getattr(aotgrad, name), getattr(torch, name), [x, y], backend, rtol=tol,
          atol=tol)
    # a number divisor, broadcast
    check(lambda t: getattr(aotgrad, name)(t, -0.75), lambda t: getattr(torch, name)(t, -0.75),
          [x], backend, rtol=tol, atol=tol)


@pytest.mark.parametrize("backend", BACKENDS)
def test_zero_divisor_is_nan_for_floats_and_zero_for_integers(backend):
    x = np.array([3.0, -3.0, 0.0])
    for name in ("remainder", "fmod"):
        got, _ = _run(getattr(aotgrad, name), [x, np.zeros(3)], backend)
        assert np.isnan(got).all()
        ints, _ = _run(getattr(aotgrad, name), [np.array([7, -7, 0]), np.zeros(3, np.int64)],
                       backend)
        np.testing.assert_array_equal(ints, [0, 0, 0])       # numpy's; a trap never


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dtype", [np.int64, np.int32])
def test_integer_remainder_fmod_and_floor_divide_match_torch(dtype, backend):
    x = np.array([-7, 7, -7, 7, 0, 5, -1, 2 ** 30], dtype)
    y = np.array([2, -2, -2, 2, 3, 7, 4, -3], dtype)
    for ours, theirs in [(aotgrad.remainder, torch.remainder), (aotgrad.fmod, torch.fmod),
                         (lambda a, b: a // b, lambda a, b: a // b),
                         (lambda a, b: a % b, lambda a, b: a % b)]:
        check(ours, theirs, [x, y], backend)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_operators_percent_and_floor_divide_match_python(dtype, backend):
    x = np.array([-7.5, 7.5, -3.0, 3.0, 0.25, -0.25, 10.0], dtype)
    y = np.array([2.0, -2.0, 2.0, -1.5, 0.1, 0.1, 3.0], dtype)
    check(lambda a, b: a % b, lambda a, b: a % b, [x, y], backend)
    check(lambda a, b: a // b, lambda a, b: a // b, [x, y], backend, grad=False)
    check(lambda a: 5.0 % a, lambda a: 5.0 % a, [y], backend, grad=False)
    _, (grad,) = _run(lambda a: 5.0 % a, [y], backend)      # PyTorch has no such derivative
    np.testing.assert_array_equal(grad, -np.floor(5.0 / y) * np.arange(1, y.size + 1))
    check(lambda a: 5.0 // a - a // -0.75, lambda a: 5.0 // a - a // -0.75, [y], backend,
          grad=False)
    check(lambda a: a % 0.75, lambda a: a % 0.75, [x], backend)


def test_operators_on_numpy_arrays_and_eager_tensors():
    x = aotgrad.tensor(np.array([-7.0, 7.0]), requires_grad=True)
    y = np.array([2.0, -2.0]) % x + x % np.array([2.0, -2.0])
    np.testing.assert_array_equal(y.detach(), np.array([2.0, -2.0]) % np.array([-7.0, 7.0])
                                  + np.array([1.0, -1.0]))
    np.testing.assert_array_equal(np.array([7.0]) // aotgrad.tensor(np.array([-2.0])), [-4.0])
    y.sum().backward()
    # d/dx (c % x) = -floor(c / x); d/dx (x % c) = 1
    np.testing.assert_array_equal(x.grad, 1 - np.floor(np.array([2.0, -2.0]) / [-7.0, 7.0]))


# --------------------------------------------------------------------------- CUDA source

def test_rounding_and_remainder_compile_to_ptx(tmp_path):
    def f(x, y):
        r = aotgrad.remainder(x, y) + aotgrad.fmod(x, y) * aotgrad.sign(y)
        r = r + aotgrad.floor(x) - aotgrad.ceil(y) + aotgrad.round(x) * aotgrad.trunc(y)
        return (r * x).sum()
    source = assert_compiles_to_ptx(trace(f, np.ones((4, 8), np.float32),
                                          np.ones((4, 8), np.float32)), tmp_path)
    for fn in ("fmodf(", "floorf(", "ceilf(", "rintf(", "truncf("):
        assert fn in source


def test_integer_remainder_compiles_to_ptx(tmp_path):
    def f(x, y):
        return aotgrad.remainder(x, y) + aotgrad.fmod(x, y) + aotgrad.sign(x)
    assert_compiles_to_ptx(trace(f, np.ones(8, np.int64), np.ones(8, np.int64)), tmp_path,
                           training=False)
