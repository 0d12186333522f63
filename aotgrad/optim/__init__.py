"""`aotgrad.optim`: SGD, Adam, AdamW and RMSprop (defined in `runtime/optim.py` and
`runtime/rmsprop.py`), and the learning-rate schedulers of `aotgrad.optim.lr_scheduler`."""
from aotgrad.optim import lr_scheduler
from aotgrad.runtime.optim import SGD, Adam, AdamW, Optimizer
from aotgrad.runtime.rmsprop import RMSprop

__all__ = ["Optimizer", "SGD", "Adam", "AdamW", "RMSprop", "lr_scheduler"]
