"""A compiled function returns what its Python function returns, as torch.compile does: one
tensor, or tensors nested in tuples, lists, dicts and named tuples, with None and strings as
they are; gradients flow through every tensor of the structure, with or without graph breaks."""
from __future__ import annotations

import collections

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.frontend.pytree import flatten

Out = collections.namedtuple("Out", "loss logits")


def _model(x):
    h = aotgrad.tanh(x * 2.0)
    return {"loss": (h * h).sum(), "parts": [h.sum(0), (h.mean(), None)], "name": "mlp",
            "out": Out(h.max(), h)}


def _torch_model(x):
    h = torch.tanh(x * 2.0)
    return {"loss": (h * h).sum(), "parts": [h.sum(0), (h.mean(), None)], "name": "mlp",
            "out": Out(h.max(), h)}


def _total(out):
    return out["loss"] + out["parts"][0].sum() * 0.5 + out["parts"][1][0] * 3.0 + \
        out["out"].loss + (out["out"].logits ** 2).sum()


@pytest.mark.parametrize("breaks", [False, True])
def test_nested_outputs_keep_their_structure_and_gradients(breaks):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 5))

    def fn(x):
        out = _model(x)
        if breaks and float(out["loss"]) > -1.0:          # a graph break, always taken
            out["parts"][0] = out["parts"][0] + 0.0
        return out
    xt = aotgrad.tensor(x, requires_grad=True)
    out = aotgrad.compile(fn)(xt)
    ref_x = torch.tensor(x, requires_grad=True)
    ref = _torch_model(ref_x)
    assert list(out) == list(ref) and isinstance(out["parts"], list)
    assert isinstance(out["parts"][1], tuple) and out["parts"][1][1] is None
    assert out["name"] == "mlp" and type(out["out"]) is Out
    np.testing.assert_allclose(out["out"].logits.detach().numpy(),
                               ref["out"].logits.detach().numpy(), rtol=1e-12)
    _total(out).backward()
    _total(ref).backward()
    np.testing.assert_allclose(np.asarray(xt.grad), ref_x.grad.numpy(), rtol=1e-12)


def test_a_returned_list_is_a_list_and_a_tuple_a_tuple():
    x = aotgrad.tensor(np.ones(3))
    assert type(aotgrad.compile(lambda x: [x * 2])(x)) is list
    assert type(aotgrad.compile(lambda x: (x * 2,))(x)) is tuple
    assert isinstance(aotgrad.compile(lambda x: x * 2)(x), aotgrad.Tensor)


def test_without_gradients_the_structure_holds_arrays_as_tensors():
    x = np.arange(6.0).reshape(2, 3)
    out = aotgrad.compile(lambda x: {"s": x.sum(), "rows": [x[0], x[1]]})(x)
    np.testing.assert_array_equal(np.asarray(out["rows"][1]), x[1])
    assert float(out["s"]) == 15.0


def test_flatten_orders_leaves_as_written():
    leaves, structure = flatten({"b": (1, [2, None]), "a": 3})
    assert leaves == [1, 2, 3] and structure.count == 3
    assert structure.rebuild(["x", "y", "z"]) == {"b": ("x", ["y", None]), "a": "z"}
    assert structure.describe() == "{'b': (T, [T, None]), 'a': T}"


def test_cond_branches_must_return_the_same_structure():
    x = aotgrad.tensor(np.ones(3))
    with pytest.raises(aotgrad.TraceError, match=r"same structure: true_fn returns \(f64\[3\],"
                                                r" f64\[3\]\), false_fn \[f64\[3\], f64\[3\]\]"):
        aotgrad.compile(lambda x: aotgrad.cond(x.sum() > 0, lambda x: (x, x),
                                               lambda x: [x, x], (x,)))(x)
