"""PyCUDA's driver and compiler as aotgrad's runtime uses them, over host memory, for testing
the cuda runtime's bookkeeping on a machine without a GPU: allocations are host buffers;
copies and memsets really move bytes; kernels are recorded, not run (unless a test gives one a
function in `kernels`); events are 0.25 ms apart, and complete unless the test says the device
is `busy`.
`install(monkeypatch)` makes the runtime use it (and a fresh caching allocator and counts)."""
from __future__ import annotations

import ctypes
import functools

import numpy as np


class Allocation:
    def __init__(self, driver, n: int):
        self.buffer = np.zeros(n + 64, np.uint8)
        self.address = (self.buffer.ctypes.data + 63) // 64 * 64
        self.driver = driver

    def __int__(self) -> int:
        return self.address

    def free(self) -> None:
        self.driver.freed += 1


def words(address: int, dtype, n: int) -> np.ndarray:
    return np.frombuffer((ctypes.c_char * (n * np.dtype(dtype).itemsize)).from_address(address),
                         dtype)


class HostMemoryDriver:
    class Error(Exception):
        pass

    class MemoryError(Error):
        pass

    class CompileError(Error):
        pass

    def __init__(self):
        self.log: list[str] = []
        #: kernel name -> a function of its arguments that does what the kernel would
        self.kernels: dict = {}
        self.busy = False      # events still to complete (queried), until synchronised
        self.events = 0
        self.allocations = self.freed = 0
        driver = self

        class Event:
            def __init__(self):
                self.index = driver.events
                driver.events += 1

            def record(self, stream=None):
                driver.log.append(f"record {self.index}")

            def time_till(self, end):
                return 0.25 * (end.index - self.index)

            def query(self):
                return not driver.busy

            def synchronize(self):
                pass

        class Context:
            @staticmethod
            def synchronize():
                driver.log.append("synchronize")

        class Stream:
            def __init__(self, flags=0):
                driver.streams += 1
                self.handle = 1000 + driver.streams

        self.Event, self.Context, self.Stream = Event, Context, Stream
        self.streams = 0
        self.capturing: list | None = None       # the launches of a graph being captured
        self.live: list[Allocation] = []

    def mem_alloc(self, n: int) -> Allocation:
        self.allocations += 1
        a = Allocation(self, n)
        self.live.append(a)
        return a

    def memcpy_htod(self, dst, src: np.ndarray) -> None:
        self.log.append("htod")
        ctypes.memmove(int(dst), src.ctypes.data, src.nbytes)

    def pagelocked_empty(self, shape, dtype) -> np.ndarray:
        self.log.append("pagelocked")
        return np.zeros(shape, dtype)

    def memcpy_htod_async(self, dst, src: np.ndarray, stream=None) -> None:
        self.log.append("htod async")
        ctypes.memmove(int(dst), src.ctypes.data, src.nbytes)

    def memcpy_dtoh_async(self, dst: np.ndarray, src, stream=None) -> None:
        self.log.append("dtoh async")
        ctypes.memmove(dst.ctypes.data, int(src), dst.nbytes)

    def memcpy_dtoh(self, dst: np.ndarray, src) -> None:
        self.log.append("dtoh")
        ctypes.memmove(dst.ctypes.data, int(src), dst.nbytes)

    def memcpy_dtod(self, dst, src, n: int) -> None:
        ctypes.memmove(int(dst), int(src), n)

    def memset_d8(self, dst, value: int, n: int) -> None:
        ctypes.memset(int(dst), value, n)

    def memset_d16(self, dst, value: int, n: int) -> None:
        words(int(dst), np.uint16, n)[...] = value

    def memset_d32(self, dst, value: int, n: int) -> None:
        words(int(dst), np.uint32, n)[...] = value

    def memset_d2d32(self, dst, pitch: int, value: int, width: int, height: int) -> None:
        for row in range(height):
            words(int(dst) + row * pitch, np.uint32, width)[...] = value


class FakeCompiler:
    def __init__(self, driver: HostMemoryDriver):
        self.driver = driver

    def SourceModule(self, source: str, **options):
        driver = self.driver

        class Kernel:
            def __init__(self, name):
                self.name = name

            def prepare(self, fmt):
                return self

            def prepared_call(self, grid, block, *args):
                driver.log.append(f"launch {self.name}")
                if self.name in driver.kernels:          # what a test has it do
                    driver.kernels[self.name](*args)

            def prepared_async_call(self, grid, block, stream, *args):
                if driver.capturing is not None:         # recorded into the graph
                    driver.capturing.append((self, args))
                    return
                self.prepared_call(grid, block, *args)

        class Unit:
            def get_function(self, name):
                return Kernel(name)

            def get_global(self, name):
                return (int(driver.mem_alloc(16)), 16)
        driver.log.append("compile")
        return Unit()


class GraphApi:
    """`runtime/cuda_graphs.Api` over the fake driver: a capture records the launches on the
    stream instead of running them; a graph launch logs `graph N` and runs them."""

    def __init__(self, driver: HostMemoryDriver):
        self.driver, self.graphs, self.destroyed = driver, [], 0

    def begin(self, stream: int) -> None:
        self.driver.log.append("capture")
        self.driver.capturing = []

    def end(self, stream: int) -> int:
        self.graphs.append(self.driver.capturing)
        self.driver.capturing = None
        return len(self.graphs) - 1

    def launch(self, runnable: int, stream: int) -> None:
        self.driver.log.append(f"graph {runnable}")
        for kernel, args in self.graphs[runnable]:
            if kernel.name in self.driver.kernels:
                self.driver.kernels[kernel.name](*args)

    def destroy(self, runnable: int) -> None:
        self.destroyed += 1


def install(monkeypatch) -> HostMemoryDriver:
    """The runtime's device calls go to a new `HostMemoryDriver` (returned)."""
    from aotgrad.runtime import cuda, cuda_graphs, device, host_memory
    driver = HostMemoryDriver()
    compiler = FakeCompiler(driver)
    monkeypatch.setattr(device, "driver", lambda: driver)
    monkeypatch.setattr(cuda, "_driver", lambda: (driver, compiler))
    monkeypatch.setattr(device, "POOL", device.Pool())
    monkeypatch.setattr(cuda, "_EAGER", {})
    monkeypatch.setattr(host_memory, "_STAGING", [])
    driver.graph_api = GraphApi(driver)
    monkeypatch.setattr(cuda_graphs, "_API", [driver.graph_api])
    monkeypatch.setattr(cuda, "_below_kernels", functools.cache(cuda._below_kernels.__wrapped__))
    device.reset_counts()
    return driver
