"""A LeNet-sized CNN training step on the CPU: aotgrad's compiled forward+backward against PyTorch
eager, interleaved in one process.

The model, batch 64 of 1x28x28 images: conv(1->6, 5x5, padding 2) - batch norm - relu - 2x2 max
pool - conv(6->16, 5x5) - relu - 2x2 max pool - flatten - linear(400->120) - relu -
linear(120->10) - cross-entropy. One step is the forward and the backward (gradients of every
parameter, running statistics updated); the optimizer is left out, as it is the same few
elementwise ops in both. Contenders, each on the same weights (a PyTorch state_dict loaded into
the aotgrad model):

- `torch.compile`: the same loss compiled by `torch.compile` (Inductor's C++ kernels, its
  forward and AOTAutograd's backward), `loss.backward()` after it;
- `torch eager`: `loss.backward()` of the PyTorch model (its oneDNN/im2col convolutions), with
  PyTorch's default threads, and `torch eager, 1 thread` (`torch.set_num_threads(1)` around the
  step): on a loaded machine PyTorch's spinning worker threads can cost more than they give;
- `aotgrad im2col+BLAS`: `aotgrad.compile` with the default pipeline: conv2d is `tensor.unfold`
  (im2col, loops), a BLAS GEMM for the forward and each backward product, and `tensor.fold`
  (col2im, loops) for the input gradient;
- `aotgrad im2col+BLAS, AOTGRAD_PARALLEL=all`: the same compiled with its loops launched on
  both cores and its large gemms split over them (the BLAS being on one thread:
  `codegen/llvm/program.py`); by default a program that calls a BLAS runs on one thread;
- `aotgrad im2col+loops`: the same with `lower{matmul=loops}`: the GEMMs as loop nests, the
  direct-loops alternative (the convolution's multiply-adds in generated code, no BLAS call).

Losses and gradients are checked against PyTorch first. Timed with `harness.measure` (one call
of each contender in turn, median and quartiles of `RUNS`). Run: `python bench/conv_step.py`.
"""
from __future__ import annotations

import os

# OpenBLAS's own threads spin after a GEMM and fight the generated code's parallel loops (and
# PyTorch's threads) for the cores: on a shared 2-core machine one [6 x 50176] @ [50176 x 25]
# gemm took 0.6 s with them. One BLAS thread; `OPENBLAS_NUM_THREADS` set outside wins.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
import torch  # noqa: E402

import aotgrad  # noqa: E402
from aotgrad import nn  # noqa: E402
from aotgrad.passes.pipelines import training_pipeline  # noqa: E402
from harness import machine, measure, revision  # noqa: E402

RUNS, WARMUP, BATCH = 40, 5, 64


class LeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1, self.bn1 = nn.Conv2d(1, 6, 5, padding=2), nn.BatchNorm2d(6)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1, self.fc2 = nn.Linear(400, 120), nn.Linear(120, 10)
        self.pool, self.relu, self.flat = nn.MaxPool2d(2), nn.ReLU(), nn.Flatten()

    def forward(self, x):
        x = self.pool(self.relu(self.bn1(self.conv1(x))))
        x = self.flat(self.pool(self.relu(self.conv2(x))))
        return self.fc2(self.relu(self.fc1(x)))


class TorchLeNet(torch.nn.Module):
    def __init__(self):
        super().__init__()
        T = torch.nn
        self.conv1, self.bn1 = T.Conv2d(1, 6, 5, padding=2), T.BatchNorm2d(6)
        self.conv2 = T.Conv2d(6, 16, 5)
        self.fc1, self.fc2 = T.Linear(400, 120), T.Linear(120, 10)
        self.pool, self.relu, self.flat = T.MaxPool2d(2), T.ReLU(), T.Flatten()

    def forward(self, x):
        x = self.pool(self.relu(self.bn1(self.conv1(x))))
        x = self.flat(self.pool(self.relu(self.conv2(x))))
        return self.fc2(self.relu(self.fc1(x)))


def loss_of(model):
    """The loss of `model`, a function that reads it by name (its parameters and buffers are
    implicit inputs of the compiled step)."""
    def loss(x, y):
        return nn.cross_entropy(model(x), y)
    return loss


def main() -> None:
    torch.manual_seed(0)
    rng = np.random.default_rng(0)
    x = rng.standard_normal((BATCH, 1, 28, 28)).astype(np.float32)
    y = rng.integers(0, 10, BATCH)
    reference = TorchLeNet()
    xt, yt = torch.tensor(x), torch.tensor(y)

    threads = torch.get_num_threads()

    def torch_step_body():
        for p in reference.parameters():
            p.grad = None
        loss = torch.nn.functional.cross_entropy(reference(xt), yt)
        loss.backward()
        return loss

    def torch_step():
        return torch_step_body()

    compiled_body = torch.compile(lambda x, y: torch.nn.functional.cross_entropy(reference(x), y))

    def torch_compiled():
        for p in reference.parameters():
            p.grad = None
        loss = compiled_body(xt, yt)
        loss.backward()
        return loss

    def torch_step_1():
        torch.set_num_threads(1)
        try:
            return torch_step_body()
        finally:
            torch.set_num_threads(threads)

    steps = {}
    everywhere = {"aotgrad im2col+BLAS, AOTGRAD_PARALLEL=all"}
    for label, pipeline in (("aotgrad im2col+BLAS", None),
                            ("aotgrad im2col+BLAS, AOTGRAD_PARALLEL=all", None),
                            ("aotgrad im2col+loops",
                             training_pipeline().replace("lower,", "lower{matmul=loops},"))):
        model = LeNet()
        model.load_state_dict({k: v.numpy() for k, v in reference.state_dict().items()})
        loss_fn = aotgrad.compile(loss_of(model), **({"pipeline": pipeline} if pipeline else {}))
        xa, ya = aotgrad.tensor(x), aotgrad.tensor(y)

        def step(model=model, loss_fn=loss_fn, xa=xa, ya=ya):
            model.zero_grad()
            loss = loss_fn(xa, ya)
            loss.backward()
            return loss
        steps[label] = (model, step)

    expected = torch_step().item()
    for label, (model, step) in steps.items():
        before = os.environ.get("AOTGRAD_PARALLEL")
        if label in everywhere:               # compiled (on this first call) to launch loops
            os.environ["AOTGRAD_PARALLEL"] = "all"
        found = float(step())
        if before is None:
            os.environ.pop("AOTGRAD_PARALLEL", None)
        else:
            os.environ["AOTGRAD_PARALLEL"] = before
        grad = np.asarray(model.conv1.weight.grad)
        error = np.abs(grad - reference.conv1.weight.grad.numpy()).max()
        assert abs(found - expected) < 1e-4 and error < 1e-4, (label, found, expected, error)
    compiled_loss = torch_compiled().item()                # compiles (Inductor, C++ kernels)
    assert abs(compiled_loss - expected) < 1e-4, (compiled_loss, expected)
    stats = measure({"torch eager": torch_step, "torch eager, 1 thread": torch_step_1,
                     "torch.compile": torch_compiled,
                     **{label: step for label, (_, step) in steps.items()}},
                    runs=RUNS, warmup=WARMUP)
    print("\n".join(machine()))
    print(f"revision {revision()}, torch {torch.__version__}, {torch.get_num_threads()} threads")
    base = stats["torch eager"].median
    for label, s in stats.items():
        print(f"| {label} | {s.ms()} | {s.median / base:.2f}x |")


if __name__ == "__main__":
    main()
