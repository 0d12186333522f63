"""The pass manager: pass registry, pipeline strings, and instrumentation.

A pass is a frozen dataclass registered with `@register_pass("name")`; its fields are the
pipeline options (`partition{strategy=min_cut}`). `run_pipeline` runs a pipeline string over a
module; one `instrument(before, after)` hook gives every debug flag: print-ir-before/after(-all),
dump-dir (one numbered file per stage, each a valid IR file), verify-each and timing. As MLIR
skips the verifier after a pass that preserved everything, a pass that changed nothing says so
(`ctx.mark_unchanged()`) and is not verified again.
"""
from __future__ import annotations

import contextlib
import dataclasses
import gc
import importlib
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, ClassVar, TextIO

from ..ir.core import IRError, Module
from ..ir.rewrite import clone_module
from ..ir.verifier import verify

PASSES: dict[str, type] = {}

#: the passes that come with aotgrad, each defined in the module of its name (`buffer-reuse`
#: in `passes/buffer_reuse`), which is imported the first time a pipeline names it: a program
#: that runs no pass (a compiled function started from the disk cache) imports none.
BUILTIN_PASSES = ("canonicalize", "cse", "dce", "decompose", "autodiff", "partition",
                  "row-sparse-grads", "lower", "fuse", "buffer-reuse", "dedupe-kernels")


def pass_class(name: str) -> type | None:
    """The pass registered as `name` (importing a built-in pass's module), or None."""
    if name not in PASSES and name in BUILTIN_PASSES:
        importlib.import_module(f"{__package__}.{name.replace('-', '_')}")
    return PASSES.get(name)


def pass_names() -> list[str]:
    """Every pass a pipeline may name, sorted."""
    return sorted(set(PASSES) | set(BUILTIN_PASSES))


def register_pass(name: str):
    """Class decorator: register a pass under its pipeline name."""
    def wrap(cls):
        assert name not in PASSES, f"pass {name} registered twice"
        cls.pass_name = name
        PASSES[name] = cls
        return cls
    return wrap


@dataclass(frozen=True)
class Pass:
    """Base of every pass: `run(module, ctx) -> Module`; options are dataclass fields.

    A pass may rewrite the module it is given in place: `run_pipeline` copies its input once,
    so no pass needs a copy of its own.
    """

    pass_name: ClassVar[str] = "<abstract>"

    def run(self, module: Module, ctx: "PassContext") -> Module:
        raise NotImplementedError

    def __str__(self) -> str:
        opts = [f"{f.name}={_fmt_opt(getattr(self, f.name))}" for f in dataclasses.fields(self)
                if getattr(self, f.name) != f.default]
        return self.pass_name + ("{" + ",".join(opts) + "}" if opts else "")


def _fmt_opt(v) -> str:
    return ("true" if v else "false") if isinstance(v, bool) else str(v)


@dataclass
class PassContext:
    """What passes report into (data, never IR text) and what the manager records."""

    reports: dict[str, list] = field(default_factory=dict)
    timings: list[tuple[str, float]] = field(default_factory=list)
    #: False once the running pass said it left the module as it found it.
    changed: bool = True

    def report(self, pass_name: str, entry) -> None:
        self.reports.setdefault(pass_name, []).append(entry)

    def mark_unchanged(self) -> None:
        """The running pass left the module exactly as it found it: the verifier, which
        passed on that module, is not run again."""
        self.changed = False


class PipelineError(IRError):
    pass


def _check_braces(text: str) -> None:
    depth = 0
    for i, c in enumerate(text):
        if c == "{":
            if depth:
                raise PipelineError(f"nested '{{' at column {i + 1} of pipeline '{text}'")
            depth, opened = 1, i
        elif c == "}":
            if not depth:
                raise PipelineError(f"'}}' without '{{' at column {i + 1} of pipeline '{text}'")
            depth = 0
    if depth:
        raise PipelineError(f"unclosed '{{' at column {opened + 1} of pipeline '{text}'")


def check_pass_names(names, flag: str) -> None:
    """Each of `names` is a registered pass, or a `PipelineError` naming `flag`."""
    for name in names:
        if name not in PASSES and name not in BUILTIN_PASSES:
            raise PipelineError(f"{flag}: unknown pass '{name}' (passes:"
                                f" {', '.join(pass_names())})")


def parse_pipeline(text: str) -> list[Pass]:
    """`'decompose,cse,partition{strategy=min_cut}'` -> pass instances."""
    _check_braces(text)
    passes = []
    for m in re.finditer(r"\s*([A-Za-z0-9_-]+)\s*(\{[^}]*\})?\s*(,|$)", text.strip()):
        name, opts = m.group(1), m.group(2)
        cls = pass_class(name)
        if cls is None:
            raise PipelineError(f"unknown pass '{name}' (passes: {', '.join(pass_names())})")
        kwargs = {}
        fields = {f.name: f for f in dataclasses.fields(cls)}
        for item in (opts[1:-1].split(",") if opts else []):
            if not item.strip():
                continue
            key, _, value = item.partition("=")
            key = key.strip().replace("-", "_")
            if key not in fields:
                raise PipelineError(f"pass '{name}' has no option '{key}' (options: "
                                    f"{', '.join(fields) or 'none'})")
            kwargs[key] = _convert(name, key, value.strip(), fields[key])
        passes.append(cls(**kwargs))
    rebuilt = ",".join(m.group(0).strip().rstrip(",") for m in
                       re.finditer(r"\s*([A-Za-z0-9_-]+)\s*(\{[^}]*\})?\s*(,|$)", text.strip()))
    if text.strip() and rebuilt.replace(" ", "") != text.strip().replace(" ", ""):
        raise PipelineError(f"malformed pipeline '{text}'")
    return passes


def _convert(pass_name, key, value, f):
    kind = f.type if isinstance(f.type, str) else getattr(f.type, "__name__", str(f.type))
    try:
        if kind == "bool":
            if value not in ("true", "false"):
                raise ValueError
            return value == "true"
        if kind == "int":
            return int(value)
        if kind == "float":
            return float(value)
    except ValueError:
        raise PipelineError(f"pass '{pass_name}' option '{key}' expects a {kind}, got '{value}'") \
            from None
    return value


Hook = Callable[[int, Pass, Module], None]


@dataclass
class Instrumentation:
    """The debug flags, all implemented on the one before/after hook pair."""

    print_ir_before: tuple[str, ...] = ()
    print_ir_after: tuple[str, ...] = ()
    print_ir_after_all: bool = False
    print_ir_after_change: bool = False   # with after/after-all: only when the text changed
    dump_dir: str | Path | None = None
    verify_each: bool = True
    timing: bool = False
    out: TextIO | None = None
    stages: dict[str, str] | None = None   # filled with stage file name -> IR text

    def record(self, index: int, p: "Pass | None", module: Module, total: int) -> None:
        if self.dump_dir is None and self.stages is None:
            return
        name = stage_name(index, p)
        text = str(module) if p is None else \
            self.header("after", p, index, total) + "\n" + str(module)
        if self.stages is not None:
            self.stages[name] = text
        if self.dump_dir is not None:
            Path(self.dump_dir).mkdir(parents=True, exist_ok=True)
            (Path(self.dump_dir) / name).write_text(text)

    def header(self, when: str, p: Pass | None, index: int, total: int) -> str:
        what = "input" if p is None else str(p)
        return f"// ----- IR {when} {what} ({index}/{total}) ----- //"


def stage_name(index: int, p: Pass | None) -> str:
    """File name of a stage in dump dirs and goldens: `00-input.ir`, `01-decompose.ir`."""
    return f"{index:02d}-{'input' if p is None else p.pass_name}.ir"


def run_pipeline(module: Module, pipeline: str | list[Pass], *,
                 instrumentation: Instrumentation | None = None,
                 ctx: PassContext | None = None) -> Module:
    """Run `pipeline` over `module` and return the result; the input module is not modified."""
    with _fewer_collections():
        return _run_pipeline(module, pipeline, instrumentation, ctx)


#: the collector's first-generation threshold while a pipeline runs (Python's default: 700).
PIPELINE_GC_THRESHOLD = 100_000


@contextlib.contextmanager
def _fewer_collections():
    """Run the collector less often while passes run: they allocate many long-lived objects
    (ops, values, types) and few cycles, and at the default threshold the collector spent a
    quarter of a large compile walking them again and again (as mypy raises its threshold)."""
    old = gc.get_threshold()
    gc.set_threshold(max(old[0], PIPELINE_GC_THRESHOLD), *old[1:])
    try:
        yield
    finally:
        gc.set_threshold(*old)


def _run_pipeline(module: Module, pipeline: str | list[Pass],
                  instrumentation: Instrumentation | None, ctx: PassContext | None) -> Module:
    import sys
    passes = parse_pipeline(pipeline) if isinstance(pipeline, str) else list(pipeline)
    module = clone_module(module)
    inst = instrumentation or Instrumentation()
    check_pass_names(inst.print_ir_before, "print-ir-before")
    check_pass_names(inst.print_ir_after, "print-ir-after")
    ctx = ctx if ctx is not None else PassContext()
    out = inst.out or sys.stdout
    total = len(passes)
    inst.record(0, None, module, total)
    if inst.verify_each:
        _verify(module, "input")
    for i, p in enumerate(passes, 1):
        before = str(module) if inst.print_ir_after_change else ""
        if p.pass_name in inst.print_ir_before:
            print(inst.header("before", p, i, total), file=out)
            print(module, file=out)
        start = time.perf_counter()
        ctx.changed = True
        module = p.run(module, ctx)
        ctx.timings.append((str(p), time.perf_counter() - start))
        if inst.verify_each and ctx.changed:
            start = time.perf_counter()
            _verify(module, str(p))
            ctx.timings.append(("(verifier)", time.perf_counter() - start))
        if inst.print_ir_after_all or p.pass_name in inst.print_ir_after:
            if not inst.print_ir_after_change or str(module) != before:
                print(inst.header("after", p, i, total), file=out)
                print(module, file=out)
        inst.record(i, p, module, total)
    if inst.timing:
        print(format_timing(ctx.timings), file=out)
    return module


def dump_stages(module: Module, pipeline: str, verify_each: bool = True) -> dict[str, str]:
    """Stage file name -> IR text after that stage: what `--dump-dir` writes and goldens pin."""
    stages: dict[str, str] = {}
    run_pipeline(module, pipeline, instrumentation=Instrumentation(
        verify_each=verify_each, stages=stages))
    return stages


def _verify(module: Module, after: str) -> None:
    try:
        verify(module)
    except IRError as e:
        raise IRError(f"verification failed after {after}: {e.message}", e.loc) from None


def format_timing(timings: list[tuple[str, float]]) -> str:
    """An MLIR-style timing table: wall time and share per pass, the verifier as one row."""
    rows: dict[str, float] = {}
    for name, t in timings:
        rows[name] = rows.get(name, 0.0) + t
    total = sum(rows.values()) or 1e-12
    lines = ["===-------------------------------------------------------------------------===",
             "                         ... Execution time report ...",
             "===-------------------------------------------------------------------------===",
             f"  Total Execution Time: {total:.4f} seconds", "",
             "  ----Wall Time----  ----Name----"]
    for name, t in rows.items():
        lines.append(f"  {t:.4f} ({100 * t / total:5.1f}%)  {name}")
    lines.append(f"  {total:.4f} (100.0%)  Total")
    return "\n".join(lines)
