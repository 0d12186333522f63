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
from ...ir.loop.ops import CallOp, IndexedOp, LoadOp, LoopOp, StoreOp, YieldOp
from ...ir.rewrite import copy_op
from .analysis import body_ops, data_dependent, drop_params, iv_range, nest, plain_var
from .facts import ProgramFacts, nbytes, root
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
    if facts.is_memory(out):
        return []
    consumers = [c for c in facts.calls_using(out) if c is not call]
    if not consumers:
        return []
    kernels = [facts.kernel_of(c) for c in consumers]
    if any(k is None or facts.call_count(k) != 1 or out in facts.writes(c)
           or not _inputs_unchanged(facts, call, c) for k, c in zip(kernels, consumers)):
        return []
    uses = [(facts.kind(k), Access.MAPPED) for k in kernels]
    for k in kernels:
        facts.inlinable(k)        # now, while its body is small: inlining keeps the answer
    if is_written(Kind.POINTWISE, uses, len(consumers) > 1 and
                  _recompute_pays(facts, call, consumers)):
        return []
    body = _ProducerBody(producer)
    for k, c in zip(kernels, consumers):
        if not all(_can_substitute(body.scalar_dims, load)
                   for load in _loads_of(facts, k, c, out)):
            return []
    inputs = facts.read_roots(call)
    before = [facts.read_roots(c) for c in consumers]
    facts.remove(call)
    for n, (k, c) in enumerate(zip(kernels, consumers)):
        facts.unregister(c)
        loads = _loads_of(facts, k, c, out)
        added, copies = _inline_loads(facts, producer, body, call, k, c, loads,
                                      n == len(consumers) - 1)
        facts.inlined(k, loads, added, copies * body.size)
        drop_params(k, [c], {id(a) for a, b in zip(k.args, c.operands) if b is out})
        facts.register(c)
        fused_ops[k.name] = fused_ops[producer.name] + fused_ops[k.name]
    facts.remove_buffer(out)
    facts.replace_kernel(producer, None)
    return consumers + _changed_producers(facts, inputs, consumers, before)


def _changed_producers(facts: ProgramFacts, inputs: frozenset[int], consumers: list[CallOp],
                       before: list[frozenset[int]]) -> list[CallOp]:
    """The producers whose answer an inlining may have changed, among the calls writing what
    the consumers read: those writing the inlined call's inputs (their consumers changed),
    and those reading a buffer a consumer reads now and did not before (the bytes that
    recomputing them would save changed)."""
    new = frozenset().union(*(inputs - b for b in before))
    found: dict[int, CallOp] = {}
    for c in consumers:
        for r in facts.read_roots(c):
            for p in facts.writers(r):
                if facts.write_roots(p) & inputs or facts.read_roots(p) & new:
                    found[id(p)] = p
    return list(found.values())


def _inputs_unchanged(facts: ProgramFacts, producer: CallOp, consumer: CallOp) -> bool:
    """Whether the producer's inputs still hold the same values when `consumer` runs."""
    for b in facts.reads(producer):
        for c in facts.writers(id(root(b))):
            if facts.between(c, producer, consumer) and any(w is b for w in facts.writes(c)):
                return False
    return True


def _recompute_pays(facts: ProgramFacts, producer: CallOp, consumers: list[CallOp]) -> bool:
    """A small producer body, and fewer bytes moved recomputing it in every consumer than
    writing its output once and reading it in each.

    Each consumer reads its own buffers either way, so only what changes is counted: the
    producer's inputs it does not read yet, less the output it no longer reads; against the
    producer's own inputs and output."""
    (out,) = facts.writes(producer)
    inputs = list({id(b): b for b in facts.reads(producer)}.values())
    before = sum(nbytes(b) for b in inputs) + nbytes(out)
    after = 0
    for c in consumers:
        read = facts.read_ids(c)
        if id(out) in read:
            after -= nbytes(out)
        after += sum(nbytes(b) for b in inputs if id(b) not in read or b is out)
    return after < before and facts.body_size(facts.kernel_of(producer)) <= MAX_RECOMPUTED_OPS


def _loads_of(facts: ProgramFacts, kernel: Function, call: CallOp,
              buffer: Value) -> list[LoadOp]:
    params = [a for a, b in zip(kernel.args, call.operands) if b is buffer]
    found = facts.accesses(kernel)
    return [op for p in params for op in found.get(id(p), []) if isinstance(op, LoadOp)]


class _ProducerBody:
    """What inlining reads off a producer once, whatever the load it replaces: its loop nest,
    the ops of its innermost body (terminator aside), the levels whose loop variable the body
    uses as a scalar (`scalar_dims`), and the ids of the loads whose index only names
    variables (no division, which might simplify anew at the consumer's index), how
    many scalar ops the body computes (`analysis.scalar_op_count`), the ids of the
    parameters it loads, and whether its value at one index may be computed once for several
    loads (`shared`: no loop in the body, so every op is a load or a pure scalar op)."""

    def __init__(self, producer: Function):
        self.loops = nest(producer)
        inner = self.loops[-1].body if self.loops else producer.body
        self.ops = body_ops(inner)
        used: set[int] = set()
        self.size = 0
        for op in inner.walk():
            if not isinstance(op, IndexedOp):
                used.update(id(v) for v in op.operands)
                if not isinstance(op, (LoopOp, YieldOp)):
                    self.size += 1
        self.scalar_dims = [d for d, loop in enumerate(self.loops) if id(loop.iv) in used]
        self.undivided = {id(op) for op in self.ops if isinstance(op, LoadOp) and
                          all(type(atom) is ix.Var for e in op.indices for atom, _ in e.terms)}
        self.loaded = {id(op.buffer) for op in self.ops if isinstance(op, LoadOp)}
        self.shared = not any(op.regions for op in self.ops)


def _can_substitute(scalar_dims: list[int], load: LoadOp) -> bool:
    """Loop variables the producer uses as scalars must map onto plain loop variables; a
    load at a data-dependent index keeps reading memory."""
    if data_dependent(load):
        return False
    index = load.indices          # over operand positions: plain where plain over values
    return all(plain_var(index[d]) is not None for d in scalar_dims)


def _inline_loads(facts: ProgramFacts, producer: Function, body: _ProducerBody,
                  producer_call: CallOp, kernel: Function, call: CallOp, loads: list[LoadOp],
                  last: bool) -> tuple[list[LoadOp], int]:
    """Replace each of `loads` (in `kernel`, called by `call`) by the producer's body at its
    index, block by block in block order; only the loads replaced and the users of their
    values are touched (`facts.uses`). A load at the index of an earlier one of its block
    takes that one's value instead of a copy of its own (unless the kernel stores to what
    the producer reads, or the body holds a loop): a chain that loads each value twice
    (`v * v`) then grows by a body per link, not doubles. When this is the `last`
    consumer, its last copy is the producer's own ops. Returns the loads put in and how
    many copies of the body were."""
    params = _params(facts, kernel, call, zip(producer.args, producer_call.operands))
    uses = facts.uses(kernel)
    stored = facts.stored(kernel)
    shared = body.shared and not any(id(params[p]) in stored for p in body.loaded
                                     if p in params)      # not a buffer the body defines
    targets: dict[int, tuple] = {}
    for load in loads:
        targets.setdefault(id(load.parent), (load.parent, []))[1].append(load)
    plans = []
    for block, found in targets.values():
        place = {id(op): n for n, op in enumerate(block.ops)} if len(found) > 1 else None
        at = sorted((place[id(load)] if place else block.ops.index(load), load)
                    for load in found)
        plans.append((block, [(n, load, tuple(load.index_exprs()) if shared else None)
                              for n, load in at]))
    left = copies = sum(len({key for _, _, key in plan}) if shared else len(plan)
                        for _, plan in plans)
    added: list[LoadOp] = []
    for block, plan in plans:
        spliced = []
        built: dict[tuple, Value] = {}
        for n, load, key in plan:
            ops: list = []
            value = built.get(key) if shared else None
            if value is None:
                left -= 1
                value = _substitute(body, params, load, ops, last and not left, block, uses,
                                    added)
                if shared:
                    built[key] = value
            result = load.result
            for user in uses.pop(id(result), []):
                user.operands = [value if v is result else v for v in user.operands]
                uses.setdefault(id(value), []).append(user)
            spliced.append((n, ops))
        for n, ops in reversed(spliced):
            block.ops[n:n + 1] = ops
    return added, copies


def _substitute(body: _ProducerBody, params: dict[int, Value], load: LoadOp, out: list,
                move: bool, block, uses: dict[int, list], added: list[LoadOp]) -> Value | None:
    """Append to `out` the producer's body computing its value at `load`'s index (a copy, or
    its own ops when `move`), as ops of `block`, their uses recorded in `uses` and their
    loads in `added`; returns the value."""
    index = load.index_exprs()
    to_index = {}
    mapping: dict[int, Value] = dict(params)
    for d, loop in enumerate(body.loops):
        iv = loop.iv
        to_index[id(iv)] = index[d]
        plain = plain_var(index[d])
        if plain is not None:
            mapping[id(iv)] = plain
    result = None
    mapped = mapping.get
    for op in body.ops:
        if isinstance(op, StoreOp):
            result = mapped(id(op.value), op.value)
            continue
        if isinstance(op, LoadOp) and not _renamed(op, mapping, body.undivided):
            where = [ix.substitute(e, lambda v: to_index[id(v)], iv_range)
                     for e in op.index_exprs()]
            new = LoadOp.make([mapped(id(op.buffer), op.buffer)], where,    # a parameter, or
                              hint=op.result.name_hint)               # a buffer moved along
            mapping[id(op.result)] = new.result
        elif not move:
            new = copy_op(op, mapping)
        elif op.regions:
            new = op
            for inner in op.walk():
                inner.operands = [mapped(id(v), v) for v in inner.operands]
        else:
            new = op
            op.operands = [mapped(id(v), v) for v in op.operands]
        new.parent = block
        out.append(new)
        for inner in new.walk() if new.regions else (new,):
            if isinstance(inner, LoadOp):
                added.append(inner)
            for v in inner.operands:
                found = uses.get(id(v))
                if found is None:
                    uses[id(v)] = [inner]
                else:
                    found.append(inner)
    return result


def _renamed(load: LoadOp, mapping: dict[int, Value], undivided: set[int]) -> bool:
    """Whether `load` at the consumer's index only renames its loop variables: each maps to a
    distinct variable of the consumer and no index divides (which might simplify anew)."""
    if id(load) not in undivided:
        return False
    new = [mapping.get(id(v)) for v in load.operands[load.n_fixed:]]
    return None not in new and len({id(v) for v in new}) == len(new)


def _params(facts: ProgramFacts, kernel: Function, call: CallOp, pairs) -> dict[int, Value]:
    """For each (producer parameter, program buffer) of `pairs`, the kernel's parameter for
    that buffer; a buffer it has none for gets one, added before the written ones."""
    from ...ir.core import BlockArgument
    arg_of: dict[int, Value] = {}
    for a, b in zip(kernel.args, call.operands):
        arg_of.setdefault(id(b), a)
    stored = facts.stored(kernel)
    at = next((k for k, a in enumerate(kernel.args) if id(a) in stored), len(kernel.args))
    out: dict[int, Value] = {}
    added = False
    for param, buffer in pairs:
        arg = arg_of.get(id(buffer))
        if arg is None:
            arg = BlockArgument(buffer.type, kernel.body, at, buffer.name_hint)
            kernel.body.args.insert(at, arg)
            kernel.arg_flags.insert(at, frozenset())
            kernel.arg_attrs.insert(at, {})
            call.operands.insert(at, buffer)
            arg_of[id(buffer)] = arg
            at += 1
            added = True
        out[id(param)] = arg
    if added:
        for n, a in enumerate(kernel.body.args):
            a.index = n
    return out
