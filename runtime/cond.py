"""`aotgrad.cond(pred, true_fn, false_fn, operands)`: a data-dependent choice between two
functions, as `torch.cond` and `jax.lax.cond`.

Eager (`pred` a concrete bool, or a Tensor or array holding one): only the branch taken runs,
on the operands as they are. Traced (`pred` a traced or captured scalar bool inside
`aotgrad.compile`, `trace` or `grad`): both branches are traced, nested in the running trace,
into the one graph, with no graph break, and the result is `where(pred, true_out, false_out)`
per output. A value of pred does not change the graph, so a compiled function whose pred flips
between calls compiles once.

Neither branch may leak its numbers into the other's: the untaken branch runs too and may make
inf or NaN (`sqrt` or `log` of a negative operand). Values are safe, since `where` selects.
Gradients are made safe by construction: each float value a branch reads (an operand or a
traced value it closes over) reaches the true branch as `where(pred, x, stop_gradient(x))` and
the false branch as `where(pred, stop_gradient(x), x)`. `where`'s gradient is a select, never
a product with 0, so the untaken branch's gradient (even NaN or inf) is selected away before
it reaches `x`, and the taken branch's gradient flows to `x` unchanged.

Both branches must return the same structure (one tensor, or a tuple of as many) with equal
shapes and dtypes; a mismatch is a `ShapeError` or `DTypeError` at the caller's line.
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from ..frontend.pytree import Structure
from ..frontend.tracer import (Trace, TraceError, Traced, active_trace, captured_in,
                               example_types, function_name, innermost_trace, trace_function,
                               traced_in, user_location)
from ..ir import tensor as T
from ..ir.builder import Builder
from ..ir.core import Value
from ..ir.errors import DTypeError, ShapeError
from ..ir.types import DType, TensorType


def cond(pred, true_fn: Callable, false_fn: Callable, operands: Sequence = ()):
    """`true_fn(*operands)` if `pred` else `false_fn(*operands)`; traced, both branches are
    compiled into one graph and differentiated without leaking the untaken branch's NaN/inf."""
    operands = tuple(operands) if isinstance(operands, (tuple, list)) else (operands,)
    for fn, what in ((true_fn, "true_fn"), (false_fn, "false_fn")):
        if not callable(fn):
            raise DTypeError(f"cond: {what} must be callable, got {type(fn).__name__}",
                             user_location())
    if traced_in((pred,)) or captured_in((pred,)):
        return _traced(pred, true_fn, false_fn, operands)
    return (true_fn if _concrete(pred) else false_fn)(*operands)


def _concrete(pred) -> bool:
    """The truth of a pred known now: a bool, or a one-element bool array or Tensor."""
    if isinstance(pred, (bool, np.bool_)):
        return bool(pred)
    dtype, shape = getattr(pred, "dtype", None), getattr(pred, "shape", None)
    if dtype is not None and np.dtype(dtype) == np.bool_ and shape is not None and \
            int(np.prod(shape)) == 1:
        return bool(np.asarray(pred).reshape(()))
    kind = f"{type(pred).__name__}" + (f" of {np.dtype(dtype)} {list(shape)}"
                                         if dtype is not None and shape is not None else "")
    raise DTypeError(f"cond: pred must be a bool or a one-element bool tensor, got {kind}",
                     user_location())


def _traced(pred, true_fn, false_fn, operands: tuple):
    loc = user_location()
    pending = traced_in((pred, *operands))
    outer: Trace = innermost_trace(pending) if pending else active_trace()
    p = outer.value_of(pred, "cond pred")
    if p.type != TensorType((), DType.bool):
        raise DTypeError(f"cond: pred must be a scalar bool tensor (bool[]), got {p.type};"
                         f" compare it first (x.sum() > 0) or reduce it", loc)
    types = example_types(operands)
    values = [outer.value_of(x, f"cond operand #{i + 1}") for i, x in enumerate(operands)]
    branches = [trace_function(fn, types, parent=outer, name=f"cond_{function_name(fn)}")
                for fn in (true_fn, false_fn)]
    (t_trace, t_single), (f_trace, f_single) = branches
    _check_same(t_trace.function.result_types, f_trace.function.result_types, t_single,
                f_single, loc)
    b = Builder(outer.builder.block, loc=loc)
    outs = []
    for (inner, _), taken in zip(branches, (True, False)):
        reads = values + [v for v, _ in inner.captured]
        guarded = [_guard(b, p, v, taken) for v in reads]
        outs.append([r.value for r in outer.inline(inner.function, guarded)])
    results = []
    for t, f in zip(*outs):
        chosen = b.op(T.WhereOp, b.broadcast_to(p, t.type.shape, []), t, f, hint="cond")
        results.append(Traced(outer, chosen))
    return t_single.rebuild(results)


def _guard(b: Builder, p: Value, v: Value, taken: bool) -> Value:
    """`v` as branch `taken` reads it: gradients reach `v` only where that branch is chosen."""
    if not (isinstance(v.type, TensorType) and v.type.dtype.is_float):
        return v
    held = b.op(T.StopGradientOp, v)
    when = b.broadcast_to(p, v.type.shape, [])
    return b.op(T.WhereOp, when, v, held) if taken else b.op(T.WhereOp, when, held, v)


def _check_same(ts: list[TensorType], fs: list[TensorType], t_shape: Structure,
                f_shape: Structure, loc) -> None:
    if t_shape != f_shape:
        raise TraceError(f"cond: the branches must return the same structure: true_fn returns"
                         f" {t_shape.describe(ts)}, false_fn {f_shape.describe(fs)}", loc)
    for i, (a, c) in enumerate(zip(ts, fs)):
        where = "" if t_shape.single else f" (output #{i + 1})"
        if a.shape != c.shape:
            raise ShapeError(f"cond: the branches must return equal shapes: true_fn returns {a},"
                             f" false_fn {c}{where}", loc)
        if a.dtype != c.dtype:
            raise DTypeError(f"cond: the branches must return equal dtypes: true_fn returns {a},"
                             f" false_fn {c}{where}", loc)
