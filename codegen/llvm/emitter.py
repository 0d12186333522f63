"""The codegen table, and the state one LLVM function is emitted with.

`EMIT` maps an op class to its row: a function `(em, op)` that emits the op's instructions
with the `Emitter` `em`. Rows are registered where they are written, with `@emits(AddOp)`
(`scalar.py` for `arith`, `loops.py` for loops and memory access, `program.py` for the
program's allocations and calls); `Emitter.emit_ops` walks a block through the table, and
`emit_iterations` a loop's body through a counted loop (`loops.py`, and the sums of
`accumulate.py` and `parallel.py`). LLVM values are named as the IR text names them
(`codegen/names.py` gives the printer's unique names), so the `.ll` lines up with the `.ir`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from llvmlite import ir

from ...ir.core import Function, IRError, Operation, Value
from ...ir.loop.ops import LoopOp
from ..checks import bounds_checking
from .builder import I32, PTR, VOID, for_range

#: the libgomp entry points generated code calls (through `Unit.openmp`), and their types.
OPENMP = {"GOMP_parallel": ir.FunctionType(VOID, [PTR, PTR, I32, I32]),
          "omp_get_thread_num": ir.FunctionType(I32, []),
          "omp_get_num_threads": ir.FunctionType(I32, []),
          "omp_get_max_threads": ir.FunctionType(I32, [])}
OPENMP_PREFIX = "aotgrad.omp."

class _FunctionPointer(ir.instructions.LoadInstr):
    """A function's address loaded from memory, which `IRBuilder.call` can call: it reads
    the callee's type off `function_type`, which a plain `ptr` does not have."""

    fnty: ir.FunctionType | None = None

    @property
    def function_type(self) -> ir.FunctionType:
        return self.fnty


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


@dataclass
class Unit:
    """The LLVM module being generated: kernels by name and declared externals."""

    module: ir.Module
    kernels: dict[str, ir.Function] = field(default_factory=dict)
    blas: object = None                # `options.Blas` when BLAS is linked, else None
    host: bool = True                  # call this host's libraries (libmvec: `vecmath`)
    outlined: int = 0                  # parallel bodies outlined so far (`parallel`)
    parallel: bool = True              # may launch parallel loops (`parallel`)
    team_gemms: bool = False           # splits a large gemm over the team (`externs`)
    checks: list = field(default_factory=list)       # run-time bounds checks (`checks`)
    checked: set[str] = field(default_factory=set)   # kernels that contain some

    def openmp(self, b: ir.IRBuilder, name: str) -> ir.Value:
        """libgomp's entry point `name` (`OPENMP`), to call: read from the module's global
        `aotgrad.omp.<name>`, which the loader sets to aotgrad's own copy of libgomp
        (`jit.bind_openmp`), never to whichever copy is first in the process (PyTorch's)."""
        symbol = f"{OPENMP_PREFIX}{name}"
        slot = self.module.globals.get(symbol)
        if slot is None:
            slot = ir.GlobalVariable(self.module, PTR, symbol)
            slot.initializer = ir.Constant(PTR, None)
        fp = _FunctionPointer(b.block, slot, name, typ=PTR)
        fp.fnty = OPENMP[name]
        b._insert(fp)
        return fp

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
    #: (basic block, index text) -> the i64 value of a flat index without its constant,
    #: computed in that block (`loops.element_pointer` adds each access's constant to it)
    indices: dict[tuple, ir.Value] = field(default_factory=dict)

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


#: Loops emitted unrolled, as straight-line code (`unrolls`): a sequential loop carrying
#: accumulators over at most `UNROLL_ITERATIONS` iterations (a pool's window: the loop around
#: it is then innermost, and LLVM vectorises that one across windows, where the chain through
#: the accumulators had kept it scalar), and an innermost loop over at most `UNROLL_ROW`
#: iterations that are not a whole number of 8-wide vectors (a row of 10: LLVM's vectoriser
#: folds such a short tail into masked loads and stores, which this machine kind runs
#: microcoded: col2im's rows of 10 took 6x as long as the unrolled rows, which SLP
#: vectorises); at most `UNROLL_OPS` ops in all. LLVM's own unrolling stays off
#: (`machine.UNROLL`).
UNROLL_ITERATIONS = 9
UNROLL_ROW = 16
UNROLL_OPS = 400


def unrolls(op: LoopOp) -> bool:
    """Whether `op` is emitted unrolled (`emit_unrolled`)."""
    if op.parallel or op.trip_count > (UNROLL_ITERATIONS if op.iter_dtypes else UNROLL_ROW) \
            or bounds_checking():         # checked code: one check per access, as written
        return False
    if not op.iter_dtypes and op.trip_count % 8 == 0:
        return False
    size = 0
    for inner in op.body.walk():
        if isinstance(inner, LoopOp):
            return False
        size += 1
    return size * op.trip_count <= UNROLL_OPS


def emit_unrolled(em: Emitter, op: LoopOp, inits: list[ir.Value]) -> list[ir.Value]:
    """`op`'s body once per iteration, in order, with the loop variable a constant each
    time; the accumulators' values after the last."""
    em.ranges[id(op.iv)] = op.iv_range()
    accs = list(inits)
    for k in range(op.lower, op.upper, op.step):
        em.set(op.iv, ir.Constant(ir.IntType(64), k))
        for a, v in zip(op.iter_args, accs):
            em.set(a, v)
        em.yielded = None
        em.emit_ops(op.body.ops)
        if op.iter_dtypes:
            accs = list(em.yielded)
    return accs


def emit_iterations(em: Emitter, op: LoopOp, lower, upper, inits: list[ir.Value],
                    suffix: str = "") -> list[ir.Value]:
    """`op`'s body in a counted loop from `lower` to `upper` (ints or i64 values) by its
    step, its accumulators starting at `inits`; their values after the loop. The loop's blocks
    are named after the loop variable (and `suffix`)."""
    iters = [(v, em.name(a)) for v, a in zip(inits, op.iter_args)]
    with for_range(em.b, lower, upper, op.step, (em.name(op.iv) or "i") + suffix,
                   iters) as loop:
        em.set(op.iv, loop.iv)
        em.ranges[id(op.iv)] = op.iv_range()
        for a, phi in zip(op.iter_args, loop.accs):
            em.set(a, phi)
        em.yielded = None
        em.emit_ops(op.body.ops)
        if op.iter_dtypes:
            loop.carry(em.yielded)
    return list(loop.accs)
