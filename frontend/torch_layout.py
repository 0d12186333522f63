"""More of PyTorch's tensor functions as compositions of existing ops, merged into
`ops.COMPOSITES` beside `frontend.torch_fns`: rearrangements (`flip`, `roll`, `movedim`,
`narrow`, `unflatten`, `unbind`, `tile`, `repeat_interleave`), reductions by PyTorch's names
(`amax`, `amin`, `all`, `any`), `eye`, and small elementwise ones (`square`,
`reciprocal`, `lerp`, `addcmul`, `addcdiv`, `outer`, `isclose`), and `scatter`.

Each is built from `tensor` ops (`slice`, `concat`, `reshape`, `broadcast`, `transpose`,
`take_along`, `where`, the reductions), so it needs no IR op, VJP or lowering of its own and
is differentiable wherever PyTorch's is. Names, argument names and defaults are PyTorch's; bad
arguments are `IRError`s naming the function.
"""
from __future__ import annotations

import math

from ..ir.core import IRError, Value
from ..ir.tensor import IotaOp
from ..ir.types import DType
from .arguments import axis_of as _axis_of, is_number, plain as _plain
from .torch_fns import _dims, _dtype, _int, permute, repeat


def _ints(what: str, name: str, values) -> list[int]:
    values = _plain(values)
    values = values if isinstance(values, list) else [values]
    return [_int(what, name, v) for v in values]


# --------------------------------------------------------------------------- rearrangements

def flip(op, input, dims) -> Value:
    """`input` with the order of its entries reversed along each of `dims`, as
    `torch.flip`."""
    x = op.tensor(input, "flip")
    dims = _dims("flip", _ints("flip", "dims", dims), x.type.rank) if x.type.rank else []
    for d in dims:
        n = x.type.shape[d]
        if n > 1:                  # entry i along d reads entry n - 1 - i
            index = op.b.op(IotaOp, axis=d, shape=list(x.type.shape), dtype=DType.i64)
            x = op("take_along", x, op("sub", n - 1, index), axis=d)
    return x


def roll(op, input, shifts, dims=None) -> Value:
    """`input` shifted by `shifts` along `dims`, the entries that fall off one end coming
    back at the other, as `torch.roll`; without dims, along the flattened tensor (then
    reshaped back)."""
    x = op.tensor(input, "roll")
    shifts = _ints("roll", "shifts", shifts)
    if dims is None:
        if len(shifts) != 1:
            raise IRError(f"'roll' without dims takes one shift, got {shifts}")
        flat = op("reshape", x, [x.type.numel])
        return op("reshape", _roll(op, flat, shifts[0], 0), list(x.type.shape))
    dims = _ints("roll", "dims", dims)
    if len(dims) != len(shifts):
        raise IRError(f"'roll' shifts and dims must align, got shifts {shifts} and dims"
                      f" {dims}")
    for shift, d in zip(shifts, dims):
        x = _roll(op, x, shift, _axis_of("roll", d, x.type.rank))
    return x


def _roll(op, x: Value, shift: int, dim: int) -> Value:
    n = x.type.shape[dim]
    shift = shift % n if n else 0
    if not shift:
        return x
    tail = op("slice", x, dim, n - shift, n, 1)
    head = op("slice", x, dim, 0, n - shift, 1)
    return op("concat", [tail, head], dim)


def movedim(op, input, source, destination) -> Value:
    """`input` with the dims `source` moved to the positions `destination` (the others keep
    their order), as `torch.movedim`."""
    x = op.tensor(input, "movedim")
    rank = x.type.rank
    src = [_axis_of("movedim", d, rank) for d in _ints("movedim", "source", source)]
    dst = [_axis_of("movedim", d, rank) for d in _ints("movedim", "destination", destination)]
    if len(src) != len(dst) or len(set(src)) != len(src) or len(set(dst)) != len(dst):
        raise IRError(f"'movedim' source {source} and destination {destination} must be"
                      f" as many distinct dims")
    order = [None] * rank
    for s, d in zip(src, dst):
        order[d] = s
    rest = iter(d for d in range(rank) if d not in src)
    order = [next(rest) if o is None else o for o in order]
    return permute(op, x, order) if order != list(range(rank)) else x


def narrow(op, input, dim, start, length) -> Value:
    """The entries `start` to `start + length` of `input` along `dim`, as `torch.narrow`."""
    x = op.tensor(input, "narrow")
    if x.type.rank == 0:
        raise IRError("'narrow' cannot be applied to a 0-d tensor")
    dim = _axis_of("narrow", _int("narrow", "dim", dim), x.type.rank)
    n = x.type.shape[dim]
    start, length = _int("narrow", "start", start), _int("narrow", "length", length)
    if not -n <= start <= n:
        raise IRError(f"'narrow' start {start} is out of range for dim {dim} of size {n}")
    start = start + n if start < 0 else start
    if length < 0 or start + length > n:
        raise IRError(f"'narrow' start ({start}) + length ({length}) exceeds dimension size"
                      f" ({n})")
    return op("slice", x, dim, start, start + length, 1)


def unflatten(op, input, dim, sizes) -> Value:
    """Dim `dim` of `input` split into dims of `sizes` (one may be -1), as
    `torch.unflatten`."""
    x = op.tensor(input, "unflatten")
    dim = _axis_of("unflatten", _int("unflatten", "dim", dim), x.type.rank)
    sizes = _ints("unflatten", "sizes", sizes)
    n = x.type.shape[dim]
    known = math.prod(s for s in sizes if s != -1)
    if not sizes or sizes.count(-1) > 1 or any(s < -1 for s in sizes) or \
            (-1 not in sizes and known != n) or (-1 in sizes and (not known or n % known)):
        raise IRError(f"'unflatten' sizes {sizes} don't multiply up to the size of dim {dim}"
                      f" ({n}) of {x.type}")
    sizes = [n // known if s == -1 else s for s in sizes]
    shape = list(x.type.shape)
    return op("reshape", x, shape[:dim] + sizes + shape[dim + 1:])


def unbind(op, input, dim=0) -> list[Value]:
    """The slices of `input` along `dim`, that dim removed, as `torch.unbind`."""
    x = op.tensor(input, "unbind")
    if x.type.rank == 0:
        raise IRError("'unbind' cannot be applied to a 0-d tensor")
    dim = _axis_of("unbind", _int("unbind", "dim", dim), x.type.rank)
    shape = [s for d, s in enumerate(x.type.shape) if d != dim]
    return [op("reshape", op("slice", x, dim, i, i + 1, 1), shape)
            for i in range(x.type.shape[dim])]


def tile(op, input, dims) -> Value:
    """`input` repeated `dims[i]` times along dim i, as `torch.tile` (fewer dims than the
    input's are read as leading ones)."""
    x = op.tensor(input, "tile")
    dims = _ints("tile", "dims", dims)
    dims = [1] * (x.type.rank - len(dims)) + dims
    return repeat(op, x, dims)


def repeat_interleave(op, input, repeats, dim=None, output_size=None) -> Value:
    """Each entry of `input` repeated `repeats` times along `dim` (the flattened tensor
    without one), as `torch.repeat_interleave` with an integer count (a tensor of counts
    would give a data-dependent size)."""
    x = op.tensor(input, "repeat_interleave")
    if isinstance(repeats, Value):
        if repeats.type.numel != 1:
            raise IRError("'repeat_interleave' takes an integer count of repeats; a tensor of"
                          " counts gives a data-dependent size, which aotgrad's static shapes"
                          " do not have")
        raise IRError("'repeat_interleave' takes the count of repeats as a Python integer")
    repeats = _int("repeat_interleave", "repeats", repeats)
    if repeats < 0:
        raise IRError(f"'repeat_interleave' repeats must be non-negative, got {repeats}")
    if dim is None:
        x, dim = op("reshape", x, [x.type.numel]), 0
    dim = _axis_of("repeat_interleave", _int("repeat_interleave", "dim", dim), x.type.rank)
    shape = list(x.type.shape)
    if output_size is not None and _plain(output_size) != shape[dim] * repeats:
        raise IRError(f"'repeat_interleave' output_size {output_size} is not"
                      f" {shape[dim] * repeats}")
    spread = op("reshape", x, shape[:dim + 1] + [1] + shape[dim + 1:])
    tiled = op.b.broadcast_to(spread, shape[:dim + 1] + [repeats] + shape[dim + 1:])
    return op("reshape", tiled, shape[:dim] + [shape[dim] * repeats] + shape[dim + 1:])


def eye(op, n, m=None, dtype=None) -> Value:
    """The `n` x `m` (square by default) identity matrix, as `torch.eye`: f32 unless
    `dtype=`."""
    n = _int("eye", "n", n)
    m = n if m is None else _int("eye", "m", m)
    if n < 0 or m < 0:
        raise IRError(f"'eye' sizes must be non-negative, got {n} and {m}")
    dtype = _dtype("eye", dtype) or DType.f32
    row = op.b.op(IotaOp, axis=0, shape=[n, m], dtype=DType.i64)
    col = op.b.op(IotaOp, axis=1, shape=[n, m], dtype=DType.i64)
    return op("cast", op("eq", row, col), dtype)


# --------------------------------------------------------------------------- reductions

def _reduce(what: str, name: str, op, input, dim, keepdim) -> Value:
    x = op.tensor(input, what)
    dims = list(range(x.type.rank)) if dim is None or _plain(dim) == [] else \
        _dims(what, dim, x.type.rank)
    return op(name, x, dims, bool(_plain(keepdim)))


def amax(op, input, dim=(), keepdim=False) -> Value:
    """The maximum over `dim` (all dims by default), as `torch.amax`: its gradient is split
    evenly among equal maxima."""
    return _reduce("amax", "max", op, input, _all_if_empty(dim), keepdim)


def amin(op, input, dim=(), keepdim=False) -> Value:
    """The minimum over `dim` (all dims by default), as `torch.amin`."""
    return _reduce("amin", "min", op, input, _all_if_empty(dim), keepdim)


def _all_if_empty(dim):
    """None (every dim) for PyTorch's `dim=()` default, else `dim` itself: dim 0 included."""
    return None if isinstance(dim, (tuple, list)) and not dim else dim


def _truth(op, what: str, input) -> Value:
    x = op.tensor(input, what)
    return x if x.type.dtype == DType.bool else op("ne", x, 0)


def all_(op, input, dim=None, keepdim=False) -> Value:
    """Whether every entry (over `dim`, or all) is true (nonzero), as `torch.all`: bool."""
    t = _truth(op, "all", input)
    false = op("cast", op("eq", t, False), DType.i32)
    return op("eq", _reduce("all", "sum", op, false, dim, keepdim), 0)


def any_(op, input, dim=None, keepdim=False) -> Value:
    """Whether some entry (over `dim`, or any) is true (nonzero), as `torch.any`: bool."""
    t = op("cast", _truth(op, "any", input), DType.i32)
    return op("gt", _reduce("any", "sum", op, t, dim, keepdim), 0)


# --------------------------------------------------------------------------- elementwise

def square(op, input) -> Value:
    """input * input, as `torch.square` (a bool tensor's square is int64, as PyTorch's)."""
    x = op.tensor(input, "square")
    if x.type.dtype == DType.bool:
        x = op("cast", x, dtype="i64")
    return op("mul", x, x)


def reciprocal(op, input) -> Value:
    """1 / input (floating point), as `torch.reciprocal`."""
    return op("div", 1.0, op.tensor(input, "reciprocal"))


def lerp(op, input, end, weight) -> Value:
    """input + weight * (end - input), as `torch.lerp` (`weight` a number or a tensor)."""
    x, end = op.tensor(input, "lerp"), op.tensor(end, "lerp")
    return op("add", x, op("mul", weight, op("sub", end, x)))


def addcmul(op, input, tensor1, tensor2, value=1) -> Value:
    """input + value * tensor1 * tensor2, as `torch.addcmul`."""
    return _addc("addcmul", "mul", op, input, tensor1, tensor2, value)


def addcdiv(op, input, tensor1, tensor2, value=1) -> Value:
    """input + value * tensor1 / tensor2, as `torch.addcdiv`."""
    return _addc("addcdiv", "div", op, input, tensor1, tensor2, value)


def _addc(what, name, op, input, tensor1, tensor2, value) -> Value:
    if not is_number(value):
        raise IRError(f"'{what}' value must be a number, got {value!r}")
    product = op(name, op.tensor(tensor1, what), op.tensor(tensor2, what))
    product = product if _plain(value) == 1 else op("mul", product, _plain(value))
    return op("add", op.tensor(input, what), product)


def scatter(op, input, dim, index, src=None, value=None, reduce=None) -> Value:
    """`input` with `src[p]` (or the number `value`) written at p with p[dim] = index[p], as
    `torch.scatter`: where indices repeat, the written values add up (PyTorch leaves the
    choice among them undefined); the gradient reaches `input` where nothing is written and
    `src` at every index."""
    if reduce is not None:
        raise IRError("'scatter' reduce= is not supported; use scatter_add")
    if (src is None) == (value is None):
        raise IRError("'scatter' takes one of src (a tensor or a number) and value")
    x = op.tensor(input, "scatter")
    src = value if src is None else src
    zeros = op.b.constant(0, list(x.type.shape), x.type.dtype)
    index = op.tensor(index, "scatter")
    ones = op.b.constant(1, list(index.type.shape), x.type.dtype)
    written = op("gt", op.composite("scatter_add", zeros, dim, index, ones), 0)
    if isinstance(src, Value):
        src = op.composite("scatter_add", zeros, dim, index, src)
    elif not is_number(src):
        raise IRError(f"'scatter' src must be a tensor or a number, got {src!r}")
    return op("where", written, src, x)


def isclose(op, input, other, rtol=1e-05, atol=1e-08, equal_nan=False) -> Value:
    """Where |input - other| <= atol + rtol |other| (equal infinities too; NaNs only with
    `equal_nan`), as `torch.isclose`: bool."""
    a, b = op.tensor(input, "isclose"), op.tensor(other, "isclose")
    if a.type.dtype != b.type.dtype:
        raise IRError(f"'isclose' expects two tensors of one dtype, got {a.type} and {b.type}")
    rtol, atol = _plain(rtol), _plain(atol)
    if not (is_number(rtol) and is_number(atol)) or rtol < 0 or atol < 0:
        raise IRError(f"'isclose' rtol and atol must be non-negative numbers, got {rtol!r}"
                      f" and {atol!r}")
    same = op("eq", a, b)
    if not a.type.dtype.is_float:
        return same
    near = op("le", op("abs", op("sub", a, b)),
              op("add", op("mul", op("abs", b), float(rtol)), float(atol)))
    near = op("where", op("eq", op("abs", b), float("inf")), same, near)
    if _plain(equal_nan):
        both_nan = op("where", op("ne", a, a), op("ne", b, b), False)
        near = op("where", both_nan, True, near)
    return op("where", same, True, near)


def outer(op, input, vec2) -> Value:
    """The outer product of two 1-D tensors, [n, m], as `torch.outer`."""
    a, b = op.tensor(input, "outer"), op.tensor(vec2, "outer")
    if a.type.rank != 1 or b.type.rank != 1:
        raise IRError(f"'outer' expects two 1-D tensors, got {a.type} and {b.type}")
    return op("mul", op("reshape", a, [a.type.numel, 1]), op("reshape", b, [1, b.type.numel]))


#: the compositions of this module, by PyTorch's name (merged into `ops.COMPOSITES`).
LAYOUT_FUNCTIONS = {
    "flip": flip, "roll": roll, "movedim": movedim, "moveaxis": movedim, "narrow": narrow,
    "unflatten": unflatten, "unbind": unbind, "tile": tile,
    "repeat_interleave": repeat_interleave, "eye": eye, "amax": amax, "amin": amin,
    "all": all_, "any": any_, "square": square, "reciprocal": reciprocal,
    "lerp": lerp, "addcmul": addcmul, "addcdiv": addcdiv, "outer": outer, "isclose": isclose,
    "scatter": scatter,
}
#: those returning several tensors (a tuple, as PyTorch's)
LAYOUT_SEVERAL = ("unbind",)
