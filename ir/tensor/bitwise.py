"""The bitwise ops of integer and bool tensors: `tensor.bitwise_and`, `bitwise_or`,
`bitwise_xor` and `bitwise_not` (two's complement; on bools the logical ops), as PyTorch's
`&`, `|`, `^` and `~`; and the shifts of integer tensors, `tensor.bitwise_left_shift` and
`bitwise_right_shift` (`<<`, `>>`: the left shift wraps, the right shift is arithmetic; a shift
by a negative amount or by the width or more gives 0, or -1 for a negative number shifted
right, as PyTorch's). Not differentiable: integers have no gradient."""
from __future__ import annotations

import numpy as np

from ..core import IRError
from .elementwise import BinaryOp, UnaryOp


def _integral(name: str, t) -> None:
    if t.dtype.is_float:
        raise IRError(f"'{name}' is only implemented for integer and bool tensors, got {t}")


class BitwiseBinaryOp(BinaryOp):
    commutative = True
    differentiable = False

    @classmethod
    def infer_type(cls, types, attrs):
        t = super().infer_type(types, attrs)
        _integral(cls.name, t)
        return t


class BitwiseAndOp(BitwiseBinaryOp):
    name = "tensor.bitwise_and"
    numpy_fn = np.bitwise_and


class BitwiseOrOp(BitwiseBinaryOp):
    name = "tensor.bitwise_or"
    numpy_fn = np.bitwise_or


class BitwiseXorOp(BitwiseBinaryOp):
    name = "tensor.bitwise_xor"
    numpy_fn = np.bitwise_xor


class BitwiseNotOp(UnaryOp):
    name = "tensor.bitwise_not"
    float_only = False
    differentiable = False
    numpy_fn = np.invert

    @classmethod
    def infer_type(cls, types, attrs):
        t = super().infer_type(types, attrs)
        _integral(cls.name, t)
        return t


def _shifted(a: np.ndarray, b: np.ndarray, left: bool) -> np.ndarray:
    bits = a.dtype.itemsize * 8
    inside = (b >= 0) & (b < bits)
    by = np.where(inside, b, 0).astype(a.dtype)
    if left:
        unsigned = np.dtype(f"u{a.dtype.itemsize}")
        out = (a.astype(unsigned) << by.astype(unsigned)).astype(a.dtype)
        return np.where(inside, out, 0).astype(a.dtype)
    return np.where(inside, a >> by, np.where(a < 0, -1, 0)).astype(a.dtype)


class ShiftOp(BinaryOp):
    differentiable = False

    @classmethod
    def infer_type(cls, types, attrs):
        t = super().infer_type(types, attrs)
        if not t.dtype.is_int:
            raise IRError(f"'{cls.name}' is only implemented for integer tensors, got {t}")
        return t


class ShiftLeftOp(ShiftOp):
    name = "tensor.bitwise_left_shift"

    @staticmethod
    def numpy_fn(a, b):
        return _shifted(np.asarray(a), np.asarray(b), True)


class ShiftRightOp(ShiftOp):
    name = "tensor.bitwise_right_shift"

    @staticmethod
    def numpy_fn(a, b):
        return _shifted(np.asarray(a), np.asarray(b), False)
