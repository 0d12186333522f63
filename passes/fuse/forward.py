"""Cleaning a merged kernel: one-iteration loops flattened, stored values forwarded to loads,
stores nobody reads removed.

In: a kernel that merging just built and the program call that runs it. Out: the same kernel
where a loop of one iteration (no accumulator, its variable used only in indices) is replaced
by its body, a load of a buffer at exactly the index a dominating store of the kernel wrote it
takes the stored value, and a buffer that only this call touches, and that is no argument,
result, view or extern operand, loses its stores, its parameter and its allocation.
"""
from __future__ import annotations

from ...ir.core import Block, Function, Operation
from ...ir.loop import index as ix
from ...ir.loop.ops import AtomicAddOp, CallOp, FreeOp, IndexedOp, LoadOp, LoopOp, StoreOp
from ...ir.rewrite import replace_uses
from .analysis import (accesses, body_ops, canonical, drop_dead_ops, drop_unused_params,
                       loop_ranges)
from .facts import ProgramFacts


def simplify(facts: ProgramFacts, call: CallOp, kernel: Function) -> None:
    """Clean `kernel`, which `call` (in the program, not registered yet) runs; then register
    the call."""
    flatten_unit_loops(kernel.body)
    forward_stores(kernel)
    drop_dead_stores(facts, call, kernel)
    drop_dead_ops(kernel.body)
    drop_unused_params(kernel, [call])
    facts.forget(kernel)
    facts.register(call)


def flatten_unit_loops(block: Block) -> None:
    """Replace each one-iteration loop without accumulators by its body."""
    block.ops = flattened(block.ops, block)


def flattened(ops: list[Operation], block: Block) -> list[Operation]:
    """`ops` of `block` with each one-iteration loop without accumulators (at any depth)
    replaced by its body."""
    out: list[Operation] = []
    for op in ops:
        for region in op.regions:
            for b in region.blocks:
                flatten_unit_loops(b)
        if isinstance(op, LoopOp) and op.trip_count == 1 and not op.iter_dtypes and \
                not any(op.iv in o.operands for o in op.walk() if not isinstance(o, IndexedOp)):
            for inner in body_ops(op.body):
                for o in inner.walk():
                    if isinstance(o, IndexedOp) and op.iv in o.operands:
                        _reindex(o, op.iv, op.lower)
                inner.parent = block
                out.append(inner)
        else:
            out.append(op)
    return out


def _reindex(op: IndexedOp, iv, value: int) -> None:
    """`op` with loop variable `iv` replaced by the constant `value` in its indices."""
    exprs = [ix.substitute(e, lambda v: ix.const(value) if v is iv else ix.var(v))
             for e in op.index_exprs()]
    fresh = type(op).make(op.operands[:op.n_fixed], exprs)
    op.operands, op.attrs = fresh.operands, fresh.attrs


def forward_stores(kernel: Function) -> None:
    """A load at the index where the buffer's only store wrote it, after that store in the
    same block or one enclosing it, takes the stored value."""
    ops = list(kernel.walk())
    stores = accesses(kernel, StoreOp, ops)
    range_of = loop_ranges(kernel, ops)
    replaced = {}
    for load in [op for op in ops if isinstance(op, LoadOp)]:
        found = stores.get(id(load.buffer), [])
        if len(found) != 1 or isinstance(found[0], AtomicAddOp):   # an add, not the value
            continue
        store = found[0]
        same = [canonical(e, range_of) for e in store.index_exprs()] == \
            [canonical(e, range_of) for e in load.index_exprs()]
        if same and dominates(store, load):
            replaced[id(load.result)] = store.value
    replace_uses(kernel, replaced)
    drop_dead_ops(kernel.body)


def dominates(store: StoreOp, load: LoadOp) -> bool:
    """Whether `store` runs before `load` in its block or in one enclosing the load's."""
    op: Operation | None = load
    while op is not None and op.parent is not store.parent:
        region = op.parent.parent if op.parent is not None else None
        op = region.parent if region is not None else None
    if op is None:
        return False
    ops = store.parent.ops
    return ops.index(store) < ops.index(op)


def drop_dead_stores(facts: ProgramFacts, call: CallOp, kernel: Function) -> None:
    """Remove the stores of buffers nobody reads: not this kernel, no other op of the program."""
    loaded = accesses(kernel, LoadOp)
    for arg, buffer in zip(kernel.args, call.operands):
        if id(arg) in loaded or facts.is_memory(buffer) or \
                any(op is not call and not isinstance(op, FreeOp)
                    for op in facts.users(buffer)):
            continue
        _remove_stores(kernel.body, arg)
        facts.remove_buffer(buffer)


def _remove_stores(block: Block, arg) -> None:
    block.ops = [op for op in block.ops if not (isinstance(op, StoreOp) and op.buffer is arg)]
    for op in block.ops:
        for region in op.regions:
            for b in region.blocks:
                _remove_stores(b, arg)
