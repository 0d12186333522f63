"""The module workloads (W6, W7, W8) as aotgrad users write them: `aotgrad.nn` modules, the
loss a function of the model's output, the same code as `torch_models.py` where aotgrad spells
it the same.

In: a workload's input arrays (parameters by their `state_dict` names). Out: per workload a
builder `(arrays) -> (loss_fn, model)`: the model built from `aotgrad.nn` modules with those
parameters loaded, and `loss_fn(*data)`, the loss of the model on the workload's data inputs
(`aotgrad.compile(loss_fn)` reads the model's parameters as implicit inputs).

Spellings that differ from PyTorch's: aotgrad has no `Tensor.split`, so q, k and v are three
slices of the qkv projection; `aotgrad.relu` for `F.relu`.
"""
from __future__ import annotations

import math

import numpy as np

import aotgrad
from aotgrad import nn
from workloads import BLOCK, MLP_WIDTHS


class MLP(nn.Module):
    """Three `nn.Linear` layers, relu between."""

    def __init__(self, widths: tuple[int, ...]):
        super().__init__()
        self.fc1 = nn.Linear(widths[0], widths[1])
        self.fc2 = nn.Linear(widths[1], widths[2])
        self.fc3 = nn.Linear(widths[2], widths[3])

    def forward(self, x):
        return self.fc3(aotgrad.relu(self.fc2(aotgrad.relu(self.fc1(x)))))


class Block(nn.Module):
    """A pre-layernorm transformer block: multi-head self-attention, then a GELU MLP."""

    def __init__(self, width: int, heads: int, hidden: int):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(width)
        self.qkv = nn.Linear(width, 3 * width)
        self.proj = nn.Linear(width, width)
        self.ln2 = nn.LayerNorm(width)
        self.fc1 = nn.Linear(width, hidden)
        self.act = nn.GELU(approximate="tanh")
        self.fc2 = nn.Linear(hidden, width)

    def forward(self, x):
        B, T, C = x.shape
        qkv = self.qkv(self.ln1(x))
        q, k, v = qkv[..., :C], qkv[..., C:2 * C], qkv[..., 2 * C:]
        q = q.view(B, T, self.heads, -1).transpose(1, 2)       # [B, H, T, D]
        k = k.view(B, T, self.heads, -1).transpose(1, 2)
        v = v.view(B, T, self.heads, -1).transpose(1, 2)
        att = (q @ k.transpose(-2, -1) / math.sqrt(q.size(-1))).softmax(-1)
        y = (att @ v).transpose(1, 2).reshape(B, T, C)
        x = x + self.proj(y)
        return x + self.fc2(self.act(self.fc1(self.ln2(x))))


def loaded(model: nn.Module, arrays: dict[str, np.ndarray]) -> nn.Module:
    """`model` with the parameters of `arrays` (by name) loaded."""
    model.load_state_dict({n: arrays[n] for n in model.state_dict()})
    return model


def mlp_sum(arrays):
    """W6: the sum of the MLP's logits."""
    model = loaded(MLP(MLP_WIDTHS), arrays)

    def loss_fn(x):
        return model(x).sum()
    return loss_fn, model


def mlp_xent(arrays):
    """W7: the MLP's mean cross-entropy."""
    model = loaded(MLP(MLP_WIDTHS), arrays)

    def loss_fn(x, labels):
        return nn.cross_entropy(model(x), labels)
    return loss_fn, model


def block(arrays):
    """W8: `(block(x) * target).sum()`."""
    model = loaded(Block(BLOCK.width, BLOCK.heads, BLOCK.hidden), arrays)

    def loss_fn(x, target):
        return (model(x) * target).sum()
    return loss_fn, model
