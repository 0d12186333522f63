"""What `buffer-reuse` decided for one program, as data: `ProgramMemory`.

In: the program's name, its naive and planned bytes, where each arena buffer went and which
outputs were written in place. Out: `str(report)` is the one line
`forward: peak 123456 bytes naive -> 65432 bytes planned` (and `, 4096 bytes of kernel
scratch` when the kernels it calls hold scratch buffers per iteration; the role is `forward` or `backward`
from the program's `_forward` / `_backward` suffix, else the program's name); `explain()` adds
the bytes live at once, then one line per arena buffer, per in-place write and per kernel
scratch buffer (per iteration, outside the arena).
"""
from __future__ import annotations

from dataclasses import dataclass

from .inplace import InPlace


@dataclass(frozen=True)
class Placement:
    """One arena buffer: `nbytes` at byte `offset`, live from op `start` to op `end`."""

    name: str
    nbytes: int
    offset: int
    start: int
    end: int

    def __str__(self) -> str:
        return f"%{self.name}: {self.nbytes} bytes at offset {self.offset}, " \
               f"live ops {self.start}..{self.end}"


@dataclass(frozen=True)
class Scratch:
    """A kernel's scratch buffer: `nbytes` per iteration of its loop, outside the arena."""

    kernel: str
    name: str
    nbytes: int

    def __str__(self) -> str:
        return f"%{self.name} in @{self.kernel}: {self.nbytes} bytes of scratch per " \
               f"iteration, outside the arena"


@dataclass(frozen=True)
class ProgramMemory:
    """Peak bytes of one program: naive (every non-result buffer apart) and planned (arena).

    `live_bytes` is the most bytes of arena buffers live at one op (after in-place writes): no
    plan can need less, so `planned_bytes - live_bytes` is what the planner left on the table
    (alignment included).
    """

    program: str
    naive_bytes: int
    planned_bytes: int
    live_bytes: int
    buffers: tuple[Placement, ...] = ()
    inplace: tuple[InPlace, ...] = ()
    scratch: tuple[Scratch, ...] = ()

    @property
    def role(self) -> str:
        for role in ("forward", "backward"):
            if self.program.endswith("_" + role):
                return role
        return self.program

    def __str__(self) -> str:
        line = f"{self.role}: peak {self.naive_bytes} bytes naive -> " \
               f"{self.planned_bytes} bytes planned"
        if self.scratch:
            line += f", {sum(s.nbytes for s in self.scratch)} bytes of kernel scratch"
        return line

    def explain(self) -> str:
        """The summary line, then each arena buffer and each in-place write, indented."""
        lines = [str(self), f"  at most {self.live_bytes} bytes live at once"]
        lines += [f"  {b}" for b in self.buffers]
        lines += [f"  {m}" for m in self.inplace]
        lines += [f"  {s}" for s in self.scratch]
        return "\n".join(lines)
