"""The seed models' training step on an NVIDIA GPU: aotgrad's `cuda` backend against PyTorch
eager CUDA (and aotgrad's `cpu` backend), in one process, interleaved.

In: `examples/seed.ag` and `examples/mlp.ag` on random inputs, every float argument requiring a
gradient. Out (markdown, on stdout): the GPU's name, then per model the median time of one step
(forward + `.backward()`, gradients back on the host for aotgrad; `torch.cuda.synchronize()`
after each torch step) over 50 runs after 5 warm-ups, and the ratio to PyTorch eager CUDA.
Gradients are checked against PyTorch's before timing. Run on a GPU machine after
`sh bench/cuda_setup.sh`: `PYTHONPATH=/tmp/site python3 bench/gpu_vs_torch.py`.
"""
from __future__ import annotations

import statistics
import time

import numpy as np
import torch

import aotgrad
from harness import model, random_inputs
from reference_models import AOTGRAD_MODELS, TORCH_MODELS

RUNS, WARMUP = 50, 5


def aotgrad_step(label: str, arrays, backend: str):
    fn = aotgrad.compile(AOTGRAD_MODELS[label], backend=backend)
    params = [aotgrad.tensor(a.copy(), requires_grad=True) for a in arrays]

    def step():
        for p in params:
            p.grad = None
        fn(*params).backward()
        return [p.grad for p in params]
    return step


def torch_step(label: str, arrays):
    fn = TORCH_MODELS[label]
    params = [torch.tensor(a, device="cuda", requires_grad=True) for a in arrays]

    def step():
        for p in params:
            p.grad = None
        fn(*params).backward()
        torch.cuda.synchronize()
        return [p.grad.cpu().numpy() for p in params]
    return step


def median_ms(steps: dict) -> dict[str, float]:
    times = {name: [] for name in steps}
    for i in range(RUNS + WARMUP):
        for name, step in steps.items():           # interleaved: one run of each in turn
            start = time.perf_counter()
            step()
            if i >= WARMUP:
                times[name].append(time.perf_counter() - start)
    return {name: statistics.median(t) * 1e3 for name, t in times.items()}


def main() -> None:
    print(f"### Training step on {torch.cuda.get_device_name(0)} (median of {RUNS}, ms)\n")
    print("| model | aotgrad cuda | aotgrad cpu | torch eager cuda | aotgrad cuda / torch |")
    print("|---|---:|---:|---:|---:|")
    for label in ("examples/seed", "examples/mlp"):
        arrays = random_inputs(model(label).function)
        steps = {"cuda": aotgrad_step(label, arrays, "cuda"),
                 "cpu": aotgrad_step(label, arrays, "cpu"), "torch": torch_step(label, arrays)}
        want = steps["torch"]()
        for got in (steps["cuda"](), steps["cpu"]()):
            for g, w in zip(got, want):
                np.testing.assert_allclose(g, w, rtol=1e-3, atol=1e-4 * float(np.abs(w).max()))
        ms = median_ms(steps)
        print(f"| {label} | {ms['cuda']:.3f} | {ms['cpu']:.3f} | {ms['torch']:.3f} | "
              f"{ms['cuda'] / ms['torch']:.2f}x |")


if __name__ == "__main__":
    main()
