"""The CUDA codegen table, and the state the C text of one kernel is written with.

`EMIT` maps an op class to its row: a function `(em, op)` that writes the op's C statements
with the `Emitter` `em`. Rows are registered where they are written, with `@emits(AddOp)`
(`scalar.py` for `arith`, `loops.py` for loops and memory access); `Emitter.emit_ops` walks a
block through the table. Every SSA value becomes a `const` C variable named as the IR text names
it (`value_names`), so the `.cu` lines up with the `.ir`; a name that C, CUDA or the prelude
already uses (`exp`, `int`, `ag_*`) gets a trailing `_`.
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable

from ...ir.core import Function, IRError, Operation, Value
from ...ir.types import DType
from ..names import value_names

#: op class -> its codegen row.
EMIT: dict[type, Callable[["Emitter", Operation], None]] = {}

#: C type of a scalar in registers, and of an element in memory (bool is a byte there).
CTYPE = {DType.f32: "float", DType.f64: "double", DType.i32: "int", DType.i64: "long long",
         DType.bool: "bool"}
MEMTYPE = {**CTYPE, DType.bool: "unsigned char"}
INDEX = "long long"

_KEYWORDS = """alignas alignof and and_eq asm auto bitand bitor bool break case catch char
class compl const constexpr const_cast continue decltype default delete do double
dynamic_cast else enum explicit export extern false float for friend goto if inline int long
mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected public
register reinterpret_cast restrict return short signed sizeof static static_assert static_cast
struct switch template this throw true try typedef typeid typename union unsigned using virtual
void volatile wchar_t while xor xor_eq main printf malloc free memcpy memset assert""".split()
_CUDA = """threadIdx blockIdx blockDim gridDim warpSize dim3 min max abs fabs fabsf exp expf log
logf sin sinf cos cosf tanh tanhf sqrt sqrtf rsqrt rsqrtf pow powf INFINITY NAN isnan isinf
signbit floor ceil round trunc fmax fmin fma erf uint1 int1 float1 float2 float4 double2 char1
uchar1 short1 long1 longlong1""".split()
RESERVED = frozenset(_KEYWORDS + _CUDA)


def c_identifier(name: str, taken: set[str] | frozenset = frozenset()) -> str:
    """`name` as a C identifier that no keyword, CUDA builtin or prelude helper uses."""
    out = "".join(c if c.isalnum() or c == "_" else "_" for c in name) or "v"
    if out[0].isdigit():
        out = "v" + out
    while out in RESERVED or out.startswith(("ag_", "__")) or out in taken:
        out += "_"
    return out


def c_names(f: Function) -> dict[int, str]:
    """The C variable of each value of `f`: its IR name, made a safe C identifier."""
    out: dict[int, str] = {}
    taken: set[str] = set()
    for key, name in value_names(f).items():
        out[key] = c_identifier(name, taken)
        taken.add(out[key])
    return out


def emits(*classes: type):
    """Registers the decorated function as the row of `classes`."""
    def register(fn):
        for cls in classes:
            if cls in EMIT:
                raise AssertionError(f"two CUDA codegen rows for {cls.name}")
            EMIT[cls] = fn
        return fn
    return register


@dataclass(frozen=True)
class Team:
    """The threads that run one point of a kernel together: a whole block (`BLOCK`), or one
    warp of a block that runs a point per warp (`WARP_TEAM`, short rows). `index`/`size`: a
    thread's place in the team and the team's size (a loop split over the team starts at the
    one and strides by the other); `reduce`: the prelude's function combining one value per
    thread into the team's total; `leader`: the thread that runs what only one may; `sync`: the
    barrier of the team; `copies`: how many teams a block holds (their shared scalars and
    scratch buffers are arrays of that many, `slot` picking the team's own)."""

    index: str
    size: str
    reduce: str
    leader: str
    sync: str
    copies: int = 1
    slot: str = ""


BLOCK = Team("threadIdx.x", "blockDim.x", "ag_block_reduce", "threadIdx.x == 0",
             "__syncthreads();")
#: the warps of a block in warp-per-point kernels
WARPS = 8
WARP_TEAM = Team("ag_lane", "32", "ag_warp_reduce", "ag_lane == 0", "__syncwarp();", WARPS,
                 "ag_warp")


@dataclass
class Emitter:
    """What a row sees: the kernel, the C lines written so far, the C expression of each IR
    value, and the inclusive range of each loop variable."""

    fn: Function
    names: dict[int, str]
    lines: list[str] = field(default_factory=list)
    depth: int = 1
    exprs: dict[int, str] = field(default_factory=dict)
    ranges: dict[int, tuple[int, int]] = field(default_factory=dict)
    used: set[int] = field(default_factory=set)
    checks: list = field(default_factory=list)   # run-time bounds checks of the whole unit
    shared_scratch: bool = False       # a kernel's scratch is one per team (`__shared__`)
    team: Team = BLOCK                 # who runs a point together, where `shared_scratch`
    rows: object = None                # the point's rows kept in registers (`rows.RowPlan`)
    lanes: object = None               # the nest's 16-byte accesses (`vectors.LanePlan`)

    def __post_init__(self):
        self.used = {id(v) for op in self.fn.walk() for v in op.operands}

    def line(self, text: str) -> None:
        self.lines.append("  " * self.depth + text)

    @contextmanager
    def block(self, header: str):
        """`header {` ... `}`, the body one level deeper."""
        self.line(header + " {")
        self.depth += 1
        yield
        self.depth -= 1
        self.line("}")

    def name(self, v: Value) -> str:
        return self.names[id(v)]

    def get(self, v: Value) -> str:
        """The C expression of `v` (its variable, once defined)."""
        return self.exprs.get(id(v), self.names[id(v)])

    def define(self, v: Value, dtype: DType, expr: str) -> None:
        """`const T name = expr;` for the scalar `v` (nothing when nothing reads `v`)."""
        if id(v) in self.used:
            self.line(f"const {CTYPE[dtype]} {self.name(v)} = {expr};")

    @contextmanager
    def unless_unread(self, v: Value, text: str):
        """`text`, the line defining `v`, dropped again when no line written inside the block
        reads it (its reads became reads of registers: `rows.py`, `vectors.py`)."""
        self.line(text)
        at = len(self.lines)
        yield
        if not any(re.search(rf"\b{self.name(v)}\b", line) for line in self.lines[at:]):
            del self.lines[at - 1]

    def emit_ops(self, ops: list[Operation]) -> None:
        for op in ops:
            row = EMIT.get(type(op))
            if row is None:
                raise IRError(f"CUDA codegen: '{op.name}' cannot appear in "
                              f"{self.fn.kind} '@{self.fn.name}'", op.loc)
            row(self, op)
