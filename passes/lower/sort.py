"""The lowering of `tensor.argsort`: a bitonic sorting network along the axis, a loop nest per
compare-and-swap pass, every trip count static.

One kernel: a nest over the other dims (its outermost loop of more than one iteration
parallel); inside, each row is copied into two scratch rows, its keys and their positions (the
positions counting 0, 1, ...; i32 where they fit); the network's passes then compare and swap
pairs of (key, position), and the first positions (all, or `k`) are copied to the result.
Comparing (key, position) pairs, a strict total order, makes the sort stable; NaN is ordered
as the largest key, as in PyTorch.

The network (`network`) is the bitonic sort whose merges all sort the same way: for blocks
of 2h elements (h = 1, 2, 4, ...), a "flip" pass compares element h-1-j of the block with
element h+j, then half-cleaner passes compare elements d apart (d = h/2, ..., 1),
log2(P) (log2(P)+1) / 2 passes for a row padded to P, a power of two. Every comparator puts
the first-ordered element at the lower position, so the padding, last in the order and at
the top positions, never moves: a pair whose upper element is padding is a no-op and is
skipped, and no padding exists in memory. With `k` (`topk`), only chunks of K >= k are sorted
and then merged pairwise, keeping the first K of each pair. Written over (group, block,
offset) loops, a pass's pairs with both elements in the row are whole groups, whole blocks
and one partial block, so positions are affine in the loop variables (no floordiv or mod),
the innermost loop runs over contiguous elements, and the bounds of every access are proven
when code is generated. The short passes (pairs 1, 2 or 4 apart) that follow one another run
together per block of 8 elements, in registers (`Local`). On a GPU each row is one thread's
(correct, not yet fast: a block per row with a barrier between passes would be).

Measured on the 2-core CPU this was written on, shared with other work (`aotgrad.compile`,
the best of 12 calls after the first): `sort` of 64 rows of 1,000 f32 1.3 ms (1.5 ms without
the blocks in registers); `topk` of [32, 50000] 7.7 ms for k = 10 (and 30 ms when the other
work ran); a full `argsort` of [32, 50000] 76 ms. The first call compiles a loop nest or two
per pass: 2 to 3 s for rows of 1,000, 6 s for a full sort of rows of 50,000 (cached on disk
after).
"""
from __future__ import annotations

from typing import NamedTuple

from ...ir import tensor as T
from ...ir.core import Operation, Value
from ...ir.loop import arith as A
from ...ir.loop import index as ix
from ...ir.types import DType, TensorType
from .function import FunctionLowering
from .kernel import KernelBuilder
from .rules import lowering
from .values import Index, Lowered, Stored


@lowering(T.ArgsortOp)
def argsort(lw: FunctionLowering, op: Operation) -> Lowered:
    """A bitonic sort (or selection of the first k) of each row along `axis`, in scratch
    rows of keys and positions."""
    x = op.x.type
    axis, n = op.axis, x.shape[op.axis]
    kept = op.result.type.shape[axis]
    outer = [s for d, s in enumerate(x.shape) if d != axis]
    keys = lw.alloc(TensorType(tuple(outer) + (n,), x.dtype), "keys")
    # i32 positions where they fit: a pass moves 8 bytes an f32 element, not 12
    position = DType.i32 if n < 2 ** 31 else DType.i64
    order = lw.alloc(TensorType(tuple(outer) + (n,), position), "order")
    out = lw.alloc(op.result.type, op.result.name_hint or "argsort")
    kb = lw.kernel("argsort")
    net = _Network(kb, keys, order, op.descending, x.dtype.is_float)

    def row(index: Index) -> None:
        def at(i: ix.Expr) -> Index:
            return index[:axis] + [i] + index[axis:]
        net.prefix = index
        init = _Loop(kb, n, "n")
        with init as i:
            kb.store(kb.load(lw.lowered(op.x), at(i), hint="key"), keys, index + [i])
            first = kb.op(A.CastOp, init.iv, dtype=position, hint="position") if n > 1 \
                else kb.constant(0, position)
            kb.store(first, order, index + [i])
        for p in network(n, kept):
            if isinstance(p, Local):
                net.local_pass(n, p)
            else:
                net.compare_pass(n, p)
        with _Loop(kb, kept, "n") as i:
            at_i = kb.load(Stored(order), index + [i], hint="position")
            if position != DType.i64:
                at_i = kb.op(A.CastOp, at_i, dtype=DType.i64, hint="position")
            kb.store(at_i, out, at(i))
    kb.nest(outer, row)
    lw.call(kb)
    return Stored(out)


class Pass(NamedTuple):
    """One pass of compare-and-swaps: `groups` groups `stride` apart, each of `blocks` blocks
    of 2d; in a block at `base`, the pairs (base + j, base + gap + j), or (base + d-1-j,
    base + gap + j) when `flip`, for j < d; those whose upper element is in the row."""

    groups: int
    stride: int
    blocks: int
    d: int
    gap: int
    flip: bool


class Local(NamedTuple):
    """Consecutive passes whose pairs lie in aligned blocks of `block` elements (at most
    `REGISTER_BLOCK`), run together per block: the block's keys and positions loaded once,
    compared and swapped as scalars layer by layer (`layers`: per pass, its pairs of offsets
    in the block), stored once. Passes of pairs 1, 2 and 4 apart, a loop of 1, 2 or 4
    iterations inside each block, were half of a sort's time: each is one trip over memory
    less, and sorting rows of 1,000 takes 1.3 ms instead of 1.5."""

    block: int
    layers: tuple[tuple[tuple[int, int], ...], ...]


#: the largest block of consecutive short passes run in registers (`Local`).
REGISTER_BLOCK = 8


def network(n: int, k: int | None = None) -> list[Pass | Local]:
    """The passes that sort a row of `n`, or that put its first `k` elements in order at
    its start: chunks of K (a power of two, at least k) sorted, then rounds that each merge
    pairs of sorted chunks into the first of them (the first K of the two, a bitonic
    sequence: a flip between them, then half-cleaners), log2(n/K) rounds. That is
    log2(K) (log2(K) + 1) / 2 passes over the row and a round's half the work of the
    previous one, where a full sort makes log2(n) (log2(n) + 1) / 2 passes: 32 rows of
    50,000, k = 10, 0.4 M compare-and-swaps a row instead of 3.4 M."""
    size = 1 << max(n - 1, 0).bit_length()           # the row padded to a power of two
    chunk = size if k is None or k >= n else 1 << max(k - 1, 0).bit_length()
    if 2 * chunk > size:
        chunk = size
    out, h = [], 1
    while h < chunk:
        out.append(Pass(1, 0, size // (2 * h), h, h, True))
        d = h // 2
        while d:
            out.append(Pass(1, 0, size // (2 * d), d, d, False))
            d //= 2
        h *= 2
    span = chunk
    while span < n:
        groups = -(-n // (2 * span))
        out.append(Pass(groups, 2 * span, 1, chunk, span, True))
        d = chunk // 2
        while d:
            out.append(Pass(groups, 2 * span, chunk // (2 * d), d, d, False))
            d //= 2
        span *= 2
    return _in_registers(out)


def _in_registers(passes: list[Pass]) -> list[Pass | Local]:
    """`passes` with each run of consecutive passes over the whole row (no merge of
    chunks) whose blocks are at most `REGISTER_BLOCK` long made one `Local`."""
    out: list[Pass | Local] = []
    run: list[Pass] = []

    def close() -> None:
        if run:
            block = max(2 * p.d for p in run)
            out.append(Local(block, tuple(_layer(p, block) for p in run)))
            run.clear()
    for p in passes:
        if p.stride == 0 and 2 * p.d <= REGISTER_BLOCK:         # a pass over the row
            run.append(p)
        else:
            close()
            out.append(p)
    close()
    return out


def _layer(p: Pass, block: int) -> tuple[tuple[int, int], ...]:
    """The pairs of pass `p` inside a block of `block` elements, as offsets."""
    return tuple((b + (p.d - 1 - j if p.flip else j), b + p.gap + j)
                 for b in range(0, block, 2 * p.d) for j in range(p.d))


class _Network:
    """Builds the passes of the network in the kernel's current block, over the scratch rows
    at `prefix` (the outer dims' index)."""

    def __init__(self, kb: KernelBuilder, keys: Value, order: Value, descending: bool,
                 is_float: bool):
        self.kb, self.keys, self.order = kb, keys, order
        self.descending, self.is_float = descending, is_float
        self.prefix: Index = []

    def compare_pass(self, n: int, p: Pass) -> None:
        """The pairs of `p` whose upper element is in the row: the upper positions grow
        with (group, block, j), so those are whole groups, then whole blocks of one group,
        then the first pairs of one block, each a nest of static trip counts."""
        per_block, per_group = p.d, p.blocks * p.d
        valid = _valid_pairs(n, p)
        full_groups, rest = divmod(valid, per_group)
        full_blocks, last = divmod(rest, per_block)
        kb = self.kb

        def pairs(base: ix.Expr, j: ix.Expr) -> None:
            lower = base + (p.d - 1) - j if p.flip else base + j
            self.compare_swap(lower, base + p.gap + j)
        if full_groups:
            with _Loop(kb, full_groups, "g") as g, _Loop(kb, p.blocks, "b") as blk, \
                    _Loop(kb, p.d, "j") as j:
                pairs(g * p.stride + blk * (2 * p.d), j)
        base = full_groups * p.stride
        if full_blocks:
            with _Loop(kb, full_blocks, "b") as blk, _Loop(kb, p.d, "j") as j:
                pairs(blk * (2 * p.d) + base, j)
        if last:
            with _Loop(kb, last, "j") as j:
                pairs(ix.const(base + full_blocks * 2 * p.d), j)

    def local_pass(self, n: int, p: Local) -> None:
        """`p` over the row's whole blocks (a loop), then over its partial last block,
        whose pairs with an upper element past the row are skipped."""
        full, rest = divmod(n, p.block)
        if full:
            with _Loop(self.kb, full, "b") as blk:
                self._in_block(blk * p.block, p.block, p.layers)
        if rest > 1:
            self._in_block(ix.const(full * p.block), rest, p.layers)

    def _in_block(self, base: ix.Expr, size: int, layers) -> None:
        kb, at = self.kb, [self.prefix + [base + t] for t in range(size)]
        keys = [kb.load(Stored(self.keys), i, hint="key") for i in at]
        order = [kb.load(Stored(self.order), i, hint="position") for i in at]
        for layer in layers:
            for lo, hi in layer:
                if hi < size:
                    keys[lo], keys[hi], order[lo], order[hi] = self.swapped(
                        keys[lo], keys[hi], order[lo], order[hi])
        for i, key, position in zip(at, keys, order):
            kb.store(key, self.keys, i)
            kb.store(position, self.order, i)

    def compare_swap(self, lo: ix.Expr, hi: ix.Expr) -> None:
        kb, p = self.kb, self.prefix
        a = kb.load(Stored(self.keys), p + [lo], hint="a")
        b = kb.load(Stored(self.keys), p + [hi], hint="b")
        pa = kb.load(Stored(self.order), p + [lo], hint="pa")
        pb = kb.load(Stored(self.order), p + [hi], hint="pb")
        a, b, pa, pb = self.swapped(a, b, pa, pb)
        kb.store(a, self.keys, p + [lo])
        kb.store(b, self.keys, p + [hi])
        kb.store(pa, self.order, p + [lo])
        kb.store(pb, self.order, p + [hi])

    def swapped(self, a: Value, b: Value, pa: Value, pb: Value) -> tuple[Value, ...]:
        """(a, b, pa, pb) in order: swapped where (b, pb) comes first."""
        kb = self.kb
        swap = self.first(b, pb, a, pa)
        return (kb.op(A.SelectOp, swap, b, a, hint="a"), kb.op(A.SelectOp, swap, a, b, hint="b"),
                kb.op(A.SelectOp, swap, pb, pa, hint="pa"),
                kb.op(A.SelectOp, swap, pa, pb, hint="pb"))

    def first(self, b: Value, pb: Value, a: Value, pa: Value) -> Value:
        """Whether (b, pb) comes before (a, pa): by key (NaN the largest), ties by position."""
        kb = self.kb
        ahead = kb.op(A.GtOp if self.descending else A.LtOp, b, a, hint="ahead")
        tie = kb.op(A.LtOp, pb, pa, hint="tie")
        core = kb.op(A.SelectOp, kb.op(A.EqOp, b, a, hint="equal"), tie, ahead, hint="swap")
        if not self.is_float:
            return core
        a_nan = kb.op(A.NeOp, a, a, hint="a_nan")
        b_nan = kb.op(A.NeOp, b, b, hint="b_nan")
        # the NaN of the two (a ascending, b descending) decides: b comes first unless both
        # are NaN, a tie; with a NaN elsewhere, no compare holds, and `core` is false
        nan, other = (b_nan, a_nan) if self.descending else (a_nan, b_nan)
        both = kb.op(A.SelectOp, other, tie, kb.constant(True, DType.bool), hint="swap")
        return kb.op(A.SelectOp, nan, both, core, hint="swap")


def _valid_pairs(n: int, p: Pass) -> int:
    """How many pairs of `p`, in (group, block, j) order, have their upper element in a row
    of `n` (a prefix: the upper positions grow in that order)."""
    def upper(t: int) -> int:
        g, r = divmod(t, p.blocks * p.d)
        b, j = divmod(r, p.d)
        return g * p.stride + b * 2 * p.d + p.gap + j
    lo, hi = 0, p.groups * p.blocks * p.d
    while lo < hi:
        mid = (lo + hi) // 2
        if upper(mid) < n:
            lo = mid + 1
        else:
            hi = mid
    return lo


class _Loop:
    """`with _Loop(kb, extent, hint) as i:` builds a serial loop in the current block and
    the body inside it; `i` is its variable as an index expression (0, and no loop, for one
    iteration: a half-cleaner at distance 1 is one loop over the blocks)."""

    def __init__(self, kb: KernelBuilder, extent: int, hint: str):
        self.kb, self.extent, self.hint = kb, extent, hint

    def __enter__(self) -> ix.Expr:
        self.saved = self.kb.block
        if self.extent == 1:
            return ix.const(0)
        loop = self.kb.loop(self.extent, iv_hint=self.hint)
        self.kb.block, self.iv = loop.body, loop.iv
        return ix.var(loop.iv)

    def __exit__(self, *exc) -> None:
        self.kb.block = self.saved
