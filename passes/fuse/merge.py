"""Loop merging with store-to-load forwarding: two kernel calls become one.

In: one program whose pointwise producers are already inlined. Out: the same program where two
calls that share a buffer and whose outermost loops have equal bounds run as one kernel: its
parameters are the union, its outer loops (as many levels as both nests allow and legality
permits) hold the first kernel's body, then the second's. Legal when every buffer one writes and
the other accesses is indexed identically, over the merged loop variables only (Inductor's
exact-index rule, `legality.Access.SAME_ITERATION`), and no call between them conflicts. Then a
load of what a dominating store of the same kernel wrote at that index takes the stored value,
and a buffer nobody else reads loses its store and its allocation: a softmax row (max, sum of
exp, normalise) is one loop over rows holding two accumulator loops and a pointwise loop.
"""
from __future__ import annotations

from ...ir.builtin import ReturnOp
from ...ir.core import Block, Function, Value
from ...ir.loop import index as ix
from ...ir.loop.ops import CallOp, LoopOp, ViewOp, YieldOp
from ...ir.rewrite import copy_op
from .analysis import ProgramFacts, accesses, body_ops, canonical, kernel_kind, loop_ranges, \
    single_loop
from .forward import simplify
from .legality import Access, Fusion, fusion


def merge_program(facts: ProgramFacts, fused_ops: dict[str, list[str]]) -> None:
    """Merge pairs of calls until no pair is left that may merge."""
    while _merge_once(facts, fused_ops):
        facts.refresh()


def _merge_once(facts: ProgramFacts, fused_ops: dict[str, list[str]]) -> bool:
    calls = [op for op in facts.program.body.ops if facts.kernel_of(op) is not None]
    for j, second in enumerate(calls):
        for first in reversed(calls[:j]):
            if _shares_buffer(facts, first, second) and \
                    _try_merge(facts, first, second, fused_ops):
                return True
    return False


def _root(v: Value) -> Value:
    while isinstance(getattr(v, "owner", None), ViewOp):
        v = v.owner.source
    return v


def _ids(buffers) -> set[int]:
    return {id(_root(b)) for b in buffers}


def _shares_buffer(facts: ProgramFacts, first: CallOp, second: CallOp) -> bool:
    return bool(_ids(facts.reads(first) + facts.writes(first)) & _ids(facts.reads(second)))


def _levels(k1: Function, k2: Function) -> list[tuple[LoopOp, LoopOp]]:
    """The pairs of loops with equal bounds both nests start with, outermost first."""
    out = []
    b1, b2 = k1.body, k2.body
    while (l1 := single_loop(b1)) is not None and (l2 := single_loop(b2)) is not None and \
            (l1.lower, l1.upper, l1.step) == (l2.lower, l2.upper, l2.step):
        out.append((l1, l2))
        b1, b2 = l1.body, l2.body
    return out


def _try_merge(facts: ProgramFacts, first: CallOp, second: CallOp,
               fused_ops: dict[str, list[str]]) -> bool:
    k1, k2 = facts.kernel_of(first), facts.kernel_of(second)
    if k1 is k2 or _call_count(facts, k1) != 1 or _call_count(facts, k2) != 1:
        return False
    levels = _levels(k1, k2)
    where = _placement(facts, first, second)
    if not levels or where is None:
        return False
    for depth in range(len(levels), 0, -1):
        if _exact(facts, first, second, levels[:depth]):
            _merge(facts, first, second, levels[:depth], where, fused_ops)
            return True
    return False


def _call_count(facts: ProgramFacts, kernel: Function) -> int:
    return sum(1 for f in facts.module.functions for op in f.body.ops
               if isinstance(op, CallOp) and op.callee == kernel.name)


def _exact(facts: ProgramFacts, first: CallOp, second: CallOp, levels) -> bool:
    """The one rule on every buffer one call writes and the other accesses."""
    k1, k2 = facts.kernel_of(first), facts.kernel_of(second)
    w1, w2 = _ids(facts.writes(first)), _ids(facts.writes(second))
    if w1 & w2:
        return False
    same_iv = {id(l2.iv): ix.var(l1.iv) for l1, l2 in levels}
    merged = {id(l1.iv) for l1, _ in levels}
    r1, r2 = loop_ranges(k1), loop_ranges(k2)

    def range_of(v):
        return r1(v) or r2(v)
    shared = (w1 | w2) & _ids(first.operands) & _ids(second.operands)
    indices: dict[int, set] = {}
    for kernel, call, ivs in ((k1, first, {}), (k2, second, same_iv)):
        for arg, buffer in zip(kernel.args, call.operands):
            root = id(_root(buffer))
            if root not in shared:
                continue
            for op in accesses(kernel).get(id(arg), []):
                index = tuple(canonical(ix.substitute(e, lambda v: ivs.get(id(v), ix.var(v))),
                                        range_of) for e in op.index_exprs())
                if any(id(v) not in merged for e in index for v in ix.variables(e)):
                    return False
                indices.setdefault(root, set()).add(index)
    if any(len(s) != 1 for s in indices.values()):
        return False
    kinds = (kernel_kind(k1), kernel_kind(k2))
    return all(fusion(*kinds, Access.SAME_ITERATION) is not Fusion.NONE
               for root in indices if root in w1) and \
        all(fusion(kinds[1], kinds[0], Access.SAME_ITERATION) is not Fusion.NONE
            for root in indices if root in w2)


def _placement(facts: ProgramFacts, first: CallOp, second: CallOp) -> str | None:
    """Where the merged call may go: `second`'s place, `first`'s, or nowhere."""
    ops = facts.program.body.ops
    between = ops[ops.index(first) + 1:ops.index(second)]
    calls = [op for op in between if isinstance(op, CallOp)]
    r1, w1 = _ids(facts.reads(first)), _ids(facts.writes(first))
    r2, w2 = _ids(facts.reads(second)), _ids(facts.writes(second))
    later_ok = not any(_ids(facts.reads(c)) & w1 or _ids(facts.writes(c)) & (r1 | w1)
                       for c in calls)
    if later_ok:
        return "second"
    earlier_ok = not any(_ids(facts.writes(c)) & (r2 | w2) or _ids(facts.reads(c)) & w2
                         for c in calls)
    defined_before = {id(v) for op in ops[:ops.index(first)] for v in op.results}
    defined_before |= {id(a) for a in facts.program.args}
    movable = all(not isinstance(op, ViewOp) or id(op.source) in defined_before
                  for op in _definitions(between, second))
    return "first" if earlier_ok and movable else None


def _definitions(ops, call: CallOp) -> list:
    """The ops among `ops` that define an operand of `call` (allocs and views)."""
    return [op for op in ops if any(r in call.operands for r in op.results)]


def _merge(facts: ProgramFacts, first: CallOp, second: CallOp, levels, where: str,
           fused_ops: dict[str, list[str]]) -> None:
    """Build the merged kernel, call it in place of the two calls, then simplify it."""
    k1, k2 = facts.kernel_of(first), facts.kernel_of(second)
    written = _ids(facts.writes(first) + facts.writes(second))
    buffers = list({id(b): b for b in first.operands + second.operands}.values())
    buffers = [b for b in buffers if id(_root(b)) not in written] + \
        [b for b in buffers if id(_root(b)) in written]
    body = Block([b.type for b in buffers], [b.name_hint for b in buffers])
    arg_of = {id(b): a for b, a in zip(buffers, body.args)}
    mapping: dict[int, Value] = {}
    for kernel, call in ((k1, first), (k2, second)):
        for a, b in zip(kernel.args, call.operands):
            mapping[id(a)] = arg_of[id(b)]
    for op in body_ops(k1.body):
        body.append(copy_op(op, mapping))
    target = body
    for l1, l2 in levels:
        target = single_loop(target).body
        mapping[id(l2.iv)] = mapping[id(l1.iv)]
    tail = target.ops.pop() if target.ops and isinstance(target.ops[-1], YieldOp) else None
    for op in body_ops(levels[-1][1].body):
        target.append(copy_op(op, mapping))
    if tail is not None:
        target.append(tail)
    body.append(ReturnOp.build([]))
    body.parent = None
    kernel = Function(k1.name, body, [], kind="kernel")
    functions = facts.module.functions
    functions[functions.index(k1)] = kernel
    functions.remove(k2)
    facts.kernels[k1.name] = kernel
    del facts.kernels[k2.name]
    fused_ops[k1.name] = fused_ops[k1.name] + fused_ops.pop(k2.name)
    call = CallOp.build(buffers, {"callee": kernel.name})
    call.parent = facts.program.body
    ops = facts.program.body.ops
    if where == "second":
        ops[ops.index(second)] = call
        ops.remove(first)
    else:
        i1, i2 = ops.index(first), ops.index(second)
        moved = _definitions(ops[i1 + 1:i2], second)
        for op in moved:
            ops.remove(op)
        at = ops.index(first)
        ops[at:at + 1] = moved + [call]
        ops.remove(second)
    facts.refresh()
    simplify(facts, call, kernel)
