"""`aotgrad.profiler`: a row per kernel and per matmul of both programs of a training step, times
that add up to the step's wall time, bytes as the fusion report counts them, matmul GFLOP/s;
profiled code compiled once more and only while profiling; the CUDA source's event records;
`aotgrad run --profile` and `AOTGRAD_PROFILE=1`."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

import aotgrad
from aotgrad import nn
from aotgrad.cli import main
from aotgrad.codegen.cuda import build_cuda
from aotgrad.codegen.llvm import generate_llvm
from aotgrad.frontend.dsl import parse_file
from aotgrad.ir.loop.ops import CallOp
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import training_pipeline
from aotgrad.runtime import profiler as runtime_profiler
from aotgrad.runtime.cpu import CpuProgram, ProfiledProgram

ROOT = Path(__file__).parent.parent
SEED = ROOT / "examples" / "seed.ag"


def mlp_step(batch: int, features: int, hidden: int, classes: int = 10, seed: int = 0):
    """A 3-layer `nn.Linear` MLP with relu and cross-entropy, its compiled loss, and a batch."""
    rng = np.random.default_rng(seed)
    model = nn.Sequential(nn.Linear(features, hidden), nn.ReLU(), nn.Linear(hidden, hidden),
                          nn.ReLU(), nn.Linear(hidden, classes))
    step = aotgrad.compile(lambda m, x, y: nn.cross_entropy(m(x), y))
    x = aotgrad.tensor(rng.standard_normal((batch, features)).astype(np.float32))
    y = rng.integers(0, classes, batch)
    return model, step, x, y


def train(model, step, x, y, steps: int = 1) -> None:
    for _ in range(steps):
        loss = step(model, x, y)
        loss.backward()
    model.zero_grad()


def test_table_names_every_kernel_and_matmul_of_both_programs():
    model, step, x, y = mlp_step(32, 20, 16)
    train(model, step, x, y)                     # the unprofiled code: its final loop IR
    module = step.compiled.module
    with aotgrad.profiler.profile() as prof:
        train(model, step, x, y, steps=3)
    rows = prof.rows()
    programs = [f for f in module.functions if f.kind == "program"]
    assert sorted(f.name for f in programs) == ["lambda_backward", "lambda_forward"]
    table = prof.table()
    for f in programs:
        calls = [op for op in f.body.ops if isinstance(op, CallOp)]
        kernels = {f"@{op.callee}" for op in calls if op.callee != "matmul"}
        mine = [r for r in rows if r.program == f.name]
        assert {r.name for r in mine if r.kind == "kernel"} == kernels
        matmuls = [r for r in mine if r.kind == "extern"]
        assert len(matmuls) == sum(op.callee == "matmul" for op in calls) > 0
        assert all(r.name.startswith("@matmul#") for r in matmuls)
        assert [r.kind for r in mine].count("python") == 1
        sites = {f"@{op.callee}": 0 for op in calls}
        for op in calls:
            sites[f"@{op.callee}"] += 1
        for r in mine:          # a kernel called from several sites (`dedupe-kernels`) adds up
            assert r.calls == 3 * sites.get(r.name, 1) and r.total_ns >= 0, r
            assert re.search(rf"^{f.name}\s+{re.escape(r.name)}\s", table, re.M), r.name
    assert [r.total_ns for r in rows] == sorted((r.total_ns for r in rows), reverse=True)


def test_rows_add_up_to_the_wall_time_of_the_steps():
    """The rows, Python included, are the step's time: within 10% of the wall time measured
    around the same calls (several steps, large enough that timers do not matter; a machine
    busy with other work gets three tries)."""
    model, step, x, y = mlp_step(256, 256, 512)
    with aotgrad.profiler.profile():
        train(model, step, x, y, steps=2)        # compiled, warm
    errors = []
    for _ in range(3):
        with aotgrad.profiler.profile() as prof:
            start = time.perf_counter_ns()
            for _ in range(8):
                loss = step(model, x, y)
                loss.backward()
            wall = time.perf_counter_ns() - start
        assert prof.compile_ns == 0              # the profiled code was compiled before
        errors.append(abs(prof.total_ns - wall) / wall)
        if errors[-1] < 0.10:
            break
    assert min(errors) < 0.10, (errors, prof.table())
    python = [r for r in prof.rows() if r.kind == "python"]
    assert sorted(r.program for r in python) == ["lambda_backward", "lambda_forward"]
    assert all(r.total_ns > 0 for r in python)


def test_bytes_are_the_fusion_reports_and_matmuls_count_their_flops():
    model, step, x, y = mlp_step(64, 48, 32)
    train(model, step, x, y)
    moved = {r.program: r.after.bytes for r in step.compiled.reports["fuse"]}
    with aotgrad.profiler.profile() as prof:
        train(model, step, x, y, steps=2)
    rows = prof.rows()
    for program, nbytes in moved.items():
        assert sum(r.bytes for r in rows if r.program == program) == 2 * nbytes
    first = next(r for r in rows if r.program == "lambda_forward" and
                 r.name.startswith("@matmul#1 "))
    assert first.name == "@matmul#1 [64x48 @ 48x32]"
    assert first.flops == 2 * 2 * 64 * 48 * 32
    assert first.gflop_per_s == pytest.approx(first.flops / first.total_ns)
    kernel = next(r for r in rows if r.kind == "kernel")
    assert kernel.flops == 0 and kernel.gflop_per_s is None
    assert kernel.gb_per_s == pytest.approx(kernel.bytes / kernel.total_ns)


def test_profiling_compiles_once_more_and_off_runs_the_fast_code_again():
    model, step, x, y = mlp_step(16, 8, 8)
    train(model, step, x, y)
    fast = step.compiled
    assert type(fast.backward) is CpuProgram
    with aotgrad.profiler.profile() as first:
        train(model, step, x, y)
    assert first.compile_ns > 0
    profiled = runtime_profiler._TWINS[step].compiled
    assert isinstance(profiled.backward, ProfiledProgram)
    assert step.cache_info().misses == 1
    train(model, step, x, y)                     # off: the first code, nothing compiled
    assert step.compiled is fast and step.cache_info() == (1, 1, 1)
    with aotgrad.profiler.profile() as again:
        train(model, step, x, y)
    assert again.compile_ns == 0 and again.rows()


def seed_module(backend: str = "cpu"):
    return run_pipeline(parse_file(str(SEED)), training_pipeline(backend=backend))


def test_profiling_off_leaves_the_generated_llvm_unchanged():
    module = seed_module()
    plain = generate_llvm(module)
    assert generate_llvm(module, profile=False) == plain
    assert "clock_gettime" not in plain
    timed = generate_llvm(module, profile=True)
    calls = sum(isinstance(op, CallOp) for f in module.functions if f.kind == "program"
                for op in f.body.ops)
    assert timed.count("call i32 @\"clock_gettime\"(i32 1,") == 2 * calls
    kernels = [ln for ln in timed.splitlines() if ln.startswith('define internal void @"kernel.')]
    assert kernels and all("noinline" in ln for ln in kernels)


def test_profiled_program_times_every_call_into_its_counters():
    module = seed_module()
    program = ProfiledProgram(module, "loss_forward")
    assert program.signature.profile == tuple(
        op.callee for op in module.get("loss_forward").body.ops if isinstance(op, CallOp))
    args = [np.ones(t.shape, np.float32) for t in program.signature.args]
    with aotgrad.profiler.profile() as prof:
        for _ in range(5):
            program(*args)
    rows = [r for r in prof.rows() if r.kind != "python"]
    assert len(rows) == len(program.signature.profile)
    assert all(r.calls == 5 and r.total_ns > 0 for r in rows)
    assert not program._counters.any()           # handed over and zeroed after each call
    program(*args)                               # outside a profile: recorded nowhere
    assert sum(r.calls for r in prof.rows() if r.kind != "python") == 5 * len(rows)


def test_cuda_source_with_profiling_records_events_around_each_launch():
    module = seed_module("cuda")
    plain, timed = build_cuda(module), build_cuda(module, profile=True)
    assert "cudaEventRecord" not in plain.source
    assert build_cuda(module, profile=False).source == plain.source
    for name, plan in timed.programs.items():
        assert plan.profile == tuple(step.callee for step in plan.steps)
        assert plain.programs[name].profile == ()
        listing = timed.source.split(f"// program @{name}:")[1].split("\n\n")[0].splitlines()
        assert f"profiled with {2 * len(plan.steps)} events" in listing[0]
        launches = listing[1:]
        assert len(launches) == 3 * len(plan.steps)
        for i, step in enumerate(plan.steps):
            before, launch, after = launches[3 * i: 3 * i + 3]
            assert before == f"//   cudaEventRecord(ag_event[{2 * i}])"
            assert launch.startswith(f"//   {step.launch.kernel}<<<")
            assert after == f"//   cudaEventRecord(ag_event[{2 * i + 1}])"


def test_run_profile_prints_the_table(capsys):
    code = main(["run", str(SEED), "--grad", "--profile", "--repeat", "3"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "output #0" in out and "grad %w" in out
    header = next(ln for ln in out.splitlines() if ln.startswith("program"))
    assert header.split() == ["program", "name", "kind", "calls", "total", "ms", "mean", "us",
                              "%", "bytes", "moved", "GB/s", "GFLOP/s"]
    for program in ("loss_forward", "loss_backward"):
        assert re.search(rf"^{program}\s+python overhead\s+python\s+3\s", out, re.M)
        assert re.search(rf"^{program}\s+@matmul#1 \[", out, re.M)
    assert re.search(r"^total\s+[\d.]+\s+100\.0%", out, re.M)


def test_nested_profiles_add_to_the_outer_one():
    model, step, x, y = mlp_step(8, 4, 4)
    with aotgrad.profiler.profile() as outer:
        train(model, step, x, y)
        with aotgrad.profiler.profile() as inner:
            train(model, step, x, y)
    once = {(r.program, r.name): r.calls for r in inner.rows()}
    assert {n for (_, name), n in once.items() if name == "python overhead"} == {1}
    assert {(r.program, r.name): r.calls for r in outer.rows()} == \
        {key: 2 * n for key, n in once.items()}
    assert runtime_profiler.SESSION is None


def test_the_environment_variable_is_no_part_of_the_disk_cache_key(monkeypatch):
    from aotgrad.codegen.llvm import cache
    monkeypatch.delenv("AOTGRAD_PROFILE", raising=False)
    without = cache.settings()
    monkeypatch.setenv("AOTGRAD_PROFILE", "1")
    assert cache.settings() == without           # profiled code differs in its text anyway
    monkeypatch.setenv("AOTGRAD_OPT", "0")
    assert cache.settings() != without


def test_environment_variable_prints_the_table_at_exit(tmp_path):
    script = tmp_path / "step.py"
    script.write_text("import numpy as np, aotgrad\n"
                      "f = aotgrad.compile(lambda x: aotgrad.relu(x @ x).sum())\n"
                      "x = aotgrad.tensor(np.ones((8, 8), np.float32), requires_grad=True)\n"
                      "f(x).backward()\n")
    env = dict(os.environ, AOTGRAD_PROFILE="1", AOTGRAD_CACHE="0")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "// aotgrad.profiler (AOTGRAD_PROFILE=1):" in done.stderr
    assert re.search(r"^lambda_forward\s+@matmul#1 \[8x8 @ 8x8\]", done.stderr, re.M)
    assert re.search(r"^lambda_backward\s+python overhead", done.stderr, re.M)


def test_cuda_program_records_the_plans_events_around_each_launch(monkeypatch):
    """The GPU executor's read path, with a driver that records what it is asked to do."""
    from aotgrad.runtime import cuda
    import fake_cuda
    driver = fake_cuda.install(monkeypatch)
    module = seed_module("cuda")
    program = cuda.CudaProgram(module, "loss_forward", profile=True)
    steps = program.plan.steps
    args = [np.ones(t.shape, np.float32) for t in program.signature.args]
    with aotgrad.profiler.profile() as prof:
        program(*args)
        program(*args)
    launched = [s.launch.kernel for s in steps if 0 not in s.launch.grid]
    expected = []
    for i, step in enumerate(steps):
        expected.append(f"record {2 * i}")
        if 0 not in step.launch.grid:
            expected.append(f"launch {step.launch.kernel}")
        expected.append(f"record {2 * i + 1}")
    calls = [line for line in driver.log if line.startswith(("record", "launch", "sync"))]
    assert calls == 2 * (expected + ["synchronize"]) and launched
    rows = [r for r in prof.rows() if r.program == "loss_forward" and r.kind != "python"]
    assert len(rows) == len(steps)
    assert all(r.calls == 2 and r.total_ns == 2 * 250_000 for r in rows)
    plain = cuda.CudaProgram(module, "loss_forward")
    driver.log.clear()
    plain(*args)
    assert not any(line.startswith("record") for line in driver.log)
