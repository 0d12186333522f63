"""Every recorded node names the tensor-level backward it runs (`Node.source`): what compiled
autograd inlines. The tensor-level backward of a compiled call takes the compiled backward's
arguments and gives its gradients."""
import numpy as np

import aotgrad
from aotgrad.ir.core import Function
from aotgrad.ir.interpret import run_function


def test_a_compiled_call_gives_its_backward_at_the_tensor_level():
    @aotgrad.compile
    def f(x, w):
        return (aotgrad.tanh(x @ w) * 2.0).sum()

    rng = np.random.default_rng(0)
    x = aotgrad.tensor(rng.random((4, 3), dtype=np.float32), requires_grad=True)
    w = aotgrad.tensor(rng.random((3, 5), dtype=np.float32), requires_grad=True)
    node = f(x, w).grad_fn
    graph = node.source.backward_graph()
    assert isinstance(graph, Function) and graph.name == "f_backward"
    saved, seed = list(node.saved), np.ones((), np.float32)
    for want, got in zip(node.backward(*saved, seed), run_function(graph, saved + [seed])):
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-6, atol=1e-7)
    assert node.source.backward_graph() is graph           # computed once


def test_an_eager_op_gives_its_backward_function():
    x = aotgrad.tensor(np.arange(3.0), requires_grad=True)
    node = aotgrad.tanh(x).grad_fn
    assert isinstance(node.source, Function)
    (g,) = run_function(node.source, list(node.saved) + [np.ones(3)])
    np.testing.assert_allclose(g, 1 - np.tanh(np.arange(3.0)) ** 2)
