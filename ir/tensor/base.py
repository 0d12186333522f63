"""Shared checks of the tensor dialect and its base op class."""
from __future__ import annotations

from typing import ClassVar

import numpy as np

from ..core import IRError, Operation, ShapeError
from ..types import TensorType


def _tensor(op: str, t, what: str = "operand") -> TensorType:
    if not isinstance(t, TensorType):
        raise IRError(f"'{op}' expects a tensor {what}, got {t}")
    return t


def _float(op: str, t: TensorType, what: str = "operand") -> TensorType:
    if not t.dtype.is_float:
        raise IRError(f"'{op}' expects a floating-point {what}, got {t}")
    return t


def _axis(op: str, axis: int, rank: int) -> int:
    if not -rank <= axis < max(rank, 1):
        raise IRError(f"'{op}' axis {axis} is out of range for rank {rank}")
    return axis % rank if rank else 0


def row_axis_attrs(op: str, types, attrs) -> dict:
    """`attrs` with its `axis` normalised, for an op along one axis of a tensor of rank >= 1
    (argmax, the scans, argsort)."""
    t = _tensor(op, types[0])
    if t.rank == 0:
        raise IRError(f"'{op}' needs a tensor of rank >= 1, got {t}")
    return {**attrs, "axis": _axis(op, attrs["axis"], t.rank)}


def _axes(op: str, axes, rank: int) -> list[int]:
    if axes is None:
        return list(range(rank))
    norm = sorted({_axis(op, a, rank) for a in axes})
    if len(norm) != len(axes):
        raise IRError(f"'{op}' axes {axes} repeat an axis")
    return norm


def _nonempty(op: str, t: TensorType, axes, why: str) -> None:
    """Refuse a reduction over an axis of size 0 when it has no identity (`why` says so)."""
    for a in axes:
        if t.shape[a] == 0:
            raise ShapeError(f"'{op}' over axis {a} of {t}, which has size 0: {why}")


class TensorOp(Operation):
    """Base of the tensor dialect."""

    #: why the op refuses bool operands, with PyTorch's advice (None: it takes them); read by
    #: the elementwise families' shape inference
    bool_refusal: ClassVar[str | None] = None

    def evaluate(self, *args: np.ndarray) -> np.ndarray:
        raise NotImplementedError(self.name)
