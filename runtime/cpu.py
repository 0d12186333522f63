"""The CPU executor: a loop-level program compiled to machine code, called on numpy arrays.

`CpuProgram(module, name)` compiles program `name` (the output of `lower`, `fuse` and
`buffer-reuse`) once, with its own engine (`compiled=` takes machine code already loaded, as
the warm start does). A call validates every input against the program's
signature before generated code runs (a wrong count, shape or dtype is a clear error naming the
argument; a non-contiguous or unaligned array is copied, never read out of bounds), allocates
the fresh results, and makes one call into the entry point, with the GIL released (ctypes does
that). The arena is allocated once and reused by every call; calls from several threads take
turns on it. Results that are arguments (or views of them) are those arrays; fresh results are
new arrays on every call, so no output aliases memory that a later call overwrites.
The steady state is cheap: what each argument must be is worked out once, an array that already
matches is passed as is (its data pointer read straight from the array object), and the ctypes
slot array is allocated once and refilled; the fresh results are the only allocations.
Generated code that checks indices at run time (data-dependent ones, such as gathered ids;
every one under `AOTGRAD_BOUNDS_CHECK=1`) stops at the first index out of bounds, without the
access; the call then raises `IndexingError` naming the kernel, the buffer, the dimension, the
index and the valid range (one integer read per call tells).
At `AOTGRAD_DEBUG` 4 the LLVM IR of each compiled program is printed, at 5 also the optimised.
`poison=True` fills the arena (all-ones bytes: NaN in every float type) and the fresh results
(the interpreter's `POISON`) before each call, so a test sees any element that nobody wrote.
`ProfiledProgram` is the same program compiled to time its kernel and gemm calls, for
`aotgrad.profiler` (`runtime/profiler.py`).
"""
from __future__ import annotations

import ctypes
import threading
import time

import numpy as np

from ..codegen.llvm.jit import Compiled, compile_program
from ..codegen.llvm.signature import PROFILE_WORDS
from ..ir.core import Module
from ..ir.errors import IndexingError, IRError
from .arrays import checked_argument, data_pointers
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

    #: every result that is not an argument (or a view of one) is a new array of this call,
    #: which a caller may keep without a copy (`autograd.Node` gives such gradients to `.grad`)
    fresh_results = True

    def __init__(self, module: Module | None, name: str, *, use_blas: bool | None = None,
                 poison: bool = False, compiled: Compiled | None = None,
                 profile: bool = False):
        level = debug_level()
        self.compiled = compiled or compile_program(module, name, use_blas,
                                                    keep_optimized=level >= 5, profile=profile)
        if level >= 4:
            print(f"; ----- LLVM IR of @{name} ----- ;\n{self.compiled.llvm_ir}")
        if level >= 5:
            print(f"; ----- optimized LLVM IR of @{name} ----- ;\n{self.compiled.optimized_ir}")
        self.signature = sig = self.compiled.signature
        self.name = name
        self.poison = poison
        self._entry = _ENTRY(self.compiled.address)
        self._arena = _aligned_bytes(sig.arena_bytes)
        self._arena_address = self._arena.ctypes.data
        self._lock = threading.Lock()
        #: the error record of generated bounds checks: (failed check + 1 or 0, index)
        self._fault = (ctypes.c_int64 * 2).from_address(self.compiled.fault_address) \
            if self.compiled.fault_address else None
        #: (shape, dtype) each argument must have to be passed as it is
        self._expect = [(tuple(t.shape), np.dtype(t.dtype.numpy)) for t in sig.args]
        self._fresh = [(tuple(t.shape), np.dtype(t.dtype.numpy)) for t in sig.fresh]
        self._slots = (ctypes.c_void_p * (len(sig.args) + len(sig.fresh)))()
        self._slots_address = ctypes.addressof(self._slots)
        n = len(sig.args)
        #: each result as (position among args + fresh, shape to reshape to or None)
        self._results = [(index if kind == "arg" else n + index,
                          None if shape == (sig.args[index] if kind == "arg" else
                                            sig.fresh[index]).shape else shape)
                         for kind, index, shape in sig.results]

    def _raise_fault(self) -> None:
        """A bounds check of the generated code failed: its record as an `IndexingError`
        (the record is cleared for the next call)."""
        number, index = self._fault[0], self._fault[1]
        self._fault[0] = self._fault[1] = 0
        check = self.signature.checks[number - 1]
        raise IndexingError(f"'@{self.name}': {check.message(index)}")

    @property
    def llvm_ir(self) -> str:
        """The LLVM IR this program was compiled from (as generated)."""
        return self.compiled.llvm_ir

    def _argument(self, i: int, x) -> np.ndarray:
        sig = self.signature
        return checked_argument(x, sig.args[i],
                                f"'@{sig.name}' argument #{i + 1} (%{sig.arg_names[i]})")

    def __call__(self, *arrays) -> tuple[np.ndarray, ...]:
        """The program's results on `arrays` (one per argument), as a tuple of arrays."""
        expect = self._expect
        if len(arrays) != len(expect):
            sig = self.signature
            raise IRError(f"'@{sig.name}' takes {len(sig.args)} arguments, got {len(arrays)}")
        args = list(arrays)
        for i, x in enumerate(args):
            shape, dtype = expect[i]
            if type(x) is not np.ndarray or x.shape != shape or x.dtype != dtype:
                args[i] = self._argument(i, x)
            else:
                flags = x.flags
                if not (flags.c_contiguous and flags.aligned):
                    args[i] = self._argument(i, x)
        args += [np.empty(shape, dtype) for shape, dtype in self._fresh]
        with self._lock:
            self._slots[:] = data_pointers(args)
            if self.poison:
                from ..ir.loop.interpret import poison
                self._arena.fill(0xFF)
                for a in args[len(expect):]:
                    poison(a)
            self._entry(self._slots_address, self._arena_address)
            if self._fault is not None and self._fault[0]:
                self._raise_fault()
        return tuple([args[i] if shape is None else args[i].reshape(shape)
                      for i, shape in self._results])


class ProfiledProgram(CpuProgram):
    """`CpuProgram` compiled for `aotgrad.profiler`: its generated code times each call it
    makes into counters at the end of the arena; after each call this hands them, and the
    call's wall time, to the profiler, and zeroes them."""

    def __init__(self, module: Module | None, name: str, *, use_blas: bool | None = None,
                 compiled: Compiled | None = None):
        from . import profiler
        super().__init__(module, name, use_blas=use_blas, compiled=compiled, profile=True)
        sig = self.signature
        start = sig.counters_offset()
        words = (len(sig.profile), PROFILE_WORDS)
        self._counters = self._arena[start:start + 8 * words[0] * words[1]].view(np.int64) \
            .reshape(words)
        self._counters.fill(0)
        sites = profiler.program_sites(module, name, sig.profile) if module is not None \
            else profiler.unknown_sites(name, sig.profile)
        self.profiled = profiler.Program(name, sites)

    def __call__(self, *arrays) -> tuple[np.ndarray, ...]:
        start = time.perf_counter_ns()
        try:
            return super().__call__(*arrays)
        finally:
            wall = time.perf_counter_ns() - start
            with self._lock:
                self.profiled.collect(self._counters[:, 0], self._counters[:, 1], wall)
                self._counters.fill(0)
