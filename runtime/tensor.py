"""The eager `Tensor`: a numpy array with `requires_grad`, `.grad` and `.backward()`.

Operators, methods and the op functions run eagerly on Tensors: `call_op` builds a one-op module
through the same path as the tracer (`frontend.ops.apply_op`), runs it with the reference
interpreter and wraps the result; the module is cached by the call's signature (op, operand types,
attributes). When an operand requires grad (and grad mode is on, see `autograd.no_grad`), the op
is recorded instead, as PyTorch's autograd does: the one-op function is differentiated by the
`autodiff` pass (the same VJP rules as compiled code: one definition of each derivative) and
split by `partition{strategy=default}` into a forward that also returns the values its backward
needs and that backward, cached per signature; the float results point at a `Node` holding the
saved values. Eager ops and compiled calls make the same nodes, so gradients flow through any mix
of both. `call_op` is also the entry of every op function: with a traced value among the
arguments it appends to the trace instead.

The class is in four parts, one module each: this one (data, attributes, the eager ops), its
gradient (`tensor_grad.GradMethods`: `backward`, `.grad`, hooks), its in-place updates
(`tensor_inplace.InPlaceMethods`: `x[i] = v`, `add_`, `zero_`, ... bump the version counter
that backward checks) and where its data lives (`tensor_device.DeviceMethods`).

`tensor(data)` keeps a numpy array's dtype; Python data becomes f32 (floats), i64 (ints) or bool,
as in PyTorch.

Device tensors hold a `DeviceArray` (`runtime/device.py`) instead of a numpy array; `.cpu()`
and `.numpy()` copy to the host. Their eager ops run on the device, each op's one-op module compiled by the cuda backend once
per signature (`cuda.run_on_device`); their gradients are device arrays, accumulated there.
In-place changes of a device tensor are caught by its version counter, as in PyTorch.
"""
from __future__ import annotations

import functools
from typing import NamedTuple, Sequence

import numpy as np

from ..frontend.ops import OP_FUNCTIONS, apply_op, is_number
from ..frontend.tracer import (TensorOperators, captured_in, plain_attr, trace_op, traced_in,
                               user_location)
from ..frontend.type_method import bound_type
from ..ir.builder import Builder, finish_function, new_function
from ..ir.errors import ExecutionError
from ..ir.core import IRError, Module
from ..ir.rewrite import clone_module
from ..ir.interpret import run_function
from ..ir.types import DType, TensorType
from ..passes.autodiff import NOGRAD, differentiable_args, joint_function
from . import device as devices
from .autograd import Node, expose, is_grad_enabled
from .device import DeviceArray
from .tensor_device import DeviceMethods, dtype_of, placed as _placed
from .tensor_grad import GradMethods
from .tensor_inplace import InPlaceMethods
from .random import eager_random


def as_array(data, dtype=None) -> np.ndarray:
    """`data` as a numpy array of a supported dtype (Python floats -> float32)."""
    if isinstance(data, Tensor):
        data = data.data
    if type(data) is DeviceArray:
        if dtype is not None and dtype_of(dtype).numpy != data.dtype:
            raise TypeError(f"a device array of {data.dtype} cannot be read as {dtype} without"
                            f" a copy; use .to(dtype) on the host")
        return data
    explicit = dtype is not None
    if explicit:
        dtype = dtype_of(dtype).numpy
    array = np.asarray(data, dtype=dtype)
    if not explicit and not isinstance(data, (np.ndarray, np.generic)) and \
            array.dtype == np.float64:
        array = array.astype(np.float32)
    dtype_of(array.dtype)
    return array


class Tensor(DeviceMethods, InPlaceMethods, GradMethods, TensorOperators):
    """A numpy-backed tensor; operators run eagerly, gradients come from compiled functions."""

    def __init__(self, data, requires_grad: bool = False, dtype=None, device=None):
        self._data = as_array(data, dtype)
        if device is not None:
            self._data = _placed(self._data, device)
        self._watchers: list = []           # guards waiting for `.data` (`autograd.expose`)
        self._grad = self._grad_view = None  # `.grad`: its array, and that as a Tensor
        self.grad_fn: Node | None = None
        self.output_index = 0
        self._version = 0
        self._requires_grad = False
        self.requires_grad = requires_grad

    @classmethod
    def wrap(cls, array: np.ndarray, grad_fn: Node | None = None, index: int = 0) -> "Tensor":
        """A tensor around `array` as is; `grad_fn` makes it output `index` of a recorded call
        (dropped under `no_grad()`: what is made there belongs to no graph)."""
        t = cls.__new__(cls)
        if not is_grad_enabled():
            grad_fn = None
        t._data, t.grad_fn, t.output_index = array, grad_fn, index
        t._grad = t._grad_view = None
        t._version, t._watchers = 0, []
        t._requires_grad = grad_fn is not None
        return t

    @property
    def data(self) -> np.ndarray:
        """The numpy array holding the values (shared, not copied). Reading it while a recorded
        call still needs them lets that call's backward see writes made through it."""
        if self._watchers:
            expose(self)
        return self._data

    @data.setter
    def data(self, array: np.ndarray) -> None:
        self._data = array

    # -- attributes ----------------------------------------------------------------------

    @property
    def requires_grad(self) -> bool:
        return self._requires_grad

    @requires_grad.setter
    def requires_grad(self, value: bool) -> None:
        if value and not DType.from_numpy(self._data.dtype).is_float:
            raise RuntimeError(f"only floating-point tensors can require gradients, got"
                               f" {self._data.dtype}")
        if self.grad_fn is not None:
            raise RuntimeError("you can only change requires_grad of leaf tensors")
        self._requires_grad = bool(value)

    @property
    def is_leaf(self) -> bool:
        return self.grad_fn is None

    @property
    def shape(self) -> tuple[int, ...]:
        return self._data.shape

    @property
    def dtype(self) -> np.dtype:
        return self._data.dtype

    @property
    def ndim(self) -> int:
        return self._data.ndim

    @property
    def type(self) -> TensorType:
        """The aotgrad type (`f32[2,3]`), also PyTorch's `type()` / `type(dtype)` method."""
        return bound_type(self, self._data.shape, DType.from_numpy(self._data.dtype))

    def numpy(self) -> np.ndarray:
        """The underlying array (shared, not copied); of a device tensor, a copy in host
        memory (writing to it changes nothing on the device).

        Refused on a tensor that requires grad, as PyTorch refuses it: a write into the array
        between a forward and its backward would change a value the backward reads, unseen.
        `tensor.detach().numpy()` says that the array is taken outside autograd."""
        if self._requires_grad:
            raise ExecutionError("can't call numpy() on a tensor that requires grad: use"
                                 " tensor.detach().numpy() (writes into that array are not"
                                 " seen by autograd)", user_location())
        return self._data if type(self._data) is not DeviceArray else self._data.get()

    def _host(self) -> np.ndarray:
        return self._data if type(self._data) is not DeviceArray else self._data.get()

    def item(self):
        """The value of a one-element tensor as a Python number."""
        return self._host().item()

    def tolist(self):
        return self._host().tolist()

    def detach(self) -> "Tensor":
        """The same data, cut from the graph, not requiring grad."""
        return Tensor.wrap(self._data)

    def clone(self) -> "Tensor":
        """A copy of the data; gradients flow back to this tensor (an identity op)."""
        return call_op("mul", (self, 1.0), {}) if self.requires_grad else \
            Tensor.wrap(self._data.copy())

    def requires_grad_(self, requires_grad: bool = True) -> "Tensor":
        """Set `requires_grad` in place; returns the tensor."""
        self.requires_grad = requires_grad
        return self

    def numel(self) -> int:
        return int(self._data.size)

    def __array__(self, dtype=None, copy=None):
        data = self._host()
        if self._requires_grad and dtype is None and type(self._data) is not DeviceArray:
            data = data.view()              # read-only: see `numpy`
            data.flags.writeable = False
        return data if dtype is None or np.dtype(dtype) == data.dtype else data.astype(dtype)

    def __len__(self) -> int:
        if not self._data.ndim:
            raise TypeError("len() of a 0-d tensor")
        return len(self._data)

    def __iter__(self):
        if not self._data.ndim:
            raise TypeError("iteration over a 0-d tensor")
        return (Tensor.wrap(row) for row in self._host())

    def __bool__(self) -> bool:
        return bool(self._host())

    def __float__(self) -> float:
        return float(self._host())

    def __int__(self) -> int:
        return int(self._host())

    def __repr__(self) -> str:
        body = np.array2string(self._host(), separator=", ", prefix="tensor(")
        extra = ", device='cuda:0'" if self.is_cuda else ""
        extra += ", requires_grad=True" if self.requires_grad else ""
        return f"tensor({body}, dtype={DType.from_numpy(self._data.dtype)}{extra})"

    def _op(self, name, args, kwargs):
        return call_op(name, args, kwargs)


Tensor.grad_type = Tensor


def recorded(array: np.ndarray, grad_fn: Node | None, index: int = 0) -> Tensor:
    """`Tensor.wrap(array, grad_fn, index)` for a caller that made `grad_fn` under grad mode
    (a compiled call's outputs): the same tensor, without asking the mode again."""
    t = Tensor.__new__(Tensor)
    t._data, t.grad_fn, t.output_index = array, grad_fn, index
    t._grad = t._grad_view = None
    t._version, t._watchers = 0, []
    t._requires_grad = grad_fn is not None
    return t


def tensor(data, requires_grad: bool = False, dtype=None, device=None) -> Tensor:
    """A Tensor from an array, a nested list or a number (Python floats become f32), in host
    memory or, with `device="cuda"`, on the GPU."""
    return Tensor(data, requires_grad=requires_grad, dtype=dtype, device=device)


def from_dlpack(x) -> Tensor:
    """A PyTorch, CuPy or other array (CUDA or host) as an aotgrad Tensor, sharing its memory
    (no copy); `torch.from_dlpack(t)` gives an aotgrad tensor back to PyTorch the same way."""
    return Tensor.wrap(devices.from_dlpack(x))


# --------------------------------------------------------------------------- eager ops

class _Operand(NamedTuple):
    """A tensor operand in an eager call's signature."""

    type: TensorType


class _Number(NamedTuple):
    """A number in an eager call's signature (`1`, `1.0` and `True` build different constants)."""

    kind: str
    value: object


def _signature(x, arrays: list, sources: list):
    """A hashable stand-in for one argument; tensor operands are collected into `arrays` (and
    the Tensors or arrays they came from into `sources`)."""
    if isinstance(x, Tensor) or (isinstance(x, np.ndarray) and x.ndim > 0):
        array = as_array(x)
        arrays.append(array)
        sources.append(x)
        return _Operand(TensorType(array.shape, DType.from_numpy(array.dtype)))
    if isinstance(x, (np.ndarray, np.generic)):
        x = x.item()
    if isinstance(x, (list, tuple)):
        return tuple(_signature(e, arrays, sources) for e in x)
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
    result = apply_op(Builder(f.body), name, built, {k: rebuild(v) for k, v in kwargs},
                      promote=True)
    finish_function(f, result if isinstance(result, list) else [result])
    return Module([f])


class _Recorded(NamedTuple):
    """An eager op differentiated once per signature: forward -> (outs..., saved...)."""

    name: str
    forward: object                      # Function
    backward: object                     # Function: (saved..., tangents...) -> grads
    grad_operands: tuple[int, ...]       # operand indices that get gradients, in order
    output_types: tuple[TensorType, ...]


@functools.lru_cache(maxsize=1024)
def _recorded_op(name: str, args: tuple, kwargs: tuple, wants_grad: tuple[bool, ...]
                 ) -> _Recorded:
    """The one-op module of `name`, through `autodiff` and `partition{strategy=default}`."""
    from ..passes.partition import partition_function   # a pass: imported when first run
    f = clone_module(_one_op_module(name, args, kwargs)).functions[0]
    f.arg_flags = [flags if want else flags | {NOGRAD}
                   for flags, want in zip(f.arg_flags, wants_grad)]
    forward, backward, _ = partition_function(joint_function(f), "default")
    return _Recorded(name, forward, backward, tuple(differentiable_args(f)),
                     tuple(f.result_types))


def _run(f, arrays: list) -> tuple:
    if any(type(a) is DeviceArray for a in arrays):
        from .cuda import run_on_device
        return run_on_device(f, arrays)
    try:
        return run_function(f, arrays)
    except IRError as e:
        raise type(e)(e.message, user_location()) from None


def eager_op(name: str, args: Sequence, kwargs: dict):
    """Run op `name` now on Tensors, arrays and numbers; returns Tensor(s).

    Records a backward node when an operand requires grad and grad mode is on.
    """
    arrays: list[np.ndarray] = []
    sources: list = []
    sig = tuple(_signature(a, arrays, sources) for a in args)
    kw = tuple((k, _signature(v, arrays, sources)) for k, v in sorted(kwargs.items()))
    wants = tuple(isinstance(t, Tensor) and t.requires_grad for t in sources)
    try:
        module = _one_op_module(name, sig, kw)
        recorded = _recorded_op(name, sig, kw, wants) \
            if any(wants) and is_grad_enabled() else None
    except IRError as e:
        raise type(e)(e.message, user_location()) from None
    if recorded is None:
        wrapped = [Tensor.wrap(o) for o in _run(module.functions[0], arrays)]
        return wrapped[0] if len(wrapped) == 1 else wrapped
    results = _run(recorded.forward, arrays)
    n = len(recorded.output_types)
    floats = [i for i, t in enumerate(recorded.output_types) if t.dtype.is_float]
    watch = [(_describe(t, i, recorded.name), t._data if isinstance(t, Tensor) else t, t)
             for i, t in enumerate(sources)]
    watch += [(f"the result of '{recorded.name}'", results[i], None) for i in range(n)]
    # a tangent per output, as the backward takes them (an int output's is zeros: `sort`'s
    # indices), as a compiled call's node does
    node = Node(recorded.name, lambda *xs: _run(recorded.backward, list(xs)), results[n:],
                [sources[i] for i in recorded.grad_operands], recorded.output_types, range(n),
                watch=watch, source=recorded.backward)
    wrapped = [Tensor.wrap(y, node if i in floats else None, i)
               for i, y in enumerate(results[:n])]
    return wrapped[0] if len(wrapped) == 1 else wrapped


def _describe(x, i: int, op: str) -> str:
    kind = "tensor" if isinstance(x, Tensor) else "numpy array"
    return f"the {kind} {TensorType(x.shape, DType.from_numpy(x.dtype))} passed to '{op}'" \
        f" as operand #{i + 1}"


def call_op(name: str, args: Sequence, kwargs: dict):
    """Op `name` on the arguments: traced when a traced value is among them, else eager."""
    if traced_in(args, kwargs) or captured_in(args):
        return trace_op(name, args, kwargs)
    cls = OP_FUNCTIONS.get(name)
    if cls is not None and cls.random:
        return eager_random(eager_op, cls, list(args), kwargs)
    return eager_op(name, args, kwargs)
