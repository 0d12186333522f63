"""Reductions over axes (sum, prod, mean, max, min, logsumexp), argmax and argmin."""
from __future__ import annotations


import numpy as np

from ..core import Attr
from ..types import DType, TensorType
from .base import TensorOp, _axes, _float, _nonempty, _tensor, row_axis_attrs


class ReduceOp(TensorOp):
    """Reduction over `axes` (all axes when omitted); `keepdim` keeps them as size 1."""

    operand_names = ("x",)
    attrs_spec = (Attr("axes", "ints", None, alias="axis", optional=True),
                  Attr("keepdim", "bool", False))
    reduction = True

    @classmethod
    def normalize_attrs(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        return {**attrs, "axes": _axes(cls.name, attrs["axes"], t.rank)}

    @classmethod
    def infer_type(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        return t.with_shape(reduced_shape(t.shape, attrs["axes"], attrs["keepdim"]))

    def reduce(self, x):
        return type(self).numpy_fn(x, axis=tuple(self.axes), keepdims=self.keepdim)

    evaluate = reduce


def reduced_shape(shape, axes, keepdim) -> tuple[int, ...]:
    if keepdim:
        return tuple(1 if i in axes else s for i, s in enumerate(shape))
    return tuple(s for i, s in enumerate(shape) if i not in axes)


class SumOp(ReduceOp):
    name = "tensor.sum"
    numpy_fn = np.sum


class ProdOp(ReduceOp):
    """The product over `axes` (all when omitted); its gradient is the product of the other
    elements, exact where some are zero."""

    name = "tensor.prod"
    numpy_fn = np.prod

    def reduce(self, x):
        with np.errstate(all="ignore"):
            return np.prod(x, axis=tuple(self.axes), keepdims=self.keepdim, dtype=x.dtype)

    evaluate = reduce


class MeanOp(ReduceOp):
    name = "tensor.mean"
    composite = True
    numpy_fn = np.mean

    @classmethod
    def infer_type(cls, types, attrs):
        return _float(cls.name, super().infer_type(types, attrs))


class MaxOp(ReduceOp):
    name = "tensor.max"
    numpy_fn = np.max
    exact_input = True          # the gradient goes where x == max(x)

    @classmethod
    def infer_type(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        _nonempty(cls.name, t, attrs["axes"], "the maximum of no elements is undefined")
        return super().infer_type(types, attrs)


class MinOp(MaxOp):
    """The minimum over `axes` (amin); decomposed as the maximum of the order reversed."""

    name = "tensor.min"
    numpy_fn = np.min
    composite = True


class LogsumexpOp(ReduceOp):
    name = "tensor.logsumexp"
    composite = True

    @classmethod
    def infer_type(cls, types, attrs):
        _nonempty(cls.name, types[0], attrs["axes"], "it is computed from the maximum, which "
                  "is undefined for no elements")
        return _float(cls.name, super().infer_type(types, attrs))

    def evaluate(self, x):
        axes = tuple(self.axes)
        m = np.max(x, axis=axes, keepdims=True)
        m = np.where(np.isfinite(m), m, 0)
        s = np.log(np.sum(np.exp(x - m), axis=axes, keepdims=True)) + m
        return s if self.keepdim else np.squeeze(s, axis=axes)


class ArgmaxOp(TensorOp):
    """Index of the first maximum along `axis` (i64); not differentiable."""

    name = "tensor.argmax"
    operand_names = ("x",)
    reduction = True
    attrs_spec = (Attr("axis", "int", -1), Attr("keepdim", "bool", False))
    differentiable = False

    @classmethod
    def normalize_attrs(cls, types, attrs):
        return row_axis_attrs(cls.name, types, attrs)

    @classmethod
    def infer_type(cls, types, attrs):
        t = types[0]
        _nonempty(cls.name, t, [attrs["axis"]], "no element is the maximum")
        shape = reduced_shape(t.shape, [attrs["axis"]], attrs["keepdim"])
        return TensorType(shape, DType.i64)

    def evaluate(self, x):
        return np.argmax(x, axis=self.axis, keepdims=self.keepdim)


class ArgminOp(ArgmaxOp):
    """Index of the first minimum along `axis` (i64); not differentiable."""

    name = "tensor.argmin"
    composite = True

    def evaluate(self, x):
        return np.argmin(x, axis=self.axis, keepdims=self.keepdim)
