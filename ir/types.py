"""IR types: dtypes and the four value types (tensor, buffer, scalar, index).

Every type prints as the text the parser reads back: `f32[10,20]`, `f32[]` (a 0-d tensor),
`buf<f32[32,128]>`, `f32` (a scalar), `index`. Types are immutable and hashable.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

import numpy as np


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
        return self.numpy.itemsize

    @property
    def is_float(self) -> bool:
        return self in (DType.f32, DType.f64)

    @property
    def is_int(self) -> bool:
        return self in (DType.i32, DType.i64)

    @staticmethod
    def from_numpy(dtype) -> "DType":
        dt = np.dtype(dtype)
        for d, name in _NUMPY.items():
            if np.dtype(name) == dt:
                return d
        raise TypeError(f"unsupported numpy dtype {dt}")

    def __str__(self) -> str:
        return self.value


_NUMPY = {DType.f32: "float32", DType.f64: "float64", DType.i32: "int32",
          DType.i64: "int64", DType.bool: "bool"}


class Type:
    """Base of all IR types."""


@dataclass(frozen=True)
class TensorType(Type):
    """An immutable tensor with a static shape."""

    shape: tuple[int, ...]
    dtype: DType

    def __post_init__(self):
        object.__setattr__(self, "shape", tuple(int(s) for s in self.shape))

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def numel(self) -> int:
        return int(np.prod(self.shape, dtype=np.int64))

    @property
    def nbytes(self) -> int:
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
        object.__setattr__(self, "shape", tuple(int(s) for s in self.shape))

    @property
    def nbytes(self) -> int:
        return int(np.prod(self.shape, dtype=np.int64)) * self.dtype.itemsize

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


def tensor(shape, dtype: DType | str = DType.f32) -> TensorType:
    """Shorthand: `tensor((10, 20), "f32")`."""
    return TensorType(tuple(shape), DType(dtype) if isinstance(dtype, str) else dtype)
