"""The `arith` dialect: scalar arithmetic inside kernels, one class per op.

Ops are generic over dtypes, as tensor ops are (`arith.add` adds floats or integers; codegen
picks the instruction from the type). The elementwise tensor ops map one to one onto these
(`passes/lower` keeps that table), and each arith op's numpy function is the tensor op's own,
so the two levels cannot disagree on what `exp` or `sigmoid` means. `arith.uniform` is the
counter-based generator of `tensor.rand` for one element.
"""
from __future__ import annotations

import numpy as np

from ..core import Attr, IRError, Operation
from ..tensor import elementwise as ew
from ..tensor import rounding as rd
from ..tensor import bitwise as bw
from ..tensor import trig
from ..tensor.source import counter_uniform
from ..types import DType, IndexType, ScalarType, scalar_type


def _scalar(op: str, t, what: str = "operand") -> ScalarType:
    if not isinstance(t, ScalarType):
        raise IRError(f"'{op}' expects a scalar {what}, got {t}")
    return t


class ArithOp(Operation):
    differentiable = False
    numpy_fn = None

    def evaluate(self, *args):
        return type(self).numpy_fn(*args)


class ConstantOp(ArithOp):
    """`%c = arith.constant 0.5 : f32`."""

    name = "arith.constant"
    attrs_spec = (Attr("value", "scalar"), Attr("dtype", "dtype"))
    positional_attr = "value"
    implied_attrs = ("dtype",)
    default_hint = "c"

    @classmethod
    def infer_type(cls, types, attrs):
        if types:
            raise IRError(f"'{cls.name}' takes no operands")
        return scalar_type(attrs["dtype"])

    def evaluate(self):
        return np.asarray(self.value, dtype=self.dtype.numpy)


class UnaryOp(ArithOp):
    operand_names = ("x",)
    float_only = True

    @classmethod
    def infer_type(cls, types, attrs):
        t = _scalar(cls.name, types[0])
        if cls.float_only and not t.dtype.is_float:
            raise IRError(f"'{cls.name}' expects a floating-point operand, got {t}")
        return t


def _unary(tensor_op, mnemonic: str, float_only: bool = True):
    return type(f"{mnemonic.capitalize()}Op", (UnaryOp,), {
        "name": f"arith.{mnemonic}", "numpy_fn": staticmethod(tensor_op.numpy_fn),
        "float_only": float_only, "__module__": __name__,
        "__doc__": f"Scalar `{mnemonic}`, as `{tensor_op.name}` on one element."})


NegOp = _unary(ew.NegOp, "neg", float_only=False)
AbsOp = _unary(ew.AbsOp, "abs", float_only=False)
ExpOp = _unary(ew.ExpOp, "exp")
LogOp = _unary(ew.LogOp, "log")
SinOp = _unary(ew.SinOp, "sin")
CosOp = _unary(ew.CosOp, "cos")
TanhOp = _unary(ew.TanhOp, "tanh")
SigmoidOp = _unary(ew.SigmoidOp, "sigmoid")
SqrtOp = _unary(ew.SqrtOp, "sqrt")
RsqrtOp = _unary(ew.RsqrtOp, "rsqrt")
ErfOp = _unary(ew.ErfOp, "erf")
Log1pOp = _unary(ew.Log1pOp, "log1p")
Expm1Op = _unary(ew.Expm1Op, "expm1")
FloorOp = _unary(rd.FloorOp, "floor")
CeilOp = _unary(rd.CeilOp, "ceil")
RoundOp = _unary(rd.RoundOp, "round")
TruncOp = _unary(rd.TruncOp, "trunc")
SignOp = _unary(rd.SignOp, "sign", float_only=False)
AtanOp = _unary(trig.AtanOp, "atan")
BitNotOp = _unary(bw.BitwiseNotOp, "bitnot", float_only=False)


class BinaryOp(ArithOp):
    operand_names = ("lhs", "rhs")
    float_only = False

    @classmethod
    def infer_type(cls, types, attrs):
        a = _scalar(cls.name, types[0], "left operand")
        b = _scalar(cls.name, types[1], "right operand")
        if a != b:
            raise IRError(f"'{cls.name}' operands must have the same type, got {a} and {b}")
        if cls.float_only and not a.dtype.is_float:
            raise IRError(f"'{cls.name}' expects floating-point operands, got {a}")
        return cls.result_of(a)

    @classmethod
    def result_of(cls, t: ScalarType) -> ScalarType:
        return t


def _binary(tensor_op, mnemonic: str, base=BinaryOp, float_only: bool = False):
    return type(f"{mnemonic.capitalize()}Op", (base,), {
        "name": f"arith.{mnemonic}", "numpy_fn": staticmethod(tensor_op.numpy_fn),
        "float_only": float_only, "commutative": tensor_op.commutative,
        "__module__": __name__,
        "__doc__": f"Scalar `{mnemonic}`, as `{tensor_op.name}` on one element."})


class CompareOp(BinaryOp):
    @classmethod
    def result_of(cls, t):
        return scalar_type(DType.bool)


AddOp = _binary(ew.AddOp, "add")
SubOp = _binary(ew.SubOp, "sub")
MulOp = _binary(ew.MulOp, "mul")
DivOp = _binary(ew.DivOp, "div", float_only=True)
PowOp = _binary(ew.PowOp, "pow", float_only=True)
MaxOp = _binary(ew.MaximumOp, "max")
MinOp = _binary(ew.MinimumOp, "min")
RemainderOp = _binary(rd.RemainderOp, "remainder")
FmodOp = _binary(rd.FmodOp, "fmod")
Atan2Op = _binary(trig.Atan2Op, "atan2", float_only=True)
BitAndOp = _binary(bw.BitwiseAndOp, "bitand")
BitOrOp = _binary(bw.BitwiseOrOp, "bitor")
BitXorOp = _binary(bw.BitwiseXorOp, "bitxor")
ShlOp = _binary(bw.ShiftLeftOp, "shl")
ShrOp = _binary(bw.ShiftRightOp, "shr")
LtOp = _binary(ew.LtOp, "lt", CompareOp)
LeOp = _binary(ew.LeOp, "le", CompareOp)
GtOp = _binary(ew.GtOp, "gt", CompareOp)
GeOp = _binary(ew.GeOp, "ge", CompareOp)
EqOp = _binary(ew.EqOp, "eq", CompareOp)
NeOp = _binary(ew.NeOp, "ne", CompareOp)


class SelectOp(ArithOp):
    """`arith.select %c, %a, %b`: `%a` where `%c` is true, else `%b`."""

    name = "arith.select"
    operand_names = ("cond", "x", "y")
    numpy_fn = staticmethod(np.where)

    @classmethod
    def infer_type(cls, types, attrs):
        c, a, b = (_scalar(cls.name, t) for t in types)
        if c.dtype != DType.bool or a != b:
            raise IRError(f"'{cls.name}' takes (bool, T, T), got ({c}, {a}, {b})")
        return a


class CastOp(ArithOp):
    """`arith.cast %x : f64`: numeric conversion, as `tensor.cast`; also index -> integer."""

    name = "arith.cast"
    operand_names = ("x",)
    attrs_spec = (Attr("dtype", "dtype"),)
    implied_attrs = ("dtype",)

    @classmethod
    def infer_type(cls, types, attrs):
        if not isinstance(types[0], IndexType):
            _scalar(cls.name, types[0])
        elif not attrs["dtype"].is_int:
            raise IRError(f"'{cls.name}' turns an index into an integer, not {attrs['dtype']}")
        return scalar_type(attrs["dtype"])

    def evaluate(self, x):
        return np.asarray(x).astype(self.dtype.numpy)


class UniformOp(ArithOp):
    """`arith.uniform %seed, %counter : f32`: element `counter` of `counter_uniform(seed)`."""

    name = "arith.uniform"
    operand_names = ("seed", "counter")
    attrs_spec = (Attr("dtype", "dtype"),)
    implied_attrs = ("dtype",)
    random = True

    @classmethod
    def infer_type(cls, types, attrs):
        for t in types:
            if _scalar(cls.name, t).dtype != DType.i64:
                raise IRError(f"'{cls.name}' takes i64 seed and counter, got {t}")
        if not attrs["dtype"].is_float:
            raise IRError(f"'{cls.name}' gives f32 or f64, not {attrs['dtype']}")
        return scalar_type(attrs["dtype"])

    def evaluate(self, seed, counter):
        seed, counter = np.broadcast_arrays(np.asarray(seed), np.asarray(counter))
        return uniform_array(seed, counter, self.dtype)


def uniform_array(seed, counter, dtype: DType) -> np.ndarray:
    """`counter_uniform` at arbitrary (seed, counter) arrays, elementwise."""
    out = np.empty(seed.shape, dtype.numpy)
    for s in np.unique(seed):
        mask = seed == s
        c = counter[mask].astype(np.int64)
        base = int(c.min())
        span = counter_uniform(int(s), base & 0xFFFFFFFFFFFFFFFF, (int(c.max()) - base + 1,),
                               dtype)
        out[mask] = span[c - base]
    return out


ARITH_OPS = [ConstantOp, NegOp, AbsOp, ExpOp, LogOp, SinOp, CosOp, TanhOp, SigmoidOp, SqrtOp,
             RsqrtOp, ErfOp, Log1pOp, Expm1Op, FloorOp, CeilOp, RoundOp, TruncOp, SignOp, AtanOp, BitNotOp, AddOp,
             SubOp, MulOp, DivOp, PowOp, MaxOp, MinOp, RemainderOp, FmodOp, Atan2Op, BitAndOp, BitOrOp, BitXorOp, ShlOp, ShrOp, LtOp, LeOp, GtOp, GeOp,
             EqOp, NeOp, SelectOp, CastOp, UniformOp]
