"""An LSTM training step on the CPU: aotgrad's compiled forward+backward against PyTorch eager,
interleaved in one process, and the cost of compiling it.

The model: `nn.LSTM(32, 64)` over a sequence of T=64 steps, batch 16, input [T, B, 32] that
needs a gradient (so the input's gradient, assembled from the T per-step slices' gradients,
is part of the step); the loss weighs every output element differently (`sum((out * w)^2)`).
One step is the forward and the backward (the input's and every parameter's gradient). Same
weights in both (a PyTorch state_dict loaded); the loss and the gradients are checked against
PyTorch first.

Reported: the cold compile (a fresh `aotgrad.compile`, its first step minus a warm step, the
disk cache off, `COMPILE_RUNS` times), the ops of the tensor-level backward, the kernels of
the compiled forward and backward, and the step time of aotgrad and torch eager (2 threads,
its default, and 1 thread), timed with `harness.measure` (one call of each contender in turn,
median and quartiles of `RUNS`).
Run: `python bench/rnn_step.py [T] [--dense-sum]`. With `--dense-sum`, a second aotgrad
contender compiles the step with the input's gradient summed as before `grad_accumulation`
(each slice's gradient padded to the input's full shape and added: O(T^2)), for comparison.
"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ["AOTGRAD_CACHE"] = "0"          # every compile here is a cold one

import numpy as np  # noqa: E402
import torch  # noqa: E402

import aotgrad  # noqa: E402
from aotgrad import nn  # noqa: E402
from aotgrad.ir.tensor import AddOp  # noqa: E402
from aotgrad.passes import autodiff  # noqa: E402
from harness import Stats, machine, measure, revision, run_once  # noqa: E402

RUNS, WARMUP, COMPILE_RUNS = 30, 5, 3
INPUT, HIDDEN, BATCH, STEPS = 32, 64, 16, 64


def dense_sum(b, parts):
    """Gradient contributions added one after the other, padded slices included."""
    total = parts[0]
    for part in parts[1:]:
        total = b.op(AddOp, total, part)
    return total


def with_sum(accumulate, fn):
    """`fn()` with `autodiff` summing gradient contributions by `accumulate`."""
    kept = autodiff.sum_contributions
    autodiff.sum_contributions = accumulate
    try:
        return fn()
    finally:
        autodiff.sum_contributions = kept


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    steps = int(args[0]) if args else STEPS
    variants = {"aotgrad": autodiff.sum_contributions}
    if "--dense-sum" in sys.argv:
        variants["aotgrad, padded slice gradients added (before)"] = dense_sum
    torch.manual_seed(0)
    rng = np.random.default_rng(0)
    x = rng.standard_normal((steps, BATCH, INPUT)).astype(np.float32)
    w = np.linspace(-1.0, 1.5, steps * BATCH * HIDDEN).reshape(steps, BATCH, HIDDEN)
    w = w.astype(np.float32)
    reference = torch.nn.LSTM(INPUT, HIDDEN)
    xt, wt = torch.tensor(x, requires_grad=True), torch.tensor(w)
    threads = torch.get_num_threads()

    def torch_step():
        reference.zero_grad()
        xt.grad = None
        loss = ((reference(xt)[0] * wt) ** 2).sum()
        loss.backward()
        return loss

    def torch_step_1():
        torch.set_num_threads(1)
        try:
            return torch_step()
        finally:
            torch.set_num_threads(threads)

    def make():
        model = nn.LSTM(INPUT, HIDDEN)
        model.load_state_dict({k: v.detach().numpy() for k, v in reference.state_dict().items()})
        loss_fn = aotgrad.compile(lambda x: ((model(x)[0] * w) ** 2).sum())
        xa = aotgrad.tensor(x, requires_grad=True)

        def step():
            model.zero_grad()
            xa.grad = None
            loss = loss_fn(xa)
            loss.backward()
            return loss
        return model, loss_fn, xa, step

    def cold(accumulate):
        """A cold compile: a fresh function's first step minus its warm steps (seconds)."""
        *_, first = make()
        seconds = with_sum(accumulate, lambda: run_once(first))
        return seconds - float(np.median([run_once(first) for _ in range(3)]))

    compiles = {label: [] for label in variants}
    for _ in range(COMPILE_RUNS):                   # alternate the variants
        for label, accumulate in variants.items():
            compiles[label].append(cold(accumulate))
    expected = torch_step().item()
    steps_of, backward_ops = {}, {}
    for label, accumulate in variants.items():
        model, loss_fn, xa, step = make()
        found = float(with_sum(accumulate, step))
        error = np.abs(np.asarray(xa.grad) - xt.grad.numpy()).max()
        werror = np.abs(np.asarray(model.weight_hh_l0.grad) -
                        reference.weight_hh_l0.grad.numpy()).max()
        scale = abs(expected)
        assert abs(found - expected) <= 1e-4 * scale and error < 1e-3 and \
            werror < 1e-3 * scale, (label, found, expected, error, werror)
        graph = with_sum(accumulate, loss_fn.compiled.backward_graph)
        kernels = sum(1 for f in loss_fn.compiled.module.functions if f.kind == "kernel")
        backward_ops[label] = (sum(1 for op in graph.ops if not type(op).terminator), kernels)
        steps_of[label] = step
    stats = measure({"torch eager": torch_step, "torch eager, 1 thread": torch_step_1,
                     **steps_of}, runs=RUNS, warmup=WARMUP)
    print("\n".join(machine()))
    print(f"revision {revision()}, torch {torch.__version__}, {threads} threads; "
          f"LSTM({INPUT}, {HIDDEN}), batch {BATCH}, T={steps}")
    for label in variants:
        print(f"{label}: cold compile (first step - warm step) {Stats.of(compiles[label]).ms()},"
              f" tensor-level backward {backward_ops[label][0]} ops,"
              f" {backward_ops[label][1]} kernels (forward and backward)")
    base = stats["torch eager"].median
    for label, s in stats.items():
        print(f"| {label} | {s.ms()} | {s.median / base:.2f}x |")


if __name__ == "__main__":
    main()
