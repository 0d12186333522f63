"""PyTorch spellings in traced and eager code: keywords, methods, compositions, promotion.

Each is checked against PyTorch running the same expression, values and gradients in float64.
"""
import numpy as np
import pytest
import torch
import torch.nn.functional as F

import aotgrad
from aotgrad.frontend.ops import promoted_dtype
from aotgrad.ir.types import DType, TensorType

RNG = np.random.default_rng(3)


def check(fn_ours, fn_torch, *arrays, tol=1e-12):
    """`fn_ours` eager and compiled matches `fn_torch`, forward and gradients of every input."""
    want_inputs = [torch.tensor(a, requires_grad=True) for a in arrays]
    want = fn_torch(*want_inputs)
    want.sum().backward()
    compiled = aotgrad.compile(lambda *xs: fn_ours(*xs).sum())
    for run in ("eager", "compiled"):
        xs = [aotgrad.tensor(a, requires_grad=True) for a in arrays]
        if run == "eager":
            out = fn_ours(*xs)
            np.testing.assert_allclose(out.detach().numpy(), want.detach().numpy(), rtol=tol, atol=tol)
            out.sum().backward()
        else:
            compiled(*xs).backward()
        for x, w in zip(xs, want_inputs):
            np.testing.assert_allclose(x.grad, w.grad.numpy(), rtol=tol, atol=tol,
                                       err_msg=run)


def test_dim_and_keepdim_keywords():
    a = RNG.standard_normal((3, 4))
    check(lambda x: x.sum(dim=1, keepdim=True) * x, lambda x: x.sum(dim=1, keepdim=True) * x, a)
    check(lambda x: x.mean(dim=0), lambda x: x.mean(dim=0), a)
    check(lambda x: aotgrad.softmax(x, dim=0), lambda x: torch.softmax(x, dim=0), a)
    check(lambda x: x.log_softmax(dim=1), lambda x: x.log_softmax(dim=1), a)
    check(lambda x: aotgrad.sum(x, dim=[0, 1]), lambda x: torch.sum(x, dim=[0, 1]), a)


def test_shape_methods():
    a = RNG.standard_normal((2, 3))
    check(lambda x: x.view(3, 2).t() * x, lambda x: x.view(3, 2).t() * x, a)
    check(lambda x: x.unsqueeze(1).squeeze(1) + x.unsqueeze(-1).squeeze(),
          lambda x: x.unsqueeze(1).squeeze(1) + x.unsqueeze(-1).squeeze(), a)
    check(lambda x: x.sum(dim=1).unsqueeze(1).expand_as(x) * x,
          lambda x: x.sum(dim=1).unsqueeze(1).expand_as(x) * x, a)
    check(lambda x: x[0].expand(4, -1), lambda x: x[0].expand(4, -1), a)
    x = aotgrad.tensor(a)
    assert x.size() == (2, 3) and x.size(1) == 3 and x.dim() == 2
    assert x.float().dtype == np.float32 and x.float().double().dtype == np.float64
    assert x.long().dtype == np.int64
    traced = aotgrad.trace(lambda x: x.view(-1).float().unsqueeze(0) * x.size(1), a)
    assert traced.get().result_types[0] == TensorType((1, 6), DType.f32)


@pytest.mark.parametrize("name", ["clamp", "clip", "softplus", "silu", "leaky_relu"])
def test_compositions_match_torch_including_at_ties(name):
    a = np.array([-30.0, -1.0, -0.5, 0.0, 0.25, 0.5, 1.0, 25.0, 3.0])
    ours, theirs = {
        "clamp": (lambda x: aotgrad.clamp(x, min=-0.5, max=0.5),
                  lambda x: torch.clamp(x, min=-0.5, max=0.5)),
        "clip": (lambda x: x.clip(0.0) * aotgrad.clip(x, max=1.0),
                 lambda x: x.clip(0.0) * torch.clip(x, max=1.0)),
        "softplus": (lambda x: aotgrad.softplus(x) + aotgrad.softplus(x, beta=2.0, threshold=5.0),
                     lambda x: F.softplus(x) + F.softplus(x, beta=2.0, threshold=5.0)),
        "silu": (aotgrad.silu, F.silu),
        "leaky_relu": (lambda x: aotgrad.leaky_relu(x) + aotgrad.leaky_relu(x, 0.2),
                       lambda x: F.leaky_relu(x) + F.leaky_relu(x, 0.2)),
    }[name]
    check(ours, theirs, a)


def test_compositions_report_bad_arguments_as_aotgrad_errors():
    x = aotgrad.tensor([1.0, 2.0])
    with pytest.raises(aotgrad.IRError, match="'clamp' needs at least one of min= and max="):
        aotgrad.clamp(x)
    with pytest.raises(aotgrad.IRError, match="'silu': .*argument"):
        aotgrad.silu(x, beta=2.0)
    with pytest.raises(aotgrad.TraceError, match="test_spellings.py:.*'leaky_relu'"):
        aotgrad.trace(lambda x: aotgrad.leaky_relu(x, 0.1, 7), np.ones(2))


@pytest.mark.parametrize("a, b", [
    (np.array([True, False]), 2.5),
    (np.array([1, 2]), 0.5),
    (np.array([1, 2], np.int32), np.array([3, 4])),
    (np.array([1.0, 2.0], np.float32), np.array([1.0, 2.0])),
    (np.array([1.0, 2.0], np.float32), np.float64(3.0)),
    (np.array([1, 2]), np.float64(3.0)),
    (np.array([True, False]), 3),
])
def test_type_promotion_follows_torch(a, b):
    def tt(v):
        return torch.tensor(v) if isinstance(v, np.ndarray) else \
            torch.tensor(v) if isinstance(v, np.generic) else v
    for op in ("add", "mul", "sub", "div", "gt"):
        if op == "sub" and a.dtype == np.bool_:
            continue                                   # torch refuses bool subtraction
        want = getattr(torch, op)(tt(a), tt(b))
        args = [aotgrad.tensor(v) if isinstance(v, (np.ndarray, np.generic)) else v
                for v in (a, b)]
        got = getattr(aotgrad, op)(*args)
        assert str(got.dtype) == str(want.dtype).removeprefix("torch."), (op, a, b)
        np.testing.assert_allclose(got.numpy(), want.numpy())
        traced = aotgrad.trace(lambda x: getattr(aotgrad, op)(x, args[1]), a)
        assert traced.get().result_types[0].dtype == got.type.dtype


def test_promotion_rule_table():
    f32, f64, i64, i32, b = (TensorType((2,), d) for d in
                             (DType.f32, DType.f64, DType.i64, DType.i32, DType.bool))
    scalar64 = TensorType((), DType.f64)
    assert promoted_dtype([i32, i64], []) == DType.i64
    assert promoted_dtype([f32, scalar64], []) == DType.f32   # dimensioned wins in category
    assert promoted_dtype([i64, scalar64], []) == DType.f64   # higher category 0-d wins
    assert promoted_dtype([b], [1.5]) == DType.f32
    assert promoted_dtype([f64], [1]) == DType.f64


def test_unary_float_ops_promote_ints_in_python_but_not_in_the_dsl():
    assert aotgrad.exp(aotgrad.tensor([0, 1])).dtype == np.float32
    with pytest.raises(aotgrad.IRError, match="'exp' expects a floating-point operand"):
        aotgrad.parse("def f(x: i32[4] nograd) -> f32[4] { return exp(x) }")


def test_numpy_ufunc_on_a_traced_tensor_names_the_aotgrad_function():
    def f(x):
        return np.exp(x) * 2.0
    with pytest.raises(aotgrad.TraceError) as e:
        aotgrad.trace(f, np.ones(3))
    assert "np.exp cannot run on an aotgrad tensor" in str(e.value)
    assert "use aotgrad.exp(...)" in str(e.value)
    assert e.value.loc.line == f.__code__.co_firstlineno + 1 and e.value.loc.col == 16
    with pytest.raises(TypeError, match="use aotgrad.abs"):     # it would lose the gradient
        np.absolute(aotgrad.tensor([-1.0], requires_grad=True))
    out = np.absolute(aotgrad.tensor([-1.0]))      # outside autograd: numpy's, on the array
    assert type(out) is np.ndarray and out.tolist() == [1.0]


def test_numpy_operators_on_tensors_still_run_aotgrad_ops():
    x = aotgrad.tensor([1.0, 2.0], requires_grad=True)
    y = (np.array([3.0, 4.0]) * x).sum() + (np.ones(2) > x).sum()
    y.backward()
    np.testing.assert_array_equal(x.grad, [3.0, 4.0])


def test_transpose_of_two_dims_swaps_them_as_torch_does():
    import torch
    x = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    for dims in [(0, 1), (1, 0), (0, 2), (-1, 0)]:
        traced = aotgrad.compile(lambda t, dims=dims: t.transpose(*dims) * 1.0)(x)
        eager = aotgrad.tensor(x).transpose(*dims).numpy()
        want = torch.from_numpy(x).transpose(*dims).numpy()
        np.testing.assert_array_equal(traced, want)
        np.testing.assert_array_equal(eager, want)
    square = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(aotgrad.compile(lambda t: t.transpose(0, 1) * 1.0)(square),
                                  square.T)
