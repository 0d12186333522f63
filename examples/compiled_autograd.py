"""Compiled autograd on one screen: a step that mixes compiled calls, eager ops and a hook.

`python examples/compiled_autograd.py` walks the step's tape (`grad_fn.name()`,
`next_functions`), then runs its backward under `aotgrad.compiled_autograd.enable()` with the
`compiled_autograd` log on: the one graph it captures, each run of ops under the node it came
from, then the counters after four more steps (a hit each: no compile).
`python examples/compiled_autograd.py recompiles` runs the two recompiles of the tutorial with
the verbose log: a new autograd node, and a new shape. docs/compiled_autograd.md shows both.
"""
import sys

import numpy as np

import aotgrad
from aotgrad import compiled_autograd
from aotgrad.runtime.logs import logs


def walk(node, depth=0):
    """Print the tape from `node` down, as PyTorch users print `grad_fn`."""
    print("  " * depth + node.name())
    for child, _ in node.next_functions:
        if child is not None:
            walk(child, depth + 1)


def step_with_a_hook():
    compiled_autograd.reset()                      # counters and cache start empty
    layer = aotgrad.compile(lambda x, w: aotgrad.tanh(x @ w))      # compiled call
    head = aotgrad.compile(lambda h: (h * h).sum())                # compiled call
    x = aotgrad.tensor(np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3),
                       requires_grad=True)
    w = aotgrad.tensor(np.linspace(0, 1, 12, dtype=np.float32).reshape(3, 4),
                       requires_grad=True)

    def step():
        h = layer(x, w)
        g = aotgrad.sin(h) * 2.0                                   # two eager ops
        return head(g + layer(x, w))                               # layer again, eager add

    loss = step()
    walk(loss.grad_fn)
    w.register_hook(lambda grad: grad + 10)
    with logs("compiled_autograd"), compiled_autograd.enable():
        loss.backward()
    print("w.grad[0] =", np.round(w.grad[0].numpy(), 4))
    for _ in range(4):
        x.grad = w.grad = None
        with compiled_autograd.enable():
            step().backward()
    print(compiled_autograd.counters())


def recompiles():
    compiled_autograd.reset()
    x = aotgrad.tensor(np.ones(10, np.float32), requires_grad=True)
    with logs("compiled_autograd_verbose"):
        for op in [aotgrad.add, aotgrad.mul]:
            loss = op(x, x).sum()
            with compiled_autograd.enable():
                loss.backward()
        for i in [10, 100]:
            x = aotgrad.tensor(np.ones((i, i), np.float32), requires_grad=True)
            with compiled_autograd.enable():
                x.sum().backward()
    print(compiled_autograd.counters())


if __name__ == "__main__":
    recompiles() if sys.argv[1:] == ["recompiles"] else step_with_a_hook()
