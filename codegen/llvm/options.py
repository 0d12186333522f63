"""What codegen may do on this host: the `AOTGRAD_OPT` switch and the native libraries.

`optimizing()` is False when the environment sets `AOTGRAD_OPT=0`: codegen then emits plain
scalar code (libm intrinsics, sequential float accumulation, serial loops) and LLVM runs at O1,
so a miscompile can be bisected. `parallel_loops()` is False under `AOTGRAD_PARALLEL=0`.
Both are read each time codegen decides, never cached.
`library(name)` loads a shared library into the process for the JIT's symbol resolution
(`libmvec.so.1`, `libgomp.so.1`) and says whether it is there. `host_features()` is the set
of the host CPU's enabled features (`avx2`, `avx512f`, ...), as LLVM names them.
"""
from __future__ import annotations

import functools
import os

import llvmlite.binding as llvm


def optimizing() -> bool:
    """False when `AOTGRAD_OPT=0` (no vector math, no parallel loops, no reassociation)."""
    return os.environ.get("AOTGRAD_OPT", "1").strip() != "0"


def parallel_loops() -> bool:
    """Whether parallel loops may launch threads: optimising, unless `AOTGRAD_PARALLEL=0`.
    On by default: on a quiet 2-core machine the row kernels of layernorm + softmax ran 1.75x
    faster on both cores (bench/RESULTS.md); `AOTGRAD_PARALLEL=0` keeps every loop serial,
    for machines whose cores are taken by other work (a launch's join waits on the slowest
    thread)."""
    return os.environ.get("AOTGRAD_PARALLEL", "1").strip() != "0" and optimizing()


def opt_level() -> int:
    """LLVM's optimisation level: 3, or 1 under `AOTGRAD_OPT=0`."""
    return 3 if optimizing() else 1


@functools.cache
def library(name: str) -> bool:
    """Loads shared library `name` for the JIT; False when it cannot be loaded."""
    try:
        llvm.load_library_permanently(name)
    except RuntimeError:
        return False
    return True


@functools.cache
def host_features() -> frozenset[str]:
    """The host CPU's enabled features, as LLVM names them."""
    llvm.initialize_native_target()
    return frozenset(k for k, on in llvm.get_host_cpu_features().items() if on)
