"""`aotgrad.nn`: modules, parameters and losses (defined in `runtime/nn.py`), and
`aotgrad.nn.utils` (gradient clipping)."""
from aotgrad.runtime.nn import (GELU, CrossEntropyLoss, Dropout, Embedding, LayerNorm, Linear,
                         Module, ModuleList, MSELoss, Parameter, ReLU, Sequential, Tanh,
                         cross_entropy, manual_seed, mse_loss)
from aotgrad.nn import utils

__all__ = ["Module", "Parameter", "Linear", "Embedding", "LayerNorm", "Dropout", "ReLU", "Tanh",
           "GELU", "Sequential", "ModuleList", "cross_entropy", "mse_loss", "CrossEntropyLoss",
           "MSELoss", "manual_seed", "utils"]
