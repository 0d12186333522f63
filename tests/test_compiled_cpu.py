"""Generated code end to end: every op and every golden case, forward and backward, run as
machine code (`lower`, `fuse`, `buffer-reuse`, LLVM) with result and arena buffers filled with
NaN before each run, against the reference interpreter on the tensor functions and against
PyTorch. An element that no kernel writes shows as NaN; a memory plan that overlaps two live
buffers gives wrong numbers."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from gradient_cases import CASES as OP_CASES, build_function, inputs, rel_error
from test_gradients_torch import torch_reference

from aotgrad.frontend.dsl import parse_file
from aotgrad.ir.interpret import interpret, random_arguments
from aotgrad.ir.types import DType
from aotgrad.passes.autodiff import differentiable_args
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import LOOP_PIPELINE, training_pipeline
from aotgrad.runtime.cpu import CpuProgram

GOLDEN = sorted((Path(__file__).parent / "golden" / "cases").glob("*.ag"))
#: float32 results against the interpreter: a norm-relative error (matmuls sum in another order).
F32_TOLERANCE = 1e-5
TORCH_TOLERANCE = {DType.f64: 1e-5, DType.f32: 1e-4}


def assert_same(got, want, what: str, tolerance: float = F32_TOLERANCE) -> None:
    for i, (g, w) in enumerate(zip(got, want, strict=True)):
        assert g.shape == w.shape and g.dtype == w.dtype, f"{what} #{i}: {g.dtype}{g.shape}"
        if w.dtype.kind != "f":
            np.testing.assert_array_equal(g, w, err_msg=f"{what} #{i}")
            continue
        np.testing.assert_array_equal(np.isnan(g), np.isnan(w), err_msg=f"{what} #{i}: NaNs")
        ok = np.isfinite(w)
        np.testing.assert_array_equal(g[~ok & ~np.isnan(w)], w[~ok & ~np.isnan(w)])
        scale = np.linalg.norm(w[ok].astype(np.float64)) or 1.0
        error = np.linalg.norm((g[ok] - w[ok]).astype(np.float64)) / scale
        assert error <= tolerance, f"{what} #{i}: relative error {error:.2e}"


def run_compiled(tensor_module, f, primals, tangents):
    """(outputs, gradients) of the partitioned `f` as poisoned machine code."""
    loops = run_pipeline(tensor_module, LOOP_PIPELINE)
    forward = CpuProgram(loops, f"{f.name}_forward", poison=True)
    backward = CpuProgram(loops, f"{f.name}_backward", poison=True)
    results = forward(*primals)
    n = len(f.result_types)
    return list(results[:n]), list(backward(*results[n:], *tangents))


def run_interpreted(tensor_module, f, primals, tangents):
    results = interpret(tensor_module, *primals, fn=f"{f.name}_forward")
    n = len(f.result_types)
    grads = interpret(tensor_module, *results[n:], *tangents, fn=f"{f.name}_backward")
    return list(results[:n]), list(grads)


@pytest.mark.parametrize("strategy", ["min_cut", "default"])
@pytest.mark.parametrize("case", GOLDEN, ids=lambda p: p.stem)
def test_golden_case_runs_compiled_like_the_interpreter(case, strategy):
    module = parse_file(case)
    f = module.get()
    tensor_module = run_pipeline(module, training_pipeline(strategy, loops=False))
    primals = random_arguments(f.arg_types, seed=5)
    tangents = random_arguments(f.result_types, seed=6)
    with np.errstate(all="ignore"):
        want = run_interpreted(tensor_module, f, primals, tangents)
        got = run_compiled(tensor_module, f, primals, tangents)
    assert_same(got[0], want[0], f"{case.stem} outputs")
    assert_same(got[1], want[1], f"{case.stem} gradients")


@pytest.mark.parametrize("dtype", [DType.f32, DType.f64], ids=str)
@pytest.mark.parametrize("case", OP_CASES, ids=lambda c: c.id)
def test_every_op_runs_compiled_like_the_interpreter_and_torch(case, dtype):
    arrays = inputs(case, dtype)
    module = build_function(case, arrays)
    f = module.get()
    if not differentiable_args(f):
        pytest.skip("no differentiable argument")
    rng = np.random.default_rng(1)
    tangents = [rng.normal(size=t.shape).astype(t.dtype.numpy) for t in f.result_types]
    tensor_module = run_pipeline(module, training_pipeline(loops=False))
    want = run_interpreted(tensor_module, f, arrays, tangents)
    got = run_compiled(tensor_module, f, arrays, tangents)
    tolerance = F32_TOLERANCE if dtype == DType.f32 else 1e-12
    assert_same(got[0], want[0], f"{case.id} outputs", tolerance)
    assert_same(got[1], want[1], f"{case.id} gradients", tolerance)
    torch_outs, torch_grads = torch_reference(case.torch_fn, arrays, differentiable_args(f),
                                              tangents)
    for name, found, expected in zip(["out"] * len(torch_outs) + ["grad"] * len(torch_grads),
                                     got[0] + got[1], torch_outs + torch_grads):
        assert rel_error(found, expected) <= TORCH_TOLERANCE[dtype], f"{case.id} {name}"
