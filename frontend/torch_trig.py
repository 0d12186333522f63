"""PyTorch's trigonometric and hyperbolic functions over the `tensor` ops, merged into
`ops.COMPOSITES` with their `arc*` aliases: `asin`, `acos` (atan2 of the sine and the cosine,
exact at +-1), `tan`, `sinh`, `cosh`, `asinh`, `acosh`, `atanh` (log1p forms, exact near 0,
logarithms of the magnitude above 1e8, where a square would overflow), `sinc`, `frac`,
`deg2rad` and `rad2deg`. Each branch of a `where` sees only inputs it is defined at, so no
infinity of an unused branch reaches a gradient; the gradients are PyTorch's (`sinc`'s 0 at 0,
`frac`'s 1)."""
from __future__ import annotations

import math

from ..ir.core import Value

#: above this magnitude asinh and acosh are log(2 |x|): their squares would overflow
BIG = 1e8


def _float(op, input, name: str) -> Value:
    x = op.tensor(input, name)
    return x if x.type.dtype.is_float else op("cast", x, dtype="f32")


def _cosine_of_sine(op, x: Value) -> Value:
    """sqrt((1 - x)(1 + x)): the cosine of the angle whose sine is x, exact near +-1."""
    return op("sqrt", op("mul", op("sub", 1.0, x), op("add", x, 1.0)))


def asin(op, input) -> Value:
    """The angle in [-pi/2, pi/2] whose sine is `input` (NaN outside [-1, 1])."""
    x = _float(op, input, "asin")
    return op("atan2", x, _cosine_of_sine(op, x))


def acos(op, input) -> Value:
    """The angle in [0, pi] whose cosine is `input` (NaN outside [-1, 1])."""
    x = _float(op, input, "acos")
    return op("atan2", _cosine_of_sine(op, x), x)


def tan(op, input) -> Value:
    """sin(x) / cos(x)."""
    x = _float(op, input, "tan")
    return op("div", op("sin", x), op("cos", x))


def sinh(op, input) -> Value:
    """(e^x - e^-x) / 2, from expm1: exact near 0."""
    x = _float(op, input, "sinh")
    return op("mul", op("sub", op("expm1", x), op("expm1", op("neg", x))), 0.5)


def cosh(op, input) -> Value:
    """(e^x + e^-x) / 2."""
    x = _float(op, input, "cosh")
    return op("mul", op("add", op("exp", x), op("exp", op("neg", x))), 0.5)


def _odd(op, x: Value, positive) -> Value:
    """f(x) for x >= 0 and -f(-x) below, for an odd f accurate on x >= 0; each branch takes
    only its own inputs (0 elsewhere)."""
    negative = op("lt", x, 0.0)
    up = positive(op("where", negative, 0.0, x))
    down = positive(op("where", negative, op("neg", x), 0.0))
    return op("where", negative, op("neg", down), up)


def _log_twice(op, magnitude: Value) -> Value:
    return op("add", op("log", magnitude), math.log(2.0))


def asinh(op, input) -> Value:
    """log(x + sqrt(x^2 + 1)): log1p(x + x^2 / (1 + sqrt(1 + x^2))) on x >= 0, odd, and
    log(2 |x|) above `BIG`."""
    x = _float(op, input, "asinh")

    def positive(v):
        square = op("mul", v, v)
        return op("log1p", op("add", v, op("div", square,
                                             op("add", op("sqrt", op("add", square, 1.0)), 1.0))))
    big = op("gt", op("abs", x), BIG)
    small = _odd(op, op("where", big, 0.0, x), positive)
    large = op("mul", op("sign", x), _log_twice(op, op("where", big, op("abs", x), BIG)))
    return op("where", big, large, small)


def acosh(op, input) -> Value:
    """log(x + sqrt(x^2 - 1)) as log1p((x - 1) + sqrt((x - 1)(x + 1))), and log(2 x) above
    `BIG` (NaN below 1)."""
    x = _float(op, input, "acosh")
    big = op("gt", x, BIG)
    v = op("where", big, 2.0, x)             # 2: where the small branch is smooth
    below = op("sub", v, 1.0)
    small = op("log1p", op("add", below, op("sqrt", op("mul", below, op("add", v, 1.0)))))
    return op("where", big, _log_twice(op, op("where", big, x, BIG)), small)


def atanh(op, input) -> Value:
    """log((1 + x) / (1 - x)) / 2 as log1p(2x / (1 - x)) / 2 on x >= 0, odd (+-inf at +-1,
    NaN beyond)."""
    x = _float(op, input, "atanh")
    return _odd(op, x, lambda v: op("mul", op("log1p", op("div", op("mul", v, 2.0),
                                                              op("sub", 1.0, v))), 0.5))


def sinc(op, input) -> Value:
    """sin(pi x) / (pi x), 1 at 0 (its gradient 0 there)."""
    x = _float(op, input, "sinc")
    zero = op("eq", x, 0.0)
    safe = op("mul", op("where", zero, 1.0, x), math.pi)
    return op("where", zero, 1.0, op("div", op("sin", safe), safe))


def frac(op, input) -> Value:
    """x - trunc(x), the fractional part with x's sign (its gradient 1)."""
    x = op.tensor(input, "frac")
    return op("sub", x, op("trunc", x))


def deg2rad(op, input) -> Value:
    """Degrees as radians."""
    return op("mul", _float(op, input, "deg2rad"), math.pi / 180.0)


def rad2deg(op, input) -> Value:
    """Radians as degrees."""
    return op("mul", _float(op, input, "rad2deg"), 180.0 / math.pi)


def _atan(op, input) -> Value:
    """`atan`: the angle in (-pi/2, pi/2) whose tangent is `input`."""
    return op("atan", _float(op, input, "atan"))


def _atan2(op, input, other) -> Value:
    """`atan2(input, other)`: the angle of the point (other, input), in (-pi, pi]."""
    return op("atan2", input, other)


TRIG_FUNCTIONS = {
    "asin": asin, "acos": acos, "tan": tan, "sinh": sinh, "cosh": cosh, "asinh": asinh,
    "acosh": acosh, "atanh": atanh, "sinc": sinc, "frac": frac, "deg2rad": deg2rad,
    "rad2deg": rad2deg, "arcsin": asin, "arccos": acos, "arctan": _atan, "arctan2": _atan2,
    "arcsinh": asinh, "arccosh": acosh, "arctanh": atanh,
}
