"""Common subexpressions in a fused kernel: inlining copies a producer's body at every load of
its output, so the same loads and scalar ops appear several times in one loop body.

In: a kernel. Out: the same kernel where, within each block, a load of the element an earlier
load of that block read (same buffer, same index, no store to that buffer in between) and a
pure scalar op computing what an earlier one of that block computed (same op, attributes and
operands) are gone, their uses taking the earlier result. Blocks are handled separately: a value
of an enclosing block is not reused inside a loop, nor the other way round.
"""
from __future__ import annotations

from ...ir.core import Block, Function, Operation, Value
from ...ir.loop.ops import LoadOp, StoreOp


def eliminate_common_subexpressions(kernel: Function) -> int:
    """Remove the repeated loads and scalar ops of `kernel`; returns how many were removed."""
    return _block(kernel.body, {})


def _block(block: Block, mapping: dict[int, Value]) -> int:
    seen: dict[tuple, Operation] = {}
    loads_of: dict[int, list[tuple]] = {}    # buffer id -> keys of its loads in `seen`
    kept, removed = [], 0
    for op in block.ops:
        walked = list(op.walk()) if op.regions else (op,)
        for inner in walked:
            if any(id(v) in mapping for v in inner.operands):
                inner.operands = [mapping.get(id(v), v) for v in inner.operands]
        for region in op.regions:
            for b in region.blocks:
                removed += _block(b, mapping)
        if op.regions:
            walked = op.walk()         # the nested blocks' ops as they are now
        for store in (o for o in walked if isinstance(o, StoreOp)):
            for key in loads_of.pop(id(store.buffer), []):
                seen.pop(key, None)
        key = _key(op)
        if key is not None and key in seen:
            for old, new in zip(op.results, seen[key].results):
                mapping[id(old)] = new
            removed += 1
            continue
        if key is not None:
            seen[key] = op
            if isinstance(op, LoadOp):
                loads_of.setdefault(id(op.buffer), []).append(key)
        kept.append(op)
    block.ops = kept
    return removed


def _key(op: Operation) -> tuple | None:
    """What makes two ops of one block compute the same value (None: not a candidate)."""
    if not op.pure or op.regions or not op.results:
        return None
    attrs = repr(sorted(op.attrs.items())) if op.attrs else "[]"   # repr keeps 0.0, -0.0 apart
    return (type(op), attrs, tuple(id(v) for v in op.operands),
            tuple(r.type for r in op.results))
