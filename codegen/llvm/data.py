"""The codegen row of `loop.constant`: a constant buffer is a global array, read by loads.

Each distinct value (dtype, shape and elements) becomes one `private unnamed_addr constant`
global of the LLVM module, named after the SHA-256 of its bytes (`@const.<hex>`), however many
kernels hold the op: a causal mask read by four kernels is one 4 KiB array, and LLVM folds the
loads of it that it can see through. The op's value is the global's address.
"""
from __future__ import annotations

import hashlib

import numpy as np
from llvmlite import ir

from ...ir.loop.ops import BufferConstantOp
from ...ir.types import BufferType, DType
from .builder import PTR, memory_type
from .emitter import Emitter, emits

#: the alignment of a constant array (a cache line, as arena buffers have).
ALIGN = 64


def global_name(t: BufferType, elements: np.ndarray) -> str:
    """The name of the global holding `elements` (of buffer type `t`)."""
    digest = hashlib.sha256(f"{t}".encode() + elements.tobytes()).hexdigest()
    return f"const.{digest[:24]}"


def _initializer(dtype: DType, elements: np.ndarray) -> ir.Constant:
    element = memory_type(dtype)
    if dtype.is_float:
        values = [ir.Constant(element, float(v)) for v in elements.reshape(-1).tolist()]
    else:
        values = [ir.Constant(element, int(v)) for v in elements.reshape(-1).tolist()]
    return ir.Constant(ir.ArrayType(element, len(values)), values)


@emits(BufferConstantOp)
def _constant(em: Emitter, op: BufferConstantOp) -> None:
    t: BufferType = op.result.type
    elements = op.evaluate()
    name = global_name(t, elements)
    data = em.unit.module.globals.get(name)
    if data is None:
        init = _initializer(t.dtype, elements)
        data = ir.GlobalVariable(em.unit.module, init.type, name)
        data.initializer = init
        data.global_constant = True
        data.linkage = "private"
        data.unnamed_addr = True
        data.align = ALIGN
        data.type = PTR                   # referred to as `ptr @...`, as every pointer here
    em.set(op.result, data)
