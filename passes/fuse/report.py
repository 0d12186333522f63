"""What `fuse` did to one program, as data: `FusionReport`.

In: the program's kernel count and bytes moved before fusion, with a kernel per tensor op (as
`lower` reports them, whatever it computed in place; `measure`d on the input when `fuse` runs
without `lower`), the same after (`measure`), and the tensor ops each kernel computes. Out: a
report whose text begins with exactly one line
`forward: 9 kernels -> 3 kernels, 4800 bytes -> 2400 bytes moved`, then one line per kernel
(`  @fused_add_relu: add, relu`). Bytes moved by a call (`call_bytes`): every distinct buffer
it reads plus every buffer it writes; extern calls (BLAS matmul) count their bytes but are not
kernels.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...ir.loop.ops import CallOp
from .facts import ProgramFacts, nbytes


@dataclass(frozen=True)
class Traffic:
    """The generated-kernel calls of a program, its extern calls, and its bytes moved."""

    kernels: int
    externs: tuple[str, ...]
    bytes: int


def measure(facts: ProgramFacts) -> Traffic:
    """The program's traffic as `facts` know it now."""
    kernels, externs, total = 0, [], 0
    for op in facts.program.body.ops:
        if not isinstance(op, CallOp):
            continue
        if facts.kernel_of(op) is None:
            externs.append(op.callee)
        else:
            kernels += 1
        total += call_bytes(facts, op)
    return Traffic(kernels, tuple(externs), total)


def call_bytes(facts: ProgramFacts, call: CallOp) -> int:
    """The bytes one call moves: every distinct buffer it reads, plus every buffer it writes
    (what `measure` sums; `aotgrad.profiler` divides it by the call's time)."""
    read = {id(b): b for b in facts.reads(call)}
    return sum(nbytes(b) for b in read.values()) + sum(nbytes(b) for b in facts.writes(call))


def direction(program_name: str) -> str:
    """`forward` / `backward` for a partitioned function's programs, else the name."""
    for suffix in ("forward", "backward"):
        if program_name.endswith("_" + suffix):
            return suffix
    return program_name


@dataclass(frozen=True)
class FusionReport:
    program: str
    before: Traffic
    after: Traffic
    kernels: tuple[tuple[str, tuple[str, ...]], ...]   # (kernel name, tensor ops it fuses)

    def __str__(self) -> str:
        b, a = self.before, self.after
        lines = [f"{direction(self.program)}: {b.kernels} kernels -> {a.kernels} kernels, "
                 f"{b.bytes} bytes -> {a.bytes} bytes moved"]
        lines += [f"  @{name}: {', '.join(ops)}" for name, ops in self.kernels]
        if a.externs:
            lines.append(f"  extern: {', '.join('@' + e for e in a.externs)}")
        return "\n".join(lines)
