"""`aot_function`, as in functorch: user compilers for the forward and the backward.

`aot_function(fn, fw_compiler, bw_compiler, partition_fn)` returns a `CompiledFunction`. For
each new signature it traces `fn`, builds the joint function (`JOINT_PIPELINE`), splits it with
`partition_fn(joint_module) -> (fw_module, bw_module)` (default: `min_cut_partition`),
decomposes composites in both (`AFTER_PARTITION`) and calls
`fw_compiler(fw_module, example_inputs)` with the call's arrays, then
`bw_compiler(bw_module, example_inputs)` with zeros of the backward's argument types (the saved
values are not known before the forward runs). A compiler returns a callable on numpy arrays
(a tuple of arrays out), or a `Module`, which is then run by the reference interpreter, as
PyTorch accepts an fx module back. `bw_compiler` defaults to `fw_compiler`; both default to the
project's backend. With no input requiring grad, only the forward is compiled.
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from ..ir.core import Module
from ..passes.autodiff import differentiable_args
from ..passes.pipelines import AFTER_PARTITION, JOINT_PIPELINE, TENSOR_PIPELINE
from .aliasing import fresh_outputs
from .backend import as_executable, executable
from .compiler import CompiledModule, check_partition, checked, label_checks, zeros_for
from .function import CompiledFunction
from .pipeline import run_passes

Compiler = Callable[[Module, Sequence[np.ndarray]], Callable]


def default_compiler(module: Module, example_inputs: Sequence[np.ndarray]) -> Callable:
    """The project's backend (`cpu`) for the module's function."""
    return executable(module)


def partition_with_report(joint_module: Module, strategy: str = "min_cut",
                          memory_budget: float = 1.0):
    """(forward module, backward module, report) of the joint function of `joint_module`."""
    from ..passes.partition import partition_function   # a pass: imported when first run
    forward, backward, report = partition_function(joint_module.get(), strategy, memory_budget)
    return Module([forward]), Module([backward]), report


def min_cut_partition(joint_module: Module) -> tuple[Module, Module]:
    """Split a joint module by a minimum cut (recomputing cheap values in the backward)."""
    return partition_with_report(joint_module, "min_cut")[:2]


def default_partition(joint_module: Module) -> tuple[Module, Module]:
    """Split a joint module saving every forward value the backward reads."""
    return partition_with_report(joint_module, "default")[:2]


def _build(module: Module, example_inputs: list, fw_compiler: Compiler, bw_compiler: Compiler,
           partition_fn: Callable | None) -> CompiledModule:
    f = module.get()
    grad_args = differentiable_args(f)
    outputs = list(f.result_types)
    if not grad_args:
        fw_module = run_passes(module, TENSOR_PIPELINE)
        forward = as_executable(fw_compiler(fw_module, example_inputs), fw_module)
        return CompiledModule(f.name, checked(fresh_outputs(forward, f), label_checks(f)), None,
                              outputs, [], fw_module)
    joint = run_passes(module, JOINT_PIPELINE)
    if partition_fn is None:
        fw_module, bw_module, report = partition_with_report(joint)
    else:
        (fw_module, bw_module), report = partition_fn(joint), None
    fw_module = run_passes(fw_module, AFTER_PARTITION)
    bw_module = run_passes(bw_module, AFTER_PARTITION)
    fw, bw = fw_module.get(), bw_module.get()
    check_partition(fw, bw, len(outputs), len(grad_args))
    forward = checked(fresh_outputs(as_executable(fw_compiler(fw_module, example_inputs),
                                                  fw_module), f), label_checks(f))
    backward = as_executable(bw_compiler(bw_module, zeros_for(bw.arg_types)), bw_module)
    return CompiledModule(f.name, forward, backward, outputs, grad_args, Module([fw, bw]), report)


def aot_function(fn: Callable, fw_compiler: Compiler | None = None,
                 bw_compiler: Compiler | None = None,
                 partition_fn: Callable[[Module], tuple[Module, Module]] | None = None
                 ) -> CompiledFunction:
    """Compile `fn` per signature with user compilers for its forward and backward modules."""
    fw_compiler = fw_compiler or default_compiler
    bw_compiler = bw_compiler or fw_compiler

    def build(module: Module, example_inputs: list, label: str, profile: bool = False
              ) -> CompiledModule:
        # the user's compilers make the executables: profiled, their calls are Python rows
        return _build(module, example_inputs, fw_compiler, bw_compiler, partition_fn)
    return CompiledFunction(fn, build)
