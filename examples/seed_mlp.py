"""The seed MLP of examples/mlp.ag, built from `aotgrad.nn` and trained with a compiled step.

    python examples/seed_mlp.py            # mlp.ag's sizes: 1024 -> 2048 -> 2048 -> 10, batch 128
    python examples/seed_mlp.py --quick    # 64 -> 128 -> 128 -> 10, batch 16 (for tests)

The loss is the sum of the logits, as in mlp.ag. One compiled function runs the forward and the
backward; SGD updates the parameters between calls, and the next call reads the new values.
"""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np

import aotgrad
from aotgrad import nn, optim


def make_mlp(inputs: int, hidden: int, classes: int = 10) -> nn.Module:
    return nn.Sequential(nn.Linear(inputs, hidden), nn.ReLU(), nn.Linear(hidden, hidden),
                         nn.ReLU(), nn.Linear(hidden, classes))


def loss_fn(model, x):
    return model(x).sum()


def run(inputs=1024, hidden=2048, batch=128, steps=5, log=print):
    """Train for `steps` steps; returns the losses."""
    nn.manual_seed(0)
    model = make_mlp(inputs, hidden)
    opt = optim.SGD(model.parameters(), lr=1e-4, momentum=0.9)
    x = np.random.default_rng(0).standard_normal((batch, inputs)).astype(np.float32)
    step = aotgrad.compile(loss_fn)
    losses = []
    for i in range(steps):
        start = time.perf_counter()
        opt.zero_grad()
        loss = step(model, x)
        loss.backward()
        opt.step()
        losses.append(loss.item())
        log(f"step {i + 1}  loss {losses[-1]:.4f}  {1e3 * (time.perf_counter() - start):.1f} ms")
    log(step.partition_report())
    return losses


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small sizes, for tests")
    args = parser.parse_args(argv)
    if args.quick:
        run(inputs=64, hidden=128, batch=16)
    else:
        run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
