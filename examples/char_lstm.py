"""A character-level LSTM language model on a few lines of text.

    python examples/char_lstm.py              # 60 steps, a few seconds: the loss falls from ~3.3
    python examples/char_lstm.py --steps 800  # longer

Written as it would be against PyTorch, with `torch` replaced by `aotgrad`: an embedding,
`nn.LSTM` (batch_first), a linear head over the characters, cross-entropy and Adam. The loss,
forward and backward, is one compiled function of the model and a batch (`aotgrad.compile`
where PyTorch code would call `torch.compile`); the LSTM's steps share their kernels, and the
state_dict keys (`lstm.weight_ih_l0`, ...) are those of the same PyTorch model.
"""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np

import aotgrad
import aotgrad.nn.functional as F
from aotgrad import nn, optim

TEXT = """\
Twinkle, twinkle, little star,
How I wonder what you are!
Up above the world so high,
Like a diamond in the sky.
When the blazing sun is gone,
When he nothing shines upon,
Then you show your little light,
Twinkle, twinkle, all the night.
"""

CHARS = sorted(set(TEXT))
STOI = {c: i for i, c in enumerate(CHARS)}


class CharLSTM(nn.Module):
    def __init__(self, vocab_size: int, embed: int = 16, hidden: int = 64, num_layers: int = 1):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed)
        self.lstm = nn.LSTM(embed, hidden, num_layers=num_layers, batch_first=True)
        self.head = nn.Linear(hidden, vocab_size)

    def forward(self, idx):
        output, _ = self.lstm(self.embed(idx))          # (B, T, hidden)
        return self.head(output)                        # (B, T, vocab)


def loss_fn(model, idx, targets):
    """Mean next-character cross-entropy over every position of the batch."""
    logits = model(idx)
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))


def get_batch(data: np.ndarray, rng: np.random.Generator, batch_size: int, seq_len: int):
    """(inputs, targets): random windows of the text and the same windows one character on."""
    ix = rng.integers(0, len(data) - seq_len - 1, batch_size)
    x = np.stack([data[i:i + seq_len] for i in ix])
    y = np.stack([data[i + 1:i + 1 + seq_len] for i in ix])
    return aotgrad.tensor(x), aotgrad.tensor(y)


def make_model(seed: int = 0) -> CharLSTM:
    aotgrad.manual_seed(seed)
    return CharLSTM(len(CHARS))


def train(steps: int = 60, batch_size: int = 16, seq_len: int = 16, lr: float = 1e-2,
          seed: int = 0, log=print):
    """Train; returns (model, losses)."""
    data = np.array([STOI[c] for c in TEXT], dtype=np.int64)
    model = make_model(seed)
    opt = optim.Adam(model.parameters(), lr=lr)
    step = aotgrad.compile(loss_fn)
    rng = np.random.default_rng(seed)
    losses, start = [], time.perf_counter()
    for it in range(steps):
        x, y = get_batch(data, rng, batch_size, seq_len)
        opt.zero_grad()
        loss = step(model, x, y)
        loss.backward()
        opt.step()
        losses.append(loss.item())
        if it % 10 == 0 or it == steps - 1:
            log(f"step {it:4d}  loss {loss.item():.4f}  {time.perf_counter() - start:.1f}s")
    return model, losses


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=60)
    args = parser.parse_args(argv)
    _, losses = train(steps=args.steps)
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
