"""Arrays handed to machine code: checked against a program's signature, and their data
pointers read cheaply.

`checked_argument(x, t, what)` is one argument of a call, validated and made contiguous.

`data_pointer(a)` (and `data_pointers(arrays)`, a list of them) is `a.ctypes.data` without
building a ctypes object (about 8x faster): it reads numpy's `PyArray_DATA` field straight from
the array object, at an offset found and checked on two arrays at import; where no offset fits,
it falls back to `a.ctypes.data`. `object_offsets()` gives that offset and where a tuple keeps
its items, for machine code that reads the pointers itself (`codegen/llvm/boxed.py`).
"""
from __future__ import annotations

import ctypes

import numpy as np


def checked_argument(x, t, what: str) -> np.ndarray:
    """`x` as a C-contiguous, aligned ndarray of buffer type `t` (a copy only when it is not
    one already); a wrong dtype or shape is an aotgrad error saying `what` argument it is.
    The CPU and CUDA executors check every argument this way before generated code runs."""
    from ..ir.errors import DTypeError, ShapeError
    dtype = t.dtype.numpy
    if not isinstance(x, np.ndarray):
        try:
            x = np.asarray(x)
        except Exception:            # noqa: BLE001 (any object numpy cannot take)
            raise DTypeError(f"{what} must be an array, got {type(x).__name__}") from None
    if x.dtype != dtype:
        raise DTypeError(f"{what} must be {t.dtype} ({dtype}), got {x.dtype}")
    if x.shape != t.shape:
        raise ShapeError(f"{what} must have shape {list(t.shape)}, got {list(x.shape)}")
    if not (x.flags.c_contiguous and x.flags.aligned):
        x = np.ascontiguousarray(x)
    return x


def _find_data_offset() -> int | None:
    """Where an ndarray object keeps its data pointer, or None when no offset fits."""
    probes = [np.empty(3, np.float32), np.empty((2, 5), np.int64)[:, 1:]]
    for offset in range(8, 129, 8):
        if all(ctypes.c_void_p.from_address(id(a) + offset).value == a.ctypes.data
               for a in probes):
            return offset
    return None


def _find_items_offset() -> int | None:
    """Where a tuple object keeps its first item (the next ones follow, a pointer each), or
    None when no offset fits."""
    probes = [(object(), 1.5), (np.empty(1), "x", None)]
    for offset in range(8, 65, 8):
        if all(ctypes.c_void_p.from_address(id(t) + offset + 8 * i).value == id(x)
               for t in probes for i, x in enumerate(t)):
            return offset
    return None


_DATA_OFFSET = _find_data_offset()
_ITEMS_OFFSET = _find_items_offset()
_POINTER_AT = ctypes.c_void_p.from_address


def object_offsets() -> tuple[int, int] | None:
    """(where a tuple keeps its items, where an ndarray keeps its data pointer), in bytes from
    the object's address, for machine code that reads the data pointers of a tuple of arrays
    (`codegen/llvm/boxed.py`); None where either was not found."""
    if _DATA_OFFSET is None or _ITEMS_OFFSET is None:
        return None
    return _ITEMS_OFFSET, _DATA_OFFSET


def data_pointer(a: np.ndarray) -> int:
    """The address of the first element of the ndarray `a`."""
    if _DATA_OFFSET is None:
        return a.ctypes.data
    return _POINTER_AT(id(a) + _DATA_OFFSET).value or 0


def data_pointers(arrays) -> list[int]:
    """`data_pointer` of each ndarray of `arrays`, in order."""
    if _DATA_OFFSET is None:
        return [a.ctypes.data for a in arrays]
    at, offset = _POINTER_AT, _DATA_OFFSET
    return [at(id(a) + offset).value or 0 for a in arrays]
