"""The named pipelines, written once: what `aotgrad compile`, `aotgrad.compile` and the golden
tests run.

By default composite ops (softmax, layernorm, cross_entropy, ...) stay whole through autodiff and
partition and are decomposed afterwards: their own VJP rules read their outputs (softmax's
backward is `y * (g - sum(g * y))`), where differentiating the decomposition would also
differentiate the max subtracted for stability (a gradient that sums to zero but costs a
tie-splitting mask per row). `decompose_first=True` differentiates the primitives instead.
"""
from __future__ import annotations

from .manager import PipelineError

#: the strategies of `partition{strategy=...}`.
STRATEGIES = ("default", "min_cut")

CLEANUP = "canonicalize,cse,dce"

#: tensor-level simplification only (no differentiation).
TENSOR_PIPELINE = f"{CLEANUP},decompose,{CLEANUP}"

#: from a traced or parsed function to its joint forward+backward function.
JOINT_PIPELINE = f"{CLEANUP},autodiff,{CLEANUP}"

#: what each partitioned module goes through before a backend sees it: no autodiff follows, so
#: composites decompose to what computes their values cheapest (`decompose{differentiable=false}`).
AFTER_PARTITION = f"{CLEANUP},decompose{{differentiable=false}},{CLEANUP}"

#: a function without gradients: simplification, the cheapest decompositions.
INFERENCE_TENSOR_PIPELINE = AFTER_PARTITION


#: tensor functions become loop-level programs: kernels, fused, over one planned arena, each
#: distinct kernel once.
LOOP_PIPELINE = "lower,fuse,buffer-reuse,dedupe-kernels"

#: the same for the GPU: a reduction that keeps the innermost axis is one loop per output
#: column (one thread per column, neighbouring threads reading neighbouring columns), not
#: the CPU's column blocks (a few threads each keeping a block of accumulators); reduced axes
#: apart are one flat loop (a block's threads split it), not the CPU's loop per run of
#: adjacent axes; col2im gathers (one thread per image element, no atomics), where the CPU's
#: scatters the columns in order.
CUDA_LOOP_PIPELINE = ("lower{column_reductions=per_column,fold=gather,reduced_axes=flat},fuse,"
                      "buffer-reuse,dedupe-kernels")


#: what the CPU runs between the partition and the loops: a backward returns an embedding
#: table's gradient as its rows and ids, which the runtime keeps row-sparse (the GPU's keeps
#: the dense scatter: its gradients stay on the device, where the runtime's rows are not).
CPU_BACKWARD = "row-sparse-grads"


def loop_pipeline(backend: str = "cpu") -> str:
    """The loop-level pipeline a backend runs (`cuda` has its own lowering of reductions)."""
    return CUDA_LOOP_PIPELINE if backend == "cuda" else LOOP_PIPELINE


def training_pipeline(partition: str = "min_cut", memory_budget: float = 1.0,
                      decompose_first: bool = False, loops: bool = True,
                      backend: str = "cpu") -> str:
    """Differentiate, partition into forward/backward, decompose composites, clean up; then
    (unless `loops=False`, what the reference interpreter runs) on the CPU return embedding
    tables' gradients as rows (`row-sparse-grads`), and lower, fuse and plan memory for
    `backend`."""
    check_partition_options(partition, memory_budget)
    opts = f"strategy={partition}"
    if memory_budget != 1.0:
        opts += f",memory_budget={memory_budget}"
    if decompose_first:
        tensor = f"{TENSOR_PIPELINE},autodiff,{CLEANUP},partition{{{opts}}},{CLEANUP}"
    else:
        tensor = f"{JOINT_PIPELINE},partition{{{opts}}},{AFTER_PARTITION}"
    if not loops:
        return tensor
    if backend == "cpu":
        tensor = f"{tensor},{CPU_BACKWARD}"
    return f"{tensor},{loop_pipeline(backend)}"


def check_partition_options(strategy: str, memory_budget: float) -> None:
    """Refuse an unknown partition strategy or a memory budget outside [0, 1] (a
    `PipelineError`): when `partition{...}` is parsed, and when `training_pipeline` is asked for
    one (`aotgrad.compile(partition=..., memory_budget=...)` fails there, before any compile)."""
    if strategy not in STRATEGIES:
        raise PipelineError(f"partition strategy must be one of {', '.join(STRATEGIES)}, "
                            f"got '{strategy}'")
    if not 0.0 <= memory_budget <= 1.0:
        raise PipelineError(f"partition memory_budget must be in [0, 1], got {memory_budget}")
    if strategy == "default" and memory_budget != 1.0:
        raise PipelineError("partition memory_budget applies to strategy=min_cut only")


def inference_pipeline(loops: bool = True, backend: str = "cpu") -> str:
    """A function without gradients: simplify and decompose (then lower, fuse, plan)."""
    tensor = INFERENCE_TENSOR_PIPELINE
    return f"{tensor},{loop_pipeline(backend)}" if loops else tensor


#: the default pipeline of `aotgrad compile` and `aotgrad.compile` (`backend="cpu"`).
DEFAULT_PIPELINE = training_pipeline()

#: the default pipeline up to the partitioned, decomposed tensor functions.
TENSOR_TRAINING_PIPELINE = training_pipeline(loops=False)
