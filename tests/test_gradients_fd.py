"""Gradients against central finite differences in float64, for every differentiable tensor op.

For each case of `gradient_cases.CASES` the joint function's gradients, with random tangents
t_j, must match the central differences of L(x) = sum_j <t_j, out_j(x)> element by element
(max relative error 1e-5). The op list comes from the dialect, so a new differentiable op
without a case fails `test_every_differentiable_op_has_a_case`.
"""
from __future__ import annotations

import numpy as np
import pytest
from gradient_cases import CASES, build_function, inputs, rel_error

from aotgrad.ir import tensor as T
from aotgrad.ir.interpret import interpret
from aotgrad.ir.types import DType
from aotgrad.passes.autodiff import differentiable_args
from aotgrad.passes.manager import run_pipeline

PIPELINES = ["autodiff", "decompose,autodiff", "autodiff,decompose"]
STEP = 1e-6
TOLERANCE = 1e-5


def test_every_differentiable_op_has_a_case():
    covered = {c.op for c in CASES}
    missing = [op.name for op in T.DIALECT.ops if op.differentiable and op not in covered]
    assert not missing, f"differentiable ops without a gradient case: {missing}"


def central_differences(module, xs, i, tangents) -> np.ndarray:
    """dL/dx_i by central differences, L = sum_j <tangents_j, out_j>."""
    def objective(x):
        outs = interpret(module, *xs[:i], x, *xs[i + 1:])
        return sum(float(np.sum(t * o)) for t, o in zip(tangents, outs))
    fd = np.zeros_like(xs[i])
    for idx in np.ndindex(xs[i].shape):
        plus, minus = xs[i].copy(), xs[i].copy()
        plus[idx] += STEP
        minus[idx] -= STEP
        fd[idx] = (objective(plus) - objective(minus)) / (2 * STEP)
    return fd


@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_gradients_match_finite_differences(case, pipeline):
    xs = inputs(case, DType.f64)
    module = build_function(case, xs)
    f = module.get()
    rng = np.random.default_rng(1)
    tangents = [rng.normal(size=t.shape) for t in f.result_types]
    results = interpret(run_pipeline(module, pipeline), *xs, *tangents)
    outs, grads = results[:len(tangents)], results[len(tangents):]
    for out, expected in zip(outs, interpret(module, *xs)):
        np.testing.assert_allclose(out, expected, rtol=1e-12, atol=1e-12)
    wrt = differentiable_args(f)
    assert len(grads) == len(wrt)
    for i, grad in zip(wrt, grads):
        error = rel_error(grad, central_differences(module, xs, i, tangents))
        assert error <= TOLERANCE, f"{case.id}: d/dx{i + 1} relative error {error:.2e}"
