"""Per-call overhead and compile time from the disk cache.

`python bench/call_overhead.py` times one training step of the seed function at x f32[10,20],
w f32[20,30], b f32[30] (W1 tiny: forward and backward through `aotgrad.compile` on Tensors,
then `.backward()`), interleaved with numpy written by hand and PyTorch eager (one thread), the
same gradients through `aotgrad.value_and_grad` on arrays, the compiled call's forward alone
(no `.backward()`), the compiled forward and backward programs called alone, and the step of the
same function with a graph break in it (`if h.sum() > 0:`: two compiled segments, its Python
traced again at every call, `docs/graph_breaks.md`) and of eager aotgrad: the median and
minimum, in µs of CPU time (`time.process_time`, so other processes on a shared machine count
less), of 21 rounds of 1000 steps. A second table times the step `aotgrad demo` times (the
digits MLP 64-64-10, batch 64, cross-entropy, forward and backward, `nn.Module` argument) against
the demo's numpy by hand and PyTorch eager (one thread), the same way (needs scikit-learn).
`--compile` times `compile_module` of examples/mlp.ag (forward and backward) in fresh
processes, with an empty disk cache and then warm from it, three of each.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
COMPILE = """
import time
t0 = time.perf_counter()
import aotgrad
from aotgrad.runtime.compiled import compile_module
from aotgrad.codegen.llvm.cache import STATS
t1 = time.perf_counter()
m = aotgrad.parse(open("examples/mlp.ag").read(), "mlp.ag")
t2 = time.perf_counter()
compile_module(m)
t3 = time.perf_counter()
print(f"{t1 - t0:.3f} {t3 - t2:.3f} {STATS.hits}")
"""


def steps() -> dict:
    """Step functions by contender, on the same float32 data."""
    import aotgrad

    def seed(x, w, b):
        h = aotgrad.relu(x @ w + b)
        return (aotgrad.sin(h) + aotgrad.cos(h)).sum()
    rng = np.random.default_rng(0)
    xa, wa, ba = (rng.standard_normal(s).astype(np.float32) for s in [(10, 20), (20, 30), (30,)])
    x, w, b = (aotgrad.tensor(a, requires_grad=True) for a in (xa, wa, ba))
    step = aotgrad.compile(seed)

    def ours():
        x.grad = w.grad = b.grad = None
        step(x, w, b).backward()
    ours()
    fw, bw = step.compiled.forward, step.compiled.backward
    one = np.ones((), np.float32)

    def programs():
        saved = fw(xa, wa, ba)[1:]
        bw(*saved, one)

    def numpy_by_hand():
        a = xa @ wa + ba
        h = np.maximum(a, 0)
        loss = (np.sin(h) + np.cos(h)).sum()
        da = (np.cos(h) - np.sin(h)) * (a > 0)
        return loss, da @ wa.T, xa.T @ da, da.sum(0)
    grads = aotgrad.value_and_grad(seed, argnums=(0, 1, 2))

    def seed_with_break(x, w, b):
        h = aotgrad.relu(x @ w + b)
        if h.sum() > 0:                 # a graph break
            h = h * 0.5
        return (aotgrad.sin(h) + aotgrad.cos(h)).sum()
    broken = aotgrad.compile(seed_with_break)

    def with_break(f=broken):
        x.grad = w.grad = b.grad = None
        f(x, w, b).backward()
    with_break()
    out = {"aotgrad step": ours, "numpy by hand": numpy_by_hand,
           "aotgrad value_and_grad": lambda: grads(xa, wa, ba),
           "aotgrad forward call alone": lambda: step(x, w, b),
           "aotgrad programs alone": programs,
           "aotgrad step with a graph break": with_break,
           "aotgrad eager step (with the break)": lambda: with_break(seed_with_break)}
    try:
        import torch
    except ImportError:
        return out
    torch.set_num_threads(1)
    xt, wt, bt = (torch.tensor(a, requires_grad=True) for a in (xa, wa, ba))

    def torch_eager():
        xt.grad = wt.grad = bt.grad = None
        h = torch.relu(xt @ wt + bt)
        (torch.sin(h) + torch.cos(h)).sum().backward()
    out["torch eager (1 thread)"] = torch_eager
    return out


def demo_steps() -> dict:
    """The step `aotgrad demo` times, per contender (`aotgrad.demo.contenders`)."""
    from aotgrad import compile, nn
    from aotgrad.demo import contenders, load_digits
    x_train, y_train, _, _ = load_digits()
    nn.manual_seed(0)
    model = nn.Sequential(nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 10))
    step = compile(lambda m, x, y: nn.cross_entropy(m(x), y))
    fns = contenders(lambda x, y: step(model, x, y).backward(), x_train[:64], y_train[:64])
    if "torch eager" in fns:
        import torch
        torch.set_num_threads(1)
        fns["torch eager (1 thread)"] = fns.pop("torch eager")
    return {("aotgrad step" if k == "aotgrad" else "numpy by hand" if k == "numpy" else k): f
            for k, f in fns.items()}


def time_steps(fns: dict, rounds: int = 21, n: int = 1000) -> None:
    for f in fns.values():
        for _ in range(200):
            f()
    times: dict[str, list[float]] = {k: [] for k in fns}
    for _ in range(rounds):
        for name, f in fns.items():
            start = time.process_time()
            for _ in range(n):
                f()
            times[name].append((time.process_time() - start) / n * 1e6)
    base = float(np.median(times["numpy by hand"]))
    print("| contender | median µs | min µs | / numpy by hand |\n|---|---:|---:|---:|")
    for name, t in times.items():
        print(f"| {name} | {np.median(t):.1f} | {min(t):.1f} | {np.median(t) / base:.2f} |")


def time_compile(repeat: int = 3) -> None:
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "AOTGRAD_CACHE_DIR": folder, "AOTGRAD_CACHE": "1"}
        print("| run | import s | compile fw+bw s | disk cache hits |\n|---|---:|---:|---:|")
        for label in ["cold"] + ["warm"] * repeat:
            if label == "cold":
                for entry in Path(folder).rglob("*.bin"):
                    entry.unlink()
            out = subprocess.run([sys.executable, "-c", COMPILE], cwd=ROOT, env=env,
                                 check=True, capture_output=True, text=True).stdout.split()
            print(f"| {label} | {out[0]} | {out[1]} | {out[2]} |")
        env["AOTGRAD_CACHE"] = "0"
        for _ in range(repeat):
            out = subprocess.run([sys.executable, "-c", COMPILE], cwd=ROOT, env=env,
                                 check=True, capture_output=True, text=True).stdout.split()
            print(f"| cache off | {out[0]} | {out[1]} | {out[2]} |")


if __name__ == "__main__":
    if "--compile" in sys.argv[1:]:
        time_compile()
    else:
        print("seed function (W1 tiny), µs per step:\n")
        time_steps(steps())
        print("\n`aotgrad demo`'s step (digits MLP, batch 64), µs per step:\n")
        time_steps(demo_steps(), n=200)
