"""What `fuse` reads off the loop IR.

In: the kernels of a loop-level module. Out: a kernel's kind (`Kind`), its perfect loop nest,
the loads and stores of each of its parameters, the ranges of its loop variables (what a program
knows of its calls and buffers is in `facts`). Also the small structural edits the fuser shares:
dropping dead scalar ops and unused kernel parameters.
"""
from __future__ import annotations

from ...ir.builtin import ReturnOp
from ...ir.core import Block, BlockArgument, Function, Operation
from ...ir.loop import index as ix
from ...ir.loop.ops import CallOp, IndexedOp, LoadOp, LoopOp, StoreOp, YieldOp
from ...ir.types import IndexType
from .legality import Kind


def body_ops(block: Block) -> list[Operation]:
    """The ops of `block` without its terminator (`return`, or a `loop.yield` of nothing)."""
    ops = list(block.ops)
    if ops and (isinstance(ops[-1], ReturnOp) or
                (isinstance(ops[-1], YieldOp) and not ops[-1].operands)):
        ops.pop()
    return ops


def single_loop(block: Block) -> LoopOp | None:
    """The block's only op when it is a loop without accumulators."""
    ops = block.ops
    if len(ops) == 2:
        last = ops[1]
        if not (isinstance(last, ReturnOp) or (isinstance(last, YieldOp) and not last.operands)):
            return None
    elif len(ops) != 1:
        return None
    op = ops[0]
    if isinstance(op, LoopOp) and not op.attrs["iter_dtypes"]:
        return op
    return None


def nest(kernel: Function) -> list[LoopOp]:
    """The kernel's perfect loop nest, outermost first (empty for a 0-d kernel)."""
    loops: list[LoopOp] = []
    block = kernel.body
    while (loop := single_loop(block)) is not None:
        loops.append(loop)
        block = loop.body
    return loops


def innermost(kernel: Function) -> Block:
    loops = nest(kernel)
    return loops[-1].body if loops else kernel.body


def kernel_kind(kernel: Function, ops: list[Operation] | None = None) -> Kind:
    """The kernel's `Kind`: a single nest whose stores all write the iteration's own element
    (a 0-d kernel included) is pointwise, even when it stores several buffers. `ops`: the
    kernel's ops (`kernel.walk()`), when the caller has them."""
    return kind_of(kernel, KindFacts.of(list(kernel.walk()) if ops is None else ops))


class KindFacts:
    """What `kernel_kind` decides on, kept per op so that it can follow a kernel that grows
    (`add`) and loses ops (`remove`) without walking it again: its accumulator loops, how many
    loops and loads it has, and its stores that write elsewhere than the iteration's own
    element."""

    __slots__ = ("accumulators", "loops_or_loads", "foreign")

    def __init__(self):
        self.accumulators: set[int] = set()
        self.loops_or_loads = 0
        self.foreign: set[int] = set()

    @classmethod
    def of(cls, ops: list[Operation]) -> "KindFacts":
        facts = cls()
        facts.add(ops)
        return facts

    def copy(self) -> "KindFacts":
        out = KindFacts()
        out.accumulators = set(self.accumulators)
        out.loops_or_loads = self.loops_or_loads
        out.foreign = set(self.foreign)
        return out

    def add(self, ops: list[Operation]) -> None:
        """Count `ops` (ops of the kernel, where they now are)."""
        for op in ops:
            if isinstance(op, LoopOp):
                if op.attrs["iter_dtypes"]:
                    self.accumulators.add(id(op))
                self.loops_or_loads += 1
            elif isinstance(op, LoadOp):
                self.loops_or_loads += 1
            elif isinstance(op, StoreOp) and not _own_element(op):
                self.foreign.add(id(op))

    def remove(self, ops: list[Operation]) -> None:
        """Stop counting `ops` (counted ops, removed from the kernel)."""
        for op in ops:
            if isinstance(op, (LoopOp, LoadOp)):
                self.accumulators.discard(id(op))
                self.loops_or_loads -= 1
            elif isinstance(op, StoreOp):
                self.foreign.discard(id(op))


def kind_of(kernel: Function, facts: KindFacts) -> Kind:
    """The `Kind` of `kernel`, whose ops have `facts`."""
    if facts.accumulators:
        return Kind.REDUCTION
    if not facts.loops_or_loads:
        return Kind.CONSTANT
    top = [op for op in body_ops(kernel.body) if isinstance(op, LoopOp)]
    if len(top) <= 1 and not facts.foreign:
        return Kind.POINTWISE
    return Kind.CONCAT


def plain_var(e: ix.Expr):
    """The variable `e` is (None when it is anything else than one variable)."""
    terms = e.terms
    if len(terms) == 1 and terms[0][1] == 1 and not e.const and type(terms[0][0]) is ix.Var:
        return terms[0][0].ref
    return None


def _own_element(store: StoreOp) -> bool:
    """Each index is an enclosing loop's variable, or 0 in a dimension of size 1."""
    enclosing = {id(loop.iv) for loop in enclosing_loops(store)}
    ivs = store.operands[store.n_fixed:]
    for e, n in zip(store.indices, store.buffer.type.shape):     # over operand positions
        k = plain_var(e)
        if k is not None and id(ivs[k]) in enclosing:
            continue
        if not (not e.terms and e.const == 0 and n == 1):
            return False
    return True


def enclosing_loops(op: Operation) -> list[LoopOp]:
    """The loops around `op`, innermost first."""
    out = []
    block = op.parent
    while block is not None and block.parent is not None:
        loop = block.parent.parent
        if not isinstance(loop, LoopOp):
            break
        out.append(loop)
        block = loop.parent
    return out


def is_inlinable(kernel: Function, ops: list[Operation] | None = None,
                 kind: Kind | None = None) -> bool:
    """Pointwise with one store, in the innermost loop, at the nest's identity index, and no
    data-dependent index (a gather stays a kernel of its own) (`ops` and `kind`: the
    kernel's, when the caller knows them)."""
    ops = list(kernel.walk()) if ops is None else ops
    if (kind or kernel_kind(kernel, ops)) is not Kind.POINTWISE or \
            any(data_dependent(op) for op in ops):
        return False
    loops = nest(kernel)
    stores = [op for op in ops if isinstance(op, StoreOp)]
    if len(stores) != 1 or stores[0].parent is not innermost(kernel):
        return False
    store = stores[0]
    ivs = store.operands[store.n_fixed:]
    index = [plain_var(e) for e in store.indices]      # over operand positions
    return len(index) == len(loops) and \
        all(k is not None and ivs[k] is loop.iv for k, loop in zip(index, loops))


def data_dependent(op: Operation) -> bool:
    """Whether `op` is a load or store whose index uses an integer scalar (a data-dependent
    index, such as a gathered id): the fuser neither inlines into nor forwards across it."""
    return isinstance(op, IndexedOp) and \
        any(not isinstance(v.type, IndexType) for v in op.operands[op.n_fixed:])


def accesses(kernel: Function, cls: type = IndexedOp,
             ops: list[Operation] | None = None) -> dict[int, list[IndexedOp]]:
    """Parameter id -> its loads and stores (or only those of `cls`), in order."""
    out: dict[int, list[IndexedOp]] = {}
    for op in kernel.walk() if ops is None else ops:
        if isinstance(op, cls):
            out.setdefault(id(op.buffer), []).append(op)
    return out


def loop_ranges(kernel: Function, ops: list[Operation] | None = None):
    """A `range_of` for index simplification: the inclusive range of each loop variable
    (`iv_range`, which needs no walk of the kernel: an index only uses its own loops')."""
    return iv_range


def iv_range(v) -> tuple[int, int] | None:
    """The inclusive range of `v` when it is a loop variable (None when it is not, or its
    loop runs no iteration)."""
    if type(v) is not BlockArgument or v.index != 0 or v.block is None:
        return None
    region = v.block.parent
    loop = region.parent if region is not None else None
    if not isinstance(loop, LoopOp):
        return None
    attrs = loop.attrs
    lower, step = attrs["lower"], attrs["step"]
    trips = -(-(attrs["upper"] - lower) // step)
    return (lower, lower + (trips - 1) * step) if trips > 0 else None


def canonical(e: ix.Expr, range_of) -> ix.Expr:
    """`e` with the variables of one-iteration loops replaced by their only value."""
    def value(v):
        r = range_of(v)
        return ix.const(r[0]) if r is not None and r[0] == r[1] else ix.var(v)
    return ix.substitute(e, value, range_of)


def scalar_op_count(block: Block) -> int:
    """How many ops compute scalars in `block` (loads and stores not counted)."""
    return sum(1 for op in block.walk() if not isinstance(op, (IndexedOp, LoopOp, YieldOp)))


def drop_unused_params(kernel: Function, calls: list[CallOp]) -> None:
    """Remove the kernel parameters no op reads or writes, and the matching call operands."""
    used = {id(v) for op in kernel.walk() for v in op.operands}
    drop_params(kernel, calls, {id(a) for a in kernel.args if id(a) not in used})


def drop_params(kernel: Function, calls: list[CallOp], params: set[int]) -> None:
    """Remove the kernel parameters whose ids are in `params`, and the matching operands."""
    keep = [k for k, a in enumerate(kernel.args) if id(a) not in params]
    kernel.arg_flags = [kernel.arg_flags[k] for k in keep]
    kernel.arg_attrs = [kernel.arg_attrs[k] for k in keep]
    kernel.body.args = [kernel.args[k] for k in keep]
    for n, a in enumerate(kernel.body.args):
        a.index = n
    for call in calls:
        call.operands = [call.operands[k] for k in keep]


def drop_dead_ops(block: Block) -> None:
    """Remove pure scalar ops, loads and accumulator loops whose results nobody uses.

    One count of the uses, then one sweep from the last op back: an op's users come after
    it (or inside a loop after it), so they are settled before the op is, and ops removed
    give back the uses they held (SSA has no cycle among these ops, so this removes what
    removing until nothing changes would)."""
    uses: dict[int, int] = {}
    for op in block.walk():
        for v in op.operands:
            uses[id(v)] = uses.get(id(v), 0) + 1
    _drop_dead(block, uses)


def _drop_dead(block: Block, uses: dict[int, int]) -> None:
    kept = sweep_dead(block.ops, uses)
    if len(kept) != len(block.ops):
        block.ops = kept


def sweep_dead(ops: list[Operation], uses: dict[int, int]) -> list[Operation]:
    """`ops` (consecutive ops of one block, none of whose results is used before them)
    without the dead ones, swept from the last back as `drop_dead_ops` does; `uses`, the use
    counts, gives back the uses of the ops removed."""
    kept = []
    for op in reversed(ops):
        for region in op.regions:
            for b in region.blocks:
                _drop_dead(b, uses)
        if is_dead(op, uses):
            for inner in op.walk():
                for v in inner.operands:
                    uses[id(v)] -= 1
        else:
            kept.append(op)
    kept.reverse()
    return kept


def is_dead(op: Operation, uses: dict[int, int]) -> bool:
    """Whether `op` computes only values nobody uses (`uses`: counts by value id) and has no
    effect: a pure op, or a loop storing nothing."""
    return bool(op.results) and not any(uses.get(id(r), 0) for r in op.results) and (
        op.pure or (isinstance(op, LoopOp) and
                    not any(isinstance(o, StoreOp) for o in op.walk())))


def count_uses(ops) -> dict[int, int]:
    """Per value id, how many operands of `ops` (each op walked into) are that value."""
    uses: dict[int, int] = {}
    for op in ops:
        for inner in op.walk() if op.regions else (op,):
            for v in inner.operands:
                uses[id(v)] = uses.get(id(v), 0) + 1
    return uses
