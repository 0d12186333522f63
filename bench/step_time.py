"""One training step (forward + backward, float32): aotgrad against numpy and PyTorch eager.

In: the seed model and the MLP (`examples/seed.ag`, `examples/mlp.ag`) on random inputs, every
float argument requiring a gradient. Out (markdown, on stdout): the median time of a step and its
interquartile range for

- aotgrad (cpu): `aotgrad.compile(fn, backend="cpu")` on Tensors, `loss.backward()`: the forward
  and the backward as machine code generated through LLVM (lowered, fused, memory-planned loop
  IR; matmuls call the BLAS that numpy ships);
- aotgrad (interpret): the same with `backend="interpret"`, the reference interpreter on numpy;
- numpy: the forward and a hand-written backward, the floor an interpreter on numpy can reach;
- PyTorch eager with `torch.set_num_threads(2)`;

and each median as a ratio to PyTorch's. Before timing, the three gradients are checked to agree.
The contenders alternate in blocks of runs, so a slow phase of the machine hits all of them,
each block after a short quiet spell in which the other contenders' thread pools stop spinning.

Run: `python bench/step_time.py`.
"""
from __future__ import annotations

from typing import Callable

import numpy as np
import torch

import aotgrad
from harness import Stats, markdown, measure, model, random_inputs, ratio, table
from reference_models import AOTGRAD_MODELS, NUMPY_STEPS, TORCH_MODELS, torch_inputs

#: model label -> (timed runs per contender, runs per block).
RUNS = {"examples/seed": (200, 50), "examples/mlp": (30, 5)}
#: seconds of quiet before each block: BLAS and OpenMP threads stop spinning (`measure`).
SETTLE = 0.3
CONTENDERS = ("aotgrad (cpu)", "aotgrad (interpret)", "numpy by hand", "torch eager")
GEMM = (128, 2048, 2048)


def aotgrad_step(label: str, arrays: list[np.ndarray], backend: str = "cpu"
                 ) -> Callable[[], list[np.ndarray]]:
    """A step of the compiled model: forward, backward, the gradients (compiled on first call)."""
    fn = aotgrad.compile(AOTGRAD_MODELS[label], backend=backend)
    params = [aotgrad.tensor(a.copy(), requires_grad=True) for a in arrays]

    def step() -> list[np.ndarray]:
        for p in params:
            p.grad = None
        fn(*params).backward()
        return [p.grad for p in params]
    return step


def numpy_step(label: str, arrays: list[np.ndarray]) -> Callable[[], list[np.ndarray]]:
    """A step of the hand-written numpy model: its gradients."""
    fn = NUMPY_STEPS[label]
    return lambda: fn(*arrays)[1]


def torch_step(label: str, arrays: list[np.ndarray]) -> Callable[[], list[np.ndarray]]:
    """A step of the PyTorch model in eager mode: forward, backward, the gradients."""
    fn = TORCH_MODELS[label]
    params = torch_inputs(arrays)

    def step() -> list[np.ndarray]:
        for p in params:
            p.grad = None
        fn(*params).backward()
        return [p.grad.numpy() for p in params]
    return step


def check_gradients(label: str, steps: dict[str, Callable[[], list[np.ndarray]]]) -> None:
    """Raise unless every contender's gradients match PyTorch's."""
    expected = steps["torch eager"]()
    for name, step in steps.items():
        for i, (got, want) in enumerate(zip(step(), expected)):
            scale = float(np.max(np.abs(want))) or 1.0
            if not np.allclose(got, want, rtol=1e-3, atol=1e-4 * scale):
                raise AssertionError(f"{label}: {name} gradient #{i + 1} differs from PyTorch's")


def time_model(label: str) -> dict[str, Stats]:
    """The step-time statistics of each contender on model `label`."""
    arrays = random_inputs(model(label).function)
    steps = {"aotgrad (cpu)": aotgrad_step(label, arrays),
             "aotgrad (interpret)": aotgrad_step(label, arrays, "interpret"),
             "numpy by hand": numpy_step(label, arrays),
             "torch eager": torch_step(label, arrays)}
    check_gradients(label, steps)
    runs, block = RUNS[label]
    return measure(steps, runs=runs, warmup=3, block=block, settle=SETTLE)


def gemm_rows() -> list[list[object]]:
    """The MLP's largest matmul, f32 [128,2048] @ [2048,2048], in numpy and in PyTorch: the
    floor under every numpy-based step."""
    m, k, n = GEMM
    rng = np.random.default_rng(0)
    a = rng.standard_normal((m, k)).astype(np.float32)
    b = rng.standard_normal((k, n)).astype(np.float32)
    ta, tb = torch.from_numpy(a), torch.from_numpy(b)
    stats = measure({"numpy": lambda: a @ b, "torch": lambda: ta @ tb}, runs=30, block=5,
                    settle=SETTLE)
    return [[f"`{name}`", s.ms(), f"{2 * m * k * n / s.median / 1e9:.1f}",
             ratio(s.median, stats["torch"].median)] for name, s in stats.items()]


def report() -> str:
    """The benchmark's markdown section."""
    torch.set_num_threads(2)
    rows = []
    for label in RUNS:
        stats = time_model(label)
        torch_median = stats["torch eager"].median
        rows += [[label, name, stats[name].ms(), ratio(stats[name].median, torch_median)]
                 for name in CONTENDERS]
    return markdown(
        "### Training step time (forward + backward, float32)",
        "Median of n runs after 3 warm-up runs, with the interquartile range; the contenders "
        f"alternate in blocks, each after {SETTLE} s of quiet and an untimed run. aotgrad's `cpu` "
        "backend runs generated machine code; `interpret` is the reference interpreter.",
        table(["model", "contender", "step time", "vs torch eager"], rows, right=(2, 3)),
        f"The MLP's largest matmul alone (f32 [{GEMM[0]},{GEMM[1]}] @ [{GEMM[1]},{GEMM[2]}]), "
        "for scale: numpy's BLAS bounds what the interpreter and the numpy step can reach.",
        table(["matmul", "time", "GFLOP/s", "vs torch"], gemm_rows(), right=(1, 2, 3)))


def main() -> None:
    print(report())


if __name__ == "__main__":
    main()
