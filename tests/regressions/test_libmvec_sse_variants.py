"""A long fuzz run (seed 400175) found a second derivative NaN in generated code where the
interpreter and PyTorch are finite: a fused float64 kernel of 2-element loops whose `log`
and `exp` the vectoriser mapped to libmvec's SSE4 variants (`_ZGVbN2v_log`, `_ZGVbN2v_exp`).
The loop-level program was right (the loop interpreter agreed with PyTorch), and so was the
machine code under `AOTGRAD_OPT=0`, with scalar libm, or with only the AVX2 variants. Codegen
no longer names the SSE4 variants; loops narrower than AVX2's lanes call the scalar function."""
from __future__ import annotations

import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fuzz"))

from checks import second_derivative  # noqa: E402
from dslgen import NAME, source_pair  # noqa: E402

from aotgrad.codegen.llvm import vecmath  # noqa: E402
from aotgrad.ir.core import Module  # noqa: E402
from aotgrad.ir.loop.interpret import run_program  # noqa: E402
from aotgrad.passes.autodiff import differentiable_args  # noqa: E402
from aotgrad.passes.manager import run_pipeline  # noqa: E402
from aotgrad.passes.pipelines import inference_pipeline  # noqa: E402
from aotgrad.runtime.cpu import CpuProgram  # noqa: E402


def test_no_sse4_variant_is_named():
    for symbol, bits in [("exp", 64), ("log", 64), ("expf", 32), ("logf", 32)]:
        found = vecmath.variant(symbol, bits)
        assert found is None or not found[1].startswith("_ZGVb")


def test_the_fuzz_programs_second_derivative_is_the_interpreters():
    program = source_pair(400175, max_steps=24)
    f = program.module().get(NAME)
    primals = program.inputs(400175)
    second, weights = second_derivative(f, differentiable_args(f), primals)
    loops = run_pipeline(Module([second]), inference_pipeline())
    compiled = CpuProgram(loops, second.name, poison=True)
    rng = np.random.default_rng(0)
    for k in range(20):
        a0 = primals[0] + (0.5 * rng.standard_normal(primals[0].shape) if k else 0.0)
        args = [a0, *primals[1:], *weights]
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            want = run_program(loops, loops.get(second.name), list(args))
        got = compiled(*args)
        for g, w in zip(got, want):
            assert not np.isnan(w).any()
            np.testing.assert_allclose(g, w, rtol=1e-9, atol=1e-12)


@pytest.fixture(autouse=True)
def optimising(monkeypatch):
    monkeypatch.delenv("AOTGRAD_OPT", raising=False)
