"""Float sums that vectorise and stay accurate: reassociated, blocked accumulation.

A float accumulator of a `loop.for` whose body only adds one value to it per iteration
(`%s_1 = arith.add %s, %x`, `loop.yield %s_1`, `%s` used nowhere else) is a sum. Its adds are
emitted `fadd reassoc`, which lets LLVM's loop vectoriser keep lanes x interleave partial sums
(32 for f32 with AVX2) and add them up after the loop. A loop of more than `BLOCK` iterations
runs in blocks of `BLOCK`: each block's partial sum starts at -0.0 (the exact identity), and
the block sums are added in double, so the error of a sum of 10^7 float32 values is that of a
few hundred-term sums, not of a 10^7-term chain. Other accumulators (max, min, products) of
the same loop carry through the blocks unchanged and keep their order. A loop with several
sums (a column-blocked reduction of `lower`: one sum per column of a block, each iteration
loading consecutive columns of a row) keeps its adds in order and is still blocked: its sums
are the vector lanes, which LLVM's SLP vectoriser packs, where vectorising the loop over its
iterations would gather elements a row apart. Under
`AOTGRAD_OPT=0` none of this happens: the adds are sequential, in the loop's order.
"""
from __future__ import annotations

from llvmlite import ir

from ...ir.loop import arith as A
from ...ir.loop.ops import ForOp, LoopOp
from ...ir.core import Block
from .builder import constant, for_range
from .emitter import Emitter, emit_iterations

#: iterations per block of a blocked sum.
BLOCK = 4096

DOUBLE = ir.DoubleType()


def _uses(block: Block, counts: dict[int, int]) -> None:
    for op in block.ops:
        for v in op.operands:
            counts[id(v)] = counts.get(id(v), 0) + 1
        for region in op.regions:
            for inner in region.blocks:
                _uses(inner, counts)


def _combined(op: LoopOp, classes: tuple[type, ...]) -> dict[int, object]:
    """Position -> the op of `classes` that makes float accumulator k of `op` out of itself
    and one value: the accumulator's only reader, its result read only by the yield."""
    if not isinstance(op, ForOp) or not op.iter_dtypes:
        return {}
    counts: dict[int, int] = {}
    _uses(op.body, counts)
    yielded = op.body.ops[-1].operands
    makers = {id(o.result): o for o in op.body.ops if isinstance(o, classes)}
    out = {}
    for k, (arg, dtype) in enumerate(zip(op.iter_args, op.iter_dtypes)):
        o = makers.get(id(yielded[k]))
        if (dtype.is_float and o is not None and counts.get(id(arg)) == 1
                and counts.get(id(o.result)) == 1 and sum(v is arg for v in o.operands) == 1):
            out[k] = o
    return out


def float_sums(op: LoopOp) -> list[int]:
    """The positions of `op`'s float accumulators that are sums (see the module's text)."""
    return list(_combined(op, (A.AddOp,)))


def sum_adds(op: LoopOp) -> set[int]:
    """The ids of the adds emitted `fadd reassoc`: those of `op`'s sum, when it has one; a
    loop of several sums keeps its adds in order (the sums are the lanes, see the module's
    text)."""
    adds = _combined(op, (A.AddOp,))
    return {id(o) for o in adds.values()} if len(adds) == 1 else set()


def lone_extremum(op: LoopOp) -> set[int]:
    """The id of the `arith.max`/`arith.min` that makes the only accumulator of `op` (a float,
    read by nothing else), which may then be reassociated: emitted as `llvm.maximum` /
    `llvm.minimum`, which propagate NaN as numpy's do and which LLVM vectorises as a
    reduction. Empty otherwise: a loop of several maxima (a column block) keeps its selects,
    which the SLP vectoriser packs across the block's columns."""
    found = _combined(op, (A.MaxOp, A.MinOp))
    return {id(o) for o in found.values()} if len(op.iter_dtypes) == 1 else set()


def emit(em: Emitter, op: ForOp, sums: list[int]) -> list[ir.Value]:
    """`op` with its sums at positions `sums` reassociated (and blocked when long); the
    accumulators' values after the loop."""
    adds = sum_adds(op)
    em.reassoc |= adds
    try:
        return _blocked(em, op, sums)
    finally:
        em.reassoc -= adds


def _blocked(em: Emitter, op: ForOp, sums: list[int]) -> list[ir.Value]:
    b = em.b
    inits = [constant(d, v) for v, d in zip(op.inits, op.iter_dtypes)]
    if op.trip_count <= BLOCK:
        return emit_iterations(em, op, op.lower, op.upper, inits)
    zero = {k: ir.Constant(inits[k].type, -0.0) for k in sums}
    name = em.name(op.iv) or "i"

    def widen(v):
        return v if v.type == DOUBLE else b.fpext(v, DOUBLE, name=f"{name}.part")

    def add_blocks(totals, parts):
        return [b.fadd(t, widen(p), name=f"{name}.total") if k in zero else p
                for k, (t, p) in enumerate(zip(totals, parts))]
    n_blocks, rest = divmod(op.trip_count, BLOCK)
    span = BLOCK * op.step
    outer = [(widen(v) if k in zero else v, f"{name}.total") for k, v in enumerate(inits)]
    with for_range(b, 0, n_blocks, name=f"{name}.block", iters=outer) as blocks:
        start = b.add(ir.Constant(blocks.iv.type, op.lower),
                      b.mul(blocks.iv, ir.Constant(blocks.iv.type, span)), name=f"{name}.start")
        end = b.add(start, ir.Constant(start.type, span), name=f"{name}.end")
        block_inits = [zero.get(k, v) for k, v in enumerate(blocks.accs)]
        parts = emit_iterations(em, op, start, end, block_inits)
        blocks.carry(add_blocks(blocks.accs, parts))
    totals = list(blocks.accs)
    if rest:
        first = op.lower + n_blocks * span
        parts = emit_iterations(em, op, first, op.upper,
                                [zero.get(k, v) for k, v in enumerate(totals)], ".rest")
        totals = add_blocks(totals, parts)
    return [b.fptrunc(t, inits[k].type, name=f"{name}.sum")
            if k in zero and t.type != inits[k].type else t for k, t in enumerate(totals)]
