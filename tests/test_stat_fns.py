"""`var` and `std` (dim, keepdim, unbiased, correction) and the stable `log_sigmoid` against
PyTorch: values and gradients, eager and compiled, f32 and f64; in the DSL, to PTX, and
their errors."""
from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.ir.errors import IRError
from cuda_ptx import assert_compiles_to_ptx

RNG = np.random.default_rng(5)
X = RNG.standard_normal((4, 3, 5)) * 3 + 1


def _run_ours(fn, x, compiled):
    t = aotgrad.tensor(x, requires_grad=True)
    y = (aotgrad.compile(fn) if compiled else fn)(t)
    w = np.cos(np.arange(y.numel())).reshape(y.shape).astype(y.dtype)
    (y * aotgrad.tensor(w)).sum().backward()
    return y.detach().numpy(), np.asarray(t.grad)


def _run_torch(fn, x):
    t = torch.tensor(x, requires_grad=True)
    y = fn(t)
    w = torch.cos(torch.arange(y.numel(), dtype=torch.float64)).reshape(y.shape).to(y.dtype)
    (y * w).sum().backward()
    return y.detach().numpy(), t.grad.numpy()


def check(ours, theirs, x, dtype):
    x = x.astype(dtype)
    tol = 1e-12 if dtype == np.float64 else 2e-5
    want = _run_torch(theirs, x)
    for compiled in (False, True):
        for g, w in zip(_run_ours(ours, x, compiled), want):
            assert g.shape == w.shape and g.dtype == w.dtype
            np.testing.assert_allclose(g, w, rtol=tol, atol=tol)


VARIANCES = [
    ((), {}), ((1,), {}), ((), {"dim": -1, "keepdim": True}), (((0, 2),), {}),
    ((), {"dim": [1, 2], "unbiased": False}), ((0, False, True), {}),
    ((), {"dim": 1, "correction": 0}), ((), {"dim": 2, "correction": 2, "keepdim": True}),
    ((False,), {}), ((), {"correction": 0.5}),
]


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("name", ["var", "std"])
@pytest.mark.parametrize("args, kwargs", VARIANCES)
def test_variance_values_and_gradients_match_torch(name, args, kwargs, dtype):
    check(lambda x: getattr(aotgrad, name)(x, *args, **kwargs),
          lambda x: getattr(torch, name)(x, *args, **kwargs), X, dtype)


@pytest.mark.parametrize("name", ["var", "std"])
def test_variance_methods_match_torch(name):
    check(lambda x: getattr(x, name)(1, keepdim=True) * getattr(x, name)(correction=0),
          lambda x: getattr(x, name)(1, keepdim=True) * getattr(x, name)(correction=0),
          X, np.float64)


def test_variance_is_accurate_far_from_zero():
    """Two passes (the mean first, then squared deviations): no cancellation of a large
    mean, as PyTorch's."""
    x = (1e4 + RNG.standard_normal(1000)).astype(np.float32)
    ours = float(aotgrad.var(aotgrad.tensor(x)))
    np.testing.assert_allclose(ours, torch.var(torch.tensor(x)).item(), rtol=1e-4)


def test_variance_of_too_few_elements_is_inf_or_nan_as_torch():
    one = np.array([[2.0], [3.0]])
    for name in ("var", "std"):
        ours = np.asarray(getattr(aotgrad, name)(aotgrad.tensor(one), 1))
        with warnings.catch_warnings():     # PyTorch warns of the degrees of freedom
            warnings.simplefilter("ignore")
            theirs = getattr(torch, name)(torch.tensor(one), 1).numpy()
        np.testing.assert_array_equal(ours, theirs)          # nan, nan


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_log_sigmoid_matches_torch_over_the_whole_range(dtype):
    x = np.concatenate([np.linspace(-120, 120, 241), [0.0, -1e-3, 1e-3, -40.5, 35.25],
                        RNG.standard_normal(20)])
    check(lambda x: aotgrad.log_sigmoid(x), lambda x: torch.nn.functional.logsigmoid(x),
          x, dtype)


def test_log_sigmoid_is_finite_where_the_naive_form_is_not():
    x = aotgrad.tensor(np.array([-200.0, 200.0], np.float32), requires_grad=True)
    y = aotgrad.log_sigmoid(x)
    y.sum().backward()
    np.testing.assert_allclose(np.asarray(y.detach()), [-200.0, 0.0], atol=1e-30)
    np.testing.assert_allclose(np.asarray(x.grad), [1.0, 0.0], atol=1e-30)


def test_log_sigmoid_gradient_at_zero_is_one_half():
    x = aotgrad.tensor(np.zeros(3), requires_grad=True)
    aotgrad.compile(lambda x: aotgrad.log_sigmoid(x).sum())(x).backward()
    np.testing.assert_array_equal(np.asarray(x.grad), [0.5, 0.5, 0.5])


def test_second_derivative_of_log_sigmoid_matches_torch():
    x = np.linspace(-4, 4, 9)
    slope = aotgrad.grad(lambda x: aotgrad.log_sigmoid(x).sum())
    ours = aotgrad.grad(lambda x: slope(x).sum())(x)
    t = torch.tensor(x, requires_grad=True)
    (g,) = torch.autograd.grad(torch.nn.functional.logsigmoid(t).sum(), t, create_graph=True)
    (h,) = torch.autograd.grad(g.sum(), t)
    np.testing.assert_allclose(np.asarray(ours), h.numpy(), rtol=1e-12, atol=1e-12)


def test_statistics_in_the_dsl():
    m = aotgrad.parse("""
def f(x: f64[4, 5]) -> f64[4] {
    return var(x, 1, correction=0) + std(x, 1) + sum(log_sigmoid(x), 1)
}
""", "stats.ag")
    x = X[0, :, :].repeat(2, 0)[:4]
    (out,) = aotgrad.interpret(m, x)
    t = torch.tensor(x)
    want = torch.var(t, 1, correction=0) + torch.std(t, 1) + \
        torch.nn.functional.logsigmoid(t).sum(1)
    np.testing.assert_allclose(out, want.numpy(), rtol=1e-12)


def test_statistics_compile_to_ptx(tmp_path):
    module = aotgrad.trace(lambda x: (x.std(0) + aotgrad.log_sigmoid(x).var(1)).sum(),
                           np.ones((6, 6), np.float32))
    assert "__global__" in assert_compiles_to_ptx(module, tmp_path)


@pytest.mark.parametrize("call, message", [
    (lambda x: aotgrad.var(x, 3), "out of range"),
    (lambda x: aotgrad.std(x, [0, 0]), "repeats a dim"),
    (lambda x: aotgrad.var(x, 1, unbiased=True, correction=0), "not both"),
    (lambda x: aotgrad.var(x.long()), "floating-point"),
    (lambda x: aotgrad.log_sigmoid(x.long()), "floating-point"),
])
def test_bad_arguments_are_located_errors(call, message):
    x = aotgrad.tensor(X)
    with pytest.raises(IRError, match=message) as info:
        call(x)
    assert "test_stat_fns.py" in str(info.value)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("name", ["min", "max"])
def test_min_and_max_of_two_tensors_are_elementwise_as_torch(name, dtype):
    y = np.round(RNG.standard_normal((3, 5)))           # ties with x's rounded entries
    x = X.copy()
    x[0] = np.round(x[0])
    check(lambda x: getattr(aotgrad, name)(x, aotgrad.tensor(y.astype(x.dtype))),
          lambda x: getattr(torch, name)(x, torch.tensor(y.astype(x.detach().numpy().dtype))),
          x, dtype)
    check(lambda x: getattr(x, name)(x * 0.5), lambda x: getattr(x, name)(x * 0.5), x, dtype)


def test_min_and_max_with_dim_give_the_values_of_torch():
    t = torch.tensor(X)
    for name in ("min", "max"):
        ours = getattr(aotgrad.tensor(X), name)(dim=1, keepdim=True)
        theirs = getattr(t, name)(dim=1, keepdim=True)
        np.testing.assert_array_equal(np.asarray(ours.values), theirs.values.numpy())
        np.testing.assert_array_equal(np.asarray(ours.indices), theirs.indices.numpy())


TIED = np.array([[1.0, 3.0, 3.0, -1.0], [2.0, 0.0, 2.0, 0.0], [5.0, 5.0, 5.0, 5.0]])


@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("name", ["max", "min"])
@pytest.mark.parametrize("call", [
    lambda f, x: f(x, 1), lambda f, x: f(x, dim=0), lambda f, x: f(x, -1, True),
    lambda f, x: f(x, dim=1, keepdim=True)])
def test_min_and_max_with_a_dim_give_torch_values_and_indices(name, call, compiled):
    """The gradient goes to the first extreme of each row, as PyTorch's (amax splits it)."""
    def ours(x):
        values, indices = call(getattr(aotgrad, name), x)
        return values * 2.0, indices

    x = aotgrad.tensor(TIED, requires_grad=True)
    values, indices = (aotgrad.compile(ours) if compiled else ours)(x)
    values.sum().backward()
    t = torch.tensor(TIED, requires_grad=True)
    want = call(getattr(torch, name), t)
    (want.values * 2.0).sum().backward()
    np.testing.assert_array_equal(np.asarray(values.detach()), want.values.detach() * 2.0)
    np.testing.assert_array_equal(np.asarray(indices), want.indices.numpy())
    np.testing.assert_array_equal(np.asarray(x.grad), t.grad.numpy())


@pytest.mark.parametrize("name", ["max", "min"])
def test_min_and_max_methods_with_a_dim_and_nan_as_torch(name):
    x = TIED.copy()
    x[1, 2] = np.nan
    for args, kwargs in [((1,), {}), ((), {"dim": 0, "keepdim": True})]:
        ours = getattr(aotgrad.tensor(x), name)(*args, **kwargs)
        theirs = getattr(torch.tensor(x), name)(*args, **kwargs)
        assert ours._fields == ("values", "indices")
        np.testing.assert_array_equal(np.asarray(ours.values), theirs.values.numpy())
        np.testing.assert_array_equal(np.asarray(ours[1]), theirs.indices.numpy())


def test_min_and_max_keep_numpys_meaning_with_axis():
    x = aotgrad.tensor(TIED)
    np.testing.assert_array_equal(np.asarray(aotgrad.max(x, axis=1)), TIED.max(1))
    np.testing.assert_array_equal(np.asarray(x.min(1, keepdims=True)),
                                  TIED.min(1, keepdims=True))
    np.testing.assert_array_equal(np.asarray(x.max()), TIED.max())
    np.testing.assert_array_equal(np.asarray(aotgrad.min(x, dim=(0, 1))), TIED.min())


@pytest.mark.parametrize("p", ["fro", 2, 1, 3, 0.5, math.inf, -math.inf])
@pytest.mark.parametrize("dim,keepdim", [(None, False), (1, False), (1, True), ((0, 1), True)])
def test_norm_and_its_gradient_match_torch_eager_and_compiled(p, dim, keepdim):
    x = np.random.default_rng(0).standard_normal((3, 4))
    want = torch.tensor(x, requires_grad=True)
    want.norm(p, dim, keepdim).sum().backward()
    for compiled in (False, True):
        t = aotgrad.tensor(x, requires_grad=True)
        fn = (lambda t: t.norm(p, dim, keepdim).sum())
        out = (aotgrad.compile(fn) if compiled else fn)(t)
        out.backward()
        np.testing.assert_allclose(out.item(), torch.tensor(x).norm(p, dim, keepdim).sum().item(),
                                   rtol=1e-12)
        np.testing.assert_allclose(t.grad, want.grad.numpy(), rtol=1e-10, atol=1e-12)


def test_the_gradient_of_a_zero_norm_is_zero_as_torchs():
    t = aotgrad.tensor(np.zeros(3), requires_grad=True)
    t.norm().backward()                                  # not 0/0
    assert np.asarray(t.grad).tolist() == [0.0, 0.0, 0.0]
    g = aotgrad.tensor([3.0, 4.0])
    assert aotgrad.norm(g).item() == 5.0 and g.norm(1).item() == 7.0
    with pytest.raises(aotgrad.Error, match="p must be"):
        g.norm(-1)
