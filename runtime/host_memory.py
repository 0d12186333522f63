"""Page-locked ("pinned") host memory, and the copies between host and device that use it.

A copy from ordinary (pageable) host memory runs at a fraction of the bus's speed: the driver
stages it through its own page-locked buffer (7 GB/s measured on an H200's host, against 55
GB/s from page-locked memory). Here:
- `copy_to_device` / `copy_to_host`: a copy of at least `STAGE_MIN` bytes from or to pageable
  memory goes through two page-locked staging buffers of `CHUNK` bytes, kept for reuse: while
  the device copies one chunk, the host fills (or empties) the other, so the host's memcpy and
  the DMA overlap. Smaller copies, and copies from or to memory that is page-locked already,
  go directly.
- `pinned_empty(shape, dtype)`: a new array in page-locked memory (`Tensor.pin_memory()`,
  `DataLoader(pin_memory=True)`), which `is_pinned` recognises; `copy_to_device(...,
  blocking=False)` of such an array returns before the copy ends (`.to("cuda",
  non_blocking=True)`, as PyTorch's): the copy is queued on the device's stream, so the device
  work after it sees it, and the host must not change the array until the device has
  synchronised.
The driver (PyCUDA's) is handed in by the caller (`runtime/device.py`).
"""
from __future__ import annotations

import threading
import weakref

import numpy as np

#: copies of at least this many bytes between pageable memory and the device are staged
STAGE_MIN = 1 << 20
#: the size of each of the two staging buffers
CHUNK = 8 << 20

_LOCK = threading.Lock()
#: the two staging buffers and, per buffer, the event after its last use (None: unused)
_STAGING: list = []
#: arrays made by `pinned_empty`, by id (their views are pinned too)
_PINNED: dict[int, weakref.ref] = {}


def pinned_empty(drv, shape, dtype) -> np.ndarray:
    """A new array in page-locked host memory."""
    out = drv.pagelocked_empty(tuple(shape), np.dtype(dtype))
    key = id(out)
    _PINNED[key] = weakref.ref(out, lambda _: _PINNED.pop(key, None))
    return out


def is_pinned(a: np.ndarray) -> bool:
    """Whether `a` (or the array it views) lives in page-locked memory from `pinned_empty`."""
    while isinstance(a, np.ndarray):
        ref = _PINNED.get(id(a))
        if ref is not None and ref() is a:
            return True
        a = a.base
    return False


def _buffers(drv) -> list:
    if not _STAGING:
        for _ in range(2):
            _STAGING.append([drv.pagelocked_empty((CHUNK,), np.uint8), None])
    return _STAGING


def _bytes(a: np.ndarray) -> np.ndarray:
    return a.reshape(-1).view(np.uint8)


def copy_to_device(drv, pointer: int, host: np.ndarray, blocking: bool = True) -> None:
    """The C-contiguous `host` array copied to device address `pointer`."""
    n = host.nbytes
    if is_pinned(host):
        if blocking:
            drv.memcpy_htod(pointer, host)
        else:
            drv.memcpy_htod_async(pointer, host)
        return
    if n < STAGE_MIN:
        drv.memcpy_htod(pointer, host)
        return
    data = _bytes(host)
    with _LOCK:
        buffers = _buffers(drv)
        for k, start in enumerate(range(0, n, CHUNK)):
            slot = buffers[k % 2]
            if slot[1] is not None:
                slot[1].synchronize()          # its previous chunk has left it
            size = min(CHUNK, n - start)
            stage = slot[0][:size]
            np.copyto(stage, data[start:start + size])
            drv.memcpy_htod_async(pointer + start, stage)
            slot[1] = drv.Event()
            slot[1].record()
        for slot in buffers:
            if slot[1] is not None:
                slot[1].synchronize()
                slot[1] = None


def copy_to_host(drv, host: np.ndarray, pointer: int) -> None:
    """Device memory at `pointer` copied into the C-contiguous `host` array."""
    n = host.nbytes
    if is_pinned(host) or n < STAGE_MIN:
        drv.memcpy_dtoh(host, pointer)
        return
    data = _bytes(host)
    with _LOCK:
        buffers = _buffers(drv)
        queued = []
        for k, start in enumerate(range(0, n, CHUNK)):
            slot = buffers[k % 2]
            if len(queued) == 2:               # empty this buffer before it is refilled
                _drain(data, *queued.pop(0))
            size = min(CHUNK, n - start)
            drv.memcpy_dtoh_async(slot[0][:size], pointer + start)
            event = drv.Event()
            event.record()
            queued.append((slot[0][:size], start, event))
        for item in queued:
            _drain(data, *item)


def _drain(data: np.ndarray, stage: np.ndarray, start: int, event) -> None:
    event.synchronize()
    np.copyto(data[start:start + stage.size], stage)
