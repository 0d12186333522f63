"""`runtime/tensor_functions_more.py` against PyTorch: values, dtypes and gradients, eager
and inside `aotgrad.compile` (the data-dependent ones as graph breaks, refused under
`fullgraph=True`)."""
import numpy as np
import pytest
import torch

import aotgrad

X = np.array([[1.5, 0.0, -2.0, 0.0], [0.0, 3.0, -1.0, 4.0], [2.0, -0.5, 0.0, 1.0]])
Y = np.array([[0.5, 2.0, -2.0, 1.0], [1.0, 0.0, 3.0, -4.0], [2.0, 0.5, 0.0, np.nan]])
IDS = np.array([0, 3, 3, 1, 5, 3])

# name -> (aotgrad's call, torch's call); arguments: X as a float tensor, Y as another
CASES = {
    "nonzero": (lambda m, x, y: m.nonzero(x), None),
    "nonzero_tuple": (lambda m, x, y: m.nonzero(x, as_tuple=True), None),
    "argwhere": (lambda m, x, y: m.argwhere(x), None),
    "where_alone": (lambda m, x, y: m.where(x > 0), None),
    "repeat_interleave_counts": (lambda m, x, y: m.repeat_interleave(x, m.tensor(
        np.array([2, 0, 1])), dim=0), None),
    "repeat_interleave_method": (lambda m, x, y: x.repeat_interleave(m.tensor(
        np.array([1, 3, 0, 2])), dim=1), None),
    "repeat_interleave_flat": (lambda m, x, y: x.repeat_interleave(2), None),
    "repeat_interleave_alone": (lambda m, x, y: m.repeat_interleave(m.tensor(np.array([2, 0,
                                                                                      3]))),
                                None),
    "where": (lambda m, x, y: m.where(x > 0, x, m.nan_to_num(y)), None),
    "masked_select": (lambda m, x, y: m.masked_select(x, x > 0.5) * 3, None),
    "masked_select_broadcast": (lambda m, x, y: m.masked_select(x, m.tensor([True, False, True,
                                                                            False])), None),
    "unique": (lambda m, x, y: m.unique(m.tensor(IDS), return_inverse=True,
                                        return_counts=True), None),
    "unique_dim": (lambda m, x, y: m.unique(m.tensor(np.array([[1, 2], [0, 1], [1, 2]])),
                                            dim=0, return_counts=True), None),
    "bincount": (lambda m, x, y: m.bincount(m.tensor(IDS), minlength=8), None),
    "bincount_weights": (lambda m, x, y: m.bincount(m.tensor(IDS), weights=x[1:].reshape(-1)[:6])
                         * 2, None),
    "count_nonzero": (lambda m, x, y: m.count_nonzero(x), None),
    "count_nonzero_dims": (lambda m, x, y: m.count_nonzero(x, dim=(0, 1)), None),
    "count_nonzero_dim": (lambda m, x, y: m.count_nonzero(x, dim=1), None),
    "logical_and": (lambda m, x, y: m.logical_and(x, y), None),
    "logical_or": (lambda m, x, y: m.logical_or(x, y), None),
    "logical_xor": (lambda m, x, y: m.logical_xor(x, y), None),
    "heaviside": (lambda m, x, y: m.heaviside(x, m.tensor(np.array([0.25], X.dtype))), None),
    "hypot": (lambda m, x, y: m.hypot(x, m.nan_to_num(y) + 0.25), None),   # not at 0, 0
    "exp2": (lambda m, x, y: m.exp2(x), None),
    "xlogy": (lambda m, x, y: m.xlogy(x, m.abs(y) + 0.5), None),
    "xlogy_zeros": (lambda m, x, y: m.xlogy(x, y), None),
    "diff": (lambda m, x, y: m.diff(x), None),
    "diff_twice_dim0": (lambda m, x, y: m.diff(x, n=2, dim=0), None),
    "diff_prepend": (lambda m, x, y: m.diff(x, prepend=x[:, :1], append=x[:, -1:] * 2), None),
    "cross": (lambda m, x, y: m.cross(x[:, :3], m.nan_to_num(y)[:, 1:], dim=1), None),
    "cross_first_dim_of_3": (lambda m, x, y: m.cross(x[:, :3].T, x[:, 1:].T), None),
    "cosine_similarity": (lambda m, x, y: m.cosine_similarity(x, m.nan_to_num(y)), None),
    "pairwise_distance": (lambda m, x, y: m.pairwise_distance(x, m.nan_to_num(y)), None),
}


def _flat(out):
    return list(out) if isinstance(out, (tuple, list)) else [out]


def _loss(outs):
    total = 0.0
    for o in outs:
        if (o.dtype.is_floating_point if isinstance(o, torch.Tensor)
                else np.issubdtype(np.dtype(o.dtype), np.floating)):
            total = total + (o * o).sum()
    return total


@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("name", list(CASES))
def test_against_torch(name, compiled):
    ours_fn, _ = CASES[name]
    x = aotgrad.tensor(X, requires_grad=True)
    run = aotgrad.compile(lambda x, y: ours_fn(aotgrad, x, y)) if compiled else \
        (lambda x, y: ours_fn(aotgrad, x, y))
    ours = _flat(run(x, aotgrad.tensor(Y)))
    tx = torch.tensor(X, requires_grad=True)
    theirs = _flat(ours_fn(torch, tx, torch.tensor(Y)))
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs):
        b = b.detach().numpy()
        assert np.asarray(a).dtype == b.dtype, (name, np.asarray(a).dtype, b.dtype)
        np.testing.assert_allclose(np.asarray(a), b, rtol=1e-12, atol=1e-12)
    loss, expected = _loss(ours), _loss(theirs)
    differentiable = not isinstance(expected, float) and expected.requires_grad and \
        name not in ("bincount_weights", "heaviside")    # PyTorch's has no derivative
    assert differentiable == (not isinstance(loss, float) and loss.requires_grad)
    if not differentiable:
        return
    loss.backward()
    expected.backward()
    np.testing.assert_allclose(np.asarray(x.grad), tx.grad.numpy(), rtol=1e-10, atol=1e-12)


def test_data_dependent_reads_are_graph_breaks():
    f = aotgrad.compile(lambda x: aotgrad.masked_select(x, x > 0).sum())
    f(aotgrad.tensor(X))
    assert len(f.last_breaks) == 1
    g = aotgrad.compile(lambda x: aotgrad.nonzero(x), fullgraph=True)
    with pytest.raises(aotgrad.Error, match="cannot use the value of a traced tensor"):
        g(aotgrad.tensor(X))


def test_bad_arguments_as_pytorch():
    with pytest.raises(ValueError, match="non-negative"):
        aotgrad.bincount(aotgrad.tensor(np.array([1, -1])))
    with pytest.raises(aotgrad.ShapeError, match="must have length 3"):
        aotgrad.cross(aotgrad.tensor(X), aotgrad.tensor(X), dim=1)


def test_the_methods():
    x, t = aotgrad.tensor(X), torch.tensor(X)
    for call in (lambda v: v.nonzero(), lambda v: v.count_nonzero(1), lambda v: v.diff(dim=0),
                 lambda v: v.masked_select(v > 0), lambda v: v.logical_and(v > 1),
                 lambda v: v.hypot(v + 1), lambda v: v.exp2(), lambda v: v[:, :3].cross(
                     v[:, 1:], dim=1), lambda v: (v > 0).long().reshape(-1).bincount()):
        np.testing.assert_allclose(np.asarray(call(x)), call(t).numpy(), rtol=1e-12)
    aotgrad.manual_seed(0)
    assert np.asarray(aotgrad.tensor(np.array([0.0, 1.0, 0.0])).multinomial(2, True)).tolist() \
        == [1, 1]
