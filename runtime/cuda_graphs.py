"""CUDA graphs: a compiled program's launches captured once and replayed with one launch.

A step of small kernels is bound by the host: each launch costs the host several microseconds
(PyCUDA's argument packing, the driver's launch), more than many of the kernels take. With
graphs on (`aotgrad.compile(fn, cuda_graphs=True)`, or `aotgrad.backends.cuda.graphs = True`
for every program compiled after, optimizer updates included), a program's first call with a
given set of buffer addresses (its arguments', its fresh results' and its arena's) captures its
launches, cuBLAS calls included, on the program's stream (`cuStreamBeginCapture` ...
`cuStreamEndCapture`, `cuGraphInstantiate`), and every later call with the same addresses
replays them with one `cuGraphLaunch`. By default (`graphs` None: where it pays) a program of
two launches or more captures a set of addresses the third time it is called with them
(`WARM_CALLS` calls launch one by one first, as PyTorch's CUDA graph trees warm up), so a
training loop replays its steps while a program whose addresses change at every call never
captures. A training step's addresses repeat from step to step (unless graphs are off, the
optimizers write device parameters and state in place, as PyTorch's do, and a program's fresh
results take its previous call's blocks where they are free), so after a few steps every call
is a replay; `GRAPHS_PER_PROGRAM` graphs are kept per program, the oldest destroyed first, and
a program whose addresses keep changing (more captures than replays after `TRIAL_CAPTURES`)
goes back to launching one by one. The stream is a blocking one: the work of the default stream
(copies, memsets, other programs) is ordered with it both ways, as before.

PyCUDA has no graph API: `Api` calls `libcuda` through ctypes (the driver PyCUDA loaded).
Where the driver cannot capture (`Api` fails to load, or a capture fails), the program says so
once and launches as before.
"""
from __future__ import annotations

import ctypes
import warnings
from collections import OrderedDict

#: graphs kept per program (distinct sets of buffer addresses)
GRAPHS_PER_PROGRAM = 8
#: after this many captures, a program whose calls replay less often than they capture
#: stops using graphs (its addresses keep changing: capturing costs more than it saves)
TRIAL_CAPTURES = 16
#: cuStreamBeginCapture's mode: other threads' unsafe calls are not refused
CAPTURE_MODE_RELAXED = 2
#: by default (`Settings.graphs` None), the calls with one set of addresses that launch one by
#: one before that set is captured, and the sets whose calls are counted
WARM_CALLS, WARM_KEYS = 2, 64


class Settings:
    """`aotgrad.backends.cuda.graphs`: True, capture every program compiled for the cuda
    backend as CUDA graphs from its first call; False, never; None (the default), where it
    pays: programs of two launches or more, once a set of addresses repeats
    (`aotgrad.compile(..., cuda_graphs=)` decides per function)."""

    graphs: bool | None = None


SETTINGS = Settings()


class GraphError(RuntimeError):
    """A CUDA graph call failed."""


class Unprofitable(GraphError):
    """A program's graphs are not paying: this call has run, no later one should capture."""


class Api:
    """The driver's graph calls, through ctypes."""

    def __init__(self):
        lib = ctypes.CDLL("libcuda.so.1")
        p, u = ctypes.c_void_p, ctypes.c_uint
        lib.cuStreamBeginCapture_v2.argtypes = [p, u]
        lib.cuStreamEndCapture.argtypes = [p, ctypes.POINTER(p)]
        lib.cuGraphInstantiateWithFlags.argtypes = [ctypes.POINTER(p), p, ctypes.c_ulonglong]
        lib.cuGraphLaunch.argtypes = [p, p]
        lib.cuGraphDestroy.argtypes = [p]
        lib.cuGraphExecDestroy.argtypes = [p]
        self.lib = lib

    def _check(self, status: int, what: str) -> None:
        if status != 0:
            raise GraphError(f"{what} failed with CUDA error {status}")

    def begin(self, stream: int) -> None:
        self._check(self.lib.cuStreamBeginCapture_v2(stream, CAPTURE_MODE_RELAXED),
                    "cuStreamBeginCapture")

    def end(self, stream: int) -> int:
        graph = ctypes.c_void_p()
        self._check(self.lib.cuStreamEndCapture(stream, ctypes.byref(graph)),
                    "cuStreamEndCapture")
        try:
            runnable = ctypes.c_void_p()
            self._check(self.lib.cuGraphInstantiateWithFlags(ctypes.byref(runnable), graph, 0),
                        "cuGraphInstantiate")
        finally:
            self.lib.cuGraphDestroy(graph)
        return runnable.value

    def launch(self, runnable: int, stream: int) -> None:
        self._check(self.lib.cuGraphLaunch(runnable, stream), "cuGraphLaunch")

    def destroy(self, runnable: int) -> None:
        self.lib.cuGraphExecDestroy(runnable)


#: [the loaded `Api`], or [None, why it could not be loaded, whether that was said]
_API: list = []


def api(asked: bool = True) -> Api | None:
    """The graph calls, or None where they cannot be made: said once, to a program that
    `asked` for graphs (by default, where they would pay, a program goes without them
    quietly)."""
    if not _API:
        try:
            _API.append(Api())
        except (OSError, AttributeError) as e:
            _API.extend([None, e, False])
    if _API[0] is None and asked and not _API[2]:
        warnings.warn(f"CUDA graphs are off: the driver's graph calls cannot be loaded "
                      f"({_API[1]})", RuntimeWarning, stacklevel=3)
        _API[2] = True
    return _API[0]


class Graphs:
    """The graphs of one program, by the buffer addresses of a call."""

    def __init__(self, api: Api, stream, warm: int = 0):
        self.api, self.stream = api, stream
        self.handle = stream.handle
        self.runnable: OrderedDict[tuple, int] = OrderedDict()
        self.captures = self.replays = 0
        self.warm = warm                          # calls of a key before it is captured
        self.seen: OrderedDict[tuple, int] = OrderedDict()

    def run(self, key: tuple, launch_all) -> bool:
        """Replay the graph of `key`, or capture `launch_all(stream)` (every launch of the
        program, on `stream`) as it and launch it; False, nothing done, while `key` has been
        seen fewer than `warm` times (the caller launches one by one)."""
        runnable = self.runnable.get(key)
        if runnable is None and self.warm:
            calls = self.seen.pop(key, 0)
            if calls < self.warm:
                self.seen[key] = calls + 1
                if len(self.seen) > WARM_KEYS:
                    self.seen.popitem(last=False)
                return False
        if runnable is None:
            self.api.begin(self.handle)
            try:
                launch_all(self.stream)
            except BaseException:
                try:                         # end the capture: the stream must stay usable
                    self.api.destroy(self.api.end(self.handle))
                except GraphError:
                    pass
                raise
            runnable = self.api.end(self.handle)
            self.captures += 1
            if self.captures >= TRIAL_CAPTURES and self.replays < self.captures:
                self.api.launch(runnable, self.handle)
                self.api.destroy(runnable)
                raise Unprofitable(f"its buffers' addresses keep changing ({self.captures} "
                                   f"captures, {self.replays} replays)")
            self.runnable[key] = runnable
            if len(self.runnable) > GRAPHS_PER_PROGRAM:
                self.api.destroy(self.runnable.popitem(last=False)[1])
        else:
            self.runnable.move_to_end(key)
            self.replays += 1
        self.api.launch(runnable, self.handle)
        return True

    def __del__(self):
        try:
            for runnable in self.runnable.values():
                self.api.destroy(runnable)
        except Exception:          # noqa: BLE001 (at exit the driver may be gone)
            pass
