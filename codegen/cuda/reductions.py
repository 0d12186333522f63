"""Reduction loops split over the threads of a block.

In: a `loop.for` with accumulators, inside the body of one point of a block-mode kernel; out:
each thread folds every `blockDim.x`-th iteration into its own partial accumulators (starting
from the combiner's identity), `ag_block_reduce` combines the partials (warp shuffles, then
shared memory) and every thread combines the loop's initial value with the total. This is only
done where it is exact up to reassociation: each accumulator's next value is `add`, `mul`,
`max` or `min` of the accumulator (used nowhere else) and a value that does not depend on any
accumulator, and the loop's iterations are otherwise independent: it stores only directly in
its body, each store at an element no other iteration writes (`separates`), and reads nothing
it stores (softmax's `exp` both summed and kept for the division). Any other loop with
accumulators runs sequentially.
"""
from __future__ import annotations

from ...ir.core import Operation
from ...ir.loop import arith as A
from ...ir.loop import index as ix
from ...ir.loop.ops import LoadOp, LoopOp, StoreOp, YieldOp
from ...ir.types import DType
from .emitter import CTYPE, INDEX, Emitter
from .loops import emit_body, loop_header, read_outside
from .scalar import EXPRESSIONS, literal
from .rows import team_loop
from .vectors import LANES, plan_reduction_lanes, where_aligned
from .vectors import lanes as vector_lanes

#: combiner op class -> the prelude's functor that combines two partial results.
COMBINERS = {A.AddOp: "ag_add_op", A.MulOp: "ag_mul_op", A.MaxOp: "ag_max_op",
             A.MinOp: "ag_min_op"}


def identity(cls: type, dtype: DType) -> str:
    """The C literal `e` with `combine(e, x) == x` for every `x` of `dtype`."""
    if cls in (A.AddOp, A.MulOp):
        return literal(dtype, cls is A.MulOp)
    low = cls is A.MaxOp
    if dtype == DType.bool:
        return literal(dtype, not low)
    if dtype.is_float:
        return literal(dtype, float("-inf") if low else float("inf"))
    bits = 8 * dtype.itemsize - 1
    return literal(dtype, -(2 ** bits) if low else 2 ** bits - 1)


def reduction_combiners(loop: LoopOp) -> list[Operation] | None:
    """The op that combines each accumulator with the iteration's value, or None when the
    loop is not such a reduction."""
    ops = loop.body.ops
    if not ops or not isinstance(ops[-1], YieldOp) or not independent(loop):
        return None
    uses: dict[int, list[Operation]] = {}
    for op in loop.walk():
        for v in ([] if op is loop else op.operands):
            uses.setdefault(id(v), []).append(op)
    out = []
    for a, y in zip(loop.iter_args, ops[-1].operands):
        op = combiner(loop, a, y)
        if op is None or not (_only(uses.get(id(a)), op) and _only(uses.get(id(y)), ops[-1])):
            return None
        out.append(op)
    return out


def independent(loop: LoopOp) -> bool:
    """Whether the iterations of `loop` are independent but for its accumulators: it stores
    only directly in its body, each store at an element no other iteration writes
    (`separates`), and reads nothing it stores."""
    ops = loop.body.ops
    stored = {id(op.buffer) for op in loop.walk() if isinstance(op, StoreOp)}
    return not any(
        isinstance(op, StoreOp) and not (any(op is o for o in ops) and separates(op, loop)) or
        isinstance(op, LoadOp) and id(op.buffer) in stored for op in loop.walk())


def combiner(loop: LoopOp, acc, y) -> Operation | None:
    """The op of `loop`'s body that makes `y`, the next value of accumulator `acc`, as `add`,
    `mul`, `max` or `min` of `acc` (once) and another value; None where there is none."""
    op = getattr(y, "owner", None)
    if type(op) not in COMBINERS or not any(op is o for o in loop.body.ops) or \
            [id(x) for x in op.operands].count(id(acc)) != 1:
        return None
    return op


def separates(store: StoreOp, loop: LoopOp) -> bool:
    """Whether no two iterations of `loop` store at the same element: along some dimension
    the index is the loop variable times a nonzero constant plus variables of enclosing
    loops (fixed while `loop` runs)."""
    ivs = store.operands[store.n_fixed:]
    inside = {id(v) for op in loop.walk() for v in op.results} | \
        {id(a) for op in loop.walk() if isinstance(op, LoopOp) for a in op.body.args}
    for e in store.indices:
        mine = [c for atom, c in e.terms if isinstance(atom, ix.Var) and ivs[atom.ref] is loop.iv]
        others = [atom for atom, _ in e.terms if not (isinstance(atom, ix.Var) and
                                                      ivs[atom.ref] is loop.iv)]
        if len(mine) == 1 and mine[0] and all(
                isinstance(atom, ix.Var) and id(ivs[atom.ref]) not in inside
                for atom in others):
            return True
    return False


def _only(users: list[Operation] | None, op: Operation) -> bool:
    return users is not None and len(users) == 1 and users[0] is op


def emit_reduction(em: Emitter, loop: LoopOp, combiners: list[Operation],
                   grid: str | None = None) -> None:
    """The loop split over the block's threads, its results combined across the block; with
    `grid` (the name of the kernel's `__device__` partials and ticket, one accumulator), split
    over every thread of the grid and combined by `ag_grid_reduce`, after which only the last
    block goes on."""
    for a, d, op in zip(loop.iter_args, loop.iter_dtypes, combiners):
        em.line(f"{CTYPE[d]} {em.name(a)} = {identity(type(op), d)};")
    rng = loop.iv_range()
    start, stride = f"({INDEX}){em.team.index}", em.team.size
    if grid is not None:
        start = f"({INDEX})blockIdx.x * blockDim.x + threadIdx.x"
        stride = f"({INDEX})gridDim.x * blockDim.x"
    lanes = plan_reduction_lanes(em, loop) if grid is not None and rng is not None else None
    if lanes is not None:           # groups of four iterations, 16-byte loads where aligned
        def one_a_thread():
            with em.block(loop_header(em, loop, start, stride)):
                emit_body(em, loop)
        where_aligned(em, lanes, loop.trip_count // LANES,
                      lambda: vector_lanes(em, lanes, f"ag_g * {LANES}",
                                           lambda: emit_body(em, loop)), one_a_thread)
    elif rng is not None:
        em.ranges[id(loop.iv)] = rng
        with team_loop(em, loop, start, stride):       # the block's slots, where rows are kept
            emit_body(em, loop)
    else:
        read_outside(em, loop)
    if grid is not None:
        (a, d, op), = zip(loop.iter_args, loop.iter_dtypes, combiners)
        em.line(f"if (!ag_grid_reduce<{CTYPE[d]}>({em.name(a)}, {identity(type(op), d)}, "
                f"{COMBINERS[type(op)]}(), {grid}_partials, &{grid}_ticket)) return;")
        r, init = loop.results[0], loop.inits[0]
        em.define(r, d, EXPRESSIONS[type(op)](op, d, [literal(d, init), em.name(a)]))
        return
    if em.team.copies > 1 and any(isinstance(o, StoreOp) for o in loop.walk()):
        em.line(em.team.sync)         # a warp's shuffles order no memory: its stores, before
    for r, a, d, op, init in zip(loop.results, loop.iter_args, loop.iter_dtypes, combiners,
                                 loop.inits):
        total = (f"{em.team.reduce}<{CTYPE[d]}>({em.name(a)}, {identity(type(op), d)}, "
                 f"{COMBINERS[type(op)]}())")
        em.define(r, d, EXPRESSIONS[type(op)](op, d, [literal(d, init), total]))
