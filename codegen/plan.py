"""The buffer plan of a program: where each of its buffers lives when its code runs.

In: a program of a loop-level module (buffer-planned or not). Out: `plan(f)`, its `Signature` and
the `Home` of each buffer value: an argument; a fresh result slot (one per distinct `loop.alloc`
that the program returns, directly or through a view); or the program's one arena, at the
alloc's `arena_offset`. A buffer that is neither a result nor placed by `buffer-reuse` gets its
own place after the planned part of the arena (`ALIGN`-byte aligned, in order of allocation),
so a program runs with or without a plan. `aliased_arguments`: per kernel, the argument
positions that some call passes memory another argument of the same call also reaches (those
get no `noalias` in LLVM, no `__restrict__` in C). Both backends run a program by this plan:
the LLVM entry point (`llvm/program.py`) and the CUDA host plan (`cuda/program.py`).
"""
from __future__ import annotations

import logging
from typing import Iterable

from ..ir.core import Function, IRError
from ..ir.loop.ops import AllocOp, CallOp, ViewOp
from ..ir.types import BufferType
from .names import value_names
from .signature import Home, Signature

log = logging.getLogger("aotgrad.codegen")

#: the alignment of each buffer the plan places after the planned part of the arena.
ALIGN = 64


def _round_up(n: int, align: int = ALIGN) -> int:
    return -(-n // align) * align


def plan(f: Function) -> tuple[Signature, dict[int, Home]]:
    """The signature of program `f` and the home of each of its buffer values."""
    names = value_names(f)
    for a in f.args:
        if not isinstance(a.type, BufferType):
            raise IRError(f"codegen: program '@{f.name}' argument %{names[id(a)]} is a "
                          f"{a.type}; program arguments are buffers", f.loc)
    homes = {id(a): Home("arg", i, 0, a.type.nbytes) for i, a in enumerate(f.args)}
    source = {}                      # view -> the buffer it reads
    allocs = [op for op in f.body.ops if isinstance(op, AllocOp)]
    for op in f.body.ops:
        if isinstance(op, ViewOp):
            source[id(op.result)] = source.get(id(op.source), op.source)
    returned = {id(source.get(id(v), v)) for v in f.returns}
    fresh: list[AllocOp] = []
    planned_end = max([op.arena_offset + op.result.type.nbytes for op in allocs
                       if op.arena_offset is not None], default=0)
    end = _round_up(planned_end)
    for op in allocs:
        t = op.result.type
        if op.arena_offset is not None:
            homes[id(op.result)] = Home("arena", 0, op.arena_offset, t.nbytes)
        elif id(op.result) in returned:
            homes[id(op.result)] = Home("fresh", len(fresh), 0, t.nbytes)
            fresh.append(op)
        else:                        # not planned: placed after the plan
            homes[id(op.result)] = Home("arena", 0, end, t.nbytes)
            log.debug("'@%s': %%%s has no arena_offset (buffer-reuse did not run): placed at "
                      "%d", f.name, names[id(op.result)], end)
            end = _round_up(end + t.nbytes)
    for view, src in source.items():
        homes[view] = homes[id(src)]
    results = []
    for v in f.returns:
        home = homes.get(id(v))
        if home is None or home.kind == "arena":
            raise IRError(f"codegen: '@{f.name}' returns %{names.get(id(v), '?')}, which "
                          f"lives in the arena; a result must be an argument or a fresh "
                          f"'loop.alloc' (without arena_offset)", f.loc)
        results.append((home.kind, home.index, tuple(v.type.shape)))
    sig = Signature(f.name, tuple(a.type for a in f.args), tuple(names[id(a)] for a in f.args),
                    tuple(op.result.type for op in fresh), tuple(results), end)
    return sig, homes


def aliased_arguments(plans: Iterable[tuple[Function, dict[int, Home]]]) -> dict[str, set[int]]:
    """Per callee of the programs of `plans` (each with its homes), the argument positions
    that some call passes memory overlapping that of another of its arguments."""
    out: dict[str, set[int]] = {}
    for f, homes in plans:
        for op in f.body.ops:
            if not isinstance(op, CallOp):
                continue
            where = [homes.get(id(v)) for v in op.operands]
            hit = out.setdefault(op.callee, set())
            for p, a in enumerate(where):
                if any(q != p and a is not None and b is not None and a.overlaps(b)
                       for q, b in enumerate(where)):
                    hit.add(p)
    return out
