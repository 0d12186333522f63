"""What codegen may do on this host: the `AOTGRAD_OPT` switch and the native libraries.

`optimizing()` is False when the environment sets `AOTGRAD_OPT=0`: codegen then emits plain
scalar code (libm intrinsics, sequential float accumulation, serial loops) and LLVM runs at O1,
so a miscompile can be bisected. `parallel_loops()` is True under `AOTGRAD_PARALLEL=1`.
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
    """Whether parallel loops may launch threads: `AOTGRAD_PARALLEL=1`, and optimising. Off by
    default: on the 2-core machines measured (bench/RESULTS.md), a launch's join waited on
    the other processes sharing the cores, and serial loops were 1.7-1.9x faster."""
    return os.environ.get("AOTGRAD_PARALLEL", "0").strip() == "1" and optimizing()


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
