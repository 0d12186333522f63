"""Training steps on an NVIDIA GPU: aotgrad's cuda backend on device-resident tensors against
PyTorch eager CUDA and `torch.compile`, in one process, interleaved.

Workloads, written the way PyTorch users write them (`aotgrad.nn` modules, `x @ W.T`, 3-D
activations; the same models as `ag_models.py` / `torch_models.py`):
- `mlp`: W7's MLP 1024-2048-2048-10 (`nn.Linear`), batch 128, cross-entropy, one SGD step:
  forward, backward and the optimizer;
- `block`: W8's transformer block (batch 16, length 256, width 256, 4 heads, hidden 1024),
  forward and backward;
- `ln_softmax`: `(softmax(layer_norm(x)) * t).sum()` on 16384 x 4096, forward and backward;
- `chain`: `(tanh(1.5 x + 0.5) * sigmoid(x)).sum()` on 4096 x 4096, forward and backward.

Every contender's parameters and inputs live on the GPU; each step ends with the device
synchronised. aotgrad runs as users get it (CUDA graphs where they pay: a program of two
launches or more replays a graph once its buffer addresses repeat); for `mlp` and `block` it
also runs with graphs off (`cuda_graphs=False`; its own copy of the model for `mlp`). Out (markdown, on stdout): the GPU, then per workload the median of `RUNS` steps
after `WARMUP` (interleaved: one step of each contender in turn), the ratios, and, for the
memory-bound rows, the fraction of the device's copy bandwidth (measured here: a
device-to-device copy) that the step's minimal traffic reaches. Gradients are checked against
PyTorch's before timing. Run on a GPU machine after `sh bench/cuda_setup.sh`:
`PYTHONPATH=/tmp/site python3 bench/gpu_vs_torch.py [workload ...]`.
"""
from __future__ import annotations

import statistics
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F

import aotgrad
import ag_models
import torch_models
from workloads import BLOCK, LR, MLP_WIDTHS

RUNS, WARMUP = 20, 3


def _sync_ag():
    aotgrad.cuda.synchronize()


def _state(model) -> dict[str, np.ndarray]:
    return {k: v.detach().cpu().numpy() for k, v in model.state_dict().items()}


def _without_graphs(step):
    """`step` run with `aotgrad.backends.cuda.graphs` off (the programs compiled at its first
    call launch kernel by kernel; its optimizer makes new parameters, not in place)."""
    def run():
        before = aotgrad.backends.cuda.graphs
        aotgrad.backends.cuda.graphs = False
        try:
            return step()
        finally:
            aotgrad.backends.cuda.graphs = before
    return run


def mlp():
    torch.manual_seed(0)
    tm = torch_models.MLP(MLP_WIDTHS).cuda()
    rng = np.random.default_rng(0)
    x = rng.standard_normal((128, MLP_WIDTHS[0])).astype(np.float32)
    y = rng.integers(0, MLP_WIDTHS[-1], 128)
    ax, ay = aotgrad.tensor(x, device="cuda"), aotgrad.tensor(y, device="cuda")
    tx, ty = torch.tensor(x, device="cuda"), torch.tensor(y, device="cuda")

    def ag_step():
        am = ag_models.loaded(ag_models.MLP(MLP_WIDTHS), _state(tm)).cuda()
        aopt = aotgrad.optim.SGD(am.parameters(), lr=LR)
        ag_loss = aotgrad.compile(lambda x, y: aotgrad.nn.cross_entropy(am(x), y))

        def ag():
            aopt.zero_grad()
            ag_loss(ax, ay).backward()
            aopt.step()
            _sync_ag()
            return [p.grad for p in am.parameters()]
        return ag
    ag, ag_plain = ag_step(), _without_graphs(ag_step())

    def torch_step(loss_fn, model, opt):
        def step():
            opt.zero_grad()
            loss_fn(tx, ty).backward()
            opt.step()
            torch.cuda.synchronize()
            return [p.grad for p in model.parameters()]
        return step
    # torch.compile gets its own copy of the model, so that the steps of one contender do not
    # move the parameters of another
    tm2 = torch_models.MLP(MLP_WIDTHS).cuda()
    tm2.load_state_dict(tm.state_dict())
    eager = torch_step(lambda x, y: F.cross_entropy(tm(x), y), tm,
                       torch.optim.SGD(tm.parameters(), lr=LR))
    compiled = torch_step(torch.compile(lambda x, y: F.cross_entropy(tm2(x), y)), tm2,
                          torch.optim.SGD(tm2.parameters(), lr=LR))
    return {"aotgrad": ag, "aotgrad no graphs": ag_plain, "torch eager": eager,
            "torch.compile": compiled}, None


def block():
    torch.manual_seed(0)
    tm = torch_models.Block(BLOCK.width, BLOCK.heads, BLOCK.hidden).cuda()
    am = ag_models.loaded(ag_models.Block(BLOCK.width, BLOCK.heads, BLOCK.hidden),
                          _state(tm)).cuda()
    rng = np.random.default_rng(0)
    shape = (BLOCK.batch, BLOCK.length, BLOCK.width)
    x, t = (rng.standard_normal(shape).astype(np.float32) for _ in range(2))
    ax = aotgrad.tensor(x, device="cuda", requires_grad=True)
    at = aotgrad.tensor(t, device="cuda")
    tx = torch.tensor(x, device="cuda", requires_grad=True)
    tt = torch.tensor(t, device="cuda")
    ag_loss = aotgrad.compile(lambda x, t: (am(x) * t).sum())
    plain_loss = aotgrad.compile(lambda x, t: (am(x) * t).sum(), cuda_graphs=False)

    def ag_step(loss):
        def ag():
            am.zero_grad()
            ax.grad = None
            loss(ax, at).backward()
            _sync_ag()
            return [ax.grad] + [p.grad for p in am.parameters()]
        return ag
    ag, ag_plain = ag_step(ag_loss), ag_step(plain_loss)

    def torch_step(fn):
        def step():
            tm.zero_grad()
            tx.grad = None
            fn(tx, tt).backward()
            torch.cuda.synchronize()
            return [tx.grad] + [p.grad for p in tm.parameters()]
        return step
    loss = lambda x, t: (tm(x) * t).sum()          # noqa: E731
    return {"aotgrad": ag, "aotgrad no graphs": ag_plain, "torch eager": torch_step(loss),
            "torch.compile": torch_step(torch.compile(loss))}, None


def _pointwise(shape, ag_fn, torch_fn, bytes_moved):
    rng = np.random.default_rng(0)
    x, t = (rng.standard_normal(shape).astype(np.float32) for _ in range(2))
    ax = aotgrad.tensor(x, device="cuda", requires_grad=True)
    at = aotgrad.tensor(t, device="cuda")
    tx = torch.tensor(x, device="cuda", requires_grad=True)
    tt = torch.tensor(t, device="cuda")
    ag_loss = aotgrad.compile(ag_fn)

    def ag():
        ax.grad = None
        ag_loss(ax, at).backward()
        _sync_ag()
        return [ax.grad]

    def torch_step(fn):
        def step():
            tx.grad = None
            fn(tx, tt).backward()
            torch.cuda.synchronize()
            return [tx.grad]
        return step
    return {"aotgrad": ag, "torch eager": torch_step(torch_fn),
            "torch.compile": torch_step(torch.compile(torch_fn))}, bytes_moved


def ln_softmax():
    rows, cols = 16384, 4096
    ln_ag = aotgrad.nn.LayerNorm(cols).cuda()
    ln_t = torch.nn.LayerNorm(cols).cuda()
    # minimal traffic: read x and t, write dx (the statistics stay in registers)
    return _pointwise((rows, cols), lambda x, t: (ln_ag(x).softmax(-1) * t).sum(),
                      lambda x, t: (ln_t(x).softmax(-1) * t).sum(), 3 * rows * cols * 4)


def chain():
    n = 4096
    return _pointwise((n, n), lambda x, t: (aotgrad.tanh(x * 1.5 + 0.5) * aotgrad.sigmoid(x)
                                            * t).sum(),
                      lambda x, t: (torch.tanh(x * 1.5 + 0.5) * torch.sigmoid(x) * t).sum(),
                      3 * n * n * 4)


WORKLOADS = {"mlp": mlp, "block": block, "ln_softmax": ln_softmax, "chain": chain}


def copy_bandwidth() -> float:
    """Bytes per second of a device-to-device copy of 1 GiB (read + write counted)."""
    a = torch.empty(1 << 28, dtype=torch.float32, device="cuda")
    b = torch.empty_like(a)
    for _ in range(3):
        b.copy_(a)
    torch.cuda.synchronize()
    start = time.perf_counter()
    for _ in range(10):
        b.copy_(a)
    torch.cuda.synchronize()
    return 10 * 2 * a.numel() * 4 / (time.perf_counter() - start)


def check(steps: dict, label: str) -> float:
    """The largest relative error of aotgrad's gradients (with and without CUDA graphs)
    against PyTorch eager's."""
    want = [w.detach().cpu().numpy() for w in steps["torch eager"]()]
    worst = 0.0
    for name in ("aotgrad", "aotgrad no graphs"):
        if name not in steps:
            continue
        for g, w in zip(steps[name](), want):
            g = np.asarray(g)
            worst = max(worst, float(np.abs(g - w).max() / max(np.abs(w).max(), 1e-30)))
    if worst > 1e-3:
        raise AssertionError(f"{label}: aotgrad's gradients differ from PyTorch's by {worst:.2e}")
    return worst


def median_ms(steps: dict) -> dict[str, float]:
    times = {name: [] for name in steps}
    for i in range(RUNS + WARMUP):
        for name, step in steps.items():           # interleaved: one run of each in turn
            start = time.perf_counter()
            step()
            if i >= WARMUP:
                times[name].append(time.perf_counter() - start)
    return {name: statistics.median(t) * 1e3 for name, t in times.items()}


def main(names: list[str]) -> None:
    peak = copy_bandwidth()
    print(f"### Training steps on {torch.cuda.get_device_name(0)}, torch {torch.__version__} "
          f"(median of {RUNS}, ms; copy bandwidth {peak / 1e9:.0f} GB/s)\n")
    print("| workload | aotgrad cuda | torch eager | torch.compile | vs eager | vs compile "
          "| bandwidth | max rel. grad error | aotgrad, no CUDA graphs | vs eager | vs compile |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name in names or list(WORKLOADS):
        try:
            steps, traffic = WORKLOADS[name]()
            error = check(steps, name)
            ms = median_ms(steps)
        except Exception as e:          # noqa: BLE001 (a failing row is reported, not fatal)
            print(f"| {name} | failed: {type(e).__name__}: {str(e)[:300]} |||||||", flush=True)
            continue
        a, e, c = ms["aotgrad"], ms["torch eager"], ms["torch.compile"]
        band = f"{traffic / (a * 1e-3) / peak:.0%}" if traffic else ""
        g = ms.get("aotgrad no graphs")
        graphs = f" {g:.3f} | {g / e:.2f}x | {g / c:.2f}x |" if g else " | | |"
        print(f"| {name} | {a:.3f} | {e:.3f} | {c:.3f} | {a / e:.2f}x | {a / c:.2f}x | {band} "
              f"| {error:.1e} |{graphs}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
