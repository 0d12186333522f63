"""The named pipelines, written once: what `aotgrad compile`, `aotgrad.compile` and the golden
tests run.

By default composite ops (softmax, layernorm, cross_entropy, ...) stay whole through autodiff and
partition and are decomposed afterwards: their own VJP rules read their outputs (softmax's
backward is `y * (g - sum(g * y))`), where differentiating the decomposition would also
differentiate the max subtracted for stability (a gradient that sums to zero but costs a
tie-splitting mask per row). `decompose_first=True` differentiates the primitives instead.
"""
from __future__ import annotations

CLEANUP = "canonicalize,cse,dce"

#: tensor-level simplification only (no differentiation).
TENSOR_PIPELINE = f"{CLEANUP},decompose,{CLEANUP}"

#: from a traced or parsed function to its joint forward+backward function.
JOINT_PIPELINE = f"{CLEANUP},autodiff,{CLEANUP}"

#: what each partitioned module goes through before a backend sees it.
AFTER_PARTITION = f"{CLEANUP},decompose,{CLEANUP}"


def training_pipeline(partition: str = "min_cut", memory_budget: float = 1.0,
                      decompose_first: bool = False) -> str:
    """Differentiate, partition into forward/backward, decompose composites, clean up."""
    opts = f"strategy={partition}"
    if memory_budget != 1.0:
        opts += f",memory_budget={memory_budget}"
    if decompose_first:
        return f"{TENSOR_PIPELINE},autodiff,{CLEANUP},partition{{{opts}}},{CLEANUP}"
    return f"{JOINT_PIPELINE},partition{{{opts}}},{AFTER_PARTITION}"


#: the default pipeline of `aotgrad compile` and `aotgrad.compile`.
DEFAULT_PIPELINE = training_pipeline()
