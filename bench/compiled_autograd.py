"""Compiled autograd against the node-by-node backward, on a tape that mixes both kinds of node.

The step: three compiled calls (`aotgrad.compile`, two ops each) and six eager ops between
them, twelve forward ops in all, so `loss.backward()` crosses nine nodes:

    h1 = layer(x, w)        compiled: tanh(x @ w)
    a = h1 * 2.0            eager
    b = sin(a)              eager
    c = b + h1              eager
    h2 = gate(c)            compiled: sigmoid(c) * c
    d = h2 * 0.5            eager
    e = exp(d)              eager
    g = e + c               eager
    loss = head(g)          compiled: sum(g * g)

Timed: the backward alone (`loss.backward()` on a fresh forward, the leaves' `.grad` reset to
None first, as a training loop that zeroes gradients does), node by node and inside
`compiled_autograd.enable()` (the default compiler: the cpu backend's pipeline), interleaved
in one process, one backward of each in turn, `RUNS` of each after `WARMUP`: per backward, the
median CPU time (`time.process_time`, all of this process's threads: other processes on a
shared machine count less than in wall time) and the minimum wall time, in µs, and the ratio
of the CPU medians, node by node / compiled, for three sizes (x: [B, K], w: [K, K]). The
gradients of both are checked equal first.

Run: `python bench/compiled_autograd.py` (about a minute).
"""
from __future__ import annotations

import os
import platform
import statistics
import time

import numpy as np

import aotgrad
from aotgrad import compiled_autograd

RUNS, WARMUP = 1000, 50
SIZES = [(16, 32), (64, 128), (256, 256)]


def make(batch: int, width: int):
    """The step's forward (a function of nothing: it reads x and w) and its leaves."""
    rng = np.random.default_rng(0)
    x = aotgrad.tensor(rng.standard_normal((batch, width)).astype(np.float32) * 0.1,
                       requires_grad=True)
    w = aotgrad.tensor(rng.standard_normal((width, width)).astype(np.float32) * 0.1,
                       requires_grad=True)
    layer = aotgrad.compile(lambda x, w: aotgrad.tanh(x @ w))
    gate = aotgrad.compile(lambda c: aotgrad.sigmoid(c) * c)
    head = aotgrad.compile(lambda g: (g * g).sum())

    def forward():
        h1 = layer(x, w)
        a = h1 * 2.0
        b = aotgrad.sin(a)
        c = b + h1
        h2 = gate(c)
        d = h2 * 0.5
        e = aotgrad.exp(d)
        g = e + c
        return head(g)
    return forward, (x, w)


def backward_time(forward, leaves, compiled: bool) -> tuple[float, float]:
    """(CPU µs, wall µs) of one backward, on a fresh forward (not timed)."""
    for t in leaves:
        t.grad = None
    loss = forward()
    cpu, wall = time.process_time(), time.perf_counter()
    if compiled:
        with compiled_autograd.enable():
            loss.backward()
    else:
        loss.backward()
    return (time.process_time() - cpu) * 1e6, (time.perf_counter() - wall) * 1e6


def check(forward, leaves) -> None:
    """Both backwards give the same gradients (and both are warm)."""
    grads = []
    for compiled in (False, True):
        for _ in range(WARMUP):
            backward_time(forward, leaves, compiled)
        grads.append([t.grad.copy() for t in leaves])
    for a, b in zip(*grads):
        np.testing.assert_allclose(a, b, rtol=1e-4, atol=1e-5 * np.abs(a).max())


def cpu_name() -> str:
    """The CPU's model name (Linux), else what `platform` knows."""
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main() -> None:
    print(f"# compiled autograd: {cpu_name()}, {os.cpu_count()} cores,"
          f" {time.strftime('%Y-%m-%d')}\n")
    print("| x, w | node by node: CPU µs median, wall µs min | compiled autograd: CPU µs"
          " median, wall µs min | ratio (CPU medians) | compiles |")
    print("|---|---|---|---|---|")
    for batch, width in SIZES:
        compiled_autograd.reset()
        forward, leaves = make(batch, width)
        check(forward, leaves)
        eager, compiled = [], []
        for _ in range(RUNS):                       # one of each, in turn
            eager.append(backward_time(forward, leaves, False))
            compiled.append(backward_time(forward, leaves, True))
        me = statistics.median(c for c, _ in eager)
        mc = statistics.median(c for c, _ in compiled)
        print(f"| [{batch},{width}], [{width},{width}] | {me:.1f}, {min(w for _, w in eager):.1f}"
              f" | {mc:.1f}, {min(w for _, w in compiled):.1f} | {me / mc:.2f}x |"
              f" {compiled_autograd.counters()['compiles']} |")


if __name__ == "__main__":
    main()
