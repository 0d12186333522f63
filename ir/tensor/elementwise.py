"""Elementwise tensor ops: unary math, cast, binary arithmetic, comparisons, where."""
from __future__ import annotations

import math

import numpy as np

from ..core import Attr, IRError
from ..types import DType, TensorType
from .base import TensorOp, _float, _tensor


def _bool_refused(cls, t: TensorType) -> None:
    """PyTorch refuses some arithmetic on bools (`-` is not logical): so does `cls`, with the
    same advice."""
    if cls.bool_refusal and t.dtype == DType.bool:
        raise IRError(f"'{cls.name}' of {t}: {cls.bool_refusal}")


class UnaryOp(TensorOp):
    operand_names = ("x",)
    elementwise = True
    float_only = True
    numpy_fn = None

    @classmethod
    def infer_type(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        _bool_refused(cls, t)
        return _float(cls.name, t) if cls.float_only else t

    def evaluate(self, x):
        with np.errstate(all="ignore"):     # IEEE results (inf, nan), as compiled code and torch
            return type(self).numpy_fn(x)


def _sigmoid(x):
    return np.exp(-np.logaddexp(0, -x))


class NegOp(UnaryOp):
    name = "tensor.neg"
    float_only = False
    numpy_fn = np.negative
    bool_refusal = ("Negation, the `-` operator, on a bool tensor is not supported. If you are "
                    "trying to invert a mask, use the `~` or `logical_not()` operator instead.")


class ExpOp(UnaryOp):
    name = "tensor.exp"
    numpy_fn = np.exp


class LogOp(UnaryOp):
    name = "tensor.log"
    numpy_fn = np.log


class SinOp(UnaryOp):
    name = "tensor.sin"
    numpy_fn = np.sin


class CosOp(UnaryOp):
    name = "tensor.cos"
    numpy_fn = np.cos


class TanhOp(UnaryOp):
    name = "tensor.tanh"
    numpy_fn = np.tanh


class SigmoidOp(UnaryOp):
    name = "tensor.sigmoid"
    numpy_fn = staticmethod(_sigmoid)


class ReluOp(UnaryOp):
    name = "tensor.relu"
    float_only = False
    numpy_fn = staticmethod(lambda x: np.maximum(x, np.zeros((), x.dtype)))


class SqrtOp(UnaryOp):
    name = "tensor.sqrt"
    numpy_fn = np.sqrt


class RsqrtOp(UnaryOp):
    name = "tensor.rsqrt"
    numpy_fn = staticmethod(lambda x: 1 / np.sqrt(x))


class AbsOp(UnaryOp):
    name = "tensor.abs"
    float_only = False
    numpy_fn = np.abs


_ERF = np.frompyfunc(math.erf, 1, 1)


def _erf(x):
    """erf elementwise in double precision (libm's), rounded to `x`'s dtype."""
    x = np.asarray(x)
    return np.asarray(_ERF(x), dtype=x.dtype)


class ErfOp(UnaryOp):
    name = "tensor.erf"
    numpy_fn = staticmethod(_erf)


class Log1pOp(UnaryOp):
    """log(1 + x), exact for small x."""

    name = "tensor.log1p"
    numpy_fn = np.log1p


class Expm1Op(UnaryOp):
    """exp(x) - 1, exact for small x."""

    name = "tensor.expm1"
    numpy_fn = np.expm1


class GeluOp(UnaryOp):
    """gelu as PyTorch's: `approximate="none"` (the default) is x * Phi(x) = x/2 (1 +
    erf(x / sqrt 2)); `"tanh"` is 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))."""

    name = "tensor.gelu"
    composite = True
    attrs_spec = (Attr("approximate", "str", "none"),)
    elide_defaults = True
    FORMS = ("none", "tanh")

    @classmethod
    def infer_type(cls, types, attrs):
        if attrs["approximate"] not in cls.FORMS:
            raise IRError(f"'{cls.name}' approximate must be 'none' or 'tanh', got "
                          f"{attrs['approximate']!r}")
        return super().infer_type(types, attrs)

    def evaluate(self, x):
        with np.errstate(all="ignore"):
            if self.approximate == "tanh":
                return 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))
            return (0.5 * x * (1 + _erf(x / np.sqrt(np.asarray(2, x.dtype))))).astype(x.dtype)


class CastOp(TensorOp):
    name = "tensor.cast"
    operand_names = ("x",)
    attrs_spec = (Attr("dtype", "dtype"),)
    elementwise = True

    @classmethod
    def infer_type(cls, types, attrs):
        return _tensor(cls.name, types[0]).with_dtype(attrs["dtype"])

    def evaluate(self, x):
        with np.errstate(all="ignore"):
            return x.astype(self.dtype.numpy)


class BinaryOp(TensorOp):
    operand_names = ("lhs", "rhs")
    elementwise = True
    float_only = False
    numpy_fn = None

    @classmethod
    def infer_type(cls, types, attrs):
        a = _tensor(cls.name, types[0], "left operand")
        b = _tensor(cls.name, types[1], "right operand")
        if a.shape != b.shape:
            raise IRError(f"'{cls.name}' operands must have equal shapes (broadcast explicitly),"
                          f" got {a} and {b}")
        if a.dtype != b.dtype:
            raise IRError(f"'{cls.name}' operands must have the same dtype, got {a} and {b}")
        _bool_refused(cls, a)
        if cls.float_only:
            _float(cls.name, a)
        return cls.result_of(a)

    @classmethod
    def result_of(cls, t: TensorType) -> TensorType:
        return t

    def evaluate(self, a, b):
        with np.errstate(all="ignore"):
            return type(self).numpy_fn(a, b)


class AddOp(BinaryOp):
    name = "tensor.add"
    commutative = True
    numpy_fn = np.add


class SubOp(BinaryOp):
    name = "tensor.sub"
    numpy_fn = np.subtract
    bool_refusal = ("Subtraction, the `-` operator, with two bool tensors is not supported. "
                    "Use the `^` or `logical_xor()` operator instead.")


class MulOp(BinaryOp):
    name = "tensor.mul"
    commutative = True
    numpy_fn = np.multiply


class DivOp(BinaryOp):
    name = "tensor.div"
    float_only = True
    numpy_fn = np.divide


class PowOp(BinaryOp):
    name = "tensor.pow"
    float_only = True
    numpy_fn = np.power


class MaximumOp(BinaryOp):
    name = "tensor.maximum"
    commutative = True
    numpy_fn = np.maximum


class MinimumOp(BinaryOp):
    name = "tensor.minimum"
    commutative = True
    numpy_fn = np.minimum


class CompareOp(BinaryOp):
    differentiable = False

    @classmethod
    def result_of(cls, t):
        return t.with_dtype(DType.bool)


class LtOp(CompareOp):
    name = "tensor.lt"
    numpy_fn = np.less


class LeOp(CompareOp):
    name = "tensor.le"
    numpy_fn = np.less_equal


class GtOp(CompareOp):
    name = "tensor.gt"
    numpy_fn = np.greater


class GeOp(CompareOp):
    name = "tensor.ge"
    numpy_fn = np.greater_equal


class EqOp(CompareOp):
    name = "tensor.eq"
    commutative = True
    numpy_fn = np.equal


class NeOp(CompareOp):
    name = "tensor.ne"
    commutative = True
    numpy_fn = np.not_equal


class WhereOp(TensorOp):
    """where(cond, x, y): x where cond is true, else y."""

    name = "tensor.where"
    operand_names = ("cond", "x", "y")
    elementwise = True

    @classmethod
    def infer_type(cls, types, attrs):
        c, a, b = (_tensor(cls.name, t) for t in types)
        if c.dtype != DType.bool:
            raise IRError(f"'{cls.name}' condition must be bool, got {c}")
        if not c.shape == a.shape == b.shape:
            raise IRError(f"'{cls.name}' operands must have equal shapes, got {c}, {a}, {b}")
        if a.dtype != b.dtype:
            raise IRError(f"'{cls.name}' branches must have the same dtype, got {a} and {b}")
        return a

    def evaluate(self, c, a, b):
        return np.where(c, a, b)
