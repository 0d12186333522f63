"""Vertical fusion: a pointwise producer kernel inlined into the kernels that read its output.

In: one program of a loop-level module (and its facts). Out: the same program where each
pointwise producer that `legality` lets fuse (one consumer, or several when recomputing is
small and moves fewer bytes) is gone: every load of its output at index `g` became a copy of
the producer's scalar body with the producer's loop variables replaced by `g`, so the copy reads
through the consumer's broadcast, transpose or reshape index maps; the producer's call and its
buffer are removed. `fused_ops` records, per kernel name, the tensor ops it now computes.
"""
from __future__ import annotations

import heapq

from ...ir.core import Function, Value
from ...ir.loop import index as ix
from ...ir.loop.ops import CallOp, IndexedOp, LoadOp, StoreOp
from ...ir.rewrite import copy_op
from .analysis import (body_ops, drop_unused_params, innermost, nest,
                       scalar_op_count)
from .facts import ProgramFacts, root
from .legality import MAX_RECOMPUTED_OPS, Access, Kind, is_written


def inline_program(facts: ProgramFacts, fused_ops: dict[str, list[str]]) -> None:
    """Inline producers into their consumers until none is left to inline: the first call in
    program order that may inline does, then only the calls that inlining touched (the
    consumers and the producers of what they now read) are asked again."""
    work = [(facts.key[id(op)], id(op), op) for op in facts.program.body.ops
            if facts.kernel_of(op) is not None]
    queued = {id(op) for _, _, op in work}
    while work:
        _, _, call = heapq.heappop(work)
        queued.discard(id(call))
        if id(call) not in facts.key:
            continue
        for again in _try_inline(facts, call, fused_ops):
            if id(again) not in queued and facts.kernel_of(again) is not None:
                queued.add(id(again))
                heapq.heappush(work, (facts.key[id(again)], id(again), again))


def _try_inline(facts: ProgramFacts, call: CallOp,
                fused_ops: dict[str, list[str]]) -> list[CallOp]:
    """Inline `call`'s kernel into its consumers; returns the calls to ask again (none when
    it may not inline)."""
    producer = facts.kernel_of(call)
    if facts.call_count(producer) != 1 or not facts.inlinable(producer):
        return []
    (out,) = facts.writes(call)
    consumers = [c for c in facts.calls_using(out) if c is not call]
    if facts.is_memory(out) or not consumers:
        return []
    kernels = [facts.kernel_of(c) for c in consumers]
    if any(k is None or facts.call_count(k) != 1 or out in facts.writes(c)
           or not _inputs_unchanged(facts, call, c) for k, c in zip(kernels, consumers)):
        return []
    uses = [(facts.kind(k), Access.MAPPED) for k in kernels]
    if is_written(Kind.POINTWISE, uses, _recompute_pays(facts, call, consumers)):
        return []
    scalar_dims = _scalar_dims(producer)
    for k, c in zip(kernels, consumers):
        if not all(_can_substitute(scalar_dims, load) for load in _loads_of(facts, k, c, out)):
            return []
    facts.remove(call)
    for k, c in zip(kernels, consumers):
        facts.unregister(c)
        for load in _loads_of(facts, k, c, out):
            _inline_at(facts, producer, call, k, c, load)
        drop_unused_params(k, [c])
        facts.forget(k)
        facts.register(c)
        fused_ops[k.name] = fused_ops[producer.name] + fused_ops[k.name]
    facts.remove_buffer(out)
    facts.module.functions.remove(producer)
    del facts.kernels[producer.name]
    again = list(consumers)
    for c in consumers:
        for b in facts.reads(c):
            again += facts.writers.get(id(root(b)), [])
    return again


def _inputs_unchanged(facts: ProgramFacts, producer: CallOp, consumer: CallOp) -> bool:
    """Whether the producer's inputs still hold the same values when `consumer` runs."""
    for b in facts.reads(producer):
        for c in facts.writers.get(id(root(b)), []):
            if facts.between(c, producer, consumer) and any(w is b for w in facts.writes(c)):
                return False
    return True


def _recompute_pays(facts: ProgramFacts, producer: CallOp, consumers: list[CallOp]) -> bool:
    """A small producer body, and fewer bytes moved recomputing it in every consumer than
    writing its output once and reading it in each."""
    if scalar_op_count(innermost(facts.kernel_of(producer))) > MAX_RECOMPUTED_OPS:
        return False
    (out,) = facts.writes(producer)
    inputs = facts.reads(producer)

    def nbytes(buffers) -> int:
        return sum(b.type.nbytes for b in {id(b): b for b in buffers}.values())
    before = nbytes(inputs) + out.type.nbytes + sum(nbytes(facts.reads(c)) for c in consumers)
    after = sum(nbytes([b for b in facts.reads(c) if b is not out] + inputs)
                for c in consumers)
    return after < before


def _loads_of(facts: ProgramFacts, kernel: Function, call: CallOp,
              buffer: Value) -> list[LoadOp]:
    params = [a for a, b in zip(kernel.args, call.operands) if b is buffer]
    found = facts.accesses(kernel)
    return [op for p in params for op in found.get(id(p), []) if isinstance(op, LoadOp)]


def _scalar_dims(producer: Function) -> list[int]:
    """The levels of the producer's nest whose loop variable its body uses as a scalar."""
    return [d for d, loop in enumerate(nest(producer))
            if any(loop.iv in op.operands for op in loop.body.walk()
                   if not isinstance(op, IndexedOp))]


def _can_substitute(scalar_dims: list[int], load: LoadOp) -> bool:
    """Loop variables the producer uses as scalars must map onto plain loop variables."""
    index = load.index_exprs()
    for d in scalar_dims:
        refs = ix.variables(index[d])
        if not (len(refs) == 1 and index[d] == ix.var(refs[0])):
            return False
    return True


def _inline_at(facts: ProgramFacts, producer: Function, producer_call: CallOp,
               kernel: Function, call: CallOp, load: LoadOp) -> None:
    """Replace `load` (in `kernel`, called by `call`) by the producer's body at its index."""
    index = load.index_exprs()
    range_of = facts.ranges(kernel)
    loops = nest(producer)
    to_index = {id(loop.iv): index[d] for d, loop in enumerate(loops)}
    mapping: dict[int, Value] = {}
    for d, loop in enumerate(loops):
        names = ix.variables(index[d])
        if len(names) == 1 and index[d] == ix.var(names[0]):
            mapping[id(loop.iv)] = names[0]
    for arg, buffer in zip(producer.args, producer_call.operands):
        mapping[id(arg)] = _param(facts, kernel, call, buffer)
    block = load.parent
    at = block.ops.index(load)
    result = None
    for op in body_ops(innermost(producer)):
        if isinstance(op, StoreOp):
            result = mapping.get(id(op.value), op.value)
            continue
        if isinstance(op, LoadOp):
            where = [ix.substitute(e, lambda v: to_index[id(v)], range_of)
                     for e in op.index_exprs()]
            new = LoadOp.make([mapping[id(op.buffer)]], where, hint=op.result.name_hint)
            mapping[id(op.result)] = new.result
        else:
            new = copy_op(op, mapping)
        new.parent = block
        block.ops.insert(at, new)
        at += 1
    block.ops.remove(load)
    old = load.result
    for later in block.ops[at:]:       # the load's uses follow it in its block
        for op in later.walk():
            if any(v is old for v in op.operands):
                op.operands = [result if v is old else v for v in op.operands]


def _param(facts: ProgramFacts, kernel: Function, call: CallOp, buffer: Value) -> Value:
    """The kernel's parameter for program buffer `buffer`, added before the written ones."""
    for a, b in zip(kernel.args, call.operands):
        if b is buffer:
            return a
    from ...ir.core import BlockArgument
    stored = {p for p, ops in facts.accesses(kernel).items()
              if any(isinstance(o, StoreOp) for o in ops)}
    at = next((k for k, a in enumerate(kernel.args) if id(a) in stored), len(kernel.args))
    arg = BlockArgument(buffer.type, kernel.body, at, buffer.name_hint)
    kernel.body.args.insert(at, arg)
    kernel.arg_flags.insert(at, frozenset())
    kernel.arg_attrs.insert(at, {})
    for n, a in enumerate(kernel.body.args):
        a.index = n
    call.operands.insert(at, buffer)
    return arg
