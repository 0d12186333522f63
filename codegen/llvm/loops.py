"""Codegen rows of loops and memory access, and the LLVM function of one kernel.

A kernel becomes an internal, `noinline` LLVM function `@kernel.<name>` taking one pointer per
buffer argument, `noalias` unless some call passes it memory that another argument of the same
call also reaches, `captures(none)`, and `dereferenceable` for its byte size. Kept out of the
entry point, each kernel is optimised and scheduled on its own: inlined, the loops of a whole
program became one function whose fully unrolled loops merged into basic blocks of thousands
of instructions, which LLVM's instruction schedulers take quadratic time over (an LSTM's
backward: 10 s of LLVM, against 0.7 s with kernels kept apart); a call per kernel costs
nanoseconds against its loops. A loop becomes a
counted loop (`emitter.emit_iterations`); its accumulators are phis. Loads and stores linearise
their multi-dimensional index with the buffer's row-major strides here, and only here. Every
index over loop variables is checked against its dimension over their ranges before any code is
emitted, so code that would read or write out of bounds is a compile-time error, never a crash;
a data-dependent index (an integer scalar the kernel computed, such as a loaded id), and under
`AOTGRAD_BOUNDS_CHECK=1` every index, is checked at run time instead (`checks`): out of bounds,
the kernel records the failure and returns, without the access.
"""
from __future__ import annotations

from llvmlite import ir

from ...ir import builtin
from ...ir.core import Function, IRError
from ...ir.loop import index as ix
from ...ir.loop.ops import (AtomicAddOp, ForOp, IndexedOp, LoadOp, LoopOp, ParallelOp, StoreOp,
                            YieldOp)
from ...ir.types import BufferType, DType, ScalarType
from ..checks import Check, bounds_checking, index_source
from ..names import value_names
from .builder import I64, constant, from_memory, memory_type, to_memory
from . import accumulate, checks, data, parallel  # noqa: F401  (data: loop.constant's row)
from .emitter import Emitter, Unit, emit_iterations, emit_unrolled, emits, unrolls
from .options import optimizing


@emits(ForOp, ParallelOp)
def _loop(em: Emitter, op: LoopOp) -> None:
    if op.iv_range() is None:            # no iterations: the accumulators keep their inits
        for r, v, d in zip(op.results, op.inits, op.iter_dtypes):
            em.set(r, constant(d, v))
        return
    before = len(em.unit.checks)
    launched = parallel.launch(em, op) if op.parallel else False
    finals = None if launched else parallel.launch_sums(em, op)
    if launched or finals is not None:
        if len(em.unit.checks) > before:          # a thread's check failed: stop here
            checks.return_if_failed(em)
        for r, v in zip(op.results, finals or ()):
            em.set(r, v)
        return
    if unrolls(op):
        inits = [constant(d, v) for v, d in zip(op.inits, op.iter_dtypes)]
        for r, v in zip(op.results, emit_unrolled(em, op, inits)):
            em.set(r, v)
        return
    sums = accumulate.float_sums(op) if optimizing() else []
    extremum = accumulate.lone_extremum(op) if optimizing() else set()
    em.reassoc |= extremum
    if sums:
        finals = accumulate.emit(em, op, sums)
    else:
        inits = [constant(d, v) for v, d in zip(op.inits, op.iter_dtypes)]
        finals = emit_iterations(em, op, op.lower, op.upper, inits)
    em.reassoc -= extremum
    for r, v in zip(op.results, finals):
        em.set(r, v)


@emits(YieldOp)
def _yield(em: Emitter, op: YieldOp) -> None:
    em.yielded = [em.get(v) for v in op.operands]


@emits(builtin.ReturnOp)
def _return(em: Emitter, op) -> None:
    em.b.ret_void()


@emits(LoadOp)
def _load(em: Emitter, op: LoadOp) -> None:
    t: BufferType = op.buffer.type
    name = em.name(op.result)
    ptr = element_pointer(em, op, f"{name}.ptr")
    x = em.b.load(ptr, typ=memory_type(t.dtype), align=t.dtype.itemsize,
                  name=f"{name}.mem" if t.dtype == DType.bool else name)
    em.set(op.result, from_memory(em.b, x, t.dtype, name))


@emits(StoreOp)
def _store(em: Emitter, op: StoreOp) -> None:
    t: BufferType = op.buffer.type
    ptr = element_pointer(em, op, f"{em.name(op.buffer)}.ptr")
    em.b.store(to_memory(em.b, em.get(op.value), t.dtype), ptr, align=t.dtype.itemsize)


@emits(AtomicAddOp)
def _atomic_add(em: Emitter, op: AtomicAddOp) -> None:
    """A read-modify-write; `atomicrmw` where iterations that may run at once could meet on
    one element (`shared_across_threads`)."""
    t: BufferType = op.buffer.type
    name = em.name(op.buffer)
    ptr = element_pointer(em, op, f"{name}.ptr")
    v = em.get(op.value)
    if shared_across_threads(op):
        em.b.atomic_rmw("fadd" if t.dtype.is_float else "add", ptr, v, "monotonic",
                        name=f"{name}.old")
        return
    old = em.b.load(ptr, typ=memory_type(t.dtype), align=t.dtype.itemsize, name=f"{name}.old")
    new = em.b.fadd(old, v, name=f"{name}.new") if t.dtype.is_float else \
        em.b.add(old, v, name=f"{name}.new")
    em.b.store(new, ptr, align=t.dtype.itemsize)


def shared_across_threads(op: IndexedOp) -> bool:
    """Whether two iterations of a `loop.parallel` around `op` may access one element: unless
    each such loop's variable is, alone, the index of some dimension (its iterations then
    touch distinct elements)."""
    ivs = op.operands[op.n_fixed:]
    plain = set()
    for e in op.indices:
        terms = e.terms
        if len(terms) == 1 and terms[0][1] == 1 and not e.const and \
                isinstance(terms[0][0], ix.Var):
            plain.add(id(ivs[terms[0][0].ref]))
    block = op.parent
    while block is not None and block.parent is not None:
        loop = block.parent.parent
        if not isinstance(loop, LoopOp):
            break
        if isinstance(loop, ParallelOp) and id(loop.iv) not in plain:
            return True
        block = loop.parent
    return False


def element_pointer(em: Emitter, op: IndexedOp, name: str) -> ir.Value:
    """The address of the element `op` indexes: proven in bounds, or checked at run time
    (a data-dependent index, or every index under `AOTGRAD_BOUNDS_CHECK=1`), then
    linearised."""
    ivs = op.operands[op.n_fixed:]

    def range_of(k):
        return em.ranges.get(id(ivs[k]))

    def value_of(k):
        return _index_operand(em, ivs[k])
    flat, dims = op.flat_index(range_of, lambda k: em.name(ivs[k]), em.name(op.buffer),
                               "codegen", em.fn.name, bounds_checking())
    t: BufferType = op.buffer.type
    for dim in dims:
        at = index_value(em, op.indices[dim], value_of, range_of, f"{name}.d{dim}", True)
        source = index_source(op, dim)
        if source is None:
            checks.emit_check(em, at, Check(em.fn.name, em.name(op.buffer), t, dim))
            continue
        check = Check(em.fn.name, em.name(op.buffer), t, dim,
                      (em.name(source.buffer), source.buffer.type))
        checks.emit_check(em, at, check, _position(em, source, f"{name}.d{dim}.at"))
    return em.b.gep(em.get(op.buffer), [_flat_offset(em, op, flat, value_of, range_of, name)],
                    inbounds=True, source_etype=memory_type(t.dtype), name=name)


def _position(em: Emitter, load: LoadOp, name: str) -> ir.Value:
    """The flat offset in its buffer of the element `load` read (an index's source)."""
    ivs = load.operands[load.n_fixed:]

    def range_of(k):
        return em.ranges.get(id(ivs[k]))

    def value_of(k):
        return _index_operand(em, ivs[k])
    flat, _ = load.flat_index(range_of, lambda k: em.name(ivs[k]), em.name(load.buffer),
                              "codegen", em.fn.name, True)
    return index_value(em, flat, value_of, range_of, name, True)


def _flat_offset(em: Emitter, op: IndexedOp, flat: ix.Expr, value_of, range_of,
                 name: str) -> ir.Value:
    """`flat` as an i64: its variable part is computed once per basic block, however many
    accesses of the block differ only in their constant (the columns of a column-blocked
    reduction, neighbouring elements of a stencil), and each adds its constant to it."""
    if not flat.terms:
        return ir.Constant(I64, flat.const)
    ivs = op.operands[op.n_fixed:]
    variable = ix.Expr(flat.terms)
    key = (id(em.b.block), ix.to_text(variable, lambda k: _key_of(em, ivs[k])))
    base = em.indices.get(key)
    if base is None:
        base = em.indices[key] = index_value(em, variable, value_of, range_of, "idx")
    if not flat.const:
        return base
    return em.b.add(base, ir.Constant(I64, flat.const), flags=("nsw",), name=f"{name}.idx")


def _key_of(em: Emitter, v) -> str:
    """A variable in the key of `_flat_offset`'s cache: its value where it is a constant (the
    loop variable of an unrolled loop, `emitter.emit_unrolled`), else its identity."""
    x = em.get(v)
    return f"c{x.constant}" if isinstance(x, ir.Constant) else f"v{id(v)}"


def _index_operand(em: Emitter, v) -> ir.Value:
    """An index variable as an i64: a loop variable is one; an i32 scalar is sign-extended."""
    x = em.get(v)
    if isinstance(v.type, ScalarType) and x.type != I64:
        return em.b.sext(x, I64, name=f"{em.name(v)}.i64")
    return x


def index_value(em: Emitter, e: ix.Expr, value_of, range_of, name: str = "idx",
                wraps: bool = False) -> ir.Value:
    """`e` as an i64, with its variables' values from `value_of(ref)`; the instructions are
    named `name`. Its adds and multiplies are `nsw` (they cannot overflow for an index proven
    in bounds) unless `wraps`: an index about to be checked may be any value."""
    b = em.b
    nsw = () if wraps else ("nsw",)
    total: ir.Value | None = None
    for atom, c in e.terms:
        if isinstance(atom, ix.Var):
            x = value_of(atom.ref)
        else:
            inner = index_value(em, atom.expr, value_of, range_of, name, wraps)
            lo = (ix.bounds(atom.expr, range_of) or (-1, 0))[0]
            d = ir.Constant(I64, atom.divisor if isinstance(atom, ix.FloorDiv) else atom.modulus)
            divide = _floordiv if isinstance(atom, ix.FloorDiv) else _mod
            x = divide(b, inner, d, lo >= 0, name)
        if c != 1:
            x = b.mul(x, ir.Constant(I64, c), flags=nsw, name=name)
        total = x if total is None else b.add(total, x, flags=nsw, name=name)
    if total is None:
        return ir.Constant(I64, e.const)
    if e.const:
        return b.add(total, ir.Constant(I64, e.const), flags=nsw, name=name)
    return total


def _floordiv(b: ir.IRBuilder, x, d, nonnegative: bool, name: str) -> ir.Value:
    if nonnegative:
        return b.udiv(x, d, name=name)
    q, r = b.sdiv(x, d, name=name), b.srem(x, d, name=name)
    return b.sub(q, b.zext(b.icmp_signed("<", r, ir.Constant(I64, 0), name=name), I64,
                           name=name), name=name)


def _mod(b: ir.IRBuilder, x, m, nonnegative: bool, name: str) -> ir.Value:
    if nonnegative:
        return b.urem(x, m, name=name)
    r = b.srem(x, m, name=name)
    return b.select(b.icmp_signed("<", r, ir.Constant(I64, 0), name=name),
                    b.add(r, m, name=name), r, name=name)


def kernel_symbol(name: str) -> str:
    """The LLVM name of kernel `name`: `kernel.<name>`, which no C function can have, so a
    kernel named after its op (`@tanh`) never clashes with the libm function it calls."""
    return f"kernel.{name}"


def emit_kernel(unit: Unit, f: Function, aliased: set[int] = frozenset()) -> ir.Function:
    """`f` as an LLVM function; argument positions in `aliased` get no `noalias`."""
    if f.kind != "kernel":
        raise IRError(f"codegen: '@{f.name}' is a {f.kind}, not a kernel", f.loc)
    names = value_names(f)
    fn = unit.define(kernel_symbol(f.name), len(f.args))
    fn.linkage = "internal"
    fn.attributes.add("nounwind")
    fn.attributes.add("noinline")
    em = Emitter(ir.IRBuilder(fn.append_basic_block("entry")), unit, f, names)
    for k, (a, arg) in enumerate(zip(f.args, fn.args)):
        if not isinstance(a.type, BufferType):
            raise IRError(f"codegen: kernel '@{f.name}' argument %{names[id(a)]} is a "
                          f"{a.type}; kernel arguments are buffers", f.loc)
        arg.name = names[id(a)]
        if k not in aliased:
            arg.add_attribute("noalias")
        arg.add_attribute("captures(none)")
        if a.type.nbytes:
            arg.attributes.dereferenceable = a.type.nbytes
        em.set(a, arg)
    em.emit_ops(f.body.ops)
    if not em.b.block.is_terminated:
        em.b.ret_void()
    return fn
