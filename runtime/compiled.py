"""Compiled functions: `aotgrad.compile`, and `compile_module` for IR that is already built.

`compile_module(module)` runs the training pipeline (`passes/pipelines.py`) over a function,
which leaves `@f_forward(primals...) -> (outs..., saved...)` and `@f_backward(saved...,
tangents...) -> grads` (one tangent per output; one gradient per differentiable argument, see
`passes.autodiff.differentiable_args`), and makes both executable with the chosen backend. A
function with no differentiable argument gets the inference pipeline and a forward only.

`compile(fn)` wraps a Python function in a `CompiledFunction`: each call's signature (shape,
dtype and requires_grad of every argument) is looked up in a cache; a new signature traces `fn`
(arguments that need no grad are flagged `nograd`) and compiles it once. Tensors in give Tensors
out, numpy arrays and numbers in give numpy arrays out. Outputs of a call with inputs that require
grad point at one backward `Node`: `.backward()` on one of them runs the compiled backward with
zero tangents for the other outputs, and accumulates into the inputs' `.grad`.
"""
from __future__ import annotations

import functools
from collections import namedtuple
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from ..frontend.tracer import example_types, trace_function, traced_in
from ..ir.core import Function, IRError, Module
from ..ir.types import TensorType
from ..passes.autodiff import NOGRAD, differentiable_args
from ..passes.manager import parse_pipeline
from ..passes.pipelines import TENSOR_PIPELINE, training_pipeline
from .autograd import Node, call_watch
from .backend import Executable, check_backend, executable
from .debug import compile_pipeline
from .tensor import Tensor

#: passes that only make sense with gradients: dropped from a user pipeline for inference.
TRAINING_ONLY = ("autodiff", "partition")

CacheInfo = namedtuple("CacheInfo", ["hits", "misses", "size"])


@dataclass(frozen=True)
class CompileOptions:
    """The options of `aotgrad.compile`; `pipeline` replaces the training pipeline."""

    backend: str = "cpu"
    partition: str = "min_cut"
    memory_budget: float = 1.0
    pipeline: str | None = None
    dump_dir: str | Path | None = None
    print_ir_after_all: bool = False

    def training_pipeline(self) -> str:
        return self.pipeline or training_pipeline(self.partition, self.memory_budget)

    def inference_pipeline(self) -> str:
        if self.pipeline is None:
            return TENSOR_PIPELINE
        return ",".join(str(p) for p in parse_pipeline(self.pipeline)
                        if p.pass_name not in TRAINING_ONLY)


@dataclass
class CompiledModule:
    """One function compiled for one signature: its forward and, with gradients, backward."""

    name: str
    forward: Executable                  # primals -> outs (+ saved when there is a backward)
    backward: Executable | None          # saved..., tangents... -> one grad per `grad_args`
    output_types: list[TensorType]
    grad_args: list[int]                 # argument indices that get gradients, in order
    module: Module                       # the compiled IR
    report: object | None = None         # the partition report, when partitioned

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
                   **kwargs) -> CompiledModule:
    """Compile function `fn` of `module` (the last by default); kwargs are `CompileOptions`."""
    options = options or CompileOptions(**kwargs)
    f = module.get(fn)
    source = Module([f])
    grad_args = differentiable_args(f)
    pipeline = options.training_pipeline() if grad_args else options.inference_pipeline()
    out, ctx = compile_pipeline(source, pipeline, print_ir_after_all=options.print_ir_after_all,
                                dump_dir=options.dump_dir)
    if not grad_args:
        return CompiledModule(f.name, executable(out, f.name, options.backend), None,
                              list(f.result_types), [], out)
    fw, bw = _forward_backward(out, f, pipeline)
    report = ctx.reports.get("partition", [None])[-1]
    return CompiledModule(f.name, executable(out, fw.name, options.backend),
                          executable(out, bw.name, options.backend), list(f.result_types),
                          grad_args, out, report)


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


def signature_of(args: Sequence) -> tuple[tuple[TensorType, bool], ...]:
    """(type, requires_grad) of each argument of a compiled function: the cache key."""
    return tuple((t, isinstance(a, Tensor) and a.requires_grad)
                 for a, t in zip(args, example_types(args)))


def _array(x, t: TensorType) -> np.ndarray:
    return x.data if isinstance(x, Tensor) else np.asarray(x, dtype=t.dtype.numpy)


BuildFn = Callable[[Module, list], CompiledModule]


class CompiledFunction:
    """A Python function compiled per signature; call it like the function."""

    def __init__(self, fn: Callable, build: BuildFn):
        functools.update_wrapper(self, fn, updated=())
        self.fn = fn
        self._build = build
        self._cache: dict[tuple, _Entry] = {}
        self._hits = self._misses = 0
        self._last: CompiledModule | None = None

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError(f"compiled '{self.__name__}' takes tensors by position only;"
                            f" got keyword arguments {', '.join(kwargs)}")
        if traced_in(args):
            return self.fn(*args)           # inside a trace (e.g. under grad): trace through
        key = signature_of(args)
        arrays = [_array(a, t) for a, (t, _) in zip(args, key)]
        entry = self._cache.get(key)
        if entry is None:
            self._misses += 1
            entry = self._cache[key] = self._compile(key, arrays)
        else:
            self._hits += 1
        return self._run(entry, args, arrays)

    def _compile(self, key: tuple, arrays: list) -> _Entry:
        trace, single = trace_function(self.fn, [t for t, _ in key])
        f = trace.function
        f.arg_flags = [flags if requires_grad else flags | {NOGRAD}
                       for flags, (_, requires_grad) in zip(f.arg_flags, key)]
        compiled = self._build(Module([f]), arrays)
        self._last = compiled
        return _Entry(compiled, single)

    def _run(self, entry: _Entry, args: tuple, arrays: list):
        c = entry.compiled
        results = c.forward(*arrays)
        n = len(c.output_types)
        node = None
        if c.backward is not None:
            inputs = [args[i] for i in c.grad_args]
            node = Node(c.name, c.backward, results[n:], inputs, c.output_types, range(n),
                        watch=call_watch(self.fn, c.name, args, arrays, results[:n]))
        if any(isinstance(a, Tensor) for a in args):
            outs = [Tensor.wrap(y, node if node and t.dtype.is_float else None, i)
                    for i, (y, t) in enumerate(zip(results[:n], c.output_types))]
        else:
            outs = list(results[:n])
        return outs[0] if entry.single else tuple(outs)

    def cache_info(self) -> CacheInfo:
        """Cache statistics: hits, misses and the number of compiled signatures."""
        return CacheInfo(self._hits, self._misses, len(self._cache))

    def cache_clear(self) -> None:
        """Forget every compiled signature and the statistics."""
        self._cache.clear()
        self._hits = self._misses = 0

    def partition_report(self):
        """The partitioner's report for the most recently compiled signature (None if none)."""
        return self._last.report if self._last else None

    @property
    def compiled(self) -> CompiledModule | None:
        """The most recently compiled signature's `CompiledModule` (its IR is `.module`)."""
        return self._last


def compile(fn: Callable | None = None, *, backend: str = "cpu", partition: str = "min_cut",
            memory_budget: float = 1.0, pipeline: str | None = None,
            dump_dir: str | Path | None = None, print_ir_after_all: bool = False):
    """Decorator: compile `fn` ahead of time, per signature, with its forward and backward."""
    check_backend(backend)
    options = CompileOptions(backend, partition, memory_budget, pipeline, dump_dir,
                             print_ir_after_all)
    parse_pipeline(options.training_pipeline())    # a malformed pipeline fails here, not later

    def wrap(f: Callable) -> CompiledFunction:
        return CompiledFunction(f, lambda module, arrays: compile_module(module, options=options))
    return wrap if fn is None else wrap(fn)


def zeros_for(types: Sequence[TensorType]) -> list[np.ndarray]:
    """Example arrays (zeros) of `types`."""
    return [np.zeros(t.shape, t.dtype.numpy) for t in types]
