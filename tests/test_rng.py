"""Random numbers: every call of a compiled function draws fresh ones from the global
generator, each random op of a function its own stream, a forward and its backward the same
one; `aotgrad.manual_seed` makes a run reproducible."""
import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.ir import tensor as T
from aotgrad.ir.interpret import interpret
from aotgrad.ir.types import DType
from aotgrad.runtime.random import default_generator


@pytest.fixture(autouse=True)
def seeded():
    state = default_generator.get_state()
    aotgrad.manual_seed(1234)
    yield
    default_generator.set_state(state)


def two_dropouts(x):
    return aotgrad.dropout(x, p=0.5), aotgrad.dropout(x, p=0.5)


def test_dropout_mask_changes_between_calls_and_between_ops():
    f = aotgrad.compile(two_dropouts)
    x = np.ones(256, np.float32)
    a1, b1 = f(x)
    a2, _ = f(x)
    assert not np.array_equal(a1 == 0, a2 == 0)      # a new mask at each call
    assert not np.array_equal(a1 == 0, b1 == 0)      # one stream per dropout
    assert 0.35 < (a1 == 0).mean() < 0.65
    assert f.cache_info().misses == 1


def test_manual_seed_reproduces_a_run():
    f = aotgrad.compile(two_dropouts)
    x = np.ones(64, np.float32)
    aotgrad.manual_seed(7)
    first = [f(x) for _ in range(3)]
    aotgrad.manual_seed(7)
    again = [f(x) for _ in range(3)]
    for (a, b), (c, d) in zip(first, again):
        np.testing.assert_array_equal(a, c)
        np.testing.assert_array_equal(b, d)
    aotgrad.manual_seed(8)
    assert not np.array_equal(f(x)[0], first[0][0])


def test_offsets_are_the_element_counts_of_earlier_random_ops():
    def f(x):
        u = aotgrad.rand([5])
        return aotgrad.dropout(x, p=0.25) * 2.0, u

    m = aotgrad.trace(f, np.ones((3, 4), np.float32))
    ops = [op for op in m.get().ops if type(op).random]
    assert [(type(op), op.offset) for op in ops] == [(T.RandOp, 0), (T.DropoutOp, 5)]
    assert T.stream_length(m.get()) == 17
    assert str(m).splitlines()[0] == \
        "func @f(%x: f32[3,4], %rng: i64[2] nograd) -> (f32[3,4], f32[5]) {"


def test_each_call_advances_the_generator_by_the_stream_length():
    f = aotgrad.compile(two_dropouts)
    f(np.ones(10, np.float32))
    assert default_generator.get_state() == (1234, 20)
    f(np.ones(10, np.float32))
    assert default_generator.get_state() == (1234, 40)


def test_compiled_and_interpreted_dropout_give_the_same_bits():
    f = aotgrad.compile(two_dropouts)
    x = np.random.default_rng(0).standard_normal(32).astype(np.float32)
    aotgrad.manual_seed(99)
    a, b = f(x)
    m = aotgrad.trace(two_dropouts, x)
    ea, eb = interpret(m, x, np.array([99, 0]))
    np.testing.assert_array_equal(a, ea)
    np.testing.assert_array_equal(b, eb)


def test_backward_uses_the_forward_mask_and_matches_torch():
    p = 0.3

    @aotgrad.compile
    def loss(x, w):
        return (aotgrad.dropout(aotgrad.tanh(x @ w), p=p) ** 2).sum()

    rng = np.random.default_rng(1)
    xv, wv = rng.standard_normal((4, 6)), rng.standard_normal((6, 5))
    for _ in range(2):                                   # two calls, two masks
        seed, offset = default_generator.get_state()
        x = aotgrad.tensor(xv, requires_grad=True)
        w = aotgrad.tensor(wv, requires_grad=True)
        out = loss(x, w)
        out.backward()
        keep = torch.from_numpy(T.draw(np.array([seed, offset]), 0, (4, 5), DType.f64) >= p)
        tx = torch.tensor(xv, requires_grad=True)
        tw = torch.tensor(wv, requires_grad=True)
        h = torch.where(keep, torch.tanh(tx @ tw) / (1 - p), torch.zeros(()))
        expected = (h ** 2).sum()
        expected.backward()
        np.testing.assert_allclose(out.item(), expected.item(), rtol=1e-12)
        np.testing.assert_allclose(x.grad, tx.grad.numpy(), rtol=1e-10)
        np.testing.assert_allclose(w.grad, tw.grad.numpy(), rtol=1e-10)


def test_dropout_under_grad_shares_the_outer_stream():
    def f(x):
        return (aotgrad.dropout(x, p=0.5) * x).sum()

    g = aotgrad.value_and_grad(f)
    x = np.linspace(1.0, 2.0, 16)
    seed, offset = default_generator.get_state()
    value, grad = g(x)
    keep = T.draw(np.array([seed, offset]), 0, (16,), DType.f64) >= 0.5
    np.testing.assert_allclose(value, (np.where(keep, x * 2, 0) * x).sum())
    np.testing.assert_allclose(grad, np.where(keep, 4 * x, 0))


def test_frontends_refuse_a_seed_with_a_message():
    with pytest.raises(aotgrad.TraceError, match="takes no 'seed'.*manual_seed"):
        aotgrad.trace(lambda x: aotgrad.dropout(x, p=0.5, seed=3), np.ones(3, np.float32))
    with pytest.raises(aotgrad.Error, match="takes no 'seed'"):
        aotgrad.parse("def f(x: f32[3]) -> f32[3] { return dropout(x, p=0.5, seed=1) }")


def test_manual_seed_takes_integers_only():
    with pytest.raises(TypeError, match="integer"):
        aotgrad.manual_seed(1.5)
    aotgrad.manual_seed(-1)
    assert default_generator.get_state() == (-1, 0)
