"""The `buffer-reuse` pass: one static arena per program, with reuse of dead buffers.

In: a loop-level module (programs that allocate, view, call kernels and return buffers, as
`lower` and `fuse` leave them). Out: the same module where, in each program,
- with `inplace` (default), an elementwise kernel's output is written over an input that dies at
  that call when the kernel reads each element of it only where it writes (see `inplace`); the
  call then passes that one buffer twice;
- every `loop.alloc` that is not a result (does not reach the `return`, directly or through a
  `loop.view`) gets a byte `arena_offset`, a multiple of 64, such that buffers live at the same op
  never share a byte (`arena`, `liveness`); results keep no offset: they are fresh memory per
  call, so no output aliases memory a later call overwrites;
- `loop.free %b` follows the last use of every arena buffer (frees already there are replaced).

Kernels are unchanged: a kernel's scratch buffer (a `loop.alloc` inside it, from `fuse`'s
contraction) is per iteration and outside the arena; the report lists it. The report (`ProgramMemory`, one per program, via
`ctx.report("buffer-reuse", ...)`) gives naive bytes (the sum of all non-result buffers of the
input) and planned bytes (the arena), as `forward: peak 123456 bytes naive -> 65432 bytes
planned`. `check_plan(program)` checks a plan statically.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...ir.core import Function, IRError, Module
from ...ir.loop.ops import AllocOp, CallOp, FreeOp
from ..manager import Pass, PassContext, register_pass
from .arena import Slot, plan_arena
from .inplace import InPlace, inplace_pairs, merge_inplace
from .liveness import ALIGN, Liveness, check_plan, liveness, value_names
from .report import Placement, ProgramMemory, Scratch

__all__ = ["ALIGN", "BufferReuse", "InPlace", "Liveness", "Placement", "ProgramMemory", "Scratch",
           "check_plan", "inplace_pairs", "liveness", "plan_program"]


@register_pass("buffer-reuse")
@dataclass(frozen=True)
class BufferReuse(Pass):
    """Places every non-result buffer in one arena per program; live buffers never overlap."""

    inplace: bool = True

    def run(self, module: Module, ctx: PassContext) -> Module:
        for f in module.functions:
            if f.kind == "func":
                raise IRError(f"buffer-reuse runs on loop-level programs, but '@{f.name}' is a "
                              f"tensor-level function (run 'lower' first)", f.loc)
        kernels = {f.name: f for f in module.functions if f.kind == "kernel"}
        for f in module.functions:
            if f.kind == "program":
                ctx.report(self.pass_name, plan_program(f, kernels, self.inplace))
        return module


def plan_program(program: Function, kernels: dict[str, Function],
                 inplace: bool = True) -> ProgramMemory:
    """Rewrite `program` in place as the pass does (module doc); returns its report."""
    program.body.ops[:] = [op for op in program.body.ops if not isinstance(op, FreeOp)]
    _sink_allocs(program)
    live = liveness(program)
    naive = sum(op.result.type.nbytes for op in live.arena_allocs())
    merges = merge_inplace(program, kernels, live) if inplace else []
    live = liveness(program)
    for op in program.body.ops:
        if isinstance(op, AllocOp) and id(op.result) in live.results:
            op.attrs["arena_offset"] = None
    allocs = live.arena_allocs()
    slots = [Slot(id(op.result), op.result.type.nbytes, *_span(live, op.result))
              for op in allocs]
    offsets, arena = plan_arena(slots)
    for op in allocs:
        op.attrs["arena_offset"] = offsets[id(op.result)]
    _insert_frees(program, live)
    names, final = value_names(program), liveness(program)
    placements = tuple(Placement(names[id(op.result)], op.result.type.nbytes,
                                 op.arena_offset, *_span(final, op.result)) for op in allocs)
    return ProgramMemory(program.name, naive, arena, _live_peak(live), placements,
                         tuple(merges), _scratch(program, kernels))


def _scratch(program: Function, kernels: dict[str, Function]) -> tuple[Scratch, ...]:
    """The scratch buffers of the kernels `program` calls, in order of call (named by their
    name hint: the buffer they replace)."""
    out: list[Scratch] = []
    for call in program.body.ops:
        kernel = kernels.get(getattr(call, "callee", None)) if isinstance(call, CallOp) else None
        if kernel is None:
            continue
        out += [Scratch(kernel.name, op.result.name_hint or "scratch", op.result.type.nbytes)
                for op in kernel.walk() if isinstance(op, AllocOp)]
    return tuple(out)


def _span(live: Liveness, v) -> tuple[int, int]:
    interval = live.interval(v)
    return interval.start, interval.end


def _sink_allocs(program: Function) -> None:
    """Move each `loop.alloc` down to just before its first use: a buffer's life starts at
    its alloc, so an alloc hoisted above unrelated calls would only waste arena bytes."""
    first_use: dict[int, int] = {}
    for k, op in enumerate(program.body.ops):
        for v in op.operands:
            first_use.setdefault(id(v), k)
    sunk: dict[int, list[AllocOp]] = {}
    for op in program.body.ops:
        if isinstance(op, AllocOp) and id(op.result) in first_use:
            sunk.setdefault(first_use[id(op.result)], []).append(op)
    moved = {id(op) for ops in sunk.values() for op in ops}
    ops = []
    for k, op in enumerate(program.body.ops):
        if id(op) not in moved:
            ops += sunk.get(k, []) + [op]
    program.body.ops[:] = ops


def _live_peak(live: Liveness) -> int:
    """The most bytes of arena buffers live at one op: what any plan needs at least."""
    delta: dict[int, int] = {}
    for op in live.arena_allocs():
        interval, n = live.interval(op.result), op.result.type.nbytes
        delta[interval.start] = delta.get(interval.start, 0) + n
        delta[interval.end + 1] = delta.get(interval.end + 1, 0) - n
    peak = total = 0
    for k in sorted(delta):
        total += delta[k]
        peak = max(peak, total)
    return peak


def _insert_frees(program: Function, live: Liveness) -> None:
    """`loop.free` of each arena buffer right after its last use."""
    dying: dict[int, list] = {}
    for op in live.arena_allocs():
        dying.setdefault(live.interval(op.result).end, []).append(op.result)
    ops = []
    for k, op in enumerate(program.body.ops):
        ops.append(op)
        for buf in dying.get(k, []):
            free = FreeOp.build([buf], loc=op.loc)
            free.parent = program.body
            ops.append(free)
    program.body.ops[:] = ops
