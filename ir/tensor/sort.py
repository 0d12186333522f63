"""`tensor.argsort`: the positions that sort a tensor along an axis, the one op under PyTorch's
`sort`, `argsort`, `topk`, `kthvalue` and `msort`.

The sort is stable (ties keep their order, which is also a valid answer where PyTorch's
`stable=False` is asked for) and orders NaN as the largest value, as PyTorch does: last
ascending, first descending. The op gives the indices only (i64); the frontends read the
values at those indices with `tensor.take_along`, so that the sorted values get their gradient
from `take_along`'s rule (a `scatter_add` of the incoming gradient at the indices) and no rule
of their own: one result keeps the op inside every pass's one-result world, and the extra
gather is a single pass over the data beside a sort's log2(n)^2 / 2 passes.
"""
from __future__ import annotations

import numpy as np

from ..core import Attr, IRError
from ..types import DType, TensorType
from .base import TensorOp, _axis, _tensor


class ArgsortOp(TensorOp):
    """Indices (i64) that sort `x` along `axis`, stably, ascending or `descending`, NaN
    ordered as the largest value; not differentiable."""

    name = "tensor.argsort"
    operand_names = ("x",)
    attrs_spec = (Attr("axis", "int", -1), Attr("descending", "bool", False))
    differentiable = False
    compute_heavy = True        # many passes over each row: written once, never recomputed

    @classmethod
    def normalize_attrs(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        if t.rank == 0:
            raise IRError(f"'{cls.name}' needs a tensor of rank >= 1, got {t}")
        return {**attrs, "axis": _axis(cls.name, attrs["axis"], t.rank)}

    @classmethod
    def infer_type(cls, types, attrs):
        return TensorType(_tensor(cls.name, types[0]).shape, DType.i64)

    def evaluate(self, x):
        return stable_argsort(x, self.axis, self.descending)


def stable_argsort(x: np.ndarray, axis: int, descending: bool) -> np.ndarray:
    """PyTorch's stable order of `x` along `axis` (NaN the largest value), as i64 indices."""
    x = np.asarray(x)
    if x.dtype == np.bool_:
        x = x.astype(np.uint8)
    if descending:
        # an order-reversing map that keeps ties equal: -x for floats, ~x for integers
        key = -x if x.dtype.kind == "f" else ~x
    else:
        key = x
    order = np.argsort(key, axis=axis, kind="stable")      # numpy puts NaN last
    if descending and x.dtype.kind == "f":
        # NaN is the largest value: first when descending, each row's NaNs moved to the front
        nan = np.isnan(np.take_along_axis(x, order, axis))
        order = np.take_along_axis(order, np.argsort(~nan, axis=axis, kind="stable"), axis)
    return order.astype(np.int64)
