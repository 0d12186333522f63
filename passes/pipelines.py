"""The named pipelines, written once: what `aotgrad compile`, `aotgrad.compile` and the golden
tests run. Composite ops are decomposed before autodiff by default, so they get gradients from
their primitives; `decompose_first=False` keeps them whole through autodiff (their own VJP rules).
"""
from __future__ import annotations

CLEANUP = "canonicalize,cse,dce"

#: tensor-level simplification only (no differentiation).
TENSOR_PIPELINE = f"{CLEANUP},decompose,{CLEANUP}"


def training_pipeline(partition: str = "min_cut", memory_budget: float = 1.0,
                      decompose_first: bool = True) -> str:
    """Decompose, differentiate, clean up, partition into forward/backward, clean up both."""
    opts = f"strategy={partition}"
    if memory_budget != 1.0:
        opts += f",memory_budget={memory_budget}"
    head = f"{CLEANUP},decompose,{CLEANUP}," if decompose_first else f"{CLEANUP},"
    tail = "" if decompose_first else f",decompose,{CLEANUP}"
    return f"{head}autodiff,{CLEANUP},partition{{{opts}}},{CLEANUP}{tail}"


#: the default pipeline of `aotgrad compile` and `aotgrad.compile`.
DEFAULT_PIPELINE = training_pipeline()
