"""PyTorch's `Tensor.type` on eager tensors and traced values, and PyTorch's dtype spellings.

A tensor's `.type` is its aotgrad type (`f32[2,3]`: shape and dtype, what the compiler reads)
and also PyTorch's method: `x.type()` is the type string (`'torch.FloatTensor'`,
`'torch.cuda.FloatTensor'` on the GPU), `x.type(dtype)` the tensor cast to a dtype
(`torch.float64`, `aotgrad.float64`, `'f64'`, `'torch.DoubleTensor'`), itself when the dtype is
its own. `BoundType` is a `TensorType`, equal to and hashed as the plain one, so that code
comparing or keying on types sees no difference; it holds its tensor by a weak reference (a
type kept in a cache keeps no array alive), and pickles and copies as a plain `TensorType`.
`torch_dtype` reads PyTorch's dtypes (`torch.float32`, `torch.long`) and type strings without
importing torch; float16 and bfloat16 are refused with a message, as aotgrad has no such dtype.
"""
from __future__ import annotations

import weakref

from ..ir.errors import DTypeError
from ..ir.types import DType, TensorType

#: PyTorch's dtype names (`torch.<name>`) and the type of its tensors (`torch.<Name>Tensor`)
TORCH_NAMES = {"float32": DType.f32, "float": DType.f32, "float64": DType.f64,
               "double": DType.f64, "int32": DType.i32, "int": DType.i32, "int64": DType.i64,
               "long": DType.i64, "bool": DType.bool}
TENSOR_TYPES = {DType.f32: "FloatTensor", DType.f64: "DoubleTensor", DType.i32: "IntTensor",
                DType.i64: "LongTensor", DType.bool: "BoolTensor"}
#: PyTorch's dtypes that aotgrad does not have
MISSING = ("float16", "half", "bfloat16", "HalfTensor", "BFloat16Tensor")


def no_half(what: str) -> DTypeError:
    """The refusal of a 16-bit float dtype."""
    names = ", ".join(d.value for d in DType)
    return DTypeError(f"{what}: aotgrad has no 16-bit float dtype (its dtypes are {names});"
                      " keep f32 (.float())")


def torch_dtype(dtype) -> tuple[DType, bool] | None:
    """`(dtype, on_gpu)` for a PyTorch dtype (`torch.float64`, `torch.long`) or type string
    (`'torch.DoubleTensor'`, `'torch.cuda.FloatTensor'`); None for anything else."""
    if type(dtype).__name__ == "dtype" and type(dtype).__module__ == "torch":
        name, cuda = str(dtype).removeprefix("torch."), False
    elif isinstance(dtype, str) and dtype.startswith("torch."):
        name = dtype.removeprefix("torch.")
        cuda = name.startswith("cuda.")
        name = name.removeprefix("cuda.")
        found = [d for d, tensor_type in TENSOR_TYPES.items() if tensor_type == name]
        if found:
            return found[0], cuda
    else:
        return None
    if name in MISSING:
        raise no_half(f"dtype {dtype}")
    if name not in TORCH_NAMES:
        names = ", ".join(d.value for d in DType)
        raise DTypeError(f"unsupported dtype {dtype} (aotgrad tensors are {names})")
    return TORCH_NAMES[name], cuda


class BoundType(TensorType):
    """A tensor's `TensorType` that is also PyTorch's `Tensor.type` method (see the module
    docstring)."""

    def __call__(self, dtype=None, non_blocking: bool = False, **kwargs):
        """`x.type()`: the type string; `x.type(dtype)`: `x` as `dtype`."""
        tensor = self._tensor()
        if tensor is None:
            raise DTypeError("the tensor of this type is gone: call x.type() on the tensor")
        if dtype is None:
            gpu = "cuda." if str(tensor.device).startswith("cuda") else ""
            return f"torch.{gpu}{TENSOR_TYPES[self.dtype]}"
        read = torch_dtype(dtype)
        if read is not None and read[1]:
            return tensor.to("cuda", read[0])
        return tensor.to(dtype if read is None else read[0])

    def __eq__(self, other):
        if not isinstance(other, TensorType):
            return NotImplemented
        return self.shape == other.shape and self.dtype == other.dtype

    __hash__ = TensorType.__hash__

    def __repr__(self) -> str:
        return f"TensorType(shape={self.shape!r}, dtype={self.dtype!r})"

    def __reduce__(self):
        return TensorType, (self.shape, self.dtype)


def bound_type(tensor, shape: tuple[int, ...], dtype: DType) -> BoundType:
    """`tensor`'s type, `shape` (checked already: a tuple of ints) and `dtype`."""
    t = object.__new__(BoundType)
    object.__setattr__(t, "shape", shape)
    object.__setattr__(t, "dtype", dtype)
    object.__setattr__(t, "_tensor", weakref.ref(tensor))
    return t
