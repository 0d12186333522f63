"""The CPU executor: a loop-level program compiled to machine code, called on numpy arrays.

`CpuProgram(module, name)` compiles program `name` (the output of `lower`, `fuse` and
`buffer-reuse`) once, with its own engine. A call validates every input against the program's
signature before generated code runs (a wrong count, shape or dtype is a clear error naming the
argument; a non-contiguous or unaligned array is copied, never read out of bounds), allocates
the fresh results, and makes one call into the entry point, with the GIL released (ctypes does
that). The arena is allocated once and reused by every call; calls from several threads take
turns on it. Results that are arguments (or views of them) are those arrays; fresh results are
new arrays on every call, so no output aliases memory that a later call overwrites.
At `AOTGRAD_DEBUG` 4 the LLVM IR of each compiled program is printed, at 5 also the optimised.
`poison=True` fills the arena (all-ones bytes: NaN in every float type) and the fresh results
(the interpreter's `POISON`) before each call, so a test sees any element that nobody wrote.
"""
from __future__ import annotations

import ctypes
import threading

import numpy as np

from ..codegen.llvm import compile_program
from ..ir.core import Module
from ..ir.errors import DTypeError, IRError, ShapeError
from ..ir.loop.interpret import poison
from .debug import debug_level

_ENTRY = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)
_ALIGN = 64


def _aligned_bytes(n: int) -> np.ndarray:
    """`n` bytes (at least one) starting at a 64-byte boundary."""
    raw = np.empty(n + _ALIGN, np.uint8)
    start = -raw.ctypes.data % _ALIGN
    return raw[start:start + max(n, 1)]


class CpuProgram:
    """Program `name` of the loop-level `module` as machine code; call it with arrays."""

    def __init__(self, module: Module, name: str, *, use_blas: bool | None = None,
                 poison: bool = False):
        level = debug_level()
        self.compiled = compile_program(module, name, use_blas, keep_optimized=level >= 5)
        if level >= 4:
            print(f"; ----- LLVM IR of @{name} ----- ;\n{self.compiled.llvm_ir}")
        if level >= 5:
            print(f"; ----- optimized LLVM IR of @{name} ----- ;\n{self.compiled.optimized_ir}")
        self.signature = sig = self.compiled.signature
        self.name = name
        self.poison = poison
        self._entry = _ENTRY(self.compiled.address)
        self._arena = _aligned_bytes(sig.arena_bytes)
        self._lock = threading.Lock()
        self._dtypes = [t.dtype.numpy for t in sig.args]
        self._slots = ctypes.c_void_p * (len(sig.args) + len(sig.fresh))

    @property
    def llvm_ir(self) -> str:
        """The LLVM IR this program was compiled from (as generated)."""
        return self.compiled.llvm_ir

    def _argument(self, i: int, x) -> np.ndarray:
        sig = self.signature
        t = sig.args[i]
        what = f"'@{sig.name}' argument #{i + 1} (%{sig.arg_names[i]})"
        if not isinstance(x, np.ndarray):
            try:
                x = np.asarray(x)
            except Exception:            # noqa: BLE001 (any object numpy cannot take)
                raise DTypeError(f"{what} must be an array, got {type(x).__name__}") from None
        if x.dtype != self._dtypes[i]:
            raise DTypeError(f"{what} must be {t.dtype} ({self._dtypes[i]}), got {x.dtype}")
        if x.shape != t.shape:
            raise ShapeError(f"{what} must have shape {list(t.shape)}, got {list(x.shape)}")
        if not (x.flags.c_contiguous and x.flags.aligned):
            x = np.ascontiguousarray(x)
        return x

    def __call__(self, *arrays) -> tuple[np.ndarray, ...]:
        sig = self.signature
        if len(arrays) != len(sig.args):
            raise IRError(f"'@{sig.name}' takes {len(sig.args)} arguments, got {len(arrays)}")
        args = [self._argument(i, x) for i, x in enumerate(arrays)]
        fresh = [np.empty(t.shape, t.dtype.numpy) for t in sig.fresh]
        slots = self._slots(*(a.ctypes.data for a in args), *(a.ctypes.data for a in fresh))
        with self._lock:
            if self.poison:
                self._arena.fill(0xFF)
                for a in fresh:
                    poison(a)
            self._entry(slots, self._arena.ctypes.data)
        out = []
        for kind, index, shape in sig.results:
            a = args[index] if kind == "arg" else fresh[index]
            out.append(a if a.shape == shape else a.reshape(shape))
        return tuple(out)
