"""Codegen rows of the `arith` dialect: one row per scalar op class, generic over dtypes.

Each row computes what the op's numpy function computes on one element: the instruction is
chosen by dtype (`fadd` for floats, `add` for integers, `or` for bools, as numpy adds bools);
compares are ordered (false on NaN) except `ne` (true on NaN); `max`/`min` propagate NaN as
`np.maximum`/`np.minimum` do; casts follow numpy's conversions (a float that does not fit the
integer type, or NaN, gives the type's minimum, as numpy does on x86, without LLVM poison);
transcendentals are libm calls that vectorise to libmvec (`vecmath.py`); `sigmoid` is the
numerically stable two-sided form of the reference `exp(-logaddexp(0, -x))`; `uniform` is the
splitmix64 of `counter_uniform`, bit for bit.
"""
from __future__ import annotations

from typing import Callable

from llvmlite import ir

from ...ir.core import IRError, Operation
from ...ir.loop import arith as A
from ...ir.types import DType, IndexType
from .builder import I64, constant, value_type
from . import vecmath
from .emitter import Emitter, emits

#: a scalar row: (emitter, op, dtype of the first operand (None for an index), LLVM operands,
#: name of the result) -> the result. Intermediate values are named `<name>.<what>`.
Row = Callable[[Emitter, Operation, "DType | None", list, str], ir.Value]


def scalar(*classes: type):
    """Registers a row that maps the op's operands to its one result."""
    def register(fn: Row):
        def row(em: Emitter, op: Operation) -> None:
            args = [em.get(v) for v in op.operands]
            t = op.operands[0].type if op.operands else op.result.type
            dtype = None if isinstance(t, IndexType) else t.dtype
            em.set(op.result, fn(em, op, dtype, args, em.name(op.result)))
        return emits(*classes)(row)
    return register


def _no_bool(op: Operation) -> IRError:
    return IRError(f"codegen: '{op.name}' is not defined on bool (numpy refuses it too)",
                   op.loc)


@scalar(A.ConstantOp)
def _constant(em, op, dtype, args, name):
    return constant(op.dtype, op.value)


# --------------------------------------------------------------------------- binary

def _arith(float_fn: str, int_fn: str | None, bool_fn: str | None):
    """Row of an arithmetic op: the builder method per kind of dtype (None: not defined)."""
    def row(em, op, dtype, args, name):
        method = float_fn if dtype.is_float else bool_fn if dtype == DType.bool else int_fn
        if method is None:
            raise IRError(f"codegen: '{op.name}' is not defined on {dtype}", op.loc)
        if dtype.is_float and id(op) in em.reassoc:      # the add of a sum (`accumulate`)
            return getattr(em.b, method)(*args, name=name, flags=("reassoc",))
        return getattr(em.b, method)(*args, name=name)
    return row


scalar(A.AddOp)(_arith("fadd", "add", "or_"))
scalar(A.SubOp)(_arith("fsub", "sub", None))
scalar(A.MulOp)(_arith("fmul", "mul", "and_"))
scalar(A.DivOp)(_arith("fdiv", None, None))
scalar(A.BitAndOp)(_arith(None, "and_", "and_"))
scalar(A.BitOrOp)(_arith(None, "or_", "or_"))
scalar(A.BitXorOp)(_arith(None, "xor", "xor"))


@scalar(A.ShlOp, A.ShrOp)
def _shift(em, op, dtype, args, name):
    """`a << b` (wrapping) or `a >> b` (arithmetic); a shift by a negative amount or by the
    width or more gives 0 (-1 for a negative number shifted right), as PyTorch's (LLVM's
    shift of that amount is poison: the amount is replaced first)."""
    if not dtype.is_int:
        raise IRError(f"codegen: '{op.name}' is not defined on {dtype}", op.loc)
    a, b = args
    t = a.type
    inside = em.b.icmp_unsigned("<", b, ir.Constant(t, dtype.itemsize * 8))
    by = em.b.select(inside, b, ir.Constant(t, 0))
    if isinstance(op, A.ShlOp):
        return em.b.select(inside, em.b.shl(a, by), ir.Constant(t, 0), name=name)
    fill = em.b.ashr(a, ir.Constant(t, dtype.itemsize * 8 - 1))
    return em.b.select(inside, em.b.ashr(a, by), fill, name=name)


@scalar(A.BitNotOp)
def _bitnot(em, op, dtype, args, name):
    """All bits flipped: ~x of an integer, `not` of a bool (its one bit)."""
    if dtype.is_float:
        raise IRError(f"codegen: '{op.name}' is not defined on {dtype}", op.loc)
    return em.b.not_(args[0], name=name)


@scalar(A.PowOp)
def _pow(em, op, dtype, args, name):
    return em.b.call(em.unit.intrinsic("llvm.pow", args[0].type, 2), args, name=name)


def _compare(b: ir.IRBuilder, pred: str, x, y, dtype: DType, name: str = "") -> ir.Value:
    if dtype.is_float:
        unordered = pred == "!="
        return (b.fcmp_unordered if unordered else b.fcmp_ordered)(pred, x, y, name=name)
    if dtype == DType.bool:
        return b.icmp_unsigned(pred, x, y, name=name)
    return b.icmp_signed(pred, x, y, name=name)


def _comparison(pred: str):
    return lambda em, op, dtype, args, name: _compare(em.b, pred, *args, dtype, name)


for _cls, _pred in [(A.LtOp, "<"), (A.LeOp, "<="), (A.GtOp, ">"), (A.GeOp, ">="),
                    (A.EqOp, "=="), (A.NeOp, "!=")]:
    scalar(_cls)(_comparison(_pred))


def _extremum(pred: str):
    """`a if (a pred b or a is NaN) else b`: numpy's maximum (`>=`) and minimum (`<=`). The
    lone accumulator of a loop (`accumulate.lone_extremum`) is `llvm.maximum`/`llvm.minimum`
    instead: NaN-propagating too, and a reduction LLVM's loop vectoriser knows."""
    def row(em, op, dtype, args, name):
        b = em.b
        a, c = args
        if dtype.is_float and id(op) in em.reassoc:       # a loop's lone max: vectorises
            f = em.unit.intrinsic("llvm.maximum" if pred == ">=" else "llvm.minimum", a.type, 2)
            return b.call(f, [a, c], name=name)
        keep = _compare(b, pred, a, c, dtype, f"{name}.keep")
        if dtype.is_float:
            keep = b.or_(keep, b.fcmp_unordered("uno", a, a, name=f"{name}.nan"))
        return b.select(keep, a, c, name=name)
    return row


scalar(A.MaxOp)(_extremum(">="))
scalar(A.MinOp)(_extremum("<="))


@scalar(A.SelectOp)
def _select(em, op, dtype, args, name):
    return em.b.select(*args, name=name)


# --------------------------------------------------------------------------- unary

@scalar(A.NegOp)
def _neg(em, op, dtype, args, name):
    if dtype == DType.bool:
        raise IRError(f"codegen: '{op.name}' is not defined on bool", op.loc)
    return em.b.fneg(args[0], name=name) if dtype.is_float else em.b.neg(args[0], name=name)


@scalar(A.AbsOp)
def _abs(em, op, dtype, args, name):
    b, x = em.b, args[0]
    if dtype.is_float:
        return b.call(em.unit.intrinsic("llvm.fabs", x.type), [x], name=name)
    if dtype == DType.bool:
        return x
    negative = b.icmp_signed("<", x, ir.Constant(x.type, 0), name=f"{name}.neg")
    return b.select(negative, b.neg(x, name=f"{name}.minus"), x, name=name)


def _math(fn: str):
    def row(em, op, dtype, args, name):
        return vecmath.call(em, fn, args[0], name)
    return row


for _cls, _fn in [(A.ExpOp, "exp"), (A.LogOp, "log"), (A.SinOp, "sin"), (A.CosOp, "cos"),
                  (A.TanhOp, "tanh"), (A.ErfOp, "erf"), (A.Log1pOp, "log1p"),
                  (A.Expm1Op, "expm1"), (A.AtanOp, "atan")]:
    scalar(_cls)(_math(_fn))


@scalar(A.Atan2Op)
def _atan2(em, op, dtype, args, name):
    """libm's `atan2`/`atan2f` (no LLVM intrinsic in the version llvmlite ships)."""
    ty = args[0].type
    symbol = "atan2" if isinstance(ty, ir.DoubleType) else "atan2f"
    fn = em.unit.declare(symbol, ir.FunctionType(ty, [ty, ty]))
    fn.attributes.add("nounwind")
    fn.attributes.add("readnone")
    return em.b.call(fn, args, name=name)


@scalar(A.SqrtOp)
def _sqrt(em, op, dtype, args, name):
    return em.b.call(em.unit.intrinsic("llvm.sqrt", args[0].type), args, name=name)


@scalar(A.RsqrtOp)
def _rsqrt(em, op, dtype, args, name):
    root = em.b.call(em.unit.intrinsic("llvm.sqrt", args[0].type), args, name=f"{name}.sqrt")
    return em.b.fdiv(ir.Constant(root.type, 1.0), root, name=name)


@scalar(A.SigmoidOp)
def _sigmoid(em, op, dtype, args, name):
    """t = exp(-|x|); 1 / (1 + t) for x >= 0, t / (1 + t) below: no overflow for any x."""
    b, x = em.b, args[0]
    one = ir.Constant(x.type, 1.0)
    mag = b.call(em.unit.intrinsic("llvm.fabs", x.type), [x], name=f"{name}.abs")
    t = vecmath.call(em, "exp", b.fneg(mag, name=f"{name}.nabs"), f"{name}.t")
    r = b.fdiv(one, b.fadd(one, t, name=f"{name}.den"), name=f"{name}.r")
    up = b.fcmp_ordered(">=", x, ir.Constant(x.type, 0.0), name=f"{name}.up")
    return b.select(up, r, b.fmul(t, r, name=f"{name}.low"), name=name)


# --------------------------------------------------------------------------- rounding

def _rounding(intrinsic: str):
    """floor, ceil, trunc and round (`llvm.rint`: to nearest, ties to even, as the default
    rounding mode is) as the LLVM intrinsics, which vectorise to `vroundps`."""
    def row(em, op, dtype, args, name):
        return em.b.call(em.unit.intrinsic(intrinsic, args[0].type), args, name=name)
    return row


for _cls, _intrinsic in [(A.FloorOp, "llvm.floor"), (A.CeilOp, "llvm.ceil"),
                         (A.TruncOp, "llvm.trunc"), (A.RoundOp, "llvm.rint")]:
    scalar(_cls)(_rounding(_intrinsic))


@scalar(A.SignOp)
def _sign(em, op, dtype, args, name):
    """(x > 0) - (x < 0): 0 for -0.0 and NaN, as PyTorch's sign."""
    if dtype == DType.bool:
        raise _no_bool(op)
    b, x = em.b, args[0]
    zero = ir.Constant(x.type, 0.0 if dtype.is_float else 0)
    up = _compare(b, ">", x, zero, dtype, f"{name}.up")
    down = _compare(b, "<", x, zero, dtype, f"{name}.down")
    if dtype.is_float:
        return b.fsub(b.uitofp(up, x.type), b.uitofp(down, x.type), name=name)
    return b.sub(b.zext(up, x.type), b.zext(down, x.type), name=name)


def _modulo(floored: bool):
    """fmod (`frem`, `srem`), and for `remainder` moved into the divisor's sign where it is
    nonzero and the signs differ. An integer divisor of 0 or -1 divides as 1 (a trap
    otherwise; the remainder is then 0, numpy's for 0 and the exact one for -1)."""
    def row(em, op, dtype, args, name):
        if dtype == DType.bool:
            raise _no_bool(op)
        b, x, y = em.b, *args
        zero = ir.Constant(x.type, 0.0 if dtype.is_float else 0)
        if dtype.is_float:
            mod = b.frem(x, y, name=f"{name}.fmod")
        else:
            trap = b.or_(b.icmp_signed("==", y, zero), b.icmp_signed("==", y, ir.Constant(
                y.type, -1)), name=f"{name}.trap")
            safe = b.select(trap, ir.Constant(y.type, 1), y, name=f"{name}.div")
            mod = b.srem(x, safe, name=f"{name}.fmod")
        if not floored:
            return mod
        nonzero = _compare(b, "!=", mod, zero, dtype, f"{name}.nonzero")
        apart = b.xor(_compare(b, "<", y, zero, dtype, f"{name}.yneg"),
                      _compare(b, "<", mod, zero, dtype, f"{name}.mneg"), name=f"{name}.apart")
        moved = (b.fadd if dtype.is_float else b.add)(mod, y, name=f"{name}.moved")
        return b.select(b.and_(nonzero, apart, name=f"{name}.move"), moved, mod, name=name)
    return row


scalar(A.RemainderOp)(_modulo(True))
scalar(A.FmodOp)(_modulo(False))


# --------------------------------------------------------------------------- cast

@scalar(A.CastOp)
def _cast(em, op, dtype, args, name):
    b, x, to = em.b, args[0], op.dtype
    ty = value_type(to)
    if dtype is None:                        # index (i64) -> integer
        return b.trunc(x, ty, name=name) if to == DType.i32 else x
    if dtype == to:
        return x
    if to == DType.bool:
        if dtype.is_float:
            return b.fcmp_unordered("!=", x, ir.Constant(x.type, 0.0), name=name)
        return b.icmp_unsigned("!=", x, ir.Constant(x.type, 0), name=name)
    if dtype.is_float and to.is_float:
        return (b.fpext if to == DType.f64 else b.fptrunc)(x, ty, name=name)
    if dtype.is_float:
        return _float_to_int(b, x, to, name)
    if to.is_float:
        return (b.uitofp if dtype == DType.bool else b.sitofp)(x, ty, name=name)
    if dtype == DType.bool:
        return b.zext(x, ty, name=name)
    return (b.sext if ty.width > x.type.width else b.trunc)(x, ty, name=name)


def _float_to_int(b: ir.IRBuilder, x: ir.Value, to: DType, name: str) -> ir.Value:
    """Truncation toward zero; NaN or out of range gives the minimum of `to`, as x86's
    `cvttss2si` (what numpy's cast runs) does, instead of LLVM's poison."""
    ty = value_type(to)
    limit = float(2 ** (ty.width - 1))
    fits = b.and_(b.fcmp_ordered(">=", x, ir.Constant(x.type, -limit), name=f"{name}.lo"),
                  b.fcmp_ordered("<", x, ir.Constant(x.type, limit), name=f"{name}.hi"),
                  name=f"{name}.fits")
    safe = b.select(fits, x, ir.Constant(x.type, 0.0), name=f"{name}.safe")
    return b.select(fits, b.fptosi(safe, ty, name=f"{name}.int"),
                    ir.Constant(ty, -(2 ** (ty.width - 1))), name=name)


# --------------------------------------------------------------------------- random

_GOLDEN = 0x9E3779B97F4A7C15
_MIX = [(30, 0xBF58476D1CE4E5B9), (27, 0x94D049BB133111EB)]


def _u64(v: int) -> ir.Constant:
    return ir.Constant(I64, v - 2 ** 64 if v >= 2 ** 63 else v)


@scalar(A.UniformOp)
def _uniform(em, op, dtype, args, name):
    """splitmix64 of `seed * golden + counter`; the top 24 (f32) or 53 (f64) bits, scaled."""
    b = em.b
    seed, counter = args
    x = b.add(b.mul(seed, _u64(_GOLDEN), name=f"{name}.seed"), counter, name=f"{name}.x")
    for shift, mult in _MIX:
        x = b.mul(b.xor(x, b.lshr(x, ir.Constant(I64, shift))), _u64(mult), name=f"{name}.x")
    x = b.xor(x, b.lshr(x, ir.Constant(I64, 31)), name=f"{name}.bits")
    bits = 24 if op.dtype == DType.f32 else 53
    top = b.uitofp(b.lshr(x, ir.Constant(I64, 64 - bits)), value_type(op.dtype),
                   name=f"{name}.top")
    return b.fmul(top, ir.Constant(top.type, 2.0 ** -bits), name=name)
