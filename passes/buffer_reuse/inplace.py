"""In-place reuse: a kernel writes its output into the buffer of an input that dies at the call.

In: a program and the module's kernels. Out: the program with some outputs merged into inputs,
and the list of merges. A merge shows in the IR as the kernel called with the same buffer twice
(`loop.call @relu(%add, %add)`): the output's `loop.alloc` is gone and every later use of the
output reads the input's buffer. The kernel itself is unchanged, so codegen must not assume that
two arguments of such a call are distinct memory (no `noalias` on the pair).

A kernel allows writing argument `out` over argument `in` (`inplace_pairs`) when `in` is only
loaded and `out` only stored, they have the same type, and every load of `in` and every store of
`out` sit in one loop body at the same index, each load before the first store, with an index
that names every enclosing loop's variable once (`%i, %j`, or a constant): each iteration then
reads the one element it writes, and no other iteration touches it.

A call merges `out` into `in` (`merge_inplace`) when, besides that, `in`'s memory is a buffer the
program allocated (never a program argument: that is the caller's array), is not a result (so not
a saved tensor either), dies at this call, and is passed to the call once; and `out` is a fresh
`loop.alloc` that is not a result, passed once, first used by this call.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...ir.core import Block, Function, Operation, Value
from ...ir.loop import index as ix
from ...ir.loop.ops import AllocOp, CallOp, LoadOp, LoopOp, StoreOp
from ...ir.rewrite import replace_uses
from ...ir.types import Type
from .liveness import Liveness, liveness, value_names


@dataclass(frozen=True)
class InPlace:
    """One merge: `kernel` wrote its output `output` into `input`'s buffer."""

    kernel: str
    output: str
    input: str
    nbytes: int

    def __str__(self) -> str:
        return f"%{self.output} written in place over %{self.input} by @{self.kernel} " \
               f"({self.nbytes} bytes)"


def inplace_pairs(kernel: Function) -> list[tuple[int, int]]:
    """(input position, output position) pairs of `kernel` that may share one buffer."""
    accesses: dict[int, tuple[list[LoadOp], list[StoreOp]]] = \
        {id(a): ([], []) for a in kernel.args}
    for op in kernel.walk():
        if isinstance(op, (LoadOp, StoreOp)) and id(op.buffer) in accesses:
            accesses[id(op.buffer)][isinstance(op, StoreOp)].append(op)
    positions: dict[int, dict[int, int]] = {}      # block id -> op id -> position in it
    # The outputs each iteration writes one element of, by type, in argument order.
    outputs: dict[Type, list[tuple[int, _Accesses]]] = {}
    for j, b in enumerate(kernel.args):
        loaded, stores = accesses[id(b)]
        if stores and not loaded:
            written = _Accesses.of(stores, positions)
            if written and _one_element_per_iteration(written.access.index_exprs(),
                                                      written.block):
                outputs.setdefault(b.type, []).append((j, written))
    pairs = []
    for i, a in enumerate(kernel.args):
        loads, stored = accesses[id(a)]
        if loads and not stored and a.type in outputs:
            read = _Accesses.of(loads, positions)
            pairs += [(i, j) for j, written in outputs[a.type] if _same_element(read, written)]
    return pairs


@dataclass(frozen=True)
class _Accesses:
    """The loads (or the stores) of one buffer when they all sit in one block at one index:
    that block, one of the accesses (its index is theirs), and the first and last position
    among the block's ops."""

    block: Block
    access: LoadOp | StoreOp
    first: int
    last: int

    @staticmethod
    def of(ops: list[LoadOp | StoreOp], positions: dict[int, dict[int, int]]
           ) -> "_Accesses | None":
        block = ops[0].parent
        if any(op.parent is not block or not _same_index(ops[0], op) for op in ops[1:]):
            return None
        if id(block) not in positions:
            positions[id(block)] = {id(op): k for k, op in enumerate(block.ops)}
        where = [positions[id(block)][id(op)] for op in ops]
        return _Accesses(block, ops[0], min(where), max(where))


def _same_index(a: LoadOp | StoreOp, b: LoadOp | StoreOp) -> bool:
    """Whether two accesses use equal index expressions (compared as stored first: the same
    expressions over the same loop variables need no rebuilding)."""
    a_vars, b_vars = a.operands[a.n_fixed:], b.operands[b.n_fixed:]
    same_variables = len(a_vars) == len(b_vars) and all(x is y for x, y in zip(a_vars, b_vars))
    return (same_variables and a.indices == b.indices) or a.index_exprs() == b.index_exprs()


def _same_element(read: _Accesses | None, written: _Accesses) -> bool:
    """The loads sit in the block of the stores, at their index, before the first store."""
    return read is not None and read.block is written.block and \
        read.last <= written.first and _same_index(read.access, written.access)


def _one_element_per_iteration(index: list[ix.Expr], block: Block) -> bool:
    """Each index is a constant or a distinct loop variable, and every loop around `block`
    has its variable in the index: the iterations write distinct elements."""
    used = []
    for e in index:
        if e.is_const:
            continue
        if len(e.terms) != 1 or e.const or e.terms[0][1] != 1 or \
                not isinstance(e.terms[0][0], ix.Var):
            return False
        used.append(e.terms[0][0].ref)
    ivs = []
    while block is not None and block.parent is not None:
        loop: Operation = block.parent.parent
        if isinstance(loop, LoopOp):
            ivs.append(loop.iv)
        block = loop.parent
    return len(used) == len(ivs) and {id(v) for v in used} == {id(v) for v in ivs}


def merge_inplace(program: Function, kernels: dict[str, Function],
                  live: Liveness | None = None) -> list[InPlace]:
    """Merge every legal kernel output into a dying input, in program order (module doc).
    `live`: the program's liveness when the caller has it (it is updated with the merges)."""
    pairs: dict[str, list[tuple[int, int]]] = {}     # of the kernels this program calls
    merges: list[InPlace] = []
    names, live = value_names(program), live if live is not None else liveness(program)
    replaced: dict[int, Value] = {}          # merged output -> the input it is written over
    for k, op in enumerate(program.body.ops):
        if not (isinstance(op, CallOp) and op.callee in kernels):
            continue
        if op.callee not in pairs:
            pairs[op.callee] = inplace_pairs(kernels[op.callee])
        roots: Counter | None = None         # root id -> how many of the call's operands
        for i, j in pairs[op.callee]:
            src, out = op.args[i], op.args[j]
            while id(src) in replaced:       # what the call will read once rewritten
                src = replaced[id(src)]
            if roots is None:
                roots = Counter(id(live.root_of(v)) for v in op.args)
            if _mergeable(live, roots, k, src, out):
                merges.append(InPlace(op.callee, names[id(out)], names[id(src)],
                                      src.type.nbytes))
                root = live.root_of(src)
                live.merge(out, root)
                roots[id(root)] += roots.pop(id(out), 0)
                replaced[id(out)] = src
    # operands are rewritten once at the end; until then `live` maps stale ones to roots
    program.body.ops[:] = [op for op in program.body.ops
                           if not (isinstance(op, AllocOp) and id(op.result) in replaced)]
    replace_uses(program, replaced)
    return merges


def _mergeable(live: Liveness, roots: Counter, k: int, src: Value, out: Value) -> bool:
    """Whether the call at position `k`, whose operands have `roots` (root id -> count), may
    write `out` over `src`."""
    root, out_root = live.root_of(src), live.root_of(out)
    if out_root is not out or not isinstance(getattr(out, "owner", None), AllocOp) \
            or root is out_root:         # `out` is no fresh alloc (any more), or is `src`
        return False
    if not isinstance(getattr(root, "owner", None), AllocOp) or live.is_result(src) \
            or live.is_result(out):
        return False
    return (roots[id(root)] == 1 and roots[id(out)] == 1
            and live.interval(src).end == k and live.uses[id(out)][0] == k
            and not live.frees.get(id(root)))
