"""CUDA rows of loops and memory access, as one thread runs them.

In: `loop.for` / `loop.parallel`, `loop.load`, `loop.store`, `loop.yield`; out: C `for` loops
over `long long` variables, accumulators as mutable locals (the iter argument's name) copied
into the loop's results after it, and element accesses `buf[i * 10 + j]`: the
multi-dimensional index is linearised with the buffer's row-major strides here, and only here.
Every index over loop variables is checked against its dimension over their ranges before any
C is written, so a kernel that would leave a buffer is a compile-time error, never a crash; a
data-dependent index (an integer the kernel computed, such as a loaded id), and every index
under `AOTGRAD_BOUNDS_CHECK=1`, is checked on the device instead (`ag_check`: out of bounds,
the first failing thread records the check and the index in `ag_fault`, and the access reads
or writes element 0, so nothing outside the buffer is touched; the runtime raises). bool is
a byte in memory (`unsigned char`), a `bool` in registers. A constant buffer
(`loop.constant`) is a `static const` array of the kernel. A kernel's scratch buffer
(`loop.alloc` in a loop) is an array of the point: the thread's own, or the block's
`__shared__` one when the block runs the point together. How a kernel's outer loops map onto
the grid, and reductions onto a block, is `kernel.py`'s business.
"""
from __future__ import annotations

import math

from ...ir import builtin
from ...ir.loop import index as ix
from ...ir.loop.ops import (AllocOp, AtomicAddOp, BufferConstantOp, ForOp, IndexedOp, LoadOp,
                            LoopOp, ParallelOp, StoreOp, YieldOp)
from ...ir.types import BufferType, DType
from ..checks import Check, bounds_checking, index_source
from .emitter import CTYPE, INDEX, MEMTYPE, Emitter, emits
from .scalar import literal


def declare_accumulators(em: Emitter, op: LoopOp, inits: list[str] | None = None) -> None:
    """`T acc = init;` for each accumulator of `op` (its iter argument's name)."""
    for k, (a, d) in enumerate(zip(op.iter_args, op.iter_dtypes)):
        init = literal(d, op.inits[k]) if inits is None else inits[k]
        em.line(f"{CTYPE[d]} {em.name(a)} = {init};")


def emit_body(em: Emitter, op: LoopOp) -> None:
    """The loop's body, then the yield as assignments to the accumulators."""
    ops = op.body.ops
    last = ops[-1] if ops and isinstance(ops[-1], YieldOp) else None
    em.emit_ops(ops[:-1] if last is not None else ops)
    if last is None or not last.operands:
        return
    values = [em.get(v) for v in last.operands]
    accs = [em.name(a) for a in op.iter_args]
    if len(accs) > 1 and any(v in accs for v in values):   # a swap needs temporaries
        for a, v, d in zip(accs, values, op.iter_dtypes):
            em.line(f"const {CTYPE[d]} {a}_next = {v};")
        values = [f"{a}_next" for a in accs]
    for a, v in zip(accs, values):
        if a != v:
            em.line(f"{a} = {v};")


def define_results(em: Emitter, op: LoopOp) -> None:
    """The loop's results: the accumulators' final values."""
    for r, a, d in zip(op.results, op.iter_args, op.iter_dtypes):
        em.define(r, d, em.name(a))


def loop_header(em: Emitter, op: LoopOp, start: str = "", stride: str = "") -> str:
    """`for (long long i = lower + start; i < upper; i += step * stride)`."""
    iv = em.name(op.iv)
    first = f"{op.lower} + {start}" if start and op.lower else start or str(op.lower)
    if op.step != 1 and start:
        first = f"{op.lower} + {start} * {op.step}" if op.lower else f"{start} * {op.step}"
    step = f"{op.step} * {stride}" if stride and op.step != 1 else stride or str(op.step)
    return f"for ({INDEX} {iv} = {first}; {iv} < {op.upper}; {iv} += {step})"


def iteration(op: LoopOp, k: str) -> str:
    """The C text of the loop variable at iteration `k` (a C expression): lower + k * step."""
    q = f"({k}) * {op.step}" if op.step != 1 else k
    return f"{op.lower} + {q}" if op.lower else q


@emits(ForOp, ParallelOp)
def _loop(em: Emitter, op: LoopOp) -> None:
    rng = op.iv_range()
    if rng is None:                     # no iteration: the results are the initial values
        read_outside(em, op)
        for r, d, init in zip(op.results, op.iter_dtypes, op.inits):
            em.define(r, d, literal(d, init))
        return
    declare_accumulators(em, op)
    em.ranges[id(op.iv)] = rng
    with em.block(loop_header(em, op)):
        emit_body(em, op)
    define_results(em, op)


def read_outside(em: Emitter, op: LoopOp) -> None:
    """`(void)x;` for each scalar, loop variable or scratch array an empty loop (a zero-size
    dim) would use from outside it: the loop is never written, and a variable defined only
    for it would be one C warns that nothing reads."""
    inside = {id(r) for o in op.walk() for r in o.results} | \
        {id(a) for o in op.walk() if isinstance(o, LoopOp) for a in o.body.args}
    seen = set()
    for o in op.walk():
        for v in o.operands:
            if id(v) in inside or id(v) in seen or isinstance(v.type, BufferType) and \
                    not isinstance(getattr(v, "owner", None), AllocOp):
                continue
            seen.add(id(v))
            em.line(f"(void){em.get(v)};")


@emits(AllocOp)
def _scratch(em: Emitter, op: AllocOp) -> None:
    """A kernel's scratch buffer of one point: a local array of the thread that runs the
    point, or `__shared__` when a team (the block, or a warp) runs it (`kernel.py`)."""
    t: BufferType = op.result.type
    if em.rows is not None and id(op.result) in em.rows.kept:    # in registers (`rows.py`)
        em.rows.declare_scratch(em, op)
        return
    n, name, team = max(1, math.prod(t.shape)), em.name(op.result), em.team
    if em.shared_scratch and team.copies > 1:        # one per team: the team's own row
        em.line(f"__shared__ {MEMTYPE[t.dtype]} {name}_teams[{team.copies}][{n}];")
        em.line(f"{MEMTYPE[t.dtype]}* const {name} = {name}_teams[{team.slot}];")
        return
    space = "__shared__ " if em.shared_scratch else ""
    em.line(f"{space}{MEMTYPE[t.dtype]} {name}[{n}];")


#: the elements per line of a constant array's initializer.
ROW = 16


@emits(BufferConstantOp)
def _constant(em: Emitter, op: BufferConstantOp) -> None:
    """A constant buffer: a `static const` array of the kernel, initialised once, in the
    device's global memory (a bool is a byte, 1 or 0)."""
    t: BufferType = op.result.type
    values = op.evaluate().reshape(-1).tolist()
    items = [str(int(v)) if t.dtype == DType.bool else literal(t.dtype, v) for v in values]
    em.line(f"static const {MEMTYPE[t.dtype]} {em.name(op.result)}[{max(1, len(items))}] = {{")
    for start in range(0, len(items), ROW):
        em.line("  " + ", ".join(items[start:start + ROW]) + ",")
    em.line("};")


@emits(YieldOp)
def _yield(em: Emitter, op: YieldOp) -> None:
    """An empty yield ends a loop without accumulators; `emit_body` writes the others."""


@emits(builtin.ReturnOp)
def _return(em: Emitter, op) -> None:
    """A kernel returns when its threads run out of work."""


@emits(LoadOp)
def _load(em: Emitter, op: LoadOp) -> None:
    t: BufferType = op.buffer.type

    def read() -> str:
        x = element(em, op)
        return f"{x} != 0" if t.dtype == DType.bool else x
    lane = em.lanes.load(op) if em.lanes is not None else None      # a 16-byte load's lane
    if lane is not None:
        em.define(op.result, t.dtype, lane)
        return
    kept = em.rows is not None and id(op.buffer) in em.rows.kept     # a row in registers
    em.define(op.result, t.dtype, em.rows.load(em, op, read) if kept else read())


@emits(StoreOp)
def _store(em: Emitter, op: StoreOp) -> None:
    t: BufferType = op.buffer.type
    v = em.get(op.value)
    if em.lanes is not None and em.lanes.store(em, op, v):       # a 16-byte store's lane
        return
    if em.rows is not None and id(op.buffer) in em.rows.kept:     # a row in registers
        em.rows.store(em, op, v)
        if id(op.buffer) in em.rows.scratch:
            return
    em.line(f"{element(em, op)} = {f'(unsigned char){v}' if t.dtype == DType.bool else v};")


@emits(AtomicAddOp)
def _atomic_add(em: Emitter, op: AtomicAddOp) -> None:
    """CUDA's `atomicAdd` (a 64-bit integer as unsigned: the same two's-complement sum)."""
    t: BufferType = op.buffer.type
    v = em.get(op.value)
    if t.dtype == DType.i64:
        em.line(f"atomicAdd((unsigned long long *)&{element(em, op)},"
                f" (unsigned long long){v});")
    else:
        em.line(f"atomicAdd(&{element(em, op)}, {v});")


def element(em: Emitter, op: IndexedOp) -> str:
    """`buf[flat index]` of the element `op` indexes: proven in bounds, or checked at run
    time (a data-dependent index, or every index under `AOTGRAD_BOUNDS_CHECK=1`) by
    `ag_check`, which records the failure in `ag_fault` and reads element 0 instead."""
    ivs = op.operands[op.n_fixed:]

    def range_of(k):
        return em.ranges.get(id(ivs[k]))

    def name_of(k):
        return em.get(ivs[k])
    flat, dims = op.flat_index(range_of, lambda k: em.name(ivs[k]), em.name(op.buffer),
                               "CUDA codegen", em.fn.name, bounds_checking())
    if not dims:
        return f"{em.get(op.buffer)}[{index_text(flat, name_of, range_of)}]"
    t: BufferType = op.buffer.type
    parts = []
    for dim, e in enumerate(op.indices):
        text = index_text(e, lambda k: f"(long long){name_of(k)}", range_of)
        if dim in dims:
            source = index_source(op, dim)
            at = "-1LL" if source is None else position_text(em, source)
            em.checks.append(Check(em.fn.name, em.name(op.buffer), t, dim, None if source is None
                                   else (em.name(source.buffer), source.buffer.type)))
            text = f"ag_check({text}, {t.shape[dim]}, {len(em.checks)}, {at})"
        stride = math.prod(t.shape[dim + 1:])
        parts.append(f"({text})" + (f" * {stride}" if stride != 1 else ""))
    return f"{em.get(op.buffer)}[{' + '.join(parts) or '0'}]"


def position_text(em: Emitter, load: LoadOp) -> str:
    """The flat offset in its buffer of the element `load` read (an index's source)."""
    ivs = load.operands[load.n_fixed:]

    def range_of(k):
        return em.ranges.get(id(ivs[k]))
    flat, _ = load.flat_index(range_of, lambda k: em.name(ivs[k]), em.name(load.buffer),
                              "CUDA codegen", em.fn.name, True)
    return f"(long long)({index_text(flat, lambda k: f'(long long){em.get(ivs[k])}', range_of)})"


def index_text(e: ix.Expr, name_of, range_of) -> str:
    """`e` as a C expression: `i * 10 + j`, floor division and modulo as numpy's."""
    parts: list[str] = []
    for atom, c in e.terms:
        if isinstance(atom, ix.Var):
            text = name_of(atom.ref)
        else:
            inner = index_text(atom.expr, name_of, range_of)
            lo = (ix.bounds(atom.expr, range_of) or (-1, 0))[0]
            if isinstance(atom, ix.FloorDiv):
                text = f"({inner}) / {atom.divisor}" if lo >= 0 else \
                    f"ag_floordiv({inner}, {atom.divisor})"
            else:
                text = f"({inner}) % {atom.modulus}" if lo >= 0 else \
                    f"ag_mod({inner}, {atom.modulus})"
            text = f"({text})"
        parts.append(text if c == 1 else f"{text} * {c}")
    out = " + ".join(parts)
    if not parts:
        return str(e.const)
    if e.const:
        out += f" + {e.const}" if e.const > 0 else f" - {-e.const}"
    return out.replace("+ -", "- ")
