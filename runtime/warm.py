"""The warm start: what the pass pipeline made of a traced function, kept in the disk cache, so
another process compiling the same function skips the pipeline and code generation.

In: the traced tensor-level module (printed with its source locations), the pipeline, the
backend, and the names of the programs it must give. Out: `pipeline_key(...)`, the entry's key:
the SHA-256 of that text, the pipeline, the backend, the source files of aotgrad (path, size and
modification time of each), the llvmlite version, the host CPU and the `AOTGRAD_*` settings
other than the cache's and debug's; `store(key, programs)` keeps each program's `Signature`
and the disk-cache key of its machine code (entry kind `pipelines/`, a pickle of that plain
data, behind `cache.py`'s length and checksum header); `load(key, names)` gives the programs
back as `Compiled` machine code ready to call, or None when the entry is absent, unreadable or of
another format (a damaged entry is removed by `cache.load`), or when any program's machine code
is no longer in the cache: the caller then compiles from scratch and stores a fresh entry.
What a warm start skips (the compiled IR, the passes' reports) is rebuilt on first use.
"""
from __future__ import annotations

import functools
import os
import pickle
from types import SimpleNamespace

#: bump when the payload's shape changes: entries of another format are ignored
FORMAT = 2                  # 2: `Signature` moved to `codegen/signature.py`
#: what this process did with `pipelines/` entries (as `cache.STATS` counts machine code)
STATS = SimpleNamespace(hits=0, misses=0, writes=0, corrupt=0)
_PACKAGES = ("aotgrad", "aotgrad.frontend", "aotgrad.ir", "aotgrad.passes", "aotgrad.codegen",
             "aotgrad.runtime")


@functools.cache
def source_stamp() -> str:
    """Path, size and modification time of every source file of aotgrad, as one text: an
    edited compiler never reuses what an older one made."""
    from importlib.util import find_spec
    parts: list[str] = []
    for name in _PACKAGES:
        spec = find_spec(name)
        for root in (spec.submodule_search_locations or ()) if spec else ():
            _stamp_folder(root, "", parts)
        parts.append(f"= {name}")
    return "\n".join(parts)


def _stamp_folder(folder: str, prefix: str, parts: list[str]) -> None:
    """`parts` += one line per source file under `folder`, in name order (`prefix`: its path
    relative to the package's folder)."""
    entries = sorted(os.scandir(folder), key=lambda e: e.name)
    for e in entries:
        if e.name.endswith((".py", ".lark")) and e.is_file():
            st = e.stat()
            parts.append(f"{prefix}{e.name} {st.st_size} {st.st_mtime_ns}")
    for e in entries:
        if e.is_dir() and e.name != "__pycache__":
            _stamp_folder(e.path, f"{prefix}{e.name}/", parts)


def pipeline_key(module_text: str, pipeline: str, backend: str) -> str | None:
    """The key of the warm-start entry of a traced module; None when the cache is off."""
    from ..codegen.llvm import cache
    if cache.cache_dir() is None:
        return None
    import llvmlite                 # its version only (llvmlite.binding, libLLVM, is not loaded)
    return cache.entry_key("pipeline", str(FORMAT), module_text, pipeline, backend,
                           source_stamp(), llvmlite.__version__, cache.host_id(),
                           cache.settings())


def store(key: str, programs: dict) -> bool:
    """Keep `programs` (name -> `Compiled`) under `key`: signatures and machine-code keys."""
    from ..codegen.llvm import cache
    if any(c.key is None for c in programs.values()):
        return False
    payload = {"format": FORMAT,
               "programs": {name: (c.signature, c.key) for name, c in programs.items()}}
    return cache.store("pipelines", key, pickle.dumps(payload, pickle.HIGHEST_PROTOCOL),
                       stats=STATS)


def load(key: str, names: list[str]) -> dict | None:
    """Programs `names` of the entry under `key` (name -> `Compiled`), or None (see above)."""
    from ..codegen.llvm import cache
    data = cache.load("pipelines", key, stats=STATS)
    if data is None:
        return None
    try:
        payload = pickle.loads(data)
        programs = payload["programs"] if payload.get("format") == FORMAT else None
        found = {name: programs[name] for name in names} if programs else None
    except Exception:           # another format's (or an unpicklable) payload: compile afresh
        return None
    if found is None:
        return None
    # Every program's machine code must be there and whole before any is loaded; otherwise
    # the compile from scratch finds (and counts, and replaces) what is missing or damaged.
    if any(cache.load("objects", k, stats=None, discard=False) is None
           for _, k in found.values()):
        return None
    from ..codegen.llvm.jit import load_program
    out = {}
    for name, (signature, object_key) in found.items():
        compiled = load_program(signature, object_key)
        if compiled is None:
            return None
        out[name] = compiled
    return out
