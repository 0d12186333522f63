"""A small CNN on scikit-learn's handwritten digits (1,797 8x8 images), trained by a compiled step.

    python examples/cnn_digits.py            # 8 epochs, about 98% test accuracy
    python examples/cnn_digits.py --quick    # 2 epochs (what the tests run)

Two conv blocks (conv 3x3 with padding - batch norm - relu - 2x2 max pool), then a linear head:
`aotgrad.compile(loss_fn)` traces the step once, lifts the parameters and the batch norms'
running statistics to inputs read at every call, and writes the new statistics back after each
call. Evaluation switches the model to `.eval()` (running statistics): the predict function is
compiled for that mode.
"""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np

import aotgrad
from aotgrad import nn, optim
from aotgrad.utils.data import DataLoader, TensorDataset

INSTALL = "this example needs scikit-learn's digits: pip install scikit-learn" \
          " (or pip install -e \".[dev]\")"


def load_digits(test_fraction: float = 0.2, seed: int = 0):
    """(x_train, y_train, x_test, y_test): images [N, 1, 8, 8] scaled to [0, 1] as f32, labels
    as i64."""
    try:
        from sklearn.datasets import load_digits as sklearn_digits
    except ImportError:
        raise SystemExit(INSTALL) from None
    data = sklearn_digits()
    x = (data.images / 16.0).astype(np.float32)[:, None]
    y = data.target.astype(np.int64)
    order = np.random.default_rng(seed).permutation(len(x))
    n_test = int(len(x) * test_fraction)
    test, train = order[:n_test], order[n_test:]
    return x[train], y[train], x[test], y[test]


def make_model(seed: int = 0) -> nn.Module:
    nn.manual_seed(seed)
    return nn.Sequential(
        nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2),
        nn.Flatten(), nn.Linear(32 * 2 * 2, 10))


def loss_fn(model, x, y):
    """The training step's loss: compiled whole, forward and backward."""
    return nn.cross_entropy(model(x), y)


def accuracy(model, predict, x, y) -> float:
    model.eval()
    with aotgrad.no_grad():
        logits = np.asarray(predict(model, x))
    model.train()
    return float(np.mean(np.argmax(logits, axis=1) == y))


def train(epochs: int = 8, batch_size: int = 64, lr: float = 3e-3, log=print):
    """Train and return (model, test accuracy, losses per step)."""
    x_train, y_train, x_test, y_test = load_digits()
    aotgrad.manual_seed(0)                   # the loader's shuffles
    loader = DataLoader(TensorDataset(aotgrad.tensor(x_train), aotgrad.tensor(y_train)),
                        batch_size=batch_size, shuffle=True, drop_last=True)  # one shape
    model = make_model()
    opt = optim.Adam(model.parameters(), lr=lr)
    step = aotgrad.compile(loss_fn)
    predict = aotgrad.compile(lambda model, x: model(x))
    losses = []
    for epoch in range(epochs):
        start, epoch_losses = time.perf_counter(), []
        for x, y in loader:
            opt.zero_grad()
            loss = step(model, x, y)
            loss.backward()
            opt.step()
            epoch_losses.append(loss.item())
        seconds = time.perf_counter() - start
        losses += epoch_losses
        log(f"epoch {epoch + 1:2d}  loss {np.mean(epoch_losses):.4f}  test accuracy"
            f" {accuracy(model, predict, x_test, y_test):.3f}  {len(loader) / seconds:.0f} steps/s")
    acc = accuracy(model, predict, x_test, y_test)
    log(f"test accuracy: {acc:.2f}")
    return model, acc, losses


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="2 epochs, for tests")
    parser.add_argument("--epochs", type=int, default=8)
    args = parser.parse_args(argv)
    train(epochs=2 if args.quick else args.epochs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
