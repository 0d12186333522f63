"""Higher-order gradients: `grad_function(grad_function(f))` against PyTorch's double backward
(`torch.autograd.grad(..., create_graph=True)`), on a scalar and on a small vector summed, and
against finite differences of the first gradient for every op case, which checks that every op
autodiff emits is itself differentiable.
"""
from __future__ import annotations

import numpy as np
import pytest
import torch
from gradient_cases import CASES, build_function, inputs, rel_error

from aotgrad.frontend.ops import apply_op
from aotgrad.ir.builder import Builder, finish_function, new_function
from aotgrad.ir.core import Function, IRError, Module
from aotgrad.ir.interpret import run_function
from aotgrad.ir.rewrite import copy_op
from aotgrad.ir.tensor import SumOp
from aotgrad.ir.types import DType, TensorType
from aotgrad.ir.verifier import verify
from aotgrad.passes.autodiff import differentiable_args, grad_function


def summed(f: Function) -> Function:
    """`f` followed by the sum of its single output (a scalar function)."""
    g = new_function(f"{f.name}_sum", f.arg_types, [a.name_hint for a in f.args], f.arg_flags)
    mapping = {id(a): b for a, b in zip(f.args, g.args)}
    for op in f.ops[:-1]:
        g.body.append(copy_op(op, mapping))
    total = Builder(g.body).op(SumOp, mapping[id(f.returns[0])])
    return finish_function(g, [total])


def weighted_sum(f: Function) -> Function:
    """`(args..., w nograd) -> sum(f(args...) * w)`: a scalar function with generic weights."""
    out = f.result_types[0]
    g = new_function(f"{f.name}_dot", [*f.arg_types, out], [*(a.name_hint for a in f.args), "w"],
                     [*f.arg_flags, frozenset({"nograd"})])
    mapping = {id(a): b for a, b in zip(f.args, g.args)}
    for op in f.ops[:-1]:
        g.body.append(copy_op(op, mapping))
    b = Builder(g.body)
    total = b.op(SumOp, apply_op(b, "mul", [mapping[id(f.returns[0])], g.args[-1]], {}))
    return finish_function(g, [total])


def scalar_function(shape, body) -> Function:
    """`@f(x: f64[shape]) -> f64[]`: `body(op, x)`, summed when it is not a scalar."""
    f = new_function("f", [TensorType(shape, DType.f64)], ["x"])
    b = Builder(f.body)
    out = body(lambda name, *a, **k: apply_op(b, name, list(a), k), f.args[0])
    finish_function(f, [out])
    return summed(f) if shape else f


def run(f: Function, *arrays):
    verify(Module([f]))
    return run_function(f, list(arrays))


FUNCTIONS = {
    "tanh": (lambda op, x: op("tanh", x), torch.tanh),
    "sin": (lambda op, x: op("sin", x), torch.sin),
    "exp": (lambda op, x: op("exp", x), torch.exp),
    "cube": (lambda op, x: op("pow", x, 3.0), lambda x: x ** 3),
    "sigmoid": (lambda op, x: op("sigmoid", x), torch.sigmoid),
    "tanh_sin_cube": (lambda op, x: op("tanh", op("mul", op("sin", x), op("pow", x, 3.0))),
                      lambda x: torch.tanh(torch.sin(x) * x ** 3)),
    "sigmoid_exp": (lambda op, x: op("sigmoid", op("mul", op("exp", x), x)),
                    lambda x: torch.sigmoid(torch.exp(x) * x)),
    "softmax": (lambda op, x: op("sum", op("mul", op("softmax", x), op("sin", x))),
                lambda x: (torch.softmax(x, -1) * torch.sin(x)).sum()),
    "logsumexp": (lambda op, x: op("mul", op("logsumexp", x), op("sum", op("exp", x))),
                  lambda x: torch.logsumexp(x, -1) * torch.exp(x).sum()),
    "gelu": (lambda op, x: op("gelu", x), torch.nn.functional.gelu),
    "gelu_tanh": (lambda op, x: op("gelu", x, approximate="tanh"),
                  lambda x: torch.nn.functional.gelu(x, approximate="tanh")),
    "erf_log1p_expm1": (lambda op, x: op("erf", op("mul", op("log1p", op("mul", x, x)),
                                                   op("expm1", x))),
                        lambda x: torch.erf(torch.log1p(x * x) * torch.expm1(x))),
    "min": (lambda op, x: op("mul", op("min", op("sin", x)), op("sum", op("exp", x))),
            lambda x: torch.amin(torch.sin(x)) * torch.exp(x).sum()),
}


@pytest.mark.parametrize("shape", [(), (5,)], ids=["scalar", "vector"])
@pytest.mark.parametrize("name", list(FUNCTIONS))
def test_second_derivative_matches_torch_double_backward(name, shape):
    body, reference = FUNCTIONS[name]
    if shape == () and name in ("softmax", "logsumexp"):
        shape = (1,)
    f = scalar_function(shape, body)
    x = np.random.default_rng(0).uniform(-1.2, 1.2, shape)
    first = grad_function(f)
    second = grad_function(summed(first) if shape else first)

    xt = torch.tensor(x, requires_grad=True)
    (d_x,) = torch.autograd.grad(reference(xt).sum(), xt, create_graph=True)
    (dd_x,) = torch.autograd.grad(d_x.sum(), xt)
    assert rel_error(run(first, x)[0], d_x.detach().numpy()) <= 1e-10
    assert rel_error(run(second, x)[0], dd_x.numpy()) <= 1e-10


def test_third_derivative_of_a_cube_is_six():
    f = scalar_function((), lambda op, x: op("pow", x, 3.0))
    third = grad_function(grad_function(grad_function(f)))
    for x in (-1.5, 0.0, 2.0):
        assert run(third, np.float64(x))[0] == pytest.approx(6.0, rel=1e-12)


def test_grad_function_returns_the_requested_gradients_in_order():
    f = new_function("f", [TensorType((3,), DType.f64)] * 2, ["x", "y"])
    b = Builder(f.body)
    finish_function(f, [b.op(SumOp, apply_op(b, "mul", [apply_op(b, "sin", [f.args[0]], {}),
                                                          f.args[1]], {}))])
    g = grad_function(f, argnums=(1, 0))
    assert [str(t) for t in g.result_types] == ["f64[3]", "f64[3]"]
    assert [a.name_hint for a in g.args] == ["x", "y"] and g.name == "f_grad"
    x, y = np.array([0.1, 0.2, 0.3]), np.array([1.0, 2.0, 3.0])
    d_y, d_x = run(g, x, y)
    np.testing.assert_allclose(d_y, np.sin(x), rtol=1e-15)
    np.testing.assert_allclose(d_x, np.cos(x) * y, rtol=1e-15)


def test_grad_function_rejects_non_scalar_results_and_non_differentiable_args():
    vector = new_function("v", [TensorType((3,), DType.f64)], ["x"])
    finish_function(vector, [Builder(vector.body).op(SumOp, vector.args[0], axes=[])])
    with pytest.raises(IRError, match="one scalar float result; '@v' returns f64\\[3\\]"):
        grad_function(vector)
    labels = new_function("c", [TensorType((2, 3), DType.f64), TensorType((2,), DType.i64)],
                          ["x", "y"])
    b = Builder(labels.body)
    finish_function(labels, [apply_op(b, "cross_entropy", list(labels.args), {})])
    with pytest.raises(IRError, match="argument #2 of '@c' gets no gradient"):
        grad_function(labels, argnums=(1,))


STEP = 1e-6


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_second_derivatives_of_every_op_match_finite_differences(case):
    """d/dx <v, d<w, f>/dx_i>, against central differences of the first gradient."""
    xs = inputs(case, DType.f64)
    f = weighted_sum(build_function(case, xs).get())
    rng = np.random.default_rng(2)
    w = rng.normal(size=f.arg_types[-1].shape)
    wrt = differentiable_args(f)
    for i in wrt:
        first = weighted_sum(grad_function(f, argnums=(i,)))
        second = grad_function(first, argnums=wrt)
        v = rng.normal(size=xs[i].shape)
        for j, found in zip(wrt, run(second, *xs, w, v)):
            fd = np.zeros_like(xs[j])
            for idx in np.ndindex(xs[j].shape):
                plus, minus = [x.copy() for x in xs], [x.copy() for x in xs]
                plus[j][idx] += STEP
                minus[j][idx] -= STEP
                fd[idx] = (run_function(first, [*plus, w, v])[0] -
                           run_function(first, [*minus, w, v])[0]) / (2 * STEP)
            error = rel_error(found, fd)
            assert error <= 1e-5, f"{case.id}: d2/dx{i + 1}dx{j + 1} relative error {error:.2e}"
