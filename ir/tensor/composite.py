"""Composite ops users see, decomposed into primitives by `decompose`."""
from __future__ import annotations


import numpy as np

from ..core import Attr, IRError
from .base import TensorOp, _axis, _float, _nonempty, _tensor
from .elementwise import BinaryOp


class SoftmaxOp(TensorOp):
    name = "tensor.softmax"
    operand_names = ("x",)
    attrs_spec = (Attr("axis", "int", -1),)
    composite = True
    row_reduction = True

    @classmethod
    def normalize_attrs(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        return {"axis": _axis(cls.name, attrs["axis"], t.rank)}

    @classmethod
    def infer_type(cls, types, attrs):
        _nonempty(cls.name, types[0], [attrs["axis"]], "it is computed from the maximum, which "
                  "is undefined for no elements")
        return _float(cls.name, types[0])

    def evaluate(self, x):
        e = np.exp(x - np.max(x, axis=self.axis, keepdims=True))
        return e / np.sum(e, axis=self.axis, keepdims=True)


class LogSoftmaxOp(SoftmaxOp):
    name = "tensor.log_softmax"

    def evaluate(self, x):
        s = x - np.max(x, axis=self.axis, keepdims=True)
        return s - np.log(np.sum(np.exp(s), axis=self.axis, keepdims=True))


class CrossEntropyOp(TensorOp):
    """Mean negative log-likelihood of integer `labels` [N] under `logits` [N, C]."""

    name = "tensor.cross_entropy"
    operand_names = ("logits", "labels")
    composite = True
    row_reduction = True

    @classmethod
    def infer_type(cls, types, attrs):
        x = _float(cls.name, _tensor(cls.name, types[0], "logits"), "logits")
        y = _tensor(cls.name, types[1], "labels")
        if x.rank != 2:
            raise IRError(f"'{cls.name}' logits must be [N, C], got {x}")
        if not y.dtype.is_int or y.shape != x.shape[:1]:
            raise IRError(f"'{cls.name}' labels must be integers of shape [{x.shape[0]}],"
                          f" got {y}")
        _nonempty(cls.name, x, [1], "there must be at least one class")
        return x.with_shape(())

    def evaluate(self, x, y):
        from .source import check_indices
        check_indices(y, x.shape[1], "cross_entropy", self.loc)
        s = x - np.max(x, axis=1, keepdims=True)
        logp = s - np.log(np.sum(np.exp(s), axis=1, keepdims=True))
        with np.errstate(invalid="ignore"):         # N = 0: the mean of nothing is nan
            return -np.sum(logp[np.arange(x.shape[0]), y]) / x.shape[0]


class MseOp(TensorOp):
    """Mean of squared differences, a scalar."""

    name = "tensor.mse"
    operand_names = ("x", "target")
    composite = True
    row_reduction = True
    float_only = True                   # read by BinaryOp.infer_type, which checks operands
    result_of = BinaryOp.result_of

    @classmethod
    def infer_type(cls, types, attrs):
        a = BinaryOp.infer_type.__func__(cls, types, attrs)
        return _float(cls.name, a).with_shape(())

    def evaluate(self, x, t):
        return np.mean((x - t) ** 2)


class LayernormOp(TensorOp):
    """Normalise over the last axis; optional affine `weight`, `bias` of that axis' size."""

    name = "tensor.layernorm"
    operand_names = ("x", "*affine")
    attrs_spec = (Attr("eps", "float", 1e-5),)
    composite = True
    row_reduction = True

    @classmethod
    def check_arity(cls, n):
        if n not in (1, 3):
            raise IRError(f"'{cls.name}' expects x, or x, weight and bias; got {n} operands")

    @classmethod
    def infer_type(cls, types, attrs):
        x = _float(cls.name, _tensor(cls.name, types[0]))
        if x.rank == 0:
            raise IRError(f"'{cls.name}' needs a tensor of rank >= 1")
        for t in types[1:]:
            if t != x.with_shape(x.shape[-1:]):
                raise IRError(f"'{cls.name}' weight and bias must be {x.with_shape(x.shape[-1:])},"
                              f" got {t}")
        return x

    def evaluate(self, x, *affine):
        mu = np.mean(x, axis=-1, keepdims=True)
        var = np.mean((x - mu) ** 2, axis=-1, keepdims=True)
        y = (x - mu) / np.sqrt(var + self.eps)
        return y * affine[0] + affine[1] if affine else y
