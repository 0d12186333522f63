"""`aotgrad.compiled_autograd`: the whole backward as one compiled graph, as PyTorch's
`torch._dynamo.compiled_autograd`.

`with aotgrad.compiled_autograd.enable(compiler=None):` captures every backward inside
(`loss.backward()`, `aotgrad.autograd.grad`) as one tensor-IR function, compiled once per tape
structure; `counters()` counts captures and compiles, `reset()` empties the cache. See
`runtime/compiled_autograd.py` and docs/compiled_autograd.md.
"""
from aotgrad.runtime.compiled_autograd import counters, disable, enable, reset

__all__ = ["enable", "disable", "counters", "reset"]
