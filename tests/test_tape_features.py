"""The tape as PyTorch users walk it: `grad_fn.name()` and `next_functions`, hooks,
`retain_grad`, `aotgrad.autograd.grad`, grad modes, and the mechanics document's examples
(accumulation, `retain_graph`), each against PyTorch."""
import numpy as np
import pytest
import torch

import aotgrad
import aotgrad.autograd
from aotgrad.runtime.autograd import BackwardError


def pair(values, requires_grad=True):
    a = np.asarray(values, dtype=np.float64)
    return aotgrad.tensor(a, requires_grad=requires_grad), torch.tensor(a, requires_grad=True)


def chain(node) -> list[str]:
    """The names along the first edge of each node, from `node` to the leaf."""
    names = []
    while node is not None:
        names.append(node.name())
        node = node.next_functions[0][0] if node.next_functions else None
    return names


def test_grad_fn_chain_of_the_mechanics_document():
    x = aotgrad.tensor([2.0], requires_grad=True)
    y = x ** 2
    z = y * 3
    assert chain(z.grad_fn) == ["MulBackward", "PowBackward", "AccumulateGrad"]
    assert z.grad_fn.next_functions[0] == (y.grad_fn, 0)
    leaf = y.grad_fn.next_functions[0][0]
    assert leaf.variable is x and leaf is y.grad_fn.next_functions[0][0]   # one per leaf
    z.backward()
    np.testing.assert_allclose(x.grad, [12.0])
    tx = torch.tensor([2.0], requires_grad=True)
    tz = tx ** 2 * 3
    assert [n.name() for n in (tz.grad_fn, tz.grad_fn.next_functions[0][0])] == \
        ["MulBackward0", "PowBackward0"]


def test_a_compiled_call_is_a_compiled_function_backward_node():
    f = aotgrad.compile(lambda x: (aotgrad.tanh(x) * 2.0).sum())
    x = aotgrad.tensor(np.arange(3.0), requires_grad=True)
    loss = f(x * 2.0)
    assert chain(loss.grad_fn) == ["CompiledFunctionBackward", "MulBackward", "AccumulateGrad"]
    assert repr(loss.grad_fn) == "<CompiledFunctionBackward>"


def test_accumulation_then_zero_as_in_the_mechanics_document():
    x = aotgrad.tensor([1.0], requires_grad=True)
    (x ** 2).backward()
    np.testing.assert_allclose(x.grad, [2.0])
    (x ** 3).backward()                       # accumulates
    np.testing.assert_allclose(x.grad, [5.0])
    held = x.grad
    x.grad.zero_()                            # in place: the same Tensor, zeros
    assert x.grad is held and x.grad.tolist() == [0.0]
    (x ** 2).backward()
    np.testing.assert_allclose(x.grad, [2.0])


def test_a_second_backward_needs_retain_graph():
    x = aotgrad.tensor([1.0], requires_grad=True)
    y = x ** 2
    y.backward()
    with pytest.raises(BackwardError, match="retain_graph=True"):
        y.backward()
    y = x ** 2
    y.backward(retain_graph=True)
    y.backward()                              # the graph was kept once
    np.testing.assert_allclose(x.grad, [2.0 + 2.0 + 2.0])
    z = x * 3.0 + (x * x).sum()               # a graph of several nodes, freed as a whole
    z.backward(retain_graph=True)
    z.backward()
    with pytest.raises(BackwardError, match="second time"):
        z.backward()


def test_a_hook_that_adds_10_to_a_leaf_gradient_matches_pytorch():
    x, tx = pair([1.0, -2.0, 3.0])
    handle = x.register_hook(lambda grad: grad + 10)
    tx.register_hook(lambda grad: grad + 10)
    (x * x + x).sum().backward()              # x is read twice: the hook sees the sum once
    (tx * tx + tx).sum().backward()
    np.testing.assert_allclose(x.grad, tx.grad.numpy())
    handle.remove()
    x.grad = None
    (x * x).sum().backward()
    np.testing.assert_allclose(x.grad, 2 * np.array([1.0, -2.0, 3.0]))


def test_hooks_on_an_intermediate_replace_its_gradient_in_order():
    x, tx = pair([0.5, 1.5])
    outs = []
    for a in (x, tx):
        y = a * a
        y.retain_grad()
        y.register_hook(lambda g: g * 2)
        y.register_hook(lambda g: g + 1)
        w = y * 3
        w.register_hook(lambda g: None)      # returns nothing: the gradient is unchanged
        (w.sum() + y.sum()).backward()
        outs.append((a.grad, y.grad))
    (g, yg), (tg, tyg) = outs
    np.testing.assert_allclose(g, tg.numpy())
    np.testing.assert_allclose(yg, tyg.numpy())
    assert y.retains_grad


def test_a_hook_that_changes_the_shape_is_an_error_naming_it():
    x = aotgrad.tensor(np.ones(3), requires_grad=True)
    x.register_hook(lambda g: g.sum())
    with pytest.raises(BackwardError, match=r"hook <lambda> \(.*test_tape_features.py:\d+\)"
                                            r" returned a gradient of shape \[\]"):
        (x * 2.0).sum().backward()


def test_hooks_need_a_tensor_that_requires_grad():
    with pytest.raises(RuntimeError, match="doesn't require gradient"):
        aotgrad.tensor([1.0]).register_hook(lambda g: g)


def test_autograd_grad_returns_gradients_and_leaves_grad_alone():
    x, tx = pair([0.3, -0.7, 1.1])
    w, tw = pair([2.0, 0.5, -1.0])
    for a, b, mod, grad in ((x, w, aotgrad, aotgrad.autograd.grad),
                            (tx, tw, torch, torch.autograd.grad)):
        y = mod.tanh(a * b)
        loss = (y * y).sum()
        got = grad(loss, [a, y], retain_graph=True)
        got2 = grad(loss, b, grad_outputs=aotgrad.tensor(np.float64(3.0))
                    if mod is aotgrad else torch.tensor(3.0, dtype=torch.float64))
        if mod is aotgrad:
            ours = [got[0], got[1], got2[0]]
        else:
            theirs = [got[0], got[1], got2[0]]
    for o, t in zip(ours, theirs):
        np.testing.assert_allclose(o.numpy(), t.detach().numpy(), rtol=1e-12)
    assert x.grad is None and w.grad is None


def test_autograd_grad_checks_unused_inputs():
    x = aotgrad.tensor([1.0], requires_grad=True)
    u = aotgrad.tensor([1.0], requires_grad=True)
    with pytest.raises(BackwardError, match="element 1 of inputs appears not to have been used"):
        aotgrad.autograd.grad((x * 2.0).sum(), [x, u])
    gx, gu = aotgrad.autograd.grad((x * 2.0).sum(), [x, u], allow_unused=True)
    np.testing.assert_allclose(gx.numpy(), [2.0])
    assert gu is None


def test_autograd_backward_of_several_roots_runs_shared_nodes_once():
    x, tx = pair([0.2, 0.4])
    for a, mod in ((x, aotgrad), (tx, torch)):
        h = mod.sin(a)
        mod.autograd.backward([(h * 2.0).sum(), (h * h).sum()])
    np.testing.assert_allclose(x.grad, tx.grad.numpy())


def test_grad_modes():
    x = aotgrad.tensor([1.0], requires_grad=True)
    with aotgrad.autograd.no_grad():
        assert (x * 2.0).grad_fn is None
        with aotgrad.autograd.enable_grad():
            assert (x * 2.0).grad_fn is not None
    with aotgrad.autograd.set_grad_enabled(False):
        assert not aotgrad.is_grad_enabled()
    assert aotgrad.is_grad_enabled()
    aotgrad.autograd.set_grad_enabled(False)
    try:
        assert (x * 2.0).grad_fn is None
    finally:
        aotgrad.autograd.set_grad_enabled(True)
    assert (x * 2.0).grad_fn is not None

    @aotgrad.autograd.enable_grad()
    def recorded(t):
        return t * 2.0
    with aotgrad.no_grad():
        assert recorded(x).grad_fn is not None


def test_hooks_and_retain_grad_on_the_root_match_pytorch():
    x, tx = pair([0.5, -1.5])
    for a, mod in ((x, aotgrad), (tx, torch)):
        loss = (mod.sin(a) * a).sum()
        loss.retain_grad()
        loss.register_hook(lambda g: g * 4.0)       # the gradient the backward starts from
        loss.backward()
        if mod is aotgrad:
            ours = (x.grad, float(np.asarray(loss.grad)))
    np.testing.assert_allclose(ours[0], tx.grad.numpy())
    assert ours[1] == 4.0 == float(loss.grad)
