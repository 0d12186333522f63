"""The inverse tangents, `tensor.atan` and `tensor.atan2` (C's `atan2(y, x)`: the angle of the
point (x, y), in (-pi, pi], signed zeros and infinities as IEEE 754 says): the primitives the
other inverse trigonometric functions are composed of (`frontend/torch_trig.py`)."""
from __future__ import annotations

import numpy as np

from .elementwise import BinaryOp, UnaryOp


class AtanOp(UnaryOp):
    name = "tensor.atan"
    numpy_fn = np.arctan


class Atan2Op(BinaryOp):
    """atan2(lhs, rhs): the angle of the point (rhs, lhs), as `torch.atan2(input, other)`."""

    name = "tensor.atan2"
    float_only = True
    numpy_fn = np.arctan2
