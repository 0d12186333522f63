"""Vector math: transcendentals in a loop become calls of libmvec's vector variants, and stay
within a measured bound of the correctly rounded result on millions of points, edges
included (0, -0, infinities, NaN, the largest and smallest normal and subnormal values,
arguments near exp's overflow and underflow, random bit patterns over the whole range)."""
from __future__ import annotations

import re

import numpy as np
import pytest
from llvm_cases import pointwise, ulps

from aotgrad.codegen.llvm import optimized_llvm
from aotgrad.codegen.llvm.vecmath import variant
from aotgrad.ir.parser import parse_ir
from aotgrad.runtime.cpu import CpuProgram

FLOATS = ["f32", "f64"]
OPS = ["exp", "log", "sin", "cos", "tanh", "sigmoid"]

#: measured on an AMD EPYC (AVX2: `_ZGVdN8v_*f`, `_ZGVdN4v_*`) on 2^22 + 19 points: max ulp
#: from the exact result rounded to the dtype (f32 against float64, f64 against long double).
ULPS = {"exp": (3, 3), "log": (4, 1), "sin": (2, 3), "cos": (2, 3), "tanh": (1, 2),
        "sigmoid": (4, 5)}


def _symbol(op: str, dtype: str) -> str:
    base = "exp" if op == "sigmoid" else op
    return base + ("f" if dtype == "f32" else "")


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("op", OPS)
def test_transcendental_loop_calls_the_vector_variant(op, dtype, monkeypatch):
    monkeypatch.delenv("AOTGRAD_OPT", raising=False)
    symbol = _symbol(op, dtype)
    found = variant(symbol, 32 if dtype == "f32" else 64)
    if found is None:
        pytest.skip("no libmvec variant on this host")
    opt = optimized_llvm(parse_ir(pointwise(op, [dtype], dtype, 4096)), "f")
    # the kernel (`noinline`), not the lane function
    body = re.search(r"define [^@]*@\"?kernel\.k\"?\(.*?\n}\n", opt, re.S).group(0)
    calls = set(re.findall(r"call <(\d+) x \w+> @(_ZGV\w+)\(", body))
    assert calls == {(str(found[0]), found[1])}, calls


def points(dtype: str, n: int, seed: int = 0) -> np.ndarray:
    """Edges, then normal values over 14 decades, then random bit patterns (a quarter)."""
    rng = np.random.default_rng(seed)
    f = np.float32 if dtype == "f32" else np.float64
    info = np.finfo(f)
    edges = [0.0, -0.0, np.inf, -np.inf, np.nan, info.max, -info.max, info.tiny, -info.tiny,
             info.smallest_subnormal, -info.smallest_subnormal, 1e30, -1e30, 88.72, -103.9,
             709.7, -745.0, 1.0, -1.0]
    scaled = rng.standard_normal(n) * 10.0 ** rng.integers(-8, 6, n)
    if dtype == "f32":
        bits = rng.integers(0, 2 ** 32, n // 4, dtype=np.uint64).astype(np.uint32)
    else:
        bits = rng.integers(0, 2 ** 63, n // 4, dtype=np.uint64)
    return np.concatenate([np.array(edges, f), scaled.astype(f), bits.view(f)])


def exact(op: str, x: np.ndarray) -> np.ndarray:
    """`op(x)` computed in a wider type, rounded to `x`'s dtype."""
    with np.errstate(all="ignore"):
        wide = x.astype(np.float64 if x.dtype == np.float32 else np.longdouble)
        y = 1 / (1 + np.exp(-wide)) if op == "sigmoid" else getattr(np, op)(wide)
        return y.astype(x.dtype)


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("op", OPS)
def test_transcendental_within_measured_ulps_on_millions_of_points(op, dtype, monkeypatch):
    monkeypatch.delenv("AOTGRAD_OPT", raising=False)
    x = points(dtype, 1 << 22)
    got = CpuProgram(parse_ir(pointwise(op, [dtype], dtype, x.size)), "f")(x)[0]
    assert ulps(got, exact(op, x)) <= ULPS[op][FLOATS.index(dtype)]
