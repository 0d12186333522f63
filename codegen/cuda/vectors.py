"""Pointwise kernels that read and write 16 bytes at a time (`float4`, `int4`).

A pointwise kernel (one nest, a point per thread, no loop inside a point: `kernel.py`) moves
one 4-byte element per load: a warp's 32 loads are one 128-byte transaction, but each needs its
own instruction, and a thread has one load in flight per buffer. Where the nest's innermost
level runs a multiple of four points with step 1 from a multiple of four, each thread here runs
four neighbouring points (lanes, `ag_l`): an access directly in the point whose element index
(row-major, over the nest's variables) is the innermost variable plus multiples of four, of a
4-byte element type, in an argument (not a constant array of the kernel), reads or writes the
four lanes' elements with one 16-byte access (`float4`, `int4`). The vector loads come first,
then the lanes run one after the other (unrolled, so the four values stay in registers), then
the vector stores. Every other access stays one element per lane. The iterations of a parallel
nest are independent, so reading the four lanes' elements before any lane writes reads what
each lane would have read. A whole-tensor reduction spread over the grid (`kernel.py`, one
loop that stores nothing) takes its iterations in groups of four the same way, its
contiguous loads 16 bytes at a time.

A 16-byte access needs a 16-byte aligned address: the element index is a multiple of four, so
it is aligned where the buffer's base address is. Arguments can be views at any offset, so the
kernel checks its vector buffers' addresses (one test, the same for every thread) and runs the
nest one element per thread where any is not aligned. Under run-time bounds checking
(`AOTGRAD_BOUNDS_CHECK=1`) nothing is vectorised.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...ir.core import Operation
from ...ir.loop import index as ix
from ...ir.loop.ops import LoadOp, LoopOp, StoreOp
from ...ir.types import BufferType, DType, IndexType
from ..checks import bounds_checking
from .emitter import INDEX, MEMTYPE, Emitter
from .loops import element, iteration

#: the lanes a thread runs, and the vector type of a 4-byte element type
LANES = 4
VECTOR = {DType.f32: "float4", DType.i32: "int4"}


@dataclass
class LanePlan:
    """The vector accesses of a nest (ops by id: the C name of the vector variable)."""

    innermost: LoopOp
    vectors: dict[int, str]
    ops: list[Operation]

    def load(self, op: LoadOp) -> str | None:
        """The C expression of lane `ag_l`'s element of a vector load, or None."""
        name = self.vectors.get(id(op))
        if name is None:
            return None
        return f"reinterpret_cast<const {MEMTYPE[op.buffer.type.dtype]}*>(&{name})[ag_l]"

    def store(self, em: Emitter, op: StoreOp, value: str) -> bool:
        """Lane `ag_l`'s element of a vector store (True), or False: a store of its own."""
        name = self.vectors.get(id(op))
        if name is None:
            return False
        em.line(f"reinterpret_cast<{MEMTYPE[op.buffer.type.dtype]}*>(&{name})[ag_l] = {value};")
        return True


def _vector_index(em: Emitter, op: LoadOp | StoreOp, nest: set[int], innermost: LoopOp
                  ) -> bool:
    """Whether the element `op` accesses is the innermost variable plus multiples of four (of
    nest variables and constants), proven in bounds."""
    ivs = op.operands[op.n_fixed:]
    if any(not isinstance(v.type, IndexType) or id(v) not in nest for v in ivs):
        return False

    def range_of(k):
        return em.ranges.get(id(ivs[k]))
    flat, dims = op.flat_index(range_of, lambda k: em.name(ivs[k]), em.name(op.buffer),
                               "CUDA codegen", em.fn.name, False)
    if dims or flat.const % LANES:
        return False
    mine = 0
    for atom, c in flat.terms:
        if isinstance(atom, ix.Var) and ivs[atom.ref] is innermost.iv:
            mine += c
            continue
        if c % LANES or any(ivs[r] is innermost.iv for r in ix.variables(
                atom.expr if not isinstance(atom, ix.Var) else ix.as_expr(atom))):
            return False
    return mine == 1


def plan_lanes(em: Emitter, levels, inner: list[Operation], aliased: set[int]
               ) -> LanePlan | None:
    """The vector accesses of a point-per-thread nest (`levels`, `inner`: `nests.Leaf`;
    `aliased`: ids of the arguments a call may alias), or None where the nest cannot run four
    lanes a thread or no access gains."""
    if not levels or any(isinstance(op, LoopOp) for op in inner):
        return None
    for _, loop in levels:
        em.ranges[id(loop.iv)] = loop.iv_range() or (0, 0)
    return _plan(em, levels[-1][1], {id(loop.iv) for _, loop in levels}, inner, aliased)


def plan_reduction_lanes(em: Emitter, loop: LoopOp) -> LanePlan | None:
    """The 16-byte loads of a reduction spread over the whole grid (`kernel._grid_reduction`:
    one point, one loop, nothing stored), its iterations in groups of four a thread; None
    where it cannot or no load gains."""
    if any(isinstance(op, (StoreOp, LoopOp)) for op in loop.walk() if op is not loop):
        return None
    em.ranges[id(loop.iv)] = loop.iv_range() or (0, 0)
    return _plan(em, loop, set(em.ranges), loop.body.ops, set())


def _keeps_order(op, accesses: list, n: int, aliased: set[int]) -> bool:
    """Whether `op`, the `n`th access of a point, can move: a vector load is read before the
    lanes run, a vector store written after. So no store to the same memory may come before
    a vector load, no access after a vector store, and a store must be its buffer's only one
    (memory: the buffer, or any argument a call may alias with it)."""
    def same(other) -> bool:
        return other.buffer is op.buffer or \
            id(other.buffer) in aliased and id(op.buffer) in aliased
    if isinstance(op, LoadOp):
        return not any(isinstance(o, StoreOp) and same(o) for o in accesses[:n])
    return not any(same(o) for o in accesses[n + 1:]) and \
        not any(isinstance(o, StoreOp) and same(o) for o in accesses[:n])


def _plan(em: Emitter, innermost: LoopOp, nest: set[int], inner: list[Operation],
          aliased: set[int]) -> LanePlan | None:
    if bounds_checking() or innermost.step != 1 or innermost.lower % LANES or \
            innermost.trip_count % LANES:
        return None
    vectors: dict[int, str] = {}
    ops = []
    taken = set(em.names.values())
    arguments = {id(a) for a in em.fn.args}        # not a kernel's constant or scratch array
    accesses = [op for op in inner if isinstance(op, (LoadOp, StoreOp))]
    for n, op in enumerate(accesses):
        if id(op.buffer) not in arguments or not _keeps_order(op, accesses, n, aliased):
            continue
        t: BufferType = op.buffer.type
        if t.dtype not in VECTOR or not _vector_index(em, op, nest, innermost):
            continue
        name = f"{em.name(op.buffer)}_{'in' if isinstance(op, LoadOp) else 'out'}"
        while name in taken:
            name += "_"
        taken.add(name)
        vectors[id(op)] = name
        ops.append(op)
    if not vectors:
        return None
    return LanePlan(innermost, vectors, ops)


def where_aligned(em: Emitter, plan: LanePlan, groups: int, group, fallback) -> None:
    """Where every vector buffer's base address is 16-byte aligned, a grid-stride loop over
    `groups` groups of lanes (`ag_g`; `group()` writes one); else `fallback()`."""
    bases = sorted({em.get(op.buffer) for op in plan.ops})
    aligned = " | ".join(f"(unsigned long long){b}" for b in bases)
    with em.block(f"if ((({aligned}) & 15) == 0)"):
        with em.block(f"for ({INDEX} ag_g = blockIdx.x * ({INDEX})blockDim.x + threadIdx.x; "
                      f"ag_g < {groups}; ag_g += ({INDEX})gridDim.x * blockDim.x)"):
            group()
    with em.block("else"):
        fallback()


def emit_lanes(em: Emitter, plan: LanePlan, levels, inner: list[Operation], point_index
               ) -> None:
    """One group of four lanes, `ag_g` (its first point `ag_g * 4`): the nest's variables of
    lane 0, the vector loads, the lanes, the vector stores (`point_index`: `kernel.py`'s
    writer of the nest variables from a flat point index)."""
    pre, loop = levels[-1]
    groups = loop.trip_count // LANES            # groups of lanes in a row of the innermost
    point_index(em, levels[:-1], f"(ag_g / {groups})" if groups != 1 else "ag_g")
    em.emit_ops(pre)
    first = "0" if groups == 1 else \
        (f"(ag_g % {groups}) * {LANES}" if len(levels) > 1 else f"ag_g * {LANES}")
    lanes(em, plan, first, lambda: em.emit_ops(inner))


def lanes(em: Emitter, plan: LanePlan, first: str, body) -> None:
    """Lane 0's innermost variable (`first`, from the group `ag_g`), the vector loads, the
    lanes (`body()` writes a lane's ops), the vector stores."""
    inner_iv = plan.innermost.iv
    em.line(f"const {INDEX} ag_first = {iteration(plan.innermost, first)};")
    em.exprs[id(inner_iv)] = "ag_first"
    for op in plan.ops:
        vector = VECTOR[op.buffer.type.dtype]
        if isinstance(op, LoadOp):
            em.line(f"const {vector} {plan.vectors[id(op)]} = "
                    f"*reinterpret_cast<const {vector}*>(&{element(em, op)});")
        else:
            em.line(f"{vector} {plan.vectors[id(op)]};")
    del em.exprs[id(inner_iv)]
    em.line("#pragma unroll")
    with em.block(f"for (int ag_l = 0; ag_l < {LANES}; ++ag_l)"):
        with em.unless_unread(inner_iv, f"const {INDEX} {em.name(inner_iv)} = ag_first + ag_l;"):
            em.lanes = plan
            body()
            em.lanes = None
    em.exprs[id(inner_iv)] = "ag_first"
    for op in plan.ops:
        if isinstance(op, StoreOp):
            vector = VECTOR[op.buffer.type.dtype]
            em.line(f"*reinterpret_cast<{vector}*>(&{element(em, op)}) = "
                    f"{plan.vectors[id(op)]};")
    del em.exprs[id(inner_iv)]

