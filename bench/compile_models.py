"""Compile time of real models, as a user meets it: the first call of `aotgrad.compile`.

In: three models written with `aotgrad.nn` modules the way a PyTorch user writes them:

- `gpt`: a 2-layer decoder-only transformer (vocabulary 5,000, length 64, width 128, 4 heads,
  token and position embeddings, pre-layernorm blocks with a causal mask made by `np.tril`, a
  GELU MLP, a final layernorm and the vocabulary head), its mean cross-entropy on a batch of 4
  sequences;
- `lstm`: an LSTM cell written with two `nn.Linear` and sigmoid/tanh, unrolled over 16 steps
  in Python (batch 16, input 32, hidden 128), a linear head's cross-entropy on the last state;
- `mlp`: the MLP of W7 (1024-2048-2048-10, batch 128, cross-entropy).

Out (markdown, on stdout): per model, in fresh processes (`python compile_models.py --child`):
the tensor ops traced, the kernels and the LLVM functions of the programs, the LLVM IR's size;
the cold first call (an empty disk cache: trace, passes, code generation, LLVM, then the
forward and the backward), wall and CPU seconds, and its parts: the passes, code generation
(loop IR to LLVM IR, in Python) and LLVM (optimisation and machine code, in the compile
processes: the forward's runs while the backward is generated, so LLVM's seconds and the
others overlap; LLVM CPU s is the compile processes' CPU time); then the warm first call of
another process with the same disk cache (the warm start: `runtime/warm.py`). Each number is
the median of `RUNS` processes. CPU seconds count this process and its compile processes, so
other work on the machine inflates them less than wall seconds.

Run: `python bench/compile_models.py` (about a minute).
"""
from __future__ import annotations

import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

import aotgrad
from aotgrad import nn
from ag_models import MLP                     # W7's MLP, as bench/suite.py builds it

MODELS = ("gpt", "lstm", "mlp")
#: fresh processes per measurement (the median is reported).
RUNS = 3


class Attention(nn.Module):
    """Causal multi-head self-attention."""

    def __init__(self, width: int, heads: int):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(width, 3 * width)
        self.proj = nn.Linear(width, width)

    def forward(self, x):
        B, T, C = x.shape
        qkv = self.qkv(x)
        q, k, v = qkv[..., :C], qkv[..., C:2 * C], qkv[..., 2 * C:]
        q = q.view(B, T, self.heads, -1).transpose(1, 2)
        k = k.view(B, T, self.heads, -1).transpose(1, 2)
        v = v.view(B, T, self.heads, -1).transpose(1, 2)
        att = q @ k.transpose(-2, -1) / math.sqrt(q.size(-1))
        mask = np.tril(np.ones((T, T), dtype=bool))
        att = aotgrad.where(mask, att, -1e9).softmax(-1)
        return self.proj((att @ v).transpose(1, 2).reshape(B, T, C))


class Block(nn.Module):
    """A pre-layernorm transformer block."""

    def __init__(self, width: int, heads: int):
        super().__init__()
        self.ln1 = nn.LayerNorm(width)
        self.attn = Attention(width, heads)
        self.ln2 = nn.LayerNorm(width)
        self.fc1 = nn.Linear(width, 4 * width)
        self.act = nn.GELU(approximate="tanh")
        self.fc2 = nn.Linear(4 * width, width)

    def forward(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.fc2(self.act(self.fc1(self.ln2(x))))


class GPT(nn.Module):
    """A decoder-only transformer language model."""

    def __init__(self, vocab: int, length: int, width: int, layers: int, heads: int):
        super().__init__()
        self.tok = nn.Embedding(vocab, width)
        self.pos = nn.Embedding(length, width)
        self.blocks = nn.ModuleList([Block(width, heads) for _ in range(layers)])
        self.ln = nn.LayerNorm(width)
        self.head = nn.Linear(width, vocab)

    def forward(self, ids):
        B, T = ids.shape
        x = self.tok(ids) + self.pos(np.arange(T))
        for block in self.blocks:
            x = block(x)
        return self.head(self.ln(x))


class LSTMCell(nn.Module):
    """One LSTM step: the four gates from two linear maps."""

    def __init__(self, inputs: int, hidden: int):
        super().__init__()
        self.hidden = hidden
        self.ih = nn.Linear(inputs, 4 * hidden)
        self.hh = nn.Linear(hidden, 4 * hidden)

    def forward(self, x, h, c):
        H = self.hidden
        gates = self.ih(x) + self.hh(h)
        i, f = gates[:, :H].sigmoid(), gates[:, H:2 * H].sigmoid()
        g, o = gates[:, 2 * H:3 * H].tanh(), gates[:, 3 * H:].sigmoid()
        c = f * c + i * g
        return o * c.tanh(), c


class LSTM(nn.Module):
    """The cell unrolled over the sequence, then a linear head on the last state."""

    def __init__(self, inputs: int, hidden: int, classes: int):
        super().__init__()
        self.hidden = hidden
        self.cell = LSTMCell(inputs, hidden)
        self.head = nn.Linear(hidden, classes)

    def forward(self, x):
        T, B, _ = x.shape
        h = aotgrad.zeros([B, self.hidden])
        c = aotgrad.zeros([B, self.hidden])
        for t in range(T):
            h, c = self.cell(x[t], h, c)
        return self.head(h)


def build(name: str):
    """(loss function, its arguments) of model `name`."""
    rng = np.random.default_rng(0)
    aotgrad.manual_seed(0)
    if name == "gpt":
        model = GPT(5000, 64, 128, 2, 4)
        ids = rng.integers(0, 5000, (4, 64))
        targets = rng.integers(0, 5000, (4 * 64,))

        def loss(ids, targets):
            return nn.cross_entropy(model(ids).reshape(4 * 64, 5000), targets)
        return loss, (ids, targets)
    if name == "lstm":
        model = LSTM(32, 128, 10)
        x = rng.standard_normal((16, 16, 32)).astype(np.float32)
        labels = rng.integers(0, 10, (16,))

        def loss(x, labels):
            return nn.cross_entropy(model(x), labels)
        return loss, (x, labels)
    if name == "mlp":
        model = MLP((1024, 2048, 2048, 10))
        x = rng.standard_normal((128, 1024)).astype(np.float32)
        labels = rng.integers(0, 10, (128,))

        def loss(x, labels):
            return nn.cross_entropy(model(x), labels)
        return loss, (x, labels)
    raise ValueError(f"unknown model {name!r}")


# --------------------------------------------------------------------------- one process

def _cpu() -> float:
    """CPU seconds of this process and its finished children (the compile process is not
    finished: its own seconds come with each reply, `Compiled.timings`)."""
    t = os.times()
    return t.user + t.system


def child(name: str) -> dict:
    """One first call of model `name` in this process: its seconds and their parts."""
    from aotgrad.codegen.llvm import jit
    from aotgrad.runtime import compiler as compiled_module
    parts = {"passes": 0.0, "codegen": 0.0, "llvm": 0.0, "llvm_cpu": 0.0}
    made: list = []
    pipeline = compiled_module.compile_pipeline

    def timed_pipeline(*args, **kwargs):
        start = time.perf_counter()
        try:
            return pipeline(*args, **kwargs)
        finally:
            parts["passes"] += time.perf_counter() - start
    compile_programs = jit.compile_programs

    def timed_compile(*args, **kwargs):
        out = compile_programs(*args, **kwargs)
        made.extend(out)
        return out
    compiled_module.compile_pipeline = timed_pipeline
    jit.compile_programs = timed_compile          # the cpu backend's batch imports it per call
    loss, args = build(name)
    f = aotgrad.compile(loss)
    wall, cpu_start = time.perf_counter(), _cpu()
    out = f(*args)
    out.backward()
    wall, cpu_seconds = time.perf_counter() - wall, _cpu() - cpu_start
    functions = size = 0
    for c in made:
        timings = dict(c.timings or ())
        parts["codegen"] += timings.get("codegen", 0.0)
        parts["llvm"] += timings.get("llvm", 0.0)
        parts["llvm_cpu"] += timings.get("llvm cpu", 0.0)
        if c.llvm_ir:
            functions += c.llvm_ir.count("\ndefine ")
            size += len(c.llvm_ir)
    result = {"wall": wall, "cpu": cpu_seconds + parts["llvm_cpu"], **parts,
              "functions": functions, "ir_bytes": size}
    if made:           # a cold start: the loop IR is at hand (a warm start would rebuild it)
        result["kernels"] = sum(g.kind == "kernel" for g in f.compiled.module.functions)
    return result


# --------------------------------------------------------------------------- the report

def _run_child(name: str, cache: str) -> dict:
    env = {**os.environ, "AOTGRAD_CACHE_DIR": cache, "AOTGRAD_CACHE": "1"}
    done = subprocess.run([sys.executable, __file__, "--child", name], env=env,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure(name: str) -> tuple[dict, dict]:
    """Median cold and warm first calls of model `name` over `RUNS` pairs of processes."""
    cold, warm = [], []
    for _ in range(RUNS):
        with tempfile.TemporaryDirectory(prefix="aotgrad-cache-") as cache:
            cold.append(_run_child(name, cache))
            warm.append(_run_child(name, cache))
    return _median(cold), _median(warm)


def _median(rows: list[dict]) -> dict:
    return {k: statistics.median(r.get(k, 0) for r in rows) for k in rows[0]}


def machine() -> list[str]:
    """Where the numbers come from: date, CPU, cores and their load, revision."""
    from harness import cpu_model, revision
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return [f"- date: {time.strftime('%a %b %d %H:%M:%S %Z %Y')}",
            f"- CPU: {cpu_model()}, {os.cpu_count()} cores, load average {load} (1, 5, 15 min)",
            f"- aotgrad at {revision()}, median of {RUNS} processes per number"]


def report() -> str:
    from harness import table
    rows = []
    for name in MODELS:
        cold, warm = measure(name)
        rows.append([name, f"{cold['kernels']:.0f}", f"{cold['functions']:.0f}",
                     f"{cold['ir_bytes'] / 1e6:.2f}", f"{cold['wall']:.2f}",
                     f"{cold['cpu']:.2f}", f"{cold['passes']:.2f}", f"{cold['codegen']:.2f}",
                     f"{cold['llvm']:.2f}", f"{cold['llvm_cpu']:.2f}", f"{warm['wall']:.2f}"])
    headers = ["model", "kernels", "LLVM functions", "LLVM IR MB", "cold s", "cold CPU s",
               "passes s", "codegen s", "LLVM s", "LLVM CPU s", "warm s"]
    return "\n\n".join(["\n".join(machine()), table(headers, rows, right=range(1, 11))])


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        print(json.dumps(child(sys.argv[2])))
    else:
        print(report())
