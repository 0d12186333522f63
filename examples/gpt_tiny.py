"""A tiny decoder-only transformer (GPT) trained on a few lines of text, character by character.

    python examples/gpt_tiny.py              # 40 steps: the loss falls from ~3.7 to ~2.0
    python examples/gpt_tiny.py --steps 600 --sample 80  # longer, then a greedy sample

Written as it would be against PyTorch, with `torch` replaced by `aotgrad`: token and position
embeddings, pre-norm blocks of causal self-attention (`F.scaled_dot_product_attention` under a
mask made by `tril`, registered as a buffer) and a GELU MLP, `nn.LayerNorm`, AdamW, a linear
warmup then a cosine schedule (`SequentialLR`), and `nn.utils.clip_grad_norm_`. The loss, forward and
backward, is one compiled function of the model and a batch (`aotgrad.compile` where PyTorch
code would call `torch.compile`); the state_dict keys are those of the same PyTorch model.
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
First Citizen:
Before we proceed any further, hear me speak.
All:
Speak, speak.
First Citizen:
You are all resolved rather to die than to famish?
All:
Resolved. resolved.
First Citizen:
First, you know Caius Marcius is chief enemy to the people.
All:
We know't, we know't.
First Citizen:
Let us kill him, and we'll have corn at our own price.
Is't a verdict?
"""

CHARS = sorted(set(TEXT))
STOI = {c: i for i, c in enumerate(CHARS)}
ITOS = {i: c for c, i in STOI.items()}


def encode(text: str) -> np.ndarray:
    return np.array([STOI[c] for c in text], dtype=np.int64)


def decode(ids) -> str:
    return "".join(ITOS[int(i)] for i in ids)


class CausalSelfAttention(nn.Module):
    def __init__(self, n_embd: int, n_head: int, block_size: int):
        super().__init__()
        self.n_head = n_head
        self.c_attn = nn.Linear(n_embd, 3 * n_embd)
        self.c_proj = nn.Linear(n_embd, n_embd)
        # True where position i may attend to position j (j <= i): sdpa's sense of a bool mask
        self.register_buffer("mask", aotgrad.tril(aotgrad.ones(block_size, block_size)) > 0)

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.c_attn(x).split(C, dim=2)
        q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)    # (B, nh, T, hs)
        k = k.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        v = v.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        y = F.scaled_dot_product_attention(q, k, v, attn_mask=self.mask[:T, :T])
        y = y.transpose(1, 2).contiguous().view(B, T, C)
        return self.c_proj(y)


class MLP(nn.Module):
    def __init__(self, n_embd: int):
        super().__init__()
        self.c_fc = nn.Linear(n_embd, 4 * n_embd)
        self.gelu = nn.GELU()
        self.c_proj = nn.Linear(4 * n_embd, n_embd)

    def forward(self, x):
        return self.c_proj(self.gelu(self.c_fc(x)))


class Block(nn.Module):
    def __init__(self, n_embd: int, n_head: int, block_size: int):
        super().__init__()
        self.ln_1 = nn.LayerNorm(n_embd)
        self.attn = CausalSelfAttention(n_embd, n_head, block_size)
        self.ln_2 = nn.LayerNorm(n_embd)
        self.mlp = MLP(n_embd)

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class GPT(nn.Module):
    def __init__(self, vocab_size: int, block_size: int = 32, n_embd: int = 32,
                 n_head: int = 4, n_layer: int = 2):
        super().__init__()
        self.block_size = block_size
        self.wte = nn.Embedding(vocab_size, n_embd)
        self.wpe = nn.Embedding(block_size, n_embd)
        self.blocks = nn.ModuleList([Block(n_embd, n_head, block_size) for _ in range(n_layer)])
        self.ln_f = nn.LayerNorm(n_embd)
        self.lm_head = nn.Linear(n_embd, vocab_size)

    def forward(self, idx):
        B, T = idx.shape
        pos = aotgrad.arange(0, T)
        x = self.wte(idx) + self.wpe(pos)
        for block in self.blocks:
            x = block(x)
        return self.lm_head(self.ln_f(x))


def loss_fn(model, idx, targets):
    """Mean next-character cross-entropy over every position of the batch."""
    logits = model(idx)
    return F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1))


def get_batch(data: np.ndarray, rng: np.random.Generator, batch_size: int, block_size: int):
    """(inputs, targets): random windows of the text and the same windows one character on."""
    ix = rng.integers(0, len(data) - block_size - 1, batch_size)
    x = aotgrad.stack([aotgrad.tensor(data[i:i + block_size]) for i in ix])
    y = aotgrad.stack([aotgrad.tensor(data[i + 1:i + 1 + block_size]) for i in ix])
    return x, y


def make_model(seed: int = 0) -> GPT:
    aotgrad.manual_seed(seed)
    return GPT(len(CHARS))


def make_optimizer(model: GPT, steps: int, lr: float = 1e-2):
    """AdamW, a linear warmup over the first tenth of the steps, then a cosine to 0."""
    opt = optim.AdamW(model.parameters(), lr=lr, betas=(0.9, 0.95), weight_decay=0.1)
    warmup = max(1, steps // 10)
    sched = optim.lr_scheduler.SequentialLR(
        opt, [optim.lr_scheduler.LinearLR(opt, start_factor=0.1, total_iters=warmup),
              optim.lr_scheduler.CosineAnnealingLR(opt, T_max=steps - warmup)],
        milestones=[warmup])
    return opt, sched


def train(steps: int = 40, batch_size: int = 16, seed: int = 0, log=print):
    """Train; returns (model, losses)."""
    data = encode(TEXT)
    model = make_model(seed)
    opt, sched = make_optimizer(model, steps)
    step = aotgrad.compile(loss_fn)
    rng = np.random.default_rng(seed)
    losses, start = [], time.perf_counter()
    for it in range(steps):
        x, y = get_batch(data, rng, batch_size, model.block_size)
        loss = step(model, x, y)
        opt.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        losses.append(loss.item())
        if it % 10 == 0 or it == steps - 1:
            log(f"step {it:4d}  loss {loss.item():.4f}  lr {sched.get_last_lr()[0]:.2e}"
                f"  {time.perf_counter() - start:.1f}s")
    return model, losses


@aotgrad.no_grad()
def generate(model: GPT, idx, max_new_tokens: int):
    """Greedy continuation of `idx` (1, T), one character at a time."""
    for _ in range(max_new_tokens):
        logits = model(idx[:, -model.block_size:])
        nxt = int(np.argmax(logits[:, -1, :].numpy(), axis=-1)[0])
        idx = aotgrad.cat([idx, aotgrad.tensor(np.array([[nxt]]))], dim=1)
    return idx


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--sample", type=int, default=0,
                        help="characters to generate after training")
    args = parser.parse_args(argv)
    model, losses = train(steps=args.steps)
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}")
    if args.sample:
        print(decode(generate(model, aotgrad.tensor(encode("First")[None]), args.sample)[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
