"""Float sums: reassociated so that row reductions vectorise, and blocked so that long sums
stay accurate (`codegen/llvm/accumulate.py`); other accumulators keep their order."""
from __future__ import annotations

import re

import numpy as np
import pytest
from llvm_cases import run_both

from aotgrad.codegen.llvm import generate_llvm, optimized_llvm
from aotgrad.codegen.llvm.accumulate import BLOCK
from aotgrad.ir.parser import parse_ir
from aotgrad.runtime.cpu import CpuProgram


@pytest.fixture(autouse=True)
def optimising(monkeypatch):
    monkeypatch.delenv("AOTGRAD_OPT", raising=False)


def row_sums(rows: int, cols: int, dtype: str = "f32") -> str:
    return f"""kernel @k(%x: buf<{dtype}[{rows},{cols}]>, %out: buf<{dtype}[{rows}]>) {{
  loop.parallel %i = 0 to {rows} {{
    %s = loop.for %j = 0 to {cols} iter(%a = 0.0) -> {dtype} {{
      %v = loop.load %x[%i, %j] : {dtype}
      %a_1 = arith.add %a, %v : {dtype}
      loop.yield %a_1
    }}
    loop.store %s, %out[%i]
  }}
}}

program @f(%x: buf<{dtype}[{rows},{cols}]>) -> buf<{dtype}[{rows}]> {{
  %out = loop.alloc : buf<{dtype}[{rows}]>
  loop.call @k(%x, %out)
  return %out
}}
"""


def test_row_reduction_is_vectorised():
    text = row_sums(64, 1024)
    assert 'fadd reassoc float %"a"' in generate_llvm(parse_ir(text), "f")
    opt = optimized_llvm(parse_ir(text), "f")
    assert re.search(r"fadd reassoc <(4|8|16) x float>", opt), "no vector adds"
    x = np.random.default_rng(0).standard_normal((64, 1024)).astype(np.float32)
    got, ref = run_both(text, x)
    np.testing.assert_allclose(got[0], x.astype(np.float64).sum(axis=1), rtol=1e-5, atol=1e-4)


def test_sum_of_ten_million_floats_is_within_1e_5_of_float64():
    """A sequential float32 sum of these is 6.6% off (past 2^24 each term is rounded to a
    multiple of 2); blocks of `BLOCK` summed in double are not."""
    n = 10 ** 7
    text = row_sums(1, n)
    x = (np.random.default_rng(1).random((1, n)) + 2.0).astype(np.float32)
    got = CpuProgram(parse_ir(text), "f")(x)[0][0]
    want = x.astype(np.float64).sum()
    assert abs(float(got) - want) <= 1e-5 * abs(want)
    y = np.random.default_rng(2).standard_normal((1, n)).astype(np.float32) + 0.1
    got = CpuProgram(parse_ir(text), "f")(y)[0][0]
    assert abs(float(got) - y.astype(np.float64).sum()) <= 1e-5 * np.abs(y).sum()


def test_blocked_sum_with_a_step_a_rest_and_an_ordered_max():
    n = 2 * (3 * BLOCK + 17)
    text = f"""kernel @k(%x: buf<f32[{n}]>, %out: buf<f32[3]>) {{
  %s, %m, %q = loop.for %i = 1 to {n} step 2 iter(%a = 0.5, %b = -inf, %c = 0.0)
      -> (f32, f32, f32) {{
    %v = loop.load %x[%i] : f32
    %a_1 = arith.add %a, %v : f32
    %b_1 = arith.max %b, %v : f32
    %w = arith.mul %v, %v : f32
    %c_1 = arith.add %w, %c : f32
    loop.yield %a_1, %b_1, %c_1
  }}
  loop.store %s, %out[0]
  loop.store %m, %out[1]
  loop.store %q, %out[2]
}}

program @f(%x: buf<f32[{n}]>) -> buf<f32[3]> {{
  %out = loop.alloc : buf<f32[3]>
  loop.call @k(%x, %out)
  return %out
}}
"""
    x = np.random.default_rng(3).standard_normal(n).astype(np.float32)
    x[5] = np.nan                          # an even index: never read
    got, _ = run_both(text, x)
    odd = x[1::2].astype(np.float64)
    np.testing.assert_allclose(got[0], [0.5 + odd.sum(), odd.max(), (odd * odd).sum()],
                               rtol=1e-6)
    x[7] = np.nan
    got, ref = run_both(text, x)
    assert np.isnan(got[0]).all() and np.isnan(ref[0]).all()


def test_an_accumulator_read_elsewhere_in_the_body_is_not_reassociated():
    text = """kernel @k(%x: buf<f32[64]>, %out: buf<f32[64]>) {
  %s = loop.for %i = 0 to 64 iter(%a = 0.0) -> f32 {
    %v = loop.load %x[%i] : f32
    %a_1 = arith.add %a, %v : f32
    loop.store %a_1, %out[%i]
    loop.yield %a_1
  }
}

program @f(%x: buf<f32[64]>) -> buf<f32[64]> {
  %out = loop.alloc : buf<f32[64]>
  loop.call @k(%x, %out)
  return %out
}
"""
    assert "reassoc" not in generate_llvm(parse_ir(text), "f")
    x = np.random.default_rng(4).standard_normal(64).astype(np.float32)
    got, ref = run_both(text, x)
    np.testing.assert_array_equal(got[0], ref[0])        # a running sum, in order


def row_extrema(rows: int, cols: int, op: str, dtype: str = "f32") -> str:
    init = "-inf" if op == "max" else "inf"
    return (row_sums(rows, cols, dtype).replace("iter(%a = 0.0)", f"iter(%a = {init})")
            .replace("arith.add %a, %v", f"arith.{op} %a, %v"))


@pytest.mark.parametrize("op", ["max", "min"])
@pytest.mark.parametrize("dtype", ["f32", "f64"])
def test_a_row_maximum_is_a_vectorised_nan_propagating_reduction(op, dtype):
    """A loop whose lone accumulator is a max (min) is `llvm.maximum` (`llvm.minimum`): a
    reduction the loop vectoriser knows, NaN-propagating as numpy's max."""
    text = row_extrema(64, 1024, op, dtype)
    generated = generate_llvm(parse_ir(text), "f")
    assert f"llvm.{op}imum.{'f32' if dtype == 'f32' else 'f64'}" in generated
    opt = optimized_llvm(parse_ir(text), "f")
    lanes = "float" if dtype == "f32" else "double"
    assert re.search(rf"@llvm\.{op}imum\.v\d+f(32|64)\(<\d+ x {lanes}>", opt), "not vectorised"
    x = np.random.default_rng(4).standard_normal((64, 1024))
    x = x.astype(np.float32 if dtype == "f32" else np.float64)
    x[3, 1000] = np.nan                            # late in its row: after the vector body
    x[9, 0] = np.nan
    got, ref = run_both(text, x)
    want = x.max(axis=1) if op == "max" else x.min(axis=1)
    np.testing.assert_array_equal(got[0], want)
    np.testing.assert_array_equal(got[0], ref[0])


def test_several_maxima_of_one_loop_keep_their_selects():
    """A column block's maxima (one loop, several accumulators) stay selects, which the SLP
    vectoriser packs across the columns; `llvm.maximum` there made the loop vectoriser
    vectorise down the rows instead, loading strided elements."""
    from aotgrad.codegen.llvm import accumulate
    text = """kernel @k(%x: buf<f32[8,2]>, %out: buf<f32[2]>) {
  %m, %n = loop.for %r = 0 to 8 iter(%a = -inf, %b = -inf) -> (f32, f32) {
    %u = loop.load %x[%r, 0] : f32
    %v = loop.load %x[%r, 1] : f32
    %a_1 = arith.max %a, %u : f32
    %b_1 = arith.max %b, %v : f32
    loop.yield %a_1, %b_1
  }
  loop.store %m, %out[0]
  loop.store %n, %out[1]
}

program @f(%x: buf<f32[8,2]>) -> buf<f32[2]> {
  %out = loop.alloc : buf<f32[2]>
  loop.call @k(%x, %out)
  return %out
}
"""
    loop = parse_ir(text).get("k").body.ops[0]
    assert accumulate.lone_extremum(loop) == set()
    assert "llvm.maximum" not in generate_llvm(parse_ir(text), "f")
    lone = parse_ir(row_extrema(4, 16, "max")).get("k").body.ops[0].body.ops[0]
    assert len(accumulate.lone_extremum(lone)) == 1
