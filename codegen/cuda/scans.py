"""Scans split over a block: cumsum, cumprod, cummax and cummin rows, in tiles.

In: a `loop.for` with one accumulator inside the body of one point of a block-mode kernel,
whose next value is `add`, `mul`, `max` or `min` of the accumulator (used nowhere else) and a
value that does not depend on it, and whose body stores (each store at an element no other
iteration writes) what may depend on that next value: the running value of a scan (`cumsum`'s
`out[k] = acc`). Out: the row in tiles of `blockDim.x` iterations, thread `t` taking
iteration `t` of each tile (neighbouring threads, neighbouring elements): each thread computes
its iteration's value, `ag_block_scan` combines the tile's values in order (warp shuffles,
then the warps' totals through shared memory), each thread combines the carry (the loop's
initial value, then every tile before) with its prefix and runs the rest of the body with it,
and the carry takes the tile's total. This is exact up to reassociation, as PyTorch's CUDA
scans are. Run on one thread of the block instead, a row of 4096 is 4096 dependent steps.
"""
from __future__ import annotations

from ...ir.core import Operation
from ...ir.loop.ops import LoopOp, StoreOp, YieldOp
from .emitter import CTYPE, INDEX, Emitter
from .loops import iteration
from .reductions import COMBINERS, combiner, identity, independent
from .scalar import EXPRESSIONS, literal


def scan_combiner(loop: LoopOp) -> Operation | None:
    """The op that combines the accumulator of a scan loop (see the module's text) with the
    iteration's value, or None when `loop` is not such a scan."""
    ops = loop.body.ops
    if len(loop.iter_dtypes) != 1 or not ops or not isinstance(ops[-1], YieldOp):
        return None
    (acc,), (y,) = loop.iter_args, ops[-1].operands
    op = combiner(loop, acc, y)
    inner = [o for o in loop.walk() if o is not loop]
    if op is None or not any(isinstance(o, StoreOp) for o in inner) or \
            any(isinstance(o, LoopOp) for o in inner) or not independent(loop) or \
            any(o is not op and any(v is acc for v in o.operands) for o in inner):
        return None
    return op


def emit_scan(em: Emitter, loop: LoopOp, combiner: Operation) -> None:
    """The scan loop in tiles of the block (see the module's text); every thread ends with
    the loop's result."""
    (acc,), (d,), (init,), (result,) = loop.iter_args, loop.iter_dtypes, loop.inits, \
        loop.results
    rng = loop.iv_range()
    em.line(f"{CTYPE[d]} {em.name(acc)} = {literal(d, init)};")
    if rng is None:
        em.define(result, d, em.name(acc))
        return
    em.ranges[id(loop.iv)] = rng
    trips, unit = loop.trip_count, identity(type(combiner), d)
    value = next(v for v in combiner.operands if v is not acc)
    combine = COMBINERS[type(combiner)]
    ops = [o for o in loop.body.ops if not isinstance(o, YieldOp)]
    with em.block(f"for ({INDEX} ag_t = 0; ag_t < {trips}; ag_t += blockDim.x)"):
        em.line(f"const bool ag_in = ag_t + threadIdx.x < {trips};")
        # a thread past the row computes the row's first iteration, and stores nothing
        em.line(f"const {INDEX} {em.name(loop.iv)} = "
                f"{iteration(loop, '(ag_in ? ag_t + threadIdx.x : 0)')};")
        for o in ops:
            if o is combiner:
                em.line(f"{CTYPE[d]} ag_total;")
                em.line(f"const {CTYPE[d]} ag_prefix = ag_block_scan<{CTYPE[d]}>(ag_in ? "
                        f"{em.get(value)} : {unit}, {unit}, {combine}(), ag_total);")
                em.define(o.result, d, EXPRESSIONS[type(o)](o, d, [em.name(acc), "ag_prefix"]))
            elif isinstance(o, StoreOp):
                with em.block("if (ag_in)"):
                    em.emit_ops([o])
            else:
                em.emit_ops([o])
        em.line(f"{em.name(acc)} = "
                f"{EXPRESSIONS[type(combiner)](combiner, d, [em.name(acc), 'ag_total'])};")
    em.define(result, d, em.name(acc))
