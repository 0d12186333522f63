"""Gradients against PyTorch (CPU): every op case of `gradient_cases`, in float64 (relative
error <= 1e-5) and float32 (<= 1e-4), with composites kept whole or decomposed before or after
autodiff; ties of max/maximum/minimum and the kinks of relu/abs; and whole models with
broadcasting, fan-out, several outputs, nograd and integer inputs.
"""
from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.nn.functional as F
from gradient_cases import CASES, build_function, inputs, rel_error

from aotgrad.frontend.dsl import parse
from aotgrad.ir.core import Module
from aotgrad.ir.interpret import interpret
from aotgrad.ir.types import DType
from aotgrad.passes.autodiff import differentiable_args
from aotgrad.passes.manager import run_pipeline

PIPELINES = ["autodiff", "decompose,autodiff", "autodiff,decompose"]
TOLERANCE = {DType.f64: 1e-5, DType.f32: 1e-4}


def torch_reference(fn, arrays, wrt, tangents):
    """Outputs of `fn` and the gradients of sum_j <tangents_j, out_j> w.r.t. arrays[wrt]."""
    xs = [torch.tensor(a, requires_grad=i in wrt) for i, a in enumerate(arrays)]
    outs = fn(*xs)
    outs = list(outs) if isinstance(outs, tuple) else [outs]
    pairs = [(o, torch.tensor(t)) for o, t in zip(outs, tangents) if o.is_floating_point()]
    grads = torch.autograd.grad([o for o, _ in pairs], [xs[i] for i in wrt],
                                grad_outputs=[t for _, t in pairs], allow_unused=True)
    grads = [torch.zeros_like(xs[i]) if g is None else g for i, g in zip(wrt, grads)]
    return [o.detach().numpy() for o in outs], [g.numpy() for g in grads]


def check_against_torch(module: Module, fn, arrays, pipeline="autodiff", seed=1) -> None:
    """The joint of `module` gives torch's outputs and gradients for random tangents."""
    f = module.get()
    rng = np.random.default_rng(seed)
    tangents = [rng.normal(size=t.shape).astype(t.dtype.numpy) for t in f.result_types]
    results = interpret(run_pipeline(module, pipeline), *arrays, *tangents)
    wrt = differentiable_args(f)
    expected_outs, expected_grads = torch_reference(fn, arrays, wrt, tangents)
    assert len(results) == len(expected_outs) + len(expected_grads)
    dtype = DType.from_numpy(next(a.dtype for a in arrays if a.dtype.kind == "f"))
    names = [f"out{j + 1}" for j in range(len(expected_outs))] + [f"d_x{i + 1}" for i in wrt]
    for name, found, expected in zip(names, results, expected_outs + expected_grads):
        assert found.dtype == expected.dtype, f"{name}: dtype {found.dtype} vs {expected.dtype}"
        error = rel_error(found, expected)
        assert error <= TOLERANCE[dtype], f"{name}: relative error {error:.2e} vs torch"


@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize("dtype", [DType.f64, DType.f32], ids=str)
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_op_gradients_match_torch(case, dtype, pipeline):
    arrays = inputs(case, dtype)
    check_against_torch(build_function(case, arrays), case.torch_fn, arrays, pipeline)


# --------------------------------------------------------------------------- DSL functions

def dsl(source: str, dtype: str = "f64") -> Module:
    """The module of DSL `source`, with `{t}` standing for the float dtype."""
    return parse(source.replace("{t}", dtype))


def random_arrays(module: Module, seed=0) -> list[np.ndarray]:
    """Uniform [-1, 1) floats and small non-negative integers for `module`'s arguments."""
    rng = np.random.default_rng(seed)
    return [rng.uniform(-1, 1, t.shape).astype(t.dtype.numpy) if t.dtype.is_float else
            rng.integers(0, 3, t.shape).astype(t.dtype.numpy) for t in module.get().arg_types]


# --------------------------------------------------------------------------- ties and kinks

def test_max_reduction_splits_ties_evenly_like_amax():
    x = np.array([[1.0, 3.0, 3.0], [2.0, 2.0, 2.0]])
    rows = dsl("def f(x: f64[2, 3]) -> f64[2] { return max(x, axis=1) }")
    check_against_torch(rows, lambda x: torch.amax(x, 1), [x])
    everything = dsl("def f(x: f64[2, 3]) -> f64[] { return max(x) }")
    check_against_torch(everything, torch.max, [x])
    _, d_x = interpret(run_pipeline(rows, "autodiff"), x, np.array([1.0, 3.0]))
    np.testing.assert_array_equal(d_x, [[0.0, 0.5, 0.5], [1.0, 1.0, 1.0]])


@pytest.mark.parametrize("name", ["maximum", "minimum"])
def test_maximum_and_minimum_split_ties_in_half(name):
    a = np.array([1.0, 2.0, 3.0, -1.0])
    b = np.array([1.0, 3.0, 2.0, -1.0])
    module = dsl(f"def f(a: f64[4], b: f64[4]) -> f64[4] {{ return {name}(a, b) }}")
    check_against_torch(module, getattr(torch, name), [a, b])
    _, d_a, d_b = interpret(run_pipeline(module, "autodiff"), a, b, np.full(4, 2.0))
    assert d_a[0] == d_b[0] == d_a[3] == d_b[3] == 1.0


@pytest.mark.parametrize("name", ["relu", "abs"])
def test_relu_and_abs_have_zero_derivative_at_zero(name):
    x = np.array([-1.5, 0.0, 2.0])
    module = dsl(f"def f(x: f64[3]) -> f64[3] {{ return {name}(x) }}")
    check_against_torch(module, getattr(torch, name), [x])
    _, d_x = interpret(run_pipeline(module, "autodiff"), x, np.ones(3))
    assert d_x[1] == 0.0


# --------------------------------------------------------------------------- whole models

SEED = """
def loss(x: {t}[10, 20], w: {t}[20, 30], b: {t}[30]) -> {t}[] {
    return sum(sin(relu(x @ w + b)) + cos(relu(x @ w + b)))
}
"""

MLP = """
def mlp(x: {t}[8, 16] nograd, w1: {t}[16, 32], b1: {t}[32], w2: {t}[32, 32], b2: {t}[32],
        w3: {t}[32, 5], b3: {t}[5], labels: i64[8]) -> {t}[] {
    h1 = relu(x @ w1 + b1)
    h2 = relu(h1 @ w2 + b2)
    return cross_entropy(h2 @ w3 + b3, labels)
}
"""

OUTPUTS = """
def f(x: f64[3, 4], y: f64[4], z: f64[3, 4] nograd, k: i64[3, 4]) -> (f64[3], f64[3, 4], i64[3]) {
    scaled = tanh(x) * y
    return sum((scaled + z) * cast(k, f64), axis=1), scaled, argmax(x, axis=1)
}
"""


@pytest.mark.parametrize("dtype", ["f64", "f32"])
def test_seed_loss_matches_torch(dtype):
    module = dsl(SEED, dtype)

    def reference(x, w, b):
        return (torch.sin(torch.relu(x @ w + b)) + torch.cos(torch.relu(x @ w + b))).sum()
    check_against_torch(module, reference, random_arrays(module))


@pytest.mark.parametrize("dtype", ["f64", "f32"])
def test_scaled_sums_match_torch(dtype):
    simple = dsl("def f(x: {t}[4, 5]) -> {t}[] { return sum((x * 2) + 1) }", dtype)
    check_against_torch(simple, lambda x: (x * 2 + 1).sum(), random_arrays(simple))
    chained = dsl("def f(x: {t}[4, 5]) -> {t}[] { return sum(((x + 1) * 2 + 3) * 4) }", dtype)
    check_against_torch(chained, lambda x: (((x + 1) * 2 + 3) * 4).sum(), random_arrays(chained))


@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize("dtype", ["f64", "f32"])
def test_three_layer_mlp_matches_torch(dtype, pipeline):
    module = dsl(MLP, dtype)

    def reference(x, w1, b1, w2, b2, w3, b3, labels):
        h = torch.relu(torch.relu(x @ w1 + b1) @ w2 + b2)
        return F.cross_entropy(h @ w3 + b3, labels)
    check_against_torch(module, reference, random_arrays(module), pipeline)
    assert differentiable_args(module.get()) == [1, 2, 3, 4, 5, 6]


def test_several_outputs_with_nograd_and_integer_inputs_match_torch():
    module = dsl(OUTPUTS)

    def reference(x, y, z, k):
        scaled = torch.tanh(x) * y
        return ((scaled + z) * k.double()).sum(1), scaled, torch.argmax(x, 1)
    check_against_torch(module, reference, random_arrays(module))
    assert differentiable_args(module.get()) == [0, 1]
