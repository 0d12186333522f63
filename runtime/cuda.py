"""The CUDA executor: a loop-level program as CUDA kernels, launched with PyCUDA.

`CudaProgram(module, name)` generates program `name`'s source (`codegen/cuda`), compiles it once
with PyCUDA (`nvcc` for this GPU) on aotgrad's context (the device's primary context,
`runtime/device.py`), and takes its arena (the memory plan of `buffer-reuse`, as on the CPU)
once from the device's caching allocator. A call takes its arguments as `DeviceArray`s or as
host arrays:

- **On the device** (any argument a `DeviceArray`): device arguments are read where they are,
  with no copy (a host argument among them is copied in); each fresh result is a new
  `DeviceArray` from the caching allocator (after the first call of a training step, no
  allocation reaches the driver); the launches are queued and the call returns without
  waiting, as PyTorch's CUDA ops do: an error of a running kernel is raised at the next
  synchronisation (a copy to the host, `device.synchronize()`), or at once with
  `sync_each=True`.
- **From the host** (numpy arrays): the arguments are copied to the device, the program runs,
  the results are copied back: host<->device copies happen only at the boundary of a call.
  Results named in `keep_on_device` (a forward's saved tensors) stay on the GPU as
  `DeviceArray`s, which the backward reads where they are.

Launches: each kernel's arguments are packed once (the arena's addresses fixed, the others
filled in per call) and launched with `prepared_call`. A `@matmul` calls cuBLAS
(`runtime/cublas.py`) where it loads, the generated tiled kernel otherwise. Every CUDA error is
raised as `CudaError` naming the kernel. An index that a kernel checks on the device (a
data-dependent one, or any under `AOTGRAD_BOUNDS_CHECK=1`) and finds out of bounds is raised
as `IndexingError` naming the kernel, the buffer, the dimension and the index, once the
record has come back: the host does not wait for it (`device_checks`: at the next call, or at
the latest at the next synchronisation). `poison=True` fills the arena
and the results with all-ones bytes (NaN in every float type) before each call, so a test sees
any element that nobody wrote. `profile=True` records a CUDA event before and after each
launch, as the plan says (`codegen/cuda/program.profile_events`), and hands `aotgrad.profiler`
the time between each pair once the call has synchronised.

`run_on_device(f, arrays)` runs a tensor-level function (an eager op) on device arrays, with
its program compiled once per function; `add(a, b)` sums two device arrays (gradient
accumulation).
"""
from __future__ import annotations

import functools
import logging
import threading
import time
import warnings
from typing import Callable, Sequence

import numpy as np

from ..codegen.checks import RECORD_WORDS
from ..codegen.cuda import build_cuda
from ..codegen.cuda.program import profile_events
from ..ir.core import Module
from ..ir.errors import IndexingError, IRError, ShapeError
from . import cublas, cuda_graphs, device, device_checks, host_memory
from .arrays import checked_argument
from .device import CudaError, DeviceArray, unavailable

log = logging.getLogger("aotgrad.cuda")

__all__ = ["CudaError", "CudaProgram", "DeviceArray", "add", "cuda_executable",
           "run_on_device", "unavailable"]


def _driver():
    """PyCUDA's driver (aotgrad's context current in this thread) and compiler."""
    drv = device.driver()
    import pycuda.compiler
    return drv, pycuda.compiler


class CudaProgram:
    """Program `name` of the loop-level `module` as CUDA kernels; call it with arrays."""

    #: its results that are new arrays of the call are given to `.grad` uncopied
    fresh_results = True

    def __init__(self, module: Module, name: str, *, poison: bool = False,
                 sync_each: bool = False, keep_on_device: Sequence[int] = (),
                 profile: bool = False, use_cublas: bool = True):
        drv, compiler = _driver()
        self.use_cublas = use_cublas
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
        self._arena = DeviceArray.empty((max(sig.arena_bytes, 1),), np.uint8)
        self._staged_args: list | None = None       # device copies of host arguments
        self._staged_fresh: list | None = None      # device results of a host call
        self._dtypes = [np.dtype(t.dtype.numpy) for t in sig.args]
        self._fresh_specs = [(tuple(t.shape), np.dtype(t.dtype.numpy)) for t in sig.fresh]
        self._last_fresh: list = [None] * len(sig.fresh)   # their blocks' allocations
        self._shapes = [tuple(t.shape) for t in sig.args]
        self._lock = threading.Lock()
        kept = set(keep_on_device)
        self._kept = [r in kept and kind == "fresh"
                      for r, (kind, _, _) in enumerate(sig.results)]
        self._to_host = {index for r, (kind, index, _) in enumerate(sig.results)
                         if kind == "fresh" and not self._kept[r]}
        self._steps = [self._packed(step) for step in plan.steps]
        #: where each result's memory is, known before a call: ("arg", i) argument i (or a
        #: view of it), ("fresh", k) fresh result k (or a view of it)
        self.result_homes = tuple((kind, index) for kind, index, _ in sig.results)
        fresh = [index for kind, index, _ in sig.results if kind == "fresh"]
        #: per result, whether it is a new array of the call that no other result shares
        self.owned_results = [kind == "fresh" and fresh.count(index) == 1
                              for kind, index, _ in sig.results]
        #: the CUDA graphs of this program's calls, once `use_graphs()` turned them on
        self.graphs: cuda_graphs.Graphs | None = None
        #: profiled: the events that bracket each launch, and the profiler's record of it
        self._events, self.profiled = None, None
        if plan.profile:
            from . import profiler
            self._events = [drv.Event() for _ in range(2 * len(plan.steps))]
            self.profiled = profiler.Program(name, profiler.program_sites(module, name,
                                                                          plan.profile))

    def _packed(self, step) -> tuple:
        """(step, its argument values with the arena's addresses filled in, the positions
        and homes of the buffers that change per call, whether it calls cuBLAS)."""
        values, holes = [], []
        for i, a in enumerate(step.args):
            if hasattr(a, "kind") and a.kind == "arena":
                values.append(self._arena.pointer + a.offset)
            elif hasattr(a, "kind"):
                values.append(0)
                holes.append((i, a.kind, a.index))
            else:
                values.append(a)
        gemm = None
        if step.gemm is not None and step.gemm.dtype in ("f32", "f64") and \
                step.gemm.batch * step.gemm.m * step.gemm.n and self.use_cublas and \
                cublas.available():
            g = step.gemm
            gemm = (cublas.gemm_arguments(g.m, g.n, g.k, g.transpose_lhs, g.transpose_rhs,
                                          g.lhs_row, g.rhs_row, g.lhs_stride, g.rhs_stride,
                                          g.out_stride, g.batch),
                    4 if g.dtype == "f32" else 8)
        return step, values, holes, gemm

    def _argument(self, i: int, x):
        sig = self.signature
        if isinstance(x, DeviceArray):
            if x.dtype != self._dtypes[i] or x.shape != self._shapes[i]:
                raise ShapeError(f"'@{sig.name}' argument #{i + 1} (%{sig.arg_names[i]}) must"
                                 f" be {sig.args[i]}, got a device array of {x.dtype}"
                                 f"{list(x.shape)}")
            return x
        return checked_argument(x, sig.args[i],
                                f"'@{sig.name}' argument #{i + 1} (%{sig.arg_names[i]})")

    def _check(self, what: str, fn) -> None:
        try:
            fn()
        except self._drv.Error as e:
            raise CudaError(f"CUDA error in {what} of program '@{self.name}': {e}") from None

    def __call__(self, *arrays, trusted: int = 0) -> tuple:
        if self._events is None:
            return self._call(arrays)
        start = time.perf_counter_ns()
        out = self._call(arrays)
        self._collect(time.perf_counter_ns() - start)
        return out

    def _staged(self, which: str, types) -> list[DeviceArray]:
        """The program's own device buffers for a host call's arguments or results."""
        attr = f"_staged_{which}"
        staged = getattr(self, attr)
        if staged is None:
            staged = [DeviceArray.empty(tuple(t.shape), t.dtype.numpy) for t in types]
            setattr(self, attr, staged)
        return staged

    def _call(self, arrays: Sequence) -> tuple:
        drv, sig = self._drv, self.signature
        if len(arrays) != len(sig.args):
            raise IRError(f"'@{sig.name}' takes {len(sig.args)} arguments, got {len(arrays)}")
        device_checks.poll()            # the answers of earlier calls' checks that arrived
        args = [self._argument(i, x) for i, x in enumerate(arrays)]
        on_device = any(isinstance(a, DeviceArray) for a in args)
        with self._lock:
            pointers = {"arg": [], "fresh": []}
            staged = None
            for i, a in enumerate(args):
                if isinstance(a, DeviceArray):
                    pointers["arg"].append(a.pointer)
                    continue
                staged = staged or self._staged("args", sig.args)
                if a.nbytes:
                    self._check("the copy of the arguments",
                                lambda: host_memory.copy_to_device(drv, staged[i].pointer, a))
                    device.COUNTS["host_to_device"] += 1
                    device.COUNTS["host_to_device_bytes"] += a.nbytes
                pointers["arg"].append(staged[i].pointer)
            if on_device:       # the blocks of the previous call's results, where free
                fresh = [DeviceArray.empty(shape, dtype, prefer)
                         for (shape, dtype), prefer in zip(self._fresh_specs, self._last_fresh)]
                self._last_fresh = [f.block.allocation for f in fresh]
            else:
                fresh = self._staged("fresh", sig.fresh)
            pointers["fresh"] = [f.pointer for f in fresh]
            if self.poison:
                for a in [self._arena, *fresh]:
                    if a.nbytes:
                        drv.memset_d8(a.pointer, 0xFF, a.nbytes)
            since: list[str] = []
            events = self._events
            graphed = self.graphs is not None and on_device and events is None and \
                not self.sync_each and not self.poison and \
                self._graphed((*pointers["arg"], *pointers["fresh"]), pointers)
            device.COUNTS["graph_launches"] += graphed
            for i, packed in enumerate(() if graphed else self._steps):
                if events is not None:
                    events[profile_events(i)[0]].record()
                self._launch(packed, pointers)
                if events is not None:
                    events[profile_events(i)[1]].record()
                since.append(packed[0].launch.kernel)
                if self.sync_each:
                    self._check(f"kernel {packed[0].launch.kernel}", drv.Context.synchronize)
                    since = []
            if self._fault is not None:     # answered later: the host does not wait
                device_checks.defer(drv, self._fault, RECORD_WORDS, self._answer_fault, self)
            if not on_device or events is not None or self.sync_each:
                self._check(f"one of the kernels {', '.join(since) or '(none)'}",
                            drv.Context.synchronize)
                device_checks.poll(wait=True)
            if on_device:
                return tuple(self._result(r, args, fresh) for r in range(len(sig.results)))
            host = [np.empty(t.shape, t.dtype.numpy) for t in sig.fresh]
            for index in self._to_host:
                a, dev = host[index], fresh[index]
                if a.nbytes:
                    self._check("the copy of the results",
                                lambda: host_memory.copy_to_host(drv, a, dev.pointer))
                    device.COUNTS["device_to_host"] += 1
                    device.COUNTS["device_to_host_bytes"] += a.nbytes
            out = []
            for r, (kept, (kind, index, shape)) in enumerate(zip(self._kept, sig.results)):
                if kept:
                    out.append(fresh[index].copy().reshape(shape))
                    continue
                a = args[index] if kind == "arg" else host[index]
                out.append(a if a.shape == shape else a.reshape(shape))
        return tuple(out)

    def _result(self, r: int, args: list, fresh: list):
        kind, index, shape = self.signature.results[r]
        a = args[index] if kind == "arg" else fresh[index]
        return a if a.shape == shape else a.reshape(shape)

    def _collect(self, wall_ns: int) -> None:
        """Hands the profiler each launch's time between its two events (recorded and
        synchronised by `_call`) and the call's wall time."""
        elapsed = np.array([self._events[a].time_till(self._events[b]) * 1e6
                            for a, b in map(profile_events, range(len(self.plan.steps)))],
                           np.int64)
        self.profiled.collect(elapsed, np.ones(len(elapsed), np.int64), wall_ns)

    def _answer_fault(self, record: np.ndarray) -> None:
        """Raises `IndexingError` when a bounds check of a call's kernels failed (the
        device's record, `record`, copied after the call: `device_checks`), and clears the
        record for the calls after."""
        if not record[0]:
            return
        self._check("the reset of the bounds-check record",
                    lambda: self._drv.memset_d8(self._fault, 0, record.nbytes))
        device_checks.forget(self)          # the calls queued since saw the same record
        check = self.plan.checks[int(record[0]) - 1]
        index, position = (int(w) for w in record.view(np.int64)[1:3])
        raise IndexingError(f"'@{self.name}': {check.message(index, position)} (found on the"
                            f" device after the call)")

    def use_graphs(self, where_it_pays: bool = False) -> bool:
        """Capture this program's launches as CUDA graphs from now on (`cuda_graphs.py`);
        `where_it_pays`: only with two launches or more, and a set of addresses the third
        time it comes. False where the driver cannot (said once), or it does not pay."""
        launches = sum(0 not in step.launch.grid for step in self.plan.steps)
        if where_it_pays and launches < 2:
            return False
        api = cuda_graphs.api(asked=not where_it_pays)
        if api is not None and self.graphs is None:
            self.graphs = cuda_graphs.Graphs(api, self._drv.Stream(),
                                             cuda_graphs.WARM_CALLS if where_it_pays else 0)
        return self.graphs is not None

    def _graphed(self, key: tuple, pointers: dict) -> bool:
        """Run the call's launches as the CUDA graph of its addresses (captured the first
        time, or by default once they repeat); False, the caller launches one by one: the
        addresses are still warming up, or capturing failed and graphs are off for this
        program (said where graphs were asked for, logged where they are the default)."""
        def launch_all(stream):
            for packed in self._steps:
                self._launch(packed, pointers, stream)
        try:
            return self.graphs.run(key, launch_all)
        except cuda_graphs.Unprofitable as e:       # this call ran: no graphs from now on
            if not self.graphs.warm:
                warnings.warn(f"'@{self.name}' runs without CUDA graphs from now on: {e}",
                              RuntimeWarning, stacklevel=4)
            log.info("'@%s' runs without CUDA graphs from now on: %s", self.name, e)
            self.graphs = None
            return True
        except (cuda_graphs.GraphError, CudaError, cublas.CublasError) as e:
            if not self.graphs.warm:             # asked for (by default: quietly, logged)
                warnings.warn(f"'@{self.name}' runs without CUDA graphs: {e}",
                              RuntimeWarning, stacklevel=4)
            log.info("'@%s' runs without CUDA graphs: %s", self.name, e)
            self.graphs = None
            return False

    def _launch(self, packed: tuple, pointers: dict, stream=None) -> None:
        step, values, holes, gemm = packed
        for i, kind, index in holes:
            values[i] = pointers[kind][index]
        grid, block = step.launch.grid, step.launch.block
        if gemm is not None:
            call, itemsize = gemm
            lhs, rhs, out = values[:3]
            ptrs = {"lhs": lhs, "rhs": rhs, "out": out}
            self._check(f"cuBLAS matmul {step.launch.kernel}",
                        lambda: cublas.gemm(call, itemsize, ptrs, 0) if stream is None else
                        cublas.gemm(call, itemsize, ptrs, 0, stream.handle))
        elif 0 in grid:                 # an empty launch (a zero-size dim): nothing to run
            return
        else:
            try:
                kernel = self._kernels[step.launch.kernel]
                if stream is None:
                    kernel.prepared_call(grid, block, *values)
                else:
                    kernel.prepared_async_call(grid, block, stream, *values)
            except self._drv.Error as e:
                raise CudaError(f"CUDA error in kernel {step.launch.kernel} (launched with "
                                f"grid {grid}, block {block}) of program '@{self.name}': {e}"
                                ) from None
        if stream is None:              # one by one, not captured into a graph
            device.COUNTS["launches"] += 1


def cuda_executable(module: Module, fn: str | None = None, **options) -> CudaProgram:
    """Function `fn` of `module` (lowered first when it is a tensor function) on the GPU."""
    f = module.get(fn)
    if f.kind != "program":
        from ..passes.manager import run_pipeline
        from ..passes.pipelines import CUDA_LOOP_PIPELINE
        module = run_pipeline(Module([f]), CUDA_LOOP_PIPELINE)
    return CudaProgram(module, f.name, **options)


#: eager ops' programs, by the tensor-level function they run (kept alive here)
_EAGER: dict[int, tuple] = {}


def run_on_device(f, arrays: Sequence) -> tuple:
    """Tensor-level function `f` run on the device (host arguments copied in): its program is
    compiled the first time `f` runs here and reused (an eager op's function is cached per
    signature, so each op signature compiles once)."""
    found = _EAGER.get(id(f))
    if found is None or found[0] is not f:
        found = _EAGER[id(f)] = (f, cuda_executable(Module([f]), f.name))
    return found[1](*[a if isinstance(a, DeviceArray) else device.to_device(a)
                      for a in arrays])


@functools.lru_cache(maxsize=256)
def _sum_function(shape: tuple, dtype: str):
    from ..frontend.ops import apply_op
    from ..ir.builder import Builder, finish_function, new_function
    from ..ir.types import DType, TensorType
    t = TensorType(shape, DType(dtype))
    f = new_function("add", [t, t])
    finish_function(f, [apply_op(Builder(f.body), "add", list(f.args), {})])
    return f


def add(a: DeviceArray, b) -> DeviceArray:
    """`a + b` of two device arrays of one shape and dtype (gradient accumulation)."""
    from ..ir.types import DType
    if not isinstance(b, DeviceArray):
        b = device.to_device(np.asarray(b, a.dtype))
    f = _sum_function(a.shape, DType.from_numpy(a.dtype).value)
    return run_on_device(f, [a, b])[0]


_BELOW_SOURCE = r"""
template <typename T>
__device__ void below(const T* v, long long n, long long bound, unsigned long long* first) {
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
       i += (long long)gridDim.x * blockDim.x)
    if ((unsigned long long)(long long)v[i] >= (unsigned long long)bound)
      atomicMin(first, (unsigned long long)i);
}
template <typename T>
__device__ void value(const T* v, unsigned long long* first) {
  if (first[0] != ~0ull) first[1] = (unsigned long long)(long long)v[first[0]];
}
extern "C" __global__ void ag_below_i64(const long long* v, long long n, long long bound,
                                        unsigned long long* first) { below(v, n, bound, first); }
extern "C" __global__ void ag_below_i32(const int* v, long long n, long long bound,
                                        unsigned long long* first) { below(v, n, bound, first); }
extern "C" __global__ void ag_value_i64(const long long* v, unsigned long long* first) {
  value(v, first);
}
extern "C" __global__ void ag_value_i32(const int* v, unsigned long long* first) {
  value(v, first);
}
"""


@functools.cache
def _below_kernels():
    drv, compiler = _driver()
    module = compiler.SourceModule(_BELOW_SOURCE, no_extern_c=True)
    kernels = {np.dtype(t): (module.get_function(f"ag_below_{name}").prepare("PqqP"),
                             module.get_function(f"ag_value_{name}").prepare("PP"))
               for t, name in ((np.int64, "i64"), (np.int32, "i32"))}
    # one record for every check: each check's copy of it is queued before the next one
    # fills it again
    return kernels, DeviceArray.empty((2,), np.uint64)


def check_below(values: DeviceArray, bound: int,
                fail: Callable[[tuple, int], None]) -> None:
    """Checks on the device that the integers `values` are all in [0, `bound`); where one is
    not, `fail(position, value)` of the first such (its index in `values`) raises, once the
    answer has come back (`device_checks`: the host does not wait for it; no tensor data
    leaves the device)."""
    found, record = _below_kernels()
    kernels = found.get(values.dtype)
    if kernels is None:
        raise CudaError(f"labels and ids on the device must be i32 or i64, got {values.dtype}")
    below, value = kernels
    device.fill(record, np.uint64(np.iinfo(np.uint64).max))
    n = values.size
    if n:
        below.prepared_call((min(-(-n // 256), 1024), 1, 1), (256, 1, 1), values.pointer, n,
                            bound, record.pointer)
        value.prepared_call((1, 1, 1), (1, 1, 1), values.pointer, record.pointer)
    shape = values.shape

    def answer(words: np.ndarray) -> None:
        if words[0] != np.iinfo(np.uint64).max:
            at = tuple(int(i) for i in np.unravel_index(int(words[0]), shape))
            fail(at, int(words[1].astype(np.int64)))
    device_checks.defer(device.driver(), record.pointer, 2, answer)
