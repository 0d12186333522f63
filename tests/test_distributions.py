"""`aotgrad.multinomial` and `aotgrad.distributions` against `torch.multinomial` and
`torch.distributions`: log-probabilities, entropies and KL divergences with their gradients
exactly; samples by their frequencies (the generators differ), reproducible under
`manual_seed`, eager and compiled without a graph break."""
import numpy as np
import pytest
import torch

import aotgrad
from aotgrad import distributions as D

td = torch.distributions
LOGITS = np.array([[0.1, 2.0, -1.0, 0.5], [1.0, 1.0, 1.0, -30.0]])
PROBS = np.array([0.1, 0.0, 0.6, 0.3])


def _pair(ours_cls, theirs_cls, **params):
    ours = {k: aotgrad.tensor(v, requires_grad=True) for k, v in params.items()}
    theirs = {k: torch.tensor(v, requires_grad=True) for k, v in params.items()}
    return ours_cls(**ours), theirs_cls(**theirs), ours, theirs


def _close(ours, theirs, ours_params, theirs_params):
    np.testing.assert_allclose(np.asarray(ours), theirs.detach().numpy(), rtol=1e-12,
                               atol=1e-12)
    (ours * ours).sum().backward()
    (theirs * theirs).sum().backward()
    for k in ours_params:
        g, want = ours_params[k].grad, theirs_params[k].grad
        assert (g is None) == (want is None), k
        if want is not None:
            np.testing.assert_allclose(np.asarray(g), want.numpy(), rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("what", ["log_prob", "entropy"])
@pytest.mark.parametrize("param", ["logits", "probs"])
def test_categorical(what, param):
    value = LOGITS if param == "logits" else np.abs(LOGITS) + 0.1
    ours, theirs, op, tp = _pair(D.Categorical, td.Categorical, **{param: value})
    if what == "log_prob":
        v = np.array([[1, 3], [0, 2], [3, 3]])
        _close(ours.log_prob(aotgrad.tensor(v)), theirs.log_prob(torch.tensor(v)), op, tp)
    else:
        _close(ours.entropy(), theirs.entropy(), op, tp)


@pytest.mark.parametrize("what", ["log_prob", "entropy"])
def test_normal_bernoulli_uniform(what):
    cases = [(D.Normal, td.Normal, {"loc": np.array([0.0, 1.0]), "scale": np.array([1.0, 2.5])},
              np.array([0.5, -1.0])),
             (D.Bernoulli, td.Bernoulli, {"logits": np.array([0.3, -2.0, 40.0])},
              np.array([1.0, 0.0, 0.0])),
             (D.Bernoulli, td.Bernoulli, {"probs": np.array([0.3, 0.9])}, np.array([1.0, 0.0])),
             (D.Uniform, td.Uniform, {"low": np.array([0.0, -1.0]), "high": np.array([2.0, 3.0])},
              np.array([0.5, 1.0]))]
    for ours_cls, theirs_cls, params, value in cases:
        ours, theirs, op, tp = _pair(ours_cls, theirs_cls, **params)
        if what == "log_prob":
            _close(ours.log_prob(aotgrad.tensor(value)), theirs.log_prob(torch.tensor(value)),
                   op, tp)
        else:
            _close(ours.entropy(), theirs.entropy(), op, tp)


def test_kl_divergence():
    for ours_cls, theirs_cls, p, q in [
            (D.Normal, td.Normal, {"loc": np.array([0.0, 1.0]), "scale": np.array([1.0, 2.0])},
             {"loc": np.array([1.0, 0.0]), "scale": np.array([0.5, 1.0])}),
            (D.Categorical, td.Categorical, {"logits": LOGITS}, {"logits": LOGITS[::-1].copy()}),
            (D.Bernoulli, td.Bernoulli, {"logits": np.array([0.3, -2.0])},
             {"logits": np.array([1.0, 0.5])})]:
        ours_p, theirs_p, op, tp = _pair(ours_cls, theirs_cls, **p)
        ours_q, theirs_q, _, _ = _pair(ours_cls, theirs_cls, **q)
        _close(D.kl_divergence(ours_p, ours_q), td.kl_divergence(theirs_p, theirs_q), op, tp)


def test_rsample_is_differentiable_and_sample_is_not():
    loc = aotgrad.tensor(np.array([0.0, 1.0]), requires_grad=True)
    scale = aotgrad.tensor(np.array([1.0, 2.0]), requires_grad=True)
    aotgrad.manual_seed(0)
    x = D.Normal(loc, scale).rsample((3,))
    x.sum().backward()
    aotgrad.manual_seed(0)
    eps = np.asarray(aotgrad.randn(3, 2, dtype=np.float64))
    np.testing.assert_allclose(np.asarray(x), np.asarray(loc.detach()) +
                               eps * np.asarray(scale.detach()), rtol=1e-12)
    np.testing.assert_allclose(np.asarray(loc.grad), [3.0, 3.0])
    np.testing.assert_allclose(np.asarray(scale.grad), eps.sum(0), rtol=1e-12)
    assert not D.Normal(loc, scale).sample().requires_grad


def test_samples_follow_the_distributions_and_repeat_under_a_seed():
    aotgrad.manual_seed(3)
    c = D.Categorical(logits=aotgrad.tensor(LOGITS))
    s = np.asarray(c.sample((20000,)))
    assert s.shape == (20000, 2)
    p = torch.softmax(torch.tensor(LOGITS), 1).numpy()
    for row in range(2):
        assert np.abs(np.bincount(s[:, row], minlength=4) / 20000 - p[row]).max() < 0.015
    aotgrad.manual_seed(3)
    np.testing.assert_array_equal(np.asarray(c.sample((20000,))), s)
    b = np.asarray(D.Bernoulli(probs=aotgrad.tensor(np.array([0.2, 0.9]))).sample((20000,)))
    np.testing.assert_allclose(b.mean(0), [0.2, 0.9], atol=0.015)
    u = np.asarray(D.Uniform(aotgrad.tensor(np.array([1.0])), aotgrad.tensor(np.array([3.0])))
                   .sample((5000,)))
    assert u.min() >= 1.0 and u.max() < 3.0 and abs(u.mean() - 2.0) < 0.05
    hot = np.asarray(D.OneHotCategorical(logits=aotgrad.tensor(LOGITS)).sample())
    assert hot.shape == (2, 4) and (hot.sum(1) == 1).all()


def test_multinomial():
    aotgrad.manual_seed(0)
    drawn = np.asarray(aotgrad.multinomial(aotgrad.tensor(PROBS), 20000, replacement=True))
    assert drawn.dtype == np.int64
    np.testing.assert_allclose(np.bincount(drawn, minlength=4) / 20000, PROBS, atol=0.015)
    rows = np.tile(PROBS, (3000, 1))
    three = np.asarray(aotgrad.multinomial(aotgrad.tensor(rows), 3))
    assert three.shape == (3000, 3)
    assert all(len(set(r)) == 3 and 1 not in r for r in three.tolist())   # distinct, p > 0
    # the first draw without replacement follows the probabilities
    np.testing.assert_allclose(np.bincount(three[:, 0], minlength=4) / 3000, PROBS, atol=0.03)
    f = aotgrad.compile(lambda p: aotgrad.multinomial(p, 2))
    assert np.asarray(f(aotgrad.tensor(rows[:5]))).shape == (5, 2) and not f.last_breaks
    with pytest.raises(ValueError, match="cannot sample n_sample > prob_dist.size"):
        aotgrad.multinomial(aotgrad.tensor(PROBS), 5)
    with pytest.raises(ValueError, match="element < 0"):
        aotgrad.multinomial(aotgrad.tensor(-PROBS), 1)
    with pytest.raises(ValueError, match="sum of probabilities <= 0"):
        aotgrad.multinomial(aotgrad.tensor(np.zeros(3)), 1)
