"""`aotgrad.profiler`: where a compiled step's time goes, per kernel, per extern call, and in
Python.

In: times measured by the generated code itself. A program compiled for profiling (the
`profile` flag of `compile_module` and of every backend; a compile key of its own, so turning
profiling on compiles once more and turning it off runs the fast code again) times each of
its calls: on the CPU, `clock_gettime` around every kernel and gemm call of the entry point,
summed into counters at the arena's end (`codegen/llvm/profile.py`); on the GPU, two CUDA
events around every launch (`codegen/cuda/program.py`). Its executor (`cpu.ProfiledProgram`,
`cuda.CudaProgram`) hands each call's counters and the call's wall time to `collect`.
The Python around generated code is measured by spans: a compiled function's call (its
guards, argument checks, Tensor wrapping, tape node) and a `backward()` (the autograd engine);
what a span's wall time holds beyond the programs that ran in it goes to the Python row of
its program. Compilation inside a span is left out of it and reported apart.

Out: `Profile`, the context manager `aotgrad.profiler.profile()` returns: `rows()` (one `Row`
per kernel and per extern call site of each program, one per program for its Python
overhead) and `table()`, sorted by time, with calls, total and mean time, % of the profiled
time, bytes moved (each call's bytes as the fusion report counts them, `fuse.report.
call_bytes`), GB/s and, for matmuls, GFLOP/s (2 * batch * M * N * K per call). Nothing is
recorded outside a profile; `AOTGRAD_PROFILE=1` profiles the whole process and prints the
table on stderr at exit.
"""
from __future__ import annotations

import atexit
import math
import os
import sys
import time
import weakref
from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

#: the profile being recorded (None: profiling is off, and nothing here runs per call).
SESSION: "Profile | None" = None

PYTHON = "python overhead"


@dataclass(frozen=True)
class Site:
    """One timed call site of a program: the row it adds to, and what one call moves/computes."""

    program: str
    name: str                    # "@fused_add_relu", "@matmul#1 [128x784 @ 784x256]"
    kind: str                    # "kernel" | "extern"
    bytes: int                   # bytes one call moves (0: unknown)
    flops: int = 0               # floating-point operations of one call (matmuls)


@dataclass(frozen=True)
class Row:
    """One row of the table: a kernel, an extern call site, or a program's Python overhead."""

    program: str
    name: str
    kind: str                    # "kernel" | "extern" | "python"
    calls: int
    total_ns: int
    bytes: int = 0               # over all calls
    flops: int = 0               # over all calls

    @property
    def mean_ns(self) -> float:
        return self.total_ns / self.calls if self.calls else 0.0

    @property
    def gb_per_s(self) -> float | None:
        return self.bytes / self.total_ns if self.bytes and self.total_ns > 0 else None

    @property
    def gflop_per_s(self) -> float | None:
        return self.flops / self.total_ns if self.flops and self.total_ns > 0 else None


class Program:
    """A profiled executable's timed sites; `collect` hands each call to the profile."""

    def __init__(self, name: str, sites: Sequence[Site]):
        self.name = name
        self.sites = tuple(sites)

    def collect(self, elapsed_ns: np.ndarray, calls: np.ndarray, wall_ns: int) -> None:
        """One call of the program: per site, the nanoseconds and calls it added; the
        call's wall time, Python around the generated code included."""
        if SESSION is not None:
            SESSION._program(self, elapsed_ns, calls, wall_ns)


def matmul_site(program: str, number: int, types: Sequence, attrs: dict, nbytes: int) -> Site:
    """The site of a program's `number`th matmul call on buffers of `types` (lhs, rhs, out):
    named by the product's logical shapes, with 2 * (elements of out) * K flops."""
    def logical(t, transposed):
        shape = list(t.shape)
        if transposed:
            shape[-2:] = shape[-2:][::-1]
        return shape
    lhs = logical(types[0], attrs.get("transpose_lhs"))
    rhs = logical(types[1], attrs.get("transpose_rhs"))
    batch = lhs[:-2]
    shapes = " @ ".join("x".join(map(str, s[-2:])) for s in (lhs, rhs))
    name = f"@matmul#{number} [{'x'.join(map(str, batch)) + ': ' if batch else ''}{shapes}]"
    flops = 2 * math.prod(types[2].shape) * lhs[-1]
    return Site(program, name, "extern", nbytes, flops)


def program_sites(module, program: str, callees: Sequence[str]) -> list[Site]:
    """The sites of `program` of the loop-level `module`, one per call in program order
    (`callees`, as codegen timed them): kernels by name, extern calls one by one."""
    from ..ir.loop.ops import CallOp
    from ..passes.fuse.facts import ProgramFacts
    from ..passes.fuse.report import call_bytes
    f = module.get(program)
    calls = [op for op in f.body.ops if isinstance(op, CallOp)]
    if [op.callee for op in calls] != list(callees):
        raise AssertionError(f"'@{program}': the profiled calls {list(callees)} are not the "
                             f"program's {[op.callee for op in calls]}")
    kernels = {g.name for g in module.functions if g.kind == "kernel"}
    facts = ProgramFacts(module, f)
    sites, externs = [], {}
    for op in calls:
        nbytes = call_bytes(facts, op)
        if op.callee in kernels:
            sites.append(Site(program, f"@{op.callee}", "kernel", nbytes))
            continue
        externs[op.callee] = number = externs.get(op.callee, 0) + 1
        types = [v.type for v in op.operands]
        if op.callee == "matmul":
            sites.append(matmul_site(program, number, types, op.attrs, nbytes))
        else:
            sites.append(Site(program, f"@{op.callee}#{number}", "extern", nbytes))
    return sites


def unknown_sites(program: str, callees: Sequence[str]) -> list[Site]:
    """Sites named by their callees alone (machine code loaded without its loop IR)."""
    return [Site(program, f"@{c}#{i + 1}", "kernel", 0) for i, c in enumerate(callees)]


@dataclass
class _Span:
    label: str
    start: int
    inner: int = 0               # wall time of the programs and spans that ran inside
    excluded: int = 0            # compilation inside it
    programs: list = field(default_factory=list)


class Profile:
    """What ran while profiling: per program, its sites' times and its calls' wall time; the
    Python spans around them. A context manager (`aotgrad.profiler.profile()`)."""

    def __init__(self):
        #: per `Program` seen: [its sites' ns (array), their calls (array), wall ns, calls]
        self._programs: dict[int, list] = {}
        self._keep: dict[int, Program] = {}
        self._python: dict[str, list[int]] = {}      # program -> [ns, calls] of its spans
        self._stack: list[_Span] = []
        self.compile_ns = 0                          # compiling inside the profile
        self._outer: Profile | None = None

    # -- recording --------------------------------------------------------------------------

    def __enter__(self) -> "Profile":
        global SESSION
        self._outer, SESSION = SESSION, self
        return self

    def __exit__(self, *exc) -> None:
        global SESSION
        if SESSION is not self:
            raise RuntimeError("aotgrad.profiler: profiles must end in the order they began")
        SESSION = self._outer
        if self._outer is not None:
            self._outer.merge(self)
        self._outer = None

    def _program(self, program: Program, elapsed: np.ndarray, calls: np.ndarray,
                 wall: int) -> None:
        entry = self._programs.get(id(program))
        if entry is None:
            entry = self._programs[id(program)] = [np.zeros(len(program.sites), np.int64),
                                                   np.zeros(len(program.sites), np.int64),
                                                   0, 0]
            self._keep[id(program)] = program
        entry[0] += elapsed
        entry[1] += calls
        entry[2] += wall
        entry[3] += 1
        if self._stack:
            span = self._stack[-1]
            span.inner += wall
            span.programs.append(program.name)

    def open(self, label: str) -> _Span:
        """Starts timing Python (a compiled call, a backward) until `close`."""
        span = _Span(label, time.perf_counter_ns())
        self._stack.append(span)
        return span

    def close(self, span: _Span) -> None:
        wall = time.perf_counter_ns() - span.start
        popped = self._stack.pop()
        if popped is not span:
            raise AssertionError("aotgrad.profiler: spans closed out of order")
        names = set(span.programs)
        owner = span.programs[0] if len(names) == 1 else span.label
        entry = self._python.setdefault(owner, [0, 0])
        entry[0] += wall - span.inner - span.excluded
        entry[1] += 1
        if self._stack:
            parent = self._stack[-1]
            parent.inner += wall - span.excluded
            parent.excluded += span.excluded

    def compiled(self, ns: int) -> None:
        """`ns` nanoseconds of compilation, left out of the span they happened in."""
        self.compile_ns += ns
        if self._stack:
            self._stack[-1].excluded += ns

    def merge(self, other: "Profile") -> None:
        """Adds what `other` recorded (a profile that ran inside this one)."""
        for key, (ns, calls, wall, n) in other._programs.items():
            entry = self._programs.get(key)
            if entry is None:
                self._programs[key] = [ns.copy(), calls.copy(), wall, n]
                self._keep[key] = other._keep[key]
            else:
                entry[0] += ns
                entry[1] += calls
                entry[2] += wall
                entry[3] += n
        for owner, (ns, n) in other._python.items():
            entry = self._python.setdefault(owner, [0, 0])
            entry[0] += ns
            entry[1] += n
        self.compile_ns += other.compile_ns

    # -- reading ----------------------------------------------------------------------------

    def rows(self) -> list[Row]:
        """One row per kernel and extern call site of each program, one per program for its
        Python overhead; slowest first."""
        found: dict[tuple[str, str], list] = {}
        python: dict[str, list[int]] = {k: list(v) for k, v in self._python.items()}
        program_calls: dict[str, int] = {}
        for key, (ns, calls, wall, n) in self._programs.items():
            program = self._keep[key]
            for site, t, c in zip(program.sites, ns.tolist(), calls.tolist()):
                row = found.setdefault((site.program, site.name), [site.kind, 0, 0, 0, 0])
                row[1] += c
                row[2] += t
                row[3] += site.bytes * c
                row[4] += site.flops * c
            python.setdefault(program.name, [0, 0])[0] += wall - int(ns.sum())
            program_calls[program.name] = program_calls.get(program.name, 0) + n
        out = [Row(p, name, kind, calls, total, nbytes, flops)
               for (p, name), (kind, calls, total, nbytes, flops) in found.items()]
        # a program's Python row counts its calls; a span no program ran in counts itself
        out += [Row(p, PYTHON, "python", program_calls.get(p, spans), total)
                for p, (total, spans) in python.items()]
        out.sort(key=lambda r: (-r.total_ns, r.program, r.name))
        return out

    @property
    def total_ns(self) -> int:
        """The time of every row: the wall time of the profiled calls, compiling left out."""
        return sum(r.total_ns for r in self.rows())

    def table(self, limit: int | None = None) -> str:
        """The rows as a table, slowest first (the first `limit` rows when given)."""
        return format_table(self.rows(), limit, self.compile_ns)

    def __str__(self) -> str:
        return self.table()


_HEADER = ("program", "name", "kind", "calls", "total ms", "mean us", "%", "bytes moved",
           "GB/s", "GFLOP/s")


def _bytes(n: int) -> str:
    if not n:
        return ""
    for unit, scale in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if n >= scale:
            return f"{n / scale:.2f} {unit}"
    return f"{n} B"


def _rate(x: float | None) -> str:
    return "" if x is None else f"{x:.2f}"


def format_table(rows: list[Row], limit: int | None = None, compile_ns: int = 0) -> str:
    """`rows` as an aligned text table with a total line (`Profile.table`)."""
    total = sum(r.total_ns for r in rows)
    shown = rows if limit is None else rows[:limit]
    body = [(r.program, r.name, r.kind, str(r.calls), f"{r.total_ns / 1e6:.3f}",
             f"{r.mean_ns / 1e3:.1f}", f"{100 * r.total_ns / total:.1f}%" if total else "",
             _bytes(r.bytes), _rate(r.gb_per_s), _rate(r.gflop_per_s)) for r in shown]
    if len(shown) < len(rows):
        rest = rows[len(shown):]
        t = sum(r.total_ns for r in rest)
        body.append(("", f"({len(rest)} more rows)", "", "", f"{t / 1e6:.3f}", "",
                     f"{100 * t / total:.1f}%" if total else "", "", "", ""))
    body.append(("total", "", "", "", f"{total / 1e6:.3f}", "", "100.0%" if total else "",
                 _bytes(sum(r.bytes for r in rows)), "", ""))
    widths = [max(len(line[i]) for line in [_HEADER, *body]) for i in range(len(_HEADER))]
    left = {0, 1, 2}

    def fmt(line):
        return "  ".join(c.ljust(w) if i in left else c.rjust(w)
                         for i, (c, w) in enumerate(zip(line, widths))).rstrip()
    lines = [fmt(_HEADER), fmt(["-" * w for w in widths]), *map(fmt, body[:-1]),
             fmt(["-" * w for w in widths]), fmt(body[-1])]
    if compile_ns:
        lines.append(f"(compiling took {compile_ns / 1e9:.2f} s, not counted above)")
    return "\n".join(lines)


def profile() -> Profile:
    """`with aotgrad.profiler.profile() as prof:` records the compiled calls inside it;
    `prof.table()` then prints where their time went."""
    return Profile()


# -- compiled functions while profiling ---------------------------------------------------

#: per compiled function, its twin compiled for profiling (kept while the function lives, so
#: profiling again compiles nothing)
_TWINS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _timed_build(build, module, arrays, label):
    start = time.perf_counter_ns()
    try:
        return build(module, arrays, label, profile=True)
    finally:
        if SESSION is not None:
            SESSION.compiled(time.perf_counter_ns() - start)


def call(function, args: tuple, kwargs: dict):
    """A call of the compiled function `function` while profiling: its twin built for
    profiling runs it, inside a span of the function's name."""
    twin = _TWINS.get(function)
    if twin is None:
        build = function._build
        twin = type(function)(function.fn, lambda m, a, label: _timed_build(build, m, a, label),
                              static_argnames=tuple(function._arguments.static),
                              cache_size_limit=function.cache_size_limit,
                              fullgraph=function.fullgraph)
        twin.profiling = True
        _TWINS[function] = twin
    session = SESSION
    span = session.open(function.__name__)
    try:
        return twin(*args, **kwargs)
    finally:
        session.close(span)


def backward(run, *args) -> None:
    """`run(*args)` (the autograd engine) inside a span: its Python is the backward's."""
    session = SESSION
    span = session.open("autograd")
    try:
        run(*args)
    finally:
        session.close(span)


def _from_environment() -> None:
    """`AOTGRAD_PROFILE=1`: profile the whole process, print the table on stderr at exit."""
    if os.environ.get("AOTGRAD_PROFILE", "0").strip() in ("", "0"):
        return
    whole = Profile().__enter__()

    def report():
        if whole.rows():
            print(f"// aotgrad.profiler (AOTGRAD_PROFILE=1):\n{whole.table()}",
                  file=sys.stderr)
    atexit.register(report)


_from_environment()
