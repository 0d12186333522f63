"""The CUDA executor: a loop-level program as CUDA kernels, launched with PyCUDA on numpy arrays.

`CudaProgram(module, name)` generates program `name`'s source (`codegen/cuda`), compiles it once
with PyCUDA (`nvcc` for this GPU), and allocates on the device, once, the program's arena (the
memory plan of `buffer-reuse`, as on the CPU) and one buffer per argument and fresh result
(shapes are static, so every call reuses them). A call validates its inputs as `CpuProgram`
does, copies the arguments to the device, launches the kernels in program order with the grid
and block sizes codegen chose, and copies the results back: host<->device copies happen only at
the boundary of a call; arguments are only read on the device. Results named in
`keep_on_device` (a forward's saved tensors) stay on the GPU: each call returns them as
`DeviceArray`s in allocations of their own, which the backward takes as arguments with a copy on
the device, so saved tensors never travel through the host. Every CUDA error is raised as `CudaError` naming the kernel: launch errors
at once; errors while a kernel runs at the next synchronisation, which names the kernels since
the last one (`sync_each=True` synchronises after every launch, naming the one that failed).
An index that a kernel checks on the device (a data-dependent one, such as a gathered id, or
any under `AOTGRAD_BOUNDS_CHECK=1`) and finds out of bounds is raised after the program as
`IndexingError` naming the kernel, the buffer, the dimension and the index.
`poison=True` fills the arena and the results with all-ones bytes (NaN in every float type)
before each call, so a test sees any element that nobody wrote. `profile=True` records a CUDA
event before and after each launch, as the plan says (`codegen/cuda/program.profile_events`),
and hands `aotgrad.profiler` the time between each pair once the call has synchronised.
PyCUDA is the optional extra `cuda`; it is imported here only, and only when a program is
made.
"""
from __future__ import annotations

import threading
import time
from typing import Sequence

import numpy as np

from ..codegen.cuda import build_cuda
from ..codegen.cuda.program import profile_events
from ..ir.core import Module
from ..ir.errors import IndexingError, IRError, ShapeError
from .arrays import checked_argument


class CudaError(RuntimeError):
    """A CUDA error, with the kernel and the program it happened in."""


def unavailable() -> str | None:
    """Why CUDA programs cannot run here (None when they can)."""
    try:
        import pycuda.driver as drv
    except ImportError as e:
        return f"pycuda is not installed (pip install 'aotgrad[cuda]'): {e}"
    try:
        drv.init()
        if drv.Device.count() == 0:
            return "no CUDA device"
    except drv.Error as e:
        return f"no usable CUDA device: {e}"
    return None


def _driver():
    reason = unavailable()
    if reason is not None:
        raise CudaError(f"the cuda backend cannot run: {reason}")
    import pycuda.autoinit  # noqa: F401  (the context of device 0)
    import pycuda.compiler
    import pycuda.driver
    return pycuda.driver, pycuda.compiler


class DeviceArray:
    """A result kept in GPU memory (a saved tensor between forward and backward), in an
    allocation of its own; `np.asarray` copies it to the host."""

    on_device = True

    def __init__(self, drv, allocation, shape: tuple, dtype):
        self._drv, self.allocation = drv, allocation
        self.shape, self.dtype = tuple(shape), np.dtype(dtype)
        self.nbytes = int(np.prod(self.shape, dtype=np.int64)) * self.dtype.itemsize

    def __array__(self, dtype=None, copy=None):
        host = np.empty(self.shape, self.dtype)
        if host.nbytes:
            self._drv.memcpy_dtoh(host, self.allocation)
        return host if dtype is None else host.astype(dtype)


class CudaProgram:
    """Program `name` of the loop-level `module` as CUDA kernels; call it with arrays."""

    def __init__(self, module: Module, name: str, *, poison: bool = False,
                 sync_each: bool = False, keep_on_device: Sequence[int] = (),
                 profile: bool = False):
        drv, compiler = _driver()
        self._drv = drv
        unit = build_cuda(module, [name], profile)
        self.source = unit.source
        self.plan = plan = unit.programs[name]
        self.signature = sig = plan.signature
        self.name, self.poison, self.sync_each = name, poison, sync_each
        try:
            self._cubin = compiler.SourceModule(unit.source, no_extern_c=True,
                                                options=["-std=c++17"])
        except drv.CompileError as e:
            raise IRError(f"CUDA codegen: nvcc could not compile '@{name}':\n{e}") from None
        self._kernels = {}
        for step in plan.steps:
            k = step.launch.kernel
            if k not in self._kernels:
                self._kernels[k] = self._cubin.get_function(k).prepare(step.format)
        #: the device's record of a failed run-time bounds check (`ag_fault`), if any
        self._fault = self._cubin.get_global("ag_fault")[0] if plan.checks else None
        self._arena = drv.mem_alloc(max(sig.arena_bytes, 1))
        self._args = [drv.mem_alloc(max(t.nbytes, 1)) for t in sig.args]
        self._fresh = [drv.mem_alloc(max(t.nbytes, 1)) for t in sig.fresh]
        self._dtypes = [t.dtype.numpy for t in sig.args]
        self._lock = threading.Lock()
        kept = set(keep_on_device)
        self._kept = [r in kept and kind == "fresh"
                      for r, (kind, _, _) in enumerate(sig.results)]
        self._to_host = {index for r, (kind, index, _) in enumerate(sig.results)
                         if kind == "fresh" and not self._kept[r]}
        #: profiled: the events that bracket each launch, and the profiler's record of it
        self._events, self.profiled = None, None
        if plan.profile:
            from . import profiler
            self._events = [drv.Event() for _ in range(2 * len(plan.steps))]
            self.profiled = profiler.Program(name, profiler.program_sites(module, name,
                                                                          plan.profile))

    def _argument(self, i: int, x) -> np.ndarray:
        sig = self.signature
        t = sig.args[i]
        what = f"'@{sig.name}' argument #{i + 1} (%{sig.arg_names[i]})"
        if isinstance(x, DeviceArray):
            if x.dtype != self._dtypes[i] or x.shape != t.shape:
                raise ShapeError(f"{what} must be {t}, got a device array of {x.dtype}"
                                 f"{list(x.shape)}")
            return x
        return checked_argument(x, t, what)

    def _address(self, home) -> int:
        if home.kind == "arena":
            return int(self._arena) + home.offset
        return int((self._args if home.kind == "arg" else self._fresh)[home.index])

    def _check(self, what: str, fn) -> None:
        try:
            fn()
        except self._drv.Error as e:
            raise CudaError(f"CUDA error in {what} of program '@{self.name}': {e}") from None

    def __call__(self, *arrays) -> tuple[np.ndarray, ...]:
        if self._events is None:
            return self._call(arrays)
        start = time.perf_counter_ns()
        out = self._call(arrays)
        self._collect(time.perf_counter_ns() - start)
        return out

    def _call(self, arrays: Sequence) -> tuple:
        drv, sig = self._drv, self.signature
        if len(arrays) != len(sig.args):
            raise IRError(f"'@{sig.name}' takes {len(sig.args)} arguments, got {len(arrays)}")
        args = [self._argument(i, x) for i, x in enumerate(arrays)]
        fresh = [np.empty(t.shape, t.dtype.numpy) for t in sig.fresh]
        with self._lock:
            for dev, a in zip(self._args, args):
                if a.nbytes and isinstance(a, DeviceArray):
                    self._check("the copy of the arguments on the device",
                                lambda: drv.memcpy_dtod(dev, a.allocation, a.nbytes))
                elif a.nbytes:
                    self._check("the copy of the arguments", lambda: drv.memcpy_htod(dev, a))
            if self.poison:
                for dev, n in [(self._arena, sig.arena_bytes),
                               *zip(self._fresh, (t.nbytes for t in sig.fresh))]:
                    if n:
                        drv.memset_d8(dev, 0xFF, n)
            since: list[str] = []
            events = self._events
            for i, step in enumerate(self.plan.steps):
                if events is not None:
                    events[profile_events(i)[0]].record()
                self._launch(step)
                if events is not None:
                    events[profile_events(i)[1]].record()
                since.append(step.launch.kernel)
                if self.sync_each:
                    self._check(f"kernel {step.launch.kernel}", drv.Context.synchronize)
                    since = []
            self._check(f"one of the kernels {', '.join(since) or '(none)'}",
                        drv.Context.synchronize)
            if self._fault is not None:
                self._raise_fault()
            for index, (dev, a) in enumerate(zip(self._fresh, fresh)):
                if a.nbytes and index in self._to_host:
                    self._check("the copy of the results", lambda: drv.memcpy_dtoh(a, dev))
            out = []
            for kept, (kind, index, shape) in zip(self._kept, sig.results):
                if kept:
                    out.append(self._keep(index, shape))
                    continue
                a = args[index] if kind == "arg" else fresh[index]
                out.append(a if a.shape == shape else a.reshape(shape))
        return tuple(out)

    def _collect(self, wall_ns: int) -> None:
        """Hands the profiler each launch's time between its two events (recorded and
        synchronised by `_call`) and the call's wall time."""
        elapsed = np.array([self._events[a].time_till(self._events[b]) * 1e6
                            for a, b in map(profile_events, range(len(self.plan.steps)))],
                           np.int64)
        self.profiled.collect(elapsed, np.ones(len(elapsed), np.int64), wall_ns)

    def _raise_fault(self) -> None:
        """Raises `IndexingError` when a bounds check of the kernels failed (and clears the
        device's record for the next call)."""
        record = np.zeros(2, np.uint64)
        self._check("the read of the bounds-check record",
                    lambda: self._drv.memcpy_dtoh(record, self._fault))
        if record[0]:
            self._check("the reset of the bounds-check record",
                        lambda: self._drv.memset_d8(self._fault, 0, record.nbytes))
            check = self.plan.checks[int(record[0]) - 1]
            raise IndexingError(f"'@{self.name}': {check.message(int(record.view(np.int64)[1]))}")

    def _keep(self, index: int, shape: tuple) -> DeviceArray:
        """Fresh result `index` copied, on the device, into an allocation of its own."""
        t = self.signature.fresh[index]
        kept = DeviceArray(self._drv, self._drv.mem_alloc(max(t.nbytes, 1)), shape,
                           t.dtype.numpy)
        if t.nbytes:
            self._check("the copy of a saved result on the device",
                        lambda: self._drv.memcpy_dtod(kept.allocation, self._fresh[index],
                                                      t.nbytes))
        return kept

    def _launch(self, step) -> None:
        grid, block = step.launch.grid, step.launch.block
        if 0 in grid:
            return
        values = [self._address(a) if hasattr(a, "kind") else a for a in step.args]
        self._check(f"kernel {step.launch.kernel} (launched with grid {grid}, block {block})",
                    lambda: self._kernels[step.launch.kernel].prepared_call(grid, block,
                                                                            *values))


def cuda_executable(module: Module, fn: str | None = None, **options) -> CudaProgram:
    """Function `fn` of `module` (lowered first when it is a tensor function) on the GPU."""
    f = module.get(fn)
    if f.kind != "program":
        from ..passes.manager import run_pipeline
        from ..passes.pipelines import CUDA_LOOP_PIPELINE
        module = run_pipeline(Module([f]), CUDA_LOOP_PIPELINE)
    return CudaProgram(module, f.name, **options)
