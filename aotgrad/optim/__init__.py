"""`aotgrad.optim`: SGD, Adam, AdamW (defined in `runtime/optim.py`), RMSprop
(`runtime/rmsprop.py`), Adagrad, Adadelta, Adamax (`runtime/optim_adaptive.py`), NAdam and RAdam
(`runtime/optim_adam_variants.py`), SparseAdam (`runtime/optim_sparse.py`), Rprop and ASGD
(`runtime/optim_rprop_asgd.py`), and the
learning-rate schedulers of
`aotgrad.optim.lr_scheduler`."""
from aotgrad.optim import lr_scheduler
from aotgrad.runtime.optim import SGD, Adam, AdamW, Optimizer
from aotgrad.runtime.optim_adam_variants import NAdam, RAdam
from aotgrad.runtime.optim_adaptive import Adadelta, Adagrad, Adamax
from aotgrad.runtime.optim_rprop_asgd import ASGD, Rprop
from aotgrad.runtime.optim_sparse import SparseAdam
from aotgrad.runtime.rmsprop import RMSprop

__all__ = ["Optimizer", "SGD", "Adam", "AdamW", "RMSprop", "Adagrad", "Adadelta", "Adamax",
           "NAdam", "RAdam", "SparseAdam", "Rprop", "ASGD", "lr_scheduler"]
