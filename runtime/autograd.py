"""The autograd graph: nodes that hold saved values, the engine that runs them, and grad mode.

Each call of a compiled function that needs gradients makes one `Node`: the compiled backward,
the values its forward saved, the input tensors, and which outputs take a tangent; so does each
eager op on a tensor that requires grad (its backward is the op's differentiated one-op module,
see `runtime.tensor`). An output `Tensor` points at its node. `run_backward(root, gradient,
retain_graph)` walks the nodes reachable from `root` in reverse topological order, feeds each
node the summed gradients of its outputs (zeros for outputs nothing flowed into), and
accumulates the input gradients: into `.grad` for leaf tensors that require grad, into the
producing node for outputs of earlier calls.
Saved values are freed after use unless `retain_graph=True`; a second backward then raises.

A node also guards the user's arrays that it saved (inputs, and outputs the backward reads),
and refuses to run the backward on values that changed since the forward, naming the input. A
Tensor's guard is its version (`Tensor._version`, bumped by in-place Tensor methods); its bytes
are snapshotted only if its `.data` is read while the node still needs it, at that first read
(before any write through it), so writes through `.data` are caught too, while a training loop
that never touches `.data` between forward and backward pays nothing per call. As with
PyTorch's version counters, a write through another array that shares a Tensor's memory (the
array it was made from, `.data` read before the call) is not seen. A numpy array passed in (or
an output the backward reads) has no version: it is snapshotted at the forward. A snapshot is a
copy of the array, compared byte for byte before the backward (a copy and a compare of
16 MiB cost ~5 ms here, against ~12 ms for two CRC-32s), or, for an array over
`SNAPSHOT_COPY_LIMIT` bytes, its CRC-32, which costs no memory. A copy goes back to a small pool
after the backward checked it, for the next call's snapshot of the same shape (a fresh 16 MiB
array costs its page faults again at every step). A node whose inputs are all leaves runs
without a walk of the graph; which of its backward's results are new arrays (given to `.grad`
uncopied) comes from the backward where it knows (`owned_results`), else from comparing memory.

`no_grad()` (a context manager and decorator) turns recording off in the current context:
eager ops and compiled calls then make no nodes, and in-place updates of leaves are allowed;
`enable_grad()` turns it back on, `set_grad_enabled(mode)` sets it either way.

The graph can be walked as PyTorch's: a node's `name()` (`MulBackward`,
`CompiledFunctionBackward`) and `next_functions` (ending in an `AccumulateGrad` per leaf).
`run_backward` runs a single call whose inputs are leaves without hooks here, directly; any
other graph is walked by `runtime.engine` (hooks, `retain_grad`, `autograd.grad`), and under
`compiled_autograd.enable()` the whole backward goes to `runtime.compiled_autograd`.
"""
from __future__ import annotations

import contextlib
import contextvars
import ctypes
import weakref
import zlib
from typing import Callable, Sequence

import numpy as np

from ..frontend.grad_mode import GRAD_ENABLED
from ..ir.errors import ExecutionError
from ..ir.types import TensorType
from .arrays import data_pointer
from . import device
from .device import DeviceArray
from . import profiler
from .row_sparse import dense


class BackwardError(ExecutionError):
    """Backward that cannot run: freed graph, non-scalar root without `gradient`, no graph."""


FREED = ("Trying to backward through the graph a second time (or directly access saved"
         " tensors after they have already been freed). Saved intermediate values of the graph"
         " are freed when you call .backward(). Specify retain_graph=True if you need to"
         " backward through the graph a second time.")


class MutationError(BackwardError):
    """A value saved for the backward was modified in place after the forward."""


_GRAD_ENABLED = GRAD_ENABLED        # the frontend's: a trace reads it too (`Trace.emit`)


def is_grad_enabled() -> bool:
    """Whether operations on tensors that require grad are recorded for backward."""
    return _GRAD_ENABLED.get()


#: `is_grad_enabled` as the context variable's own method: no Python call, for each compiled
#: call
grad_mode = _GRAD_ENABLED.get


class no_grad(contextlib.ContextDecorator):
    """Context manager and decorator: record nothing for backward inside it."""

    def __enter__(self):
        self._token = _GRAD_ENABLED.set(False)
        return self

    def __exit__(self, *exc) -> None:
        _GRAD_ENABLED.reset(self._token)


class enable_grad(contextlib.ContextDecorator):
    """Context manager and decorator: record for backward inside it (even under `no_grad`)."""

    def __enter__(self):
        self._token = _GRAD_ENABLED.set(True)
        return self

    def __exit__(self, *exc) -> None:
        _GRAD_ENABLED.reset(self._token)


class inference_mode(contextlib.ContextDecorator):
    """`torch.inference_mode(mode=True)`, a context manager and decorator: with `mode`, record
    nothing for backward inside it, as `no_grad`; with `mode=False`, change nothing. aotgrad has
    no inference tensors: what is made inside may enter autograd later, as under `no_grad`."""

    def __init__(self, mode: bool = True):
        self.mode = bool(mode)

    def __enter__(self):
        self._token = _GRAD_ENABLED.set(False) if self.mode else None
        return self

    def __exit__(self, *exc) -> None:
        if self._token is not None:
            _GRAD_ENABLED.reset(self._token)


class set_grad_enabled:
    """Turn recording on or off: at once when called (`set_grad_enabled(False)`), and back to
    what it was at the end of a `with set_grad_enabled(mode):` block."""

    def __init__(self, mode: bool):
        self._token = _GRAD_ENABLED.set(bool(mode))

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        _GRAD_ENABLED.reset(self._token)


#: the largest array whose snapshot is a copy of its bytes (larger ones: their CRC-32).
SNAPSHOT_COPY_LIMIT = 64 << 20


class Watched:
    """A user's array that a node saved: who it is, its version then, and its snapshot then
    (None for a Tensor until its `.data` is read: `expose`)."""

    __slots__ = ("label", "array", "tensor", "version", "snapshot", "node")

    def __init__(self, label: str, array: np.ndarray, tensor, version: int,
                 snapshot: "np.ndarray | int | None", node=None):
        self.label, self.array, self.tensor = label, array, tensor
        self.version, self.snapshot, self.node = version, snapshot, node

    def pending(self) -> bool:
        """Whether this guard still waits for a snapshot: its node is alive and unrun."""
        node = self.node() if self.node is not None else None
        return self.snapshot is None and node is not None and node.saved is not None


def _words(array: np.ndarray) -> np.ndarray:
    """The array's bytes, in order, as one row of the widest unsigned integers that fit."""
    data = np.ascontiguousarray(array).reshape(-1).view(np.uint8)
    for t in (np.uint64, np.uint32):
        if data.nbytes % np.dtype(t).itemsize == 0:
            return data.view(t)
    return data


#: spare snapshot copies, by (dtype, shape): at most one of each, and at most
#: `SNAPSHOT_COPY_LIMIT` bytes in all
_SPARE: dict[tuple, np.ndarray] = {}


def snapshot(array: np.ndarray) -> "np.ndarray | int":
    """What `unchanged` compares `array` with later: a copy of it (bit for bit), or the
    CRC-32 of its bytes; of a device array, a copy on the device."""
    if type(array) is DeviceArray:
        return array.copy()
    if array.nbytes > SNAPSHOT_COPY_LIMIT:
        return zlib.crc32(_words(array).view(np.uint8))
    copy = _SPARE.pop((array.dtype, array.shape), None)
    if copy is None:
        return array.copy()
    np.copyto(copy, array)
    return copy


def release(before: "np.ndarray | int | None") -> None:
    """A snapshot nobody will compare with again: its copy may serve the next call."""
    if isinstance(before, np.ndarray) and \
            sum(a.nbytes for a in _SPARE.values()) + before.nbytes <= SNAPSHOT_COPY_LIMIT:
        _SPARE[(before.dtype, before.shape)] = before


def _memcmp():
    """libc's `memcmp` (several times faster than numpy's elementwise compare), or None."""
    try:
        f = ctypes.CDLL(None).memcmp
    except (OSError, AttributeError):
        return None
    f.argtypes, f.restype = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t], ctypes.c_int
    return f


_MEMCMP = _memcmp()


def unchanged(array: np.ndarray, before: "np.ndarray | int") -> bool:
    """Whether `array`'s bytes are those of its snapshot `before`."""
    if type(before) is DeviceArray:
        return bool(np.array_equal(_words(array.get()), _words(before.get())))
    if not isinstance(before, np.ndarray):
        return zlib.crc32(_words(array).view(np.uint8)) == before
    if array.nbytes != before.nbytes:                                # resized in place
        return False
    if _MEMCMP is not None and array.flags.c_contiguous:
        return _MEMCMP(data_pointer(array), data_pointer(before), before.nbytes) == 0
    return bool(np.array_equal(_words(array), _words(before)))


def expose(tensor) -> None:
    """`tensor.data` is being handed out: snapshot it for every guard still waiting."""
    for w in tensor._watchers:
        if w.pending():
            w.snapshot = snapshot(w.array)
    tensor._watchers = []


def watched_arrays(saved: Sequence[np.ndarray], candidates: Sequence[tuple]) -> list[Watched]:
    """The candidates `(label, array, tensor or None)` whose memory a saved value shares (as
    `np.may_share_memory` tells; a saved array itself is found by identity, and an array that
    owns its data shares none with other arrays that own theirs). The snapshot of a Tensor's
    own array is left to `expose`."""
    out, seen = [], set()
    blocks = {id(s.block) for s in saved if type(s) is DeviceArray}
    saved = [s if type(s) is np.ndarray else np.asarray(s) for s in saved
             if type(s) is not DeviceArray]     # device memory aliases no host array
    ids = {id(s) for s in saved}
    owners = all(s.flags.owndata for s in saved)
    for label, array, tensor in candidates:
        if type(array) is DeviceArray:
            # a device tensor saved as it is: watched by its version (and its `.data`)
            if id(array.block) in blocks and id(array) not in seen and tensor is not None:
                seen.add(id(array))
                out.append(Watched(label, array, tensor, tensor._version, None))
            continue
        if type(array) is not np.ndarray:
            array = np.asarray(array)
        if id(array) in seen or not array.nbytes:
            continue
        if id(array) not in ids and (owners and array.flags.owndata or
                                     not any(np.may_share_memory(array, s) for s in saved)):
            continue
        seen.add(id(array))
        versioned = getattr(tensor, "_data", None) is array
        out.append(Watched(label, array, tensor, getattr(tensor, "_version", 0),
                           None if versioned else snapshot(array)))
    return out


class Node:
    """One call's backward: `backward(*saved, *tangents) -> grads of `inputs``.

    `watch` lists the user's arrays `(label, array, tensor or None)` that the forward received
    or returned; those a saved value aliases are checked for in-place changes before backward.
    """

    __slots__ = ("label", "backward", "fresh_results", "owned_results", "owned", "saved",
                 "inputs", "output_types", "tangent_outputs", "watched", "leaves", "trusted",
                 "source", "hooks", "__weakref__")

    def __init__(self, name: str, backward: Callable, saved: Sequence[np.ndarray],
                 inputs: Sequence, output_types: Sequence[TensorType],
                 tangent_outputs: Sequence[int], watch: Sequence[tuple] = (),
                 watched: list[Watched] | None = None, trusted: int = 0, source=None):
        self.label = name
        #: per output index, the hooks of that output tensor (`Tensor.register_hook`,
        #: `retain_grad`): `runtime.engine.OutputHooks`, or None
        self.hooks = None
        #: what `backward` runs, at the tensor level: the backward `Function` (an eager op's)
        #: or an object whose `backward_graph()` returns it (a compiled call's
        #: `CompiledModule`); None for nodes with no IR (a device move)
        self.source = source
        self.backward = backward
        #: `backward` takes its first `trusted` arguments (saved values) unchecked
        #: (`CpuProgram.__call__`)
        self.trusted = trusted
        #: whether `backward`'s results that share no memory with its arguments are new
        #: arrays (`fresh_results` of machine code): those are given to `.grad` uncopied
        self.fresh_results = getattr(backward, "fresh_results", False)
        #: which results are such new arrays, where `backward` knows it before it runs
        #: (`CpuProgram.owned_results`); else `apply` compares memory
        self.owned_results = getattr(backward, "owned_results", None)
        #: per gradient of the last `apply`: whether it is such a new array
        self.owned: Sequence[bool] = []
        self.saved: list[np.ndarray] | None = list(saved)
        self.inputs = list(inputs)          # Tensors, one per gradient the backward returns
        self.output_types = output_types
        self.tangent_outputs = tangent_outputs
        #: whether every input is a leaf: the backward then needs no walk of the graph
        self.leaves = True
        for t in self.inputs:
            if getattr(t, "grad_fn", None) is not None:
                self.leaves = False
                break
        if watched is None:
            watched = watched_arrays(self.saved, watch) if watch else []
        self.watched = watched
        me = None
        for w in watched:
            if w.snapshot is None:
                w.node = me = me or weakref.ref(self)
                watchers = w.tensor._watchers
                w.tensor._watchers = [v for v in watchers if v.pending()] + [w] if watchers \
                    else [w]

    def name(self) -> str:
        """The node's kind as PyTorch names it: `MulBackward`, `PowBackward` (an eager op),
        `CompiledFunctionBackward` (a compiled call), `ToCopyBackward` (a device move)."""
        if hasattr(self.source, "backward_graph"):
            return "CompiledFunctionBackward"
        if self.source is None and self.label.startswith("to_"):
            return "ToCopyBackward"
        return "".join(w[:1].upper() + w[1:] for w in self.label.split("_")) + "Backward"

    @property
    def next_functions(self) -> tuple:
        """`(node, output index)` per input that gets a gradient, as PyTorch's: the node that
        made it, an `AccumulateGrad` for a leaf that requires grad, else `(None, 0)`."""
        out = []
        for t in self.inputs:
            if t.grad_fn is not None:
                out.append((t.grad_fn, t.output_index))
            else:
                out.append((AccumulateGrad.of(t) if t.requires_grad else None, 0))
        return tuple(out)

    def __repr__(self) -> str:
        return f"<{self.name()}>"

    def _on_device(self) -> bool:
        """Whether the call ran on the device (its missing tangents are made there)."""
        return any(type(s) is DeviceArray for s in self.saved) or \
            any(type(getattr(t, "_data", None)) is DeviceArray for t in self.inputs)

    def check_unmodified(self) -> None:
        """Raise `MutationError` if a watched array changed since the forward."""
        for w in self.watched:
            version = getattr(w.tensor, "_version", 0)
            if version != w.version:
                how = f"its version went from {w.version} to {version}"
            elif w.snapshot is not None and not unchanged(w.array, w.snapshot):
                how = "its contents changed"
            else:
                continue
            raise MutationError(
                f"{w.label} was modified in place after the forward of '{self.label}' and before"
                f" its backward, which needs its value ({how}); modify a copy (.clone(),"
                f" .copy()) or run the forward again after the change")

    def apply(self, output_grads: dict[int, np.ndarray], retain_graph: bool) -> list:
        """Run the backward on the summed output gradients; returns one grad per input."""
        if self.saved is None:
            raise BackwardError(FREED)
        self.check_unmodified()
        tangents = []
        for i in self.tangent_outputs:
            g = dense(output_grads.get(i))      # a row-sparse one is dense from here on
            if g is None:
                t = self.output_types[i]
                g = np.zeros(t.shape, t.dtype.numpy) if not self._on_device() else \
                    device.full(t.shape, 0, t.dtype.numpy)
            tangents.append(g)
        grads = list(self.backward(*self.saved, *tangents, trusted=self.trusted)
                     if self.trusted else self.backward(*self.saved, *tangents))
        if self.owned_results is not None:
            self.owned = self.owned_results
        else:
            self.owned = (_owned(grads, self.saved + tangents) if self.fresh_results
                          else [False] * len(grads))
        if not retain_graph:
            self.free()
        if len(grads) != len(self.inputs):
            raise BackwardError(f"{self!r} returned {len(grads)} gradients for"
                                f" {len(self.inputs)} inputs")
        return grads

    def free(self) -> None:
        """Drop the saved values (a later backward raises) and the guards on them."""
        self.saved = None
        for w in self.watched:           # nothing will check these again
            if w.snapshot is not None:
                release(w.snapshot)
            else:                        # nor wait for a read of `.data`
                watchers = w.tensor._watchers
                w.tensor._watchers = [] if len(watchers) == 1 and watchers[0] is w else \
                    [v for v in watchers if v is not w]
        self.watched = []


class AccumulateGrad:
    """The end of a path through the graph: a leaf tensor that requires grad, whose `.grad`
    its gradients are added to (PyTorch's node of that name, in `next_functions`)."""

    __slots__ = ("variable", "__weakref__")
    next_functions = ()

    def __init__(self, variable):
        self.variable = variable

    @classmethod
    def of(cls, tensor) -> "AccumulateGrad":
        """The leaf's one `AccumulateGrad` (made on first use)."""
        node = tensor.__dict__.get("_accumulator")
        if node is None:
            node = tensor._accumulator = cls(tensor)
        return node

    def name(self) -> str:
        return "AccumulateGrad"

    def __repr__(self) -> str:
        return "<AccumulateGrad>"


def _owned(grads: list, arguments: list) -> list[bool]:
    """For each of `grads`: a whole array that shares memory with none of `arguments` and is
    no other gradient, so a new array of the call that no one else holds."""
    out = []
    for k, g in enumerate(grads):
        out.append(isinstance(g, np.ndarray) and g.base is None and g.flags.writeable
                   and not any(g is h for j, h in enumerate(grads) if j != k)
                   and not any(np.may_share_memory(g, a) for a in arguments
                               if isinstance(a, np.ndarray)))
    return out


def add(a, b):
    """`a + b` of two gradients, on the device where they are."""
    if type(a) is DeviceArray or type(b) is DeviceArray:
        a, b = dense(a), dense(b)
        from .cuda import add as device_add
        if type(a) is not DeviceArray:
            a, b = b, a
        return device_add(a, b)
    return a + b


#: the compiled-autograd engine while `compiled_autograd.enable()` is on in this context
#: (`runtime/compiled_autograd.py`): every backward goes to its `backward`
COMPILED_AUTOGRAD: contextvars.ContextVar = contextvars.ContextVar("aotgrad_compiled_autograd",
                                                                  default=None)
