"""Compile time: the default pipeline per model, per pass for the MLP, and the first training
step of `aotgrad.compile` against `torch.compile`.

In: every distinct model of `examples/` and `tests/golden/cases/` with float inputs, and the seed
model and the MLP as Python functions. Out (markdown, on stdout):

- per model: the ops in and out, and the median time of the default pipeline
  (`passes/pipelines.DEFAULT_PIPELINE`) with the verifier after every pass (as `aotgrad.compile`
  runs it) and without;
- for the MLP, every stage of that pipeline (`PassContext.timings`): median and share;
- the cost of compiling, as a user meets it: the first training step of a freshly compiled
  function minus a warm step, for `aotgrad.compile` (trace + pipeline) and for
  `torch.compile(backend="aot_eager_decomp_partition")` (Dynamo capture + AOTAutograd's joint
  graph, decompositions and min-cut partition, no code generation: the same stages).

Run: `python bench/compile_time.py`.
"""
from __future__ import annotations

import warnings
from typing import Callable

import numpy as np
import torch

import aotgrad
from aotgrad.ir.core import Function, Module
from aotgrad.passes.manager import Instrumentation, PassContext, run_pipeline
from aotgrad.passes.pipelines import DEFAULT_PIPELINE
from harness import (Model, Stats, markdown, model, models, random_inputs, ratio, run_once,
                     table)
from reference_models import AOTGRAD_MODELS, TORCH_MODELS, torch_inputs

PIPELINE_RUNS = 9
FIRST_STEP_RUNS = 5
WARM_STEPS = 3
VERIFIER = "(verifier)"


def op_count(f: Function) -> int:
    """Ops of `f`, its return left out."""
    return sum(1 for op in f.ops if not type(op).terminator)


def pipeline_time(module: Module, verify_each: bool) -> tuple[float, PassContext, Module]:
    """Seconds of one run of the default pipeline, its context (timings) and its result."""
    ctx = PassContext()
    out: list[Module] = []
    seconds = run_once(lambda: out.append(run_pipeline(
        module, DEFAULT_PIPELINE, ctx=ctx, instrumentation=Instrumentation(
            verify_each=verify_each))))
    return seconds, ctx, out[0]


def model_row(m: Model) -> tuple[list[object], list[PassContext]]:
    """One row of the per-model table, and the contexts of the verified runs."""
    pipeline_time(m.module, True)                                   # warm-up
    verified, bare = [], []
    for _ in range(PIPELINE_RUNS):                                  # alternate the two
        verified.append(pipeline_time(m.module, True))
        bare.append(pipeline_time(m.module, False)[0])
    contexts = [ctx for _, ctx, _ in verified]
    share = float(np.median([_verifier_share(ctx) for ctx in contexts]))
    out = verified[0][2]
    fw, bw = out.get(f"{m.function.name}_forward"), out.get(f"{m.function.name}_backward")
    row = [m.label, op_count(m.function), f"{op_count(fw)} / {op_count(bw)}",
           Stats.of([t for t, _, _ in verified]).ms(), f"{Stats.of(bare).median * 1e3:.3g} ms",
           f"{share:.0%}"]
    return row, contexts


def _verifier_share(ctx: PassContext) -> float:
    total = sum(t for _, t in ctx.timings)
    return sum(t for name, t in ctx.timings if name == VERIFIER) / total


def stage_rows(contexts: list[PassContext]) -> list[list[object]]:
    """One row per pipeline stage: pass, median time, share, the verifier after it."""
    runs = [_stages(ctx) for ctx in contexts]
    total = float(np.median([sum(p + v for _, p, v in stages) for stages in runs]))
    rows = []
    for i, (name, _, _) in enumerate(runs[0]):
        work = Stats.of([stages[i][1] for stages in runs])
        check = Stats.of([stages[i][2] for stages in runs])
        rows.append([i + 1, f"`{name}`", f"{work.median * 1e3:.2f} ms (IQR {work.q1 * 1e3:.2f}-"
                     f"{work.q3 * 1e3:.2f})", f"{work.median / total:.0%}",
                     f"{check.median * 1e3:.2f} ms"])
    verifier = float(np.median([sum(v for _, _, v in stages) for stages in runs]))
    rows.append(["", f"verifier, after each of the {len(rows)} passes", f"{verifier * 1e3:.2f} ms",
                 f"{verifier / total:.0%}", ""])
    rows.append(["", "total", f"{total * 1e3:.1f} ms", "100%", ""])
    return rows


def _stages(ctx: PassContext) -> list[tuple[str, float, float]]:
    """(pass, seconds, verifier seconds after it) per stage, from the manager's timings."""
    stages: list[tuple[str, float, float]] = []
    for name, seconds in ctx.timings:
        if name == VERIFIER:
            pass_name, work, _ = stages[-1]
            stages[-1] = (pass_name, work, seconds)
        else:
            stages.append((name, seconds, 0.0))
    return stages


def first_step_overhead(make: Callable[[], Callable[[], object]]) -> Stats:
    """First step of a freshly compiled function minus the median of the warm steps right
    after it (seconds); pairing each first step with its own warm steps keeps a slow phase of
    the machine out of the difference."""
    overheads = []
    for _ in range(FIRST_STEP_RUNS):
        step = make()
        first = run_once(step)
        overheads.append(first - float(np.median([run_once(step) for _ in range(WARM_STEPS)])))
    return Stats.of(overheads)


def aotgrad_maker(label: str, arrays: list[np.ndarray]) -> Callable[[], Callable[[], object]]:
    """Makes a step of a new `aotgrad.compile` of the model (its first call compiles)."""
    def make() -> Callable[[], object]:
        fn = aotgrad.compile(AOTGRAD_MODELS[label], backend="cpu")
        params = [aotgrad.tensor(a, requires_grad=True) for a in arrays]

        def step() -> None:
            for p in params:
                p.grad = None
            fn(*params).backward()
        return step
    return make


def torch_maker(label: str, arrays: list[np.ndarray]) -> Callable[[], Callable[[], object]]:
    """Makes a step of a new `torch.compile` of the model (its first call compiles)."""
    def make() -> Callable[[], object]:
        torch._dynamo.reset()
        fn = torch.compile(TORCH_MODELS[label], backend="aot_eager_decomp_partition")
        params = torch_inputs(arrays)

        def step() -> None:
            for p in params:
                p.grad = None
            fn(*params).backward()
        return step
    return make


def first_step_rows() -> list[list[object]]:
    """aotgrad's and PyTorch's compile overhead on the seed model and the MLP."""
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        warm_up = torch_maker("examples/seed", random_inputs(model("examples/seed").function))
        warm_up()()                                    # imports and caches of the first compile
        for label in AOTGRAD_MODELS:
            arrays = random_inputs(model(label).function)
            ours = first_step_overhead(aotgrad_maker(label, arrays))
            theirs = first_step_overhead(torch_maker(label, arrays))
            rows.append([label, ours.ms(), theirs.ms(), ratio(ours.median, theirs.median)])
    return rows


def report() -> str:
    """The benchmark's markdown section."""
    torch.set_num_threads(2)
    rows, mlp_contexts = [], []
    for m in models()[0]:
        if m.has_float_inputs:
            row, contexts = model_row(m)
            rows.append(row)
            if m.label == "examples/mlp":
                mlp_contexts = contexts
    return markdown(
        "### Compile time: the default pipeline",
        f"`{DEFAULT_PIPELINE}` on each model's function, median of {PIPELINE_RUNS} runs after "
        "a warm-up; *ops*: before, and in the forward / backward after; *no verifier*: the same "
        "pipeline without verifying after every pass (runs alternate with the verified ones); "
        "*verifier share*: the verifier's part of the verified run's pass-manager time.",
        table(["model", "ops in", "ops fw / bw", "pipeline", "no verifier", "verifier share"],
              rows, right=(1, 2, 3, 4, 5)),
        "### Compile time per pass: examples/mlp",
        table(["#", "pass", "time", "share", "verifier after it"], stage_rows(mlp_contexts),
              right=(0, 2, 3, 4)),
        "### Compile overhead of the first training step",
        f"First forward + backward of a freshly compiled function minus the median of the "
        f"{WARM_STEPS} warm steps that follow it, {FIRST_STEP_RUNS} fresh compilations each. "
        "aotgrad: trace + default pipeline; PyTorch: "
        "`torch.compile(backend=\"aot_eager_decomp_partition\")` after `torch._dynamo.reset()`: "
        "Dynamo capture and AOTAutograd (joint graph, decompositions, min-cut partition) without "
        "code generation.",
        table(["model", "aotgrad.compile", "torch.compile (aot_eager_decomp_partition)",
               "aotgrad / torch"], first_step_rows(), right=(1, 2, 3)))


def main() -> None:
    print(report())


if __name__ == "__main__":
    main()
