"""`aotgrad.optim`: SGD, Adam and AdamW (defined in `runtime/optim.py`)."""
from aotgrad.runtime.optim import SGD, Adam, AdamW, Optimizer

__all__ = ["Optimizer", "SGD", "Adam", "AdamW"]
