"""Buffer contraction: a row-local intermediate becomes a scratch buffer of one row.

In: a fused program and the kernels it calls. Out: the same program where each buffer that
- the program allocates (no argument, result, view, extern operand: `facts.is_memory`) and
  only one kernel call uses (besides its `loop.free`), that kernel being called once, and
- inside that kernel is loaded and stored only at the iteration's own slice: every index
  begins with exactly the variables of the kernel's outer loop nest (`analysis.nest`, loops
  without accumulators; `%layernorm[%i, %r]` under `loop.parallel %i`), so iteration %i
  touches only its own slice and no other iteration reads what it wrote, and
- fits, with the kernel's other scratch buffers, in `MAX_SCRATCH_BYTES`,
is a kernel-local `loop.alloc` of the slice's shape at the top of the nest's innermost body
(`%layernorm = loop.alloc : buf<f32[1024]>`), indexed without the nest's dimensions; the
program's alloc and frees and the kernel's parameter are gone. A fresh scratch per iteration
holds what the buffer held at that slice: the only writes it saw were this iteration's.
Generated code keeps it out of the arena (an `alloca` per function, one per thread for a
launched loop; a local or shared array per CUDA block).
"""
from __future__ import annotations

import math
from collections import Counter

from ...ir.core import Value
from ...ir.loop import index as ix
from ...ir.loop.ops import AllocOp, CallOp, FreeOp, IndexedOp, LoopOp
from ...ir.types import BufferType
from .analysis import drop_params, nest
from .facts import ProgramFacts

#: the most bytes of scratch one kernel's iteration holds; buffers whose row does not fit
#: stay buffers. It bounds each thread's stack (LLVM's `alloca`s) and keeps a CUDA block's
#: `__shared__` scratch, beside its reductions' shared memory, under the 48 KiB static limit.
MAX_SCRATCH_BYTES = 32 * 1024


def contract_program(facts: ProgramFacts) -> list[str]:
    """Contract every row-local buffer of the program; the names of those contracted."""
    done: list[str] = []
    for call in [op for op in facts.program.body.ops if isinstance(op, CallOp)]:
        kernel = facts.kernel_of(call)
        if kernel is None or facts.call_count(kernel) != 1:
            continue
        loops = nest(kernel)
        if not loops:
            continue
        found = facts.accesses(kernel)
        params, budget = [], MAX_SCRATCH_BYTES
        passed = Counter(id(b) for b in call.operands)    # each buffer's operands
        for a, b in zip(kernel.args, call.operands):
            size = _row_bytes(b.type, len(loops))
            if size <= budget and passed[id(b)] == 1 and \
                    _contractible(facts, call, b, found.get(id(a), []), loops):
                params.append((a, b))
                budget -= size
        if not params:
            continue
        facts.unregister(call)
        for a, _ in reversed(params):         # each goes first: they end in parameter order
            _contract(a, found[id(a)], loops)
        done += [b.name_hint or "buffer" for _, b in params]
        drop_params(kernel, [call], {id(a) for a, _ in params})
        facts.forget(kernel)
        facts.register(call)
        for _, b in params:
            facts.remove_buffer(b)
    return done


def _contractible(facts: ProgramFacts, call: CallOp, buffer: Value, uses: list[IndexedOp],
                  loops: list[LoopOp]) -> bool:
    t: BufferType = buffer.type
    depth = len(loops)
    if not uses or facts.is_memory(buffer) or len(t.shape) < depth or \
            any(op is not call and not isinstance(op, FreeOp)
                for op in facts.users(buffer)):
        return False
    return all(_own_slice(op, loops) for op in uses)


def _row_bytes(t, depth: int) -> int:
    """The bytes of one iteration's slice of a buffer of type `t` under `depth` loops."""
    if not isinstance(t, BufferType) or len(t.shape) < depth:
        return MAX_SCRATCH_BYTES + 1
    return math.prod(t.shape[depth:]) * t.dtype.itemsize


def _own_slice(op: IndexedOp, loops: list[LoopOp]) -> bool:
    """Whether `op` indexes the nest's dimensions by exactly the nest's variables, and does
    not use them in the slice's dimensions (then its index would differ per iteration in a
    way a scratch cannot hold; it never does for a row kernel, and refusing keeps it simple)."""
    exprs = op.index_exprs()
    ivs = [lp.iv for lp in loops]
    if any(e != ix.var(iv) for e, iv in zip(exprs, ivs)):
        return False
    return not any(v is iv for e in exprs[len(ivs):] for v in ix.variables(e) for iv in ivs)


def _contract(param: Value, uses: list[IndexedOp], loops: list[LoopOp]) -> None:
    t: BufferType = param.type
    depth = len(loops)
    body = loops[-1].body
    alloc = AllocOp.build([], {"shape": list(t.shape[depth:]), "dtype": t.dtype},
                          hint=param.name_hint)
    alloc.parent = body
    body.ops.insert(0, alloc)
    for op in uses:
        fixed = [alloc.result if v is param else v for v in op.operands[:op.n_fixed]]
        fresh = type(op).make(fixed, op.index_exprs()[depth:])
        op.operands, op.attrs = fresh.operands, fresh.attrs
