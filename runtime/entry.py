"""Running one compiled signature: its `Entry`, and what a call does with it.

An `Entry` is what a compiled function's cache keeps per signature: the `CompiledModule`, where
each argument of the compiled forward comes from (a dynamic argument of the call, a captured
array, the random generator), the guards on what the function captured, and what each call
needs to build its backward node (labels, which outputs it tracks), worked out once.
`Entry.run(dynamic, arrays, captured)` calls the forward and, with gradients, makes the call's
`autograd.Node`: Tensors in give Tensors out, numpy arrays and numbers in give numpy arrays out;
outputs of a call with inputs that require grad point at the node, whose `.backward()` runs the
compiled backward with zero tangents for the other outputs. Which of the user's arrays the node
must watch for in-place changes is known from where the forward's results live (`WatchPlan`),
checked at each call only by a cheap test that the user's arrays are apart (`apart`), instead of
comparing memory; the backward takes the saved values unchecked where their types are the
forward's (`compiler.saved_fit`). Under `no_grad()` no node is made.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ..frontend.pytree import Structure
from .autograd import Node, Watched, grad_mode, snapshot, watched_arrays
from .compiler import CompiledModule
from .device import DeviceArray
from .guards import Guards
from .random import next_rng
from .tensor import Tensor, recorded

@dataclass
class Entry:
    """One compiled signature of a compiled function, as its calls run it."""

    compiled: CompiledModule
    structure: Structure                 # what fn returned: one value, a tuple, a dict ...
    #: where each argument of the compiled function comes from: ("arg", i) the call's i-th
    #: dynamic argument, ("captured", j) the j-th guarded array, ("rng", 0) the generator
    inputs: list[tuple[str, int]]
    guards: Guards
    draws: int                           # counters one call uses
    signature: tuple                     # `signature_of` the dynamic arguments
    dtypes: list                         # numpy dtype of each dynamic argument
    labels: list[str]                    # what the backward's mutation check calls each input
    direct: bool = False                 # inputs are the dynamic arguments, in order
    guarded: bool = False                # some guard must be read before each call
    #: per output, whether it points at the call's node (a float that depends on an input
    #: that gets a gradient)
    tracked: list[bool] = dataclasses.field(default_factory=list)
    #: what the node checks for in-place changes, known from where the forward's results
    #: live (`watch_plan`); None where the forward does not say
    plan: "WatchPlan | None" = None
    tangents: range = range(0)           # the outputs that take a tangent: all of them
    all_grad: bool = False               # the inputs that get gradients are the arguments
    #: the captured arrays (their `j`) that the function updates in place, in order: its last
    #: outputs are their new values, written into them after each call (`Trace.update`)
    updates: list[int] = dataclasses.field(default_factory=list)

    def __post_init__(self):
        c = self.compiled
        self.direct = self.inputs == [("arg", i) for i in range(len(self.signature))]
        self.guarded = bool(self.guards.numbers or self.guards.arrays)
        grads = c.connected or [True] * len(c.output_types)
        self.tracked = [t.dtype.is_float and g for t, g in zip(c.output_types, grads)]
        self.tangents = range(len(c.output_types))
        self.all_grad = self.direct and c.grad_args == list(range(len(self.signature)))
        if c.backward is not None:
            self.plan = watch_plan(self, getattr(c.forward, "result_homes", None))

    def run(self, dynamic: Sequence, arrays: list, captured: Sequence):
        """Call the forward on a call's arguments (`arrays`: their arrays) and captured
        arrays; returns its outputs, with their backward node under grad mode."""
        c = self.compiled
        if self.direct:
            inputs, objects = arrays, dynamic
        else:
            inputs, objects = [], []
            for kind, j in self.inputs:
                if kind == "arg":
                    inputs.append(arrays[j])
                    objects.append(dynamic[j])
                elif kind == "captured":
                    x = captured[j]
                    inputs.append(x._data if isinstance(x, Tensor) else np.asarray(x))
                    objects.append(x)
                else:
                    inputs.append(next_rng(self.draws))
                    objects.append(None)
        results = c.forward(*inputs)
        n = len(self.tracked)
        shown = n - len(self.updates)                 # the outputs the caller sees
        if self.updates:
            self._write_back(captured, results[shown:n])
        if c.backward is None or not grad_mode():     # under no_grad: no node
            if c.backward is None and not any(isinstance(a, Tensor) for a in dynamic):
                return self.structure.rebuild(results[:shown])
            return self.structure.rebuild([Tensor.wrap(y) for y in results[:shown]])
        node = Node(c.name, c.backward, results[n:], dynamic if self.all_grad else
                    [objects[i] for i in c.grad_args], c.output_types, self.tangents,
                    watched=self._watched(dynamic, arrays, inputs, objects, results),
                    trusted=c.trusted_saved, source=c)
        if self.structure.single:
            return recorded(results[0], node if self.tracked[0] else None)
        return self.structure.rebuild([recorded(y, node if tracked else None, i) for i, (y, tracked)
                                       in enumerate(zip(results[:shown], self.tracked))])

    def _write_back(self, captured: Sequence, values: Sequence) -> None:
        """Store the new values of the captured tensors the call updates (a module's running
        statistics) into them, as the eager in-place update would."""
        for j, value in zip(self.updates, values):
            x = captured[j]
            if isinstance(x, Tensor):
                x._write("an update of a captured tensor", value)
            else:
                np.copyto(x, value)

    def _watched(self, dynamic: Sequence, arrays: list, inputs: list, objects: list,
                 results: Sequence) -> list[Watched]:
        """What a call's node checks for in-place changes: by the entry's `WatchPlan` where
        it holds, else every user's array that `np.may_share_memory` with a saved value."""
        plan = self.plan
        if plan is None or plan.check and not apart(
                arrays if not plan.captured else [*arrays, *(inputs[p] for p in plan.captured)]):
            return watched_arrays(results[len(self.tracked):], self._watch(
                dynamic, arrays, inputs, objects, results))
        watched, seen = [], set()
        for kind, i, label in plan.watch:
            if kind == "arg":
                array, x = arrays[i], dynamic[i]
            elif kind == "input":
                array, x = inputs[i], objects[i]
            else:
                array, x = results[i], None
                if type(array) is DeviceArray:
                    # a device output is a new tensor, changed in place only by its own
                    # (versioned) methods: no snapshot of device memory at every call
                    continue
            if id(array) in seen or not array.nbytes:
                continue
            seen.add(id(array))
            if isinstance(x, Tensor):
                watched.append(Watched(label, array, x, x._version,
                                       None if x._data is array else snapshot(array)))
            else:
                watched.append(Watched(label, array, None, 0, snapshot(array)))
        return watched

    def _watch(self, dynamic: Sequence, arrays: list, inputs: list, objects: list,
               results: Sequence) -> list[tuple]:
        """The user's arrays a call's node checks for in-place changes: (label, array,
        Tensor or None) for each argument, captured array and output."""
        labels, n = self.labels, len(self.signature)
        watch = [(label, array, a if hasattr(a, "_version") else None)
                 for label, a, array in zip(labels, dynamic, arrays)]
        for i, (kind, j) in enumerate(self.inputs):
            if kind == "captured":
                x = objects[i]
                watch.append((labels[n + j], inputs[i], x if hasattr(x, "_version") else None))
        watch += [(label, y, None) for label, y in
                  zip(labels[n + len(self.guards.arrays):], results)]
        return watch


@dataclass(frozen=True)
class WatchPlan:
    """The user's arrays that a call's node watches (`autograd.Watched`), told from where
    the forward's results live rather than by comparing memory at every call: `watch`, in
    the order of `Entry._watch`, as ("arg", i) the i-th dynamic argument,
    ("input", p) the forward's p-th input (a captured array) or ("output", o), each with its
    label. It holds when the user's arrays share no memory with each other (`apart`), which
    is checked at each call where the forward saves one of them (`check`)."""

    watch: tuple[tuple[str, int, str], ...]
    captured: tuple[int, ...]            # forward inputs that are captured arrays
    check: bool


def watch_plan(entry: Entry, homes: Sequence[tuple[str, int]] | None) -> WatchPlan | None:
    """The `WatchPlan` of `entry`, from `homes` (per result of the forward: ("arg", p) its
    input p or a view of it, ("fresh", k) a new array of the call or a view of it); None
    without homes. A saved value shares memory with a user's array only if it is that input
    (or a view of it), or the fresh array an output is."""
    if homes is None:
        return None
    n = len(entry.compiled.output_types)
    inputs = {p for kind, p in homes[n:] if kind == "arg"}
    fresh = {k for kind, k in homes[n:] if kind == "fresh"}
    labels, m = entry.labels, len(entry.signature)
    watch = [("arg", j, labels[j]) for p, (kind, j) in enumerate(entry.inputs)
             if kind == "arg" and p in inputs]
    watch.sort(key=lambda w: w[1])
    watch += [("input", p, labels[m + j]) for p, (kind, j) in enumerate(entry.inputs)
              if kind == "captured" and p in inputs]
    watch += [("output", o, labels[m + len(entry.guards.arrays) + o])
              for o, (kind, k) in enumerate(homes[:n])
              if (kind == "fresh" and k in fresh) or (kind == "arg" and k in inputs)]
    captured = tuple(p for p, (kind, _) in enumerate(entry.inputs) if kind == "captured")
    return WatchPlan(tuple(watch), captured, bool(inputs))


def apart(arrays: Sequence[np.ndarray]) -> bool:
    """Whether no two of `arrays` share memory, told cheaply: each is C-contiguous, aligned
    and writeable (so machine code takes it as it is, not a copy), owns its memory or is a
    view of an array that does, and no two have the same owner. False means they may."""
    owners = set()
    for a in arrays:
        if type(a) is DeviceArray:               # device memory: apart unless one block
            owners.add(id(a.block))
            continue
        flags = a.flags
        if not flags.carray:
            return False
        if not flags.owndata:
            a = a.base
            if type(a) is not np.ndarray or not a.flags.owndata:
                return False
        owners.add(id(a))
    return len(owners) == len(arrays)
