"""Codegen rows of extern kernels: `@matmul` as a BLAS gemm called from generated code.

The BLAS is the OpenBLAS that numpy's wheel ships (`numpy.libs/libscipy_openblas64_*.so`,
ILP64 cblas: `scipy_cblas_sgemm64_` / `scipy_cblas_dgemm64_`); `options.find_blas` finds it next
to numpy, loads it globally (so that generated code loaded as a shared library finds the gemms by name)
and takes their addresses (which the in-process JIT registers as symbols), so a matmul is a
direct call, with no Python in between. A matmul of rank 3 or more is a loop of gemm calls
over its batch, the leading dims flattened into one (contiguous buffers: no copy).
Without a BLAS (none found, or `use_blas=False`) a matmul is a loop nest emitted here (the
products summed along k in the buffers' dtype), and the logger `aotgrad.codegen` says so.
"""
from __future__ import annotations

import logging
from typing import Callable

from llvmlite import ir

from ...ir.core import Operation
from ...ir.loop import index as ix
from ...ir.loop.externs import matmul_dims
from ...ir.types import BufferType
from .builder import I1, I8, I32, I64, PTR, VOID, for_range, value_type
from .emitter import Emitter
from .loops import index_value

log = logging.getLogger("aotgrad.codegen")

_ROW_MAJOR, _NO_TRANS, _TRANS = 101, 111, 112


def _matmul(em: Emitter, op: Operation, args: list[ir.Value]) -> None:
    types: list[BufferType] = [v.type for v in op.operands]
    batch, m, n, k = matmul_dims(types, op.attrs)
    out = args[2]
    if batch * m * n == 0:
        return
    if k == 0:                       # an empty sum: zeros
        memset = em.unit.declare("llvm.memset.p0.i64", ir.FunctionType(VOID, [PTR, I8, I64, I1]))
        em.b.call(memset, [out, ir.Constant(I8, 0), ir.Constant(I64, types[2].nbytes),
                           ir.Constant(I1, 0)])
        return
    emit = _gemm_call if em.unit.blas is not None else _gemm_loops
    if batch == 1:
        return emit(em, op, types, args, (m, n, k), ir.Constant(I64, 0))
    with for_range(em.b, 0, batch, name="batch") as loop:
        emit(em, op, types, args, (m, n, k), loop.iv)


def _batch_pointers(em: Emitter, types, args, bi: ir.Value) -> list[ir.Value]:
    """The addresses of matrix `bi` of each buffer (its leading dims flattened: contiguous,
    a rank-N buffer is its matrices one after the other)."""
    out = []
    for t, p in zip(types, args):
        if len(t.shape) == 2:
            out.append(p)
            continue
        step = ir.Constant(I64, t.shape[-2] * t.shape[-1] * t.dtype.itemsize)
        out.append(em.b.gep(p, [em.b.mul(bi, step)], inbounds=True, source_etype=I8))
    return out


def _gemm_call(em: Emitter, op, types, args, mnk, bi) -> None:
    """`out = op(a) @ op(b)` by one cblas gemm call (row-major, alpha 1, beta 0)."""
    dtype = types[0].dtype
    symbol = em.unit.blas.gemm[dtype][0]
    f = value_type(dtype)
    fnty = ir.FunctionType(VOID, [I32, I32, I32, I64, I64, I64, f, PTR, I64, PTR, I64, f, PTR,
                                  I64])
    gemm = em.unit.declare(symbol, fnty)
    a, b, out = _batch_pointers(em, types, args, bi)
    m, n, k = mnk

    def i32(v):
        return ir.Constant(I32, v)

    def i64(v):
        return ir.Constant(I64, v)
    trans = [i32(_TRANS if op.attrs.get(t) else _NO_TRANS)
             for t in ("transpose_lhs", "transpose_rhs")]
    em.b.call(gemm, [i32(_ROW_MAJOR), *trans, i64(m), i64(n), i64(k), ir.Constant(f, 1.0),
                     a, i64(types[0].shape[-1]), b, i64(types[1].shape[-1]),
                     ir.Constant(f, 0.0), out, i64(n)])


def _gemm_loops(em: Emitter, op, types, args, mnk, bi) -> None:
    """`out[i, j] = sum_k op(a)[i, k] * op(b)[k, j]`, accumulated in the dtype, as loops."""
    b = em.b
    dtype = types[0].dtype
    ty = value_type(dtype)
    a, bp, out = _batch_pointers(em, types, args, bi)
    m, n, k = mnk
    i, j, r = ix.var("i"), ix.var("j"), ix.var("k")
    a_at = r * m + i if op.attrs.get("transpose_lhs") else i * k + r
    b_at = j * k + r if op.attrs.get("transpose_rhs") else r * n + j
    ivs: dict[str, ir.Value] = {}

    def element(ptr, e, name):
        off = index_value(em, e, ivs.__getitem__, lambda ref: None)
        return b.gep(ptr, [off], inbounds=True, source_etype=ty, name=name)
    with for_range(b, 0, m, name="i") as li:
        ivs["i"] = li.iv
        with for_range(b, 0, n, name="j") as lj:
            ivs["j"] = lj.iv
            with for_range(b, 0, k, name="k", iters=[(ir.Constant(ty, 0.0), "acc")]) as lk:
                ivs["k"] = lk.iv
                x = b.load(element(a, a_at, "a.ptr"), typ=ty, name="a")
                y = b.load(element(bp, b_at, "b.ptr"), typ=ty, name="b")
                lk.carry([b.fadd(lk.accs[0], b.fmul(x, y, name="p"), name="acc.next")])
            b.store(lk.accs[0], element(out, i * n + j, "out.ptr"))


#: extern kernel name (as in `ir.loop.externs.EXTERNS`) -> its codegen row.
EXTERN_ROWS: dict[str, Callable[[Emitter, Operation, list], None]] = {"matmul": _matmul}
