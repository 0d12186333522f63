"""The operator surface shared by traced values (`frontend.tracer.Traced`) and eager tensors
(`runtime.tensor.Tensor`): every Python operator and tensor method is one call of
`self._op(name, args, kwargs)`, which a traced value records and an eager tensor runs.

Numpy's operators on an aotgrad tensor (`ndarray + t`) run aotgrad's op (`__array_ufunc__`);
other numpy ufuncs are refused by name on a traced value or a tensor that requires grad (they
would lose its gradient) and run on the array of any other tensor (`np.isnan(p.grad)`). Indexing
takes integers, slices with positive steps, `...`, `None` (a new axis of size 1) and a tensor
holding an integer (whose value a traced function reads: a graph break). `max`/`min` with a
dim as PyTorch spells it give PyTorch's (values, indices) pair (`extreme_with_indices`).
Every op whose first operand is the tensor is a method too (`METHOD_OPS`).
"""
from __future__ import annotations

import operator
from typing import ClassVar

import numpy as np

from ..ir.types import DType
from .locations import index_error
from .ops import COMPOSITES, OP_FUNCTIONS, is_number
from .sort_ops import SortMethods, ValuesIndices
from .tensor_methods import TorchMethods, index_with_array, is_index_array
from .type_method import no_half


def _perm_or_shape(args: tuple) -> list | None:
    """`(1, 7)`, `([1, 7],)` or `((1, 7),)` -> `[1, 7]`; `()` -> None."""
    if len(args) == 1 and isinstance(args[0], (list, tuple)):
        return list(args[0])
    return list(args) if args else None


def _is_operand(x) -> bool:
    return isinstance(x, (TensorOperators, np.ndarray)) or is_number(x)


#: numpy ufuncs that Python operators call (`ndarray + t`) -> op name.
UFUNC_OPERATORS = {np.add: "add", np.subtract: "sub", np.multiply: "mul", np.true_divide: "div",
                   np.power: "pow", np.matmul: "matmul", np.less: "lt", np.less_equal: "le",
                   np.greater: "gt", np.greater_equal: "ge", np.equal: "eq", np.not_equal: "ne",
                   np.remainder: "remainder", np.floor_divide: "floor_divide"}
#: numpy names of ufuncs whose aotgrad function is spelled differently.
UFUNC_NAMES = {"absolute": "abs", "negative": "neg", "fmax": "maximum", "fmin": "minimum"}


#: the bitwise op of each operator on integer tensors (on bools: the logical op)
BITWISE = {"&": "bitwise_and", "|": "bitwise_or", "^": "bitwise_xor", "~": "bitwise_not"}


class TensorOperators(TorchMethods, SortMethods):
    """Python operators and tensor methods, each one `self._op(name, args, kwargs)` call
    (more of PyTorch's methods in `TorchMethods`)."""

    __slots__ = ()
    __hash__ = object.__hash__  # `==` builds a tensor, so hash by identity
    #: a traced value (its operations are recorded, its value is unknown until it is read)
    traced: ClassVar[bool] = False

    def _op(self, name: str, args: tuple, kwargs: dict):
        raise NotImplementedError

    def _unsupported(self, message: str):
        raise TypeError(message)

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        """`ndarray + t` runs aotgrad's op; any other numpy ufunc is refused by name."""
        name = UFUNC_OPERATORS.get(ufunc)
        if name and method == "__call__" and not kwargs:
            return self._op(name, inputs, {})
        if not self.traced and not any(getattr(x, "requires_grad", False) for x in inputs):
            # a tensor outside autograd (a `.grad`, a detached value): numpy's ufunc runs on
            # its array and gives an array, as on a PyTorch tensor without grad
            arrays = [np.asarray(x) if isinstance(x, TensorOperators) else x for x in inputs]
            if "out" in kwargs:
                kwargs["out"] = tuple(np.asarray(x) if isinstance(x, TensorOperators) else x
                                      for x in kwargs["out"])
            return getattr(ufunc, method)(*arrays, **kwargs)
        ours = UFUNC_NAMES.get(ufunc.__name__, ufunc.__name__)
        advice = f"use aotgrad.{ours}(...)" if ours in OP_FUNCTIONS or ours in COMPOSITES \
            else "write it with aotgrad's functions"
        self._unsupported(f"numpy's np.{ufunc.__name__} cannot run on an aotgrad tensor"
                          f" ({type(self).__name__} {self.type}): {advice}, which"
                          f" {'is traced' if self.traced else 'keeps gradients'}")

    def _binary(self, name: str, other, reflected: bool = False):
        if not _is_operand(other):
            return NotImplemented
        return self._op(name, (other, self) if reflected else (self, other), {})

    def __add__(self, other): return self._binary("add", other)
    def __radd__(self, other): return self._binary("add", other, True)
    def __sub__(self, other): return self._binary("sub", other)
    def __rsub__(self, other): return self._binary("sub", other, True)
    def __mul__(self, other): return self._binary("mul", other)
    def __rmul__(self, other): return self._binary("mul", other, True)
    def __truediv__(self, other): return self._binary("div", other)
    def __rtruediv__(self, other): return self._binary("div", other, True)
    def __mod__(self, other): return self._binary("remainder", other)
    def __rmod__(self, other): return self._binary("remainder", other, True)
    def __floordiv__(self, other): return self._binary("floor_divide", other)
    def __rfloordiv__(self, other): return self._binary("floor_divide", other, True)
    def __pow__(self, other): return self._binary("pow", other)
    def __rpow__(self, other): return self._binary("pow", other, True)
    def __matmul__(self, other): return self._binary("matmul", other)
    def __rmatmul__(self, other): return self._binary("matmul", other, True)
    def __lshift__(self, other): return self._shift("bitwise_left_shift", "<<", other)
    def __rlshift__(self, other): return self._shift("bitwise_left_shift", "<<", other, True)
    def __rshift__(self, other): return self._shift("bitwise_right_shift", ">>", other)
    def __rrshift__(self, other): return self._shift("bitwise_right_shift", ">>", other, True)
    def __lt__(self, other): return self._binary("lt", other)
    def __le__(self, other): return self._binary("le", other)
    def __gt__(self, other): return self._binary("gt", other)
    def __ge__(self, other): return self._binary("ge", other)
    def __eq__(self, other): return self._binary("eq", other)
    def __ne__(self, other): return self._binary("ne", other)

    def __neg__(self):
        return self._op("neg", (self,), {})

    def _logical(self, name: str, spelling: str, args: tuple):
        """`~`, `&`, `|` and `^`: logical on bool tensors, bitwise on integers, as in
        PyTorch; refused on floats."""
        operands = [a for a in args if hasattr(a, "type")]
        if all(a.type.dtype == DType.bool for a in operands):
            return self._op(name, args, {})
        if any(a.type.dtype.is_float for a in operands):
            self._unsupported(f"'{spelling}' of an aotgrad tensor ({type(self).__name__}"
                              f" {self.type}) is only defined on integer and bool tensors, as"
                              f" in PyTorch: use aotgrad.{name}(...) or a comparison")
        return self._op(BITWISE[spelling], args, {})

    def _shift(self, name: str, spelling: str, other, reflected: bool = False):
        """`<<` and `>>` of integer tensors (bools count as integers), as PyTorch's; refused on
        floats."""
        if not _is_operand(other):
            return NotImplemented
        operands = [a for a in (self, other) if hasattr(a, "type")]
        if any(a.type.dtype.is_float for a in operands) or isinstance(other, float):
            self._unsupported(f"'{spelling}' of an aotgrad tensor ({type(self).__name__}"
                              f" {self.type}) is only defined on integer tensors, as in"
                              f" PyTorch")
        return self._binary(name, other, reflected)

    def __invert__(self):
        return self._logical("logical_not", "~", (self,))

    def __xor__(self, other):
        return self._logical("logical_xor", "^", (self, other)) if _is_operand(other) \
            else NotImplemented

    def __rxor__(self, other):
        return self._logical("logical_xor", "^", (other, self)) if _is_operand(other) \
            else NotImplemented

    def __and__(self, other):
        return self._logical("logical_and", "&", (self, other)) if _is_operand(other) \
            else NotImplemented

    def __rand__(self, other):
        return self._logical("logical_and", "&", (other, self)) if _is_operand(other) \
            else NotImplemented

    def __or__(self, other):
        return self._logical("logical_or", "|", (self, other)) if _is_operand(other) \
            else NotImplemented

    def __ror__(self, other):
        return self._logical("logical_or", "|", (other, self)) if _is_operand(other) \
            else NotImplemented

    def __pos__(self):
        return self

    def __abs__(self):
        return self._op("abs", (self,), {})

    @property
    def T(self):
        """The transpose (all axes reversed)."""
        return self._op("transpose", (self,), {})

    def reshape(self, *shape):
        """`x.reshape(1, 7)` or `x.reshape([1, 7])`; one dim may be -1."""
        return self._op("reshape", (self, _perm_or_shape(shape)), {})

    def transpose(self, *perm):
        """`x.transpose()` reverses the axes; `x.transpose(0, 1)` swaps two dims, as
        `torch.Tensor.transpose(dim0, dim1)`; `x.transpose([2, 0, 1])` or
        `x.transpose(2, 0, 1)` (three or more) permutes them, as numpy."""
        if len(perm) == 2 and all(isinstance(d, int) for d in perm):
            order = list(range(self.ndim))
            try:
                a, b = (order[d] for d in perm)
            except IndexError:
                raise index_error(f"transpose{perm}: dims out of range for {self.type}") \
                    from None
            order[a], order[b] = b, a
            return self._op("transpose", (self, order), {})
        return self._op("transpose", (self, _perm_or_shape(perm)), {})

    # -- PyTorch spellings ---------------------------------------------------------------

    def view(self, *shape):
        """`torch.Tensor.view`: `reshape` (tensors here are values, never aliases)."""
        return self.reshape(*shape)

    def t(self):
        """`torch.Tensor.t`: the transpose of a tensor of rank <= 2."""
        if self.ndim > 2:
            self._unsupported(f"t() expects a tensor of rank <= 2, got {self.type}; use"
                              f" transpose(perm)")
        return self if self.ndim < 2 else self._op("transpose", (self,), {})

    def size(self, dim: int | None = None):
        """The shape, or the size of dimension `dim`, as `torch.Tensor.size`."""
        return tuple(self.shape) if dim is None else self.shape[dim]

    def dim(self) -> int:
        """The rank, as `torch.Tensor.dim`."""
        return self.ndim

    def unsqueeze(self, dim: int):
        """A size-1 dimension inserted at `dim` (negative counts from the end)."""
        if not -self.ndim - 1 <= dim <= self.ndim:
            raise index_error(f"unsqueeze: dim {dim} is out of range for rank {self.ndim}")
        shape = list(self.shape)
        shape.insert(dim % (self.ndim + 1), 1)
        return self._op("reshape", (self, shape), {})

    def squeeze(self, dim: int | None = None):
        """Size-1 dimensions removed: all of them, or `dim` if it has size 1."""
        if dim is not None and not -self.ndim <= dim < max(self.ndim, 1):
            raise index_error(f"squeeze: dim {dim} is out of range for rank {self.ndim}")
        drop = [i for i, s in enumerate(self.shape) if s == 1 and
                (dim is None or i == dim % self.ndim)]
        shape = [s for i, s in enumerate(self.shape) if i not in drop]
        return self._op("reshape", (self, shape), {}) if drop else self

    def expand(self, *sizes):
        """Broadcast to `sizes` (-1 keeps a dimension), as `torch.Tensor.expand`."""
        sizes = _perm_or_shape(sizes) or []
        lead = len(sizes) - self.ndim
        shape = [self.shape[i - lead] if s == -1 and i >= lead else s
                 for i, s in enumerate(sizes)]
        return self._op("broadcast", (self, shape), {})

    def expand_as(self, other):
        """Broadcast to `other`'s shape."""
        return self.expand(*other.shape)

    def float(self):
        """Cast to f32."""
        return self._op("cast", (self, DType.f32), {})

    def double(self):
        """Cast to f64."""
        return self._op("cast", (self, DType.f64), {})

    def long(self):
        """Cast to i64."""
        return self._op("cast", (self, DType.i64), {})

    def half(self):
        """Refused: aotgrad has no 16-bit float dtype."""
        raise no_half("half()")

    def bfloat16(self):
        """Refused: aotgrad has no 16-bit float dtype."""
        raise no_half("bfloat16()")

    def clamp(self, min=None, max=None):
        """`aotgrad.clamp(self, min, max)`."""
        return self._op("clamp", (self, min, max), {})

    clip = clamp

    def max(self, *args, **kwargs):
        """`aotgrad.max`: with a dim, PyTorch's (values, indices) pair."""
        return self._extreme("max", args, kwargs)

    def min(self, *args, **kwargs):
        """`aotgrad.min`: with a dim, PyTorch's (values, indices) pair."""
        return self._extreme("min", args, kwargs)

    def _extreme(self, name: str, args: tuple, kwargs: dict):
        form = torch_dim_form(args, kwargs)
        if form is None:
            return self._op(name, (self, *args), kwargs)
        return extreme_with_indices(self._op, name, self, *form)

    def permute(self, *dims):
        """`x.permute(2, 0, 1)` or `x.permute([2, 0, 1])`: result dim i is dim `dims[i]`, as
        `torch.Tensor.permute`."""
        return self._op("permute", (self, _perm_or_shape(dims) or []), {})

    def flatten(self, start_dim: int = 0, end_dim: int = -1):
        """Dims `start_dim` to `end_dim` merged into one, as `torch.Tensor.flatten`."""
        return self._op("flatten", (self, start_dim, end_dim), {})

    def repeat(self, *sizes):
        """`x.repeat(2, 3)` or `x.repeat([2, 3])`: tiled, as `torch.Tensor.repeat`."""
        return self._op("repeat", (self, _perm_or_shape(sizes) or []), {})

    def bmm(self, mat2):
        """The batched matrix product of two rank-3 tensors, as `torch.Tensor.bmm`."""
        if self.ndim != 3 or getattr(mat2, "ndim", None) != 3 or \
                self.shape[0] != mat2.shape[0]:
            self._unsupported(f"bmm expects two rank-3 tensors of one batch size, got"
                              f" {self.type} and {getattr(mat2, 'type', type(mat2).__name__)}")
        return self._op("matmul", (self, mat2), {})

    @property
    def mT(self):
        """The last two dims swapped, as `torch.Tensor.mT` (rank >= 2)."""
        if self.ndim < 2:
            self._unsupported(f"mT expects a tensor of rank >= 2, got {self.type}")
        perm = list(range(self.ndim))
        perm[-2:] = perm[-1], perm[-2]
        return self._op("transpose", (self, perm), {})

    def contiguous(self):
        """The tensor itself: aotgrad's tensors are values, always laid out densely."""
        return self

    def masked_fill(self, mask, value):
        """`aotgrad.masked_fill(self, mask, value)`."""
        return self._op("masked_fill", (self, mask, value), {})

    def tril(self, diagonal: int = 0):
        """`aotgrad.tril(self, diagonal)`."""
        return self._op("tril", (self, diagonal), {})

    def triu(self, diagonal: int = 0):
        """`aotgrad.triu(self, diagonal)`."""
        return self._op("triu", (self, diagonal), {})

    def split(self, split_size, dim: int = 0) -> tuple:
        """`aotgrad.split(self, split_size, dim)`: a tuple of tensors."""
        return _pieces(self._op("split", (self, split_size, dim), {}))

    def chunk(self, chunks: int, dim: int = 0) -> tuple:
        """`aotgrad.chunk(self, chunks, dim)`: a tuple of tensors."""
        return _pieces(self._op("chunk", (self, chunks, dim), {}))

    def var(self, dim=None, unbiased=None, keepdim: bool = False, *, correction=None):
        """`aotgrad.var(self, dim, unbiased, keepdim, correction=)`."""
        return self._op("var", (self, dim, unbiased, keepdim, correction), {})

    def std(self, dim=None, unbiased=None, keepdim: bool = False, *, correction=None):
        """`aotgrad.std(self, dim, unbiased, keepdim, correction=)`."""
        return self._op("std", (self, dim, unbiased, keepdim, correction), {})

    def norm(self, p="fro", dim=None, keepdim: bool = False):
        """`aotgrad.norm(self, p, dim, keepdim)`: the vector p-norm, as `Tensor.norm`."""
        return self._op("norm", (self, p, dim, keepdim), {})

    def __getitem__(self, key):
        """Basic indexing: integers, slices with positive steps, `...` and `None` (a new axis
        of size 1 there, as numpy's and PyTorch's); or one integer tensor, array or list
        among slices (`index_with_array`)."""
        key = key if isinstance(key, tuple) else (key,)
        if sum(k is Ellipsis for k in key) > 1:
            raise index_error("an index can only have a single ellipsis ('...')")
        if any(k is Ellipsis for k in key):
            at = next(i for i, k in enumerate(key) if k is Ellipsis)
            used = sum(k is not None for k in key) - 1
            key = key[:at] + (slice(None),) * max(self.ndim - used, 0) + key[at + 1:]
        if any(is_index_array(k) for k in key):
            return index_with_array(self, key)
        new_axes, kept = [], 0          # where each None goes in the result
        for k in key:
            if k is None:
                new_axes.append(kept + len(new_axes))
            elif not (isinstance(k, (int, np.integer)) and not isinstance(k, bool)):
                kept += 1
        key = tuple(k for k in key if k is not None)
        if len(key) > self.ndim:
            raise index_error(f"too many indices for a tensor of rank {self.ndim}")
        out = self._basic_index(key)
        if new_axes:
            shape = list(out.shape)
            for at in new_axes:
                shape.insert(at, 1)
            out = out._op("reshape", (out, shape), {})
        return out

    def _basic_index(self, key: tuple):
        """`self[key]` for integers and slices, one per leading axis."""
        out, drop = self, []
        for axis, k in enumerate(key):
            if isinstance(k, TensorOperators):  # its value (traced: a graph break)
                k = _index(k)
            elif isinstance(k, slice) and any(isinstance(v, TensorOperators)
                                              for v in (k.start, k.stop, k.step)):
                k = slice(*(_index(v) if isinstance(v, TensorOperators) else v
                            for v in (k.start, k.stop, k.step)))
            if isinstance(k, slice):
                if k != slice(None):
                    out = out._op("slice", (out,), {"axis": axis, "start": k.start or 0,
                                                   "stop": k.stop,
                                                   "step": 1 if k.step is None else k.step})
            elif isinstance(k, (int, np.integer)) and not isinstance(k, bool):
                size = self.shape[axis]
                if not -size <= k < size:
                    raise index_error(f"index {k} is out of bounds for axis {axis} of size"
                                      f" {size}")
                start = int(k) % size
                out = out._op("slice", (out,), {"axis": axis, "start": start, "stop": start + 1})
                drop.append(axis)
            else:
                raise index_error(f"unsupported index {k!r} (use integers, slices and ...)")
        if drop:
            shape = [s for i, s in enumerate(out.shape) if i not in drop]
            out = out._op("reshape", (out, shape), {})
        return out


def torch_dim_form(args: tuple, kwargs: dict):
    """(dim, keepdim) when `max`/`min` are called as PyTorch's with a dim (`max(x, 1)`,
    `x.min(dim=0, keepdim=True)`); None for the other forms: no dim (the overall extreme), a
    tensor (elementwise), several dims or numpy's spellings `axis=`/`keepdims=` (the values
    alone, as `amax`)."""
    if set(kwargs) - {"dim", "keepdim"} or len(args) > 2 or (args and "dim" in kwargs):
        return None
    dim = args[0] if args else kwargs.get("dim")
    if not isinstance(dim, (int, np.integer)) or isinstance(dim, bool):
        return None
    keepdim = args[1] if len(args) > 1 else kwargs.get("keepdim", False)
    return int(dim), keepdim


def extreme_with_indices(run, name: str, x, dim: int, keepdim) -> ValuesIndices:
    """PyTorch's `max(x, dim)`/`min(x, dim)` through `run(op, args, kwargs)`: the index of
    the first extreme (of the first NaN) along `dim`, and the values read at those indices,
    so that the gradient goes to that one element, as PyTorch's does (not split among
    ties)."""
    index = run(f"arg{name}", (x,), {"axis": dim, "keepdim": True})
    values = run("gather", (x, dim, index), {})
    if not keepdim:
        index, values = (v.squeeze(dim) for v in (index, values))
    return ValuesIndices(values, index)


def _pieces(out) -> tuple:
    return tuple(out) if isinstance(out, list) else (out,)


def _index(k: TensorOperators) -> int:
    """The integer a tensor used as an index holds (of a traced one: a graph break)."""
    return operator.index(k if k.traced else np.asarray(k))


def _method(name: str):
    def method(self, *args, **kwargs):
        return self._op(name, (self, *args), kwargs)
    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"`aotgrad.{name}` with this tensor as its first operand."
    return method


#: ops offered as methods: those whose first operand is the tensor itself.
METHOD_OPS = tuple(name for name, cls in OP_FUNCTIONS.items()
                   if cls.operand_names[:1] in (("x",), ("lhs",), ("logits",))
                   and not hasattr(TensorOperators, name))
for _name in METHOD_OPS:
    setattr(TensorOperators, _name, _method(_name))
del _name
