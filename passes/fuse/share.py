"""Sharing across sibling loops: a transcendental a row computes twice is computed once.

In: a fused kernel. A softmax row is a loop summing `exp(x - max)` and, after it, a loop
dividing `exp(x - max)` by that sum: inlining put the producer's `exp` in both loops (it saves
writing the whole tensor), and `merge` made them siblings in one row. Out: the same kernel
where, for two sibling `loop.for`s over the same range (from 0, step 1) in a loop's body, a
transcendental (`exp`, `log`, `sin`, `cos`, `tanh`, `sigmoid`) the later loop computes from the
same loads (same buffers, same indices with the loop variable matched, no store to them in
either loop or between them) and the same outside values as one the earlier loop computes is
stored by the earlier loop into a per-iteration scratch row (`loop.alloc` at the top of the
enclosing body, as `contract` makes them, within its byte budget) and loaded by the later
loop; the later loop's copy, and whatever only it used, is gone. Per element, a transcendental
costs more than a store and a load of a row that stays in the first level cache.
"""
from __future__ import annotations

from ...ir.core import Block, Function, Operation, Value
from ...ir.loop import arith
from ...ir.loop import index as ix
from ...ir.loop.ops import AllocOp, ForOp, LoadOp, LoopOp, StoreOp
from ...ir.types import ScalarType
from .analysis import drop_dead_ops
from .contract import MAX_SCRATCH_BYTES

#: the scalar ops worth a store and a load to compute once.
EXPENSIVE = (arith.ExpOp, arith.LogOp, arith.SinOp, arith.CosOp, arith.TanhOp, arith.SigmoidOp)


def share_kernel(kernel: Function) -> int:
    """Share what sibling loops of `kernel` compute twice; returns how many values."""
    shared = 0
    for op in list(kernel.walk()):
        if isinstance(op, LoopOp):
            shared += _share_in(op.body)
    return shared


def _share_in(block: Block) -> int:
    """Share between sibling loops of `block`, the body of a loop."""
    loops = [op for op in block.ops if isinstance(op, ForOp) and op.lower == 0 and op.step == 1]
    rows: dict[int, AllocOp] = {}          # id of a shared op -> the scratch row it fills
    shared = 0
    for later_at, later in enumerate(loops):
        for earlier in loops[:later_at]:
            if earlier.upper != later.upper:
                continue
            for op in [o for o in later.body.ops if isinstance(o, EXPENSIVE)]:
                if not any(o is op for o in later.body.ops):
                    continue                 # gone with an op shared before it
                match = _match(block, earlier, later, op)
                if match is None or (id(match) not in rows and
                                     not _fits(block, op.results[0].type, later.upper)):
                    continue
                if id(match) not in rows:
                    rows[id(match)] = _fill(block, earlier, match)
                _use(rows[id(match)], later, op)
                shared += 1
    return shared


def _key(v: Value, loop: LoopOp, defined: dict[int, Operation], memo: dict[int, object]):
    """What value `v` of `loop`'s body is, as a structure that the same computation in a
    sibling loop also has (the loop variable as "iv"); None when it cannot be shared."""
    if id(v) in memo:
        return memo[id(v)]
    if v is loop.iv:
        key = ("iv",)
    elif any(v is a for a in loop.body.args):
        key = None                                   # an accumulator
    elif id(v) not in defined:
        key = ("outside", id(v))
    else:
        op = defined[id(v)]
        if isinstance(op, LoadOp):
            names = {id(loop.iv): "iv"}
            texts = []
            for e in op.index_exprs():
                inside = [u for u in ix.variables(e) if u is not loop.iv and id(u) in defined]
                if inside:
                    texts = None
                    break
                texts.append(ix.to_text(e, lambda u: names.get(id(u), f"v{id(u)}")))
            key = None if texts is None else ("load", id(op.buffer), tuple(texts))
        elif isinstance(op, arith.ArithOp) and op.pure and len(op.results) == 1:
            parts = [_key(u, loop, defined, memo) for u in op.operands]
            key = None if any(p is None for p in parts) else \
                (type(op), repr(sorted(op.attrs.items())), tuple(parts))
        else:
            key = None
    memo[id(v)] = key
    return key


def _defined(loop: LoopOp) -> dict[int, Operation]:
    return {id(r): op for op in loop.body.ops for r in op.results}


def _match(block: Block, earlier: ForOp, later: ForOp, op: Operation) -> Operation | None:
    """The op of `earlier`'s body that computes what `op` (of `later`'s body) does, when no
    buffer either reads is stored to in the two loops or between them; else None."""
    want = _key(op.results[0], later, _defined(later), {})
    if want is None:
        return None
    defined, memo = _defined(earlier), {}
    found = next((o for o in earlier.body.ops if isinstance(o, type(op))
                  and _key(o.results[0], earlier, defined, memo) == want), None)
    if found is None:
        return None
    start, end = block.ops.index(earlier), block.ops.index(later)
    stored = {id(s.buffer) for o in block.ops[start:end + 1] for s in o.walk()
              if isinstance(s, StoreOp)}
    return None if _loaded(want) & stored else found


def _loaded(key: tuple) -> set[int]:
    """The buffers a `_key`'s computation loads."""
    if key[0] == "load":
        return {key[1]}
    if key[0] in ("iv", "outside"):
        return set()
    return set().union(*map(_loaded, key[2]))


def _fits(block: Block, t: ScalarType, n: int) -> bool:
    """Whether a scratch row of `n` values of type `t` fits `block`'s scratch budget."""
    used = sum(op.result.type.nbytes for op in block.ops if isinstance(op, AllocOp))
    return used + n * t.dtype.itemsize <= MAX_SCRATCH_BYTES


def _fill(block: Block, earlier: ForOp, source: Operation) -> AllocOp:
    """A new scratch row of `block` that `earlier` fills with `source`'s value."""
    value = source.results[0]
    alloc = AllocOp.build([], {"shape": [earlier.upper], "dtype": value.type.dtype},
                          hint=value.name_hint or "shared")
    alloc.parent = block
    block.ops.insert(0, alloc)
    store = StoreOp.make([value, alloc.result], [ix.var(earlier.iv)])
    body = earlier.body
    store.parent = body
    body.ops.insert(body.ops.index(source) + 1, store)
    return alloc


def _use(alloc: AllocOp, later: ForOp, op: Operation) -> None:
    """`later` loads `op`'s value from the scratch row instead of computing it."""
    load = LoadOp.make([alloc.result], [ix.var(later.iv)], hint=op.results[0].name_hint)
    load.parent = later.body
    later.body.ops.insert(later.body.ops.index(op), load)
    old, new = op.results[0], load.results[0]
    for user in later.body.walk():
        if any(u is old for u in user.operands):
            user.operands = [new if u is old else u for u in user.operands]
    drop_dead_ops(later.body)
