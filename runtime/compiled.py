"""`aotgrad.compile`: a Python function, or a function of a parsed `Module`, compiled ahead of
time, per signature, with its forward and backward.

A compiled function goes one way through the runtime: capture (`frontend/tracer.py` traces it,
`runtime/guards.py` keys and guards what it read, `runtime/segments.py` splits it at graph
breaks), compile (`runtime/compiler.py`: the pass pipeline of `runtime/pipeline.py`, the
backends of `runtime/backend.py`, the disk cache's warm start of `runtime/warm.py`), run
(`runtime/entry.py`: the executables and the call's autograd node). `runtime/function.py` holds
the per-signature cache that ties them (`CompiledFunction`), and the segment cache of a function
with graph breaks. `compile_module`, `CompileOptions` and `CompiledModule` are re-exported from
here.
"""
from __future__ import annotations

import dataclasses
import inspect
from pathlib import Path
from typing import Callable, Sequence

from ..frontend.tracer import TraceError, innermost_trace, traced_in
from ..ir.core import Module
from ..ir.tensor import rng_argument
from ..passes.autodiff import NOGRAD
from ..passes.manager import parse_pipeline
from .backend import check_backend
from .compiler import CompiledModule, CompileOptions, compile_module
from .device import DeviceArray
from .function import CACHE_SIZE_LIMIT, CacheInfo, CompiledFunction, RecompileWarning

__all__ = ["compile", "module_function", "CompiledFunction", "CompiledModule", "CompileOptions",
           "compile_module", "CacheInfo", "RecompileWarning"]


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
            cache_size_limit: int = CACHE_SIZE_LIMIT, fullgraph: bool = False,
            cuda_graphs: bool | None = None):
    """Compile a Python function, or function `fn` of a parsed `Module`, ahead of time, per
    signature, with its forward and backward (as a decorator too: `@compile(...)`); a read
    of a traced value in Python is a graph break, or an error with `fullgraph=True`.
    `cuda_graphs`: on the GPU, replay each program's launches as a CUDA graph (False: never;
    None: as `aotgrad.backends.cuda.graphs` says, by default where it pays)."""
    check_backend(backend)
    options = CompileOptions(backend, partition, memory_budget, pipeline, dump_dir,
                             print_ir_after_all, cuda_graphs=cuda_graphs)
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
                                cache_size_limit=cache_size_limit, fullgraph=fullgraph)
    return wrap if function is None else wrap(function)
