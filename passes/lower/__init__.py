"""`lower`: tensor functions become loop-level programs, one kernel per tensor op.

In: a tensor-level module whose composites are decomposed (after `decompose`). Out: for every
function `@f`, a `program @f` over buffers plus the kernels it calls (`kernel @relu`, ...), in
the same module. Each op's rule (one table, `rules`, keyed by op class) builds a loop nest
over the op's output that loads its operands and stores its result. Views
(broadcast, transpose, reshape, slice) and splat constants build no kernel: they are index maps
(and literals) that their consumers load through, so `x + broadcast(b)` reads `%b[%j]`. A
value is written to memory only where a consumer needs memory: a returned view is copied, a
reshaped buffer becomes a `loop.view`, a transposed matmul operand becomes a BLAS transpose flag.
Matmul lowers to the extern BLAS kernel (`matmul=blas`, default) or to a loop nest
(`matmul=loops`).

An elementwise op whose value `fuse` would inline into every kernel loading it (one kernel
loads it, or recomputing it in several pays: `inline`) builds no kernel either: its value is
`Computed`, a scalar body that each consumer's kernel builds at each index it
loads, as Inductor's lowering keeps a pointwise node unrealized until a consumer needs memory.
So `tanh(x + b)` is one kernel, `@fused_add_tanh`, built once, not two kernels that `fuse`
inlines afterwards; `fuse` reads the tensor ops a kernel computes off its name (`kernel_ops`).
`lower{inline=false}` builds a kernel per op.

Modules, each importing only those before it: `values` (what a value lowers to, kernel names,
index names), `kernel` (`KernelBuilder`), `function` (`FunctionLowering`: a function lowered
through a rules table, and what the rules build with), `rules` (the table), `inline` (which
elementwise values are computed in place), `reductions` (the rows of sum, prod, max and
argmax), `scans` (the rows of cumsum and cumprod), `windows` (the rows of unfold and fold),
`sort` (argsort's sorting network); this module holds the pass.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...ir.core import Function, IRError, Module
from ..manager import Pass, PassContext, register_pass
from .function import FunctionLowering, LoweringReport
from .inline import InPlace
from . import reductions, scans, sort, windows  # noqa: F401  (their rows of LOWERINGS)
from .rules import LOWERINGS, SCALAR_OPS, copied_for_matmul, is_blas_transpose
from .values import FUSED_PREFIX, fused_base, kernel_ops

__all__ = ["FUSED_PREFIX", "LOWERINGS", "Lower", "LoweringReport", "SCALAR_OPS",
           "copied_for_matmul", "fused_base", "is_blas_transpose", "kernel_ops"]


@register_pass("lower")
@dataclass(frozen=True)
class Lower(Pass):
    """Every tensor function becomes a program of kernels with the same results."""

    matmul: str = "blas"
    column_reductions: str = "blocked"
    inline: bool = True
    fold: str = "scatter"
    reduced_axes: str = "runs"

    def __post_init__(self):
        if self.matmul not in ("blas", "loops"):
            raise IRError(f"lower option matmul must be 'blas' or 'loops', got {self.matmul!r}")
        if self.column_reductions not in ("blocked", "per_column"):
            raise IRError(f"lower option column_reductions must be 'blocked' or 'per_column',"
                          f" got {self.column_reductions!r}")
        if self.fold not in ("scatter", "gather"):
            raise IRError(f"lower option fold must be 'scatter' or 'gather', got {self.fold!r}")
        if self.reduced_axes not in ("runs", "flat"):
            raise IRError(f"lower option reduced_axes must be 'runs' or 'flat', got"
                          f" {self.reduced_axes!r}")

    def run(self, module: Module, ctx: PassContext) -> Module:
        kernels: list[Function] = []
        names = {f.name for f in module.functions}
        out: list[Function] = []
        for f in module.functions:
            if f.kind != "func":
                out.append(f)
                continue
            in_place = InPlace(f, self.matmul) if self.inline else None
            lowering = FunctionLowering(f, kernels, names, self.matmul,
                                        self.column_reductions, in_place, self.fold,
                                        self.reduced_axes)
            out.append(lowering.run(LOWERINGS))
            ctx.report("lower", lowering.report())
        module.functions = kernels + out
        return module
