"""The kernels of row-sparse gradients (`runtime/row_sparse.py`), written in LLVM IR.

In: nothing (one text per float type). Out: `kernels(dtype)`, the addresses of

    i64 aotgrad_rows_sum_<t>(ptr ids, ptr rows, i64 n, i64 width, i64 bound, ptr slot,
                             ptr distinct, ptr source, ptr sums)
    void aotgrad_rows_axpy_<t>(ptr target, ptr distinct, ptr source, ptr rows, ptr sums,
                               i64 m, i64 width, <t> alpha)

`rows_sum` finds, for `n` rows of `width` elements (`rows`, C order) and their ids (`ids`,
i64), the `m` distinct ids in the order they first appear (`distinct`) and where each one's
row sum is (`source`): `k >= 0`, the row `k` of `rows`, for an id of one row; `-(d + 1)`, the
row `d` of `sums`, for an id of several, whose rows are added there one after the other in
their order, as the dense scatter-add of the backward adds them. So the same numbers in
O(n x width), with no sort and no copy of the rows of single ids (most of them, in a batch of
tokens from a large vocabulary). `slot` is the caller's scratch of `bound` i32, all -1, which
maps an id to its place in `distinct` while the call runs and is all -1 again when it returns.
It returns `m`, or `-(k + 1)` for the first id `k` outside `[0, bound)` (nothing is read or
written at it). `rows_axpy` adds `alpha` times each distinct id's row sum into the row
`distinct[j]` of `target` (C order, `width` wide): the rows an optimizer touches, or a dense
gradient made from zeros with `alpha = 1`. The machine code is kept as the trampoline's is
(`handwritten.py`).
"""
from __future__ import annotations

import functools

import numpy as np

from . import cache, handwritten

#: the disk cache's folder for these kernels, and their statistics
KIND = "rows"
STATS = cache.CacheStats()
TYPES = {np.dtype(np.float32): ("f32", "float", 4), np.dtype(np.float64): ("f64", "double", 8)}


def text(dtype: np.dtype) -> str:
    """The LLVM IR of both kernels for float type `dtype`."""
    suffix, t, size = TYPES[np.dtype(dtype)]
    return f"""\
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture
                                    readonly, i64, i1)

define i64 @aotgrad_rows_sum_{suffix}(ptr noalias nocapture readonly %ids,
    ptr noalias nocapture readonly %rows, i64 %n, i64 %width, i64 %bound,
    ptr noalias nocapture %slot, ptr noalias nocapture %distinct, ptr noalias nocapture %source,
    ptr noalias nocapture %sums) {{
start:
  %bytes = mul i64 %width, {size}
  br label %loop
loop:
  %k = phi i64 [0, %start], [%k.next, %next]
  %m = phi i64 [0, %start], [%m.next, %next]
  %d = phi i64 [0, %start], [%d.next, %next]
  %more = icmp slt i64 %k, %n
  br i1 %more, label %body, label %finish
body:
  %id.at = getelementptr i64, ptr %ids, i64 %k
  %id = load i64, ptr %id.at
  %inside = icmp ult i64 %id, %bound
  br i1 %inside, label %look, label %outside
look:
  %slot.at = getelementptr i32, ptr %slot, i64 %id
  %s = load i32, ptr %slot.at
  %seen = icmp sge i32 %s, 0
  br i1 %seen, label %again, label %first
first:
  %m.32 = trunc i64 %m to i32
  store i32 %m.32, ptr %slot.at
  %distinct.at = getelementptr i64, ptr %distinct, i64 %m
  store i64 %id, ptr %distinct.at
  %source.new = getelementptr i64, ptr %source, i64 %m
  store i64 %k, ptr %source.new
  %m.1 = add i64 %m, 1
  br label %next
again:
  %s.64 = sext i32 %s to i64
  %source.at = getelementptr i64, ptr %source, i64 %s.64
  %from = load i64, ptr %source.at
  %single = icmp sge i64 %from, 0
  br i1 %single, label %open, label %opened
open:
  %open.start = mul i64 %d, %width
  %open.row = getelementptr {t}, ptr %sums, i64 %open.start
  %first.start = mul i64 %from, %width
  %first.row = getelementptr {t}, ptr %rows, i64 %first.start
  call void @llvm.memcpy.p0.p0.i64(ptr %open.row, ptr %first.row, i64 %bytes, i1 false)
  %code = sub i64 -1, %d
  store i64 %code, ptr %source.at
  %d.1 = add i64 %d, 1
  br label %opened
opened:
  %at = phi i64 [%code, %open], [%from, %again]
  %d.2 = phi i64 [%d.1, %open], [%d, %again]
  %sum.index = sub i64 -1, %at
  %sum.start = mul i64 %sum.index, %width
  %sum = getelementptr {t}, ptr %sums, i64 %sum.start
  %row.start = mul i64 %k, %width
  %row = getelementptr {t}, ptr %rows, i64 %row.start
  br label %add
add:
  %c = phi i64 [0, %opened], [%c.next, %add.body]
  %add.more = icmp slt i64 %c, %width
  br i1 %add.more, label %add.body, label %next
add.body:
  %to.at = getelementptr {t}, ptr %sum, i64 %c
  %from.at = getelementptr {t}, ptr %row, i64 %c
  %to = load {t}, ptr %to.at
  %value = load {t}, ptr %from.at
  %added = fadd {t} %to, %value
  store {t} %added, ptr %to.at
  %c.next = add i64 %c, 1
  br label %add
next:
  %m.next = phi i64 [%m.1, %first], [%m, %add]
  %d.next = phi i64 [%d, %first], [%d.2, %add]
  %k.next = add i64 %k, 1
  br label %loop
outside:
  %bad = sub i64 -1, %k
  br label %finish
finish:
  %result = phi i64 [%m, %loop], [%bad, %outside]
  br label %reset
reset:
  %j = phi i64 [0, %finish], [%j.next, %reset.body]
  %reset.more = icmp slt i64 %j, %m
  br i1 %reset.more, label %reset.body, label %end
reset.body:
  %old.at = getelementptr i64, ptr %distinct, i64 %j
  %old = load i64, ptr %old.at
  %old.slot = getelementptr i32, ptr %slot, i64 %old
  store i32 -1, ptr %old.slot
  %j.next = add i64 %j, 1
  br label %reset
end:
  ret i64 %result
}}

define void @aotgrad_rows_axpy_{suffix}(ptr noalias nocapture %target,
    ptr noalias nocapture readonly %distinct, ptr noalias nocapture readonly %source,
    ptr noalias nocapture readonly %rows, ptr noalias nocapture readonly %sums, i64 %m,
    i64 %width, {t} %alpha) {{
start:
  br label %outer
outer:
  %j = phi i64 [0, %start], [%j.next, %inner.end]
  %more = icmp slt i64 %j, %m
  br i1 %more, label %outer.body, label %end
outer.body:
  %id.at = getelementptr i64, ptr %distinct, i64 %j
  %id = load i64, ptr %id.at
  %to.start = mul i64 %id, %width
  %to.row = getelementptr {t}, ptr %target, i64 %to.start
  %source.at = getelementptr i64, ptr %source, i64 %j
  %from = load i64, ptr %source.at
  %single = icmp sge i64 %from, 0
  %summed = sub i64 -1, %from
  %from.index = select i1 %single, i64 %from, i64 %summed
  %from.base = select i1 %single, ptr %rows, ptr %sums
  %from.start = mul i64 %from.index, %width
  %from.row = getelementptr {t}, ptr %from.base, i64 %from.start
  ; the row 8 ahead is fetched while this one is added: the rows are far apart
  %ahead = add i64 %j, 8
  %ahead.ok = icmp slt i64 %ahead, %m
  br i1 %ahead.ok, label %fetch.start, label %inner
fetch.start:
  %ahead.at = getelementptr i64, ptr %distinct, i64 %ahead
  %ahead.id = load i64, ptr %ahead.at
  %ahead.start = mul i64 %ahead.id, %width
  %ahead.row = getelementptr {t}, ptr %target, i64 %ahead.start
  %row.bytes = mul i64 %width, {size}
  br label %fetch
fetch:
  %b = phi i64 [0, %fetch.start], [%b.next, %fetch]
  %line = getelementptr i8, ptr %ahead.row, i64 %b
  call void @llvm.prefetch.p0(ptr %line, i32 1, i32 3, i32 1)
  %b.next = add i64 %b, 64
  %fetch.more = icmp slt i64 %b.next, %row.bytes
  br i1 %fetch.more, label %fetch, label %inner
inner:
  %c = phi i64 [0, %outer.body], [0, %fetch], [%c.next, %inner.body]
  %inner.more = icmp slt i64 %c, %width
  br i1 %inner.more, label %inner.body, label %inner.end
inner.body:
  %to.at = getelementptr {t}, ptr %to.row, i64 %c
  %from.at = getelementptr {t}, ptr %from.row, i64 %c
  %to = load {t}, ptr %to.at
  %value = load {t}, ptr %from.at
  %scaled = fmul {t} %alpha, %value
  %added = fadd {t} %to, %scaled
  store {t} %added, ptr %to.at
  %c.next = add i64 %c, 1
  br label %inner
inner.end:
  %j.next = add i64 %j, 1
  br label %outer
end:
  ret void
}}
"""


@functools.cache
def kernels(dtype: np.dtype) -> tuple[object, int, int]:
    """(what keeps the code loaded, `rows_sum`'s address, `rows_axpy`'s address) for float
    type `dtype` (float32 or float64); LLVM's or the loader's refusal is raised."""
    suffix = TYPES[np.dtype(dtype)][0]
    owner, find = handwritten.load(text(dtype), KIND, STATS, f"the row kernels ({suffix})")
    return owner, find(f"aotgrad_rows_sum_{suffix}"), find(f"aotgrad_rows_axpy_{suffix}")
