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
matches is passed as is, and the arrays' data pointers are read by machine code: one trampoline
(`codegen/llvm/boxed.py`) takes the tuple of arrays, fills the entry point's slots on its stack
and calls it (where the trampoline or the object layout it reads is missing, Python reads the
pointers into a ctypes slot array allocated once); the fresh results are the only
allocations. A caller that knows its first arguments fit (a backward's saved values, which its
forward made) passes them unchecked (`trusted`). Where each result lives (`result_homes`), its
type (`result_types`) and whether it is a new array of the call (`owned_results`) are known
before any call, so callers need not compare memory after one.
Generated code that checks indices at run time (data-dependent ones, such as gathered ids;
every one under `AOTGRAD_BOUNDS_CHECK=1`) stops at the first index out of bounds, without the
access; the call then raises `IndexingError` naming the kernel, the buffer, the dimension, the
index and the valid range (one integer read per call tells).
At `AOTGRAD_DEBUG` 1 each compiled program's code generation and LLVM times are printed
(`Compiled.describe_timings`), at 4 its LLVM IR, at 5 also the optimised.
`poison=True` fills the arena (all-ones bytes: NaN in every float type) and the fresh results
(the interpreter's `POISON`) before each call, so a test sees any element that nobody wrote.
`ProfiledProgram` is the same program compiled to time its kernel and gemm calls, for
`aotgrad.profiler` (`runtime/profiler.py`).
"""
from __future__ import annotations

import ctypes
import functools
import threading
import time

import numpy as np

from ..codegen.checks import RECORD_WORDS
from ..codegen.llvm.boxed import trampoline
from ..codegen.llvm.jit import Compiled, compile_program
from ..codegen.signature import PROFILE_WORDS
from ..ir.core import Module
from ..ir.errors import IndexingError, IRError
from .arrays import checked_argument, data_pointers, object_offsets
from .debug import debug_level

_ENTRY = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)
_BOXED = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                          ctypes.c_int64, ctypes.c_int64)
_ALIGN = 64


@functools.cache
def _boxed() -> tuple | None:
    """The trampoline (`codegen/llvm/boxed.py`) as (callable, its owner, tuple item offset,
    ndarray data offset), or None where it or the offsets are missing."""
    offsets = object_offsets()
    made = trampoline() if offsets is not None else None
    if made is None:
        return None
    owner, address = made
    return _BOXED(address), owner, *offsets


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
        if level >= 1 and self.compiled.llvm_ir is not None:   # generated here, not loaded
            print(f"// aotgrad: {self.compiled.describe_timings()}")
        if level >= 4:
            print(f"; ----- LLVM IR of @{name} ----- ;\n{self.compiled.llvm_ir}")
        if level >= 5:
            print(f"; ----- optimized LLVM IR of @{name} ----- ;\n{self.compiled.optimized_ir}")
        self.signature = sig = self.compiled.signature
        self.name = name
        self.poison = poison
        boxed = _boxed()
        if boxed is None:
            self._entry = _ENTRY(self.compiled.address)
            self._items = None
        else:
            #: the entry point, called through the trampoline, which reads the arrays' data
            #: pointers: (arena, address of a tuple's items, their count, data offset)
            self._entry = functools.partial(boxed[0], self.compiled.address)
            self._items, self._data_offset = boxed[2], boxed[3]
        self._arena = _aligned_bytes(sig.arena_bytes)
        self._arena_address = self._arena.ctypes.data
        self._lock = threading.Lock()
        #: the error record of generated bounds checks: (failed check + 1 or 0, index, where
        #: the index was read or -1)
        self._fault = (ctypes.c_int64 * RECORD_WORDS).from_address(self.compiled.fault_address) \
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
        #: positions of the results among args + fresh, where none is reshaped
        self._positions = None if any(shape is not None for _, shape in self._results) else \
            [i for i, _ in self._results]
        #: (shape, dtype) of each argument, and of each result
        self.arg_types = self._expect
        self.result_types = [(tuple(shape), np.dtype((sig.args if kind == "arg" else
                                                      sig.fresh)[index].dtype.numpy))
                             for kind, index, shape in sig.results]
        #: where each result's memory is, known before a call: ("arg", i), argument i (or a
        #: view of it), or ("fresh", k), fresh result k (or a view of it)
        self.result_homes = tuple((kind, index) for kind, index, _ in sig.results)
        fresh = [index for kind, index, _ in sig.results if kind == "fresh"]
        #: per result, whether it is a new array of the call that no other result shares
        #: (`fresh_results`, known without comparing memory)
        self.owned_results = [kind == "fresh" and fresh.count(index) == 1
                              for kind, index, _ in sig.results]

    def _raise_fault(self) -> None:
        """A bounds check of the generated code failed: its record as an `IndexingError`
        (the record is cleared for the next call)."""
        number, index, position = self._fault[0], self._fault[1], self._fault[2]
        self._fault[0] = self._fault[1] = self._fault[2] = 0
        check = self.signature.checks[number - 1]
        raise IndexingError(f"'@{self.name}': {check.message(index, position)}")

    @property
    def llvm_ir(self) -> str:
        """The LLVM IR this program was compiled from (as generated)."""
        return self.compiled.llvm_ir

    def _argument(self, i: int, x) -> np.ndarray:
        sig = self.signature
        return checked_argument(x, sig.args[i],
                                f"'@{sig.name}' argument #{i + 1} (%{sig.arg_names[i]})")

    def __call__(self, *arrays, trusted: int = 0) -> tuple[np.ndarray, ...]:
        """The program's results on `arrays` (one per argument), as a tuple of arrays. The
        first `trusted` arrays are passed as they are: the caller vouches that each is a
        C-contiguous, aligned ndarray of its argument's `arg_types` (a backward's saved
        values, which its forward returned: `compiled.saved_fit`)."""
        expect = self._expect
        if len(arrays) != len(expect):
            sig = self.signature
            raise IRError(f"'@{sig.name}' takes {len(sig.args)} arguments, got {len(arrays)}")
        args = list(arrays)
        i = trusted
        for x, (shape, dtype) in zip(arrays[trusted:], expect[trusted:]) if trusted else \
                zip(arrays, expect):
            # `carray`: C-contiguous, aligned and writeable; a read-only array is checked
            # the long way, and passed as it is too
            if type(x) is not np.ndarray or x.shape != shape or x.dtype != dtype or \
                    not x.flags.carray:
                args[i] = self._argument(i, x)
            i += 1
        for shape, dtype in self._fresh:
            args.append(np.empty(shape, dtype))
        with self._lock:
            if self.poison:
                from ..ir.loop.interpret import poison
                self._arena.fill(0xFF)
                for a in args[len(expect):]:
                    poison(a)
            if self._items is not None:
                items = tuple(args)
                self._entry(self._arena_address, id(items) + self._items, len(items),
                            self._data_offset)
            else:
                self._slots[:] = data_pointers(args)
                self._entry(self._slots_address, self._arena_address)
            if self._fault is not None and self._fault[0]:
                self._raise_fault()
        if self._positions is not None:
            return tuple([args[i] for i in self._positions])
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

    def __call__(self, *arrays, trusted: int = 0) -> tuple[np.ndarray, ...]:
        start = time.perf_counter_ns()
        try:
            return super().__call__(*arrays, trusted=trusted)
        finally:
            wall = time.perf_counter_ns() - start
            with self._lock:
                self.profiled.collect(self._counters[:, 0], self._counters[:, 1], wall)
                self._counters.fill(0)
