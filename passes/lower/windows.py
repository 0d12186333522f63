"""The lowering rules of the window ops, `tensor.unfold` (im2col) and `tensor.fold` (col2im).

unfold reads its input at affine positions `[n, c, y sh + i dh, x sw + j dw]`: of the input
itself, or, with padding, of the input padded once by a kernel of its own (`_padded`: the pad
value written, then the input copied into the middle, so the padding costs nothing per window
that reads it and no test per element).

An unfold read where its consumers load it (a pool's, not a GEMM's) is an index map (`Viewed`),
and so is a fold whose windows tile the image exactly (a 2x2 pool's backward: element
[n, c, h, w] is cols[c, h mod 2, w mod 2, n, h floordiv 2, w floordiv 2]). Otherwise fold is
col2im as PyTorch's CPU kernel does it, the columns added in their order into the padded image
(`_scattered`, `lower{fold=scatter}`), or as its CUDA kernel does it (`_gathered`,
`fold=gather`): each image element sums, in one loop of `kh * kw` iterations, the columns of the
windows that read it, their positions read from a small `Table` of compile-time data (`-1`:
none), so that the kernel needs no integer division.
"""
from __future__ import annotations

from ...ir import tensor as T
from ...ir.loop import arith as A
from ...ir.loop import index as ix
from ...ir.loop.ops import AtomicAddOp
from ...ir.types import BufferType, DType
from .function import FunctionLowering
from .inline import InPlace
from .kernel import KernelBuilder
from .rules import _yield, lowering
from .values import Index, Lowered, Stored, Table, Viewed


def _index_map(lw: FunctionLowering, op, name: str, source: Lowered, to_source) -> Viewed:
    """`op`'s value as `source` read through `to_source`; counted in the lowering's report as
    the kernel it would be with a kernel per op (its name taken, its reads and write), as a
    value computed in place is."""
    base = source
    while isinstance(base, Viewed):
        base = base.source
    reads = base.buffer.type.nbytes if isinstance(base, Stored) else \
        base.buffer.nbytes if isinstance(base, Table) else getattr(base, "nbytes", 0)
    lw.kernel_name(name)
    lw.per_op_kernels += 1
    lw.per_op_bytes += reads + op.result.type.nbytes
    return Viewed(source, to_source)


def fold_table(size: int, out: int, k: int, s: int, p: int, d: int, name: str) -> Table:
    """[size, k] -> the window y whose kernel position i reads input position h, or -1 where
    none does (`h + p - i d` not a multiple of `s`, or out of range)."""
    def window(h, i):
        at = h + p - i * d
        return at // s if at >= 0 and at % s == 0 and at // s < out else -1
    return Table([[window(h, i) for i in range(k)] for h in range(size)],
                 BufferType((size, k), DType.i64), name)


def _position(kb: KernelBuilder, table: Table, at: Index, hint: str):
    """(the position read from `table` at `at`, clamped to >= 0; whether it is valid)."""
    found = kb.load(table, at, hint=hint)
    zero = kb.constant(0, DType.i64)
    valid = kb.op(A.GeOp, found, zero, hint=f"{hint}_ok")
    return kb.op(A.MaxOp, found, zero, hint=hint), valid


def _both(kb: KernelBuilder, a, b):
    """a and b, where either may be None (always true)."""
    if a is None or b is None:
        return b if a is None else a
    return kb.op(A.SelectOp, a, b, kb.constant(False, DType.bool), hint="inside")


def _padded(lw: FunctionLowering, op: T.UnfoldOp) -> Stored:
    """The input with `pad_value` around it: one kernel of two nests, the padded image filled
    with the pad value, then the input copied into its middle (both walk memory in order:
    no test or table per element)."""
    n, c, h, w = op.x.type.shape
    ph, pw = op.padding
    t = op.x.type.with_shape([n, c, h + 2 * ph, w + 2 * pw])
    out = lw.alloc(t, "padded")
    kb = lw.kernel("pad")
    x = lw.lowered(op.x)
    pad = op.pad_value
    kb.nest(t.shape, lambda index: kb.store(kb.constant(pad, t.dtype), out, index))
    kb.nest(op.x.type.shape, lambda index: kb.store(
        kb.load(x, index), out, [index[0], index[1], index[2] + ph, index[3] + pw]))
    lw.call(kb)
    return Stored(out)


@lowering(T.UnfoldOp)
def unfold(lw: FunctionLowering, op: T.UnfoldOp) -> Lowered:
    """cols[c, i, j, n, y, x] = x[n, c, y sh - ph + i dh, x sw - pw + j dw], or pad_value:
    the input padded once (`_padded`), then read at affine positions."""
    source = lw.lowered(op.x) if op.padding == [0, 0] else _padded(lw, op)
    (sh, sw), (dh, dw) = op.stride, op.dilation

    def to_source(index: Index, range_of=None) -> Index:
        ci, i, j, ni, y, x = index
        return [ni, ci, y * sh + i * dh, x * sw + j * dw]
    uses = lw.in_place or InPlace(lw.f, lw.matmul)       # the same answer with inline=false
    if uses.loaded_by_every_use(op.result):
        # read where used (a pool's windows): an index map; the columns of a GEMM are written
        # once, in their own layout, so its operand is a view of them
        return _index_map(lw, op, "unfold", source, to_source)
    return lw.pointwise(op, "unfold", lambda kb, index: kb.load(source, to_source(index)))


def tiles(op: T.FoldOp, size, windows) -> bool:
    """Whether the windows tile the image exactly (kernel = stride, no padding or dilation,
    the size a multiple of the kernel): every element is in one window, so fold is an index
    map (a 2x2 max pool's backward)."""
    return op.padding == [0, 0] and op.dilation == [1, 1] and op.stride == op.kernel and \
        all(n == k * m for n, k, m in zip(size, op.kernel, windows))


@lowering(T.FoldOp)
def fold(lw: FunctionLowering, op: T.FoldOp) -> Lowered:
    """img[n, c, h, w] = the sum over kernel positions (i, j) of cols[c, i, j, n, y, x] for
    the window (y, x) whose position (i, j) reads (h, w), where there is one: an index map
    where the windows tile the image, else `lower{fold=scatter}` (the CPU's: `_scattered`)
    or `fold=gather` (a GPU's: `_gathered`)."""
    c, kh, kw, n, ho, wo = op.cols.type.shape
    h, w = op.size
    if tiles(op, (h, w), (ho, wo)):
        def to_source(index: Index, range_of) -> Index:
            ni, ci, hi, wi = index
            return [ci, ix.mod(hi, kh, range_of), ix.mod(wi, kw, range_of), ni,
                    ix.floordiv(hi, kh, range_of), ix.floordiv(wi, kw, range_of)]
        return _index_map(lw, op, "fold", lw.lowered(op.cols), to_source)
    cols = lw.lowered(op.cols)
    if isinstance(cols, Viewed) and cols.reshape and isinstance(cols.source, Stored):
        # a GEMM's result reshaped: read as a `loop.view` in the columns' own shape
        cols = Stored(lw.materialize(cols, op.cols.type, op.cols.name_hint))
    return (_gathered if lw.fold == "gather" else _scattered)(lw, op, cols)


def _scattered(lw: FunctionLowering, op: T.FoldOp, cols: Lowered) -> Lowered:
    """col2im as PyTorch's CPU kernel does it: the columns read once, in their own order, each
    added into the image at its affine position, `[n, c, y sh + i dh, x sw + j dw]`, of the
    image padded by `padding` on each side (zero-filled first; every position a window reads
    is inside it, so no test per element, and the innermost loop walks both buffers along
    their last dim); the result is the unpadded part of it, an index map. The outer loop runs
    over channels in parallel (over images where there is one channel): each iteration writes
    its own planes, so the adds need no atomics."""
    c, kh, kw, n, ho, wo = op.cols.type.shape
    h, w = op.size
    (sh, sw), (ph, pw), (dh, dw) = op.stride, op.padding, op.dilation
    t = op.result.type.with_shape([n, c, h + 2 * ph, w + 2 * pw])
    out = lw.alloc(t, "padded" if ph or pw else (op.result.name_hint or "fold"))
    kb = lw.kernel("fold")
    zero = 0.0 if t.dtype.is_float else 0
    kb.nest(t.shape, lambda index: kb.store(kb.constant(zero, t.dtype), out, index))
    ivs = {}
    order = "cijnyx" if c > 1 else "ncijyx"          # the outer loop parallel, never of one
    extents = dict(zip("cijnyx", (c, kh, kw, n, ho, wo)))
    for d, name in enumerate(order):
        loop = kb.loop(extents[name], parallel=(d == 0), iv_hint=name)
        kb.block = loop.body
        ivs[name] = ix.var(loop.iv)
    ci, i, j, ni, y, x = (ivs[name] for name in "cijnyx")
    value = kb.load(cols, [ci, i, j, ni, y, x], hint="col")
    kb.writes[id(out)] = t.nbytes
    kb.block.append(AtomicAddOp.make([value, kb.param(out)],
                                     [ni, ci, y * sh + i * dh, x * sw + j * dw]))
    kb.block = kb.body
    lw.call(kb)
    if not (ph or pw):
        return Stored(out)
    return Viewed(Stored(out), lambda index, range_of=None: [
        index[0], index[1], index[2] + ph, index[3] + pw])


def _gathered(lw: FunctionLowering, op: T.FoldOp, cols: Lowered) -> Lowered:
    """col2im as PyTorch's CUDA kernel does it: each image element sums, in one loop of
    `kh * kw` iterations, the columns of the windows that read it, found in two small tables
    (one writer per element: no atomics)."""
    c, kh, kw, n, ho, wo = op.cols.type.shape
    h, w = op.size
    tables = [fold_table(size, out, k, s, p, d, name) for size, out, k, s, p, d, name in zip(
        (h, w), (ho, wo), op.kernel, op.stride, op.padding, op.dilation,
        ("windows_h", "windows_w"))]
    dtype = op.result.type.dtype

    def body(kb: KernelBuilder, index: Index):
        ni, ci, hi, wi = index
        zero = 0.0 if dtype.is_float else 0
        loop = kb.loop(kh * kw, iters=[(zero, dtype)], iv_hint="r", iter_hints=["acc"])
        saved = kb.block
        kb.block = loop.body
        r = ix.var(loop.iv)
        i = ix.floordiv(r, kw, kb.range_of)
        j = ix.mod(r, kw, kb.range_of)
        y, y_ok = _position(kb, tables[0], [hi, i], "y")
        x, x_ok = _position(kb, tables[1], [wi, j], "x")
        v = kb.load(cols, [ci, i, j, ni, ix.var(y), ix.var(x)])
        v = kb.op(A.SelectOp, _both(kb, y_ok, x_ok), v, kb.constant(zero, dtype))
        kb.block.append(_yield(kb.op(A.AddOp, loop.iter_args[0], v, hint="acc")))
        kb.block = saved
        return loop.results[0]
    return lw.pointwise(op, "fold", body)
