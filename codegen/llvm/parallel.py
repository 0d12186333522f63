"""Parallel loops on all cores through libgomp, as clang lowers `#pragma omp parallel`.

A `loop.parallel` of a kernel (not inside another one) whose work, the number of innermost
iterations it runs, is at least `THRESHOLD` becomes a call `GOMP_parallel(@omp, ctx, 0, 0)`
(every libgomp entry point read from a global the loader sets to aotgrad's own copy of
libgomp, `emitter.Unit.openmp`, not PyTorch's where it is loaded first):
`ctx` holds the values its body reads from outside (buffers, loop variables, scalars); each
thread of the team runs `@kernel.<k>.omp<n>(ctx)`, which takes its contiguous share of the
iterations by `omp_get_thread_num()` / `omp_get_num_threads()` and calls
`@kernel.<k>.par<n>(values..., first, end)`, the loop over that share (its buffers keep the
kernel's `noalias`; loops inside it run serially). `GOMP_parallel` returns when every thread
is done; the caller's thread is one of them. Smaller loops, loops of a program, loops of
modules whose programs call a BLAS gemm (its spinning threads would take the cores), and every
loop where libgomp cannot be loaded stay serial, without a launch; so does every loop under
`AOTGRAD_PARALLEL=0` or `AOTGRAD_OPT=0` (`options.parallel_loops`).

A sum over many iterations (`launch_sums`: a `loop.for` of a kernel, not inside another loop,
whose accumulators are all float sums (`accumulate.float_sums`) and whose body stores nothing)
is launched the same way: each thread sums its contiguous share in blocks of
`accumulate.BLOCK` iterations, the block sums added in double, and writes its partial sums to
its row of a table in the caller's frame; after the join the caller adds the rows in thread
order to the accumulators' initial values. The team has at most `MAX_TEAM` threads.
"""
from __future__ import annotations

from llvmlite import ir

from ...ir.core import Block
from ...ir.loop.ops import ForOp, LoopOp, StoreOp
from . import accumulate
from .builder import I32, I64, PTR, VOID, constant, for_range
from .emitter import Emitter, emit_iterations
from .options import LIBGOMP, library, parallel_loops


#: innermost iterations below which a parallel loop runs serially (about 4096 per thread on
#: 8 threads: a launch and its join cost a few microseconds).
THRESHOLD = 32768

#: the most threads one parallel sum combines (a table of partial sums per launch).
MAX_TEAM = 64

DOUBLE = ir.DoubleType()


def work(op: LoopOp) -> int:
    """The number of innermost iterations `op` runs."""
    inner = sum(work(o) for o in op.body.ops if isinstance(o, LoopOp))
    return op.trip_count * max(1, inner)


def _may_launch(em: Emitter, op: LoopOp) -> bool:
    return not (em.serial or em.program is not None or not em.unit.parallel
                or not parallel_loops() or work(op) < THRESHOLD or not library(LIBGOMP))


def launch(em: Emitter, op: LoopOp) -> bool:
    """Emits `op` as a parallel launch when it gains from one; False when it stays serial."""
    if not _may_launch(em, op):
        return False
    _outline(em, op)
    return True


def _stores(block: Block) -> bool:
    return any(isinstance(o, StoreOp) or any(_stores(inner) for r in o.regions
                                             for inner in r.blocks) for o in block.ops)


def launch_sums(em: Emitter, op: LoopOp) -> list[ir.Value] | None:
    """Emits `op` as a parallel sum (see the module's text) when it is one and gains from a
    launch: the accumulators' values after the loop; None when it stays serial."""
    if not isinstance(op, ForOp) or not _may_launch(em, op):
        return None
    sums = accumulate.float_sums(op)
    if (len(sums) != len(op.iter_dtypes) or not any(o is op for o in em.fn.body.ops)
            or _stores(op.body)):
        return None
    return _outline(em, op, len(sums))


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


def _outline(em: Emitter, op: LoopOp, n_sums: int = 0) -> list[ir.Value] | None:
    """Launches `op` on the team; with `n_sums` (> 0) its sums' values after the join."""
    unit, b = em.unit, em.b
    unit.outlined += 1
    base = f"{em.b.function.name}.{{}}{unit.outlined}"
    captured = _captured(em, op)
    outside = [em.get(v) for v in captured]
    here = b.block                        # the context lives in the entry block's frame
    b.position_at_start(b.function.entry_basic_block)
    table = None
    if n_sums:
        table = b.alloca(DOUBLE, size=MAX_TEAM * n_sums, name="omp.partials")
        outside.append(table)
    types = [x.type for x in outside]
    ctx_type = ir.LiteralStructType(types)
    ctx = b.alloca(ctx_type, name="omp.ctx")
    b.position_at_end(here)
    if n_sums:
        body = _sum_range_function(em, op, captured, outside[:-1], base.format("par"))
    else:
        body = _range_function(em, op, captured, outside, base.format("par"))
    omp = ir.Function(unit.module, ir.FunctionType(VOID, [PTR]), base.format("omp"))
    omp.linkage = "internal"
    omp.attributes.add("nounwind")
    _omp_body(unit, omp, body, ctx_type, op.trip_count, n_sums)
    for k, x in enumerate(outside):
        b.store(x, b.gep(ctx, [ir.Constant(I32, 0), ir.Constant(I32, k)], inbounds=True))
        if isinstance(x, ir.Argument):    # its address now escapes to the team's threads
            x.attributes.discard("captures(none)")
    team = ir.Constant(I32, 0)
    if n_sums:
        for k in range(MAX_TEAM * n_sums):                  # every thread's row starts at -0.0
            b.store(ir.Constant(DOUBLE, -0.0), _slot(b, table, k))
        most = b.call(unit.openmp(b, "omp_get_max_threads"), [])
        cap = ir.Constant(I32, MAX_TEAM)
        team = b.select(b.icmp_signed("<", most, cap), most, cap, name="omp.team")
    b.call(unit.openmp(b, "GOMP_parallel"), [omp, ctx, team, ir.Constant(I32, 0)])
    if not n_sums:
        return None
    finals = []
    for k, (init, dtype) in enumerate(zip(op.inits, op.iter_dtypes)):
        total = constant(dtype, init)
        total = total if total.type == DOUBLE else b.fpext(total, DOUBLE)
        for t in range(MAX_TEAM):
            total = b.fadd(total, b.load(_slot(b, table, t * n_sums + k), typ=DOUBLE),
                           name=f"{em.name(op.iv) or 'i'}.total")
        ty = constant(dtype, init).type
        finals.append(total if ty == DOUBLE else b.fptrunc(total, ty, name="sum"))
    return finals


def _slot(b: ir.IRBuilder, table: ir.Value, k: int) -> ir.Value:
    return b.gep(table, [ir.Constant(I64, k)], inbounds=True, source_etype=DOUBLE)


def _range_function(em: Emitter, op: LoopOp, captured, outside, name: str) -> ir.Function:
    """`@name(values..., first, end)`: iterations `first` to `end` of `op`, serially."""
    fnty = ir.FunctionType(VOID, [x.type for x in outside] + [I64, I64])
    fn = ir.Function(em.unit.module, fnty, name)
    fn.linkage = "internal"
    fn.attributes.add("nounwind")
    sub = _sub_emitter(em, fn, captured, outside)
    first, end = fn.args[-2], fn.args[-1]
    first.name, end.name = "first", "end"
    b = sub.b

    def iv(t):
        return b.add(ir.Constant(I64, op.lower), b.mul(t, ir.Constant(I64, op.step)))
    emit_iterations(sub, op, iv(first), iv(end), [])
    b.ret_void()
    return fn


def _sum_range_function(em: Emitter, op: ForOp, captured, outside, name: str) -> ir.Function:
    """`@name(values..., row, first, end)`: iterations `first` to `end` of sum loop `op`, in
    blocks of `accumulate.BLOCK`, each block's sums added in double; the totals (double) are
    stored to `row[k]`."""
    fnty = ir.FunctionType(VOID, [x.type for x in outside] + [PTR, I64, I64])
    fn = ir.Function(em.unit.module, fnty, name)
    fn.linkage = "internal"
    fn.attributes.add("nounwind")
    sub = _sub_emitter(em, fn, captured, outside)
    row, first, end = fn.args[-3], fn.args[-2], fn.args[-1]
    row.name, first.name, end.name = "row", "first", "end"
    b = sub.b
    n = len(op.iter_dtypes)
    zeros = [ir.Constant(constant(d, 0.0).type, -0.0) for d in op.iter_dtypes]
    step = op.step
    lo = b.add(ir.Constant(I64, op.lower), b.mul(first, ir.Constant(I64, step)), name="lo")
    hi = b.add(ir.Constant(I64, op.lower), b.mul(end, ir.Constant(I64, step)), name="hi")
    span = ir.Constant(I64, accumulate.BLOCK * step)
    count = b.sub(end, first)
    blocks = b.sdiv(b.add(count, ir.Constant(I64, accumulate.BLOCK - 1)),
                    ir.Constant(I64, accumulate.BLOCK), name="blocks")
    iv = em.name(op.iv) or "i"
    sub.reassoc |= accumulate.sum_adds(op)
    with for_range(b, 0, blocks, name=f"{iv}.block",
                   iters=[(ir.Constant(DOUBLE, -0.0), f"{iv}.total")] * n) as loop:
        start = b.add(lo, b.mul(loop.iv, span), name=f"{iv}.start")
        stop = b.add(start, span)
        stop = b.select(b.icmp_signed("<", stop, hi), stop, hi, name=f"{iv}.end")
        parts = emit_iterations(sub, op, start, stop, list(zeros))
        loop.carry([b.fadd(t, p if p.type == DOUBLE else b.fpext(p, DOUBLE))
                    for t, p in zip(loop.accs, parts)])
    for k, t in enumerate(loop.accs):
        b.store(t, b.gep(row, [ir.Constant(I64, k)], inbounds=True, source_etype=DOUBLE))
    b.ret_void()
    return fn


def _sub_emitter(em: Emitter, fn: ir.Function, captured, outside) -> Emitter:
    """An emitter of `fn`, whose leading arguments are the `captured` values of `em`."""
    sub = Emitter(ir.IRBuilder(fn.append_basic_block("entry")), em.unit, em.fn, em.names,
                  ranges=dict(em.ranges), serial=True, reassoc=set(em.reassoc))
    for v, x, arg in zip(captured, outside, fn.args):
        arg.name = em.name(v)
        if isinstance(x, ir.Argument):
            for attr in ("noalias", "captures(none)"):
                if attr in x.attributes or attr == "captures(none)":
                    arg.add_attribute(attr)
            arg.attributes.dereferenceable = x.attributes.dereferenceable
        sub.set(v, arg)
    return sub


def _omp_body(unit, omp: ir.Function, body: ir.Function, ctx_type, trips: int,
              n_sums: int = 0) -> None:
    """Each thread's share: iterations [tid * chunk, min((tid + 1) * chunk, trips)); a sum's
    thread also gets its row of the partial-sum table (the context's last value)."""
    b = ir.IRBuilder(omp.append_basic_block("entry"))
    ctx = omp.args[0]
    ctx.name = "ctx"
    values = context_values(b, ctx, ctx_type)
    tid, first, end = thread_share(unit, b, trips)
    if n_sums:
        row = b.gep(values.pop(), [b.mul(tid, ir.Constant(I64, n_sums))], inbounds=True,
                    source_etype=DOUBLE, name="row")
        values.append(row)
    b.call(body, values + [first, end])
    b.ret_void()


def context_values(b: ir.IRBuilder, ctx: ir.Value, ctx_type: ir.LiteralStructType) -> list:
    """The values a launch's context holds, loaded in a team's function."""
    return [b.load(b.gep(ctx, [ir.Constant(I32, 0), ir.Constant(I32, k)], inbounds=True,
                         source_etype=ctx_type), typ=t) for k, t in enumerate(ctx_type.elements)]


def thread_share(unit, b: ir.IRBuilder, total: int, grain: int = 1):
    """(tid, first, end): this team thread's share of `total` iterations, [tid * chunk,
    min((tid + 1) * chunk, total)), the chunk rounded up to a multiple of `grain`."""
    tid = b.sext(b.call(unit.openmp(b, "omp_get_thread_num"), []), I64, name="tid")
    team = b.sext(b.call(unit.openmp(b, "omp_get_num_threads"), []), I64, name="team")
    limit = ir.Constant(I64, total)
    chunk = b.sdiv(b.add(limit, b.sub(team, ir.Constant(I64, 1))), team, name="chunk")
    if grain > 1:
        step = ir.Constant(I64, grain)
        chunk = b.mul(b.sdiv(b.add(chunk, ir.Constant(I64, grain - 1)), step), step,
                      name="chunk")

    def at_most_total(x):
        return b.select(b.icmp_signed("<", x, limit), x, limit)
    first = at_most_total(b.mul(tid, chunk, name="first"))
    end = at_most_total(b.add(first, chunk, name="end"))
    return tid, first, end
