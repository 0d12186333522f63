"""Transcendentals that vectorise, with one implementation per function in a program.

`call(em, "exp", x)` emits the math function on one element. Optimising
(`options.optimizing()`) on a host whose libmvec has the AVX2 variant (`_ZGVdN8v_expf`,
`_ZGVdN4v_exp` for doubles), it is a call of `@"_ZGVdN8v_expf.lane"`: that variant on a splat
of the element, lane 0 of the result, with the attribute `"vector-function-abi-variant"` that
maps it back to the variant, as clang's `-fveclib` maps libm: the vectoriser calls
`<8 x float> @_ZGVdN8v_expf` on eight elements at a time, and the remainder of the loop, loops
left scalar and straight-line code call the lane function. So a value has the same bits
wherever a program computes it (a reduction and a tie mask both computing `cos(x)`, one
vectorised, one not, disagreed in the last bit:
tests/regressions/test_max_gradient_of_transcendentals.py). Where libmvec or the variant is
missing, every use calls libm's `expf` (`nounwind readnone`: no errno, as
`-fno-math-errno`), which does not vectorise. Without optimisation, the call is LLVM's
intrinsic (`llvm.exp.f32`; libm's `tanhf` for tanh). The lane function names the host's
library, so `generate_llvm`'s text (host-free) calls libm instead.
"""
from __future__ import annotations

import ctypes
import functools

from llvmlite import ir

from .builder import I32
from .emitter import Emitter, Unit
from .options import LIBMVEC, host_features, library, optimizing


#: the functions libmvec vectorises (LLVM intrinsic when not optimising, or None: libm).
FUNCTIONS = {"exp": "llvm.exp", "log": "llvm.log", "sin": "llvm.sin", "cos": "llvm.cos",
             "tanh": None, "erf": None, "log1p": None, "expm1": None, "atan": None}

#: (LLVM feature, vector-ABI ISA letter, vector bits) of the one vector ISA whose libmvec
#: variants are called. One, since the variants of two ISAs are two implementations that round
#: differently: the vectoriser would pick either per loop. AVX2's, which every AVX-512 host
#: has. Not SSE4's `_ZGVb`: called from generated code, `_ZGVbN2v_log` and `_ZGVbN2v_exp` gave
#: NaN where the scalar functions (and the AVX2 variants) give finite numbers, in a fused
#: float64 kernel of 2-element loops (fuzz seed 400175,
#: tests/regressions/test_libmvec_sse_variants.py).
_ISA = ("avx2", "d", 256)

_ATTRIBUTE = "vector-function-abi-variant"


def call(em: Emitter, fn: str, x: ir.Value, name: str = "") -> ir.Value:
    """`fn(x)` (one of `FUNCTIONS`) on a float or double scalar."""
    ty = x.type
    double = isinstance(ty, ir.DoubleType)
    symbol = fn if double else f"{fn}f"
    if not optimizing():
        if FUNCTIONS[fn] is not None:
            return em.b.call(em.unit.intrinsic(FUNCTIONS[fn], ty), [x], name=name)
        return em.b.call(em.unit.declare(symbol, ir.FunctionType(ty, [ty])), [x], name=name)
    found = variant(symbol, 64 if double else 32) if em.unit.host else None
    if found is not None:
        return em.b.call(_lane(em.unit, *found, ty), [x], name=name)
    scalar = em.unit.declare(symbol, ir.FunctionType(ty, [ty]))
    scalar.attributes.add("nounwind")
    scalar.attributes.add("readnone")
    return em.b.call(scalar, [x], name=name)


@functools.cache
def _exported(symbol: str) -> bool:
    """Whether libmvec defines `symbol`."""
    try:
        return hasattr(ctypes.CDLL(LIBMVEC), symbol)
    except OSError:
        return False


def variant(symbol: str, bits: int) -> tuple[int, str] | None:
    """(lanes, libmvec name) of scalar libm function `symbol` on `bits`-bit floats that this
    host calls, or None (no libmvec, no AVX2, or no such variant)."""
    feature, isa, width = _ISA
    lanes = width // bits
    vector = f"_ZGV{isa}N{lanes}v_{symbol}"
    if library(LIBMVEC) and feature in host_features() and _exported(vector):
        return lanes, vector
    return None


def _lane(unit: Unit, lanes: int, vector: str, ty: ir.Type) -> ir.Function:
    """`@"<vector>.lane"(x)`: lane 0 of `vector` on a splat of x (the splat, not poison in
    the other lanes, so that no lane takes a slow or special path), defined once per unit.
    `noinline`: inlined, its vector instructions would keep the vectoriser off the caller's
    loop, and the mapping back to `vector` would be lost."""
    name = f"{vector}.lane"
    fn = unit.module.globals.get(name)
    if fn is not None:
        return fn
    vty = ir.VectorType(ty, lanes)
    vec = unit.declare(vector, ir.FunctionType(vty, [vty]))
    fn = ir.Function(unit.module, ir.FunctionType(ty, [ty]), name)
    fn.linkage = "internal"
    for attribute in ("noinline", "nounwind", "readnone"):
        fn.attributes.add(attribute)
    # attributes that llvmlite's set does not list: without `willreturn` the call might not
    # return, which is a side effect, and the vectoriser leaves the loop alone
    set.add(fn.attributes, "willreturn")
    set.add(fn.attributes, f'"{_ATTRIBUTE}"="_ZGV_LLVM_N{lanes}v_{name}({vector})"')
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    undef = ir.Constant(vty, ir.Undefined)
    first = b.insert_element(undef, fn.args[0], ir.Constant(I32, 0), name="x.0")
    splat = b.shuffle_vector(first, undef, ir.Constant(ir.VectorType(I32, lanes), [0] * lanes),
                             name="x.splat")
    y = b.call(vec, [splat], name="y")
    b.ret(b.extract_element(y, ir.Constant(I32, 0), name="y.0"))
    return fn
