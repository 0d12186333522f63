"""More of `torch.Tensor`'s methods, shared by traced values and eager tensors (a base of
`frontend.operators.TensorOperators`): constructors of a tensor's dtype (`new_zeros`,
`new_ones`, `new_full`, `new_empty`, `new_tensor`), conversions to another tensor's type or
shape (`type_as`, `view_as`, `reshape_as`, `bool`, `int`), rearrangements (`flip`, `roll`,
`movedim`, `swapaxes`, `narrow`, `unflatten`, `unbind`, `tile`, `repeat_interleave`, and
`unfold`, PyTorch's sliding windows of a dim), reductions (`amax`, `amin`, `all`, `any`,
`argmax`/`argmin` over the flattened tensor without a dim, as PyTorch's), elementwise
`sign`, `square`, `reciprocal`, `lerp`, `addcmul`, `addcdiv`, `clamp_min`, `clamp_max`,
`nan_to_num`, `isnan`, `isinf`, `isfinite`, `log2`, `log10`, `mv`, and the compositions
`gather`, `index_select`, `scatter_add`, ...; indexing by one integer tensor, array or list
(`index_with_array`); and for traced values `device`, `to`, `cpu`, `cuda`, `detach`,
`clone` and `numel`. Each is one `self._op(name, args, kwargs)` call of an op or a
composition (`frontend.torch_layout`, `frontend.torch_math`), so it traces and runs eagerly
alike. `masked_fill_` and `clamp_` here refuse a traced value (an eager tensor's are
`runtime.tensor_inplace`'s).
"""
from __future__ import annotations

import numpy as np

from ..ir.types import DType
from .locations import index_error
from .type_method import torch_dtype


def _shape(args: tuple) -> list:
    """`(2, 3)`, `((2, 3),)` or `([2, 3],)` -> `[2, 3]`."""
    if len(args) == 1 and isinstance(args[0], (list, tuple)):
        return list(args[0])
    return list(args)


def _dims(args: tuple) -> list:
    return _shape(args)


def arg_extreme(run, name: str, x, dim=None, keepdim=False):
    """PyTorch's `argmax`/`argmin` through `run(op, args, kwargs)`: along `dim`, or the index
    in the flattened tensor when `dim` is None (a 0-d result, or all dims of size 1 with
    `keepdim`)."""
    if dim is not None:
        return run(name, (x,), {"axis": dim, "keepdim": keepdim})
    flat = run("reshape", (x, [int(np.prod(x.shape))]), {})
    out = run(name, (flat,), {"axis": 0})
    return run("reshape", (out, [1] * len(x.shape)), {}) if keepdim else out


def _is_device(x) -> bool:
    name = str(x)
    return name in ("cpu", "cuda") or name.startswith("cuda:") or type(x).__name__ == "device"


def _as_dtype(dtype) -> DType:
    if isinstance(dtype, DType):
        return dtype
    read = torch_dtype(dtype)
    if read is not None:
        return read[0]
    if isinstance(dtype, str) and dtype in DType._value2member_map_:
        return DType(dtype)
    try:
        return DType.from_numpy(np.dtype(dtype))
    except TypeError:
        raise TypeError(f"to(): {dtype!r} is neither a dtype, a device nor a tensor") from None


def is_index_array(k) -> bool:
    """Whether an index is a tensor, array or list of indices (PyTorch's advanced index),
    not one integer."""
    if isinstance(k, list):
        return True
    if isinstance(k, np.ndarray) or hasattr(k, "_op"):
        return len(k.shape) > 0 or np.dtype(k.dtype) == np.bool_
    return False


def index_with_array(x, key: tuple):
    """`x[key]` where one entry of `key` is an integer tensor, array or list and the others
    are slices: the entries along that dim at those indices (negative ones count from the
    end), the index's shape in place of the dim, as PyTorch's advanced indexing."""
    arrays = [i for i, k in enumerate(key) if is_index_array(k)]
    if len(arrays) > 1 or not all(isinstance(k, slice) for i, k in enumerate(key)
                                  if i not in arrays):
        raise index_error("an integer tensor (or list) index is supported alone among"
                          " slices (x[idx], x[:, idx]); for more, use aotgrad.gather or"
                          " index_select")
    axis, index = arrays[0], key[arrays[0]]
    out = x[key[:axis] + (slice(None),) + key[axis + 1:]]
    n = out.shape[axis]
    if not hasattr(index, "_op"):
        index = np.asarray(index)
    if np.dtype(index.dtype) == np.bool_:
        return _index_with_mask(x, key, axis, index)
    if not np.issubdtype(np.dtype(index.dtype), np.integer):
        raise index_error(f"tensors used as indices must be integer tensors, got"
                          f" {np.dtype(index.dtype)}")
    shape = list(index.shape)
    if isinstance(index, np.ndarray):
        if index.size and not (-n <= index.min() and index.max() < n):
            raise index_error(f"index {int(index.max() if index.max() >= n else index.min())}"
                              f" is out of bounds for dim {axis} with size {n}")
        flat = (index.reshape(-1) % max(n, 1)).astype(np.int64)
    else:
        flat = index._op("reshape", (index, [int(np.prod(shape))]), {})
        flat = flat._op("where", (flat._op("lt", (flat, 0), {}),
                                  flat._op("add", (flat, n), {}), flat), {})
    picked = out._op("index_select", (out, axis, flat), {})
    return out._op("reshape", (picked, list(out.shape[:axis]) + shape +
                               list(out.shape[axis + 1:])), {})


def _index_with_mask(x, key: tuple, axis: int, mask):
    """`x[key]` where `key[axis]` is a bool mask over dims `axis, axis + 1, ...` of `x`: the
    entries where it is true, in order, as one dim, as PyTorch's. How many there are depends
    on the mask's values: they are read (inside a compiled function, a graph break, as
    torch.compile's), and the entries are picked by their positions, with gradients."""
    values = np.asarray(mask, dtype=np.bool_)         # the values: a graph break when traced
    out = x[key[:axis] + (slice(None),) + key[axis + 1:]]
    dims = list(out.shape[axis:axis + values.ndim])
    if values.ndim > len(out.shape) - axis or list(values.shape) != dims:
        bad = next((d for d, (m, n) in enumerate(zip(values.shape, dims)) if m != n),
                   len(dims))
        raise index_error(f"the shape of the mask {list(values.shape)} at index {bad} does"
                          f" not match the shape of the indexed tensor"
                          f" {list(out.shape)} at index {axis + bad}")
    rows = list(out.shape[:axis]) + [int(np.prod(dims))] + list(out.shape[axis + values.ndim:])
    flat = out._op("reshape", (out, rows), {})
    picked = np.flatnonzero(values.reshape(-1)).astype(np.int64)
    return flat._op("index_select", (flat, axis, picked), {})


class TorchMethods:
    """`torch.Tensor` methods built on `self._op` (a base of `TensorOperators`)."""

    __slots__ = ()

    # -- new tensors of this one's dtype --------------------------------------------------

    def _new(self, what: str, value, size: tuple, dtype, requires_grad: bool):
        shape = _shape(size)
        out = self._op("full", (shape, value), {"dtype": self.type.dtype if dtype is None
                                                else dtype})
        return self._leaf(what, out, requires_grad)

    def _leaf(self, what: str, out, requires_grad: bool):
        if not requires_grad:
            return out
        if out.traced:
            self._unsupported(f"{what}(requires_grad=True) inside a compiled function: a"
                              f" leaf that gets a .grad is made outside it and passed in")
        return out.requires_grad_()

    def new_zeros(self, *size, dtype=None, device=None, requires_grad: bool = False):
        """Zeros of `size`, this tensor's dtype unless `dtype=`, as `Tensor.new_zeros`."""
        return self._new("new_zeros", 0, size, dtype, requires_grad)

    def new_ones(self, *size, dtype=None, device=None, requires_grad: bool = False):
        """Ones of `size`, this tensor's dtype unless `dtype=`, as `Tensor.new_ones`."""
        return self._new("new_ones", 1, size, dtype, requires_grad)

    def new_empty(self, *size, dtype=None, device=None, requires_grad: bool = False):
        """A tensor of `size` (zeros: aotgrad has no uninitialised memory), as
        `Tensor.new_empty`."""
        return self._new("new_empty", 0, size, dtype, requires_grad)

    def new_full(self, size, fill_value, *, dtype=None, device=None,
                 requires_grad: bool = False):
        """`fill_value` in every entry of `size`, this tensor's dtype unless `dtype=`, as
        `Tensor.new_full`."""
        return self._new("new_full", fill_value, (size,), dtype, requires_grad)

    def new_tensor(self, data, *, dtype=None, device=None, requires_grad: bool = False):
        """A tensor holding a copy of `data`, this tensor's dtype unless `dtype=`, as
        `Tensor.new_tensor` (a constant inside a compiled function)."""
        dtype = self.type.dtype if dtype is None else dtype
        out = self._op("cast", (np.array(data), dtype), {})
        return self._leaf("new_tensor", out, requires_grad)

    # -- a traced value's: an eager tensor has its own (`runtime.tensor`) -------------------

    @property
    def device(self) -> str:
        """A traced value's device: the compiled code's, named "cpu" here (a device given to
        `.to()` or to a factory inside a compiled function changes nothing)."""
        return "cpu"

    def to(self, *args, **kwargs):
        """`x.to(dtype)`, `x.to(device, dtype)`, `x.to(other)`: a cast to the dtype named (the
        device is the compiled code's)."""
        dtype = kwargs.get("dtype")
        for a in (*args, kwargs.get("device")):
            if hasattr(a, "_op"):                        # x.to(other): other's dtype
                dtype = a.type.dtype
            elif a is not None and not _is_device(a):
                dtype = a
        if dtype is None:
            return self
        dtype = _as_dtype(dtype)
        return self if dtype == self.type.dtype else self._op("cast", (self, dtype), {})

    def cpu(self):
        """The value itself (the compiled code's device)."""
        return self

    def cuda(self, device=None):
        """The value itself (the compiled code's device)."""
        return self

    def detach(self):
        """The same values, cut from the gradient (`tensor.stop_gradient`)."""
        return self._op("stop_gradient", (self,), {})

    def clone(self, *, memory_format=None):
        """The value itself: traced values are never written in place."""
        return self

    def numel(self) -> int:
        """The number of elements."""
        return int(np.prod(self.shape))

    # -- another tensor's type or shape ---------------------------------------------------

    def type_as(self, other):
        """This tensor cast to `other`'s dtype, as `Tensor.type_as`."""
        dtype = other.type.dtype
        return self if dtype == self.type.dtype else self._op("cast", (self, dtype), {})

    def view_as(self, other):
        """This tensor with `other`'s shape, as `Tensor.view_as`."""
        return self._op("reshape", (self, list(other.shape)), {})

    def reshape_as(self, other):
        """This tensor with `other`'s shape, as `Tensor.reshape_as`."""
        return self._op("reshape", (self, list(other.shape)), {})

    def bool(self):
        """Cast to bool (nonzero is true)."""
        return self._op("cast", (self, DType.bool), {})

    def int(self):
        """Cast to i32."""
        return self._op("cast", (self, DType.i32), {})

    # -- rearrangements -------------------------------------------------------------------

    def flip(self, *dims):
        """`aotgrad.flip(self, dims)`: `x.flip(0, 1)` or `x.flip([0, 1])`."""
        return self._op("flip", (self, _dims(dims)), {})

    def roll(self, shifts, dims=None):
        """`aotgrad.roll(self, shifts, dims)`."""
        return self._op("roll", (self, shifts, dims), {})

    def movedim(self, source, destination):
        """`aotgrad.movedim(self, source, destination)`."""
        return self._op("movedim", (self, source, destination), {})

    moveaxis = movedim

    def swapaxes(self, axis0: int, axis1: int):
        """Two dims exchanged, as `Tensor.swapaxes` (and `swapdims`)."""
        return self.transpose(axis0, axis1)

    swapdims = swapaxes

    def narrow(self, dim: int, start: int, length: int):
        """`aotgrad.narrow(self, dim, start, length)`."""
        return self._op("narrow", (self, dim, start, length), {})

    def unflatten(self, dim: int, sizes):
        """`aotgrad.unflatten(self, dim, sizes)`."""
        return self._op("unflatten", (self, dim, sizes), {})

    def unbind(self, dim: int = 0) -> tuple:
        """`aotgrad.unbind(self, dim)`: a tuple of tensors."""
        out = self._op("unbind", (self, dim), {})
        return tuple(out) if isinstance(out, list) else (out,)

    def unfold(self, dimension: int, size: int, step: int):
        """The windows of `size` entries every `step` along `dimension`, as a new last dim
        (that dim counts the windows), as `torch.Tensor.unfold` (`F.unfold` is im2col)."""
        rank = len(self.shape)
        if not -max(rank, 1) <= dimension < max(rank, 1):
            raise index_error(f"unfold: dimension {dimension} is out of range for rank {rank}")
        d = dimension % rank if rank else 0
        n = self.shape[d] if rank else 1
        if step <= 0 or size < 0 or size > n:
            raise index_error(f"unfold: maximum size for tensor at dimension {d} is {n} but"
                              f" size is {size}, step {step} (must be > 0)")
        count = (n - size) // step + 1
        index = (np.arange(count)[:, None] * step + np.arange(size)[None, :]).reshape(-1)
        x = self if rank else self._op("reshape", (self, [1]), {})
        picked = x._op("index_select", (x, d, index.astype(np.int64)), {})
        shape = list(x.shape)
        windows = x._op("reshape", (picked, shape[:d] + [count, size] + shape[d + 1:]), {})
        out = windows._op("movedim", (windows, d + 1, -1), {})
        return out if rank else out._op("reshape", (out, [size]), {})     # 0-d: [size]

    def tile(self, *dims):
        """`aotgrad.tile(self, dims)`: `x.tile(2, 1)` or `x.tile((2, 1))`."""
        return self._op("tile", (self, _dims(dims)), {})

    def repeat_interleave(self, repeats, dim=None, *, output_size=None):
        """`aotgrad.repeat_interleave(self, repeats, dim)`."""
        return self._op("repeat_interleave", (self, repeats, dim, output_size), {})

    # -- reductions -----------------------------------------------------------------------

    def amax(self, dim=(), keepdim: bool = False):
        """`aotgrad.amax(self, dim, keepdim)`."""
        return self._op("amax", (self, dim, keepdim), {})

    def amin(self, dim=(), keepdim: bool = False):
        """`aotgrad.amin(self, dim, keepdim)`."""
        return self._op("amin", (self, dim, keepdim), {})

    def all(self, dim=None, keepdim: bool = False):
        """`aotgrad.all(self, dim, keepdim)`."""
        return self._op("all", (self, dim, keepdim), {})

    def any(self, dim=None, keepdim: bool = False):
        """`aotgrad.any(self, dim, keepdim)`."""
        return self._op("any", (self, dim, keepdim), {})

    def argmax(self, dim=None, keepdim: bool = False, *, axis=None):
        """The index of the first maximum along `dim` (or numpy's `axis`), or in the
        flattened tensor, as `Tensor.argmax`."""
        return arg_extreme(self._run, "argmax", self, dim if axis is None else axis, keepdim)

    def argmin(self, dim=None, keepdim: bool = False, *, axis=None):
        """The index of the first minimum along `dim` (or numpy's `axis`), or in the
        flattened tensor, as `Tensor.argmin`."""
        return arg_extreme(self._run, "argmin", self, dim if axis is None else axis, keepdim)

    def _run(self, name: str, args: tuple, kwargs: dict):
        return self._op(name, args, kwargs)

    # -- in place: an eager tensor's (`runtime.tensor_inplace`); a traced value is refused --

    def _traced_inplace(self, what: str, instead: str):
        self._unsupported(f"{what} of a traced tensor {self.type}: an in-place update inside"
                          f" a compiled function is not recorded; write it out of place,"
                          f" x = {instead}")

    def masked_fill_(self, mask, value):
        """In place on an eager tensor; refused on a traced one (`masked_fill` instead)."""
        self._traced_inplace("masked_fill_", "x.masked_fill(mask, value)")

    def clamp_(self, min=None, max=None):
        """In place on an eager tensor; refused on a traced one (`clamp` instead)."""
        self._traced_inplace("clamp_", "x.clamp(min, max)")

    # -- elementwise ----------------------------------------------------------------------

    def sign(self):
        """`aotgrad.sign(self)`."""
        return self._op("sign", (self,), {})

    def round(self, decimals=0, out=None):
        """`aotgrad.round(self, decimals)`; `np.round(t, 2)` calls it, with `out=None`."""
        if out is not None:
            raise TypeError("round(): out= is not supported; use the result")
        return self._op("round", (self,), {"decimals": decimals})

    def square(self):
        """`aotgrad.square(self)`."""
        return self._op("square", (self,), {})

    def reciprocal(self):
        """`aotgrad.reciprocal(self)`."""
        return self._op("reciprocal", (self,), {})

    def lerp(self, end, weight):
        """`aotgrad.lerp(self, end, weight)`."""
        return self._op("lerp", (self, end, weight), {})

    def addcmul(self, tensor1, tensor2, *, value=1):
        """`aotgrad.addcmul(self, tensor1, tensor2, value=)`."""
        return self._op("addcmul", (self, tensor1, tensor2, value), {})

    def addcdiv(self, tensor1, tensor2, *, value=1):
        """`aotgrad.addcdiv(self, tensor1, tensor2, value=)`."""
        return self._op("addcdiv", (self, tensor1, tensor2, value), {})

    def clamp_min(self, min):
        """`aotgrad.clamp_min(self, min)`."""
        return self._op("clamp_min", (self, min), {})

    def clamp_max(self, max):
        """`aotgrad.clamp_max(self, max)`."""
        return self._op("clamp_max", (self, max), {})

    def nan_to_num(self, nan=0.0, posinf=None, neginf=None):
        """`aotgrad.nan_to_num(self, nan, posinf, neginf)`."""
        return self._op("nan_to_num", (self, nan, posinf, neginf), {})

    def mv(self, vec):
        """`aotgrad.mv(self, vec)`."""
        return self._op("mv", (self, vec), {})


def _unary_method(name: str):
    def method(self):
        return self._op(name, (self,), {})
    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"`aotgrad.{name}(self)`."
    return method


def _method(name: str):
    def method(self, *args, **kwargs):
        return self._op(name, (self, *args), kwargs)
    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"`aotgrad.{name}` with this tensor as its first argument."
    return method


for _name in ("isnan", "isinf", "isfinite", "log2", "log10", "asin", "acos", "tan", "sinh",
              "cosh", "asinh", "acosh", "atanh", "sinc", "frac", "deg2rad", "rad2deg", "arcsin",
              "arccos", "arctan", "arcsinh", "arccosh", "arctanh"):
    setattr(TorchMethods, _name, _unary_method(_name))
#: compositions that are `torch.Tensor` methods too, their arguments after the tensor's
for _name in ("gather", "index_select", "scatter", "scatter_add", "take_along_dim", "logical_not",
              "logical_xor", "logical_and", "logical_or", "logcumsumexp", "isclose", "outer", "addmm", "addmv", "baddbmm", "arctan2"):
    setattr(TorchMethods, _name, _method(_name))
del _name
