"""The LLVM module of a module's programs: the kernels they call, and one entry point each.

For each program, `generate_llvm(module, name)` emits `define void @name(ptr %args, ptr
%arena)`: `args` holds the addresses of the program's arguments, then those of its fresh results
(one slot per distinct fresh `loop.alloc` that it returns, directly or through a view); `arena`
is the program's one arena, where every other buffer lives. Where each buffer lives is the
program's buffer plan (`codegen/plan.py`, which the CUDA backend shares), so a program runs with
or without `buffer-reuse`'s offsets. A forward or backward call is thus one call into generated
code. `Signature` tells the runtime what to pass and how to build the results.
`generate_llvm(module)` puts every program of the module (a forward and a backward) in one LLVM
module (`final.ll`), sharing the kernels they both call. The text is deterministic and names no
host: the JIT sets the target when it compiles. After a call of a kernel that checks indices at
run time (`checks`), the entry point returns at once if a check failed; the runtime reads the
error record and raises. Built with `profile=True`, the entry point also times each call it
makes, into counters at the end of the arena (`profile.py`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

from llvmlite import ir

from ...ir.core import Function, IRError, Module
from ...ir.loop.ops import AllocOp, CallOp, FreeOp, ViewOp
from ...ir.types import BufferType
from ...ir.verifier import verify
from ..names import value_names
from ..plan import ALIGN, aliased_arguments, plan
from ..signature import Home, Signature
from . import checks, scalar  # noqa: F401  (scalar registers the arith rows)
from . import profile as timers
from .builder import I8, I64, PTR, memory_type
from .emitter import Emitter, Unit, emits
from .externs import EXTERN_ROWS, log
from .loops import emit_kernel
from .options import LIBGOMP, find_blas, library, parallel_everywhere


@dataclass
class Frame:
    """The entry point's state: its two pointer arguments and the homes of buffers."""

    args: ir.Value
    arena: ir.Value
    homes: dict[int, Home]
    n_args: int
    counters: timers.Counters | None = None      # a profiled entry point's counters


@emits(AllocOp)
def _alloc(em: Emitter, op: AllocOp) -> None:
    if em.program is None:
        _scratch(em, op)
        return
    frame: Frame = em.program
    home = frame.homes[id(op.result)]
    name = em.name(op.result)
    if home.kind == "fresh":
        slot = em.b.gep(frame.args, [ir.Constant(I64, frame.n_args + home.index)],
                        inbounds=True, source_etype=PTR, name=f"{name}.slot")
        em.set(op.result, em.b.load(slot, typ=PTR, name=name))
    else:
        em.set(op.result, em.b.gep(frame.arena, [ir.Constant(I64, home.offset)],
                                   inbounds=True, source_etype=I8, name=name))


def _scratch(em: Emitter, op: AllocOp) -> None:
    """A kernel's scratch buffer: an `alloca` in the entry block of the LLVM function being
    emitted (for a launched parallel loop, its per-thread range function, so each thread
    has its own), never inside a loop; each iteration overwrites what it reads."""
    t: BufferType = op.result.type
    here = em.b.block
    em.b.position_at_start(em.b.function.entry_basic_block)
    slot = em.b.alloca(memory_type(t.dtype), size=ir.Constant(I64, max(1, math.prod(t.shape))),
                       name=em.name(op.result))
    slot.align = ALIGN
    em.b.position_at_end(here)
    em.set(op.result, slot)


@emits(ViewOp)
def _view(em: Emitter, op: ViewOp) -> None:
    em.set(op.result, em.get(op.source))


@emits(FreeOp)
def _free(em: Emitter, op: FreeOp) -> None:
    """Nothing to do: the arena's plan already reuses the bytes."""


@emits(CallOp)
def _call(em: Emitter, op: CallOp) -> None:
    if em.program is None:
        raise IRError(f"codegen: 'loop.call @{op.callee}' inside kernel '@{em.fn.name}': only "
                      f"programs call kernels", op.loc)
    args = [em.get(v) for v in op.operands]
    kernel = em.unit.kernels.get(op.callee)
    if kernel is None and op.callee not in EXTERN_ROWS:
        raise IRError(f"codegen: call of '@{op.callee}': no such kernel or extern kernel",
                      op.loc)
    counters = em.program.counters
    start = None if counters is None else timers.now(em, counters, "t.start")
    if kernel is not None:
        em.b.call(kernel, args)
    else:
        EXTERN_ROWS[op.callee](em, op, args)
    if counters is not None:
        timers.add(em, counters, counters.sites, start, timers.now(em, counters, "t.end"))
        counters.sites += 1
    if kernel is not None and op.callee in em.unit.checked:   # a failed check stops it
        checks.return_if_failed(em)


def build_programs(module: Module, names: list[str] | None = None,
                   use_blas: bool | None = None, host: bool = True,
                   profile: bool = False) -> tuple[ir.Module, dict[str, Signature]]:
    """One LLVM module with the entry points of programs `names` of `module` (every program
    when None) and the kernels they call, with each program's signature. `use_blas`: call a
    BLAS for `@matmul` (None: when one is found; False: loops). `host`: call this host's
    vector math (`vecmath.call`); False gives host-free text.
    `profile`: time every call of each entry point into its counters (`profile.py`)."""
    verify(module)
    if names is None:
        names = [f.name for f in module.functions if f.kind == "program"]
    programs = [module.get(name) for name in names]
    for f in programs:
        if f.kind != "program":
            raise IRError(f"codegen: '@{f.name}' is a {f.kind}, not a program (run `lower` "
                          f"first)", f.loc)
    blas = find_blas() if use_blas is not False else None
    if use_blas and blas is None:
        raise IRError("codegen: use_blas=True, but no BLAS was found next to numpy")
    if blas is None and use_blas is None:
        log.debug("no BLAS found next to numpy: '@matmul' becomes a loop nest")
    plans = {f.name: plan(f) for f in programs}
    aliased = aliased_arguments((f, plans[f.name][1]) for f in programs)
    unit = Unit(ir.Module(name=names[0] if len(names) == 1 else "module"), blas=blas,
                host=host)
    # OpenBLAS's threads spin ~0.1 s after each gemm: a team launched next to them loses
    # (measured on the MLP step), so programs that call a BLAS run their loops serially.
    # Under `AOTGRAD_PARALLEL=all`, a BLAS on one thread (`OPENBLAS_NUM_THREADS=1`) leaves
    # the cores to the team: loops launch, and a large gemm is split over the team
    # (`externs`). Not by default: on 2 cores, next to PyTorch's threads in the same
    # process, the serial LeNet step was the faster (bench/RESULTS.md, conv_step).
    single = blas is not None and blas.threads() == 1 and parallel_everywhere()
    unit.parallel = blas is None or single or not any(
        isinstance(op, CallOp) and op.callee == "matmul" for f in programs for op in f.body.ops)
    unit.team_gemms = single and library(LIBGOMP)
    for g in module.functions:
        if g.kind == "kernel" and g.name in aliased:
            unit.kernels[g.name] = emit_kernel(unit, g, aliased[g.name])
            if profile:
                unit.kernels[g.name].attributes.add("noinline")
    sigs = {}
    for f in programs:
        sig, homes = plans[f.name]
        if profile:          # the counters follow the arena's (64-byte aligned) end
            sites = tuple(op.callee for op in f.body.ops if isinstance(op, CallOp))
            sig = replace(sig, profile=sites,
                          arena_bytes=sig.arena_bytes + timers.counters_bytes(len(sites)))
        _emit_entry(unit, f, homes, sig.counters_offset() if profile else None)
        sigs[f.name] = sig
    return unit.module, {name: replace(sig, checks=tuple(unit.checks))
                         for name, sig in sigs.items()}


def _emit_entry(unit: Unit, f: Function, homes: dict[int, Home],
                counters_offset: int | None = None) -> None:
    entry = unit.define(f.name, 2)
    entry.attributes.add("nounwind")
    for arg, arg_name in zip(entry.args, ("args", "arena")):
        arg.name = arg_name
        arg.add_attribute("noalias")
        arg.add_attribute("captures(none)")
    em = Emitter(ir.IRBuilder(entry.append_basic_block("entry")), unit, f, value_names(f))
    em.program = Frame(entry.args[0], entry.args[1], homes, len(f.args))
    for i, a in enumerate(f.args):
        slot = em.b.gep(entry.args[0], [ir.Constant(I64, i)], inbounds=True, source_etype=PTR,
                        name=f"{em.name(a)}.slot")
        em.set(a, em.b.load(slot, typ=PTR, name=em.name(a)))
    if counters_offset is not None:
        em.program.counters = timers.open_counters(em, counters_offset)
    em.emit_ops(f.body.ops)


def generate_llvm(module: Module, name: str | None = None,
                  use_blas: bool | None = None, profile: bool = False) -> str:
    """The LLVM IR of program `name` (every program when None) and the kernels it calls, as
    generated (without the host's vector-math variants, which the JIT adds); `profile`: with
    the timestamps of `aotgrad.profiler`."""
    return str(build_programs(module, None if name is None else [name], use_blas, False,
                              profile)[0])
