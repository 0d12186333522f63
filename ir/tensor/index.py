"""Index ops, whose indices are data: `embedding` (rows of a table at ids), `take_along`
(`torch.gather`: one element along an axis per index) and `scatter_add` (their gradient:
values added at indices along an axis, duplicates accumulating).

Each reads or writes at indices loaded at run time, so `lower` emits loads and stores at
data-dependent indices, which generated code checks at run time (`codegen/checks.py`); the
reference interpreter checks them here, raising `IndexingError` with the op, the bad value and
its position in the index tensor. Their cost is that of the indices and values moved, never
of the table's other rows: a gradient of a [50000, 64] embedding at 256 ids is a zero-filled
[50000, 64] buffer plus 256 x 64 additions, no [256, 50000] one-hot matmul.
"""
from __future__ import annotations

import numpy as np

from ..core import Attr, IRError
from ..errors import IndexOutOfRangeError
from .base import TensorOp, _axis, _tensor


def check_index_values(values: np.ndarray, bound: int, op: str, what: str, loc=None) -> None:
    """Raise `IndexOutOfRangeError` (an `IndexingError`) naming `op`, the first value of `values` outside [0, bound) and its
    position, and `what` it indexes."""
    bad = np.argwhere((values < 0) | (values >= bound))
    if bad.size:
        at = tuple(int(i) for i in bad[0])
        raise IndexOutOfRangeError(f"'{op}' index {int(values[at])} at position"
                            f" [{', '.join(map(str, at))}] is out of range for {what} of size"
                            f" {bound} (valid: 0 to {bound - 1})", loc)


def _indices(op: str, t, what: str = "index"):
    t = _tensor(op, t, what)
    if not t.dtype.is_int:
        raise IRError(f"'{op}' {what} must be integers, got {t}")
    return t


class EmbeddingOp(TensorOp):
    """Rows of `table` at integer `ids`: `table[ids]`, of shape ids.shape + table.shape[1:],
    as `torch.nn.functional.embedding(ids, table)`. `lower` reads `table[ids[n], j]`
    directly; its gradient is a `scatter_add` of the rows into the table's shape."""

    name = "tensor.embedding"
    operand_names = ("ids", "table")
    compute_heavy = True            # written to memory once, never recomputed

    @classmethod
    def infer_type(cls, types, attrs):
        ids = _indices(cls.name, types[0], "ids")
        table = _tensor(cls.name, types[1], "table")
        if table.rank < 1:
            raise IRError(f"'{cls.name}' table must have rank >= 1, got {table}")
        return table.with_shape(ids.shape + table.shape[1:])

    def evaluate(self, ids, table):
        check_index_values(ids, table.shape[0], "embedding", "the table's rows", self.loc)
        return np.take(table, ids, axis=0)


class TakeAlongOp(TensorOp):
    """`torch.gather(x, axis, index)`: out[p] = x[p with p[axis] replaced by index[p]], of
    index's shape; index has x's rank, and no larger extent than x's in the other dims."""

    name = "tensor.take_along"
    operand_names = ("x", "index")
    attrs_spec = (Attr("axis", "int"),)
    compute_heavy = True            # its reads are scattered: written once, never recomputed

    @classmethod
    def normalize_attrs(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        return {"axis": _axis(cls.name, attrs["axis"], t.rank)}

    @classmethod
    def infer_type(cls, types, attrs):
        x = _tensor(cls.name, types[0])
        index = _indices(cls.name, types[1])
        if index.rank != x.rank or x.rank == 0:
            raise IRError(f"'{cls.name}' index must have the rank of x (at least 1), got {x}"
                          f" and {index}")
        for d, (n, m) in enumerate(zip(x.shape, index.shape)):
            if d != attrs["axis"] and m > n:
                raise IRError(f"'{cls.name}' index {index} is larger than x {x} in dim {d}")
        if index.numel and not x.shape[attrs["axis"]]:
            raise IRError(f"'{cls.name}' takes from {x}, which has no element along axis"
                          f" {attrs['axis']}")
        return x.with_shape(index.shape)

    def evaluate(self, x, index):
        axis = self.axis
        check_index_values(index, x.shape[axis], "take_along", f"dim {axis} of x", self.loc)
        part = x[tuple(slice(0, m) if d != axis else slice(None)
                       for d, m in enumerate(index.shape))]
        return np.take_along_axis(part, index.astype(np.int64), axis)


class ScatterAddOp(TensorOp):
    """Zeros of `shape`, with `src[p]` added at p with p[axis] replaced by `index[p]`
    (`torch.zeros(shape).scatter_add_(axis, index, src)`), duplicates accumulating; src has
    index's shape, which is `shape` but along `axis`. The gradient of `take_along`."""

    name = "tensor.scatter_add"
    operand_names = ("index", "src")
    attrs_spec = (Attr("axis", "int"), Attr("shape", "ints"))
    implied_attrs = ("shape",)
    compute_heavy = True

    @classmethod
    def normalize_attrs(cls, types, attrs):
        return {**attrs, "axis": _axis(cls.name, attrs["axis"], len(attrs["shape"]))}

    @classmethod
    def infer_type(cls, types, attrs):
        index = _indices(cls.name, types[0])
        src = _tensor(cls.name, types[1], "src")
        shape, axis = tuple(attrs["shape"]), attrs["axis"]
        if src.shape != index.shape:
            raise IRError(f"'{cls.name}' src must have index's shape, got {src} and {index}")
        if len(shape) != index.rank or any(n != m for d, (n, m) in
                                           enumerate(zip(shape, index.shape)) if d != axis):
            raise IRError(f"'{cls.name}' index {index} must match shape {list(shape)} in every"
                          f" dim but {axis}")
        if any(n < 0 for n in shape) or (index.numel and not shape[axis]):
            raise IRError(f"'{cls.name}' cannot add {index} into shape {list(shape)}")
        return src.with_shape(shape)

    def evaluate(self, index, src):
        axis = self.axis
        check_index_values(index, self.shape[axis], "scatter_add", f"dim {axis} of the result",
                           self.loc)
        out = np.zeros(self.shape, src.dtype)
        where = list(np.indices(index.shape, sparse=True))
        where[axis] = index.astype(np.int64)
        np.add.at(out, tuple(where), src)
        return out
