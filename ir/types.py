"""IR types: dtypes and the four value types (tensor, buffer, scalar, index).

Every type prints as the text the parser reads back: `f32[10,20]`, `f32[]` (a 0-d tensor),
`buf<f32[32,128]>`, `f32` (a scalar), `index`. Types are immutable and hashable.
"""
from __future__ import annotations

import enum
import functools
import math
import operator
from dataclasses import dataclass

import numpy as np

from .errors import DTypeError, ShapeError

#: The most bytes one tensor or buffer may hold: what a signed 64-bit offset can address.
MAX_BYTES = 2 ** 63 - 1


class DType(enum.Enum):
    """Element types; the value is the spelling in IR text."""

    f32 = "f32"
    f64 = "f64"
    i32 = "i32"
    i64 = "i64"
    bool = "bool"

    @property
    def numpy(self) -> np.dtype:
        return np.dtype(_NUMPY[self])

    @property
    def itemsize(self) -> int:
        return _ITEMSIZE[self._value_]

    @property
    def is_float(self) -> bool:
        return self._value_ in _FLOATS

    @property
    def is_int(self) -> bool:
        return self._value_ in _INTS

    @staticmethod
    def from_numpy(dtype) -> "DType":
        dt = np.dtype(dtype)
        for d, name in _NUMPY.items():
            if np.dtype(name) == dt:
                return d
        raise DTypeError(f"unsupported dtype {dt} (dtypes: "
                         f"{', '.join(d.value for d in DType)})")

    def __str__(self) -> str:
        return self.value


_NUMPY = {DType.f32: "float32", DType.f64: "float64", DType.i32: "int32",
          DType.i64: "int64", DType.bool: "bool"}
# by spelling: looking a member up on the enum class, or hashing it, is slow (Python code)
_ITEMSIZE = {d.value: np.dtype(name).itemsize for d, name in _NUMPY.items()}
_FLOATS = frozenset({"f32", "f64"})
_INTS = frozenset({"i32", "i64"})


class Type:
    """Base of all IR types."""


def checked_shape(shape, dtype: DType) -> tuple[int, ...]:
    """`shape` as a tuple of ints, checked: whole, non-negative dims and at most `MAX_BYTES`."""
    if not isinstance(dtype, DType):
        raise DTypeError(f"a dtype is one of {', '.join(d.value for d in DType)}, got {dtype!r}")
    try:
        dims = tuple(map(operator.index, shape))
    except TypeError:
        raise DTypeError(f"a shape is a list of whole numbers, got {list(shape)}") from None
    if dims and min(dims) < 0:
        raise ShapeError(f"negative dimension in shape {list(dims)}")
    if math.prod(dims) * dtype.itemsize > MAX_BYTES:
        raise ShapeError(f"{dtype}[{','.join(map(str, dims))}] is too large: "
                         f"{math.prod(dims) * dtype.itemsize} bytes (at most {MAX_BYTES})")
    return dims


@dataclass(frozen=True)
class TensorType(Type):
    """An immutable tensor with a static shape."""

    shape: tuple[int, ...]
    dtype: DType

    def __post_init__(self):
        object.__setattr__(self, "shape", checked_shape(self.shape, self.dtype))

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def numel(self) -> int:
        return math.prod(self.shape)

    @functools.cached_property
    def nbytes(self) -> int:
        """Bytes of a value of this type (kept: passes ask for it of every value, often)."""
        return self.numel * self.dtype.itemsize

    def with_shape(self, shape) -> "TensorType":
        return TensorType(tuple(shape), self.dtype)

    def with_dtype(self, dtype: DType) -> "TensorType":
        return TensorType(self.shape, dtype)

    def __str__(self) -> str:
        return f"{self.dtype}[{','.join(str(s) for s in self.shape)}]"


@dataclass(frozen=True)
class BufferType(Type):
    """A mutable buffer (memref) with a static shape, used by the loop level."""

    shape: tuple[int, ...]
    dtype: DType

    def __post_init__(self):
        object.__setattr__(self, "shape", checked_shape(self.shape, self.dtype))

    @functools.cached_property
    def nbytes(self) -> int:
        """Bytes of the buffer (kept, as `TensorType.nbytes`)."""
        return math.prod(self.shape) * self.dtype.itemsize

    def __str__(self) -> str:
        return f"buf<{self.dtype}[{','.join(str(s) for s in self.shape)}]>"


@dataclass(frozen=True)
class ScalarType(Type):
    """A single scalar of a dtype (loop-level arithmetic)."""

    dtype: DType

    def __str__(self) -> str:
        return str(self.dtype)


@dataclass(frozen=True)
class IndexType(Type):
    """A loop index."""

    def __str__(self) -> str:
        return "index"


# Types are immutable, so ops may share one instance: comparing a type with itself is the
# fastest comparison there is (the verifier compares every op's inferred types with its own).
_SCALAR_TYPES = {d.value: ScalarType(d) for d in DType}
INDEX = IndexType()


def scalar_type(dtype: DType) -> ScalarType:
    """`ScalarType(dtype)`, one shared instance per dtype."""
    shared = _SCALAR_TYPES.get(getattr(dtype, "_value_", None))
    return shared if shared is not None and shared.dtype is dtype else ScalarType(dtype)


_BUFFER_TYPES: dict[tuple, BufferType] = {}


def buffer_type(shape: tuple[int, ...], dtype: DType) -> BufferType:
    """`BufferType(shape, dtype)` for a tuple of ints (an op's checked attributes), shared
    between the calls that ask for the same one."""
    key = (shape, getattr(dtype, "_value_", None))
    shared = _BUFFER_TYPES.get(key) if type(shape) is tuple else None
    if shared is not None and shared.dtype is dtype:
        return shared
    t = BufferType(shape, dtype)
    if type(shape) is tuple and all(type(d) is int for d in shape):
        if len(_BUFFER_TYPES) >= 4096:
            _BUFFER_TYPES.clear()
        _BUFFER_TYPES[key] = t
    return t


def tensor(shape, dtype: DType | str = DType.f32) -> TensorType:
    """Shorthand: `tensor((10, 20), "f32")`."""
    return TensorType(tuple(shape), DType(dtype) if isinstance(dtype, str) else dtype)
