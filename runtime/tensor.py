"""The eager `Tensor`: a numpy array with `requires_grad`, `.grad` and `.backward()`.

Operators, methods and the op functions run eagerly on Tensors: `call_op` builds a one-op module
through the same path as the tracer (`frontend.ops.apply_op`), runs it with the reference
interpreter and wraps the result; the module is cached by the call's signature (op, operand types,
attributes). Eager results never require grad and record nothing: gradients come from compiled
functions (`aotgrad.compile`), whose outputs point at a backward `Node` (`runtime.autograd`).
`call_op` is also the entry of every op function: with a traced value among the arguments it
appends to the trace instead.

`tensor(data)` keeps a numpy array's dtype; Python data becomes f32 (floats), i64 (ints) or bool,
as in PyTorch.
"""
from __future__ import annotations

import functools
from typing import NamedTuple, Sequence

import numpy as np

from ..frontend.ops import apply_op, is_number
from ..frontend.tracer import TensorOperators, plain_attr, trace_op, traced_in, user_location
from ..ir.builder import Builder, finish_function, new_function
from ..ir.core import IRError, Module
from ..ir.interpret import run_function
from ..ir.types import DType, TensorType
from .autograd import BackwardError, Node, run_backward


def as_array(data, dtype=None) -> np.ndarray:
    """`data` as a numpy array of a supported dtype (Python floats -> float32)."""
    if isinstance(data, Tensor):
        data = data.data
    explicit = dtype is not None
    if explicit:
        dtype = dtype_of(dtype).numpy
    array = np.asarray(data, dtype=dtype)
    if not explicit and not isinstance(data, (np.ndarray, np.generic)) and \
            array.dtype == np.float64:
        array = array.astype(np.float32)
    dtype_of(array.dtype)
    return array


def dtype_of(dtype) -> DType:
    """A `DType` from a DType, its name (`"f32"`) or a numpy dtype."""
    if isinstance(dtype, DType):
        return dtype
    if isinstance(dtype, str) and dtype in DType._value2member_map_:
        return DType(dtype)
    try:
        return DType.from_numpy(dtype)
    except TypeError:
        names = ", ".join(d.value for d in DType)
        raise TypeError(f"unsupported dtype {dtype!r} (aotgrad tensors are {names})") from None


class Tensor(TensorOperators):
    """A numpy-backed tensor; operators run eagerly, gradients come from compiled functions."""

    def __init__(self, data, requires_grad: bool = False, dtype=None):
        self.data = as_array(data, dtype)
        self.grad: np.ndarray | None = None
        self.grad_fn: Node | None = None
        self.output_index = 0
        self._requires_grad = False
        self.requires_grad = requires_grad

    @classmethod
    def wrap(cls, array: np.ndarray, grad_fn: Node | None = None, index: int = 0) -> "Tensor":
        """A tensor around `array` as is; `grad_fn` makes it output `index` of a compiled call."""
        t = cls.__new__(cls)
        t.data, t.grad, t.grad_fn, t.output_index = array, None, grad_fn, index
        t._requires_grad = grad_fn is not None
        return t

    # -- attributes ----------------------------------------------------------------------

    @property
    def requires_grad(self) -> bool:
        return self._requires_grad

    @requires_grad.setter
    def requires_grad(self, value: bool) -> None:
        if value and not DType.from_numpy(self.data.dtype).is_float:
            raise RuntimeError(f"only floating-point tensors can require gradients, got"
                               f" {self.data.dtype}")
        if self.grad_fn is not None:
            raise RuntimeError("you can only change requires_grad of leaf tensors")
        self._requires_grad = bool(value)

    @property
    def is_leaf(self) -> bool:
        return self.grad_fn is None

    @property
    def shape(self) -> tuple[int, ...]:
        return self.data.shape

    @property
    def dtype(self) -> np.dtype:
        return self.data.dtype

    @property
    def ndim(self) -> int:
        return self.data.ndim

    @property
    def type(self) -> TensorType:
        return TensorType(self.data.shape, DType.from_numpy(self.data.dtype))

    def numpy(self) -> np.ndarray:
        """The underlying array (shared, not copied)."""
        return self.data

    def item(self):
        """The value of a one-element tensor as a Python number."""
        return self.data.item()

    def tolist(self):
        return self.data.tolist()

    def detach(self) -> "Tensor":
        """The same data, cut from the graph, not requiring grad."""
        return Tensor.wrap(self.data)

    def __array__(self, dtype=None, copy=None):
        return self.data if dtype is None else self.data.astype(dtype)

    def __len__(self) -> int:
        if not self.data.ndim:
            raise TypeError("len() of a 0-d tensor")
        return len(self.data)

    def __iter__(self):
        if not self.data.ndim:
            raise TypeError("iteration over a 0-d tensor")
        return (Tensor.wrap(row) for row in self.data)

    def __bool__(self) -> bool:
        return bool(self.data)

    def __float__(self) -> float:
        return float(self.data)

    def __int__(self) -> int:
        return int(self.data)

    def __repr__(self) -> str:
        body = np.array2string(self.data, separator=", ", prefix="tensor(")
        extra = ", requires_grad=True" if self.requires_grad else ""
        return f"tensor({body}, dtype={DType.from_numpy(self.data.dtype)}{extra})"

    # -- gradients -----------------------------------------------------------------------

    def accumulate_grad(self, grad: np.ndarray) -> None:
        """Add `grad` into `.grad` (which starts as None), as PyTorch does."""
        grad = np.asarray(grad, dtype=self.data.dtype)
        self.grad = grad.copy() if self.grad is None else self.grad + grad

    def backward(self, gradient=None, retain_graph: bool = False) -> None:
        """Run the compiled backward(s) of the calls that made this tensor; fills leaf `.grad`."""
        if not self.requires_grad:
            raise BackwardError("element 0 of tensors does not require grad and does not have"
                                " a grad_fn")
        if gradient is None:
            if self.data.size != 1:
                raise BackwardError(f"grad can be implicitly created only for scalar outputs"
                                    f" (this tensor has shape {list(self.shape)}); pass"
                                    f" gradient=")
            gradient = np.ones_like(self.data)
        gradient = np.asarray(gradient.data if isinstance(gradient, Tensor) else gradient,
                              dtype=self.data.dtype)
        if gradient.shape != self.data.shape:
            raise BackwardError(f"gradient has shape {list(gradient.shape)}, but the tensor has"
                                f" shape {list(self.shape)}")
        run_backward(self, gradient, retain_graph)

    def _op(self, name, args, kwargs):
        return call_op(name, args, kwargs)


def tensor(data, requires_grad: bool = False, dtype=None) -> Tensor:
    """A Tensor from an array, a nested list or a number (Python floats become f32)."""
    return Tensor(data, requires_grad=requires_grad, dtype=dtype)


# --------------------------------------------------------------------------- eager ops

class _Operand(NamedTuple):
    """A tensor operand in an eager call's signature."""

    type: TensorType


class _Number(NamedTuple):
    """A number in an eager call's signature (`1`, `1.0` and `True` build different constants)."""

    kind: str
    value: object


def _signature(x, arrays: list):
    """A hashable stand-in for one argument; tensor operands are collected into `arrays`."""
    if isinstance(x, Tensor) or (isinstance(x, np.ndarray) and x.ndim > 0):
        array = as_array(x)
        arrays.append(array)
        return _Operand(TensorType(array.shape, DType.from_numpy(array.dtype)))
    if isinstance(x, (np.ndarray, np.generic)):
        x = x.item()
    if isinstance(x, (list, tuple)):
        return tuple(_signature(e, arrays) for e in x)
    x = plain_attr(x)
    return _Number(type(x).__name__, x) if is_number(x) else x


def _operand_types(x, out: list) -> list[TensorType]:
    if isinstance(x, _Operand):
        out.append(x.type)
    elif isinstance(x, tuple) and not isinstance(x, _Number):
        for e in x:
            _operand_types(e, out)
    return out


@functools.lru_cache(maxsize=1024)
def _one_op_module(name: str, args: tuple, kwargs: tuple) -> Module:
    """A module with one function applying op `name`; tensor operands are its arguments."""
    f = new_function(name, _operand_types((args, tuple(v for _, v in kwargs)), []))
    values = iter(f.args)

    def rebuild(x):
        if isinstance(x, _Operand):
            return next(values)
        if isinstance(x, _Number):
            return x.value
        return [rebuild(e) for e in x] if isinstance(x, tuple) else x

    built = [rebuild(a) for a in args]
    result = apply_op(Builder(f.body), name, built, {k: rebuild(v) for k, v in kwargs})
    finish_function(f, result if isinstance(result, list) else [result])
    return Module([f])


def eager_op(name: str, args: Sequence, kwargs: dict):
    """Run op `name` now on Tensors, arrays and numbers; returns Tensor(s)."""
    arrays: list[np.ndarray] = []
    sig = tuple(_signature(a, arrays) for a in args)
    kw = tuple((k, _signature(v, arrays)) for k, v in sorted(kwargs.items()))
    try:
        module = _one_op_module(name, sig, kw)
        outs = run_function(module.functions[0], arrays)
    except IRError as e:
        raise IRError(e.message, user_location()) from None
    wrapped = [Tensor.wrap(o) for o in outs]
    return wrapped[0] if len(wrapped) == 1 else wrapped


def call_op(name: str, args: Sequence, kwargs: dict):
    """Op `name` on the arguments: traced when a traced value is among them, else eager."""
    if traced_in(args, kwargs):
        return trace_op(name, args, kwargs)
    return eager_op(name, args, kwargs)
