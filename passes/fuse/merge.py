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

import bisect
import heapq

from ...ir.core import BlockArgument, Function, Value
from ...ir.loop import index as ix
from ...ir.loop.ops import CallOp, LoopOp, ViewOp, YieldOp
from ...ir.rewrite import replace_uses
from .analysis import body_ops, canonical, count_uses, single_loop
from .clean_merged import simplify_appended
from .facts import ProgramFacts, root
from .forward import simplify
from .legality import Access, Fusion, fusion

#: per buffer a call reads, how many of the nearest earlier calls sharing it are tried as
#: its merge partners (Inductor's `max_fusion_buffer_group_pairwise_attempts`).
MAX_PAIRWISE_ATTEMPTS = 64

#: the most tensor ops a merged kernel computes (TVM's `max_fuse_depth`; Inductor's
#: `max_fusion_size` is 64): a long chain of layers becomes kernels of at most this many ops,
#: not one kernel that every merge makes larger (each merge costs what the kernel holds), and
#: no kernel grows past what a compiler can allocate registers and schedule well.
MAX_MERGED_OPS = 256


def merge_program(facts: ProgramFacts, fused_ops: dict[str, list[str]]) -> None:
    """Merge pairs of calls until no pair is left that may merge: the first pair in program
    order (by the later call, then the nearest earlier one) that may merge does. A merge
    changes nothing for pairs whose later call runs before the merged ones, so the search
    goes on from the earlier of the two."""
    after: float | None = float("-inf")
    seen = _Witnesses()
    cleaned: dict[int, tuple[Function, dict[int, int]]] = {}
    while after is not None:
        after = _merge_once(facts, fused_ops, after, seen, cleaned)


def _merge_once(facts: ProgramFacts, fused_ops: dict[str, list[str]], after: float,
                seen: "_Witnesses", cleaned: dict) -> float | None:
    """Merge the first pair whose later call is after order key `after`; returns the key of
    the op before the earlier call of the merged pair, or None when no pair merges."""
    ops = facts.program.body.ops
    start = bisect.bisect_right(ops, after, key=lambda op: facts.key[id(op)])
    for second in ops[start:]:
        if facts.kernel_of(second) is None:
            continue
        for first in _candidates(facts, second):
            before = _try_merge(facts, first, second, fused_ops, seen, cleaned)
            if before is not None:
                return before
    return None


def _candidates(facts: ProgramFacts, second: CallOp) -> list[CallOp]:
    """The kernel calls before `second` that read or write a buffer it reads, nearest first:
    per buffer, the `MAX_PAIRWISE_ATTEMPTS` nearest (a weight or a bias read by every layer
    would otherwise make every call a candidate of every later one)."""
    found: dict[int, CallOp] = {}
    key = facts.key
    here = key[id(second)]
    for r in _ids(facts.reads(second)):
        group = [c for c in facts.readers(r) + facts.writers(r)
                 if key[id(c)] < here and facts.kernel_of(c) is not None]
        if len(group) > MAX_PAIRWISE_ATTEMPTS:
            group = heapq.nlargest(MAX_PAIRWISE_ATTEMPTS, group, key=lambda c: key[id(c)])
        for c in group:
            found[id(c)] = c
    return sorted(found.values(), key=lambda c: -key[id(c)])


def _ids(buffers) -> set[int]:
    return {id(root(b)) for b in buffers}


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
               fused_ops: dict[str, list[str]], seen: "_Witnesses",
               cleaned: dict) -> float | None:
    """Merge the pair when it may; returns the order key of the op that was before `first`
    (None when the pair does not merge)."""
    k1, k2 = facts.kernel_of(first), facts.kernel_of(second)
    if k1 is k2 or facts.call_count(k1) != 1 or facts.call_count(k2) != 1 or \
            len(fused_ops[k1.name]) + len(fused_ops[k2.name]) > MAX_MERGED_OPS:
        return None
    where = _placement(facts, first, second, seen)   # first: most far pairs fail here
    if where is None:
        return None
    levels = _levels(k1, k2)
    if not levels:
        return None
    for depth in range(len(levels), 0, -1):
        if _exact(facts, first, second, levels[:depth]):
            ops = facts.program.body.ops
            at = bisect.bisect_left(ops, facts.key[id(first)], key=lambda op: facts.key[id(op)])
            before = facts.key[id(ops[at - 1])] if at > 0 else float("-inf")
            _merge(facts, first, second, levels[:depth], where, fused_ops, cleaned)
            return before
    return None


def _exact(facts: ProgramFacts, first: CallOp, second: CallOp, levels) -> bool:
    """The one rule on every buffer one call writes and the other accesses."""
    k1, k2 = facts.kernel_of(first), facts.kernel_of(second)
    w1, w2 = _ids(facts.writes(first)), _ids(facts.writes(second))
    if w1 & w2:
        return False
    same_iv = {id(l2.iv): ix.var(l1.iv) for l1, l2 in levels}
    merged = {id(l1.iv) for l1, _ in levels}
    r1, r2 = facts.ranges(k1), facts.ranges(k2)

    def range_of(v):
        return r1(v) or r2(v)
    shared = (w1 | w2) & _ids(first.operands) & _ids(second.operands)
    indices: dict[int, list] = {}
    direct: dict[int, bool] = {}
    for kernel, call, ivs in ((k1, first, {}), (k2, second, same_iv)):
        for arg, buffer in zip(kernel.args, call.operands):
            key = id(root(buffer))
            if key not in shared:
                continue
            direct[key] = direct.get(key, True) and root(buffer) is buffer
            for op in facts.accesses(kernel).get(id(arg), []):
                index = tuple(canonical(ix.substitute(e, lambda v: ivs.get(id(v), ix.var(v))),
                                        range_of) for e in op.index_exprs())
                indices.setdefault(key, []).append(index)
    if not all(_same_element(found, merged) or direct[key] and _same_slice(found, merged)
               for key, found in indices.items()):
        return False
    kinds = (facts.kind(k1), facts.kind(k2))
    return all(fusion(*kinds, Access.SAME_ITERATION) is not Fusion.NONE
               for key in indices if key in w1) and \
        all(fusion(kinds[1], kinds[0], Access.SAME_ITERATION) is not Fusion.NONE
            for key in indices if key in w2)


def _same_element(indices: list[tuple], merged: set[int]) -> bool:
    """Every access is at one index over the merged loop variables only."""
    return len(set(indices)) == 1 and \
        all(id(v) in merged for e in indices[0] for v in ix.variables(e))


def _same_slice(indices: list[tuple], merged: set[int]) -> bool:
    """Every access is in the slice of the merged iteration: some dimensions are indexed by
    each merged loop variable alone, identically in every access (a row of a softmax or a
    layernorm, written by one loop over its columns and read by a later one)."""
    fixed = [e for d, e in enumerate(indices[0]) if all(i[d] == e for i in indices)]
    return all(ix.var(v) in fixed for v in _merged_vars(indices[0], merged)) and \
        len(_merged_vars(indices[0], merged)) == len(merged)


def _merged_vars(index: tuple, merged: set[int]) -> list:
    return list({id(v): v for e in index for v in ix.variables(e) if id(v) in merged}.values())


def _placement(facts: ProgramFacts, first: CallOp, second: CallOp,
               seen: "_Witnesses") -> str | None:
    """Where the merged call may go: `second`'s place, `first`'s, or nowhere.

    A call found between two calls and conflicting with one of them is kept as a witness
    (`_Witnesses`): while it stays in the program, every pair it lies between fails the same
    way without a search of the calls between."""
    if not seen.blocks(facts, first, second, seen.after, first):
        found = facts.conflict(first, second, facts.read_roots(first), facts.write_roots(first))
        if found is None:
            return "second"
        seen.after[id(first)] = (first, found)
    if seen.blocks(facts, first, second, seen.before, second):
        return None
    found = facts.conflict(first, second, facts.read_roots(second), facts.write_roots(second))
    if found is not None:
        seen.before[id(second)] = (second, found)
        return None
    for op in _definitions(facts, first, second):
        if isinstance(op, ViewOp):
            owner = getattr(op.source, "owner", None)
            if owner is not None and not facts.key[id(owner)] < facts.key[id(first)]:
                return None
    return "first"


class _Witnesses:
    """Per call (by id, with the call kept so that ids are not reused), a later call
    conflicting with it (`after`) and an earlier one (`before`). Calls are never edited in
    place during merging (a merge makes a new call), so a witness still in the program still
    conflicts."""

    def __init__(self):
        self.after: dict[int, tuple[CallOp, CallOp]] = {}
        self.before: dict[int, tuple[CallOp, CallOp]] = {}

    @staticmethod
    def blocks(facts: ProgramFacts, first: CallOp, second: CallOp, table: dict,
               call: CallOp) -> bool:
        """Whether `call`'s witness in `table` is in the program between `first` and
        `second`."""
        entry = table.get(id(call))
        if entry is None or entry[0] is not call:
            return False
        return id(entry[1]) in facts.key and facts.between(entry[1], first, second)


def _definitions(facts: ProgramFacts, first: CallOp, second: CallOp) -> list:
    """The ops between `first` and `second` that define an operand of `second` (allocs and
    views), in program order."""
    found = {id(v.owner): v.owner for v in second.operands
             if id(getattr(v, "owner", None)) in facts.key and
             facts.between(v.owner, first, second)}
    return sorted(found.values(), key=lambda op: facts.key[id(op)])


def _merge(facts: ProgramFacts, first: CallOp, second: CallOp, levels, where: str,
           fused_ops: dict[str, list[str]], cleaned: dict) -> None:
    """Build the merged kernel, call it in place of the two calls, then simplify it. The
    merged kernel is the first kernel's body with the second's innermost ops moved in (no op
    is copied: a chain of merges costs what it adds, not what the kernel already holds).
    `cleaned`: per kernel that a merge made (by id, with the kernel), the use counts of its
    values; when the first kernel is one, only the ops moved in are simplified."""
    k1, k2 = facts.kernel_of(first), facts.kernel_of(second)
    prior = cleaned.pop(id(k1), None)
    uses = prior[1] if prior is not None and prior[0] is k1 else None
    if uses is not None:
        facts.accesses(k1)                # known before the merge edits it
    written = _ids(facts.writes(first) + facts.writes(second))
    buffers = list({id(b): b for b in first.operands + second.operands}.values())
    buffers = [b for b in buffers if id(root(b)) not in written] + \
        [b for b in buffers if id(root(b)) in written]
    body = k1.body
    arg_of, renamed = _rebind_args(k1, first, buffers)
    if renamed:
        uses = None
    mapping: dict[int, Value] = {id(a): arg_of[id(b)] for a, b in zip(k2.args, second.operands)}
    for l1, l2 in levels:
        mapping[id(l2.iv)] = l1.iv
    target = levels[-1][0].body
    tail = target.ops.pop() if target.ops and isinstance(target.ops[-1], YieldOp) else None
    start = len(target.ops)
    for op in body_ops(levels[-1][1].body):
        for inner in op.walk():
            if any(id(v) in mapping for v in inner.operands):
                inner.operands = [mapping.get(id(v), v) for v in inner.operands]
        target.append(op)
    count = len(target.ops) - start
    if tail is not None:
        target.append(tail)
    kernel = Function(k1.name, body, [], kind="kernel")
    ops = facts.program.body.ops
    moved = _definitions(facts, first, second) if where == "first" else []
    for op in moved:
        facts.remove(op)
    at = ops.index(first if where == "first" else second)
    facts.remove(first)
    facts.remove(second)
    at -= where == "second"
    facts.replace_kernel(k1, kernel)
    facts.replace_kernel(k2, None)
    fused_ops[k1.name] = fused_ops[k1.name] + fused_ops.pop(k2.name)
    call = CallOp.build(buffers, {"callee": kernel.name})
    facts.insert(at, moved + [call], unregistered=call)     # registered once simplified
    if uses is None:
        simplify(facts, call, kernel)
        uses = count_uses(kernel.body.ops)
    else:
        simplify_appended(facts, call, kernel, k1, target, start, count,
                          list(second.operands), uses)
    cleaned[id(kernel)] = (kernel, uses)


def _rebind_args(kernel: Function, call: CallOp,
                 buffers: list[Value]) -> tuple[dict[int, Value], bool]:
    """Make `kernel`'s parameters one per buffer of `buffers`, in that order, each named as
    its buffer (parameters that `call` binds to the same buffer become one); returns the
    parameter of each buffer, by buffer id, and whether parameters became one."""
    arg_of: dict[int, Value] = {}
    same: dict[int, Value] = {}
    for a, b in zip(kernel.args, call.operands):
        if id(b) in arg_of:
            same[id(a)] = arg_of[id(b)]
        else:
            arg_of[id(b)] = a
    if same:
        replace_uses(kernel, same)
    for b in buffers:
        arg = arg_of.get(id(b))
        if arg is None:
            arg = arg_of[id(b)] = BlockArgument(b.type, kernel.body, 0)
        arg.name_hint = b.name_hint
    kernel.body.args = [arg_of[id(b)] for b in buffers]
    for n, a in enumerate(kernel.body.args):
        a.index = n
    return arg_of, bool(same)
