"""`optim.SparseAdam`: Adam that updates only the rows a gradient touches, as PyTorch's.

The lazy Adam of embedding tables (`nn.Embedding(sparse=True)` in PyTorch): at each step the
rows with a gradient have their moments and values updated by Adam's formulas, with the
parameter's own step count for the bias corrections; the other rows, their moments included,
are left as they are (a dense Adam would decay every row's moments). The gradient is the
row-sparse one of a CPU backward (`runtime/row_sparse.py`: the distinct ids and each one's row
sum); a dense gradient (another backend's, or one a hook made dense) counts the rows that are
not all zero as the touched ones. PyTorch's order of operations, so a run matches
`torch.optim.SparseAdam` step by step. Host parameters only.
"""
from __future__ import annotations

import math

import numpy as np

from ..ir.errors import DTypeError
from .device import DeviceArray
from .optim import Optimizer


class SparseAdam(Optimizer):
    """Adam on the rows of each parameter that its gradient touches (see above)."""

    defaults = {"lr": 1e-3, "betas": (0.9, 0.999), "eps": 1e-8, "maximize": False}
    state_names = ("step", "exp_avg", "exp_avg_sq")

    def __init__(self, params, lr: float = 1e-3, betas=(0.9, 0.999), eps: float = 1e-8,
                 maximize: bool = False):
        if not 0.0 < lr:
            raise ValueError(f"Invalid learning rate: {lr}")
        if not 0.0 < eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if not 0.0 <= betas[0] < 1.0 or not 0.0 <= betas[1] < 1.0:
            raise ValueError(f"Invalid beta parameter: {betas}")
        super().__init__(params, lr=lr, betas=tuple(betas), eps=eps, maximize=maximize)
        for group in self.param_groups:
            for p in group["params"]:
                if type(p._data) is DeviceArray:
                    raise DTypeError("SparseAdam updates host parameters: move the parameter"
                                     " to the CPU, or use Adam on the device")

    def update_rows(self, param, grad, state, group):
        ids, rows = grad.summed()
        self._rows(param, ids, rows, state, group)
        return True

    def update(self, param, grad, state, group):
        flat = grad.reshape(grad.shape[0], -1) if grad.ndim > 1 else grad.reshape(-1, 1)
        ids = np.flatnonzero(np.any(flat != 0, axis=1))
        self._rows(param, ids, grad[ids], state, group)

    def _rows(self, param, ids: np.ndarray, rows: np.ndarray, state, group) -> None:
        t = param.dtype.type
        beta1, beta2 = group["betas"]
        if not state:
            state.update(step=0, exp_avg=np.zeros_like(param), exp_avg_sq=np.zeros_like(param))
        state["step"] += 1
        if group["maximize"]:
            rows = -rows
        m, v = state["exp_avg"], state["exp_avg_sq"]
        old_m, old_v = m[ids], v[ids]
        m_update = (rows - old_m) * t(1 - beta1)
        m[ids] = old_m + m_update
        numer = m_update + old_m
        v_update = (rows * rows - old_v) * t(1 - beta2)
        v[ids] = old_v + v_update
        denom = np.sqrt(v_update + old_v) + t(group["eps"])
        correction1, correction2 = 1 - beta1 ** state["step"], 1 - beta2 ** state["step"]
        step_size = group["lr"] * math.sqrt(correction2) / correction1
        param[ids] += t(-step_size) * (numer / denom)

    def device_update(self, o, s, params, grads, states):
        raise DTypeError("SparseAdam updates host parameters only")

