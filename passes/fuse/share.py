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

import bisect
import heapq

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
    """Share between sibling loops of `block`, the body of a loop.

    For each later loop, in order, its transcendentals are matched against the earlier loops
    in order, and within one earlier loop in the later loop's order. Each earlier loop's
    transcendentals are indexed by key once it is done as a later loop (sharing only adds
    stores to it then), so a transcendental is tried only against the earlier loops that
    compute the same thing, nearest in program order first: the work is near linear in the
    loops, not quadratic."""
    loops = [op for op in block.ops if isinstance(op, ForOp) and op.lower == 0 and op.step == 1]
    if len(loops) < 2:
        return 0
    interned: dict[tuple, int] = {}
    parts: list[tuple] = []
    order = {id(op): n for n, op in enumerate(block.ops)}
    stores = _Stores(block, order)
    found: list[dict[int, Operation]] = []     # per loop done, the first op with each key
    where: dict[tuple, list[int]] = {}         # (upper, key) -> the loops done that compute it
    rows: dict[int, AllocOp] = {}              # id of a shared op -> the scratch row it fills
    used = sum(op.result.type.nbytes for op in block.ops if isinstance(op, AllocOp))
    shared = 0
    for later_at, later in enumerate(loops):
        keys = _Keys(later, interned, parts)
        ops = [o for o in later.body.ops if isinstance(o, EXPENSIVE)]
        todo: list[tuple[int, int]] = []       # (earlier loop, op of `ops`) to try, in order
        tried: set[tuple[int, int]] = set()

        def plan(n: int, after: int) -> None:
            """Queue `ops[n]` against the next earlier loop after `after` computing it."""
            key = keys.of(ops[n].results[0])
            if key is None:
                return
            at = where.get((later.upper, key), [])
            k = bisect.bisect_right(at, after)
            while k < len(at) and (at[k], n) in tried:
                k += 1
            if k < len(at):
                heapq.heappush(todo, (at[k], n))
        live = {id(o) for o in later.body.ops}
        for n in range(len(ops)):
            plan(n, -1)
        while todo:
            earlier_at, n = heapq.heappop(todo)
            if (earlier_at, n) in tried:
                continue
            tried.add((earlier_at, n))
            op = ops[n]
            if id(op) not in live:
                continue                         # gone with an op shared before it
            earlier = loops[earlier_at]
            key = keys.of(op.results[0])
            match = None if key is None else found[earlier_at].get(key)
            if match is not None and stores.between(_loaded(key, parts), earlier, later):
                match = None
            if match is not None and id(match) not in rows:
                size = later.upper * op.results[0].type.dtype.itemsize
                if used + size > MAX_SCRATCH_BYTES:
                    match = None
                else:
                    used += size
                    rows[id(match)] = _fill(block, earlier, match)
                    stores.add(rows[id(match)].result, earlier)
            if match is None:
                plan(n, earlier_at)
                continue
            _use(rows[id(match)], later, op)
            shared += 1
            keys.reset()                         # what used `op` now loads the row
            live = {id(o) for o in later.body.ops}
            for m in range(len(ops)):            # the ops after `op` still meet this loop
                if m != n and id(ops[m]) in live:
                    plan(m, earlier_at - (m > n))
        first: dict[int, Operation] = {}
        for o in later.body.ops:
            if isinstance(o, EXPENSIVE) and (key := keys.of(o.results[0])) is not None \
                    and key not in first:
                first[key] = o
                where.setdefault((later.upper, key), []).append(later_at)
        found.append(first)
    return shared


class _Stores:
    """Which ops of a block (by their place in it) store to each buffer: whether a buffer is
    stored to from one op to another is a search, not a walk of the ops between."""

    def __init__(self, block: Block, order: dict[int, int]):
        self.order = order
        self.at: dict[int, list[int]] = {}
        for n, op in enumerate(block.ops):
            for s in op.walk():
                if isinstance(s, StoreOp):
                    places = self.at.setdefault(id(s.buffer), [])
                    if not places or places[-1] != n:
                        places.append(n)

    def add(self, buffer: Value, op: Operation) -> None:
        bisect.insort(self.at.setdefault(id(buffer), []), self.order[id(op)])

    def between(self, buffers: set[int], first: Operation, last: Operation) -> bool:
        """Whether an op from `first` to `last` (both included) stores to one of `buffers`."""
        lo, hi = self.order[id(first)], self.order[id(last)]
        for b in buffers:
            places = self.at.get(b, [])
            k = bisect.bisect_left(places, lo)
            if k < len(places) and places[k] <= hi:
                return True
        return False


class _Keys:
    """What each value of a loop's body is, as a structure that the same computation in a
    sibling loop also has (the loop variable as "iv"), numbered: equal structures get equal
    numbers from the `interned` table the sibling loops share, so keys compare in one step
    however long the computation (None: the value cannot be shared)."""

    def __init__(self, loop: LoopOp, interned: dict[tuple, int], parts: list[tuple]):
        self.loop = loop
        self.defined = {id(r): op for op in loop.body.ops for r in op.results}
        self.interned = interned          # structure -> number
        self.parts = parts                # number -> structure
        self.memo: dict[int, int | None] = {}

    def reset(self) -> None:
        """Forget the keys: the loop's body changed."""
        self.defined = {id(r): op for op in self.loop.body.ops for r in op.results}
        self.memo = {}

    def of(self, v: Value) -> int | None:
        """`v`'s key, with a stack, not recursion (a loop body may hold a long chain)."""
        memo = self.memo
        stack = [v]
        while stack:
            u = stack[-1]
            if id(u) in memo:
                stack.pop()
                continue
            op = self.defined.get(id(u))
            if isinstance(op, arith.ArithOp) and op.pure and len(op.results) == 1 and \
                    u is not self.loop.iv:
                pending = [w for w in op.operands if id(w) not in memo]
                if pending:
                    stack += pending
                    continue
                parts = [memo[id(w)] for w in op.operands]
                key = None if None in parts else \
                    (type(op), repr(sorted(op.attrs.items())), tuple(parts))
            else:
                key = self._leaf(u, op)
            memo[id(u)] = None if key is None else self._intern(key)
            stack.pop()
        return memo[id(v)]

    def _leaf(self, v: Value, op: Operation | None) -> tuple | None:
        loop = self.loop
        if v is loop.iv:
            return ("iv",)
        if any(v is a for a in loop.body.args):
            return None                                  # an accumulator
        if op is None:
            return ("outside", id(v))
        if not isinstance(op, LoadOp):
            return None
        names = {id(loop.iv): "iv"}
        texts = []
        for e in op.index_exprs():
            if any(u is not loop.iv and id(u) in self.defined for u in ix.variables(e)):
                return None
            texts.append(ix.to_text(e, lambda u: names.get(id(u), f"v{id(u)}")))
        return ("load", id(op.buffer), tuple(texts))

    def _intern(self, key: tuple) -> int:
        n = self.interned.get(key)
        if n is None:
            n = self.interned[key] = len(self.parts)
            self.parts.append(key)
        return n


def _loaded(key: int, parts: list[tuple]) -> set[int]:
    """The buffers the computation numbered `key` loads."""
    out: set[int] = set()
    seen, stack = {key}, [key]
    while stack:
        part = parts[stack.pop()]
        if part[0] == "load":
            out.add(part[1])
        elif part[0] not in ("iv", "outside"):
            for k in part[2]:
                if k not in seen:
                    seen.add(k)
                    stack.append(k)
    return out


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
