"""Every arith op as machine code against the reference interpreter, per dtype.

Exact ops (arithmetic, compares, max/min, select, casts, sqrt, rsqrt, uniform) must agree bit
for bit, NaN for NaN. Transcendentals agree within a bound measured on this machine against
numpy: exp, log, sin, cos, tanh, pow are within 2-3 ulp in f32 and 2 in f64 (LLVM calls libm,
numpy has its own SIMD float32 routines); the bounds below leave 1-2 ulp for other hosts.
"""
from __future__ import annotations

import numpy as np
import pytest
from llvm_cases import assert_same, pointwise, random_values, run_both, ulps

from aotgrad.ir.errors import IRError
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.tensor.source import counter_uniform
from aotgrad.ir.types import DType
from aotgrad.runtime.cpu import CpuProgram

N = 257          # not a multiple of any vector width: the vector loop's remainder runs too
FLOATS = ["f32", "f64"]
INTS = ["i32", "i64"]


BINARY = ["add", "sub", "mul", "max", "min", "lt", "le", "gt", "ge", "eq", "ne"]


@pytest.mark.parametrize("op, dtype", [(op, d) for op in BINARY for d in FLOATS + INTS + ["bool"]
                                       if (op, d) != ("sub", "bool")])  # numpy refuses it
def test_binary_op_matches_interpreter(op, dtype):
    out = "bool" if op in ("lt", "le", "gt", "ge", "eq", "ne") else dtype
    x, y = random_values(dtype, N, 1), random_values(dtype, N, 2)
    y[::7] = x[::7]                         # equal operands, for the compares
    assert_same(*run_both(pointwise(op, [dtype, dtype], out, N), x, y))


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("op", ["div"])
def test_float_only_binary_op_matches_interpreter(op, dtype):
    x, y = random_values(dtype, N, 1), random_values(dtype, N, 2)
    assert_same(*run_both(pointwise(op, [dtype, dtype], dtype, N), x, y))


def test_max_min_propagate_nan_from_either_side():
    x = np.array([np.nan, 1.0, np.nan, -np.inf, 2.0], np.float32)
    y = np.array([1.0, np.nan, np.nan, 3.0, -0.5], np.float32)
    got, _ = run_both(pointwise("max", ["f32", "f32"], "f32", 5), x, y)
    np.testing.assert_array_equal(got[0], np.maximum(x, y))
    got, _ = run_both(pointwise("min", ["f32", "f32"], "f32", 5), x, y)
    np.testing.assert_array_equal(got[0], np.minimum(x, y))


def test_compares_are_false_on_nan_but_ne_is_true():
    x = np.array([np.nan, 1.0, np.nan], np.float64)
    y = np.array([1.0, np.nan, np.nan], np.float64)
    for op in ["lt", "le", "gt", "ge", "eq"]:
        got, _ = run_both(pointwise(op, ["f64", "f64"], "bool", 3), x, y)
        assert not got[0].any(), op
    got, _ = run_both(pointwise("ne", ["f64", "f64"], "bool", 3), x, y)
    assert got[0].all()


@pytest.mark.parametrize("op, dtype", [("neg", d) for d in FLOATS + INTS]
                         + [("abs", d) for d in FLOATS + INTS + ["bool"]])
def test_sign_ops_match_interpreter(op, dtype):
    assert_same(*run_both(pointwise(op, [dtype], dtype, N), random_values(dtype, N, 3)))


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("op", ["sqrt", "rsqrt"])
def test_roots_are_exact(op, dtype):
    x = random_values(dtype, N, 4)
    assert_same(*run_both(pointwise(op, [dtype], dtype, N), x))


#: measured bound (ulp of the result) per op and dtype, against numpy: libm's scalar functions
#: and libmvec's vector variants (what vectorised loops call; see test_llvm_vector).
TRANSCENDENTAL_ULPS = {"exp": (3, 2), "log": (4, 1), "sin": (2, 3), "cos": (2, 3),
                       "tanh": (4, 3)}


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("op", sorted(TRANSCENDENTAL_ULPS))
def test_transcendental_within_measured_ulps(op, dtype):
    x = random_values(dtype, 4096, 5)
    if op == "log":
        x[::3] = np.abs(x[::3])            # mostly valid arguments; negatives give NaN
    got, ref = run_both(pointwise(op, [dtype], dtype, x.size), x)
    bound = TRANSCENDENTAL_ULPS[op][FLOATS.index(dtype)]
    assert ulps(got[0], ref[0]) <= bound


@pytest.mark.parametrize("dtype", FLOATS)
def test_pow_within_one_ulp(dtype):
    x = np.abs(random_values(dtype, 4096, 6))
    y = np.clip(random_values(dtype, 4096, 7), -30, 30)
    x[:4], y[:4] = [0.0, 0.0, -2.0, np.nan], [0.0, -1.0, 3.0, 0.0]
    got, ref = run_both(pointwise("pow", [dtype, dtype], dtype, x.size), x, y)
    assert ulps(got[0], ref[0]) <= 1


@pytest.mark.parametrize("dtype", FLOATS)
def test_sigmoid_is_stable_and_more_accurate_than_the_reference(dtype):
    """Measured: 2 ulp from the exact value in both dtypes, where the reference formula
    exp(-logaddexp(0, -x)) is 8 (f32) and 28 (f64) ulp off; no overflow at huge |x|."""
    x = random_values(dtype, 4096, 8)
    x[:6] = [1e4, -1e4, 800.0, -800.0, 88.0, -104.0]
    got, ref = run_both(pointwise("sigmoid", [dtype], dtype, x.size), x)
    with np.errstate(over="ignore"):
        truth = (1 / (1 + np.exp(-x.astype(np.longdouble)))).astype(x.dtype)
    assert ulps(got[0], truth) <= 3
    finite = np.isfinite(ref[0])
    tol = 1e-5 if dtype == "f32" else 1e-13
    np.testing.assert_allclose(got[0][finite], ref[0][finite], rtol=tol, atol=0)
    assert got[0][0] == 1.0 and got[0][1] == 0.0 and np.isnan(got[0]).sum() == 1


@pytest.mark.parametrize("src", FLOATS + INTS + ["bool"])
@pytest.mark.parametrize("dst", FLOATS + INTS + ["bool"])
def test_cast_matches_numpy(src, dst):
    """Including NaN and out-of-range floats to integers (the type's minimum, as numpy)."""
    x = random_values(src, N, 9)
    if src in FLOATS:
        x[:6] = [np.nan, np.inf, -3e9, 3e9, 2.9, -2.9]
    assert_same(*run_both(pointwise("cast", [src], dst, N), x))


@pytest.mark.parametrize("dtype", INTS)
def test_index_cast_gives_the_loop_variable(dtype):
    text = f"""kernel @k(%out: buf<{dtype}[9]>) {{
  loop.for %i = 2 to 9 step 3 {{
    %v = arith.cast %i : {dtype}
    loop.store %v, %out[%i]
  }}
  loop.for %i_1 = 0 to 6 {{
    %m = arith.constant -3 : {dtype}
    loop.store %m, %out[%i_1 floordiv 2 * 3 + %i_1 mod 2]
  }}
}}

program @f() -> buf<{dtype}[9]> {{
  %out = loop.alloc : buf<{dtype}[9]>
  loop.call @k(%out)
  return %out
}}
"""
    got, ref = run_both(text)
    assert_same(got, ref)
    assert got[0].tolist() == [-3, -3, 2, -3, -3, 5, -3, -3, 8]


@pytest.mark.parametrize("dtype", FLOATS + INTS + ["bool"])
def test_select_matches_interpreter(dtype):
    c = random_values("bool", N, 10)
    x, y = random_values(dtype, N, 11), random_values(dtype, N, 12)
    assert_same(*run_both(pointwise("select", ["bool", dtype, dtype], dtype, N), c, x, y))


@pytest.mark.parametrize("value, dtype", [(2.5, "f32"), (-0.1, "f64"), (-7, "i32"),
                                          (2 ** 40, "i64"), ("true", "bool"), ("nan", "f32"),
                                          ("-inf", "f64")])
def test_constant(value, dtype):
    text = f"""kernel @k(%out: buf<{dtype}[3]>) {{
  loop.for %i = 0 to 3 {{
    %c = arith.constant {value} : {dtype}
    loop.store %c, %out[%i]
  }}
}}

program @f() -> buf<{dtype}[3]> {{
  %out = loop.alloc : buf<{dtype}[3]>
  loop.call @k(%out)
  return %out
}}
"""
    assert_same(*run_both(text))


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("seed, base", [(0, 0), (-5, 17), (2 ** 62 + 3, 2 ** 40)])
def test_uniform_is_bit_identical_to_counter_uniform(dtype, seed, base):
    n = 1000
    text = f"""kernel @k(%rng: buf<i64[2]>, %out: buf<{dtype}[{n}]>) {{
  loop.for %i = 0 to {n} {{
    %seed = loop.load %rng[0] : i64
    %base = loop.load %rng[1] : i64
    %j = arith.cast %i : i64
    %c = arith.add %base, %j : i64
    %u = arith.uniform %seed, %c : {dtype}
    loop.store %u, %out[%i]
  }}
}}

program @f(%rng: buf<i64[2]>) -> buf<{dtype}[{n}]> {{
  %out = loop.alloc : buf<{dtype}[{n}]>
  loop.call @k(%rng, %out)
  return %out
}}
"""
    got, ref = run_both(text, np.array([seed, base], np.int64))
    want = counter_uniform(seed, base, (n,), DType(dtype))
    bits = np.uint32 if dtype == "f32" else np.uint64
    np.testing.assert_array_equal(got[0].view(bits), want.view(bits))
    np.testing.assert_array_equal(got[0].view(bits), ref[0].view(bits))


@pytest.mark.parametrize("op, dtype", [("sub", "bool"), ("neg", "bool")])
def test_bool_arithmetic_numpy_refuses_is_a_clear_error(op, dtype):
    n_in = 1 if op == "neg" else 2
    module = parse_ir(pointwise(op, [dtype] * n_in, dtype, 4))
    with pytest.raises(IRError, match=f"'arith.{op}' is not defined on bool"):
        CpuProgram(module, "f")
