"""An embedding model's training step on the CPU at two vocabularies, 500 and 50,000 tokens:
aotgrad's compiled forward+backward against PyTorch eager, interleaved in one process.

The question (issue 19): does the step's cost grow with the tokens it reads (batch x length)
or with the vocabulary? An embedding's forward is a gather of `batch x length` rows and its
backward a scatter-add of as many rows into the table's gradient. A dense gradient is a
zero-filled [vocab, 64] table at every step (12.8 MB of stores at 50,000 rows); on the CPU
aotgrad's backward returns the rows and their ids instead (`passes/row_sparse_grads.py`), and
the runtime makes the dense table only when something reads it (`runtime/row_sparse.py`;
plain SGD updates the touched rows). The bar: the 50,000-token step at most 1.5x the
500-token step.

The model, written as a PyTorch user writes it: token ids [batch 32, length 64] -
`nn.Embedding(vocab, 64)` - mean over the length - `nn.Linear(64, 64)` - ReLU -
`nn.Linear(64, 10)` - cross-entropy against 10-class labels. The PyTorch model is the same,
its `state_dict` loaded into the aotgrad one. Two steps are timed:

- `step`: the forward and the backward (the gradient of every parameter, the embedding
  weight's included: dense in PyTorch, row-sparse in aotgrad), with the optimizer left out as in
  `bench/conv_step.py`: it is the same elementwise update in both, and leaving it out shows
  what the compiled forward and backward cost alone;
- `step + SGD`: the same followed by a plain SGD update (`lr` only, no momentum, no weight
  decay; `aotgrad.optim.SGD` / `torch.optim.SGD`): PyTorch reads and writes the whole
  [vocab, 64] weight once more, aotgrad the rows the step touched.

Contenders: `torch eager` (`loss.backward()` of the PyTorch model) and `aotgrad`
(`aotgrad.compile` with the default pipeline, the cpu backend). The whole process runs with
`torch.set_num_threads(1)`: once PyTorch's OpenMP pool exists at its default 2 threads, the
generated code's parallel loops (libgomp) in the same process slowed down 30x on the loaded
2-core machine these numbers come from (the 500-token step 0.8 ms -> 28 ms; with
`OMP_WAIT_POLICY=passive` or `AOTGRAD_PARALLEL=0` it did not), and PyTorch's own step there
was slower with 2 threads than with 1 (256 vs 1.9 ms). `--torch-threads` leaves PyTorch its
default threads, for a machine where that is not so.

Losses, gradients and one SGD update are checked against PyTorch before timing. Timed with
`harness.measure` (one call of each contender per round, median and quartiles of `RUNS`), the
contenders in a new random order each round (`shuffle`): in a fixed order each contender
always runs after the same one, and at 50,000 rows PyTorch's steps move 25-40 MB through the
caches, so the contender after one of them always starts cold (`--fixed-order` keeps the
fixed order).

Run: `python bench/embedding_step.py` (`--profile` adds `aotgrad.profiler`'s table of `step` at
each vocabulary, `--runs N` changes the number of timed runs).
"""
from __future__ import annotations

import argparse
import os

# OpenBLAS's own threads spin after a GEMM and fight the generated code's parallel loops (and
# PyTorch's threads) for the cores of a shared machine. One BLAS thread; `OPENBLAS_NUM_THREADS`
# set outside wins.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
import torch  # noqa: E402

import aotgrad  # noqa: E402
from aotgrad import nn  # noqa: E402
from harness import machine, measure, revision, table  # noqa: E402

RUNS, WARMUP = 40, 5
BATCH, LENGTH, WIDTH, CLASSES = 32, 64, 64, 10
VOCABS = (500, 50_000)
LR = 0.01


class Bag(nn.Module):
    def __init__(self, vocab):
        super().__init__()
        self.embed = nn.Embedding(vocab, WIDTH)
        self.fc1, self.fc2 = nn.Linear(WIDTH, WIDTH), nn.Linear(WIDTH, CLASSES)
        self.relu = nn.ReLU()

    def forward(self, ids):
        return self.fc2(self.relu(self.fc1(self.embed(ids).mean(dim=1))))


class TorchBag(torch.nn.Module):
    def __init__(self, vocab):
        super().__init__()
        self.embed = torch.nn.Embedding(vocab, WIDTH)
        self.fc1, self.fc2 = torch.nn.Linear(WIDTH, WIDTH), torch.nn.Linear(WIDTH, CLASSES)
        self.relu = torch.nn.ReLU()

    def forward(self, ids):
        return self.fc2(self.relu(self.fc1(self.embed(ids).mean(dim=1))))


def loss_of(model):
    """The loss of `model`, a function that reads it by name (its parameters are implicit
    inputs of the compiled step)."""
    def loss(ids, y):
        return nn.functional.cross_entropy(model(ids), y)
    return loss


def contenders(vocab: int, rng: np.random.Generator):
    """`{(variant, contender): step}` for one vocabulary, checked against PyTorch; and the
    aotgrad model's plain step (for the profile)."""
    ids = rng.integers(0, vocab, (BATCH, LENGTH))
    y = rng.integers(0, CLASSES, BATCH)
    reference = TorchBag(vocab)
    model = Bag(vocab)
    model.load_state_dict({k: v.numpy() for k, v in reference.state_dict().items()})
    torch_opt = torch.optim.SGD(reference.parameters(), lr=LR)
    opt = aotgrad.optim.SGD(model.parameters(), lr=LR)
    loss_fn = aotgrad.compile(loss_of(model))
    idt, yt = torch.tensor(ids), torch.tensor(y)
    ida, ya = aotgrad.tensor(ids), aotgrad.tensor(y)

    def torch_step():
        reference.zero_grad()               # set_to_none, PyTorch's default
        loss = torch.nn.functional.cross_entropy(reference(idt), yt)
        loss.backward()
        return loss

    def torch_sgd():
        loss = torch_step()
        torch_opt.step()
        return loss

    def step():
        model.zero_grad()
        loss = loss_fn(ida, ya)
        loss.backward()
        return loss

    def sgd():
        loss = step()
        opt.step()
        return loss

    # the same loss and gradients, then the same weights after one update
    expected, found = torch_step().item(), float(step())
    assert abs(found - expected) < 1e-5, (vocab, found, expected)
    theirs = dict(reference.named_parameters())
    for name, p in model.named_parameters():
        error = np.abs(np.asarray(p.grad) - theirs[name].grad.numpy()).max()
        assert error < 1e-5, (vocab, name, error)
    torch_sgd(), sgd()
    for name, p in model.named_parameters():
        error = np.abs(np.asarray(p.data) - theirs[name].detach().numpy()).max()
        assert error < 1e-6, (vocab, name, "after SGD", error)
    torch_label = f"torch eager, {torch.get_num_threads()} thread" + \
        ("s" if torch.get_num_threads() > 1 else "")
    steps = {("step", torch_label): torch_step, ("step", "aotgrad"): step,
             ("step + SGD", torch_label): torch_sgd, ("step + SGD", "aotgrad"): sgd}
    return steps, step, sgd


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=RUNS)
    parser.add_argument("--torch-threads", action="store_true",
                        help="leave PyTorch its default threads (see the docstring)")
    parser.add_argument("--fixed-order", action="store_true",
                        help="time the contenders in one order every round (see above)")
    parser.add_argument("--profile", action="store_true",
                        help="print aotgrad.profiler's table of `step` at each vocabulary")
    args = parser.parse_args()
    if not args.torch_threads:
        torch.set_num_threads(1)
    torch.manual_seed(0)
    rng = np.random.default_rng(0)
    fns, profiled = {}, {}
    for vocab in VOCABS:
        steps, step, sgd = contenders(vocab, rng)
        fns.update({(variant, label, vocab): fn for (variant, label), fn in steps.items()})
        profiled[vocab] = step
    stats = measure(fns, runs=args.runs, warmup=WARMUP, shuffle=not args.fixed_order)
    print("\n".join(machine()))
    print(f"- aotgrad at {revision()}, torch {torch.__version__}, {torch.get_num_threads()}"
          f" torch threads, OPENBLAS_NUM_THREADS={os.environ['OPENBLAS_NUM_THREADS']},"
          f" load average {os.getloadavg()[0]:.2f}")
    small, large = VOCABS
    rows = []
    for variant, label, vocab in fns:
        if vocab != small:
            continue
        a, b = stats[variant, label, small], stats[variant, label, large]
        rows.append([variant, label, a.ms(), b.ms(), f"{b.median / a.median:.2f}x"])
    print()
    print(table(["step", "contender", f"vocab {small:,}", f"vocab {large:,}",
                 f"{large:,} / {small:,}"], rows, right=(4,)))
    if args.profile:                        # the optimizer runs outside compiled calls
        for vocab in VOCABS:
            with aotgrad.profiler.profile() as prof:
                for _ in range(20):
                    profiled[vocab]()
            print(f"\naotgrad.profiler, 20 x `step` at vocab {vocab:,}:")
            print(prof.table(limit=8))

if __name__ == "__main__":
    main()
