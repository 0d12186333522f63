"""`aotgrad.distributions`: `Categorical`, `OneHotCategorical`, `Bernoulli`, `Normal`,
`Uniform` and `kl_divergence`, as `torch.distributions` (defined in
`runtime/distributions.py`)."""
from aotgrad.runtime.distributions import (Bernoulli, Categorical, Distribution, Normal,
                                           OneHotCategorical, Uniform, kl_divergence)

__all__ = ["Distribution", "Categorical", "OneHotCategorical", "Bernoulli", "Normal",
           "Uniform", "kl_divergence"]
