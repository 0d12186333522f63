"""Vertical fusion: a pointwise producer kernel inlined into the kernels that read its output.

In: one program of a loop-level module (and its facts). Out: the same program where each
pointwise producer that `legality` lets fuse (one consumer, or several when recomputing is
small and moves fewer bytes) is gone: every load of its output at index `g` became a copy of
the producer's scalar body with the producer's loop variables replaced by `g`, so the copy reads
through the consumer's broadcast, transpose or reshape index maps; the producer's call and its
buffer are removed. `fused_ops` records, per kernel name, the tensor ops it now computes.
"""
from __future__ import annotations

from ...ir.core import Function, Value
from ...ir.loop import index as ix
from ...ir.loop.ops import CallOp, IndexedOp, LoadOp, StoreOp
from ...ir.rewrite import copy_op, replace_uses
from .analysis import (ProgramFacts, accesses, body_ops, drop_unused_params, innermost,
                       is_inlinable, kernel_kind, loop_ranges, nest, remove_buffer,
                       scalar_op_count)
from .legality import MAX_RECOMPUTED_OPS, Access, Kind, is_written


def inline_program(facts: ProgramFacts, fused_ops: dict[str, list[str]]) -> None:
    """Inline producers into their consumers until none is left to inline."""
    while any(_try_inline(facts, call, fused_ops) for call in _kernel_calls(facts)):
        facts.refresh()


def _kernel_calls(facts: ProgramFacts) -> list[CallOp]:
    return [op for op in facts.program.body.ops if facts.kernel_of(op) is not None]


def _try_inline(facts: ProgramFacts, call: CallOp, fused_ops: dict[str, list[str]]) -> bool:
    producer = facts.kernel_of(call)
    if not is_inlinable(producer) or _call_count(facts, producer) != 1:
        return False
    (out,) = facts.writes(call)
    consumers = [c for c in facts.calls_using(out) if c is not call]
    if facts.is_memory(out) or not consumers:
        return False
    kernels = [facts.kernel_of(c) for c in consumers]
    if any(k is None or _call_count(facts, k) != 1 or out in facts.writes(c)
           or not _inputs_unchanged(facts, call, c) for k, c in zip(kernels, consumers)):
        return False
    uses = [(kernel_kind(k), Access.MAPPED) for k in kernels]
    if is_written(Kind.POINTWISE, uses, _recompute_pays(facts, call, consumers)):
        return False
    for k, c in zip(kernels, consumers):
        if not all(_can_substitute(producer, load) for load in _loads_of(k, c, out)):
            return False
    for k, c in zip(kernels, consumers):
        for load in _loads_of(k, c, out):
            _inline_at(producer, call, k, c, load)
        drop_unused_params(k, [c])
        fused_ops[k.name] = fused_ops[producer.name] + fused_ops[k.name]
    facts.program.body.ops.remove(call)
    remove_buffer(facts.program, out)
    facts.module.functions.remove(producer)
    del facts.kernels[producer.name]
    return True


def _call_count(facts: ProgramFacts, kernel: Function) -> int:
    return sum(1 for f in facts.module.functions for op in f.body.ops
               if isinstance(op, CallOp) and op.callee == kernel.name)


def _inputs_unchanged(facts: ProgramFacts, producer: CallOp, consumer: CallOp) -> bool:
    """Whether the producer's inputs still hold the same values when `consumer` runs."""
    ops = facts.program.body.ops
    inputs = {id(b) for b in facts.reads(producer)}
    between = ops[ops.index(producer) + 1:ops.index(consumer)]
    return not any(isinstance(op, CallOp) and any(id(b) in inputs for b in facts.writes(op))
                   for op in between)


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


def _loads_of(kernel: Function, call: CallOp, buffer: Value) -> list[LoadOp]:
    params = [a for a, b in zip(kernel.args, call.operands) if b is buffer]
    return [op for p in params for op in accesses(kernel, LoadOp).get(id(p), [])]


def _can_substitute(producer: Function, load: LoadOp) -> bool:
    """Loop variables the producer uses as scalars must map onto plain loop variables."""
    index = load.index_exprs()
    for d, loop in enumerate(nest(producer)):
        scalar_use = any(loop.iv in op.operands for op in loop.body.walk()
                         if not isinstance(op, IndexedOp))
        refs = ix.variables(index[d])
        if scalar_use and not (len(refs) == 1 and index[d] == ix.var(refs[0])):
            return False
    return True


def _inline_at(producer: Function, producer_call: CallOp, kernel: Function, call: CallOp,
               load: LoadOp) -> None:
    """Replace `load` (in `kernel`, called by `call`) by the producer's body at its index."""
    index = load.index_exprs()
    range_of = loop_ranges(kernel)
    loops = nest(producer)
    to_index = {id(loop.iv): index[d] for d, loop in enumerate(loops)}
    mapping: dict[int, Value] = {}
    for d, loop in enumerate(loops):
        names = ix.variables(index[d])
        if len(names) == 1 and index[d] == ix.var(names[0]):
            mapping[id(loop.iv)] = names[0]
    for arg, buffer in zip(producer.args, producer_call.operands):
        mapping[id(arg)] = _param(kernel, call, buffer)
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
    replace_uses(kernel, {id(load.result): result})


def _param(kernel: Function, call: CallOp, buffer: Value) -> Value:
    """The kernel's parameter for program buffer `buffer`, added before the written ones."""
    for a, b in zip(kernel.args, call.operands):
        if b is buffer:
            return a
    from ...ir.core import BlockArgument
    stored = accesses(kernel, StoreOp)
    at = next((k for k, a in enumerate(kernel.args) if id(a) in stored), len(kernel.args))
    arg = BlockArgument(buffer.type, kernel.body, at, buffer.name_hint)
    kernel.body.args.insert(at, arg)
    kernel.arg_flags.insert(at, frozenset())
    for n, a in enumerate(kernel.body.args):
        a.index = n
    call.operands.insert(at, buffer)
    return arg
