"""Helpers of the codegen tests: small loop-level programs written as text, run both as
machine code (with poisoned output and arena memory) and by the reference interpreter."""
from __future__ import annotations

import numpy as np

from aotgrad.ir.interpret import interpret
from aotgrad.ir.parser import parse_ir
from aotgrad.runtime.cpu import CpuProgram

DTYPES = ["f32", "f64", "i32", "i64", "bool"]


def pointwise(op: str, in_types: list[str], out_type: str, n: int = 64,
              attrs: str = "") -> str:
    """A program `@f` applying `arith.<op>` to the i-th element of each input buffer."""
    args = ", ".join(f"%x{k}: buf<{t}[{n}]>" for k, t in enumerate(in_types))
    names = ", ".join(f"%x{k}" for k in range(len(in_types)))
    loads = "\n".join(f"    %a{k} = loop.load %x{k}[%i] : {t}" for k, t in enumerate(in_types))
    operands = ", ".join(f"%a{k}" for k in range(len(in_types)))
    return f"""kernel @k({args}, %out: buf<{out_type}[{n}]>) {{
  loop.for %i = 0 to {n} {{
{loads}
    %r = arith.{op} {operands}{attrs} : {out_type}
    loop.store %r, %out[%i]
  }}
}}

program @f({args}) -> buf<{out_type}[{n}]> {{
  %out = loop.alloc : buf<{out_type}[{n}]>
  loop.call @k({names}, %out)
  return %out
}}
"""


def run_both(text: str, *arrays, fn: str = "f", use_blas=None):
    """(machine code's results, the interpreter's results) of program `fn` of `text`."""
    module = parse_ir(text)
    got = CpuProgram(module, fn, use_blas=use_blas, poison=True)(*arrays)
    with np.errstate(all="ignore"):
        ref = interpret(module, *arrays, fn=fn)
    return got, ref


def assert_same(got, ref) -> None:
    """Equal dtypes, shapes and values, NaN where the reference has NaN."""
    assert len(got) == len(ref)
    for g, r in zip(got, ref):
        assert g.dtype == r.dtype and g.shape == r.shape
        np.testing.assert_array_equal(g, r)


def ulps(got: np.ndarray, ref: np.ndarray) -> float:
    """The largest distance in units in the last place of `ref`'s dtype (NaN vs NaN and equal
    infinities count 0; a NaN on one side only counts inf)."""
    got, ref = np.asarray(got), np.asarray(ref)
    both_nan = np.isnan(got) & np.isnan(ref)
    same = (got == ref) | both_nan
    if same.all():
        return 0.0
    g, r = got[~same].astype(np.float64), ref[~same]
    if not np.isfinite(g).all() or not np.isfinite(r).all():
        return float("inf")
    spacing = np.spacing(np.abs(r).astype(ref.dtype)).astype(np.float64)
    return float(np.max(np.abs(g - r.astype(np.float64)) / spacing))


def random_values(dtype: str, n: int, seed: int = 0, special: bool = True) -> np.ndarray:
    """`n` values of `dtype`: normal floats at several scales with NaN, infinities and signed
    zeros mixed in; integers over the whole range and near zero; fair bools."""
    rng = np.random.default_rng(seed)
    if dtype == "bool":
        return rng.random(n) < 0.5
    np_dtype = np.dtype({"f32": "float32", "f64": "float64", "i32": "int32",
                         "i64": "int64"}[dtype])
    if np_dtype.kind == "f":
        x = rng.standard_normal(n) * 10.0 ** rng.integers(-3, 4, n)
        if special:
            x[:8] = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1e30, -1e30, 1e-30][:min(n, 8)]
        return rng.permutation(x).astype(np_dtype)
    info = np.iinfo(np_dtype)
    x = np.where(rng.random(n) < 0.5, rng.integers(-100, 100, n),
                 rng.integers(info.min, info.max, n, dtype=np_dtype))
    return x.astype(np_dtype)
