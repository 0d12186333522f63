"""Checks that run on the device and answer later: a training step never waits for them.

A compiled program's run-time bounds checks (`ag_fault`) and the label check of a
cross-entropy or an embedding whose labels live on the device are decided by kernels; their
answer, a few 64-bit words, must reach the host. Waiting for it at every call would make the
host wait for the whole step's kernels each time, so that the host's next launches never
overlap the device's work (measured: an MLP step on an H200 became bound by the host). As
PyTorch's device-side asserts are, the checks are asynchronous instead: `defer` queues the
copy of the words into page-locked host memory behind the work queued so far and records an
event; `poll` runs the answers of the checks whose words have arrived, oldest first, and the
first that found a fault raises its error (which says which call it comes from). `poll` runs
without waiting at every call of a compiled program on the device, and waiting at every
synchronisation: `aotgrad.cuda.synchronize()`, a copy of a device array to the host
(`.numpy()`, `.item()`, `.cpu()`), a call with host arguments. An error is raised at the
latest there; no number the host can see was computed past a failed check unnoticed.
"""
from __future__ import annotations

import threading
from collections import deque
from typing import Callable

import numpy as np

#: the checks whose answers are on their way, oldest first: (event, host words, number of
#: words, answer, key)
_PENDING: deque = deque()
#: page-locked host buffers of answered checks, by their number of words, for reuse
_FREE: dict[int, list[np.ndarray]] = {}
_LOCK = threading.RLock()


def defer(drv, pointer: int, words: int, answer: Callable[[np.ndarray], None],
          key: object = None) -> None:
    """Queue the copy of `words` 64-bit words at device address `pointer` behind the work
    queued so far (`drv`: PyCUDA's driver); `answer(words)` runs on them once they have
    arrived (`poll`), raising what the check found. `key` names the check's owner
    (`forget`)."""
    with _LOCK:
        free = _FREE.setdefault(words, [])
        host = free.pop() if free else drv.pagelocked_empty((words,), np.uint64)
        drv.memcpy_dtoh_async(host, pointer)
        event = drv.Event()
        event.record()
        _PENDING.append((event, host, words, answer, key))


def poll(wait: bool = False) -> None:
    """Answer the checks whose words have arrived (with `wait`, wait for all of them); the
    first that found a fault raises, the later ones staying queued."""
    while True:
        with _LOCK:
            if not _PENDING:
                return
            event, host, words, answer, key = _PENDING[0]
            if not wait and not event.query():
                return
            event.synchronize()
            _PENDING.popleft()
            found = host.copy()
            _FREE.setdefault(words, []).append(host)
        answer(found)


def forget(key: object) -> None:
    """Drop the queued checks of `key` (after one of them raised: the later calls saw the
    same record)."""
    with _LOCK:
        kept = [p for p in _PENDING if p[4] is not key]
        for _, host, words, _, k in _PENDING:
            if k is key:
                _FREE.setdefault(words, []).append(host)
        _PENDING.clear()
        _PENDING.extend(kept)


def pending() -> int:
    """How many checks are waiting for their answer."""
    return len(_PENDING)
