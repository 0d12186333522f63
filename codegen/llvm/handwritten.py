"""Machine code from LLVM IR written by hand (not generated from loop IR): the call trampoline
(`boxed.py`) and the row-sparse gradient kernels (`rows.py`).

`load(text, folder, stats, what)` returns `(owner, find)`: what keeps the code loaded and
`find(name)`, the address of a function by name. The code comes from the disk cache (under
`folder`, apart from the programs' `objects`, counted in `stats`) or from LLVM where the
programs' code comes from (`jit.py`); a shared library in the cache is loaded without asking
where LLVM runs (that asks for the compile process's module and the linker), and code is built
only on a miss, as the programs' code is. LLVM's, the loader's or the compile process's
refusal is raised as it comes (`IRError`, `OSError`, `RuntimeError`, `EOFError`).
"""
from __future__ import annotations

from . import cache


def key(text: str, kind: str) -> str:
    """The disk-cache key of `text`'s machine code as `kind` (`"shared"`, `"object"`): the
    text determines it, so no package version is read (`importlib.metadata` costs a warm start
    some 40 ms); LLVM's version, the host and the settings are."""
    import llvmlite                 # its version only (llvmlite.binding, libLLVM, is not loaded)
    from .options import opt_level
    return cache.entry_key("handwritten", text, str(opt_level()), kind,
                           f"llvmlite {llvmlite.__version__}", cache.host_id(), cache.settings())


def load(text: str, folder: str, stats: cache.CacheStats, what: str):
    """`(owner, find)` of the machine code of LLVM IR `text` (see above)."""
    from .jit import _apart, _build, loaded
    kind, code = "shared", cache.load(folder, key(text, "shared"), stats=None)
    if code is None:
        kind = "shared" if _apart() else "object"
        if kind == "object":
            code = cache.load(folder, key(text, kind), stats=None)
    if code is not None:
        stats.hits += 1
    else:
        stats.misses += 1
        code = _build(text, kind, what)["code"]
        cache.store(folder, key(text, kind), code, stats=stats)
    owner, find, _ = loaded(code)
    return owner, find
