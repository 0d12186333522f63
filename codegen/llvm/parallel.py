"""Parallel loops on all cores through libgomp, as clang lowers `#pragma omp parallel`.

A `loop.parallel` of a kernel (not inside another one) whose work, the number of innermost
iterations it runs, is at least `THRESHOLD` becomes a call `GOMP_parallel(@omp, ctx, 0, 0)`:
`ctx` holds the values its body reads from outside (buffers, loop variables, scalars); each
thread of the team runs `@kernel.<k>.omp<n>(ctx)`, which takes its contiguous share of the
iterations by `omp_get_thread_num()` / `omp_get_num_threads()` and calls
`@kernel.<k>.par<n>(values..., first, end)`, the loop over that share (its buffers keep the
kernel's `noalias`; loops inside it run serially). `GOMP_parallel` returns when every thread
is done; the caller's thread is one of them. Smaller loops, loops of a program, loops of
modules whose programs call a BLAS gemm (its spinning threads would take the cores), and every
loop where libgomp cannot be loaded stay serial, without a launch; so does every loop under
`AOTGRAD_PARALLEL=0` or `AOTGRAD_OPT=0` (`options.parallel_loops`).
"""
from __future__ import annotations

from llvmlite import ir

from ...ir.core import Block
from ...ir.loop.ops import LoopOp
from . import loops
from .builder import I32, I64, PTR, VOID
from .emitter import Emitter
from .options import library, parallel_loops

LIBGOMP = "libgomp.so.1"

#: innermost iterations below which a parallel loop runs serially (about 4096 per thread on
#: 8 threads: a launch and its join cost a few microseconds).
THRESHOLD = 32768


def work(op: LoopOp) -> int:
    """The number of innermost iterations `op` runs."""
    inner = sum(work(o) for o in op.body.ops if isinstance(o, LoopOp))
    return op.trip_count * max(1, inner)


def launch(em: Emitter, op: LoopOp) -> bool:
    """Emits `op` as a parallel launch when it gains from one; False when it stays serial."""
    if (em.serial or em.program is not None or not em.unit.parallel or not parallel_loops()
            or work(op) < THRESHOLD or not library(LIBGOMP)):
        return False
    _outline(em, op)
    return True


def _walk(block: Block, defined: set[int], read: dict[int, object]) -> None:
    for op in block.ops:
        for v in op.operands:
            read.setdefault(id(v), v)
        for r in op.results:
            defined.add(id(r))
        for region in op.regions:
            for inner in region.blocks:
                defined.update(id(a) for a in inner.args)
                _walk(inner, defined, read)


def _captured(em: Emitter, op: LoopOp) -> list:
    """The IR values `op`'s body reads that are defined outside it, in order of first read."""
    defined: set[int] = {id(a) for a in op.body.args}
    read: dict[int, object] = {}
    _walk(op.body, defined, read)
    return [v for k, v in read.items() if k not in defined and k in em.values]


def _outline(em: Emitter, op: LoopOp) -> None:
    unit, b = em.unit, em.b
    unit.outlined += 1
    base = f"{em.b.function.name}.{{}}{unit.outlined}"
    captured = _captured(em, op)
    outside = [em.get(v) for v in captured]
    types = [x.type for x in outside]
    body = _range_function(em, op, captured, outside, base.format("par"))
    ctx_type = ir.LiteralStructType(types)
    omp = ir.Function(unit.module, ir.FunctionType(VOID, [PTR]), base.format("omp"))
    omp.linkage = "internal"
    omp.attributes.add("nounwind")
    _omp_body(unit, omp, body, ctx_type, op.trip_count)
    here = b.block                        # the context lives in the entry block's frame
    b.position_at_start(b.function.entry_basic_block)
    ctx = b.alloca(ctx_type, name="omp.ctx")
    b.position_at_end(here)
    for k, x in enumerate(outside):
        b.store(x, b.gep(ctx, [ir.Constant(I32, 0), ir.Constant(I32, k)], inbounds=True))
        if isinstance(x, ir.Argument):    # its address now escapes to the team's threads
            x.attributes.discard("captures(none)")
    gomp = unit.declare("GOMP_parallel", ir.FunctionType(VOID, [PTR, PTR, I32, I32]))
    b.call(gomp, [omp, ctx, ir.Constant(I32, 0), ir.Constant(I32, 0)])


def _range_function(em: Emitter, op: LoopOp, captured, outside, name: str) -> ir.Function:
    """`@name(values..., first, end)`: iterations `first` to `end` of `op`, serially."""
    fnty = ir.FunctionType(VOID, [x.type for x in outside] + [I64, I64])
    fn = ir.Function(em.unit.module, fnty, name)
    fn.linkage = "internal"
    fn.attributes.add("nounwind")
    sub = Emitter(ir.IRBuilder(fn.append_basic_block("entry")), em.unit, em.fn, em.names,
                  ranges=dict(em.ranges), serial=True, reassoc=em.reassoc)
    for v, x, arg in zip(captured, outside, fn.args):
        arg.name = em.name(v)
        if isinstance(x, ir.Argument):
            for attr in ("noalias", "captures(none)"):
                if attr in x.attributes or attr == "captures(none)":
                    arg.add_attribute(attr)
            arg.attributes.dereferenceable = x.attributes.dereferenceable
        sub.set(v, arg)
    first, end = fn.args[-2], fn.args[-1]
    first.name, end.name = "first", "end"
    b = sub.b

    def iv(t):
        return b.add(ir.Constant(I64, op.lower), b.mul(t, ir.Constant(I64, op.step)))
    loops.emit_iterations(sub, op, iv(first), iv(end), [])
    b.ret_void()
    return fn


def _omp_body(unit, omp: ir.Function, body: ir.Function, ctx_type, trips: int) -> None:
    """Each thread's share: iterations [tid * chunk, min((tid + 1) * chunk, trips))."""
    b = ir.IRBuilder(omp.append_basic_block("entry"))
    ctx = omp.args[0]
    ctx.name = "ctx"
    values = [b.load(b.gep(ctx, [ir.Constant(I32, 0), ir.Constant(I32, k)], inbounds=True,
                           source_etype=ctx_type), typ=t) for k, t in enumerate(ctx_type.elements)]
    query = ir.FunctionType(I32, [])
    tid = b.sext(b.call(unit.declare("omp_get_thread_num", query), []), I64, name="tid")
    team = b.sext(b.call(unit.declare("omp_get_num_threads", query), []), I64, name="team")
    total = ir.Constant(I64, trips)
    chunk = b.sdiv(b.add(total, b.sub(team, ir.Constant(I64, 1))), team, name="chunk")

    def at_most_total(x):
        return b.select(b.icmp_signed("<", x, total), x, total)
    first = at_most_total(b.mul(tid, chunk, name="first"))
    end = at_most_total(b.add(first, chunk, name="end"))
    b.call(body, values + [first, end])
    b.ret_void()
