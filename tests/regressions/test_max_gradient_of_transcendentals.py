"""NaN gradients of `max` over a transcendental, and an argmax flipped by one. The fuzzer hit
`def f(x: f32[5, 4]) -> f32[] { return sum(max(cos(x), axis=0)) }`: on the cpu backend
`x.grad` had a column of NaN for 36 of 50 inputs in [-1, 1]. The compiled forward computed
`cos(x)` twice, in the reduction and in max's tie mask, once with libm's `cosf` (a loop left
scalar, or the remainder of a vectorised one) and once with libmvec's `_ZGVeN16v_cosf`; the two
differ in the last bit, so a column had no element equal to its maximum, and the gradient's
share was 0/0. In float64, libmvec's `tanh` gave 0.9999999999999999 where libm's gave 1.0,
and an argmax picked another element than the program's own maximum.

Two fixes, each tested here alone: a transcendental has one implementation per program
(`codegen/llvm/vecmath.py`: scalar code calls the vector variant's lane), and max's gradient
never divides by a tie count of 0 (`passes/vjp_rules.py`: the first maximum, argmax, always
takes a share, and all of it where no element equals the maximum). Which shapes split a value
between a vector body and scalar code depends on the host's vector width: the issue's shape
did on an AVX-512 host, the others here do on an AVX2 one."""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.ir.builder import Builder, finish_function, new_function, tensor_type
from aotgrad.ir.core import Module
from aotgrad.ir.interpret import interpret
from aotgrad.ir.tensor import MaxOp
from aotgrad.passes.vjp_rules import VJP_RULES

# (dtype, shape, transcendental, axis, input scale)
GRADIENT_CASES = [("f32", (5, 4), "cos", 0, 1.0),        # the fuzzer's program
                  ("f32", (2, 36), "cos", 0, 1.0),
                  ("f64", (5, 13), "tanh", 0, 20.0),
                  ("f32", (6, 7), "cos", None, 1.0)]


def _numpy(dtype: str) -> np.dtype:
    return np.dtype(np.float32 if dtype == "f32" else np.float64)


def _source(dtype, shape, fn, axis) -> str:
    dims = ", ".join(map(str, shape))
    reduced = "" if axis is None else f", axis={axis}"
    return f"def f(x: {dtype}[{dims}]) -> {dtype}[] {{\n  return sum(max({fn}(x){reduced}))\n}}\n"


@pytest.mark.parametrize("partition", ["min_cut", "default"])
@pytest.mark.parametrize("dtype, shape, fn, axis, scale", GRADIENT_CASES)
def test_max_gradient_of_a_transcendental_matches_the_interpreter_and_pytorch(
        dtype, shape, fn, axis, scale, partition):
    module = aotgrad.parse(_source(dtype, shape, fn, axis), "max.ag")
    compiled = aotgrad.value_and_grad(aotgrad.compile(module, partition=partition), argnums=0)
    reference = aotgrad.value_and_grad(aotgrad.compile(module, backend="interpret"), argnums=0)
    tol = 1e-5 if dtype == "f32" else 1e-12
    rng = np.random.default_rng(0)
    for _ in range(50):
        x = (rng.uniform(-1, 1, shape) * scale).astype(_numpy(dtype))
        _, got = compiled(x)
        _, want = reference(x)
        t = torch.tensor(x, requires_grad=True)
        y = getattr(torch, fn)(t)
        (y.amax() if axis is None else y.amax(dim=axis)).sum().backward()
        assert np.isfinite(got).all()
        np.testing.assert_allclose(got, want, rtol=tol, atol=tol)
        np.testing.assert_allclose(got, t.grad.numpy(), rtol=tol, atol=tol)


TANH = """def f(x: f64[5, 13]) -> (f64[5, 13], f64[13], i64[]) {
  t = tanh(x)
  return t * 2.0, max(t, axis=0), argmax(reshape(t, [65]), axis=0)
}
"""


def test_argmax_and_max_of_tanh_see_the_tanh_the_program_returns():
    """Inputs up to 25, where tanh saturates: libm's reaches 1.0 at 19.06, libmvec's at 20."""
    fn = aotgrad.compile(aotgrad.parse(TANH, "tanh.ag"))
    rng = np.random.default_rng(0)
    for _ in range(50):
        x = rng.uniform(-1, 1, (5, 13)) * 25
        doubled, top, first = map(np.asarray, fn(x))
        t = doubled / 2                                  # exact
        np.testing.assert_array_equal(top, t.max(axis=0))        # the same bits everywhere
        assert first == np.argmax(t)
        # The interpreter and PyTorch round tanh otherwise; the index is a maximum of theirs.
        for ref in (np.asarray(interpret(aotgrad.parse(TANH, "tanh.ag"), x, fn="f")[0]) / 2,
                    torch.tanh(torch.tensor(x)).numpy()):
            np.testing.assert_allclose(t, ref, rtol=0, atol=1e-15)
            assert ref.flat[first] >= ref.max() - 1e-15


@pytest.mark.parametrize("dtype, fn", [("f32", "cos"), ("f32", "exp"), ("f64", "tanh"),
                                       ("f64", "log"), ("f32", "sin")])
def test_a_transcendental_has_the_same_bits_in_vector_and_scalar_code(dtype, fn):
    """67 elements run through the vector body and a remainder, 1 through scalar code."""
    def run(n, x):
        source = f"def f(x: {dtype}[{n}]) -> {dtype}[{n}] {{\n  return {fn}(x)\n}}\n"
        return np.asarray(aotgrad.compile(aotgrad.parse(source, "bits.ag"))(x))
    x = np.random.default_rng(1).uniform(0.01, 3, 67).astype(_numpy(dtype))
    whole = run(67, x)
    alone = np.array([run(1, x[i:i + 1])[0] for i in range(67)])
    np.testing.assert_array_equal(whole, alone)


def _max_gradient(x: np.ndarray, maximum: np.ndarray, g: np.ndarray) -> np.ndarray:
    """max's VJP rule over axis 0 of `x`, given `maximum` as the forward's result."""
    f = new_function("vjp", [tensor_type(x.shape, "f64"), tensor_type(maximum.shape, "f64"),
                             tensor_type(g.shape, "f64")], ["x", "maximum", "g"])
    b = Builder(f.body)
    xv, mv, gv = f.args
    b.op(MaxOp, xv, axes=[0])               # the op the rule is written for
    op = SimpleNamespace(x=xv, result=mv, axes=[0], keepdim=False)
    finish_function(f, VJP_RULES[MaxOp](b, op, gv))
    return np.asarray(interpret(Module([f]), x, maximum, g, fn="vjp")[0])


def test_max_gradient_goes_to_the_first_maximum_where_no_element_equals_the_maximum():
    """The tie mask sees other bits than the maximum did (what the vector math did): each
    column's gradient reaches exactly one element, the first maximum, and no share is 0/0."""
    x = np.array([[0.5, 2.0, 1.0], [3.0, 2.0, -1.0], [1.0, 0.0, 1.0]])
    g = np.array([1.0, 2.0, 4.0])
    got = _max_gradient(x, x.max(axis=0) + 1e-9, g)
    np.testing.assert_array_equal(got, [[0, 2, 4], [1, 0, 0], [0, 0, 0]])


def test_max_gradient_splits_ties_and_sends_a_nan_column_to_its_first_nan():
    """Ties split evenly (as `torch.amax`); a NaN maximum goes to the first NaN (as
    `torch.max(x, dim)`), where amax's backward would give the whole column 0/0."""
    x = np.array([[2.0, np.nan, 1.0], [2.0, 0.0, np.nan], [1.0, np.nan, 1.0]])
    g = np.array([1.0, 2.0, 4.0])
    got = _max_gradient(x, x.max(axis=0), g)
    np.testing.assert_array_equal(got, [[0.5, 2, 0], [0.5, 0, 4], [0, 0, 0]])
    t = torch.tensor(x, requires_grad=True)
    (t.max(dim=0).values * torch.tensor(g)).sum().backward()
    np.testing.assert_array_equal(got[:, 1:], t.grad.numpy()[:, 1:])
