"""A builder that appends ops to a block: what frontends, autodiff and decompose build with.

`b.op(ReluOp, x)` builds, appends and returns the result value (a list for several results);
`b.constant`, `b.broadcast_to` and `b.func` cover the common cases.
"""
from __future__ import annotations

from typing import Sequence

from .core import Block, Function, Location, Value
from .tensor import BroadcastOp, ConstantOp, broadcast_dims
from .types import DType, TensorType, Type


class Builder:
    def __init__(self, block: Block, loc: Location | None = None):
        self.block = block
        self.loc = loc

    def op(self, cls, *operands: Value, hint: str | None = None, loc: Location | None = None,
           **attrs):
        """Build `cls` on `operands` with `attrs`, append it, return its result(s)."""
        op = cls.build(operands, attrs, loc=loc or self.loc, hint=hint)
        self.block.append(op)
        return op.results[0] if len(op.results) == 1 else list(op.results)

    def constant(self, value, shape: Sequence[int] = (), dtype: DType = DType.f32, *,
                 hint: str | None = None) -> Value:
        return self.op(ConstantOp, value=value, shape=list(shape), dtype=dtype, hint=hint)

    def like(self, value, v: Value, *, hint: str | None = None) -> Value:
        """A splat constant of `v`'s type."""
        return self.constant(value, v.type.shape, v.type.dtype, hint=hint)

    def broadcast_to(self, v: Value, shape: Sequence[int], dims: Sequence[int] | None = None,
                     *, hint: str | None = None) -> Value:
        """`v` broadcast to `shape` (numpy trailing alignment unless `dims` is given)."""
        shape = tuple(shape)
        if v.type.shape == shape:
            return v
        if dims is None:
            dims = broadcast_dims(v.type.shape, shape)
        return self.op(BroadcastOp, v, dims=list(dims), shape=list(shape), hint=hint)


def new_function(name: str, arg_types: Sequence[Type], arg_names: Sequence[str | None] = (),
                 arg_flags=None, loc: Location | None = None, arg_attrs=None) -> Function:
    """An empty function (no terminator yet, result types set when it returns)."""
    f = Function(name, Block(arg_types, arg_names), [], loc=loc,
                 arg_flags=list(arg_flags) if arg_flags else [],
                 arg_attrs=[dict(a) for a in arg_attrs] if arg_attrs else [])
    return f


def finish_function(f: Function, results: Sequence[Value], loc: Location | None = None) -> Function:
    """Append `return results` and set the result types."""
    from .builtin import ReturnOp
    f.body.append(ReturnOp.build(list(results), loc=loc))
    f.result_types = [v.type for v in results]
    return f


def tensor_type(shape, dtype="f32") -> TensorType:
    return TensorType(tuple(shape), DType(dtype) if isinstance(dtype, str) else dtype)
