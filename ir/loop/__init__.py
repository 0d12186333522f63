"""The loop level: the `loop` dialect (loop nests, loads and stores with affine indices,
allocations and calls) and the scalar `arith` dialect. `lower` produces it from the tensor
level; `fuse` and `buffer-reuse` rewrite it; codegen turns it into machine code."""
from __future__ import annotations

from ..core import Dialect
from .arith import ARITH_OPS
from .ops import LOOP_OPS

DIALECT = Dialect("loop", LOOP_OPS)
ARITH_DIALECT = Dialect("arith", ARITH_OPS)
