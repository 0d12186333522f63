"""`aotgrad.cond`: eager runs the branch taken; traced, both branches are one graph whose values
and gradients are those of the branch taken (against PyTorch), even where the untaken branch
makes inf or NaN; a pred flipping between calls compiles nothing new; mismatched branches are
located errors."""
from __future__ import annotations

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.ir import tensor as T


def _sqrt_branch(x, w):
    return (aotgrad.sqrt(x) * w).sum()


def _log_branch(x, w):
    return (aotgrad.log(-x) * w * w).sum()


def model(p, x, w):
    return aotgrad.cond(p, _sqrt_branch, _log_branch, (x, w))


def torch_model(p, x, w):
    return (torch.sqrt(x) * w).sum() if p else (torch.log(-x) * w * w).sum()


# At x > 0 the false branch reads log(-x) (NaN, gradient NaN); at x < 0 the true branch reads
# sqrt(x) (NaN), and at x = 0 the untaken branch's gradient is inf.
POINTS = [(True, [1.0, 4.0, 9.0]), (False, [-1.0, -4.0, -0.5]), (True, [0.25, 2.0, 3.0]),
          (False, [-2.0, -3.0, -9.0])]


def _torch(p, xv, wv, dtype=torch.float64):
    x = torch.tensor(xv, dtype=dtype, requires_grad=True)
    w = torch.tensor(wv, dtype=dtype, requires_grad=True)
    y = torch_model(p, x, w)
    y.backward()
    return y.detach().numpy(), x.grad.numpy(), w.grad.numpy()


def _ours(fn, p, xv, wv, dtype=np.float64):
    x = aotgrad.tensor(np.array(xv, dtype), requires_grad=True)
    w = aotgrad.tensor(np.array(wv, dtype), requires_grad=True)
    y = fn(aotgrad.tensor(np.array(p)), x, w)
    y.backward()
    return np.asarray(y), np.asarray(x.grad), np.asarray(w.grad)


W = [0.5, -1.5, 2.0]


@pytest.mark.parametrize("p, xv", POINTS)
def test_cond_compiled_matches_torch_for_both_branches(p, xv):
    got = _ours(aotgrad.compile(model), p, xv, W)
    want = _torch(p, xv, W)
    for g, e in zip(got, want):
        assert np.all(np.isfinite(g))
        np.testing.assert_allclose(g, e, rtol=1e-12)


@pytest.mark.parametrize("p, xv", POINTS)
def test_cond_eager_matches_torch_and_compiled(p, xv):
    eager = _ours(model, p, xv, W, np.float32)
    want = _torch(p, xv, W, torch.float32)
    compiled = _ours(aotgrad.compile(model), p, xv, W, np.float32)
    for e, t, c in zip(eager, want, compiled):
        np.testing.assert_allclose(e, t, rtol=1e-6)
        np.testing.assert_allclose(c, e, rtol=1e-6)


def test_cond_untaken_branch_with_infinite_gradient_gives_finite_gradients():
    # true branch taken at x = 4 and x = 1; the false branch's sqrt(-x) at x = 0 has gradient
    # -inf and at x > 0 NaN: none of it reaches x or the closed-over weight
    w = aotgrad.tensor(np.array([1.0, 2.0, 3.0]), requires_grad=True)

    def f(p, x):
        return aotgrad.cond(p, lambda x: (x * x * w).sum(),
                            lambda x: (aotgrad.sqrt(-x) * w + aotgrad.log(x)).sum(), (x,))
    x = aotgrad.tensor(np.array([0.0, 4.0, 1.0]), requires_grad=True)
    y = aotgrad.compile(f)(aotgrad.tensor(np.array(True)), x)
    y.backward()
    np.testing.assert_array_equal(np.asarray(x.grad), [0.0, 16.0, 6.0])
    np.testing.assert_array_equal(np.asarray(w.grad), [0.0, 16.0, 1.0])
    assert float(y) == 35.0


def test_cond_functional_gradients_through_grad_and_second_order():
    def f(p, x):
        return aotgrad.cond(p, lambda x: (x ** 3).sum(), lambda x: aotgrad.sqrt(-x).sum(), (x,))
    x = np.array([1.0, 2.0, 0.0])
    d = aotgrad.grad(f, 1)(np.array(True), x)
    np.testing.assert_allclose(d, 3 * x ** 2)
    dd = aotgrad.grad(lambda p, x: aotgrad.grad(f, 1)(p, x).sum(), 1)(np.array(True), x)
    np.testing.assert_allclose(dd, 6 * x)
    xn = np.array([-1.0, -4.0])
    np.testing.assert_allclose(aotgrad.grad(f, 1)(np.array(False), xn), -0.5 / np.sqrt(-xn))


def test_cond_pred_flipping_between_calls_compiles_nothing_new():
    compiled = aotgrad.compile(model)
    for p, xv in POINTS * 2:
        _ours(compiled, p, xv, W)
    info = compiled.cache_info()
    assert info.misses == 1 and info.size == 1 and info.hits == 2 * len(POINTS) - 1


def test_cond_is_one_graph_with_both_branches_and_no_break():
    module = aotgrad.trace(model, np.array(True), np.ones(3), np.ones(3))
    ops = [type(op) for op in module.functions[0].ops]
    assert T.SqrtOp in ops and T.LogOp in ops
    assert ops.count(T.StopGradientOp) == 4       # x and w, once per branch


def test_cond_tuple_results_and_integer_outputs():
    def f(p, x):
        return aotgrad.cond(p, lambda x: (x + 1, aotgrad.argmax(x)),
                            lambda x: (x * 2, aotgrad.argmax(-x)), [x])
    x = np.array([3.0, 1.0, 2.0])
    for p in (True, False):
        got = aotgrad.compile(f)(np.array(p), x)
        want = (x + 1, 0) if p else (x * 2, 1)
        assert isinstance(got, tuple) and len(got) == 2
        np.testing.assert_allclose(got[0], want[0])
        assert int(got[1]) == want[1]


def test_cond_eager_runs_only_the_branch_taken():
    calls = []

    def branch(name):
        def fn(x):
            calls.append(name)
            return x * 2
        return fn
    x = aotgrad.tensor(np.ones(2))
    aotgrad.cond(aotgrad.tensor(np.array(False)), branch("t"), branch("f"), (x,))
    aotgrad.cond(True, branch("t"), branch("f"), (x,))
    assert calls == ["f", "t"]


def _located(excinfo) -> None:
    assert excinfo.value.loc is not None and excinfo.value.loc.file == __file__


def test_cond_branches_of_different_shapes_are_a_located_shape_error():
    def f(p, x):
        return aotgrad.cond(p, lambda x: x, lambda x: x.sum(), (x,))
    with pytest.raises(aotgrad.ShapeError, match=r"equal shapes: true_fn returns f64\[3\], "
                                                 r"false_fn f64\[\]") as e:
        aotgrad.compile(f)(np.array(True), np.ones(3))
    _located(e)


def test_cond_branches_of_different_dtypes_or_structures_are_located_errors():
    def dtypes(p, x):
        return aotgrad.cond(p, lambda x: x, lambda x: x > 0, (x,))

    def structures(p, x):
        return aotgrad.cond(p, lambda x: (x, x), lambda x: x, (x,))
    with pytest.raises(aotgrad.DTypeError, match="equal dtypes") as e:
        aotgrad.trace(dtypes, np.array(True), np.ones(3))
    _located(e)
    with pytest.raises(aotgrad.TraceError, match=r"same structure: true_fn returns \(f64\[3\],"
                                                r" f64\[3\]\), false_fn f64\[3\]") as e:
        aotgrad.trace(structures, np.array(True), np.ones(3))
    _located(e)


def test_cond_pred_must_be_a_scalar_bool():
    def f(p, x):
        return aotgrad.cond(p, lambda x: x, lambda x: -x, (x,))
    with pytest.raises(aotgrad.DTypeError, match=r"scalar bool tensor \(bool\[\]\), got f64\[\]"):
        aotgrad.trace(f, np.float64(1.0), np.ones(3))
    with pytest.raises(aotgrad.DTypeError, match=r"got bool\[2\]"):
        aotgrad.trace(f, np.array([True, False]), np.ones(3))
    with pytest.raises(aotgrad.DTypeError, match="one-element bool tensor"):
        f(aotgrad.tensor(np.ones(2)), aotgrad.tensor(np.ones(3)))


def test_cond_docs_example():
    # docs/cond.md
    @aotgrad.compile
    def f(x):
        return aotgrad.cond(x.sum() > 0, lambda x: aotgrad.sqrt(x).sum(),
                            lambda x: (x * x).sum(), (x,))
    x = aotgrad.tensor(np.array([-1.0, -2.0]), requires_grad=True)
    f(x).backward()
    np.testing.assert_array_equal(np.asarray(x.grad), [-2.0, -4.0])
    x = aotgrad.tensor(np.array([1.0, 4.0]), requires_grad=True)
    f(x).backward()
    np.testing.assert_array_equal(np.asarray(x.grad), [0.5, 0.25])


def test_stop_gradient_passes_values_and_no_gradient_eager_compiled_and_functional():
    def f(x):
        return (aotgrad.stop_gradient(x) * x).sum()        # d/dx = stop_gradient(x) = x
    x0 = np.array([1.0, -2.0, 3.0])
    for run in (f, aotgrad.compile(f)):
        x = aotgrad.tensor(x0, requires_grad=True)
        y = run(x)
        y.backward()
        assert float(y) == 14.0
        np.testing.assert_array_equal(np.asarray(x.grad), x0)
    np.testing.assert_array_equal(aotgrad.grad(f)(x0), x0)
    d2 = aotgrad.grad(lambda x: aotgrad.grad(f)(x).sum())(x0)   # the gradient x is constant
    np.testing.assert_array_equal(d2, np.zeros(3))
