"""The PyTorch ports of examples/ (gpt_tiny, char_lstm, vae_digits): one compiled training step
gives PyTorch's loss and every parameter's gradient for the same weights and batch, and each
example's loss falls over its first steps."""
from __future__ import annotations

import importlib.util
import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import aotgrad

torch = pytest.importorskip("torch")
tnn = torch.nn
TF = torch.nn.functional

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def example(name: str):
    """Import examples/<name>.py as a module."""
    spec = importlib.util.spec_from_file_location(f"port_{name}", EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_into_torch(model, torch_model):
    """torch_model with `model`'s weights (its state_dict, key for key, strict)."""
    torch_model.load_state_dict({k: torch.tensor(np.asarray(v))
                                 for k, v in model.state_dict().items()})
    return torch_model


def check_step(model, torch_model, got_loss, want_loss, rtol=5e-5):
    """The loss and every parameter's gradient, name for name, against PyTorch's (float32):
    each gradient within `rtol` of its own largest entry."""
    np.testing.assert_allclose(float(got_loss), float(want_loss), rtol=rtol)
    theirs = dict(torch_model.named_parameters())
    ours = dict(model.named_parameters())
    assert sorted(ours) == sorted(theirs)
    for name, p in ours.items():
        want = theirs[name].grad.numpy()
        got = np.asarray(p.grad)
        assert got.shape == want.shape, name
        scale = float(np.abs(want).max())
        assert scale > 0, name
        np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol * scale, err_msg=name)


# ------------------------------------------------------------------------------ gpt_tiny

class TorchCausalSelfAttention(tnn.Module):
    def __init__(self, n_embd, n_head, block_size):
        super().__init__()
        self.n_head = n_head
        self.c_attn = tnn.Linear(n_embd, 3 * n_embd)
        self.c_proj = tnn.Linear(n_embd, n_embd)
        self.register_buffer("mask", torch.tril(torch.ones(block_size, block_size)) > 0)

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.c_attn(x).split(C, dim=2)
        q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        k = k.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        v = v.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        y = TF.scaled_dot_product_attention(q, k, v, attn_mask=self.mask[:T, :T])
        return self.c_proj(y.transpose(1, 2).contiguous().view(B, T, C))


class TorchMLP(tnn.Module):
    def __init__(self, n_embd):
        super().__init__()
        self.c_fc = tnn.Linear(n_embd, 4 * n_embd)
        self.gelu = tnn.GELU()
        self.c_proj = tnn.Linear(4 * n_embd, n_embd)

    def forward(self, x):
        return self.c_proj(self.gelu(self.c_fc(x)))


class TorchBlock(tnn.Module):
    def __init__(self, n_embd, n_head, block_size):
        super().__init__()
        self.ln_1 = tnn.LayerNorm(n_embd)
        self.attn = TorchCausalSelfAttention(n_embd, n_head, block_size)
        self.ln_2 = tnn.LayerNorm(n_embd)
        self.mlp = TorchMLP(n_embd)

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class TorchGPT(tnn.Module):
    def __init__(self, vocab_size, block_size=32, n_embd=32, n_head=4, n_layer=2):
        super().__init__()
        self.wte = tnn.Embedding(vocab_size, n_embd)
        self.wpe = tnn.Embedding(block_size, n_embd)
        self.blocks = tnn.ModuleList([TorchBlock(n_embd, n_head, block_size)
                                      for _ in range(n_layer)])
        self.ln_f = tnn.LayerNorm(n_embd)
        self.lm_head = tnn.Linear(n_embd, vocab_size)

    def forward(self, idx):
        B, T = idx.shape
        x = self.wte(idx) + self.wpe(torch.arange(0, T))
        for block in self.blocks:
            x = block(x)
        return self.lm_head(self.ln_f(x))


def test_gpt_tiny_step_matches_pytorch():
    gpt = example("gpt_tiny")
    model = gpt.make_model(seed=3)
    theirs = load_into_torch(model, TorchGPT(len(gpt.CHARS)))
    x, y = gpt.get_batch(gpt.encode(gpt.TEXT), np.random.default_rng(1), 8, 32)
    step = aotgrad.compile(gpt.loss_fn)
    loss = step(model, x, y)
    loss.backward()
    logits = theirs(torch.tensor(np.asarray(x)))
    want = TF.cross_entropy(logits.view(-1, logits.size(-1)), torch.tensor(np.asarray(y)).view(-1))
    want.backward()
    check_step(model, theirs, loss.item(), want.item())
    # the gradient norm clipped and the schedule's warmup rate are PyTorch's too
    opt, sched = gpt.make_optimizer(model, steps=50)
    topt = torch.optim.AdamW(theirs.parameters(), lr=1e-2, betas=(0.9, 0.95), weight_decay=0.1)
    tsched = torch.optim.lr_scheduler.SequentialLR(
        topt, [torch.optim.lr_scheduler.LinearLR(topt, start_factor=0.1, total_iters=5),
               torch.optim.lr_scheduler.CosineAnnealingLR(topt, T_max=45)], milestones=[5])
    norm = aotgrad.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    tnorm = tnn.utils.clip_grad_norm_(theirs.parameters(), 1.0)
    np.testing.assert_allclose(norm.item(), tnorm.item(), rtol=5e-5)
    check_step(model, theirs, loss.item(), want.item())
    for _ in range(6):
        opt.step(), sched.step(), topt.step(), tsched.step()
        assert sched.get_last_lr() == pytest.approx(tsched.get_last_lr(), rel=1e-12)


def test_gpt_tiny_loss_falls():
    _, losses = example("gpt_tiny").train(steps=20, log=lambda *_: None)
    assert len(losses) == 20 and all(math.isfinite(v) for v in losses)
    assert np.mean(losses[-5:]) < losses[0] - 0.4


# ----------------------------------------------------------------------------- char_lstm

class TorchCharLSTM(tnn.Module):
    def __init__(self, vocab_size, embed=16, hidden=64, num_layers=1):
        super().__init__()
        self.embed = tnn.Embedding(vocab_size, embed)
        self.lstm = tnn.LSTM(embed, hidden, num_layers=num_layers, batch_first=True)
        self.head = tnn.Linear(hidden, vocab_size)

    def forward(self, idx):
        output, _ = self.lstm(self.embed(idx))
        return self.head(output)


def test_char_lstm_step_matches_pytorch():
    lstm = example("char_lstm")
    model = lstm.make_model(seed=2)
    theirs = load_into_torch(model, TorchCharLSTM(len(lstm.CHARS)))
    data = np.array([lstm.STOI[c] for c in lstm.TEXT], dtype=np.int64)
    x, y = lstm.get_batch(data, np.random.default_rng(4), 8, 16)
    loss = aotgrad.compile(lstm.loss_fn)(model, x, y)
    loss.backward()
    logits = theirs(torch.tensor(np.asarray(x)))
    want = TF.cross_entropy(logits.reshape(-1, logits.shape[-1]),
                            torch.tensor(np.asarray(y)).reshape(-1))
    want.backward()
    check_step(model, theirs, loss.item(), want.item())


def test_char_lstm_loss_falls():
    _, losses = example("char_lstm").train(steps=25, log=lambda *_: None)
    assert len(losses) == 25 and all(math.isfinite(v) for v in losses)
    assert np.mean(losses[-5:]) < losses[0] - 0.5


# ---------------------------------------------------------------------------- vae_digits

class TorchVAE(tnn.Module):
    """examples/vae_digits.VAE, its noise given (PyTorch's generator is not aotgrad's)."""

    def __init__(self, eps, pixels=64, hidden=128, latent=8):
        super().__init__()
        self.eps = eps
        self.enc = tnn.Linear(pixels, hidden)
        self.mu = tnn.Linear(hidden, latent)
        self.logvar = tnn.Linear(hidden, latent)
        self.dec1 = tnn.Linear(latent, hidden)
        self.dec2 = tnn.Linear(hidden, pixels)

    def forward(self, x):
        h = TF.relu(self.enc(x))
        mu, logvar = self.mu(h), self.logvar(h)
        z = mu + self.eps * torch.exp(0.5 * logvar)
        return self.dec2(TF.relu(self.dec1(z))), mu, logvar


def test_vae_digits_step_matches_pytorch():
    pytest.importorskip("sklearn")
    vae = example("vae_digits")
    x_train = vae.load_digits()[0][:32]
    model = vae.make_model(seed=1)
    x = aotgrad.tensor(x_train)
    # the noise the compiled step draws: the same numbers as an eager randn_like from the same
    # generator state (one counter-based stream, eager or compiled)
    aotgrad.manual_seed(11)
    eps = np.asarray(aotgrad.randn_like(aotgrad.zeros(32, 8)))
    aotgrad.manual_seed(11)
    loss = aotgrad.compile(vae.loss_fn)(model, x)
    loss.backward()
    # a different generator state gives other noise, so the check below is of this noise
    aotgrad.manual_seed(12)
    other = aotgrad.compile(vae.loss_fn)(model, x)
    assert other.item() != loss.item()
    theirs = load_into_torch(model, TorchVAE(torch.tensor(eps)))
    tx = torch.tensor(x_train)
    recon, mu, logvar = theirs(tx)
    bce = TF.binary_cross_entropy_with_logits(recon, tx, reduction="sum")
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    want = (bce + kld) / tx.shape[0]
    want.backward()
    check_step(model, theirs, loss.item(), want.item())


def test_vae_digits_loss_falls():
    pytest.importorskip("sklearn")
    _, losses, test_loss = example("vae_digits").train(epochs=1, log=lambda *_: None)
    assert all(math.isfinite(v) for v in losses)
    assert np.mean(losses[-5:]) < 0.85 * losses[0]
    assert test_loss < losses[0]


@pytest.mark.parametrize("name,args", [("gpt_tiny", ["--steps", "3"]),
                                       ("char_lstm", ["--steps", "3"]),
                                       ("vae_digits", ["--epochs", "1"])])
def test_each_port_is_one_command(name, args):
    if name == "vae_digits":
        pytest.importorskip("sklearn")
    run = subprocess.run([sys.executable, str(EXAMPLES / f"{name}.py"), *args],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[-1].startswith("loss "), run.stdout


# ------------------------------------------------------------------ torch.compile(model)

def test_a_compiled_model_stands_for_the_model():
    """`model = torch.compile(model)` then `optim.AdamW(model.parameters())`, `model.train()`,
    `model.state_dict()`: the compiled model reads what it lacks from the module it compiles
    (`_orig_mod`), and training through it takes PyTorch's steps."""
    aotgrad.manual_seed(0)
    model = aotgrad.nn.Sequential(aotgrad.nn.Linear(4, 8), aotgrad.nn.GELU(),
                                  aotgrad.nn.Linear(8, 3))
    theirs = load_into_torch(model, tnn.Sequential(tnn.Linear(4, 8), tnn.GELU(),
                                                   tnn.Linear(8, 3)))
    original = model
    model = aotgrad.compile(model)
    assert model._orig_mod is original
    assert list(model.state_dict()) == list(theirs.state_dict())
    assert model.train() is original and original.training
    opt = aotgrad.optim.AdamW(model.parameters(), lr=1e-2)
    topt = torch.optim.AdamW(theirs.parameters(), lr=1e-2)
    x = np.random.default_rng(0).standard_normal((16, 4)).astype(np.float32)
    y = np.argmax(x[:, :3], axis=1)
    for _ in range(3):
        opt.zero_grad(), topt.zero_grad()
        loss = aotgrad.nn.functional.cross_entropy(model(aotgrad.tensor(x)), aotgrad.tensor(y))
        loss.backward()
        opt.step()
        want = TF.cross_entropy(theirs(torch.tensor(x)), torch.tensor(y))
        want.backward()
        topt.step()
        np.testing.assert_allclose(loss.item(), want.item(), rtol=1e-5)
    assert model.cache_info().misses == 1
    for (name, p), tp in zip(model.named_parameters(), theirs.parameters()):
        np.testing.assert_allclose(np.asarray(p.detach()), tp.detach().numpy(), rtol=1e-4,
                                   atol=1e-6, err_msg=name)
    with pytest.raises(AttributeError, match="no attribute 'parameters'"):
        aotgrad.compile(lambda x: x).parameters


# ---------------------------------------------- gaps met porting (ops other files will add)

def test_tensor_norm_is_pytorchs():
    x = np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)
    t = aotgrad.tensor(x)
    np.testing.assert_allclose(t.norm().item(), torch.tensor(x).norm().item(), rtol=1e-6)
    np.testing.assert_allclose(np.asarray(t.norm(dim=1)), torch.tensor(x).norm(dim=1).numpy(),
                               rtol=1e-6)


def test_factories_take_requires_grad():
    for factory in (aotgrad.zeros, aotgrad.ones, aotgrad.randn, aotgrad.rand):
        t = factory(2, 3, requires_grad=True)
        assert t.requires_grad and t.shape == (2, 3)


def test_randint_draws_in_range():
    aotgrad.manual_seed(0)
    ids = aotgrad.randint(0, 7, (1000,))
    assert ids.dtype == np.int64 and ids.shape == (1000,)
    assert set(np.asarray(ids).tolist()) == set(range(7))


def test_manual_seed_seeds_initialisation_too():
    """`torch.manual_seed(0)` before building a model makes its weights reproducible in one
    process; so does `aotgrad.manual_seed(0)` (both generators), whatever ran before."""
    def build():
        model = aotgrad.nn.Sequential(aotgrad.nn.Linear(3, 4), aotgrad.nn.Linear(4, 2))
        return [p.detach().numpy().copy() for p in model.parameters()], \
            aotgrad.randn(5).numpy().copy()
    aotgrad.manual_seed(7)
    first = build()
    aotgrad.nn.Linear(9, 9), aotgrad.randn(3)                 # advance both generators
    aotgrad.manual_seed(7)
    again = build()
    for a, b in zip(first[0] + [first[1]], again[0] + [again[1]]):
        np.testing.assert_array_equal(a, b)
    aotgrad.manual_seed(8)
    assert not np.array_equal(build()[0][0], first[0][0])
    aotgrad.manual_seed(-3)                                    # any integer, as PyTorch
    with pytest.raises(TypeError, match="expects an integer"):
        aotgrad.manual_seed(1.5)


@pytest.mark.parametrize("mode", [True, False])
def test_inference_mode_is_pytorchs(mode):
    x = aotgrad.tensor([1.0, 2.0], requires_grad=True)
    tx = torch.tensor([1.0, 2.0], requires_grad=True)
    with aotgrad.inference_mode(mode):
        y = x * 2
    with torch.inference_mode(mode):
        ty = tx * 2
    assert y.requires_grad == ty.requires_grad == (not mode)

    @aotgrad.inference_mode()
    def evaluate(x):
        return x * 3
    assert not evaluate(x).requires_grad and (x * 3).requires_grad
    assert aotgrad.is_grad_enabled()
