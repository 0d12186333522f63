"""The eager Tensor: operators vs numpy, dtypes, repr, and backward semantics."""
import inspect

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.ir.core import IRError
from aotgrad.runtime.autograd import BackwardError
from aotgrad.runtime.tensor import Tensor, _one_op_module

F32 = np.float32
RNG = np.random.default_rng(0)


def rand(*shape, dtype=F32):
    return RNG.standard_normal(shape).astype(dtype)


def close(t, want, tol=1e-6):
    assert isinstance(t, Tensor)
    np.testing.assert_allclose(t.numpy(), want, rtol=tol, atol=tol)


def test_eager_binary_operators_match_numpy_with_broadcasting():
    a, b = rand(3, 4), rand(4)
    x, y = aotgrad.tensor(a), aotgrad.tensor(b)
    close(x + y, a + b)
    close(x - y, a - b)
    close(x * y, a * b)
    close(x / (y * y + 1), a / (b * b + 1))
    close(abs(x) ** y, np.abs(a) ** b, 1e-5)
    close(x @ aotgrad.tensor(a.T), a @ a.T, 1e-5)


def test_eager_reflected_operators_with_numbers_and_arrays():
    a = rand(5)
    x = aotgrad.tensor(a)
    close(2 + x, 2 + a)
    close(2 - x, 2 - a)
    close(3 * x, 3 * a)
    close(1 / (x * x + 1), 1 / (a * a + 1))
    close(2 ** x, 2 ** a, 1e-5)
    close(np.ones(5, F32) - x, 1 - a)
    close(-x, -a)
    close(+x, a)


def test_eager_comparisons_give_bool_tensors():
    a, b = rand(6), rand(6)
    x, y = aotgrad.tensor(a), aotgrad.tensor(b)
    for got, want in [(x < y, a < b), (x <= 0.0, a <= 0), (x > y, a > b), (x >= y, a >= b),
                      (x == x, a == a), (x != y, a != b)]:
        assert got.dtype == np.bool_
        np.testing.assert_array_equal(got.numpy(), want)


def test_eager_op_functions_and_methods_match_numpy():
    a = rand(3, 4)
    x = aotgrad.tensor(a)
    close(aotgrad.relu(x), np.maximum(a, 0))
    close(aotgrad.sin(a), np.sin(a))                     # numpy in: a Tensor out
    close(aotgrad.exp(x).sum(axis=0, keepdim=True), np.exp(a).sum(0, keepdims=True), 1e-5)
    close(x.mean(), a.mean())
    close(x.max(axis=1), a.max(1))
    close(x.T, a.T)
    close(x.reshape(2, 6), a.reshape(2, 6))
    close(x.reshape([12]), a.reshape(12))
    close(x.transpose(1, 0), a.T)
    close(x[1, 1:3], a[1, 1:3])
    close(aotgrad.where(x > 0, x, 0.0), np.where(a > 0, a, 0))
    close(aotgrad.concat([x, x], axis=1), np.concatenate([a, a], 1))
    close(aotgrad.zeros([2, 3]), np.zeros((2, 3)))
    close(aotgrad.full([2], 7.0), [7.0, 7.0])
    close(aotgrad.cast(x, np.float64), a.astype(np.float64))
    assert aotgrad.cast(x, "f64").dtype == np.float64


def test_eager_results_under_no_grad_do_not_require_grad():
    x = aotgrad.tensor([1.0, 2.0], requires_grad=True)
    with aotgrad.no_grad():
        y = x * 2
    assert not y.requires_grad and y.grad_fn is None and y.is_leaf


def test_eager_ops_are_cached_by_signature():
    x = aotgrad.tensor(rand(7, 3))
    x + 1.0
    before = _one_op_module.cache_info()
    x + 1.0
    after = _one_op_module.cache_info()
    assert after.hits == before.hits + 1 and after.misses == before.misses
    x + 2.0                                              # another constant: another module
    assert _one_op_module.cache_info().misses == after.misses + 1


def test_eager_errors_name_the_users_line():
    x = aotgrad.tensor(rand(2, 3))
    with pytest.raises(IRError, match="contraction dims differ") as info:
        x @ x
    assert info.value.loc.file == __file__
    assert info.value.loc.line == inspect.currentframe().f_lineno - 2


def test_tensor_dtypes_follow_pytorch_for_python_data():
    assert aotgrad.tensor([1.0, 2.0]).dtype == np.float32
    assert aotgrad.tensor(3).dtype == np.int64
    assert aotgrad.tensor([True]).dtype == np.bool_
    assert aotgrad.tensor(np.zeros(2)).dtype == np.float64          # arrays keep theirs
    assert aotgrad.tensor([1, 2], dtype="f64").dtype == np.float64
    assert aotgrad.tensor([1, 2], dtype=np.float32).dtype == np.float32
    with pytest.raises(TypeError, match="unsupported dtype"):
        aotgrad.tensor(np.zeros(2, np.float16))
    with pytest.raises(RuntimeError, match="only floating-point tensors can require"):
        aotgrad.tensor([1, 2], requires_grad=True)


def test_tensor_attributes_and_conversions():
    t = aotgrad.tensor(np.arange(6, dtype=F32).reshape(2, 3))
    assert t.shape == (2, 3) and t.ndim == 2 and t.dtype == np.float32
    assert t.numpy() is t.data
    assert len(t) == 2 and [r.tolist() for r in t] == [[0, 1, 2], [3, 4, 5]]
    s = t.sum()
    assert float(s) == 15.0 and int(s) == 15 and s.item() == 15.0 and bool(s)
    np.testing.assert_array_equal(np.asarray(t), t.numpy())
    assert {t: 1}[t] == 1                                 # hashable by identity


def test_tensor_repr():
    assert repr(aotgrad.tensor([1.0, 2.5])) == "tensor([1. , 2.5], dtype=f32)"
    assert repr(aotgrad.tensor(3)) == "tensor(3, dtype=i64)"
    assert repr(aotgrad.tensor([[1.0], [2.0]], requires_grad=True)) == \
        "tensor([[1.],\n        [2.]], dtype=f32, requires_grad=True)"


def test_backward_of_a_tensor_without_graph_raises():
    with pytest.raises(BackwardError, match="does not require grad"):
        aotgrad.tensor(1.0).backward()
    assert issubclass(BackwardError, RuntimeError)


def test_backward_of_a_leaf_accumulates_into_its_grad():
    x = aotgrad.tensor(2.0, requires_grad=True)
    x.backward()
    x.backward()
    assert x.grad == 2.0


@aotgrad.compile
def _square_sum(x):
    return (x * x).sum()


def test_grad_accumulates_across_backward_calls_and_resets_with_none():
    a = rand(4)
    x = aotgrad.tensor(a, requires_grad=True)
    _square_sum(x).backward()
    _square_sum(x).backward()
    np.testing.assert_allclose(x.grad, 4 * a, rtol=1e-6)
    x.grad = None
    _square_sum(x).backward()
    np.testing.assert_allclose(x.grad, 2 * a, rtol=1e-6)


def test_second_backward_without_retain_graph_raises_like_pytorch():
    x = aotgrad.tensor(rand(3), requires_grad=True)
    y = _square_sum(x)
    y.backward(retain_graph=True)
    y.backward()
    with pytest.raises(BackwardError, match="backward through the graph a second time"):
        y.backward()
    np.testing.assert_allclose(x.grad, 4 * x.detach().numpy(), rtol=1e-6)


def test_backward_of_a_non_scalar_needs_a_gradient():
    double = aotgrad.compile(lambda x: x * x)
    a, g = rand(3), rand(3)
    x = aotgrad.tensor(a, requires_grad=True)
    y = double(x)
    with pytest.raises(BackwardError, match="only for scalar outputs"):
        y.backward()
    with pytest.raises(BackwardError, match="gradient has shape"):
        y.backward(np.ones(4, F32))
    y.backward(aotgrad.tensor(g))
    np.testing.assert_allclose(x.grad, 2 * a * g, rtol=1e-6)


def test_backward_flows_through_chained_compiled_calls():
    layer = aotgrad.compile(lambda x, w: aotgrad.tanh(x @ w))
    loss = aotgrad.compile(lambda h, v: (h * h).sum() + (h @ v).sum())
    a, w1, w2, v = rand(2, 3), rand(3, 3), rand(3, 3), rand(3, 1)
    x = aotgrad.tensor(a)
    W1, W2 = aotgrad.tensor(w1, requires_grad=True), aotgrad.tensor(w2, requires_grad=True)
    h1 = layer(x, W1)
    h2 = layer(h1, W2)
    out = loss(h2, v) + 0.0                               # eager: recorded
    assert repr(out.grad_fn) == "<AddBackward>"
    out.backward()
    assert h1.grad is None                                # non-leaves get no .grad
    t1, t2 = torch.tensor(w1, requires_grad=True), torch.tensor(w2, requires_grad=True)
    th = torch.tanh(torch.tanh(torch.tensor(a) @ t1) @ t2)
    ((th * th).sum() + (th @ torch.tensor(v)).sum()).backward()
    np.testing.assert_allclose(W1.grad, t1.grad.numpy(), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(W2.grad, t2.grad.numpy(), rtol=1e-4, atol=1e-5)


def test_detach_cuts_the_graph():
    x = aotgrad.tensor(rand(3), requires_grad=True)
    y = _square_sum(x)
    assert y.requires_grad and not y.is_leaf
    d = y.detach()
    assert not d.requires_grad and d.numpy() is y.detach().numpy()


def test_an_input_passed_twice_gets_both_gradients():
    product = aotgrad.compile(lambda a, b: (a * b).sum())
    a = rand(3)
    x = aotgrad.tensor(a, requires_grad=True)
    product(x, x).backward()
    np.testing.assert_allclose(x.grad, 2 * a, rtol=1e-6)


@pytest.mark.parametrize("name", ["float32", "float64", "int32", "int64", "long", "double",
                                  "float", "int", "bool"])
def test_dtypes_by_pytorchs_names(name):
    """`dtype=aotgrad.long` is what `dtype=torch.long` is, in factories, tensor() and to()."""
    torch = pytest.importorskip("torch")
    want = torch.zeros(2, dtype=getattr(torch, name)).numpy().dtype
    dtype = getattr(aotgrad, name)
    assert aotgrad.zeros(2, dtype=dtype).dtype == want
    assert aotgrad.tensor([1, 0], dtype=dtype).dtype == want
    assert aotgrad.ones(2).to(dtype).dtype == want
    assert aotgrad.tensor([1, 0], dtype=dtype).dtype == dtype
