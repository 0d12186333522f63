"""Where a GPU training step's time goes: each workload of `gpu_vs_torch.py` (the same models
and inputs) run under `aotgrad.profiler` on the device, one table per workload (each kernel's
and cuBLAS call's time between two CUDA events, bytes moved, GB/s), then PyTorch eager's and
torch.compile's kernel tables for the same step (`torch.profiler`), for comparison.

Run on a GPU machine after `sh bench/cuda_setup.sh`, in `bench/`:
`PYTHONPATH=/tmp/site python3 gpu_profile.py [workload ...]`.
"""
from __future__ import annotations

import sys

import torch

import aotgrad
from gpu_vs_torch import WORKLOADS

STEPS = 5


def main(names: list[str]) -> None:
    print(f"# Profiles on {torch.cuda.get_device_name(0)}, {STEPS} steps each\n")
    for name in names or list(WORKLOADS):
        steps, _ = WORKLOADS[name]()
        steps["aotgrad"]()                          # compiled before profiling
        with aotgrad.profiler.profile():            # and its twin built for profiling
            steps["aotgrad"]()
        with aotgrad.profiler.profile() as prof:
            for _ in range(STEPS):
                steps["aotgrad"]()
        print(f"## {name}: aotgrad\n\n```\n{prof.table(limit=40)}\n```\n")
        for label in ("torch eager", "torch.compile"):
            step = steps[label]
            step()
            with torch.profiler.profile(
                    activities=[torch.profiler.ProfilerActivity.CUDA]) as tp:
                for _ in range(STEPS):
                    step()
            print(f"## {name}: {label}\n\n```\n"
                  f"{tp.key_averages().table(sort_by='cuda_time_total', row_limit=25)}\n```\n",
                  flush=True)

if __name__ == "__main__":
    main(sys.argv[1:])
