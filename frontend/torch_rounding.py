"""PyTorch's rounding, remainder and scan functions over the `tensor` ops of the same names,
merged into `ops.COMPOSITES`: `floor`, `ceil`, `trunc`, `round` (half to even, `decimals=`),
`sign`, `floor_divide` (Python's `//`), `cumsum`, `cumprod` and `prod`, with PyTorch's argument
names and result dtypes: rounding an integer tensor gives it back, the sign of a bool tensor
is itself, and scans and products of bools or integers are i64 unless `dtype=` says otherwise.
A 0-d tensor scans as one element. Bad arguments are `IRError`s naming the function.
"""
from __future__ import annotations

from ..ir.core import IRError, Value
from ..ir.tensor import IotaOp
from ..ir.types import DType
from .arguments import axis_of as _axis_of, plain as _plain
from .torch_fns import _dtype, _int


def _rounded(name: str):
    def rounding(op, input) -> Value:
        x = op.tensor(input, name)
        return op(name, x) if x.type.dtype.is_float else x
    rounding.__name__ = name
    rounding.__doc__ = (f"`input` rounded by `{name}` elementwise, as `torch.{name}` (an "
                        f"integer tensor is its own {name}); its gradient is zero.")
    return rounding


def round_(op, input, decimals=0) -> Value:
    """`input` rounded to the nearest integer, ties to even, as `torch.round`; with
    `decimals`, to that many decimal places (PyTorch's `round(x * 10^d) / 10^d`, and
    `round(x / 10^-d) * 10^-d` for negative `d`); its gradient is zero."""
    x = op.tensor(input, "round")
    decimals = _int("round", "decimals", decimals)
    if not x.type.dtype.is_float:
        if decimals:
            raise IRError("'round' with decimals needs a floating-point tensor, got "
                          f"{x.type}")
        return x
    if decimals == 0:
        return op("round", x)
    scale = float(10 ** abs(decimals))
    if decimals > 0:
        return op("div", op("round", op("mul", x, scale)), scale)
    return op("mul", op("round", op("div", x, scale)), scale)


def sign(op, input) -> Value:
    """-1, 0 or 1 as `input` is negative, zero or positive (0 for NaN), as `torch.sign`;
    a bool tensor is its own sign; its gradient is zero."""
    x = op.tensor(input, "sign")
    return x if x.type.dtype == DType.bool else op("sign", x)


def floor_divide(op, input, other) -> Value:
    """input / other rounded toward minus infinity, as `torch.floor_divide` and Python's `//`
    (PyTorch's formula for floats: the quotient of `input - fmod(input, other)`, less one where
    the signs differ, rounded to nearest; integers divide exactly, and by 0 give 0); no
    gradient."""
    mod = op("fmod", input, other)
    dtype = mod.type.dtype
    a, b = (_as(op, v, dtype) for v in (input, other))
    apart = op("where", op("ne", op("lt", b, 0), op("lt", mod, 0)), op("ne", mod, 0), False)
    if not dtype.is_float:
        zero = op("eq", b, 0)
        exact = op("div", op("cast", op("sub", a, mod), DType.f64),
                   op("cast", op("where", zero, 1, b), DType.f64))
        quotient = op("cast", op("round", exact), dtype)
        return op("where", zero, 0, op("sub", quotient, op("cast", apart, dtype)))
    div = op("div", op("sub", a, mod), b)
    div = op("where", apart, op("sub", div, 1.0), div)
    low = op("floor", div)
    nearest = op("where", op("gt", op("sub", div, low), 0.5), op("add", low, 1.0), low)
    return op("stop_gradient", op("where", op("eq", b, 0.0), op("div", a, b), nearest))


def _as(op, v, dtype: DType) -> Value:
    """`v` as a tensor of `dtype` (a number as a 0-d constant)."""
    if not isinstance(v, Value):
        v = _plain(v)
        return op.b.constant(float(v) if dtype.is_float else int(v), [], dtype)
    return v if v.type.dtype == dtype else op("cast", v, dtype)


def _accumulated(op, what: str, x: Value, dtype) -> Value:
    """`x` in the dtype PyTorch scans and multiplies it in: `dtype=`, else i64 for bools and
    integers."""
    dtype = _dtype(what, dtype)
    if dtype is None and not x.type.dtype.is_float:
        dtype = DType.i64
    return x if dtype is None or dtype == x.type.dtype else op("cast", x, dtype)


def _scan(name: str):
    def scan(op, input, dim, dtype=None) -> Value:
        x = _accumulated(op, name, op.tensor(input, name), dtype)
        axis = _axis_of(name, _int(name, "dim", dim), x.type.rank)
        if x.type.rank == 0:
            return op("reshape", op(name, op("reshape", x, [1]), axis=0), [])
        return op(name, x, axis=axis)
    scan.__name__ = name
    scan.__doc__ = (f"The running {'sum' if name == 'cumsum' else 'product'} of `input` along "
                    f"`dim`, as `torch.{name}` (one loop along the dim, O(n)).")
    return scan


def _running_extreme(name: str):
    def extreme(op, input, dim):
        """The running maximum (minimum) along `dim` and where it is (the last of equal ones;
        NaN from the first NaN on, at the last NaN), as `torch.cummax` (`cummin`)."""
        x = op.tensor(input, name)
        bools = x.type.dtype == DType.bool
        if bools:
            x = op("cast", x, DType.i64)
        axis = _axis_of(name, _int(name, "dim", dim), max(x.type.rank, 1))
        flat = x.type.rank == 0
        if flat:
            x = op("reshape", x, [1])
        running = op(name, op("stop_gradient", x), axis=axis)
        positions = op.b.op(IotaOp, axis=axis, shape=list(x.type.shape), dtype=DType.i64)
        here = op("eq", x, running)
        if x.type.dtype.is_float:
            here = op("where", op("ne", x, x), True, here)       # a NaN is its own extreme
        index = op("cummax", op("where", here, positions, -1), axis=axis)
        values = op("take_along", x, index, axis=axis)
        if bools:
            values = op("cast", values, DType.bool)
        if flat:
            values, index = op("reshape", values, []), op("reshape", index, [])
        return [values, index]
    extreme.__name__ = name
    extreme.__doc__ = extreme.__doc__.replace("maximum (minimum)", "maximum" if name ==
                                              "cummax" else "minimum")
    return extreme


def logcumsumexp(op, input, dim) -> Value:
    """log(cumsum(exp(x))) along `dim` without overflow, as `torch.logcumsumexp`: with m the
    running maximum, s_k = s_(k-1) exp(m_(k-1) - m_k) + exp(x_k - m_k) (a `linear_scan`, its
    terms at most 1) and the result m_k + log(s_k); -inf until the first finite entry."""
    x = op.tensor(input, "logcumsumexp")
    if not x.type.dtype.is_float:
        x = op("cast", x, DType.f32)
    axis = _axis_of("logcumsumexp", _int("logcumsumexp", "dim", dim), max(x.type.rank, 1))
    if x.type.rank == 0:
        return x
    n = x.type.shape[axis]
    running = op("cummax", op("stop_gradient", x), axis=axis)
    finite = op("ne", running, float("-inf"))
    safe = op("where", finite, running, 0.0)           # no -inf - -inf below
    before = op("concat", op("slice", safe, axis=axis, start=0, stop=1),
                op("slice", safe, axis=axis, start=0, stop=n - 1), axis=axis)
    decay = op("exp", op("sub", before, safe))
    fresh = op("where", finite, op("exp", op("sub", x, safe)), 0.0)
    total = op("linear_scan", decay, fresh, axis=axis)
    return op("where", finite, op("add", safe, op("log", total)), float("-inf"))


def prod(op, input, dim=None, keepdim=False, dtype=None) -> Value:
    """The product of all elements, or over `dim` (`keepdim` keeps it as size 1), as
    `torch.prod`; its gradient is exact where elements are zero."""
    x = _accumulated(op, "prod", op.tensor(input, "prod"), dtype)
    if dim is None:
        return op("prod", x)
    axis = _axis_of("prod", _int("prod", "dim", _plain(dim)), x.type.rank)
    if x.type.rank == 0:
        return x
    return op("prod", x, axes=[axis], keepdim=bool(_plain(keepdim)))


#: the functions of this module, by PyTorch's name (merged into `ops.COMPOSITES`).
ROUNDING_FUNCTIONS = {
    "floor": _rounded("floor"), "ceil": _rounded("ceil"), "trunc": _rounded("trunc"),
    "fix": _rounded("trunc"), "round": round_, "sign": sign, "floor_divide": floor_divide,
    "cumsum": _scan("cumsum"), "cumprod": _scan("cumprod"), "prod": prod,
    "cummax": _running_extreme("cummax"), "cummin": _running_extreme("cummin"),
    "logcumsumexp": logcumsumexp,
}
