"""Issue 8, part 1, item 8: compile time must grow near linearly with the program.

Printing a 16,000-op chain took 44 s: `Namer.define` tried `h_1, h_2, ...` from 1 for every
value named `h`, so n values with one hint cost O(n^2) probes. The partition report walked the
recomputed ops once per recomputed value and scanned every value of the joint for each: O(R * V).
These tests count work, never wall-clock time: the probes of the namer, and the Python lines
the default pipeline runs on straight-line programs of two sizes.
"""
from __future__ import annotations

import sys

from aotgrad.frontend.dsl import parse
from aotgrad.ir.builder import new_function
from aotgrad.ir.printer import Namer, print_function
from aotgrad.ir.types import DType, TensorType
from aotgrad.passes.manager import Instrumentation, PassContext, run_pipeline
from aotgrad.passes.pipelines import TENSOR_TRAINING_PIPELINE as DEFAULT_PIPELINE


class CountingSet(set):
    """A set that counts its membership tests."""

    probes = 0

    def __contains__(self, item) -> bool:
        CountingSet.probes += 1
        return super().__contains__(item)


def test_naming_costs_a_constant_number_of_probes_per_name():
    n = 5000
    f = new_function("f", [TensorType((2,), DType.f32)] * n, ["h"] * n, [frozenset()] * n)
    namer = Namer()
    namer.used = CountingSet()
    CountingSet.probes = 0
    names = [namer.define(a, "arg") for a in f.args]
    assert names[:3] == ["h", "h_1", "h_2"] and names[-1] == f"h_{n - 1}"
    assert CountingSet.probes <= 2 * n


def test_suffixes_skip_names_taken_by_other_hints():
    f = new_function("f", [TensorType((2,), DType.f32)] * 5, ["x_1", "x", "x", "x_3", "x"],
                     [frozenset()] * 5)
    text = print_function(f)
    assert text.startswith("func @f(%x_1: f32[2], %x: f32[2], %x_2: f32[2], %x_3: f32[2], "
                           "%x_4: f32[2])")


def chain(layers: int) -> str:
    lines = ["def f(x: f32[8,16], w: f32[16,16], b: f32[16]) -> f32[] {", "  h = x"]
    for _ in range(layers):
        lines += ["  a = h @ w + b", "  h = tanh(a) * sigmoid(h) + relu(a) * 0.5",
                  "  h = exp(h * 0.01) - h / 3.0"]
    return "\n".join(lines + ["  return sum(h * h)", "}"]) + "\n"


def pipeline_lines(layers: int) -> tuple[int, int]:
    """(ops of the program, Python lines run by the default pipeline on it): a count of work
    that, unlike a function-call count, sees the iterations of loops and comprehensions."""
    module = parse(chain(layers))
    lines = 0

    def trace(frame, event, arg):
        nonlocal lines
        lines += 1
        return trace
    sys.settrace(trace)
    try:
        run_pipeline(module, DEFAULT_PIPELINE, ctx=PassContext(),
                     instrumentation=Instrumentation(verify_each=True))
    finally:
        sys.settrace(None)
    return len(module.functions[0].body.ops), lines


def test_default_pipeline_work_grows_near_linearly():
    small_ops, small = pipeline_lines(8)
    large_ops, large = pipeline_lines(80)
    growth = large_ops / small_ops
    assert growth > 9.5
    # Linear work grows `growth` (about 10) times, quadratic work about 100 times; the report's
    # O(R * V) walk alone made this ratio 1.4 times the growth of the program.
    assert large / small < 1.3 * growth, (small, large)
