"""`tensor.argsort`: the positions that sort a tensor along an axis, the one op under PyTorch's
`sort`, `argsort`, `topk`, `kthvalue` and `msort`.

The sort is stable (ties keep their order, which is also a valid answer where PyTorch's
`stable=False` is asked for) and orders NaN as the largest value, as PyTorch does: last
ascending, first descending. The op gives the indices only (i64); the frontends read the
values at those indices with `tensor.take_along`, so that the sorted values get their gradient
from `take_along`'s rule (a `scatter_add` of the incoming gradient at the indices) and no rule
of their own: one result keeps the op inside every pass's one-result world, and the extra
gather is a single pass over the data beside a sort's log2(n)^2 / 2 passes. With `k`, only
the first k indices are wanted (`topk`, `kthvalue`), which `lower` finds by a network that
sorts chunks of k and merges them, much less work than a full sort where k is small.
"""
from __future__ import annotations

import numpy as np

from ..core import Attr, IRError
from ..types import DType, TensorType
from .base import TensorOp, _tensor, row_axis_attrs


class ArgsortOp(TensorOp):
    """Indices (i64) that sort `x` along `axis`, stably, ascending or `descending`, NaN
    ordered as the largest value; with `k`, the first k of them (`topk`); not
    differentiable."""

    name = "tensor.argsort"
    operand_names = ("x",)
    attrs_spec = (Attr("axis", "int", -1), Attr("descending", "bool", False),
                  Attr("k", "int", None, optional=True))
    differentiable = False
    compute_heavy = True        # many passes over each row: written once, never recomputed

    @classmethod
    def normalize_attrs(cls, types, attrs):
        return row_axis_attrs(cls.name, types, attrs)

    @classmethod
    def infer_type(cls, types, attrs):
        shape = list(_tensor(cls.name, types[0]).shape)
        k, n = attrs["k"], shape[attrs["axis"]]
        if k is not None:
            if not 0 <= k <= n:
                raise IRError(f"'{cls.name}' k = {k} is out of range for {n} elements")
            shape[attrs["axis"]] = k
        return TensorType(tuple(shape), DType.i64)

    def evaluate(self, x):
        order = stable_argsort(x, self.axis, self.descending)
        if self.k is None:
            return order
        return order[tuple(slice(0, self.k) if d == self.axis else slice(None)
                           for d in range(order.ndim))]


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
