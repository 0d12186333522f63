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
from aotgrad.runtime.cpu import CpuProgram

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
    # libgomp is called through a global the loader sets (aotgrad's own copy of libgomp)
    assert 'load ptr, ptr @"aotgrad.omp.GOMP_parallel"' in launched and \
        'call void %"GOMP_parallel"(' in launched and "omp_get_thread_num" in launched
    assert "call void %GOMP_parallel(" in optimized_llvm(parse_ir(text), "f")
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
    """The launched body reads a value computed before it (a maximum: a sum there would
    be launched too, and add in another order) and the outer loop's variable."""
    text = """kernel @k(%x: buf<f32[5,300]>, %out: buf<f32[5,300]>) {
  %t = loop.for %r = 0 to 300 iter(%a = 0.0) -> f32 {
    %v = loop.load %x[0, %r] : f32
    %a_1 = arith.max %a, %v : f32
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


def full_sum(n: int, dtype: str = "f32", store: bool = False) -> str:
    """A kernel whose top-level loop sums `n` values of exp(x) and their maximum count of
    ones (`%b`, an f32 sum too); with `store`, the loop also writes exp(x) out."""
    out = f"    loop.store %e, %y[%r]\n" if store else ""
    return f"""kernel @k(%x: buf<{dtype}[{n}]>, %y: buf<{dtype}[{n}]>, %s: buf<{dtype}[2]>) {{
  %t, %u = loop.for %r = 0 to {n} iter(%a = 1.5, %b = 0.0) -> ({dtype}, {dtype}) {{
    %v = loop.load %x[%r] : {dtype}
    %e = arith.exp %v : {dtype}
{out}    %a_1 = arith.add %a, %e : {dtype}
    %one = arith.constant 1.0 : {dtype}
    %b_1 = arith.add %b, %one : {dtype}
    loop.yield %a_1, %b_1
  }}
  loop.store %t, %s[0]
  loop.store %u, %s[1]
}}

program @f(%x: buf<{dtype}[{n}]>, %y: buf<{dtype}[{n}]>) -> buf<{dtype}[2]> {{
  %s = loop.alloc : buf<{dtype}[2]>
  loop.call @k(%x, %y, %s)
  return %s
}}
"""


@pytest.mark.parametrize("n", [5, 4096, 4097, 100_003])
@pytest.mark.parametrize("dtype", ["f32", "f64"])
def test_a_top_level_sum_runs_on_the_team(n, dtype, monkeypatch):
    """Each thread sums its share; the caller adds the shares to the initial value (1.5)."""
    text = full_sum(n, dtype)
    x = np.random.default_rng(n).standard_normal(n).astype(np.float32 if dtype == "f32"
                                                          else np.float64)
    y = np.zeros_like(x)
    monkeypatch.setattr(parallel, "THRESHOLD", 1)
    assert "GOMP_parallel" in generate_llvm(parse_ir(text), "f")
    launched, ref = run_both(text, x, y)
    want = [1.5 + np.exp(x.astype(np.float64)).sum(), float(n)]
    np.testing.assert_allclose(launched[0], want, rtol=1e-6 if dtype == "f32" else 1e-13)
    monkeypatch.setattr(parallel, "THRESHOLD", 10 ** 12)
    assert "GOMP_parallel" not in generate_llvm(parse_ir(text), "f")
    serial, _ = run_both(text, x, y)
    np.testing.assert_allclose(launched[0], serial[0], rtol=1e-6 if dtype == "f32" else 1e-13)
    np.testing.assert_allclose(launched[0], ref[0], rtol=1e-5 if dtype == "f32" else 1e-12)


def test_a_parallel_sum_of_ten_million_floats_is_within_1e_5_of_float64(monkeypatch):
    n = 10 ** 7
    text = f"""kernel @k(%x: buf<f32[{n}]>, %s: buf<f32[]>) {{
  %t = loop.for %r = 0 to {n} iter(%a = 0.0) -> f32 {{
    %v = loop.load %x[%r] : f32
    %a_1 = arith.add %a, %v : f32
    loop.yield %a_1
  }}
  loop.store %t, %s[]
}}

program @f(%x: buf<f32[{n}]>) -> buf<f32[]> {{
  %s = loop.alloc : buf<f32[]>
  loop.call @k(%x, %s)
  return %s
}}
"""
    assert "GOMP_parallel" in generate_llvm(parse_ir(text), "f")
    x = (np.random.default_rng(1).random(n) + 2.0).astype(np.float32)
    got = CpuProgram(parse_ir(text), "f")(x)[0]
    want = x.astype(np.float64).sum()
    assert abs(float(got) - want) <= 1e-5 * abs(want)


def test_a_sum_loop_that_stores_or_is_nested_stays_serial(monkeypatch):
    monkeypatch.setattr(parallel, "THRESHOLD", 1)
    assert "GOMP_parallel" not in generate_llvm(parse_ir(full_sum(4096, store=True)), "f")
    x = np.random.default_rng(3).standard_normal(4096).astype(np.float32)
    got, ref = run_both(full_sum(4096, store=True), x, np.zeros_like(x))
    np.testing.assert_allclose(got[0], ref[0], rtol=1e-5)
    # the sums inside the rows of a launched loop run serially in each thread
    launched = generate_llvm(parse_ir(row_sums(64, 1024)), "f")
    assert launched.count('call void %"GOMP_parallel"(') == 1


@pytest.mark.parametrize("preset", [None, "ACTIVE"])
def test_libgomp_sleeps_at_a_join_unless_told_otherwise(preset, tmp_path):
    """libgomp loads with OMP_WAIT_POLICY=PASSIVE (its threads sleep at a join instead of
    spinning for ~10 ms, which starved the team on busy cores); a policy the user set wins;
    the setting is gone from the environment after the load, so other OpenMP runtimes of
    the process never see it. `omp_display_env` prints libgomp's settings to stderr."""
    import os
    import subprocess
    import sys
    code = ("import os\nfrom aotgrad.codegen.llvm import options\n"
            "assert options.library('libgomp.so.1')\n"
            "print(os.environ.get('OMP_WAIT_POLICY'))\n"
            "options._HELD['libgomp.so.1'].omp_display_env(0)\n")
    env = dict(os.environ)
    env.pop("OMP_WAIT_POLICY", None)
    if preset:
        env["OMP_WAIT_POLICY"] = preset
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=120, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == str(preset)
    assert f"OMP_WAIT_POLICY = '{preset or 'PASSIVE'}'" in run.stderr
