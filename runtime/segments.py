"""Graph breaks: a compiled function that reads a traced value in Python runs as segments.

Inside `aotgrad.compile` (without `fullgraph=True`), `bool(t)` (`if t:`, `while`, `and`/`or`),
`float(t)`, `int(t)`, `t.item()`, `t.tolist()`, `np.asarray(t)` and a tensor used as an index
or a size are *graph breaks* (`frontend.tracer.READS`). At a break the trace splits
(`Trace.split`): the ops recorded so far are one function, a *segment*, whose results are the
value read and every traced value still alive in Python; it is compiled (once per distinct
graph) and run, the value goes to Python, and tracing goes on in a new function whose arguments
are the live values, bound to the segment's results (a lazy tensor's design); a segment keeps
only the arguments its ops read. A number read
with `float()`, `int()` or `.item()` and used as an operand of a tensor op, or returned, is an
argument of the next segment bound to the number, not a constant: a new value compiles nothing.

A signature whose trace broke is kept as `Segmented`: each call runs the function again, so
the Python between segments runs at every call, as in eager mode; each segment is looked up in
the compiled function's `SegmentCache` by its graph (the printed function: its ops, shapes and
dtypes and which arguments it reads; which arguments need gradients; the device) and compiled
only when new. Each segment is run by an `Entry` (`runtime/entry.py`): its own forward, and, with
gradients, its own backward node, whose inputs are the earlier segments' results, so
`.backward()` flows through every segment. Every break is recorded (`GraphBreak`: the kind of
read and the user's line) for `aotgrad.explain`, and printed with `AOTGRAD_LOGS=graph_breaks`
when its segment is compiled.
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from ..frontend.pytree import Structure
from ..frontend.tracer import READS, Trace, Traced, trace_function, user_location
from ..ir.core import Function, Location, Module
from ..ir.printer import print_function
from ..ir.tensor import rng_argument, stream_length
from ..passes.autodiff import NOGRAD, connected_args
from . import logs
from .device import DeviceArray
from .entry import Entry
from .guards import Guards, RecompileWarning
from .tensor import Tensor


@dataclass(frozen=True)
class GraphBreak:
    """Where and why a compiled function was split: the kind of read, at the user's line."""

    reason: str
    loc: Location | None

    def __str__(self) -> str:
        return f"{self.loc or '<unknown>'}: {self.reason}"


def graph_key(f: Function) -> tuple:
    """What a segment's compiled code depends on, as a key: its argument types and, per op,
    its class, which earlier values it reads, its attributes and its result types (value
    names and source lines left out). Several times quicker to build than the printed
    function, which stands in for an op that holds regions."""
    number = {id(a): i for i, a in enumerate(f.args)}
    key: list = [tuple(a.type for a in f.args)]
    for op in f.ops:
        if op.regions:
            return (print_function(f),)
        key.append((type(op), tuple(number[id(v)] for v in op.operands),
                    repr(op.attrs) if op.attrs else None, tuple(r.type for r in op.results)))
        for r in op.results:
            number[id(r)] = len(number)
    return tuple(key)


class SegmentCache:
    """The segments one compiled function compiled, by graph, and how often each was reused.

    Past `limit` graphs for the segment that ends at one place (a break's line, or the
    function's end), it warns once (`RecompileWarning`): something the segment reads as a
    constant changes at every call, most often a number computed in Python from one read at
    a break."""

    def __init__(self, limit: int):
        self.entries: dict[tuple, Entry] = {}
        self.compiled = 0
        self.reused = 0
        self.limit = limit
        self.graphs_at: dict[str, int] = {}     # where a segment ends -> graphs compiled

    def clear(self) -> None:
        self.entries.clear()
        self.graphs_at.clear()
        self.compiled = self.reused = 0

    def count(self, name: str, where: str) -> None:
        """One more graph compiled for the segment of `name` ending at `where`."""
        n = self.graphs_at[where] = self.graphs_at.get(where, 0) + 1
        if n == self.limit + 1:
            warnings.warn(f"compiled '{name}' has compiled {n} graphs for its segment ending"
                          f" at {where}, more than cache_size_limit={self.limit}: a value the"
                          f" segment takes as a constant changes between calls (a Python"
                          f" number computed from one read with float() or .item() is one;"
                          f" compute it on the tensor instead)", RecompileWarning,
                          stacklevel=2)


#: the argument of a segment that the random generator supplies (`%rng`)
_RNG = object()


class SegmentedCall:
    """One call of a function with graph breaks: runs a segment at each break and at the end.

    `bindings` holds the object (a Tensor, array or number) each argument of the function
    being traced stands for; `graphs` and `breaks` record the segments run and the breaks."""

    def __init__(self, cache: SegmentCache, build: Callable, name: str, dynamic: Sequence):
        self.cache, self.build, self.name = cache, build, name
        self.bindings = list(dynamic)
        #: Tensors in give Tensors out, whatever the last segment reads
        self.tensors = any(isinstance(x, Tensor) for x in dynamic)
        self.graphs: list[Function] = []
        self.breaks: list[GraphBreak] = []
        self.last = None                 # the `CompiledModule` of the last segment compiled

    def on_break(self, traced: Traced, kind: str) -> np.ndarray:
        """`Trace.on_break`: run the segment ending here; returns the value read."""
        trace, loc = traced.trace, user_location()
        bound = self._bind(trace)
        f, sources = trace.split(traced, loc)
        outputs, new = self._run(f, bound, str(loc))
        self.breaks.append(GraphBreak(READS[kind], loc))
        if new:
            logs.log("graph_breaks", f"graph break in '{self.name}' at {loc}: {READS[kind]}"
                                     f" (segment {len(self.graphs)}: {len(f.ops) - 1} ops)")
        self.bindings = [outputs[i] if where == "result" else bound[i] for where, i in sources]
        return np.asarray(outputs[0])

    def finish(self, trace: Trace, structure: Structure):
        """Run the last segment (the function's end, traced by `trace`); returns the outputs
        as the function returned them."""
        outputs, _ = self._run(trace.function, self._bind(trace), "the function's end")
        if self.tensors:
            outputs = [y if isinstance(y, Tensor) else Tensor.wrap(y) for y in outputs]
        return structure.rebuild(outputs)

    def _bind(self, trace: Trace) -> list:
        """The object each argument of `trace`'s function stands for: the bindings, then the
        captured arrays, numbers read at breaks and `%rng` the trace added."""
        f = trace.function
        extra = {id(arg): x for arg, _, x in trace.implicit}
        extra.update((id(arg), x) for arg, x in trace.numbers)
        rng = rng_argument(f)
        return [self.bindings[i] if i < len(self.bindings) else _RNG if i == rng else
                extra[id(arg)] for i, arg in enumerate(f.args)]

    def _run(self, f: Function, bound: list, where: str) -> tuple[tuple, bool]:
        """Compile segment `f`, which ends at `where`, unless its graph was seen, and run it
        on `bound`; returns its outputs and whether it was compiled now."""
        bound = _used_arguments(f, bound)
        dynamic, arrays, inputs, signature = [], [], [], []
        for x, arg in zip(bound, f.args):
            if x is _RNG:
                inputs.append(("rng", 0))
                continue
            inputs.append(("arg", len(dynamic)))
            grad = isinstance(x, Tensor) and x.requires_grad
            dynamic.append(x)
            arrays.append(x._data if isinstance(x, Tensor) else
                          x if type(x) is np.ndarray else np.asarray(x, arg.type.dtype.numpy))
            signature.append((arg.type, grad))
        grads = iter(signature)
        wanted = [x is not _RNG and next(grads)[1] for x in bound]
        # as `CompiledFunction._compile`: no gradient where no result depends on it
        f.arg_flags = [flags - {NOGRAD} if want and connected else flags | {NOGRAD}
                       for flags, want, connected in zip(f.arg_flags, wanted,
                                                         connected_args(f))]
        device = "cuda" if any(type(a) is DeviceArray for a in arrays) else "cpu"
        key = (graph_key(f), tuple(NOGRAD in flags for flags in f.arg_flags), device)
        entry = self.cache.entries.get(key)
        new = entry is None
        if new:
            entry = self._compile(f, inputs, dynamic, arrays, signature)
            self.cache.entries[key] = entry
            self.cache.compiled += 1
            self.cache.count(self.name, where)
        else:
            self.cache.reused += 1
        self.graphs.append(f)
        return entry.run(dynamic, arrays, ()), new

    def _compile(self, f: Function, inputs: list, dynamic: list, arrays: list,
                 signature: list) -> Entry:
        k = len(self.graphs) + 1
        examples = [np.zeros(2, np.int64) if kind == "rng" else arrays[j] for kind, j in inputs]
        compiled = self.build(Module([f]), examples, f"segment_{self.cache.compiled}")
        self.last = compiled
        labels = [f"input '%{arg.name_hint or i}' of segment {k} of '{self.name}'"
                  for i, (arg, (kind, _)) in enumerate(zip(f.args, inputs)) if kind == "arg"]
        labels += [f"output #{i + 1} of segment {k} of '{self.name}'"
                   for i in range(len(compiled.output_types))]
        outputs = Structure("tuple", (Structure("leaf"),) * len(compiled.output_types))
        return Entry(compiled, outputs, inputs, Guards(), stream_length(f), tuple(signature),
                     [a.dtype for a in arrays], labels)


def _used_arguments(f: Function, bound: list) -> list:
    """Drop the arguments of segment `f` that no op reads (a value alive in Python that this
    segment does not use, such as the condition of the `if` that ended the last one): returns
    the objects bound to those kept."""
    used = {id(v) for op in f.ops for v in op.operands}
    keep = [i for i, a in enumerate(f.args) if id(a) in used]
    if len(keep) == len(f.args):
        return bound
    f.body.args = [f.args[i] for i in keep]
    for k, a in enumerate(f.body.args):
        a.index = k
    f.arg_flags = [f.arg_flags[i] for i in keep]
    return [bound[i] for i in keep]


def run_traced(cache: SegmentCache, build: Callable, fn: Callable, dynamic: Sequence,
               types: Sequence, names: Sequence[str], name: str) -> tuple[Trace, bool,
                                                                          SegmentedCall]:
    """Trace `fn` on `dynamic` (of `types`) with its captured arrays as inputs, splitting it
    at every graph break (the segments before the last one run as they end); returns the
    trace (its function: the last segment, or the whole function where none broke), the
    structure of what `fn` returned, and the call."""
    call = SegmentedCall(cache, build, name, dynamic)
    trace, structure = trace_function(fn, types, capture=True, name=name, arg_names=names,
                                      on_break=call.on_break)
    # The trace's values refer to the trace and it to them: a cycle, freed by the collector
    # only. Through `on_break` it would hold the call's bindings (the arguments and segment
    # outputs: device memory a training step would allocate again before the collector ran).
    trace.on_break = None
    return trace, structure, call


class Segmented:
    """A signature of a compiled function whose trace broke: each call runs the function
    again, its segments looked up in the cache (see the module docstring)."""

    guarded = False                      # nothing to read before a call: Python runs anyway

    def __init__(self, owner, fn: Callable, types: Sequence, names: Sequence[str],
                 dtypes: list):
        self.owner, self.fn, self.types, self.names = owner, fn, list(types), list(names)
        self.dtypes = dtypes
        self.guards = Guards()

    def run(self, dynamic: Sequence, arrays: list, captured: Sequence):
        """One call: the function traced again on `dynamic`, its segments run."""
        owner = self.owner
        trace, structure, call = run_traced(owner._segments, owner._build, self.fn, dynamic,
                                            self.types, self.names, owner.graph_name)
        result = call.finish(trace, structure)
        owner._record(call)
        return result
