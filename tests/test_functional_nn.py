"""aotgrad.nn.functional against torch.nn.functional: values and gradients of every function,
eager and inside `aotgrad.compile`, f32 and f64, and the errors for bad arguments."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
import aotgrad.nn.functional as F

torch = pytest.importorskip("torch")
TF = torch.nn.functional

RNG = np.random.default_rng(0)


def randn(*shape):
    return RNG.standard_normal(shape)


def labels(n, c, *extra, ignore=None):
    out = RNG.integers(0, c, (n, *extra))
    if ignore is not None:
        out.flat[::3] = ignore
    return out


class Fixed(np.ndarray):
    """A float input that needs no gradient (a loss's class weights: PyTorch's have none)."""


def fixed(a):
    return np.asarray(a).view(Fixed)


def probs(*shape):
    e = np.exp(RNG.standard_normal(shape))
    return e / e.sum(axis=1, keepdims=True)


#: name -> (our function, torch's, inputs (arrays; floats need gradients)).
CASES = {
    "relu": (F.relu, TF.relu, [randn(3, 5)]),
    "sigmoid": (F.sigmoid, TF.sigmoid, [randn(3, 5)]),
    "tanh": (F.tanh, TF.tanh, [randn(3, 5)]),
    "silu": (F.silu, TF.silu, [randn(3, 5)]),
    "softplus": (lambda x: F.softplus(x, beta=2.0, threshold=3.0),
                 lambda x: TF.softplus(x, beta=2.0, threshold=3.0), [randn(4, 5) * 3]),
    "logsigmoid": (F.logsigmoid, TF.logsigmoid, [randn(4, 5) * 30]),
    "leaky_relu": (lambda x: F.leaky_relu(x, 0.2), lambda x: TF.leaky_relu(x, 0.2),
                   [randn(3, 5)]),
    "gelu": (F.gelu, TF.gelu, [randn(3, 5)]),
    "elu": (lambda x: F.elu(x, alpha=0.7), lambda x: TF.elu(x, alpha=0.7), [randn(3, 5)]),
    "relu6": (F.relu6, TF.relu6, [randn(3, 5) * 5]),
    "hardtanh": (lambda x: F.hardtanh(x, -0.5, 2.0), lambda x: TF.hardtanh(x, -0.5, 2.0),
                 [randn(3, 5) * 2]),
    "softmin": (lambda x: F.softmin(x, dim=0), lambda x: TF.softmin(x, dim=0), [randn(3, 5)]),
    "normalize": (F.normalize, TF.normalize, [randn(3, 5, 2)]),
    "normalize_p1": (lambda x: F.normalize(x, p=1.0, dim=-1),
                     lambda x: TF.normalize(x, p=1.0, dim=-1), [randn(3, 5)]),
    "normalize_p3": (lambda x: F.normalize(x, p=3.0, dim=0),
                     lambda x: TF.normalize(x, p=3.0, dim=0), [randn(3, 5)]),
    "cosine_similarity": (lambda a, b: F.cosine_similarity(a, b, dim=-1),
                          lambda a, b: TF.cosine_similarity(a, b, dim=-1),
                          [randn(3, 4, 5), randn(4, 5)]),
    "gelu_tanh": (lambda x: F.gelu(x, approximate="tanh"),
                  lambda x: TF.gelu(x, approximate="tanh"), [randn(3, 5)]),
    "softmax": (lambda x: F.softmax(x, dim=1), lambda x: TF.softmax(x, dim=1),
                [randn(2, 4, 3)]),
    "log_softmax": (lambda x: F.log_softmax(x, dim=-1), lambda x: TF.log_softmax(x, dim=-1),
                    [randn(2, 4, 3)]),
    "linear": (F.linear, TF.linear, [randn(2, 3, 4), randn(5, 4), randn(5)]),
    "linear_no_bias": (F.linear, TF.linear, [randn(3, 4), randn(5, 4)]),
    "linear_vector_weight": (F.linear, TF.linear, [randn(3, 4), randn(4)]),
    "layer_norm": (lambda x, w, b: F.layer_norm(x, (6,), w, b, eps=1e-3),
                   lambda x, w, b: TF.layer_norm(x, (6,), w, b, eps=1e-3),
                   [randn(2, 3, 6), randn(6), randn(6)]),
    "layer_norm_2d": (lambda x, w, b: F.layer_norm(x, [3, 6], w, b),
                      lambda x, w, b: TF.layer_norm(x, [3, 6], w, b),
                      [randn(2, 3, 6), randn(3, 6), randn(3, 6)]),
    "layer_norm_plain": (lambda x: F.layer_norm(x, [2, 3, 6]),
                         lambda x: TF.layer_norm(x, [2, 3, 6]), [randn(2, 3, 6)]),
    "mse_loss": (F.mse_loss, TF.mse_loss, [randn(3, 4), randn(3, 4)]),
    "mse_loss_sum": (lambda a, b: F.mse_loss(a, b, reduction="sum"),
                     lambda a, b: TF.mse_loss(a, b, reduction="sum"), [randn(3, 4), randn(3, 4)]),
    "mse_loss_none": (lambda a, b: F.mse_loss(a, b, reduction="none"),
                      lambda a, b: TF.mse_loss(a, b, reduction="none"),
                      [randn(3, 4), randn(3, 4)]),
    "l1_loss": (F.l1_loss, TF.l1_loss, [randn(3, 4), randn(3, 4)]),
    "smooth_l1_loss": (lambda a, b: F.smooth_l1_loss(a, b, beta=0.5),
                       lambda a, b: TF.smooth_l1_loss(a, b, beta=0.5),
                       [randn(3, 4), randn(3, 4)]),
    "huber_loss_sum": (lambda a, b: F.huber_loss(a, b, reduction="sum", delta=0.7),
                       lambda a, b: TF.huber_loss(a, b, reduction="sum", delta=0.7),
                       [randn(3, 4), randn(3, 4)]),
    "kl_div": (lambda x, t: F.kl_div(x, t, reduction="batchmean"),
               lambda x, t: TF.kl_div(x, t, reduction="batchmean"),
               [np.log(probs(3, 4)), fixed(probs(3, 4) * (RNG.uniform(0, 1, (3, 4)) > 0.3))]),
    "kl_div_log_target": (lambda x, t: F.kl_div(x, t, reduction="none", log_target=True),
                          lambda x, t: TF.kl_div(x, t, reduction="none", log_target=True),
                          [np.log(probs(3, 4)), np.log(probs(3, 4))]),
    "bce": (F.binary_cross_entropy, TF.binary_cross_entropy,
            [RNG.uniform(0.05, 0.95, (3, 4)), RNG.uniform(0, 1, (3, 4))]),
    "bce_weight_none": (lambda x, t, w: F.binary_cross_entropy(x, t, w, reduction="none"),
                        lambda x, t, w: TF.binary_cross_entropy(x, t, w, reduction="none"),
                        [RNG.uniform(0.05, 0.95, (3, 4)), RNG.uniform(0, 1, (3, 4)),
                         fixed(RNG.uniform(0, 2, (4,)))]),
    "bce_with_logits": (F.binary_cross_entropy_with_logits,
                        TF.binary_cross_entropy_with_logits,
                        [randn(3, 4) * 20, RNG.uniform(0, 1, (3, 4))]),
    "bce_with_logits_weights": (
        lambda x, t, w, p: F.binary_cross_entropy_with_logits(x, t, w, reduction="sum",
                                                              pos_weight=p),
        lambda x, t, w, p: TF.binary_cross_entropy_with_logits(x, t, w, reduction="sum",
                                                               pos_weight=p),
        [randn(3, 4) * 5, RNG.uniform(0, 1, (3, 4)), fixed(RNG.uniform(0, 2, (3, 1))),
         fixed(RNG.uniform(0.5, 3, (4,)))]),
    "cross_entropy": (F.cross_entropy, TF.cross_entropy, [randn(5, 4), labels(5, 4)]),
    "cross_entropy_full": (
        lambda x, y, w: F.cross_entropy(x, y, w, ignore_index=2, label_smoothing=0.2),
        lambda x, y, w: TF.cross_entropy(x, y, w, ignore_index=2, label_smoothing=0.2),
        [randn(7, 4), labels(7, 4, ignore=2), fixed(RNG.uniform(0.5, 2, (4,)))]),
    "cross_entropy_sum_smoothing": (
        lambda x, y: F.cross_entropy(x, y, reduction="sum", label_smoothing=0.1,
                                     ignore_index=-1),
        lambda x, y: TF.cross_entropy(x, y, reduction="sum", label_smoothing=0.1,
                                      ignore_index=-1),
        [randn(6, 3), labels(6, 3, ignore=-1)]),
    "cross_entropy_spatial_none": (
        lambda x, y: F.cross_entropy(x, y, reduction="none", label_smoothing=0.3),
        lambda x, y: TF.cross_entropy(x, y, reduction="none", label_smoothing=0.3),
        [randn(2, 4, 3, 2), labels(2, 4, 3, 2)]),
    "cross_entropy_unbatched": (F.cross_entropy, TF.cross_entropy,
                                [randn(5), np.array(3)]),
    "cross_entropy_probabilities": (
        lambda x, p, w: F.cross_entropy(x, p, w, label_smoothing=0.25),
        lambda x, p, w: TF.cross_entropy(x, p, w, label_smoothing=0.25),
        [randn(4, 3, 2), probs(4, 3, 2), fixed(RNG.uniform(0.5, 2, (3,)))]),
    "nll_loss": (lambda x, y, w: F.nll_loss(x, y, w, ignore_index=0),
                 lambda x, y, w: TF.nll_loss(x, y, w, ignore_index=0),
                 [randn(6, 5), labels(6, 5), fixed(RNG.uniform(0.5, 2, (5,)))]),
    "embedding_padding": (lambda i, w: F.embedding(i, w, padding_idx=-2),
                          lambda i, w: TF.embedding(i, w, padding_idx=-2),
                          [np.array([[0, 3, 2], [3, 3, 1]]), randn(5, 3)]),
    "pad_constant": (lambda x: F.pad(x, (1, 2)), lambda x: TF.pad(x, (1, 2)), [randn(2, 3)]),
    "pad_constant_3d": (lambda x: F.pad(x, (1, 0, 0, 2, 1, 1), value=-1.5),
                        lambda x: TF.pad(x, (1, 0, 0, 2, 1, 1), value=-1.5),
                        [randn(2, 3, 4)]),
    "pad_crop": (lambda x: F.pad(x, (-1, 2, 1, -2)), lambda x: TF.pad(x, (-1, 2, 1, -2)),
                 [randn(3, 4)]),
    "pad_reflect": (lambda x: F.pad(x, (3, 2), mode="reflect"),
                    lambda x: TF.pad(x, (3, 2), mode="reflect"), [randn(2, 3, 4)]),
    "pad_replicate": (lambda x: F.pad(x, (2, 3, 1, 0), mode="replicate"),
                      lambda x: TF.pad(x, (2, 3, 1, 0), mode="replicate"), [randn(1, 2, 3, 4)]),
    "pad_circular": (lambda x: F.pad(x, (1, 3), mode="circular"),
                     lambda x: TF.pad(x, (1, 3), mode="circular"), [randn(2, 3, 4)]),
}


def run(fn, arrays, dtype, module):
    """fn on arrays as tensors of `module` (aotgrad or torch), floats requiring grad; returns
    (the output, the float inputs)."""
    make = aotgrad.tensor if module is aotgrad else torch.tensor
    ins = [make(np.asarray(a, dtype), requires_grad=not isinstance(a, Fixed))
           if a.dtype.kind == "f" else make(np.asarray(a)) for a in arrays]
    return fn(*ins), [t for t in ins if t.requires_grad]


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("name", list(CASES))
def test_function_matches_torch_values_and_gradients(name, dtype, compiled):
    ours, theirs, arrays = CASES[name]
    if compiled and dtype == np.float32 and name not in ("cross_entropy_full", "pad_reflect",
                                                         "layer_norm_2d", "softplus", "gelu"):
        pytest.skip("compiled: a sample of the functions in f32 (all of them in f64)")
    y, ins = run(aotgrad.compile(ours) if compiled else ours, arrays, dtype, aotgrad)
    yt, ins_t = run(theirs, arrays, dtype, torch)
    tol = 1e-5 if dtype == np.float32 else 1e-11
    assert tuple(y.shape) == tuple(yt.shape)
    np.testing.assert_allclose(np.asarray(y.detach()), yt.detach().numpy(), rtol=tol,
                               atol=tol)
    weights = np.linspace(-1, 2, int(np.prod(yt.shape))).reshape(yt.shape).astype(dtype)
    (y * weights).sum().backward()
    (yt * torch.tensor(weights)).sum().backward()
    for a, b in zip(ins, ins_t):
        np.testing.assert_allclose(np.asarray(a.grad), b.grad.numpy(), rtol=tol * 10,
                                   atol=tol * 10)


def test_one_hot_matches_torch():
    ids = np.array([[0, 2], [4, 1]])
    np.testing.assert_array_equal(np.asarray(F.one_hot(aotgrad.tensor(ids))),
                                  TF.one_hot(torch.tensor(ids)).numpy())
    got = F.one_hot(aotgrad.tensor(ids), num_classes=7)
    assert got.dtype == np.int64 and got.shape == (2, 2, 7)
    np.testing.assert_array_equal(np.asarray(got), TF.one_hot(torch.tensor(ids), 7).numpy())
    traced = aotgrad.compile(lambda x, i: (x * F.one_hot(i, 5)).sum())
    x = aotgrad.tensor(np.arange(20.0).reshape(2, 2, 5), requires_grad=True)
    traced(x, aotgrad.tensor(ids)).backward()
    np.testing.assert_array_equal(np.asarray(x.grad), TF.one_hot(torch.tensor(ids), 5).numpy())


def test_dropout_keeps_expected_fraction_scaled_and_is_identity_when_off():
    x = aotgrad.tensor(np.ones((200, 100), np.float32), requires_grad=True)
    y = np.asarray(F.dropout(x, p=0.3).detach())
    assert set(np.unique(y)) <= {0.0, np.float32(1 / 0.7)}
    assert abs((y == 0).mean() - 0.3) < 0.02
    assert F.dropout(x, p=0.3, training=False) is x and F.dropout(x, 0.0) is x
    np.testing.assert_array_equal(np.asarray(F.dropout(x, 1.0).detach()), 0.0)
    with pytest.raises(ValueError, match="dropout probability has to be between 0 and 1"):
        F.dropout(x, 1.5)


def test_softmax_without_dim_warns_and_takes_torchs_dim():
    x = randn(2, 3, 4)
    with pytest.warns(UserWarning, match="Implicit dimension choice for softmax"):
        y = F.softmax(aotgrad.tensor(x))
    with pytest.warns(UserWarning):
        want = TF.softmax(torch.tensor(x))
    np.testing.assert_allclose(np.asarray(y), want.numpy(), rtol=1e-12)


def test_bad_arguments_are_named():
    x, t = aotgrad.tensor(randn(3, 4)), aotgrad.tensor(randn(3, 4))
    with pytest.raises(ValueError, match="'avg' is not a valid value for reduction"):
        F.mse_loss(x, t, reduction="avg")
    with pytest.warns(UserWarning, match="target size"):
        F.mse_loss(x, aotgrad.tensor(randn(4)))
    with pytest.raises(aotgrad.ShapeError, match="do not broadcast"), \
            pytest.warns(UserWarning):
        F.mse_loss(x, aotgrad.tensor(randn(5)))
    with pytest.raises(ValueError, match="must be the same as input size"):
        F.binary_cross_entropy_with_logits(x, aotgrad.tensor(randn(3, 1)))
    with pytest.raises(aotgrad.ShapeError, match="expected target of shape \\[3\\]"):
        F.cross_entropy(x, aotgrad.tensor(np.zeros(4, np.int64)))
    with pytest.raises(aotgrad.IndexingError, match="Target 4 is out of bounds"):
        F.cross_entropy(x, aotgrad.tensor(np.array([0, -100, 4])))
    with pytest.raises(aotgrad.IndexingError, match="index 7 out of bounds"):  # traced: as it runs
        aotgrad.compile(F.nll_loss)(x, aotgrad.tensor(np.array([0, 1, 7])))
    with pytest.raises(aotgrad.ShapeError, match="weight tensor should be defined"):
        F.cross_entropy(x, aotgrad.tensor(np.zeros(3, np.int64)), aotgrad.tensor(randn(3)))
    with pytest.raises(aotgrad.ShapeError, match="given normalized_shape=\\[3\\]"):
        F.layer_norm(x, [3])
    with pytest.raises(aotgrad.ShapeError, match="in_features"):
        F.linear(x, aotgrad.tensor(randn(2, 5)))
    with pytest.raises(ValueError, match="padding length must be divisible by 2"):
        F.pad(x, (1, 2, 3))
    with pytest.raises(ValueError, match="padding size should be less than"):
        F.pad(aotgrad.tensor(randn(2, 3)), (3, 0), mode="reflect")
    with pytest.raises(ValueError, match="mode must be one of"):
        F.pad(x, (1, 1), mode="wrap")
    with pytest.raises(TypeError, match="only applicable to index tensors"):
        F.one_hot(x)
    with pytest.raises(ValueError, match="Class values must be non-negative"):
        F.one_hot(aotgrad.tensor(np.array([1, -1])))
    with pytest.raises(ValueError, match="Class values must be smaller than num_classes"):
        F.one_hot(aotgrad.tensor(np.array([1, 3])), 3)
    with pytest.raises(ValueError, match="approximate argument must be either none or tanh"):
        F.gelu(x, approximate="fast")
    with pytest.raises(ValueError, match="padding_idx 9 must be within num_embeddings"):
        F.embedding(aotgrad.tensor(np.array([0])), x, padding_idx=9)


def test_every_listed_name_is_exported():
    for name in ("relu", "cross_entropy", "linear", "softmax", "log_softmax", "layer_norm",
                 "dropout", "gelu", "mse_loss", "binary_cross_entropy",
                 "binary_cross_entropy_with_logits", "embedding", "pad", "one_hot", "silu",
                 "softplus", "sigmoid", "tanh", "logsigmoid", "scaled_dot_product_attention",
                 "elu", "relu6", "hardtanh", "softmin", "normalize", "cosine_similarity",
                 "smooth_l1_loss", "huber_loss", "kl_div", "nll_loss", "l1_loss", "leaky_relu"):
        assert name in F.__all__ and callable(getattr(F, name)), name


def test_docs_examples_run():
    """The Python examples of docs/nn.md, in order, in one namespace."""
    import re
    from pathlib import Path
    page = (Path(__file__).resolve().parents[1] / "docs" / "nn.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", page, re.S)
    assert len(blocks) == 3
    namespace: dict = {}
    for block in blocks:
        exec(compile(block, "docs/nn.md", "exec"), namespace)
    assert namespace["y"].shape == (2, 5, 16) and namespace["h"].shape == (4, 16)
