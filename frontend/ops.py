"""How a frontend call of an op by name becomes IR: the one place both frontends share.

`apply_op(builder, name, args, kwargs)` takes values and Python numbers, applies numpy
broadcasting (inserting explicit `tensor.broadcast`), turns numbers into splat constants of the
operands' dtype, maps positional attributes onto the op's declared attributes in order, builds
the op and returns its result. Errors are `IRError`s with plain messages; callers add locations.

PyTorch's spellings are accepted beside the ops' own: `dim=` for `axis=`, `keepdims=` for
`keepdim=`, `max(x, y)`/`min(x, y)` of two tensors for `maximum`/`minimum`, and `COMPOSITES`,
functions that are compositions of existing ops (`clamp`/`clip`, `softplus`, `silu`,
`leaky_relu`, `logical_not`, `logical_xor`; PyTorch's index functions `gather`,
`take_along_dim`, `index_select`, `scatter_add` over `tensor.take_along` and
`tensor.scatter_add`; PyTorch's ranges, masks, shape functions and statistics of
`frontend.torch_fns`: `arange`, `tril`, `cat`, `split`, `var`, ...), so they need no IR op,
VJP or lowering of their own. With `promote=True` (the Python frontends; the DSL is strictly
typed) mixed dtypes follow PyTorch's type promotion: the highest category (bool < int < float)
wins, dimensioned tensors before 0-d ones before Python numbers, a float number makes an int
tensor f32, and float-only ops (`div`, `exp`, ...) make int operands f32; operands are cast
with `tensor.cast`.
"""
from __future__ import annotations

import inspect

import numpy as np

from ..ir import tensor as T
from ..ir.builder import Builder
from ..ir.core import IRError, Value
from ..ir.types import DType, TensorType
from .arguments import axis_of as _axis_of, is_number, plain as _plain, promoted_dtype
from .conv_ops import CONV_COMPOSITES


def _function_table() -> dict[str, type]:
    return {cls.mnemonic(): cls for cls in T.DIALECT.ops if cls is not T.ConstantOp}


#: user-facing op name -> op class (every tensor op but constant, which `full` builds).
OP_FUNCTIONS: dict[str, type] = _function_table()
#: constructors that take a shape and build a splat constant.
CONSTRUCTORS = ("full", "zeros", "ones")
#: infix operators -> op class.
BINARY_OPERATORS = {"+": T.AddOp, "-": T.SubOp, "*": T.MulOp, "/": T.DivOp, "**": T.PowOp,
                    "@": T.MatmulOp, "<": T.LtOp, "<=": T.LeOp, ">": T.GtOp, ">=": T.GeOp,
                    "==": T.EqOp, "!=": T.NeOp}




#: PyTorch keyword -> the attribute name the ops declare.
SPELLINGS = {"dim": "axis", "keepdims": "keepdim"}


def function_names() -> list[str]:
    return sorted({*OP_FUNCTIONS, *CONSTRUCTORS, *COMPOSITES})


def apply_op(b: Builder, name: str, args: list, kwargs: dict, *, hint: str | None = None,
             promote: bool = False):
    """Build op `name` on `args` (Values, numbers, lists) and keyword attributes."""
    if name in CONSTRUCTORS:
        return _constructor(b, name, args, kwargs, hint)
    if name in COMPOSITES:
        try:
            inspect.signature(COMPOSITES[name]).bind(None, *args, **kwargs)
        except TypeError as e:
            raise IRError(f"'{name}': {e}") from None
        return COMPOSITES[name](_Emit(b, promote), *args, **kwargs)
    cls = OP_FUNCTIONS.get(name)
    if cls is None:
        raise IRError(f"unknown op '{name}'")
    if cls in ELEMENTWISE_FORMS and len(args) > 1 and isinstance(args[1], Value):
        cls = ELEMENTWISE_FORMS[cls]            # torch.max(input, other): elementwise
    return apply_class(b, cls, args, kwargs, hint=hint, promote=promote)


#: reductions whose PyTorch function, given a second tensor, is an elementwise op.
ELEMENTWISE_FORMS = {T.MaxOp: T.MaximumOp, T.MinOp: T.MinimumOp}


def apply_class(b: Builder, cls, args: list, kwargs: dict, *, hint: str | None = None,
                promote: bool = False):
    operands, attrs = _split_args(cls, args, kwargs)
    if promote and cls is T.PowOp:
        exact = _integer_pow(b, operands, hint)
        if exact is not None:
            return exact
    if promote and cls is T.SumOp and isinstance(operands[0], Value) and \
            not operands[0].type.dtype.is_float and operands[0].type.dtype != DType.i64:
        # PyTorch sums bools and integers as int64: (pred == y).sum() counts
        operands = [b.op(T.CastOp, operands[0], dtype=DType.i64), *operands[1:]]
    if promote:
        operands = _promote(b, cls, operands)
    if cls.elementwise and len(operands) > 1:
        operands = _broadcast_operands(b, cls, operands)
    elif cls is T.MatmulOp:
        operands = _matmul_operands(b, operands)
    else:
        operands = [_as_value(b, x, None, cls) for x in operands]
    return b.op(cls, *operands, hint=hint, **attrs)


def _split_args(cls, args, kwargs):
    """Leading tensors (and numbers in operand position) are operands, the rest attributes."""
    names = cls.operand_names
    variadic = bool(names) and names[-1].startswith("*")
    flat = []
    for a in args:
        if variadic and isinstance(a, (list, tuple)) and a and all(isinstance(x, Value) for x in a):
            flat.extend(a)
        else:
            flat.append(a)
    if variadic:
        n = 0
        while n < len(flat) and (isinstance(flat[n], Value) or n < len(names) - 1):
            n += 1
    else:
        n = min(len(names), len(flat))
    operands, rest = flat[:n], flat[n:]
    for x in operands:
        if not (isinstance(x, Value) or is_number(x)):
            raise IRError(f"'{_short(cls)}' operand must be a tensor or a number, got {x!r}")
    if len(operands) < len(names) and not variadic:
        raise IRError(f"'{_short(cls)}' expects {len(names)} tensor argument"
                      f"{'s' if len(names) != 1 else ''}, got {len(operands)}")
    specs = list(cls.attrs_spec)
    if len(rest) > len(specs):
        most = len(names) + len(specs)
        raise IRError(f"'{_short(cls)}' takes at most {most} argument{'s' if most != 1 else ''},"
                      f" got {len(flat)}")
    attrs = {}
    for spec, value in zip(specs, rest):
        if isinstance(value, Value):
            raise IRError(f"'{_short(cls)}' argument '{spec.name}' must be a constant, not a"
                          f" tensor")
        attrs[spec.name] = _plain(value)
    for key, value in kwargs.items():
        if key in SPELLINGS and not any(key in (a.name, a.alias) for a in specs):
            key = SPELLINGS[key]
        spec = next((a for a in cls.attrs_spec if key in (a.name, a.alias)), None)
        if spec is not None and spec.name in attrs:
            raise IRError(f"'{_short(cls)}' got '{key}' both by position and by keyword")
        attrs[key] = _plain(value)
    return operands, attrs


def _short(cls) -> str:
    return cls.mnemonic()


def _broadcast_operands(b: Builder, cls, operands: list) -> list[Value]:
    tensors = [x for x in operands if isinstance(x, Value)]
    if not tensors:
        tensors = [_as_value(b, operands[0], None, cls)]
        operands = [tensors[0], *operands[1:]]
    try:
        shape = np.broadcast_shapes(*(v.type.shape for v in tensors))
    except ValueError:
        shapes = " and ".join(str(v.type) for v in tensors)
        raise IRError(f"'{_short(cls)}' cannot broadcast {shapes} together") from None
    # where(cond, x, y): the dtype comes from the branches, never from the bool condition.
    typed = tensors[1:] if cls is T.WhereOp and isinstance(operands[0], Value) else tensors
    dtype = typed[0].type.dtype if typed else DType.f32
    out = []
    for i, x in enumerate(operands):
        want = DType.bool if cls is T.WhereOp and i == 0 else dtype
        v = _as_value(b, x, TensorType(shape, want), cls)
        out.append(b.broadcast_to(v, shape, hint=v.name_hint))
    return out


def _matmul_operands(b: Builder, operands) -> list[Value]:
    a, c = (_as_value(b, x, None, T.MatmulOp) for x in operands)
    if a.type.rank < 2 or c.type.rank < 2:
        raise IRError(f"'matmul' needs operands of rank >= 2, got {a.type} and {c.type}")
    try:
        batch = np.broadcast_shapes(a.type.shape[:-2], c.type.shape[:-2])
    except ValueError:
        raise IRError(f"'matmul' batch dims do not broadcast: {a.type} @ {c.type}") from None
    a = b.broadcast_to(a, batch + a.type.shape[-2:], hint=a.name_hint)
    c = b.broadcast_to(c, batch + c.type.shape[-2:], hint=c.name_hint)
    return [a, c]


def _as_value(b: Builder, x, like: TensorType | None, cls) -> Value:
    """`x` itself, or a number as a splat constant of `like`'s shape and dtype."""
    if isinstance(x, Value):
        return x
    dtype = like.dtype if like else (DType.bool if isinstance(x, bool) else DType.f32)
    shape = like.shape if like else ()
    if isinstance(x, (float, np.floating)) and dtype.is_int:
        raise IRError(f"'{_short(cls)}' cannot combine an {dtype} tensor with the float {x};"
                      f" cast the tensor first")
    if isinstance(x, (bool, np.bool_)) != (dtype == DType.bool):
        raise IRError(f"'{_short(cls)}' cannot combine a {dtype} tensor with {_plain(x)!r}")
    return b.constant(_plain(x), shape, dtype)


def _constructor(b: Builder, name: str, args, kwargs, hint):
    kwargs = dict(kwargs)
    if name != "full" and len(args) > 1 and all(isinstance(a, int) for a in args):
        args = [list(args)]                         # zeros(2, 3), as PyTorch spells it
    if "size" in kwargs and "shape" not in kwargs:
        kwargs["shape"] = kwargs.pop("size")
    shape = args[0] if args else kwargs.pop("shape", None)
    if isinstance(shape, int):
        shape = [shape]
    if not isinstance(shape, (list, tuple)) or not all(isinstance(s, int) for s in shape):
        raise IRError(f"'{name}' expects a shape such as [2, 3] as its first argument")
    if name == "full":
        if len(args) < 2 and "value" not in kwargs:
            raise IRError("'full' expects a shape and a value")
        value = args[1] if len(args) > 1 else kwargs.pop("value")
        extra = args[2:]
    else:
        value, extra = (0 if name == "zeros" else 1), args[1:]
    if extra:
        raise IRError(f"'{name}' takes a shape{', a value' if name == 'full' else ''} and dtype=")
    dtype = kwargs.pop("dtype", None)
    if kwargs:
        raise IRError(f"'{name}' has no attribute '{next(iter(kwargs))}' (attributes: dtype)")
    if dtype is None:
        dtype = DType.bool if isinstance(value, bool) else \
            (DType.i64 if name == "full" and isinstance(value, int) else DType.f32)
    if isinstance(dtype, str):
        if dtype not in DType._value2member_map_:
            raise IRError(f"'{name}' unknown dtype '{dtype}'")
        dtype = DType(dtype)
    if not is_number(value):
        raise IRError(f"'{name}' value must be a number, got {value!r}")
    return b.constant(_plain(value), shape, dtype, hint=hint)


def _promote(b: Builder, cls, operands: list) -> list:
    """`operands` cast to their promoted dtype (see the module docstring)."""
    if not cls.elementwise or cls is T.CastOp:
        return operands
    first = 1 if cls is T.WhereOp else 0          # where's condition stays bool
    tensors = [x for x in operands[first:] if isinstance(x, Value)]
    if not tensors:
        return operands
    numbers = [x for x in operands[first:] if not isinstance(x, Value)]
    dtype = promoted_dtype([v.type for v in tensors], numbers)
    if getattr(cls, "float_only", False) and not dtype.is_float:
        dtype = DType.f32
    out = list(operands[:first])
    for x in operands[first:]:
        if isinstance(x, Value):
            out.append(x if x.type.dtype == dtype else
                       b.op(T.CastOp, x, dtype=dtype, hint=x.name_hint))
        else:
            out.append(float(x) if dtype.is_float else int(x) if dtype.is_int else x)
    return out


def _integer_pow(b: Builder, operands: list, hint: str | None) -> Value | None:
    """`base ** exponent` of integers (or bools) in their promoted integer dtype, as PyTorch
    keeps it: computed in float64, exactly below 2^53, rounded and cast back (a negative
    exponent in a tensor gives PyTorch's integer results: 1, -1 or 0, and 0 for a zero base);
    None where the promoted dtype is a float (the plain `pow`)."""
    tensors = [x for x in operands if isinstance(x, Value)]
    numbers = [x for x in operands if not isinstance(x, Value)]
    if not tensors:
        return None
    dtype = promoted_dtype([v.type for v in tensors], numbers)
    if dtype.is_float:
        return None
    exponent = operands[1]
    if not isinstance(exponent, Value) and exponent < 0:
        raise IRError("'pow': Integers to negative integer powers are not allowed.")
    wide = [b.op(T.CastOp, x, dtype=DType.f64) if isinstance(x, Value) else float(x)
            for x in operands]
    wide = _broadcast_operands(b, T.PowOp, wide)
    power = b.op(T.RoundOp, b.op(T.PowOp, *wide))
    if isinstance(exponent, Value):     # 0 ** -k is 0, as PyTorch's integer pow (not inf)
        finite = apply_op(b, "lt", [b.op(T.AbsOp, power), 2.0 ** 63], {})
        power = apply_op(b, "where", [finite, power, 0.0], {})
    return b.op(T.CastOp, power, dtype=dtype, hint=hint)


# --------------------------------------------------------------------------- compositions

class _Emit:
    """What a composition builds with: ops by name, promoted like the call that uses it."""

    def __init__(self, b: Builder, promote: bool):
        self.b, self.promote = b, promote

    def __call__(self, name: str, *args, **kwargs) -> Value:
        return apply_class(self.b, OP_FUNCTIONS[name], list(args), kwargs, promote=self.promote)

    def composite(self, name: str, *args, **kwargs):
        """The composition `name` (`COMPOSITES`) on `args`, for compositions built of others."""
        return COMPOSITES[name](self, *args, **kwargs)

    def tensor(self, x, what: str) -> Value:
        if isinstance(x, Value):
            return x
        if is_number(x):
            return _as_value(self.b, x, None, T.AddOp)
        raise IRError(f"'{what}' expects a tensor, got {x!r}")


def _bound(what: str, value):
    if value is None or is_number(value):
        return value
    if isinstance(value, Value):
        return value
    raise IRError(f"'{what}' bounds must be tensors, numbers or None, got {value!r}")


def clamp(op: _Emit, x, min=None, max=None) -> Value:
    """`x` limited to [`min`, `max`] (tensors or numbers; either may be None), as
    `torch.clamp`: where min > max the result is max. The gradient goes to `x` where
    min <= x <= max, to `min` where x < min < max, to `max` where x > max or max < min, and
    nowhere for a NaN `x` or x < min == max (PyTorch's `clamp_backward_min_max`)."""
    x = op.tensor(x, "clamp")
    lo, hi = _bound("clamp", min), _bound("clamp", max)
    if lo is None and hi is None:
        raise IRError("'clamp' needs at least one of min= and max=")
    inside = None
    for test in ([op("ge", x, lo)] if lo is not None else []) + \
            ([op("le", x, hi)] if hi is not None else []):
        inside = test if inside is None else op("where", inside, test, False)
    y = op("where", inside, x, op("stop_gradient", x))       # a NaN x keeps no gradient
    if lo is not None:
        low = lo
        if hi is not None and isinstance(lo, Value):          # min == max: no gradient
            low = op("where", op("lt", lo, hi), lo, op("stop_gradient", lo))
        y = op("where", op("lt", x, lo), low, y)
    if hi is not None:
        above = op("gt", x, hi)
        if lo is not None:
            if isinstance(lo, Value) or isinstance(hi, Value):
                above = op("where", above, True, op("lt", hi, lo))
            elif hi < lo:                              # every element but NaN is max
                above = op("eq", x, x)
        y = op("where", above, hi, y)
    return y


def softplus(op: _Emit, x, beta=1.0, threshold=20.0) -> Value:
    """log(1 + exp(beta x)) / beta, computed without overflow, and `x` itself where
    beta x > threshold, as `torch.nn.functional.softplus`."""
    x = op.tensor(x, "softplus")
    z = op("mul", x, beta) if beta != 1 else x
    soft = op("add", op("maximum", z, 0.0),
              op("log", op("add", op("exp", op("neg", op("abs", z))), 1.0)))
    if beta != 1:
        soft = op("div", soft, beta)
    return op("where", op("gt", z, threshold), x, soft)


def silu(op: _Emit, x) -> Value:
    """x * sigmoid(x), as `torch.nn.functional.silu`."""
    x = op.tensor(x, "silu")
    return op("mul", x, op("sigmoid", x))


def leaky_relu(op: _Emit, x, negative_slope=0.01) -> Value:
    """x where x > 0, else `negative_slope` * x, as `torch.nn.functional.leaky_relu`."""
    x = op.tensor(x, "leaky_relu")
    return op("where", op("gt", x, 0.0), x, op("mul", x, negative_slope))


def _truth(op: _Emit, x: Value) -> Value:
    """`x` as bools: itself, or where it is nonzero."""
    return x if x.type.dtype == DType.bool else op("ne", x, 0)


def logical_not(op: _Emit, x) -> Value:
    """True where `x` is false (zero), as `torch.logical_not` (`~` on a bool tensor)."""
    x = op.tensor(x, "logical_not")
    return op("eq", x, False if x.type.dtype == DType.bool else 0)


def logical_xor(op: _Emit, x, y) -> Value:
    """True where exactly one of `x` and `y` is true (nonzero), as `torch.logical_xor` (`^` on
    bool tensors)."""
    x, y = op.tensor(x, "logical_xor"), op.tensor(y, "logical_xor")
    return op("ne", _truth(op, x), _truth(op, y))


def logical_and(op: _Emit, x, y) -> Value:
    """True where both `x` and `y` are true (nonzero), as `torch.logical_and` (`&` on bool
    tensors)."""
    x, y = op.tensor(x, "logical_and"), op.tensor(y, "logical_and")
    return op("where", _truth(op, x), _truth(op, y), False)


def logical_or(op: _Emit, x, y) -> Value:
    """True where `x` or `y` is true (nonzero), as `torch.logical_or` (`|` on bool tensors)."""
    x, y = op.tensor(x, "logical_or"), op.tensor(y, "logical_or")
    return op("where", _truth(op, x), True, _truth(op, y))


def _indices(op: _Emit, index, what: str) -> Value:
    index = op.tensor(index, what)
    if not index.type.dtype.is_int:
        raise IRError(f"'{what}' index must be an integer tensor, got {index.type}")
    return index


def gather(op: _Emit, input, dim, index) -> Value:
    """`input` at `index` along `dim`: out[p] = input[p with p[dim] = index[p]], as
    `torch.gather` (index of input's rank, no larger than it in the other dims); every index
    is checked at run time."""
    return op("take_along", op.tensor(input, "gather"), _indices(op, index, "gather"),
              axis=dim)


def take_along_dim(op: _Emit, input, indices, dim=None) -> Value:
    """`torch.take_along_dim`: `gather` along `dim` after broadcasting input and indices in
    every other dim; with `dim=None`, along the flattened input."""
    x, index = op.tensor(input, "take_along_dim"), _indices(op, indices, "take_along_dim")
    if dim is None:
        flat = op("reshape", x, [x.type.numel])
        return op("take_along", flat, op("reshape", index, [index.type.numel]), axis=0)
    if x.type.rank != index.type.rank:
        raise IRError(f"'take_along_dim' input and indices must have the same rank, got"
                      f" {x.type} and {index.type}")
    dim = _axis_of("take_along_dim", dim, x.type.rank)
    try:
        common = list(np.broadcast_shapes(
            *(tuple(1 if d == dim else n for d, n in enumerate(t.shape))
              for t in (x.type, index.type))))
    except ValueError:
        raise IRError(f"'take_along_dim' cannot broadcast {x.type} and {index.type} outside"
                      f" dim {dim}") from None
    x = op.b.broadcast_to(x, common[:dim] + [x.type.shape[dim]] + common[dim + 1:])
    index = op.b.broadcast_to(index, common[:dim] + [index.type.shape[dim]] + common[dim + 1:])
    return op("take_along", x, index, axis=dim)


def index_select(op: _Emit, input, dim, index) -> Value:
    """The entries of `input` along `dim` at the 1-D integer `index`, as `torch.index_select`
    (index's repeats repeat them)."""
    x, index = op.tensor(input, "index_select"), _indices(op, index, "index_select")
    if index.type.rank > 1:
        raise IRError(f"'index_select' index must be 1-D, got {index.type}")
    dim = _axis_of("index_select", dim, x.type.rank)
    shape = list(x.type.shape)
    shape[dim] = index.type.numel
    flat = op("reshape", index, [index.type.numel]) if index.type.rank == 0 else index
    return op("take_along", x, op.b.broadcast_to(flat, shape, [dim]), axis=dim)


def scatter_add(op: _Emit, input, dim, index, src) -> Value:
    """`input` with `src[p]` added at p with p[dim] = index[p], duplicates accumulating, as
    `torch.scatter_add` (src at least index's size; index no larger than input outside
    `dim`); every index is checked at run time."""
    x, index = op.tensor(input, "scatter_add"), _indices(op, index, "scatter_add")
    src = op.tensor(src, "scatter_add")
    rank = x.type.rank
    if not (index.type.rank == src.type.rank == rank) or rank == 0:
        raise IRError(f"'scatter_add' input, index and src must have one rank (at least 1),"
                      f" got {x.type}, {index.type} and {src.type}")
    dim = _axis_of("scatter_add", dim, rank)
    for d, (n, m, s) in enumerate(zip(x.type.shape, index.type.shape, src.type.shape)):
        if m > s or (d != dim and m > n):
            raise IRError(f"'scatter_add' index {index.type} must be no larger than src"
                          f" {src.type}, nor than input {x.type} outside dim {dim}")
    for d, (m, s) in enumerate(zip(index.type.shape, src.type.shape)):
        if m != s:
            src = op("slice", src, d, 0, m, 1)
    if src.type.dtype != x.type.dtype:
        src = op("cast", src, x.type.dtype)
    shape = [n if d == dim else m for d, (n, m) in enumerate(zip(x.type.shape,
                                                                index.type.shape))]
    added = op.b.op(T.ScatterAddOp, index, src, axis=dim, shape=shape)
    for d, (n, m) in enumerate(zip(x.type.shape, shape)):
        if n != m:                                  # zeros where index does not reach
            rest = list(added.type.shape)
            rest[d] = n - m
            added = op("concat", [added, op.b.constant(0, rest, x.type.dtype)], d)
    return op("add", x, added)




#: functions built from existing ops: name -> builder(op, *args, **kwargs).
COMPOSITES = {"gather": gather, "take_along_dim": take_along_dim,
              "index_select": index_select, "scatter_add": scatter_add,
              "clamp": clamp, "clip": clamp, "softplus": softplus, "silu": silu,
              "leaky_relu": leaky_relu, "logical_not": logical_not,
              "logical_xor": logical_xor, "logical_and": logical_and,
              "logical_or": logical_or, **CONV_COMPOSITES}

from .torch_fns import TORCH_FUNCTIONS  # noqa: E402  (they compose with the helpers above)

COMPOSITES.update(TORCH_FUNCTIONS)
from .torch_layout import LAYOUT_FUNCTIONS  # noqa: E402
from .torch_math import MATH_FUNCTIONS  # noqa: E402
from .torch_rounding import ROUNDING_FUNCTIONS  # noqa: E402
from .torch_trig import TRIG_FUNCTIONS  # noqa: E402
from .einsum import einsum  # noqa: E402
from .sort_ops import SORT_FUNCTIONS  # noqa: E402

COMPOSITES.update(LAYOUT_FUNCTIONS, **MATH_FUNCTIONS, **ROUNDING_FUNCTIONS, **TRIG_FUNCTIONS,
                  **SORT_FUNCTIONS, einsum=einsum)
