"""Pass manager: pipeline strings and options, instrumentation (print-ir-*, dump-dir,
timing, verify-each), and that the input module is never modified."""
from __future__ import annotations

import io
import subprocess
import sys
from dataclasses import dataclass

import pytest

from aotgrad.ir import tensor as T
from aotgrad.ir.core import IRError
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.types import DType, TensorType
from aotgrad.passes.manager import (BUILTIN_PASSES, PASSES, Instrumentation, Pass, PassContext,
                                    PipelineError, dump_stages, parse_pipeline, pass_class,
                                    register_pass, run_pipeline)

SRC = """\
func @f(%x: f32[4]) -> f32[4] {
  %exp = tensor.exp %x : f32[4]
  %neg = tensor.neg %exp : f32[4]
  return %neg
}
"""


@register_pass("test-negate-twice")
@dataclass(frozen=True)
class NegateTwice(Pass):
    """Appends two negations before the return (semantics preserved)."""

    times: int = 1
    label: str = "x"
    loud: bool = False

    def run(self, module, ctx):
        f = module.get()
        ret = f.body.ops.pop()
        v = ret.operands[0]
        for _ in range(2 * self.times):
            op = T.NegOp.build([v])
            f.body.append(op)
            v = op.result
        ret.operands = [v]
        f.body.append(ret)
        ctx.report(self.pass_name, {"added": 2 * self.times})
        return module


@register_pass("test-break-types")
@dataclass(frozen=True)
class BreakTypes(Pass):
    """Corrupts a result type, so verify-each must catch it."""

    def run(self, module, ctx):
        module.get().ops[0].results[0].type = TensorType((5,), DType.f32)
        return module


def test_pipeline_string_with_options():
    passes = parse_pipeline("test-negate-twice{times=2,label=y,loud=true}, test-negate-twice")
    assert passes == [NegateTwice(2, "y", True), NegateTwice()]
    assert str(passes[0]) == "test-negate-twice{times=2,label=y,loud=true}"
    assert str(passes[1]) == "test-negate-twice"


@pytest.mark.parametrize("text, message", [
    ("nope", "unknown pass 'nope'"),
    ("test-negate-twice{bogus=1}", "has no option 'bogus'"),
    ("test-negate-twice{times=many}", "expects a int"),
    ("test-negate-twice{loud=maybe}", "expects a bool"),
    ("test-negate-twice;;", "malformed pipeline"),
])
def test_pipeline_errors(text, message):
    with pytest.raises(PipelineError, match=message):
        parse_pipeline(text)


def test_run_pipeline_does_not_modify_its_input_and_reports():
    m = parse_ir(SRC)
    ctx = PassContext()
    out = run_pipeline(m, "test-negate-twice{times=2}", ctx=ctx)
    assert str(m) == SRC
    assert len(out.get().ops) == 7
    assert ctx.reports["test-negate-twice"] == [{"added": 4}]
    assert [name for name, _ in ctx.timings] == ["test-negate-twice{times=2}", "(verifier)"]


def test_print_ir_after_all_and_before():
    out = io.StringIO()
    run_pipeline(parse_ir(SRC), "test-negate-twice,test-negate-twice",
                 instrumentation=Instrumentation(print_ir_after_all=True,
                                                 print_ir_before=("test-negate-twice",), out=out))
    text = out.getvalue()
    assert text.count("// ----- IR after test-negate-twice") == 2
    assert text.count("// ----- IR before test-negate-twice") == 2
    assert "(2/2) ----- //" in text
    # every printed chunk is valid IR again
    for chunk in text.split("// ----- ")[1:]:
        parse_ir("//" + chunk)


def test_dump_dir_writes_numbered_reparseable_stages(tmp_path):
    run_pipeline(parse_ir(SRC), "test-negate-twice,test-negate-twice",
                 instrumentation=Instrumentation(dump_dir=tmp_path))
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["00-input.ir", "01-test-negate-twice.ir", "02-test-negate-twice.ir"]
    assert (tmp_path / "00-input.ir").read_text() == SRC
    assert len(parse_ir((tmp_path / "02-test-negate-twice.ir").read_text()).get().ops) == 7
    assert dump_stages(parse_ir(SRC), "test-negate-twice,test-negate-twice") == {
        p.name: p.read_text() for p in tmp_path.iterdir()}


def test_timing_table():
    out = io.StringIO()
    run_pipeline(parse_ir(SRC), "test-negate-twice",
                 instrumentation=Instrumentation(timing=True, out=out))
    text = out.getvalue()
    assert "Execution time report" in text and "(verifier)" in text and "Total" in text


def test_verify_each_names_the_pass_that_broke_the_ir():
    with pytest.raises(IRError, match="verification failed after test-break-types"):
        run_pipeline(parse_ir(SRC), "test-break-types")
    run_pipeline(parse_ir(SRC), "test-break-types",
                 instrumentation=Instrumentation(verify_each=False))


def test_each_builtin_pass_is_found_in_the_module_of_its_name():
    for name in BUILTIN_PASSES:
        cls = pass_class(name)
        assert cls is not None and cls.pass_name == name
    assert set(BUILTIN_PASSES) <= set(PASSES)
    assert pass_class("no-such-pass") is None


def test_importing_aotgrad_imports_no_pass():
    code = ("import sys, aotgrad\n"
            "print(sorted(m for m in sys.modules if m.startswith('aotgrad.passes.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    loaded = {m.rsplit(".", 1)[-1] for m in eval(out)}
    assert not loaded & {"partition", "lower", "fuse", "buffer_reuse", "canonicalize", "cse"}


def test_registry_names_are_kebab_case_module_names():
    for name in BUILTIN_PASSES:
        pass_class(name)
    for name, cls in PASSES.items():
        if name.startswith("test-"):
            continue
        assert cls.__module__.rsplit(".", 1)[-1].replace("_", "-") == name


@register_pass("test-nothing")
@dataclass(frozen=True)
class Nothing(Pass):
    """Changes nothing."""

    def run(self, module, ctx):
        return module


def test_print_ir_after_change_skips_passes_that_changed_nothing():
    out = io.StringIO()
    run_pipeline(parse_ir(SRC), "test-nothing,test-negate-twice,test-nothing",
                 instrumentation=Instrumentation(print_ir_after_all=True,
                                                 print_ir_after_change=True, out=out))
    text = out.getvalue()
    assert text.count("// ----- IR after") == 1 and "after test-negate-twice (2/3)" in text


def test_a_pass_that_changed_nothing_is_not_verified_again(monkeypatch):
    """canonicalize, cse and dce say when they found nothing to do; the verifier runs after
    the passes that changed the module, and after those only."""
    from aotgrad.frontend.dsl import parse
    from aotgrad.passes import manager
    m = parse("def f(x: f32[4]) -> f32[4] {\n    a = x + 1.0\n    b = x + 1.0\n"
              "    return a * b\n}\n")
    verified = []
    monkeypatch.setattr(manager, "_verify", lambda module, after: verified.append(after))
    ctx = PassContext()
    run_pipeline(m, "dce,cse,dce,cse", ctx=ctx,
                 instrumentation=Instrumentation(verify_each=True))
    assert ctx.reports["cse"] == [{"ops_removed": 2}, {"ops_removed": 0}]
    assert verified == ["input", "cse"]
