"""Golden tests: every case under cases/ is compiled by the default pipeline and the IR after
each stage is compared with expected/<case>/<stage>.ir, and the generated LLVM IR with
expected/<case>/final.ll (`pytest --update-goldens` rewrites them).

Each case is also checked for an exact print -> parse -> print round trip at every stage, and
semantically: the reference interpreter gives the same numbers before and after every pass
(across autodiff the forward outputs must agree; across partition, forward then backward must
give the joint function's outputs and gradients).
"""
from __future__ import annotations

import difflib
from pathlib import Path

import numpy as np
import pytest

from aotgrad.frontend.dsl import parse_file
from aotgrad.ir.core import Module
from aotgrad.ir.interpret import interpret, random_arguments
from aotgrad.ir.parser import parse_ir
from aotgrad.passes.manager import dump_stages, parse_pipeline, run_pipeline
from aotgrad.passes.pipelines import DEFAULT_PIPELINE, JOINT_PIPELINE
from aotgrad.runtime.pipeline import final_artifacts

HERE = Path(__file__).parent
CASES = sorted(p.stem for p in (HERE / "cases").glob("*.ag"))
# The semantic check interprets every stage; the large MLP is checked on one stage in three.
SEMANTIC_STRIDE = {"mlp": 3}


def load(case: str) -> Module:
    return parse_file(str(HERE / "cases" / f"{case}.ag"))


def body(text: str) -> str:
    """The IR text without the dump header comment."""
    return "\n".join(line for line in text.splitlines(keepends=False)
                     if not line.startswith("// -----")) + "\n"


def golden_files(case: str) -> dict[str, str]:
    """File name -> text: the IR after every stage (`--dump-dir`'s numbered files), and
    `final.ll`, the LLVM IR generated for the final programs."""
    stages = dump_stages(load(case), DEFAULT_PIPELINE)
    final = parse_ir(body(stages[max(stages)]))
    return {**stages, "final.ll": final_artifacts(final, optimized=False)["final.ll"]}


@pytest.mark.parametrize("case", CASES)
def test_golden_stages(case, request):
    stages = golden_files(case)
    expected_dir = HERE / "expected" / case
    if request.config.getoption("--update-goldens"):
        for name, text in stages.items():
            assert name.endswith(".ll") or str(parse_ir(text)) == body(text), \
                "refusing to write a golden that does not round-trip"
        expected_dir.mkdir(parents=True, exist_ok=True)
        for old in [*expected_dir.glob("*.ir"), *expected_dir.glob("*.ll")]:
            old.unlink()
        for name, text in stages.items():
            (expected_dir / name).write_text(text)
        return
    regen = f"pytest tests/golden --update-goldens -k {case}"
    found = sorted(p.name for p in [*expected_dir.glob("*.ir"), *expected_dir.glob("*.ll")])
    assert found == sorted(stages), f"stages differ from the goldens; regenerate: {regen}"
    for name, text in stages.items():
        want = (expected_dir / name).read_text()
        if want != text:
            diff = "".join(difflib.unified_diff(want.splitlines(True), text.splitlines(True),
                                                f"expected/{case}/{name}", "actual"))
            pytest.fail(f"{case}/{name} differs from its golden:\n{diff}\nregenerate: {regen}")


@pytest.mark.parametrize("case", CASES)
def test_round_trip(case):
    for name, text in dump_stages(load(case), DEFAULT_PIPELINE).items():
        once = str(parse_ir(text, name))
        assert once == body(text), f"{case}/{name}: parse(print(m)) prints differently"
        assert str(parse_ir(once)) == once


def assert_close(got, want, what: str) -> None:
    assert len(got) == len(want), f"{what}: {len(got)} results, expected {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        w = np.asarray(w, dtype=np.float64)
        scale = max(1.0, float(np.abs(w).max(initial=0.0)))
        np.testing.assert_allclose(np.asarray(g, np.float64), w, rtol=1e-4, atol=1e-4 * scale,
                                   err_msg=f"{what}: result #{i}")


def run_stage(module: Module, primals, tangents):
    """(outputs, grads) of a stage: a plain, joint or partitioned module."""
    f = module.functions[-1]
    if f.name.endswith("_backward"):
        fw = module.get(f.name[: -len("_backward")] + "_forward")
        n_out = sum("tangent" in flags for flags in f.arg_flags)
        res = interpret(module, *primals, fn=fw.name)
        grads = interpret(module, *res[n_out:], *tangents, fn=f.name)
        return list(res[:n_out]), list(grads)
    if any("tangent" in flags for flags in f.arg_flags):
        res = interpret(module, *primals, *tangents, fn=f.name)
        return list(res[:len(tangents)]), list(res[len(tangents):])
    return list(interpret(module, *primals, fn=f.name)), None


@pytest.mark.parametrize("case", CASES)
def test_every_pass_preserves_semantics(case):
    module = load(case)
    f = module.get()
    primals = random_arguments(f.arg_types, seed=0)
    tangents = random_arguments(f.result_types, seed=1)
    before = run_stage(module, primals, tangents)
    stride = SEMANTIC_STRIDE.get(case, 1)
    for i, p in enumerate(parse_pipeline(DEFAULT_PIPELINE)):
        module = run_pipeline(module, [p])
        if i % stride and i != len(parse_pipeline(DEFAULT_PIPELINE)) - 1:
            continue
        after = run_stage(module, primals, tangents)
        assert_close(after[0], before[0], f"{case}: outputs after pass #{i + 1} {p}")
        if before[1] is not None:
            assert after[1] is not None, f"{case}: gradients lost after {p}"
            assert_close(after[1], before[1], f"{case}: gradients after pass #{i + 1} {p}")
        before = (after[0], after[1] if after[1] is not None else before[1])


@pytest.mark.parametrize("strategy", ["default", "min_cut"])
@pytest.mark.parametrize("case", CASES)
def test_partition_matches_the_joint_function(case, strategy):
    module = load(case)
    f = module.get()
    primals = random_arguments(f.arg_types, seed=2)
    tangents = random_arguments(f.result_types, seed=3)
    joint = run_pipeline(module, JOINT_PIPELINE)
    parts = run_pipeline(joint, f"partition{{strategy={strategy}}}")
    want, got = run_stage(joint, primals, tangents), run_stage(parts, primals, tangents)
    assert_close(got[0], want[0], f"{case} {strategy}: outputs")
    assert_close(got[1], want[1], f"{case} {strategy}: gradients")
