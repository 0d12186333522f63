"""Profiling compiled into a program's entry point: a timestamp around each call it makes.

Only code built with `build_programs(..., profile=True)` has it; without it nothing here runs
and the generated text is what it always was. A profiled program's arena ends with its
counters (`Signature.counters_offset`, after the 64-byte aligned end of its buffers): i64s,
`PROFILE_WORDS` per call site in program order (`Signature.profile` names each site's
callee): the nanoseconds spent in the call, summed over calls, then the number of calls. Each
call of a kernel or of an extern kernel (a BLAS gemm) is bracketed by two reads of
`clock_gettime(CLOCK_MONOTONIC)`, the clock of Python's `time.perf_counter` (a vDSO call of
about 20 ns), and its difference added to the site's counters. Kernels are `noinline` in
profiled code, so each kernel's work stays between its two timestamps.
"""
from __future__ import annotations

from dataclasses import dataclass

from llvmlite import ir

from .builder import I8, I32, I64, PTR
from .emitter import Emitter
from ..signature import PROFILE_WORDS

#: `CLOCK_MONOTONIC` of Linux's `<time.h>`.
CLOCK_MONOTONIC = 1
#: `struct timespec` on 64-bit Linux: seconds, nanoseconds.
TIMESPEC = ir.LiteralStructType([I64, I64])


@dataclass
class Counters:
    """The profiled entry point's counters (an LLVM pointer), its `timespec` slot, and the
    number of sites emitted so far."""

    base: ir.Value
    timespec: ir.Value
    sites: int = 0


def counters_bytes(sites: int) -> int:
    """The bytes of the counters of `sites` call sites."""
    return 8 * PROFILE_WORDS * sites


def open_counters(em: Emitter, offset: int) -> Counters:
    """The counters at byte `offset` of the arena; allocates the `timespec`."""
    b = em.b
    base = b.gep(em.program.arena, [ir.Constant(I64, offset)], inbounds=True, source_etype=I8,
                 name="profile")
    timespec = b.alloca(TIMESPEC, name="timespec")
    return Counters(base, timespec)


def now(em: Emitter, counters: Counters, name: str) -> ir.Value:
    """Nanoseconds on the monotonic clock, as an i64."""
    b = em.b
    clock = em.unit.declare("clock_gettime", ir.FunctionType(I32, [I32, PTR]))
    b.call(clock, [ir.Constant(I32, CLOCK_MONOTONIC), counters.timespec], name=f"{name}.rc")
    parts = []
    for field, unit in enumerate(("s", "ns")):
        at = b.gep(counters.timespec, [ir.Constant(I32, 0), ir.Constant(I32, field)],
                   inbounds=True, name=f"{name}.{unit}.ptr")
        parts.append(b.load(at, typ=I64, name=f"{name}.{unit}"))
    sec_ns = b.mul(parts[0], ir.Constant(I64, 1_000_000_000), name=f"{name}.s.ns")
    return b.add(sec_ns, parts[1], name=name)


def add(em: Emitter, counters: Counters, site: int, start: ir.Value, end: ir.Value) -> None:
    """Site `site`'s counters += (end - start nanoseconds, one call)."""
    b = em.b
    elapsed = b.sub(end, start, name="elapsed")
    for word, (what, amount) in enumerate((("ns", elapsed), ("calls", ir.Constant(I64, 1)))):
        slot = b.gep(counters.base, [ir.Constant(I64, PROFILE_WORDS * site + word)], inbounds=True,
                     source_etype=I64, name=f"profile.{site}.{what}")
        total = b.add(b.load(slot, typ=I64, name=f"profile.{site}.{what}.old"), amount,
                      name=f"profile.{site}.{what}.new")
        b.store(total, slot)
