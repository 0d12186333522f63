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
from .parallel import context_values, thread_share

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
    if em.unit.blas is not None and em.unit.team_gemms and batch * m * n * k >= TEAM_GEMM:
        return _gemm_team(em, op, types, args, batch, (m, n, k))
    emit = _gemm_call if em.unit.blas is not None else _gemm_loops
    if batch == 1:
        return emit(em, op, types, args, (m, n, k), ir.Constant(I64, 0))
    with for_range(em.b, 0, batch, name="batch") as loop:
        emit(em, op, types, args, (m, n, k), loop.iv)


def _batch_pointers(b: ir.IRBuilder, types, args, bi: ir.Value) -> list[ir.Value]:
    """The addresses of matrix `bi` of each buffer (its leading dims flattened: contiguous,
    a rank-N buffer is its matrices one after the other)."""
    out = []
    for t, p in zip(types, args):
        if len(t.shape) == 2:
            out.append(p)
            continue
        step = ir.Constant(I64, t.shape[-2] * t.shape[-1] * t.dtype.itemsize)
        out.append(b.gep(p, [b.mul(bi, step)], inbounds=True, source_etype=I8))
    return out


def _gemm_call(em: Emitter, op, types, args, mnk, bi) -> None:
    """`out = op(a) @ op(b)` by one cblas gemm call (row-major, alpha 1, beta 0)."""
    a, b, out = _batch_pointers(em.b, types, args, bi)
    m, n, k = (ir.Constant(I64, v) for v in mnk)
    _gemm(em.unit, em.b, op, types, a, b, out, m, n, k)


def _gemm(unit, b: ir.IRBuilder, op, types, a, bp, out, m, n, k) -> None:
    """The cblas gemm call `out[m, n] = op(a)[m, k] @ op(b)[k, n]` (i64 sizes), the leading
    dims those of the whole buffers (a block of rows or columns starts inside them)."""
    dtype = types[0].dtype
    f = value_type(dtype)
    fnty = ir.FunctionType(VOID, [I32, I32, I32, I64, I64, I64, f, PTR, I64, PTR, I64, f, PTR,
                                  I64])
    gemm = unit.declare(unit.blas.gemm[dtype][0], fnty)

    def i32(v):
        return ir.Constant(I32, v)
    trans = [i32(_TRANS if op.attrs.get(t) else _NO_TRANS)
             for t in ("transpose_lhs", "transpose_rhs")]
    b.call(gemm, [i32(_ROW_MAJOR), *trans, m, n, k, ir.Constant(f, 1.0),
                  a, ir.Constant(I64, types[0].shape[-1]), bp,
                  ir.Constant(I64, types[1].shape[-1]), ir.Constant(f, 0.0), out,
                  ir.Constant(I64, types[2].shape[-1])])


#: multiply-adds from which a gemm is split over the team (`_gemm_team`): a launch and its
#: join cost a few microseconds, a gemm of 2^18 multiply-adds ~20 us on one core.
TEAM_GEMM = 1 << 18


def _gemm_team(em: Emitter, op, types, args, batch: int, mnk) -> None:
    """The gemm on every thread of the team (libgomp, as `parallel` launches loops) where the
    BLAS runs on one thread: each thread one gemm call on its share of the batch, else of the
    rows (`m >= n`), else of the columns, its operands and result addressed inside the
    buffers (row-major: a block of rows or columns is a sub-matrix with the same leading
    dimension). The caller's thread is one of the team."""
    unit, b = em.unit, em.b
    unit.outlined += 1
    fn = ir.Function(unit.module, ir.FunctionType(VOID, [PTR]),
                     f"{b.function.name}.gemm{unit.outlined}")
    fn.linkage = "internal"
    fn.attributes.add("nounwind")
    ctx_type = ir.LiteralStructType([PTR, PTR, PTR])
    here = b.block
    b.position_at_start(b.function.entry_basic_block)
    ctx = b.alloca(ctx_type, name="gemm.ctx")
    b.position_at_end(here)
    for j, x in enumerate(args[:3]):
        b.store(x, b.gep(ctx, [ir.Constant(I32, 0), ir.Constant(I32, j)], inbounds=True))
        if isinstance(x, ir.Argument):    # its address now escapes to the team's threads
            x.attributes.discard("captures(none)")
    _team_body(unit, fn, ctx_type, op, types, batch, mnk)
    b.call(unit.openmp(b, "GOMP_parallel"), [fn, ctx, ir.Constant(I32, 0), ir.Constant(I32, 0)])


def _team_body(unit, fn: ir.Function, ctx_type, op, types, batch: int, mnk) -> None:
    """One thread's share of `_gemm_team`'s gemm: [tid * chunk, min(.., total)) of the batch,
    the rows or the columns (columns in chunks of 16, whole cache lines of f32)."""
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    a, bp, out = context_values(b, fn.args[0], ctx_type)
    m, n, k = mnk
    along = "batch" if batch > 1 else "rows" if m >= n else "cols"
    total = {"batch": batch, "rows": m, "cols": n}[along]
    _, first, end = thread_share(unit, b, total, 16 if along == "cols" else 1)
    with b.if_then(b.icmp_signed("<", first, end)):
        if along == "batch":
            with for_range(b, first, end, name="batch") as loop:
                pa, pb, pout = _batch_pointers(b, types, [a, bp, out], loop.iv)
                _gemm(unit, b, op, types, pa, pb, pout, *(ir.Constant(I64, v) for v in mnk))
        else:
            count = b.sub(end, first, name="count")
            pa, pb, pout = _block(b, op, types, [a, bp, out], along, first)
            sizes = [count if along == "rows" else ir.Constant(I64, m),
                     count if along == "cols" else ir.Constant(I64, n), ir.Constant(I64, k)]
            _gemm(unit, b, op, types, pa, pb, pout, *sizes)
    b.ret_void()


def _block(b: ir.IRBuilder, op, types, ptrs, along: str, first: ir.Value) -> list[ir.Value]:
    """The addresses where rows (of a and out) or columns (of b and out) `first...` start:
    row r of a row-major [rows, lead] matrix is at r * lead, column c at c; a transposed
    operand is stored the other way round."""
    a, bp, out = ptrs
    size = types[0].dtype.itemsize

    def at(p, t, offset_in_elements):
        return b.gep(p, [b.mul(offset_in_elements, ir.Constant(I64, size))], inbounds=True,
                     source_etype=I8)

    def lead(t):
        return ir.Constant(I64, t.shape[-1])
    if along == "rows":                   # a's rows: a[r, :], or column r of a stored [k, m]
        a = at(a, types[0], first if op.attrs.get("transpose_lhs") else
               b.mul(first, lead(types[0])))
        out = at(out, types[2], b.mul(first, lead(types[2])))
    else:                                 # b's columns: b[:, c], or row c of b stored [n, k]
        bp = at(bp, types[1], b.mul(first, lead(types[1])) if op.attrs.get("transpose_rhs")
                else first)
        out = at(out, types[2], first)
    return [a, bp, out]


def _gemm_loops(em: Emitter, op, types, args, mnk, bi) -> None:
    """`out[i, j] = sum_k op(a)[i, k] * op(b)[k, j]`, accumulated in the dtype, as loops."""
    b = em.b
    dtype = types[0].dtype
    ty = value_type(dtype)
    a, bp, out = _batch_pointers(em.b, types, args, bi)
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
