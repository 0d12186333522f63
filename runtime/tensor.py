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

In-place methods (`x[i] = v`, `add_`, `mul_`, `zero_`, `copy_`, ...) bump the tensor's version
counter, which backward checks (`autograd.Node`); on a leaf that requires grad they are allowed
only under `no_grad()`, as in PyTorch.

`tensor(data)` keeps a numpy array's dtype; Python data becomes f32 (floats), i64 (ints) or bool,
as in PyTorch.

Device tensors: `tensor(x, device="cuda")`, `.to("cuda")`, `.cuda()` hold a `DeviceArray`
(`runtime/device.py`) instead of a numpy array; `.cpu()` and `.numpy()` copy to the host.
Their eager ops run on the device, each op's one-op module compiled by the cuda backend once
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
from ..ir.builder import Builder, finish_function, new_function
from ..ir.errors import ExecutionError
from ..ir.core import IRError, Module
from ..ir.rewrite import clone_module
from ..ir.interpret import run_function
from ..ir.types import DType, TensorType
from ..passes.autodiff import NOGRAD, differentiable_args, joint_function
from . import device as devices
from . import engine
from .autograd import BackwardError, Node, add, expose, is_grad_enabled, no_grad
from .engine import run_backward
from .device import DeviceArray
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

    def __init__(self, data, requires_grad: bool = False, dtype=None, device=None):
        self._data = as_array(data, dtype)
        if device is not None:
            self._data = _placed(self._data, device)
        self._watchers: list = []           # guards waiting for `.data` (`autograd.expose`)
        self.grad: np.ndarray | None = None
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
        t._data, t.grad, t.grad_fn, t.output_index = array, None, grad_fn, index
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
    def device(self) -> str:
        """Where the data lives: "cpu" or "cuda:0"."""
        return "cuda:0" if type(self._data) is DeviceArray else "cpu"

    @property
    def is_cuda(self) -> bool:
        return type(self._data) is DeviceArray

    def to(self, device=None, dtype=None) -> "Tensor":
        """This tensor on `device` ("cpu", "cuda", "cuda:0") and/or as `dtype`: itself when
        nothing changes, else a copy (gradients flow back through a move between devices)."""
        if dtype is None and device is not None and (
                not isinstance(device, str) or device in DType._value2member_map_):
            device, dtype = None, device                    # .to(dtype)
        out = self
        if dtype is not None and dtype_of(dtype).numpy != self.dtype:
            out = out.cpu() if out.is_cuda else out
            out = call_op("cast", (out,), {"dtype": dtype_of(dtype)})
            if self.is_cuda and device is None:
                device = "cuda"
        if device is not None and _where(device) != ("cuda" if out.is_cuda else "cpu"):
            out = _moved(out, _where(device))
        return out

    @property
    def __cuda_array_interface__(self) -> dict:
        if type(self._data) is not DeviceArray:
            raise AttributeError("a cpu tensor has no __cuda_array_interface__")
        return self._data.__cuda_array_interface__

    def __dlpack__(self, stream=None, **kwargs):
        """A DLPack capsule of the data (no copy): `torch.from_dlpack(t)` shares it."""
        if self.requires_grad:
            raise RuntimeError("cannot export a tensor that requires grad through DLPack; use"
                               " tensor.detach()")
        if type(self._data) is DeviceArray:
            return self._data.__dlpack__(stream, **kwargs)
        return self._data.__dlpack__(**kwargs)

    def __dlpack_device__(self) -> tuple[int, int]:
        return self._data.__dlpack_device__()

    def cuda(self, device=None) -> "Tensor":
        """This tensor on the GPU (a copy, unless it is there already)."""
        return self.to("cuda" if device is None else device)

    def cpu(self) -> "Tensor":
        """This tensor in host memory (a copy, unless it is there already)."""
        return self.to("cpu")

    @property
    def type(self) -> TensorType:
        return TensorType(self._data.shape, DType.from_numpy(self._data.dtype))

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

    # -- in place ------------------------------------------------------------------------

    def _check_inplace(self, what: str, value) -> None:
        if not is_grad_enabled():
            return
        if self.requires_grad:
            kind = "a leaf tensor that requires grad" if self.is_leaf else \
                "a tensor that is part of a graph"
        elif isinstance(value, Tensor) and value.requires_grad:
            kind = "a value that requires grad"
        else:
            return
        raise RuntimeError(f"{what}: an in-place update of {kind} is not recorded for backward;"
                           f" do it under aotgrad.no_grad(), or out of place")

    def _write(self, what: str, value) -> "Tensor":
        """Store `value` (a Tensor, array or number) into this tensor's data in place."""
        self._check_inplace(what, value)
        if type(self._data) is DeviceArray:
            return self._write_device(what, value)
        array = value._data if isinstance(value, Tensor) else np.asarray(value)
        if not np.can_cast(array.dtype, self._data.dtype, "same_kind") and array.ndim:
            raise TypeError(f"{what}: cannot store {array.dtype} values in a"
                            f" {DType.from_numpy(self._data.dtype)} tensor")
        np.copyto(self._data, np.broadcast_to(array, self._data.shape), casting="unsafe")
        self._version += 1
        return self

    def _write_device(self, what: str, value) -> "Tensor":
        """`_write` of a device tensor: a fill, or a copy on the device."""
        data = self._data
        array = value._data if isinstance(value, Tensor) else value
        if is_number(array) or (isinstance(array, np.ndarray) and array.ndim == 0):
            devices.fill(data, np.asarray(array).astype(data.dtype))
        else:
            if type(array) is not DeviceArray:
                array = devices.to_device(np.broadcast_to(np.asarray(array, data.dtype),
                                                          data.shape))
            if array.shape != data.shape or array.dtype != data.dtype:
                raise TypeError(f"{what}: a device tensor takes a {data.dtype}{list(data.shape)}"
                                f" value on the device, got {array.dtype}{list(array.shape)}")
            if data.nbytes:
                devices.driver().memcpy_dtod(data.pointer, array.pointer, data.nbytes)
        self._version += 1
        return self

    def _inplace(self, name: str, other) -> "Tensor":
        self._check_inplace(f"{name}_", other)
        with no_grad():
            result = eager_op(name, (self, other), {})
        return self._write(f"{name}_", result)

    def add_(self, other) -> "Tensor":
        return self._inplace("add", other)

    def sub_(self, other) -> "Tensor":
        return self._inplace("sub", other)

    def mul_(self, other) -> "Tensor":
        return self._inplace("mul", other)

    def div_(self, other) -> "Tensor":
        return self._inplace("div", other)

    def copy_(self, src) -> "Tensor":
        return self._write("copy_", src)

    def fill_(self, value) -> "Tensor":
        return self._write("fill_", value)

    def zero_(self) -> "Tensor":
        return self._write("zero_", 0)

    def __setitem__(self, key, value) -> None:
        self._check_inplace("x[...] = value", value)
        if type(self._data) is DeviceArray:
            raise TypeError("x[...] = value is not supported on a cuda tensor; write the whole"
                            " tensor (copy_, fill_, zero_) or index on the host (.cpu())")
        self._data[key] = value._data if isinstance(value, Tensor) else value
        self._version += 1

    def __array__(self, dtype=None, copy=None):
        data = self._host()
        if self._requires_grad and dtype is None and type(self._data) is not DeviceArray:
            data = data.view()              # read-only: see `numpy`
            data.flags.writeable = False
        return data if dtype is None else data.astype(dtype)

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

    # -- gradients -----------------------------------------------------------------------

    def accumulate_grad(self, grad: np.ndarray, owned: bool = False) -> None:
        """Add `grad` into `.grad` (which starts as None), as PyTorch does. An `owned` grad
        (a new array no one else holds) becomes `.grad` without a copy. A device tensor's
        gradient stays on the device."""
        if type(self._data) is DeviceArray:
            if type(grad) is not DeviceArray:
                grad = devices.to_device(np.asarray(grad, dtype=self._data.dtype))
                owned = True
            if self.grad is None:
                self.grad = grad if owned and grad.shape == self._data.shape else grad.copy()
            else:
                self.grad = add(self.grad, grad)
            return
        grad = np.asarray(grad, dtype=self._data.dtype)
        if self.grad is None:
            self.grad = grad if owned and grad.shape == self._data.shape else grad.copy()
        else:
            self.grad = self.grad + grad

    def backward(self, gradient=None, retain_graph: bool = False) -> None:
        """Backpropagate through the recorded eager ops and compiled calls that made this tensor;
        accumulates into the `.grad` of the leaves that require grad."""
        if not self._requires_grad:
            raise BackwardError("element 0 of tensors does not require grad and does not have"
                                " a grad_fn")
        data = self._data
        if gradient is None and data.size == 1 and type(data) is not DeviceArray:
            run_backward(self, _one(data.shape, data.dtype), retain_graph)   # a loss
        else:
            run_backward(self, self.seed(gradient), retain_graph)

    def seed(self, gradient=None):
        """The gradient a backward from this tensor starts with: `gradient` as an array
        where this tensor lives, or ones for a one-element tensor."""
        data = self._data
        if gradient is None:
            if data.size != 1:
                raise BackwardError(f"grad can be implicitly created only for scalar outputs"
                                    f" (this tensor has shape {list(self.shape)}); pass"
                                    f" gradient=")
            return _one(data.shape, data.dtype) if type(data) is not DeviceArray \
                else devices.full(data.shape, 1, data.dtype)
        gradient = gradient._data if isinstance(gradient, Tensor) else gradient
        if type(data) is DeviceArray:
            if type(gradient) is not DeviceArray:
                gradient = devices.to_device(np.asarray(gradient, dtype=data.dtype))
            if gradient.shape != data.shape or gradient.dtype != data.dtype:
                raise BackwardError(f"gradient is {gradient.dtype}{list(gradient.shape)}, but"
                                    f" the tensor is {data.dtype}{list(data.shape)}")
            return gradient
        gradient = np.asarray(gradient, dtype=data.dtype)
        if gradient.shape != data.shape:
            raise BackwardError(f"gradient has shape {list(gradient.shape)}, but the tensor has"
                                f" shape {list(self.shape)}")
        return gradient

    #: a leaf's hooks (`runtime.engine.Hooks`); an intermediate's are on its `grad_fn`
    _hooks = None

    def register_hook(self, fn):
        """Call `fn(grad)` with this tensor's gradient at every backward; a returned tensor
        replaces the gradient. Returns a handle whose `.remove()` takes the hook off."""
        return engine.register_hook(self, fn)

    def retain_grad(self) -> None:
        """Keep this intermediate tensor's gradient in its `.grad`, as a leaf's."""
        engine.retain_grad(self)

    @property
    def retains_grad(self) -> bool:
        hooks = self.grad_fn.hooks if self.grad_fn is not None else None
        h = hooks.get(self.output_index) if hooks else None
        return h is not None and h.retain is not None and h.retain() is self

    def _op(self, name, args, kwargs):
        return call_op(name, args, kwargs)


def recorded(array: np.ndarray, grad_fn: Node | None, index: int = 0) -> Tensor:
    """`Tensor.wrap(array, grad_fn, index)` for a caller that made `grad_fn` under grad mode
    (a compiled call's outputs): the same tensor, without asking the mode again."""
    t = Tensor.__new__(Tensor)
    t._data, t.grad, t.grad_fn, t.output_index = array, None, grad_fn, index
    t._version, t._watchers = 0, []
    t._requires_grad = grad_fn is not None
    return t


#: a one of each (shape, dtype) a scalar's `backward()` started from (`_one`)
_ONES: dict[tuple, np.ndarray] = {}


def _one(shape: tuple, dtype: np.dtype) -> np.ndarray:
    """A new array of ones of one element (`np.ones` costs several times a copy)."""
    one = _ONES.get((shape, dtype))
    if one is None:
        one = _ONES[shape, dtype] = np.ones(shape, dtype)
    return one.copy()


def tensor(data, requires_grad: bool = False, dtype=None, device=None) -> Tensor:
    """A Tensor from an array, a nested list or a number (Python floats become f32), in host
    memory or, with `device="cuda"`, on the GPU."""
    return Tensor(data, requires_grad=requires_grad, dtype=dtype, device=device)


def _where(device) -> str:
    """"cpu" or "cuda" from a device name ("cuda:0" is the one GPU aotgrad uses)."""
    name = str(device)
    if name in ("cpu", "cuda", "cuda:0"):
        return name.split(":")[0]
    raise ValueError(f"unknown device {device!r} (aotgrad's devices are 'cpu' and 'cuda:0')")


def _placed(data, device):
    """A host or device array moved to `device` (as it is when it is there)."""
    if _where(device) == "cuda":
        return data if type(data) is DeviceArray else devices.to_device(data)
    return data.get() if type(data) is DeviceArray else data


def _moved(t: "Tensor", where: str) -> "Tensor":
    """`t` copied to `where`; recorded, when `t` requires grad, as a node whose backward
    moves the gradient back."""
    out = _placed(t._data, where)
    if not (t.requires_grad and is_grad_enabled()):
        return Tensor.wrap(out)
    back = "cpu" if where == "cuda" else "cuda"
    node = Node(f"to_{where}", lambda g: (_placed(g, back),), [], [t],
                [t.type], [0])
    return Tensor.wrap(out, node)


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
        raise IRError(e.message, user_location()) from None


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
        raise IRError(e.message, user_location()) from None
    if recorded is None:
        wrapped = [Tensor.wrap(o) for o in _run(module.functions[0], arrays)]
        return wrapped[0] if len(wrapped) == 1 else wrapped
    results = _run(recorded.forward, arrays)
    n = len(recorded.output_types)
    floats = [i for i, t in enumerate(recorded.output_types) if t.dtype.is_float]
    watch = [(_describe(t, i, recorded.name), t._data if isinstance(t, Tensor) else t, t)
             for i, t in enumerate(sources)]
    watch += [(f"the result of '{recorded.name}'", results[i], None) for i in range(n)]
    node = Node(recorded.name, lambda *xs: _run(recorded.backward, list(xs)), results[n:],
                [sources[i] for i in recorded.grad_operands], recorded.output_types, floats,
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
