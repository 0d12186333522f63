"""Machine code as a shared library, loaded with `dlopen`: no LLVM in the running process.

In: the bytes of a shared library that `machine.link` made. Out: `load(code)` -> the loaded
library (a `ctypes.CDLL`; it stays loaded while referenced, and ctypes never unloads it), and
`address(library, symbol)`. `is_shared(code)` tells such bytes from a relocatable object (the ELF
header's type). The library's undefined symbols (libm's and libmvec's functions, libgomp's,
the BLAS gemms) resolve against the libraries `runtime_libraries()` loaded globally first.
The bytes are written to a file of this process in the cache's `code/` folder (or the system's
temporary folder when the cache is off), loaded, and the file removed at once.
"""
from __future__ import annotations

import ctypes
import itertools
import os
import tempfile

from . import cache

_ET_DYN = 3                          # e_type of an ELF shared object
_COUNT = itertools.count()


def is_shared(code: bytes) -> bool:
    """Whether `code` is an ELF shared library (rather than a relocatable object)."""
    return code[:4] == b"\x7fELF" and int.from_bytes(code[16:18], "little") == _ET_DYN


def runtime_libraries() -> None:
    """Loads, globally, the libraries generated code may call: libmvec, libgomp (with its
    load-time settings, `options.LOAD_SETTINGS`) and the BLAS numpy ships."""
    from .options import LIBGOMP, LIBMVEC, find_blas, library
    for name in (LIBMVEC, LIBGOMP):
        library(name)
    find_blas()


def _folders() -> list[str]:
    folders = []
    root = cache.cache_dir()
    if root is not None:
        folders.append(str(root / "code"))
    return folders + [tempfile.gettempdir()]


def load(code: bytes) -> ctypes.CDLL:
    """The shared library `code`, loaded (`OSError` when no folder lets it be loaded)."""
    runtime_libraries()
    error: OSError | None = None
    for folder in _folders():
        path = os.path.join(folder, f"aotgrad-{os.getpid()}-{next(_COUNT)}.so")
        try:
            os.makedirs(folder, exist_ok=True)
            with open(path, "wb") as f:
                f.write(code)
            return ctypes.CDLL(path, mode=os.RTLD_NOW | os.RTLD_LOCAL)
        except OSError as e:            # unwritable, or mounted without execution: the next
            error = e
        finally:
            try:
                os.remove(path)
            except OSError:
                pass
    raise error


def address(library: ctypes.CDLL, symbol: str) -> int:
    """The address of `symbol` (a function or a global) in `library`; 0 when it has none."""
    try:
        return ctypes.cast(library[symbol], ctypes.c_void_p).value or 0
    except AttributeError:
        return 0
