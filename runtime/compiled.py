"""Compiled functions: `aotgrad.compile`, and `compile_module` for IR that is already built.

`compile_module(module)` runs the training pipeline (`passes/pipelines.py`) over a function,
which leaves `@f_forward(primals...) -> (outs..., saved...)` and `@f_backward(saved...,
tangents...) -> grads` (one tangent per output; one gradient per differentiable argument, see
`passes.autodiff.differentiable_args`), and makes both executable with the chosen backend. A
function with no differentiable argument gets the inference pipeline and a forward only.

`compile(fn)` wraps a Python function (or a function of a parsed `Module`) in a
`CompiledFunction`: each call's key (shape, dtype and requires_grad of every tensor argument,
the values of the static arguments) is looked up in a cache; a new key traces `fn` (arguments
that need no grad are flagged `nograd`) and compiles it once. Arrays and tensors that `fn` reads
without receiving them are implicit inputs read afresh at every call, and the Python numbers it
can reach are guarded (`runtime.guards`); a function that draws random numbers gets its `%rng`
from the global generator at every call (`runtime.random`). The cache holds `cache_size_limit`
signatures; past that it warns once, naming the argument whose shape keeps changing, and drops
the least recently used. Tensors in give Tensors out, numpy arrays and numbers in give numpy
arrays out. Outputs of a call with inputs that require grad point at one backward `Node`:
`.backward()` on one of them runs the compiled backward with zero tangents for the other
outputs, and accumulates into the inputs' `.grad` (captured tensors included).
A call whose arguments are all Tensors, arrays, Python numbers or `nn.Module`s (no other static
arguments, no keywords) finds its entry by one dictionary look-up on a key read straight off
the arguments (`fast_key`); the guards run only for entries that captured something, as Python
code made for them (`guards.guard_reader`), and what each call needs to build its backward
node (labels, where inputs come from, which outputs it tracks) is worked out once per entry.
Which of the user's arrays the node must watch for in-place changes is known from where the
forward's results live (`WatchPlan`), checked at each call only by a cheap test that the
user's arrays are apart (`apart`), instead of comparing memory; the backward takes the saved
values unchecked where their types are the forward's (`saved_fit`). Under `no_grad()` no node
is made.
"""
from __future__ import annotations

import dataclasses
import functools
import inspect
import re
import warnings
from collections import namedtuple
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from ..frontend.tracer import (TraceError, function_name, innermost_trace, trace_function,
                               traced_in, user_location)
from ..ir.core import Function, IRError, Module
from ..ir.errors import DTypeError
from ..ir.printer import print_module
from ..ir.tensor import CrossEntropyOp, GatherOp, check_indices, rng_argument, stream_length
from ..ir.types import TensorType
from ..passes.autodiff import NOGRAD, differentiable_args
from ..passes.manager import parse_pipeline
from ..passes.pipelines import inference_pipeline, training_pipeline
from .aliasing import fresh_outputs
from .autograd import Node, Watched, grad_mode, snapshot, watched_arrays
from .backend import Executable, check_backend, executable, executables
from . import profiler, warm
from .debug import debug_level
from .pipeline import compile_pipeline
from .device import DeviceArray
from .guards import (Arguments, Guards, changing_arguments, dynamic_positions, fast_key,
                     signature_of)
from .random import next_rng
from .tensor import Tensor, recorded

#: passes that only make sense with gradients: dropped from a user pipeline for inference.
TRAINING_ONLY = ("autodiff", "partition")

CacheInfo = namedtuple("CacheInfo", ["hits", "misses", "size"])
#: signatures a compiled function keeps, as torch.compile's `cache_size_limit`.
CACHE_SIZE_LIMIT = 8


class RecompileWarning(UserWarning):
    """A compiled function keeps compiling new signatures (its cache is full)."""


@dataclass(frozen=True)
class CompileOptions:
    """The options of `aotgrad.compile`; `pipeline` replaces the training pipeline."""

    backend: str = "cpu"
    partition: str = "min_cut"
    memory_budget: float = 1.0
    pipeline: str | None = None
    dump_dir: str | Path | None = None
    print_ir_after_all: bool = False
    profile: bool = False        # generated code times its kernels (`aotgrad.profiler`)

    @property
    def loops(self) -> bool:
        """Whether the backend runs loop-level programs (every backend but the interpreter)."""
        return self.backend != "interpret"

    def training_pipeline(self) -> str:
        return self.pipeline or training_pipeline(self.partition, self.memory_budget,
                                                  loops=self.loops, backend=self.backend)

    def inference_pipeline(self) -> str:
        if self.pipeline is None:
            return inference_pipeline(self.loops, self.backend)
        return ",".join(str(p) for p in parse_pipeline(self.pipeline)
                        if p.pass_name not in TRAINING_ONLY)


class CompiledModule:
    """One function compiled for one signature: its forward and, with gradients, backward.

    `module` (the compiled IR), `report` and `reports` of a warm start (`runtime/warm.py`) are
    rebuilt by running the pipeline again (`rebuild`) the first time one is read."""

    def __init__(self, name: str, forward: Executable, backward: Executable | None,
                 output_types: list[TensorType], grad_args: list[int], module: Module | None,
                 report: object | None = None, connected: list[bool] | None = None,
                 reports: dict | None = None, rebuild: Callable | None = None,
                 trusted_saved: int = 0, source: Function | None = None,
                 tensor_pipeline: str | None = None):
        self.name = name
        self.forward = forward              # primals -> outs (+ saved when there is a backward)
        self.backward = backward            # saved..., tangents... -> one grad per `grad_args`
        #: how many of the backward's first arguments (the saved values) it may take as they
        #: are, unchecked (`saved_fit`)
        self.trusted_saved = trusted_saved
        self.output_types = output_types
        self.grad_args = grad_args          # argument indices that get gradients, in order
        self.connected = connected          # which outputs depend on a `grad_args` argument
        self._module, self._report, self._reports = module, report, reports or {}
        self._rebuild = rebuild             # () -> (module, partition report, reports)
        #: the function compiled and the tensor-level part of its pipeline (through the
        #: partition and the tensor passes after it), for `backward_graph`
        self.source, self.tensor_pipeline = source, tensor_pipeline
        self._backward_graph: Function | None = None

    def backward_graph(self) -> Function:
        """The backward as a tensor-level function, `(saved..., tangents...) -> grads`, with
        the calling convention of `backward` (the same partition, before lowering): what
        compiled autograd inlines. Computed on first use."""
        if self._backward_graph is None:
            if self.source is None or self.tensor_pipeline is None or self.backward is None:
                raise IRError(f"'@{self.name}' has no tensor-level backward to inline")
            out, _ = compile_pipeline(Module([self.source]), self.tensor_pipeline)
            self._backward_graph = _forward_backward(out, self.source, self.tensor_pipeline)[1]
        return self._backward_graph

    def _rebuilt(self) -> None:
        if self._rebuild is not None:
            self._module, self._report, self._reports = self._rebuild()
            self._rebuild = None

    @property
    def module(self) -> Module:
        """The compiled IR."""
        self._rebuilt()
        return self._module

    @property
    def report(self) -> object | None:
        """The partition report, when partitioned."""
        self._rebuilt()
        return self._report

    @property
    def reports(self) -> dict:
        """Pass name -> its reports."""
        self._rebuilt()
        return self._reports

    def run_with_grads(self, inputs: Sequence, tangents: Sequence | None = None
                       ) -> tuple[list[np.ndarray], dict[int, np.ndarray]]:
        """Forward and backward on arrays; tangents default to ones (zeros for non-floats).

        Returns the outputs and `{argument index: gradient}`.
        """
        arrays = [np.asarray(x) for x in inputs]
        n = len(self.output_types)
        results = self.forward(*arrays)
        if self.backward is None:
            return list(results), {}
        if tangents is None:
            tangents = [np.full(t.shape, 1 if t.dtype.is_float else 0, t.dtype.numpy)
                        for t in self.output_types]
        grads = self.backward(*results[n:], *tangents)
        return list(results[:n]), dict(zip(self.grad_args, grads))


def compile_module(module: Module, fn: str | None = None, options: CompileOptions | None = None,
                   label: str | None = None, **kwargs) -> CompiledModule:
    """Compile function `fn` of `module` (the last by default); kwargs are `CompileOptions`.
    `label` names the signature: its stages are dumped under `dump_dir/label/`."""
    options = options or CompileOptions(**kwargs)
    if options.dump_dir is not None and label is not None:
        options = dataclasses.replace(options, dump_dir=Path(options.dump_dir) / label)
    f = module.get(fn)
    source = Module([f])
    grad_args = differentiable_args(f)
    pipeline = options.training_pipeline() if grad_args else options.inference_pipeline()
    checks = label_checks(f)
    names = [f"{f.name}_forward", f"{f.name}_backward"] if grad_args else [f.name]
    key = _warm_key(source, pipeline, options)
    programs = warm.load(key, names) if key else None
    if programs is not None:
        def rebuild():
            out, ctx = compile_pipeline(Module([f]), pipeline)
            return out, ctx.reports.get("partition", [None])[-1], ctx.reports
        from .cpu import CpuProgram
        runs = [CpuProgram(None, name, compiled=programs[name]) for name in names]
        return CompiledModule(f.name, checked(fresh_outputs(runs[0], f), checks),
                              runs[1] if grad_args else None, list(f.result_types), grad_args,
                              None, None, connected_outputs(f, grad_args) if grad_args else None,
                              rebuild=rebuild, trusted_saved=saved_fit(
                                  runs[0], runs[-1], len(f.result_types)) if grad_args else 0,
                              source=f, tensor_pipeline=tensor_part(pipeline))
    if options.backend == "cpu":
        from ..codegen.llvm.compile_process import prestart
        prestart(len(names))            # LLVM loads in its processes while the passes run
    out, ctx = compile_pipeline(source, pipeline, print_ir_after_all=options.print_ir_after_all,
                                dump_dir=options.dump_dir)
    if not grad_args:
        forward = executable(out, f.name, options.backend, profile=options.profile)
        _warm_store(key, names, [forward])
        return CompiledModule(f.name, checked(fresh_outputs(forward, f), checks), None,
                              list(f.result_types), [], out, reports=ctx.reports)
    fw, bw = _forward_backward(out, f, pipeline)
    report = ctx.reports.get("partition", [None])[-1]
    forward, backward = executables(out, [fw.name, bw.name], options.backend,
                                    saved_from=len(f.result_types), profile=options.profile)
    _warm_store(key, names, [forward, backward])
    return CompiledModule(f.name, checked(fresh_outputs(forward, f), checks), backward,
                          list(f.result_types), grad_args, out, report,
                          connected_outputs(f, grad_args), ctx.reports,
                          trusted_saved=saved_fit(forward, backward, len(f.result_types)),
                          source=f, tensor_pipeline=tensor_part(pipeline))


def tensor_part(pipeline: str) -> str:
    """The passes of `pipeline` before `lower` (all of them for the interpreter's)."""
    passes = []
    for p in parse_pipeline(pipeline):
        if p.pass_name == "lower":
            break
        passes.append(str(p))
    return ",".join(passes)


def saved_fit(forward: Executable, backward: Executable, n_outputs: int) -> int:
    """How many saved values the backward may take unchecked: all of them where both are
    machine code and the forward's saved results have the types of the backward's first
    arguments (its results are C-contiguous arrays of those types, and the mutation check of
    `autograd.Node` refuses a saved user's array changed in place), else none."""
    results = getattr(forward, "result_types", None)
    args = getattr(backward, "arg_types", None)
    if results is None or args is None:
        return 0
    saved = list(results[n_outputs:])
    return len(saved) if saved == list(args[:len(saved)]) else 0


def _warm_key(source: Module, pipeline: str, options: CompileOptions) -> str | None:
    """The warm-start key of compiling `source` (None where a warm start must not be used:
    other backends, IR dumps, printing levels that show what the pipeline does, profiling,
    which reads the programs' loop IR)."""
    if (options.backend != "cpu" or options.dump_dir is not None or options.print_ir_after_all
            or options.profile or debug_level() >= 2):
        return None
    return warm.pipeline_key(print_module(source, print_loc=True), pipeline, options.backend)


def _warm_store(key: str | None, names: list[str], runs: list[Executable]) -> None:
    from .cpu import CpuProgram
    if key is not None and all(isinstance(r, CpuProgram) for r in runs):
        warm.store(key, {name: r.compiled for name, r in zip(names, runs)})


def label_checks(f: Function) -> list[tuple[int, int, object, str]]:
    """(argument index, number of classes or rows, location, op) of each `cross_entropy` whose
    labels and each `gather` whose ids are an argument of `f`: checked before the compiled
    forward runs, since decomposition turns both into one-hot selects that would silently pick
    nothing (generated code never indexes with them)."""
    found = [(op.labels, op.logits.type.shape[1], op) if isinstance(op, CrossEntropyOp) else
             (op.ids, op.table.type.shape[0], op)
             for op in f.walk() if isinstance(op, (CrossEntropyOp, GatherOp))]
    return [(v.index, bound, op.loc, op.mnemonic()) for v, bound, op in found
            if getattr(v, "block", None) is f.body]


def checked(forward: Executable, checks: list[tuple[int, int, object, str]]) -> Executable:
    """`forward`, refusing out-of-range labels (`label_checks`) with an `ExecutionError`."""
    if not checks:
        return forward

    def run(*arrays):
        for index, bound, loc, op in checks:
            values = arrays[index]
            if isinstance(values, DeviceArray):     # checked where the labels are
                from .cuda import first_not_below
                if first_not_below(values, bound) is not None:
                    check_indices(np.asarray(values), bound, op, loc)
                continue
            values = np.asarray(values)
            if not _below(values, bound):
                check_indices(values, bound, op, loc)
        return forward(*arrays)
    run.__name__ = getattr(forward, "__name__", "forward")
    run.result_homes = getattr(forward, "result_homes", None)     # its results are forward's
    return run


def _below(values: np.ndarray, bound: int) -> bool:
    """Whether the integers `values` are all in [0, `bound`), told by one reduction: seen as
    unsigned, a negative one is larger than any bound (False where that cannot tell:
    `check_indices` then looks, and names the first value outside)."""
    kind = values.dtype.kind
    if not values.size or kind not in "iu":
        return False
    unsigned = values.view(values.dtype.str.replace("i", "u")) if kind == "i" else values
    return int(unsigned.max()) < bound


def connected_outputs(f: Function, args: Sequence[int]) -> list[bool]:
    """Which results of `f` depend on arguments `args` through differentiable ops: only those
    require grad, as in PyTorch (`compile(lambda x: 3.0)(x)` does not)."""
    reach = {id(f.args[i]) for i in args}
    for op in f.walk():
        if type(op).differentiable and any(id(v) in reach for v in op.operands):
            reach.update(id(r) for r in op.results)
    return [id(v) in reach for v in f.returns]


def _forward_backward(module: Module, f: Function, pipeline: str) -> tuple[Function, Function]:
    names = {g.name: g for g in module.functions}
    fw, bw = names.get(f"{f.name}_forward"), names.get(f"{f.name}_backward")
    if fw is None or bw is None:
        raise IRError(f"pipeline '{pipeline}' must partition '@{f.name}' into"
                      f" '@{f.name}_forward' and '@{f.name}_backward'", f.loc)
    check_partition(fw, bw, len(f.result_types), len(differentiable_args(f)))
    return fw, bw


def check_partition(fw: Function, bw: Function, n_outputs: int, n_grads: int) -> None:
    """The calling convention: fw -> (outs..., saved...), bw(saved..., tangents...) -> grads."""
    n_saved = len(fw.result_types) - n_outputs
    if n_saved < 0 or len(bw.args) != n_saved + n_outputs or len(bw.result_types) != n_grads:
        raise IRError(f"'@{fw.name}' / '@{bw.name}' do not follow the forward/backward"
                      f" convention: {n_outputs} outputs, {max(n_saved, 0)} saved values,"
                      f" {len(bw.args)} backward arguments, {len(bw.result_types)} gradients"
                      f" for {n_grads} differentiable arguments", fw.loc)


# --------------------------------------------------------------------------- Python functions

@dataclass
class _Entry:
    compiled: CompiledModule
    single: bool                         # fn returned one value, not a tuple
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


@dataclass(frozen=True)
class WatchPlan:
    """The user's arrays that a call's node watches (`autograd.Watched`), told from where
    the forward's results live rather than by comparing memory at every call: `watch`, in
    the order of `CompiledFunction._watch`, as ("arg", i) the i-th dynamic argument,
    ("input", p) the forward's p-th input (a captured array) or ("output", o), each with its
    label. It holds when the user's arrays share no memory with each other (`apart`), which
    is checked at each call where the forward saves one of them (`check`)."""

    watch: tuple[tuple[str, int, str], ...]
    captured: tuple[int, ...]            # forward inputs that are captured arrays
    check: bool


def watch_plan(entry: _Entry, homes: Sequence[tuple[str, int]] | None) -> WatchPlan | None:
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
                 static_argnames: Sequence[str] = (), cache_size_limit: int = CACHE_SIZE_LIMIT):
        functools.update_wrapper(self, fn, updated=())
        self.fn = fn
        self._build = build
        self._arguments = Arguments(fn, static_argnums, static_argnames)
        self.cache_size_limit = cache_size_limit
        self._cache: dict[tuple, list[_Entry]] = {}
        self._order: list[tuple[tuple, _Entry]] = []      # least recently used first
        #: fast_key -> (a list of `_cache`, the positions of the dynamic arguments or None)
        self._fast: dict[tuple, tuple[list[_Entry], list[int] | None]] = {}
        self._hits = self._misses = 0
        self._warned = False
        self._last: CompiledModule | None = None

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
                    return self._run(entry, dynamic, arrays, captured)
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
                return self._run(entry, dynamic, arrays, captured)
        self._misses += 1
        names = self._arguments.names(len(dynamic), names)
        entry, traced = self._compile(key, fn, names, arrays)
        self._remember(key, entry, names)
        if fast is not None:
            self._fast[fast] = (self._cache[key], dynamic_positions(fast))
        # The trace's own arrays when the function changed a guarded number while tracing.
        return self._run(entry, dynamic, arrays, entry.guards.read() or traced)

    def _touch(self, entry: _Entry) -> None:
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

    def _compile(self, key: tuple, fn: Callable, names: list[str], arrays: list
                 ) -> tuple[_Entry, list]:
        signature = key[0]
        trace, single = trace_function(fn, [t for t, _ in signature], capture=True,
                                       name=function_name(self.fn), arg_names=names)
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
        entry = _Entry(compiled, single, inputs, guards, stream_length(f), signature,
                       [t.dtype.numpy for t, _ in signature], labels)
        return entry, [x for _, _, x in trace.implicit]

    def _remember(self, key: tuple, entry: _Entry, names: list[str]) -> None:
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

    def _run(self, entry: _Entry, dynamic: Sequence, arrays: list, captured: Sequence):
        c = entry.compiled
        if entry.direct:
            inputs, objects = arrays, dynamic
        else:
            inputs, objects = [], []
            for kind, j in entry.inputs:
                if kind == "arg":
                    inputs.append(arrays[j])
                    objects.append(dynamic[j])
                elif kind == "captured":
                    x = captured[j]
                    inputs.append(x._data if isinstance(x, Tensor) else np.asarray(x))
                    objects.append(x)
                else:
                    inputs.append(next_rng(entry.draws))
                    objects.append(None)
        results = c.forward(*inputs)
        n = len(entry.tracked)
        if c.backward is None or not grad_mode():     # under no_grad: no node
            if c.backward is None and not any(isinstance(a, Tensor) for a in dynamic):
                return results[0] if entry.single else tuple(results[:n])
            outs = [Tensor.wrap(y) for y in results[:n]]
            return outs[0] if entry.single else tuple(outs)
        node = Node(c.name, c.backward, results[n:], dynamic if entry.all_grad else
                    [objects[i] for i in c.grad_args], c.output_types, entry.tangents,
                    watched=self._watched(entry, dynamic, arrays, inputs, objects, results),
                    trusted=c.trusted_saved, source=c)
        if entry.single:
            return recorded(results[0], node if entry.tracked[0] else None)
        return tuple([recorded(y, node if tracked else None, i)
                      for i, (y, tracked) in enumerate(zip(results, entry.tracked))])

    def _watched(self, entry: _Entry, dynamic: Sequence, arrays: list, inputs: list,
                 objects: list, results: Sequence) -> list[Watched]:
        """What a call's node checks for in-place changes: by the entry's `WatchPlan` where
        it holds, else every user's array that `np.may_share_memory` with a saved value."""
        plan = entry.plan
        if plan is None or plan.check and not apart(
                arrays if not plan.captured else [*arrays, *(inputs[p] for p in plan.captured)]):
            return watched_arrays(results[len(entry.tracked):], self._watch(
                entry, dynamic, arrays, inputs, objects, results))
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

    @staticmethod
    def _watch(entry: _Entry, dynamic: Sequence, arrays: list, inputs: list, objects: list,
               results: Sequence) -> list[tuple]:
        """The user's arrays a call's node checks for in-place changes: (label, array,
        Tensor or None) for each argument, captured array and output."""
        labels, n = entry.labels, len(entry.signature)
        watch = [(label, array, a if hasattr(a, "_version") else None)
                 for label, a, array in zip(labels, dynamic, arrays)]
        for i, (kind, j) in enumerate(entry.inputs):
            if kind == "captured":
                x = objects[i]
                watch.append((labels[n + j], inputs[i], x if hasattr(x, "_version") else None))
        watch += [(label, y, None) for label, y in
                  zip(labels[n + len(entry.guards.arrays):], results)]
        return watch

    def cache_info(self) -> CacheInfo:
        """Cache statistics: hits, misses and the number of compiled signatures kept."""
        return CacheInfo(self._hits, self._misses, len(self._order))

    def cache_clear(self) -> None:
        """Forget every compiled signature and the statistics."""
        self._cache.clear()
        self._order.clear()
        self._fast.clear()
        self._hits = self._misses = 0
        self._warned = False

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


def module_function(module: Module, fn: str | None = None) -> Callable:
    """Function `fn` of `module` as a traceable Python function of its arguments (all but
    `%rng`, which the caller's generator supplies): calling it inlines the IR."""
    f = module.get(fn)
    rng = rng_argument(f)
    params = [(i, a) for i, a in enumerate(f.args) if i != rng]
    names = [a.name_hint or f"arg_{k + 1}" for k, (_, a) in enumerate(params)]

    def call(*args):
        found = traced_in(args)
        if not found:
            raise TypeError(f"'@{f.name}' is IR: call it through aotgrad.compile or"
                            f" aotgrad.grad")
        trace = innermost_trace(found)
        if len(args) != len(params):
            raise TraceError(f"'@{f.name}' takes {len(params)} argument"
                             f"{'s' * (len(params) != 1)} ({', '.join(names)}), got"
                             f" {len(args)}", f.loc)
        values = []
        for name, (_, a), x in zip(names, params, args):
            v = trace.value_of(x, f"argument '{name}'")
            if v.type != a.type:
                raise TraceError(f"'@{f.name}' argument '{name}' must be {a.type}, got"
                                 f" {v.type}", f.loc)
            values.append(v)
        outs = trace.call(f, values)
        return outs[0] if len(outs) == 1 else tuple(outs)
    call.__name__ = call.__qualname__ = f.name
    call.__signature__ = inspect.Signature(
        [inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD) for n in names])
    call.arg_types = [a.type for _, a in params]
    call.loc = f.loc
    call.nograd = frozenset(k for k, (i, _) in enumerate(params) if NOGRAD in f.arg_flags[i])
    return call


def compile(function: Callable | Module | None = None, /, *, fn: str | None = None,
            backend: str = "cpu", partition: str = "min_cut", memory_budget: float = 1.0,
            pipeline: str | None = None, dump_dir: str | Path | None = None,
            print_ir_after_all: bool = False, static_argnums: int | Sequence[int] = (),
            static_argnames: str | Sequence[str] = (),
            cache_size_limit: int = CACHE_SIZE_LIMIT):
    """Compile a Python function, or function `fn` of a parsed `Module`, ahead of time, per
    signature, with its forward and backward (as a decorator too: `@compile(...)`)."""
    check_backend(backend)
    options = CompileOptions(backend, partition, memory_budget, pipeline, dump_dir,
                             print_ir_after_all)
    pipeline = options.training_pipeline()      # a bad partition or budget fails here
    if options.pipeline is not None:
        parse_pipeline(pipeline)                   # and a malformed pipeline here, not later
    if isinstance(static_argnums, int):
        static_argnums = (static_argnums,)
    if isinstance(static_argnames, str):
        static_argnames = (static_argnames,)
    if cache_size_limit < 1:
        raise ValueError(f"cache_size_limit must be at least 1, got {cache_size_limit}")

    def build(module: Module, arrays: list, label: str, profile: bool = False
              ) -> CompiledModule:
        chosen = options
        if any(type(a) is DeviceArray for a in arrays):     # the tensors choose the device
            if options.backend == "interpret":
                raise RuntimeError(f"backend='interpret' runs on the host; '{label}' got"
                                   f" tensors on the cuda device (use .cpu(), or the cpu or"
                                   f" cuda backend)")
            chosen = dataclasses.replace(options, backend="cuda")
        return compile_module(module, label=label, options=dataclasses.replace(
            chosen, profile=True) if profile else chosen)

    def wrap(f: Callable | Module) -> CompiledFunction:
        if isinstance(f, Module):
            f = module_function(f, fn)
        elif fn is not None:
            raise TypeError(f"fn=name picks a function of a Module; got a {type(f).__name__}")
        return CompiledFunction(f, build, static_argnums=tuple(static_argnums),
                                static_argnames=tuple(static_argnames),
                                cache_size_limit=cache_size_limit)
    return wrap if function is None else wrap(function)


def zeros_for(types: Sequence[TensorType]) -> list[np.ndarray]:
    """Example arrays (zeros) of `types`."""
    return [np.zeros(t.shape, t.dtype.numpy) for t in types]
