"""Transcendentals that vectorise: libm calls that LLVM's loop vectoriser maps to libmvec.

`call(em, "exp", x)` emits the scalar math function on one element. Optimising
(`options.optimizing()`), it is a call of libm's `expf` / `exp`, declared `nounwind readnone`
(no errno, as `-fno-math-errno`), and the unit records it; `bind(unit)` then gives each
recorded function the attribute `"vector-function-abi-variant"` that names glibc's libmvec
variants for the host's vector ISAs (`_ZGVdN8v_expf` AVX2,
`_ZGVeN16v_expf` AVX-512, the double ones at half the lanes), as clang does for `-fveclib`:
the vectoriser then calls `<8 x float> @_ZGVdN8v_expf` on eight elements at a time, and the
scalar call stays for the remainder. Where libmvec is missing or lacks a variant, the scalar
call is all there is. Without optimisation, the call is LLVM's intrinsic (`llvm.exp.f32`; libm's
`tanhf` for tanh), as before. Binding needs the host, so `generate_llvm`'s text has none.
"""
from __future__ import annotations

import ctypes
import functools

from llvmlite import ir

from .builder import PTR
from .emitter import Emitter, Unit
from .options import LIBMVEC, host_features, library, optimizing


#: the functions libmvec vectorises (LLVM intrinsic when not optimising, or None: libm).
FUNCTIONS = {"exp": "llvm.exp", "log": "llvm.log", "sin": "llvm.sin", "cos": "llvm.cos",
             "tanh": None}

#: (LLVM feature, vector-ABI ISA letter, vector bits), narrowest first.
#: the vector ISAs whose libmvec variants are used. Not SSE4's `_ZGVb` variants: called from
#: generated code, `_ZGVbN2v_log` and `_ZGVbN2v_exp` gave NaN where the scalar functions (and
#: the AVX2 variants) give finite numbers, in a fused float64 kernel of 2-element loops (fuzz
#: seed 400175, tests/regressions/test_libmvec_sse_variants.py); loops narrower than AVX2's
#: lanes call the scalar function instead.
_ISAS = [("avx2", "d", 256), ("avx512f", "e", 512)]

_ATTRIBUTE = "vector-function-abi-variant"


def call(em: Emitter, fn: str, x: ir.Value, name: str = "") -> ir.Value:
    """`fn(x)` (one of `FUNCTIONS`) on a float or double scalar."""
    ty = x.type
    double = isinstance(ty, ir.DoubleType)
    if not optimizing():
        if FUNCTIONS[fn] is not None:
            return em.b.call(em.unit.intrinsic(FUNCTIONS[fn], ty), [x], name=name)
        return em.b.call(em.unit.declare(fn if double else f"{fn}f", ir.FunctionType(ty, [ty])),
                         [x], name=name)
    symbol = fn if double else f"{fn}f"
    scalar = em.unit.declare(symbol, ir.FunctionType(ty, [ty]))
    scalar.attributes.add("nounwind")
    scalar.attributes.add("readnone")
    em.unit.math.add(symbol)
    return em.b.call(scalar, [x], name=name)


@functools.cache
def _exported(symbol: str) -> bool:
    """Whether libmvec defines `symbol`."""
    try:
        return hasattr(ctypes.CDLL(LIBMVEC), symbol)
    except OSError:
        return False


def variants(symbol: str, bits: int) -> list[tuple[int, str]]:
    """(lanes, libmvec name) of scalar libm function `symbol` on `bits`-bit floats for this
    host (none without libmvec)."""
    if not library(LIBMVEC):
        return []
    features = host_features()
    out = []
    for feature, isa, width in _ISAS:
        lanes = width // bits
        vector = f"_ZGV{isa}N{lanes}v_{symbol}"
        if feature in features and _exported(vector):
            out.append((lanes, vector))
    return out


def bind(unit: Unit) -> None:
    """Names the host's libmvec variants of every math function `unit` calls, and keeps their
    declarations (`llvm.compiler.used`) until the vectoriser has used them."""
    used = []
    for symbol in sorted(unit.math):
        scalar = unit.module.globals[symbol]
        ty = scalar.function_type.return_type
        mappings = []
        for lanes, vector in variants(symbol, 32 if isinstance(ty, ir.FloatType) else 64):
            vty = ir.VectorType(ty, lanes)
            used.append(unit.declare(vector, ir.FunctionType(vty, [vty])))
            mappings.append(f"_ZGV_LLVM_N{lanes}v_{symbol}({vector})")
        if mappings:          # a string attribute, which llvmlite's set does not list
            set.add(scalar.attributes, f'"{_ATTRIBUTE}"="{",".join(mappings)}"')
    if used:
        kind = ir.ArrayType(PTR, len(used))
        keep = ir.GlobalVariable(unit.module, kind, "llvm.compiler.used")
        keep.linkage = "appending"
        keep.section = "llvm.metadata"
        keep.initializer = ir.Constant(kind, used)
