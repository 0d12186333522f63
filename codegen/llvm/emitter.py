"""The codegen table, and the state one LLVM function is emitted with.

`EMIT` maps an op class to its row: a function `(em, op)` that emits the op's instructions
with the `Emitter` `em`. Rows are registered where they are written, with `@emits(AddOp)`
(`scalar.py` for `arith`, `loops.py` for loops and memory access, `program.py` for the
program's allocations and calls); `Emitter.emit_ops` walks a block through the table. LLVM
values are named as the IR text names them (`value_names` gives the printer's unique names), so
the `.ll` lines up with the `.ir`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from llvmlite import ir

from ...ir.core import Function, IRError, Operation, Value
from ...ir.printer import Namer

#: op class -> its codegen row.
EMIT: dict[type, Callable[["Emitter", Operation], None]] = {}


def emits(*classes: type):
    """Registers the decorated function as the row of `classes`."""
    def register(fn):
        for cls in classes:
            if cls in EMIT:
                raise AssertionError(f"two codegen rows for {cls.name}")
            EMIT[cls] = fn
        return fn
    return register


def value_names(f: Function) -> dict[int, str]:
    """The names the IR printer gives `f`'s values (same order of definition)."""
    namer = Namer()
    for a in f.args:
        namer.define(a, "arg")

    def walk(ops):
        for op in ops:
            for r in op.results:
                namer.define(r, type(op).result_hint())
            for region in op.regions:
                for block in region.blocks:
                    for a in block.args:
                        namer.define(a, "i" if a.index == 0 else "acc")
                    walk(block.ops)
    walk(f.body.ops)
    return namer.names


@dataclass
class Unit:
    """The LLVM module being generated: kernels by name and declared externals."""

    module: ir.Module
    kernels: dict[str, ir.Function] = field(default_factory=dict)
    blas: object = None                # `options.Blas` when BLAS is linked, else None
    host: bool = True                  # bind to this host (libmvec variants)
    math: set[str] = field(default_factory=set)      # libm functions called (`vecmath`)
    outlined: int = 0                  # parallel bodies outlined so far (`parallel`)
    parallel: bool = True              # may launch parallel loops (`parallel`)
    checks: list = field(default_factory=list)       # run-time bounds checks (`checks`)
    checked: set[str] = field(default_factory=set)   # kernels that contain some

    def declare(self, name: str, fnty: ir.FunctionType) -> ir.Function:
        """The external function `name` (declared once)."""
        fn = self.module.globals.get(name)
        if fn is None:
            return ir.Function(self.module, fnty, name)
        if not fn.is_declaration:
            raise IRError(f"codegen: '@{name}' is the name of a library function that "
                          f"generated code calls; rename the program")
        return fn

    def define(self, name: str, n_args: int) -> ir.Function:
        """A new function `name` taking `n_args` pointers (a kernel or an entry point)."""
        if name in self.module.globals:
            raise IRError(f"codegen: '@{name}' is the name of a library function that "
                          f"generated code calls; rename the program")
        return ir.Function(self.module, ir.FunctionType(ir.VoidType(),
                                                        [ir.PointerType()] * n_args), name)

    def intrinsic(self, name: str, ty: ir.Type, n_args: int = 1) -> ir.Function:
        """The overloaded intrinsic `name` (e.g. `llvm.exp`) at type `ty`."""
        suffix = {"float": "f32", "double": "f64"}.get(str(ty), str(ty))
        return self.declare(f"{name}.{suffix}", ir.FunctionType(ty, [ty] * n_args))


@dataclass
class Emitter:
    """What a row sees: the builder, the unit, and the IR-value -> LLVM-value map of the
    function being emitted, with the inclusive range of each loop variable."""

    b: ir.IRBuilder
    unit: Unit
    fn: Function
    names: dict[int, str]
    values: dict[int, ir.Value] = field(default_factory=dict)
    ranges: dict[int, tuple[int, int]] = field(default_factory=dict)
    yielded: list[ir.Value] | None = None
    program: object = None             # `program.Frame` while emitting a program
    serial: bool = False               # inside a parallel body: loops run serially
    reassoc: set[int] = field(default_factory=set)   # adds of sums (`accumulate`)

    def get(self, v: Value) -> ir.Value:
        return self.values[id(v)]

    def set(self, v: Value, x: ir.Value) -> None:
        self.values[id(v)] = x

    def name(self, v: Value) -> str:
        return self.names.get(id(v), "")

    def emit_ops(self, ops: list[Operation]) -> None:
        for op in ops:
            row = EMIT.get(type(op))
            if row is None:
                raise IRError(f"codegen: '{op.name}' cannot appear in "
                              f"{self.fn.kind} '@{self.fn.name}'", op.loc)
            row(self, op)
