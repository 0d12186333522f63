"""The seed function of examples/seed.ag, written in Python and compiled with its gradients.

    python examples/seed.py            # the shapes of seed.ag: x [10, 20], w [20, 30], b [30]
    python examples/seed.py --quick    # the same (it is small); what the tests run

`aotgrad.compile` traces `seed` once, differentiates it into one joint function, partitions it
into a forward and a backward (printing what is saved and why), and runs both as machine code;
`loss.backward()` fills the `.grad` of the tensors that require it.
"""
from __future__ import annotations

import argparse
import sys

import numpy as np

import aotgrad


def seed(x, w, b):
    """sum(sin(h) + cos(h)) with h = relu(x @ w + b), as in examples/seed.ag."""
    h = aotgrad.relu(x @ w + b)
    return (aotgrad.sin(h) + aotgrad.cos(h)).sum()


def run(log=print):
    """Compile `seed`, run it once with gradients; returns (loss, x, w, b)."""
    rng = np.random.default_rng(0)
    x, w, b = (aotgrad.tensor(rng.standard_normal(s).astype(np.float32), requires_grad=True)
               for s in [(10, 20), (20, 30), (30,)])
    compiled = aotgrad.compile(seed)
    loss = compiled(x, w, b)
    loss.backward()
    log(compiled.partition_report())
    log(f"loss {loss.item():.4f}; gradients of x {x.grad.shape}, w {w.grad.shape},"
        f" b {b.grad.shape}")
    return loss, x, w, b


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the same run (it is small)")
    parser.parse_args(argv)
    run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
