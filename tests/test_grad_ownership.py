"""`.grad` without copies: a gradient that the compiled backward allocated is given to `.grad`
as it is; one that is memory the backward received (a tangent, a saved value) is copied, so
changing `.grad` in place never changes an array the user or the forward holds."""
from __future__ import annotations

import numpy as np

import aotgrad
from aotgrad.runtime.autograd import _owned


def test_a_new_gradient_array_becomes_grad_without_a_copy():
    rng = np.random.default_rng(0)
    x = aotgrad.tensor(rng.standard_normal((8, 5)).astype(np.float32), requires_grad=True)
    w = aotgrad.tensor(rng.standard_normal((5, 3)).astype(np.float32), requires_grad=True)
    f = aotgrad.compile(lambda x, w: aotgrad.relu(x @ w).sum())
    loss = f(x, w)
    node = loss.grad_fn
    loss.backward()
    assert node.fresh_results and node.owned == [True, True]
    h = np.maximum(x.data @ w.data, 0)
    mask = (h > 0).astype(np.float32)
    np.testing.assert_allclose(w.grad, x.data.T @ mask, rtol=1e-5)
    np.testing.assert_allclose(x.grad, mask @ w.data.T, rtol=1e-5)
    assert np.asarray(w.grad).flags.owndata and np.asarray(w.grad).flags.writeable
    assert isinstance(w.grad, aotgrad.Tensor) and not w.grad.requires_grad


def test_a_gradient_that_is_the_tangent_itself_is_copied():
    x = aotgrad.tensor(np.arange(6, dtype=np.float32), requires_grad=True)
    f = aotgrad.compile(lambda x: x * 1.0)
    y = f(x)
    upstream = np.full(6, 2.0, np.float32)
    y.backward(upstream)
    np.testing.assert_array_equal(x.grad, upstream)
    x.grad *= 10                                 # the caller's gradient is not touched
    np.testing.assert_array_equal(upstream, np.full(6, 2.0, np.float32))


def test_owned_refuses_views_shared_memory_and_repeats():
    a = np.ones(4)
    new = np.zeros(4)
    assert _owned([new], [a]) == [True]
    assert _owned([a], [a]) == [False]                     # an argument
    assert _owned([a[:2].copy(), a[1:]], [a]) == [True, False]  # a view of one
    assert _owned([new, new], []) == [False, False]        # one array for two gradients
    frozen = np.zeros(3)
    frozen.flags.writeable = False
    assert _owned([frozen], []) == [False]


def test_accumulating_twice_adds_into_a_new_array():
    x = aotgrad.tensor(np.ones(3, np.float32), requires_grad=True)
    f = aotgrad.compile(lambda x: (x * x).sum())
    f(x).backward()
    first = x.grad
    f(x).backward()
    np.testing.assert_array_equal(x.grad, np.full(3, 4.0, np.float32))
    np.testing.assert_array_equal(first, np.full(3, 2.0, np.float32))
