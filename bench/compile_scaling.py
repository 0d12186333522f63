"""Compile time against program size: does every stage grow near linearly?

In: straight-line DSL programs of `L` layers (`a = h @ w + b`, then tanh, sigmoid, relu, exp and
arithmetic: 16 ops a layer), from about 150 to about 6,000 ops, and chains of `N` one-line
statements for the text stages. Out (markdown, on stdout):

- per size: the ops of the program and of its joint function, the seconds of each pass of the
  default pipeline (`passes/pipelines.DEFAULT_PIPELINE`, a pass that runs several times summed
  over its runs), the verifier after every pass (as `aotgrad.compile` runs it) and the total,
  wall and CPU time, and the CPU time per input op (flat when the pipeline is linear);
- per text size: parsing the DSL file, printing its IR and parsing that text back;
- per size, the whole cold compile `aotgrad.compile` makes (machine code included, no disk
  cache): the pipeline, then code generation and LLVM for the forward and the backward
  (`jit.compile_programs`: LLVM compiles one program while the next is generated), the
  kernels and LLVM IR made, wall and CPU seconds (this process's and the compile processes'),
  and the CPU time per input op;
- the same whole cold compile of a scaled chain of 78 to 625 layers (`scaled_program`: `a =
  tanh(h * 1.01 + w)`, `h = a - sum(a, axis=1, keepdim=true) * 0.01`; 704 to 5,624 ops),
  whose compile time once grew 2.7-3.2x per doubling; `compile_scaling.py scaled` prints
  this table alone;
- per depth of a chain that reuses its value (`v = v * v + 0.5` on f32[4096], with
  gradients: each link reads the last value twice, which once made `fuse` exponential), the
  seconds of `lower` and `fuse`, the default pipeline's CPU time, and the ops `lower` and
  `fuse` construct per tensor op (flat when their work is linear). `python
  compile_scaling.py reused` prints this table alone.

Each number is the median of three runs. The cores are shared with other work, which stretches
wall times, so growth is judged on CPU time (`time.process_time`), which other processes do
not inflate as much.
"""
from __future__ import annotations

import os
import sys
import time
from typing import Callable
from collections import defaultdict

import numpy as np

from aotgrad.frontend.dsl import parse
from aotgrad.ir.core import Operation
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.printer import print_module
from aotgrad.passes.manager import Instrumentation, PassContext, parse_pipeline, run_pipeline
from aotgrad.passes.pipelines import DEFAULT_PIPELINE, training_pipeline
from harness import run_once, table

LAYERS = (9, 19, 47, 94, 188, 312, 375)
STATEMENTS = (1250, 2500, 5000, 10000)
REUSED_DEPTHS = (6, 8, 9, 12, 24, 48, 96, 192)
#: layers of the scaled chain (`scaled_program`): 704 to 5,624 ops
SCALED_LAYERS = (78, 156, 312, 625)
VERIFIER = "(verifier)"
#: runs per measurement; the median is reported (the cores are shared, single runs wander).
RUNS = 3


def layers_program(layers: int) -> str:
    """A straight-line training loss of `layers` layers sharing one weight and bias."""
    lines = ["def loss(x: f32[16,32], w: f32[32,32], b: f32[32]) -> f32[] {", "  h = x"]
    for _ in range(layers):
        lines += ["  a = h @ w + b", "  h = tanh(a) * sigmoid(h) + relu(a) * 0.5",
                  "  h = exp(h * 0.01) - h / 3.0"]
    return "\n".join(lines + ["  return sum(h * h)", "}"]) + "\n"


def statements_program(n: int) -> str:
    """A DSL file of `n` one-line statements (three ops each)."""
    lines = ["def chain(x: f32[8], y: f32[8]) -> f32[8] {", "  h = x"]
    lines += ["  h = tanh(h) * y + 0.5"] * n
    return "\n".join(lines + ["  return h", "}"]) + "\n"


def reused_program(depth: int) -> str:
    """A chain of `depth` links `v = v * v + 0.5`, each reading the last value twice."""
    lines = ["def f(x: f32[4096]) -> f32[] {", "  v = x"] + ["  v = v * v + 0.5"] * depth
    return "\n".join(lines + ["  return sum(v)", "}"]) + "\n"


def scaled_program(layers: int) -> str:
    """A chain of `layers` layers `a = tanh(h * 1.01 + w)`, `h = a - sum(a, axis=1,
    keepdim=true) * 0.01`: each layer a pointwise chain and a row reduction, so its fused
    kernels hold chains of every length (once 2.7-3.2x the compile time per doubling)."""
    body = ["  a = tanh(h * 1.01 + w)", "  h = a - sum(a, axis=1, keepdim=true) * 0.01"]
    lines = ["def f(x: f32[4, 8], w: f32[4, 8]) -> f32[] {", "  h = x"] + body * layers
    return "\n".join(lines + ["  return sum(h)", "}"]) + "\n"


def reused_row(depth: int) -> list[object]:
    """One row of the reused-chain table: depth, ops, lower and fuse seconds, pipeline CPU
    seconds and per op, the ops lower and fuse construct per tensor op."""
    module = parse(reused_program(depth))
    ops = len(module.functions[0].body.ops)
    runs = []
    for _ in range(RUNS):
        ctx = PassContext()
        cpu = time.process_time()
        run_once(lambda: run_pipeline(module, DEFAULT_PIPELINE, ctx=ctx,
                                      instrumentation=Instrumentation(verify_each=True)))
        cpu = time.process_time() - cpu
        per_pass: dict[str, float] = defaultdict(float)
        for name, seconds in ctx.timings:
            per_pass[name.split("{")[0]] += seconds
        runs.append((cpu, per_pass["lower"], per_pass["fuse"]))
    cpu, lower, fuse = sorted(runs)[len(runs) // 2]
    tensor = run_pipeline(module, training_pipeline(loops=False))
    built = [0]
    init = Operation._init

    def counting(self, *args):
        built[0] += 1
        return init(self, *args)
    Operation._init = counting
    try:
        run_pipeline(tensor, "lower,fuse")
    finally:
        Operation._init = init
    tensor_ops = sum(len(f.body.ops) for f in tensor.functions)
    return [depth, ops, f"{lower:.3f}", f"{fuse:.3f}", f"{cpu:.2f}",
            f"{cpu / ops * 1e6:.0f}", f"{built[0] / tensor_ops:.1f}"]


def reused_table() -> str:
    """The reused-chain table as markdown."""
    rows = [reused_row(d) for d in REUSED_DEPTHS]
    return "\n\n".join([
        "### A chain that reuses its value (`v = v * v + 0.5`, f32[4096], with gradients)",
        table(["depth", "ops", "`lower` s", "`fuse` s", "CPU s", "CPU us/op",
               "ops built per op"], rows, right=range(7)),
        f"Growth exponent of the CPU time between the two deepest chains:"
        f" k = {exponent(rows, 1, (4,))}."])


def pipeline_row(layers: int) -> list[object]:
    """One row of the pipeline table: sizes, seconds per pass, verifier, total, us per op."""
    module = parse(layers_program(layers))
    ops = len(module.functions[0].body.ops)
    joint = run_pipeline(module, "canonicalize,cse,dce,autodiff")
    runs = []
    for _ in range(RUNS):
        ctx = PassContext()
        cpu = time.process_time()
        total = run_once(lambda: run_pipeline(module, DEFAULT_PIPELINE, ctx=ctx,
                                              instrumentation=Instrumentation(verify_each=True)))
        cpu = time.process_time() - cpu
        per_pass: dict[str, float] = defaultdict(float)
        for name, seconds in ctx.timings:
            per_pass[name.split("{")[0]] += seconds
        runs.append((cpu, total, per_pass))
    cpu, total, per_pass = sorted(runs, key=lambda r: r[0])[len(runs) // 2]
    return [ops, len(joint.functions[0].body.ops),
            *(f"{per_pass[p]:.3f}" for p in (*passes(), VERIFIER)), f"{total:.2f}",
            f"{cpu:.2f}", f"{cpu / ops * 1e6:.0f}"]


def passes() -> list[str]:
    """The passes of the default pipeline, each once, in the order they first run."""
    return list(dict.fromkeys(str(p).split("{")[0] for p in parse_pipeline(DEFAULT_PIPELINE)))


def median_cpu_seconds(fn) -> float:
    """The median CPU seconds of `RUNS` calls of `fn`."""
    samples = []
    for _ in range(RUNS):
        start = time.process_time()
        run_once(fn)
        samples.append(time.process_time() - start)
    return float(np.median(samples))


def text_row(n: int) -> list[object]:
    """One row of the text table: lines, ops, DSL parse, print, parse of the printed IR."""
    source = statements_program(n)
    module = parse(source)
    text = print_module(module)
    parse_s = median_cpu_seconds(lambda: parse(source))
    print_s = median_cpu_seconds(lambda: print_module(module))
    reparse_s = median_cpu_seconds(lambda: parse_ir(text))
    ops = len(module.functions[0].body.ops)
    return [n + 4, ops, f"{parse_s:.2f}", f"{print_s:.2f}", f"{reparse_s:.2f}",
            f"{(parse_s + print_s + reparse_s) / ops * 1e6:.0f}"]


def exponent(rows: list[list[object]], ops_col: int, seconds_cols: tuple[int, ...]) -> str:
    """The exponent k of seconds ~ ops^k between the two largest sizes (1.00: linear)."""
    (o1, t1), (o2, t2) = [(float(r[ops_col]), sum(float(r[c]) for c in seconds_cols))
                          for r in rows[-2:]]
    return f"{np.log(t2 / t1) / np.log(o2 / o1):.2f}"


def compile_row(layers: int, program: Callable[[int], str] = layers_program) -> list[object]:
    """One row of the end-to-end table: ops, kernels, LLVM IR, seconds of each part."""
    from aotgrad.codegen.llvm import jit
    from aotgrad.codegen.llvm.cache import cache_dir
    assert cache_dir() is None, "run with AOTGRAD_CACHE=0: compiles must be cold"
    module = parse(program(layers))
    ops = len(module.functions[0].body.ops)
    runs = []
    for _ in range(RUNS):
        wall, cpu = time.perf_counter(), time.process_time()
        out = run_pipeline(module, DEFAULT_PIPELINE, ctx=PassContext(),
                           instrumentation=Instrumentation(verify_each=True))
        passes = time.perf_counter() - wall
        names = [f.name for f in out.functions if f.kind == "program"]
        made = jit.compile_programs(out, names)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        timings = [dict(c.timings) for c in made]
        llvm_cpu = sum(t["llvm cpu"] for t in timings)
        runs.append((cpu + llvm_cpu, wall, passes, sum(t["codegen"] for t in timings),
                     llvm_cpu, sum(len(c.llvm_ir) for c in made),
                     sum(f.kind == "kernel" for f in out.functions)))
    cpu, wall, passes, codegen, llvm, size, kernels = sorted(runs)[len(runs) // 2]
    return [ops, kernels, f"{size / 1e6:.2f}", f"{passes:.2f}", f"{codegen:.2f}",
            f"{llvm:.2f}", f"{wall:.2f}", f"{cpu:.2f}", f"{cpu / ops * 1e6:.0f}"]


def report() -> str:
    """The four tables as markdown."""
    rows = [pipeline_row(n) for n in LAYERS]
    text = [text_row(n) for n in STATEMENTS]
    compiles = [compile_row(n) for n in LAYERS]
    headers = ["ops", "joint ops", *(f"`{p}`" for p in passes()), "verifier", "total s",
               "CPU s", "CPU us/op"]
    pipeline = table(headers, rows, right=range(len(headers)))
    texts = table(["DSL lines", "ops", "DSL parse s", "print s", "parse_ir s", "us/op"], text,
                  right=range(6))
    return "\n\n".join([
        "### Default pipeline against program size (wall seconds per pass, verifier on)",
        pipeline,
        f"Growth exponent of the CPU time between the two largest programs (seconds ~ ops^k):"
        f" k = {exponent(rows, 0, (len(headers) - 2,))}.",
        "### Text against file size (CPU seconds)",
        texts,
        f"Growth exponent of DSL parse + print + parse_ir between the two largest files:"
        f" k = {exponent(text, 1, (2, 3, 4))}.",
        "### The whole cold compile against program size (machine code, no disk cache)",
        table(["ops", "kernels", "LLVM IR MB", "passes s", "codegen s", "LLVM CPU s",
               "total s", "CPU s", "CPU us/op"], compiles, right=range(9)),
        f"Growth exponent of the CPU time between the two largest programs:"
        f" k = {exponent(compiles, 0, (7,))}.",
        scaled_table(),
        reused_table()])


def scaled_table() -> str:
    """The cold compile of the scaled chain (`scaled_program`) as markdown."""
    rows = [compile_row(n, scaled_program) for n in SCALED_LAYERS]
    return "\n\n".join([
        "### The whole cold compile of a scaled chain (`tanh(h * 1.01 + w)`, a row sum)",
        table(["ops", "kernels", "LLVM IR MB", "passes s", "codegen s", "LLVM CPU s",
               "total s", "CPU s", "CPU us/op"], rows, right=range(9)),
        f"Growth exponent of the CPU time between the two largest programs:"
        f" k = {exponent(rows, 0, (7,))}."])


if __name__ == "__main__":
    os.environ["AOTGRAD_CACHE"] = "0"           # every compile cold (`compile_row`)
    tables = {"reused": reused_table, "scaled": scaled_table}
    print(tables[sys.argv[1]]() if sys.argv[1:2] and sys.argv[1] in tables else report())
