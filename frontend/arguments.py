"""What the arguments of a frontend call are: numbers, plain attribute values, dims, and
PyTorch's type promotion of mixed dtypes (see `frontend.ops`)."""
from __future__ import annotations

import numpy as np

from ..ir.core import IRError
from ..ir.types import DType, TensorType


def is_number(x) -> bool:
    """Whether `x` is a Python or numpy number (a bool counts)."""
    return isinstance(x, (int, float, bool, np.number, np.bool_))


def plain(value):
    """`value` with numpy scalars as Python numbers, tuples as lists (an attribute's form)."""
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, (np.bool_, bool)):
        return bool(value)
    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, np.floating):
        return float(value)
    return value


def axis_of(what: str, dim, rank: int) -> int:
    """`dim` of a rank-`rank` tensor as a non-negative axis, or an `IRError` naming `what`."""
    if not isinstance(dim, int) or isinstance(dim, bool) or not -rank <= dim < max(rank, 1):
        raise IRError(f"'{what}' dim {dim!r} is out of range for rank {rank}")
    return dim % rank if rank else 0


# --------------------------------------------------------------------------- type promotion

def _category(dtype: DType) -> int:
    return 2 if dtype.is_float else 1 if dtype.is_int else 0


def _widest(dtypes) -> DType:
    return max(dtypes, key=lambda d: (_category(d), d.itemsize))


#: the dtype a Python number of each category gives when it outranks every tensor (PyTorch's).
_NUMBER_DTYPES = {0: DType.bool, 1: DType.i64, 2: DType.f32}


def _number_category(x) -> int:
    return 0 if isinstance(x, (bool, np.bool_)) else \
        1 if isinstance(x, (int, np.integer)) else 2


def promoted_dtype(tensors: list[TensorType], numbers: list) -> DType:
    """PyTorch's result dtype of an elementwise op on `tensors` and Python `numbers`."""
    dims = [t.dtype for t in tensors if t.rank]
    zero = [t.dtype for t in tensors if not t.rank]
    dtype = _widest(dims or zero)
    if dims and zero and _category(_widest(zero)) > _category(dtype):
        dtype = _widest(zero)
    if numbers and max(map(_number_category, numbers)) > _category(dtype):
        dtype = _NUMBER_DTYPES[max(map(_number_category, numbers))]
    return dtype
