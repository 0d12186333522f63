"""The op functions: `aotgrad.relu`, `aotgrad.matmul`, `aotgrad.zeros`, ... one per tensor op.

They are generated from `frontend.ops` (`function_names()`: every tensor op plus
`full/zeros/ones`) and all go through `runtime.tensor.call_op`: on traced values they append an
op to the trace, on Tensors, arrays and numbers they run it eagerly. Arguments are those of the
op: tensor operands first, then attributes by position or keyword (`sum(x, axis=0,
keepdim=True)`); `rand` and `randn` also take sizes as PyTorch does (`randn(2, 3)`),
`rand_like`/`randn_like` a tensor to match, `split`/`chunk` give a tuple, and `max`/`min`
with a dim as PyTorch spells it, `sort`, `topk` and `kthvalue` give PyTorch's (values,
indices) pair.
`checkpoint_name`, `save` and `recompute` tag values for the partitioner.
"""
from __future__ import annotations

import builtins                      # `all` and `any` here are aotgrad's (torch.all)
import functools
import inspect

import numpy as np

from aotgrad.frontend.operators import extreme_with_indices, torch_dim_form
from aotgrad.frontend.ops import COMPOSITES, OP_FUNCTIONS, function_names
from aotgrad.frontend.sort_ops import SORT_PAIRS, ValuesIndices
from aotgrad.frontend.tensor_methods import arg_extreme
from aotgrad.frontend.torch_fns import SEVERAL
from aotgrad.frontend.torch_layout import LAYOUT_SEVERAL
from aotgrad.ir.tensor import BinaryOp, CompareOp, ReduceOp, UnaryOp
from aotgrad.runtime.normalization import batch_norm
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


def _pieces(name: str):
    """A function returning several tensors (`split`, `chunk`): a tuple, as PyTorch's, even
    of one piece."""
    function = _op_function(name)

    def pieces(*args, **kwargs):
        out = function(*args, **kwargs)
        return tuple(out) if isinstance(out, list) else (out,)
    functools.update_wrapper(pieces, function)
    return pieces


def _values_indices(name: str):
    """A function returning PyTorch's (values, indices) pair (`sort`, `topk`, `kthvalue`)."""
    function = _op_function(name)

    def pair(*args, **kwargs):
        return ValuesIndices(*function(*args, **kwargs))
    functools.update_wrapper(pair, function)
    return pair


def _size(name: str, size: tuple, kwargs: dict) -> list:
    """PyTorch's sizes: `rand(2, 3)`, `rand((2, 3))`, `rand([2, 3])` or `rand(size=(2, 3))`."""
    if "size" in kwargs or "shape" in kwargs:
        if size:
            raise TypeError(f"{name}() got a size both by position and by keyword")
        size = (kwargs.pop("size" if "size" in kwargs else "shape"),)
    if len(size) == 1 and isinstance(size[0], (list, tuple)):
        size = tuple(size[0])
    return list(size)


def _leaf(name: str, out, requires_grad: bool):
    """`out`, made a leaf that requires grad when asked (PyTorch's `requires_grad=` of a
    factory); refused inside a compiled function, whose results are not leaves."""
    if requires_grad and out.traced:
        raise TypeError(f"{name}(requires_grad=True) inside a compiled function: a leaf"
                        f" that gets a .grad is made outside it and passed in")
    return out.requires_grad_() if requires_grad else out


def _factory(name: str):
    """`zeros`/`ones`/`full` with PyTorch's `requires_grad=`."""
    function = _op_function(name)

    def factory(*args, requires_grad: bool = False, **kwargs):
        return _leaf(name, function(*args, **kwargs), requires_grad)
    functools.update_wrapper(factory, function)
    return factory


def _filled_like(name: str, value):
    def filled_like(input, *args, dtype=None, requires_grad: bool = False):
        fill = args[0] if value is None and args else value
        if value is None and not args:
            raise TypeError("full_like(input, fill_value) takes the value to fill with")
        dtype = input.type.dtype if dtype is None else dtype
        return _leaf(f"{name}_like", call_op("full", (list(input.shape), fill),
                                              {"dtype": dtype}), requires_grad)
    filled_like.__name__ = filled_like.__qualname__ = f"{name}_like"
    filled_like.__module__ = "aotgrad"
    filled_like.__doc__ = f"`{name}` of `input`'s shape and dtype (or `dtype=`), as" \
        f" `torch.{name}_like`."
    return filled_like


def bmm(input, mat2):
    """The batched matrix product of two rank-3 tensors, as `torch.bmm` (a Python function,
    not a DSL op: the DSL's `@` is the same matmul)."""
    return input.bmm(mat2)


def einsum(equation, *operands):
    """Products of `operands` summed over the letters `equation`'s output lacks (torch.einsum)."""
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = tuple(operands[0])
    return call_op("einsum", (equation, *operands), {})


def randint(low, high=None, size=None, *, dtype=None, requires_grad: bool = False):
    """Integers uniform in [low, high) (`randint(high, size)` from 0), i64 unless `dtype=`,
    as `torch.randint`, drawn from the generator that `manual_seed` sets."""
    if high is None or size is None and isinstance(high, (list, tuple)):
        low, high, size = 0, low, high if size is None else size
    if size is None or not builtins.all(isinstance(v, (int, np.integer)) for v in (low, high)) or \
            isinstance(low, bool) or isinstance(high, bool):
        raise TypeError("randint(low=0, high, size) takes integer bounds and a size, as"
                        " torch.randint")
    if high <= low:
        raise ValueError(f"randint: high ({high}) must be above low ({low})")
    if requires_grad:
        raise TypeError("randint: only floating-point tensors can require gradients")
    size = list(size) if isinstance(size, (list, tuple)) else [size]
    # an f64 draw u in [0, 1): u (high - low) is at least 0 and below high - low, so its
    # conversion (toward zero) is its floor, an offset in [0, high - low)
    u = call_op("rand", (size,), {"dtype": "f64"})
    offset = call_op("cast", (call_op("mul", (u, float(high - low)), {}),), {"dtype": "i64"})
    out = call_op("add", (offset, int(low)), {}) if low else offset
    return out if dtype is None else call_op("cast", (out,), {"dtype": dtype})


def _random(name: str, doc: str):
    def random(*size, dtype=None, requires_grad: bool = False, **kwargs):
        shape = _size(name, size, kwargs)
        if dtype is not None:
            kwargs["dtype"] = dtype
        return _leaf(name, call_op(name, (shape,), kwargs), requires_grad)
    random.__name__ = random.__qualname__ = name
    random.__module__ = "aotgrad"
    random.__doc__ = doc
    return random


def _random_like(name: str, doc: str):
    def random_like(input, dtype=None, requires_grad: bool = False):
        dtype = input.type.dtype if dtype is None else dtype
        return OPS[name](list(input.shape), dtype=dtype, requires_grad=requires_grad)
    random_like.__name__ = random_like.__qualname__ = f"{name}_like"
    random_like.__module__ = "aotgrad"
    random_like.__doc__ = doc
    return random_like


def _extreme(name: str):
    """`max`/`min`: PyTorch's (values, indices) pair when given a dim as PyTorch spells it
    (`max(x, 1)`, `min(x, dim=0)`), else the op (the overall extreme, the values over
    `axis=` as numpy's, or the elementwise extreme of two tensors)."""
    def extreme(input, *args, **kwargs):
        form = torch_dim_form(args, kwargs)
        if form is None:
            return call_op(name, (input, *args), kwargs)
        return extreme_with_indices(call_op, name, input, *form)
    extreme.__name__ = extreme.__qualname__ = name
    extreme.__module__ = "aotgrad"
    extreme.__doc__ = f"The {name}imum: of all elements; with a dim, PyTorch's (values," \
        f" indices) pair; with `axis=`, the values alone; of two tensors, elementwise."
    return extreme


def _arg_extreme(name: str):
    """`argmax`/`argmin` as PyTorch's: along `dim`, or in the flattened tensor without one
    (the ops themselves default to the last axis)."""
    def arg(input, dim=None, keepdim: bool = False, *, axis=None):
        return arg_extreme(call_op, name, input, dim if axis is None else axis, keepdim)
    arg.__name__ = arg.__qualname__ = name
    arg.__module__ = "aotgrad"
    arg.__doc__ = f"The index of the first {name[3:]}imum along `dim`, or in the flattened" \
        f" tensor without one, as `torch.{name}`."
    return arg


#: op name -> its function.
OPS = {name: _op_function(name) for name in function_names()}
OPS.update({name: _extreme(name) for name in ("max", "min")})
OPS.update({name: _arg_extreme(name) for name in ("argmax", "argmin")})
OPS.update({name: _pieces(name) for name in (*SEVERAL, *LAYOUT_SEVERAL)})
OPS.update({name: _values_indices(name) for name in SORT_PAIRS})
OPS["rand"] = _random("rand", "Uniform [0, 1) numbers of a size given as `rand(2, 3)` or"
                      " `rand((2, 3))` (f32 unless `dtype=`), from the generator that"
                      " `manual_seed` sets.")
OPS["randn"] = _random("randn", "Standard normal numbers (mean 0, variance 1) of a size given"
                       " as `randn(2, 3)` or `randn((2, 3))` (f32 unless `dtype=`), from the"
                       " generator that `manual_seed` sets.")
OPS["rand_like"] = _random_like("rand", "`rand` of `input`'s shape and dtype (or `dtype=`).")
OPS["randn_like"] = _random_like("randn", "`randn` of `input`'s shape and dtype (or"
                                 " `dtype=`).")
OPS.update({name: _factory(name) for name in ("zeros", "ones", "full")})
OPS["randint"] = randint
OPS["bmm"] = bmm
OPS["einsum"] = einsum
OPS.update(zeros_like=_filled_like("zeros", 0), ones_like=_filled_like("ones", 1),
           full_like=_filled_like("full", None))
OPS["batch_norm"] = batch_norm           # PyTorch's: it also updates the running statistics


def _placed(name: str, function):
    """`function` taking PyTorch's `device=` too: an eager result is made there (moved, then
    made a leaf when `requires_grad=True`); inside a compiled function the device is the
    compiled code's, and `device=` changes nothing."""
    @functools.wraps(function)
    def placed(*args, device=None, **kwargs):
        if device is None:
            return function(*args, **kwargs)
        requires_grad = kwargs.pop("requires_grad", False)
        out = function(*args, **kwargs)
        if not out.traced:
            out = out.to(device)
        return _leaf(name, out, requires_grad)
    return placed


#: the functions that make a tensor, each taking `device=` (`_placed`)
FACTORIES = ("zeros", "ones", "full", "rand", "randn", "randint", "rand_like", "randn_like",
             "zeros_like", "ones_like", "full_like", "arange", "linspace", "eye")
OPS.update({name: _placed(name, OPS[name]) for name in FACTORIES})
globals().update(OPS)


def allclose(input, other, rtol: float = 1e-05, atol: float = 1e-08,
             equal_nan: bool = False) -> bool:
    """Whether every entry of `input` is close to `other`'s (`isclose`), as
    `torch.allclose`: a Python bool (inside a compiled function, a read of the values)."""
    return bool(OPS["all"](OPS["isclose"](input, other, rtol, atol, equal_nan)))


def checkpoint_name(x, name: str):
    """Tag `x` as `name` and ask the partitioner to save it for the backward."""
    return call_op("checkpoint", (x,), {"name": name, "policy": "save"})


def save(x):
    """Ask the partitioner to save `x` for the backward."""
    return call_op("checkpoint", (x,), {"policy": "save"})


def recompute(x):
    """Ask the partitioner to recompute `x` in the backward instead of saving it."""
    return call_op("checkpoint", (x,), {"policy": "recompute"})


__all__ = [*OPS, "allclose", "checkpoint_name", "save", "recompute"]
