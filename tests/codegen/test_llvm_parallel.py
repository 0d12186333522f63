"""Parallel loops: a `loop.parallel` with enough work is a libgomp launch whose threads share
its iterations and give the serial loop's numbers (poisoned outputs: an element no thread
wrote is NaN); below `parallel.THRESHOLD` there is no launch at all."""
from __future__ import annotations

import numpy as np
import pytest
from llvm_cases import run_both
from test_llvm_accumulate import row_sums

from aotgrad.codegen.llvm import generate_llvm, optimized_llvm, parallel
from aotgrad.codegen.llvm.options import library
from aotgrad.ir.parser import parse_ir

pytestmark = pytest.mark.skipif(not library(parallel.LIBGOMP), reason="no libgomp here")


@pytest.fixture(autouse=True)
def optimising(monkeypatch):
    monkeypatch.delenv("AOTGRAD_OPT", raising=False)
    monkeypatch.setenv("AOTGRAD_PARALLEL", "1")


def test_the_threshold_decides_whether_a_loop_is_launched(monkeypatch):
    rows, cols = 37, 1000                          # 37000 innermost iterations
    text = row_sums(rows, cols)
    assert parallel.work(parse_ir(text).get("k").body.ops[0]) == rows * cols
    monkeypatch.setattr(parallel, "THRESHOLD", rows * cols)
    launched = generate_llvm(parse_ir(text), "f")
    assert "call void @\"GOMP_parallel\"" in launched and "omp_get_thread_num" in launched
    assert "call void @GOMP_parallel" in optimized_llvm(parse_ir(text), "f")
    monkeypatch.setattr(parallel, "THRESHOLD", rows * cols + 1)
    assert "GOMP_parallel" not in generate_llvm(parse_ir(text), "f")
    monkeypatch.setattr(parallel, "THRESHOLD", 1)
    monkeypatch.setenv("AOTGRAD_OPT", "0")
    assert "GOMP_parallel" not in generate_llvm(parse_ir(text), "f")
    monkeypatch.delenv("AOTGRAD_OPT")
    monkeypatch.setenv("AOTGRAD_PARALLEL", "0")
    assert "GOMP_parallel" not in generate_llvm(parse_ir(text), "f")
    monkeypatch.delenv("AOTGRAD_PARALLEL")               # the default: launched
    assert "GOMP_parallel" in generate_llvm(parse_ir(text), "f")


@pytest.mark.parametrize("rows", [1, 2, 3, 7, 64, 1001])
def test_a_parallel_loop_gives_the_serial_numbers(rows, monkeypatch):
    text = row_sums(rows, 96, "f64")
    x = np.random.default_rng(rows).standard_normal((rows, 96))
    monkeypatch.setattr(parallel, "THRESHOLD", 10 ** 12)
    serial, ref = run_both(text, x)
    monkeypatch.setattr(parallel, "THRESHOLD", 1)
    assert "GOMP_parallel" in generate_llvm(parse_ir(text), "f")
    launched, _ = run_both(text, x)
    np.testing.assert_array_equal(launched[0], serial[0])
    np.testing.assert_allclose(launched[0], ref[0], rtol=1e-13)


def test_a_nest_with_captured_scalars_and_an_outer_serial_loop(monkeypatch):
    """The launched body reads a value computed before it and the outer loop's variable."""
    text = """kernel @k(%x: buf<f32[5,300]>, %out: buf<f32[5,300]>) {
  %t = loop.for %r = 0 to 300 iter(%a = 0.0) -> f32 {
    %v = loop.load %x[0, %r] : f32
    %a_1 = arith.add %a, %v : f32
    loop.yield %a_1
  }
  loop.for %s = 0 to 5 {
    loop.parallel %j = 0 to 300 {
      %v = loop.load %x[%s, %j] : f32
      %w = arith.mul %v, %t : f32
      %e = arith.exp %w : f32
      loop.store %e, %out[%s, %j]
    }
  }
}

program @f(%x: buf<f32[5,300]>) -> buf<f32[5,300]> {
  %out = loop.alloc : buf<f32[5,300]>
  loop.call @k(%x, %out)
  return %out
}
"""
    x = np.random.default_rng(9).standard_normal((5, 300)).astype(np.float32) / 30
    monkeypatch.setattr(parallel, "THRESHOLD", 10 ** 12)
    serial, ref = run_both(text, x)
    monkeypatch.setattr(parallel, "THRESHOLD", 1)
    launched, _ = run_both(text, x)
    np.testing.assert_array_equal(launched[0], serial[0])
    np.testing.assert_allclose(launched[0], ref[0], rtol=1e-5)
