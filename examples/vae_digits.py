"""A variational autoencoder on scikit-learn's handwritten digits (8x8 images).

    python examples/vae_digits.py              # 3 epochs, a few seconds: the loss falls
    python examples/vae_digits.py --epochs 50  # longer

Written as it would be against PyTorch, with `torch` replaced by `aotgrad`: an MLP encoder to
the mean and log-variance of a Gaussian posterior, the reparameterisation
`z = mu + eps * exp(logvar / 2)` with `eps = aotgrad.randn_like(std)`, an MLP decoder to pixel
logits, and the negative ELBO: binary cross-entropy with logits for the reconstruction plus the
KL divergence to the standard normal prior, summed over pixels and latents and averaged over
the batch; Adam. The loss, forward and backward, is one compiled function of the model and a
batch (`aotgrad.compile` where PyTorch code would call `torch.compile`): the noise is drawn
inside it, afresh at every call, from aotgrad's counter-based generator (`aotgrad.manual_seed`),
and recomputed exactly in the backward rather than saved.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

import aotgrad
import aotgrad.nn.functional as F
from aotgrad import nn, optim

sys.path.insert(0, str(Path(__file__).resolve().parent))
from digits_mlp import load_digits  # noqa: E402  (scikit-learn's digits, no network)


class VAE(nn.Module):
    def __init__(self, pixels: int = 64, hidden: int = 128, latent: int = 8):
        super().__init__()
        self.enc = nn.Linear(pixels, hidden)
        self.mu = nn.Linear(hidden, latent)
        self.logvar = nn.Linear(hidden, latent)
        self.dec1 = nn.Linear(latent, hidden)
        self.dec2 = nn.Linear(hidden, pixels)

    def encode(self, x):
        h = F.relu(self.enc(x))
        return self.mu(h), self.logvar(h)

    def reparameterize(self, mu, logvar):
        std = aotgrad.exp(0.5 * logvar)
        eps = aotgrad.randn_like(std)
        return mu + eps * std

    def decode(self, z):
        return self.dec2(F.relu(self.dec1(z)))           # pixel logits

    def forward(self, x):
        mu, logvar = self.encode(x)
        z = self.reparameterize(mu, logvar)
        return self.decode(z), mu, logvar


def elbo_loss(recon_logits, x, mu, logvar):
    """Negative ELBO per image: Bernoulli reconstruction (BCE with logits) plus KL(q || N(0, I))."""
    bce = F.binary_cross_entropy_with_logits(recon_logits, x, reduction="sum")
    kld = -0.5 * aotgrad.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return (bce + kld) / x.shape[0]


def loss_fn(model, x):
    recon, mu, logvar = model(x)
    return elbo_loss(recon, x, mu, logvar)


def make_model(seed: int = 0) -> VAE:
    aotgrad.manual_seed(seed)
    return VAE()


def train(epochs: int = 3, batch_size: int = 64, lr: float = 1e-3, seed: int = 0, log=print):
    """Train on the training images; returns (model, losses per step, test loss)."""
    x_train, _, x_test, _ = load_digits()
    model = make_model(seed)
    opt = optim.Adam(model.parameters(), lr=lr)
    step = aotgrad.compile(loss_fn)
    rng = np.random.default_rng(seed)
    losses, start = [], time.perf_counter()
    for epoch in range(epochs):
        order = rng.permutation(len(x_train))
        epoch_losses = []
        for i in range(0, len(order) - batch_size + 1, batch_size):
            x = aotgrad.tensor(x_train[order[i:i + batch_size]])
            opt.zero_grad()
            loss = step(model, x)
            loss.backward()
            opt.step()
            epoch_losses.append(loss.item())
        losses += epoch_losses
        log(f"epoch {epoch + 1:2d}  loss {np.mean(epoch_losses):.2f}"
            f"  (first batch {epoch_losses[0]:.2f}, last {epoch_losses[-1]:.2f})"
            f"  {time.perf_counter() - start:.1f}s")
    with aotgrad.no_grad():
        test_loss = loss_fn(model, aotgrad.tensor(x_test)).item()
    log(f"test loss {test_loss:.2f}")
    return model, losses, test_loss


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--epochs", type=int, default=3)
    args = parser.parse_args(argv)
    _, losses, _ = train(epochs=args.epochs)
    print(f"loss {losses[0]:.2f} -> {losses[-1]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
