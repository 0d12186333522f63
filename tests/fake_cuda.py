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

        self.Event, self.Context = Event, Context
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

        class Unit:
            def get_function(self, name):
                return Kernel(name)

            def get_global(self, name):
                return (int(driver.mem_alloc(16)), 16)
        driver.log.append("compile")
        return Unit()


def install(monkeypatch) -> HostMemoryDriver:
    """The runtime's device calls go to a new `HostMemoryDriver` (returned)."""
    from aotgrad.runtime import cuda, device, host_memory
    driver = HostMemoryDriver()
    compiler = FakeCompiler(driver)
    monkeypatch.setattr(device, "driver", lambda: driver)
    monkeypatch.setattr(cuda, "_driver", lambda: (driver, compiler))
    monkeypatch.setattr(device, "POOL", device.Pool())
    monkeypatch.setattr(cuda, "_EAGER", {})
    monkeypatch.setattr(host_memory, "_STAGING", [])
    monkeypatch.setattr(cuda, "_below_kernels", functools.cache(cuda._below_kernels.__wrapped__))
    device.reset_counts()
    return driver
