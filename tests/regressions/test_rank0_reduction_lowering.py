"""A reduction of a rank-0 tensor over no axes (`sum(x)` of an `f32[]`, as the property tests
and the fuzzer write it) made `lower` index the innermost dimension of a shape that has none
(`passes/lower/rules.py`, `reduce`, when column-blocked reductions came in); fixed, it
lowers, compiles and runs."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad.ir.loop.interpret import run_program
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import LOOP_PIPELINE
from aotgrad.runtime.cpu import CpuProgram


@pytest.mark.parametrize("op", ["sum", "max"])
def test_a_reduction_of_a_scalar_lowers_and_runs(op):
    module = aotgrad.parse_ir(f"func @f(%x: f32[]) -> f32[] {{\n"
                              f"  %s = tensor.{op} %x {{axes = []}} : f32[]\n"
                              f"  return %s\n}}\n")
    loops = run_pipeline(module, LOOP_PIPELINE)
    x = np.array(2.5, np.float32)
    assert float(CpuProgram(loops, "f")(x)[0]) == 2.5
    assert float(run_program(loops, loops.get("f"), [x])[0]) == 2.5


def test_the_gradient_of_a_sum_of_a_scalar():
    f = aotgrad.value_and_grad(lambda x: aotgrad.sum(x * 3.0))
    value, grad = f(np.array(2.0, np.float32))
    assert float(value) == 6.0 and float(grad) == 3.0
