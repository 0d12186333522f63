"""Every golden model, lowered, fused and planned, runs as machine code, forward and backward,
and gives the reference interpreter's numbers on the same loop IR, with poisoned output and
arena memory (an element nobody wrote would be NaN). Float32 results agree within 1e-5 of the
result's scale: the same operations in the same order, up to libm against numpy's own routines
in the transcendentals (a few ulp, see test_llvm_scalar) and BLAS blocking in matmuls."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from aotgrad.frontend.dsl import parse_file
from aotgrad.ir.interpret import interpret, random_arguments
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import training_pipeline
from aotgrad.runtime.cpu import CpuProgram

CASES_DIR = Path(__file__).parent.parent / "golden" / "cases"
CASES = sorted(p.stem for p in CASES_DIR.glob("*.ag"))


def assert_close(got, want, what: str) -> None:
    assert len(got) == len(want), what
    for i, (g, w) in enumerate(zip(got, want)):
        assert g.dtype == w.dtype and g.shape == w.shape, f"{what}: result #{i}"
        if w.dtype.kind != "f":
            np.testing.assert_array_equal(g, w, err_msg=f"{what}: result #{i}")
            continue
        tol = 1e-5 if w.dtype == np.float32 else 1e-12
        scale = max(1.0, float(np.abs(w[np.isfinite(w)]).max(initial=0.0)))
        np.testing.assert_allclose(g, w, rtol=tol, atol=tol * scale,
                                   err_msg=f"{what}: result #{i}")


@pytest.mark.parametrize("case", CASES)
def test_golden_case_runs_compiled_forward_and_backward(case):
    module = parse_file(str(CASES_DIR / f"{case}.ag"))
    f = module.get()
    primals = random_arguments(f.arg_types, seed=0)
    tangents = random_arguments(f.result_types, seed=1)
    loops = run_pipeline(module, training_pipeline(loops=True))
    names = {g.name: g for g in loops.functions if g.kind == "program"}
    forward = names[f"{f.name}_forward"]
    got = CpuProgram(loops, forward.name, poison=True)(*primals)
    with np.errstate(all="ignore"):
        want = interpret(loops, *primals, fn=forward.name)
    assert_close(got, want, f"{case}: @{forward.name}")
    backward = names.get(f"{f.name}_backward")
    if backward is None:
        return
    n_tangents = sum("tangent" in flags for flags in backward.arg_flags)
    saved = list(got[len(got) - (len(backward.args) - n_tangents):])
    args = saved + tangents[:n_tangents]
    got = CpuProgram(loops, backward.name, poison=True)(*args)
    with np.errstate(all="ignore"):
        want = interpret(loops, *args, fn=backward.name)
    assert_close(got, want, f"{case}: @{backward.name}")


@pytest.mark.parametrize("case", ["layernorm_gelu", "losses", "reductions", "unary"])
def test_golden_case_with_optimisations_off(case, monkeypatch):
    """`AOTGRAD_OPT=0`: libm intrinsics, sequential sums, serial loops, LLVM at O1; the same
    numbers as the interpreter (and so as the optimised build, within the same tolerance)."""
    monkeypatch.setenv("AOTGRAD_OPT", "0")
    if not (CASES_DIR / f"{case}.ag").exists():
        pytest.skip(f"no golden case {case}")
    test_golden_case_runs_compiled_forward_and_backward(case)
    loops = run_pipeline(parse_file(str(CASES_DIR / f"{case}.ag")),
                         training_pipeline(loops=True))
    from aotgrad.codegen.llvm import generate_llvm
    text = generate_llvm(loops)
    assert "reassoc" not in text and "GOMP_parallel" not in text and "_ZGV" not in text
