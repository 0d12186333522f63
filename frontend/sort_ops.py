"""PyTorch's sorting functions as compositions of `tensor.argsort` (merged into
`ops.COMPOSITES`): `sort`, `argsort`, `msort`, `topk` and `kthvalue`, with PyTorch's names,
argument names and defaults, and the tensor methods of the same names (`SortMethods`).

Each sorts along the dim with `tensor.argsort` (stable, NaN the largest value, as PyTorch's)
and reads the values at the indices with `tensor.take_along`, so the values' gradient is
`take_along`'s: the incoming gradient added at the indices (`scatter_add`), nothing for the
indices. `topk` asks for the first k positions of the order only (`argsort {k}`, found with
less work than a full sort) and `kthvalue` keeps the k-th of those;
ties come in their original order (PyTorch's `stable=False`, `topk` and `kthvalue` may
order ties otherwise: both are valid answers). `sorted=False` gives them sorted. `sort`,
`topk` and `kthvalue` return (values, indices) (`ValuesIndices`, as PyTorch's
`torch.return_types`). Bad arguments are `IRError`s naming the function.
"""
from __future__ import annotations

from typing import NamedTuple

from ..ir.core import IRError, Value
from ..ir.tensor import IotaOp
from ..ir.types import DType
from .arguments import axis_of, plain


class ValuesIndices(NamedTuple):
    """What `max(x, dim)`, `min(x, dim)`, `sort`, `topk` and `kthvalue` return, as
    PyTorch's `torch.return_types`."""

    values: object
    indices: object


def _rowed(op, input, what: str, dim) -> tuple[Value, int, bool]:
    """The tensor (a 0-d one as one element of 1-D), its axis, and whether it was 0-d."""
    x = op.tensor(input, what)
    if x.type.rank == 0:
        axis_of(what, plain(dim), 1)
        return op("reshape", x, [1]), 0, True
    return x, axis_of(what, plain(dim), x.type.rank), False


def _flag(what: str, name: str, value) -> bool:
    value = plain(value)
    if not isinstance(value, bool):
        raise IRError(f"'{what}' {name} must be True or False, got {value!r}")
    return value


def _order(op, x: Value, axis: int, descending: bool, k: int | None = None) -> Value:
    return op("argsort", x, axis, descending, k)


def _back(op, v: Value, scalar: bool) -> Value:
    return op("reshape", v, []) if scalar else v


def sort(op, input, dim=-1, descending=False, stable=False) -> list[Value]:
    """(values, indices) of `input` sorted along `dim`, stably, as `torch.sort`."""
    x, axis, scalar = _rowed(op, input, "sort", dim)
    _flag("sort", "stable", stable)
    index = _order(op, x, axis, _flag("sort", "descending", descending))
    values = op("take_along", x, index, axis=axis)
    return [_back(op, values, scalar), _back(op, index, scalar)]


def argsort(op, input, dim=-1, descending=False, stable=False) -> Value:
    """The indices that sort `input` along `dim`, stably, as `torch.argsort`."""
    x, axis, scalar = _rowed(op, input, "argsort", dim)
    _flag("argsort", "stable", stable)
    return _back(op, _order(op, x, axis, _flag("argsort", "descending", descending)), scalar)


def msort(op, input) -> Value:
    """`input` sorted along its first dim, as `torch.msort`."""
    return sort(op, input, 0)[0]


def _kth(what: str, k, n: int, low: int) -> int:
    k = plain(k)
    if not isinstance(k, int) or isinstance(k, bool) or not low <= k <= n:
        raise IRError(f"'{what}' k ({k!r}) is out of range for a dim of size {n}"
                      f" ({low} to {n})")
    return k


def topk(op, input, k, dim=-1, largest=True, sorted=True) -> list[Value]:
    """(values, indices) of the `k` largest (or smallest) elements along `dim`, in order,
    as `torch.topk`."""
    x, axis, scalar = _rowed(op, input, "topk", dim)
    k = _kth("topk", k, x.type.shape[axis], 0)
    _flag("topk", "sorted", sorted)
    index = _order(op, x, axis, _flag("topk", "largest", largest), k)
    values = op("take_along", x, index, axis=axis)
    return [_back(op, values, scalar), _back(op, index, scalar)]


def kthvalue(op, input, k, dim=-1, keepdim=False) -> list[Value]:
    """(values, indices) of the `k`-th smallest element (k from 1) along `dim`, as
    `torch.kthvalue`."""
    x, axis, scalar = _rowed(op, input, "kthvalue", dim)
    k = _kth("kthvalue", k, x.type.shape[axis], 1)
    index = op("slice", _order(op, x, axis, False, k), axis, k - 1, k)
    values = op("take_along", x, index, axis=axis)
    if scalar or not _flag("kthvalue", "keepdim", keepdim):
        shape = [s for d, s in enumerate(x.type.shape) if d != axis]
        values, index = op("reshape", values, shape), op("reshape", index, shape)
    return [values, index]


def mode(op, input, dim=-1, keepdim=False) -> list[Value]:
    """(values, indices) of the most frequent value along `dim` (of equally frequent ones the
    smallest; its last position), as `torch.mode`: the sorted row's runs, their lengths by
    a running maximum of where each starts, the first longest."""
    x, axis, scalar = _rowed(op, input, "mode", dim)
    order = _order(op, x, axis, False)                      # stable: equal ones in order
    ranked = op("take_along", op("stop_gradient", x), order, axis=axis)
    n = x.type.shape[axis]
    shape = list(x.type.shape)
    positions = op.b.op(IotaOp, axis=axis, shape=shape, dtype=DType.i64)
    before = op("concat", [op("slice", ranked, axis, 0, 1), op("slice", ranked, axis, 0, n - 1)],
                axis=axis)
    starts = op("where", op("ne", ranked, before), positions, 0)
    length = op("sub", positions, op("cummax", starts, axis=axis))
    last = op("argmax", length, axis=axis, keepdim=True)   # the first run of the most
    index = op("take_along", order, last, axis=axis)       # its last: the last position
    values = op("take_along", x, index, axis=axis)
    if scalar or not _flag("mode", "keepdim", keepdim):
        shape = [s for d, s in enumerate(x.type.shape) if d != axis]
        values, index = op("reshape", values, shape), op("reshape", index, shape)
    return [values, index]


#: the compositions of this module, by PyTorch's name (merged into `ops.COMPOSITES`).
SORT_FUNCTIONS = {"sort": sort, "argsort": argsort, "msort": msort, "topk": topk,
                  "kthvalue": kthvalue, "mode": mode}
#: those returning (values, indices)
#: the functions that give a (values, indices) pair (`cummax`, `cummin`: `torch_rounding`)
SORT_PAIRS = ("sort", "topk", "kthvalue", "mode", "cummax", "cummin")


class SortMethods:
    """`Tensor.sort`, `argsort`, `msort`, `topk` and `kthvalue`, for traced values and eager
    tensors alike (each one `self._op` call)."""

    __slots__ = ()

    def sort(self, dim=-1, descending=False, stable=False):
        """`aotgrad.sort(self, dim, descending)`: (values, indices)."""
        return ValuesIndices(*self._op("sort", (self, dim, descending, stable), {}))

    def argsort(self, dim=-1, descending=False, stable=False):
        """`aotgrad.argsort(self, dim, descending)`."""
        return self._op("argsort", (self, dim, descending, stable), {})

    def msort(self):
        """`aotgrad.msort(self)`."""
        return self._op("msort", (self,), {})

    def topk(self, k, dim=-1, largest=True, sorted=True):
        """`aotgrad.topk(self, k, dim, largest, sorted)`: (values, indices)."""
        return ValuesIndices(*self._op("topk", (self, k, dim, largest, sorted), {}))

    def kthvalue(self, k, dim=-1, keepdim=False):
        """`aotgrad.kthvalue(self, k, dim, keepdim)`: (values, indices)."""
        return ValuesIndices(*self._op("kthvalue", (self, k, dim, keepdim), {}))

    def mode(self, dim=-1, keepdim=False):
        """`aotgrad.mode(self, dim, keepdim)`: (values, indices)."""
        return ValuesIndices(*self._op("mode", (self, dim, keepdim), {}))

    def cummax(self, dim):
        """`aotgrad.cummax(self, dim)`: (values, indices)."""
        return ValuesIndices(*self._op("cummax", (self, dim), {}))

    def cummin(self, dim):
        """`aotgrad.cummin(self, dim)`: (values, indices)."""
        return ValuesIndices(*self._op("cummin", (self, dim), {}))
