"""Row-sparse gradients: an embedding table's gradient kept as the rows a backward added.

A compiled backward on the CPU returns a table's gradient as its rows and their ids
(`passes/row_sparse_grads.py`); `RowSparseBackward` wraps the program so that the autograd
engine gets a `RowSparse` there: the dense `[rows, *rest]` gradient, zero but for `rows[k]`
added at row `ids[k]`, in order, not yet made. It stays so while only the engine and the
optimizers hold it:

- two row-sparse gradients of one table add up to one (their rows, one after the other);
  added to a dense one, or given to a hook, `autograd.grad`, a device or anything else that
  reads it, it becomes dense (`dense(g)`), the zero-fill paid then, once;
- a leaf keeps it in `._grad`; `.grad` makes it dense and keeps that;
- plain SGD (no momentum, no weight decay) adds `-lr` times the summed rows into the touched
  rows of the parameter (`RowSparse.add_to`): what the dense update does to them, and the other
  rows of a dense update are unchanged (`p + -lr * 0`).

The rows with one id are summed in the order the backward made them (a stable sort by id), as
the dense scatter adds them, so the dense gradient is the one the `scatter_add` would give.
"""
from __future__ import annotations

import ctypes
import functools
import threading

import numpy as np

from ..codegen.llvm import rows as row_kernels
from ..ir.tensor.index import check_index_values
from .arrays import data_pointers

#: per number of rows of a gradient, the i32 scratch `rows_sum` maps ids with (all -1 between
#: calls), and the lock that keeps it to one call at a time
_SCRATCH: dict[int, np.ndarray] = {}
_SCRATCH_LOCK = threading.Lock()


class RowSparse:
    """A gradient of `shape` that is zero but for rows: `rows[k]` added at row `ids[k]`."""

    __slots__ = ("ids", "rows", "shape", "dtype", "_sum")
    #: numpy's operators defer to this class's (`array + RowSparse` is `__radd__`)
    __array_ufunc__ = None

    def __init__(self, ids: np.ndarray, rows: np.ndarray, shape: tuple):
        self.ids, self.rows = ids.reshape(-1), rows
        self.shape, self.dtype = tuple(shape), rows.dtype
        self._sum = None

    @property
    def ndim(self) -> int:
        return len(self.shape)

    def __repr__(self) -> str:
        return f"RowSparse({len(self.ids)} rows of {self.dtype}{list(self.shape)})"

    def coalesced(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """`(rows, distinct, source, sums)` of `codegen/llvm/rows.py`'s `rows_sum`: the ids
        in the order they first appear and where each one's row sum is (computed once)."""
        if self._sum is None:
            rows = np.ascontiguousarray(self.rows)
            ids = np.ascontiguousarray(self.ids, dtype=np.int64)
            n, bound = len(ids), self.shape[0]
            distinct, source = np.empty(n, np.int64), np.empty(n, np.int64)
            sums = np.empty_like(rows)
            _, rows_sum, _ = _kernels(rows.dtype)
            with _SCRATCH_LOCK:
                slot = _SCRATCH.get(bound)
                if slot is None:
                    slot = _SCRATCH[bound] = np.full(bound, -1, np.int32)
                at = data_pointers((ids, rows, slot, distinct, source, sums))
                m = rows_sum(at[0], at[1], n, rows.size // max(n, 1), bound, *at[2:])
            if m < 0:
                check_index_values(ids, bound, "scatter_add", "the gradient's rows")
            self._sum = rows, distinct[:m], source[:m], sums
        return self._sum

    def summed(self) -> tuple[np.ndarray, np.ndarray]:
        """The distinct ids, in the order they first appear, and each one's row sum, as one
        array of rows."""
        rows, distinct, source, sums = self.coalesced()
        out = np.empty((len(distinct), *rows.shape[1:]), rows.dtype)
        single = source >= 0
        out[single] = rows[source[single]]
        out[~single] = sums[-source[~single] - 1]
        return distinct, out

    def dense(self) -> np.ndarray:
        """The gradient as a new dense array."""
        out = np.zeros(self.shape, self.dtype)
        self.add_to(out, 1.0)
        return out

    def add_to(self, target: np.ndarray, alpha: float) -> None:
        """`target += alpha * self` in place, touching only the rows that are not zero."""
        rows, distinct, source, sums = self.coalesced()
        if target.dtype != rows.dtype or not target.flags.c_contiguous or \
                not target.flags.writeable:
            ids, summed = self.summed()
            target[ids] += target.dtype.type(alpha) * summed
            return
        _, _, rows_axpy = _kernels(rows.dtype)
        rows_axpy(*data_pointers((target, distinct, source, rows, sums)), len(distinct),
                  rows.size // max(len(rows), 1), alpha)

    def __add__(self, other):
        """The sum with another gradient: row-sparse with a row-sparse one, else dense."""
        if type(other) is RowSparse and other.shape == self.shape and \
                other.dtype == self.dtype:
            return RowSparse(np.concatenate((self.ids, other.ids)),
                             np.concatenate((self.rows, other.rows)), self.shape)
        return dense(self) + dense(other)

    __radd__ = __add__


@functools.cache
def _kernels(dtype: np.dtype):
    """(owner, rows_sum, rows_axpy) for float type `dtype`, as ctypes functions."""
    owner, sum_at, axpy_at = row_kernels.kernels(dtype)
    scalar = ctypes.c_float if np.dtype(dtype) == np.float32 else ctypes.c_double
    p, i64 = ctypes.c_void_p, ctypes.c_int64
    rows_sum = ctypes.CFUNCTYPE(i64, p, p, i64, i64, i64, p, p, p, p)(sum_at)
    rows_axpy = ctypes.CFUNCTYPE(None, p, p, p, p, p, i64, i64, scalar)(axpy_at)
    return owner, rows_sum, rows_axpy


def dense(g):
    """`g` itself, or a `RowSparse` made dense."""
    return g.dense() if type(g) is RowSparse else g


def layout(arg_shapes: list[tuple], result_shapes: list[tuple]) -> list[tuple[int, int]]:
    """`(gradient index, ids result index)` per row-sparse result of a backward that gives
    gradients of arguments of `arg_shapes` (`passes/row_sparse_grads.py`'s convention: such a
    result has fewer rows than its argument, and its ids follow the gradients, in order)."""
    n = len(arg_shapes)
    sparse = [k for k, (a, r) in enumerate(zip(arg_shapes, result_shapes)) if tuple(a) != tuple(r)]
    if len(result_shapes) - n != len(sparse) or any(
            len(arg_shapes[k]) != len(result_shapes[k]) or
            tuple(arg_shapes[k][1:]) != tuple(result_shapes[k][1:]) for k in sparse):
        raise ValueError(f"a backward of {len(result_shapes)} results for {n} gradients"
                         f" does not follow the row-sparse convention")
    return [(k, n + j) for j, k in enumerate(sparse)]


class RowSparseBackward:
    """A backward program with row-sparse results: called as the program, it returns one
    gradient per argument, a `RowSparse` for each of `layout`'s."""

    def __init__(self, program, arg_shapes: list[tuple], layout: list[tuple[int, int]]):
        self.program, self.layout = program, layout
        self.shapes = [tuple(s) for s in arg_shapes]
        self.n = len(arg_shapes)
        self.fresh_results = getattr(program, "fresh_results", False)
        owned = getattr(program, "owned_results", None)
        self._owned = owned
        if owned is not None:
            sparse = {k for k, _ in layout}
            self.owned_results = [o and k not in sparse for k, o in enumerate(owned[:self.n])]

    def __getattr__(self, name):
        return getattr(self.program, name)

    def __call__(self, *arrays, **kwargs) -> list:
        out = self.program(*arrays, **kwargs)
        grads = list(out[:self.n])
        owned = self._owned
        for k, j in self.layout:
            rows, ids = out[k], out[j]
            # the rows and ids may be arrays the program was given (a saved input's ids):
            # copied, so that a later change of those leaves the gradient as it was
            if owned is None or not owned[k]:
                rows = np.array(rows)
            if owned is None or not owned[j]:
                ids = np.array(ids)
            grads[k] = RowSparse(ids, rows, self.shapes[k])
        return grads
