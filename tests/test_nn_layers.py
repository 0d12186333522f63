"""The stateless layers, loss modules and ModuleDict of torch.nn, built with the same arguments
as PyTorch's, give PyTorch's values and gradients, eager and compiled."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad import nn

torch = pytest.importorskip("torch")

X = np.random.default_rng(0).standard_normal((4, 3, 5)).astype(np.float32) * 3

LAYERS = [("Identity", (), {}), ("Sigmoid", (), {}), ("SiLU", (), {}), ("ReLU6", (), {}),
          ("LeakyReLU", (), {}), ("LeakyReLU", (0.2,), {}), ("ELU", (), {"alpha": 0.5}),
          ("Softplus", (), {"beta": 2.0, "threshold": 5.0}), ("Softmax", (), {"dim": 1}),
          ("LogSoftmax", (), {"dim": -1}), ("Flatten", (), {}),
          ("Flatten", (), {"start_dim": 0, "end_dim": 1})]


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("name,args,kwargs", LAYERS,
                         ids=[f"{n}{a}{k}" for n, a, k in LAYERS])
def test_layer_matches_pytorch(name, args, kwargs, compiled):
    ours, theirs = getattr(nn, name)(*args, **kwargs), getattr(torch.nn, name)(*args, **kwargs)
    w = np.random.default_rng(1).standard_normal(theirs(torch.tensor(X)).shape)
    x = aotgrad.tensor(X, requires_grad=True)
    fn = lambda m, x: (m(x) * aotgrad.tensor(w.astype(np.float32))).sum()  # noqa: E731
    out = (aotgrad.compile(fn) if compiled else fn)(ours, x)
    out.backward()
    tx = torch.tensor(X, requires_grad=True)
    want = (theirs(tx) * torch.tensor(w, dtype=torch.float32)).sum()
    want.backward()
    np.testing.assert_allclose(out.item(), want.item(), rtol=2e-5, atol=1e-5)
    np.testing.assert_allclose(np.asarray(x.grad), tx.grad.numpy(), rtol=2e-5, atol=1e-5)


LOGITS = np.random.default_rng(2).standard_normal((6, 4)).astype(np.float32)
CLASSES = np.array([0, 3, 1, -100, 2, 3])
TARGET = np.random.default_rng(3).uniform(size=(6, 4)).astype(np.float32)
LOSSES = [("CrossEntropyLoss", {}, CLASSES), ("CrossEntropyLoss", {"label_smoothing": 0.2,
                                                                   "reduction": "sum"}, CLASSES),
          ("CrossEntropyLoss", {"weight": np.array([1.0, 2.0, 0.5, 1.5], np.float32)}, CLASSES),
          ("CrossEntropyLoss", {"ignore_index": 3, "reduction": "none"}, np.abs(CLASSES) % 4),
          ("NLLLoss", {}, np.abs(CLASSES) % 4), ("MSELoss", {"reduction": "sum"}, TARGET),
          ("L1Loss", {}, TARGET), ("BCEWithLogitsLoss", {}, TARGET),
          ("BCEWithLogitsLoss", {"pos_weight": np.full(4, 3.0, np.float32)}, TARGET),
          ("BCELoss", {"reduction": "sum"}, TARGET)]


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("name,kwargs,target", LOSSES,
                         ids=[f"{n}{sorted(k)}" for n, k, _ in LOSSES])
def test_loss_module_matches_pytorch(name, kwargs, target, compiled):
    ours = getattr(nn, name)(**{k: aotgrad.tensor(v) if isinstance(v, np.ndarray) else v
                                for k, v in kwargs.items()})
    theirs = getattr(torch.nn, name)(**{k: torch.tensor(v) if isinstance(v, np.ndarray) else v
                                        for k, v in kwargs.items()})
    inputs = 1 / (1 + np.exp(-LOGITS)) if name == "BCELoss" else LOGITS
    if name == "NLLLoss":
        inputs = LOGITS - np.log(np.exp(LOGITS).sum(1, keepdims=True))
    x = aotgrad.tensor(inputs, requires_grad=True)
    fn = lambda m, x, t: m(x, t).sum()  # noqa: E731
    out = (aotgrad.compile(fn) if compiled else fn)(ours, x, aotgrad.tensor(target))
    out.backward()
    tx = torch.tensor(inputs, requires_grad=True)
    want = theirs(tx, torch.tensor(target)).sum()
    want.backward()
    np.testing.assert_allclose(out.item(), want.item(), rtol=2e-5)
    np.testing.assert_allclose(np.asarray(x.grad), tx.grad.numpy(), rtol=2e-5, atol=1e-6)


def test_module_dict_is_pytorchs():
    heads = {"a": (3, 2), "b": (3, 4)}

    class Model(nn.Module):
        def __init__(self):
            super().__init__()
            self.heads = nn.ModuleDict({k: nn.Linear(*s) for k, s in heads.items()})

        def forward(self, x):
            return sum((self.heads[k](x) ** 2).sum() for k in self.heads)

    class TorchModel(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.heads = torch.nn.ModuleDict({k: torch.nn.Linear(*s) for k, s in heads.items()})

        def forward(self, x):
            return sum((self.heads[k](x) ** 2).sum() for k in self.heads)

    aotgrad.manual_seed(0)
    ours, theirs = Model(), TorchModel()
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert [n for n, _ in ours.named_modules()] == [n for n, _ in theirs.named_modules()]
    theirs.load_state_dict({k: torch.tensor(v) for k, v in ours.state_dict().items()})
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    out = aotgrad.compile(lambda m, x: m(x))(ours, x)
    out.backward()
    want = theirs(torch.tensor(x))
    want.backward()
    np.testing.assert_allclose(out.item(), want.item(), rtol=1e-6)
    for (name, p), tp in zip(ours.named_parameters(), theirs.parameters()):
        np.testing.assert_allclose(np.asarray(p.grad), tp.grad.numpy(), rtol=1e-5,
                                   atol=1e-6 * np.abs(tp.grad.numpy()).max(), err_msg=name)
    assert "a" in ours.heads and len(ours.heads) == 2 and list(ours.heads.keys()) == ["a", "b"]
    with pytest.raises(TypeError, match="not a Module"):
        ours.heads["c"] = 3


# ------------------------------------------------------------------------------- nn.init

INITS = [("uniform_", {"a": -0.3, "b": 0.7}), ("normal_", {"mean": 0.5, "std": 0.02}),
         ("xavier_uniform_", {}), ("xavier_uniform_", {"gain": 5 / 3}), ("xavier_normal_", {}),
         ("kaiming_uniform_", {}), ("kaiming_uniform_", {"a": 5 ** 0.5}),
         ("kaiming_uniform_", {"mode": "fan_out", "nonlinearity": "relu"}),
         ("kaiming_normal_", {"nonlinearity": "relu"}),
         ("kaiming_normal_", {"mode": "fan_out", "nonlinearity": "tanh"})]


@pytest.mark.parametrize("name,kwargs", INITS, ids=[f"{n}{sorted(k.items())}" for n, k in INITS])
def test_init_draws_pytorchs_distribution(name, kwargs):
    """The same range and spread as torch.nn.init's (fans over a conv-shaped weight, gains),
    in place on a parameter that still requires grad; the numbers are aotgrad's."""
    shape = (96, 64, 3, 3)
    p = nn.Parameter(np.zeros(shape, np.float32))
    aotgrad.manual_seed(0)
    assert getattr(nn.init, name)(p, **kwargs) is p and p.requires_grad
    torch.manual_seed(0)
    want = getattr(torch.nn.init, name)(torch.empty(shape), **kwargs).numpy()
    got = p.detach().numpy()
    np.testing.assert_allclose(got.mean(), want.mean(), atol=0.02 * want.std() + 1e-6)
    np.testing.assert_allclose(got.std(), want.std(), rtol=0.02)
    if "uniform" in name:
        np.testing.assert_allclose([got.min(), got.max()], [want.min(), want.max()], rtol=1e-3,
                                   atol=1e-3 * want.std())


def test_init_constants_gains_and_errors_are_pytorchs():
    for args in [("linear",), ("sigmoid",), ("tanh",), ("relu",), ("leaky_relu",),
                 ("leaky_relu", 0.2), ("selu",), ("conv2d",)]:
        assert nn.init.calculate_gain(*args) == pytest.approx(torch.nn.init.calculate_gain(*args))
    lin = nn.Linear(3, 2)
    nn.init.constant_(lin.weight, 0.25), nn.init.ones_(lin.bias)
    assert lin.weight.detach().numpy().tolist() == [[0.25] * 3] * 2
    nn.init.zeros_(lin.bias)
    assert not lin.bias.detach().numpy().any()
    with pytest.raises(ValueError, match="fewer than 2 dimensions"):
        nn.init.xavier_uniform_(lin.bias)
    with pytest.raises(ValueError, match="Mode fan_avg not supported"):
        nn.init.kaiming_normal_(lin.weight, mode="fan_avg")
    with pytest.raises(ValueError, match="Unsupported nonlinearity"):
        nn.init.calculate_gain("swish")


def test_init_weights_by_apply_as_gpts_do():
    """`model.apply(_init_weights)`: Linear weights N(0, 0.02), biases zero, as nanoGPT."""
    def _init_weights(module):
        if isinstance(module, nn.Linear):
            nn.init.normal_(module.weight, mean=0.0, std=0.02)
            if module.bias is not None:
                nn.init.zeros_(module.bias)
        elif isinstance(module, nn.Embedding):
            nn.init.normal_(module.weight, mean=0.0, std=0.02)

    model = nn.Sequential(nn.Embedding(50, 64), nn.Linear(64, 256), nn.GELU(),
                          nn.Linear(256, 50))
    model.apply(_init_weights)
    for name, p in model.named_parameters():
        values = p.detach().numpy()
        if name.endswith("bias"):
            assert not values.any(), name
        else:
            assert abs(values.std() - 0.02) < 0.002, name
