"""The one trampoline every program's call goes through: data pointers read by machine code.

In: nothing (the code is the same for every program). Out: `trampoline()`, the address of

    void aotgrad_boxed(ptr entry, ptr arena, ptr items, i64 n, i64 data_offset)

which reads the data pointer of each of the `n` array objects at `items` (a tuple's item
array: one object pointer each), from `data_offset` bytes into the object, into slots on its
own stack, then calls `entry(slots, arena)`: a program's entry point (`program.py`). Reading
`n` pointers costs nanoseconds here, against a few hundred each in Python. The offsets
describe the Python objects of the running process and are found by the runtime
(`runtime/arrays.py`), which calls this only where both were found and checked. The machine
code comes from the disk cache (`trampolines/`, counted in `STATS`), or from LLVM where the
programs' code comes from (`handwritten.py`); `trampoline()` is None where it cannot be made.
"""
from __future__ import annotations

import functools

from . import cache

NAME = "aotgrad_boxed"
#: the disk cache's folder for the trampoline, apart from the programs' `objects`, and its
#: own statistics (`cache.STATS` counts the programs' machine code only)
KIND = "trampolines"
STATS = cache.CacheStats()

#: the trampoline's LLVM IR (no host named in it)
TRAMPOLINE_IR = f"""\
define void @{NAME}(ptr nocapture %entry, ptr %arena, ptr nocapture readonly %items, i64 %n,
                   i64 %data_offset) {{
start:
  %slots = alloca ptr, i64 %n
  br label %for.cond
for.cond:
  %i = phi i64 [0, %start], [%i.next, %for.body]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %for.body, label %for.end
for.body:
  %item = getelementptr ptr, ptr %items, i64 %i
  %object = load ptr, ptr %item
  %field = getelementptr i8, ptr %object, i64 %data_offset
  %data = load ptr, ptr %field
  %slot = getelementptr ptr, ptr %slots, i64 %i
  store ptr %data, ptr %slot
  %i.next = add i64 %i, 1
  br label %for.cond
for.end:
  call void %entry(ptr %slots, ptr %arena)
  ret void
}}
"""


@functools.cache
def trampoline() -> tuple[object, int] | None:
    """(what keeps the code loaded, the trampoline's address), or None where LLVM or the
    loader refuses it. A shared library in the cache is loaded without asking where LLVM
    runs (that asks for the compile process's module and the linker); code is built only on a
    miss, as the programs' code is."""
    from ...ir.core import IRError
    from . import handwritten
    try:
        owner, find = handwritten.load(TRAMPOLINE_IR, KIND, STATS, f"'@{NAME}'")
        address = find(NAME)
    except (IRError, OSError, RuntimeError, EOFError):    # LLVM, the loader, the process
        return None
    return (owner, address) if address else None
