"""Cleaning a merged kernel whose first kernel was already clean, looking only at what moved in.

In: a kernel that merging just built from a first kernel that `forward.simplify` (or this) left
clean and untouched since, the ops of the second kernel it appended to one block (`appended`),
the first kernel's accesses per parameter, and the use counts of every value of the kernel
(`uses`, the first kernel's kept up to date, the appended ops' not yet counted). Out: what
`forward.simplify` would make of the kernel, and `uses` counting its operands.

Why only the appended ops need looking at: the first kernel had no one-iteration loop left to
flatten, no load a store of its own forwards to, no dead op and no unused parameter. Appended
ops only add stores after its ops (which dominate none of its loads) and uses of its values. So
loops are flattened and loads forwarded among the appended ops only; an op of the first kernel
can only die when a store of a buffer nobody reads any more is removed, and is then found from
the values that store used. A chain of merges costs what each merge adds, not what the kernel
already holds (each still walks the kernel once, for the program's facts).
"""
from __future__ import annotations

from ...ir.core import Block, Function, Operation, Value
from ...ir.loop.ops import AtomicAddOp, CallOp, FreeOp, LoadOp, StoreOp
from .analysis import canonical, count_uses, drop_params, is_dead, iv_range, sweep_dead
from .facts import ProgramFacts
from .forward import dominates, flattened


def simplify_appended(facts: ProgramFacts, call: CallOp, kernel: Function, first: Function,
                      block: Block, start: int, count: int, second: list[Value],
                      uses: dict[int, int]) -> None:
    """`forward.simplify(facts, call, kernel)`, when `block.ops[start:start + count]` are
    the ops appended to the clean kernel `first` (whose facts are known), for a call merged
    from the first kernel's call and one on the buffers `second`. The call is in the
    program, not registered yet. The merged kernel's facts are `first`'s, updated with what
    was appended and removed (`facts.merged`)."""
    first_accesses, first_loaded = facts.accesses(first), facts.loaded(first)
    moved = {id(o) for op in block.ops[start:start + count] for o in op.walk()}
    appended = flattened(block.ops[start:start + count], block)
    block.ops[start:start + count] = appended
    for name, n in count_uses(appended).items():
        uses[name] = uses.get(name, 0) + n
    appended = _forward_stores(block, start, appended, first_accesses, uses)
    removed = _drop_dead_stores(facts, call, kernel, appended, first_accesses, first_loaded,
                                second, uses)
    drop_params(kernel, [call], {id(a) for a in kernel.args if not uses.get(id(a), 0)})
    gone = {id(op) for op in removed}
    facts.merged(kernel, first, [op for op in removed if id(op) not in moved],
                 [op for op in _walk(appended) if id(op) not in gone])
    facts.register(call)


def _walk(ops: list[Operation]) -> list[Operation]:
    return [inner for op in ops for inner in (op.walk() if op.regions else (op,))]


def _forward_stores(block: Block, start: int, appended: list[Operation], first_accesses: dict,
                    uses: dict[int, int]) -> list[Operation]:
    """`forward.forward_stores` on the appended ops (and its sweep of dead ops); returns the
    appended ops left."""
    walked = _walk(appended)
    appended_stores: dict[int, list[StoreOp]] = {}
    for op in walked:
        if isinstance(op, StoreOp):
            appended_stores.setdefault(id(op.buffer), []).append(op)
    stores: dict[int, list[StoreOp]] = {}         # of the parameters loaded, when asked
    position = {id(op): start + n for n, op in enumerate(appended)}
    replaced: dict[int, Value] = {}
    for load in walked:
        if not isinstance(load, LoadOp):
            continue
        p = id(load.buffer)
        found = stores.get(p)
        if found is None:
            found = stores[p] = [op for op in first_accesses.get(p, ())
                                 if isinstance(op, StoreOp)] + appended_stores.get(p, [])
        if len(found) != 1 or isinstance(found[0], AtomicAddOp):   # an add, not the value
            continue
        store = found[0]
        same = [canonical(e, iv_range) for e in store.index_exprs()] == \
            [canonical(e, iv_range) for e in load.index_exprs()]
        if same and _dominates(store, load, block, position):
            replaced[id(load.result)] = store.value
    if replaced:
        for op in walked:
            if any(id(v) in replaced for v in op.operands):
                new = [_resolve(replaced, v) for v in op.operands]
                for old, v in zip(op.operands, new):
                    if old is not v:
                        uses[id(old)] -= 1
                        uses[id(v)] = uses.get(id(v), 0) + 1
                op.operands = new
    kept = sweep_dead(appended, uses)
    block.ops[start:start + len(appended)] = kept
    return kept


def _dominates(store: StoreOp, load: LoadOp, block: Block, position: dict[int, int]) -> bool:
    """`forward.dominates` for a load among the appended ops, which start at `block`'s index
    `position` gives for the first of them: an op of the first kernel in `block` comes
    before them all."""
    if store.parent is not block:
        return dominates(store, load)
    op: Operation = load
    while op.parent is not block:
        op = op.parent.parent.parent
    return id(store) not in position or position[id(store)] < position[id(op)]


def _resolve(mapping: dict[int, Value], v: Value) -> Value:
    while id(v) in mapping:
        v = mapping[id(v)]
    return v


def _drop_dead_stores(facts: ProgramFacts, call: CallOp, kernel: Function,
                      appended: list[Operation], first_accesses: dict, first_loaded: set[int],
                      second: list[Value], uses: dict[int, int]) -> list[Operation]:
    """`forward.drop_dead_stores`, then the ops that only fed the stores removed (returns
    every op removed, nested ones included). Only the buffers of the second call can have
    lost their last other user (the merge removed it): the first kernel's were kept by the
    merge that cleaned it, and still are."""
    walked = _walk(appended)
    loaded = first_loaded | {id(op.buffer) for op in walked if isinstance(op, LoadOp)}
    candidates = {id(b) for b in second}
    freed: list[Value] = []
    removed: list[Operation] = []
    for arg, buffer in zip(kernel.args, call.operands):
        if id(buffer) not in candidates or id(arg) in loaded or facts.is_memory(buffer) or \
                any(op is not call and not isinstance(op, FreeOp)
                    for op in facts.users(buffer)):
            continue
        dead = [op for op in first_accesses.get(id(arg), []) if isinstance(op, StoreOp)]
        dead += [op for op in walked if isinstance(op, StoreOp) and op.buffer is arg]
        for store in dead:
            store.parent.ops.remove(store)
            removed.append(store)
            for v in store.operands:
                uses[id(v)] -= 1
                freed.append(v)
        facts.remove_buffer(buffer)
    return removed + _drop_unused(freed, uses)


def _drop_unused(values: list[Value], uses: dict[int, int]) -> list[Operation]:
    """Remove the ops defining `values` that died, then those their removal kills; returns
    the ops removed (nested ones included)."""
    removed: dict[int, Operation] = {}
    while values:
        owner = getattr(values.pop(), "owner", None)
        if owner is None or id(owner) in removed or not is_dead(owner, uses):
            continue
        owner.parent.ops.remove(owner)
        for inner in owner.walk():
            removed[id(inner)] = inner      # the ops of a loop removed go with it
            for v in inner.operands:
                uses[id(v)] -= 1
                values.append(v)
    return list(removed.values())
