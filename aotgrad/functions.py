"""The op functions: `aotgrad.relu`, `aotgrad.matmul`, `aotgrad.zeros`, ... one per tensor op.

They are generated from `frontend.ops` (`function_names()`: every tensor op plus
`full/zeros/ones`) and all go through `runtime.tensor.call_op`: on traced values they append an
op to the trace, on Tensors, arrays and numbers they run it eagerly. Arguments are those of the
op: tensor operands first, then attributes by position or keyword (`sum(x, axis=0,
keepdim=True)`). `checkpoint_name`, `save` and `recompute` tag values for the partitioner.
"""
from __future__ import annotations

import inspect

from aotgrad.frontend.ops import COMPOSITES, OP_FUNCTIONS, function_names
from aotgrad.ir.tensor import BinaryOp, CompareOp, ReduceOp, UnaryOp
from aotgrad.runtime.tensor import call_op

#: docs of the functions whose op class has no docstring to take the first line of.
_DOCS = {
    "full": "A tensor of `shape` filled with `value` (`dtype=` optional).",
    "zeros": "A tensor of `shape` filled with zeros (f32 unless `dtype=`).",
    "ones": "A tensor of `shape` filled with ones (f32 unless `dtype=`).",
    "cast": "The tensor converted to `dtype` (`\"f64\"`, `np.float64`, ...).",
    "reshape": "The tensor with a new `shape` of as many elements (one dim may be -1).",
    "transpose": "The tensor with its axes permuted by `perm` (reversed by default).",
    "concat": "Tensors joined along `axis` (default 0).",
    "softmax": "Softmax along `axis` (default -1).",
    "log_softmax": "Log of the softmax along `axis` (default -1).",
}


def _doc(name: str) -> str:
    if name in _DOCS:
        return _DOCS[name]
    if name in COMPOSITES:
        return " ".join(COMPOSITES[name].__doc__.split())
    cls = OP_FUNCTIONS[name]
    if issubclass(cls, CompareOp):
        return f"Elementwise `{name}` comparison of two tensors (broadcast), a bool tensor."
    if issubclass(cls, BinaryOp):
        return f"Elementwise `{name}` of two tensors or numbers (numpy broadcasting)."
    if issubclass(cls, ReduceOp):
        return f"`{name}` over `axis` (all axes by default); `keepdim=True` keeps them."
    if issubclass(cls, UnaryOp) and not cls.__doc__:
        return f"Elementwise `{name}` of a tensor."
    return cls.__doc__.strip().splitlines()[0]


def _op_function(name: str):
    op_function = _composition(name) if name in COMPOSITES else \
        (lambda *args, **kwargs: call_op(name, args, kwargs))
    op_function.__name__ = op_function.__qualname__ = name
    op_function.__module__ = "aotgrad"
    op_function.__doc__ = _doc(name)
    return op_function


def _composition(name: str):
    """A composition's function: its keywords may be tensors (`clamp(x, min=lo)`), passed by
    position, so that they are operands a trace follows, not attributes."""
    params = list(inspect.signature(COMPOSITES[name]).parameters.values())[1:]
    signature = inspect.Signature(params)

    def composition(*args, **kwargs):
        try:
            bound = signature.bind(*args, **kwargs)
        except TypeError:                      # the op's own error, located, says why
            return call_op(name, args, kwargs)
        bound.apply_defaults()
        return call_op(name, tuple(bound.arguments.values()), {})
    composition.__signature__ = signature
    return composition


#: op name -> its function.
OPS = {name: _op_function(name) for name in function_names()}
globals().update(OPS)


def checkpoint_name(x, name: str):
    """Tag `x` as `name` and ask the partitioner to save it for the backward."""
    return call_op("checkpoint", (x,), {"name": name, "policy": "save"})


def save(x):
    """Ask the partitioner to save `x` for the backward."""
    return call_op("checkpoint", (x,), {"policy": "save"})


def recompute(x):
    """Ask the partitioner to recompute `x` in the backward instead of saving it."""
    return call_op("checkpoint", (x,), {"policy": "recompute"})


__all__ = [*OPS, "checkpoint_name", "save", "recompute"]
