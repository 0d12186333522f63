"""A Python function compiled per signature: `CompiledFunction`, its cache and its call.

Each call's key (shape, dtype and requires_grad of every tensor argument, the values of the
static arguments, the device) is looked up in a cache; a new key traces `fn` (arguments that
need no grad are flagged `nograd`) and compiles it once (`runtime/compiler.py`) into an `Entry`
(`runtime/entry.py`), which runs the call. Arrays and tensors that `fn` reads without receiving
them are implicit inputs read afresh at every call, and the Python numbers it can reach are
guarded (`runtime.guards`); a function that draws random numbers gets its `%rng` from the global
generator at every call (`runtime.random`). The cache holds `cache_size_limit` signatures; past
that it warns once, naming the argument whose shape keeps changing, and drops the least recently
used. A call whose arguments are all Tensors, arrays, Python numbers or `nn.Module`s (no other
static arguments, no keywords) finds its entry by one dictionary look-up on a key read straight
off the arguments (`fast_key`); the guards run only for entries that captured something, as
Python code made for them (`guards.guard_reader`).
"""
from __future__ import annotations

import functools
import re
import warnings
from collections import namedtuple
from typing import Callable, Sequence

import numpy as np

from ..frontend.tracer import (TraceError, function_name, trace_function, traced_in,
                               user_location)
from ..ir.core import Function, Module
from ..ir.errors import DTypeError
from ..ir.tensor import rng_argument, stream_length
from ..ir.types import TensorType
from ..passes.autodiff import NOGRAD, connected_args
from . import profiler, recompile
from .compiler import CompiledModule
from .device import DeviceArray
from .entry import Entry
from .guards import (Arguments, Guards, RecompileWarning, changing_arguments,
                     dynamic_positions, fast_key, signature_of)
from .segments import GraphBreak, Segmented, SegmentCache, SegmentedCall, run_traced
from .tensor import Tensor

class CacheInfo(namedtuple("CacheInfo", ["hits", "misses", "size"])):
    """Hits, misses and signatures kept; for a function with graph breaks, also
    `segments_compiled` and `segments_reused`, the segments compiled and found compiled."""

    def __new__(cls, hits: int, misses: int, size: int, segments_compiled: int = 0,
                segments_reused: int = 0):
        info = super().__new__(cls, hits, misses, size)
        info.segments_compiled, info.segments_reused = segments_compiled, segments_reused
        return info

    def __repr__(self) -> str:
        return (f"CacheInfo(hits={self.hits}, misses={self.misses}, size={self.size},"
                f" segments_compiled={self.segments_compiled},"
                f" segments_reused={self.segments_reused})")


#: signatures a compiled function keeps, as torch.compile's `cache_size_limit`.
CACHE_SIZE_LIMIT = 8


def _array(x, t: TensorType | None):
    """The array a compiled function takes for argument `x`: a Tensor's own (host or
    device), else `x` as a numpy array of `t`."""
    if isinstance(x, Tensor):
        return x._data
    return np.asarray(x, dtype=None if t is None else t.dtype.numpy)


def device_of(arrays: Sequence, names: Callable[[], Sequence[str]]) -> str:
    """"cuda" when the call's arrays live on the device, "cpu" when on the host; a call that
    mixes them is an error naming the arguments, as PyTorch's."""
    where = ["cuda" if type(a) is DeviceArray else "cpu" for a in arrays
             if not isinstance(a, (int, float))]
    if "cuda" in where and "cpu" in where:
        places = [f"'{n}' on {'cuda' if type(a) is DeviceArray else 'cpu'}"
                  for n, a in zip(names(), arrays) if not isinstance(a, (int, float))]
        raise RuntimeError(f"expected all tensors to be on the same device, got "
                           f"{', '.join(places)}: move them with .to('cuda') or .cpu()")
    return "cuda" if "cuda" in where else "cpu"


def _slug(t: TensorType) -> str:
    return t.dtype.value + "".join(f"x{d}" for d in t.shape)


#: builds the compiled module of one signature: (module, example arrays, label), and, with
#: `profile=True`, its programs compiled for `aotgrad.profiler`.
BuildFn = Callable[..., CompiledModule]


class CompiledFunction:
    """A Python function compiled per signature; call it like the function."""

    profiling = False                        # compiled for `aotgrad.profiler` (a twin)

    def __init__(self, fn: Callable, build: BuildFn, *, static_argnums: Sequence[int] = (),
                 static_argnames: Sequence[str] = (), cache_size_limit: int = CACHE_SIZE_LIMIT,
                 fullgraph: bool = True):
        functools.update_wrapper(self, fn, updated=())
        self.fn = fn
        self._build = build
        #: a read of a traced value in Python is an error (True) or a graph break
        self.fullgraph = fullgraph
        self.graph_name = function_name(fn)
        self._segments = SegmentCache(cache_size_limit)
        #: the graphs (tensor-level functions) and graph breaks of the last call that traced
        self.last_graphs: list[Function] = []
        self.last_breaks: list[GraphBreak] = []
        self._arguments = Arguments(fn, static_argnums, static_argnames)
        self.cache_size_limit = cache_size_limit
        self._cache: dict[tuple, list[Entry]] = {}
        self._order: list[tuple[tuple, Entry]] = []      # least recently used first
        #: fast_key -> (a list of `_cache`, the positions of the dynamic arguments or None)
        self._fast: dict[tuple, tuple[list[Entry], list[int] | None]] = {}
        self._hits = self._misses = 0
        self._warned = False
        self._last: CompiledModule | None = None
        recompile.LIVE.add(self)

    def __getattr__(self, name: str):
        """`aotgrad.compile(model)` stands for the model, as PyTorch's `torch.compile(model)`:
        what it lacks (`parameters()`, `state_dict()`, `train()`, `model.fc`, ...) is read from
        the module it compiles, which `_orig_mod` names."""
        fn = self.__dict__.get("fn")
        if getattr(type(fn), "__aotgrad_user_state__", False):
            if name == "_orig_mod":
                return fn
            if not name.startswith("__"):
                return getattr(fn, name)
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __call__(self, *args, **kwargs):
        if profiler.SESSION is not None and not self.profiling:   # a profiled twin runs it
            return profiler.call(self, args, kwargs)
        fast = None if kwargs or self._arguments.static else fast_key(args)
        found = self._fast.get(fast)
        if found is not None:
            entries, positions = found
            dynamic = args if positions is None else [args[i] for i in positions]
            for entry in entries:
                captured = entry.guards.read() if entry.guarded else ()
                if captured is not None:
                    self._hits += 1
                    if self._order[-1][1] is not entry:
                        self._touch(entry)
                    arrays = [a._data if type(a) is Tensor else a if type(a) is np.ndarray else
                              np.asarray(a, dtype) for a, dtype in zip(dynamic, entry.dtypes)]
                    return entry.run(dynamic, arrays, captured)
        dynamic, names, static, fn = self._arguments.split(args, kwargs)
        if traced_in(dynamic):
            return fn(*dynamic)             # inside a trace (e.g. under grad): trace through
        dynamic = self._coerce(dynamic)
        signature = signature_of(dynamic)
        arrays = [_array(a, t) for a, (t, _) in zip(dynamic, signature)]
        key = (signature, static,
               device_of(arrays, lambda: self._arguments.names(len(dynamic), names)))
        if fast is not None and key in self._cache:
            self._fast[fast] = (self._cache[key], dynamic_positions(fast))
        for entry in self._cache.get(key, ()):
            captured = entry.guards.read()
            if captured is not None:
                self._hits += 1
                self._touch(entry)
                return entry.run(dynamic, arrays, captured)
        self._misses += 1
        names = self._arguments.names(len(dynamic), names)
        entry, traced, result = self._compile(key, fn, names, arrays, dynamic)
        self._remember(key, entry, names)
        if fast is not None:
            self._fast[fast] = (self._cache[key], dynamic_positions(fast))
        if type(entry) is Segmented:        # the call ran while it was traced
            return result
        # The trace's own arrays when the function changed a guarded number while tracing.
        return entry.run(dynamic, arrays, entry.guards.read() or traced)

    def _touch(self, entry: Entry) -> None:
        """`entry` becomes the most recently used."""
        if self._order[-1][1] is not entry:
            i = next(i for i, (_, e) in enumerate(self._order) if e is entry)
            self._order.append(self._order.pop(i))

    def _coerce(self, dynamic: list) -> list:
        """Numbers, lists and array-likes as the declared argument types (functions of a
        Module only); a list that is no such array is a `DTypeError`, and other objects (None,
        strings) are left to `signature_of` to refuse."""
        types = getattr(self.fn, "arg_types", None)
        if types is None:
            return dynamic
        out = list(dynamic)
        for i, (x, t) in enumerate(zip(dynamic, types)):
            if isinstance(x, (Tensor, np.ndarray)) or not (
                    isinstance(x, (int, float, list, tuple, np.generic)) or
                    hasattr(x, "__array__")):
                continue
            try:
                out[i] = np.asarray(x, dtype=t.dtype.numpy)
            except (TypeError, ValueError) as e:
                raise DTypeError(f"argument #{i + 1} of '{self.__name__}' must be {t}; the"
                                 f" {type(x).__name__} given is not one ({e})",
                                 user_location()) from None
        return out

    def _compile(self, key: tuple, fn: Callable, names: list[str], arrays: list,
                 dynamic: list) -> tuple[Entry | Segmented, list, object]:
        """Trace and compile a new signature: (its entry, the captured arrays the trace
        read, None); for a function whose trace broke, (a `Segmented` entry, [], the
        outputs of the call, which ran as it was traced)."""
        signature = key[0]
        types = [t for t, _ in signature]
        if self.fullgraph:
            trace, structure = trace_function(fn, types, capture=True, name=self.graph_name,
                                              arg_names=names)
        else:
            trace, structure, call = run_traced(self._segments, self._build, fn, dynamic,
                                                types, names, self.graph_name)
            if call.breaks and trace.updates:
                raise TraceError("an in-place update of a captured tensor (a module's running"
                                 " statistics) after a graph break is not supported: compile"
                                 " with fullgraph=True", user_location())
            if call.breaks:
                result = call.finish(trace, structure)
                self._record(call)
                return (Segmented(self, fn, types, names, [t.dtype.numpy for t in types]), [],
                        result)
        f = trace.function
        nograd = getattr(self.fn, "nograd", frozenset())
        n = len(signature)
        f.arg_flags = [flags | {NOGRAD} if i < n and (not signature[i][1] or i in nograd)
                       else flags for i, flags in enumerate(f.arg_flags)]
        captured = {id(arg): j for j, (arg, _, _) in enumerate(trace.implicit)}
        rng = rng_argument(f)
        inputs = [("arg", i) if i < n else ("rng", 0) if i == rng else
                  ("captured", captured[id(a)]) for i, a in enumerate(f.args)]
        guards = Guards(list(trace.captures.numbers),
                        [(path, a.type, NOGRAD not in f.arg_flags[a.index])
                         for a, path, _ in trace.implicit],
                        [type(_array(x, None)) is DeviceArray for _, _, x in trace.implicit])
        # arguments no result depends on through differentiable ops get no gradient (their
        # `.grad` stays None, as PyTorch's): flagged after the guards, which keep whether
        # each captured tensor requires grad
        f.arg_flags = [flags if connected else flags | {NOGRAD}
                       for flags, connected in zip(f.arg_flags, connected_args(f))]
        examples = [arrays[j] if kind == "arg" else np.zeros(2, np.int64) if kind == "rng" else
                    _array(trace.implicit[j][2], None) for kind, j in inputs]
        label = f"{self._misses - 1}_" + "_".join(f"{a}-{_slug(t)}" for a, (t, _) in
                                                  zip(names, signature))
        compiled = self._build(Module([f]), examples, re.sub(r"[^\w.-]", "_", label)[:120])
        self._last = compiled
        labels = [f"argument '{p}' of '{compiled.name}'" for p in names]
        labels += [f"captured '{path.name}' of '{compiled.name}'" for path, _, _ in guards.arrays]
        labels += [f"output #{i + 1} of '{compiled.name}'"
                   for i in range(len(compiled.output_types))]
        implicit = [x for _, _, x in trace.implicit]
        updates = [next(j for j, y in enumerate(implicit) if y is x) for x, _ in trace.updates]
        entry = Entry(compiled, structure, inputs, guards, stream_length(f), signature,
                      [t.dtype.numpy for t, _ in signature], labels, updates=updates)
        self.last_graphs, self.last_breaks = [f], []
        return entry, [x for _, _, x in trace.implicit], None

    def _record(self, call: SegmentedCall) -> None:
        """What a call with graph breaks ran: its graphs and breaks (`aotgrad.explain`)."""
        self.last_graphs, self.last_breaks = call.graphs, call.breaks
        if call.last is not None:
            self._last = call.last

    def _remember(self, key: tuple, entry: Entry, names: list[str]) -> None:
        self._cache.setdefault(key, []).append(entry)
        self._order.append((key, entry))
        if len(self._order) <= self.cache_size_limit:
            return
        if not self._warned:
            self._warned = True
            keys = [k for k, _ in self._order]
            changing = changing_arguments(keys, names) or [
                "static arguments or captured values (the shapes are the same)"]
            warnings.warn(f"compiled '{self.__name__}' has compiled {self._misses} signatures,"
                          f" more than cache_size_limit={self.cache_size_limit}; changing:"
                          f" {'; '.join(changing)}. Each new signature now drops the least"
                          f" recently used one; pad the argument to one shape, mark it static,"
                          f" or raise cache_size_limit", RecompileWarning, stacklevel=3)
        old_key, old = self._order.pop(0)
        entries = self._cache[old_key]
        entries.remove(old)
        if not entries:
            del self._cache[old_key]
            for fast in [k for k, (v, _) in self._fast.items() if v is entries]:
                del self._fast[fast]

    def cache_info(self) -> CacheInfo:
        """Cache statistics: hits, misses and the number of compiled signatures kept, and the
        segments compiled and reused by calls with graph breaks."""
        return CacheInfo(self._hits, self._misses, len(self._order), self._segments.compiled,
                         self._segments.reused)

    def cache_clear(self) -> None:
        """Forget every compiled signature and the statistics."""
        self._cache.clear()
        self._order.clear()
        self._fast.clear()
        self._hits = self._misses = 0
        self._warned = False
        self._segments.clear()

    def partition_report(self):
        """The partitioner's report for the most recently compiled signature (None if none)."""
        return self._last.report if self._last else None

    def fusion_report(self) -> str | None:
        """What `fuse` did to each program of the most recent signature (`--explain-fusion`)."""
        return self._pass_reports("fuse")

    def memory_report(self) -> str | None:
        """Each program's peak bytes, naive -> planned, for the most recent signature
        (`--explain-memory`)."""
        return self._pass_reports("buffer-reuse")

    def _pass_reports(self, name: str) -> str | None:
        reports = self._last.reports.get(name) if self._last else None
        return "\n".join(str(r) for r in reports) if reports else None

    @property
    def compiled(self) -> CompiledModule | None:
        """The most recently compiled signature's `CompiledModule` (its IR is `.module`)."""
        return self._last
