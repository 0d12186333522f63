"""`runtime/tensor_functions_extra.py` against PyTorch: values, dtypes and gradients, eager and
inside `aotgrad.compile`, as functions and as methods, and PyTorch's errors."""
import numpy as np
import pytest
import torch

import aotgrad

RNG = np.random.default_rng(1)
X = RNG.standard_normal((3, 4))
FW = np.array([1, 2, 0, 3])
AW = np.array([0.5, 1.0, 2.0, 0.25])

# name -> a call on (m, x): m is aotgrad or torch; x a [3, 4] float64 tensor that requires grad
CASES = {
    "diag_embed": lambda m, x: m.diag_embed(x),
    "diag_embed_offset": lambda m, x: m.diag_embed(x, 1, 0, 2),
    "diag_embed_negative": lambda m, x: m.diag_embed(x, -2, dim1=-1, dim2=0),
    "diagflat": lambda m, x: m.diagflat(x),
    "diagflat_offset": lambda m, x: m.diagflat(x[0], -1),
    "ger": lambda m, x: m.ger(x[0], x[1, :3]),
    "addr": lambda m, x: m.addr(x[:, :2], x[:, 2], x[0, :2], beta=0.5, alpha=2),
    "addbmm": lambda m, x: m.addbmm(x[:2, :2], x.reshape(3, 2, 2), x.reshape(3, 2, 2) * 2,
                                    beta=0.5, alpha=3),
    "addbmm_beta0": lambda m, x: m.addbmm(m.tensor(np.full((2, 2), np.nan)), x.reshape(3, 2, 2),
                                          x.reshape(3, 2, 2), beta=0),
    "broadcast_tensors": lambda m, x: m.broadcast_tensors(x, x[0], x[:, :1].reshape(1, 3, 1)),
    "cov": lambda m, x: m.cov(x),
    "cov_vector": lambda m, x: m.cov(x[0], correction=0),
    "cov_fweights": lambda m, x: m.cov(x, fweights=m.tensor(FW)),
    "cov_aweights": lambda m, x: m.cov(x, aweights=m.tensor(AW), correction=2),
    "cov_both": lambda m, x: m.cov(x, fweights=m.tensor(FW), aweights=m.tensor(AW)),
    "cov_both_no_correction": lambda m, x: m.cov(x, correction=0, fweights=m.tensor(FW),
                                                 aweights=m.tensor(AW)),
    "corrcoef": lambda m, x: m.corrcoef(x),
    "corrcoef_vector": lambda m, x: m.corrcoef(x[1]),
    "logaddexp2": lambda m, x: m.logaddexp2(x, m.tensor(np.array([0.5, -3.0, 0.0, 40.0]))),
    "logaddexp2_equal": lambda m, x: m.logaddexp2(x, x),
    # non-negative integer exponents: PyTorch's gradient takes 2 ** -2 in integers, 0
    "ldexp": lambda m, x: m.ldexp(x, m.tensor(np.array([0, 1, 4, 3]))),
    "ldexp_float": lambda m, x: m.ldexp(x, x[0] * 0.5),
    "renorm": lambda m, x: m.renorm(x, 2, 0, 1.5),
    "renorm_dim1": lambda m, x: m.renorm(x, 1, 1, 1.0),
    "renorm_p3": lambda m, x: m.renorm(x, 3.0, -1, 0.8),
    "combinations": lambda m, x: m.combinations(x[0]),
    "combinations_r3": lambda m, x: m.combinations(x[0], 3),
    "combinations_replacement": lambda m, x: m.combinations(x[0, :3], with_replacement=True),
    "combinations_r0": lambda m, x: m.combinations(x[0], 0),
    "combinations_too_many": lambda m, x: m.combinations(x[0, :2], 3),
}


def _flat(out):
    return list(out) if isinstance(out, (tuple, list)) else [out]


@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("name", list(CASES))
def test_against_torch(name, compiled):
    call = CASES[name]
    x = aotgrad.tensor(X, requires_grad=True)
    run = aotgrad.compile(lambda x: call(aotgrad, x)) if compiled else (lambda x: call(aotgrad, x))
    ours = _flat(run(x))
    tx = torch.tensor(X, requires_grad=True)
    theirs = _flat(call(torch, tx))
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs):
        b = b.detach().numpy()
        assert np.asarray(a).dtype == b.dtype, (name, np.asarray(a).dtype, b.dtype)
        assert np.asarray(a).shape == b.shape, (name, np.asarray(a).shape, b.shape)
        np.testing.assert_allclose(np.asarray(a), b, rtol=1e-10, atol=1e-12)
    weights = [RNG.standard_normal(np.asarray(o).shape) for o in ours]
    loss = sum((o * aotgrad.tensor(w)).sum() for o, w in zip(ours, weights))
    expected = sum((o * torch.tensor(w)).sum() for o, w in zip(theirs, weights))
    if not expected.requires_grad:
        return
    loss.backward()
    expected.backward()
    np.testing.assert_allclose(np.asarray(x.grad), tx.grad.numpy(), rtol=1e-9, atol=1e-12)


def test_integer_inputs():
    ints = np.array([[1, 4, 2, 7], [3, 3, 0, 1]])
    for call in (lambda m, v: m.cov(v), lambda m, v: m.corrcoef(v),
                 lambda m, v: m.ldexp(v, m.tensor(np.array([1, 0, 2, -1]))),
                 lambda m, v: m.diag_embed(v, 1), lambda m, v: m.combinations(v[0], 2)):
        ours, theirs = call(aotgrad, aotgrad.tensor(ints)), call(torch, torch.tensor(ints))
        assert np.asarray(ours).dtype == theirs.numpy().dtype
        np.testing.assert_allclose(np.asarray(ours), theirs.numpy(), rtol=1e-6)


def test_methods():
    x, t = aotgrad.tensor(X), torch.tensor(X)
    b = X.reshape(3, 2, 2)
    for call in (lambda v: v.diag_embed(), lambda v: v.diagflat(1), lambda v: v[0].ger(v[1]),
                 lambda v: v[:2, :2].addbmm(v.new_tensor(b), v.new_tensor(b)),
                 lambda v: v[:2, :2].addr(v[0, :2], v[1, :2]), lambda v: v.cov(),
                 lambda v: v.corrcoef(), lambda v: v.logaddexp2(v * 2),
                 lambda v: v.ldexp(v.new_tensor([1.0, 2.0, 0.0, -1.0])),
                 lambda v: v.renorm(2, 1, 0.5), lambda v: v.diag(1), lambda v: v.diagonal(-1),
                 lambda v: v.logaddexp(v * 3), lambda v: (v.abs() / 4).logit(1e-3)):
        np.testing.assert_allclose(np.asarray(call(x)), call(t).numpy(), rtol=1e-12)
    assert aotgrad.broadcast_shapes((3, 1), (4,), 1) == torch.broadcast_shapes((3, 1), (4,), 1)


def test_bad_arguments():
    x = aotgrad.tensor(X)
    with pytest.raises(aotgrad.ShapeError, match="two or fewer dimensions"):
        aotgrad.cov(x.reshape(3, 2, 2))
    with pytest.raises(aotgrad.ShapeError, match="fweights"):
        aotgrad.cov(x, fweights=aotgrad.tensor(AW))
    with pytest.raises(aotgrad.ShapeError, match="aweights"):
        aotgrad.cov(x, aweights=aotgrad.tensor(AW[:3]))
    with pytest.raises(ValueError, match="cannot be negative"):
        aotgrad.cov(x, fweights=aotgrad.tensor(-FW))
    with pytest.warns(UserWarning, match="degrees of freedom"):
        aotgrad.cov(x[:, :1])
    with pytest.raises(aotgrad.ShapeError, match="1D vector"):
        aotgrad.combinations(x)
    with pytest.raises(aotgrad.ShapeError, match="identical"):
        aotgrad.diag_embed(x, 0, 1, -2)
    with pytest.raises(RuntimeError, match="Shape mismatch"):
        aotgrad.broadcast_tensors(x, x[:2])
    with pytest.raises(aotgrad.ShapeError, match="3D tensor"):
        aotgrad.addbmm(x[:2, :2], x, x)
    with pytest.raises(ValueError, match="non-positive-norm"):
        aotgrad.renorm(x, 0, 0, 1.0)
