"""Loop constructs as machine code against the reference interpreter: reductions with one and
several accumulators, steps, nested and parallel loops, index maps with floordiv and mod,
transposed and broadcast reads, bool buffers, empty loops and zero-size buffers; and indices
that would leave their buffer are compile-time errors."""
from __future__ import annotations

import numpy as np
import pytest
from llvm_cases import assert_same, pointwise, random_values, run_both

from aotgrad.ir.errors import IRError
from aotgrad.ir.parser import parse_ir
from aotgrad.runtime.cpu import CpuProgram


def _rows(dtype: str, init: str) -> str:
    return f"""kernel @row_sum(%x: buf<{dtype}[7,33]>, %out: buf<{dtype}[7]>) {{
  loop.parallel %i = 0 to 7 {{
    %acc = loop.for %r = 0 to 33 iter(%s = {init}) -> {dtype} {{
      %v = loop.load %x[%i, %r] : {dtype}
      %s_1 = arith.add %s, %v : {dtype}
      loop.yield %s_1
    }}
    loop.store %acc, %out[%i]
  }}
}}

program @f(%x: buf<{dtype}[7,33]>) -> buf<{dtype}[7]> {{
  %out = loop.alloc : buf<{dtype}[7]>
  loop.call @row_sum(%x, %out)
  return %out
}}
"""


@pytest.mark.parametrize("dtype, init", [("f32", "0.0"), ("f64", "0.0"), ("i32", "0"),
                                         ("i64", "0")])
def test_reduction_with_accumulator(dtype, init):
    x = random_values(dtype, 7 * 33, 1, special=False).reshape(7, 33)
    got, ref = run_both(_rows(dtype, init), x)
    if dtype in ("f32", "f64"):    # a float sum is reassociated (`accumulate`): vector lanes
        np.testing.assert_allclose(got[0], ref[0], rtol=1e-5 if dtype == "f32" else 1e-12)
    else:
        assert_same(got, ref)


def test_two_accumulators_and_a_step():
    text = """kernel @k(%x: buf<f64[40]>, %out: buf<f64[2]>) {
  %s, %m = loop.for %i = 1 to 40 step 3 iter(%a = 0.0, %b = -inf) -> (f64, f64) {
    %v = loop.load %x[%i] : f64
    %a_1 = arith.add %a, %v : f64
    %b_1 = arith.max %b, %v : f64
    loop.yield %a_1, %b_1
  }
  loop.store %s, %out[0]
  loop.store %m, %out[1]
}

program @f(%x: buf<f64[40]>) -> buf<f64[2]> {
  %out = loop.alloc : buf<f64[2]>
  loop.call @k(%x, %out)
  return %out
}
"""
    x = np.random.default_rng(2).standard_normal(40)
    got, ref = run_both(text, x)
    assert_same(got, ref)
    np.testing.assert_allclose(got[0], [x[1::3].sum(), x[1::3].max()])


def test_empty_reduction_keeps_its_initial_value():
    text = """kernel @k(%x: buf<f32[3,0]>, %out: buf<f32[3]>) {
  loop.for %i = 0 to 3 {
    %acc = loop.for %r = 0 to 0 iter(%s = 1.5) -> f32 {
      %v = loop.load %x[%i, %r] : f32
      %s_1 = arith.add %s, %v : f32
      loop.yield %s_1
    }
    loop.store %acc, %out[%i]
  }
}

program @f(%x: buf<f32[3,0]>) -> buf<f32[3]> {
  %out = loop.alloc : buf<f32[3]>
  loop.call @k(%x, %out)
  return %out
}
"""
    got, ref = run_both(text, np.zeros((3, 0), np.float32))
    assert_same(got, ref)
    assert got[0].tolist() == [1.5, 1.5, 1.5]


def test_zero_size_buffers():
    got, ref = run_both(pointwise("add", ["f32", "f32"], "f32", 0),
                        np.zeros(0, np.float32), np.zeros(0, np.float32))
    assert_same(got, ref)
    assert got[0].shape == (0,)


def test_floordiv_and_mod_indices_read_a_reshape():
    text = """kernel @k(%a: buf<f32[6,5]>, %out: buf<f32[30]>) {
  loop.for %i = 0 to 30 {
    %x = loop.load %a[%i floordiv 5, %i mod 5] : f32
    %c = arith.constant 2.0 : f32
    %y = arith.mul %x, %c : f32
    loop.store %y, %out[%i]
  }
}

program @f(%a: buf<f32[6,5]>) -> buf<f32[30]> {
  %out = loop.alloc : buf<f32[30]>
  loop.call @k(%a, %out)
  return %out
}
"""
    a = random_values("f32", 30, 3).reshape(6, 5)
    got, ref = run_both(text, a)
    assert_same(got, ref)
    np.testing.assert_array_equal(got[0], a.reshape(-1) * 2)


def test_negative_index_expressions_use_floor_division():
    """`(%i - 8) floordiv 4` and `mod 4` with %i - 8 < 0: numpy's floor semantics."""
    text = """kernel @k(%a: buf<i64[4,4]>, %out: buf<i64[16]>) {
  loop.for %i = 0 to 16 {
    %x = loop.load %a[(%i - 8) floordiv 4 + 2, (%i - 8) mod 4] : i64
    loop.store %x, %out[%i]
  }
}

program @f(%a: buf<i64[4,4]>) -> buf<i64[16]> {
  %out = loop.alloc : buf<i64[16]>
  loop.call @k(%a, %out)
  return %out
}
"""
    a = np.arange(16, dtype=np.int64).reshape(4, 4)
    got, ref = run_both(text, a)
    assert_same(got, ref)
    i = np.arange(16)
    np.testing.assert_array_equal(got[0], a[(i - 8) // 4 + 2, (i - 8) % 4])


def test_transposed_and_broadcast_reads_in_a_parallel_nest():
    text = """kernel @k(%a: buf<f32[5,3]>, %b: buf<f32[3]>, %out: buf<f32[3,5]>) {
  loop.parallel %i = 0 to 3 {
    loop.for %j = 0 to 5 {
      %x = loop.load %a[%j, %i] : f32
      %y = loop.load %b[%i] : f32
      %z = arith.sub %x, %y : f32
      loop.store %z, %out[%i, %j]
    }
  }
}

program @f(%a: buf<f32[5,3]>, %b: buf<f32[3]>) -> buf<f32[3,5]> {
  %out = loop.alloc : buf<f32[3,5]>
  loop.call @k(%a, %b, %out)
  return %out
}
"""
    a, b = random_values("f32", 15, 4).reshape(5, 3), random_values("f32", 3, 5)
    got, ref = run_both(text, a, b)
    assert_same(got, ref)
    np.testing.assert_array_equal(got[0], a.T - b[:, None])


def test_bool_buffers_store_bytes():
    x = random_values("f32", 100, 6)
    got, ref = run_both(pointwise("gt", ["f32", "f32"], "bool", 100), x, np.zeros_like(x))
    assert_same(got, ref)
    assert set(got[0].view(np.uint8).tolist()) <= {0, 1}


def test_out_of_bounds_index_is_a_compile_time_error():
    text = """kernel @k(%a: buf<f32[4]>, %out: buf<f32[4]>) {
  loop.for %i = 0 to 4 {
    %x = loop.load %a[%i + 1] : f32
    loop.store %x, %out[%i]
  }
}

program @f(%a: buf<f32[4]>) -> buf<f32[4]> {
  %out = loop.alloc : buf<f32[4]>
  loop.call @k(%a, %out)
  return %out
}
"""
    with pytest.raises(IRError, match=r"'loop.load' of %a at index %i \+ 1 \(from 1 to 4\) in "
                                      r"dimension 0, which has size 4"):
        CpuProgram(parse_ir(text), "f")
