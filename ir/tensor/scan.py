"""Scans: `tensor.cumsum` and `tensor.cumprod`, the running sum and product along `axis`,
`tensor.cummax` and `tensor.cummin`, the running extremes (values only), and
`tensor.linear_scan`, the first-order linear recurrence h_k = a_k h_(k-1) + b_k (h_(-1) = 0)
that their gradients are made of.

Element k along the axis combines elements 0..k (`reverse`: elements k..n-1, the order
the gradient of a scan runs in). `lower` makes one sequential loop along the axis carrying the
running value, parallel over the other dims: n elements cost O(n), never a quadratic sum.
"""
from __future__ import annotations

import numpy as np

from ..core import Attr, IRError
from ..types import DType
from .base import TensorOp, _tensor, row_axis_attrs


class ScanOp(TensorOp):
    """The running combination of `x` along `axis` (from the end with `reverse`)."""

    operand_names = ("x",)
    attrs_spec = (Attr("axis", "int", alias="dim"), Attr("reverse", "bool", False))
    elide_defaults = True
    scan = True
    numpy_fn = None

    @classmethod
    def normalize_attrs(cls, types, attrs):
        return row_axis_attrs(cls.name, types, attrs)

    @classmethod
    def infer_type(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        if t.dtype == DType.bool:
            raise IRError(f"'{cls.name}' of {t}: cast the bools to an integer dtype first")
        return t

    def evaluate(self, x):
        fn = type(self).numpy_fn
        with np.errstate(all="ignore"):
            if self.reverse:
                flipped = np.flip(x, self.axis)
                return np.flip(fn(flipped, axis=self.axis, dtype=x.dtype), self.axis).copy()
            return fn(x, axis=self.axis, dtype=x.dtype)


class CumsumOp(ScanOp):
    """The running sum along `axis`, as `torch.cumsum`."""

    name = "tensor.cumsum"
    numpy_fn = np.cumsum


class CumprodOp(ScanOp):
    """The running product along `axis`, as `torch.cumprod`."""

    name = "tensor.cumprod"
    numpy_fn = np.cumprod


class CummaxOp(ScanOp):
    """The running maximum along `axis` (NaN from the first NaN on), values only: what
    `cummax` finds its indices with; not differentiable (`cummax`'s values are gathered at
    the indices, and differentiated through that)."""

    name = "tensor.cummax"
    numpy_fn = np.maximum.accumulate
    differentiable = False


class CumminOp(ScanOp):
    """The running minimum along `axis`, as `CummaxOp`."""

    name = "tensor.cummin"
    numpy_fn = np.minimum.accumulate
    differentiable = False


class LinearScanOp(ScanOp):
    """h_k = a_k h_(k-1) + b_k along `axis`, from h_(-1) = 0 (from the end with `reverse`:
    h_k = a_k h_(k+1) + b_k): cumprod's gradient without a division, exact where x is 0."""

    name = "tensor.linear_scan"
    operand_names = ("a", "b")

    @classmethod
    def infer_type(cls, types, attrs):
        a, b = super().infer_type(types[:1], attrs), super().infer_type(types[1:], attrs)
        if a != b:
            raise IRError(f"'{cls.name}' operands must have equal types, got {a} and {b}")
        return a

    def evaluate(self, a, b):
        a, b = np.moveaxis(a, self.axis, 0), np.moveaxis(b, self.axis, 0)
        out = np.empty_like(b)
        h = np.zeros(b.shape[1:], b.dtype)
        steps = range(len(b) - 1, -1, -1) if self.reverse else range(len(b))
        with np.errstate(all="ignore"):
            for k in steps:
                h = a[k] * h + b[k]
                out[k] = h
        return np.moveaxis(out, 0, self.axis)
