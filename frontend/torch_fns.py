"""PyTorch's tensor functions as compositions of existing ops (`ops.COMPOSITES` holds them).

Ranges (`arange`, `linspace`), masks (`tril`, `triu`, `masked_fill`), shape functions
(`permute`, `cat`, `stack`, `split`, `chunk`, `flatten`), statistics (`var`, `std` with
`correction` or `unbiased`) and the stable `log_sigmoid`: each is built from `tensor` ops
(`iota`, `where`, `slice`, `concat`, `reshape`, `sum`, ...), so it needs no IR op, VJP or
lowering of its own, and is differentiable wherever its ops are. Names, argument names,
defaults, dtypes and numerics are PyTorch's; bad arguments are `IRError`s naming the function.
Each takes `op`, the emitter of `ops` (`op("add", x, y)` builds an op, promoted as the call).
"""
from __future__ import annotations

import math

from ..ir.core import IRError, Value
from ..ir.tensor import IotaOp
from ..ir.types import DType
from .arguments import axis_of as _axis_of, is_number, plain as _plain, promoted_dtype


def _int(what: str, name: str, value) -> int:
    value = _plain(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise IRError(f"'{what}' {name} must be an integer, got {value!r}")
    return value


def _dtype(what: str, dtype) -> DType | None:
    if dtype is None or isinstance(dtype, DType):
        return dtype
    from ..ir.core import Attr
    return Attr("dtype", "dtype").check(what, dtype)


# --------------------------------------------------------------------------- ranges

def arange(op, start, end=None, step=1, dtype=None) -> Value:
    """The numbers start, start + step, ... up to `end` (excluded), as `torch.arange`
    (`arange(n)` counts from 0); i64 when every bound is an integer, else f32, unless
    `dtype=`. Each element is start + i * step computed in f64, then rounded to the dtype."""
    if end is None:
        start, end = 0, start
    bounds = [_plain(v) for v in (start, end, step)]
    if not all(is_number(v) and not isinstance(v, bool) for v in bounds):
        raise IRError(f"'arange' start, end and step must be numbers, got {bounds}")
    start, end, step = bounds
    if step == 0:
        raise IRError("'arange' step must be nonzero")
    if (end - start) * step < 0:
        raise IRError(f"'arange' upper bound and larger bound inconsistent with step sign:"
                      f" start {start}, end {end}, step {step}")
    integral = all(isinstance(v, int) for v in bounds)
    dtype = _dtype("arange", dtype) or (DType.i64 if integral else DType.f32)
    n = max(0, math.ceil((end - start) / step))
    index = op.b.op(IotaOp, axis=0, shape=[n], dtype=DType.i64)
    if integral and dtype.is_int:
        return op("cast", op("add", op("mul", index, step), start), dtype)
    wide = op("cast", index, DType.f64)
    return op("cast", op("add", op("mul", wide, float(step)), float(start)), dtype)


def linspace(op, start, end, steps, dtype=None) -> Value:
    """`steps` numbers evenly spaced from `start` to `end` (both included), as
    `torch.linspace`: f32 unless `dtype=`; the first half counts up from start, the second
    down from end, in the dtype's own precision, as PyTorch's kernel defines it (its
    vectorised loop may round an element near the middle the other way: one ulp)."""
    steps = _int("linspace", "steps", steps)
    if steps < 0:
        raise IRError(f"'linspace' number of steps must be non-negative, got {steps}")
    start, end = _plain(start), _plain(end)
    if not (is_number(start) and is_number(end)):
        raise IRError(f"'linspace' start and end must be numbers, got {start!r}, {end!r}")
    dtype = _dtype("linspace", dtype) or DType.f32
    work = dtype if dtype.is_float else DType.f64
    if steps <= 1:
        return op.b.constant(float(start) if dtype.is_float else int(start), [steps], dtype)
    index = op("cast", op.b.op(IotaOp, axis=0, shape=[steps], dtype=DType.i64), work)
    first = op.b.constant(float(start), [steps], work)
    last = op.b.constant(float(end), [steps], work)
    step = op("div", op("sub", last, first), float(steps - 1))
    up = op("add", first, op("mul", step, index))
    down = op("sub", last, op("mul", step, op("sub", float(steps - 1), index)))
    out = op("where", op("lt", index, float(steps // 2)), up, down)
    return out if work == dtype else op("cast", out, dtype)


# --------------------------------------------------------------------------- masks

def _triangle(op, what: str, x, diagonal, lower: bool) -> Value:
    x = op.tensor(x, what)
    diagonal = _int(what, "diagonal", diagonal)
    if x.type.rank < 2:
        raise IRError(f"'{what}' needs a tensor of rank >= 2, got {x.type}")
    rows, cols = x.type.shape[-2:]
    row = op.b.op(IotaOp, axis=0, shape=[rows, cols], dtype=DType.i64)
    col = op.b.op(IotaOp, axis=1, shape=[rows, cols], dtype=DType.i64)
    offset = op("sub", col, row)
    keep = op("le" if lower else "ge", offset, diagonal)
    keep = op.b.broadcast_to(keep, x.type.shape)
    zero = False if x.type.dtype == DType.bool else 0
    return op("where", keep, x, zero)


def tril(op, input, diagonal=0) -> Value:
    """The lower triangle of the last two dims (j - i <= `diagonal`), zeros elsewhere, as
    `torch.tril`."""
    return _triangle(op, "tril", input, diagonal, True)


def triu(op, input, diagonal=0) -> Value:
    """The upper triangle of the last two dims (j - i >= `diagonal`), zeros elsewhere, as
    `torch.triu`."""
    return _triangle(op, "triu", input, diagonal, False)


def masked_fill(op, input, mask, value) -> Value:
    """`input` with `value` (a number or a 0-d tensor) where the bool `mask` (broadcast to
    input's shape) is true, as `torch.Tensor.masked_fill`; the result keeps input's dtype,
    and a tensor `value` gets the gradient of the places it fills."""
    x, mask = op.tensor(input, "masked_fill"), op.tensor(mask, "masked_fill")
    if mask.type.dtype != DType.bool:
        raise IRError(f"'masked_fill' mask must be a bool tensor, got {mask.type}")
    try:
        mask = op.b.broadcast_to(mask, x.type.shape)
    except IRError:
        raise IRError(f"'masked_fill' mask {mask.type} does not broadcast to the input's"
                      f" shape {list(x.type.shape)}") from None
    dtype = x.type.dtype
    if isinstance(value, Value):
        if value.type.rank:
            raise IRError(f"'masked_fill' only takes a 0-d tensor value, got {value.type}")
        if value.type.dtype != dtype:
            value = op("cast", value, dtype)
        value = op.b.broadcast_to(value, x.type.shape)
    elif is_number(value):
        value = _plain(value)
        if dtype.is_float:
            value = float(value)
        elif dtype.is_int:
            if isinstance(value, float) and not value.is_integer():
                raise IRError(f"'masked_fill' cannot fill an {dtype} tensor with {value}")
            value = int(value)
        else:
            value = bool(value)
    else:
        raise IRError(f"'masked_fill' value must be a number or a 0-d tensor, got {value!r}")
    return op("where", mask, value, x)


# --------------------------------------------------------------------------- shapes

def permute(op, input, dims) -> Value:
    """The dims of `input` reordered: result dim i is input dim `dims[i]`, as
    `torch.permute`."""
    x = op.tensor(input, "permute")
    dims = [_int("permute", "dims", d) for d in (dims if isinstance(dims, (list, tuple))
                                                 else [dims])]
    rank = x.type.rank
    if len(dims) != rank or sorted(_axis_of("permute", d, rank) for d in dims) != \
            list(range(rank)):
        raise IRError(f"'permute' dims {dims} are not a permutation of the {rank} dims of"
                      f" {x.type}")
    return op("transpose", x, [d % rank for d in dims]) if rank else x


def _tensors(op, what: str, tensors) -> list[Value]:
    if isinstance(tensors, Value) or not isinstance(tensors, (list, tuple)) or not tensors:
        raise IRError(f"'{what}' expects a non-empty list or tuple of tensors")
    xs = [op.tensor(t, what) for t in tensors]
    dtype = promoted_dtype([x.type for x in xs], []) if op.promote else xs[0].type.dtype
    return [x if x.type.dtype == dtype else op("cast", x, dtype) for x in xs]


def cat(op, tensors, dim=0) -> Value:
    """`tensors` joined along `dim`, as `torch.cat` (their dtypes promoted to one)."""
    xs = _tensors(op, "cat", tensors)
    rank = xs[0].type.rank
    if rank == 0:
        raise IRError("'cat' cannot join 0-d tensors; use stack")
    dim = _axis_of("cat", _int("cat", "dim", dim), rank)
    for x in xs[1:]:
        if x.type.rank != rank or any(a != c for d, (a, c) in
                                      enumerate(zip(x.type.shape, xs[0].type.shape))
                                      if d != dim):
            raise IRError(f"'cat' sizes of tensors must match except in dim {dim}: got"
                          f" {xs[0].type} and {x.type}")
    return xs[0] if len(xs) == 1 else op("concat", xs, dim)


def stack(op, tensors, dim=0) -> Value:
    """`tensors`, all of one shape, joined along a new dim `dim`, as `torch.stack`."""
    xs = _tensors(op, "stack", tensors)
    shape = xs[0].type.shape
    for x in xs[1:]:
        if x.type.shape != shape:
            raise IRError(f"'stack' expects tensors of one shape, got {xs[0].type} and"
                          f" {x.type}")
    dim = _axis_of("stack", _int("stack", "dim", dim), len(shape) + 1)
    new = [*shape[:dim], 1, *shape[dim:]]
    xs = [op("reshape", x, new) for x in xs]
    return xs[0] if len(xs) == 1 else op("concat", xs, dim)


def split(op, tensor, split_size_or_sections, dim=0) -> list[Value]:
    """`tensor` cut along `dim` into pieces of `split_size_or_sections` elements (the last
    one smaller) or of the sizes in a list (which must add up to the dim's size), as
    `torch.split`."""
    x = op.tensor(tensor, "split")
    if x.type.rank == 0:
        raise IRError("'split' cannot split a 0-d tensor")
    dim = _axis_of("split", _int("split", "dim", dim), x.type.rank)
    size = x.type.shape[dim]
    sections = split_size_or_sections
    if isinstance(sections, (list, tuple)):
        sizes = [_int("split", "section size", s) for s in sections]
        if any(s < 0 for s in sizes) or sum(sizes) != size:
            raise IRError(f"'split' sizes {sizes} must be non-negative and add up to"
                          f" {size}, the size of dim {dim} of {x.type}")
    else:
        step = _int("split", "split_size", sections)
        if step <= 0 and size or step < 0:
            raise IRError(f"'split' split_size must be positive, got {step}")
        sizes = [min(step, size - at) for at in range(0, size, step)] if size else [0]
    pieces, at = [], 0
    for s in sizes:
        pieces.append(op("slice", x, dim, at, at + s, 1) if s != size else x)
        at += s
    return pieces


def chunk(op, input, chunks, dim=0) -> list[Value]:
    """`input` cut along `dim` into `chunks` pieces of ceil(size / chunks) elements (fewer
    pieces where they run out), as `torch.chunk`."""
    x = op.tensor(input, "chunk")
    chunks = _int("chunk", "chunks", chunks)
    if chunks <= 0:
        raise IRError(f"'chunk' expects a positive number of chunks, got {chunks}")
    if x.type.rank == 0:
        raise IRError("'chunk' cannot split a 0-d tensor")
    size = x.type.shape[_axis_of("chunk", _int("chunk", "dim", dim), x.type.rank)]
    return split(op, x, max(1, -(-size // chunks)), dim)


def flatten(op, input, start_dim=0, end_dim=-1) -> Value:
    """Dims `start_dim` to `end_dim` (both included) merged into one, as `torch.flatten`
    (a 0-d tensor becomes 1-D)."""
    x = op.tensor(input, "flatten")
    rank = x.type.rank
    if rank == 0:
        return op("reshape", x, [1])
    start = _axis_of("flatten", _int("flatten", "start_dim", start_dim), rank)
    end = _axis_of("flatten", _int("flatten", "end_dim", end_dim), rank)
    if start > end:
        raise IRError(f"'flatten' start_dim {start_dim} cannot come after end_dim {end_dim}")
    shape = list(x.type.shape)
    merged = math.prod(shape[start:end + 1])
    new = shape[:start] + [merged] + shape[end + 1:]
    return x if new == shape else op("reshape", x, new)


def repeat(op, input, sizes) -> Value:
    """`input` tiled `sizes[i]` times along dim i, as `torch.Tensor.repeat` (`sizes` may have
    more dims than `input`: it is read as having leading dims of size 1)."""
    x = op.tensor(input, "repeat")
    sizes = [_int("repeat", "sizes", s) for s in (sizes if isinstance(sizes, (list, tuple))
                                                   else [sizes])]
    if len(sizes) < x.type.rank or any(s < 0 for s in sizes):
        raise IRError(f"'repeat' takes a non-negative count for each of the {x.type.rank}"
                      f" dims of {x.type} (or more), got {sizes}")
    shape = [1] * (len(sizes) - x.type.rank) + list(x.type.shape)
    # [1, s0, 1, s1, ...] broadcast to [r0, s0, r1, s1, ...]: repeat r_i of dim i, outermost
    spread = [d for s in shape for d in (1, s)]
    tiled = [d for r, s in zip(sizes, shape) for d in (r, s)]
    out = op.b.broadcast_to(op("reshape", x, spread), tiled)
    return op("reshape", out, [r * s for r, s in zip(sizes, shape)])


# --------------------------------------------------------------------------- statistics

def _dims(what: str, dim, rank: int) -> list[int]:
    if dim is None:
        return list(range(rank))
    dims = list(dim) if isinstance(dim, (list, tuple)) else [dim]
    dims = [_axis_of(what, _int(what, "dim", d), rank) for d in dims]
    if len(set(dims)) != len(dims):
        raise IRError(f"'{what}' dim {list(dim)} repeats a dim")
    return dims


def var(op, input, dim=None, unbiased=None, keepdim=False, correction=None) -> Value:
    """The variance over `dim` (all dims by default): the sum of squared deviations from
    the mean divided by N - `correction` (1 unless `correction=` or `unbiased=False`), as
    `torch.var`; where N - correction <= 0 it is inf or nan, as PyTorch's."""
    return _variance("var", op, input, dim, unbiased, keepdim, correction)


def std(op, input, dim=None, unbiased=None, keepdim=False, correction=None) -> Value:
    """The square root of `var` with the same arguments, as `torch.std`."""
    return op("sqrt", _variance("std", op, input, dim, unbiased, keepdim, correction))


def _variance(what, op, input, dim, unbiased, keepdim, correction) -> Value:
    x = op.tensor(input, what)
    if not x.type.dtype.is_float:
        raise IRError(f"'{what}' expects a floating-point tensor, got {x.type}")
    if isinstance(dim, bool):                       # var(x, False): unbiased by position
        dim, unbiased = None, dim if unbiased is None else unbiased
    if unbiased is not None and correction is not None:
        raise IRError(f"'{what}' takes unbiased= or correction=, not both")
    if unbiased is not None and not isinstance(_plain(unbiased), bool):
        raise IRError(f"'{what}' unbiased must be True or False, got {unbiased!r}")
    c = float(_plain(correction)) if correction is not None else \
        (0.0 if unbiased is False else 1.0)
    dims = _dims(what, dim, x.type.rank)
    n = math.prod(x.type.shape[d] for d in dims)
    mean = op("div", op("sum", x, dims, True), float(n))
    deviation = op("sub", x, op.b.broadcast_to(mean, x.type.shape))
    squares = op("sum", op("mul", deviation, deviation), dims, bool(_plain(keepdim)))
    return op("div", squares, max(0.0, n - c))


def norm(op, input, p="fro", dim=None, keepdim=False) -> Value:
    """The vector `p`-norm over `dim` (all dims by default), as `torch.norm` / `Tensor.norm`:
    `p` is "fro" or 2 (the square root of the sum of squares), 1, `inf`, `-inf` or any
    positive number. Its gradient is PyTorch's: 0 where the norm is 0 (not 0/0), and split
    among the largest magnitudes for `inf`."""
    x = op.tensor(input, "norm")
    if not x.type.dtype.is_float:
        raise IRError(f"'norm' expects a floating-point tensor, got {x.type}")
    p = _plain(p)
    if p == "fro":
        p = 2.0
    if isinstance(p, bool) or not isinstance(p, (int, float)) or \
            not (p > 0 or p == -math.inf):
        raise IRError(f"'norm' p must be 'fro', a positive number, inf or -inf, got {p!r}")
    dims, keep = _dims("norm", dim, x.type.rank), bool(_plain(keepdim))
    magnitude = op("abs", x)
    if p == math.inf:
        return op("max", magnitude, dims, keep)
    if p == -math.inf:
        return op("neg", op("max", op("neg", magnitude), dims, keep))
    if p == 1:
        return op("sum", magnitude, dims, keep)
    powered = op("mul", x, x) if p == 2 else op("pow", magnitude, float(p))
    total = op("sum", powered, dims, keep)
    zero = op("eq", total, 0.0)
    # the root of 1 where the total is 0, so its gradient there is finite and masked away
    safe = op("where", zero, 1.0, total)
    root = op("sqrt", safe) if p == 2 else op("pow", safe, 1.0 / p)
    return op("where", zero, 0.0, root)


def log_sigmoid(op, input) -> Value:
    """log(sigmoid(x)) = min(x, 0) - log1p(exp(-|x|)), finite for every finite x, with
    PyTorch's gradient sigmoid(-x) (1/2 at 0), as `torch.nn.functional.logsigmoid`."""
    x = op.tensor(input, "log_sigmoid")
    if not x.type.dtype.is_float:
        raise IRError(f"'log_sigmoid' expects a floating-point tensor, got {x.type}")
    negative = op("lt", x, 0.0)
    # -|x| with slope -1 at 0 (abs's is 0 there), which gives sigmoid(0) = 1/2
    minus_abs = op("where", negative, x, op("neg", x))
    return op("sub", op("where", negative, x, 0.0), op("log1p", op("exp", minus_abs)))


#: the compositions of this module, by PyTorch's name (merged into `ops.COMPOSITES`).
TORCH_FUNCTIONS = {
    "arange": arange, "linspace": linspace, "tril": tril, "triu": triu,
    "masked_fill": masked_fill, "permute": permute, "cat": cat, "stack": stack,
    "split": split, "chunk": chunk, "flatten": flatten, "var": var, "std": std,
    "log_sigmoid": log_sigmoid, "norm": norm, "repeat": repeat,
}
#: those returning several tensors (a tuple, as PyTorch's)
SEVERAL = ("split", "chunk")
