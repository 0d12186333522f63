"""Device memory for the cuda backend: the context, a caching allocator, and `DeviceArray`.

aotgrad runs on the primary context of device 0, the one PyTorch and CuPy use, so that their
tensors and kernels and aotgrad's mix in one process whichever is imported first. It is retained
once and pushed lazily in each thread that touches the device (`driver()`), as
`pycuda.autoprimaryctx` does for the main thread only.

Device memory comes from a caching allocator, as PyTorch's does: a block whose last array is
gone goes back to a free list by its size (rounded up to `ROUND` bytes) and serves the next
request of that size, so a training step that frees what the previous step made (old
gradients, old parameters, old activations) allocates nothing after its first call. Out of
memory, the cached blocks are freed and the allocation tried once more; `empty_cache()` frees
them on request. `COUNTS` counts what tests and benchmarks check: real device allocations and
every copy of tensor data between host and device, with their bytes.

`DeviceArray` is a C-contiguous array in device memory (shape, dtype, address). `np.asarray`
of it copies it to the host; it exposes `__cuda_array_interface__` (version 3) and
`__dlpack__`/`__dlpack_device__`, so PyTorch, CuPy and Numba take it without a copy.
`from_external` wraps another library's device array the same way, holding its owner.
PyCUDA is the optional extra `cuda`; it is imported here only when the device is first used.
"""
from __future__ import annotations

import atexit
import ctypes
import math
import threading
from collections import defaultdict

import numpy as np

from . import device_checks, host_memory

#: allocations are rounded up to a multiple of this many bytes (PyTorch's block size)
ROUND = 512

#: what the device did since `reset_counts()`: real allocations, host<->device copies of data,
#: compiled programs' kernels and cuBLAS calls launched one by one, and their CUDA graphs launched
COUNTS = {"allocations": 0, "allocated_bytes": 0, "host_to_device": 0,
          "host_to_device_bytes": 0, "device_to_host": 0, "device_to_host_bytes": 0,
          "launches": 0, "graph_launches": 0}


class CudaError(RuntimeError):
    """A CUDA error (the device cannot be used, or an operation on it failed), with what it
    happened in."""


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


class _Primary:
    """The primary context of device 0, retained once; pushed in each thread on first use."""

    def __init__(self):
        self.lock = threading.Lock()
        self.local = threading.local()
        self.drv = self.context = None

    def driver(self):
        if getattr(self.local, "pushed", False):
            return self.drv
        with self.lock:
            if self.drv is None:
                reason = unavailable()
                if reason is not None:
                    raise CudaError(f"the cuda backend cannot run: {reason}")
                import pycuda.driver as drv
                self.context = drv.Device(0).retain_primary_context()
                self.drv = drv
                atexit.register(self.release)
        self.context.push()
        self.local.pushed = True
        if threading.current_thread() is threading.main_thread():
            self.local.main = True
        return self.drv

    def release(self) -> None:
        """At exit: the cached blocks freed and the context popped from the main thread."""
        POOL.empty()
        if getattr(self.local, "pushed", False):
            try:
                self.drv.Context.pop()
            except Exception:         # noqa: BLE001 (the process is ending)
                pass
            self.local.pushed = False


_PRIMARY = _Primary()


def driver():
    """`pycuda.driver`, with aotgrad's (the primary) context current in this thread."""
    return _PRIMARY.driver()


class Block:
    """One allocation of the pool: back on its free list when the last array on it is gone."""

    __slots__ = ("allocation", "size", "pointer", "pool", "__weakref__")

    def __init__(self, allocation, size: int, pool: "Pool"):
        self.allocation, self.size, self.pool = allocation, size, pool
        self.pointer = int(allocation)

    def __del__(self):
        try:
            self.pool.give_back(self.allocation, self.size)
        except Exception:             # noqa: BLE001 (at exit the pool may be gone)
            pass


class Pool:
    """The caching allocator: free lists of device allocations by rounded size."""

    def __init__(self):
        self.free: dict[int, list] = defaultdict(list)
        self.cached_bytes = 0
        self.lock = threading.Lock()

    def take(self, nbytes: int, prefer=None) -> Block:
        """A block of at least `nbytes`: a cached one of its size (`prefer`, an allocation,
        when it is free: a program asks for the blocks of its previous call's results, so
        that its calls see the same addresses), else a new allocation."""
        size = max(ROUND, -(-nbytes // ROUND) * ROUND)
        with self.lock:
            free = self.free.get(size)
            if free:
                self.cached_bytes -= size
                if prefer is not None and free[-1] is not prefer:
                    for k in range(len(free) - 1, -1, -1):
                        if free[k] is prefer:
                            free[k], free[-1] = free[-1], free[k]
                            break
                return Block(free.pop(), size, self)
        drv = driver()
        try:
            allocation = drv.mem_alloc(size)
        except drv.MemoryError:
            self.empty()
            try:
                allocation = drv.mem_alloc(size)
            except drv.MemoryError as e:
                raise CudaError(f"out of device memory allocating {size} bytes: {e}") \
                    from None
        COUNTS["allocations"] += 1
        COUNTS["allocated_bytes"] += size
        return Block(allocation, size, self)

    def give_back(self, allocation, size: int) -> None:
        with self.lock:
            self.free[size].append(allocation)
            self.cached_bytes += size

    def empty(self) -> None:
        with self.lock:
            blocks = [a for free in self.free.values() for a in free]
            self.free.clear()
            self.cached_bytes = 0
        for a in blocks:
            a.free()


POOL = Pool()


def empty_cache() -> None:
    """Free the device memory the caching allocator holds for reuse (as torch.cuda's)."""
    POOL.empty()


def reset_counts() -> None:
    for k in COUNTS:
        COUNTS[k] = 0


def counts() -> dict[str, int]:
    """A copy of `COUNTS`: allocations, host<->device copies and launches since
    `reset_counts()`."""
    return dict(COUNTS)


class DeviceArray:
    """A C-contiguous array in device memory, on a `Block` of the pool (or on memory another
    library owns, held by `owner`). `np.asarray(a)` copies it to the host."""

    on_device = True
    __slots__ = ("block", "offset", "shape", "dtype", "owner", "__weakref__")

    def __init__(self, block, shape: tuple, dtype, offset: int = 0, owner=None):
        self.block, self.offset = block, offset
        self.shape, self.dtype = tuple(int(d) for d in shape), np.dtype(dtype)
        self.owner = owner

    @classmethod
    def empty(cls, shape, dtype, prefer=None) -> "DeviceArray":
        """A new device array (`prefer`: the allocation to reuse if it is free, `Pool.take`)."""
        dtype = np.dtype(dtype)
        shape = tuple(int(d) for d in shape)
        return cls(POOL.take(math.prod(shape) * dtype.itemsize, prefer), shape, dtype)

    # -- what numpy arrays have --------------------------------------------------------
    @property
    def pointer(self) -> int:
        """The device address of the first element."""
        return self.block.pointer + self.offset

    @property
    def size(self) -> int:
        return math.prod(self.shape)

    @property
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def nbytes(self) -> int:
        return self.size * self.dtype.itemsize

    @property
    def base(self):
        return self.block

    def reshape(self, *shape) -> "DeviceArray":
        """A view of the same memory with another shape (no copy)."""
        if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
            shape = tuple(shape[0])
        if -1 in shape:
            known = int(np.prod([d for d in shape if d != -1], dtype=np.int64))
            shape = tuple(self.size // max(known, 1) if d == -1 else d for d in shape)
        if int(np.prod(shape, dtype=np.int64)) != self.size:
            raise ValueError(f"cannot reshape a device array of shape {list(self.shape)} to"
                             f" {list(shape)}")
        return DeviceArray(self.block, shape, self.dtype, self.offset, self.owner)

    def assign(self, src: "DeviceArray") -> "DeviceArray":
        """`src`'s values copied into this array's memory (on the device); returns it."""
        if src.shape != self.shape or src.dtype != self.dtype:
            raise ValueError(f"cannot assign a device array of {src.dtype}{list(src.shape)} "
                             f"to one of {self.dtype}{list(self.shape)}")
        if self.nbytes and src.pointer != self.pointer:
            driver().memcpy_dtod(self.pointer, src.pointer, self.nbytes)
        return self

    def copy(self) -> "DeviceArray":
        """A new device array with the same values (a copy on the device)."""
        out = DeviceArray.empty(self.shape, self.dtype)
        if self.nbytes:
            driver().memcpy_dtod(out.pointer, self.pointer, self.nbytes)
        return out

    def get(self) -> np.ndarray:
        """A host copy (as `np.asarray`); raises what a device check queued before found."""
        host = np.empty(self.shape, self.dtype)
        if host.nbytes:
            host_memory.copy_to_host(driver(), host, self.pointer)
            COUNTS["device_to_host"] += 1
            COUNTS["device_to_host_bytes"] += host.nbytes
        device_checks.poll(wait=True)       # the copy waited for the work before it
        return host

    def __array__(self, dtype=None, copy=None):
        host = self.get()
        return host if dtype is None else host.astype(dtype)

    def __len__(self) -> int:
        if not self.shape:
            raise TypeError("len() of a 0-d array")
        return self.shape[0]

    def __repr__(self) -> str:
        return f"DeviceArray({self.get()!r}, device='cuda:0')"

    # -- interop -------------------------------------------------------------------------
    @property
    def __cuda_array_interface__(self) -> dict:
        return {"shape": self.shape, "typestr": self.dtype.str, "strides": None,
                "data": (self.pointer, False), "version": 3, "stream": None}

    def __dlpack_device__(self) -> tuple[int, int]:
        return (2, 0)                          # kDLCUDA, device 0

    def __dlpack__(self, stream=None, max_version=None, dl_device=None, copy=None):
        """A DLPack capsule of this memory (no copy); work already queued on aotgrad's
        stream (the default one) comes before the consumer's work."""
        if copy:
            raise BufferError("aotgrad device arrays are exported without a copy")
        return dlpack_capsule(self)


def to_device(array, blocking: bool = True) -> DeviceArray:
    """A host array copied to a new device array (C-contiguous), through page-locked memory
    (`host_memory`); from a pinned array with `blocking=False`, the copy is only queued."""
    host = np.asarray(array)
    if not (host.flags.c_contiguous and host.flags.aligned):
        host = host.copy(order="C")          # (np.ascontiguousarray makes a 0-d array 1-d)
    out = DeviceArray.empty(host.shape, host.dtype)
    if host.nbytes:
        host_memory.copy_to_device(driver(), out.pointer, host, blocking)
        COUNTS["host_to_device"] += 1
        COUNTS["host_to_device_bytes"] += host.nbytes
    return out


def fill(out: DeviceArray, value) -> DeviceArray:
    """Every element of `out` set to `value` (a memset: no kernel, no copy)."""
    drv, n = driver(), out.size
    if not n:
        return out
    bits = np.asarray(value, out.dtype).reshape(1).view(f"u{out.dtype.itemsize}")[0]
    size = out.dtype.itemsize
    if size == 1:
        drv.memset_d8(out.pointer, int(bits), n)
    elif size == 2:
        drv.memset_d16(out.pointer, int(bits), n)
    elif size == 4:
        drv.memset_d32(out.pointer, int(bits), n)
    else:                                 # 8 bytes: the low and the high words, one per row
        low, high = int(bits) & 0xFFFFFFFF, int(bits) >> 32
        drv.memset_d2d32(out.pointer, 8, low, 1, n)
        drv.memset_d2d32(out.pointer + 4, 8, high, 1, n)
    return out


def full(shape, value, dtype) -> DeviceArray:
    return fill(DeviceArray.empty(shape, dtype), value)


def synchronize() -> None:
    """Wait for all work queued on the device (and raise its errors, those of its checks
    included: `device_checks`)."""
    driver().Context.synchronize()
    device_checks.poll(wait=True)


# -------------------------------------------------------------------------------- DLPack

class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int), ("device_id", ctypes.c_int)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int),
                ("dtype", _DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


class _DLManagedTensor(ctypes.Structure):
    pass


_DELETER = ctypes.CFUNCTYPE(None, ctypes.POINTER(_DLManagedTensor))
_DLManagedTensor._fields_ = [("dl_tensor", _DLTensor), ("manager_ctx", ctypes.c_void_p),
                             ("deleter", _DELETER)]

#: DLPack's type codes by numpy kind
_DL_CODES = {"i": 0, "u": 1, "f": 2, "b": 6}
#: exported tensors alive in a consumer, by the address of their DLManagedTensor
_EXPORTED: dict[int, tuple] = {}


@_DELETER
def _dl_deleter(managed) -> None:
    _EXPORTED.pop(ctypes.addressof(managed.contents), None)


_CAPSULE_NEW = ctypes.pythonapi.PyCapsule_New
_CAPSULE_NEW.restype = ctypes.py_object
_CAPSULE_NEW.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
_CAPSULE_POINTER = ctypes.pythonapi.PyCapsule_GetPointer
_CAPSULE_POINTER.restype = ctypes.c_void_p
_CAPSULE_POINTER.argtypes = [ctypes.py_object, ctypes.c_char_p]
_CAPSULE_VALID = ctypes.pythonapi.PyCapsule_IsValid
_CAPSULE_VALID.restype = ctypes.c_int
_CAPSULE_VALID.argtypes = [ctypes.py_object, ctypes.c_char_p]


def dlpack_capsule(a: DeviceArray):
    """A "dltensor" capsule of `a` (DLPack 0.x, which every consumer takes); the array is kept
    alive until the consumer calls the deleter."""
    shape = (ctypes.c_int64 * max(a.ndim, 1))(*a.shape)
    managed = _DLManagedTensor()
    managed.dl_tensor.data = a.pointer
    managed.dl_tensor.device = _DLDevice(2, 0)
    managed.dl_tensor.ndim = a.ndim
    managed.dl_tensor.dtype = _DLDataType(_DL_CODES[a.dtype.kind], 8 * a.dtype.itemsize, 1)
    managed.dl_tensor.shape = shape
    managed.dl_tensor.strides = None
    managed.dl_tensor.byte_offset = 0
    managed.deleter = _dl_deleter
    address = ctypes.addressof(managed)
    _EXPORTED[address] = (managed, shape, a)
    return _CAPSULE_NEW(address, b"dltensor", None)


def from_dlpack(x) -> DeviceArray | np.ndarray:
    """Another library's array as aotgrad's, without a copy: a CUDA array (PyTorch, CuPy, ...)
    through `__cuda_array_interface__` or `__dlpack__`, holding its owner; a host array as a
    numpy array."""
    if getattr(x, "on_device", False) and isinstance(x, DeviceArray):
        return x
    iface = getattr(x, "__cuda_array_interface__", None)
    if iface is not None:
        return _from_interface(x, iface)
    if hasattr(x, "__dlpack__"):
        device = x.__dlpack_device__()[0] if hasattr(x, "__dlpack_device__") else 1
        if device == 1:
            return np.from_dlpack(x)
        return _from_capsule(x, x.__dlpack__())
    return np.asarray(x)


def _contiguous_or_refuse(shape, strides, itemsize: int, what: str) -> None:
    if strides is None:
        return
    expected, step = [], itemsize
    for d in reversed(shape):
        expected.append(step)
        step *= d
    if any(s != e for s, e, d in zip(strides, reversed(expected), shape) if d > 1):
        raise CudaError(f"{what}: aotgrad device arrays are C-contiguous; this one has"
                          f" strides {list(strides)} (make it contiguous first)")


def _from_interface(x, iface: dict) -> DeviceArray:
    dtype = np.dtype(iface["typestr"])
    shape = tuple(iface["shape"])
    _contiguous_or_refuse(shape, iface.get("strides"), dtype.itemsize,
                          f"a {type(x).__name__} array")
    pointer = iface["data"][0] or 0
    return DeviceArray(_Borrowed(pointer), shape, dtype, owner=x)


class _Borrowed:
    """Device memory another library owns (kept alive by the array's `owner`)."""

    __slots__ = ("pointer",)

    def __init__(self, pointer: int):
        self.pointer = pointer


def _from_capsule(x, capsule) -> DeviceArray:
    if not _CAPSULE_VALID(capsule, b"dltensor"):
        raise CudaError(f"from_dlpack: {type(x).__name__}.__dlpack__() gave no 'dltensor'"
                          f" capsule")
    managed = _DLManagedTensor.from_address(_CAPSULE_POINTER(capsule, b"dltensor"))
    t = managed.dl_tensor
    if t.device.device_type != 2 or t.device.device_id != 0:
        raise CudaError(f"from_dlpack: the array is on DLPack device {t.device.device_type}"
                          f":{t.device.device_id}; aotgrad uses cuda:0")
    kinds = {v: k for k, v in _DL_CODES.items()}
    dtype = np.dtype(f"{kinds[t.dtype.code]}{t.dtype.bits // 8}") if t.dtype.code != 6 \
        else np.dtype(bool)
    shape = tuple(t.shape[i] for i in range(t.ndim))
    strides = [t.strides[i] * dtype.itemsize for i in range(t.ndim)] if t.strides else None
    _contiguous_or_refuse(shape, strides, dtype.itemsize, f"a {type(x).__name__} array")
    # The producer's memory stays alive while `x` (the owner) does.
    return DeviceArray(_Borrowed((t.data or 0) + t.byte_offset), shape, dtype, owner=x)
