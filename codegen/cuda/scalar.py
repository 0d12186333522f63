"""CUDA rows of the `arith` dialect: one C expression per scalar op, same numbers as the CPU.

In: an `arith` op and the C expressions of its operands; out: `const T name = expr;`. The
semantics are those of `codegen/llvm/scalar.py`: `add` is `||` and `mul` is `&&` on bools;
compares are C's (false on NaN, `!=` true on NaN); `max`/`min` propagate NaN (`ag_max`);
casts follow numpy (a float that does not fit the integer type, or NaN, gives its minimum:
`ag_ftoi`); `rsqrt` is `1 / sqrt` (not the approximate `rsqrtf`); `sigmoid` is the two-sided
stable form; `uniform` is splitmix64 on `unsigned long long` (`ag_uniform_*`), bit for bit the
CPU's. Math functions are CUDA's correctly rounded-or-close libdevice ones (no fast math).
"""
from __future__ import annotations

import math
from typing import Callable

import numpy as np

from ...ir.core import IRError, Operation
from ...ir.loop import arith as A
from ...ir.types import DType, IndexType
from .emitter import CTYPE, Emitter, emits

#: a row: (op, dtype of the first operand (None for an index), C operands) -> C expression.
Row = Callable[[Operation, "DType | None", list[str]], str]
#: op class -> its expression row (reductions reuse these to combine partial results).
EXPRESSIONS: dict[type, Row] = {}


def literal(dtype: DType, value) -> str:
    """A C literal of `value` in `dtype`, exact (f32 constants are the float32's shortest
    decimal, so C rounds them to the same float)."""
    if dtype == DType.bool:
        return "true" if value else "false"
    if dtype.is_int:
        v = int(value)
        low = -(2 ** (8 * dtype.itemsize - 1))
        suffix = "LL" if dtype == DType.i64 else ""
        return f"({low + 1}{suffix} - 1)" if v == low else f"{v}{suffix}"
    v = float(value)
    cast = "" if dtype == DType.f32 else "(double)"
    if math.isnan(v):
        return f"{cast}NAN"
    if math.isinf(v):
        return f"{'-' if v < 0 else ''}{cast}INFINITY"
    text = str(np.float32(v)) if dtype == DType.f32 else repr(v)
    if "." not in text and "e" not in text and "n" not in text:
        text += ".0"
    return text + ("f" if dtype == DType.f32 else "")


def scalar(*classes: type):
    """Registers an expression row for `classes`: the op's result is `const T r = row(...)`."""
    def register(fn: Row):
        for cls in classes:
            EXPRESSIONS[cls] = fn

        def row(em: Emitter, op: Operation) -> None:
            args = [em.get(v) for v in op.operands]
            t = op.operands[0].type if op.operands else op.result.type
            dtype = None if isinstance(t, IndexType) else t.dtype
            em.define(op.result, op.result.type.dtype, fn(op, dtype, args))
        return emits(*classes)(row)
    return register


@scalar(A.ConstantOp)
def _constant(op, dtype, args):
    return literal(op.dtype, op.value)


def _infix(symbol: str, bool_symbol: str | None, float_only: bool = False):
    def row(op, dtype, args):
        if dtype == DType.bool:
            if bool_symbol is None:
                raise IRError(f"CUDA codegen: '{op.name}' is not defined on bool", op.loc)
            return f"{args[0]} {bool_symbol} {args[1]}"
        if float_only and not dtype.is_float:
            raise IRError(f"CUDA codegen: '{op.name}' is not defined on {dtype}", op.loc)
        return f"{args[0]} {symbol} {args[1]}"
    return row


scalar(A.AddOp)(_infix("+", "||"))
scalar(A.SubOp)(_infix("-", None))
scalar(A.MulOp)(_infix("*", "&&"))
scalar(A.DivOp)(_infix("/", None, float_only=True))
for _cls, _symbol in [(A.BitAndOp, "&"), (A.BitOrOp, "|"), (A.BitXorOp, "^")]:
    scalar(_cls)(_infix(_symbol, _symbol))


@scalar(A.ShlOp, A.ShrOp)
def _shift(op, dtype, args):
    """`a << b` (wrapping, through the unsigned type) or `a >> b` (arithmetic); a shift by a
    negative amount or the width or more gives 0 (-1 for a negative number shifted right),
    as PyTorch's (C's shift of that amount is undefined: it is never made)."""
    if not dtype.is_int:
        raise IRError(f"CUDA codegen: '{op.name}' is not defined on {dtype}", op.loc)
    a, b = args
    c = CTYPE[dtype]
    inside = f"(unsigned long long)({b}) < {dtype.itemsize * 8}ULL"
    if isinstance(op, A.ShlOp):
        return f"({inside} ? ({c})((unsigned {c})({a}) << ({b})) : ({c})0)"
    return f"({inside} ? ({c})(({a}) >> ({b})) : (({a}) < 0 ? ({c})-1 : ({c})0))"


@scalar(A.BitNotOp)
def _bitnot(op, dtype, args):
    """~x of an integer, !x of a bool."""
    return f"!{args[0]}" if dtype == DType.bool else f"~{args[0]}"
for _cls, _symbol in [(A.LtOp, "<"), (A.LeOp, "<="), (A.GtOp, ">"), (A.GeOp, ">="),
                      (A.EqOp, "=="), (A.NeOp, "!=")]:
    scalar(_cls)(_infix(_symbol, _symbol))


@scalar(A.MaxOp)
def _max(op, dtype, args):
    return f"ag_max({args[0]}, {args[1]})"


@scalar(A.MinOp)
def _min(op, dtype, args):
    return f"ag_min({args[0]}, {args[1]})"


@scalar(A.SelectOp)
def _select(op, dtype, args):
    return f"{args[0]} ? {args[1]} : {args[2]}"


@scalar(A.NegOp)
def _neg(op, dtype, args):
    if dtype == DType.bool:
        raise IRError(f"CUDA codegen: '{op.name}' is not defined on bool", op.loc)
    return f"-{args[0]}"


@scalar(A.AbsOp)
def _abs(op, dtype, args):
    x = args[0]
    if dtype.is_float:
        return f"{_fn('fabs', dtype)}({x})"
    return x if dtype == DType.bool else f"{x} < 0 ? -{x} : {x}"


def _fn(name: str, dtype: DType) -> str:
    """The libdevice function `name` at `dtype` (`expf` for f32, `exp` for f64)."""
    return name + "f" if dtype == DType.f32 else name


def _call(name: str):
    return lambda op, dtype, args: f"{_fn(name, dtype)}({', '.join(args)})"


for _cls, _name in [(A.ExpOp, "exp"), (A.LogOp, "log"), (A.SinOp, "sin"), (A.CosOp, "cos"),
                    (A.SqrtOp, "sqrt"), (A.TanhOp, "tanh"), (A.PowOp, "pow"), (A.ErfOp, "erf"),
                    (A.Log1pOp, "log1p"), (A.Expm1Op, "expm1"), (A.AtanOp, "atan"),
                    (A.Atan2Op, "atan2")]:
    scalar(_cls)(_call(_name))


for _cls, _name in [(A.FloorOp, "floor"), (A.CeilOp, "ceil"), (A.TruncOp, "trunc"),
                    (A.RoundOp, "rint")]:          # rint: to nearest, ties to even
    scalar(_cls)(_call(_name))


@scalar(A.SignOp)
def _sign(op, dtype, args):
    """(x > 0) - (x < 0): 0 for -0.0 and NaN, as PyTorch's sign."""
    if dtype == DType.bool:
        raise IRError(f"CUDA codegen: '{op.name}' is not defined on bool", op.loc)
    x, t = args[0], CTYPE[dtype]
    return f"({t})({x} > {literal(dtype, 0)}) - ({t})({x} < {literal(dtype, 0)})"


def _modulo(floored: bool):
    """`fmod` (C's `%` on integers, with a divisor of 0 or -1 giving 0, never a trap), and for
    `remainder` moved into the divisor's sign where nonzero and the signs differ."""
    def row(op, dtype, args):
        if dtype == DType.bool:
            raise IRError(f"CUDA codegen: '{op.name}' is not defined on bool", op.loc)
        x, y = args
        zero = literal(dtype, 0)
        if dtype.is_float:
            mod = f"{_fn('fmod', dtype)}({x}, {y})"
        else:
            mod = f"(({y} == {zero} || {y} == {literal(dtype, -1)}) ? {zero} : {x} % {y})"
        if not floored:
            return mod
        return (f"({mod} != {zero} && (({y} < {zero}) != ({mod} < {zero}))) ? {mod} + {y}"
                f" : {mod}")
    return row


scalar(A.RemainderOp)(_modulo(True))
scalar(A.FmodOp)(_modulo(False))


@scalar(A.RsqrtOp)
def _rsqrt(op, dtype, args):
    return f"{literal(dtype, 1.0)} / {_fn('sqrt', dtype)}({args[0]})"


@scalar(A.SigmoidOp)
def _sigmoid(op, dtype, args):
    return f"ag_sigmoid({args[0]})"


@scalar(A.CastOp)
def _cast(op, dtype, args):
    x, to = args[0], op.dtype
    if dtype == to:
        return x
    if to == DType.bool:
        return f"{x} != {literal(dtype, 0)}"
    if dtype is not None and dtype.is_float and to.is_int:
        return f"ag_ftoi<{CTYPE[to]}>({x})"
    return f"({CTYPE[to]}){x}"


@scalar(A.UniformOp)
def _uniform(op, dtype, args):
    return f"ag_uniform_{op.dtype}({args[0]}, {args[1]})"
