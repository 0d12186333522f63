"""`aotgrad demo`: the whole compiler on one screen, then a real model trained with it.

Part one compiles the AOTAutograd chapter's function and prints its forward and backward tensor
IR, what the partition saved and why, the fusion summary (as `--explain-fusion` prints it) and
the peak bytes before and after buffer reuse. Part two trains an MLP on scikit-learn's digits
with a compiled training step (`aotgrad.nn`, `aotgrad.optim`), one line per epoch, ends with
`test accuracy: 0.97`, and times that step against numpy written by hand and PyTorch eager
(one thread), in turn in one process, the median of several rounds.
"""
from __future__ import annotations

import time
from typing import Callable

import numpy as np

SEED_SOURCE = """\
def loss(x: f32[10, 20], w: f32[20, 30], b: f32[30]) -> f32[] {
    h = relu(x @ w + b)
    z = sin(h) + cos(h)
    return sum(z)
}
"""
INSTALL = "the digits need scikit-learn: pip install scikit-learn (or pip install -e \".[dev]\")"


def compile_seed(out=print) -> None:
    """Part one: the seed function's IR, saved values, fusion and memory, in about 40 lines."""
    from aotgrad.frontend.dsl import parse
    from aotgrad.passes.manager import PassContext, run_pipeline
    from aotgrad.passes.pipelines import LOOP_PIPELINE, TENSOR_TRAINING_PIPELINE
    ctx = PassContext()
    tensor = run_pipeline(parse(SEED_SOURCE, "seed.ag"), TENSOR_TRAINING_PIPELINE, ctx=ctx)
    run_pipeline(tensor, LOOP_PIPELINE, ctx=ctx)
    out("# aotgrad compile examples/seed.ag  (the AOTAutograd chapter's function)")
    for f in tensor.functions:
        out(str(f).rstrip())
    report = ctx.reports["partition"][-1]
    out(f"# saved for the backward ({report.strategy}):")
    for e in report.saved:
        out(f"  %{e.name} {e.bytes} bytes: {e.reason}")
    if report.recomputed:
        names = ", ".join("%" + e.name for e in report.recomputed)
        out(f"  recomputed in the backward, not saved: {names} ({report.recomputed[0].reason})")
    out(f"  {sum(e.bytes for e in report.saved)} bytes saved (default partition "
        f"{report.default_saved_bytes}, eager autograd {report.eager_saved_bytes})")
    out("# fusion and memory (--explain-fusion, --explain-memory)")
    for r in ctx.reports["fuse"] + ctx.reports["buffer-reuse"]:
        out(str(r).splitlines()[0])


def train_digits(epochs: int, out=print) -> float:
    """Part two: the digits MLP, one line per epoch; returns the test accuracy."""
    from . import compile, nn, no_grad, optim
    x_train, y_train, x_test, y_test = load_digits()
    nn.manual_seed(0)
    model = nn.Sequential(nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 10))
    opt = optim.Adam(model.parameters(), lr=3e-3)
    step = compile(lambda m, x, y: nn.cross_entropy(m(x), y))
    predict = compile(model)

    def accuracy() -> float:
        with no_grad():
            return float(np.mean(np.argmax(np.asarray(predict(x_test)), 1) == y_test))
    out(f"# training an MLP 64-64-10 on digits ({len(x_train)} train, {len(x_test)} test"
        f" images; Adam, batch 64, compiled step)")
    for epoch in range(epochs):
        order = np.random.default_rng((0, epoch)).permutation(len(x_train))
        batches = [order[i:i + 64] for i in range(0, len(order) - 63, 64)]
        start, losses = time.perf_counter(), []
        for b in batches:
            opt.zero_grad()
            loss = step(model, x_train[b], y_train[b])
            loss.backward()
            opt.step()
            losses.append(loss.item())
        rate = len(batches) / (time.perf_counter() - start)
        note = "  (with compiling)" if epoch == 0 else ""
        out(f"epoch {epoch + 1}: loss {np.mean(losses):.4f}  accuracy {accuracy():.3f}"
            f"  {rate:.0f} steps/s{note}")
    acc = accuracy()
    out(f"test accuracy: {acc:.2f}")
    out("# the same step (forward + backward, batch 64): steps/s, higher is faster")
    out("  " + "  ".join(f"{name} {rate:.0f}" if rate == rate else
                         f"{name}: not installed (pip install torch==2.13.0)"
                         for name, rate in step_speeds(
        lambda x, y: step(model, x, y).backward(), x_train[:64], y_train[:64])))
    return acc


def load_digits():
    """(x_train, y_train, x_test, y_test) of scikit-learn's digits, as the example splits it."""
    from aotgrad.ir.core import IRError
    try:
        from sklearn.datasets import load_digits as sklearn_digits
    except ImportError:
        raise IRError(f"aotgrad demo: {INSTALL}") from None
    data = sklearn_digits()
    x, y = (data.data / 16.0).astype(np.float32), data.target.astype(np.int64)
    order = np.random.default_rng(0).permutation(len(x))
    n_test = int(len(x) * 0.2)
    return x[order[n_test:]], y[order[n_test:]], x[order[:n_test]], y[order[:n_test]]


def contenders(aotgrad_step, x: np.ndarray, y: np.ndarray) -> dict[str, Callable[[], object]]:
    """The same step (the MLP's forward and backward on batch `x`, `y`) per contender: the
    compiled one, numpy by hand and, if installed, PyTorch eager (whose threads the caller
    sets: `step_speeds` gives it one)."""
    rng = np.random.default_rng(0)
    w1, b1 = rng.standard_normal((64, 64), np.float32) * .1, np.zeros(64, np.float32)
    w2, b2 = rng.standard_normal((64, 10), np.float32) * .1, np.zeros(10, np.float32)

    def numpy_step():
        h = np.maximum(x @ w1 + b1, 0)
        logits = h @ w2 + b2
        p = np.exp(logits - logits.max(1, keepdims=True))
        p /= p.sum(1, keepdims=True)
        loss = -np.log(p[np.arange(len(y)), y]).mean()
        p[np.arange(len(y)), y] -= 1
        d_logits = p / len(y)
        d_h = (d_logits @ w2.T) * (h > 0)
        return loss, h.T @ d_logits, d_logits.sum(0), x.T @ d_h, d_h.sum(0)
    steps = {"aotgrad": lambda: aotgrad_step(x, y), "numpy": numpy_step}
    try:
        import torch
    except ImportError:
        return steps
    tw = [torch.tensor(a, requires_grad=True) for a in (w1, b1, w2, b2)]
    tx, ty = torch.tensor(x), torch.tensor(y)

    def torch_step():
        h = torch.relu(tx @ tw[0] + tw[1])
        torch.nn.functional.cross_entropy(h @ tw[2] + tw[3], ty).backward()
    return {**steps, "torch eager": torch_step}


def step_speeds(aotgrad_step, x: np.ndarray, y: np.ndarray) -> list[tuple[str, float]]:
    """Steps per second of the compiled step, numpy by hand, and PyTorch eager (one thread)
    if installed (else NaN), measured in turn (`_rates`) in this process."""
    steps = contenders(aotgrad_step, x, y)
    if "torch eager" not in steps:
        return list(_rates(steps).items()) + [("torch eager", float("nan"))]
    import torch
    threads = torch.get_num_threads()
    torch.set_num_threads(1)        # ops this small run on one thread; more only contend
    try:
        return list(_rates(steps).items())
    finally:
        torch.set_num_threads(threads)


def _rates(fns: dict, rounds: int = 15, seconds: float = 0.02) -> dict[str, float]:
    """Calls per second of each of `fns`, after a warm-up: the median over `rounds` rounds in
    which each runs for about `seconds` in turn, so that a busy spell of the machine falls on
    every contender alike."""
    for fn in fns.values():
        for _ in range(3):
            fn()
    samples: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            n, start = 0, time.perf_counter()
            while (now := time.perf_counter()) - start < seconds:
                fn()
                n += 1
            samples[name].append(n / (now - start))
    return {name: float(np.median(rates)) for name, rates in samples.items()}
