"""Eager autograd: Tensor ops record a tape that backward walks, through compiled calls too.

Every gradient is checked against PyTorch running the same code eagerly.
"""
import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.ir.tensor import AddOp, SinOp
from aotgrad.passes.vjp_rules import VJP_RULES
from aotgrad.runtime import tensor as eager
from aotgrad.runtime.autograd import BackwardError

RNG = np.random.default_rng(7)


def rand(*shape):
    return RNG.standard_normal(shape)


def pair(array, requires_grad=True):
    """The same float64 data as an aotgrad and a torch tensor."""
    return (aotgrad.tensor(array, requires_grad=requires_grad),
            torch.tensor(array, requires_grad=requires_grad))


def test_chapter_eager_example_records_mul_add_sum():
    x = aotgrad.tensor(np.random.default_rng(0).standard_normal(10), requires_grad=True)
    y = x * 2
    z = y + 1
    loss = z.sum()
    assert [repr(t.grad_fn) for t in (y, z, loss)] == \
        ["<MulBackward>", "<AddBackward>", "<SumBackward>"]
    assert x.is_leaf and not y.is_leaf and loss.requires_grad
    loss.backward()
    np.testing.assert_array_equal(x.grad, np.full(10, 2.0))


def test_backward_of_an_eager_op_on_a_compiled_output():
    f = aotgrad.compile(lambda x: aotgrad.tanh(x) ** 2)
    a = rand(5)
    x, tx = pair(a)
    (f(x) * 2.0).backward(aotgrad.tensor(np.ones(5)))
    (torch.tanh(tx) ** 2 * 2.0).backward(torch.ones(5))
    np.testing.assert_allclose(x.grad, tx.grad.numpy(), rtol=1e-12)


def test_eager_compiled_eager_chain_matches_torch():
    layer = aotgrad.compile(lambda h, w: aotgrad.relu(h @ w))
    a, w1, w2 = rand(4, 3), rand(3, 5), rand(5, 2)
    (x, tx), (W1, tW1), (W2, tW2) = pair(a), pair(w1), pair(w2)
    h = aotgrad.sigmoid(x) * 3.0                  # eager
    h = layer(h, W1)                               # compiled
    out = aotgrad.log_softmax(h @ W2, axis=1)      # eager
    loss = layer(out, aotgrad.tensor(np.ones((2, 1)))).mean()
    th = torch.relu((torch.sigmoid(tx) * 3.0) @ tW1)
    tout = torch.log_softmax(th @ tW2, dim=1)
    tloss = torch.relu(tout @ torch.ones(2, 1, dtype=torch.float64)).mean()
    np.testing.assert_allclose(loss.item(), tloss.item(), rtol=1e-12)
    loss.backward()
    tloss.backward()
    for got, want in [(x, tx), (W1, tW1), (W2, tW2)]:
        np.testing.assert_allclose(got.grad, want.grad.numpy(), rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("case", [
    ("matmul batched", lambda a, b: (a @ b).sum(), [(2, 3, 4), (4, 5)]),
    ("broadcast div", lambda a, b: (a / (b * b + 1.0)).sum(), [(3, 4), (4,)]),
    ("maximum ties", lambda a, b: a.maximum(b).sum(), [(6,), (6,)]),
    ("softmax", lambda a, b: (a.softmax(-1) * b).sum(), [(3, 4), (3, 4)]),
    ("reduce keepdim", lambda a, b: (a.sum(1, keepdim=True) * b).sum(), [(3, 4), (3, 1)]),
    ("slice and reshape", lambda a, b: (a[1:, ::2].reshape(-1) * b).sum(), [(3, 4), (4,)]),
    ("pow exp log", lambda a, b: ((a * a + 1.0).log() ** 2 + b.exp()).sum(), [(5,), (5,)]),
], ids=lambda c: c[0])
def test_eager_gradients_match_torch(case):
    _, fn, shapes = case
    arrays = [rand(*s) for s in shapes]
    if case[0] == "maximum ties":
        arrays[1][:3] = arrays[0][:3]
    ours, theirs = zip(*(pair(a) for a in arrays))
    fn(*ours).backward()
    fn(*theirs).backward()
    for got, want in zip(ours, theirs):
        np.testing.assert_allclose(got.grad, want.grad.numpy(), rtol=1e-10, atol=1e-12)


def test_requires_grad_propagates_only_to_float_results_of_recorded_ops():
    x = aotgrad.tensor(rand(4), requires_grad=True)
    c = aotgrad.tensor(rand(4))
    assert not (c * 2.0).requires_grad                     # nothing requires grad
    assert (c * x).requires_grad and (c * x).grad_fn is not None
    mask = x > 0.0
    assert mask.dtype == np.bool_ and not mask.requires_grad and mask.is_leaf
    assert not aotgrad.argmax(x, axis=0).requires_grad
    y = aotgrad.where(mask, x, 0.0).sum()                  # gradient through where, not mask
    y.backward()
    np.testing.assert_array_equal(x.grad, (x.detach().numpy() > 0).astype(np.float64))


def test_fan_out_sums_gradients_like_torch():
    x, tx = pair(rand(3))
    y = x * x + aotgrad.sin(x) * x
    ty = tx * tx + torch.sin(tx) * tx
    y.sum().backward()
    ty.sum().backward()
    np.testing.assert_allclose(x.grad, tx.grad.numpy(), rtol=1e-12)


def test_retain_graph_allows_a_second_backward_and_accumulates():
    x = aotgrad.tensor(rand(3), requires_grad=True)
    y = (aotgrad.exp(x) * 2.0).sum()
    y.backward(retain_graph=True)
    first = x.grad.clone()
    y.backward()
    np.testing.assert_allclose(x.grad, 2 * first)
    with pytest.raises(BackwardError, match="backward through the graph a second time"):
        y.backward()


def test_no_grad_records_nothing_for_eager_and_compiled_calls():
    f = aotgrad.compile(lambda x: (x * x).sum())
    x = aotgrad.tensor(rand(3), requires_grad=True)
    with aotgrad.no_grad():
        assert not aotgrad.is_grad_enabled()
        y, z = x * 2.0, f(x)
    assert aotgrad.is_grad_enabled()
    assert not y.requires_grad and y.grad_fn is None
    assert not z.requires_grad and z.grad_fn is None
    with pytest.raises(BackwardError, match="does not require grad"):
        z.backward()

    @aotgrad.no_grad()
    def step(w):
        return w * 3.0
    assert not step(x).requires_grad


def test_sgd_step_in_place_under_no_grad_and_refused_outside_it():
    a = rand(4)
    w = aotgrad.tensor(a.copy(), requires_grad=True)
    (w * w).sum().backward()
    with pytest.raises(RuntimeError, match="leaf tensor that requires grad"):
        w.sub_(0.1 * w.grad)
    with aotgrad.no_grad():
        w.sub_(0.1 * w.grad)
    np.testing.assert_allclose(w.detach().numpy(), a - 0.2 * a)
    assert w.requires_grad and w.is_leaf and w._version == 1


def test_eager_backward_uses_the_autodiff_vjp_table(monkeypatch):
    """One definition of each derivative: changing the autodiff rule changes eager gradients."""
    def doubled(b, op, g):
        return [b.op(AddOp, g, g)]

    eager._recorded_op.cache_clear()
    monkeypatch.setitem(VJP_RULES, SinOp, doubled)
    x = aotgrad.tensor(rand(3), requires_grad=True)
    aotgrad.sin(x).sum().backward()
    eager._recorded_op.cache_clear()
    np.testing.assert_array_equal(x.grad, np.full(3, 2.0))


def test_backward_of_a_non_scalar_eager_result_needs_a_gradient():
    x = aotgrad.tensor(rand(3), requires_grad=True)
    y = x * 2.0
    with pytest.raises(BackwardError, match="only for scalar outputs"):
        y.backward()
    y.backward(np.array([1.0, 0.0, 2.0]))
    np.testing.assert_array_equal(x.grad, [2.0, 0.0, 4.0])
