"""The layers with weights, initialisations and parameter handling a port meets, against
PyTorch with the same weights: values and every gradient, eagerly and inside
`aotgrad.compile` (`tests/test_ports_snippets.py` holds the stateless snippets)."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
import aotgrad.nn.functional as AF
from aotgrad import nn as ann

torch = pytest.importorskip("torch")
TF = torch.nn.functional

RNG = np.random.default_rng(11)


def randn(*shape):
    return RNG.standard_normal(shape)


def _copy(ours, theirs):
    ours.load_state_dict({k: v.detach().numpy() for k, v in theirs.state_dict().items()})
    return ours


def _step(model, x, compiled: bool):
    fn = aotgrad.compile(lambda x: model(x)) if compiled else model
    out = fn(x)
    (out * out).sum().backward()
    return out.detach().numpy()


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("make, shape", [
    (lambda nn: nn.Conv1d(3, 4, 3, stride=2, padding=2, bias=False), (2, 3, 10)),
    (lambda nn: nn.Conv1d(3, 6, 4, padding="same", padding_mode="circular", groups=3),
     (2, 3, 10)),
    (lambda nn: nn.Conv2d(3, 4, 3, padding="same", padding_mode="reflect"), (2, 3, 6, 7)),
    (lambda nn: nn.Conv2d(3, 4, (2, 3), padding="same", dilation=2), (2, 3, 6, 7)),
    (lambda nn: nn.Conv2d(3, 4, 3, padding=1, padding_mode="replicate"), (2, 3, 6, 7)),
    (lambda nn: nn.ConvTranspose2d(3, 4, 3, stride=2, padding=1, output_padding=1),
     (2, 3, 5, 6)),
    (lambda nn: nn.ConvTranspose1d(4, 2, 5, stride=2, groups=2, bias=False), (2, 4, 7)),
    (lambda nn: nn.GroupNorm(2, 4), (2, 4, 3, 5)),
    (lambda nn: nn.PReLU(3, init=0.1), (2, 3, 5)),
    (lambda nn: nn.LayerNorm((3, 5)), (2, 3, 5)),
    (lambda nn: nn.LayerNorm(5, bias=False), (2, 3, 5)),
    (lambda nn: nn.LayerNorm(5, elementwise_affine=False), (2, 3, 5)),
    (lambda nn: nn.BatchNorm1d(4, bias=False), (6, 4, 3)),
    (lambda nn: nn.GroupNorm(2, 4, bias=False), (2, 4, 3, 5)),
    (lambda nn: nn.InstanceNorm2d(4, affine=True, bias=False), (2, 4, 3, 5)),
], ids=["conv1d", "conv1d_same_circular", "conv2d_same_reflect", "conv2d_same_even_dilated",
        "conv2d_replicate", "conv_transpose2d", "conv_transpose1d", "group_norm", "prelu",
        "layer_norm_2d", "layer_norm_no_bias",
        "layer_norm_no_affine", "batch_norm_no_bias", "group_norm_no_bias",
        "instance_norm_no_bias"])
def test_layer_with_weights_matches_pytorch(make, shape, compiled):
    torch.manual_seed(0)
    theirs = make(torch.nn).double()
    with torch.no_grad():
        for p in theirs.parameters():
            p.add_(torch.randn_like(p) * 0.1)      # not the initial ones and zeros
    ours = _copy(make(ann).double(), theirs)
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    x = randn(*shape)
    tx, ax = torch.tensor(x, requires_grad=True), aotgrad.tensor(x, requires_grad=True)
    want = theirs(tx)
    (want * want).sum().backward()
    got = _step(ours, ax, compiled)
    np.testing.assert_allclose(got, want.detach().numpy(), rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(np.asarray(ax.grad), tx.grad.numpy(), rtol=1e-8, atol=1e-10)
    for (name, p), q in zip(ours.named_parameters(), theirs.parameters()):
        np.testing.assert_allclose(np.asarray(p.grad), q.grad.numpy(), rtol=1e-8, atol=1e-10,
                                   err_msg=name)


@pytest.mark.parametrize("make", [
    lambda nn: nn.BatchNorm1d(4), lambda nn: nn.BatchNorm2d(4, affine=False),
    lambda nn: nn.BatchNorm3d(4, bias=False), lambda nn: nn.SyncBatchNorm(4, bias=False),
    lambda nn: nn.GroupNorm(2, 4), lambda nn: nn.GroupNorm(2, 4, affine=False),
    lambda nn: nn.InstanceNorm1d(4), lambda nn: nn.InstanceNorm2d(4, affine=True),
    lambda nn: nn.LayerNorm(5), lambda nn: nn.LayerNorm((3, 5), bias=False),
    lambda nn: nn.LayerNorm(5, elementwise_affine=False)])
def test_normalisation_layers_print_and_name_their_state_as_pytorch(make):
    """PyTorch 2.13's reprs (`bias=` after `affine=` or `elementwise_affine=`) and state_dict
    keys, with and without affine parameters and bias."""
    ours, theirs = make(ann), make(torch.nn)
    assert repr(ours) == repr(theirs)
    assert list(ours.state_dict()) == list(theirs.state_dict())


def test_conv_layers_initialise_as_pytorch_and_keep_its_shapes():
    conv = ann.Conv1d(4, 6, 5, groups=2)
    assert conv.weight.shape == (6, 2, 5) and conv.bias.shape == (6,)
    bound = 1 / np.sqrt(2 * 5)
    assert np.abs(conv.weight.detach().numpy()).max() <= bound
    assert ann.Conv2d(3, 4, 3, padding="same").padding == "same"
    assert repr(ann.Conv1d(3, 4, 3)) == repr(torch.nn.Conv1d(3, 4, 3))
    for make in (lambda nn: nn.Conv2d(3, 4, 3, stride=2, padding="same"),
                 lambda nn: nn.Conv2d(3, 4, 3, padding="full")):
        with pytest.raises(ValueError) as ours:
            make(ann)
        with pytest.raises(ValueError) as theirs:
            make(torch.nn)
        # (PyTorch prints the valid strings as a set, in either order)
        assert str(ours.value).split(", should")[0] == str(theirs.value).split(", should")[0]


def test_conv_transpose_layers_initialise_and_size_outputs_as_pytorch():
    layer = ann.ConvTranspose2d(4, 6, (3, 2), stride=2, groups=2)
    assert layer.weight.shape == (4, 3, 3, 2) and layer.bias.shape == (6,)
    assert np.abs(layer.weight.detach().numpy()).max() <= 1 / np.sqrt(3 * 3 * 2)
    assert repr(layer) == repr(torch.nn.ConvTranspose2d(4, 6, (3, 2), stride=2, groups=2))
    x = aotgrad.tensor(randn(1, 4, 5, 5).astype(np.float32))
    assert layer(x).shape == (1, 6, 11, 10)
    assert layer(x, output_size=[12, 11]).shape == (1, 6, 12, 11)
    with pytest.raises(ValueError, match="valid sizes range from 11 to 12"):
        layer(x, output_size=(13, 11))


def test_embedding_from_pretrained_and_padding_idx_are_pytorchs():
    table = randn(5, 3)
    frozen = ann.Embedding.from_pretrained(aotgrad.tensor(table))
    assert not frozen.weight.requires_grad
    ids = np.array([[0, 3], [4, 3]])
    np.testing.assert_array_equal(frozen(aotgrad.tensor(ids)).numpy(), table[ids])
    ours = ann.Embedding.from_pretrained(table, freeze=False, padding_idx=3)
    theirs = torch.nn.Embedding.from_pretrained(torch.tensor(table), freeze=False,
                                                padding_idx=3)
    out = aotgrad.compile(lambda i: ours(i))(aotgrad.tensor(ids))
    (out * out).sum().backward()
    want = theirs(torch.tensor(ids))
    (want * want).sum().backward()
    np.testing.assert_allclose(out.detach().numpy(), want.detach().numpy())
    np.testing.assert_allclose(np.asarray(ours.weight.grad), theirs.weight.grad.numpy())
    assert not np.asarray(ours.weight.grad)[3].any()
    fresh = ann.Embedding(7, 2, padding_idx=-1)
    assert fresh.padding_idx == 6 and not fresh.weight.detach().numpy()[6].any()
    assert repr(fresh) == repr(torch.nn.Embedding(7, 2, padding_idx=-1))


def test_tied_weights_are_one_parameter_as_in_pytorch():
    def build(T):
        class Tied(T.nn.Module):
            def __init__(self):
                super().__init__()
                self.emb, self.head = T.nn.Embedding(7, 4), T.nn.Linear(4, 7, bias=False)
                self.head.weight = self.emb.weight

            def forward(self, ids):
                return self.head(self.emb(ids))
        return Tied()

    theirs, ours = build(torch), build(aotgrad)
    _copy(ours, theirs)
    for kwargs in ({}, {"remove_duplicate": False}):
        assert [n for n, _ in ours.named_parameters(**kwargs)] == \
            [n for n, _ in theirs.named_parameters(**kwargs)]
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert len(list(ours.parameters(recurse=False))) == 0
    ids = RNG.integers(0, 7, (2, 3))
    loss = aotgrad.compile(lambda i: AF.cross_entropy(ours(i).reshape(-1, 7), i.reshape(-1)))
    loss(aotgrad.tensor(ids)).backward()
    want = TF.cross_entropy(theirs(torch.tensor(ids)).reshape(-1, 7), torch.tensor(ids).reshape(-1))
    want.backward()
    np.testing.assert_allclose(np.asarray(ours.emb.weight.grad), theirs.emb.weight.grad.numpy(),
                               rtol=1e-5, atol=1e-7)


def test_parameter_vectors_counts_and_learning_rates_as_in_pytorch():
    torch.manual_seed(0)
    theirs = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.ReLU(), torch.nn.Linear(4, 2))
    ours = _copy(ann.Sequential(ann.Linear(3, 4), ann.ReLU(), ann.Linear(4, 2)), theirs)
    assert sum(p.numel() for p in ours.parameters()) == \
        sum(p.numel() for p in theirs.parameters()) == 26
    vec = ann.utils.parameters_to_vector(ours.parameters())
    want = torch.nn.utils.parameters_to_vector(theirs.parameters())
    np.testing.assert_array_equal(vec.detach().numpy(), want.detach().numpy())
    (vec * vec).sum().backward()                     # differentiable, as PyTorch's
    np.testing.assert_allclose(np.asarray(ours[0].weight.grad), 2 * theirs[0].weight.detach())
    ann.utils.vector_to_parameters(vec * 0 + aotgrad.arange(26.0), ours.parameters())
    np.testing.assert_array_equal(ours[2].bias.detach().numpy(), [24.0, 25.0])
    opt = aotgrad.optim.SGD(ours.parameters(), lr=0.1)
    opt.param_groups[0]["lr"] = 0.5
    for p in ours.parameters():
        p.grad = np.ones(p.shape, np.float32)
    opt.step()
    np.testing.assert_array_equal(ours[2].bias.detach().numpy(), [23.5, 24.5])


def test_init_trunc_normal_orthogonal_and_eye_are_pytorchs_distributions():
    aotgrad.manual_seed(0)
    w = ann.Parameter(np.zeros((256, 64), np.float32))
    assert ann.init.trunc_normal_(w, std=0.02, a=-0.04, b=0.04) is w
    values = w.detach().numpy()
    assert values.min() >= -0.04 and values.max() <= 0.04
    # a normal cut at 2 standard deviations keeps 0.88 of its standard deviation
    assert abs(values.std() - 0.02 * 0.8796) < 0.0005 and abs(values.mean()) < 0.001
    ann.init.orthogonal_(w, gain=0.5)
    q = w.detach().numpy()
    np.testing.assert_allclose(q.T @ q, 0.25 * np.eye(64), atol=1e-5)
    wide = ann.Parameter(np.zeros((3, 2, 4), np.float32))
    flat = ann.init.orthogonal_(wide).detach().numpy().reshape(3, 8)
    np.testing.assert_allclose(flat @ flat.T, np.eye(3), atol=1e-5)
    square = ann.Parameter(np.ones((2, 3), np.float32))
    np.testing.assert_array_equal(ann.init.eye_(square).detach().numpy(),
                                  torch.nn.init.eye_(torch.ones(2, 3)).numpy())


@pytest.mark.parametrize("shape,groups", [((4, 3, 3), 1), ((6, 2, 3, 3), 2),
                                          ((2, 4, 3, 2, 5), 1), ((6, 3, 4, 4), 3)])
def test_init_dirac_is_pytorchs(shape, groups):
    w = ann.Parameter(np.ones(shape, np.float32))
    np.testing.assert_array_equal(ann.init.dirac_(w, groups).detach().numpy(),
                                  torch.nn.init.dirac_(torch.ones(shape), groups).numpy())
    with pytest.raises(ValueError, match="divisible by groups"):
        ann.init.dirac_(w, 5)


def _square_mask(T, n):
    return T.nn.Transformer.generate_square_subsequent_mask(n, dtype=T.float64)


@pytest.mark.filterwarnings("ignore:enable_nested_tensor is True")
@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("make, call, shapes", [
    (lambda nn: nn.TransformerEncoderLayer(8, 2, 16, batch_first=True),
     lambda m, T, x: m(x), [(2, 5, 8)]),
    (lambda nn: nn.TransformerEncoderLayer(8, 2, 16, activation="gelu", norm_first=True),
     lambda m, T, x: m(x, src_mask=_square_mask(T, 5)), [(5, 2, 8)]),
    (lambda nn: nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16, batch_first=True),
                                      2, nn.LayerNorm(8)),
     lambda m, T, x: m(x, src_key_padding_mask=T.tensor([[False] * 5, [False] * 3 + [True] * 2])),
     [(2, 5, 8)]),
    (lambda nn: nn.TransformerDecoderLayer(8, 2, 16, batch_first=True),
     lambda m, T, t, s: m(t, s, tgt_mask=_square_mask(T, 4)), [(2, 4, 8), (2, 5, 8)]),
    (lambda nn: nn.Transformer(8, 2, 1, 2, 16, batch_first=True, norm_first=True),
     lambda m, T, s, t: m(s, t, tgt_mask=_square_mask(T, 4)), [(2, 5, 8), (2, 4, 8)]),
], ids=["encoder_layer", "encoder_layer_norm_first", "encoder", "decoder_layer",
        "transformer"])
def test_transformer_layers_match_pytorch(make, call, shapes, compiled):
    torch.manual_seed(0)
    theirs = make(torch.nn).double().eval()          # eval: no dropout
    ours = _copy(make(ann).double().eval(), theirs)
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    arrays = [randn(*s) for s in shapes]
    tx = [torch.tensor(a, requires_grad=True) for a in arrays]
    ax = [aotgrad.tensor(a, requires_grad=True) for a in arrays]
    want = call(theirs, torch, *tx)
    (want * want).sum().backward()
    fn = lambda *a: call(ours, aotgrad, *a)  # noqa: E731
    got = (aotgrad.compile(fn) if compiled else fn)(*ax)
    (got * got).sum().backward()
    np.testing.assert_allclose(got.detach().numpy(), want.detach().numpy(), rtol=1e-9,
                               atol=1e-10)
    for a, t in zip(ax, tx):
        np.testing.assert_allclose(np.asarray(a.grad), t.grad.numpy(), rtol=1e-8, atol=1e-9)
    for (name, p), q in zip(ours.named_parameters(), theirs.parameters()):
        np.testing.assert_allclose(np.asarray(p.grad), q.grad.numpy(), rtol=1e-8, atol=1e-9,
                                   err_msg=name)


def test_module_requires_grad_freezes_its_parameters():
    model = ann.Sequential(ann.Linear(2, 3), ann.ReLU(), ann.Linear(3, 1))
    assert model[0].requires_grad_(False) is model[0]
    step = aotgrad.compile(lambda x: model(x).sum())
    step(aotgrad.ones(4, 2)).backward()
    assert model[0].weight.grad is None and model[2].weight.grad is not None
    model.requires_grad_()
    assert all(p.requires_grad for p in model.parameters())


def test_parameter_list_and_dict_are_pytorchs():
    class Mixture(ann.Module):
        def __init__(self):
            super().__init__()
            self.scales = ann.ParameterList([np.ones(3, np.float32), np.zeros(2, np.float32)])
            self.scales.append(ann.Parameter(np.full(1, 2.0, np.float32)))
            self.extra = ann.ParameterDict({"shift": np.ones(2, np.float32)})

        def forward(self, x):
            return sum(p.sum() for p in self.scales) * x + self.extra["shift"].sum()

    class TorchMixture(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.scales = torch.nn.ParameterList([torch.ones(3), torch.zeros(2)])
            self.scales.append(torch.nn.Parameter(torch.full((1,), 2.0)))
            self.extra = torch.nn.ParameterDict({"shift": torch.ones(2)})

    ours, theirs = Mixture(), TorchMixture()
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert len(ours.scales) == 3 and "shift" in ours.extra and list(ours.extra) == ["shift"]
    assert ours.scales[-1].shape == (1,)
    aotgrad.compile(lambda x: ours(x).sum())(aotgrad.ones(4)).backward()
    np.testing.assert_array_equal(np.asarray(ours.scales[0].grad), [4.0, 4.0, 4.0])
    np.testing.assert_array_equal(np.asarray(ours.extra["shift"].grad), [4.0, 4.0])


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
def test_bilinear_matches_pytorch(compiled):
    torch.manual_seed(0)
    theirs = torch.nn.Bilinear(3, 4, 5).double()
    ours = _copy(ann.Bilinear(3, 4, 5).double(), theirs)
    assert repr(ours) == repr(theirs)
    a, b = randn(2, 6, 3), randn(2, 6, 4)
    want = theirs(torch.tensor(a), torch.tensor(b))
    (want * want).sum().backward()
    fn = aotgrad.compile(lambda x, y: ours(x, y)) if compiled else ours
    got = fn(aotgrad.tensor(a), aotgrad.tensor(b))
    (got * got).sum().backward()
    np.testing.assert_allclose(got.detach().numpy(), want.detach().numpy(), rtol=1e-9)
    for p, q in zip(ours.parameters(), theirs.parameters()):
        np.testing.assert_allclose(np.asarray(p.grad), q.grad.numpy(), rtol=1e-8)
