"""The bitwise ops of integer and bool tensors: `tensor.bitwise_and`, `bitwise_or`,
`bitwise_xor` and `bitwise_not` (two's complement; on bools the logical ops), as PyTorch's
`&`, `|`, `^` and `~`. Not differentiable: integers have no gradient."""
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
