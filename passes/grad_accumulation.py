"""How `autodiff` sums the gradient contributions of a value used more than once.

Most contributions are dense and are added one after the other. A slice's gradient is not: it
is the slice's incoming gradient padded with zeros back to the sliced value's shape (a
`tensor.concat` of splat zeros and that gradient, `vjp_rules.pad`). A value read as T slices
(an RNN's input read one time step at a time, `split`, `chunk`, `unbind`, `x[:, t]`) would
get T full-size padded tensors added together: O(T^2) work and memory in T. Instead, the
contributions that are such concats along one axis are summed as one concat of their pieces,
with zeros only in the gaps between them (what XLA and Inductor make of a sum of disjoint
pads or slice-scatters):

- a *padded* contribution is a concat with at least one splat-zero operand and one other: its
  non-zero operands are pieces `[start, stop)` along the concat's axis;
- where two or more padded contributions share an axis, their pieces are grouped into
  clusters of overlapping pieces; the result is the concat, in axis order, of each cluster's
  sum and of zeros in the gaps between clusters. A cluster of one piece is that piece (every
  slice of `split`, `unbind` or an RNN's time steps); in a larger one the rows are cut at every
  piece's start and stop, each cut segment the sum of the pieces covering it, each sliced to
  it (`x[:-1]` and `x[1:]`: one row each alone, the rest added once). Where that would take
  more than OVERLAP_FACTOR slices per piece (wide windows sliding by one row), the cluster's
  pieces are padded to the cluster's rows only and added;
- that concat takes the place of the first of its contributions in the sum; the dense
  contributions (and padded ones alone on their axis) are added as before, in order.

A strided slice's gradient (`x[a::s]`, `vjp_rules._slice`) is its incoming gradient
interleaved with zeros along a new axis (a dense block of rows `[a, a + k s)` here) and then
padded: its piece is that block, so strided slices of one value overlap as row ranges and
are summed over their overlap, exactly, as any overlapping pieces are.

The work is the pieces' size (plus the overlaps), linear in the number of slices. The padded
concats the slice rules built are left unused, for `dce`. Each element of the result is the
sum of the same contributions as before, minus exact zeros; only the order in which dense
contributions and overlapping pieces are added may differ (rounding).

This runs in `autodiff`, where all of a value's contributions are at hand at once, rather
than as a `canonicalize` rewrite of `add(concat(0, a, 0), concat(0, b, 0))`: the fold of T
adds would be rewritten pairwise into T concats of 1, 2, ..., T pieces (quadratic in the
compiler), and the padded tensors would exist in the joint graph until the rewrite ran.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import Sequence

from ..ir.builder import Builder
from ..ir.core import OpResult, Value
from ..ir.tensor import AddOp, ConcatOp, ConstantOp, SliceOp

#: a cluster of overlapping pieces is cut into segments when that takes at most this many
#: slices per piece; else each piece is padded to the cluster and added.
OVERLAP_FACTOR = 4


@dataclass(frozen=True)
class Piece:
    """A non-zero operand of a padded contribution: rows `[start, stop)` along the axis."""

    start: int
    stop: int
    value: Value
    order: int              # the contribution's position among the parts (ties, sums)


def is_zero(v: Value) -> bool:
    """True when `v` is a splat constant zero (of either sign)."""
    op = v.owner if isinstance(v, OpResult) else None
    return isinstance(op, ConstantOp) and op.is_splat and op.value == 0


def padded_pieces(v: Value) -> tuple[int, list[tuple[int, int, Value]]] | None:
    """`(axis, [(start, stop, piece)...])` when `v` is a concat of splat zeros and at least
    one other operand (its pieces), else None."""
    op = v.owner if isinstance(v, OpResult) else None
    if not isinstance(op, ConcatOp):
        return None
    pieces, at, zeros = [], 0, 0
    for x in op.xs:
        size = x.type.shape[op.axis]
        if is_zero(x):
            zeros += 1
        elif size:
            pieces.append((at, at + size, x))
        at += size
    return (op.axis, pieces) if zeros and pieces else None


def sum_contributions(b: Builder, parts: Sequence[Value]) -> Value:
    """The sum of `parts` (of one type), padded contributions along a shared axis summed as
    one concat (see the module docstring)."""
    if len(parts) == 1:
        return parts[0]
    padded = [padded_pieces(p) for p in parts]
    by_axis: dict[int, list[int]] = {}
    for i, found in enumerate(padded):
        if found is not None:
            by_axis.setdefault(found[0], []).append(i)
    terms: list[Value | None] = list(parts)
    for axis, members in by_axis.items():
        if len(members) < 2:
            continue
        pieces = [Piece(start, stop, x, i) for i in members for start, stop, x in padded[i][1]]
        terms[members[0]] = _assemble(b, parts[0], axis, pieces)
        for i in members[1:]:
            terms[i] = None
    kept = [t for t in terms if t is not None]
    total = kept[0]
    for term in kept[1:]:
        total = b.op(AddOp, total, term)
    return total


def _assemble(b: Builder, like: Value, axis: int, pieces: list[Piece]) -> Value:
    """The sum of `pieces` placed in a zero value of `like`'s type along `axis`: one concat
    of the clusters of overlapping pieces, zeros in the gaps between clusters."""
    segments: list[Value] = []
    at = 0
    for lo, hi, cluster in _clusters(pieces):
        if lo > at:
            segments.append(_zeros(b, like, axis, lo - at))
        segments.extend(_cluster_sum(b, like, axis, lo, hi, cluster))
        at = hi
    if at < like.type.shape[axis]:
        segments.append(_zeros(b, like, axis, like.type.shape[axis] - at))
    if len(segments) == 1:
        return segments[0]
    return b.op(ConcatOp, *segments, axis=axis)


def _clusters(pieces: list[Piece]) -> list[tuple[int, int, list[Piece]]]:
    """The pieces grouped into runs that overlap, `(start, stop, pieces)` in axis order."""
    found: list[list] = []
    for p in sorted(pieces, key=lambda p: (p.start, p.stop, p.order)):
        if found and p.start < found[-1][1]:
            found[-1][1] = max(found[-1][1], p.stop)
            found[-1][2].append(p)
        else:
            found.append([p.start, p.stop, [p]])
    return [(lo, hi, members) for lo, hi, members in found]


def _cluster_sum(b: Builder, like: Value, axis: int, lo: int, hi: int,
                 cluster: list[Piece]) -> list[Value]:
    """The consecutive segments that make up `cluster`'s sum over rows `[lo, hi)`.

    The rows are cut at every piece's start and stop, each cut segment the sum of the pieces
    covering it (sliced to it). Where pieces overlap so much that this takes more than
    OVERLAP_FACTOR times as many (small) slices as there are pieces (many windows sliding by
    one row), the pieces are instead each padded to `[lo, hi)` and added: one segment."""
    if len(cluster) == 1:
        return [cluster[0].value]
    cuts = sorted({p.start for p in cluster} | {p.stop for p in cluster})
    starts, stops = sorted(p.start for p in cluster), sorted(p.stop for p in cluster)
    slices = sum(bisect_right(starts, a) - bisect_right(stops, a) for a in cuts[:-1])
    if slices > OVERLAP_FACTOR * len(cluster):
        total = None
        for p in sorted(cluster, key=lambda p: p.order):
            term = _pad(b, like, axis, p.value, p.start - lo, hi - p.stop)
            total = term if total is None else b.op(AddOp, total, term)
        return [total]
    starting: dict[int, list[Piece]] = {}
    for p in cluster:
        starting.setdefault(p.start, []).append(p)
    segments, over = [], []
    for a, z in zip(cuts, cuts[1:]):
        over = sorted([p for p in over if p.stop > a] + starting.get(a, []),
                      key=lambda p: p.order)
        segment = _window(b, over[0], axis, a, z)
        for p in over[1:]:
            segment = b.op(AddOp, segment, _window(b, p, axis, a, z))
        segments.append(segment)
    return segments


def _window(b: Builder, p: Piece, axis: int, lo: int, hi: int) -> Value:
    """Rows `[lo, hi)` of the axis, out of piece `p` (the piece itself when it is exactly
    those rows)."""
    if (lo, hi) == (p.start, p.stop):
        return p.value
    return b.op(SliceOp, p.value, axis=axis, start=lo - p.start, stop=hi - p.start, step=1)


def _pad(b: Builder, like: Value, axis: int, x: Value, before: int, after: int) -> Value:
    parts = ([_zeros(b, like, axis, before)] if before else []) + [x] + \
        ([_zeros(b, like, axis, after)] if after else [])
    return b.op(ConcatOp, *parts, axis=axis) if len(parts) > 1 else x


def _zeros(b: Builder, like: Value, axis: int, size: int) -> Value:
    shape = list(like.type.shape)
    shape[axis] = size
    return b.constant(0.0, shape, like.type.dtype, hint="zeros")
