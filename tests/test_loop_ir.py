"""The loop level: index expressions, text round trip, verifier messages, the interpreter, and
`lower` on every golden case (the interpreter gives the same numbers on the loop IR as on the
tensor IR it came from)."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from aotgrad.frontend.dsl import parse_file
from aotgrad.ir.core import IRError
from aotgrad.ir.errors import IndexingError
from aotgrad.ir.interpret import interpret, random_arguments
from aotgrad.ir.loop import index as ix
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.verifier import verify
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import TENSOR_TRAINING_PIPELINE

CASES = sorted(Path(__file__).parent.joinpath("golden", "cases").glob("*.ag"))

MATMUL_TANH = """\
kernel @fused_matmul_tanh(%a: buf<f32[4,6]>, %w: buf<f32[6,5]>, %out: buf<f32[4,5]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 5 {
      %acc = loop.for %k = 0 to 6 iter(%s = 0.0) -> f32 {
        %x = loop.load %a[%i, %k] : f32
        %y = loop.load %w[%k, %j] : f32
        %p = arith.mul %x, %y : f32
        %s_1 = arith.add %s, %p : f32
        loop.yield %s_1
      }
      %t = arith.tanh %acc : f32
      loop.store %t, %out[%i, %j]
    }
  }
}

kernel @flip_rows(%a: buf<f32[6,5]>, %out: buf<f32[30]>) {
  loop.for %i = 0 to 30 step 2 {
    %x = loop.load %a[%i floordiv 5, %i mod 5] : f32
    %c = arith.constant 2.0 : f32
    %y = arith.mul %x, %c : f32
    loop.store %y, %out[%i * -1 + 29]
  }
}

program @forward(%a: buf<f32[4,6]>, %w: buf<f32[6,5]>, %x: buf<f32[6,5]>) -> (buf<f32[4,5]>, buf<f32[4,5]>, buf<f32[30]>) {
  %tanh = loop.alloc : buf<f32[4,5]>
  %mm = loop.alloc : buf<f32[4,5]>
  %flipped = loop.alloc : buf<f32[30]>
  loop.call @fused_matmul_tanh(%a, %w, %tanh)
  loop.call @matmul(%a, %w, %mm)
  loop.call @flip_rows(%x, %flipped)
  return %tanh, %mm, %flipped
}
"""


def test_loop_text_round_trips_exactly():
    m = parse_ir(MATMUL_TANH)
    verify(m)
    assert str(m) == MATMUL_TANH
    assert str(parse_ir(str(m))) == MATMUL_TANH


def test_loop_interpreter_runs_kernels_externs_and_strided_stores():
    rng = np.random.default_rng(0)
    a, w, x = (rng.standard_normal(s).astype(np.float32) for s in [(4, 6), (6, 5), (6, 5)])
    tanh, mm, flipped = interpret(parse_ir(MATMUL_TANH), a, w, x)
    np.testing.assert_allclose(tanh, np.tanh(a @ w), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(mm, a @ w, rtol=1e-6)
    flat = x.ravel() * 2
    want = np.full(30, np.nan, np.float32)
    want[29 - np.arange(0, 30, 2)] = flat[0::2]
    np.testing.assert_array_equal(flipped, want)      # odd slots were never written: NaN


def test_index_expressions_simplify_with_ranges():
    class Iv:
        pass
    i, j = Iv(), Iv()
    ranges = {i: (0, 9), j: (0, 29)}
    flat = ix.var(i) * 30 + ix.var(j)
    assert ix.floordiv(flat, 30, ranges.get) == ix.var(i)
    assert ix.mod(flat, 30, ranges.get) == ix.var(j)
    kept = ix.floordiv(flat, 20, ranges.get)
    assert ix.to_text(kept, {i: "i", j: "j"}.get) == "(%i * 30 + %j) floordiv 20"
    assert ix.floordiv(flat, 30) != ix.var(i)        # without ranges nothing is assumed
    assert ix.to_text(ix.var(i) - 1, {i: "i"}.get) == "%i - 1"


@pytest.mark.parametrize("text, message", [
    ("kernel @k(%a: buf<f32[4]>) {\n  loop.for %i = 0 to 4 {\n"
     "    %x = loop.load %a[%i, %i] : f32\n  }\n}\n", "takes 1 indices, got 2"),
    ("kernel @k(%a: buf<f32[4]>) {\n  %s = loop.for %i = 0 to 4 iter(%t = 0.0) -> f32 {\n"
     "    %x = loop.load %a[%i] : f32\n  }\n}\n", "must end in 'loop.yield'"),
    ("kernel @k(%a: buf<f32[4]>) {\n  %s = loop.parallel %i = 0 to 4 iter(%t = 0.0) -> f32 {\n"
     "    loop.yield %t\n  }\n}\n", "cannot carry accumulators"),
    ("kernel @k(%a: buf<i32[4]>) {\n  loop.for %i = 0 to 4 {\n"
     "    %c = arith.constant 1.0 : f32\n    loop.store %c, %a[%i]\n  }\n}\n", "of a f32 into"),
    ("program @p(%a: buf<f32[4]>) -> buf<f32[4]> {\n  loop.call @nowhere(%a)\n"
     "  return %a\n}\n", "no such kernel or extern kernel"),
    ("program @p(%a: buf<f32[4,3]>) -> buf<f32[4,4]> {\n  %o = loop.alloc : buf<f32[4,4]>\n"
     "  loop.call @matmul(%a, %a, %o)\n  return %o\n}\n", "shapes do not agree"),
    ("program @p(%a: buf<f32[2,3,4,4]>) -> buf<f32[3,2,4,4]> {\n"
     "  %o = loop.alloc : buf<f32[3,2,4,4]>\n  loop.call @matmul(%a, %a, %o)\n  return %o\n}\n",
     "shapes do not agree"),
    ("program @p(%a: buf<f32[2,3,4,4]>, %b: buf<f32[6,4,4]>) -> buf<f32[6,4,4]> {\n"
     "  %o = loop.alloc : buf<f32[6,4,4]>\n  loop.call @matmul(%a, %b, %o)\n  return %o\n}\n",
     "one rank, at least 2"),
])
def test_loop_verifier_names_the_problem(text, message):
    with pytest.raises(IRError, match=message):
        verify(parse_ir(text))


def test_out_of_bounds_access_is_a_located_error_not_a_crash():
    m = parse_ir("kernel @k(%a: buf<f32[4]>, %o: buf<f32[4]>) {\n  loop.for %i = 0 to 4 {\n"
                 "    %x = loop.load %a[%i + 1] : f32\n    loop.store %x, %o[%i]\n  }\n}\n"
                 "program @p(%a: buf<f32[4]>) -> buf<f32[4]> {\n"
                 "  %o = loop.alloc : buf<f32[4]>\n  loop.call @k(%a, %o)\n  return %o\n}\n")
    with pytest.raises(IndexingError, match=r"index 4 out of bounds for dimension 0 of %a "
                                            r"\(f32\[4\]\) in kernel @k \(valid: 0 to 3\)"):
        interpret(m, np.zeros(4, np.float32))


def assert_same(want, got):
    for w, g in zip(want, got, strict=True):
        assert w.shape == g.shape and w.dtype == g.dtype
        if w.dtype.kind == "f":
            ok = np.isfinite(w)
            np.testing.assert_array_equal(np.isnan(w), np.isnan(g))
            scale = np.linalg.norm(w[ok]) or 1.0
            assert np.linalg.norm(w[ok] - g[ok]) <= 1e-5 * scale
        else:
            np.testing.assert_array_equal(w, g)


@pytest.fixture(scope="module")
def partitioned():
    return {c.stem: run_pipeline(parse_file(c), TENSOR_TRAINING_PIPELINE) for c in CASES}


@pytest.mark.parametrize("inline", ["true", "false"])
@pytest.mark.parametrize("matmul", ["blas", "loops"])
@pytest.mark.parametrize("case", [c.stem for c in CASES])
def test_lower_keeps_the_numbers_of_every_golden_case(partitioned, case, matmul, inline):
    tensor_module = partitioned[case]
    loops = run_pipeline(tensor_module, f"lower{{matmul={matmul},inline={inline}}}")
    verify(loops)
    text = str(loops)
    assert str(parse_ir(text)) == text
    for f in tensor_module.functions:
        args = random_arguments(f.arg_types, seed=3)
        with np.errstate(all="ignore"):
            assert_same(interpret(tensor_module, *args, fn=f.name),
                        interpret(loops, *args, fn=f.name))


def test_lower_turns_views_into_index_maps_not_copies():
    from aotgrad.frontend.dsl import parse
    m = parse("def f(x: f32[4, 3], b: f32[3]) -> f32[3, 4] {\n"
              "    return transpose(x + b, [1, 0])\n}\n")
    loops = str(run_pipeline(m, "lower"))
    assert "%b[%j]" in loops                  # the broadcast is a load index, no kernel
    assert loops.count("kernel @") == 2       # the add, and the copy of the returned view


def kernel_names(source: str, pipeline: str = "lower") -> list[str]:
    from aotgrad.frontend.dsl import parse
    return [f.name for f in run_pipeline(parse(source), pipeline).functions
            if f.kind == "kernel"]


def test_lower_computes_an_elementwise_value_loaded_once_in_the_kernel_loading_it():
    src = ("def f(x: f32[4, 3], b: f32[3]) -> f32[4] {\n"
           "    return sum(tanh(x + b) * 2.0, axis=1)\n}\n")
    assert kernel_names(src) == ["fused_add_tanh_mul_sum"]
    assert kernel_names(src, "lower{inline=false}") == ["add", "tanh", "mul", "sum"]
    # the kernel loads x and b, never the intermediate values
    from aotgrad.frontend.dsl import parse
    text = str(run_pipeline(parse(src), "lower"))
    assert "loop.alloc" in text and text.count("loop.alloc") == 1
    assert "%b[%r]" in text and "arith.tanh" in text


@pytest.mark.parametrize("source, kernels", [
    # read by two kernels: its one op recomputed in each moves fewer bytes than x and e
    ("def f(x: f32[8]) -> f32[8] {\n    e = exp(x)\n    return sin(e) + cos(e)\n}\n",
     ["fused_exp_cos_sin_add"]),
    # read twice by one op: computed there
    ("def f(x: f32[8]) -> f32[8] {\n    e = exp(x)\n    return e * e\n}\n", ["fused_exp_mul"]),
])
def test_lower_computes_an_elementwise_value_where_fuse_would_inline_it(source, kernels):
    assert kernel_names(source) == kernels


@pytest.mark.parametrize("source, kernels", [
    # three kernels would read x and y instead of e: more bytes, e is written
    ("def f(x: f32[8], y: f32[8]) -> f32[8] {\n    e = x + y\n"
     "    return sin(e) + cos(e) * tanh(e)\n}\n", ["add", "fused_tanh_cos_mul_sin_add"]),
    # returned, and a BLAS operand
    ("def f(x: f32[4, 4]) -> (f32[4, 4], f32[4, 4]) {\n    e = exp(x)\n"
     "    return e, tanh(x) @ x\n}\n", ["exp", "tanh"]),
    # an embedding's table is read at a data-dependent row; its ids are loaded as any operand
    ("def f(t: f32[5, 3], i: i64[4]) -> f32[4, 3] {\n    return embedding(i + 1, exp(t))\n}\n",
     ["exp", "fused_add_embedding"]),
])
def test_lower_writes_an_elementwise_value_fuse_would_not_inline(source, kernels):
    assert kernel_names(source) == kernels


def test_lower_computes_a_long_elementwise_chain_without_recursion():
    # 3,000 elementwise ops each used once: one kernel, its body built with a stack
    lines = ["def f(x: f32[8], y: f32[8]) -> f32[8] {", "  h = x"]
    lines += ["  h = tanh(h) * y + 0.5"] * 1000
    src = "\n".join(lines + ["  return h", "}"]) + "\n"
    from aotgrad.frontend.dsl import parse
    loops = run_pipeline(parse(src), "lower")
    (kernel,) = [f for f in loops.functions if f.kind == "kernel"]
    assert kernel.name == "fused_tanh_mul_add"
    assert sum(op.name == "arith.tanh" for op in kernel.walk()) == 1000
    args = random_arguments(loops.get("f").arg_types, seed=0)
    with np.errstate(all="ignore"):
        assert_same(interpret(parse(src), *args), interpret(loops, *args, fn="f"))
