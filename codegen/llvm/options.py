"""What codegen may do on this host: the `AOTGRAD_OPT` switch and the native libraries.

`optimizing()` is False when the environment sets `AOTGRAD_OPT=0`: codegen then emits plain
scalar code (libm intrinsics, sequential float accumulation, serial loops) and LLVM runs at O1,
so a miscompile can be bisected. `parallel_loops()` is False under `AOTGRAD_PARALLEL=0`;
`parallel_everywhere()` is True under `AOTGRAD_PARALLEL=all` (programs that call a BLAS too).
Both are read each time codegen decides, never cached.
`library(name)` loads a shared library into the process, globally, for generated code's
symbols (`LIBMVEC`, `LIBGOMP`) and says whether it is there; `find_blas()` loads the BLAS that
numpy ships, globally, and finds its gemms. `host_features()` is the
set of the host CPU's enabled features (`avx2`, `avx512f`, ...), as LLVM names them.
"""
from __future__ import annotations

import ctypes
import functools
import glob
import os
from dataclasses import dataclass

import numpy as np

from ...ir.types import DType

LIBMVEC = "libmvec.so.1"
LIBGOMP = "libgomp.so.1"


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


def parallel_everywhere() -> bool:
    """`AOTGRAD_PARALLEL=all`: a program that calls a BLAS on one thread launches its loops
    and splits its large gemms over the team too (`program.build_programs`). Not the default:
    next to another runtime's spinning threads (PyTorch's, in the same process) a LeNet step
    took 12.5-15 ms that way against 10.2 ms on one thread (2-core machine)."""
    return os.environ.get("AOTGRAD_PARALLEL", "1").strip().lower() == "all" and optimizing()


def opt_level() -> int:
    """LLVM's optimisation level: 3, or 1 under `AOTGRAD_OPT=0`."""
    return 3 if optimizing() else 1


#: the libraries loaded, held open until the process ends (see `library`).
_HELD: dict[str, ctypes.CDLL] = {}

#: environment a library reads once, when it is loaded, unless the user set it: libgomp's
#: threads sleep at a join instead of spinning there for ~10 ms. Spinning, the calling
#: thread kept its core while the other threads of its team waited for one, whenever
#: other work took the rest of the cores: a parallel sum of 4M floats took 8-16 ms
#: instead of 1 ms on 2 busy cores (0.9 ms passive).
LOAD_SETTINGS = {LIBGOMP: {"OMP_WAIT_POLICY": "PASSIVE"}}


@functools.cache
def library(name: str) -> bool:
    """Loads shared library `name` globally for generated code; False when it cannot be
    loaded. The handle is held through ctypes, which never closes it: were it closed at exit
    (llvmlite closes the libraries it loaded), libgomp's threads, still spinning after a
    parallel loop (or always, under `OMP_WAIT_POLICY=ACTIVE`), would run on in unmapped code
    and crash the process. The
    library's `LOAD_SETTINGS` are in the environment only while it loads, so that other
    libraries (PyTorch's own OpenMP runtime, say) never see them."""
    added = {k: v for k, v in LOAD_SETTINGS.get(name, {}).items() if k not in os.environ}
    os.environ.update(added)
    try:
        path = system_path(name) if name in OWN_COPY else None
        _HELD[name] = ctypes.CDLL(path or name, mode=os.RTLD_NOW | os.RTLD_GLOBAL)
    except OSError:
        return False
    finally:
        for k in added:
            del os.environ[k]
    return True


#: libraries loaded by their path, so that the process gets a copy of its own, with
#: `LOAD_SETTINGS`, even where another copy is loaded: PyTorch ships its own libgomp.so.1 and
#: loads it first when imported first; found by that name, it was PyTorch's (its threads
#: spinning at a join), and a LeNet step with parallel loops took 176 ms, not 18 ms, on a
#: loaded 2-core machine. Two OpenMP runtimes in one process is what happens anyway when
#: PyTorch is imported after aotgrad.
OWN_COPY = (LIBGOMP,)

#: where the system's shared libraries are, in the dynamic loader's order of search.
LIBRARY_DIRS = ("/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu",
                "/usr/lib/aarch64-linux-gnu", "/lib64", "/usr/lib64", "/lib", "/usr/lib")


def system_path(name: str) -> str | None:
    """The path of library `name` in `LD_LIBRARY_PATH`'s folders or the system's, or None."""
    folders = [d for d in os.environ.get("LD_LIBRARY_PATH", "").split(":") if d]
    for folder in folders + list(LIBRARY_DIRS):
        path = os.path.join(folder, name)
        if os.path.exists(path):
            return path
    return None


def address_in(name: str, symbol: str) -> int:
    """The address of `symbol` in library `name` as `library` loaded it (0: not loaded)."""
    lib = _HELD.get(name)
    return ctypes.cast(getattr(lib, symbol), ctypes.c_void_p).value if lib is not None else 0


def loaded_libraries() -> list[str]:
    """The names of the libraries `library` has loaded."""
    return list(_HELD)


@functools.cache
def host_features() -> frozenset[str]:
    """The host CPU's enabled features, as LLVM names them (from wherever LLVM runs)."""
    from .compile_process import host
    return frozenset(host()["features"])


#: cblas symbol names to look for, in order of preference: (sgemm, dgemm), 64-bit integers.
_GEMMS = [("scipy_cblas_sgemm64_", "scipy_cblas_dgemm64_"), ("cblas_sgemm64_", "cblas_dgemm64_")]


#: OpenBLAS's thread-count query, by the prefix of its gemm symbols.
_THREADS = {"scipy_cblas_": "scipy_openblas_get_num_threads64_",
            "cblas_": "openblas_get_num_threads64_"}


@dataclass(frozen=True)
class Blas:
    """A loaded BLAS: where it is, per dtype the gemm's symbol and address, and its
    thread-count query (None when it has none)."""

    path: str
    gemm: dict[DType, tuple[str, int]]
    get_threads: object = None

    def threads(self) -> int:
        """How many threads its gemms run on now (0: unknown, more than one assumed)."""
        return int(self.get_threads()) if self.get_threads is not None else 0


@functools.cache
def find_blas() -> Blas | None:
    """The BLAS that numpy ships, loaded; None when there is none to be found."""
    site = os.path.dirname(os.path.dirname(np.__file__))
    for path in sorted(glob.glob(os.path.join(site, "numpy.libs", "*openblas*"))):
        try:
            lib = ctypes.CDLL(path, mode=os.RTLD_NOW | os.RTLD_GLOBAL)
        except OSError:
            continue
        for names in _GEMMS:
            try:
                fns = [getattr(lib, n) for n in names]
            except AttributeError:
                continue
            addresses = [ctypes.cast(fn, ctypes.c_void_p).value for fn in fns]
            query = getattr(lib, _THREADS[names[0][:names[0].index("sgemm")]], None)
            return Blas(path, dict(zip((DType.f32, DType.f64), zip(names, addresses))), query)
    return None
