"""Backends: how one function of a tensor-level module becomes something to call on arrays.

`executable(module, fn, backend)` is the one dispatch: every compiled forward and backward is
made here, so a faster backend is one more row in `BACKENDS`. An executable takes numpy arrays
(one per argument) and returns a tuple of arrays (one per result). `cpu` runs a loop-level
program as machine code (`runtime/cpu.py`), lowering a tensor-level function first;
`interpret` runs the reference interpreter on either level.
`as_executable` adapts what a user compiler returns (a callable, or a `Module`) to that contract.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from ..ir.core import Module
from ..ir.interpret import interpret

Executable = Callable[..., tuple]


def _interpreted(module: Module, fn: str | None, saved_from: int | None = None,
                 profile: bool = False) -> Executable:
    f = module.get(fn)

    def run(*arrays):
        return interpret(module, *arrays, fn=f.name)
    run.__name__ = f.name
    return run


def _machine_code(module: Module, fn: str | None, saved_from: int | None = None,
                  profile: bool = False) -> Executable:
    from .cpu import CpuProgram, ProfiledProgram      # LLVM only where machine code is made
    f = module.get(fn)
    if f.kind != "program":         # a tensor function (a pipeline without `lower`): lower it
        from ..passes.manager import run_pipeline
        from ..passes.pipelines import LOOP_PIPELINE
        module = run_pipeline(Module([f]), LOOP_PIPELINE)
    return ProfiledProgram(module, f.name) if profile else CpuProgram(module, f.name)


def _machine_codes(module: Module, fns: list[str], saved_from: int | None = None,
                   profile: bool = False) -> list[Executable]:
    """The programs `fns` of a loop-level `module` as machine code, made together: LLVM
    compiles one while the next one's LLVM IR is generated (`jit.compile_programs`)."""
    from ..codegen.llvm.jit import compile_programs
    from .cpu import CpuProgram
    from .debug import debug_level
    if profile or any(module.get(fn).kind != "program" for fn in fns):
        return [_machine_code(module, fn, profile=profile) for fn in fns]
    made = compile_programs(module, fns, keep_optimized=debug_level() >= 5)
    return [CpuProgram(module, fn, compiled=c) for fn, c in zip(fns, made)]


def _cuda(module: Module, fn: str | None, saved_from: int | None = None,
          profile: bool = False) -> Executable:
    from .cuda import cuda_executable        # PyCUDA only where the cuda backend is asked for
    if saved_from is None:
        return cuda_executable(module, fn, profile=profile)
    n = len(module.get(fn).result_types)
    return cuda_executable(module, fn, keep_on_device=range(saved_from, n), profile=profile)


#: backend name -> builds the executable of one function of a module (`profile`: timed for
#: `aotgrad.profiler`; the interpreter has nothing to time).
BACKENDS: dict[str, Callable[[Module, str | None, int | None, bool], Executable]] = {
    "cpu": _machine_code,
    "cuda": _cuda,
    "interpret": _interpreted,
}


#: backend name -> builds the executables of several functions of a module at once (the
#: forward's saved results are those from `saved_from` on); a backend without a row builds
#: each with its `BACKENDS` row.
BATCHES: dict[str, Callable[[Module, list[str], int | None, bool], list[Executable]]] = {
    "cpu": _machine_codes,
}


def check_backend(backend: str) -> None:
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r} (backends: {', '.join(BACKENDS)})")


def executable(module: Module, fn: str | None = None, backend: str = "cpu",
               saved_from: int | None = None, profile: bool = False) -> Executable:
    """Function `fn` of `module` (the last one by default) compiled by `backend`. For a
    forward, `saved_from` is the index of its first saved result: a device backend keeps
    those results in device memory for the backward (`cuda`); the others return arrays.
    `profile`: code that times its kernels for `aotgrad.profiler` (`runtime/profiler.py`)."""
    check_backend(backend)
    return BACKENDS[backend](module, fn, saved_from, profile)


def as_executable(compiled, module: Module) -> Executable:
    """What a user compiler returned (a callable, or a Module to interpret) as an executable."""
    run = executable(compiled, backend="interpret") if isinstance(compiled, Module) else compiled
    if not callable(run):
        raise TypeError(f"a compiler for '@{module.get().name}' must return a callable or a"
                        f" Module, got {type(run).__name__}")

    def call(*arrays):
        out = run(*arrays)
        if not isinstance(out, (tuple, list)):
            out = (out,)
        return tuple(np.asarray(x.numpy() if hasattr(x, "numpy") else x) for x in out)
    return call


def executables(module: Module, fns: list[str], backend: str = "cpu",
                saved_from: int | None = None, profile: bool = False) -> list[Executable]:
    """`executable` of each of `fns` (`saved_from` applies to the first, a forward), made
    together where the backend can (`BATCHES`: the cpu backend's LLVM compiles a forward
    while the backward is generated)."""
    check_backend(backend)
    batch = BATCHES.get(backend)
    if batch is not None:
        return batch(module, list(fns), saved_from, profile)
    return [BACKENDS[backend](module, fn, saved_from if k == 0 else None, profile)
            for k, fn in enumerate(fns)]
