"""One training step (forward + backward) of the golden models on the GPU and on the CPU.

In: the golden cases named on the command line (default `mlp seed`); out: one line per case
with the median wall time of the compiled forward+backward on each backend (host<->device
copies included for CUDA), over 50 runs after 5 warm-ups.
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from aotgrad.frontend.dsl import parse_file
from aotgrad.ir.interpret import random_arguments
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import DEFAULT_PIPELINE
from aotgrad.runtime.cpu import CpuProgram
from aotgrad.runtime.cuda import CudaProgram

CASES = Path(__file__).parent.parent / "tests" / "golden" / "cases"


def step_time(make, module, fw, bw) -> float:
    forward, backward = make(module, fw.name), make(module, bw.name)
    primals = random_arguments(fw.arg_types, 0)
    n_t = sum("tangent" in flags for flags in bw.arg_flags)
    tangents = random_arguments(bw.arg_types[-n_t:], 1)
    times = []
    for i in range(55):
        start = time.perf_counter()
        out = forward(*primals)
        backward(*out[len(out) - (len(bw.args) - n_t):], *tangents)
        if i >= 5:
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(cases: list[str]) -> None:
    for case in cases:
        module = run_pipeline(parse_file(str(CASES / f"{case}.ag")), DEFAULT_PIPELINE)
        programs = [f for f in module.functions if f.kind == "program"]
        fw = next(f for f in programs if f.name.endswith("_forward"))
        bw = next(f for f in programs if f.name.endswith("_backward"))
        cpu = step_time(CpuProgram, module, fw, bw)
        gpu = step_time(CudaProgram, module, fw, bw)
        print(f"{case}: cpu {cpu * 1e3:.3f} ms, cuda {gpu * 1e3:.3f} ms per step "
              f"({len(fw.body.ops) + len(bw.body.ops)} program ops)")


if __name__ == "__main__":
    main(sys.argv[1:] or ["mlp", "seed"])
